"""Sampled next offers only use the cards a seat has not seen, consistently with what it saw."""

from __future__ import annotations

import random
from collections import Counter

from tests.players.helpers import setup
from welcome_desktop.players import GreedyPlayer, seat_view
from welcome_desktop.players.forecast import Forecast
from welcome_desktop.rules import CARDS, Game, Mode

EFFECTS_OF = {n: {c.effect for c in CARDS if c.number == n} for n in range(1, 16)}


def test_standard_next_effects_come_from_the_cards_showing_their_numbers() -> None:
    game = Game(setup(Mode.STANDARD, False, 1, seed=3))
    rng = random.Random(0)
    for _ in range(30):
        view = seat_view(game, 0)
        forecast = Forecast(view)
        numbers = [card.number for card in view.offer]
        for _ in range(20):
            offer = forecast.sample(rng)
            assert len(offer) == 3
            if not forecast.fresh_deal:
                for i in range(3):
                    assert offer[i].effect in EFFECTS_OF[numbers[i]]
        game.play_turn(0, GreedyPlayer().decide(view, rng))
        if game.over:
            break
        if not forecast.fresh_deal:
            for i in range(3):  # the real next offer obeys the same law
                assert game.offer(0)[i].effect in EFFECTS_OF[numbers[i]]


def test_solo_samples_come_from_the_cards_not_drawn() -> None:
    game = Game(setup(Mode.SOLO, False, 1, seed=4))
    rng = random.Random(0)
    while not game.over:
        view = seat_view(game, 0)
        forecast = Forecast(view)
        unseen = Counter(CARDS)
        for hand in view.cards_seen:
            unseen.subtract(hand)
        if forecast.possible:
            for _ in range(5):
                hand = Counter(forecast.sample(rng))
                assert not hand - unseen
        else:
            assert view.cards_remaining < 3
        game.play_turn(0, GreedyPlayer().decide(view, rng))


def test_expert_samples_exclude_the_hand() -> None:
    game = Game(setup(Mode.EXPERT, False, 2, seed=5))
    view = seat_view(game, 0)
    forecast = Forecast(view)
    pool = Counter(CARDS)
    pool.subtract(view.offer)
    rng = random.Random(1)
    for _ in range(50):
        assert not Counter(forecast.sample(rng)) - pool

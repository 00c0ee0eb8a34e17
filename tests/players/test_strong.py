"""The strong player's foresight: the other seats' likely turns, from public information."""

from __future__ import annotations

import random

from tests.players.helpers import setup
from welcome_desktop.players import GreedyPlayer, seat_view
from welcome_desktop.players.evaluation import DEFAULT_WEIGHTS
from welcome_desktop.players.strong import foresee
from welcome_desktop.rules import Game, Mode


def test_foresight_predicts_greedy_seats_exactly() -> None:
    """Greedy plays from public information only, so its turn is foreseen exactly."""
    game = Game(setup(Mode.STANDARD, False, 3, 11))
    greedy = GreedyPlayer()
    turns = 0
    while not game.over and turns < 12:
        views = [seat_view(game, seat) for seat in range(3)]
        foresight = foresee(views[0], DEFAULT_WEIGHTS)
        assert foresight is not None
        for seat, view in enumerate(views):
            game.play_turn(seat, greedy.decide(view, random.Random(0)))
        if not game.over:
            assert foresight.sheets == seat_view(game, 0).sheets[1:]
        turns += 1


def test_no_foresight_outside_standard_multiplayer() -> None:
    for mode, players in ((Mode.SOLO, 1), (Mode.EXPERT, 2)):
        game = Game(setup(mode, False, players, 3))
        assert foresee(seat_view(game, 0), DEFAULT_WEIGHTS) is None

"""What lies face up on the table is in the seat's view, and nothing more (issue 25, item 6).

Solo: the draw pile lies effect side up, so the next card's effect is public (its number is
not). Expert: the passed card travels effect side up, so every seat sees the effect of the card
each seat received (its number only the passer knows).
"""

from __future__ import annotations

import random

import pytest

from tests.players.helpers import names
from tests.players.test_hidden_information import PLANS, opening, play
from welcome_desktop.players import GreedyPlayer, seat_view
from welcome_desktop.rules import CARDS, Card, Choose, Effect, Game, Mode, Setup
from welcome_desktop.rules.cards import SOLO_CARD, SoloCard
from welcome_desktop.rules.game import DeckOrder

SOLO_AT = 45  # a legal place for the Solo card (below the 40 upper cards), reached on turn 15


def _solo_order(seed: int) -> list[Card | SoloCard]:
    cards: list[Card | SoloCard] = list(CARDS)
    random.Random(seed).shuffle(cards)
    cards.insert(SOLO_AT, SOLO_CARD)
    return cards


def _solo_game(order: list[Card | SoloCard]) -> Game:
    return Game(Setup(Mode.SOLO, True, names(1), plans=PLANS, deck=DeckOrder(order=tuple(order))))


def test_solo_view_shows_the_effect_on_top_of_the_pile() -> None:
    order = _solo_order(1)
    game = _solo_game(order)
    greedy = GreedyPlayer()
    shown: list[Effect | SoloCard | None] = []
    for turn in range(20):
        view = seat_view(game, 0)
        drawn = 3 * (turn + 1) + (1 if 3 * (turn + 1) > SOLO_AT else 0)
        top = order[drawn]
        assert view.pile_top == (SOLO_CARD if isinstance(top, str) else top.effect)
        assert view.passed_effects == ()
        shown.append(view.pile_top)
        game.play_turn(0, greedy.decide(view, random.Random(turn)))
    # The Solo card lay on top of the pile on turn 15 (3 × 15 = SOLO_AT), and only then.
    assert [i for i, item in enumerate(shown) if item == SOLO_CARD] == [14]


def _swap_to_top(order: list[Card | SoloCard], top: int, wanted: object) -> list[Card | SoloCard]:
    """``order`` with the first card below ``top`` for which ``wanted(card)`` holds swapped to
    position ``top``."""
    result = list(order)
    below = next(i for i in range(top + 1, len(order))
                 if order[i] != SOLO_CARD and wanted(order[i]))  # type: ignore[operator]
    result[top], result[below] = result[below], result[top]
    return result


def test_solo_view_holds_the_top_effect_but_not_the_top_number() -> None:
    order = _solo_order(2)
    first = _solo_game(order)
    log = opening(first, 5)
    top = 18
    shown = order[top]
    assert isinstance(shown, Card)
    # The same effect with another number on top: the seat cannot tell the two games apart.
    same_effect = _swap_to_top(order, top, lambda c: c.effect is shown.effect
                               and c.number != shown.number)
    # Another effect on top: the seat sees it.
    other_effect = _swap_to_top(order, top, lambda c: c.effect is not shown.effect)
    second, third = _solo_game(same_effect), _solo_game(other_effect)
    play(second, log)
    play(third, log)
    assert seat_view(second, 0) == seat_view(first, 0)
    assert seat_view(third, 0) != seat_view(first, 0)
    assert seat_view(third, 0).pile_top != shown.effect


def _passed(game: Game, turn: int) -> list[Card | None]:
    """Per seat, the card passed to it after turn ``turn`` (0-based), from the turn's record."""
    record = game.history[turn]
    n = game.player_count
    passed: list[Card | None] = [None] * n
    for seat, (hand, actions) in enumerate(zip(record.offers, record.actions, strict=True)):
        choice = next((a for a in actions if isinstance(a, Choose)), None)
        if choice is None or choice.effect_card is None:
            continue
        third = ({0, 1, 2} - {choice.number_card, choice.effect_card}).pop()
        passed[(seat - 1) % n] = hand[third]
    return passed


@pytest.mark.parametrize("seed", [5, 6])
def test_expert_view_shows_the_effects_of_the_passed_cards(seed: int) -> None:
    game = Game(Setup(Mode.EXPERT, True, names(4), seed=seed))
    for seat in range(4):
        view = seat_view(game, seat)
        assert view.passed_effects == (None, None, None, None)
        assert view.pile_top is None
    opening(game, 1)
    for turn in range(1, 12):
        passed = _passed(game, turn - 1)
        for seat in range(4):
            view = seat_view(game, seat)
            assert view.passed_effects == tuple(None if c is None else c.effect for c in passed)
            assert all(e is None or isinstance(e, Effect) for e in view.passed_effects)
            # The card passed to the seat is the first card of its hand.
            if passed[seat] is not None:
                assert view.offer[0] == passed[seat]
        opening(game, 1)


def test_expert_passed_numbers_stay_hidden() -> None:
    """Two games alike but for the number of the card seat 2 passes to seat 1: seat 0 sees
    the same view in both, seat 1 (who holds it) does not."""
    order = list(CARDS)
    random.Random(7).shuffle(order)
    first = Game(Setup(Mode.EXPERT, False, names(3), plans=PLANS,
                       deck=DeckOrder(order=tuple(order))))
    turn = [GreedyPlayer().decide(seat_view(first, seat), random.Random(seat))
            for seat in range(3)]
    for seat, actions in enumerate(turn):
        first.play_turn(seat, actions)
    card = _passed(first, 0)[1]
    assert card is not None
    index = order.index(card)
    assert 6 <= index <= 8  # seat 2's first hand; the next draws take at most cards 9 to 17
    twin = next(i for i in range(20, len(order))
                if order[i].effect is card.effect and order[i].number != card.number)
    changed = list(order)
    changed[index], changed[twin] = changed[twin], changed[index]
    second = Game(Setup(Mode.EXPERT, False, names(3), plans=PLANS,
                        deck=DeckOrder(order=tuple(changed))))
    for seat, actions in enumerate(turn):  # seat 2 played its two other cards: still legal
        second.play_turn(seat, actions)
    assert seat_view(second, 0) == seat_view(first, 0)
    assert seat_view(second, 0).passed_effects[1] is card.effect
    assert seat_view(second, 1) != seat_view(first, 1)


def test_standard_view_has_no_pile_top_and_no_passed_cards() -> None:
    game = Game(Setup(Mode.STANDARD, True, names(2), seed=4))
    opening(game, 2)
    view = seat_view(game, 0)
    assert view.pile_top is None
    assert view.passed_effects == ()

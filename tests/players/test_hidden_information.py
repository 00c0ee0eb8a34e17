"""A seat never reads hidden information.

Two games share everything a seat has seen but differ in the cards not dealt yet: the seat's
view, and so its decision, must be the same in both. The other players' choices in the turn in
progress are hidden too. Finally, a view holds nothing of the game (no dealer, no deck).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.players.helpers import names
from welcome_desktop.players import (
    ComputerPlayer,
    GreedyPlayer,
    SeatView,
    StrongPlayer,
    seat_view,
)
from welcome_desktop.rules import CARDS, Action, Card, Game, Mode, Setup
from welcome_desktop.rules.cards import SOLO_CARD, SoloCard
from welcome_desktop.rules.deals import STACK_SIZE
from welcome_desktop.rules.game import DeckOrder

PLANS = ("1-C", "2-B", "3-E")
TURNS = 6


def _shuffled(rng: random.Random) -> list[Card]:
    cards = list(CARDS)
    rng.shuffle(cards)
    return cards


def standard_deck(rng: random.Random) -> DeckOrder:
    deals = []
    for _ in range(3):
        cards = _shuffled(rng)
        deals.append(tuple(tuple(cards[i * STACK_SIZE:(i + 1) * STACK_SIZE]) for i in range(3)))
    return DeckOrder(deals=tuple(deals))


def hide_standard(deck: DeckOrder, turns_played: int, rng: random.Random) -> DeckOrder:
    """The same deck with every card not shown yet shuffled, later deals redrawn.

    After ``turns_played`` turns, the current offer shows the number of card
    ``turns_played + 1`` of each stack: cards 0 … turns_played + 1 are (partly) seen.
    """
    first = deck.deals[0]
    keep = turns_played + 2
    hidden = [card for stack in first for card in stack[keep:]]
    rng.shuffle(hidden)
    size = STACK_SIZE - keep
    stacks = tuple(tuple(stack[:keep]) + tuple(hidden[i * size:(i + 1) * size])
                   for i, stack in enumerate(first))
    assert stacks != first
    return DeckOrder(deals=(stacks, *standard_deck(rng).deals[1:]))


def solo_deck(rng: random.Random) -> DeckOrder:
    order: list[Card | SoloCard] = list(_shuffled(rng))
    order.insert(60, SOLO_CARD)
    return DeckOrder(order=tuple(order))


def hide_tail(order: tuple[Card | SoloCard, ...], drawn: int,
              rng: random.Random) -> tuple[Card | SoloCard, ...]:
    """``order`` with its undrawn cards shuffled (the Solo card stays where it is)."""
    positions = [i for i in range(drawn, len(order)) if order[i] != SOLO_CARD]
    cards = [order[i] for i in positions]
    shuffled = cards[:]
    while shuffled == cards:
        rng.shuffle(shuffled)
    result = list(order)
    for i, card in zip(positions, shuffled, strict=True):
        result[i] = card
    return tuple(result)


def play(game: Game, log: list[list[list[Action]]]) -> None:
    for turn in log:
        for seat, actions in enumerate(turn):
            game.play_turn(seat, actions)


def opening(game: Game, turns: int) -> list[list[list[Action]]]:
    """Play ``turns`` turns with greedy seats and return their log."""
    greedy = GreedyPlayer()
    rng = random.Random(1)
    log = []
    for _ in range(turns):
        turn = []
        for seat in range(game.player_count):
            actions = greedy.decide(seat_view(game, seat), rng)
            game.play_turn(seat, actions)
            turn.append(actions)
        log.append(turn)
    return log


PLAYERS: list[ComputerPlayer] = [GreedyPlayer(), StrongPlayer(0.02, hard_cap=False)]


def _same_decisions(first: Game, second: Game) -> None:
    for seat in range(first.player_count):
        a, b = seat_view(first, seat), seat_view(second, seat)
        assert a == b
        for player in PLAYERS:
            assert player.decide(a, random.Random(7)) == player.decide(b, random.Random(7))


@pytest.mark.parametrize("advanced", [False, True])
def test_standard_undealt_cards_do_not_change_the_decision(advanced: bool) -> None:
    rng = random.Random(11)
    deck = standard_deck(rng)
    first = Game(Setup(Mode.STANDARD, advanced, names(2), plans=PLANS, deck=deck, seed=3))
    log = opening(first, TURNS)
    second = Game(Setup(Mode.STANDARD, advanced, names(2), plans=PLANS,
                        deck=hide_standard(deck, TURNS, rng), seed=3))
    play(second, log)
    _same_decisions(first, second)
    # The hidden cards do matter: the next offers differ.
    for game in (first, second):
        for seat in range(2):
            game.play_turn(seat, GreedyPlayer().decide(seat_view(game, seat), random.Random(0)))
    assert first.offer(0) != second.offer(0)


@pytest.mark.parametrize("advanced", [False, True])
def test_solo_undrawn_cards_do_not_change_the_decision(advanced: bool) -> None:
    rng = random.Random(12)
    deck = solo_deck(rng)
    first = Game(Setup(Mode.SOLO, advanced, names(1), plans=PLANS, deck=deck, seed=3))
    log = opening(first, TURNS)
    drawn = 3 * (TURNS + 1)
    # The card on top of the pile shows its effect (the pile lies effect side up): it stays.
    hidden = DeckOrder(order=hide_tail(deck.order, drawn + 1, rng))
    second = Game(Setup(Mode.SOLO, advanced, names(1), plans=PLANS, deck=hidden, seed=3))
    play(second, log)
    _same_decisions(first, second)


@pytest.mark.parametrize("advanced", [False, True])
def test_expert_undrawn_cards_do_not_change_the_decision(advanced: bool) -> None:
    rng = random.Random(13)
    order = tuple(_shuffled(rng))
    first = Game(Setup(Mode.EXPERT, advanced, names(3), plans=PLANS,
                       deck=DeckOrder(order=order), seed=3))
    log = opening(first, TURNS)
    drawn = len(CARDS) - first.cards_remaining()
    hidden = hide_tail(order, drawn, rng)
    cards = tuple(c for c in hidden if c != SOLO_CARD)
    second = Game(Setup(Mode.EXPERT, advanced, names(3), plans=PLANS,
                        deck=DeckOrder(order=cards), seed=3))
    play(second, log)
    _same_decisions(first, second)


@pytest.mark.parametrize("mode", [Mode.STANDARD, Mode.EXPERT])
def test_the_others_choices_this_turn_are_unseen(mode: Mode) -> None:
    game = Game(Setup(mode, True, names(3), seed=21))
    opening(game, 4)
    before = seat_view(game, 0)
    decision = GreedyPlayer().decide(before, random.Random(3))
    for seat in (1, 2):
        game.play_turn(seat, GreedyPlayer().decide(seat_view(game, seat), random.Random(seat)))
    after = seat_view(game, 0)
    assert after == before
    assert GreedyPlayer().decide(after, random.Random(3)) == decision


def test_expert_view_holds_only_the_seats_own_hands() -> None:
    game = Game(Setup(Mode.EXPERT, False, names(3), seed=5))
    opening(game, 3)
    for seat in range(3):
        view = seat_view(game, seat)
        assert view.cards_seen == (*(record.offers[seat] for record in game.history),
                                   game.offer(seat))
        assert view.offer == game.offer(seat)


def test_a_view_holds_nothing_of_the_game() -> None:
    game = Game(Setup(Mode.STANDARD, True, names(2), seed=8))
    opening(game, 2)
    view = seat_view(game, 1)
    for item in dataclasses.fields(SeatView):
        value = getattr(view, item.name)
        assert not isinstance(value, Game)
        assert "Dealer" not in type(value).__name__
    # The sheets are the view's own copies.
    before = [sheet.copy() for sheet in game.sheets]
    view.sheet.houses[0][0] = 16
    view.others[0].temps = 9
    assert game.sheets == before
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 0  # type: ignore[misc]

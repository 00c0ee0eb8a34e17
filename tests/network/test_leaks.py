"""Never leak: what a seat receives is the same in two games that differ only in what that seat
may not know (hypothesis property tests), and no view holds the seed or the deck.

Each example builds two sessions, plays the same opening, then plays one turn with the same
schedule of intents in both: who acts when, and every step of the watching seat are the same;
what differs is hidden from it (cards not drawn yet, the other seats' hands in expert, the other
seats' choices and undos in the turn in progress). Everything the watching seat and a spectator
receive (each view an outcome sends them, each refusal of their own intents) must be identical.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.network.helpers import Table, finish_turn, joined, names, play_opening, step_intent
from tests.players.test_hidden_information import hide_standard, hide_tail, solo_deck, standard_deck
from welcome_desktop.network.host.session import HostSession, Member
from welcome_desktop.players import GreedyPlayer, seat_view
from welcome_desktop.rules import CARDS, Choose, Mode, Setup
from welcome_desktop.rules.cards import SOLO_CARD, Card
from welcome_desktop.rules.game import DeckOrder
from welcome_desktop.rules.notation import format_turn

PLANS = ("1-C", "2-B", "3-E")
SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
Steps = list[int]


def _turn(table: Table, schedule: Steps, watcher: int, rngs: dict[int, random.Random],
          stop_before_resolution: bool) -> None:
    """The schedule's steps (each a seat taking a random step), then every seat finishes its
    turn in seat order; the last confirmation is left out when ``stop_before_resolution``."""
    session = table.session
    for seat in schedule:
        if session.over:
            return
        view = session.view(seat)
        table.send(seat, step_intent(view, session.turn, rngs[seat]))
    seats = list(range(len(table.members)))
    last = seats[-1] if stop_before_resolution else None
    for seat in seats:
        if seat != last and not session.game.confirmed[seat]:
            finish_turn(table, seat)
    if last is not None:
        # The last seat's steps up to its confirmation, without it.
        while not isinstance(table.send(last, {"type": "undo", "turn": session.turn}),
                             Exception):
            pass


def _game_json(session: HostSession) -> str:
    return json.dumps([session.view(seat) for seat in range(len(session.game.sheets))])


Pair = tuple[HostSession, list[Member]]


def _twins(mode: Mode, players: int, decks: tuple[DeckOrder, DeckOrder],
           seed: int) -> list[Pair]:
    """Two sessions of the same game but for their decks."""
    return [joined(Setup(mode, True, names(players), seed=seed, plans=PLANS, deck=deck))
            for deck in decks]


def same_steps(seat: int, _: str) -> random.Random:
    """The other seats take the same steps in both games."""
    return random.Random(f"others/{seat}")


def own_steps(seat: int, game: str) -> random.Random:
    """The other seats take steps of their own in each game."""
    return random.Random(f"{game}/{seat}")


def _compare(first: Table, second: Table, watcher: int) -> None:
    for who in (watcher, None):
        assert first.received[who] == second.received[who], f"watcher {who} sees a difference"


def _no_secrets(table: Table, seed: int) -> None:
    for messages in table.received.values():
        for message in messages:
            assert str(seed) not in message
            for word in ('"seed"', '"deck"', '"order"', '"token"', '"code"'):
                assert word not in message


seeds = st.integers(min_value=10**12, max_value=2**62)
schedules = st.lists(st.integers(min_value=0, max_value=11), min_size=0, max_size=30)


def _play_twins(pairs: list[Pair], watcher: int, schedule: Steps, *,
                other_rng: Callable[[int, str], random.Random],
                stop_before_resolution: bool) -> tuple[Table, Table]:
    players = len(pairs[0][1])
    steps = [seat % players for seat in schedule]
    tables = []
    for name, (session, members) in zip(("first", "second"), pairs, strict=True):
        table = Table(session, members, (watcher, None))
        rngs = {seat: random.Random(f"steps/{seat}") if seat == watcher
                else other_rng(seat, name) for seat in range(players)}
        _turn(table, steps, watcher, rngs, stop_before_resolution)
        tables.append(table)
    return tables[0], tables[1]


@SETTINGS
@given(mode=st.sampled_from([Mode.STANDARD, Mode.SOLO, Mode.EXPERT]),
       players=st.integers(min_value=2, max_value=4), deck_seed=st.integers(0, 10**6),
       seed=seeds, opening=st.integers(min_value=0, max_value=5),
       watcher=st.integers(min_value=0, max_value=3), schedule=schedules)
def test_cards_not_drawn_yet_never_reach_a_seat(*, mode: Mode, players: int, deck_seed: int,
                                                seed: int, opening: int, watcher: int,
                                                schedule: Steps) -> None:
    players = 1 if mode is Mode.SOLO else players
    watcher %= players
    rng = random.Random(deck_seed)
    if mode is Mode.STANDARD:
        deck = standard_deck(rng)
    elif mode is Mode.SOLO:
        deck = solo_deck(rng)
    else:
        cards: list[Card] = list(CARDS)
        rng.shuffle(cards)
        deck = DeckOrder(order=tuple(cards))
    probe, probe_members = joined(Setup(mode, True, names(players), seed=seed, plans=PLANS,
                                        deck=deck))
    play_opening(probe, probe_members, opening)
    game = probe.game
    assume(not game.over and not any(record.reshuffle for record in game.history))
    if mode is Mode.STANDARD:
        hidden = hide_standard(deck, game.turn_number, rng)
    elif mode is Mode.SOLO:
        position, construction = 0, 0
        while construction < 3 * (game.turn_number + 1):
            construction += deck.order[position] != SOLO_CARD
            position += 1
        hidden = DeckOrder(order=hide_tail(deck.order, position + 1, rng))
    else:
        drawn = len(CARDS) - game.cards_remaining()
        hidden = DeckOrder(order=tuple(c for c in hide_tail(deck.order, drawn, rng)
                                       if c != SOLO_CARD))
    pairs = _twins(mode, players, (deck, hidden), seed)
    for session, members in pairs:
        play_opening(session, members, opening)
    one, two = _play_twins(pairs, watcher, schedule, other_rng=same_steps,
                           stop_before_resolution=True)
    _compare(one, two, watcher)
    _no_secrets(one, seed)


@SETTINGS
@given(mode=st.sampled_from([Mode.STANDARD, Mode.EXPERT]),
       players=st.integers(min_value=2, max_value=4), seed=seeds,
       opening=st.integers(min_value=0, max_value=4),
       watcher=st.integers(min_value=0, max_value=3), schedule=schedules)
def test_the_other_seats_choices_and_undos_never_reach_a_seat(
        *, mode: Mode, players: int, seed: int, opening: int, watcher: int,
        schedule: Steps) -> None:
    watcher %= players
    sessions = [joined(Setup(mode, True, names(players), seed=seed)) for _ in range(2)]
    for session, members in sessions:
        play_opening(session, members, opening)
    assume(not sessions[0][0].over)
    # The other seats take different steps in the two games (choices, writes, undos), then the
    # same complete turn: the turn resolves the same and the next turn starts the same.
    one, two = _play_twins(sessions, watcher, schedule, other_rng=own_steps,
                           stop_before_resolution=False)
    _compare(one, two, watcher)
    _no_secrets(one, seed)


@SETTINGS
@given(players=st.integers(min_value=2, max_value=4), deck_seed=st.integers(0, 10**6),
       seed=seeds, watcher=st.integers(min_value=0, max_value=3), schedule=schedules)
def test_expert_the_other_hands_never_reach_a_seat(*, players: int, deck_seed: int, seed: int,
                                                   watcher: int, schedule: Steps) -> None:
    watcher %= players
    rng = random.Random(deck_seed)
    cards: list[Card] = list(CARDS)
    rng.shuffle(cards)
    other = list(cards)
    # Every other seat's first hand swapped with cards still in the deck.
    undrawn = list(range(3 * players, len(cards)))
    rng.shuffle(undrawn)
    for seat in range(players):
        if seat != watcher:
            for k in range(3):
                i, j = 3 * seat + k, undrawn.pop()
                other[i], other[j] = other[j], other[i]
    pairs = _twins(Mode.EXPERT, players,
                   (DeckOrder(order=tuple(cards)), DeckOrder(order=tuple(other))), seed)
    one, two = _play_twins(pairs, watcher, schedule, other_rng=own_steps,
                           stop_before_resolution=True)
    _compare(one, two, watcher)
    _no_secrets(one, seed)


def test_the_twins_do_differ_where_the_seat_may_not_look() -> None:
    """The property tests compare things that differ: the other seat's own messages differ,
    while the watching seat's are the same."""
    sessions = [joined(Setup(Mode.STANDARD, True, names(2), seed=10**15)) for _ in range(2)]
    tables = []
    for name, (session, members) in zip(("first", "second"), sessions, strict=True):
        table = Table(session, members, (0, 1, None))
        rngs = {0: random.Random("steps/0"), 1: random.Random(f"{name}/1")}
        _turn(table, [1] * 12 + [0] * 3, 0, rngs, stop_before_resolution=False)
        tables.append(table)
    _compare(tables[0], tables[1], 0)
    assert tables[0].received[1] != tables[1].received[1]
    assert _game_json(sessions[0][0]) == _game_json(sessions[1][0])


def test_expert_the_hand_cards_another_seat_used_stay_unseen() -> None:
    """Seat 1's first hand in another order, and its same turn played with the same cards: the
    other seats' messages are the same through the resolution (the last turn's marks leave out
    which hand cards it chose) and into the next turn."""
    rng = random.Random(4)
    cards: list[Card] = list(CARDS)
    rng.shuffle(cards)
    reordered = list(cards)
    reordered[3:6] = reversed(cards[3:6])
    (first, first_members), (second, second_members) = _twins(
        Mode.EXPERT, 3, (DeckOrder(order=tuple(cards)), DeckOrder(order=tuple(reordered))),
        10**14 + 7)
    tables = [Table(first, first_members, (0, 2, None)),
              Table(second, second_members, (0, 2, None))]
    for seat in range(3):
        decision = GreedyPlayer().decide(seat_view(first.game, seat), random.Random(seat))
        for table in tables:
            actions = decision
            if seat == 1 and table is tables[1]:
                actions = [Choose(2 - a.number_card, 2 - (a.effect_card or 0))
                           if isinstance(a, Choose) else a for a in decision]
            table.send(seat, {"type": "play", "turn": 0, "actions": format_turn(actions)})
    assert first.turn == second.turn == 1
    for watcher in (0, 2, None):
        assert tables[0].received[watcher] == tables[1].received[watcher]
    assert first.view(1)["last_turn"] != second.view(1)["last_turn"]

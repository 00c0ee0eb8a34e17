"""The action notation and game records: round trips, and bad input raising NotationError or
RecordError with a clear message (never another exception type)."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conformance.adapter import cases, setup_from_case
from tests.rules.helpers import json_paths
from welcome_desktop.rules import (
    PLANS,
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ClaimPlan,
    DrawFence,
    Game,
    MarkEstateColumn,
    MarkTemp,
    Mode,
    Setup,
    SkipEffect,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.description import action_from_json, action_to_json
from welcome_desktop.rules.game import DeckOrder, ReplayError, SetupError
from welcome_desktop.rules.notation import (
    NotationError,
    format_action,
    format_turn,
    parse_action,
    parse_turn,
)
from welcome_desktop.rules.record import (
    GameRecord,
    RecordError,
    record_from_json,
    record_of,
    record_to_json,
)

from .helpers import (
    PROPERTY_SETTINGS,
    cards_json,
    deal,
    names,
    play_careful_turn,
    play_game,
    play_steady_turn,
    replay_through_json,
    sheets_json,
)

# --------------------------------------------------------------------------- notation

TOKENS: list[tuple[str, Action]] = [
    ("R1.4", BuildRoundabout(1, 4)),
    ("C1", Choose(1)),
    ("C0/2", Choose(0, 2)),
    ("W2.3=7", Write(2, 3, 7)),
    ("X", TakeRefusal()),
    ("F0.3", DrawFence(0, 3)),
    ("E3", MarkEstateColumn(3)),
    ("P2", BuildPark(2)),
    ("O2.6", BuildPool(2, 6)),
    ("T", MarkTemp()),
    ("B0.4<5", WriteBis(0, 4, 5)),
    ("S", SkipEffect()),
    ("K1-C@0.0+3,1.4+3,2.0+3", ClaimPlan("1-C", ((0, 0, 3), (1, 4, 3), (2, 0, 3)))),
    ("K2-G", ClaimPlan("2-G")),
    ("H", AskReshuffle()),
]


@pytest.mark.parametrize(("token", "action"), TOKENS, ids=[t for t, _ in TOKENS])
def test_notation_table(token: str, action: Action) -> None:
    """Every token of docs/records.md reads as its action and is written back the same."""
    assert parse_action(token) == action
    assert format_action(action) == token
    assert parse_action(token.lower()) == action


def test_notation_example_turn() -> None:
    """The example line of docs/records.md, and free spacing and case."""
    line = "C0/2 W0.8=16 T K1-J"
    actions = parse_turn(line)
    assert actions == [Choose(0, 2), Write(0, 8, 16), MarkTemp(), ClaimPlan("1-J")]
    assert format_turn(actions) == line
    assert parse_turn("  c0/2   w0.8=16\tt  ") == actions[:3]
    assert parse_turn("") == []


small = st.integers(min_value=-99, max_value=999)
estate = st.tuples(st.integers(0, 99), st.integers(0, 99), st.integers(0, 99))
ACTIONS = st.one_of(
    st.builds(BuildRoundabout, small, small),
    st.builds(Choose, small),
    st.builds(Choose, small, small),
    st.builds(Write, small, small, small),
    st.just(TakeRefusal()),
    st.builds(DrawFence, small, small),
    st.builds(MarkEstateColumn, small),
    st.builds(BuildPark, small),
    st.builds(BuildPool, small, small),
    st.just(MarkTemp()),
    st.builds(WriteBis, small, small, small),
    st.just(SkipEffect()),
    st.builds(ClaimPlan, st.sampled_from(sorted(PLANS)),
              st.lists(estate, max_size=6).map(tuple)),
    st.just(AskReshuffle()),
)


@PROPERTY_SETTINGS
@given(st.lists(ACTIONS, max_size=12))
def test_notation_round_trip(actions: list[Action]) -> None:
    """format_turn then parse_turn gives the same actions back."""
    line = format_turn(actions)
    assert parse_turn(line) == actions
    assert format_turn(parse_turn(line.lower())) == line


@PROPERTY_SETTINGS
@given(st.lists(ACTIONS, max_size=8))
def test_action_json_round_trip(actions: list[Action]) -> None:
    """The conformance JSON form of actions reads back the same (within its ranges)."""
    for action in actions:
        if isinstance(action, Choose) and not all(
                0 <= i <= 2 for i in (action.number_card, action.effect_card or 0)):
            continue
        if isinstance(action, ClaimPlan) and not all(
                s <= 2 and h <= 11 and 1 <= n <= 12 for s, h, n in action.estates):
            continue
        if isinstance(action, MarkEstateColumn) and not 1 <= action.size <= 6:
            continue
        if any(abs(v) > 99 for v in _ints(action)):
            continue
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def _ints(action: Action) -> list[int]:
    values = []
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if isinstance(value, int) and not isinstance(value, bool):
            values.append(value)
    return values


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("Q", "'Q' is not an action"),
        ("K", "'K' is not an action"),
        ("W0.1", "'W0.1' is not an action"),
        ("C", "'C' is not an action"),
        ("C1/", "'C1/' is not an action"),
        ("R1.2.3", "'R1.2.3' is not an action"),
        ("K9-A", "'K9-A' is not an action"),
        ("K1-C@", "'K1-C@' is not an action"),
        ("K1-C@0.0+3,", "'' is not an estate (street.first+size)"),
        ("K1-C@a", "'A' is not an estate (street.first+size)"),
        ("C0 W0.1=1 W", "'W' is not an action"),
        ("C1000", "'C1000' is not an action"),
        ("W0.1=+5", "'W0.1=+5' is not an action"),
        ("\x00", "'\\x00' is not an action"),
        ("x" * 300, "'" + "x" * 40 + "' is not an action"),
    ],
)
def test_bad_notation_is_a_notation_error(line: str, message: str) -> None:
    """Anything that is not a token raises NotationError naming the bad token."""
    with pytest.raises(NotationError) as caught:
        parse_turn(line)
    assert str(caught.value) == message


@PROPERTY_SETTINGS
@given(st.text(max_size=60))
def test_any_text_parses_or_raises_notation_error(line: str) -> None:
    """Arbitrary text never raises anything but NotationError."""
    try:
        actions = parse_turn(line)
    except NotationError as error:
        assert str(error)
    else:
        assert parse_turn(format_turn(actions)) == actions


@PROPERTY_SETTINGS
@given(st.lists(st.sampled_from(
    ["C", "W", "K", "R", "F", "E", "P", "O", "B", "T", "S", "H", "X", "0", "1", "12", ".", "=",
     "<", "/", "@", "+", ",", "-", "1-C", "2-G", " "]), max_size=12).map("".join))
def test_token_like_text_parses_or_raises_notation_error(line: str) -> None:
    """Text made of notation pieces never raises anything but NotationError."""
    try:
        actions = parse_turn(line)
    except NotationError as error:
        assert "is not" in str(error)
    else:
        assert all(isinstance(a, Action.__args__) for a in actions)


# --------------------------------------------------------------------------- records


def seeded_record(mode: Mode, advanced: bool, players: int, seed: int) -> dict[str, Any]:
    game = play_game(Setup(mode, advanced, names(players), seed=seed), random.Random(seed),
                     play_steady_turn)
    return record_to_json(record_of(game))


@pytest.mark.parametrize(
    ("mode", "advanced", "players"),
    [(Mode.STANDARD, False, 1), (Mode.STANDARD, True, 4), (Mode.SOLO, True, 1),
     (Mode.SOLO, False, 1), (Mode.EXPERT, True, 3), (Mode.EXPERT, False, 12)],
)
def test_record_round_trip(mode: Mode, advanced: bool, players: int) -> None:
    """A record written to JSON text reads back equal and replays to the same sheets."""
    game = play_game(Setup(mode, advanced, names(players), seed=7), random.Random(7),
                     play_steady_turn)
    record = record_of(game)
    data = record_to_json(record)
    assert data["format"] == "welcome-desktop-record" and data["version"] == 1
    again = record_from_json(json.loads(json.dumps(data)))
    assert again == record
    assert record_to_json(again) == data
    replayed = again.replay()
    assert sheets_json(replayed) == sheets_json(game)
    assert replayed.end_reasons == game.end_reasons
    assert replayed.turn_number == game.turn_number == len(data["log"])


def test_record_of_a_game_in_progress_holds_resolved_turns_only() -> None:
    """The turn in progress is not part of the record."""
    game = Game(Setup(Mode.STANDARD, True, names(2), seed=3))
    rng = random.Random(3)
    for _ in range(3):
        for p in range(2):
            play_steady_turn(game.turn(p), rng)
            game.confirm(p)
    play_steady_turn(game.turn(0), rng)
    record = record_of(game)
    assert len(record.log) == 3
    replayed = replay_through_json(game)
    assert replayed.turn_number == 3 and not replayed.over
    assert sheets_json(replayed) == sheets_json(game)


def test_record_with_plans_given_deals_the_same_cards() -> None:
    """setup.plans does not change what the seed deals (docs/records.md)."""
    plain = Game(Setup(Mode.STANDARD, True, ("A",), seed=99))
    plans = tuple(p.id for p in plain.plans)
    given_plans = Game(Setup(Mode.STANDARD, True, ("A",), seed=99,
                             plans=(plans[0], plans[1], plans[2])))
    assert plain.offer(0) == given_plans.offer(0)


def test_conformance_games_round_trip_through_records() -> None:
    """Games dealt from explicit decks (every mode, with reshuffles) survive a record."""
    checked = 0
    for case in cases("games"):
        game = Game(setup_from_case(case["setup"]))
        for turn in case["turns"]:
            for player, raw_actions in enumerate(turn["actions"]):
                for raw in raw_actions:
                    game.apply(player, action_from_json(raw))
                game.confirm(player)
        replayed = replay_through_json(game)
        assert sheets_json(replayed) == sheets_json(game), case["id"]
        assert replayed.end_reasons == game.end_reasons
        checked += 1
    assert checked > 0  # every case was checked (the loop asserts each); the set is not empty


def replay_error(data: dict[str, Any]) -> ReplayError:
    with pytest.raises(ReplayError) as caught:
        record_from_json(data).replay()
    return caught.value


def test_replay_names_the_first_illegal_action() -> None:
    """A log with an illegal action: ReplayError with turn, player, action and ruling."""
    data = seeded_record(Mode.STANDARD, False, 2, 5)
    game = Game(record_from_json(data).setup)
    number = game.offer(0)[0].number
    data["log"][1][1] = f"C0 W0.0={number + 1 if number < 17 else 0} S"
    error = replay_error(data)
    assert (error.turn, error.player, error.index) == (1, 1, 1)
    assert error.error.ruling in ("2", "0.7")
    assert str(error).startswith("turn 2, player 2, action 2: ")
    assert str(error).endswith(f"(ruling {error.error.ruling})")


def test_replay_of_a_log_longer_than_the_game() -> None:
    """Turns logged after the end of the game are refused."""
    data = seeded_record(Mode.SOLO, False, 1, 2)
    data["log"].append(data["log"][-1])
    error = replay_error(data)
    assert error.error.code == "game_over"


def test_replay_of_an_unfinished_turn() -> None:
    """A logged turn that does not end properly is refused at its confirmation."""
    data = seeded_record(Mode.STANDARD, False, 1, 2)
    data["log"][0][0] = "C0"
    error = replay_error(data)
    assert error.error.code == "write_after_choose" and error.index == 1


def base_record() -> dict[str, Any]:
    return seeded_record(Mode.STANDARD, False, 2, 8)


def mutate(path: list[Any], value: Any) -> dict[str, Any]:
    """The base record with the node at ``path`` replaced (or deleted when value is DELETE)."""
    data = base_record()
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    if value is DELETE:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


DELETE = object()

BAD_RECORDS: list[tuple[str, Any, str]] = [
    ("not a dict", [], "this is not a welcome-desktop game record"),
    ("wrong format", {"format": "other"}, "this is not a welcome-desktop game record"),
    ("version 2", (["version"], 2), "record version 2 is not supported"),
    ("no version", (["version"], DELETE), "record version None is not supported"),
    ("setup missing", (["setup"], DELETE), "setup must be an object"),
    ("bad mode", (["setup", "mode"], "duel"), "setup.mode must be standard, solo or expert"),
    ("mode list", (["setup", "mode"], ["solo"]), "setup.mode must be standard, solo or expert"),
    ("advanced int", (["setup", "advanced"], 1), "setup.advanced must be true or false"),
    ("no players", (["setup", "players"], []), "setup.players must be 1 to 12 names"),
    ("13 players", (["setup", "players"], ["a"] * 13), "setup.players must be 1 to 12 names"),
    ("empty name", (["setup", "players"], ["", "b"]), "setup.players must be 1 to 12 names"),
    ("long name", (["setup", "players"], ["x" * 41, "b"]), "setup.players must be 1 to 12 names"),
    ("negative seed", (["setup", "seed"], -1), "setup.seed must be a whole number"),
    ("huge seed", (["setup", "seed"], 2**64), "setup.seed must be a whole number"),
    ("bool seed", (["setup", "seed"], True), "setup.seed must be a whole number"),
    ("no seed", (["setup", "seed"], DELETE), "a game needs a seed or an explicit deck"),
    ("plans ints", (["setup", "plans"], [1, 2, 3]), "setup.plans must be three plan ids"),
    ("plans two", (["setup", "plans"], ["1-A", "2-A"]), "setup.plans must be three plan ids"),
    ("unknown plan", (["setup", "plans"], ["1-A", "2-A", "3-Z"]), "there is no plan '3-Z'"),
    ("plan wrong deck", (["setup", "plans"], ["2-A", "2-A", "3-A"]),
     "plan 2-A is not a plan n°1"),
    ("advanced plan", (["setup", "plans"], ["1-G", "2-A", "3-A"]),
     "plan 1-G belongs to the advanced variant"),
    ("deck list", (["setup", "deck"], []), "setup.deck must be an object"),
    ("deals string", (["setup", "deck"], {"deals": "x"}),
     "setup.deck.deals must be a non-empty list of deals"),
    ("two stacks", (["setup", "deck"], {"deals": [[[], []]]}),
     "setup.deck.deals[0] must be three stacks"),
    ("short stacks", (["setup", "deck"], {"deals": [[[], [], []]]}),
     "setup.deck.deals[0] must be a list of 27 cards"),
    ("bad card", (["setup", "deck"], {"deals": [[[["x"]] * 27] * 3]}), "setup.deck.deals[0]"),
    ("log string", (["log"], "C0"), "log must be a list of turns"),
    ("log one player", (["log"], [["C0 W0.0=1 S"]]), "log[0] must hold one line per player"),
    ("log number", (["log"], [[1, 2]]), "log[0][0] must be a line of notation"),
    ("log bad token", (["log"], [["Z", "S"]]), "log[0][0]: 'Z' is not an action"),
    ("solo two players", (["setup", "mode"], "solo"), "a solo game has exactly one player"),
    ("expert one player", (["setup", "players"], ["a"]), "setup.players"),
]


@pytest.mark.parametrize(("label", "change", "message"), BAD_RECORDS,
                         ids=[label for label, _, _ in BAD_RECORDS])
def test_bad_record_is_a_record_error(label: str, change: Any, message: str) -> None:
    """Each bad field raises RecordError with a message naming it."""
    if isinstance(change, tuple):
        data: Any = mutate(*change)
    elif isinstance(change, dict):
        data = {**base_record(), **change}
    else:
        data = change
    if label == "expert one player":
        data["setup"]["mode"] = "expert"
        message = "an expert game needs 2 to 12 players"
    with pytest.raises(RecordError) as caught:
        record_from_json(data)
    assert str(caught.value).startswith(message), str(caught.value)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 100) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=8,
)


BASE = seeded_record(Mode.EXPERT, True, 2, 8)
BASE_PATHS = json_paths(BASE)


@PROPERTY_SETTINGS
@given(st.sampled_from(BASE_PATHS), JSON_VALUES)
def test_reading_a_corrupted_record_raises_only_record_error(path: tuple[Any, ...],
                                                             value: Any) -> None:
    """Any node of a record replaced by any JSON value: reading succeeds or raises
    RecordError; never another exception."""
    data = copy.deepcopy(BASE)
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        record = record_from_json(data)
    except RecordError as error:
        assert str(error)
    else:
        assert isinstance(record, GameRecord)


def _deals_json(seed: int) -> list[list[list[Any]]]:
    return [[cards_json(stack) for stack in deal(seed)]]


BAD_DECK_RECORDS: list[tuple[str, dict[str, Any], list[list[str]]]] = [
    ("standard deck of wrong cards",
     {"mode": "standard", "advanced": False, "players": ["A"], "plans": ["1-A", "2-A", "3-A"],
      "deck": {"deals": [[[[1, "park"]] * 27] * 3]}}, []),
    ("solo order of wrong cards",
     {"mode": "solo", "advanced": False, "players": ["A"], "plans": ["1-A", "2-A", "3-A"],
      "deck": {"order": [[1, "park"]] * 81 + ["solo"]}}, []),
    ("expert order of wrong cards",
     {"mode": "expert", "advanced": False, "players": ["A", "B"],
      "plans": ["1-A", "2-A", "3-A"], "deck": {"order": [[1, "park"]] * 81}}, []),
    ("explicit deck without plans",
     {"mode": "standard", "advanced": False, "players": ["A"],
      "deck": {"deals": _deals_json(1)}}, []),
]


@pytest.mark.parametrize(("label", "setup", "log"), BAD_DECK_RECORDS,
                         ids=[label for label, _, _ in BAD_DECK_RECORDS])
def test_record_with_an_unusable_deck_is_a_record_error(label: str, setup: dict[str, Any],
                                                       log: list[list[str]]) -> None:
    """A record whose explicit deck cannot serve the game is a bad record: reading (or at the
    latest replaying) it raises RecordError, not DeckError or IndexError."""
    data = {"format": "welcome-desktop-record", "version": 1, "setup": setup, "log": log}
    with pytest.raises(RecordError):
        record_from_json(data).replay()


def test_record_with_too_few_deals_for_its_log_is_refused() -> None:
    """A standard record whose log outlasts its only deal: replaying it raises RecordError or
    ReplayError naming the problem, not DeckError."""
    setup = Setup(Mode.STANDARD, False, ("A",), plans=("1-A", "2-A", "3-A"),
                  deck=DeckOrder(deals=(deal(1), deal(2))))
    game = Game(setup)
    rng = random.Random(4)
    while not game.over and game.turn_number < 27:
        play_careful_turn(game.turn(0), rng)
        game.confirm(0)
    assert game.turn_number == 27
    data = record_to_json(record_of(game))
    data["setup"]["deck"]["deals"] = data["setup"]["deck"]["deals"][:1]
    with pytest.raises((RecordError, ReplayError)):
        record_from_json(data).replay()


def test_setup_with_a_deck_but_no_plans_is_a_setup_error() -> None:
    """Without a seed nothing can draw the plans: an explicit deck needs explicit plans, and the
    setup says so (SetupError) instead of failing inside Game with an IndexError."""
    setup = Setup(Mode.STANDARD, False, ("A",), deck=DeckOrder(deals=(deal(1),)))
    with pytest.raises(SetupError):
        Game(setup)


SETUPS_THE_RECORD_REFUSES = [
    (("",), 1), (("x" * 41,), 1), (("A",), -1), (("A",), 2**63),
]


@pytest.mark.parametrize(("players", "seed"), SETUPS_THE_RECORD_REFUSES,
                         ids=["empty-name", "name-of-41", "negative-seed", "seed-2^63"])
def test_every_playable_setup_can_be_recorded(players: tuple[str, ...], seed: int) -> None:
    """Setup and record agree: a setup the game starts from writes a record that reads back
    (or the setup is refused up front with SetupError)."""
    setup = Setup(Mode.STANDARD, False, players, seed=seed)
    try:
        game = Game(setup)
    except SetupError as error:
        assert str(error)
        return
    record = record_from_json(json.loads(json.dumps(record_to_json(record_of(game)))))
    assert record.setup == setup

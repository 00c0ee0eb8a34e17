"""Never trust: hostile intents against live sessions. At least 10,000 of them (wrong seats,
stale and absurd turn numbers, unknown types, wrong field types, huge numbers, strings of every
kind, nested junk, forged members, bad codes and tokens), mixed with legal play so that they
hit every step of a turn: nothing but IntentRefused ever comes out, a refusal changes nothing,
and every game still replays from its save (and resumes from it) afterwards."""

from __future__ import annotations

import contextlib
import dataclasses
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.network.helpers import easy_turn, joined, names, play_intent, run_computers, step_intent
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member
from welcome_desktop.records.savefile import PERSON, Seat, parse_game
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.record import record_of

HOSTILE_INTENTS = 10_500

_HUGE = (10**5000, -(10**5000), 2**63, 2**64 + 1, -1, -(2**31), 10**18)
_JUNK: list[Any] = [None, True, False, 0.5, float("nan"), float("inf"), "", "0", [], {},
                    [[[[[]]]]], {"a": {"b": {"c": []}}}, "\x00", "\ud800", "é" * 300,
                    "x" * 70_000, b"bytes", *_HUGE]
_TOKENS = ["W9.99=999", "W-1.-1=-1", "C-5", "C3", "C0/0", "C9/9", "K9-Z", "K1-A@9.9+9",
           "K1-C@0.0+3,0.0+3", "Kice-A", "B0.0<99", "E999", "E0", "P7", "O2.99", "F0.99",
           "R9.9", "R0.0", "DL", "DR", "X", "H", "S", "T", "W0.0=" + "9" * 300, "Q",
           "C1 W0.0=1", "\n", "k1-a", "W0.0=1\x00", "C" + "1" * 250]
_TYPES = ["act", "play", "undo", "redo", "confirm", "hand_over"]


def _value(rng: random.Random) -> Any:
    """A value of any JSON type or worse."""
    return rng.choice([*_JUNK, rng.randint(-10, 10), rng.choice(_TOKENS),
                       "".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(0, 12)))])


def _nested(rng: random.Random, depth: int) -> Any:
    """Junk nested ``depth`` deep, wide only near its leaves (at most a few hundred items)."""
    if depth == 0:
        return _value(rng)
    width = rng.randint(0, 3) if depth <= 4 else 1
    if rng.random() < 0.5:
        return [_nested(rng, depth - 1) for _ in range(width)]
    keys = ["type", "turn", "action", "actions", "seat", "level", "", "é", "\x00"]
    return {rng.choice(keys): _nested(rng, depth - 1) for _ in range(width)}


def hostile(rng: random.Random, turn: int) -> object:
    """One hostile intent (or something that is not an intent at all)."""
    kind = rng.randrange(9)
    if kind == 0:  # not an object
        return rng.choice([_value(rng), _nested(rng, rng.randint(1, 40))])
    if kind == 1:  # unknown or malformed type
        return {"type": rng.choice([_value(rng), "ACT", "act ", "hand over", "join"]),
                "turn": turn}
    if kind == 2:  # stale or absurd turn
        return {"type": rng.choice(_TYPES[:5]), "turn": rng.choice([
            turn + 1, turn - 1, *_HUGE, str(turn), float(turn), None, True]),
            **({"action": "C0"} if rng.random() < 0.5 else {})}
    if kind == 3:  # wrong field types
        intent = {"type": rng.choice(_TYPES), "turn": turn, "action": "C0",
                  "actions": "C0", "seat": 0, "level": "easy"}
        intent[rng.choice(list(intent))] = _value(rng)
        return intent
    if kind == 4:  # extra or missing fields
        intent = {"type": rng.choice(_TYPES[2:5]), "turn": turn}
        if rng.random() < 0.5:
            intent[rng.choice(["seat", "player", "turn ", "__class__", "x" * 99])] = 1
        else:
            del intent["turn"]
        return intent
    if kind == 5:  # actions in the notation that the rules refuse, or not the notation
        return {"type": "act", "turn": turn, "action": rng.choice([*_TOKENS, _value(rng)])}
    if kind == 6:  # a whole turn of junk
        line = " ".join(rng.choice(_TOKENS) for _ in range(rng.randint(0, 30)))
        return {"type": "play", "turn": turn, "actions": line}
    if kind == 7:  # hand_over junk
        return {"type": "hand_over", "seat": rng.choice([_value(rng), 0, 1, 99]),
                "level": rng.choice([_value(rng), "easy", "strong", "greedy-plain"])}
    return _nested(rng, rng.randint(1, 6))


def _forged(rng: random.Random, members: list[Member]) -> Member:
    """A member as the transport made it, or one it never made."""
    if rng.random() < 0.8:
        return rng.choice(members)
    return Member(rng.choice([None, -1, 12, 10**30, *range(len(members))]),
                  rng.random() < 0.5, rng.choice([None, "x"]))


SESSIONS = [
    (Setup(Mode.STANDARD, True, names(3), seed=5), [PERSON, PERSON, Seat(kind="greedy")]),
    (Setup(Mode.EXPERT, True, names(3), seed=6, sheet="ice-cream"), [PERSON] * 3),
    (Setup(Mode.SOLO, True, names(1), seed=7, sheet="easter"), [PERSON]),
    (Setup(Mode.STANDARD, False, names(2), seed=8, sheet="christmas"), [PERSON, PERSON]),
]


def _legal_step(session: HostSession, members: list[Member], rng: random.Random) -> None:
    """Move the game on: a random step of a person seat, or a whole turn."""
    person = rng.choice(members)
    assert person.seat is not None
    if session.game.confirmed[person.seat]:
        return
    if rng.random() < 0.3:
        while True:
            try:
                session.handle(person, {"type": "undo", "turn": session.turn})
            except IntentRefused:
                break
        line = easy_turn(session.game, person.seat, f"fuzz/{session.turn}/{person.seat}")
        session.handle(person, play_intent(session, line))
    else:
        with contextlib.suppress(IntentRefused):
            session.handle(person, step_intent(session.view(person.seat), session.turn, rng))
    run_computers(session)


def test_ten_thousand_hostile_intents(capsys: Any) -> None:
    rng = random.Random(33)
    tables = [joined(setup, seats, creator_seat=0) for setup, seats in SESSIONS]
    played = list(tables)
    refused = accepted = 0
    codes: dict[str, int] = {}
    for count in range(HOSTILE_INTENTS):
        slot = count % len(tables)
        session, members = tables[slot]
        if session.over and rng.random() < 0.1:  # a game over is a new table's turn
            setup, seats = SESSIONS[slot]
            setup = dataclasses.replace(setup, seed=(setup.seed or 0) + 100 + count)
            tables[slot] = session, members = joined(setup, seats, creator_seat=0)
            played.append(tables[slot])
        if count % 7 == 0 and not session.over:
            _legal_step(session, members, rng)
        member = _forged(rng, members)
        intent = hostile(rng, session.turn)
        before = session.state_digest()
        try:
            session.handle(member, intent)
        except IntentRefused as refusal:
            refused += 1
            codes[refusal.code] = codes.get(refusal.code, 0) + 1
            assert refusal.code != "internal", refusal.message
            assert session.state_digest() == before, (member, intent)
            assert len(refusal.message) < 300 and "\n" not in refusal.message
        else:
            accepted += 1
        if count % 50 == 0:  # codes, tokens and views on junk too
            before = session.state_digest()
            for junk in (_value(rng), rng.choice(_TOKENS)):
                for call in (session.join, session.reconnect, session.view):
                    with contextlib.suppress(IntentRefused):
                        call(junk)
            assert session.state_digest() == before
    for session, _ in played:
        replayed = parse_game(session.save_bytes()).game
        assert record_of(replayed) == record_of(session.game)
        resumed = HostSession.resume(session.save_bytes(), session.secrets_bytes())
        assert resumed.turn == session.turn and resumed.game.sheets == session.game.sheets
    turns = [session.turn for session, _ in played]
    with capsys.disabled():
        print(f"\nfuzz: {refused + accepted} hostile intents, {refused} refused, "
              f"{accepted} accepted as legal, 0 other exceptions; turns reached {turns}; "
              f"refusal codes {dict(sorted(codes.items()))}")
    assert refused + accepted >= 10_000
    assert sum(turns) >= 100 and sum(session.over for session, _ in played) >= 4


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner,
                                                                 max_size=4),
    max_leaves=30)
intent_like = st.fixed_dictionaries(
    {"type": st.sampled_from(_TYPES) | st.text(max_size=8)},
    optional={"turn": st.integers() | json_values, "action": st.text(max_size=12) | json_values,
              "actions": st.text(max_size=40) | json_values, "seat": json_values,
              "level": st.sampled_from(["easy", "greedy", "strong"]) | json_values})
_SESSION, _MEMBERS = joined(Setup(Mode.EXPERT, True, names(2), seed=9), creator_seat=0)


@settings(max_examples=200, deadline=None)
@given(value=json_values | intent_like, seat=st.sampled_from([0, 1, None]))
def test_any_json_value_is_refused_or_applied_never_raised(value: object,
                                                            seat: int | None) -> None:
    member = _MEMBERS[seat] if seat is not None else Member(None, True, None)
    before = _SESSION.state_digest()
    try:
        _SESSION.handle(member, value)
    except IntentRefused as refusal:
        assert refusal.code != "internal"
        assert _SESSION.state_digest() == before

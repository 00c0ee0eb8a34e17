"""The host session: seats, codes and tokens, intents through the rules, undo and redo as the
window does, computer seats, absent seats, the turn timer, saving and resuming."""

from __future__ import annotations

import contextlib
import json
import random
import re

import pytest

from tests.network.helpers import (
    easy_turn,
    joined,
    names,
    play_intent,
    play_opening,
    step_intent,
)
from welcome_desktop.network.host.computer import computer_turn
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member
from welcome_desktop.network.host.views import ViewCache
from welcome_desktop.records.savefile import PERSON, Seat, parse_game
from welcome_desktop.records.untrusted import SaveFileError
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.game import SetupError

# Seed 0, standard, turn 0 offers C0 = 10 park, C1 = 9 park, C2 = 6 temp.
SETUP = Setup(Mode.STANDARD, False, names(2), seed=0)
GREEDY = Seat(kind="greedy")


def act(session: HostSession, member: Member, token: str) -> None:
    session.handle(member, {"type": "act", "turn": session.turn, "action": token})


def refusal(session: HostSession, member: Member, intent: object) -> IntentRefused:
    before = session.state_digest()
    with pytest.raises(IntentRefused) as caught:
        session.handle(member, intent)
    assert session.state_digest() == before
    return caught.value


# --------------------------------------------------------------------------- seats

def test_codes_and_tokens_are_fresh_secrets_not_the_seed() -> None:
    first = HostSession.create(SETUP, [PERSON, PERSON])
    second = HostSession.create(SETUP, [PERSON, PERSON])
    codes = [*first.codes().seats, first.codes().spectators]
    assert all(code is not None and re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}", code)
               for code in codes)
    assert len(set(codes)) == 3
    assert set(codes).isdisjoint([*second.codes().seats, second.codes().spectators])
    member = first.join(first.codes().seats[0] or "")[0]
    other = second.join(second.codes().seats[0] or "")[0]
    assert member.token and other.token and member.token != other.token
    assert len(member.token) >= 40


def test_bad_setups_are_refused_with_one_line() -> None:
    with pytest.raises(SetupError):
        HostSession.create(Setup(Mode.SOLO, False, names(2), seed=1), [PERSON, PERSON])
    with pytest.raises(ValueError, match="seats given"):
        HostSession.create(SETUP, [PERSON])
    with pytest.raises(ValueError, match="creator"):
        HostSession.create(SETUP, [PERSON, PERSON], creator_seat=2)
    with pytest.raises(ValueError, match="timer"):
        HostSession.create(SETUP, [PERSON, PERSON], turn_seconds=float("nan"))


def test_joining_spends_the_code_and_reconnecting_takes_the_token() -> None:
    session = HostSession.create(SETUP, [PERSON, GREEDY], creator_seat=0)
    code = session.codes().seats[0]
    assert code is not None and session.codes().seats[1] is None  # a computer seat has none
    member, outcome = session.join(code.lower().replace("-", " "))
    assert member.seat == 0 and member.creator and outcome.public
    assert session.present() == (True, False)
    assert session.codes().seats[0] is None
    with pytest.raises(IntentRefused) as taken:
        session.join(code)
    assert taken.value.code == "seat_taken"
    for bad in ("", "NOPE-NOPE", 7, None, "x" * 10_000):
        with pytest.raises(IntentRefused) as wrong:
            session.join(bad)  # type: ignore[arg-type]
        assert wrong.value.code == "bad_code"
    spectator, nothing = session.join(session.codes().spectators)
    assert spectator == Member(None, False, None) and not nothing.public
    assert member.token is not None
    again, _ = session.reconnect(member.token)
    assert again == member
    for bad in ("", member.token + "x", "é" * 30, 3):
        with pytest.raises(IntentRefused) as wrong:
            session.reconnect(bad)  # type: ignore[arg-type]
        assert wrong.value.code == "bad_token"
    assert session.leave(member) == session.leave(Member(None, False, None))  # still one left
    assert session.present() == (True, False)
    assert session.leave(again).public
    assert session.present() == (False, False)


def test_the_creator_token_names_the_creator_when_no_seat_is() -> None:
    session = HostSession.create(SETUP, [PERSON, PERSON])
    creator, _ = session.reconnect(session.creator_token)
    assert creator == Member(None, True, session.creator_token)
    seat = session.join(session.codes().seats[0] or "")[0]
    assert not seat.creator


# --------------------------------------------------------------------------- intents

def test_a_seats_choices_reach_only_that_seat_until_it_confirms() -> None:
    session, (anna, ben) = joined(SETUP)
    before_ben = session.view(1)
    outcome = session.handle(anna, {"type": "act", "turn": 0, "action": "C0"})
    assert outcome.seats == {0} and not outcome.public
    write = session.view(0)["own"]["writes"][0]
    act(session, anna, write)
    assert session.view(1) == before_ben
    assert session.view(0)["own"]["phase"] == "written"
    assert session.view(0)["own"]["effects"] == [f"P{write[1]}"]
    outcome = session.handle(anna, {"type": "confirm", "turn": 0})
    assert outcome.public and not outcome.resolved
    assert session.view(1)["seats"][0]["confirmed"]
    assert session.view(1)["sheets"] == before_ben["sheets"]  # nothing shown before the end
    own = session.view(0)["own"]
    assert own["confirmed"] and own["actions"].endswith("S")  # the unused effect skipped
    outcome = session.handle(ben, play_intent(session, easy_turn(session.game, 1, "x")))
    assert outcome.resolved and outcome.public and outcome.seats == {0, 1}
    view = session.view(1)
    assert view["turn"] == 1
    assert view["last_turn"][0]["actions"] == own["actions"]


def test_refusals_carry_the_rules_words_and_change_nothing() -> None:
    session, (anna, _) = joined(SETUP)
    act(session, anna, "C0")
    wrong = refusal(session, anna, {"type": "act", "turn": 0, "action": "W0.0=9"})
    assert (wrong.code, wrong.message) == (
        "number_not_on_offer", "the number written must be 10, the chosen number")
    assert refusal(session, anna, {"type": "act", "turn": 0, "action": "C1"}).code \
        == "already_chosen"
    assert refusal(session, anna, {"type": "confirm", "turn": 0}).code == "write_after_choose"
    assert refusal(session, anna, {"type": "act", "turn": 1, "action": "C1"}).code \
        == "stale_turn"
    assert refusal(session, anna, {"type": "act", "turn": 0, "action": "Q"}).code \
        == "not_an_action"
    assert refusal(session, anna, {"type": "fly", "turn": 0}).code == "unknown_type"
    assert refusal(session, anna, {"type": "undo", "turn": "0"}).code == "bad_intent"
    assert refusal(session, anna, {"type": "undo", "turn": 0, "seat": 1}).code == "bad_intent"
    assert refusal(session, anna, [1, 2]).code == "bad_intent"
    assert refusal(session, Member(None, False, None), {"type": "undo", "turn": 0}).code \
        == "spectator"
    assert refusal(session, anna, {"type": "hand_over", "seat": 1, "level": "easy"}).code \
        == "not_creator"
    # A whole turn is all or nothing.
    assert refusal(session, anna, {"type": "play", "turn": 0, "actions": "W0.0=10 F0.9"}).code \
        == "effect_of_other_kind"
    assert session.view(0)["own"]["actions"] == "C0"


def test_undo_and_redo_as_the_window_does_with_the_temp_mark() -> None:
    session, (anna, _) = joined(SETUP)
    act(session, anna, "C2")  # 6 with the temp agency
    own = session.view(0)["own"]
    assert "W0.0=8" in own["writes"] and "W0.0=6" in own["writes"]
    act(session, anna, "W0.0=8")  # changed: the temp box is marked at once
    own = session.view(0)["own"]
    assert own["actions"] == "C2 W0.0=8 T" and own["phase"] == "done"
    assert own["refused"]["confirm"] is None and own["nothing_left"]
    session.handle(anna, {"type": "undo", "turn": 0})
    own = session.view(0)["own"]
    assert own["actions"] == "C2" and own["can_redo"]
    session.handle(anna, {"type": "redo", "turn": 0})
    assert session.view(0)["own"]["actions"] == "C2 W0.0=8 T"
    assert refusal(session, anna, {"type": "redo", "turn": 0}).code == "nothing_to_redo"
    session.handle(anna, {"type": "undo", "turn": 0})
    session.handle(anna, {"type": "undo", "turn": 0})
    assert refusal(session, anna, {"type": "undo", "turn": 0}).code == "nothing_to_undo"
    act(session, anna, "C1")  # another choice: the redo stack is gone
    assert not session.view(0)["own"]["can_redo"]
    assert refusal(session, anna, {"type": "redo", "turn": 0}).code == "nothing_to_redo"


def test_the_view_lists_what_the_rules_allow() -> None:
    session, (anna, _) = joined(Setup(Mode.STANDARD, True, names(2), seed=0))
    own = session.view(0)["own"]
    turn = session.game.turn(0)
    assert [(p["choose"], p["value"], len(p["houses"])) for p in own["placements"]] == [
        (f"C{c.number_card}", v, len(h)) for c, v, h in turn.placements()]
    assert own["refused"]["confirm"] == "missing_number"
    assert own["refused"]["refusal"] == "voluntary_refusal"
    assert own["refused"]["roundabout"] is None and len(own["roundabouts"]) == 33
    act(session, anna, "C0")
    act(session, anna, "W1.3=10")
    own = session.view(0)["own"]
    assert own["effects"] == ["P1"]
    assert own["refused"]["roundabout"] == "roundabout_timing" and own["roundabouts"] == []
    spectator = session.view(None)
    assert spectator["own"] is None and spectator["offer"] == session.view(0)["offer"]
    expert, _ = joined(Setup(Mode.EXPERT, False, names(3), seed=5))
    assert expert.view(None)["offer"] is None and expert.view(None)["cards_seen"] == []
    assert len(expert.view(2)["offer"]) == 3


# --------------------------------------------------------------------------- computers

def test_absent_seats_go_to_a_computer_and_come_back() -> None:
    session, (_, ben) = joined(SETUP)
    creator, _ = session.reconnect(session.creator_token)
    refused = refusal(session, creator, {"type": "hand_over", "seat": 1, "level": "greedy"})
    assert refused.code == "seat_present"
    act(session, ben, "C0")
    session.leave(ben)
    for seat, level, code in ((5, "greedy", "no_such_seat"), (1, "wizard", "unknown_level")):
        assert refusal(session, creator,
                       {"type": "hand_over", "seat": seat, "level": level}).code == code
    outcome = session.handle(creator, {"type": "hand_over", "seat": 1, "level": "greedy"})
    assert outcome.public and session.seats[1].kind == "greedy"
    assert session.pending_computer_seats() == [1]
    job = session.computer_job(1)
    assert job.view.seat == 1 and job.level == "greedy"
    session.apply_computer_turn(job, computer_turn(job))
    assert session.game.confirmed[1]
    with pytest.raises(IntentRefused) as stale:
        session.apply_computer_turn(job, computer_turn(job))
    assert stale.value.code == "stale_turn"
    assert ben.token is not None
    session.reconnect(ben.token)  # the person takes the seat back
    assert session.seats[1] == PERSON and session.pending_computer_seats() == []


def test_a_computer_result_for_a_seat_taken_back_is_dropped() -> None:
    session, (_, ben) = joined(SETUP)
    creator, _ = session.reconnect(session.creator_token)
    session.leave(ben)
    session.hand_over(creator, 1, "easy")
    job = session.computer_job(1)
    assert ben.token is not None
    session.reconnect(ben.token)
    with pytest.raises(IntentRefused) as stale:
        session.apply_computer_turn(job, computer_turn(job))
    assert stale.value.code == "stale_turn"
    assert not session.game.confirmed[1]


def test_the_turn_timer_hands_late_seats_to_a_computer() -> None:
    session, (anna, ben) = joined(SETUP, turn_seconds=60)
    assert session.tick(1000.0).public
    assert session.view(0)["deadline"] == 1060.0
    act(session, ben, "C0")
    session.handle(anna, play_intent(session, easy_turn(session.game, 0, "a")))
    assert session.tick(1059.0).seats == frozenset()
    outcome = session.tick(1060.0)
    assert outcome.seats == {1} and session.pending_computer_seats() == [1]
    assert session.view(1)["own"]["actions"] == ""
    assert refusal(session, ben, {"type": "undo", "turn": 0}).code == "time_over"
    job = session.computer_job(1)
    assert job.level == "greedy"
    assert session.apply_computer_turn(job, computer_turn(job)).resolved
    assert session.view(0)["deadline"] is None
    session.tick(2000.0)
    assert session.view(1)["deadline"] == 2060.0
    session.handle(ben, {"type": "act", "turn": 1, "action": "C0"})  # a new turn, its own time


# --------------------------------------------------------------------------- saving

def test_a_saved_session_resumes_with_the_same_seats_and_secrets() -> None:
    session, members = joined(Setup(Mode.EXPERT, True, names(3), seed=77), turn_seconds=90)
    play_opening(session, members, 3)
    act(session, members[0], "C0/1")  # unconfirmed: lost on resume
    creator, _ = session.reconnect(session.creator_token)
    session.leave(members[2])
    session.hand_over(creator, 2, "easy")
    save, secrets = session.save_bytes(), session.secrets_bytes()
    for member in members:
        assert member.token is not None
        assert member.token.encode() not in save
    assert session.creator_token.encode() not in save
    assert parse_game(save).game.sheets == session.game.sheets  # a plain local save
    resumed = HostSession.resume(save, secrets)
    assert resumed.turn == session.turn == 3
    assert resumed.seats == session.seats and resumed.turn_seconds == 90
    assert resumed.present() == (False, False, False)
    assert resumed.view(0)["own"]["actions"] == ""
    for seat in range(3):
        view, kept = resumed.view(seat), session.view(seat)
        del view["own"], kept["own"], view["seats"], kept["seats"]
        assert view == kept
    assert members[1].token is not None
    again, _ = resumed.reconnect(members[1].token)
    assert again == members[1]
    assert resumed.reconnect(resumed.creator_token)[0].creator


def test_a_damaged_or_foreign_host_file_is_refused_in_one_line() -> None:
    first, _ = joined(SETUP)
    other, _ = joined(Setup(Mode.STANDARD, False, ("X", "Y"), seed=0))
    save = first.save_bytes()
    for secrets in (b"", b"[]", b"{", other.secrets_bytes(),
                    first.secrets_bytes().replace(b'"version": 1', b'"version": 9'),
                    json.dumps({"format": "welcome-desktop-host"}).encode()):
        with pytest.raises(SaveFileError) as error:
            HostSession.resume(save, secrets)
        assert "\n" not in str(error.value)
    with pytest.raises(SaveFileError):
        HostSession.resume(b"{}", first.secrets_bytes())


def test_a_restart_keeps_the_confirmed_turns_of_the_turn_in_progress() -> None:
    session, members = joined(Setup(Mode.STANDARD, True, names(3), seed=12))
    play_opening(session, members, 2)
    line = easy_turn(session.game, 1, "kept")
    session.handle(members[1], play_intent(session, line))
    act(session, members[0], "C0")  # not confirmed: lost
    save, secrets = session.save_bytes(), session.secrets_bytes()
    assert line.encode() in secrets and line.encode() not in save
    resumed = HostSession.resume(save, secrets)
    assert resumed.game.confirmed == [False, True, False]
    assert resumed.view(1)["own"]["actions"] == line
    assert resumed.view(0)["own"]["actions"] == ""
    for seat in (0, 2):  # the turn goes on to its resolution
        resumed.handle(members[seat], play_intent(resumed, easy_turn(resumed.game, seat, "r")))
    assert resumed.turn == 3
    # A host file of another turn than the save's keeps no confirmed turn.
    later = HostSession.resume(save, secrets.replace(b'"turn": 2', b'"turn": 1'))
    assert later.game.confirmed == [False, False, False]
    forged = secrets.replace(line.encode(), b"C0 W0.0=99")
    with pytest.raises(SaveFileError, match="seat 2"):
        HostSession.resume(save, forged)


def test_the_views_kept_between_calls_are_those_built_afresh() -> None:
    """The view cache never serves a stale part: after every step of every seat, each view is
    the one a fresh cache builds."""
    session, members = joined(Setup(Mode.EXPERT, True, names(3), seed=31))

    def same_as_fresh() -> None:
        for watcher in (0, 1, 2, None):
            fresh = ViewCache().view(session.game, watcher, session._states, None)
            assert session.view(watcher) == fresh

    # The same actions, seen again with something to redo: choose, (write, undo), redo.
    act(session, members[0], session.view(0)["own"]["placements"][0]["choose"])
    same_as_fresh()
    act(session, members[0], ViewCache().view(session.game, 0, session._states,
                                              None)["own"]["writes"][0])
    session.handle(members[0], {"type": "undo", "turn": 0})
    same_as_fresh()
    session.handle(members[0], {"type": "redo", "turn": 0})
    same_as_fresh()
    rng = random.Random(5)
    for _ in range(200):
        if session.over:
            break
        member = rng.choice(members)
        seat = member.seat
        assert seat is not None
        if rng.random() < 0.15 and not session.game.confirmed[seat]:
            while session.view(seat)["own"]["can_undo"]:
                session.handle(member, {"type": "undo", "turn": session.turn})
            line = easy_turn(session.game, seat, str(rng.random()))
            session.handle(member, play_intent(session, line))
        else:
            with contextlib.suppress(IntentRefused):
                session.handle(member, step_intent(session.view(seat), session.turn, rng))
        same_as_fresh()
    assert session.turn >= 3

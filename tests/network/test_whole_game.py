"""Whole games played through the host session end as the same games played locally through the
rules: computer seats inside the host, person seats through intents (with undo and redo on the
way), the same setup and the same decisions give the same final scores."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from tests.network.helpers import joined, names, run_computers
from welcome_desktop.network.host.computer import job_rng, rng_key
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.records.savefile import PERSON, Seat, parse_game
from welcome_desktop.rules import Action, Game, Mode, Setup
from welcome_desktop.rules.notation import format_action, format_turn
from welcome_desktop.rules.record import record_of

LEVELS = {"easy": Seat(kind="easy"), "greedy": Seat(kind="greedy"),
          "strong": Seat(kind="strong", budget_s=0.02)}


def _decide(game: Game, seat: int, kind: Seat) -> list[Action]:
    """What the seat's player decides locally: a computer level, or for a person the greedy
    player's turn (a person's intents are built from it)."""
    level = "greedy" if kind.kind == "person" else kind.kind
    player = make_player(level, kind.budget_s) if kind.budget_s else make_player(level)
    return player.decide(seat_view(game, seat), job_rng(rng_key(game.setup.seed, seat,
                                                                game.turn_number)))


def _send_as_a_person(session: HostSession, member: Member, actions: Sequence[Action],
                      rng: random.Random) -> None:
    """The actions one intent at a time, some taken back and applied again, then confirmed;
    the temp mark a changed number forces is marked by the host."""
    assert member.seat is not None
    turn = session.turn
    for index, action in enumerate(actions):
        if len(session.game.turn(member.seat).actions) > index:
            continue  # the host marked the temp box already
        session.handle(member, {"type": "act", "turn": turn, "action": format_action(action)})
        if rng.random() < 0.3:
            session.handle(member, {"type": "undo", "turn": turn})
            session.handle(member, {"type": "redo", "turn": turn})
    session.handle(member, {"type": "confirm", "turn": turn})


def _scores(game: Game) -> list[int]:
    return [b.total for b in game.breakdowns()]


def _both_ways(setup: Setup, seats: Sequence[Seat]) -> tuple[HostSession, Game]:
    session, members = joined(setup, seats)
    people = {member.seat: member for member in members}
    local = Game(setup)
    rng = random.Random(3)
    while not local.over:
        decisions = [_decide(local, seat, kind) for seat, kind in enumerate(seats)]
        for seat, actions in enumerate(decisions):
            local.play_turn(seat, actions)
        for seat, actions in enumerate(decisions):
            member = people.get(seat)
            if member is not None and not session.over:
                _send_as_a_person(session, member, actions, rng)
        run_computers(session)
        assert session.turn == local.turn_number
        assert session.game.sheets == local.sheets
    return session, local


@pytest.mark.parametrize(("mode", "players", "kinds"), [
    (Mode.STANDARD, 4, ("greedy", "easy", "greedy", "easy")),
    (Mode.EXPERT, 3, ("easy", "greedy", "strong")),
    (Mode.SOLO, 1, ("greedy",)),
])
def test_computer_seats_only(mode: Mode, players: int, kinds: tuple[str, ...]) -> None:
    setup = Setup(mode, True, names(players), seed=2024)
    session, local = _both_ways(setup, [LEVELS[kind] for kind in kinds])
    assert session.over and local.over
    assert _scores(session.game) == _scores(local)
    assert session.game.end_reasons == local.end_reasons
    assert session.view(None)["result"]["ranking"] == local.ranking()[0]


@pytest.mark.parametrize(("mode", "seats", "sheet"), [
    (Mode.STANDARD, (PERSON, LEVELS["greedy"], PERSON), "base"),
    (Mode.EXPERT, (PERSON, PERSON, LEVELS["easy"]), "ice-cream"),
    (Mode.SOLO, (PERSON,), "christmas"),
    (Mode.STANDARD, (PERSON, PERSON), "easter"),
])
def test_persons_and_computers(mode: Mode, seats: tuple[Seat, ...], sheet: str) -> None:
    setup = Setup(mode, True, names(len(seats)), seed=99, sheet=sheet)
    session, local = _both_ways(setup, seats)
    assert session.over
    assert _scores(session.game) == _scores(local)
    # The host's save replays to the same end (the same records as a local game).
    replayed = parse_game(session.save_bytes()).game
    assert _scores(replayed) == _scores(local)
    assert record_of(replayed) == record_of(local)
    # After the end, every intent is refused and changes nothing.
    member = session.join(session.codes().spectators)[0]
    with pytest.raises(IntentRefused):
        session.handle(member, {"type": "confirm", "turn": session.turn})
    assert format_turn(local.history[-1].actions[0]) == session.view(0)["last_turn"][0]["actions"]

"""A lobby before turn 1 (issue 42): seats fill as their people join, each with the display
name it gives; nobody plays, no timer runs and no computer decides until the creator starts
the game (handing the empty seats to computers if asked) or every person seat is taken. In the
session, then over real sockets on the loopback, and through a restart; a host file written
before lobbies resumes started."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from tests.network.helpers import easy_turn, play_intent, run_computers
from tests.network.wire import create_game, first_turn, live_server, wait_view
from welcome_desktop.network.client.host_client import HostClient
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member
from welcome_desktop.records.savefile import PERSON, Seat
from welcome_desktop.rules import Mode, Setup

SETUP = Setup(Mode.STANDARD, False, ("Anna", "Player 2", "Player 3"), seed=7)
GREEDY = Seat(kind="greedy")
CREATOR = Member(None, True, None)


def lobby_session(seats: list[Seat] | None = None) -> HostSession:
    return HostSession.create(SETUP, seats or [PERSON, PERSON, GREEDY], lobby=True,
                              turn_seconds=60.0)


def refusal(call: Any, *args: Any) -> str:
    with pytest.raises(IntentRefused) as refused:
        call(*args)
    return refused.value.code


def test_nothing_is_played_timed_or_computed_in_the_lobby() -> None:
    session = lobby_session()
    anna = session.join(session.codes().seats[0] or "")[0]
    assert session.lobby and session.view(0)["lobby"] is True
    line = easy_turn(session.game, 0, "lobby")
    assert refusal(session.handle, anna, play_intent(session, line)) == "not_started"
    assert refusal(session.handle, anna, {"type": "act", "turn": 0, "action": "C1"}) \
        == "not_started"
    assert session.pending_computer_seats() == []
    assert not session.tick(1000.0).public and session.view(0)["deadline"] is None
    seats = session.view(None)["seats"]
    assert [seat["joined"] for seat in seats] == [True, False, False]


def test_a_joiner_names_its_seat_as_plain_text_and_never_another_seats_name() -> None:
    session = lobby_session([PERSON, PERSON, PERSON])
    codes = session.codes().seats
    before = session.game.offer(0)
    _, outcome = session.join(codes[1] or "", "  Ben\x00\n the\u202eGreat " + "x" * 80)
    assert outcome.renamed and outcome.public
    name = session.game.setup.players[1]
    assert name.startswith("Ben the") and len(name) <= 40
    assert not any(ch in name for ch in "\x00\n\u202e")
    assert session.view(1)["players"][1] == name and session.view(None)["seats"][1]["name"] \
        == name
    assert session.game.offer(0) == before  # the same deal under the new names
    _, outcome = session.join(codes[2] or "", "anna")  # another seat's name, any case
    assert not outcome.renamed and session.game.setup.players[2] == "Player 3"
    # The last seat to come names itself, and the table, full, starts.
    _, outcome = session.join(codes[0] or "", "Zed")
    assert outcome.renamed and session.game.setup.players[0] == "Zed" and not session.lobby


def test_a_seat_joined_names_itself_in_the_lobby_or_hears_why_not() -> None:
    """``rename`` (a phone's page joins first, then gives its name): plain text, refused in
    words when nothing is left of it, when another seat has it, for a spectator, and once the
    game has started."""
    session = lobby_session([PERSON, PERSON, PERSON])
    codes = session.codes()
    ben = session.join(codes.seats[1] or "")[0]
    outcome = session.rename(ben, " Ben\u202e the\nGreat ")
    assert outcome.renamed and outcome.public
    assert session.view(0)["seats"][1]["name"] == "Ben the Great"
    with pytest.raises(IntentRefused) as refused:
        session.rename(ben, "ANNA")
    assert refused.value.code == "name_taken" and refused.value.params == {"name": "ANNA"}
    assert refusal(session.rename, ben, " \x00\n ") == "bad_name"
    assert refusal(session.rename, ben, 7) == "bad_name"
    watcher = session.join(codes.spectators)[0]
    assert refusal(session.rename, watcher, "Eve") == "spectator"
    assert session.game.setup.players == ("Anna", "Ben the Great", "Player 3")
    session.join(codes.seats[0] or "")
    session.join(codes.seats[2] or "")  # the table is full: the game starts
    assert not session.lobby and refusal(session.rename, ben, "Benny") == "started"


def test_the_creator_starts_and_empty_seats_go_to_computers_if_asked() -> None:
    session = lobby_session([PERSON, PERSON, PERSON])
    anna = session.join(session.codes().seats[0] or "")[0]
    assert refusal(session.start, anna) == "not_creator"
    assert refusal(session.start, CREATOR, "grandmaster") == "unknown_level"
    assert session.lobby
    outcome = session.start(CREATOR, "greedy")
    assert outcome.public and not session.lobby
    assert [seat.kind for seat in session.seats] == ["person", "greedy", "greedy"]
    assert refusal(session.start, CREATOR) == "started"
    # The people of the handed seats may still come: their codes take their seats back.
    ben = session.join(session.codes().seats[1] or "", "Ben")[0]
    assert session.seats[1].kind == "person" and session.game.setup.players[1] == "Player 2"
    session.handle(anna, play_intent(session, easy_turn(session.game, 0, "a")))
    session.handle(ben, play_intent(session, easy_turn(session.game, 1, "b")))
    run_computers(session)
    assert session.turn == 1


def test_a_game_starts_by_itself_once_every_person_seat_is_taken() -> None:
    session = lobby_session()
    for code in session.codes().seats:
        if code is not None:
            assert session.lobby
            session.join(code)
    assert not session.lobby and session.view(0)["lobby"] is False
    assert session.pending_computer_seats() == [2]
    # Without a lobby (a session's default), a game starts at once, as before.
    assert not HostSession.create(SETUP, [PERSON, PERSON, GREEDY]).lobby
    # Handing the last empty seat to a computer fills the table too.
    other = lobby_session()
    other.join(other.codes().seats[0] or "")
    other.hand_over(CREATOR, 1, "easy")
    assert not other.lobby


def test_over_sockets_the_lobby_fills_with_names_and_the_creator_starts(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            creator, created = await create_game(url, ["person", "person", "greedy"],
                                                 names=["Anna", "Seat 2", "Greedy"])
            view = await wait_view(creator, lambda v: True)
            assert view["lobby"] is True
            anna = HostClient(url)
            await anna.hello(code=created["codes"][0], name="Ann")
            first = await wait_view(anna, lambda v: v["seat"] == 0)
            assert first["lobby"] and first["players"][0] == "Ann"
            await anna.send("play", turn=0, actions=first_turn(first))
            async with asyncio.timeout(10):
                while (message := await anna.receive()).type != "error":
                    pass
            assert message.fields["code"] == "not_started"
            await creator.send("start", computers="easy")
            started = await wait_view(anna, lambda v: not v["lobby"])
            assert [seat["kind"] for seat in started["seats"]] == ["person", "easy", "greedy"]
            await anna.send("play", turn=0, actions=first_turn(started))
            await wait_view(anna, lambda v: v["turn"] == 1)
            for client in (anna, creator):
                await client.close()

    asyncio.run(scenario())


def test_a_lobby_survives_a_restart_and_an_old_host_file_resumes_started(
        tmp_path: Path) -> None:
    async def make() -> dict[str, Any]:
        async with live_server(tmp_path) as (_, url):
            creator, created = await create_game(url, ["person", "person"])
            ben = HostClient(url)
            await ben.hello(code=created["codes"][1], name="Ben")
            await wait_view(ben, lambda v: v["players"][1] == "Ben")
            await ben.close()
            await creator.close()
        return created

    created = asyncio.run(make())
    game_id = created["game"]
    kept = json.loads((tmp_path / "games" / f"{game_id}.secrets.json").read_text())
    assert kept["started"] is False

    async def resume() -> None:
        async with live_server(tmp_path) as (server, url):
            assert not server.lines, server.lines
            server.registry.resume_all()  # read now (a restart only lists the games)
            session = server.registry.games[game_id].session
            assert session.lobby and session.game.setup.players[1] == "Ben"
            anna = HostClient(url)
            await anna.hello(code=created["codes"][0])
            view = await wait_view(anna, lambda v: not v["lobby"])  # now full: started
            assert view["players"] == ["Player 1", "Ben"]
            await anna.close()

    asyncio.run(resume())
    # A host file from before lobbies (no "started") is a started game.
    del kept["started"]
    (tmp_path / "games" / f"{game_id}.secrets.json").write_text(json.dumps(kept))

    async def old() -> None:
        async with live_server(tmp_path) as (server, _):
            assert not server.lines, server.lines
            server.registry.resume_all()
            assert not server.registry.games[game_id].session.lobby

    asyncio.run(old())

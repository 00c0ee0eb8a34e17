"""The server's files for a game: the save of the resolved turns, then the host file (codes,
the confirmations of the turn in progress), written in that order and off the event loop, no
view of the game sent while they are being written."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import threading
from pathlib import Path

import pytest

from tests.network.helpers import easy_turn, names, play_intent
from tests.network.wire import (
    create_game,
    first_turn,
    join_all,
    live_server,
    start_server_process,
    wait_view,
)
from welcome_desktop.network.client.host_client import HostClient
from welcome_desktop.network.server.registry import GameRegistry
from welcome_desktop.records.savefile import PERSON
from welcome_desktop.rules import Mode, Setup


class FailingSaves(GameRegistry):
    """A registry whose disk refuses the save files (an injected fault); host files work."""

    failing = False

    def _write(self, game_id: str, record: bytes, over: bool) -> None:
        if self.failing:
            raise OSError(28, "No space left on device")
        super()._write(game_id, record, over)


def test_a_failed_save_keeps_the_confirmations_of_the_turn_it_did_not_hold(
        tmp_path: Path) -> None:
    """Seat 1 confirms, then seat 2's confirmation resolves the turn but its save fails: the
    host file still holds seat 1's confirmation of that turn, so a restart resumes the turn
    with it (a host file of the next turn, written first, would have dropped it)."""
    logged: list[str] = []

    async def scenario() -> None:
        registry = FailingSaves(tmp_path, log=logged.append)
        hosted = registry.create(Setup(Mode.STANDARD, True, names(2), seed=4), [PERSON] * 2)
        session = hosted.session
        await registry.save(hosted)
        members = [session.join(code)[0] for code in session.codes().seats if code]
        for seat, member in enumerate(members):
            if seat == 1:
                registry.failing = True
            line = easy_turn(session.game, seat, f"seat {seat}")
            outcome = session.handle(member, play_intent(session, line))
            await registry.after(hosted, outcome)
        assert session.turn == 1  # resolved in memory
        await registry.close()

    asyncio.run(scenario())
    assert any("cannot save" in line and "No space left" in line for line in logged)
    restarted = GameRegistry(tmp_path)
    assert restarted.resume_all() == []
    (resumed,) = restarted.games.values()
    assert resumed.session.turn == 0
    assert [bool(c) for c in resumed.session.game.confirmed] == [True, False]


def test_every_resolved_turn_is_saved_with_its_host_file(tmp_path: Path) -> None:
    async def scenario() -> None:
        registry = GameRegistry(tmp_path)
        hosted = registry.create(Setup(Mode.STANDARD, True, names(3), seed=9), [PERSON] * 3)
        session = hosted.session
        await registry.save(hosted)
        members = [session.join(code)[0] for code in session.codes().seats if code]
        for turn in range(3):
            for seat, member in enumerate(members):
                line = easy_turn(session.game, seat, f"{turn}/{seat}")
                await registry.after(hosted, session.handle(member, play_intent(session, line)))
        # Seat 1 has confirmed the fourth turn: the host file holds it.
        line = easy_turn(session.game, 1, "3/1")
        await registry.after(hosted, session.handle(members[1], play_intent(session, line)))
        await registry.close()

    asyncio.run(scenario())
    restarted = GameRegistry(tmp_path)
    assert restarted.resume_all() == []
    (resumed,) = restarted.games.values()
    assert resumed.session.turn == 3
    assert [bool(c) for c in resumed.session.game.confirmed] == [False, True, False]
    assert not list((tmp_path / "games").glob("*.part"))


def test_no_view_shows_a_resolved_turn_before_its_save_is_on_disk(tmp_path: Path) -> None:
    """The save of a resolved turn is held up (an injected slow disk): meanwhile no seat gets
    a view, even one it asks for (``sync``); once the save is written, every seat gets the
    next turn."""
    async def scenario() -> None:
        async with live_server(tmp_path) as (server, url):
            creator, created = await create_game(url, ["person", "person"])
            clients = await join_all(url, created["codes"])
            registry = server.registry
            disk = threading.Event()
            write = registry._write

            def slow_write(game_id: str, record: bytes, over: bool) -> None:
                disk.wait(30)
                write(game_id, record, over)

            registry._write = slow_write  # type: ignore[method-assign]
            for client in clients:
                view = client.view
                assert view is not None
                await client.send("play", turn=0, actions=first_turn(view))
                if client is clients[0]:
                    await wait_view(client, lambda v: v["own"]["confirmed"])
            hosted = registry.games[created["game"]]
            async with asyncio.timeout(10):
                while hosted.session.turn == 0:
                    await asyncio.sleep(0.01)
            assert hosted.views_held
            await clients[0].send("sync")
            with pytest.raises(TimeoutError):  # nothing comes while the save is held up
                while True:
                    message = await clients[0].receive(timeout=0.5)
                    assert message.type != "view" or message.fields["view"]["turn"] == 0
            disk.set()
            for client in clients:
                await wait_view(client, lambda v: v["turn"] == 1)
            assert not hosted.views_held
            for client in [*clients, creator]:
                await client.close()

    asyncio.run(scenario())


def modes_under(data: Path) -> dict[str, int]:
    """The permission bits of the data folder and of everything in it, by relative path."""
    found = {".": stat.S_IMODE(data.stat().st_mode)}
    for path in data.rglob("*"):
        found[str(path.relative_to(data))] = stat.S_IMODE(path.lstat().st_mode)
    return found


def stop(process: subprocess.Popen[str]) -> None:
    process.terminate()
    try:
        process.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate(timeout=10)


@pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")
def test_the_servers_folders_are_0700_and_its_files_0600_under_a_022_umask(
        tmp_path: Path) -> None:
    """``serve`` under umask 022: its data folder, ``games/`` and ``history/`` are 0700, a
    game's save (the seed) and host file (codes, tokens) 0600; a folder an older version left
    at 0755 with 0644 files is tightened when the server starts again, its game resumed."""
    data = tmp_path / "server"

    async def play(url: str) -> str:
        creator, created = await create_game(url, ["person", "person"])
        (first, _) = await join_all(url, created["codes"])
        view = first.view
        assert view is not None
        await first.send("play", turn=0, actions=first_turn(view))
        await wait_view(first, lambda v: v["own"]["confirmed"])
        # A solo game whose seat nobody joins, started with a computer in it: it ends alone.
        solo, finished = await create_game(url, ["person"], mode="solo")
        await solo.send("start", computers="greedy")
        async with asyncio.timeout(120):
            while not any((data / "history").rglob(f"{finished['game']}.json")):
                await asyncio.sleep(0.1)
        for client in (creator, first, solo):
            await client.close()
        return str(created["game"])

    before = os.umask(0o022)
    try:
        process, url = start_server_process(data)
    finally:
        os.umask(before)
    try:
        game = asyncio.run(play(url))
    finally:
        stop(process)
    modes = modes_under(data)
    assert f"games/{game}.json" in modes and f"games/{game}.secrets.json" in modes
    assert any(name.startswith("history/") for name in modes), modes
    for name, mode in modes.items():
        folder = (data / name).is_dir()
        assert mode == (0o700 if folder else 0o600), (name, oct(mode))

    # An older version's folder: everything readable by all. The next start tightens it, and
    # deletes the temporary file of a write a kill cut short an hour ago.
    for name in modes:
        (data / name).chmod(0o755 if (data / name).is_dir() else 0o644)
    cut_short = data / "games" / f".{game}.secrets.json.0123456789abcdef.tmp"
    cut_short.write_text("{")
    os.utime(cut_short, (1e9, 1e9))
    process, url = start_server_process(data)
    try:
        resumed = HostClient(url)

        async def check() -> None:
            await resumed.hello(token=_secret_token(data, game))
            await resumed.close()

        asyncio.run(check())
    finally:
        stop(process)
    assert not cut_short.exists()
    tightened = modes_under(data)
    assert tightened["."] == tightened["games"] == tightened["history"] == 0o700
    assert tightened[f"games/{game}.json"] == tightened[f"games/{game}.secrets.json"] == 0o600


def _secret_token(data: Path, game: str) -> str:
    """The creator's token of ``game``, read from its host file."""
    kept = json.loads((data / "games" / f"{game}.secrets.json").read_text())
    return f"{game}.{kept['creator_token']}"

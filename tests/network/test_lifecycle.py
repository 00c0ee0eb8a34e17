"""A server that runs all year: games nobody plays expire, a full server says when room frees
up, a restart rewrites nothing, finished games leave the count at once and memory once their
players have left, and the history keeps day folders for a set number of days."""

from __future__ import annotations

import asyncio
import os
import time
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from tests.network.helpers import easy_turn, names, play_intent
from tests.network.wire import live_server, run_cli, start_server_process
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.server import archive
from welcome_desktop.network.server.expiry import (
    ABANDONED_EXPIRY_S,
    STORED_GRACE_S,
    UNSTARTED_EXPIRY_S,
    ServerFull,
)
from welcome_desktop.network.server.game_codes import wire_code
from welcome_desktop.network.server.registry import GameRegistry
from welcome_desktop.records.savefile import PERSON
from welcome_desktop.rules import Mode, Setup


def solo() -> Setup:
    return Setup(Mode.SOLO, False, names(1), seed=3)


def test_a_full_server_says_when_room_frees_up() -> None:
    registry = GameRegistry(None)
    registry.max_games = 3
    for _ in range(3):
        registry.create(solo(), [PERSON])
    with pytest.raises(ServerFull) as full:
        registry.create(solo(), [PERSON])
    assert full.value.retry_after is not None
    assert UNSTARTED_EXPIRY_S - 60 <= full.value.retry_after <= UNSTARTED_EXPIRY_S
    assert "room frees up in 60 min" in str(full.value)


def test_games_nobody_plays_expire_and_room_frees_up(tmp_path: Path) -> None:
    """An unstarted game idle for an hour is deleted; a started game idle for a week goes to
    the history; a game someone is connected to, or idle for less, stays."""
    async def scenario() -> GameRegistry:
        registry = GameRegistry(tmp_path, log=lambda line: None)
        registry.max_games = 3
        unstarted = registry.create(solo(), [PERSON])
        started = registry.create(solo(), [PERSON])
        fresh = registry.create(solo(), [PERSON])
        for hosted in (unstarted, started, fresh):
            await registry.save(hosted)
        (member, _) = started.session.join(started.session.codes().seats[0] or "")
        line = easy_turn(started.session.game, 0, "first")
        await registry.after(started, started.session.handle(member, play_intent(
            started.session, line)))
        assert started.session.turn == 1
        now = time.time()
        unstarted.idle_since = now - UNSTARTED_EXPIRY_S - 1
        started.idle_since = now - UNSTARTED_EXPIRY_S - 1  # started: a week, not an hour
        registry.tick(now, 0.0)
        assert set(registry.games) == {started.game_id, fresh.game_id}
        started.idle_since = now - ABANDONED_EXPIRY_S - 1
        registry.tick(now, 0.0)
        assert set(registry.games) == {fresh.game_id}
        registry.create(solo(), [PERSON])  # room again
        await registry.close()
        assert registry.ended(wire_code(unstarted.game_id, "x") or "")
        assert not (tmp_path / "games" / f"{unstarted.game_id}.json").exists()
        assert not (tmp_path / "games" / f"{started.game_id}.secrets.json").exists()
        kept = list((tmp_path / "history").rglob(f"{started.game_id}.json"))
        assert len(kept) == 1
        assert kept[0].parent.parent.parent.parent == tmp_path / "history"
        assert not list((tmp_path / "history").rglob(f"{unstarted.game_id}*"))
        return registry

    asyncio.run(scenario())


def test_a_restart_reads_and_rewrites_no_game_until_a_player_comes_back(
        tmp_path: Path) -> None:
    async def make() -> list[tuple[str, str]]:
        registry = GameRegistry(tmp_path)
        games = []
        for _ in range(40):
            hosted = registry.create(solo(), [PERSON])
            await registry.save(hosted)
            games.append((hosted.game_id,
                          wire_code(hosted.game_id, hosted.session.creator_token) or ""))
        await registry.close()
        return games

    games = asyncio.run(make())
    ids = [game_id for game_id, _ in games]
    stale = time.time() - UNSTARTED_EXPIRY_S - 60
    for game_id in ids[:10]:
        os.utime(tmp_path / "games" / f"{game_id}.secrets.json", (stale, stale))

    async def restart() -> None:
        async with live_server(tmp_path) as (server, url):
            registry = server.registry
            assert (registry.games, set(registry.stored)) == ({}, set(ids))
            assert registry.saves == 0
            creator = HostClient(url)
            welcome = await creator.hello(token=games[10][1])
            assert welcome["game"] == ids[10] and welcome["creator"]
            assert set(registry.games) == {ids[10]}
            assert set(registry.stored) == set(ids) - {ids[10]}
            await creator.close()

    asyncio.run(restart())

    async def expire() -> None:
        registry = GameRegistry(tmp_path, log=lambda line: None)
        assert registry.index_all() == []
        registry.tick(time.time(), 0.0)
        registry.tick(time.time(), STORED_GRACE_S - 1)
        assert set(registry.stored) == set(ids)  # their players may come back at first
        registry.tick(time.time(), STORED_GRACE_S + 1)  # the stale ones read on a thread
        async with asyncio.timeout(30):
            while set(registry.stored) != set(ids[10:]):
                await asyncio.sleep(0.01)
        assert registry.games == {}
        await registry.close()

    asyncio.run(expire())
    assert sorted(path.stem for path in (tmp_path / "games").glob("*.secrets.json")) == \
        sorted(f"{game_id}.secrets" for game_id in ids[10:])


def test_a_finished_game_leaves_the_count_at_once_and_memory_when_its_players_left(
        tmp_path: Path) -> None:
    async def scenario() -> str:
        registry = GameRegistry(tmp_path, log=lambda line: None)
        hosted = registry.create(solo(), [PERSON])
        await registry.save(hosted)
        session = hosted.session
        (member, _) = session.join(session.codes().seats[0] or "")
        while not session.over:
            line = easy_turn(session.game, 0, f"turn {session.turn}")
            await registry.after(hosted, session.handle(member, play_intent(session, line)))
        assert hosted.game_id not in registry.games
        assert registry.finished == {hosted.game_id: hosted}
        token = wire_code(hosted.game_id, member.token) or ""
        assert registry.find(token) is not None  # its player may still look at the result
        registry.tick(time.time(), 1.0)  # nobody is connected: it leaves memory
        assert registry.finished == {}
        assert registry.find(token) is None and registry.ended(token)
        await registry.close()
        return hosted.game_id

    game_id = asyncio.run(scenario())
    folder = archive.day_folder(tmp_path / "history", datetime.now(UTC).date())
    assert [path.name for path in folder.iterdir()] == [f"{game_id}.json"]
    assert not list((tmp_path / "games").iterdir())


def test_the_history_keeps_its_days_then_exports_them(tmp_path: Path) -> None:
    history, export = tmp_path / "history", tmp_path / "export"
    old = archive.record_path(history, "aaaa000001", datetime(2026, 9, 1, 12, tzinfo=UTC))
    recent = archive.record_path(history, "aaaa000002", datetime(2026, 11, 20, tzinfo=UTC))
    for path in (old, recent):
        path.parent.mkdir(parents=True)
        path.write_text("{}")
    flat = history / "aaaa000003.json"  # the layout before day folders
    flat.write_text("{}")
    stamp = datetime(2026, 8, 1, tzinfo=UTC).timestamp()
    os.utime(flat, (stamp, stamp))
    lines: list[str] = []
    # A server stopping ends the pass at once (the next start goes on).
    assert archive.tidy(history, 30, date(2026, 11, 27), export, lines.append,
                        stopping=lambda: True) == 0
    assert old.exists() and flat.exists()
    gone = archive.tidy(history, 30, date(2026, 11, 27), export, lines.append)
    assert (gone, lines) == (2, [])
    assert recent.exists() and not old.exists() and not flat.exists()
    assert (export / "2026" / "09" / "01" / "aaaa000001.json").exists()
    assert (export / "2026" / "08" / "01" / "aaaa000003.json").exists()
    assert not (history / "2026" / "09").exists()  # an emptied month goes too
    assert archive.tidy(history, None, date(2030, 1, 1), None, lines.append) == 0
    assert recent.exists()
    assert archive.tidy(history, 30, date(2030, 1, 1), None, lines.append) == 1
    assert not recent.exists() and not (history / "2026").exists()


def test_serve_exports_the_records_past_keep_days_when_it_starts(tmp_path: Path) -> None:
    data, export = tmp_path / "data", tmp_path / "export"
    old = archive.record_path(data / "history", "bbbb000001", datetime(2020, 1, 2, tzinfo=UTC))
    old.parent.mkdir(parents=True)
    old.write_text("{}")
    server, _ = start_server_process(data, "--keep-days", "7", "--export-to", str(export))
    try:
        exported = export / "2020" / "01" / "02" / "bbbb000001.json"
        for _ in range(200):
            if exported.exists():
                break
            time.sleep(0.05)
        assert exported.exists() and not old.exists()
    finally:
        server.terminate()
        _, err = server.communicate(timeout=30)
    assert server.returncode == 0, err


def test_serve_refuses_a_keep_days_that_is_no_number(tmp_path: Path) -> None:
    result = run_cli("serve", "--port", "0", "--data", str(tmp_path), "--keep-days", "soon")
    assert result.returncode != 0
    assert "--keep-days: 'soon' is not a number of days" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_hello_for_a_game_that_ended_says_so_and_is_no_wrong_guess(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (server, url):
            creator = HostClient(url)
            created = await creator.create(mode="solo", seats=["person"])
            await creator.close()
            registry = server.registry
            (hosted,) = registry.games.values()
            async with asyncio.timeout(10):
                while hosted.connections:  # the creator's departure, seen
                    await asyncio.sleep(0.01)
            hosted.idle_since = time.time() - UNSTARTED_EXPIRY_S - 1
            registry.tick(time.time(), 0.0)
            assert registry.games == {}
            for _ in range(5):
                late = HostClient(url)
                with pytest.raises(HostError, match="this game is over") as refused:
                    await late.hello(token=created["creator_token"])
                assert refused.value.code == "game_over"
                await late.close()
            assert server.wrong_tries.count("127.0.0.1") == 0

    asyncio.run(scenario())

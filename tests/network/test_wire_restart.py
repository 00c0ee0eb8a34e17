"""``kill -9`` of the server mid-turn, then a restart on the same data folder: every game
resumes at its last resolved turn, at most the choices of the turn in progress are lost, and
the seats come back with their reconnect tokens and play on to the end."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

from tests.network.wire import (
    CLI,
    cli_env,
    create_game,
    first_turn,
    join_all,
    run_cli,
    saved_game,
    start_server_process,
    wait_view,
)
from welcome_desktop.network.client.host_client import HostClient
from welcome_desktop.records.savefile import SaveFileError, load
from welcome_desktop.rules.record import record_of

GAMES = ((["person", "person", "greedy"], "standard", 3),
         (["person"], "solo", 2),
         (["person", "person"], "expert", 2))


async def play_turns(clients: list[HostClient], turns: int) -> None:
    """Every client plays ``turns`` whole turns (a first legal placement, no effect)."""
    for _ in range(turns):
        views = [client.view for client in clients]
        if any(view is None or view["over"] for view in views):
            return
        turn = views[0]["turn"]  # type: ignore[index]
        for client, view in zip(clients, views, strict=True):
            await client.send("play", turn=turn, actions=first_turn(view))  # type: ignore[arg-type]
        for client in clients:
            await wait_view(client, lambda v, t=turn: v["turn"] > t or v["over"])


async def play_to_the_end(clients: list[HostClient]) -> None:
    while not clients[0].view["over"]:  # type: ignore[index]
        await play_turns(clients, 1)


def test_kill_9_mid_turn_then_restart_resumes_every_game(tmp_path: Path) -> None:
    server, url = start_server_process(tmp_path)
    tables: list[tuple[dict[str, Any], list[HostClient]]] = []
    seen: dict[str, int] = {}
    chosen: list[str] = []
    confirmed: list[str] = []
    try:
        async def before() -> None:
            for seats, mode, turns in GAMES:
                creator, created = await create_game(url, seats, mode)
                await creator.close()
                clients = await join_all(url, created["codes"])
                await play_turns(clients, turns)
                tables.append((created, clients))
                seen[created["game"]] = clients[0].view["turn"]  # type: ignore[index]
            # Mid-turn in the first game: seat 1 confirmed its turn, seat 0 only chose.
            created, clients = tables[0]
            view = clients[1].view
            confirmed.append(first_turn(view))
            await clients[1].send("play", turn=view["turn"], actions=confirmed[0])
            await wait_view(clients[1], lambda v: v["own"]["confirmed"])
            placements = clients[0].view["own"]["placements"]  # type: ignore[index]
            # (a random deal may leave seat 0 nothing to write: its refusal is its choice)
            chosen.append(placements[0]["choose"] if placements else "X")
            await clients[0].intent("act", action=chosen[0])
            await wait_view(clients[0], lambda v: v["own"]["actions"] != "")
            for _, table in tables:
                for client in table:
                    client.url = "ws://closed"  # the old server is gone

        asyncio.run(before())
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=30)
    assert server.returncode == -signal.SIGKILL

    server, url = start_server_process(tmp_path)
    try:
        async def after() -> None:
            for created, clients in tables:
                for client in clients:
                    client.url = url
                    client.websocket = None
                    await client.hello(token=client.token)
                    view = await client.next_view(timeout=10)
                    # Every resolved turn is kept; the turn in progress starts again.
                    assert view["turn"] == seen[created["game"]]
                    assert not view["over"]
            # In the first game seat 1 had confirmed its turn: it still has; seat 0 had not:
            # its choice may be lost, no more.
            first, second = tables[0][1][0].view, tables[0][1][1].view
            assert first is not None and second is not None
            assert first["own"]["actions"] in ("", chosen[0])
            assert not first["own"]["confirmed"]
            assert second["own"]["confirmed"] and second["own"]["actions"] == confirmed[0]
            for _, clients in tables:
                await play_to_the_end(clients)
                for client in clients:
                    await client.close()

        asyncio.run(after())
    finally:
        server.terminate()
        _, err = server.communicate(timeout=30)
    assert server.returncode == 0, err
    assert "not resumed" not in err
    for created, clients in tables:
        game = saved_game(tmp_path, created["game"])
        assert game.over
        final = clients[0].view
        assert final is not None
        assert [b.total for b in game.breakdowns()] == final["scores"]
        assert len(record_of(game).log) == final["turn"]


def test_join_players_ride_out_a_server_killed_and_restarted(tmp_path: Path) -> None:
    """Two ``join`` processes keep their seats through a ``kill -9`` of the server and its
    restart on the same port: they reconnect with their tokens and finish the game."""
    server, url = start_server_process(tmp_path)
    port = url.rsplit(":", 1)[1]
    players: list[subprocess.Popen[str]] = []
    try:
        created = json.loads(run_cli("create", url, "--seats", "person,person,greedy",
                                     "--json").stdout)
        players = [subprocess.Popen([*CLI, "join", url, code, "--player", "easy"],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    env=cli_env())
                   for code in created["codes"][:2]]
        saved = tmp_path / "games" / f"{created['game']}.json"
        deadline = time.monotonic() + 120
        turns = 0
        while turns < 3 and time.monotonic() < deadline:
            time.sleep(0.05)
            try:
                turns = load(saved).game.turn_number
            except SaveFileError:
                continue
        assert turns >= 3
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=30)
        server, url = start_server_process(tmp_path, "--port", port)
        outputs = [player.communicate(timeout=300) for player in players]
        for player, (_, err) in zip(players, outputs, strict=True):
            assert player.returncode == 0, err
            assert "reconnecting" in err
    finally:
        for player in players:
            player.kill()
        server.terminate()
        server.communicate(timeout=30)
    finals = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    game = saved_game(tmp_path, created["game"])
    assert game.over
    assert [b.total for b in game.breakdowns()] == finals[0]["scores"] == finals[1]["scores"]

"""``welcome-desktop join`` keeps its seat while the server is away: a ``serve`` child process
killed (``kill -9``) at the worst moments and started again on the same port and data folder.

The faults are injected, never mocked: a computer player stalled in its decision until the
server is dead (its ``play`` then meets a closed connection), and a relay on the loopback that
holds a connection's first ``hello`` until the server is killed (the hello then meets a closed
connection before any token is known); and a ``join`` started while the server is down for a
restart. Each time the seat plays on to the end of the game. The second also needs the server
to keep a game on disk before it hands out its codes.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import subprocess
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.network.wire import create_game, saved_game, start_server_process
from welcome_desktop.network.client import remote_player
from welcome_desktop.players import ComputerPlayer, SeatView, make_player
from welcome_desktop.rules.actions import Action


class StalledPlayer(ComputerPlayer):
    """A greedy player whose first decision waits until the test lets it go on."""

    def __init__(self) -> None:
        self.inner = make_player("greedy")
        self.deciding = threading.Event()
        self.go_on = threading.Event()

    def decide(self, view: SeatView, rng: Any) -> list[Action]:
        if not self.deciding.is_set():
            self.deciding.set()
            self.go_on.wait(120)
        return self.inner.decide(view, rng)


def kill(server: subprocess.Popen[str]) -> None:
    server.send_signal(signal.SIGKILL)
    server.wait(timeout=30)


def stop(server: subprocess.Popen[str]) -> None:
    server.terminate()
    server.communicate(timeout=30)


def test_a_play_sent_to_a_dead_server_is_played_after_the_restart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    player = StalledPlayer()
    monkeypatch.setattr(remote_player, "make_player", lambda level: player)
    server, url = start_server_process(tmp_path)
    port = url.rsplit(":", 1)[1]
    lines: list[str] = []
    try:
        async def scenario() -> tuple[dict[str, Any], str]:
            nonlocal server
            creator, created = await create_game(url, ["person", "greedy"])
            await creator.close()
            seat = asyncio.create_task(remote_player.play_seat(
                url, created["codes"][0], "greedy", log=lines.append))
            await asyncio.to_thread(player.deciding.wait, 60)
            kill(server)  # while the player decides: its play finds the connection closed
            server, _ = start_server_process(tmp_path, "--port", port)
            player.go_on.set()
            return await asyncio.wait_for(seat, 300), created["game"]

        final, game_id = asyncio.run(scenario())
    finally:
        player.go_on.set()
        stop(server)
    assert final["over"]
    assert any("reconnecting" in line for line in lines), lines
    game = saved_game(tmp_path, game_id)
    assert game.over
    assert [b.total for b in game.breakdowns()] == final["scores"]


class HelloHolder:
    """A TCP relay on the loopback to a server's port that holds the first connection's
    ``hello`` (its first frame after the WebSocket handshake) and never forwards it: that
    connection ends when the server does. Later connections are relayed as they are."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.held = asyncio.Event()
        self.connections = 0

    async def relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        first = self.connections == 1
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(
                "127.0.0.1", self.port)
        except OSError:
            writer.close()
            return

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter,
                       hold_after: int | None) -> None:
            chunks = 0
            with contextlib.suppress(OSError):
                while data := await source.read(65536):
                    chunks += 1
                    if hold_after is not None and chunks > hold_after:
                        self.held.set()
                        continue  # swallowed: the server never hears this hello
                    sink.write(data)
                    await sink.drain()
            with contextlib.suppress(OSError):
                sink.close()

        # The client's first chunk is the HTTP upgrade; it sends its hello only once the
        # server's answer is in, so the hello is its second chunk.
        await asyncio.gather(pump(reader, upstream_writer, 1 if first else None),
                             pump(upstream_reader, writer, None))

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[str]:
        listener = await asyncio.start_server(self.relay, "127.0.0.1", 0)
        host, port = listener.sockets[0].getsockname()[:2]
        try:
            yield f"ws://{host}:{port}"
        finally:
            listener.close()


def test_a_hello_cut_off_by_the_server_dying_is_said_again(tmp_path: Path) -> None:
    server, url = start_server_process(tmp_path)
    port = int(url.rsplit(":", 1)[1])
    lines: list[str] = []
    try:
        async def scenario() -> tuple[dict[str, Any], str]:
            nonlocal server
            creator, created = await create_game(url, ["person", "greedy"])
            await creator.close()
            holder = HelloHolder(port)
            async with holder.running() as relayed:
                seat = asyncio.create_task(remote_player.play_seat(
                    relayed, created["codes"][0], "greedy", log=lines.append))
                await asyncio.wait_for(holder.held.wait(), 60)
                kill(server)  # the hello is lost with the server: no welcome, no token
                server, _ = start_server_process(tmp_path, "--port", str(port))
                final = await asyncio.wait_for(seat, 300)
            return final, created["game"]

        final, game_id = asyncio.run(scenario())
    finally:
        stop(server)
    assert final["over"]
    assert any("server is away" in line for line in lines), lines
    game = saved_game(tmp_path, game_id)
    assert game.over
    assert [b.total for b in game.breakdowns()] == final["scores"]


def test_a_join_started_while_the_server_restarts_waits_for_it(tmp_path: Path) -> None:
    server, url = start_server_process(tmp_path)
    port = url.rsplit(":", 1)[1]
    lines: list[str] = []
    try:
        async def scenario() -> tuple[dict[str, Any], str]:
            nonlocal server
            creator, created = await create_game(url, ["person", "greedy"])
            await creator.close()
            kill(server)  # the seat's player starts its join now: nobody listens
            seat = asyncio.create_task(remote_player.play_seat(
                url, created["codes"][0], "greedy", log=lines.append))
            while not lines and not seat.done():
                await asyncio.sleep(0.05)
            server, _ = start_server_process(tmp_path, "--port", port)
            return await asyncio.wait_for(seat, 300), created["game"]

        final, game_id = asyncio.run(scenario())
    finally:
        stop(server)
    assert final["over"]
    assert "cannot reach the server" in lines[0], lines
    assert saved_game(tmp_path, game_id).over

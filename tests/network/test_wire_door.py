"""The door of the server: connections that never say ``hello`` are closed, capped per address
and in all, and a server out of file descriptors logs it once in a while instead of filling
its log. Real sockets on 127.0.0.1, port 0; a child ``serve`` under a small file limit."""

from __future__ import annotations

import asyncio
import base64
import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tests.network.wire import LOOPBACK, cli_env, create_game, join_all, live_server
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.server.budgets import address_key
from welcome_desktop.network.server.door import DoorLimits

UPGRADE = ("GET / HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")


def start_limited_server(data: Path, file_limit: int) -> tuple[subprocess.Popen[str], str]:
    """``welcome-desktop serve --port 0`` on loopback in a child whose file limit is
    ``file_limit``; the process and its ws:// address (its stderr is a pipe: the log)."""
    code = ("import resource, runpy, sys\n"
            f"resource.setrlimit(resource.RLIMIT_NOFILE, ({file_limit}, {file_limit}))\n"
            "sys.argv = ['welcome-desktop', *sys.argv[1:]]\n"
            "runpy.run_module('welcome_desktop.cli', run_name='__main__', alter_sys=True)\n")
    process = subprocess.Popen(
        [sys.executable, "-c", code, "serve", "--host", LOOPBACK, "--port", "0",
         "--data", str(data)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env())
    assert process.stdout is not None
    line = process.stdout.readline()
    if "listening on" not in line:
        process.kill()
        _, err = process.communicate(timeout=10)
        raise AssertionError(f"the server did not start: {line!r} {err[-2000:]!r}")
    return process, line.split("listening on ", 1)[1].split()[0]


async def silent_socket(host: str, port: int, upgrade: bool
                        ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter] | None:
    """A connection that never says hello: the WebSocket handshake asked (``upgrade``), or
    nothing at all; None when the server did not take it."""
    try:
        async with asyncio.timeout(5):
            reader, writer = await asyncio.open_connection(host, port)
            if upgrade:
                key = base64.b64encode(os.urandom(16)).decode()
                writer.write(UPGRADE.format(host=f"{host}:{port}", key=key).encode())
                await writer.drain()
    except (OSError, TimeoutError):
        return None
    return reader, writer


def test_with_a_256_file_limit_300_silent_sockets_do_not_stop_a_newcomer(
        tmp_path: Path) -> None:
    """300 connections from one address that never say hello (most of them past the
    WebSocket handshake) against a server allowed 256 files: a newcomer from the same
    address still creates a game, and the server's log stays a few lines."""
    process, url = start_limited_server(tmp_path, 256)
    host, port = LOOPBACK, int(url.rsplit(":", 1)[1])

    async def scenario() -> dict[str, object]:
        silent = await asyncio.gather(*(silent_socket(host, port, upgrade=index % 5 != 0)
                                        for index in range(300)))
        try:
            newcomer = HostClient(url)
            async with asyncio.timeout(60):
                created = await newcomer.create(mode="solo", seats=["person"])
            await newcomer.close()
            return created
        finally:
            for pair in silent:
                if pair is not None:
                    pair[1].close()

    log = ""
    try:
        created = asyncio.run(scenario())
        assert created["codes"] and created["codes"][0]
    finally:
        process.terminate()
        try:
            _, log = process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            _, log = process.communicate(timeout=10)
    assert "Traceback" not in log, log[:2000]
    assert len(log) < 10_000, log[:2000]


def test_a_connection_that_says_no_hello_in_time_is_closed_saying_why(tmp_path: Path) -> None:
    """Past the hello deadline: a WebSocket that said nothing is closed (1008, why), a socket
    that never finished its handshake is dropped; one that said hello in time stays."""
    async def scenario() -> None:
        async with live_server(tmp_path, door=DoorLimits(hello_timeout_s=2)) as (server, url):
            port = int(url.rsplit(":", 1)[1])
            bare = await silent_socket(LOOPBACK, port, upgrade=False)
            assert bare is not None
            player = HostClient(url)
            await player.create(mode="solo", seats=["person"])
            async with connect(url) as silent:
                with pytest.raises(ConnectionClosed) as closed:
                    async with asyncio.timeout(20):
                        await silent.recv()
            assert closed.value.rcvd is not None
            assert closed.value.rcvd.code == 1008
            assert closed.value.rcvd.reason == "no hello within 2 s"
            async with asyncio.timeout(20):
                assert await bare[0].read() == b""  # closed by the server
            bare[1].close()
            await player.send("ping")
            async with asyncio.timeout(10):
                while (await player.receive()).type != "pong":
                    pass
            assert server.door.timed_out == 2 and server.door.waiting == 0
            await player.close()

    asyncio.run(scenario())


def test_the_oldest_silent_connection_of_an_address_makes_room_for_a_newcomer(
        tmp_path: Path) -> None:
    door = DoorLimits(hello_timeout_s=600, waiting_per_address=3)

    async def scenario() -> None:
        async with live_server(tmp_path, door=door) as (server, url):
            silent = [await connect(url) for _ in range(3)]
            assert server.door.waiting == 3
            creator, created = await create_game(url, ["person", "person"])  # the 4th
            with pytest.raises(ConnectionClosed):
                async with asyncio.timeout(10):
                    await silent[0].recv()  # the oldest was dropped
            # Joined connections wait no more: the two silent ones left and each newcomer
            # fit, nobody else is dropped.
            players = await join_all(url, created["codes"])
            assert server.door.waiting == 2 and server.door.dropped == 1
            for client in [creator, *players]:
                await client.send("ping")
                async with asyncio.timeout(10):
                    while (await client.receive()).type != "pong":
                        pass
                await client.close()
            for websocket in silent:
                await websocket.close()

    asyncio.run(scenario())


def test_connections_are_capped_per_address_and_in_all(tmp_path: Path) -> None:
    """Joined connections up to the cap; past it a newcomer is refused (no waiting one can make
    room), and gets in again once a connection leaves."""
    for door in (DoorLimits(per_address=3), DoorLimits(connections=3)):
        async def scenario(door: DoorLimits = door) -> None:
            async with live_server(tmp_path, door=door) as (server, url):
                creator, created = await create_game(url, ["person", "person"])
                players = await join_all(url, created["codes"])
                assert server.door.open == 3
                with pytest.raises(HostError):
                    refused = HostClient(url, open_timeout=5)
                    await refused.hello(code=created["spectators"])
                assert server.door.dropped == 1
                await creator.close()
                async with asyncio.timeout(10):
                    while server.door.open > 2:
                        await asyncio.sleep(0.01)
                watcher = HostClient(url)
                await watcher.hello(code=created["spectators"])
                for client in (*players, watcher):
                    await client.close()

        asyncio.run(scenario())


def test_accept_failures_are_logged_once_per_interval(tmp_path: Path) -> None:
    """asyncio reports every failed accept (out of file descriptors) to the loop's handler:
    thousands of them make one line of the server's log per interval, no traceback."""
    async def scenario() -> list[str]:
        async with live_server(tmp_path, door=DoorLimits(log_interval_s=600)) as (server, _):
            loop = asyncio.get_running_loop()
            for _ in range(5000):
                loop.call_exception_handler({
                    "message": "socket.accept() out of system resource",
                    "exception": OSError(errno.EMFILE, "Too many open files")})
            assert server.door.accept_failures == 5000
            return list(server.lines)

    lines = asyncio.run(scenario())
    said = [line for line in lines if "cannot accept" in line]
    assert len(said) == 1 and "Too many open files" in said[0], lines


def test_connections_are_counted_by_ipv4_address_and_ipv6_64() -> None:
    assert address_key("127.0.0.1") == "127.0.0.1"
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7"
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9%eth0")
    assert address_key("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")

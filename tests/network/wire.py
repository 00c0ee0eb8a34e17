"""Helpers for the tests over real sockets: a server in this process (asyncio) or in another
(``welcome-desktop serve --port 0``), clients, and games created on them. Loopback only."""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any

from welcome_desktop.network.client.host_client import HostClient
from welcome_desktop.network.server.budgets import Budgets
from welcome_desktop.network.server.connection import Limits
from welcome_desktop.network.server.door import DoorLimits
from welcome_desktop.network.server.game_server import GameServer, ServerOptions
from welcome_desktop.records.savefile import load

LOOPBACK = "127.0.0.1"
CLI = [sys.executable, "-m", "welcome_desktop.cli"]


@functools.cache
def _scratch_data() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="welcome-cli-data-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


def cli_env() -> dict[str, str]:
    """The environment of a command run by a test: its data folder (where ``join`` keeps its
    tokens) a scratch folder of the test run, never the user's own."""
    env = dict(os.environ)
    env["WELCOME_DESKTOP_DATA"] = str(_scratch_data())
    return env


def start_server_process(data: Path, *args: str) -> tuple[subprocess.Popen[str], str]:
    """``welcome-desktop serve --port 0`` on loopback; the process and its ws:// address."""
    process = subprocess.Popen(
        [*CLI, "serve", "--host", LOOPBACK, "--port", "0", "--data", str(data), *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env())
    assert process.stdout is not None
    line = process.stdout.readline()
    if "listening on" not in line:
        process.kill()
        _, err = process.communicate(timeout=10)
        raise AssertionError(f"the server did not start: {line!r} {err!r}")
    return process, line.split("listening on ", 1)[1].split()[0]


def run_cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout,
                          env=cli_env(), check=False)


@contextlib.asynccontextmanager
async def live_server(data: Path | None, limits: Limits | None = None,
                      budgets: Budgets | None = None, door: DoorLimits | None = None,
                      **options: Any) -> AsyncIterator[tuple[GameServer, str]]:
    """A server in this process on 127.0.0.1, port 0; its log lines kept in ``server.lines``."""
    lines: list[str] = []
    server = GameServer(ServerOptions(host=LOOPBACK, port=0, data_dir=data,
                                      limits=limits or Limits(), door=door or DoorLimits(),
                                      budgets=budgets or Budgets(), **options),
                        log=lines.append)
    server.lines = lines  # type: ignore[attr-defined]
    host, port = await server.start()
    try:
        yield server, f"ws://{host}:{port}"
    finally:
        await server.stop()


async def create_game(url: str, seats: Sequence[str], mode: str = "standard",
                      **fields: Any) -> tuple[HostClient, dict[str, Any]]:
    """Create a game; the creator's client (still connected) and the created message."""
    creator = HostClient(url)
    created = await creator.create(mode=mode, seats=list(seats), **fields)
    return creator, created


async def join_all(url: str, codes: Sequence[str | None]) -> list[HostClient]:
    """A client per seat code (None codes skipped), each joined and past its first view."""
    clients = []
    for code in codes:
        if code is None:
            continue
        client = HostClient(url)
        await client.hello(code=code)
        await client.next_view(timeout=10)
        clients.append(client)
    return clients


def saved_game(data: Path, game_id: str) -> Any:
    """The game replayed from its save (the history's day folders when it ended, else
    games/)."""
    finished = next((data / "history").rglob(f"{game_id}.json"), None)
    path = finished if finished is not None else data / "games" / f"{game_id}.json"
    return load(path).game


def json_lines(text: str) -> list[Any]:
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


async def wait_view(client: HostClient, check: Callable[[dict[str, Any]], bool],
                    timeout: float = 20) -> dict[str, Any]:
    """The first view (from now on) that passes ``check``."""
    async with asyncio.timeout(timeout):
        while True:
            message = await client.receive()
            if message.type == "view" and check(message.fields["view"]):
                return dict(message.fields["view"])


def first_turn(view: dict[str, Any]) -> str:
    """A legal whole turn from a seat's view: a refusal when forced, else the first placement
    and no effect (the temp box when the placement changed the card's number)."""
    own = view["own"]
    if own["refusal_forced"] or not own["placements"]:
        return "X"
    first = own["placements"][0]
    street, house = first["houses"][0]
    number = view["offer"][int(first["choose"][1])][0]
    effect = "S" if first["value"] == number else "T"
    return f"{first['choose']} W{street}.{house}={first['value']} {effect}"


def plain_placement(view: dict[str, Any]) -> tuple[str, str]:
    """A choice and a write of its card's own number (no temp shift) from a seat's view."""
    for placement in view["own"]["placements"]:
        number = view["offer"][int(placement["choose"][1])][0]
        if placement["value"] == number:
            street, house = placement["houses"][0]
            return placement["choose"], f"W{street}.{house}={number}"
    raise AssertionError("no placement writes its card's number")

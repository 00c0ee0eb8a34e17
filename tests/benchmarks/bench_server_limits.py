"""What the server's limits cost and buy (prints figures, asserts nothing).

1. Computers: ``--crowd`` games of 12 ``strong`` seats ask for their turns, then a person's game
   for its greedy seat's: how long the greedy seat waits for its first turn (the registry in
   this process, as ``serve`` holds it; ``serve`` itself now refuses games without a person,
   the crowd stands for games with one person and many computers);
2. Restart: a data folder of ``--games`` unstarted games; how long ``serve`` takes to listen
   on it, and its memory.

    .venv/bin/python -m tests.benchmarks.bench_server_limits
    PYTHONPATH=/tmp/before .venv/bin/python -m tests.benchmarks.bench_server_limits  # before
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import welcome_desktop
from welcome_desktop.network.server.registry import GameRegistry
from welcome_desktop.players.strong import DEFAULT_BUDGET_S
from welcome_desktop.records.savefile import PERSON, Seat
from welcome_desktop.rules import Mode, Setup


def names(count: int) -> tuple[str, ...]:
    return tuple(f"P{i + 1}" for i in range(count))


async def greedy_wait(crowd: int) -> tuple[float, int]:
    """Seconds until the person's game's greedy seat has played its first turn, and the
    crowd's decisions made by then."""
    registry = GameRegistry(None)
    strong = Seat(kind="strong", budget_s=DEFAULT_BUDGET_S)
    games = [registry.create(Setup(Mode.STANDARD, False, names(12), seed=index), [strong] * 12)
             for index in range(crowd)]
    person = registry.create(Setup(Mode.STANDARD, False, names(2), seed=99),
                             [PERSON, Seat(kind="greedy")])
    creator, _ = person.session.reconnect(person.session.creator_token)
    person.session.start(creator)  # out of its lobby (a game waits there since part 3)
    for hosted in games:
        registry.start_computers(hosted)
    began = time.perf_counter()
    registry.start_computers(person)
    while not person.session.game.confirmed[1]:
        await asyncio.sleep(0.001)
    waited = time.perf_counter() - began
    decided = sum(sum(map(bool, hosted.session.game.confirmed)) + 12 * hosted.session.turn
                  for hosted in games)
    await registry.close()
    return waited, decided


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def serve_once(data: Path) -> tuple[float, int]:
    """Seconds until ``serve`` on ``data`` listens, and its memory then (KiB)."""
    began = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "welcome_desktop.cli", "serve", "--host",
                                "127.0.0.1", "--port", "0", "--data", str(data)],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    process.stdout.readline()
    took = time.perf_counter() - began
    memory = rss_kib(process.pid)
    process.terminate()
    process.wait(timeout=60)
    return took, memory


async def restart(count: int) -> tuple[float, int, int]:
    """Seconds for ``serve`` to start on ``count`` unstarted games, and its memory then
    against an empty folder's (KiB each)."""
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        _, empty = serve_once(data / "empty")
        registry = GameRegistry(data / "full")
        for index in range(count):
            hosted = registry.create(Setup(Mode.STANDARD, True, names(4), seed=index),
                                     [PERSON] * 4)
            await registry.save(hosted)
        await registry.close()
        took, full = serve_once(data / "full")
        return took, empty, full


async def main_async(args: argparse.Namespace) -> None:
    print(f"code: {Path(welcome_desktop.__file__).parent}; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    waited, decided = await greedy_wait(args.crowd)
    print(f"1. {args.crowd} games x 12 strong seats, then a person's game: its greedy seat "
          f"played after {waited:.2f} s ({decided} strong decisions before it); load average "
          f"{os.getloadavg()[0]:.1f}", flush=True)
    took, empty, full = await restart(args.games)
    print(f"2. serve started on {args.games} unstarted 4-seat games: listening after "
          f"{took:.2f} s, memory {full / 1024:.0f} MiB (empty folder: {empty / 1024:.0f} MiB); "
          f"load average {os.getloadavg()[0]:.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--crowd", type=int, default=20)
    parser.add_argument("--games", type=int, default=3000)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()

"""Twelve phones at one table beside bench_host's load (prints figures, asserts nothing).

One server (``welcome-desktop serve --port 0``) runs bench_host's load (``--games`` 4-seat games,
an intent every ``--pace`` s a seat); in every other run twelve phones play one 12-seat game on
the same server as the page does: each fetches the page's files over HTTP once, opens the
WebSocket, says the page's hello (``{"v":1,"type":"hello","seq":1,"code":…}``, nothing more) and
sends the page's intents (``act`` with a card's choose token, a lit target's intent, ``S``,
``undo``, ``confirm``), one tap at a time, a tap every ``--tap`` s on average. The runs with and
without the phones alternate (each on a fresh server): bench_host's p99 is printed for each,
and the phones' own tap -> answer.

    .venv/bin/python -m tests.benchmarks.bench_phones --rounds 2 --duration 30
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from tests.benchmarks.bench_host import create_games, load_run, show, start_server
from welcome_desktop.network.server.page_files import LAYOUT_PATH, PAGE_FILES


def page_tap(view: dict[str, Any], rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """What a player taps next on the page's offer (app.js): a card, a lit place, Skip effect,
    Confirm turn; None while the seat waits."""
    own = view.get("own")
    if view.get("over") or view.get("lobby") or not isinstance(own, dict) or own["confirmed"]:
        return None
    targets = [target["intent"] for target in own["targets"]]
    step = own["step"]
    if step == "choose":
        chooses = sorted({placement["choose"] for placement in own["placements"]})
        if chooses:
            return "act", {"action": rng.choice(chooses)}
        if own["roundabouts"]:
            return "act", {"action": own["roundabouts"][0]}
        return "act", {"action": "X"}
    if step == "write":
        return ("act", {"action": rng.choice(targets)}) if targets else ("undo", {})
    if step == "effect":
        if targets and (rng.random() < 0.7 or not own["can_skip"]):
            return "act", {"action": rng.choice(targets)}
        return ("act", {"action": "S"}) if own["can_skip"] else ("undo", {})
    if targets and rng.random() < 0.5:
        return "act", {"action": rng.choice(targets)}
    return ("confirm", {}) if own["refused"]["confirm"] is None else ("undo", {})


def fetch_page(http: str) -> int:
    """Every file of the page, once (as a browser opening the link): the bytes read."""
    size = 0
    for path in [path for path, _, _ in PAGE_FILES] + [LAYOUT_PATH]:
        with urllib.request.urlopen(http + path, timeout=30) as answer:
            size += len(answer.read())
    return size


class Phone:
    """One phone's page: its socket, its sequence numbers, its taps' times."""

    def __init__(self, url: str, code: str, rng: random.Random, tap: float,
                 taps: list[float]) -> None:
        self.url, self.code, self.rng, self.tap, self.taps = url, code, rng, tap, taps
        self.seq = 0
        self.view: dict[str, Any] = {}

    async def send(self, socket: Any, kind: str, **fields: Any) -> None:
        self.seq += 1
        await socket.send(json.dumps({"v": 1, "type": kind, "seq": self.seq, **fields}))

    async def play(self, stop: asyncio.Event) -> None:
        http = self.url.replace("ws://", "http://")
        await asyncio.to_thread(fetch_page, http)
        async with connect(self.url + "/", max_size=None, compression=None) as socket:
            await self.send(socket, "hello", code=self.code)
            sent_at: float | None = None
            while not stop.is_set() and not self.view.get("over"):
                try:
                    frame = await asyncio.wait_for(socket.recv(), 0.5)
                except TimeoutError:
                    continue
                message = json.loads(frame)
                if message["type"] == "error" and sent_at is not None:
                    self.taps.append(time.perf_counter() - sent_at)
                    sent_at = None
                if message["type"] != "view":
                    if message["type"] != "error":
                        continue
                else:
                    answered = sent_at is not None and self._answers(message["view"])
                    self.view = message["view"]
                    if sent_at is not None and not answered:
                        continue  # another seat's news, before the tap's answer
                    if sent_at is not None:
                        self.taps.append(time.perf_counter() - sent_at)
                        sent_at = None
                step = page_tap(self.view, self.rng)
                if step is None:
                    continue
                await asyncio.sleep(min(self.rng.expovariate(1 / self.tap), 4 * self.tap))
                kind, fields = step
                sent_at = time.perf_counter()
                await self.send(socket, kind, turn=self.view["turn"], **fields)

    def _answers(self, view: dict[str, Any]) -> bool:
        """The view answers this phone's tap: its own turn, or the turn, changed."""
        return bool(view["turn"] != self.view.get("turn")
                    or view.get("own") != self.view.get("own"))


async def phones_run(url: str, tap: float, seed: int,
                     stop: asyncio.Event) -> tuple[list[float], int]:
    """Twelve phones playing one 12-seat game until ``stop``: their taps' answer times and
    the turns played."""
    (created,) = await create_games(url, 1, ["person"] * 12)
    rng = random.Random(seed)
    taps: list[float] = []
    phones = [Phone(url, code, random.Random(rng.random()), tap, taps)
              for code in created["codes"]]
    await asyncio.gather(*(phone.play(stop) for phone in phones))
    return taps, max(phone.view.get("turn", 0) for phone in phones)


async def with_phones(url: str, args: argparse.Namespace, seed: int,
                      pid: int) -> tuple[dict[str, float], list[float], int]:
    """bench_host's load run while the phones play (from before its games are made until its
    end)."""
    stop = asyncio.Event()
    phones = asyncio.create_task(phones_run(url, args.tap, seed, stop))
    try:
        figures = await load_run(url, args.games, args.pace, args.duration, seed=seed, pid=pid)
    finally:
        stop.set()
        taps, turns = await phones
    return figures, taps, turns


async def main_async(args: argparse.Namespace) -> None:
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for round_ in range(1, args.rounds + 1):
        for phones in (False, True) if round_ % 2 else (True, False):
            with tempfile.TemporaryDirectory() as data:
                server, url = start_server(Path(data))
                try:
                    if phones:
                        figures, taps, turns = await with_phones(url, args, args.seed + round_,
                                                                 server.pid)
                    else:
                        figures = await load_run(url, args.games, args.pace, args.duration,
                                                 seed=args.seed + round_, pid=server.pid)
                finally:
                    server.terminate()
                    server.wait(timeout=30)
            show(f"round {round_}, {'with' if phones else 'without'} the 12 phones", figures)
            if phones:
                ms = sorted(1000 * t for t in taps) or [0.0]
                print(f"   the 12 phones: {len(ms)} taps, {turns} turns; tap -> answer median "
                      f"{statistics.median(ms):.1f} ms, p99 {ms[int(0.99 * (len(ms) - 1))]:.1f} ms",
                      flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--pace", type=float, default=2.0, help="mean seconds between intents")
    parser.add_argument("--tap", type=float, default=1.0,
                        help="mean seconds between a phone's taps")
    parser.add_argument("--duration", type=float, default=30.0, help="seconds of each run")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    import resource

    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()

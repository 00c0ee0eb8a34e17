"""How fast the game host answers over the network (prints figures, asserts nothing).

A real server (``welcome-desktop serve --port 0``) in its own process, clients on localhost in
this one, each seat played by a computer player that picks among the lit places of its view
(the choose, write, effect and claim lists the view carries) and sends them one intent at a
time, as a person clicks:

1. intent -> that seat's new view, median and p99, on a quiet server (one 4-player game);
2. one server with ``--games`` concurrent 4-player games (default 200: 800 connections), each
   seat acting at a human pace (an intent every ``--pace`` s on average, exponential): p99
   latency, the server's memory per game;
3. ``--ramp``: more and more games (``--step`` more each run, up to ``--max-games``) until p99
   passes 50 ms: the most one server holds, and what limits it (the server's CPU, the
   clients', the disk: each run prints them);
4. a 12-seat turn's resolution: the last confirmation -> every seat holds the next turn.

    .venv/bin/python -m tests.benchmarks.bench_host                 # about three minutes
    .venv/bin/python -m tests.benchmarks.bench_host --ramp --duration 60   # the ramp alone
    .venv/bin/python -m tests.benchmarks.bench_host --ramp --ramp-from 200 --step 200 \
        --max-games 1000 --duration 30
    # before/after: the 200-game run alternately on this tree's server and another's
    git archive main | tar -x -C /tmp/before
    .venv/bin/python -m tests.benchmarks.bench_host --against /tmp/before --rounds 3

The client process shares the machine with the server: its own event loop lag (sampled every
10 ms) is printed, and a latency includes it; so is the load average when each run ends (the
machine is shared: compare runs of similar load). Each game connects from its own loopback
address (127.0.x.y), as games of different people do: the server budgets creates per address.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.client.remote_view import seat_view_from_dict
from welcome_desktop.players import EasyPlayer
from welcome_desktop.rules.notation import format_turn

TREE = Path(__file__).resolve().parents[2]
SERVER = [sys.executable, "-m", "welcome_desktop.cli", "serve", "--host", "127.0.0.1",
          "--port", "0"]


def start_server(data: Path, source: Path | None = None) -> tuple[subprocess.Popen[str], str]:
    """A server on port 0; ``source``: the checkout whose ``welcome_desktop`` it runs."""
    env = None
    # Every client of the benchmark has the same address: past the default cap per address
    # (an older checkout has no such cap, nor the option).
    extra = ["--max-per-address", "1000000"] if source is None else []
    if source is not None:
        env = {**os.environ, "PYTHONPATH": str(source)}
    process = subprocess.Popen([*SERVER, "--data", str(data), *extra], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True, env=env,
                               cwd=source)
    assert process.stdout is not None
    line = process.stdout.readline()
    return process, line.split("listening on ", 1)[1].split()[0]


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of process ``pid`` so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def next_intent(view: dict[str, Any], rng: random.Random) -> tuple[str, dict[str, Any]] | None:
    """The next click of a computer player on the view's lit places; None when it waits."""
    own = view.get("own")
    if view.get("over") or not isinstance(own, dict) or own["confirmed"]:
        return None
    if own["forced"]:
        return "act", {"action": own["forced"]}
    phase = own["phase"]
    if phase == "start":
        if own["refusal_forced"] or not own["placements"]:
            return "act", {"action": "X"}
        placement = rng.choice(own["placements"])
        return "act", {"action": placement["choose"]}
    if phase == "chosen":
        if not own["writes"]:
            return "undo", {}
        return "act", {"action": rng.choice(own["writes"])}
    if own["trucks"]:
        return "act", {"action": rng.choice(own["trucks"])}
    if phase == "written":
        return "act", {"action": rng.choice([*own["effects"], "S"])}
    if own["claims"] and rng.random() < 0.5:
        return "act", {"action": rng.choice(own["claims"])}
    if own["refused"]["confirm"] is None:
        return "confirm", {}
    return "act", {"action": "S"}


def game_address(index: int) -> str:
    """The loopback address the players of game ``index`` connect from (Linux answers on the
    whole of 127.0.0.0/8)."""
    return f"127.0.{1 + index // 250}.{1 + index % 250}"


class Seat:
    """One seat's client: acts on its views, measures intent -> its next view."""

    def __init__(self, url: str, code: str, rng: random.Random, pace: float,
                 latencies: dict[str, list[float]], *, address: str | None = None) -> None:
        self.client = HostClient(url, local_host=address)
        self.code = code
        self.rng = rng
        self.pace = pace
        self.latencies = latencies
        self.sent_at: float | None = None
        self.kind = ""
        self.turns = 0
        self.first_view: dict[str, Any] = {}

    async def join(self) -> None:
        """Take the seat (before the measured run)."""
        await self.client.hello(code=self.code)
        self.first_view = await self.client.next_view(timeout=120)

    async def run(self, until: float) -> None:
        view = self.first_view
        try:
            while time.perf_counter() < until and not view.get("over"):
                step = next_intent(view, self.rng)
                if step is None:
                    view = await self._next(until, None)
                    continue
                if self.pace:
                    await asyncio.sleep(min(self.rng.expovariate(1 / self.pace), 4 * self.pace))
                kind, fields = step
                self.sent_at, self.kind = time.perf_counter(), kind
                await self.client.send(kind, turn=view["turn"], **fields)
                view = await self._next(until, view)
        except (HostError, TimeoutError):
            pass
        finally:
            await self.client.close()

    def _answered(self) -> None:
        if self.sent_at is not None:
            self.latencies.setdefault(self.kind, []).append(time.perf_counter() - self.sent_at)
            self.sent_at = None

    async def _next(self, until: float, before: dict[str, Any] | None) -> dict[str, Any]:
        """The next view that answers the intent sent (its own turn or the turn changed), or
        the error that refuses it; any view when none was sent."""
        while True:
            message = await self.client.receive(timeout=max(0.1, until - time.perf_counter()))
            if message.type == "error":
                self._answered()
                return self.client.view or {}
            if message.type != "view":
                continue
            view = dict(message.fields["view"])
            if before is not None and view["turn"] == before["turn"] and \
                    view["own"] == before["own"]:
                continue  # another seat's news, sent before the intent was applied
            self._answered()
            return view


async def loop_lag(until: float, lags: list[float]) -> None:
    while time.perf_counter() < until:
        began = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - began - 0.01)


async def create_games(url: str, count: int, seats: list[str]) -> list[dict[str, Any]]:
    created = []
    for index in range(count):
        creator = HostClient(url, local_host=game_address(index))
        created.append(await creator.create(mode="standard", seats=seats, advanced=True))
        await creator.close()
    return created


async def load_run(url: str, games: int, pace: float, duration: float, *, seed: int,
                   pid: int | None = None) -> dict[str, float]:
    """``games`` 4-player games played at ``pace`` for ``duration`` s; the figures."""
    before = rss_kib(pid) if pid else 0
    created = await create_games(url, games, ["person"] * 4)
    rng = random.Random(seed)
    latencies: dict[str, list[float]] = {}
    lags: list[float] = []
    seats = [Seat(url, code, random.Random(rng.random()), pace, latencies,
                  address=game_address(index))
             for index, info in enumerate(created) for code in info["codes"]]
    for first in range(0, len(seats), 50):  # every seat joined before the clock starts
        await asyncio.gather(*(seat.join() for seat in seats[first:first + 50]))
    # The clients' own pauses are not the server's: their collector kept out of the run.
    gc.collect()
    gc.freeze()
    gc.disable()
    server_cpu, client_cpu, began = cpu_seconds(pid or os.getpid()), time.process_time(), \
        time.perf_counter()
    until = time.perf_counter() + duration
    await asyncio.gather(loop_lag(until, lags), *(seat.run(until) for seat in seats))
    gc.enable()
    gc.unfreeze()
    after = rss_kib(pid) if pid else 0
    wall = time.perf_counter() - began
    figures = _figures([x for kind in latencies.values() for x in kind], lags, games,
                       (after - before) / max(1, games))
    # A confirmation waits for the host file's write, one that resolves the turn for the
    # save's fsync: the disk's share of the tail.
    confirms = sorted(1000 * x for x in latencies.get("confirm", [])) or [0.0]
    others = sorted(1000 * x for kind, xs in latencies.items() if kind != "confirm"
                    for x in xs) or [0.0]
    figures["confirm_p99_ms"] = confirms[int(0.99 * (len(confirms) - 1))]
    figures["other_p99_ms"] = others[int(0.99 * (len(others) - 1))]
    figures["server_cpu"] = (cpu_seconds(pid) - server_cpu) / wall if pid else 0.0
    figures["client_cpu"] = (time.process_time() - client_cpu) / wall
    return figures


def _figures(latencies: list[float], lags: list[float], games: int,
             kib_per_game: float) -> dict[str, float]:
    ms = sorted(1000 * x for x in latencies) or [0.0]
    return {"games": games, "intents": len(ms), "median_ms": statistics.median(ms),
            "p99_ms": ms[min(len(ms) - 1, int(0.99 * len(ms)))], "max_ms": ms[-1],
            "loop_lag_p99_ms": sorted(1000 * x for x in lags)[int(0.99 * len(lags))]
            if lags else 0.0, "kib_per_game": kib_per_game}


def show(title: str, figures: dict[str, float]) -> None:
    print(f"{title}: {figures['games']:.0f} games, {figures['intents']:.0f} intents, "
          f"median {figures['median_ms']:.1f} ms, p99 {figures['p99_ms']:.1f} ms, "
          f"max {figures['max_ms']:.1f} ms; client loop lag p99 "
          f"{figures['loop_lag_p99_ms']:.1f} ms"
          + (f"; server memory {figures['kib_per_game']:.0f} KiB per game"
             if figures["kib_per_game"] else "")
          + (f"; CPU: server {figures['server_cpu']:.0%} of a core, clients "
             f"{figures['client_cpu']:.0%}" if figures.get("server_cpu") else "")
          + (f"; p99 of confirmations {figures['confirm_p99_ms']:.1f} ms, of other intents "
             f"{figures['other_p99_ms']:.1f} ms" if "confirm_p99_ms" in figures else "")
          + f"; load average {os.getloadavg()[0]:.1f}", flush=True)


async def twelve_seat_turns(url: str, turns: int) -> list[float]:
    """Seconds from the last seat's whole turn (``play``, which confirms) to every seat
    holding the next turn's view; the other eleven played theirs before."""
    (created,) = await create_games(url, 1, ["person"] * 12)
    clients = [HostClient(url) for _ in range(12)]
    for client, code in zip(clients, created["codes"], strict=True):
        await client.hello(code=code)
        await client.next_view(timeout=30)
    player = EasyPlayer()
    times = []
    for _ in range(turns):
        view = clients[0].view
        assert view is not None
        if view["over"]:
            break
        turn = view["turn"]
        lines = []
        for seat, client in enumerate(clients):
            seat_view = seat_view_from_dict(client.view)
            lines.append(format_turn(player.decide(seat_view, random.Random(f"{turn}/{seat}"))))
        for seat in range(11):
            await clients[seat].send("play", turn=turn, actions=lines[seat])
            await _until(clients[seat], lambda v, t=turn: v["own"]["confirmed"] or v["turn"] > t)
        began = time.perf_counter()
        await clients[11].send("play", turn=turn, actions=lines[11])
        for client in clients:
            await _until(client, lambda v, t=turn: v["turn"] > t or v["over"])
        times.append(time.perf_counter() - began)
    for client in clients:
        await client.close()
    return times


async def _until(client: HostClient, check: Any) -> dict[str, Any]:
    """The first view that passes ``check`` (an error is fatal here)."""
    while True:
        view = await client.next_view(timeout=30)
        if check(view):
            return view


async def main_async(args: argparse.Namespace) -> None:
    if args.ramp:
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
        await ramp(args)
        return
    if args.against is None:
        with tempfile.TemporaryDirectory() as data:
            server, url = start_server(Path(data))
            try:
                print(f"server {url}, pid {server.pid}; load average "
                      f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
                show("1. quiet server, one game, an intent every 0.1 s a seat",
                     await load_run(url, 1, 0.1, args.quiet, seed=args.seed, pid=server.pid))
                show(f"2. {args.games} games x 4 seats at an intent every {args.pace:g} s",
                     await load_run(url, args.games, args.pace, args.duration,
                                    seed=args.seed, pid=server.pid))
                times = await twelve_seat_turns(url, args.twelve)
                if times:
                    ms = sorted(1000 * t for t in times)
                    print(f"4. a 12-seat turn, last confirmation -> all 12 seats on the next turn: "
                          f"median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms over "
                          f"{len(ms)} turns", flush=True)
            finally:
                server.terminate()
                server.wait(timeout=30)
    else:
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for round_ in range(1, args.rounds + 1 if args.against else 1):
        # Both servers started alike (PYTHONPATH and folder set): a server started from this
        # tree's folder without them answered 1.5-3 times slower than the same code from
        # another folder (an A/A run at load 8-14), which would have favoured the other tree.
        variants = [("this tree", TREE), (str(args.against), args.against)]
        for label, source in variants if round_ % 2 else variants[::-1]:
            with tempfile.TemporaryDirectory() as data:
                server, url = start_server(Path(data), source)
                try:
                    figures = await load_run(url, args.games, args.pace, args.duration,
                                             seed=args.seed + round_, pid=server.pid)
                finally:
                    server.terminate()
                    server.wait(timeout=30)
            show(f"5. round {round_}, {label}", figures)


async def ramp(args: argparse.Namespace) -> None:
    """More and more games until p99 passes 50 ms (``--keep-going``: up to ``--max-games``);
    says what ran out."""
    under: list[int] = []
    for games in range(args.ramp_from, args.max_games + 1, args.step):
        with tempfile.TemporaryDirectory() as data:
            server, url = start_server(Path(data))
            try:
                figures = await load_run(url, games, args.pace, args.duration,
                                         seed=args.seed, pid=server.pid)
            finally:
                server.terminate()
                server.wait(timeout=30)
        show("3. ramp", figures)
        if figures["p99_ms"] <= 50:
            under.append(games)
            continue
        print(f"   p99 over 50 ms at {games} games; {limit(figures)}", flush=True)
        if not args.keep_going:
            break
    print(f"   p99 under 50 ms at: {', '.join(map(str, under)) or 'none'} games", flush=True)


def limit(figures: dict[str, float]) -> str:
    """What most likely ran out in a run (one line)."""
    cores = os.cpu_count() or 1
    if figures["server_cpu"] > 0.8:
        return (f"the server used {figures['server_cpu']:.0%} of its one core (one Python "
                "process, one event loop): the limit is the server's CPU")
    if figures["server_cpu"] + figures["client_cpu"] > 0.8 * cores:
        return (f"server {figures['server_cpu']:.0%} and clients {figures['client_cpu']:.0%} "
                f"of {cores} cores: the machine's CPU ran out (the clients' share included)")
    if figures["confirm_p99_ms"] > 2 * figures["other_p99_ms"]:
        return ("confirmations are the tail (they wait for the disk's writes): the limit is "
                "the disk")
    return (f"server {figures['server_cpu']:.0%} of a core, clients "
            f"{figures['client_cpu']:.0%}, load average {os.getloadavg()[0]:.1f}: the "
            "machine's other work")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--pace", type=float, default=2.0, help="mean seconds between intents")
    parser.add_argument("--duration", type=float, default=45.0, help="seconds of each load run")
    parser.add_argument("--quiet", type=float, default=10.0, help="seconds of the quiet run")
    parser.add_argument("--twelve", type=int, default=8, help="12-seat turns measured")
    parser.add_argument("--ramp", action="store_true", help="find the most games under 50 ms")
    parser.add_argument("--step", type=int, default=100)
    parser.add_argument("--ramp-from", type=int, default=200, help="games of the ramp's first run")
    parser.add_argument("--keep-going", action="store_true",
                        help="the ramp goes on past 50 ms (the CPU it takes, up to --max-games)")
    parser.add_argument("--max-games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", type=Path, help="another checkout: its server's --games "
                        "run alternates with this tree's (before/after), in place of 1, 2 and 4")
    parser.add_argument("--rounds", type=int, default=3, help="alternations with --against")
    args = parser.parse_args()
    if max(args.games, args.max_games if args.ramp else 0) * 4 * 2 + 64 > 1024:
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()

"""The games of a tournament: each one played in a worker process, the results streamed back.

:func:`run` keeps at most two games per worker in flight and yields the results in game order,
so a million games take the memory of a few (and the figures do not depend on ``--jobs``).
The workers are at most the machine's cores (:func:`cap_jobs`), and each one stops by itself
when the tournament that started it is gone, even killed by ``kill -9`` or the out-of-memory
killer (:func:`watch_parent`). :class:`Progress` shows on a terminal how far it is and how long
it will take.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Final, TextIO

from welcome_desktop.players import make_player
from welcome_desktop.players.match import play_game
from welcome_desktop.rules.game import Setup
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.scoring import Breakdown
from welcome_desktop.rules.themes import BASE

CATEGORIES: Final = ("plans", "parks", "pools", "temps", "estates", "theme", "bis",
                     "roundabouts", "refusals")
#: Games in flight per worker: enough to keep it busy, few enough to keep memory flat.
IN_FLIGHT_PER_JOB: Final = 2
#: How often a worker checks that the tournament that started it still runs, in seconds.
WATCH_INTERVAL_S: Final = 0.5


def categories(breakdown: Breakdown) -> dict[str, int]:
    """The points of each category; penalties are negative so that they add up to the total."""
    return {
        "plans": sum(breakdown.plans),
        "parks": sum(breakdown.parks),
        "pools": breakdown.pools,
        "temps": breakdown.temps,
        "estates": sum(e.points for e in breakdown.estates),
        "theme": breakdown.theme_points,
        "bis": -breakdown.bis,
        "roundabouts": -breakdown.roundabouts,
        "refusals": -breakdown.refusals,
    }


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game to play (picklable, for the worker processes)."""

    index: int
    seed: int
    mode: Mode
    advanced: bool
    levels: tuple[str, ...]
    """The ``--seats`` entries, in entry order."""
    budget_s: float
    time_cap: bool
    sheet: str = BASE


@dataclass(slots=True)
class GameResult:
    """One game's outcome, per ``--seats`` entry."""

    index: int
    totals: list[int]
    points: list[dict[str, int]]
    outcomes: list[str]
    """"win", "tie" or "loss" per entry ("" in solo)."""
    decision_s: list[list[float]]
    turns: int


def play_task(task: GameTask) -> GameResult:
    """Play one game of the tournament (in a worker process)."""
    n = len(task.levels)
    # Seat i holds entry (i + index) mod n.
    entries = [(seat + task.index) % n for seat in range(n)]
    players = [make_player(task.levels[e], task.budget_s, hard_cap=task.time_cap)
               for e in entries]
    times: list[list[float]] = [[] for _ in range(n)]

    def record(seat: int, seconds: float) -> None:
        times[entries[seat]].append(seconds)

    setup = Setup(task.mode, task.advanced, tuple(f"{task.levels[e]} {e + 1}" for e in entries),
                  seed=task.seed, sheet=task.sheet)
    game = play_game(setup, players, task.seed, record)
    breakdowns = game.breakdowns()
    groups, _ = game.ranking()
    totals = [0] * n
    points: list[dict[str, int]] = [{} for _ in range(n)]
    outcomes = [""] * n
    for seat, entry in enumerate(entries):
        totals[entry] = breakdowns[seat].total
        points[entry] = categories(breakdowns[seat])
        if n > 1:
            first = groups[0]
            outcomes[entry] = ("loss" if seat not in first
                               else "win" if len(first) == 1 else "tie")
    return GameResult(task.index, totals, points, outcomes, times, game.turn_number)


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def cap_jobs(requested: int | None, games: int) -> tuple[int, str]:
    """The worker processes to start for ``requested`` (None: one per core) and ``games``,
    never more than the cores nor the games; with a note when a request was cut."""
    available = cores()
    jobs = min(requested or available, available, max(games, 1))
    note = ""
    if requested is not None and requested > available:
        note = (f"--jobs {requested} capped to {available}, the number of cores of this "
                f"machine: more worker processes would only wait for each other")
    return max(jobs, 1), note


def watch_parent(parent: int) -> None:
    """In a worker: stop the process as soon as the tournament process ``parent`` is gone."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_INTERVAL_S)
        os._exit(1)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


def run(tasks: Iterable[GameTask], jobs: int) -> Iterator[GameResult]:
    """Play every task over ``jobs`` processes (in this one when 1), yielding the results in
    task order with at most ``IN_FLIGHT_PER_JOB * jobs`` games in flight. Raises OSError when
    the workers cannot be started, BrokenProcessPool when one dies."""
    if jobs <= 1:
        for task in tasks:
            yield play_task(task)
        return
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=watch_parent,
                               initargs=(os.getpid(),))
    pending: deque[Future[GameResult]] = deque()
    todo = iter(tasks)
    finished = False
    try:
        for task in todo:
            pending.append(pool.submit(play_task, task))
            if len(pending) >= IN_FLIGHT_PER_JOB * jobs:
                break
        while pending:
            result = pending.popleft().result()
            following = next(todo, None)
            if following is not None:
                pending.append(pool.submit(play_task, following))
            yield result
        finished = True
    finally:
        # Stopped early (interrupted, a worker died, the reader went away): nothing more runs.
        for future in pending:
            future.cancel()
        pool.shutdown(wait=finished, cancel_futures=True)


def _duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} min"
    if seconds < 48 * 3600:
        return f"{seconds // 3600:.0f} h {seconds % 3600 / 60:02.0f} min"
    return f"{seconds / 86400:.1f} days"


class Progress:
    """How far the tournament is, on one line of a terminal: games played, the rate and how
    long the rest will take. Silent when ``stream`` is not a terminal (a log, a pipe)."""

    def __init__(self, total: int, stream: TextIO | None = None, every_s: float = 0.5) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.total = total
        self.every_s = every_s
        self.began = time.monotonic()
        self._shown = 0.0
        self.active = False
        with contextlib.suppress(AttributeError, ValueError, OSError):
            self.active = self.stream.isatty()

    def line(self, done: int, now: float | None = None) -> str:
        """The progress line after ``done`` games."""
        elapsed = (time.monotonic() if now is None else now) - self.began
        text = f"{done}/{self.total} games"
        if done and elapsed > 0:
            rate = done / elapsed
            left = (self.total - done) / rate
            text += f", {rate:.3g} games/s, about {_duration(left)} left"
        return text

    def update(self, done: int) -> None:
        """Show the line after ``done`` games (at most every ``every_s`` seconds)."""
        if not self.active:
            return
        now = time.monotonic()
        if done < self.total and now - self._shown < self.every_s:
            return
        self._shown = now
        with contextlib.suppress(OSError, ValueError):
            self.stream.write(f"\r{self.line(done, now)}\x1b[K")
            self.stream.flush()

    def close(self) -> None:
        """Clear the line."""
        if self.active:
            with contextlib.suppress(OSError, ValueError):
                self.stream.write("\r\x1b[K")
                self.stream.flush()


__all__ = ["CATEGORIES", "GameResult", "GameTask", "Progress", "cap_jobs", "categories",
           "cores", "play_task", "run", "watch_parent"]

"""``welcome-desktop tournament``: complete games between computer players, and their figures.

Game ``g`` (0-based) is played from seed ``S + g``, so any single game can be played again.
In multiplayer games the seats are rotated (game ``g`` seats entry ``(i + g) mod n`` of
``--seats`` in seat ``i``) so that every entry plays every position equally often; the figures
are reported per entry of ``--seats``. Games run in parallel over ``--jobs`` processes and the
results are gathered in game order, so the output does not depend on ``--jobs``.

Per entry: mean total with its 95% confidence interval (Student's t), standard deviation, wins,
ties (sharing first place after the tie-breaks of ruling 15) and losses, mean points per category
(penalties negative, so the categories add up to the total; ``theme`` is a thematic sheet's
column), and the time per decision. ``--sheet`` plays the games on a thematic sheet, or on each
of several in turn (the figures then per sheet); ``greedy-plain`` is greedy blind to the theme.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from welcome_desktop.players import LEVELS, PLAIN_GREEDY, make_player
from welcome_desktop.players.match import play_game
from welcome_desktop.players.strong import DEFAULT_BUDGET_S
from welcome_desktop.rules.game import MAX_PLAYERS, Setup
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.scoring import Breakdown
from welcome_desktop.rules.themes import BASE, SHEET_KINDS

CATEGORIES = ("plans", "parks", "pools", "temps", "estates", "theme", "bis", "roundabouts",
              "refusals")
#: The levels a tournament seats: the players' levels and greedy blind to the theme.
SEAT_LEVELS = (*LEVELS, PLAIN_GREEDY)
MAX_SEED = 2**63 - 1
MAX_GAMES = 1_000_000


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


def t_quantile(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom."""
    table = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571}
    if df in table:
        return table[df]
    z = 1.959964
    return (z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
            + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3))


@dataclass(slots=True)
class EntrySummary:
    """The figures of one ``--seats`` entry over the tournament."""

    entry: int
    level: str
    totals: list[int] = field(default_factory=list)
    points: list[dict[str, int]] = field(default_factory=list)
    outcomes: list[str] = field(default_factory=list)
    decision_s: list[float] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        n = len(self.totals)
        mean = statistics.fmean(self.totals)
        sd = statistics.stdev(self.totals) if n > 1 else 0.0
        half = t_quantile(n - 1) * sd / math.sqrt(n) if n > 1 else math.nan
        result: dict[str, Any] = {
            "seat": self.entry + 1,
            "player": self.level,
            "games": n,
            "mean": round(mean, 3),
            "ci95": [round(mean - half, 3), round(mean + half, 3)] if n > 1 else None,
            "sd": round(sd, 3),
        }
        if any(self.outcomes):
            for outcome, plural in (("win", "wins"), ("tie", "ties"), ("loss", "losses")):
                count = self.outcomes.count(outcome)
                result[plural] = count
                result[f"{outcome}_rate"] = round(count / n, 4)
        result["categories"] = {
            name: round(statistics.fmean(p[name] for p in self.points), 3) for name in CATEGORIES
        }
        if self.decision_s:
            result["decision_s"] = {
                "median": round(statistics.median(self.decision_s), 4),
                "max": round(max(self.decision_s), 4),
                "count": len(self.decision_s),
            }
        return result


def summarise(levels: Sequence[str], results: Sequence[GameResult]) -> list[EntrySummary]:
    summaries = [EntrySummary(e, level) for e, level in enumerate(levels)]
    for result in sorted(results, key=lambda r: r.index):
        for e, summary in enumerate(summaries):
            summary.totals.append(result.totals[e])
            summary.points.append(result.points[e])
            summary.outcomes.append(result.outcomes[e])
            summary.decision_s.extend(result.decision_s[e])
    return summaries


def run(tasks: Sequence[GameTask], jobs: int) -> list[GameResult]:
    """Play every task, over ``jobs`` processes (in this process when 1)."""
    if jobs == 1 or len(tasks) == 1:
        return [play_task(task) for task in tasks]
    with ProcessPoolExecutor(max_workers=min(jobs, len(tasks))) as pool:
        return list(pool.map(play_task, tasks, chunksize=1))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="welcome-desktop tournament",
        description="Play complete games between computer players and print their figures.")
    parser.add_argument("--seats", required=True,
                        help=f"comma-separated levels, one per seat "
                             f"({', '.join(SEAT_LEVELS)}), e.g. strong,greedy")
    parser.add_argument("--sheet", default=BASE,
                        help=f"the score sheet, or several comma-separated, each played in turn "
                             f"({', '.join(SHEET_KINDS)}; default {BASE})")
    parser.add_argument("--mode", choices=[m.value for m in Mode], default=Mode.STANDARD.value,
                        help="standard (default), expert or solo")
    parser.add_argument("--advanced", action="store_true",
                        help="the advanced variant (roundabouts, advanced plans)")
    parser.add_argument("--games", type=int, required=True, help="how many games to play")
    parser.add_argument("--seed", type=int, required=True,
                        help="game g is played from seed SEED + g")
    parser.add_argument("--jobs", type=int, default=None,
                        help="worker processes (default: the machine's cores)")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET_S,
                        help=f"the strong level's time per decision in seconds "
                             f"(default {DEFAULT_BUDGET_S})")
    parser.add_argument("--no-time-cap", dest="time_cap", action="store_false",
                        help="never let the clock cut a strong decision short (exactly "
                             "reproducible on any machine, but a busy machine may exceed the "
                             "budget)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    return parser


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def _sheets(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[str, ...]:
    sheets = tuple(sheet.strip() for sheet in args.sheet.split(","))
    for sheet in sheets:
        if sheet not in SHEET_KINDS:
            parser.error(f"unknown sheet {sheet!r} in --sheet (choose from "
                         f"{', '.join(SHEET_KINDS)})")
    return sheets


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[str, ...]:
    levels = tuple(level.strip() for level in args.seats.split(","))
    for level in levels:
        if level not in SEAT_LEVELS:
            parser.error(f"unknown level {level!r} in --seats (choose from "
                         f"{', '.join(SEAT_LEVELS)})")
    mode = Mode(args.mode)
    if mode is Mode.SOLO and len(levels) != 1:
        parser.error("a solo game has exactly one seat")
    if mode is Mode.EXPERT and not 2 <= len(levels) <= MAX_PLAYERS:
        parser.error(f"an expert game needs 2 to {MAX_PLAYERS} seats")
    if not 1 <= len(levels) <= MAX_PLAYERS:
        parser.error(f"a game has 1 to {MAX_PLAYERS} seats")
    if not 1 <= args.games <= MAX_GAMES:
        parser.error(f"--games must be from 1 to {MAX_GAMES}")
    if args.seed < 0 or args.seed + args.games - 1 > MAX_SEED:
        parser.error(f"--seed must be from 0 to {MAX_SEED} (minus the games)")
    if args.jobs is not None and args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if not (args.budget > 0 and math.isfinite(args.budget)):
        parser.error("--budget must be a positive number of seconds")
    return levels


def report(summary: dict[str, Any]) -> str:
    """The figures as text."""
    budget = ""
    if "strong" in summary["levels"]:
        budget = f"; strong budget {summary['budget_s']} s"
        if not summary["time_cap"]:
            budget += " (no time cap)"
    sheet = summary.get("sheet", BASE)
    lines = [
        f"{summary['games']} {summary['mode']} games"
        f"{'' if sheet == BASE else ' on the ' + sheet + ' sheet'}"
        f"{' (advanced)' if summary['advanced'] else ''}, seeds {summary['seed']}"
        f"..{summary['seed'] + summary['games'] - 1}, seats {', '.join(summary['levels'])}"
        f"{budget}; {summary['mean_turns']} turns a game on average, "
        f"{summary['elapsed_s']} s in all",
        "",
    ]
    seats = summary["seats"]
    multi = len(seats) > 1
    header = f"{'seat':<5}{'player':<13}{'mean':>8}  {'95% CI':<17}{'sd':>6}"
    if multi:
        header += f"{'wins':>9}{'ties':>8}{'losses':>9}"
    header += f"{'decision median/max':>22}"
    lines.append(header)
    for seat in seats:
        ci = seat["ci95"]
        ci_text = f"[{ci[0]:.1f}, {ci[1]:.1f}]" if ci else "n/a"
        line = (f"{seat['seat']:<5}{seat['player']:<13}{seat['mean']:>8.1f}  {ci_text:<17}"
                f"{seat['sd']:>6.1f}")
        if multi:
            line += (f"{seat['win_rate']:>9.1%}{seat['tie_rate']:>8.1%}"
                     f"{seat['loss_rate']:>9.1%}")
        timing = seat.get("decision_s")
        if timing:
            line += f"{timing['median'] * 1000:>13.1f} / {timing['max'] * 1000:.0f} ms"
        lines.append(line)
    lines += ["", "Mean points per category (penalties negative)"]
    lines.append(f"{'seat':<5}{'player':<13}" + "".join(f"{name:>12}" for name in CATEGORIES))
    for seat in seats:
        lines.append(f"{seat['seat']:<5}{seat['player']:<13}"
                     + "".join(f"{seat['categories'][name]:>12.1f}" for name in CATEGORIES))
    if sheet != BASE:
        lines += ["", f"Mean theme points per game on the {sheet} sheet: " + ", ".join(
            f"{seat['player']} (seat {seat['seat']}) {seat['categories']['theme']:.1f}"
            for seat in seats)]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the tournament command line; returns the exit code (2 for bad arguments)."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        levels = _check(parser, args)
        sheets = _sheets(parser, args)
    except SystemExit as stop:  # argparse has printed the usage and the error (or the help)
        return stop.code if isinstance(stop.code, int) else 2
    summaries = []
    for sheet in sheets:
        summary = _play(args, levels, sheet)
        if summary is None:
            return 130
        if not summary:
            return 1
        summaries.append(summary)
    if args.json:
        print(json.dumps(summaries[0] if len(summaries) == 1 else summaries, indent=2))
    else:
        print("\n\n".join(report(summary) for summary in summaries))
    return 0


def _play(args: argparse.Namespace, levels: tuple[str, ...], sheet: str
          ) -> dict[str, Any] | None:
    """The figures of the games on one sheet; None when interrupted, {} when a worker died."""
    mode = Mode(args.mode)
    jobs = args.jobs or _cores()
    tasks = [GameTask(g, args.seed + g, mode, args.advanced, levels, args.budget, args.time_cap,
                      sheet)
             for g in range(args.games)]
    began = time.perf_counter()
    try:
        results = run(tasks, jobs)
    except KeyboardInterrupt:
        print("tournament interrupted", file=sys.stderr)
        return None
    except BrokenProcessPool:
        print("a worker process died (out of memory, or killed?): no figures", file=sys.stderr)
        return {}
    summary: dict[str, Any] = {
        "sheet": sheet,
        "mode": mode.value,
        "advanced": args.advanced,
        "games": args.games,
        "seed": args.seed,
        "levels": list(levels),
        "budget_s": args.budget,
        "time_cap": args.time_cap,
        "mean_turns": round(statistics.fmean(r.turns for r in results), 2),
        "seats": [s.to_dict() for s in summarise(levels, results)],
        "elapsed_s": round(time.perf_counter() - began, 2),
    }
    return summary


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())

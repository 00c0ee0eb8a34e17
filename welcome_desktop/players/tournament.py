"""``welcome-desktop tournament``: complete games between computer players, and their figures.

Game ``g`` (0-based) is played from seed ``S + g``, so any single game can be played again.
In multiplayer games the seats are rotated (game ``g`` seats entry ``(i + g) mod n`` of
``--seats`` in seat ``i``) so that every entry plays every position equally often; the figures
are reported per entry of ``--seats``. Games run in parallel over ``--jobs`` processes (at most
the machine's cores: more is cut, and the command says so) and the results are streamed back in
game order (``tournament_games``): the figures are gathered game by game in constant memory and
do not depend on ``--jobs``. On a terminal, a line on stderr shows the games played and how long
the rest will take; the worker processes stop with the tournament, however it ends.

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
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final

from welcome_desktop.players import LEVELS, PLAIN_GREEDY, Level
from welcome_desktop.players.strong import DEFAULT_BUDGET_S
from welcome_desktop.players.tournament_games import (
    CATEGORIES,
    GameResult,
    GameTask,
    Progress,
    cap_jobs,
    categories,
    cores,
    play_task,
    run,
)
from welcome_desktop.rules.game import players_refusal
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.themes import BASE, SHEET_KINDS

#: The levels a tournament seats: the players' levels and greedy blind to the theme.
SEAT_LEVELS = (*LEVELS, PLAIN_GREEDY)
MAX_SEED = 2**63 - 1
MAX_GAMES = 1_000_000
#: The strong level's longest budget per decision, as in a saved game's seat (records.savefile).
MAX_BUDGET_S: Final = 60.0
#: Decision times kept one by one for their median; beyond, they are counted in bins 0.1%
#: wide (constant memory, the median within 0.1%).
EXACT_TIMES: Final = 100_000
_BIN_RATIO: Final = 1.001
_BIN_FLOOR_S: Final = 1e-7


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
    """The figures of one ``--seats`` entry over the tournament, gathered game by game in
    constant memory (sums and counts; decision times binned beyond ``EXACT_TIMES``)."""

    entry: int
    level: str
    games: int = 0
    total_sum: int = 0
    total_squares: int = 0
    points: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CATEGORIES, 0))
    outcomes: dict[str, int] = field(default_factory=lambda: dict.fromkeys(
        ("win", "tie", "loss", ""), 0))
    decision_s: list[float] = field(default_factory=list)
    """Every decision's time, while there are at most ``EXACT_TIMES`` of them."""
    decision_bins: dict[int, int] = field(default_factory=dict)
    decision_count: int = 0
    decision_max: float = 0.0

    def add(self, total: int, points: dict[str, int], outcome: str,
            decisions: Sequence[float]) -> None:
        """Count one game."""
        self.games += 1
        self.total_sum += total
        self.total_squares += total * total
        for name in CATEGORIES:
            self.points[name] += points[name]
        self.outcomes[outcome] += 1
        self.decision_count += len(decisions)
        self.decision_max = max((self.decision_max, *decisions))
        self.decision_s.extend(decisions)
        if len(self.decision_s) > EXACT_TIMES or self.decision_bins:
            for seconds in self.decision_s:
                self._bin(seconds)
            self.decision_s = []

    def _bin(self, seconds: float) -> None:
        index = int(math.log(max(seconds, _BIN_FLOOR_S) / _BIN_FLOOR_S, _BIN_RATIO))
        self.decision_bins[index] = self.decision_bins.get(index, 0) + 1

    def median_decision_s(self) -> float:
        """The median decision time (exact up to ``EXACT_TIMES`` decisions)."""
        if not self.decision_bins:
            return statistics.median(self.decision_s)
        seen, middle = 0, (self.decision_count + 1) / 2
        for index in sorted(self.decision_bins):
            seen += self.decision_bins[index]
            if seen >= middle:
                return float(_BIN_FLOOR_S * _BIN_RATIO ** (index + 0.5))
        return self.decision_max  # pragma: no cover - the bins hold every decision

    def to_dict(self) -> dict[str, Any]:
        n = self.games
        mean = self.total_sum / n
        variance = (Fraction(n * self.total_squares - self.total_sum ** 2, n * (n - 1))
                    if n > 1 else Fraction(0))
        sd = math.sqrt(variance)
        half = t_quantile(n - 1) * sd / math.sqrt(n) if n > 1 else math.nan
        result: dict[str, Any] = {
            "seat": self.entry + 1,
            "player": self.level,
            "games": n,
            "mean": round(mean, 3),
            "ci95": [round(mean - half, 3), round(mean + half, 3)] if n > 1 else None,
            "sd": round(sd, 3),
        }
        if self.outcomes[""] < n:
            for outcome, plural in (("win", "wins"), ("tie", "ties"), ("loss", "losses")):
                count = self.outcomes[outcome]
                result[plural] = count
                result[f"{outcome}_rate"] = round(count / n, 4)
        result["categories"] = {name: round(self.points[name] / n, 3) for name in CATEGORIES}
        if self.decision_count:
            result["decision_s"] = {
                "median": round(self.median_decision_s(), 4),
                "max": round(self.decision_max, 4),
                "count": self.decision_count,
            }
        return result


class Figures:
    """Every entry's figures and the turns played, gathered one game at a time."""

    def __init__(self, levels: Sequence[str]) -> None:
        self.entries = [EntrySummary(e, level) for e, level in enumerate(levels)]
        self.games = 0
        self.turns = 0

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.turns += result.turns
        for e, summary in enumerate(self.entries):
            summary.add(result.totals[e], result.points[e], result.outcomes[e],
                        result.decision_s[e])


def summarise(levels: Sequence[str], results: Iterable[GameResult]) -> list[EntrySummary]:
    """The figures of each entry over ``results`` (taken one at a time)."""
    figures = Figures(levels)
    for result in results:
        figures.add(result)
    return figures.entries


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
                        help="worker processes (default and at most: the machine's cores)")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET_S,
                        help=f"the strong level's time per decision in seconds "
                             f"(default {DEFAULT_BUDGET_S}, at most {MAX_BUDGET_S:g})")
    parser.add_argument("--no-time-cap", dest="time_cap", action="store_false",
                        help="never let the clock cut a strong decision short (exactly "
                             "reproducible on any machine, but a busy machine may exceed the "
                             "budget)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    return parser


def _listed(parser: argparse.ArgumentParser, value: str, known: Sequence[str], option: str,
            what: str) -> tuple[str, ...]:
    """The comma-separated words of ``option``'s ``value``, each one of ``known``."""
    words = tuple(word.strip() for word in value.split(","))
    for word in words:
        if word not in known:
            parser.error(f"unknown {what} {word!r} in {option} (choose from "
                         f"{', '.join(known)})")
    return words


def _sheets(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[str, ...]:
    return _listed(parser, args.sheet, SHEET_KINDS, "--sheet", "sheet")


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> tuple[str, ...]:
    levels = _listed(parser, args.seats, SEAT_LEVELS, "--seats", "level")
    mode = Mode(args.mode)
    if len(levels) not in mode.players:
        parser.error(players_refusal(mode, "seats"))
    if not 1 <= args.games <= MAX_GAMES:
        parser.error(f"--games must be from 1 to {MAX_GAMES}")
    if args.seed < 0 or args.seed + args.games - 1 > MAX_SEED:
        parser.error(f"--seed must be from 0 to {MAX_SEED} (minus the games)")
    if args.jobs is not None and args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if not 0 < args.budget <= MAX_BUDGET_S:  # NaN fails too
        parser.error(f"--budget must be more than 0 and at most {MAX_BUDGET_S:g} seconds")
    return levels


def report(summary: dict[str, Any]) -> str:
    """The figures as text."""
    budget = ""
    if Level.STRONG in summary["levels"]:
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
    jobs, note = cap_jobs(args.jobs, args.games)
    if note:
        print(f"welcome-desktop tournament: {note}", file=sys.stderr)
    summaries = []
    for sheet in sheets:
        summary = _play(args, levels, sheet, jobs)
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


def tasks_of(args: argparse.Namespace, levels: tuple[str, ...], sheet: str) -> Iterable[GameTask]:
    """The games of the tournament on ``sheet``, made one at a time as they are played."""
    mode = Mode(args.mode)
    for g in range(args.games):
        yield GameTask(g, args.seed + g, mode, args.advanced, levels, args.budget, args.time_cap,
                       sheet)


def _play(args: argparse.Namespace, levels: tuple[str, ...], sheet: str, jobs: int
          ) -> dict[str, Any] | None:
    """The figures of the games on one sheet; None when interrupted, {} when the workers
    could not run."""
    figures = Figures(levels)
    progress = Progress(args.games)
    began = time.perf_counter()
    try:
        for result in run(tasks_of(args, levels, sheet), jobs):
            figures.add(result)
            progress.update(figures.games)
    except KeyboardInterrupt:
        progress.close()
        print("tournament interrupted", file=sys.stderr)
        return None
    except BrokenProcessPool:
        progress.close()
        print("a worker process died (out of memory, or killed?): no figures", file=sys.stderr)
        return {}
    except OSError as error:  # fork refused: a limit on processes or memory
        progress.close()
        print(f"cannot start {jobs} worker processes ({error.strerror or error}): try fewer "
              f"--jobs", file=sys.stderr)
        return {}
    progress.close()
    return {
        "sheet": sheet,
        "mode": args.mode,
        "advanced": args.advanced,
        "games": args.games,
        "seed": args.seed,
        "levels": list(levels),
        "budget_s": args.budget,
        "time_cap": args.time_cap,
        "mean_turns": round(figures.turns / figures.games, 2),
        "seats": [s.to_dict() for s in figures.entries],
        "elapsed_s": round(time.perf_counter() - began, 2),
    }


__all__ = ["CATEGORIES", "EntrySummary", "Figures", "GameResult", "GameTask", "categories",
           "cores", "main", "play_task", "report", "run", "summarise", "t_quantile"]


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())

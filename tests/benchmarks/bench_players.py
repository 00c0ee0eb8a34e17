"""Computer players: mean solo scores, win rates and time per decision of each level.

Run: ``.venv/bin/python -m tests.benchmarks.bench_players [--games N] [--jobs J] [--budget S]``.

Prints, with the settings used:

1. the mean solo score (basic and advanced) of easy, greedy and strong over the same seeds
   (200 by default), with 95% confidence intervals;
2. strong against greedy, 2-player standard games (200 by default): wins, ties, losses of strong
   (target: at least 75% wins);
3. greedy against easy, 2-player standard games (200 by default): wins of greedy (target: at
   least 95%);
4. the time per decision of each level over all those games, median and maximum (strong's
   budget is ``--budget``, 0.5 s by default; its clock cap is on, as in normal play).

``--games N`` plays N games in every part instead of 200 (``--solo-games`` and ``--duel-games``
set the parts apart). Games run over ``--jobs`` processes (default 2); each decision is timed
in its own process, so a loaded machine shows in the maxima.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from welcome_desktop.players.strong import DEFAULT_BUDGET_S
from welcome_desktop.players.tournament import GameResult, GameTask, run, summarise
from welcome_desktop.rules import Mode

SOLO_SEED = 1_000
DUEL_SEED = 5_000
EASY_SEED = 9_000


def solo_scores(levels: tuple[str, ...], games: int, budget: float,
                jobs: int) -> tuple[dict[str, Any], dict[str, list[float]]]:
    """Mean solo scores per level, basic and advanced, over the same seeds."""
    figures: dict[str, Any] = {}
    times: dict[str, list[float]] = {level: [] for level in levels}
    for advanced in (False, True):
        for level in levels:
            tasks = [GameTask(g, SOLO_SEED + g, Mode.SOLO, advanced, (level,), budget, True)
                     for g in range(games)]
            began = time.perf_counter()
            summary = summarise((level,), run(tasks, jobs))[0]
            data = summary.to_dict()
            times[level].extend(summary.decision_s)
            figures[f"{level} {'advanced' if advanced else 'basic'}"] = {
                "mean": data["mean"], "ci95": data["ci95"], "sd": data["sd"],
                "categories": data["categories"], "seconds": round(time.perf_counter() - began, 1),
            }
    return figures, times


def duel(levels: tuple[str, str], games: int, seed: int, budget: float,
         jobs: int) -> tuple[dict[str, Any], list[GameResult], list[list[float]]]:
    """Two-player standard games between two levels (seats alternate from game to game)."""
    tasks = [GameTask(g, seed + g, Mode.STANDARD, False, levels, budget, True)
             for g in range(games)]
    began = time.perf_counter()
    results = list(run(tasks, jobs))
    summaries = summarise(levels, results)
    first, second = (s.to_dict() for s in summaries)
    margins = [r.totals[0] - r.totals[1] for r in results]
    figures = {
        "games": games,
        "seeds": f"{seed}..{seed + games - 1}",
        levels[0]: {k: first[k] for k in ("mean", "ci95", "sd", "wins", "ties", "losses",
                                          "win_rate", "tie_rate", "loss_rate")},
        levels[1]: {k: second[k] for k in ("mean", "ci95", "sd")},
        "mean_margin": round(statistics.fmean(margins), 2),
        "margin_sd": round(statistics.stdev(margins), 2) if games > 1 else 0.0,
        "seconds": round(time.perf_counter() - began, 1),
    }
    return figures, results, [s.decision_s for s in summaries]


def _timing(samples: list[float]) -> dict[str, Any]:
    return {"decisions": len(samples), "median_ms": round(statistics.median(samples) * 1000, 2),
            "max_ms": round(max(samples) * 1000, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench_players", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games in every part (200)")
    parser.add_argument("--solo-games", type=int, default=None, help="solo games per level")
    parser.add_argument("--duel-games", type=int, default=None,
                        help="games of strong vs greedy and of greedy vs easy")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET_S,
                        help=f"strong's seconds per decision ({DEFAULT_BUDGET_S})")
    parser.add_argument("--skip-solo", action="store_true", help="only the duels")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    solo_games = args.solo_games or args.games
    duel_games = args.duel_games or args.games
    if min(solo_games, duel_games, args.jobs) < 1 or args.budget <= 0:
        parser.error("the counts, --jobs and --budget must be positive")

    began = time.perf_counter()
    report: dict[str, Any] = {
        "settings": {"solo_games": 0 if args.skip_solo else solo_games,
                     "duel_games": duel_games, "jobs": args.jobs, "budget_s": args.budget,
                     "solo_seeds": f"{SOLO_SEED}..{SOLO_SEED + solo_games - 1}"},
    }
    times: dict[str, list[float]] = {"easy": [], "greedy": [], "strong": []}
    if not args.skip_solo:
        report["solo"], solo_times = solo_scores(("easy", "greedy", "strong"), solo_games,
                                                 args.budget, args.jobs)
        for level, samples in solo_times.items():
            times[level].extend(samples)
    report["strong_vs_greedy"], _, duel_times = duel(("strong", "greedy"), duel_games,
                                                     DUEL_SEED, args.budget, args.jobs)
    times["strong"].extend(duel_times[0])
    times["greedy"].extend(duel_times[1])
    report["greedy_vs_easy"], _, easy_times = duel(("greedy", "easy"), duel_games, EASY_SEED,
                                                   args.budget, args.jobs)
    times["greedy"].extend(easy_times[0])
    times["easy"].extend(easy_times[1])
    report["decision_time"] = {level: _timing(s) for level, s in times.items() if s}
    report["seconds"] = round(time.perf_counter() - began, 1)

    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    settings = report["settings"]
    print(f"Settings: {settings['solo_games']} solo games per level and variant (seeds "
          f"{settings['solo_seeds']}), {duel_games} games per duel, strong budget "
          f"{args.budget} s (clock cap on), {args.jobs} jobs")
    if "solo" in report:
        print("\nMean solo score (95% CI)")
        for name, figures in report["solo"].items():
            low, high = figures["ci95"] or (figures["mean"], figures["mean"])
            print(f"  {name:<18}{figures['mean']:>7.1f}  [{low:.1f}, {high:.1f}]  "
                  f"sd {figures['sd']:.1f}  ({figures['seconds']} s)")
    for key, (a, b) in (("strong_vs_greedy", ("strong", "greedy")),
                        ("greedy_vs_easy", ("greedy", "easy"))):
        figures = report[key]
        first = figures[a]
        print(f"\n{a} vs {b}, 2-player standard, {figures['games']} games "
              f"(seeds {figures['seeds']}, {figures['seconds']} s)")
        print(f"  {a}: wins {first['win_rate']:.1%}, ties {first['tie_rate']:.1%}, losses "
              f"{first['loss_rate']:.1%}; mean {first['mean']:.1f} vs {figures[b]['mean']:.1f} "
              f"(margin {figures['mean_margin']:+.1f}, sd {figures['margin_sd']:.1f})")
    print("\nTime per decision")
    for level, timing in report["decision_time"].items():
        print(f"  {level:<7} median {timing['median_ms']:>8.2f} ms   "
              f"max {timing['max_ms']:>8.1f} ms   ({timing['decisions']} decisions)")
    print(f"\nTotal {report['seconds']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark of the coach: time to review every turn of one player, at the strong player's
default budget, for a solo game and a 4-player game; and the losses the reviewer finds in the
strong player's own solo games. Prints figures; asserts nothing.

Run with the release wheel for realistic figures (the rules and the evaluation compiled;
``scripts/test`` installs it into ``.venv-wheel``; ``-P`` keeps this tree's sources out):
``.venv-wheel/bin/python -P tests/benchmarks/bench_review.py [--games N] [--budget S]``. One
process. ``.venv/bin/python -m tests.benchmarks.bench_review`` times the Python sources.
"""

from __future__ import annotations

import argparse
import statistics
import time

from welcome_desktop.cli.version import evaluation_is_compiled, rules_are_compiled
from welcome_desktop.players import GreedyPlayer, StrongPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.players.review import Review, ReviewSettings, review_game
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.record import GameRecord, record_of


def _timed_review(record: GameRecord, player: int, settings: ReviewSettings
                  ) -> tuple[Review, float, list[float]]:
    marks: list[float] = []
    began = time.perf_counter()
    review = review_game(record, player, settings,
                         progress=lambda done, total: marks.append(time.perf_counter()))
    total = time.perf_counter() - began
    per_turn = [b - a for a, b in zip([began, *marks], marks, strict=False)]
    return review, total, per_turn


def _losses(losses: list[float]) -> str:
    zero = sum(loss == 0 for loss in losses)
    small = sum(loss < 0.5 for loss in losses)
    deciles = [round(q, 2) for q in statistics.quantiles(losses, n=10)]
    return (f"{len(losses)} turns: {zero} at 0 ({zero / len(losses):.0%}), {small} under 0.5 "
            f"({small / len(losses):.0%}); deciles {deciles}; max {max(losses):.2f}; "
            f"mean {statistics.fmean(losses):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="games of each kind")
    parser.add_argument("--budget", type=float, default=ReviewSettings().budget_s)
    args = parser.parse_args()
    settings = ReviewSettings(budget_s=args.budget)
    print(f"rules compiled: {rules_are_compiled()}, evaluation compiled: "
          f"{evaluation_is_compiled()}; budget {settings.budget_s} s a turn")
    kinds = (("solo, advanced, greedy", Setup(Mode.SOLO, True, ("Anna",), seed=0), 0),
             ("4-player standard, advanced, greedy (player 1)",
              Setup(Mode.STANDARD, True, ("Anna", "Ben", "Chloé", "Dario"), seed=0), 0),
             ("4-player expert, advanced, greedy (player 1)",
              Setup(Mode.EXPERT, True, ("Anna", "Ben", "Chloé", "Dario"), seed=0), 0))
    for label, setup, player in kinds:
        times: list[float] = []
        turns: list[float] = []
        losses: list[float] = []
        counts = []
        for seed in range(1000, 1000 + args.games):
            game_setup = Setup(setup.mode, setup.advanced, setup.players, seed=seed)
            game = play_game(game_setup, [GreedyPlayer()] * len(setup.players), seed)
            review, total, per_turn = _timed_review(record_of(game), player, settings)
            times.append(total)
            turns += per_turn
            counts.append(game.turn_number)
            losses += [v.loss for v in review.verdicts]
        print(f"{label}: {counts} turns; review {statistics.fmean(times):.1f} s a game "
              f"(min {min(times):.1f}, max {max(times):.1f}); per turn median "
              f"{statistics.median(turns) * 1000:.0f} ms, max {max(turns) * 1000:.0f} ms")
        print(f"  losses found: {_losses(losses)}")
    losses = []
    for seed in range(2000, 2000 + args.games):
        strong = StrongPlayer(settings.budget_s, hard_cap=False)
        game = play_game(Setup(Mode.SOLO, seed % 2 == 0, ("Anna",), seed=seed), [strong], seed)
        review, total, _ = _timed_review(record_of(game), 0, settings)
        losses += [v.loss for v in review.verdicts]
        print(f"strong's own solo game (seed {seed}, {game.turn_number} turns): review "
              f"{total:.1f} s, expected loss in all {review.total_loss:.2f}")
    print(f"  strong reviewing its own solo games at the same budget: {_losses(losses)}")


if __name__ == "__main__":
    main()

"""Greedy with other weights against greedy with the default ones: two-player standard duels.

Run: ``.venv/bin/python -m tests.benchmarks.duel_weights '{"temp_bonus": 1.0}' [--games N]
[--seed S]`` (100 games from seed 1000 by default). Game ``g`` is played from seed ``S + g``,
the seats swapped every other game; the same seeds give the same games, so two weight sets
compare on common deals. Prints the mean margin of the tried weights (with its standard
error), their wins and ties. This is how ``DUEL_WEIGHTS`` were chosen (tuned on seeds 1000–1199).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics

from welcome_desktop.players.evaluation import DEFAULT_WEIGHTS
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.rules.game import Setup
from welcome_desktop.rules.modes import Mode


def duel(tried: GreedyPlayer, reference: GreedyPlayer, seeds: range) -> tuple[list[int], int, int]:
    """The margins of ``tried`` over ``reference``, its wins and its ties."""
    margins: list[int] = []
    wins = ties = 0
    for index, seed in enumerate(seeds):
        seat = index % 2
        players = [tried, reference] if seat == 0 else [reference, tried]
        game = play_game(Setup(Mode.STANDARD, False, ("a", "b"), seed=seed), players, seed)
        totals = [b.total for b in game.breakdowns()]
        margins.append(totals[seat] - totals[1 - seat])
        first = game.ranking()[0][0]
        if seat in first:
            wins += len(first) == 1
            ties += len(first) > 1
    return margins, wins, ties


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("changes", nargs="?", default="{}",
                        help='weights to change, as JSON: {"temp_bonus": 1.0}')
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args(argv)
    try:
        changes = json.loads(args.changes)
        weights = dataclasses.replace(DEFAULT_WEIGHTS, **changes)
    except (ValueError, TypeError) as error:
        parser.error(f"changes must be a JSON object of Weights fields ({error})")
    games = args.games
    margins, wins, ties = duel(GreedyPlayer(weights), GreedyPlayer(),
                               range(args.seed, args.seed + games))
    se = statistics.stdev(margins) / len(margins) ** 0.5 if len(margins) > 1 else 0.0
    print(f"{changes}: mean margin {statistics.fmean(margins):+.2f} (se {se:.2f}), "
          f"wins {wins}/{games}, ties {ties}")


if __name__ == "__main__":
    main()

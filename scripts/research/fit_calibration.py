"""Fit the duel calibration of the evaluation (``players.calibration``) from played games.

Run: ``.venv/bin/python scripts/research/fit_calibration.py [--games N] [--seed S] [--variant V]
[--explore P] [--policy greedy|calibrated] [--ridge R] [--jobs 2]``.

Both seats of two-player standard games (basic and advanced alternating, or only one of them
with ``--variant basic|advanced``) play greedy's turn, with the default weights
(``--policy greedy``) or calibrated by the current
``DUEL_CALIBRATION`` (``--policy calibrated``); with chance ``--explore`` a decision is one of
the five best instead, so that the games also show what other turns lead to. After every turn
the parts of the seat's sheet (:data:`~welcome_desktop.players.evaluation.PARTS`, valued by
the default evaluator) are recorded with the share of its houses still empty; at the end each
record gets the seat's final total. A ridge least-squares fit of those totals on every part
times ``1, e, e²`` (``e``: the empty share) gives the calibration. The games of the last fifth of
the seeds are held out: the script prints how far from the final totals the plain sum of the
parts and the calibrated value are there (root mean square), then the calibration fitted on all
games, as Python to paste into ``players/calibration.py``.
"""

from __future__ import annotations

import argparse
import gc
import math
import multiprocessing
import random

from welcome_desktop.players.calibration import DUEL_CALIBRATION
from welcome_desktop.players.evaluation import DEFAULT_WEIGHTS, PARTS, Calibration, plain_value
from welcome_desktop.players.greedy import best_claims, evaluator_for, ranked_options
from welcome_desktop.players.options import fork
from welcome_desktop.players.view import seat_view
from welcome_desktop.rules.game import Game, Setup
from welcome_desktop.rules.modes import Mode

#: A record: the parts of a sheet after a turn, its empty share, and the seat's final total.
Record = tuple[tuple[float, ...], float, int]
#: Explored decisions pick among this many of the best turns.
EXPLORE_AMONG = 5


def _game(task: tuple[int, float, bool, str]) -> list[Record]:
    """The records of one game played from ``seed``."""
    seed, explore, calibrated, variant = task
    advanced = seed % 2 == 1 if variant == "both" else variant == "advanced"
    game = Game(Setup(Mode.STANDARD, advanced, ("a", "b"), seed=seed))
    rng = random.Random(f"fit-calibration/{seed}")
    played: list[tuple[int, tuple[float, ...], float]] = []
    while not game.over:
        for seat in (0, 1):
            view = seat_view(game, seat)
            plain = evaluator_for(view)
            chooser = (evaluator_for(view, calibration=DUEL_CALIBRATION) if calibrated
                       else plain)
            ranked = ranked_options(chooser, view)
            index = 0
            if len(ranked) > 1 and rng.random() < explore:
                index = rng.randrange(min(EXPLORE_AMONG, len(ranked)))
            option = ranked[index][1]
            actions = (*option.actions,
                       *best_claims(chooser, view.sheet, view.context, option.actions))
            parts, empty = plain.parts(fork(view.sheet, view.context, actions).sheet)
            played.append((seat, parts, empty))
            game.play_turn(seat, list(actions))
    totals = [breakdown.total for breakdown in game.breakdowns()]
    return [(parts, empty, totals[seat]) for seat, parts, empty in played]


def _row(parts: tuple[float, ...], empty: float) -> list[float]:
    """The regressors of a record: every part and a constant, times 1, e and e²."""
    base = [*parts, 1.0]
    return [*base, *(x * empty for x in base), *(x * empty * empty for x in base)]


def fit(records: list[Record], ridge: float) -> Calibration:
    """The ridge least-squares calibration of ``records`` (regressors scaled to at most 1)."""
    rows = [_row(parts, empty) for parts, empty, _ in records]
    size = len(rows[0])
    scale = [max(abs(row[j]) for row in rows) or 1.0 for j in range(size)]
    normal = [[0.0] * size for _ in range(size)]
    right = [0.0] * size
    for row, (_, _, total) in zip(rows, records, strict=True):
        scaled = [x / s for x, s in zip(row, scale, strict=True)]
        for i, xi in enumerate(scaled):
            if xi:
                right[i] += xi * total
                line = normal[i]
                for j in range(i, size):
                    line[j] += xi * scaled[j]
    for i in range(size):
        normal[i][i] += ridge
        for j in range(i):
            normal[i][j] = normal[j][i]
    solution = _solve(normal, right)
    weights = [solution[j] / scale[j] for j in range(size)]
    rows_of = len(PARTS) + 1
    return Calibration(tuple(
        (weights[k], weights[k + rows_of], weights[k + 2 * rows_of]) for k in range(rows_of)))


def _solve(matrix: list[list[float]], right: list[float]) -> list[float]:
    """Solve ``matrix @ x = right`` (Gaussian elimination with partial pivoting)."""
    n = len(right)
    a = [[*line, value] for line, value in zip(matrix, right, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            if factor:
                for c in range(col, n + 1):
                    a[r][c] -= factor * a[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def _rms(errors: list[float]) -> float:
    return math.sqrt(sum(e * e for e in errors) / len(errors))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--explore", type=float, default=0.15)
    parser.add_argument("--policy", choices=("greedy", "calibrated"), default="greedy")
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--variant", choices=("both", "basic", "advanced"), default="both",
                        help="the games' variant (both: basic and advanced alternating)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (games run in parallel)")
    args = parser.parse_args(argv)
    if args.games < 5 or args.jobs < 1 or not 0.0 <= args.explore <= 1.0 or args.ridge < 0:
        parser.error("--games must be at least 5, --jobs at least 1, --explore within 0..1 "
                     "and --ridge not negative")
    gc.freeze()
    tasks = [(seed, args.explore, args.policy == "calibrated", args.variant)
             for seed in range(args.seed, args.seed + args.games)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(_game, tasks, chunksize=4)
    else:
        games = [_game(task) for task in tasks]
    held = len(games) * 4 // 5
    train = [record for game in games[:held] for record in game]
    test = [record for game in games[held:] for record in game]
    trial = fit(train, args.ridge)
    print(f"{len(train) + len(test)} records from {len(games)} games; held out "
          f"{len(games) - held} games: root mean square error of the final total, plain sum "
          f"{_rms([plain_value(p, DEFAULT_WEIGHTS) - t for p, _, t in test]):.2f}, calibrated "
          f"{_rms([trial.value(p, e) - t for p, e, t in test]):.2f}")
    final = fit(train + test, args.ridge)
    print("DUEL_CALIBRATION = Calibration((")
    for name, (a, b, c) in zip((*PARTS, "constant"), final.coefficients, strict=True):
        print(f"    ({a:.4f}, {b:.4f}, {c:.4f}),  # {name}")
    print("))")


if __name__ == "__main__":
    main()

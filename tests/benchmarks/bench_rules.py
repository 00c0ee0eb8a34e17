"""Rules core speed: complete random games per second and time to list a turn's placements.

Run: ``.venv-wheel/bin/python -P tests/benchmarks/bench_rules.py [--games N]``: the release
wheel, its rules core compiled (``scripts/test`` installs it into ``.venv-wheel``; ``-P`` keeps
this tree's sources out). ``.venv/bin/python -m tests.benchmarks.bench_rules`` measures the
Python sources (the development install). One process, one core. The first line printed says
which rules core ran. Like ``welcome-desktop`` (cli.main), it freezes what the imports built
out of the garbage collector's passes first.

Figures (complete random games per CPU second, 1000 games each). 2026-11-23, a quiet 2-core
machine, compiled: solo advanced 1269, solo basic 1633, 4-player standard advanced 472, 3-player
expert advanced 520; from the sources: solo advanced 528, solo basic 658. 2026-11-26, load
average 4 to 7 (other test runs), three alternating runs each, solo advanced: before (compiled
by the former scripts/compile_rules.py) 708, 923 and 563, the release wheel 864, 653 and 852;
3-player expert advanced 343, 330 and 361 against 364, 289 and 366: the load's noise, no
difference. The compiled code is the same: the wheel's shared library has the same ``.text``
section, byte for byte, as the former one.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time

from welcome_desktop.cli.version import rules_are_compiled
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.turn import PlayerTurn


def play_random_game(mode: Mode, advanced: bool, players: int, seed: int) -> Game:
    """One complete game with random legal turns."""
    game = Game(Setup(mode, advanced, tuple(f"P{i}" for i in range(players)), seed=seed))
    rng = random.Random(seed)
    while not game.over:
        for player in range(players):
            play_random_turn(game.turn(player), rng)
            game.confirm(player)
    return game


def games_per_second(mode: Mode, advanced: bool, players: int, games: int) -> tuple[float, float]:
    """Games per CPU second of this process (one core) and mean turns per game.

    CPU time rather than wall time: other work on the machine then disturbs the figure less.
    """
    start = time.process_time()
    turns = 0
    for seed in range(games):
        turns += play_random_game(mode, advanced, players, seed).turn_number
    elapsed = time.process_time() - start
    return games / elapsed, turns / games


def placement_times(positions: int) -> list[float]:
    """Seconds to list every legal placement, over positions from random standard games."""
    turns: list[PlayerTurn] = []
    seed = 0
    while len(turns) < positions:
        game = Game(Setup(Mode.STANDARD, True, ("A",), seed=seed))
        rng = random.Random(seed)
        while not game.over and len(turns) < positions:
            turns.append(PlayerTurn(game.turn(0).start, game.turn(0).context))
            play_random_turn(game.turn(0), rng)
            game.confirm(0)
        seed += 1
    times = []
    for turn in turns:
        fresh = PlayerTurn(turn.start, turn.context)  # no cached windows from earlier calls
        fresh.sheet = turn.start.copy()
        fresh.sheet._windows = [None, None, None]
        t0 = time.process_time()
        fresh.legal_writes()
        times.append(time.process_time() - t0)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--positions", type=int, default=5000)
    args = parser.parse_args(argv)
    gc.freeze()  # as welcome-desktop does at start (cli.main)
    print("rules core:", "compiled (mypyc)" if rules_are_compiled() else "Python sources")
    for label, mode, advanced, players in (
        ("solo advanced", Mode.SOLO, True, 1),
        ("solo basic", Mode.SOLO, False, 1),
        ("4-player standard advanced", Mode.STANDARD, True, 4),
        ("3-player expert advanced", Mode.EXPERT, True, 3),
    ):
        rate, turns = games_per_second(mode, advanced, players, args.games)
        print(f"{label:28s} {rate:8.0f} complete random games per CPU second  "
              f"({turns:.1f} turns/game, {args.games} games)", flush=True)
    times = sorted(placement_times(args.positions))
    print(f"list every legal placement of a turn: median {statistics.median(times) * 1e3:.3f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1e3:.3f} ms, max {times[-1] * 1e3:.3f} ms "
          f"({len(times)} positions, cold caches)")


if __name__ == "__main__":
    main()

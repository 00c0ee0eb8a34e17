"""Benchmark of save files: save and load (with full replay) of a finished 6-player advanced
standard game. Prints figures; asserts nothing.

Run: ``.venv/bin/python -m tests.benchmarks.bench_records [--repeats N]``. One process.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.records.savefile import (
    dump_save_file,
    load_game,
    parse_game,
    read_save_file,
    save_file_of,
    save_game,
)
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.record import record_from_json, record_of, record_to_json

PLAYERS = ("Anna", "Ben", "Chloé", "Dario", "Eun-ji", "Farid")


def finished_game(seed: int) -> Game:
    """A finished random 6-player advanced standard game."""
    game = Game(Setup(Mode.STANDARD, True, PLAYERS, seed=seed))
    rng = random.Random(seed)
    while not game.over:
        for player in range(len(PLAYERS)):
            play_random_turn(game.turn(player), rng)
            game.confirm(player)
    return game


def median_ms(action: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=200, help="runs per figure (median)")
    repeats = parser.parse_args(argv).repeats
    # The longest of a few games, to measure a full one.
    game = max((finished_game(seed) for seed in range(20)), key=lambda g: g.turn_number)
    record = record_to_json(record_of(game))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        save_game(game, path)
        data = path.read_bytes()
        figures = {
            "save (build + write atomically with fsync)": median_ms(
                lambda: save_game(game, path), repeats),
            "  build and serialise only": median_ms(
                lambda: dump_save_file(save_file_of(game)), repeats),
            "load (read + checks + full replay)": median_ms(lambda: load_game(path), repeats),
            "  parse + validate, no replay (preview)": median_ms(
                lambda: read_save_file(path), repeats),
            "  from bytes, with replay": median_ms(lambda: parse_game(data), repeats),
            "  replay of the record alone": median_ms(
                lambda: record_from_json(record).replay(), repeats),
        }
    print(f"finished 6-player advanced standard game: {game.turn_number} turns, "
          f"ended by {', '.join(game.end_reasons)}")
    print(f"file size: {len(data)} bytes ({len(data.splitlines())} lines)")
    print(f"median of {repeats} runs:")
    for name, value in figures.items():
        print(f"  {name:<46} {value:7.2f} ms")


if __name__ == "__main__":
    main()

"""Benchmark of the resume list: ``GameStore.unfinished()`` over 200 large autosaves (issue 27,
item 10: start-up froze 15.6 s). Prints figures; asserts nothing.

Run: ``.venv/bin/python -m tests.benchmarks.bench_listing [--games 200] [--repeats 3]``.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from tests.benchmarks.bench_records import finished_game
from welcome_desktop.records.savefile import SCHEMA_VERSION, dump_save_file, save_file_of
from welcome_desktop.records.store import GameStore


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--kib", type=int, default=1024,
                        help="also list files padded to this size (JSON whitespace in the "
                             "record), like the large files of the report")
    args = parser.parse_args(argv)
    game = max((finished_game(seed) for seed in range(5)), key=lambda g: g.turn_number)
    with tempfile.TemporaryDirectory() as folder:
        store = GameStore(Path(folder))
        store.games_dir.mkdir(parents=True)
        real = dump_save_file(save_file_of(game))
        cut = real.rindex(b"}", 0, len(real) - 3)  # inside the record, before its last brace
        padded = real[:cut] + b" " * max(0, args.kib * 1024 - len(real)) + real[cut:]
        for data in (real, padded):
            # A finished game's file stands in for a large autosave (the resume list does not
            # look at "over"): the largest file a game makes.
            for index in range(args.games):
                (store.games_dir / f"{index:032x}.json").write_bytes(data)
            times = []
            for _ in range(args.repeats):
                start = time.perf_counter()
                listed = store.unfinished()
                times.append(time.perf_counter() - start)
            assert all(entry.readable for entry in listed)
            print(f"schema {SCHEMA_VERSION}: {len(listed)} autosaves of "
                  f"{len(data) / 1024:.0f} KiB ({game.turn_number} turns, "
                  f"{len(game.setup.players)} players): listing median "
                  f"{statistics.median(times) * 1000:.0f} ms over {args.repeats} runs")


if __name__ == "__main__":
    main()

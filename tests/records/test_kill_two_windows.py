"""Two windows on one data folder, killed at random moments, lose nothing but each window's
unconfirmed turn: no unreadable file, no silent overwrite.

Each run starts two processes (tests/records/kill_window.py, the window's file flow without its
widgets) on the same folder; the second may start while the first resumes or saves. Each locks
the game it plays; a game locked by the other is left alone or copied under a new id. Both are
killed (SIGKILL) at random moments. After each run every autosave loads (its newest copy, no
fallback needed) and holds the last turn its writer reported or the one being written; a game
saved by both processes in one run would be a silent overwrite.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.children import child_env
from welcome_desktop.records.savefile import SaveFileError, load_game
from welcome_desktop.records.store import GameStore

WINDOW = Path(__file__).with_name("kill_window.py")
RUNS = int(os.environ.get("WELCOME_KILLS_TWO", "25"))
MAX_DELAY = 0.06  # seconds of playing before the kill, after the process is ready


@pytest.mark.slow  # about a minute of processes killed: not in scripts/test --quick
def test_kill_two_windows_on_one_data_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = child_env()
    rng = random.Random(2027)
    store = GameStore(data)
    confirmed: dict[str, int] = {}  # game id -> last turn a writer reported saved
    saves = copies = overwrites = unreadable = 0
    started = time.monotonic()
    for run in range(RUNS):
        windows = []
        for which in range(2):
            mode = "copy" if rng.random() < 0.5 else "leave"
            windows.append(subprocess.Popen(
                [sys.executable, str(WINDOW), str(data), mode, str(1000 * run + 100 * which)],
                cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True))
            time.sleep(rng.uniform(0, MAX_DELAY / 2))
        ready = []
        for window in windows:  # the first plays while the second starts
            assert window.stdout is not None
            lines = [window.stdout.readline()]
            while lines[-1] and not lines[-1].startswith("READY"):  # COPY comes first
                lines.append(window.stdout.readline())
            ready.append(lines)
        time.sleep(rng.uniform(0, MAX_DELAY))
        writers: dict[str, set[int]] = {}
        for number, window in enumerate(windows):
            window.kill()
            # Not communicate(): it reads the pipe's descriptor and would miss what readline()
            # already buffered.
            assert window.stdout is not None and window.stderr is not None
            out, err = window.stdout.read(), window.stderr.read()
            window.wait()
            assert ready[number][-1].startswith("READY"), f"run {run}: window {number}: {err}"
            assert "Traceback" not in err, f"run {run}: window {number} crashed:\n{err}"
            for line in [*ready[number], *out.splitlines()]:
                word, *rest = line.split()
                if word == "SAVED":
                    game_id, turn = rest[0], int(rest[1])
                    writers.setdefault(game_id, set()).add(number)
                    confirmed[game_id] = turn
                    saves += 1
                elif word == "READY":
                    writers.setdefault(rest[0], set()).add(number)  # it holds the game
                elif word == "COPY":
                    copies += 1
        overwrites += sum(len(by) > 1 for by in writers.values())
        for stored in store.unfinished():
            try:
                game = load_game(stored.path).game
            except SaveFileError:
                unreadable += 1
                continue
            last = confirmed.get(stored.game_id)
            if last is not None:  # at most the turn being written when killed is missing
                assert game.turn_number in {last, last + 1}, (
                    f"run {run}: {stored.game_id} holds turn {game.turn_number}, "
                    f"its writer reported {last}; this run: {writers.get(stored.game_id)}, "
                    f"ready {ready}")
                confirmed[stored.game_id] = game.turn_number
    elapsed = time.monotonic() - started
    games = len(store.unfinished()) + len(store.history())
    print(f"\n{RUNS} runs of two windows in {elapsed:.1f} s: {saves} saves reported, "
          f"{copies} copies taken, {games} games kept, {unreadable} unreadable files, "
          f"{overwrites} silent overwrites")
    assert saves > RUNS
    assert unreadable == 0
    assert overwrites == 0

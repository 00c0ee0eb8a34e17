"""Killing the program at any moment, even in the middle of a save, loses at most the turn
being saved and never damages the file.

A real subprocess (tests/records/kill_saver.py) resumes the save file and autosaves a
6-player advanced game after every turn, in a loop; it is killed (SIGKILL on POSIX) at a
random moment, many times. After each kill the file holds the last save the process
reported, or the one it was writing, complete, and it loads (replay included).
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
from welcome_desktop.records.atomic import is_temp_of
from welcome_desktop.records.savefile import load_game

SAVER = Path(__file__).with_name("kill_saver.py")
KILLS = int(os.environ.get("WELCOME_KILLS", "60"))
MAX_DELAY = 0.04  # seconds of saving before the kill, after the process is ready

State = tuple[int, int, bool]  # seed, resolved turns, over


def parse(line: str, word: str) -> State:
    head, seed, turn, over = line.split()
    assert head == word, line
    return int(seed), int(turn), over == "1"


def successor(state: State) -> tuple[int, int]:
    """The (seed, turn) of the save that follows ``state``."""
    seed, turn, over = state
    return (seed + 1, 0) if over else (seed, turn + 1)


@pytest.mark.slow  # about a minute of processes killed: not in scripts/test --quick
def test_kill_during_saves(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    env = child_env()
    rng = random.Random(2025)
    expected: State | None = None  # what the file held after the previous kill
    saves = mid_write = 0
    started = time.monotonic()
    for kill in range(KILLS):
        saver = subprocess.Popen([sys.executable, str(SAVER), str(path)], cwd=tmp_path,
                                 env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True)
        assert saver.stdout is not None
        ready_line = saver.stdout.readline()
        if not ready_line.startswith("READY"):
            saver.kill()
            _, err = saver.communicate()
            raise AssertionError(f"kill {kill}: the saver did not resume: {ready_line}{err}")
        ready = parse(ready_line, "READY")
        if expected is not None:
            assert ready == expected, f"kill {kill}: resumed {ready}, the file held {expected}"
        time.sleep(rng.uniform(0, MAX_DELAY))
        saver.kill()  # SIGKILL: no clean-up, no flush, no atexit
        saver.wait()
        # Not communicate(): it reads the pipe's descriptor and would miss the lines readline()
        # already buffered. The saver is dead, so reading to the end cannot block.
        out = saver.stdout.read()
        assert saver.stderr is not None
        saver.stderr.read()
        saver.stdout.close()
        saver.stderr.close()
        reported = [parse(line, "SAVED") for line in out.splitlines()]
        saves += len(reported)
        confirmed = reported[-1] if reported else ready
        extra = sorted(p.name for p in tmp_path.iterdir() if p != path)
        assert len(extra) <= 1 and all(is_temp_of(tmp_path / name, path) for name in extra), (
            f"kill {kill}: stray files {extra}")
        mid_write += bool(extra)
        for name in extra:  # what the store's cleaning does for stale temporary files
            (tmp_path / name).unlink()

        if not path.exists():
            # Killed before its very first save landed (a loaded machine): nothing was saved,
            # so nothing is lost; the next run starts the first game again.
            assert expected is None and not reported, f"kill {kill}: the file is gone"
            continue
        loaded = load_game(path)  # complete, valid, replayable
        game = loaded.game
        assert game.setup.seed is not None
        held = (game.setup.seed, game.turn_number)
        assert held in {confirmed[:2], successor(confirmed)}, (
            f"kill {kill}: the file holds {held}; the last save reported was {confirmed}")
        expected = (*held, game.over)
    elapsed = time.monotonic() - started
    print(f"\n{KILLS} kills in {elapsed:.1f} s, {saves} saves reported, "
          f"{mid_write} kills left a half-written temporary file")
    assert saves > KILLS  # the process did save between kills
    assert mid_write > 0  # some kills did land in the middle of a save

"""issue 27 (3): one window at a time per game; a dead window's lock is taken over."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from welcome_desktop.records.lock import GameLock, HeldElsewhere, acquire, lock_path

HOLDER = """
import sys
from pathlib import Path
from welcome_desktop.records.lock import acquire
lock = acquire(Path(sys.argv[1]))
print(type(lock).__name__, flush=True)
sys.stdin.read()
"""


def _holder(path: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], text=True,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               cwd=Path(__file__).parents[2])
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "GameLock"
    return process


def test_acquire_release_acquire(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    lock = acquire(path)
    assert isinstance(lock, GameLock) and lock.held
    assert lock_path(path).read_text().splitlines()[1] == str(os.getpid())
    lock.release()
    lock.release()
    assert not lock.held and not lock_path(path).exists()
    with acquire(path) as again:
        assert isinstance(again, GameLock)
    assert not lock_path(path).exists()


def test_a_second_window_is_told_the_game_is_open(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    holder = _holder(path)
    try:
        answer = acquire(path)
        assert isinstance(answer, HeldElsewhere)
        assert answer.pid == holder.pid
        assert "open in another window" in answer.message
    finally:
        holder.communicate("")
    # the holder ended: the game is free again
    lock = acquire(path)
    assert isinstance(lock, GameLock)
    lock.release()


def test_a_killed_window_leaves_a_stale_lock_that_is_taken_over(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    holder = _holder(path)
    holder.kill()  # no clean-up: the lock file stays behind
    holder.communicate()
    assert lock_path(path).exists()
    lock = acquire(path)
    assert isinstance(lock, GameLock)
    assert lock_path(path).read_text().splitlines()[1] == str(os.getpid())
    lock.release()


def test_two_windows_of_one_process_exclude_each_other(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    with acquire(path) as first:
        assert isinstance(first, GameLock)
        second = acquire(path)
        assert isinstance(second, HeldElsewhere)
        assert second.pid == os.getpid()

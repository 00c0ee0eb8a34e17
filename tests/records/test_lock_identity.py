"""issue 34 (3, 4, 11, 14): a game is locked by its identity, lock files are kept in the data
folder, never a file of the user's is touched, and stale locks are cleaned."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.records.games import play_game
from welcome_desktop.records.lock import (
    GameLock,
    HeldElsewhere,
    NotALock,
    acquire,
    clean_stale,
    default_folder,
    game_keys,
    key_file,
)
from welcome_desktop.records.savefile import save_game
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules import Mode

HOLDER = """
import sys
from pathlib import Path
from welcome_desktop.records.lock import acquire
lock = acquire(Path(sys.argv[1]))
print(type(lock).__name__, flush=True)
sys.stdin.read()
"""


def _game(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    save_game(play_game(Mode.SOLO, False, 1, 4, turns=2), path)
    return path


def _open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.parametrize("link", ["symlink", "hardlink", "relative"])
def test_the_same_game_through_a_link_is_locked_once(tmp_path: Path, link: str) -> None:
    path = _game(tmp_path)
    other = tmp_path / "sub" / "other.json"
    other.parent.mkdir()
    if link == "symlink":
        other.symlink_to(path)
    elif link == "hardlink":
        os.link(path, other)
    else:
        other = tmp_path / "sub" / ".." / "game.json"
    with acquire(path) as first:
        assert isinstance(first, GameLock)
        assert first.covers(other)
        second = acquire(other)
        assert isinstance(second, HeldElsewhere)
        assert second.pid == os.getpid()
    with acquire(other) as again:
        assert isinstance(again, GameLock)


def test_a_lock_follows_its_game_after_a_save_replaced_it(tmp_path: Path) -> None:
    path = _game(tmp_path)
    with acquire(path) as lock:
        assert isinstance(lock, GameLock)
        save_game(play_game(Mode.SOLO, False, 1, 4, turns=3), path)  # a new inode
        lock.refresh()
        assert set(lock._held) == set(game_keys(path))
        hard = tmp_path / "hard.json"
        os.link(path, hard)
        assert isinstance(acquire(hard), HeldElsewhere)


def test_no_lock_file_beside_the_game_and_an_unrelated_lock_file_is_untouched(
        tmp_path: Path) -> None:
    """Opening F never creates, truncates or deletes F.lock (a file of the user's)."""
    folder = tmp_path / "user"
    folder.mkdir()
    path = folder / "F"
    beside = folder / "F.lock"
    beside.write_bytes(b"my notes about locks\n")
    lock = acquire(path)  # F does not even exist: the open fails, the caller releases
    assert isinstance(lock, GameLock)
    assert all(file.parent == default_folder() for file in lock.files)
    lock.release()
    assert beside.read_bytes() == b"my notes about locks\n"
    assert sorted(p.name for p in folder.iterdir()) == ["F.lock"]
    assert list(default_folder().iterdir()) == []


def test_a_foreign_file_in_place_of_a_lock_is_never_truncated_nor_deleted(
        tmp_path: Path) -> None:
    path = _game(tmp_path)
    folder = tmp_path / "locks"
    folder.mkdir()
    foreign = key_file(folder, game_keys(path)[0])
    foreign.write_bytes(b"not a lock\n")
    with pytest.raises(NotALock):
        acquire(path, folder)
    assert foreign.read_bytes() == b"not a lock\n"
    assert clean_stale(folder) == []
    assert foreign.read_bytes() == b"not a lock\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
@pytest.mark.parametrize("kind", ["fifo", "symlink"])
def test_a_fifo_or_a_link_lock_file_is_refused_without_leaking(tmp_path: Path, kind: str) -> None:
    path = _game(tmp_path)
    folder = tmp_path / "locks"
    folder.mkdir()
    victim = tmp_path / "victim"
    victim.write_bytes(b"keep")
    for key in game_keys(path):
        if kind == "fifo":
            os.mkfifo(key_file(folder, key))
        else:
            key_file(folder, key).symlink_to(victim)
    before = _open_fds()
    for _ in range(20):
        with pytest.raises(OSError):
            acquire(path, folder)
    assert _open_fds() == before
    assert victim.read_bytes() == b"keep"


def _holder(path: Path, data: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], text=True,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               cwd=Path(__file__).parents[2],
                               env={**os.environ, "WELCOME_DESKTOP_DATA": str(data)})
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "GameLock"
    return process


def test_stale_locks_of_killed_windows_are_cleaned(tmp_path: Path, data_folder: Path) -> None:
    store = GameStore(data_folder)
    game = play_game(Mode.SOLO, False, 1, 4, turns=2)
    paths = []
    for n in range(3):
        store.autosave(game, f"g{n}")
        paths.append(store.game_path(f"g{n}"))
    killed = [_holder(path, data_folder) for path in paths[:2]]
    alive = _holder(paths[2], data_folder)
    for process in killed:
        process.kill()
        process.communicate()
    assert len(list(store.locks_dir.iterdir())) == 6  # path and file keys of three games
    # a lock file an older version left beside an autosave: a process id alone, stale
    legacy = paths[0].with_name(paths[0].name + ".lock")
    legacy.write_text("12345\n")
    removed = store.clean()
    assert legacy in removed and not legacy.exists()
    assert len(list(store.locks_dir.iterdir())) == 2  # the live window's
    assert isinstance(acquire(paths[2]), HeldElsewhere)
    alive.communicate("")
    assert store.clean() and list(store.locks_dir.iterdir()) == []

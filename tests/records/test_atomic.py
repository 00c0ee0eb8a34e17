"""Atomic writes: the old file or the new one, never a mix, and no temporary file left."""

from __future__ import annotations

import os
import stat
import sys
import threading
from pathlib import Path

import pytest

from welcome_desktop.records import atomic
from welcome_desktop.records.atomic import is_temp_of, stale_temp_files, temp_path, write_atomic


def test_write_new_and_replace(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_atomic(path, b"first")
    assert path.read_bytes() == b"first"
    write_atomic(path, b"second, longer")
    write_atomic(path, b"3")
    assert path.read_bytes() == b"3"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_temp_file_is_hidden_beside_the_target_with_a_random_name(tmp_path: Path) -> None:
    first, second = temp_path(tmp_path / "game.json"), temp_path(tmp_path / "game.json")
    assert first != second
    for temp in (first, second):
        assert temp.parent == tmp_path
        assert temp.name.startswith(".game.json.") and temp.name.endswith(".tmp")
        assert is_temp_of(temp, tmp_path / "game.json")


def test_data_and_folder_are_fsynced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append("dir" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    write_atomic(tmp_path / "game.json", b"data")
    assert synced[0] == "file"
    if os.path.isdir("/proc/self/fd"):
        assert synced == ["file", "dir"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_failure_keeps_the_old_file_and_removes_the_temp(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str) -> None:
    path = tmp_path / "game.json"
    write_atomic(path, b"old")

    def refuse(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, refuse)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_stale_temp_file_is_left_alone_and_found_for_cleaning(tmp_path: Path) -> None:
    """A write killed half-way leaves one temporary file; the next write does not touch it
    (another process may be writing it) and the cleaner finds it once it is old."""
    path = tmp_path / "game.json"
    write_atomic(path, b"old")
    stale = temp_path(path)
    stale.write_bytes(b"half a write that was kil")
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert stale.read_bytes() == b"half a write that was kil"
    assert stale_temp_files(tmp_path) == []
    assert stale_temp_files(tmp_path, now=stale.stat().st_mtime + 3600) == [stale]


def test_missing_folder_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "nowhere" / "game.json", b"data")


def test_planted_link_at_a_temp_name_is_never_followed(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 27 (6): a link planted where the temporary file goes must not be written through."""
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"precious")
    data = tmp_path / "data"
    data.mkdir()
    path = data / "game.json"
    planted = data / ".game.json.planted.tmp"
    planted.symlink_to(outside)
    names = iter([planted, data / ".game.json.fresh.tmp"])
    monkeypatch.setattr(atomic, "temp_path", lambda _path: next(names))
    write_atomic(path, b"new")
    assert outside.read_bytes() == b"precious"
    assert path.read_bytes() == b"new"


def test_a_link_is_written_through_to_its_target(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    target.write_bytes(b"old")
    link = tmp_path / "link.json"
    link.symlink_to(target.name)
    write_atomic(link, b"new")
    assert link.is_symlink()
    assert target.read_bytes() == b"new"


def test_a_link_loop_is_refused(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to("b")
    (tmp_path / "b").symlink_to("a")
    with pytest.raises(OSError, match="symbolic links"):
        write_atomic(tmp_path / "a", b"x")


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permission bits")
def test_the_target_keeps_its_mode(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"old")
    path.chmod(0o600)
    write_atomic(path, b"new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert path.read_bytes() == b"new"


def test_a_read_only_target_is_refused_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"old")
    path.chmod(0o444)
    with pytest.raises(PermissionError, match="read-only"):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_simultaneous_writes_never_share_a_temp_file(tmp_path: Path) -> None:
    """issue 27 (3): writers in parallel each write a complete file; a reader never sees an
    empty or mixed file."""
    path = tmp_path / "game.json"
    payloads = [bytes([65 + i]) * 50_000 for i in range(4)]
    write_atomic(path, payloads[0])
    seen: set[bytes] = set()
    stop = threading.Event()

    def read() -> None:
        while not stop.is_set():
            seen.add(path.read_bytes())

    def write(data: bytes) -> None:
        for _ in range(20):
            write_atomic(path, data)

    reader = threading.Thread(target=read)
    reader.start()
    writers = [threading.Thread(target=write, args=(p,)) for p in payloads]
    for thread in writers:
        thread.start()
    for thread in writers:
        thread.join()
    stop.set()
    reader.join()
    assert seen <= set(payloads)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_windows_replace_is_retried_while_a_reader_holds_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On Windows os.replace fails with PermissionError while another program has the target
    open; the write retries, keeps the mode without fchmod, and skips the folder fsync."""
    monkeypatch.setattr(atomic.sys, "platform", "win32")
    monkeypatch.setattr(atomic.time, "sleep", lambda _s: None)
    monkeypatch.delattr(atomic.os, "fchmod", raising=False)
    real_replace = os.replace
    attempts: list[str] = []

    def replace(source: Path, target: Path) -> None:
        attempts.append(Path(source).name)
        if len(attempts) < 3:
            raise PermissionError(13, "The process cannot access the file")
        real_replace(source, target)

    monkeypatch.setattr(atomic.os, "replace", replace)
    path = tmp_path / "game.json"
    path.write_bytes(b"old")
    path.chmod(0o600)
    write_atomic(path, b"new")
    assert len(attempts) == 3 and len(set(attempts)) == 1
    assert path.read_bytes() == b"new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_windows_replace_gives_up_after_the_retries(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic.sys, "platform", "win32")
    monkeypatch.setattr(atomic.time, "sleep", lambda _s: None)

    def replace(_source: Path, _target: Path) -> None:
        raise PermissionError(13, "The process cannot access the file")

    monkeypatch.setattr(atomic.os, "replace", replace)
    path = tmp_path / "game.json"
    path.write_bytes(b"old")
    with pytest.raises(PermissionError):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]

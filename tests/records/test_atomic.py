"""Atomic writes: the old file or the new one, never a mix, and no temporary file left."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from welcome_desktop.records.atomic import temp_path, write_atomic


def test_write_new_and_replace(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_atomic(path, b"first")
    assert path.read_bytes() == b"first"
    write_atomic(path, b"second, longer")
    write_atomic(path, b"3")
    assert path.read_bytes() == b"3"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_temp_file_is_hidden_beside_the_target(tmp_path: Path) -> None:
    assert temp_path(tmp_path / "game.json") == tmp_path / ".game.json.tmp"


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


def test_stale_temp_file_is_reused(tmp_path: Path) -> None:
    """A write killed half-way leaves one temporary file; the next write takes it over."""
    path = tmp_path / "game.json"
    write_atomic(path, b"old")
    temp_path(path).write_bytes(b"half a write that was kil")
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_missing_folder_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "nowhere" / "game.json", b"data")

"""Atomic file writes: a reader sees the old complete file or the new one, never a mix.

The data goes to a temporary file beside the target (same folder, so the same file system),
is flushed and fsynced, then ``os.replace`` swaps it in and the folder is fsynced so that the
new name survives a power cut. Killing the program at any moment leaves the target untouched
or fully replaced, and at most one temporary file (``.<name>.tmp``, reused by the next write).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from pathlib import Path
from typing import Final

TEMP_SUFFIX: Final = ".tmp"
_REPLACE_RETRIES: Final = 5
_lock = threading.Lock()


def temp_path(path: Path) -> Path:
    """The temporary file a write to ``path`` goes through (hidden, beside it)."""
    return path.with_name(f".{path.name}{TEMP_SUFFIX}")


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no folder handles to fsync)."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        # Some file systems cannot fsync a folder; the data itself is already synced.
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _replace(source: Path, target: Path) -> None:
    """``os.replace``, retried briefly on Windows where a reader or a scanner may hold the file."""
    for attempt in range(_REPLACE_RETRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == _REPLACE_RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically and durably; raises OSError and leaves no temp file.

    The temporary file has a fixed name per target, so a write killed half-way leaves one
    stale temporary file that the next write to the same target truncates and reuses. Writes
    from this process are serialised; two processes must not write the same target at once.
    """
    path = Path(path)
    temp = temp_path(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
    with _lock:
        try:
            fd = os.open(temp, flags, 0o666)
            with os.fdopen(fd, "wb") as file:
                file.write(data)
                file.flush()
                os.fsync(file.fileno())
            _replace(temp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                temp.unlink(missing_ok=True)
            raise
        _fsync_folder(path.parent)


__all__ = ["TEMP_SUFFIX", "temp_path", "write_atomic"]

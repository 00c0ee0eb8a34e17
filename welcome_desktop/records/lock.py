"""Advisory locks on open games, so that two windows never play the same game at once.

Opening a game takes ``<file>.lock`` beside its save file. The lock is held by a live process
through the operating system (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows), so a
process that dies, even by ``kill -9``, releases it at once: a lock file left behind by a dead
process is stale and taken over. The file also holds the owner's process id, for messages.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Final

LOCK_SUFFIX: Final = ".lock"
_PID_BYTES: Final = 32


def lock_path(path: Path) -> Path:
    """The lock file of the game saved at ``path``."""
    path = Path(path)
    return path.with_name(f"{path.name}{LOCK_SUFFIX}")


def _try_lock(fd: int) -> bool:
    """Take the OS lock on ``fd`` without waiting; False when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


def _owner(fd: int) -> int | None:
    with contextlib.suppress(OSError, ValueError):
        os.lseek(fd, 0, os.SEEK_SET)
        return int(os.read(fd, _PID_BYTES).decode("ascii").strip() or "x")
    return None


@dataclass(slots=True)
class GameLock:
    """A held lock on one game; release it when the game is closed (also a context manager)."""

    path: Path
    _fd: int | None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let other windows open the game; removes the lock file. Idempotent."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        # Unlink while still holding the lock, so nobody locks a file about to vanish.
        with contextlib.suppress(OSError):
            self.path.unlink()
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)

    def __enter__(self) -> GameLock:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.release()


@dataclass(frozen=True, slots=True)
class HeldElsewhere:
    """The answer when another live window has the game open."""

    path: Path
    pid: int | None

    @property
    def message(self) -> str:
        who = f" (process {self.pid})" if self.pid is not None else ""
        return f"this game is open in another window{who}"


def acquire(path: Path) -> GameLock | HeldElsewhere:
    """Lock the game saved at ``path`` for this process: a :class:`GameLock`, or
    :class:`HeldElsewhere` when another live process holds it. Raises OSError when the lock
    file cannot be created (read-only folder): the caller may then open the game read-only."""
    target = lock_path(path)
    for _ in range(5):
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(target, flags, 0o644)
        if not _try_lock(fd):
            owner = _owner(fd)
            os.close(fd)
            return HeldElsewhere(target, owner)
        try:
            # The previous holder may have unlinked the file between our open and our lock:
            # then we hold a lock on a dead inode and must try again on the new file.
            if os.fstat(fd).st_ino != os.stat(target).st_ino:
                raise FileNotFoundError
        except FileNotFoundError:
            _unlock(fd)
            os.close(fd)
            continue
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        return GameLock(target, fd)
    return HeldElsewhere(target, None)


__all__ = ["LOCK_SUFFIX", "GameLock", "HeldElsewhere", "acquire", "lock_path"]

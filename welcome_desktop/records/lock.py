"""Advisory locks on open games, so that two windows never play the same game at once.

A game is locked by its identity, not by the path it was opened through: the same file reached
through a symbolic link or a hard link is the same game. A lock holds two keys, the file's
resolved path and, when the file exists, its device and inode; another window is refused when
either key is held. After a save replaced the file (a new inode), :meth:`GameLock.refresh`
follows it.

Each key is a lock file in the data folder, ``<data>/locks/<digest of the key>.lock``, never
beside the user's files. It is held by a live process through the operating system
(``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows), so a process that dies, even by
``kill -9``, releases it at once: a lock file left behind by a dead process is stale, taken
over, and deleted by :func:`clean_stale` (``GameStore.clean``). The program only touches a lock
file it recognises: created exclusively by it, a regular file (never followed through a link),
empty or starting with its own first line; it holds the owner's process id, for messages, and
the game's path.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from welcome_desktop.records.data_folder import default_data_dir

LOCK_SUFFIX: Final = ".lock"
LOCKS_FOLDER: Final = "locks"
#: The first line of every lock file this program writes.
MARK: Final = b"welcome-desktop lock\n"
_HEAD_BYTES: Final = 4096
_OPEN_FLAGS: Final = (os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
                      | getattr(os, "O_BINARY", 0))


class NotALock(OSError):
    """A file where a lock file should be that this program did not write: left alone."""


def default_folder() -> Path:
    """The lock files' folder in the user's data folder (``$WELCOME_DESKTOP_DATA/locks``)."""
    return default_data_dir() / LOCKS_FOLDER


def game_keys(path: Path) -> tuple[str, ...]:
    """What identifies the game file at ``path``: its resolved path, and its device and inode
    when it exists."""
    real = os.path.realpath(path)
    keys = [f"path:{real}"]
    with contextlib.suppress(OSError):
        info = os.stat(real)
        if stat.S_ISREG(info.st_mode):
            keys.append(f"file:{info.st_dev}:{info.st_ino}")
    return tuple(keys)


def key_file(folder: Path, key: str) -> Path:
    """The lock file of ``key`` in ``folder``."""
    digest = hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:32]
    return Path(folder) / f"{digest}{LOCK_SUFFIX}"


def lock_path(path: Path, folder: Path | None = None) -> Path:
    """The lock file of the resolved path of the game saved at ``path``."""
    return key_file(folder or default_folder(), game_keys(path)[0])


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

    with contextlib.suppress(OSError):
        fcntl.flock(fd, fcntl.LOCK_UN)


def _head(fd: int) -> bytes:
    with contextlib.suppress(OSError):
        os.lseek(fd, 0, os.SEEK_SET)
        return os.read(fd, _HEAD_BYTES)
    return b""


def _owner(fd: int) -> int | None:
    lines = _head(fd).removeprefix(MARK).split(b"\n")
    with contextlib.suppress(ValueError):
        return int(lines[0].decode("ascii").strip() or "x")
    return None


def _open_recognised(file: Path) -> tuple[int, bool] | None:
    """An open descriptor on the lock file ``file``, created exclusively when missing, and
    whether it was created; None when it vanished meanwhile. Raises NotALock for a file this
    program did not write (a link, a FIFO, a device, other content), closing what it opened."""
    try:
        return os.open(file, _OPEN_FLAGS | os.O_CREAT | os.O_EXCL, 0o644), True
    except FileExistsError:
        pass
    try:
        fd = os.open(file, _OPEN_FLAGS)
    except FileNotFoundError:
        return None
    except OSError as error:  # ELOOP: a symbolic link
        raise NotALock(f"{file.name} is not a lock file of this program ({error.strerror})"
                       ) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotALock(f"{file.name} is not a regular file")
        head = _head(fd)
        if head and not head.startswith(MARK):
            raise NotALock(f"{file.name} is not a lock file of this program")
    except BaseException:
        os.close(fd)
        raise
    return fd, False


def _same_file(fd: int, file: Path) -> bool:
    try:
        mine, there = os.fstat(fd), os.lstat(file)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)


@dataclass(frozen=True, slots=True)
class HeldElsewhere:
    """The answer when another live window has the game open."""

    path: Path
    pid: int | None

    @property
    def message(self) -> str:
        who = f" (process {self.pid})" if self.pid is not None else ""
        return f"this game is open in another window{who}"


def _take(file: Path, game: Path) -> int | HeldElsewhere:
    """Hold the lock file ``file`` for the game at ``game``: its descriptor, or who holds it."""
    for _ in range(5):
        opened = _open_recognised(file)
        if opened is None:
            continue
        fd, _created = opened
        try:
            if not _try_lock(fd):
                owner = _owner(fd)
                os.close(fd)
                return HeldElsewhere(file, owner)
            # The previous holder may have unlinked the file between our open and our lock:
            # then we hold a lock on a dead inode and must try again on the new file.
            if not _same_file(fd, file):
                _unlock(fd)
                os.close(fd)
                continue
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            name = str(game).encode("utf-8", "backslashreplace")[:1024]
            os.write(fd, MARK + f"{os.getpid()}\n".encode("ascii") + name + b"\n")
        except BaseException:
            with contextlib.suppress(OSError):
                os.close(fd)
            raise
        return fd
    return HeldElsewhere(file, None)


@dataclass(slots=True)
class GameLock:
    """A held lock on one game; release it when the game is closed (also a context manager)."""

    game: Path
    folder: Path
    _held: dict[str, tuple[Path, int]] = field(default_factory=dict)

    @property
    def held(self) -> bool:
        return bool(self._held)

    @property
    def path(self) -> Path:
        """The lock file of the game's resolved path."""
        return key_file(self.folder, game_keys(self.game)[0])

    @property
    def files(self) -> tuple[Path, ...]:
        """The lock files held."""
        return tuple(file for file, _ in self._held.values())

    def covers(self, path: Path) -> bool:
        """Whether the game at ``path`` is this lock's game (same resolved path or file)."""
        return self.held and any(key in self._held for key in game_keys(path))

    def refresh(self) -> None:
        """Follow the game file after a save replaced it (a new inode); keys another window
        holds meanwhile are left to it."""
        if not self.held:
            return
        wanted = game_keys(self.game)
        for key in wanted:
            if key not in self._held:
                with contextlib.suppress(OSError):
                    file = key_file(self.folder, key)
                    taken = _take(file, self.game)
                    if isinstance(taken, int):
                        self._held[key] = (file, taken)
        for key in [key for key in self._held if key not in wanted and key.startswith("file:")]:
            _drop(*self._held.pop(key))

    def release(self) -> None:
        """Let other windows open the game; removes its lock files. Idempotent."""
        held, self._held = self._held, {}
        for file, fd in held.values():
            _drop(file, fd)

    def __enter__(self) -> GameLock:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.release()


def _drop(file: Path, fd: int) -> None:
    """Delete the lock file ``file`` held through ``fd`` (only if it is still that file), then
    let it go."""
    # Unlink while still holding the lock, so nobody locks a file about to vanish.
    if _same_file(fd, file):
        with contextlib.suppress(OSError):
            file.unlink()
    _unlock(fd)
    with contextlib.suppress(OSError):
        os.close(fd)


def acquire(path: Path, folder: Path | None = None) -> GameLock | HeldElsewhere:
    """Lock the game saved at ``path`` for this process: a :class:`GameLock`, or
    :class:`HeldElsewhere` when another live window holds it (through any path). The lock
    files go to ``folder`` (default: the data folder's). Raises OSError when they cannot be
    made (a read-only data folder, a foreign file in the way): the caller may then open the
    game read-only."""
    folder = Path(folder) if folder is not None else default_folder()
    folder.mkdir(parents=True, exist_ok=True)
    lock = GameLock(Path(path), folder)
    try:
        for key in game_keys(path):
            file = key_file(folder, key)
            taken = _take(file, Path(path))
            if isinstance(taken, HeldElsewhere):
                lock.release()
                return taken
            lock._held[key] = (file, taken)
    except BaseException:
        lock.release()
        raise
    return lock


def clean_stale(folder: Path, legacy: bool = False) -> list[Path]:
    """Delete the lock files in ``folder`` that no live process holds (left by a killed
    window); ``legacy`` also takes the ``<game>.json.lock`` files older versions left in the
    program's own folders (their content a process id alone). Returns what was deleted."""
    removed: list[Path] = []
    try:
        entries = sorted(Path(folder).iterdir())
    except OSError:
        return removed
    for file in entries:
        if not file.name.endswith(LOCK_SUFFIX) or (legacy and not file.name.endswith(
                ".json" + LOCK_SUFFIX)):
            continue
        with contextlib.suppress(OSError):
            if _clean_one(file, legacy):
                removed.append(file)
    return removed


def _clean_one(file: Path, legacy: bool) -> bool:
    fd = os.open(file, _OPEN_FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        head = _head(fd)
        ours = head.startswith(MARK) or not head or (
            legacy and head.strip().isdigit() and len(head) < 32)
        if not ours or not _try_lock(fd):
            return False
        gone = _same_file(fd, file)
        if gone:
            file.unlink()
        _unlock(fd)
        return gone
    finally:
        os.close(fd)


__all__ = ["LOCKS_FOLDER", "LOCK_SUFFIX", "MARK", "GameLock", "HeldElsewhere", "NotALock",
           "acquire", "clean_stale", "default_folder", "game_keys", "key_file", "lock_path"]

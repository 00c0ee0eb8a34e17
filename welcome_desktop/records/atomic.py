"""Atomic file writes: a reader sees the old complete file or the new one, never a mix.

The data goes to a temporary file beside the target (same folder, so the same file system),
created exclusively under a fresh random name (never following a planted link), flushed and
fsynced, then ``os.replace`` swaps it in and the folder is fsynced so that the new name
survives a power cut. Killing the program at any moment leaves the target untouched or fully
replaced, and at most one stale temporary file (``.<name>.<random>.tmp``, see
:func:`stale_temp_files`). Two processes writing the same target at once each write a complete
file; the last replace wins.

A target the player named (a save, an export) that is a symbolic link is written through to the
link's target (the link stays). A file the program names itself (an autosave, its backup, the
review cache, the recent files) is written with :func:`write_own`, which never follows a link:
a link there is replaced by the file, and what it pointed to is left untouched (a game folder
received in a zip cannot make the program overwrite another file). Either way the target's
permission bits are kept (unless the write names its ``mode``: a private file is 0600 whatever
it was and whatever the umask, see :mod:`~welcome_desktop.records.private`), a read-only target
is refused with ``PermissionError`` and anything but a regular file (a folder, a FIFO, a device)
with ``OSError``.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
import sys
import threading
import time
from pathlib import Path
from typing import Final, Literal

TEMP_SUFFIX: Final = ".tmp"
_REPLACE_RETRIES: Final = 5
_MAX_LINKS: Final = 40
_NEW_FILE_MODE: Final = 0o666
_lock = threading.Lock()


def temp_path(path: Path) -> Path:
    """A fresh temporary name for a write to ``path`` (hidden, beside it, random)."""
    return path.with_name(f".{path.name}.{secrets.token_hex(8)}{TEMP_SUFFIX}")


def is_temp_of(candidate: Path, path: Path) -> bool:
    """Whether ``candidate`` is a temporary file of a write to ``path`` (old or new naming)."""
    name = candidate.name
    prefix = f".{path.name}"
    return candidate.parent == path.parent and name.startswith(prefix) and name.endswith(
        TEMP_SUFFIX)


def stale_temp_files(folder: Path, older_than: float = 3600.0,
                     now: float | None = None) -> list[Path]:
    """The temporary files in ``folder`` left by killed writes (hidden ``*.tmp`` regular
    files not modified for ``older_than`` seconds): safe to delete."""
    now = time.time() if now is None else now
    found: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return found
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISLNK(info.st_mode) or (
                    stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than):
                found.append(Path(entry.path))
    return found


def resolve_target(path: Path) -> Path:
    """The file a write to ``path`` must replace: ``path`` itself, or the final target of the
    symbolic link(s) it is (a dangling link's target is created). Raises OSError on a loop."""
    path = Path(path)
    for _ in range(_MAX_LINKS):
        try:
            if not stat.S_ISLNK(os.lstat(path).st_mode):
                return path
        except FileNotFoundError:
            return path
        link = Path(os.readlink(path))
        path = link if link.is_absolute() else path.parent / link
    raise OSError(f"too many levels of symbolic links: {path}")


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


def _existing_mode(target: Path, follow_links: bool = True) -> int | None:
    """The permission bits of ``target``; None when it does not exist (or, when not
    ``follow_links``, is a link, to be replaced). Refuses a read-only file
    (``PermissionError``) and anything but a regular file (``IsADirectoryError`` /
    ``OSError``)."""
    try:
        info = os.stat(target) if follow_links else os.lstat(target)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode):
        return None
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(21, "it is a folder", str(target))
    if not stat.S_ISREG(info.st_mode):
        raise OSError(f"not a regular file: {target}")
    mode = stat.S_IMODE(info.st_mode)
    if not mode & stat.S_IWUSR:
        raise PermissionError(13, "the file is read-only", str(target))
    return mode


def _create_exclusive(path: Path, mode: int = _NEW_FILE_MODE) -> tuple[int, Path]:
    """A new temporary file beside ``path``, created exclusively (never through a link), with
    at most the permission bits ``mode``."""
    flags = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
             | getattr(os, "O_BINARY", 0))
    for _ in range(8):
        temp = temp_path(path)
        try:
            return os.open(temp, flags, mode), temp
        except FileExistsError:  # astronomically unlikely with 64 random bits
            continue
    raise FileExistsError(f"no free temporary name beside {path}")


def write_atomic(path: Path, data: bytes, follow_links: bool = True, *,
                 mode: int | None = None, durable: bool = True) -> None:
    """Write ``data`` to ``path`` atomically and durably; raises OSError and leaves no temp file.

    A link is written through to its target (when ``follow_links``; else the link itself is
    replaced, see :func:`write_own`); the target keeps its permission bits, or takes ``mode``
    when given (exactly, whatever the umask: the temporary file has them from its creation);
    a read-only target raises ``PermissionError`` and is left as it was. Not ``durable``: no
    fsync (the new file survives the program's crash, not a power cut), and no wait for the
    durable writes of other threads.
    """
    target = resolve_target(Path(path)) if follow_links else Path(path)
    with _lock if durable else contextlib.nullcontext():
        kept = _existing_mode(target, follow_links)
        if mode is not None:
            kept = mode
        fd, temp = _create_exclusive(target, _NEW_FILE_MODE if mode is None else mode)
        try:
            with os.fdopen(fd, "wb") as file:
                if kept is not None and hasattr(os, "fchmod"):
                    os.fchmod(file.fileno(), kept)
                file.write(data)
                if durable:
                    file.flush()
                    os.fsync(file.fileno())
            if kept is not None and not hasattr(os, "fchmod"):
                os.chmod(temp, kept)
            _replace(temp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                temp.unlink(missing_ok=True)
            raise
        if durable:
            _fsync_folder(target.parent)


def write_refusal(path: Path) -> Literal["folder", "file"] | None:
    """Why :func:`write_atomic` would be refused at ``path``, asked before: "folder" when its
    folder cannot be written (no temporary file beside it), "file" when the file is read-only,
    None when it can be written as far as can be told."""
    target = resolve_target(Path(path))
    if not os.access(target.parent, os.W_OK | os.X_OK):
        return "folder"
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return None
    return "file" if stat.S_ISREG(mode) and not mode & stat.S_IWUSR else None


def write_own(path: Path, data: bytes, *, mode: int | None = None,
              durable: bool = True) -> None:
    """:func:`write_atomic` for a file the program names itself: a symbolic link at ``path``
    is replaced by the file, never followed (what it pointed to stays as it was)."""
    write_atomic(path, data, follow_links=False, mode=mode, durable=durable)


__all__ = ["TEMP_SUFFIX", "is_temp_of", "resolve_target", "stale_temp_files", "temp_path",
           "write_atomic", "write_own", "write_refusal"]

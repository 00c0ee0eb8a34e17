"""Files other local users must not read: a network game's secrets (join codes, reconnect
tokens, the seed of an unfinished game, a seat's choices not yet revealed).

Their folders are ``0700`` and their files ``0600``, whatever the umask: a folder is made with
those bits and set to them exactly (the umask only ever takes bits away, and a umask such as
``0o277`` would leave the owner unable to write), a file is written atomically with them from
its creation (:func:`~welcome_desktop.records.atomic.write_own`), never through a link. A folder
or file made by an older version with wider bits is tightened by :func:`tighten` when the
program starts using it. On Windows the bits mean little (a file's ACL comes from its folder
in the user's profile); the calls are harmless there.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from welcome_desktop.records.atomic import write_own

FOLDER_MODE: Final = 0o700
FILE_MODE: Final = 0o600


def private_folder(folder: Path) -> Path:
    """Make ``folder`` (and each missing folder above it) ``0700``; an existing ``folder`` is
    tightened too (its parents that existed are left as they are). Raises OSError."""
    folder = Path(folder)
    missing: list[Path] = []
    for candidate in (folder, *folder.parents):
        if candidate.exists() or candidate.is_symlink():
            break
        missing.append(candidate)
    for created in reversed(missing):
        with contextlib.suppress(FileExistsError):  # made meanwhile by another writer
            created.mkdir(FOLDER_MODE)
        _set_mode(created, FOLDER_MODE)
    if not missing:
        _set_mode(folder, FOLDER_MODE)
    return folder


def write_private(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Write ``data`` to ``path`` atomically as a ``0600`` file in a ``0700`` folder (made when
    missing); a link at ``path`` is replaced, never followed. Raises OSError."""
    path = Path(path)
    private_folder(path.parent)
    write_own(path, data, mode=FILE_MODE, durable=durable)


def tighten(folders: Iterable[Path] = (), files: Iterable[Path] = (),
            files_in: Iterable[Path] = ()) -> list[str]:
    """Set each existing folder of ``folders`` to ``0700``, and to ``0600`` each existing
    regular file of ``files`` and every one directly in the folders of ``files_in`` (links are
    never followed); returns a line per folder or file that could not be changed (not owned,
    say)."""
    problems: list[str] = []
    every_file = list(files)
    for folder in files_in:
        with contextlib.suppress(OSError):
            every_file += [Path(entry.path) for entry in os.scandir(folder)
                           if entry.is_file(follow_symlinks=False)]
    for path, mode in [*((Path(f), FOLDER_MODE) for f in folders),
                       *((Path(f), FILE_MODE) for f in every_file)]:
        try:
            _set_mode(path, mode)
        except FileNotFoundError:
            continue
        except OSError as error:
            problems.append(f"cannot make {path} private: {error.strerror or error}")
    return problems


def _set_mode(path: Path, mode: int) -> None:
    """Give ``path`` exactly the permission bits ``mode`` (not through a link)."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode) or stat.S_IMODE(info.st_mode) == mode:
        return
    if mode == FILE_MODE and not stat.S_ISREG(info.st_mode):
        return  # a FIFO or a device is no file of ours
    os.chmod(path, mode)


__all__ = ["FILE_MODE", "FOLDER_MODE", "private_folder", "tighten", "write_private"]

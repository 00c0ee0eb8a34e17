"""The seats ``welcome-desktop join`` holds, kept across its own restart: a killed ``join``
started again with the same address and code comes back with the seat's reconnect token (the
code was spent when the seat was first taken).

One private file a seat, ``joined/<key>.json`` under the data folder: the folder ``0700``, the
file ``0600`` from its creation, whatever the umask (the token is a secret: whoever holds it
plays the seat). ``<key>`` is a digest of the server's address and the join code, so the name
says neither. The file holds the address, the game, the seat and the token; it is read as
untrusted text (size and depth capped, each field checked, anything else ignored and the file
removed) and forgotten when the game ends.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from welcome_desktop.records.atomic import write_own
from welcome_desktop.records.untrusted import read_kept

FOLDER: Final = "joined"
_MAX_BYTES: Final = 4096
_MAX_TOKEN: Final = 200


@dataclass(frozen=True, slots=True)
class JoinedSeat:
    """A seat this machine's ``join`` took: where, which, and its reconnect token."""

    url: str
    game: str
    seat: int
    token: str


def _key(url: str, code: str) -> str:
    # The code as typed in any case, with or without its dashes, is the same seat.
    typed = "".join(ch for ch in code.upper() if ch.isalnum() or ch == ".")
    return hashlib.sha256(f"{url}\n{typed}".encode()).hexdigest()[:32]


def seat_file(data_dir: Path, url: str, code: str) -> Path:
    """The file keeping the seat that ``code`` joined on the server at ``url``."""
    return data_dir / FOLDER / f"{_key(url, code)}.json"


def _private_folder(folder: Path) -> None:
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    if stat.S_IMODE(folder.stat().st_mode) != 0o700:
        os.chmod(folder, 0o700)


def _private_file(path: Path) -> None:
    """``path`` a regular file of mode 0600 before any secret is written in it (the atomic
    write then keeps the mode); anything else found there (a link) is replaced."""
    with contextlib.suppress(FileNotFoundError):
        if not stat.S_ISREG(path.lstat().st_mode):
            path.unlink()
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                         | getattr(os, "O_NOFOLLOW", 0), 0o600))
    except FileExistsError:
        os.chmod(path, 0o600)


def keep(data_dir: Path, code: str, seat: JoinedSeat) -> str:
    """Keep ``seat`` (joined with ``code``) for the next start; "" or why it could not be
    written (one sentence)."""
    path = seat_file(data_dir, seat.url, code)
    text = json.dumps({"url": seat.url, "game": seat.game, "seat": seat.seat,
                       "token": seat.token})
    try:
        _private_folder(path.parent)
        _private_file(path)
        write_own(path, text.encode("utf-8"))
    except OSError as error:
        reason = error.strerror or error
        return f"the seat's reconnect token cannot be kept ({reason})"
    return ""


def forget(data_dir: Path, url: str, code: str) -> None:
    """No seat to come back to any more (the game ended, or the server forgot it)."""
    with contextlib.suppress(OSError):
        seat_file(data_dir, url, code).unlink(missing_ok=True)


def _read(value: Any, url: str) -> JoinedSeat | None:
    if not isinstance(value, dict) or set(value) != {"url", "game", "seat", "token"}:
        return None
    game, seat, token = value["game"], value["seat"], value["token"]
    if not (value["url"] == url and isinstance(game, str) and 0 < len(game) <= 64
            and isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 12
            and isinstance(token, str) and 0 < len(token) <= _MAX_TOKEN
            and token.isprintable()):
        return None
    return JoinedSeat(url, game, seat, token)


def kept(data_dir: Path, url: str, code: str) -> JoinedSeat | None:
    """The seat an earlier ``join`` with ``code`` took on the server at ``url``, or None
    (none, or a file that makes no sense: it is then removed)."""
    return read_kept(seat_file(data_dir, url, code), _MAX_BYTES, lambda value: _read(value, url),
                     lambda: forget(data_dir, url, code), follow_links=False)


__all__ = ["FOLDER", "JoinedSeat", "forget", "keep", "kept", "seat_file"]

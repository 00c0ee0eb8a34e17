"""A game hosted in this window, kept so that it survives the window: the host's server saves
every resolved turn (and the confirmations of the turn in progress) in its own folder under
the user's data folder (``hosted/<folder>/``, the records of ``welcome-desktop serve``), and
``window.json`` beside them says how to host it again: the port, the game's description, the
codes, the creator's reconnect token and that of every seat played at the hosting screen (a
file of a window that played one seat, with no ``more_seats``, is read as it was written). A
window started after a crash (or a close) offers to host it again on the same port; the seats
elsewhere reconnect by themselves.

``hosted/`` and each game's folder are private (``0700``), ``window.json`` ``0600`` (it holds
tokens); what an older version left wider is tightened when it is read.

``window.json`` is read as untrusted text (only the expected fields, bounded; nothing read is
executed); it is removed when the game ends or the player declines, the game's records stay.
"""

from __future__ import annotations

import contextlib
import json
import secrets
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from welcome_desktop.app.online.game_spec import NOBODY_HERE, GameSpec
from welcome_desktop.records.private import private_folder, tighten, write_private
from welcome_desktop.records.untrusted import parse_json, read_bounded
from welcome_desktop.rules.modes import MAX_PLAYERS

FOLDER = "hosted"
FILE_NAME = "window.json"
_MAX_BYTES = 16384
_SPEC_FIELDS = {"mode": str, "advanced": bool, "sheet": str, "seats": list, "names": list,
                "here": int, "game_name": str, "hints": bool}
#: Written since several people may play at the hosting screen; absent from older files.
_SPEC_MORE = "more_here"
_FIELDS = {"port", "spec", "codes", "spectators", "creator", "seat", "listen", "announce"}
_MORE_SEATS = "more_seats"


@dataclass(frozen=True, slots=True)
class KeptHosting:
    """How to host a game of this window again."""

    folder: Path
    port: int
    spec: GameSpec
    codes: tuple[str | None, ...]
    spectators: str
    creator_token: str
    seat_token: str
    """The reconnect token of the first seat played here (``spec.here``); "" when nobody
    plays here (the table screen watches with the spectators' code)."""
    listen: str = "0.0.0.0"
    """The address the server listened on (every one, or only this computer)."""
    announce: bool = True
    """Announced on the local network (tests host on 127.0.0.1 without announcing)."""
    more_tokens: tuple[str, ...] = ()
    """The reconnect tokens of ``spec.more_here``'s seats, in that order."""

    @property
    def seat_tokens(self) -> tuple[str, ...]:
        """The tokens of every seat played here, in the order of ``spec.seats_here``."""
        if self.spec.table_screen:
            return ()
        by_seat = dict(zip((self.spec.here, *self.spec.more_here),
                           (self.seat_token, *self.more_tokens), strict=True))
        return tuple(by_seat[seat] for seat in self.spec.seats_here)


@dataclass(frozen=True, slots=True)
class HostingHere:
    """A game this window hosts: where its server keeps it, and how it listens (with the codes
    and tokens once every seat here joined, what :func:`keep` writes)."""

    folder: Path
    listen: str = "0.0.0.0"
    announce: bool = True


def new_folder(data_dir: Path) -> Path:
    """A fresh folder for the records of a game hosted now."""
    return data_dir / FOLDER / secrets.token_hex(6)


def keep(hosting: KeptHosting) -> str:
    """Write ``window.json``; "" or why it could not be written (one sentence)."""
    spec = asdict(hosting.spec)
    spec[_SPEC_MORE] = list(hosting.spec.more_here)
    text = json.dumps({"port": hosting.port, "spec": spec,
                       "codes": list(hosting.codes), "spectators": hosting.spectators,
                       "creator": hosting.creator_token, "seat": hosting.seat_token,
                       "listen": hosting.listen, "announce": hosting.announce,
                       _MORE_SEATS: list(hosting.more_tokens)})
    try:
        private_folder(hosting.folder.parent)
        write_private(hosting.folder / FILE_NAME, text.encode("utf-8"))
    except OSError as error:
        return f"this hosted game cannot be kept for a restart ({error.strerror or error})"
    return ""


def drop(folder: Path) -> None:
    """Nothing to host again from ``folder`` (its game's records stay)."""
    with contextlib.suppress(OSError):
        (folder / FILE_NAME).unlink(missing_ok=True)


def _token(value: object) -> str | None:
    return value if isinstance(value, str) and 0 < len(value) <= 200 else None


def _spec(value: object) -> GameSpec | None:
    if not isinstance(value, dict) or set(value) - {_SPEC_MORE} != set(_SPEC_FIELDS):
        return None
    more = value.get(_SPEC_MORE, [])
    for key, kind in _SPEC_FIELDS.items():
        if not isinstance(value[key], kind) or (kind is int and isinstance(value[key], bool)):
            return None
    seats, names = value["seats"], value["names"]
    if not (0 < len(seats) == len(names) <= MAX_PLAYERS
            and all(isinstance(s, str) and len(s) <= 20 for s in seats)
            and all(isinstance(n, str) and len(n) <= 100 for n in names)
            and (0 <= value["here"] < len(seats)
                 or (value["here"] == NOBODY_HERE and not more))
            and len(value["game_name"]) <= 200
            and all(len(value[k]) <= 40 for k in ("mode", "sheet"))
            and isinstance(more, list) and len(set(more)) == len(more)
            and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(seats)
                    and s != value["here"] for s in more)):
        return None
    return GameSpec(mode=value["mode"], advanced=value["advanced"], sheet=value["sheet"],
                    seats=tuple(seats), names=tuple(names), here=value["here"],
                    game_name=value["game_name"], hints=value["hints"],
                    more_here=tuple(more))


def _read(folder: Path, value: Any) -> KeptHosting | None:
    if not isinstance(value, dict) or set(value) - {_MORE_SEATS} != _FIELDS:
        return None
    listen, announce = value["listen"], value["announce"]
    if listen not in ("0.0.0.0", "127.0.0.1") or not isinstance(announce, bool):
        return None
    port, codes, spec = value["port"], value["codes"], _spec(value["spec"])
    creator, seat, spectators = _token(value["creator"]), _token(value["seat"]), \
        value["spectators"]
    if spec is not None and spec.table_screen:  # nobody here: no seat token, the spectators'
        seat = "" if value["seat"] == "" and spectators else None
    more = value.get(_MORE_SEATS, [])
    more_tokens = tuple(_token(token) for token in more) if isinstance(more, list) else None
    if (spec is None or creator is None or seat is None or not isinstance(port, int)
            or isinstance(port, bool) or not 0 < port < 65536 or not isinstance(codes, list)
            or len(codes) != len(spec.seats) or not isinstance(spectators, str)
            or len(spectators) > 200
            or not all(code is None or _token(code) for code in codes)
            or more_tokens is None or len(more_tokens) != len(spec.more_here)
            or None in more_tokens):
        return None
    return KeptHosting(folder, port, spec, tuple(codes), spectators, creator, seat, listen,
                       announce, tuple(token for token in more_tokens if token is not None))


def kept(data_dir: Path) -> KeptHosting | None:
    """The newest game this window hosted and may host again (its game not over: its save is
    still among the server's games), or None. A ``window.json`` that makes no sense is
    removed."""
    root = data_dir / FOLDER
    tighten([root])
    try:
        found = sorted((path for path in root.glob(f"*/{FILE_NAME}") if path.is_file()),
                       key=lambda path: path.stat().st_mtime, reverse=True)
    except OSError:
        return None
    for path in found:
        folder = path.parent
        tighten([folder], files=[path])
        try:
            hosting = _read(folder, parse_json(read_bounded(path, _MAX_BYTES), path.name,
                                               _MAX_BYTES))
        except ValueError:  # SaveFileError too
            hosting = None
        if hosting is None or not any((folder / "games").glob("*.json")):
            drop(folder)  # nonsense, or a game that ended: nothing to host again
            continue
        return hosting
    return None


__all__ = ["FILE_NAME", "FOLDER", "HostingHere", "KeptHosting", "drop", "keep", "kept",
           "new_folder"]

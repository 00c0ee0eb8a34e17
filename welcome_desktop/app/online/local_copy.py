"""The local copy of a network game a joined seat keeps, so that a host gone for good (its
computer died, the friend went home) does not take the game with it: the seat can still open
it, read-only.

The copy is the last view the host sent the seat: its own sheet with the turn in progress as
the host acknowledged it, the others' sheets as of the last resolved turn, the plans, the turn,
the players and the mode. It is written atomically in the user's data folder
(``network-copies/<game>-<seat>.json``, a ``0700`` folder of ``0600`` files: a copy holds the
seat's choices not yet revealed and, in expert, its hand) when the first view arrives, after
each resolved turn, when the connection drops and when the window leaves the game; never on a
click. At most
:data:`MAX_COPIES` are kept (the oldest pruned), and a copy is dropped when its game ends
normally (the whole record is then in Finished games).

Reading a copy back is reading untrusted data: size-capped, plain JSON, every field checked,
then read by :class:`RemoteTable` with the checks of a view from the network; anything wrong is
a :class:`CopyError` with a sentence, never a traceback, and nothing read is ever executed.
No widget here.
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication

from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.client.remote_view import ViewError
from welcome_desktop.network.protocol.messages import IntentFields
from welcome_desktop.network.protocol.view_model import HostView, read_view
from welcome_desktop.records.ids import is_game_id
from welcome_desktop.records.private import tighten, write_private
from welcome_desktop.records.untrusted import NOT_THERE, SaveFileError, parse_json, read_bounded
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.modes import MAX_PLAYERS

translate = QCoreApplication.translate

FOLDER: Final = "network-copies"
FORMAT: Final = "welcome-desktop network copy"
VERSION: Final = 1
#: The most copies kept: the oldest beyond it are pruned when a copy is written.
MAX_COPIES: Final = 12
#: A copy larger than this is not read (a 12-player view is a few tens of kilobytes).
MAX_BYTES: Final = 4 * 1024 * 1024


class CopyError(ValueError):
    """A copy that cannot be shown; ``str()`` is the sentence for the player, ``detail`` the
    reason alone (for a list)."""

    def __init__(self, sentence: str, detail: str) -> None:
        super().__init__(sentence)
        self.detail = detail


@dataclass(frozen=True, slots=True)
class CopyKey:
    """Which copy: the host's game id and the seat played in it."""

    game: str
    seat: int

    @property
    def file_name(self) -> str:
        return f"{self.game}-{self.seat}.json"


def key_of(token: str | None, seat: object) -> CopyKey | None:
    """The copy's key of a seat joined with the reconnect ``token`` (``<game>.<code>``, as the
    host hands it out); None for a spectator or anything unexpected."""
    if not isinstance(token, str) or not isinstance(seat, int) or isinstance(seat, bool):
        return None
    game = token.partition(".")[0]
    return CopyKey(game, seat) if is_game_id(game) and 0 <= seat < MAX_PLAYERS else None


@dataclass(frozen=True, slots=True)
class LocalCopy:
    """A copy read back and checked: ``table`` is its read-only table."""

    path: Path
    key: CopyKey
    address: str
    saved: float
    table: RemoteTable

    @property
    def players(self) -> tuple[str, ...]:
        return self.table.setup.players

    @property
    def turns_resolved(self) -> int:
        return self.table.turn_number

    @property
    def host(self) -> str:
        """The host's address as a player typed it (``HOST:PORT``, without ``ws://``)."""
        address = self.address
        for scheme in ("ws://", "wss://"):
            address = address.removeprefix(scheme)
        return address.rstrip("/")


def copies_folder(data_dir: Path) -> Path:
    return data_dir / FOLDER


def copy_path(data_dir: Path, key: CopyKey) -> Path:
    return copies_folder(data_dir) / key.file_name


def keep(data_dir: Path, key: CopyKey, address: str, view: HostView) -> str:
    """Write the copy of ``key`` (``view``: the host's last view of the seat) and prune the
    oldest beyond :data:`MAX_COPIES`; "" or why it could not be written (one sentence)."""
    text = json.dumps({"format": FORMAT, "version": VERSION, "game": key.game,
                       "seat": key.seat, "address": address, "saved": time.time(),
                       "view": view}, ensure_ascii=False, separators=(",", ":"))
    folder = copies_folder(data_dir)
    try:
        write_private(folder / key.file_name, text.encode("utf-8"))
    except (OSError, ValueError) as error:
        detail = error.strerror if isinstance(error, OSError) and error.strerror else error
        return translate("LocalCopy", "The local copy of this game cannot be written "
                                      "({detail}).").format(detail=detail)
    _prune(folder)
    return ""


def _files(folder: Path) -> list[Path]:
    """The copies' files, newest first."""
    try:
        found = [path for path in folder.iterdir()
                 if path.suffix == ".json" and path.is_file() and not path.is_symlink()]
    except OSError:
        return []
    def written(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0
    return sorted(found, key=written, reverse=True)


def _prune(folder: Path) -> None:
    for old in _files(folder)[MAX_COPIES:]:
        with contextlib.suppress(OSError):
            old.unlink()


def drop(data_dir: Path, key: CopyKey) -> None:
    """The game ended normally (or the player deleted its copy): no copy any more."""
    with contextlib.suppress(OSError):
        copy_path(data_dir, key).unlink(missing_ok=True)


def delete(path: Path) -> None:
    """Delete one copy's file (the list of copies' Delete)."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def copy_files(data_dir: Path) -> list[Path]:
    """Every copy's file in the data folder, newest first (unread); the folder and its files
    are made private first when an older version left them readable by others."""
    folder = copies_folder(data_dir)
    tighten([folder], files_in=[folder])
    return _files(folder)[:MAX_COPIES]


def _unreadable(detail: str) -> CopyError:
    return CopyError(translate("LocalCopy", "This local copy cannot be read: {detail}. "
                                            "Nothing was changed.").format(detail=detail), detail)


def _nothing_sent(type_: str, fields: IntentFields) -> None:
    """A copy never talks to a host."""


def _checked(value: object) -> tuple[CopyKey, str, float, HostView]:
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise _unreadable(translate("LocalCopy", "it is not a local copy of a network game"))
    if value.get("version") != VERSION:
        raise _unreadable(translate("LocalCopy", "it was written by another version"))
    game, seat, address = value.get("game"), value.get("seat"), value.get("address")
    saved = value.get("saved")
    if not (isinstance(game, str) and is_game_id(game) and isinstance(seat, int)
            and not isinstance(seat, bool) and 0 <= seat < MAX_PLAYERS and isinstance(address, str)
            and len(address) <= 300 and isinstance(saved, (int, float))
            and not isinstance(saved, bool)):
        raise _unreadable(translate("LocalCopy", "its fields are not those of a copy"))
    try:
        view = read_view(value.get("view"))
    except ViewError:  # a view this version does not read: most likely another version's
        raise _unreadable(translate("LocalCopy", "it was written by another version")) from None
    players = view["players"]
    if view["seat"] != seat or not 0 < len(players) <= MAX_PLAYERS \
            or not all(len(name) <= 100 for name in players):
        raise _unreadable(translate("LocalCopy", "its players or seat make no sense"))
    if view["over"]:
        raise _unreadable(translate("LocalCopy", "its game is over"))
    return CopyKey(game, seat), address, float(saved), view


def read(path: Path) -> LocalCopy:
    """The copy in ``path``, checked; CopyError (a sentence) for anything else."""
    try:
        value = parse_json(read_bounded(path, MAX_BYTES), path.name, MAX_BYTES)
    except SaveFileError as error:
        if error.kind == "too_large":
            raise _unreadable(translate("LocalCopy", "it is too large")) from None
        if error.kind in NOT_THERE:
            raise _unreadable(error.reason) from None
        raise _unreadable(translate("LocalCopy", "it is not JSON text")) from None
    key, address, saved, view = _checked(value)
    view["hints"] = False  # a copy is only looked at: no hint is ever computed
    try:
        table = RemoteTable(view, _nothing_sent)
    except (ViewError, IllegalAction, LookupError, TypeError, ValueError, AttributeError,
            RecursionError) as error:
        raise _unreadable(str(error)[:160]) from None
    table.kept_copy = True
    return LocalCopy(path, key, address[:300], saved, table)


def banner(copy: LocalCopy) -> str:
    """The sentence above a copy shown: whose game, as of which turn, nothing to play."""
    players = copy.players
    name = players[copy.key.seat] if copy.key.seat < len(players) else ""
    return translate("LocalCopy", "Local copy of the network game with {players} (you are "
                                  "{name}), as it stood during turn {turn}: the host is gone. "
                                  "Nothing can be played.").format(
        players=", ".join(players), name=name, turn=copy.turns_resolved + 1)


__all__ = ["FOLDER", "MAX_COPIES", "CopyError", "CopyKey", "LocalCopy", "banner",
           "copies_folder", "copy_files", "copy_path", "delete", "drop", "keep", "key_of",
           "read"]

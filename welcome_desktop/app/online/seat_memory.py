"""The joined seat remembered across a restart of the window: the host's address, the seat's
reconnect token and who plays, kept in the user's data folder beside the autosaves
(``network-seat.json``, written atomically, ``0600``: it holds a token), so that reopening the
window offers to reconnect to the unfinished network game. Forgotten when the game ends or the
player declines.

The file is read as untrusted text: anything but the expected few strings is ignored (and the
file removed); nothing read is ever executed.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from welcome_desktop.network.protocol.address import server_url
from welcome_desktop.records.atomic import write_own
from welcome_desktop.records.private import FILE_MODE, tighten
from welcome_desktop.records.untrusted import read_kept
from welcome_desktop.rules.modes import MAX_PLAYERS

FILE_NAME = "network-seat.json"
_MAX_BYTES = 8192


@dataclass(frozen=True, slots=True)
class RememberedSeat:
    """A seat of a network game this window joined (and the other seats played at its
    screen, when several people share it)."""

    url: str
    token: str
    seat: int
    players: tuple[str, ...]
    more: tuple[tuple[int, str], ...] = ()
    """The other seats played at this screen: (seat, reconnect token) each."""

    @property
    def tokens(self) -> tuple[str, ...]:
        """Every seat's token, ``seat``'s first."""
        return (self.token, *(token for _, token in self.more))

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat played at this screen, ``seat`` first."""
        return (self.seat, *(seat for seat, _ in self.more))


def seat_file(data_dir: Path) -> Path:
    return data_dir / FILE_NAME


def remember(data_dir: Path, seat: RememberedSeat) -> str:
    """Keep ``seat`` for the next start; "" or why it could not be written (one sentence)."""
    text = json.dumps({"url": seat.url, "token": seat.token, "seat": seat.seat,
                       "players": list(seat.players),
                       "more": [[other, token] for other, token in seat.more]})
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        write_own(seat_file(data_dir), text.encode("utf-8"), mode=FILE_MODE)
    except OSError as error:
        return f"the network seat cannot be kept for the next start ({error.strerror or error})"
    return ""


def forget(data_dir: Path) -> None:
    """No network seat to offer any more."""
    with contextlib.suppress(OSError):
        seat_file(data_dir).unlink(missing_ok=True)


def _read(value: Any) -> RememberedSeat | None:
    if not isinstance(value, dict) or set(value) - {"more"} != {"url", "token", "seat",
                                                                "players"}:
        return None
    url, token, seat, players = value["url"], value["token"], value["seat"], value["players"]
    more = _more(value.get("more", []), players)
    if more is None or len({seat, *(other for other, _ in more)}) != len(more) + 1:
        return None
    if not (isinstance(url, str) and isinstance(token, str) and 0 < len(token) <= 200
            and isinstance(seat, int) and not isinstance(seat, bool)
            and isinstance(players, list) and 0 <= seat < len(players) <= MAX_PLAYERS
            and all(isinstance(p, str) and len(p) <= 100 for p in players)):
        return None
    try:
        url = server_url(url)
    except ValueError:
        return None
    return RememberedSeat(url, token, seat, tuple(players), more)


def _more(value: object, players: object) -> tuple[tuple[int, str], ...] | None:
    """The other seats of a file (written since several people may share a screen; absent
    from older files), or None when they make no sense."""
    if not isinstance(value, list) or not isinstance(players, list) or len(value) >= MAX_PLAYERS:
        return None
    more: list[tuple[int, str]] = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 2):
            return None
        seat, token = item
        if not (isinstance(seat, int) and not isinstance(seat, bool)
                and 0 <= seat < len(players) and isinstance(token, str)
                and 0 < len(token) <= 200):
            return None
        more.append((seat, token))
    return tuple(more)


def remembered(data_dir: Path) -> RememberedSeat | None:
    """The seat kept by an earlier window, or None (none, or a file that makes no sense: it
    is then removed)."""
    path = seat_file(data_dir)
    tighten(files=[path])
    return read_kept(path, _MAX_BYTES, _read, lambda: forget(data_dir))


__all__ = ["RememberedSeat", "forget", "remember", "remembered", "seat_file"]

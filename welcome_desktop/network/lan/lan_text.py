"""What a hosted game says about itself on the local network, written and read safely.

A game is announced as a DNS-SD service whose TXT record carries a few ``key=value`` strings
(docs/network-discovery.md lists them). Anybody on the network can announce anything, so every
record read here is untrusted: its strings are split and bounded by hand, keys are short ASCII
words (the first of a repeated key wins, RFC 6763 §6.4), numbers are read digit by digit within
their range, and text meant for a person becomes
:func:`~welcome_desktop.network.protocol.plain_text.plain_text`. Nothing read is ever used but
for display and for the address and port a player then chooses to join.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from welcome_desktop.network.protocol.plain_text import plain_text
from welcome_desktop.rules.game import MAX_NAME
from welcome_desktop.rules.modes import MAX_PLAYERS

#: The DNS-SD service type of a hosted game.
SERVICE_TYPE: Final = "_welcome-to._tcp.local."
#: The longest game name shown or announced, in characters.
MAX_GAME_NAME: Final = 60
#: The most ``key=value`` strings read from one record, keys kept, and addresses kept.
MAX_ENTRIES: Final = 32
MAX_ADDRESSES: Final = 8
#: The longest key read, and the longest value kept for display, in characters.
MAX_KEY: Final = 16
MAX_VALUE: Final = 64

_KEY: Final = re.compile(r"[a-z0-9_-]{1,16}")
_TOKEN: Final = re.compile(r"[a-z0-9-]{1,20}")


def _fit(text: str, limit: int) -> str:
    """``text`` cut so that its UTF-8 form takes at most ``limit`` bytes."""
    data = text.encode("utf-8")[:limit]
    return data.decode("utf-8", errors="ignore")


@dataclass(frozen=True, slots=True)
class Announcement:
    """What a host says about its game: it fills the TXT record (nothing else is published)."""

    #: The wire protocol version (network/protocol/wire.py's PROTOCOL_VERSION).
    protocol: int
    #: The game's name in lists, and the host's player name.
    game: str
    host: str
    mode: str
    advanced: bool
    sheet: str
    #: Seats in all, and those still waiting for a person at another computer.
    players: int
    open_seats: int
    #: The host's listening TCP port.
    port: int

    def check(self) -> None:
        """ValueError naming the first field out of range (a caller's mistake, not input)."""
        if not 0 <= self.protocol < 1_000_000:
            raise ValueError(f"protocol {self.protocol} is out of range")
        if not _TOKEN.fullmatch(self.mode) or not _TOKEN.fullmatch(self.sheet):
            raise ValueError("mode and sheet must be short lowercase words")
        if not 1 <= self.players <= MAX_PLAYERS or not 0 <= self.open_seats <= self.players:
            raise ValueError(f"{self.open_seats} open of {self.players} seats is not a table")
        if not 1 <= self.port <= 65535:
            raise ValueError(f"port {self.port} is out of range")

    def properties(self) -> dict[str, str]:
        """The TXT record's strings (each well under DNS's 255 bytes)."""
        self.check()
        return {
            "proto": str(self.protocol),
            "game": _fit(plain_text(self.game, MAX_GAME_NAME), 200),
            "host": _fit(plain_text(self.host, MAX_NAME), 200),
            "mode": self.mode,
            "adv": "1" if self.advanced else "0",
            "sheet": self.sheet,
            "seats": str(self.players),
            "open": str(self.open_seats),
        }


@dataclass(frozen=True, slots=True)
class AnnouncedGame:
    """A game found on the local network, as its host describes it; all of it untrusted.

    ``service`` identifies the announcement (never shown); ``game`` and ``host`` are plain text
    for display; a field the record lacks or gets wrong is None. ``same_version`` is False for a
    host of another protocol version (the window says so instead of offering to join)."""

    service: str
    addresses: tuple[str, ...]
    port: int
    protocol: int | None
    same_version: bool
    game: str
    host: str
    mode: str | None
    advanced: bool | None
    sheet: str | None
    players: int | None
    open_seats: int | None
    #: Every readable ``key=value`` of the record, as plain text (at most :data:`MAX_ENTRIES`).
    properties: dict[str, str] = field(default_factory=dict)


def txt_entries(text: bytes) -> dict[str, bytes]:
    """The ``key=value`` strings of a TXT record's wire form (length-prefixed strings), keys
    lowercased; strings that are not ``key=value`` with a short ASCII key are skipped."""
    entries: dict[str, bytes] = {}
    at = 0
    for _ in range(MAX_ENTRIES * 4):  # bounded, whatever the record holds
        if at >= len(text) or len(entries) >= MAX_ENTRIES:
            break
        size = text[at]
        string = text[at + 1: at + 1 + size]
        at += 1 + size
        key, equals, value = string.partition(b"=")
        if not equals or len(key) > MAX_KEY:
            continue
        try:
            name = key.decode("ascii").lower()
        except UnicodeDecodeError:
            continue
        if _KEY.fullmatch(name) and name not in entries:
            entries[name] = value
    return entries


def _number(value: bytes | None, low: int, high: int) -> int | None:
    """A whole number written in at most seven ASCII digits, within ``low``..``high``."""
    if value is None or not 0 < len(value) <= 7 or not value.isdigit():
        return None
    number = int(value)
    return number if low <= number <= high else None


def _token(value: bytes | None) -> str | None:
    if value is None:
        return None
    try:
        text = value.decode("ascii")
    except UnicodeDecodeError:
        return None
    return text if _TOKEN.fullmatch(text) else None


def read_game(service: str, addresses: list[str], port: int | None, text: bytes,
              protocol: int) -> AnnouncedGame | None:
    """The game an announcement describes, or None when it gives no way to reach it (no
    address, no port). ``protocol`` is this program's version, compared with the record's."""
    if not addresses or port is None or not 1 <= port <= 65535:
        return None
    entries = txt_entries(text)
    version = _number(entries.get("proto"), 0, 999_999)
    players = _number(entries.get("seats"), 1, MAX_PLAYERS)
    open_seats = _number(entries.get("open"), 0, players if players is not None else MAX_PLAYERS)
    advanced = {b"1": True, b"0": False}.get(entries.get("adv", b""))
    host = plain_text(entries.get("host", b""), MAX_NAME)
    label = service.removesuffix("." + SERVICE_TYPE)
    game = plain_text(entries.get("game", b""), MAX_GAME_NAME) or host \
        or plain_text(label, MAX_GAME_NAME)
    return AnnouncedGame(
        service=service, addresses=tuple(addresses[:MAX_ADDRESSES]), port=port,
        protocol=version, same_version=version == protocol, game=game, host=host,
        mode=_token(entries.get("mode")), advanced=advanced, sheet=_token(entries.get("sheet")),
        players=players, open_seats=open_seats,
        properties={key: plain_text(value, MAX_VALUE) for key, value in entries.items()})


def instance_label(game: str, token: str) -> str:
    """The DNS-SD instance name of an announcement: the game's name, unique by ``token``, within
    DNS's 63 bytes (dots would read as label separators in some browsers)."""
    name = plain_text(game, MAX_GAME_NAME).replace(".", " ").strip() or "Welcome To"
    return f"{_fit(name, 50).rstrip()} ({token})"


__all__ = ["MAX_GAME_NAME", "SERVICE_TYPE", "AnnouncedGame", "Announcement", "instance_label",
           "read_game", "txt_entries"]

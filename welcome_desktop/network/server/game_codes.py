"""The codes a client holds, as the wire carries them, and the index that finds a game by a
short join code alone.

A reconnect token on the wire is ``<game id>.<the session's token>``: the id says which game
(and so which file) it opens, the rest is the session's secret. A join code goes out alone
(``ABCD-EFGH-JKMN``): the server finds its game by the code itself (an index of the codes'
digests), so a person types only those twelve characters. The codes of games created before
short codes (``ABCD-EFGH``) go out, and are still accepted, with their game id in front.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Final

from welcome_desktop.network.host.seat_state import is_short_code, normal_code
from welcome_desktop.records.ids import is_game_id

SEPARATOR: Final = "."


def wire_code(game_id: str, code: str | None) -> str | None:
    """A session's code or token as a client sees it: the game id, a dot, the code."""
    return None if code is None else f"{game_id}{SEPARATOR}{code}"


def shown_code(game_id: str, code: str | None) -> str | None:
    """A join code as a person is given it: alone when it finds its game alone (a short
    code), else with its game id in front (:func:`wire_code`)."""
    if code is None:
        return None
    return code if is_short_code(code) else wire_code(game_id, code)


def code_key(code: str) -> str:
    """The index key of a short join code as typed (its digest: a lookup by it tells a
    timing observer nothing about the codes)."""
    return hashlib.sha256(normal_code(code).encode("utf-8", "surrogatepass")).hexdigest()


def split_wire_code(text: str) -> tuple[str, str] | None:
    """The game id and the session's part of a wire code; None when it cannot be one."""
    game_id, dot, code = text.partition(SEPARATOR)
    if not dot or not code or not is_game_id(game_id):
        return None
    return game_id, code


def short_code_keys(codes: Iterable[str]) -> list[str]:
    """The index keys of the short ones of ``codes``."""
    return [code_key(code) for code in codes if is_short_code(code)]


class CodeIndex:
    """Each short join code's key (:func:`code_key`) and the id of its game."""

    def __init__(self) -> None:
        self._codes: dict[str, str] = {}
        self._keys_of: dict[str, list[str]] = {}

    def taken(self, codes: Iterable[str]) -> bool:
        """One of the short ones of ``codes`` finds a game already."""
        return any(key in self._codes for key in short_code_keys(codes))

    def add(self, game_id: str, codes: Iterable[str]) -> None:
        """Let the short ones of ``codes`` find ``game_id`` (those no other game holds)."""
        keys = [key for key in short_code_keys(codes) if key not in self._codes]
        self._codes.update(dict.fromkeys(keys, game_id))
        self._keys_of[game_id] = keys

    def remove(self, game_id: str) -> None:
        """The game's short codes find it no more."""
        for key in self._keys_of.pop(game_id, ()):
            self._codes.pop(key, None)

    def game_of(self, code: str) -> str | None:
        """The id of the game a short join code as typed finds; None if none."""
        return self._codes.get(code_key(code))

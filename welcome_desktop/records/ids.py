"""Game ids: the file stems of autosaved games (no pydantic here: the window loads it at start)."""

from __future__ import annotations

import re
import secrets
from datetime import UTC, datetime
from typing import Final

_GAME_ID: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")


def new_game_id(now: datetime | None = None) -> str:
    """A fresh game id: the start time (UTC) and a random suffix, e.g. 20250501-183000-9f3a1c."""
    moment = now or datetime.now(UTC)
    return f"{moment:%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def is_game_id(text: str) -> bool:
    """True when ``text`` can be a game id (a safe file stem)."""
    return _GAME_ID.fullmatch(text) is not None


def check_game_id(game_id: str) -> str:
    """``game_id`` when it is a valid file stem (letters, digits, - and _); else ValueError."""
    if not is_game_id(game_id):
        raise ValueError(f"{game_id!r} is not a game id")
    return game_id

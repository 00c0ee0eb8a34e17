"""Who plays a seat, spelled once: a person, or a computer player of a :class:`Level`.

Save files, the host's secrets, the protocol, the command line and the window all read and
write these words; :func:`parse_level` reads one from text (a clear error, never a guess).
Standard library only, so that the window names a level without loading the computer players.
"""

from __future__ import annotations

import enum
from typing import Final


class Level(enum.StrEnum):
    """A computer player's level, easiest first (its value is its word everywhere)."""

    EASY = "easy"
    GREEDY = "greedy"
    STRONG = "strong"


#: The levels, easiest first.
LEVELS: Final[tuple[Level, ...]] = tuple(Level)
#: The kind of a seat its person plays.
PERSON: Final = "person"
#: Every kind of seat: a person, then the levels.
SEAT_KINDS: Final[tuple[str, ...]] = (PERSON, *LEVELS)


def levels_text() -> str:
    """The levels as a person reads them in a message: ``easy, greedy, strong``."""
    return ", ".join(LEVELS)


def parse_level(text: object) -> Level:
    """The level ``text`` names; ValueError (saying the levels) for anything else."""
    if isinstance(text, str):
        try:
            return Level(text)
        except ValueError:
            pass
    raise ValueError(f"unknown level {text!r} (choose from {levels_text()})")

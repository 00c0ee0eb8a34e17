"""The three ways to play."""

from __future__ import annotations

import enum
from typing import Final

#: The most players a game seats.
MAX_PLAYERS: Final = 12


class Mode(enum.Enum):
    """Standard (three shared stacks), solo (the Solo card) or expert (hands of three)."""

    STANDARD = "standard"
    SOLO = "solo"
    EXPERT = "expert"

    @property
    def uses_hands(self) -> bool:
        """Solo and expert: number and effect come from two different cards of a hand."""
        return self is not Mode.STANDARD

    @property
    def players(self) -> range:
        """How many players a game of this mode seats: one in solo, 2 to :data:`MAX_PLAYERS`
        in expert (each passes a card to the player on their right), 1 to it in standard."""
        if self is Mode.SOLO:
            return range(1, 2)
        return range(2 if self is Mode.EXPERT else 1, MAX_PLAYERS + 1)

    @property
    def reshuffles(self) -> bool:
        """Whether a player who claimed a plan may ask for a reshuffle: not in solo (ruling
        0.12)."""
        return self is not Mode.SOLO

"""The three ways to play."""

from __future__ import annotations

import enum


class Mode(enum.Enum):
    """Standard (three shared stacks), solo (the Solo card) or expert (hands of three)."""

    STANDARD = "standard"
    SOLO = "solo"
    EXPERT = "expert"

    @property
    def uses_hands(self) -> bool:
        """Solo and expert: number and effect come from two different cards of a hand."""
        return self is not Mode.STANDARD

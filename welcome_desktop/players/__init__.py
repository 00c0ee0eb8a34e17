"""Computer players and hints, built on the rules API alone (no Qt).

Three levels behind one interface (:class:`ComputerPlayer`): ``easy`` (a uniformly random legal
turn), ``greedy`` (the best turn by a one-turn evaluation) and ``strong`` (a sampled lookahead
within a time budget). A player only ever sees a :class:`SeatView`.
"""

from __future__ import annotations

from typing import Final, Literal

from welcome_desktop.players.base import ComputerPlayer, validate_turn
from welcome_desktop.players.easy import EasyPlayer
from welcome_desktop.players.evaluation import Weights
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import hint, play_game, seat_rng
from welcome_desktop.players.strong import DEFAULT_BUDGET_S, StrongPlayer
from welcome_desktop.players.view import SeatView, seat_view

#: A computer player's level.
Level = Literal["easy", "greedy", "strong"]
#: The levels, easiest first.
LEVELS: Final[tuple[Level, ...]] = ("easy", "greedy", "strong")
#: Levels for measurements only: greedy blind to a thematic sheet's column and plans.
PLAIN_GREEDY = "greedy-plain"


def make_player(level: str, budget_s: float = DEFAULT_BUDGET_S, *,
                hard_cap: bool = True) -> ComputerPlayer:
    """A player of ``level``; ``budget_s`` and ``hard_cap`` apply to the strong level."""
    if level == "easy":
        return EasyPlayer()
    if level == "greedy":
        return GreedyPlayer()
    if level == PLAIN_GREEDY:
        return GreedyPlayer(Weights(theme=0.0))
    if level == "strong":
        return StrongPlayer(budget_s, hard_cap=hard_cap)
    raise ValueError(f"unknown level {level!r} (choose from {', '.join(LEVELS)})")


__all__ = [
    "DEFAULT_BUDGET_S",
    "LEVELS",
    "PLAIN_GREEDY",
    "ComputerPlayer",
    "EasyPlayer",
    "GreedyPlayer",
    "Level",
    "SeatView",
    "StrongPlayer",
    "hint",
    "make_player",
    "play_game",
    "seat_rng",
    "seat_view",
    "validate_turn",
]

"""Computer players and hints, built on the rules API alone (no Qt).

Three levels behind one interface (:class:`ComputerPlayer`): ``easy`` (a uniformly random legal
turn), ``greedy`` (the best turn by a one-turn evaluation) and ``strong`` (a sampled lookahead
within a time budget). A player only ever sees a :class:`SeatView`.
"""

from __future__ import annotations

from welcome_desktop.players.base import ComputerPlayer, validate_turn
from welcome_desktop.players.easy import EasyPlayer
from welcome_desktop.players.evaluation import Weights
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import hint, play_game, seat_rng
from welcome_desktop.players.strong import DEFAULT_BUDGET_S, StrongPlayer
from welcome_desktop.players.view import SeatView, seat_view
from welcome_desktop.records.levels import LEVELS, Level, parse_level

#: Levels for measurements only: greedy blind to a thematic sheet's column and plans.
PLAIN_GREEDY = "greedy-plain"


def make_player(level: str, budget_s: float = DEFAULT_BUDGET_S, *,
                hard_cap: bool = True) -> ComputerPlayer:
    """A player of ``level`` (ValueError for no level); ``budget_s`` and ``hard_cap`` apply
    to the strong level."""
    if level == PLAIN_GREEDY:
        return GreedyPlayer(Weights(theme=0.0))
    known = parse_level(level)
    if known is Level.EASY:
        return EasyPlayer()
    if known is Level.GREEDY:
        return GreedyPlayer()
    return StrongPlayer(budget_s, hard_cap=hard_cap)


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

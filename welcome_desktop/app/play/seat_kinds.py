"""Who plays each seat, between the controller (computer levels and budgets by seat) and the
save file (one :class:`~welcome_desktop.records.savefile.Seat` per player)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from welcome_desktop.records.levels import PERSON, Level, parse_level

# The players (and the save file's models) are imported when a seat is read or written, not
# with the window: a game paints before the computer players load (docs/startup.md).
if TYPE_CHECKING:
    from welcome_desktop.records.savefile import Seat


def seats_of(count: int, levels: dict[int, Level], budgets: dict[int, float]) -> list[Seat]:
    """The save file's seats of a game of ``count`` players (the strong player's budget is
    written even when it is the default, so that a later default does not change the game)."""
    from welcome_desktop.players import DEFAULT_BUDGET_S
    from welcome_desktop.records.savefile import PERSON, Seat

    seats = []
    for seat in range(count):
        level = levels.get(seat)
        if level is None:
            seats.append(PERSON)
        elif level == Level.STRONG:
            seats.append(Seat(kind=level, budget_s=budgets.get(seat, DEFAULT_BUDGET_S)))
        else:
            seats.append(Seat(kind=level))
    return seats


def levels_of(seats: Sequence[Seat]) -> tuple[dict[int, Level], dict[int, float]]:
    """The computer seats' levels and the strong seats' budgets, from saved seats."""
    levels: dict[int, Level] = {}
    for i, seat in enumerate(seats):
        if seat.kind != PERSON:
            levels[i] = parse_level(seat.kind)
    budgets = {i: s.budget_s for i, s in enumerate(seats) if s.budget_s is not None}
    return levels, budgets

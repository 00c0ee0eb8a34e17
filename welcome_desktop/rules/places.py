"""Where on a sheet an action marks: the place a player taps to take it.

A place is ``(zone, street, index)``; ``street`` is -1 for the places of the whole sheet. The
zones: ``house`` (a write, a roundabout, a bis: the house), ``fence`` (index: the slot),
``estate`` (index: the estate size, 1-6), ``park``, ``pool`` (index: the house), ``temp``,
``truck`` (the bottom street's ice cream truck: index 0 left, 1 right), ``plan`` (index: the
plan's place 0-2), ``refusal``. Choosing cards, skipping an effect and asking for a reshuffle
mark no place (None).
"""

from __future__ import annotations

from typing import Final

from welcome_desktop.rules.actions import (
    Action,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    ChooseTruck,
    ClaimPlan,
    DrawFence,
    MarkEstateColumn,
    MarkTemp,
    TakeRefusal,
    Write,
    WriteBis,
)

Place = tuple[str, int, int]

ZONES: Final = ("house", "fence", "estate", "park", "pool", "temp", "truck", "plan", "refusal")


def action_place(action: Action, plan_ids: tuple[str, str, str]) -> Place | None:
    """The place ``action`` marks on a sheet whose plans are ``plan_ids`` (None: no place)."""
    if isinstance(action, (Write, BuildRoundabout, WriteBis)):
        return ("house", action.street, action.house)
    if isinstance(action, DrawFence):
        return ("fence", action.street, action.slot)
    if isinstance(action, MarkEstateColumn):
        return ("estate", -1, action.size)
    if isinstance(action, BuildPark):
        return ("park", action.street, 0)
    if isinstance(action, BuildPool):
        return ("pool", action.street, action.house)
    if isinstance(action, MarkTemp):
        return ("temp", -1, 0)
    if isinstance(action, ChooseTruck):
        return ("truck", 2, 0 if action.end == "left" else 1)
    if isinstance(action, ClaimPlan):
        return ("plan", -1, plan_ids.index(action.plan_id)) if action.plan_id in plan_ids \
            else None
    if isinstance(action, TakeRefusal):
        return ("refusal", -1, 0)
    return None


__all__ = ["ZONES", "Place", "action_place"]

"""What a click on the sheet asks for once the number is written: the effect's rules action.

The controller applies what these functions return; the rules decide whether it is legal.
"""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.rules.actions import (
    Action,
    BuildPark,
    BuildPool,
    DrawFence,
    MarkEstateColumn,
    MarkTemp,
    WriteBis,
)
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.turn import PlayerTurn


@dataclass(frozen=True)
class BisCopyQuestion:
    """A bis house whose two neighbours hold different numbers: the player picks which to copy."""

    street: int
    house: int
    copies: list[int]


def effect_action(turn: PlayerTurn, target: Target) -> Action | BisCopyQuestion | None:
    """The action a click on ``target`` asks for with this turn's effect, a question when a bis
    may copy either neighbour, or None when the click means nothing for the effect."""
    assert turn.combination is not None
    effect = turn.combination.effect
    zone = target.zone
    if zone is Zone.FENCE:
        return DrawFence(target.street, target.index)
    if zone is Zone.ESTATE_COLUMN:
        return MarkEstateColumn(target.index)
    if zone is Zone.PARK:
        return BuildPark(target.street)
    if zone is Zone.POOL:
        return BuildPool(target.street, target.index)
    if zone is Zone.TEMP:
        return MarkTemp()
    if zone is Zone.HOUSE and effect is Effect.BIS:
        copies = [
            c for s, h, c in turn.sheet.bis_targets() if (s, h) == (target.street, target.index)
        ]
        numbers = {turn.sheet.houses[target.street][c] for c in copies}
        if len(numbers) > 1:
            return BisCopyQuestion(target.street, target.index, copies)
        # No legal copy: the rules refuse the bis with their own reason.
        return WriteBis(target.street, target.index, copies[0] if copies else target.index - 1)
    if zone is Zone.HOUSE and effect is Effect.POOL:
        return BuildPool(target.street, target.index)
    return None


def writable_values(turn: PlayerTurn, street: int, house: int) -> list[int]:
    """The numbers the chosen combination may write in this house (several with the temp
    agency)."""
    assert turn.combination is not None
    return [v for v in turn.values_for(turn.combination) if turn.sheet.can_write(street, house, v)]

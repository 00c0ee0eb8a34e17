"""The keyboard cursor over the sheet's lit places, for playing with the keyboard alone."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone

_ZONE_ORDER = {zone: i for i, zone in enumerate(Zone)}


def reading_order(target: Target) -> tuple[int, int, int]:
    """Streets top to bottom, houses left to right, then the scoring area left to right."""
    return (_ZONE_ORDER[target.zone] if target.zone not in (Zone.HOUSE, Zone.FENCE) else 0,
            target.street, target.index * 2 + (1 if target.zone is Zone.FENCE else 0))


class SheetCursor:
    """Which lit place Space would click; moves with the arrow keys and Tab."""

    def __init__(self) -> None:
        self.target: Target | None = None

    def clear(self) -> None:
        self.target = None

    def move(self, lit: Collection[Target], step: int) -> None:
        """Go to the next (``step`` = 1) or previous (-1) lit place, wrapping around."""
        order = sorted(lit, key=reading_order)
        if not order:
            self.target = None
            return
        if self.target not in order:
            self.target = order[0] if step > 0 else order[-1]
            return
        i = order.index(self.target)
        self.target = order[(i + step) % len(order)]

    def keep_within(self, lit: Collection[Target]) -> None:
        """Forget the cursor when its place is no longer lit."""
        if self.target is not None and self.target not in lit:
            self.target = None

    def apply(self, snapshot: SheetSnapshot) -> SheetSnapshot:
        """The snapshot with the cursor drawn."""
        if snapshot.focus == self.target:
            return snapshot
        return dataclasses.replace(snapshot, focus=self.target)

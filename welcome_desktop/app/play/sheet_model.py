"""What the drawn sheet shows and what a click on it means, without Qt.

The controller builds a :class:`SheetSnapshot` (with :func:`sheet_snapshot`, like every view of a
sheet) from the game after every change; the scene draws it and reports clicks as
:class:`Target` values. Neither side changes the game.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from welcome_desktop.app.look.ink_kind import Ink
from welcome_desktop.app.play.table import Table
from welcome_desktop.rules.scoring import Breakdown, score_sheet
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.themes import BOTTOM_STREET, END_NAMES


class Zone(enum.Enum):
    """The clickable zones of the sheet."""

    HOUSE = "house"              # street, index = house
    FENCE = "fence"              # street, index = fence slot
    PARK = "park"                # street (the street's park track)
    POOL = "pool"                # street, index = house with a planned pool
    ESTATE_COLUMN = "estate"     # index = estate size 1..6
    TEMP = "temp"                # the temp track
    BIS = "bis"                  # the bis track
    ROUNDABOUT = "roundabout"    # the roundabout track
    REFUSAL = "refusal"          # the refusal track
    PLAN = "plan"                # index = plan box 0..2
    THEME = "theme"              # a thematic sheet's scoring column
    TRUCK = "truck"              # ice cream: the bottom street, index = end (0 left, 1 right)


@dataclass(frozen=True, slots=True)
class Target:
    """One clicked (or highlighted) place of the sheet."""

    zone: Zone
    street: int = -1
    index: int = -1


def truck_target(end: str) -> Target:
    """Ice cream: the place of the bottom street's truck at ``end`` ("left" or "right")."""
    return Target(Zone.TRUCK, BOTTOM_STREET, END_NAMES.index(end))


def truck_end(target: Target) -> str:
    """The end ("left" or "right") of the truck at ``target`` (a ``Zone.TRUCK`` place)."""
    return END_NAMES[target.index]


@dataclass(frozen=True, slots=True)
class SheetSnapshot:
    """An immutable picture of one sheet for drawing.

    ``sheet`` is a private copy that nobody changes. ``highlights`` are the places a click may
    use now (legal houses, fence slots, effect tracks ...); ``ghosts`` are suggested marks drawn
    faintly (hints); ``pending`` are this turn's marks not yet confirmed (drawn in another ink);
    ``focus`` is the place the keyboard cursor is on (drawn with a focus ring); ``recent`` are
    the marks of the last resolved turn (another ink until the next turn resolves);
    ``ghost_numbers`` are the (street, house, number) a hint writes, drawn faintly.
    """

    sheet: Sheet
    breakdown: Breakdown
    town: str = ""
    advanced: bool = False
    solo: bool = False
    """A game of one player: the temps score by the solo rule (rules, section 14)."""
    plan_approved: tuple[bool, bool, bool] = (False, False, False)
    highlights: frozenset[Target] = field(default_factory=frozenset)
    pending: frozenset[Target] = field(default_factory=frozenset)
    ghosts: frozenset[Target] = field(default_factory=frozenset)
    last_written: tuple[int, int] | None = None
    focus: Target | None = None
    """The keyboard cursor: the lit place Space would click."""
    recent: frozenset[Target] = field(default_factory=frozenset)
    ghost_numbers: tuple[tuple[int, int, str], ...] = ()
    ghost_ink: Ink = Ink.HINT
    """What the ghosts suggest: a hint, a way to claim a plan, the review's best choice."""


def sheet_snapshot(
    game: Table,
    player: int,
    sheet: Sheet | None = None,
    *,
    highlights: frozenset[Target] = frozenset(),
    pending: frozenset[Target] = frozenset(),
    ghosts: frozenset[Target] = frozenset(),
    last_written: tuple[int, int] | None = None,
    recent: frozenset[Target] = frozenset(),
    ghost_numbers: tuple[tuple[int, int, str], ...] = (),
    ghost_ink: Ink = Ink.HINT,
) -> SheetSnapshot:
    """``player``'s sheet of ``game`` for drawing: ``sheet`` (their turn in progress) or, by
    default, the sheet as of the last resolved turn; scored against the others' resolved temps."""
    shown = game.sheets[player] if sheet is None else sheet
    others = [s.temps for p, s in enumerate(game.sheets) if p != player]
    approved = game.approved
    return SheetSnapshot(
        sheet=shown.copy(),
        breakdown=score_sheet(shown, others),
        town=game.setup.players[player],
        advanced=game.advanced,
        solo=game.player_count == 1,
        plan_approved=(approved[0], approved[1], approved[2]),
        highlights=highlights,
        pending=pending,
        ghosts=ghosts,
        last_written=last_written,
        recent=recent,
        ghost_numbers=ghost_numbers,
        ghost_ink=ghost_ink,
    )


def resolved_snapshots(game: Table) -> list[SheetSnapshot]:
    """Each player's sheet and score as of the last resolved turn."""
    return [sheet_snapshot(game, p) for p in range(game.player_count)]

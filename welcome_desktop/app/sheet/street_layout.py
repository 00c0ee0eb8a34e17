"""Where the three streets lie, in sheet units: lots, fence slots, permanent fences, parks.

The streets run one under another, left-aligned. Each street row is, from top to bottom: a band
with its park track (right end) and the "used for a plan" lines, the house fronts (roof, facade,
number box), and the yard with the planned pools. Derived from the rules' tables (street sizes,
planned pools, park values). Pure Python: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from welcome_desktop.app.sheet.page import MARGIN, Box, union
from welcome_desktop.rules.tables import PARK_VALUES, PLANNED_POOLS, STREET_SIZES

STREET_X: Final = MARGIN          # left edge of the left permanent fence
END_FENCE_W: Final = 10.0         # permanent fence at each end of a street
LOT_W: Final = 96.0               # one house lot
SLOT_W: Final = 14.0              # gap between two lots: the fence slot
FENCE_HIT_W: Final = 36.0         # a fence slot's click area, wider than the slot drawn, so
                                  # that it is 16 px wide even in the smallest window
POOL_HIT_PAD: Final = 6.0         # a planned pool's click area reaches this far above and below
LOT_PITCH: Final = LOT_W + SLOT_W

ROW_TOP: Final = 30.0             # top of street 0's row
ROW_H: Final = 206.0              # one street row, band + house + yard
BAND_H: Final = 58.0              # park track band above the houses
USED_Y: Final = 66.0              # the "used for a plan" dotted line, from the row top
ROOF_TOP: Final = 74.0            # roof apex
EAVES_Y: Final = 106.0            # where the roof meets the facade
FACADE_BOTTOM: Final = 174.0
YARD_BOTTOM: Final = 202.0

FACADE_INSET: Final = 8.0         # facade inside the lot, each side
NUMBER_W: Final = 62.0
NUMBER_H: Final = 54.0
POOL_W: Final = 62.0
POOL_H: Final = 22.0

TREE_W: Final = 40.0
TREE_H: Final = 52.0
TREE_PITCH: Final = 44.0
TRUCK_W: Final = 100.0            # an ice cream truck, standing in the band above its street's end
TRUCK_H: Final = 54.0
TRUCK_ROOM: Final = TRUCK_W - 30  # on ice cream, how far the bottom street's park track moves
                                  # left to leave its right-end truck room


@dataclass(frozen=True, slots=True)
class Lot:
    """One house lot: the house front, its number box, its yard, maybe a planned pool."""

    street: int
    house: int
    lot: Box                 # the lot column, band excluded
    roof: Box                # bounding box of the roof triangle
    facade: Box
    number: Box              # where the number is written
    yard: Box
    hit: Box                 # the click area of the house (roof + facade)
    used: tuple[float, float, float]  # the "used for a plan" line: x1, x2, y
    pool: Box | None         # planned pool in the yard


@dataclass(frozen=True, slots=True)
class FenceSlot:
    """The dotted line between two lots; ``slot`` k lies between house k and k+1."""

    street: int
    slot: int
    x: float
    y1: float
    y2: float
    hit: Box



@dataclass(frozen=True, slots=True)
class ParkTrack:
    """A street's row of trees above its right end."""

    street: int
    box: Box
    trees: tuple[Box, ...]
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Street:
    """One street row."""

    street: int
    row: Box
    ground: Box              # the lawn strip behind the houses and yards
    lots: tuple[Lot, ...]
    slots: tuple[FenceSlot, ...]
    left_end: Box            # permanent fences
    right_end: Box
    park: ParkTrack


def lot_x(house: int) -> float:
    """Left edge of a house lot (the same for every street: they are left-aligned)."""
    return STREET_X + END_FENCE_W + house * LOT_PITCH


def street_right(street: int) -> float:
    """Right edge of a street's right permanent fence."""
    return lot_x(STREET_SIZES[street]) - SLOT_W + END_FENCE_W


def row_top(street: int) -> float:
    return ROW_TOP + street * ROW_H


def _lot(street: int, house: int) -> Lot:
    top = row_top(street)
    x = lot_x(house)
    lot = Box(x, top + BAND_H, LOT_W, YARD_BOTTOM - BAND_H)
    facade = Box(x + FACADE_INSET, top + EAVES_Y, LOT_W - 2 * FACADE_INSET,
                 FACADE_BOTTOM - EAVES_Y)
    roof = Box(x + 2, top + ROOF_TOP, LOT_W - 4, EAVES_Y - ROOF_TOP)
    number = Box(facade.cx - NUMBER_W / 2, facade.y + (facade.h - NUMBER_H) / 2 - 2,
                 NUMBER_W, NUMBER_H)
    yard = Box(x, top + FACADE_BOTTOM, LOT_W, YARD_BOTTOM - FACADE_BOTTOM)
    pool = (yard.centred(POOL_W, POOL_H) if house in PLANNED_POOLS[street] else None)
    used = (x + 18, x + LOT_W - 18, top + USED_Y)
    hit = Box(x, top + USED_Y - 8, LOT_W, FACADE_BOTTOM - USED_Y + 8)
    return Lot(street, house, lot, roof, facade, number, yard, hit, used, pool)


def _slot(street: int, slot: int) -> FenceSlot:
    top = row_top(street)
    x = lot_x(slot) + LOT_W + SLOT_W / 2
    y1, y2 = top + EAVES_Y - 6, top + YARD_BOTTOM - 2
    hit = Box(x - FENCE_HIT_W / 2, y1, FENCE_HIT_W, y2 - y1)
    return FenceSlot(street, slot, x, y1, y2, hit)


def _park(street: int, shift: float = 0.0) -> ParkTrack:
    values = PARK_VALUES[street]
    right = street_right(street) - 4 - shift
    top = row_top(street) + 3
    first = right - len(values) * TREE_PITCH + (TREE_PITCH - TREE_W)
    trees = tuple(Box(first + i * TREE_PITCH, top, TREE_W, TREE_H) for i in range(len(values)))
    return ParkTrack(street, union(trees).inset(-4, -2), trees, values)


def street_row(street: int, park_shift: float = 0.0) -> Street:
    """One street row: its lots, fence slots, permanent fences and park track (moved
    ``park_shift`` units to the left)."""
    size = STREET_SIZES[street]
    top = row_top(street)
    lots = tuple(_lot(street, h) for h in range(size))
    slots = tuple(_slot(street, k) for k in range(size - 1))
    ground = Box(STREET_X, top + EAVES_Y + 20, street_right(street) - STREET_X,
                 YARD_BOTTOM - EAVES_Y - 20)
    fence_top, fence_bottom = top + EAVES_Y - 10, top + YARD_BOTTOM
    left = Box(STREET_X, fence_top, END_FENCE_W, fence_bottom - fence_top)
    right = Box(street_right(street) - END_FENCE_W, fence_top, END_FENCE_W,
                fence_bottom - fence_top)
    return Street(street, Box(STREET_X, top, street_right(street) - STREET_X, ROW_H), ground,
                  lots, slots, left, right, _park(street, park_shift))

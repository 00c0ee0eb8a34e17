"""Where every zone of the drawn sheet lies, in sheet units (not pixels).

One landscape page of :data:`PAGE_W` × :data:`PAGE_H` units. Everything is derived from the
rules' tables (street sizes, planned pools, track values), so a change there moves the drawing.
This module is pure Python: no Qt, no text, only boxes.

Top part: the "Welcome to" sign, then the three streets one under another, left-aligned. Each
street row is, from top to bottom: a band with its park track (right end) and the "used for a
plan" lines, the house fronts (roof, facade, number box), and the yard with the planned pools.

Bottom part, left to right: plan boxes n°1–n°3, park scores, pool track, temp track, the six
real-estate columns, bis, roundabout and refusal tracks, and the total.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from welcome_desktop.rules.tables import (
    BIS_VALUES,
    ESTATE_SIZES,
    ESTATE_VALUES,
    PARK_VALUES,
    PLANNED_POOLS,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    STREET_SIZES,
    STREETS,
    TEMP_BOXES,
)

# ----------------------------------------------------------------------------------- page

PAGE_W: Final = 1414.0
PAGE_H: Final = 1000.0
MARGIN: Final = 44.0

# ----------------------------------------------------------------------------------- streets

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

# ----------------------------------------------------------------------------------- scoring

SCORE_TOP: Final = 680.0          # top of the scoring panels
SCORE_H: Final = PAGE_H - SCORE_TOP - 22.0
RIBBON_H: Final = 18.0            # the group titles above the panels ("City plans" ...)
TITLE_H: Final = 32.0             # coloured header strip of each panel
CELL: Final = 30.0                # one track box
CELL_GAP: Final = 4.0
TRACK_ROWS: Final = 5             # tracks are grids of at most this many rows, read down
TEMP_ROWS: Final = 4
PAD: Final = 10.0                 # inner padding of a panel
SCORE_BOX_H: Final = 44.0
PLAN_W: Final = 76.0
PLAN_GAP: Final = 6.0
ESTATE_W: Final = 58.0
ESTATE_GAP: Final = 4.0
PARKS_W: Final = 86.0
TOTAL_W: Final = 112.0
THEME_W: Final = 80.0             # a thematic sheet's scoring column
THEMED_PLAN_W: Final = 72.0       # the plan boxes, narrower to make room for it
TRUCK_ROOM: Final = 48.0          # beyond a street's right end, where an ice cream truck stands


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in sheet units."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def inset(self, dx: float, dy: float | None = None) -> Box:
        """The box shrunk by ``dx`` left and right and ``dy`` (default ``dx``) top and bottom."""
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)

    def centred(self, w: float, h: float) -> Box:
        """A ``w`` × ``h`` box with the same centre."""
        return Box(self.cx - w / 2, self.cy - h / 2, w, h)

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom


def union(boxes: tuple[Box, ...]) -> Box:
    """The smallest box holding every box."""
    x = min(b.x for b in boxes)
    y = min(b.y for b in boxes)
    return Box(x, y, max(b.right for b in boxes) - x, max(b.bottom for b in boxes) - y)


# ----------------------------------------------------------------------------------- records


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
class Track:
    """A track of boxes read top to bottom, column by column; ``values[n]`` is in force
    after ``n`` marks, so ``cells[i]`` is crossed by the (i+1)th mark."""

    panel: Box
    title: Box
    cells: tuple[Box, ...]
    values: tuple[int, ...]
    score: Box
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


@dataclass(frozen=True, slots=True)
class PlanBox:
    """Plan box n°(index+1): title, the card's id and values, the box for its points."""

    index: int
    panel: Box
    title: Box
    card: Box                # the card face
    card_id: Box             # "1-C" at the top of the card
    requirement: Box         # what the plan asks for, below the id
    values: Box
    score: Box


@dataclass(frozen=True, slots=True)
class ParkScores:
    """The three park score boxes, one row per street."""

    panel: Box
    title: Box
    icons: tuple[Box, ...]
    labels: tuple[Box, ...]
    scores: tuple[Box, ...]


@dataclass(frozen=True, slots=True)
class EstateColumn:
    """Real-estate column for estates of ``size``: little houses, value track, count × value."""

    size: int
    track: Track
    houses: tuple[Box, ...]  # the little row of ``size`` houses in the title
    count: Box               # number of estates of this size
    times: Box               # the "×" sign
    value: Box               # the value in force


@dataclass(frozen=True, slots=True)
class TotalBox:
    """The total row: "+" sum, "−" sum and the final total."""

    panel: Box
    title: Box
    labels: tuple[Box, Box, Box]
    plus: Box
    minus: Box
    total: Box


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """Every zone of the page."""

    page: Box
    sign: Box
    sign_label: Box
    sign_name: Box
    streets: tuple[Street, ...]
    decor: tuple[Box, ...]   # free space right of the shorter streets
    plan_ribbon: Box
    estate_ribbon: Box
    plans: tuple[PlanBox, ...]
    parks: ParkScores
    pools: Track
    temps: Track
    temp_legend: Box
    estates: tuple[EstateColumn, ...]
    bis: Track
    roundabouts: Track
    refusals: Track
    total: TotalBox
    kind: str = "base"
    """The sheet's theme (rules/themes.py): a thematic sheet has its scoring column."""
    theme_panel: Box | None = None
    """The theme's scoring column, between the city plans and the parks (themed sheets)."""


# ----------------------------------------------------------------------------------- builders


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


def _park(street: int) -> ParkTrack:
    values = PARK_VALUES[street]
    right = street_right(street) - 4
    top = row_top(street) + 3
    first = right - len(values) * TREE_PITCH + (TREE_PITCH - TREE_W)
    trees = tuple(Box(first + i * TREE_PITCH, top, TREE_W, TREE_H) for i in range(len(values)))
    return ParkTrack(street, union(trees).inset(-4, -2), trees, values)


def _street(street: int) -> Street:
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
                  lots, slots, left, right, _park(street))


def _grid(x: float, y: float, count: int, rows: int) -> tuple[Box, ...]:
    """``count`` cells read top to bottom, then the next column, from (x, y)."""
    return tuple(
        Box(x + (i // rows) * (CELL + CELL_GAP), y + (i % rows) * (CELL + CELL_GAP), CELL, CELL)
        for i in range(count)
    )


def _columns(count: int, rows: int) -> int:
    return -(-count // rows)


def _grid_width(count: int, rows: int) -> float:
    cols = _columns(count, rows)
    return cols * CELL + (cols - 1) * CELL_GAP


def _track_width(count: int, rows: int = TRACK_ROWS) -> float:
    return max(_grid_width(count, rows) + 2 * PAD, 64.0)


def _track(x: float, values: tuple[int, ...], rows: int = TRACK_ROWS,
           width: float | None = None) -> Track:
    width = _track_width(len(values), rows) if width is None else width
    panel = Box(x, SCORE_TOP, width, SCORE_H)
    title = Box(x, SCORE_TOP, width, TITLE_H)
    grid_w = _grid_width(len(values), rows)
    cells = _grid(x + (width - grid_w) / 2, SCORE_TOP + TITLE_H + 10, len(values), rows)
    score = Box(x + PAD, panel.bottom - PAD - SCORE_BOX_H, width - 2 * PAD, SCORE_BOX_H)
    return Track(panel, title, cells, values, score, panel)


def _plan(index: int, x: float, plan_w: float = PLAN_W) -> PlanBox:
    panel = Box(x, SCORE_TOP, plan_w, SCORE_H)
    title = Box(x, SCORE_TOP, plan_w, TITLE_H)
    card = Box(x + 6, title.bottom + 10, plan_w - 12, 104)
    card_id = Box(card.x + 2, card.y + 3, card.w - 4, 20)
    requirement = Box(card.x + 4, card_id.bottom + 2, card.w - 8, card.bottom - card_id.bottom - 6)
    values = Box(x + 6, card.bottom + 6, plan_w - 12, 26)
    score = Box(x + 8, panel.bottom - PAD - 64, plan_w - 16, 64)
    return PlanBox(index, panel, title, card, card_id, requirement, values, score)


def _parks(x: float) -> ParkScores:
    panel = Box(x, SCORE_TOP, PARKS_W, SCORE_H)
    title = Box(x, SCORE_TOP, PARKS_W, TITLE_H)
    row_h = (SCORE_H - TITLE_H - PAD) / len(STREETS)
    icons, labels, scores = [], [], []
    for s in STREETS:
        top = title.bottom + 4 + s * row_h
        icons.append(Box(x + 6, top + 2, 24, 28))
        labels.append(Box(x + 32, top + 2, PARKS_W - 38, 28))
        scores.append(Box(x + PAD, top + 32, PARKS_W - 2 * PAD, row_h - 40))
    return ParkScores(panel, title, tuple(icons), tuple(labels), tuple(scores))


def _estate(size: int, x: float) -> EstateColumn:
    values = ESTATE_VALUES[size - 1]
    track = _track(x, values, width=ESTATE_W)
    # Cells hang from the top; the count × value row and the points sit below the track.
    little_w = min(8.0, (ESTATE_W - 8) / size)
    row_w = little_w * size
    houses = tuple(
        Box(x + (ESTATE_W - row_w) / 2 + i * little_w, SCORE_TOP + 6, little_w, TITLE_H - 10)
        for i in range(size)
    )
    cells_bottom = SCORE_TOP + TITLE_H + 10 + TRACK_ROWS * (CELL + CELL_GAP)
    row = Box(x + 3, cells_bottom + 2, ESTATE_W - 6, 26)
    count = Box(row.x, row.y, 20, row.h)
    times = Box(count.right, row.y, 10, row.h)
    value = Box(times.right, row.y, row.right - times.right, row.h)
    return EstateColumn(size, track, houses, count, times, value)


def _total(x: float) -> TotalBox:
    panel = Box(x, SCORE_TOP, TOTAL_W, SCORE_H)
    title = Box(x, SCORE_TOP, TOTAL_W, TITLE_H)
    label_w = 22.0
    box_x = x + PAD + label_w
    box_w = TOTAL_W - 2 * PAD - label_w
    plus = Box(box_x, title.bottom + 16, box_w, 48)
    minus = Box(box_x, plus.bottom + 14, box_w, 48)
    total = Box(x + PAD, minus.bottom + 26, TOTAL_W - 2 * PAD, panel.bottom - PAD - minus.bottom
                - 26)
    labels = (Box(x + PAD, plus.y, label_w, plus.h), Box(x + PAD, minus.y, label_w, minus.h),
              Box(x + PAD, minus.bottom + 4, TOTAL_W - 2 * PAD, 22))
    return TotalBox(panel, title, labels, plus, minus, total)


@cache
def sheet_layout(kind: str = "base") -> SheetLayout:
    """The page's geometry for a sheet of ``kind`` (computed once per kind)."""
    streets = tuple(_street(s) for s in STREETS)
    themed = kind != "base"
    plan_w = THEMED_PLAN_W if themed else PLAN_W

    # Scoring panels share the width left to right with equal gaps.
    widths = [
        3 * plan_w + 2 * PLAN_GAP,
        PARKS_W,
        _track_width(len(POOL_VALUES)),
        _track_width(TEMP_BOXES, TEMP_ROWS),
        len(ESTATE_SIZES) * ESTATE_W + (len(ESTATE_SIZES) - 1) * ESTATE_GAP,
        _track_width(len(BIS_VALUES)),
        _track_width(len(ROUNDABOUT_VALUES)),
        _track_width(len(REFUSAL_VALUES)),
        TOTAL_W,
    ]
    if themed:
        widths.insert(1, THEME_W)
    gap = (PAGE_W - 2 * MARGIN - sum(widths)) / (len(widths) - 1)
    xs = []
    x = MARGIN
    for w in widths:
        xs.append(x)
        x += w + gap
    theme_panel = None
    if themed:
        theme_panel = Box(xs[1], SCORE_TOP, THEME_W, SCORE_H)
        del xs[1], widths[1]
    x_plans, x_parks, x_pools, x_temps, x_estates, x_bis, x_round, x_refusals, x_total = xs

    plans = tuple(_plan(i, x_plans + i * (plan_w + PLAN_GAP), plan_w) for i in range(3))
    temps = _track(x_temps, tuple(range(TEMP_BOXES)), TEMP_ROWS)
    legend_top = temps.cells[TEMP_ROWS - 1].bottom + 8
    temp_legend = Box(temps.panel.x + 4, legend_top, temps.panel.w - 8,
                      temps.score.y - legend_top - 6)
    estates = tuple(_estate(size, x_estates + i * (ESTATE_W + ESTATE_GAP))
                    for i, size in enumerate(ESTATE_SIZES))
    ribbon_y = SCORE_TOP - RIBBON_H - 2

    last_street = streets[-1].row.right
    # The ice cream trucks stand beyond the street ends: the decor makes way.
    decor_gap = TRUCK_ROOM if kind == "ice-cream" else 16
    decor = tuple(
        Box(st.row.right + decor_gap, st.row.y + BAND_H, last_street - st.row.right - decor_gap,
            YARD_BOTTOM - BAND_H)
        for st in streets if st.row.right + 40 < last_street
    )
    sign = Box(MARGIN, 8, 470, BAND_H + ROW_TOP - 14)
    return SheetLayout(
        page=Box(0, 0, PAGE_W, PAGE_H),
        sign=sign,
        sign_label=Box(sign.x + 16, sign.y + 8, 150, sign.h - 16),
        sign_name=Box(sign.x + 172, sign.y + 8, sign.w - 188, sign.h - 16),
        streets=streets,
        decor=decor,
        plan_ribbon=Box(x_plans, ribbon_y, widths[0], RIBBON_H),
        estate_ribbon=Box(x_estates, ribbon_y, widths[4], RIBBON_H),
        plans=plans,
        parks=_parks(x_parks),
        pools=_track(x_pools, POOL_VALUES),
        temps=temps,
        temp_legend=temp_legend,
        estates=estates,
        bis=_track(x_bis, BIS_VALUES),
        roundabouts=_track(x_round, ROUNDABOUT_VALUES),
        refusals=_track(x_refusals, REFUSAL_VALUES),
        total=_total(x_total),
        kind=kind,
        theme_panel=theme_panel,
    )

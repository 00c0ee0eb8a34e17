"""Where the scoring area's panels lie, in sheet units: tracks, plans, parks, estates, total.

The panels stand side by side under the streets; :func:`~welcome_desktop.app.sheet.layout.
sheet_layout` places them left to right. Each builder here lays out one panel at ``x``, derived
from the rules' tables (track values, estate sizes). Pure Python: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from welcome_desktop.app.sheet.page import PAGE_H, Box
from welcome_desktop.rules.tables import ESTATE_VALUES, STREETS

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
class PlanBox:
    """Plan box n°(index+1): title, the card's requirement and values, the box for its
    points."""

    index: int
    panel: Box
    title: Box
    card: Box                # the card face
    requirement: Box         # what the plan asks for, the card's whole face (no internal id:
                             # a printed card has none)
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


def track_width(count: int, rows: int = TRACK_ROWS) -> float:
    """The width of a track panel of ``count`` boxes in at most ``rows`` rows."""
    return max(_grid_width(count, rows) + 2 * PAD, 64.0)


def track_at(x: float, values: tuple[int, ...], rows: int = TRACK_ROWS,
             width: float | None = None) -> Track:
    """The track panel of ``values`` at ``x`` (``width``: its own, by default)."""
    width = track_width(len(values), rows) if width is None else width
    panel = Box(x, SCORE_TOP, width, SCORE_H)
    title = Box(x, SCORE_TOP, width, TITLE_H)
    grid_w = _grid_width(len(values), rows)
    cells = _grid(x + (width - grid_w) / 2, SCORE_TOP + TITLE_H + 10, len(values), rows)
    score = Box(x + PAD, panel.bottom - PAD - SCORE_BOX_H, width - 2 * PAD, SCORE_BOX_H)
    return Track(panel, title, cells, values, score, panel)


def plan_box_at(index: int, x: float, plan_w: float = PLAN_W) -> PlanBox:
    """Plan box n°(``index``+1) at ``x``, ``plan_w`` wide."""
    panel = Box(x, SCORE_TOP, plan_w, SCORE_H)
    title = Box(x, SCORE_TOP, plan_w, TITLE_H)
    card = Box(x + 6, title.bottom + 10, plan_w - 12, 104)
    requirement = card.inset(4)
    values = Box(x + 6, card.bottom + 6, plan_w - 12, 26)
    score = Box(x + 8, panel.bottom - PAD - 64, plan_w - 16, 64)
    return PlanBox(index, panel, title, card, requirement, values, score)


def park_scores_at(x: float) -> ParkScores:
    """The park scores panel at ``x``."""
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


def estate_column_at(size: int, x: float) -> EstateColumn:
    """The real-estate column of estates of ``size`` at ``x``."""
    values = ESTATE_VALUES[size - 1]
    track = track_at(x, values, width=ESTATE_W)
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


def total_box_at(x: float) -> TotalBox:
    """The total panel at ``x``."""
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

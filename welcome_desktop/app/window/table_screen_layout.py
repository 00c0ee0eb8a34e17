"""The table screen's arithmetic, without Qt: the gaps and the type growing with the screen's
height, and the grids of the passed cards, the city plans, the small sheets and the open
seats' QR codes as large as their room allows. ``unit`` is the screen's height over 1080
pixels; every size is in pixels."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from welcome_desktop.app.sheet.page import PAGE_H, PAGE_W

#: The room a small sheet's widget adds beside its drawn sheet.
SHEET_MARGIN = 8


def gap(unit: float) -> int:
    """The room between two parts of the screen."""
    return max(8, round(16 * unit))


def sheet_type(width: int, unit: float) -> tuple[float, float]:
    """The sizes of a small sheet's name and of its last turn's words, for a sheet ``width``
    pixels wide."""
    return min(26 * unit, width / 13), min(19 * unit, width / 17)


class FaceGrid(NamedTuple):
    """Cards seen from their effect side: ``per_row`` in a row, each ``width`` × ``height``."""

    per_row: int
    width: int
    height: int


def face_grid(count: int, card_w: int, width: int, height: int) -> FaceGrid:
    """Expert's passed cards (one per seat, up to 12) in one or two rows ``height`` high in
    at most 60 % of ``width`` (the plans keep the rest), no wider than a card ``card_w``."""
    room = max(3 * card_w, round(width * 0.6))
    rows = 1 if count <= 6 else 2
    per_row = math.ceil(count / rows)
    face_h = height // rows
    return FaceGrid(per_row, min(card_w * face_h // height, room // per_row), face_h)


class PlanRow(NamedTuple):
    """The three plans: the first's left edge, each one's size and the room between them, the
    height of the words under each (who claimed it)."""

    left: int
    width: int
    height: int
    step: int
    claims_h: int


def plan_row(left: int, width: int, height: int, unit: float, aspect: float) -> PlanRow:
    """Three plans (``aspect`` width over height) centred in ``width`` from ``left``, with
    their words under them, in ``height``."""
    spacing = round(8 * unit)
    claims_h = round(56 * unit)
    plan_h = height - claims_h
    plan_w = min(round(plan_h * aspect), (width - 2 * spacing) // 3)
    plan_h = min(plan_h, round(plan_w / aspect))
    start = left + max(0, (width - 3 * plan_w - 2 * spacing) // 2)
    return PlanRow(start, plan_w, plan_h, plan_w + spacing, claims_h)


class SheetGrid(NamedTuple):
    """The small sheets: each ``seat_w`` wide, ``columns`` × ``rows`` cells ``cell_h`` high,
    ``used`` of the width; their names' and words' type sizes."""

    seat_w: int
    columns: int
    rows: int
    cell_h: int
    used: int
    title_px: float
    summary_px: float


def sheet_grid(count: int, width: int, height: int, unit: float) -> SheetGrid:
    """``count`` small sheets (with their names and last turn's words) as large as
    ``width`` × ``height`` allows, in rows as even as may be."""
    space = gap(unit)
    best_w, best_columns = 0, 1
    for columns in range(1, max(1, count) + 1):
        rows = math.ceil(count / columns)
        by_width = (width - (columns - 1) * space) // columns - SHEET_MARGIN
        title_px, summary_px = sheet_type(by_width, unit)
        extra = round(title_px * 1.6 + summary_px * 1.3 * 3 + 12)
        by_height = ((height - (rows - 1) * space) // rows - extra) * PAGE_W / PAGE_H
        seat_w = int(min(by_width, by_height))
        if seat_w > best_w:
            best_w, best_columns = seat_w, columns
    seat_w = max(60, best_w)
    title_px, summary_px = sheet_type(seat_w, unit)
    rows = math.ceil(count / best_columns) if count else 1
    best_columns = math.ceil(count / rows) if count else 1  # rows as even as may be
    cell_h = (height - (rows - 1) * space) // rows
    used = best_columns * (seat_w + SHEET_MARGIN) + (best_columns - 1) * space
    return SheetGrid(seat_w, best_columns, rows, cell_h, used, title_px, summary_px)


def code_grid(count: int, width: int, height: int, caption: int) -> tuple[int, int]:
    """The columns and the side of ``count`` QR codes (each with a ``caption`` high line under
    it, 8 pixels apart) as large as ``width`` × ``height`` allows."""
    best_side, best_columns = 0, 1
    for columns in range(1, count + 1):
        rows = math.ceil(count / columns)
        side = min((width - 8 * (columns - 1)) // columns,
                   (height - rows * caption - 8 * (rows - 1)) // rows)
        if side > best_side:
            best_side, best_columns = side, columns
    return best_columns, best_side


def score_line_height(seats: int, room: int, unit: float) -> int:
    """A seat's score line: 40 units high when the column has the room, lower with many seats
    (twelve at 1366×768), never under 16 pixels."""
    return max(16, min(round(40 * unit), room // max(1, seats)))


#: The score table's headers' type against its cells'.
HEADER_SCALE = 0.72
#: A score table's row, a header's line and a column's margins, in its cells' type size.
ROW = 1.45
HEADER_LINE = 1.2
COLUMN_PAD = 0.9


class ScoreTableType(NamedTuple):
    """The end's score table: its cells' type size, its headers' lines (1 or 2), a row's and
    the header's height, each column's width."""

    px: int
    header_lines: int
    row_h: int
    header_h: int
    header_px: int
    widths: list[int]


def score_table_type(header_widths: Sequence[tuple[float, float]],
                     cell_widths: Sequence[float], rows: int, *, width: int, height: int,
                     unit: float, reference: float) -> ScoreTableType:
    """The largest type (64 units at most) with which ``rows`` rows and their header fit
    ``width`` × ``height``: ``header_widths`` each header's width on one line and on two,
    ``cell_widths`` each column's widest cell, measured at ``reference`` pixels (the
    headers at ``HEADER_SCALE`` of it). The headers take two lines when that allows a larger
    type."""
    best: tuple[float, int] = (0.0, 1)
    for lines in (1, 2):
        need = sum(max(header[lines - 1], cell) for header, cell
                   in zip(header_widths, cell_widths, strict=True)) / reference \
            + COLUMN_PAD * len(cell_widths)
        by_width = (width - len(cell_widths)) / need if need else float(width)
        by_height = height / (rows * ROW + lines * HEADER_LINE * HEADER_SCALE + 0.6)
        size = min(by_width, by_height, 64 * unit)
        if size > best[0] + 0.5:
            best = (size, lines)
    size, lines = best
    px = max(6, int(size))
    widths = [math.ceil(max(header[lines - 1], cell) * px / reference + COLUMN_PAD * px)
              for header, cell in zip(header_widths, cell_widths, strict=True)]
    header_px = max(5, round(px * HEADER_SCALE))
    return ScoreTableType(px, lines, int(px * ROW), int(
        (lines * HEADER_LINE * HEADER_SCALE + 0.6) * px), header_px, widths)


def score_table_height(rows: int, px: float) -> int:
    """The height of a score table of ``rows`` rows in type ``px`` pixels high, its headers on
    two lines, its frame included."""
    return math.ceil((rows * ROW + 2 * HEADER_LINE * HEADER_SCALE + 0.6) * px) + 2

"""Where every zone of the drawn sheet lies, in sheet units (not pixels).

One landscape page (:mod:`page`). Everything is derived from the rules' tables (street sizes,
planned pools, track values), so a change there moves the drawing. Pure Python: no Qt, no text,
only boxes.

Top part: the "Welcome to" sign, then the three streets one under another, left-aligned
(:mod:`street_layout`), with a bit of garden beside the shorter ones.

Bottom part, left to right (:mod:`scoring_layout`): plan boxes n°1–n°3, a thematic sheet's
column, park scores, pool track, temp track, the six real-estate columns, bis, roundabout and
refusal tracks, and the total.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from welcome_desktop.app.sheet.page import MARGIN, PAGE_H, PAGE_W, Box
from welcome_desktop.app.sheet.scoring_layout import (
    ESTATE_GAP,
    ESTATE_W,
    PARKS_W,
    PLAN_GAP,
    PLAN_W,
    RIBBON_H,
    SCORE_H,
    SCORE_TOP,
    TEMP_ROWS,
    THEME_W,
    THEMED_PLAN_W,
    TOTAL_W,
    EstateColumn,
    ParkScores,
    PlanBox,
    TotalBox,
    Track,
    estate_column_at,
    park_scores_at,
    plan_box_at,
    total_box_at,
    track_at,
    track_width,
)
from welcome_desktop.app.sheet.street_layout import (
    BAND_H,
    ROW_TOP,
    TRUCK_ROOM,
    YARD_BOTTOM,
    Street,
    street_row,
)
from welcome_desktop.rules.tables import (
    BIS_VALUES,
    ESTATE_SIZES,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    STREETS,
    TEMP_BOXES,
)


@dataclass(frozen=True, slots=True)
class SheetLayout:
    """Every zone of the page."""

    page: Box
    sign: Box
    sign_label: Box
    sign_name: Box
    streets: tuple[Street, ...]
    decor: tuple[Box, ...]   # free space right of the shorter streets
    legend: Box              # the card explaining the inks, between the sign and the parks
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


@cache
def sheet_layout(kind: str = "base") -> SheetLayout:
    """The page's geometry for a sheet of ``kind`` (computed once per kind)."""
    # On ice cream the bottom street's park track makes way for the truck at its right end.
    streets = tuple(street_row(s, TRUCK_ROOM if kind == "ice-cream" and s == STREETS[-1] else 0)
                    for s in STREETS)
    themed = kind != "base"
    plan_w = THEMED_PLAN_W if themed else PLAN_W

    # Scoring panels share the width left to right with equal gaps.
    widths = [
        3 * plan_w + 2 * PLAN_GAP,
        PARKS_W,
        track_width(len(POOL_VALUES)),
        track_width(TEMP_BOXES, TEMP_ROWS),
        len(ESTATE_SIZES) * ESTATE_W + (len(ESTATE_SIZES) - 1) * ESTATE_GAP,
        track_width(len(BIS_VALUES)),
        track_width(len(ROUNDABOUT_VALUES)),
        track_width(len(REFUSAL_VALUES)),
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

    plans = tuple(plan_box_at(i, x_plans + i * (plan_w + PLAN_GAP), plan_w) for i in range(3))
    temps = track_at(x_temps, tuple(range(TEMP_BOXES)), TEMP_ROWS)
    legend_top = temps.cells[TEMP_ROWS - 1].bottom + 8
    temp_legend = Box(temps.panel.x + 4, legend_top, temps.panel.w - 8,
                      temps.score.y - legend_top - 6)
    estates = tuple(estate_column_at(size, x_estates + i * (ESTATE_W + ESTATE_GAP))
                    for i, size in enumerate(ESTATE_SIZES))
    ribbon_y = SCORE_TOP - RIBBON_H - 2

    last_street = streets[-1].row.right
    decor_gap = 16
    decor = tuple(
        Box(st.row.right + decor_gap, st.row.y + BAND_H, last_street - st.row.right - decor_gap,
            YARD_BOTTOM - BAND_H)
        for st in streets if st.row.right + 40 < last_street
    )
    sign = Box(MARGIN, 8, 420, BAND_H + ROW_TOP - 14)
    return SheetLayout(
        page=Box(0, 0, PAGE_W, PAGE_H),
        sign=sign,
        sign_label=Box(sign.x + 16, sign.y + 8, 150, sign.h - 16),
        sign_name=Box(sign.x + 172, sign.y + 8, sign.w - 188, sign.h - 16),
        streets=streets,
        decor=decor,
        legend=Box(sign.right + 14, sign.y, streets[0].park.box.x - sign.right - 28, sign.h),
        plan_ribbon=Box(x_plans, ribbon_y, widths[0], RIBBON_H),
        estate_ribbon=Box(x_estates, ribbon_y, widths[4], RIBBON_H),
        plans=plans,
        parks=park_scores_at(x_parks),
        pools=track_at(x_pools, POOL_VALUES),
        temps=temps,
        temp_legend=temp_legend,
        estates=estates,
        bis=track_at(x_bis, BIS_VALUES),
        roundabouts=track_at(x_round, ROUNDABOUT_VALUES),
        refusals=track_at(x_refusals, REFUSAL_VALUES),
        total=total_box_at(x_total),
        kind=kind,
        theme_panel=theme_panel,
    )

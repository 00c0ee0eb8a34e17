"""The scoring area of a drawn sheet: its printed panels, their clickable places (tracks,
real-estate columns, plans) and what is written there, updated from snapshots.

The crosses of the tracks and real-estate columns, the plans' cards and points, the live scores
in pencil and the total; the roundabouts' panel is washed out in a game without the advanced
variant.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.sheet import art, scoring_art, street_art
from welcome_desktop.app.sheet.ink import Ink, fresh_ink
from welcome_desktop.app.sheet.items import MarkPath, MarkText, OverlayItem, rounded
from welcome_desktop.app.sheet.page import Box
from welcome_desktop.app.sheet.print_floor import text_floor
from welcome_desktop.app.sheet.scoring_layout import PlanBox, Track
from welcome_desktop.app.words.plan_words import sheet_plan_tooltip, sheet_requirement
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.sheet import ROUNDABOUT
from welcome_desktop.rules.tables import ESTATE_SIZES

if TYPE_CHECKING:
    from welcome_desktop.app.sheet.canvas import SheetCanvas

SCORE_PX = 24.0
TOTAL_PX = 44.0


@dataclass(slots=True)
class TrackMarks:
    """The crosses of one track and its score."""

    crosses: list[MarkPath]
    score: MarkText


@dataclass(slots=True)
class EstateMarks:
    """One real-estate column: crosses, count, value in force and points."""

    crosses: list[MarkPath]
    count: MarkText
    value: MarkText
    points: MarkText


REQUIREMENT_PX = 32
"""A plan's requirement is printed this large on its card (in sheet units), smaller only to fit
(a long requirement): the estate sizes are what a player reads there at a glance."""

@dataclass(slots=True)
class PlanMarks:
    """One plan box: the card's requirement and values (printed) and the points written."""

    requirement: MarkText
    first: MarkText
    second: MarkText
    points: MarkText


def cross_track(crosses: list[MarkPath], marks: int, last: Ink, ghost_next: Ink | None) -> None:
    """Show the first ``marks`` of a track's ``crosses``, the last of them in ``last`` ink
    (another ink when made this or last turn), and the next one as a suggestion in
    ``ghost_next`` ink, if given."""
    for i, cross in enumerate(crosses):
        if i < marks:
            cross.set_ink(last if i == marks - 1 else Ink.CONFIRMED)
        elif i == marks and ghost_next is not None:
            cross.set_ink(ghost_next)
        else:
            cross.set_ink(None)


class ScoringDrawing:
    """The scoring area's art, zones and marks on one :class:`SheetCanvas`, updated from
    snapshots."""

    def __init__(self, canvas: SheetCanvas) -> None:
        self.canvas = canvas
        self.tracks: dict[Zone | str, TrackMarks] = {}
        self.estates: dict[int, EstateMarks] = {}
        self.plans: list[PlanMarks] = []
        self.totals: dict[str, MarkText] = {}
        self._plan_ids: tuple[str, str, str] | None = None
        self._build_art()
        self._build_zones()
        self._build_marks()

    # ------------------------------------------------------------------------ art

    def _build_art(self) -> None:
        canvas = self.canvas
        lay = canvas.layout
        family = canvas.fonts.label
        canvas.add_art(lay.plan_ribbon, lambda p: scoring_art.paint_ribbon(
            p, lay.plan_ribbon, QCoreApplication.translate("SheetScene", "CITY PLANS"), family))
        canvas.add_art(lay.estate_ribbon, lambda p: scoring_art.paint_ribbon(
            p, lay.estate_ribbon, QCoreApplication.translate("SheetScene", "REAL ESTATE"),
            family))
        for plan in lay.plans:
            title = QCoreApplication.translate("SheetScene", "N°{n}").format(n=plan.index + 1)

            def paint_plan(p: QPainter, box: PlanBox = plan, t: str = title) -> None:
                scoring_art.paint_panel(p, box.panel, box.title, t, art.PLANS, family=family,
                                        title_size=15)
                scoring_art.paint_plan_card(p, box.card)
                art.draw_text(p, box.values, "/", art.font(family, 14, True), art.PRINT)
                scoring_art.paint_score_box(p, box.score, art.PLANS)
            canvas.add_art(plan.panel, paint_plan)

        parks = lay.parks
        park_labels = (
            QCoreApplication.translate("SheetScene", "Top"),
            QCoreApplication.translate("SheetScene", "Middle"),
            QCoreApplication.translate("SheetScene", "Bottom"),
        )

        def paint_parks(p: QPainter) -> None:
            scoring_art.paint_panel(p, parks.panel, parks.title,
                                    QCoreApplication.translate("SheetScene", "PARKS"), art.PARKS,
                                    family=family)
            for icon, label, score, name in zip(parks.icons, parks.labels, parks.scores,
                                                park_labels, strict=True):
                street_art.paint_tree(p, icon, None, family)
                art.draw_text(p, label, name, art.fitted_font(family, 12, name, label.w, True),
                              art.PRINT,
                              align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                scoring_art.paint_score_box(p, score, art.PARKS)
        canvas.add_art(parks.panel, paint_parks)

        tracks: list[tuple[Track, str, art.Palette, bool, bool]] = [
            (lay.pools, QCoreApplication.translate("SheetScene", "POOLS"), art.POOLS, True, True),
            (lay.temps, QCoreApplication.translate("SheetScene", "TEMP AGENCY"), art.TEMPS, False,
             False),
            (lay.bis, QCoreApplication.translate("SheetScene", "BIS"), art.BIS, False, True),
            (lay.roundabouts, "", art.ROUNDABOUTS, True, True),
            (lay.refusals, QCoreApplication.translate("SheetScene", "REFUSALS"), art.REFUSALS,
             False, True),
        ]
        for track, title, palette, round_cells, values in tracks:
            canvas.add_art(track.panel, partial(scoring_art.paint_track, track=track, title=title,
                                           palette=palette, family=family,
                                           round_cells=round_cells, show_values=values))
        rb_title = lay.roundabouts.title
        canvas.add_art(rb_title, lambda p: scoring_art.paint_roundabout_icon(
            p, QPointF(rb_title.cx, rb_title.cy), 9, QColor("#ffffff")), margin=2)
        places = (
            QCoreApplication.translate("SheetScene", "1st: 7"),
            QCoreApplication.translate("SheetScene", "2nd: 4"),
            QCoreApplication.translate("SheetScene", "3rd: 1"),
        )
        # Played alone, the temps score by the solo rule, not by a ranking.
        solo = QCoreApplication.translate("SheetScene", "6 boxes:\n7 points")

        def paint_temp_legend(p: QPainter) -> None:
            box = lay.temp_legend
            text = solo if canvas.solo else "\n".join(places)
            f = art.fitted_font(family, 12, text, box.w, True)
            if QFontMetricsF(f).lineSpacing() * (text.count("\n") + 1) > box.h:
                # Raised to stay readable, three lines would not fit: two will.
                text = f"{places[0]}  {places[1]}\n{places[2]}" if not canvas.solo \
                    else text.replace("\n", " ")
                f = art.fitted_font(family, 12, text, box.w, True)
            art.draw_text(p, box, text, f, art.TEMPS.text)
        canvas.add_art(lay.temp_legend, paint_temp_legend)
        for column in lay.estates:
            canvas.add_art(column.track.panel,
                      partial(scoring_art.paint_estate, column=column, family=family))

        total = lay.total

        def paint_total(p: QPainter) -> None:
            scoring_art.paint_panel(p, total.panel, total.title,
                                    QCoreApplication.translate("SheetScene", "TOTAL"), art.TOTAL,
                                    family=family)
            f = art.font(family, 22, True)
            art.draw_text(p, total.labels[0], "+", f, art.TOTAL.text)
            art.draw_text(p, total.labels[1], "−", f, art.TOTAL.text)
            art.draw_text(p, total.labels[2], "=", f, art.TOTAL.text)
            scoring_art.paint_score_box(p, total.plus, art.PARKS)
            scoring_art.paint_score_box(p, total.minus, art.REFUSALS)
            scoring_art.paint_score_box(p, total.total, art.TOTAL)
        canvas.add_art(total.panel, paint_total)

    # ------------------------------------------------------------------------ zones

    def _build_zones(self) -> None:
        canvas = self.canvas
        lay = canvas.layout

        def track_zone(target: Target, track: Track, tip: str) -> None:
            canvas.add_zone(target, track.hit, rounded(track.panel.inset(-3), 10), tip)

        track_zone(Target(Zone.TEMP), lay.temps, QCoreApplication.translate(
            "SheetScene",
            "Temp agency: a box is crossed each time the number is changed by up to 2 "
            "(or the effect is used).\nMost boxes: 7 points, second: 4, third: 1. "
            "Playing alone: 7 points with 6 boxes."))
        track_zone(Target(Zone.BIS), lay.bis, QCoreApplication.translate(
            "SheetScene",
            "Bis: a box is crossed for every bis house.\nPenalty: the first value not crossed."))
        track_zone(Target(Zone.ROUNDABOUT), lay.roundabouts, QCoreApplication.translate(
            "SheetScene",
            "Roundabouts (advanced variant): a box is crossed for each one built, at most two.\n"
            "Penalty: the first value not crossed."))
        track_zone(Target(Zone.REFUSAL), lay.refusals, QCoreApplication.translate(
            "SheetScene",
            "Building-permit refusals: a box is crossed when no number can be written.\n"
            "Penalty: the first value not crossed; the third refusal ends the game."))
        for column in lay.estates:
            size = column.size  # the count whose form the words take (a plain name: lupdate)
            tip = QCoreApplication.translate("SheetScene",
                     "Real estate, estates of {size} house(s): each mark raises the value of "
                     "every such estate.\nPoints: number of estates × the first value not "
                     "crossed.", None, size).format(size=size)
            track_zone(Target(Zone.ESTATE_COLUMN, -1, column.size), column.track, tip)
        for plan in lay.plans:
            tip = QCoreApplication.translate("SheetScene", "City plan n°{n}.").format(
                n=plan.index + 1)
            canvas.add_zone(Target(Zone.PLAN, -1, plan.index), plan.panel,
                       rounded(plan.panel.inset(-3), 10), tip)

    # ------------------------------------------------------------------------ marks

    def _build_marks(self) -> None:
        canvas = self.canvas
        lay = canvas.layout
        hand = canvas.fonts.handwriting

        def track(key: Zone | str, tr: Track, crossable: int) -> None:
            crosses = [canvas.add_cross(cell.inset(2), (key, i))
                       for i, cell in enumerate(tr.cells[:crossable])]
            self.tracks[key] = TrackMarks(crosses, canvas.add_score(tr.score, SCORE_PX))

        track(Zone.POOL, lay.pools, len(lay.pools.cells) - 1)
        track(Zone.TEMP, lay.temps, len(lay.temps.cells))
        track(Zone.BIS, lay.bis, len(lay.bis.cells) - 1)
        track(Zone.ROUNDABOUT, lay.roundabouts, len(lay.roundabouts.cells) - 1)
        track(Zone.REFUSAL, lay.refusals, len(lay.refusals.cells) - 1)

        for column in lay.estates:
            crosses = [canvas.add_cross(cell.inset(2), ("estate", column.size, i))
                       for i, cell in enumerate(column.track.cells[:-1])]
            self.estates[column.size] = EstateMarks(
                crosses,
                canvas.add_score(column.count, 17),
                canvas.add_score(column.value, 17),
                canvas.add_score(column.track.score, SCORE_PX),
            )

        label = canvas.fonts.label
        for plan in lay.plans:
            half = plan.values.w / 2
            first_box = Box(plan.values.x, plan.values.y, half - 4, plan.values.h)
            second_box = Box(plan.values.x + half + 4, plan.values.y, half - 4, plan.values.h)
            plan_marks = PlanMarks(
                requirement=MarkText(plan.requirement, art.font(label, REQUIREMENT_PX, True),
                                     colour=QColor("#35587a"), fit=True),
                first=MarkText(first_box, art.font(label, 15, True), colour=art.PRINT),
                second=MarkText(second_box, art.font(label, 15, True), colour=art.PRINT),
                points=MarkText(plan.score, art.font(hand, 34)),
            )
            for item in (plan_marks.requirement, plan_marks.first,
                         plan_marks.second, plan_marks.points):
                canvas.add_item(item)
            self.plans.append(plan_marks)

        total = lay.total
        self.totals = {
            "plus": canvas.add_score(total.plus, SCORE_PX + 2),
            "minus": canvas.add_score(total.minus, SCORE_PX + 2),
            "total": canvas.add_score(total.total, TOTAL_PX),
        }

        rb = lay.roundabouts

        def paint_wash(p: QPainter) -> None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(250, 244, 228, 185))
            p.drawPath(rounded(rb.panel, 8))
            box = rb.score.inset(0, -4)
            text = QCoreApplication.translate("SheetScene", "advanced\nonly")
            with text_floor(canvas.floor_units(p.worldTransform().m11())):
                art.draw_text(p, box, text, art.fitted_font(label, 11, text, box.w, True),
                              art.ROUNDABOUTS.text)
        self._not_advanced = OverlayItem(rb.panel, paint_wash)
        canvas.add_item(self._not_advanced)

    # ------------------------------------------------------------------------ updating

    def update(self, snapshot: SheetSnapshot) -> None:
        """Show the scoring area of ``snapshot``: only the marks that changed are repainted."""
        self._update_tracks(snapshot)
        self._update_plans(snapshot)
        self._update_scores(snapshot)
        self._not_advanced.setVisible(not snapshot.advanced)

    def _update_tracks(self, snapshot: SheetSnapshot) -> None:
        sheet = snapshot.sheet
        ghosts = snapshot.ghosts

        def marked(targets: frozenset[Target]) -> set[Zone]:
            """The tracks whose last cross ``targets`` made."""
            houses = [(t.street, t.index) for t in targets if t.zone is Zone.HOUSE]
            zones = {t.zone for t in targets}
            if any(sheet.is_bis(s, h) for s, h in houses):
                zones.add(Zone.BIS)
            if any(sheet.houses[s][h] == ROUNDABOUT for s, h in houses):
                zones.add(Zone.ROUNDABOUT)
            return zones

        pending, recent = marked(snapshot.pending), marked(snapshot.recent)

        def last(zone: Zone) -> Ink:
            if zone in pending:
                return Ink.PENDING
            return Ink.RECENT if zone in recent else Ink.CONFIRMED

        counts: list[tuple[Zone, int]] = [
            (Zone.POOL, sheet.pool_marks), (Zone.TEMP, sheet.temps), (Zone.BIS, sheet.bis_marks),
            (Zone.ROUNDABOUT, sheet.roundabout_marks), (Zone.REFUSAL, sheet.refusals),
        ]
        for zone, marks in counts:
            is_ghost = (any(t.zone is Zone.POOL for t in ghosts) if zone is Zone.POOL
                        else Target(zone) in ghosts)
            cross_track(self.tracks[zone].crosses, marks, last(zone),
                        snapshot.ghost_ink if is_ghost else None)
        for size in ESTATE_SIZES:
            target = Target(Zone.ESTATE_COLUMN, -1, size)
            cross_track(self.estates[size].crosses, sheet.estate_marks[size - 1],
                        fresh_ink(target, snapshot.pending, snapshot.recent),
                        snapshot.ghost_ink if target in ghosts else None)

    def _update_plans(self, snapshot: SheetSnapshot) -> None:
        sheet = snapshot.sheet
        ids = sheet.plan_ids
        if ids != self._plan_ids:
            self._plan_ids = ids
            for i, plan_id in enumerate(ids):
                zone = self.canvas.zones[Target(Zone.PLAN, -1, i)]
                zone.setToolTip(sheet_plan_tooltip(i, PLANS.get(plan_id)))
        for i, marks in enumerate(self.plans):
            plan = PLANS.get(ids[i])
            approved = snapshot.plan_approved[i]
            marks.requirement.set_text(sheet_requirement(plan) if plan else "", Ink.CONFIRMED)
            marks.first.set_text(str(plan.first_value) if plan else "", Ink.CONFIRMED,
                                 strike=approved)
            marks.second.set_text(str(plan.second_value) if plan else "", Ink.CONFIRMED)
            target = Target(Zone.PLAN, -1, i)
            if sheet.plan_claimed[i]:
                marks.points.set_text(str(sheet.plan_values[i]),
                                      fresh_ink(target, snapshot.pending, snapshot.recent))
            else:
                marks.points.set_text("?" if target in snapshot.ghosts else "", snapshot.ghost_ink)

    def _update_scores(self, snapshot: SheetSnapshot) -> None:
        b = snapshot.breakdown
        pencil = Ink.PENCIL
        self.tracks[Zone.POOL].score.set_text(str(b.pools), pencil)
        self.tracks[Zone.TEMP].score.set_text(str(b.temps), pencil)
        self.tracks[Zone.BIS].score.set_text(str(b.bis), pencil)
        self.tracks[Zone.ROUNDABOUT].score.set_text(
            str(b.roundabouts) if snapshot.advanced else "", pencil)
        self.tracks[Zone.REFUSAL].score.set_text(str(b.refusals), pencil)
        for size in ESTATE_SIZES:
            estate = b.estates[size - 1]
            marks = self.estates[size]
            marks.count.set_text(str(estate.count), pencil)
            marks.value.set_text(str(estate.value), pencil)
            marks.points.set_text(str(estate.points), pencil)
        self.totals["plus"].set_text(str(b.plus), pencil)
        self.totals["minus"].set_text(str(b.minus), pencil)
        self.totals["total"].set_text(str(b.total), Ink.CONFIRMED)

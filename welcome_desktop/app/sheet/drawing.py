"""Everything drawn on the sheet, without a QGraphicsScene: art, zones, marks and their updates.

The printed sheet (paper, houses, trees, tracks) is a list of art layers painted as the scene's
background. Every mark a player can write has its own item, created hidden;
:meth:`SheetDrawing.set_snapshot` only changes the state of the items whose mark changed, so a
repaint after a click is cheap. :class:`~welcome_desktop.app.sheet.scene.SheetScene` shows the
items; :meth:`SheetDrawing.paint` paints them directly where no QApplication exists (a
QGraphicsScene needs one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from welcome_desktop.app.sheet import art
from welcome_desktop.app.sheet.fonts import SheetFonts, sheet_fonts
from welcome_desktop.app.sheet.ink import (
    Ink,
    dot,
    hand_circle,
    hand_cross,
    hand_stroke,
    ink_colour,
)
from welcome_desktop.app.sheet.items import (
    Z_FENCE_ZONE,
    Z_HALO,
    ClickSink,
    MarkPath,
    MarkText,
    OverlayItem,
    ZoneItem,
    qrect,
    rounded,
)
from welcome_desktop.app.sheet.layout import (
    POOL_HIT_PAD,
    Box,
    PlanBox,
    SheetLayout,
    Street,
    Track,
    sheet_layout,
)
from welcome_desktop.app.sheet.print_floor import PRINT_FLOOR_PX, PrintedText, text_floor
from welcome_desktop.app.sheet.themes import ThemeDrawing
from welcome_desktop.app.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.wording import sheet_plan_tooltip, sheet_requirement, street_name
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.sheet import ROUNDABOUT, Sheet
from welcome_desktop.rules.tables import (
    ESTATE_SIZES,
    PARK_VALUES,
    PLANNED_POOLS,
    STREET_SIZES,
    STREETS,
)
from welcome_desktop.rules.themes import BASE

TABLE_COLOUR = QColor("#6f5a43")

NUMBER_PX = 33.0
BIS_PX = 13.0
SCORE_PX = 24.0
TOTAL_PX = 44.0


@dataclass(slots=True)
class HouseMarks:
    """What can be written on one house lot."""

    number: MarkText
    bis: MarkText
    roundabout: MarkPath
    ghost: MarkPath
    used: MarkPath


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


@dataclass(slots=True)
class PlanMarks:
    """One plan box: the card's id and values (printed) and the points written."""

    card: MarkText
    requirement: MarkText
    first: MarkText
    second: MarkText
    points: MarkText


def _fresh_ink(target: Target, pending: frozenset[Target], recent: frozenset[Target]) -> Ink:
    """A mark's ink: this turn's (pending), the last resolved turn's (recent), or older."""
    if target in pending:
        return Ink.PENDING
    return Ink.RECENT if target in recent else Ink.CONFIRMED


class SheetDrawing:
    """The items and art of one sheet, updated from snapshots; clicks go to ``sink``."""

    def __init__(self, sink: ClickSink, kind: str = BASE) -> None:
        self.fonts: SheetFonts = sheet_fonts()
        self.layout: SheetLayout = sheet_layout(kind)
        self.kind = kind
        self.items: list[QGraphicsItem] = []
        self._sink = sink
        self.zones: dict[Target, ZoneItem] = {}
        self.houses: dict[tuple[int, int], HouseMarks] = {}
        self.fences: dict[tuple[int, int], MarkPath] = {}
        self.pools: dict[tuple[int, int], MarkPath] = {}
        self.parks: dict[int, TrackMarks] = {}
        self.tracks: dict[Zone | str, TrackMarks] = {}
        self.estates: dict[int, EstateMarks] = {}
        self.plans: list[PlanMarks] = []
        self.totals: dict[str, MarkText] = {}
        self.town: MarkText
        self._snapshot: SheetSnapshot | None = None
        self._art_layers: list[tuple[QRectF, Callable[[QPainter], None]]] = []
        # A game of one player (the temps legend says the solo rule).
        self.solo = False
        # The printed art changed since the scene last painted it.
        self.art_changed = False
        # The printed texts of the last background paint.
        self.printed: list[PrintedText] = []
        #: Raise printed texts to :data:`PRINT_FLOOR_PX` on screen; off for a thumbnail, whose
        #: texts are meant to be too small to read (raised, they would overlap).
        self.print_floor = True
        self._plan_ids: tuple[str, str, str] | None = None
        self._focus: Target | None = None
        self._bis_word = QCoreApplication.translate("SheetScene", "bis")
        self._build_art()
        self._build_zones()
        self._build_marks()
        # The theme's own drawing on a thematic sheet.
        self.theme = ThemeDrawing(self) if kind != BASE else None

    # ------------------------------------------------------------------------ public API

    def set_snapshot(self, snapshot: SheetSnapshot) -> None:
        """Show ``snapshot``: repaints only the marks that changed since the last one."""
        self._snapshot = snapshot
        sheet = snapshot.sheet
        pending = snapshot.pending
        ghosts = snapshot.ghosts
        self._update_streets(sheet, pending, ghosts, snapshot.recent,
                             {(s, h): text for s, h, text in snapshot.ghost_numbers})
        self._update_tracks(snapshot)
        self._update_plans(snapshot)
        self._update_scores(snapshot)
        if self.theme is not None:
            self.theme.update(snapshot)
        self.town.set_text(snapshot.town, Ink.CONFIRMED)
        self._not_advanced.setVisible(not snapshot.advanced)
        if snapshot.solo != self.solo:
            self.solo = snapshot.solo
            self.art_changed = True
        self._update_halo(snapshot.last_written)
        highlights = snapshot.highlights
        for target, zone in self.zones.items():
            zone.set_highlighted(target in highlights)
        focus = snapshot.focus
        if focus != self._focus:
            if self._focus in self.zones:
                self.zones[self._focus].set_focused(False)
            if focus in self.zones:
                self.zones[focus].set_focused(True)
            self._focus = focus

    def snapshot(self) -> SheetSnapshot | None:
        """The snapshot shown, if any."""
        return self._snapshot

    def written_texts(self) -> list[str]:
        """Every visible handwritten or printed text on the sheet (for tests and tools)."""
        return [item.text() for item in self.items
                if isinstance(item, MarkText) and item.text()]

    def _add(self, item: QGraphicsItem) -> None:
        self.items.append(item)

    def paint(self, painter: QPainter) -> None:
        """Paint the whole sheet in sheet units: art, then visible items by stacking order."""
        page = qrect(self.layout.page)
        self.paint_background(painter, page)
        option = QStyleOptionGraphicsItem()
        order = sorted(range(len(self.items)), key=lambda i: (self.items[i].zValue(), i))
        for i in order:
            item = self.items[i]
            if not item.isVisible():
                continue
            painter.save()
            painter.translate(item.pos())
            item.paint(painter, option, None)
            painter.restore()

    # ------------------------------------------------------------------------ building

    def _art(self, box: Box, fn: Callable[[QPainter], None], margin: float = 6.0) -> None:
        """Add a piece of printed art, painted by ``fn`` within ``box`` (plus ``margin``)."""
        self._art_layers.append((qrect(box).adjusted(-margin, -margin, margin, margin), fn))

    def paint_background(self, painter: QPainter, rect: QRectF, *,
                         pixels_per_unit: float = 0.0) -> None:
        """The printed sheet: the table around it, then every piece of art in ``rect``.

        Shown at ``pixels_per_unit`` screen pixels per sheet unit, no printed text is painted
        under :data:`PRINT_FLOOR_PX` pixels (the painted texts are noted in :attr:`printed`).
        """
        painter.fillRect(rect, TABLE_COLOUR)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        floor = self._floor_units(pixels_per_unit)
        self.printed = []
        with text_floor(floor, self.printed):
            for bounds, fn in self._art_layers:
                if bounds.intersects(rect):
                    painter.save()
                    fn(painter)
                    painter.restore()

    def _floor_units(self, pixels_per_unit: float) -> float:
        """The printed texts' floor in sheet units at ``pixels_per_unit`` (0: none)."""
        if not self.print_floor or pixels_per_unit <= 0:
            return 0.0
        return PRINT_FLOOR_PX / pixels_per_unit

    def _build_art(self) -> None:
        lay = self.layout
        family = self.fonts.label
        self._art(lay.page, lambda p: art.paint_paper(p, lay.page), margin=0)
        welcome = QCoreApplication.translate("SheetScene", "WELCOME TO")
        self._art(lay.sign, lambda p: art.paint_sign(p, lay.sign, lay.sign_label,
                                                     lay.sign_name, family=family,
                                                     welcome=welcome))
        legend_lines = (
            art.LegendLine("7", ink_colour(Ink.CONFIRMED), False,
                           QCoreApplication.translate("SheetScene", "written")),
            art.LegendLine("7", ink_colour(Ink.PENDING), False,
                           QCoreApplication.translate("SheetScene", "this turn")),
            art.LegendLine("", ink_colour(Ink.GHOST), True,
                           QCoreApplication.translate("SheetScene", "suggestion")),
            art.LegendLine("12", ink_colour(Ink.PENCIL), False,
                           QCoreApplication.translate("SheetScene", "live score")),
        )
        legend_title = QCoreApplication.translate("SheetScene", "HOW TO READ")
        for i, box in enumerate(lay.decor):
            if i == 0 and box.w >= 150:
                card = box.inset(14, 8)
                self._art(card, partial(art.paint_legend, box=card, title=legend_title,
                                        lines=legend_lines, label_family=family,
                                        hand_family=self.fonts.handwriting))
            else:
                self._art(box, partial(art.paint_decor, box=box))
        for street in lay.streets:
            def paint_street(p: QPainter, st: Street = street) -> None:
                art.paint_ground(p, st)
                for lot in st.lots:
                    art.paint_used_line(p, lot)
                    art.paint_house(p, lot)
                    if lot.pool is not None:
                        art.paint_pool(p, lot.pool)
                for slot in st.slots:
                    art.paint_fence_slot(p, slot)
                art.paint_end_fence(p, st.left_end)
                art.paint_end_fence(p, st.right_end)
            self._art(street.row, paint_street)
            self._art(street.park.box,
                      partial(art.paint_park_track, park=street.park, family=family))

        self._art(lay.plan_ribbon, lambda p: art.paint_ribbon(
            p, lay.plan_ribbon, QCoreApplication.translate("SheetScene", "CITY PLANS"), family))
        self._art(lay.estate_ribbon, lambda p: art.paint_ribbon(
            p, lay.estate_ribbon, QCoreApplication.translate("SheetScene", "REAL ESTATE"),
            family))
        for plan in lay.plans:
            title = QCoreApplication.translate("SheetScene", "N°{n}").format(n=plan.index + 1)

            def paint_plan(p: QPainter, box: PlanBox = plan, t: str = title) -> None:
                art.paint_panel(p, box.panel, box.title, t, art.PLANS, family=family,
                                title_size=15)
                art.paint_plan_card(p, box.card)
                art.draw_text(p, box.values, "/", art.font(family, 14, True), art.PRINT)
                art.paint_score_box(p, box.score, art.PLANS)
            self._art(plan.panel, paint_plan)

        parks = lay.parks
        park_labels = (
            QCoreApplication.translate("SheetScene", "Top"),
            QCoreApplication.translate("SheetScene", "Middle"),
            QCoreApplication.translate("SheetScene", "Bottom"),
        )

        def paint_parks(p: QPainter) -> None:
            art.paint_panel(p, parks.panel, parks.title,
                            QCoreApplication.translate("SheetScene", "PARKS"), art.PARKS,
                            family=family)
            for icon, label, score, name in zip(parks.icons, parks.labels, parks.scores,
                                                park_labels, strict=True):
                art.paint_tree(p, icon, None, family)
                art.draw_text(p, label, name, art.fitted_font(family, 12, name, label.w, True),
                              art.PRINT,
                              align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                art.paint_score_box(p, score, art.PARKS)
        self._art(parks.panel, paint_parks)

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
            self._art(track.panel, partial(art.paint_track, track=track, title=title,
                                           palette=palette, family=family,
                                           round_cells=round_cells, show_values=values))
        rb_title = lay.roundabouts.title
        self._art(rb_title, lambda p: art.paint_roundabout_icon(
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
            text = solo if self.solo else "\n".join(places)
            f = art.fitted_font(family, 12, text, box.w, True)
            if QFontMetricsF(f).lineSpacing() * (text.count("\n") + 1) > box.h:
                # Raised to stay readable, three lines would not fit: two will.
                text = f"{places[0]}  {places[1]}\n{places[2]}" if not self.solo \
                    else text.replace("\n", " ")
                f = art.fitted_font(family, 12, text, box.w, True)
            art.draw_text(p, box, text, f, art.TEMPS.text)
        self._art(lay.temp_legend, paint_temp_legend)
        for column in lay.estates:
            self._art(column.track.panel, partial(art.paint_estate, column=column, family=family))

        total = lay.total

        def paint_total(p: QPainter) -> None:
            art.paint_panel(p, total.panel, total.title,
                            QCoreApplication.translate("SheetScene", "TOTAL"), art.TOTAL,
                            family=family)
            f = art.font(family, 22, True)
            art.draw_text(p, total.labels[0], "+", f, art.TOTAL.text)
            art.draw_text(p, total.labels[1], "−", f, art.TOTAL.text)
            art.draw_text(p, total.labels[2], "=", f, art.TOTAL.text)
            art.paint_score_box(p, total.plus, art.PARKS)
            art.paint_score_box(p, total.minus, art.REFUSALS)
            art.paint_score_box(p, total.total, art.TOTAL)
        self._art(total.panel, paint_total)

    def _zone(self, target: Target, hit: Box, glow: QPainterPath, tooltip: str,
              z: float | None = None) -> None:
        item = ZoneItem(target, hit, glow, self._sink, tooltip)
        if z is not None:
            item.setZValue(z)
        self._add(item)
        self.zones[target] = item

    def _build_zones(self) -> None:
        lay = self.layout
        for street in lay.streets:
            s = street.street
            name = street_name(s)
            size = STREET_SIZES[s]
            for lot in street.lots:
                glow = rounded(Box(lot.facade.x - 4, lot.roof.y - 4, lot.facade.w + 8,
                                   lot.facade.bottom - lot.roof.y + 8), 9)
                tip = QCoreApplication.translate("SheetScene",
                         "House {n} of {size}, {street}.\n"
                         "Write a house number here: numbers rise from left to right.\n"
                         "\"bis\" copies a neighbour's number; a circle with a dot is a "
                         "roundabout.\nThe dotted line above it is struck when the house is "
                         "used for a plan.").format(n=lot.house + 1, size=size, street=name)
                self._zone(Target(Zone.HOUSE, s, lot.house), lot.hit, glow, tip)
                if lot.pool is not None:
                    tip = QCoreApplication.translate("SheetScene",
                             "Planned pool of house {n}, {street}.\nIt is built (circled) when a "
                             "number is written in this house with the pool effect.").format(
                        n=lot.house + 1, street=name)
                    self._zone(Target(Zone.POOL, s, lot.house),
                               lot.pool.inset(-4, -POOL_HIT_PAD),
                               rounded(lot.pool.inset(-5, -4), 10), tip)
            for slot in street.slots:
                tip = QCoreApplication.translate("SheetScene",
                         "Fence slot between houses {a} and {b}, {street}.\n"
                         "The surveyor draws a fence here; fences close estates.").format(
                    a=slot.slot + 1, b=slot.slot + 2, street=name)
                glow = rounded(Box(slot.x - 6, slot.y1 - 2, 12, slot.y2 - slot.y1 + 4), 5)
                self._zone(Target(Zone.FENCE, s, slot.slot), slot.hit, glow, tip, Z_FENCE_ZONE)
            values = ", ".join(str(v) for v in PARK_VALUES[s])
            tip = QCoreApplication.translate("SheetScene",
                     "Parks of the {street}: each park built crosses the next tree.\n"
                     "Points: the first value not crossed ({values}).").format(
                street=name, values=values)
            self._zone(Target(Zone.PARK, s), street.park.box, rounded(street.park.box, 10), tip)

        def track_zone(target: Target, track: Track, tip: str) -> None:
            self._zone(target, track.hit, rounded(track.panel.inset(-3), 10), tip)

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
            tip = QCoreApplication.translate("SheetScene",
                     "Real estate, estates of {size} house(s): each mark raises the value of "
                     "every such estate.\nPoints: number of estates × the first value not "
                     "crossed.").format(size=column.size)
            track_zone(Target(Zone.ESTATE_COLUMN, -1, column.size), column.track, tip)
        for plan in lay.plans:
            tip = QCoreApplication.translate("SheetScene", "City plan n°{n}.").format(
                n=plan.index + 1)
            self._zone(Target(Zone.PLAN, -1, plan.index), plan.panel,
                       rounded(plan.panel.inset(-3), 10), tip)

    def _build_marks(self) -> None:
        lay = self.layout
        hand = self.fonts.handwriting
        number_font = art.font(hand, NUMBER_PX)
        bis_font = art.font(hand, BIS_PX)
        for street in lay.streets:
            s = street.street
            for lot in street.lots:
                key = (s, lot.house)
                n = lot.number
                ring = n.centred(n.h - 10, n.h - 10)
                x1, x2, y = lot.used
                marks = HouseMarks(
                    number=MarkText(n, number_font),
                    bis=MarkText(Box(n.right - 25, n.bottom - 18, 24, 16), bis_font,
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
                    roundabout=MarkPath(ring, partial(hand_circle, ring, ("rb", key), 0.25),
                                        2.8, partial(dot, n.cx, n.cy, 4.0)),
                    ghost=MarkPath(n, partial(rounded, n.inset(5), 5), 2.0),
                    used=MarkPath(Box(x1 - 3, y - 1, x2 - x1 + 6, 2),
                                  partial(hand_stroke, x1 - 3, y + 1, x2 + 3, y - 1,
                                          ("used", key)), 3.0),
                )
                for item in (marks.number, marks.bis, marks.roundabout, marks.ghost,
                             marks.used):
                    self._add(item)
                self.houses[key] = marks
                if lot.pool is not None:
                    around = lot.pool.inset(-6, -5)
                    circle = MarkPath(around, partial(hand_circle, around, ("pool", key)), 2.6)
                    self._add(circle)
                    self.pools[key] = circle
            for slot in street.slots:
                line = Box(slot.x - 2, slot.y1 + 2, 4, slot.y2 - slot.y1 - 4)
                stroke = MarkPath(line, partial(hand_stroke, slot.x, line.y, slot.x, line.bottom,
                                                ("fence", s, slot.slot), wobble=2.0), 4.2)
                self._add(stroke)
                self.fences[(s, slot.slot)] = stroke
            crosses = [self._cross(tree.inset(3, 2), ("park", s, i))
                       for i, tree in enumerate(street.park.trees[:-1])]
            score = self._score(lay.parks.scores[s], SCORE_PX)
            self.parks[s] = TrackMarks(crosses, score)

        def track(key: Zone | str, tr: Track, crossable: int) -> None:
            crosses = [self._cross(cell.inset(2), (key, i))
                       for i, cell in enumerate(tr.cells[:crossable])]
            self.tracks[key] = TrackMarks(crosses, self._score(tr.score, SCORE_PX))

        track(Zone.POOL, lay.pools, len(lay.pools.cells) - 1)
        track(Zone.TEMP, lay.temps, len(lay.temps.cells))
        track(Zone.BIS, lay.bis, len(lay.bis.cells) - 1)
        track(Zone.ROUNDABOUT, lay.roundabouts, len(lay.roundabouts.cells) - 1)
        track(Zone.REFUSAL, lay.refusals, len(lay.refusals.cells) - 1)

        for column in lay.estates:
            crosses = [self._cross(cell.inset(2), ("estate", column.size, i))
                       for i, cell in enumerate(column.track.cells[:-1])]
            self.estates[column.size] = EstateMarks(
                crosses,
                self._score(column.count, 17),
                self._score(column.value, 17),
                self._score(column.track.score, SCORE_PX),
            )

        label = self.fonts.label
        for plan in lay.plans:
            half = plan.values.w / 2
            first_box = Box(plan.values.x, plan.values.y, half - 4, plan.values.h)
            second_box = Box(plan.values.x + half + 4, plan.values.y, half - 4, plan.values.h)
            plan_marks = PlanMarks(
                card=MarkText(plan.card_id, art.font(label, 15, True), colour=QColor("#35587a")),
                requirement=MarkText(plan.requirement, art.font(label, 17, True),
                                     colour=QColor("#35587a"), fit=True),
                first=MarkText(first_box, art.font(label, 15, True), colour=art.PRINT),
                second=MarkText(second_box, art.font(label, 15, True), colour=art.PRINT),
                points=MarkText(plan.score, art.font(hand, 34)),
            )
            for item in (plan_marks.card, plan_marks.requirement, plan_marks.first,
                         plan_marks.second, plan_marks.points):
                self._add(item)
            self.plans.append(plan_marks)

        total = lay.total
        self.totals = {
            "plus": self._score(total.plus, SCORE_PX + 2),
            "minus": self._score(total.minus, SCORE_PX + 2),
            "total": self._score(total.total, TOTAL_PX),
        }
        self.town = MarkText(lay.sign_name.inset(10, 0), art.font(self.fonts.signature, 40),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._add(self.town)

        rb = lay.roundabouts

        def paint_wash(p: QPainter) -> None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(250, 244, 228, 185))
            p.drawPath(rounded(rb.panel, 8))
            box = rb.score.inset(0, -4)
            text = QCoreApplication.translate("SheetScene", "advanced\nonly")
            with text_floor(self._floor_units(p.worldTransform().m11())):
                art.draw_text(p, box, text, art.fitted_font(label, 11, text, box.w, True),
                              art.ROUNDABOUTS.text)
        self._not_advanced = OverlayItem(rb.panel, paint_wash)
        self._add(self._not_advanced)

        self._halo_box = self.layout.streets[0].lots[0].number.inset(-10)
        self._halo = OverlayItem(Box(0, 0, self._halo_box.w, self._halo_box.h), self._paint_halo)
        self._halo.setZValue(Z_HALO)
        self._halo.setVisible(False)
        self._add(self._halo)

    def _paint_halo(self, p: QPainter) -> None:
        box = self._halo_box
        gradient = QRadialGradient(QPointF(box.w / 2, box.h / 2), box.w * 0.55)
        gradient.setColorAt(0.0, QColor(255, 226, 120, 150))
        gradient.setColorAt(0.75, QColor(255, 226, 120, 60))
        gradient.setColorAt(1.0, QColor(255, 226, 120, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(gradient)
        p.drawEllipse(qrect(Box(0, 0, box.w, box.h)))

    def _cross(self, box: Box, key: object) -> MarkPath:
        item = MarkPath(box, partial(hand_cross, box, key), 2.6)
        self._add(item)
        return item

    def _score(self, box: Box, px: float) -> MarkText:
        item = MarkText(box, art.font(self.fonts.handwriting, px))
        self._add(item)
        return item

    # ------------------------------------------------------------------------ updating

    def _update_streets(self, sheet: Sheet, pending: frozenset[Target],
                        ghosts: frozenset[Target], recent: frozenset[Target] = frozenset(),
                        ghost_numbers: dict[tuple[int, int], str] | None = None) -> None:
        def fresh(target: Target) -> Ink:
            return _fresh_ink(target, pending, recent)

        ghost_numbers = ghost_numbers or {}
        for s in STREETS:
            row = sheet.houses[s]
            for h, value in enumerate(row):
                marks = self.houses[(s, h)]
                target = Target(Zone.HOUSE, s, h)
                ink: Ink | None = fresh(target)
                if value >= 0:
                    bis = sheet.is_bis(s, h)
                    marks.number.set_text(str(value), ink)
                    marks.number.setPos(-7.0 if bis else 0.0, -2.0 if bis else 0.0)
                    marks.bis.set_text(self._bis_word if bis else "", ink)
                    marks.roundabout.set_ink(None)
                    marks.ghost.set_ink(None)
                else:
                    ghost_number = ghost_numbers.get((s, h), "") if value != ROUNDABOUT else ""
                    marks.number.set_text(ghost_number, Ink.GHOST if ghost_number else None)
                    marks.number.setPos(0.0, 0.0)
                    marks.bis.set_text("", None)
                    marks.roundabout.set_ink(ink if value == ROUNDABOUT else None)
                    marks.ghost.set_ink(Ink.GHOST if target in ghosts and value != ROUNDABOUT
                                        else None)
                marks.used.set_ink(Ink.CONFIRMED if sheet.is_used(s, h) else None)
            for k in range(STREET_SIZES[s] - 1):
                target = Target(Zone.FENCE, s, k)
                if sheet.has_fence(s, k):
                    ink = fresh(target)
                else:
                    ink = Ink.GHOST if target in ghosts else None
                self.fences[(s, k)].set_ink(ink)
            for h in PLANNED_POOLS[s]:
                target = Target(Zone.POOL, s, h)
                if sheet.pool_built(s, h):
                    ink = fresh(target)
                else:
                    ink = Ink.GHOST if target in ghosts else None
                self.pools[(s, h)].set_ink(ink)
            park = Target(Zone.PARK, s)
            self._cross_track(self.parks[s].crosses, sheet.parks[s], fresh(park),
                              park in ghosts)

    @staticmethod
    def _cross_track(crosses: list[MarkPath], marks: int, last: Ink,
                     ghost_next: bool) -> None:
        """``last``: the ink of the last cross (another ink when made this or last turn)."""
        for i, cross in enumerate(crosses):
            if i < marks:
                cross.set_ink(last if i == marks - 1 else Ink.CONFIRMED)
            elif i == marks and ghost_next:
                cross.set_ink(Ink.GHOST)
            else:
                cross.set_ink(None)

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
            self._cross_track(self.tracks[zone].crosses, marks, last(zone), is_ghost)
        for size in ESTATE_SIZES:
            target = Target(Zone.ESTATE_COLUMN, -1, size)
            self._cross_track(self.estates[size].crosses, sheet.estate_marks[size - 1],
                              _fresh_ink(target, snapshot.pending, snapshot.recent),
                              target in ghosts)

    def _update_plans(self, snapshot: SheetSnapshot) -> None:
        sheet = snapshot.sheet
        ids = sheet.plan_ids
        if ids != self._plan_ids:
            self._plan_ids = ids
            for i, plan_id in enumerate(ids):
                zone = self.zones[Target(Zone.PLAN, -1, i)]
                zone.setToolTip(sheet_plan_tooltip(i, PLANS.get(plan_id)))
        for i, marks in enumerate(self.plans):
            plan = PLANS.get(ids[i])
            approved = snapshot.plan_approved[i]
            marks.card.set_text(ids[i] or "?", Ink.CONFIRMED)
            marks.requirement.set_text(sheet_requirement(plan) if plan else "", Ink.CONFIRMED)
            marks.first.set_text(str(plan.first_value) if plan else "", Ink.CONFIRMED,
                                 strike=approved)
            marks.second.set_text(str(plan.second_value) if plan else "", Ink.CONFIRMED)
            target = Target(Zone.PLAN, -1, i)
            if sheet.plan_claimed[i]:
                marks.points.set_text(str(sheet.plan_values[i]),
                                      _fresh_ink(target, snapshot.pending, snapshot.recent))
            else:
                marks.points.set_text("?" if target in snapshot.ghosts else "", Ink.GHOST)

    def _update_scores(self, snapshot: SheetSnapshot) -> None:
        b = snapshot.breakdown
        pencil = Ink.PENCIL
        for s in STREETS:
            self.parks[s].score.set_text(str(b.parks[s]), pencil)
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

    def _update_halo(self, last: tuple[int, int] | None) -> None:
        if last is None:
            self._halo.setVisible(False)
            return
        s, h = last
        box = self.layout.streets[s].lots[h].number.inset(-10)
        self._halo.setPos(box.x, box.y)
        self._halo.setVisible(True)


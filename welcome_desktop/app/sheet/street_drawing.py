"""The three streets of a drawn sheet: their printed art, their clickable places (houses, planned
pools, fence slots, park tracks) and what the player writes there, updated from snapshots.

House numbers (with "bis", roundabouts, suggestions and the "used for a plan" stroke), fences,
built pools, the park crosses and the park scores, and the halo on the number written last.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QRadialGradient

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.sheet import art, street_art
from welcome_desktop.app.sheet.ink import Ink, dot, fresh_ink, hand_circle, hand_stroke
from welcome_desktop.app.sheet.items import (
    Z_FENCE_ZONE,
    Z_HALO,
    MarkPath,
    MarkText,
    OverlayItem,
    qrect,
    rounded,
)
from welcome_desktop.app.sheet.page import Box
from welcome_desktop.app.sheet.scoring_drawing import SCORE_PX, TrackMarks, cross_track
from welcome_desktop.app.sheet.street_layout import POOL_HIT_PAD, Street
from welcome_desktop.app.words.game_words import street_name
from welcome_desktop.rules.sheet import ROUNDABOUT
from welcome_desktop.rules.tables import PARK_VALUES, PLANNED_POOLS, STREET_SIZES, STREETS

if TYPE_CHECKING:
    from welcome_desktop.app.sheet.canvas import SheetCanvas

NUMBER_PX = 33.0
BIS_PX = 13.0


@dataclass(slots=True)
class HouseMarks:
    """What can be written on one house lot."""

    number: MarkText
    bis: MarkText
    roundabout: MarkPath
    ghost: MarkPath
    used: MarkPath


class StreetDrawing:
    """The streets' art, zones and marks on one :class:`SheetCanvas`, updated from snapshots."""

    def __init__(self, canvas: SheetCanvas) -> None:
        self.canvas = canvas
        self.houses: dict[tuple[int, int], HouseMarks] = {}
        self.fences: dict[tuple[int, int], MarkPath] = {}
        self.pools: dict[tuple[int, int], MarkPath] = {}
        self.parks: dict[int, TrackMarks] = {}
        self._bis_word = QCoreApplication.translate("SheetScene", "bis")
        self._build_art()
        self._build_zones()
        self._build_marks()

    # ------------------------------------------------------------------------ art

    def _build_art(self) -> None:
        canvas = self.canvas
        family = canvas.fonts.label
        for street in canvas.layout.streets:
            def paint_street(p: QPainter, st: Street = street) -> None:
                street_art.paint_ground(p, st)
                for lot in st.lots:
                    street_art.paint_used_line(p, lot)
                    street_art.paint_house(p, lot)
                    if lot.pool is not None:
                        street_art.paint_pool(p, lot.pool)
                for slot in st.slots:
                    street_art.paint_fence_slot(p, slot)
                street_art.paint_end_fence(p, st.left_end)
                street_art.paint_end_fence(p, st.right_end)
            canvas.add_art(street.row, paint_street)
            canvas.add_art(street.park.box,
                      partial(street_art.paint_park_track, park=street.park, family=family))

    # ------------------------------------------------------------------------ zones

    def _build_zones(self) -> None:
        canvas = self.canvas
        for street in canvas.layout.streets:
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
                canvas.add_zone(Target(Zone.HOUSE, s, lot.house), lot.hit, glow, tip)
                if lot.pool is not None:
                    tip = QCoreApplication.translate("SheetScene",
                             "Planned pool of house {n}, {street}.\nIt is built (circled) when a "
                             "number is written in this house with the pool effect.").format(
                        n=lot.house + 1, street=name)
                    canvas.add_zone(Target(Zone.POOL, s, lot.house),
                               lot.pool.inset(-4, -POOL_HIT_PAD),
                               rounded(lot.pool.inset(-5, -4), 10), tip)
            for slot in street.slots:
                tip = QCoreApplication.translate("SheetScene",
                         "Fence slot between houses {a} and {b}, {street}.\n"
                         "The surveyor draws a fence here; fences close estates.").format(
                    a=slot.slot + 1, b=slot.slot + 2, street=name)
                glow = rounded(Box(slot.x - 6, slot.y1 - 2, 12, slot.y2 - slot.y1 + 4), 5)
                canvas.add_zone(Target(Zone.FENCE, s, slot.slot), slot.hit, glow, tip, Z_FENCE_ZONE)
            values = ", ".join(str(v) for v in PARK_VALUES[s])
            tip = QCoreApplication.translate("SheetScene",
                     "Parks of the {street}: each park built crosses the next tree.\n"
                     "Points: the first value not crossed ({values}).").format(
                street=name, values=values)
            canvas.add_zone(Target(Zone.PARK, s), street.park.box, rounded(street.park.box, 10),
                            tip)

    # ------------------------------------------------------------------------ marks

    def _build_marks(self) -> None:
        canvas = self.canvas
        lay = canvas.layout
        hand = canvas.fonts.handwriting
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
                    canvas.add_item(item)
                self.houses[key] = marks
                if lot.pool is not None:
                    around = lot.pool.inset(-6, -5)
                    circle = MarkPath(around, partial(hand_circle, around, ("pool", key)), 2.6)
                    canvas.add_item(circle)
                    self.pools[key] = circle
            for slot in street.slots:
                line = Box(slot.x - 2, slot.y1 + 2, 4, slot.y2 - slot.y1 - 4)
                stroke = MarkPath(line, partial(hand_stroke, slot.x, line.y, slot.x, line.bottom,
                                                ("fence", s, slot.slot), wobble=2.0), 4.2)
                canvas.add_item(stroke)
                self.fences[(s, slot.slot)] = stroke
            crosses = [canvas.add_cross(tree.inset(3, 2), ("park", s, i))
                       for i, tree in enumerate(street.park.trees[:-1])]
            score = canvas.add_score(lay.parks.scores[s], SCORE_PX)
            self.parks[s] = TrackMarks(crosses, score)

        self._halo_box = lay.streets[0].lots[0].number.inset(-10)
        self._halo = OverlayItem(Box(0, 0, self._halo_box.w, self._halo_box.h), self._paint_halo)
        self._halo.setZValue(Z_HALO)
        self._halo.setVisible(False)
        canvas.add_item(self._halo)

    def _paint_halo(self, p: QPainter) -> None:
        box = self._halo_box
        gradient = QRadialGradient(QPointF(box.w / 2, box.h / 2), box.w * 0.55)
        gradient.setColorAt(0.0, QColor(255, 226, 120, 150))
        gradient.setColorAt(0.75, QColor(255, 226, 120, 60))
        gradient.setColorAt(1.0, QColor(255, 226, 120, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(gradient)
        p.drawEllipse(qrect(Box(0, 0, box.w, box.h)))

    # ------------------------------------------------------------------------ updating

    def update(self, snapshot: SheetSnapshot) -> None:
        """Show the streets of ``snapshot``: only the marks that changed are repainted."""
        sheet = snapshot.sheet
        pending, recent, ghosts = snapshot.pending, snapshot.recent, snapshot.ghosts
        ghost_numbers = {(s, h): text for s, h, text in snapshot.ghost_numbers}
        ghost_ink = snapshot.ghost_ink

        def fresh(target: Target) -> Ink:
            return fresh_ink(target, pending, recent)

        def drawn_or_ghost(target: Target, drawn: bool) -> Ink | None:
            """A fence or pool: drawn in its ink, else a ghost where one is suggested."""
            if drawn:
                return fresh(target)
            return ghost_ink if target in ghosts else None

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
                    marks.number.set_text(ghost_number, ghost_ink if ghost_number else None)
                    marks.number.setPos(0.0, 0.0)
                    marks.bis.set_text("", None)
                    marks.roundabout.set_ink(ink if value == ROUNDABOUT else None)
                    marks.ghost.set_ink(ghost_ink if target in ghosts and value != ROUNDABOUT
                                        else None)
                marks.used.set_ink(Ink.CONFIRMED if sheet.is_used(s, h) else None)
            for k in range(STREET_SIZES[s] - 1):
                self.fences[(s, k)].set_ink(drawn_or_ghost(Target(Zone.FENCE, s, k),
                                                           sheet.has_fence(s, k)))
            for h in PLANNED_POOLS[s]:
                self.pools[(s, h)].set_ink(drawn_or_ghost(Target(Zone.POOL, s, h),
                                                          sheet.pool_built(s, h)))
            park = Target(Zone.PARK, s)
            cross_track(self.parks[s].crosses, sheet.parks[s], fresh(park),
                        ghost_ink if park in ghosts else None)
            self.parks[s].score.set_text(str(snapshot.breakdown.parks[s]), Ink.PENCIL)
        self._update_halo(snapshot.last_written)

    def _update_halo(self, last: tuple[int, int] | None) -> None:
        if last is None:
            self._halo.setVisible(False)
            return
        s, h = last
        box = self.canvas.layout.streets[s].lots[h].number.inset(-10)
        self._halo.setPos(box.x, box.y)
        self._halo.setVisible(True)

"""A thematic sheet's own drawing (docs/themes.md) over the base sheet: the ice cream cones,
trucks, driven line, sold and lost marks and bonuses; the Christmas lights; the Easter eggs;
and the theme's scoring column with its live score.

Everything it shows it asks the rules core (``rules.theme_view``); a click on a bottom-street
truck is reported as a :class:`Target` like any other place of the sheet.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from welcome_desktop.app.look.plain import plain_tip
from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.sheet import art, scoring_art, theme_art
from welcome_desktop.app.sheet.ink import Ink, hand_circle, hand_cross, hand_stroke, ink_colour
from welcome_desktop.app.sheet.items import MarkPath, MarkText, rounded
from welcome_desktop.app.sheet.page import PAGE_W, Box
from welcome_desktop.app.sheet.scoring_layout import PAD, SCORE_BOX_H, TITLE_H
from welcome_desktop.app.sheet.street_layout import (
    TRUCK_H,
    TRUCK_W,
    Lot,
    row_top,
    street_right,
)
from welcome_desktop.rules import theme_view
from welcome_desktop.rules.tables import STREET_SIZES, STREETS
from welcome_desktop.rules.themes import (
    BOTTOM_STREET,
    CHRISTMAS,
    CONE_SCOOPS,
    EASTER,
    EGG_POINTS,
    EGGS,
    END_NAMES,
    ICE_CREAM,
)

if TYPE_CHECKING:
    from welcome_desktop.app.sheet.canvas import SheetCanvas

translate = QCoreApplication.translate
LEFT, RIGHT = 0, 1
BULB_RX, BULB_RY = 5.6, 7.6       # a light bulb's half width and half height


def truck_box(street: int, end: int) -> Box:
    """Where the truck of ``street`` at ``end`` (0 left, 1 right) stands: in the band above the
    street's end, facing the way it drives (the bottom street's park track makes way)."""
    y = row_top(street) + 2
    if end == LEFT:
        return Box(10, y, TRUCK_W, TRUCK_H)
    return Box(min(street_right(street) + 6, PAGE_W - TRUCK_W - 10), y, TRUCK_W, TRUCK_H)


def truck_ends(street: int) -> tuple[int, ...]:
    """The ends where a street's trucks stand: top right, middle left, bottom both."""
    return ((RIGHT,), (LEFT,), (LEFT, RIGHT))[street]


def cone_box(lot: Lot) -> Box:
    """The cone printed in the gable of a house."""
    r = lot.roof
    return Box(r.cx - 17, r.bottom - 25, 34, 24)


def egg_boxes(lot: Lot, count: int) -> tuple[Box, ...]:
    """The eggs printed in the gable of a house."""
    r = lot.roof
    first = r.cx - (count - 1) * 11.0
    return tuple(Box(first + 22 * i - 9.5, r.bottom - 27, 19, 26) for i in range(count))


def drive_y(lot: Lot) -> float:
    """The height of the truck's driven line, just under the facades."""
    return lot.facade.bottom + 2.5


class LightString(MarkPath):
    """A string of lights between two linked houses: the wire in ink, coloured bulbs."""

    def __init__(self, box: Box, wire: QPainterPath) -> None:
        super().__init__(box, partial(QPainterPath, wire), 2.4)
        self._wire = wire

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.ink is None:
            return
        super().paint(painter, option, widget)
        theme_art.paint_bulbs(painter, self._wire, QPen(ink_colour(self.ink), 1.2), drop=7.5,
                              radii=(BULB_RX, BULB_RY), at=(0.18, 0.5, 0.82))


def driven_path(lot: Lot, step: int) -> QPainterPath:
    """The truck's line over a house it passed, with an arrow the way it drives."""
    x1, x2, y = lot.lot.x - 4, lot.lot.right + 4, drive_y(lot)
    path = hand_stroke(x1, y, x2, y, ("drive", lot.street, lot.house), wobble=1.0)
    cx = lot.lot.cx + 22 * step
    path.moveTo(cx - 5 * step, y - 5)
    path.lineTo(cx + 2 * step, y)
    path.lineTo(cx - 5 * step, y + 5)
    return path


class ThemeDrawing:
    """The theme's art, zones and marks on one :class:`SheetCanvas`, updated from snapshots."""

    def __init__(self, canvas: SheetCanvas) -> None:
        self.canvas = canvas
        self.kind = canvas.layout.kind
        panel = canvas.layout.theme_panel
        assert panel is not None
        self.panel = panel
        self.title = Box(panel.x, panel.y, panel.w, TITLE_H)
        self.total_box = Box(panel.x + PAD, panel.bottom - PAD - SCORE_BOX_H, panel.w - 2 * PAD,
                             SCORE_BOX_H)
        # (street, house) -> the sold circle and the lost cross of its cone.
        self.cones: dict[tuple[int, int], tuple[MarkPath, MarkPath]] = {}
        # (street, house, way) -> the driven line over that house, with its arrow.
        self.driven: dict[tuple[int, int, int], MarkPath] = {}
        # The bottom street's trucks: circled when chosen, crossed when not.
        self.truck_marks: dict[int, tuple[MarkPath, MarkPath]] = {}
        self.bonus_marks: dict[int, tuple[MarkPath, MarkPath]] = {}
        self.lights: dict[tuple[int, int], MarkPath] = {}
        # (street, house) -> one circle per egg printed.
        self.eggs: dict[tuple[int, int], list[MarkPath]] = {}
        self.street_scores: dict[int, MarkText] = {}
        self.egg_count: MarkText | None = None
        self.total: MarkText
        # The place under the pointer: a lit truck previews its drive (so does the cursor).
        self.hover: Target | None = None
        self._truck_tips: dict[int, str] = {}
        self._rows = self._row_boxes()
        self._build_art()
        self._build_zones()
        self._build_marks()

    # ------------------------------------------------------------------------ geometry

    def _row_boxes(self) -> list[tuple[Box, Box, Box]]:
        """Per street: its label, its bonus box and its score box in the column."""
        top = self.title.bottom + 4
        row_h = (self.total_box.y - 20 - top) / 3
        rows = []
        for s in STREETS:
            y = top + s * row_h
            label = Box(self.panel.x + 6, y, self.panel.w - 12, 24)
            bonus = Box(self.panel.right - 30, y + 1, 24, 22)
            score = Box(self.panel.x + PAD, y + 26, self.panel.w - 2 * PAD, row_h - 30)
            rows.append((label, bonus, score))
        return rows

    def title_text(self) -> str:
        if self.kind == ICE_CREAM:
            return translate("SheetScene", "ICE CREAM")
        if self.kind == CHRISTMAS:
            return translate("SheetScene", "LIGHTS")
        return translate("SheetScene", "EGGS")

    def palette(self) -> art.Palette:
        return {ICE_CREAM: theme_art.ICE_CREAM, CHRISTMAS: theme_art.LIGHTS}.get(
            self.kind, theme_art.EGGS)

    # ------------------------------------------------------------------------ art

    def _build_art(self) -> None:
        canvas = self.canvas
        canvas.add_art(self.panel, self._paint_column)
        for street in canvas.layout.streets:
            s = street.street
            for lot in street.lots:
                if self.kind == ICE_CREAM and CONE_SCOOPS[s][lot.house]:
                    box = cone_box(lot)
                    canvas.add_art(box, partial(theme_art.paint_cone, box=box,
                                           scoops=CONE_SCOOPS[s][lot.house]))
                if self.kind == EASTER and EGGS[s][lot.house]:
                    boxes = egg_boxes(lot, EGGS[s][lot.house])
                    canvas.add_art(lot.roof, partial(theme_art.paint_eggs, boxes=boxes,
                                                seed=s + lot.house))
            if self.kind == ICE_CREAM:
                for end in truck_ends(s):
                    box = truck_box(s, end)
                    canvas.add_art(box, partial(theme_art.paint_truck, box=box,
                                           facing_right=end == LEFT))

    def _paint_column(self, p: QPainter) -> None:
        family = self.canvas.fonts.label
        palette = self.palette()
        scoring_art.paint_panel(p, self.panel, self.title, self.title_text(), palette,
                                family=family)
        if self.kind == EASTER:
            label, _, score = self._rows[0]
            text = translate("SheetScene", "Eggs")
            art.draw_text(p, label, text, art.fitted_font(family, 12, text, label.w, True),
                          art.PRINT)
            scoring_art.paint_score_box(p, score, palette)
            table = Box(self.panel.x + 4, self._rows[1][0].y, self.panel.w - 8,
                        self.total_box.y - 8 - self._rows[1][0].y)
            text = "\n".join(f"{eggs} → {points}" for eggs, points in reversed(EGG_POINTS))
            art.draw_text(p, table, text, art.fitted_font(family, 13, text, table.w, True),
                          palette.text)
        else:
            names = (translate("SheetScene", "Top"), translate("SheetScene", "Middle"),
                     translate("SheetScene", "Bottom"))
            for (label, bonus, score), name in zip(self._rows, names, strict=True):
                room = label.w - (bonus.w + 2 if self.kind == ICE_CREAM else 0)
                art.draw_text(p, Box(label.x, label.y, room, label.h), name,
                              art.fitted_font(family, 12, name, room, True), art.PRINT,
                              align=Qt.AlignmentFlag.AlignLeft
                              | Qt.AlignmentFlag.AlignVCenter)
                if self.kind == ICE_CREAM:
                    theme_art.paint_star(p, bonus.inset(2), QColor("#f4c542"))
                scoring_art.paint_score_box(p, score, palette)
        scoring_art.paint_score_box(p, self.total_box, palette)

    # ------------------------------------------------------------------------ zones

    def _build_zones(self) -> None:
        canvas = self.canvas
        if self.kind != ICE_CREAM:
            tip = (translate("SheetScene",
                             "Christmas lights: neighbouring houses are linked when the right "
                             "one is the left one + 1, or the same (a bis).\nPoints: per street, "
                             "the houses of its longest string of lights.")
                   if self.kind == CHRISTMAS else
                   translate("SheetScene",
                             "Easter eggs: 0, 8 or 10 written on an egg house collect all its "
                             "eggs; 6, 9 or 16 collect one.\nPoints by the eggs collected: "
                             "6 → 5, 10 → 10, 14 → 20, 18 → 35."))
            canvas.add_zone(Target(Zone.THEME), self.panel, rounded(self.panel.inset(-3), 10), tip)
            return
        tip = translate("SheetScene",
                        "Ice cream: per street, the scoops of the cones sold (circled), "
                        "+1 per cone sold with the street's bonus (star) circled.\nThe first "
                        "to pass a street's last cone gets its bonus; the others cross it.")
        canvas.add_zone(Target(Zone.THEME), self.panel, rounded(self.panel.inset(-3), 10), tip)
        for end in (LEFT, RIGHT):
            box = truck_box(2, end)
            tip = (translate("SheetScene",
                             "The bottom street's truck at the left end: it drives to the "
                             "right.\nChosen when the first number is written in the bottom "
                             "street; the other truck is crossed.")
                   if end == LEFT else
                   translate("SheetScene",
                             "The bottom street's truck at the right end: it drives to the "
                             "left.\nChosen when the first number is written in the bottom "
                             "street; the other truck is crossed."))
            self._truck_tips[end] = tip
            canvas.add_zone(Target(Zone.TRUCK, BOTTOM_STREET, end), box, rounded(box.inset(-3), 8),
                            tip)

    # ------------------------------------------------------------------------ marks

    def _mark(self, box: Box, path: QPainterPath | None, key: object, *, circle: bool,
              width: float = 2.4) -> MarkPath:
        make = partial(hand_circle, box, key) if circle else partial(hand_cross, box, key)
        item = MarkPath(box, make, width)
        self.canvas.add_item(item)
        return item

    def _build_marks(self) -> None:
        canvas = self.canvas
        for street in canvas.layout.streets:
            s = street.street
            for lot in street.lots:
                key = (s, lot.house)
                if self.kind == ICE_CREAM:
                    for step in (-1, 1) if s == 2 else (-1,) if s == 0 else (1,):
                        segment = MarkPath(Box(lot.lot.x - 4, drive_y(lot) - 5, lot.lot.w + 8,
                                               10), partial(driven_path, lot, step), 2.6)
                        canvas.add_item(segment)
                        self.driven[(s, lot.house, step)] = segment
                    if CONE_SCOOPS[s][lot.house]:
                        box = cone_box(lot)
                        self.cones[key] = (
                            self._mark(box.inset(-4, -3), None, ("sold", key), circle=True),
                            self._mark(box.inset(4, 1), None, ("lost", key), circle=False),
                        )
                if self.kind == EASTER and EGGS[s][lot.house]:
                    self.eggs[key] = [self._mark(egg.inset(-2), None, ("egg", key, i), circle=True,
                                                 width=2.4)
                                      for i, egg in enumerate(egg_boxes(lot, EGGS[s][lot.house]))]
                if self.kind == CHRISTMAS and lot.house < STREET_SIZES[s] - 1:
                    right = street.lots[lot.house + 1]
                    left_point = QPointF(lot.facade.right - 14, lot.facade.y - 2)
                    right_point = QPointF(right.facade.x + 14, right.facade.y - 2)
                    wire = theme_art.garland(left_point, right_point, 4.0)
                    light = LightString(Box(left_point.x() - 6, left_point.y(),
                                            right_point.x() - left_point.x() + 12, 28), wire)
                    canvas.add_item(light)
                    self.lights[key] = light
        if self.kind == ICE_CREAM:
            for end in (LEFT, RIGHT):
                box = truck_box(2, end)
                self.truck_marks[end] = (
                    self._mark(box.inset(-2), None, ("truck", end), circle=True),
                    self._mark(box.inset(4), None, ("no-truck", end), circle=False),
                )
            for s in STREETS:
                bonus = self._rows[s][1]
                self.bonus_marks[s] = (
                    self._mark(bonus.inset(-2), None, ("bonus", s), circle=True),
                    self._mark(bonus.inset(2), None, ("no-bonus", s), circle=False),
                )
        hand = canvas.fonts.handwriting
        if self.kind == EASTER:
            self.egg_count = MarkText(self._rows[0][2], art.font(hand, 24))
            canvas.add_item(self.egg_count)
        else:
            for s in STREETS:
                self.street_scores[s] = MarkText(self._rows[s][2], art.font(hand, 24))
                canvas.add_item(self.street_scores[s])
        self.total = MarkText(self.total_box, art.font(hand, 28))
        canvas.add_item(self.total)

    # ------------------------------------------------------------------------ updating

    def set_hover(self, target: Target | None) -> bool:
        """Note the place under the pointer; True when the drawing must be updated."""
        before, self.hover = self.hover, target
        return Zone.TRUCK in (getattr(before, "zone", None), getattr(target, "zone", None))

    def previewed(self, snapshot: SheetSnapshot) -> theme_view.TruckDrive | None:
        """The drive of the lit truck under the pointer or the keyboard cursor, if any."""
        for target in (self.hover, snapshot.focus):
            if (target is not None and target.zone is Zone.TRUCK
                    and target in snapshot.highlights):
                return theme_view.truck_drive(snapshot.sheet, END_NAMES[target.index])
        return None

    def _show_drive(self, drive: theme_view.TruckDrive) -> None:
        """A truck's drive if it were chosen, in the preview's ink: its line, the cones it
        would sell circled and those it would lose crossed."""
        step = 1 if drive.end == END_NAMES[LEFT] else -1
        for h in drive.passed:
            self.driven[(BOTTOM_STREET, h, step)].set_ink(Ink.PREVIEW)
        for h in drive.sold:
            self.cones[(BOTTOM_STREET, h)][0].set_ink(Ink.PREVIEW)
        for h in drive.lost:
            self.cones[(BOTTOM_STREET, h)][1].set_ink(Ink.PREVIEW)
        self.truck_marks[END_NAMES.index(drive.end)][0].set_ink(Ink.PREVIEW)

    def _truck_tooltips(self, snapshot: SheetSnapshot) -> None:
        """Each bottom truck's tooltip, with what choosing it would do while the choice is due."""
        for end, printed in self._truck_tips.items():
            tip = printed
            target = Target(Zone.TRUCK, BOTTOM_STREET, end)
            zone = self.canvas.zones[target]
            drive = (theme_view.truck_drive(snapshot.sheet, END_NAMES[end])
                     if target in snapshot.highlights else None)
            if drive is not None:
                tip += "\n" + translate(
                    "SheetScene", "Chosen now: cones sold {sold} (scoops {scoops}), cones lost "
                                  "{lost}.").format(sold=len(drive.sold), scoops=drive.scoops,
                                                    lost=len(drive.lost))
            if zone.toolTip() != plain_tip(tip):
                zone.setToolTip(plain_tip(tip))

    def update(self, snapshot: SheetSnapshot) -> None:
        """Show the theme's state of ``snapshot``'s sheet."""
        sheet = snapshot.sheet

        def fresh(target: Target) -> Ink:
            if target in snapshot.pending:
                return Ink.PENDING
            return Ink.RECENT if target in snapshot.recent else Ink.CONFIRMED

        def house_ink(s: int, h: int) -> Ink:
            return fresh(Target(Zone.HOUSE, s, h))

        if self.kind == ICE_CREAM:
            for truck in theme_view.trucks(sheet):
                s = truck.street
                for h in range(STREET_SIZES[s]):
                    passed = truck.position is not None and (
                        h >= truck.position if truck.step < 0 else h <= truck.position)
                    target_ink = house_ink(s, truck.position) if truck.position is not None \
                        else Ink.CONFIRMED
                    for (street, house, step), segment in self.driven.items():
                        if (street, house) == (s, h):
                            segment.set_ink(target_ink if passed and step == truck.step
                                            else None)
                if s == 2:
                    chosen = END_NAMES.index(truck.end) if truck.end else -1
                    for end, (circle, cross) in self.truck_marks.items():
                        ink = fresh(Target(Zone.TRUCK, BOTTOM_STREET, chosen))
                        hinted = (chosen < 0
                                  and Target(Zone.TRUCK, BOTTOM_STREET, end) in snapshot.ghosts)
                        circle.set_ink(ink if end == chosen
                                       else snapshot.ghost_ink if hinted else None)
                        cross.set_ink(ink if chosen >= 0 and end != chosen else None)
            for cone in theme_view.cones(sheet):
                sold, lost = self.cones[(cone.street, cone.house)]
                ink = house_ink(cone.street, cone.house)
                sold.set_ink(ink if cone.state == theme_view.SOLD else None)
                lost.set_ink(Ink.CONFIRMED if cone.state == theme_view.LOST else None)
            for s, state in enumerate(theme_view.bonuses(sheet)):
                circle, cross = self.bonus_marks[s]
                circle.set_ink(Ink.CONFIRMED if state == theme_view.WON else None)
                cross.set_ink(Ink.CONFIRMED if state == theme_view.CROSSED else None)
            drive = self.previewed(snapshot)
            if drive is not None:
                self._show_drive(drive)
            self._truck_tooltips(snapshot)
        elif self.kind == CHRISTMAS:
            linked = theme_view.lights(sheet)
            for (s, h), light in self.lights.items():
                on = h in linked[s]
                pending = Ink.PENDING in (house_ink(s, h), house_ink(s, h + 1))
                light.set_ink((Ink.PENDING if pending else Ink.CONFIRMED) if on else None)
        else:
            for egg in theme_view.eggs(sheet):
                for i, circle in enumerate(self.eggs[(egg.street, egg.house)]):
                    circle.set_ink(house_ink(egg.street, egg.house) if i < egg.collected
                                   else None)
        column, points = theme_view.theme_score(sheet)
        pencil = Ink.PENCIL
        if self.egg_count is not None:
            self.egg_count.set_text(str(column[0] if column else 0), pencil)
        for s, text in self.street_scores.items():
            text.set_text(str(column[s]) if s < len(column) else "0", pencil)
        self.total.set_text(str(points), Ink.CONFIRMED)

"""The requirement of a city plan as a picture: estates as little rows of houses between
fences, streets, bis, temps, parks, pools and roundabouts (drawn with QPainter)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from welcome_desktop.app.cards.icons import Symbol, paint_effect_icon, paint_symbol_icon
from welcome_desktop.app.cards.theme_pictures import paint_theme_requirement
from welcome_desktop.app.look import style
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.plans import Condition, Plan
from welcome_desktop.rules.tables import PARK_BOXES, STREET_SIZES

__all__ = ["paint_requirement"]

HOUSE_FILL: Final = QColor("#fffdf7")
FENCE: Final = QColor("#7a5230")


def _estate_rows(sizes: Sequence[int], house: float, width: float) -> list[list[int]]:
    """Sizes wrapped into rows no wider than ``width`` for houses of ``house`` pixels."""
    rows: list[list[int]] = [[]]
    used = 0.0
    for size in sizes:
        block = _estate_width(size, house)
        gap = house * 0.55 if rows[-1] else 0.0
        if rows[-1] and used + gap + block > width:
            rows.append([])
            used, gap = 0.0, 0.0
        rows[-1].append(size)
        used += gap + block
    return rows


def _estate_width(size: int, house: float) -> float:
    return size * house + (size - 1) * house * 0.12 + house * 0.5


def _paint_estate(painter: QPainter, left: float, base: float, size: int, *, house: float,
                  colour: QColor) -> None:
    """One estate: ``size`` houses standing on ``base`` between two fences."""
    width = _estate_width(size, house)
    ground = QRectF(left, base - house * 0.06, width, house * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.with_alpha(colour, 0.35))
    painter.drawRoundedRect(ground, house * 0.08, house * 0.08)
    x = left + house * 0.25
    for _ in range(size):
        style.draw_house(painter, QRectF(x, base - house * 1.05, house, house), HOUSE_FILL,
                         colour)
        x += house * 1.12
    fence = QPen(FENCE, max(1.2, house * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(fence)
    for fx in (left + house * 0.08, left + width - house * 0.08):
        painter.drawLine(QPointF(fx, base + house * 0.1), QPointF(fx, base - house * 0.85))


def _estate_row_height(house: float) -> tuple[float, float]:
    """Height of one row of estates (houses, ground, size label) and of its label."""
    label = max(style.MIN_TEXT_PX, house * 0.5)
    return house * 1.3 + label + house * 0.12, label


def _paint_estates(painter: QPainter, rect: QRectF, sizes: Sequence[int], colour: QColor) -> None:
    house = min(rect.width() * 0.2, rect.height() * 0.4)
    while True:
        rows = _estate_rows(sizes, house, rect.width())
        height = len(rows) * _estate_row_height(house)[0]
        widest = max(_estate_width(size, house) for size in sizes)
        if (height <= rect.height() and widest <= rect.width()) or house < 5:
            break
        house *= 0.95
    row_h, label_h = _estate_row_height(house)
    top = rect.center().y() - len(rows) * row_h / 2
    painter.setFont(style.font(label_h, QFont.Weight.Bold))
    for r, row in enumerate(rows):
        total = sum(_estate_width(size, house) for size in row) + house * 0.55 * (len(row) - 1)
        x = rect.center().x() - total / 2
        base = top + r * row_h + house * 1.1
        for size in row:
            _paint_estate(painter, x, base, size, house=house, colour=colour)
            painter.setPen(style.mix(colour, style.INK, 0.4))
            block = _estate_width(size, house)
            painter.drawText(QRectF(x, base + house * 0.16, block, label_h * 1.1),
                             Qt.AlignmentFlag.AlignCenter, str(size))
            x += block + house * 0.55


def _street_rows(rect: QRectF, target: int, weight: float = 2.2) -> list[QRectF]:
    """Three street rows, as on the sheet (10, 11, 12 lots); the ``target`` street is taller."""
    weights = [1.0, 1.0, 1.0]
    if target >= 0:
        weights[target] = weight
    unit = rect.height() / sum(weights)
    lot = min(rect.width() / 12, unit * weight * 0.8)
    rows = []
    top = rect.top()
    for street, size in enumerate(STREET_SIZES):
        row_h = unit * weights[street]
        if target < 0 or street == target:
            height = min(row_h * 0.85, lot * 1.6)
        else:
            height = min(row_h * 0.5, lot * 0.45)
        left = rect.center().x() - 12 * lot / 2
        rows.append(QRectF(left, top + (row_h - height) / 2, size * lot, height))
        top += row_h
    return rows


def _paint_road(painter: QPainter, row: QRectF, colour: QColor, strong: bool) -> None:
    """A street as a road band under its lots."""
    height = max(2.0, row.height() * (0.22 if strong else 0.3))
    band = QRectF(row.left() - 2, row.bottom() - height * 0.4, row.width() + 4, height)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour if strong else style.with_alpha(style.INK_SOFT, 0.22))
    painter.drawRoundedRect(band, height / 2, height / 2)
    painter.restore()


def _paint_streets(painter: QPainter, rect: QRectF, plan: Plan, colour: QColor) -> None:
    target = plan.street if plan.condition is Condition.STREET_BUILT else -1
    for street, row in enumerate(_street_rows(rect, target)):
        size = STREET_SIZES[street]
        lot = row.width() / size
        strong = target < 0 or street == target
        _paint_road(painter, row, colour, strong)
        if not strong:
            continue
        for house in range(size):
            if plan.condition is Condition.ENDS_BUILT and house not in (0, size - 1):
                continue
            cell = QRectF(row.left() + house * lot + lot * 0.06, row.bottom() - row.height(),
                          lot * 0.88, row.height() * 0.92)
            style.draw_house(painter, cell, style.mix(colour, HOUSE_FILL, 0.35), colour,
                             door=False)
        if plan.condition is Condition.ENDS_BUILT:
            pen = QPen(style.with_alpha(style.INK_SOFT, 0.6), max(1.0, lot * 0.12),
                       Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            y = row.center().y() + row.height() * 0.15
            painter.drawLine(QPointF(row.left() + lot * 1.3, y),
                             QPointF(row.right() - lot * 1.3, y))


def _paint_street_line(painter: QPainter, row: QRectF, colour: QColor, solid: bool) -> None:
    pen = QPen(colour, max(1.0, row.height() * 0.5),
               Qt.PenStyle.SolidLine if solid else Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QPointF(row.left(), row.center().y()), QPointF(row.right(), row.center().y()))


def _paint_icon_row(painter: QPainter, centre: QPointF, count: int, side: float,
                    paint: Effect | Symbol) -> None:
    total = count * side + (count - 1) * side * 0.12
    x = centre.x() - total / 2
    for _ in range(count):
        rect = QRectF(x, centre.y() - side / 2, side, side)
        if isinstance(paint, Symbol):
            paint_symbol_icon(painter, rect, paint)
        else:
            paint_effect_icon(painter, rect, paint)
        x += side * 1.12


def _paint_bis(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    side = min(rect.width() / 3.6, rect.height() / 2.5)
    cy = rect.center().y() - side * 0.2
    _paint_icon_row(painter, QPointF(rect.center().x(), cy - side * 0.56), 3, side, Effect.BIS)
    _paint_icon_row(painter, QPointF(rect.center().x(), cy + side * 0.56), 2, side, Effect.BIS)
    row = QRectF(rect.center().x() - side * 1.7, cy + side * 1.2, side * 3.4, side * 0.1)
    _paint_street_line(painter, row, colour, True)


def _paint_temps(painter: QPainter, rect: QRectF) -> None:
    side = min(rect.width() / 4.8, rect.height() / 2.5)
    _paint_icon_row(painter, QPointF(rect.center().x(), rect.center().y() - side * 0.58), 4,
                    side, Effect.TEMP)
    _paint_icon_row(painter, QPointF(rect.center().x(), rect.center().y() + side * 0.58), 3,
                    side, Effect.TEMP)


def _paint_two_streets(painter: QPainter, rect: QRectF, effect: Effect, colour: QColor) -> None:
    """Two street lines, each lined with the effect's icons: "all of them, in two streets"."""
    count = 4 if effect is Effect.PARK else 3
    side = min(rect.width() / (count + 2.2), rect.height() / 2.9)
    for k, dy in enumerate((-0.72, 0.72)):
        centre = QPointF(rect.center().x() + side * 0.5, rect.center().y() + dy * side)
        _paint_icon_row(painter, centre, count, side, effect)
        row = QRectF(centre.x() - side * (count * 0.6), centre.y() + side * 0.5,
                     side * count * 1.2, side * 0.09)
        _paint_street_line(painter, row, colour, True)
        label = QRectF(rect.left(), centre.y() - side / 2, side * 1.2, side)
        painter.setFont(style.font(max(style.MIN_TEXT_PX, side * 0.55), QFont.Weight.Black))
        painter.setPen(colour)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(k + 1))


def _paint_parks_pools_roundabout(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    side = min(rect.width() / 5.2, rect.height() / 3.1)
    cy = rect.center().y()
    _paint_icon_row(painter, QPointF(rect.center().x(), cy - side * 1.05), 4, side, Effect.PARK)
    _paint_icon_row(painter, QPointF(rect.center().x() - side * 0.62, cy + side * 0.1), 3, side,
                    Effect.POOL)
    paint_symbol_icon(painter, QRectF(rect.center().x() + side * 1.6, cy + side * 0.1 - side / 2,
                                      side, side), Symbol.ROUNDABOUT)
    row = QRectF(rect.center().x() - side * 2.6, cy + side * 0.72, side * 5.2, side * 0.09)
    _paint_street_line(painter, row, colour, True)


def _paint_parks_pools_street(painter: QPainter, rect: QRectF, plan: Plan,
                              colour: QColor) -> None:
    weights = [1.0, 1.0, 1.0]
    weights[plan.street] = 4.5
    unit = rect.height() / sum(weights)
    top = rect.top()
    for street in range(3):
        area = QRectF(rect.left(), top, rect.width(), unit * weights[street])
        top = area.bottom()
        road_h = unit * 0.45
        road = QRectF(area.left() + rect.width() * 0.04, area.bottom() - unit * 0.5 - road_h / 2,
                      rect.width() * 0.92 * STREET_SIZES[street] / 12, road_h)
        target = street == plan.street
        _paint_road(painter, road, colour, target)
        if not target:
            continue
        side = min((area.height() - unit * 0.6) / 2.2, rect.width() / 5.8)
        for count, effect, y in ((PARK_BOXES[street], Effect.PARK, road.top() - side * 1.7),
                                 (3, Effect.POOL, road.top() - side * 0.6)):
            _paint_icon_row(painter, QPointF(road.center().x(), y), count, side, effect)


def paint_requirement(painter: QPainter, rect: QRectF, plan: Plan, colour: QColor) -> None:
    """Draw the plan's requirement as a picture filling ``rect``."""
    if paint_theme_requirement(painter, rect, plan, colour, lambda p, r: _paint_estates(
            p, r, plan.estate_sizes, colour)):
        return
    c = plan.condition
    if c is Condition.ESTATES:
        _paint_estates(painter, rect, plan.estate_sizes, colour)
    elif c in (Condition.STREET_BUILT, Condition.ENDS_BUILT):
        _paint_streets(painter, rect, plan, colour)
    elif c is Condition.BIS_IN_ONE_STREET:
        _paint_bis(painter, rect, colour)
    elif c is Condition.TEMPS:
        _paint_temps(painter, rect)
    elif c is Condition.PARKS_TWO_STREETS:
        _paint_two_streets(painter, rect, Effect.PARK, colour)
    elif c is Condition.POOLS_TWO_STREETS:
        _paint_two_streets(painter, rect, Effect.POOL, colour)
    elif c is Condition.PARKS_POOLS_ROUNDABOUT:
        _paint_parks_pools_roundabout(painter, rect, colour)
    else:
        _paint_parks_pools_street(painter, rect, plan, colour)

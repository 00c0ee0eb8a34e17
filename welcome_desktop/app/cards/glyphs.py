"""The shapes of our icons: the six effects, the roundabout and the refusal.

Each glyph is drawn in a 100 × 100 frame in a foreground colour, with cut-outs in a background
colour; :mod:`~welcome_desktop.app.cards.icons` scales it into place, alone or on a round badge.
The shape carries the meaning on its own:

- surveyor: a picket fence;           - real estate agent: a house with a price tag;
- landscaper: a tree;                 - pool manufacturer: a pool with waves and a ladder;
- temp agency: a worker in a helmet;  - bis: "bis" over two houses with the same number;
- roundabout: a ring with a centre dot and arrows;  - refusal: a crossed-out permit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform

from welcome_desktop.app.look.style import font
from welcome_desktop.rules.cards import Effect

__all__ = ["EFFECT_GLYPHS", "REFUSAL_GLYPH", "ROUNDABOUT_GLYPH", "Glyph"]

#: Draws a glyph in the 100 × 100 frame: ``glyph(painter, foreground, background)``.
Glyph = Callable[[QPainter, QColor, QColor], None]


def _fill(painter: QPainter, path: QPainterPath, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)


def _outline_fill(
    painter: QPainter, path: QPainterPath, fg: QColor, bg: QColor, gap: float
) -> None:
    """Fill ``path`` in ``fg`` with a ``bg`` outline, so it stands out from shapes behind it."""
    pen = QPen(bg, gap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(fg)
    painter.drawPath(path)


def _surveyor(painter: QPainter, fg: QColor, bg: QColor) -> None:
    del bg
    rails = QPainterPath()
    rails.addRoundedRect(QRectF(8, 40, 84, 9), 2, 2)
    rails.addRoundedRect(QRectF(8, 62, 84, 9), 2, 2)
    _fill(painter, rails, fg)
    for x in (18.0, 39.0, 61.0, 82.0):
        picket = QPainterPath()
        picket.moveTo(x - 7, 86)
        picket.lineTo(x - 7, 29)
        picket.lineTo(x, 18)
        picket.lineTo(x + 7, 29)
        picket.lineTo(x + 7, 86)
        picket.closeSubpath()
        _fill(painter, picket, fg)


def _real_estate(painter: QPainter, fg: QColor, bg: QColor) -> None:
    house = QPainterPath()
    house.moveTo(10, 46)
    house.lineTo(38, 18)
    house.lineTo(66, 46)
    house.lineTo(60, 46)
    house.lineTo(60, 80)
    house.lineTo(16, 80)
    house.lineTo(16, 46)
    house.closeSubpath()
    _fill(painter, house, fg)
    door = QPainterPath()
    door.addRoundedRect(QRectF(24, 56, 12, 24), 2, 2)
    _fill(painter, door, bg)
    # The price tag, tilted, hanging at the house's corner.
    tag = QPainterPath()
    tag.moveTo(0, 0)
    tag.lineTo(12, -12)
    tag.lineTo(40, -12)
    tag.lineTo(40, 12)
    tag.lineTo(12, 12)
    tag.closeSubpath()
    tag.addEllipse(QPointF(11, 0), 4.2, 4.2)
    tag.setFillRule(Qt.FillRule.OddEvenFill)
    transform = QTransform()
    transform.translate(52, 58)
    transform.rotate(28)
    _outline_fill(painter, transform.map(tag), fg, bg, 5)


def _park(painter: QPainter, fg: QColor, bg: QColor) -> None:
    trunk = QPainterPath()
    trunk.moveTo(44, 88)
    trunk.lineTo(47, 56)
    trunk.lineTo(53, 56)
    trunk.lineTo(56, 88)
    trunk.closeSubpath()
    _fill(painter, trunk, fg)
    canopy = QPainterPath()
    for cx, cy, r in ((50, 32, 20), (31, 47, 16), (69, 47, 16), (41, 58, 14), (59, 58, 14)):
        circle = QPainterPath()
        circle.addEllipse(QPointF(cx, cy), r, r)
        canopy = canopy.united(circle)
    _outline_fill(painter, canopy, fg, bg, 0.01)
    leaf = QPen(bg, 3.2)
    leaf.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(leaf)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(34, 26, 22, 22), 200 * 16, 70 * 16)
    painter.drawArc(QRectF(52, 42, 16, 16), 260 * 16, 70 * 16)
    ground = QPen(fg, 4)
    ground.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(ground)
    painter.drawLine(QPointF(30, 89), QPointF(70, 89))


def _pool(painter: QPainter, fg: QColor, bg: QColor) -> None:
    basin = QPainterPath()
    basin.addRoundedRect(QRectF(10, 44, 80, 40), 12, 12)
    _fill(painter, basin, fg)
    wave = QPen(bg, 4.2)
    wave.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(wave)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for y in (58.0, 71.0):
        path = QPainterPath(QPointF(20, y))
        for i in range(4):
            x = 20.0 + i * 15
            path.cubicTo(QPointF(x + 4, y - 5), QPointF(x + 11, y - 5), QPointF(x + 15, y))
        painter.drawPath(path)
    # Ladder hooked over the near edge.
    rail = QPen(fg, 4.4)
    rail.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(rail)
    for x in (60.0, 74.0):
        hook = QPainterPath(QPointF(x, 50))
        hook.lineTo(x, 26)
        hook.cubicTo(QPointF(x, 16), QPointF(x - 10, 16), QPointF(x - 10, 24))
        painter.drawPath(hook)
    painter.drawLine(QPointF(60, 32), QPointF(74, 32))
    painter.drawLine(QPointF(60, 41), QPointF(74, 41))


def _temp(painter: QPainter, fg: QColor, bg: QColor) -> None:
    body = QPainterPath()
    body.moveTo(16, 92)
    body.cubicTo(QPointF(16, 70), QPointF(30, 64), QPointF(50, 64))
    body.cubicTo(QPointF(70, 64), QPointF(84, 70), QPointF(84, 92))
    body.closeSubpath()
    _fill(painter, body, fg)
    collar = QPen(bg, 3.4)
    collar.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(collar)
    painter.drawLine(QPointF(50, 70), QPointF(50, 92))
    head = QPainterPath()
    head.addEllipse(QPointF(50, 46), 14, 15)
    _outline_fill(painter, head, fg, bg, 4)
    helmet = QPainterPath()
    helmet.moveTo(30, 38)
    helmet.cubicTo(QPointF(30, 16), QPointF(70, 16), QPointF(70, 38))
    helmet.closeSubpath()
    helmet.addRoundedRect(QRectF(24, 35, 52, 8), 3, 3)
    helmet.setFillRule(Qt.FillRule.WindingFill)
    _outline_fill(painter, helmet.simplified(), fg, bg, 4)
    ridge = QPen(bg, 3.2)
    ridge.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(ridge)
    painter.drawLine(QPointF(50, 23), QPointF(50, 34))


def _bis(painter: QPainter, fg: QColor, bg: QColor) -> None:
    painter.setPen(fg)
    painter.setFont(font(38, QFont.Weight.Black))
    painter.drawText(QRectF(0, 2, 100, 44), Qt.AlignmentFlag.AlignCenter, "bis")
    for left in (14.0, 52.0):
        house = QPainterPath()
        house.moveTo(left, 64)
        house.lineTo(left + 17, 48)
        house.lineTo(left + 34, 64)
        house.lineTo(left + 34, 92)
        house.lineTo(left, 92)
        house.closeSubpath()
        _fill(painter, house, fg)
        painter.setPen(bg)
        painter.setFont(font(22, QFont.Weight.Black))
        painter.drawText(QRectF(left, 62, 34, 30), Qt.AlignmentFlag.AlignCenter, "7")


def _roundabout(painter: QPainter, fg: QColor, bg: QColor) -> None:
    del bg
    ring = QPen(fg, 8)
    ring.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(ring)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rect = QRectF(20, 20, 60, 60)
    for start in (20, 140, 260):
        painter.drawArc(rect, start * 16, 90 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fg)
    for end in (110, 230, 350):
        a = math.radians(end)
        tip = QPointF(50 + 30 * math.cos(a), 50 - 30 * math.sin(a))
        # Arrow heads point counter-clockwise, along the ring.
        direction = QPointF(-math.sin(a), -math.cos(a))
        normal = QPointF(math.cos(a), -math.sin(a))
        head = QPainterPath()
        head.moveTo(tip + direction * 12)
        head.lineTo(tip + normal * 9)
        head.lineTo(tip - normal * 9)
        head.closeSubpath()
        painter.drawPath(head)
    painter.drawEllipse(QPointF(50, 50), 10, 10)


def _refusal(painter: QPainter, fg: QColor, bg: QColor) -> None:
    page = QPainterPath()
    page.moveTo(24, 14)
    page.lineTo(62, 14)
    page.lineTo(76, 28)
    page.lineTo(76, 86)
    page.lineTo(24, 86)
    page.closeSubpath()
    _fill(painter, page, fg)
    lines = QPen(bg, 3.4)
    lines.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(lines)
    for y in (30.0, 42.0, 54.0, 66.0):
        painter.drawLine(QPointF(33, y), QPointF(66 if y > 30 else 54, y))
    cross = QPen(bg, 15)
    cross.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(cross)
    painter.drawLine(QPointF(38, 46), QPointF(84, 92))
    painter.drawLine(QPointF(84, 46), QPointF(38, 92))
    cross = QPen(fg, 8)
    cross.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(cross)
    painter.drawLine(QPointF(42, 50), QPointF(80, 88))
    painter.drawLine(QPointF(80, 50), QPointF(42, 88))


#: The glyph of each effect.
EFFECT_GLYPHS: Final[dict[Effect, Glyph]] = {
    Effect.SURVEYOR: _surveyor,
    Effect.REAL_ESTATE: _real_estate,
    Effect.PARK: _park,
    Effect.POOL: _pool,
    Effect.TEMP: _temp,
    Effect.BIS: _bis,
}
#: The roundabout's and the building permit refusal's glyphs.
ROUNDABOUT_GLYPH: Final[Glyph] = _roundabout
REFUSAL_GLYPH: Final[Glyph] = _refusal

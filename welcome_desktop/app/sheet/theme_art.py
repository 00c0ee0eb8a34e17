"""The printed art of the thematic sheets: ice cream cones and trucks, Easter eggs, the
theme's scoring column. Where each piece lies is :mod:`themes`; painting only here."""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from welcome_desktop.app.sheet import art
from welcome_desktop.app.sheet.items import qrect
from welcome_desktop.app.sheet.page import Box

ICE_CREAM: Final = art._palette("#c9578c")
LIGHTS: Final = art._palette("#2f7d4f")
EGGS: Final = art._palette("#7a62b8")

WAFFLE: Final = QColor("#d9a55b")
SCOOP_COLOURS: Final = (QColor("#f7c6d9"), QColor("#fbf1c7"), QColor("#b98a6a"))
EGG_COLOURS: Final = (QColor("#f6d365"), QColor("#9fd3e8"), QColor("#f5a9b8"))
BULB_COLOURS: Final = (QColor("#e0433a"), QColor("#f2c230"), QColor("#3a9ad9"))


def paint_cone(painter: QPainter, box: Box, scoops: int) -> None:
    """A waffle cone with ``scoops`` scoops side by side, filling ``box``."""
    r = min(box.h * 0.26, box.w / (2 * scoops + 0.6))
    cone_top = box.y + 2 * r
    cone = QPolygonF([QPointF(box.cx - r * 1.2, cone_top), QPointF(box.cx + r * 1.2, cone_top),
                      QPointF(box.cx, box.bottom)])
    painter.setPen(QPen(WAFFLE.darker(150), 1.0))
    painter.setBrush(WAFFLE)
    painter.drawPolygon(cone)
    painter.setPen(QPen(WAFFLE.darker(170), 0.7))
    painter.drawLine(QPointF(box.cx - r * 0.6, cone_top + 2),
                     QPointF(box.cx + r * 0.3, box.bottom - 4))
    first = box.cx - (scoops - 1) * r
    for i in range(scoops):
        colour = SCOOP_COLOURS[i % len(SCOOP_COLOURS)]
        painter.setPen(QPen(colour.darker(160), 1.0))
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(first + 2 * i * r, cone_top - r * 0.8), r, r)


def paint_truck(painter: QPainter, box: Box, facing_right: bool) -> None:
    """An ice cream van filling ``box``, facing the street it drives, a cone on its roof."""
    painter.save()
    if not facing_right:
        painter.translate(box.x + box.right, 0)
        painter.scale(-1, 1)
    body = Box(box.x + 2, box.y + box.h * 0.3, box.w * 0.66, box.h * 0.52)
    cab = Box(body.right, box.y + box.h * 0.46, box.w * 0.29, box.h * 0.36)
    painter.setPen(QPen(ICE_CREAM.text, 1.6))
    painter.setBrush(QColor("#fdf6f9"))
    painter.drawRoundedRect(qrect(body), 4, 4)
    painter.setBrush(ICE_CREAM.base)
    painter.drawRoundedRect(qrect(cab), 4, 4)
    painter.setBrush(QColor("#d7eef8"))
    painter.drawRect(QRectF(cab.x + 3, cab.y + 3, cab.w - 7, cab.h * 0.42))
    # The serving hatch, a striped awning over it, the body's band.
    hatch = QRectF(body.x + body.w * 0.18, body.y + body.h * 0.16, body.w * 0.5, body.h * 0.36)
    painter.setBrush(QColor("#fff3c4"))
    painter.drawRect(hatch)
    painter.setPen(Qt.PenStyle.NoPen)
    stripe = hatch.width() / 6
    for i in range(6):
        painter.setBrush(ICE_CREAM.base if i % 2 == 0 else QColor("#fdf6f9"))
        painter.drawRect(QRectF(hatch.x() + i * stripe, hatch.y() - 5, stripe, 5))
    painter.setBrush(ICE_CREAM.base)
    painter.drawRect(QRectF(body.x, body.y + body.h * 0.66, body.w, body.h * 0.14))
    painter.setPen(QPen(QColor("#333333"), 1.2))
    painter.setBrush(QColor("#4a4a4a"))
    wheel = box.h * 0.11
    for x in (body.x + body.w * 0.25, cab.cx):
        painter.drawEllipse(QPointF(x, body.bottom + 1), wheel, wheel)
    painter.restore()
    paint_cone(painter, Box(box.cx - box.w * 0.2, box.y, box.w * 0.24, box.h * 0.34), 1)


def paint_eggs(painter: QPainter, boxes: tuple[Box, ...], seed: int) -> None:
    """Painted eggs in their boxes."""
    for i, egg in enumerate(boxes):
        colour = EGG_COLOURS[(seed + i) % len(EGG_COLOURS)]
        painter.setPen(QPen(colour.darker(170), 1.0))
        painter.setBrush(colour)
        painter.drawEllipse(qrect(egg))
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.2))
        painter.drawLine(QPointF(egg.x + 2, egg.cy), QPointF(egg.right - 2, egg.cy))


def garland(left: QPointF, right: QPointF, sag: float) -> QPainterPath:
    """The wire of a string of lights from ``left`` to ``right``, hanging ``sag`` low."""
    path = QPainterPath(left)
    mid = QPointF((left.x() + right.x()) / 2, max(left.y(), right.y()) + 2 * sag)
    path.quadTo(mid, right)
    return path


def paint_bulbs(painter: QPainter, wire: QPainterPath, outline: QPen, *, drop: float,
                radii: tuple[float, float], at: tuple[float, ...] = (0.2, 0.5, 0.8)) -> None:
    """The coloured bulbs hanging ``drop`` under ``wire`` at the fractions ``at`` of its
    length, each an ellipse of ``radii`` outlined with ``outline``."""
    for i, t in enumerate(at):
        point = wire.pointAtPercent(t)
        painter.setPen(outline)
        painter.setBrush(BULB_COLOURS[i % len(BULB_COLOURS)])
        painter.drawEllipse(QPointF(point.x(), point.y() + drop), *radii)


def paint_lights(painter: QPainter, left: QPointF, right: QPointF, *, sag: float, ink: QColor,
                 wire_width: float, drop: float, radii: tuple[float, float]) -> None:
    """A string of three lights from ``left`` to ``right`` (a plan's picture, a chapter's
    icon): the wire in ``ink``, the bulbs under it."""
    wire = garland(left, right, sag)
    painter.setPen(QPen(ink, wire_width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(wire)
    paint_bulbs(painter, wire, QPen(ink, 0.8), drop=drop, radii=radii)


def paint_star(painter: QPainter, box: Box, colour: QColor) -> None:
    """A five-pointed star: the street bonus."""
    star = QPolygonF()
    for k in range(10):
        radius = box.w / 2 if k % 2 == 0 else box.w / 4.6
        angle = -math.pi / 2 + k * math.pi / 5
        star.append(QPointF(box.cx + radius * math.cos(angle), box.cy + radius * math.sin(angle)))
    painter.setPen(QPen(colour.darker(140), 1.0))
    painter.setBrush(colour)
    painter.drawPolygon(star)

"""The list icons of the thematic sheets' chapters: a cone, a string of lights, eggs."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from welcome_desktop.app.look import style
from welcome_desktop.app.sheet import theme_art
from welcome_desktop.app.sheet.page import Box


def _box(rect: QRectF) -> Box:
    return Box(rect.x(), rect.y(), rect.width(), rect.height())


def icon_cone(painter: QPainter, rect: QRectF) -> None:
    box = _box(rect)
    theme_art.paint_cone(painter, box.centred(box.w * 0.7, box.h * 0.95), 2)


def icon_lights(painter: QPainter, rect: QRectF) -> None:
    wire = theme_art.garland(QPointF(rect.left(), rect.top() + rect.height() * 0.25),
                             QPointF(rect.right(), rect.top() + rect.height() * 0.25),
                             rect.height() * 0.1)
    painter.setPen(QPen(style.INK, max(1.0, rect.width() * 0.04)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(wire)
    for i, t in enumerate((0.2, 0.5, 0.8)):
        point = wire.pointAtPercent(t)
        painter.setPen(QPen(style.INK, 0.8))
        painter.setBrush(theme_art.BULB_COLOURS[i])
        painter.drawEllipse(QPointF(point.x(), point.y() + rect.height() * 0.2),
                            rect.width() * 0.1, rect.height() * 0.16)


def icon_eggs(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width() * 0.42, rect.height() * 0.6
    eggs = (Box(rect.x() + rect.width() * 0.05, rect.y() + rect.height() * 0.3, w, h),
            Box(rect.x() + rect.width() * 0.52, rect.y() + rect.height() * 0.2, w, h))
    theme_art.paint_eggs(painter, eggs, 0)

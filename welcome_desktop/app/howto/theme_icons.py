"""The list icons of the thematic sheets' chapters: a cone, a string of lights, eggs."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from welcome_desktop.app.look import style
from welcome_desktop.app.sheet import theme_art
from welcome_desktop.app.sheet.page import Box


def _box(rect: QRectF) -> Box:
    return Box(rect.x(), rect.y(), rect.width(), rect.height())


def icon_cone(painter: QPainter, rect: QRectF) -> None:
    box = _box(rect)
    theme_art.paint_cone(painter, box.centred(box.w * 0.7, box.h * 0.95), 2)


def icon_lights(painter: QPainter, rect: QRectF) -> None:
    top = rect.top() + rect.height() * 0.25
    theme_art.paint_lights(painter, QPointF(rect.left(), top), QPointF(rect.right(), top),
                           sag=rect.height() * 0.1, ink=style.INK,
                           wire_width=max(1.0, rect.width() * 0.04), drop=rect.height() * 0.2,
                           radii=(rect.width() * 0.1, rect.height() * 0.16))


def icon_eggs(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width() * 0.42, rect.height() * 0.6
    eggs = (Box(rect.x() + rect.width() * 0.05, rect.y() + rect.height() * 0.3, w, h),
            Box(rect.x() + rect.width() * 0.52, rect.y() + rect.height() * 0.2, w, h))
    theme_art.paint_eggs(painter, eggs, 0)

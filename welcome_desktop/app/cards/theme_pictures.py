"""The pictures of the thematic sheets' n°3 city plans: the sheet's own cones, lights and eggs
over estates or streets (docs/themes.md)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from welcome_desktop.app.look import style
from welcome_desktop.app.sheet import theme_art
from welcome_desktop.app.sheet.page import Box
from welcome_desktop.rules.plans import Condition, EstateTest, Plan


def _box(centre: QPointF, w: float, h: float) -> Box:
    return Box(centre.x() - w / 2, centre.y() - h / 2, w, h)


def _cone(painter: QPainter, centre: QPointF, side: float) -> None:
    theme_art.paint_cone(painter, _box(centre, side * 0.8, side), 2)


def _egg(painter: QPainter, centre: QPointF, side: float) -> None:
    theme_art.paint_eggs(painter, (_box(centre, side * 0.7, side),), int(centre.x()) % 3)


def _lights(painter: QPainter, centre: QPointF, side: float) -> None:
    theme_art.paint_lights(painter, QPointF(centre.x() - side, centre.y() - side * 0.3),
                           QPointF(centre.x() + side, centre.y() - side * 0.3),
                           sag=side * 0.15, ink=style.INK, wire_width=max(1.0, side * 0.06),
                           drop=side * 0.18, radii=(side * 0.12, side * 0.17))


def _mark(painter: QPainter, centre: QPointF, side: float, circled: bool) -> None:
    """A pen circle (sold, collected) or cross (none allowed) over an icon."""
    r = side * 0.62
    painter.setPen(QPen(QColor("#b3261e") if not circled else style.INK, max(1.2, side * 0.08)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if circled:
        painter.drawEllipse(centre, r, r)
    else:
        painter.drawLine(QPointF(centre.x() - r, centre.y() - r),
                         QPointF(centre.x() + r, centre.y() + r))
        painter.drawLine(QPointF(centre.x() + r, centre.y() - r),
                         QPointF(centre.x() - r, centre.y() + r))


def _icon_row(painter: QPainter, rect: QRectF, icon: Callable[[QPainter, QPointF, float], None],
              count: int, mark: bool | None) -> None:
    """``count`` icons across ``rect``, each circled (True), crossed (False) or bare (None)."""
    side = min(rect.height() * 0.8, rect.width() / (count * 1.5))
    step = rect.width() / count
    for i in range(count):
        centre = QPointF(rect.left() + step * (i + 0.5), rect.center().y())
        icon(painter, centre, side)
        if mark is not None:
            _mark(painter, centre, side, mark)


def _roads(painter: QPainter, rect: QRectF, strong: int, colour: QColor) -> list[QRectF]:
    """Three streets as road bands (10, 11, 12 lots), ``strong`` drawn in the plan's colour."""
    rows = []
    for street, lots in enumerate((10, 11, 12)):
        height = rect.height() / 3
        band = QRectF(rect.left(), rect.top() + street * height + height * 0.72,
                      rect.width() * lots / 12, max(2.0, height * 0.14))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour if street == strong else style.with_alpha(style.INK_SOFT, 0.22))
        painter.drawRoundedRect(band, band.height() / 2, band.height() / 2)
        rows.append(QRectF(band.left(), rect.top() + street * height, band.width(),
                           height * 0.7))
    return rows


def paint_theme_requirement(painter: QPainter, rect: QRectF, plan: Plan, colour: QColor,
                            paint_estates: Callable[[QPainter, QRectF], None]) -> bool:
    """Draw a theme plan's requirement in ``rect`` (False for a base plan: nothing drawn).
    ``paint_estates`` draws the plan's estates as the base plans do."""
    c = plan.condition
    painter.save()
    try:
        if c is Condition.CONES_STREET:
            row = _roads(painter, rect, -1, colour)[1]  # any one street
            _icon_row(painter, row, _cone, 4, True)
            return True
        if c is Condition.LIT_STREET:
            row = _roads(painter, rect, -1, colour)[1]  # any one street
            _icon_row(painter, row, _lights, 3, None)
            return True
        if c is Condition.EGGS_BOTTOM:
            row = _roads(painter, rect, 2, colour)[2]
            _icon_row(painter, row, _egg, 7, True)
            return True
        icons: dict[EstateTest, tuple[Callable[[QPainter, QPointF, float], None], int,
                                      bool | None]] = {
            EstateTest.NO_SOLD_CONE: (_cone, 1, False),
            EstateTest.THREE_SOLD_CONES: (_cone, 3, True),
            EstateTest.LIT: (_lights, 1, None),
            EstateTest.UNLIT: (_lights, 1, False),
            EstateTest.NO_EGG: (_egg, 1, False),
            EstateTest.THREE_EGGS: (_egg, 3, True),
        }
        entry = icons.get(plan.estate_test)
        if entry is None:
            return False
        icon, count, mark = entry
        paint_estates(painter, QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.62))
        row = QRectF(rect.left() + rect.width() * 0.2, rect.top() + rect.height() * 0.66,
                     rect.width() * 0.6, rect.height() * 0.34)
        _icon_row(painter, row, icon, count, mark)
        return True
    finally:
        painter.restore()

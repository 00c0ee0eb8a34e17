"""The printed streets: lawn, houses with their number boxes, fence slots and permanent fences,
planned pools, the park trees, and the gardens beside the shorter streets."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from welcome_desktop.app.sheet import print_floor
from welcome_desktop.app.sheet.art import fill_shaded, fitted_font, shadow
from welcome_desktop.app.sheet.items import qrect, rounded
from welcome_desktop.app.sheet.page import Box
from welcome_desktop.app.sheet.street_layout import FenceSlot, Lot, ParkTrack, Street

LAWN_LIGHT: Final = QColor("#d6e7b0")
LAWN_DARK: Final = QColor("#b3d08a")
FENCE_POST: Final = QColor("#4a3524")
NUMBER_BOX: Final = QColor("#fffdf5")

#: Facade and roof colours of the houses, chosen per lot.
HOUSE_COLOURS: Final = (
    ("#f3c7a2", "#b4533a"),
    ("#cfe2f1", "#4f739c"),
    ("#f6e2a0", "#a0663b"),
    ("#d6ebcf", "#557a4a"),
    ("#e8d3ea", "#7d5a8c"),
    ("#f1cfcd", "#9c4a4a"),
)


def paint_ground(painter: QPainter, street: Street) -> None:
    """The lawn strip the houses stand on, with a pavement edge."""
    g = street.ground
    path = rounded(g, 12)
    fill_shaded(painter, path, g, LAWN_LIGHT, LAWN_DARK,
                edge=QPen(QColor("#93b56c"), 1.2))
    painter.setPen(QPen(QColor(255, 255, 255, 90), 1.0))
    painter.drawLine(QPointF(g.x + 10, g.y + 3), QPointF(g.right - 10, g.y + 3))


def paint_house(painter: QPainter, lot: Lot) -> None:
    """A house front: roof, facade with a gable window, and the box for its number."""
    facade_hex, roof_hex = HOUSE_COLOURS[(lot.street * 5 + lot.house * 2) % len(HOUSE_COLOURS)]
    facade_colour, roof_colour = QColor(facade_hex), QColor(roof_hex)
    f = lot.facade
    r = lot.roof
    variant = (lot.street + lot.house) % 3

    body = QPainterPath()
    body.addRect(qrect(f))
    shadow(painter, body, 2.5, 2.5, 45)
    fill_shaded(painter, body, f, facade_colour.lighter(108), facade_colour.darker(104),
                edge=QPen(facade_colour.darker(165), 1.3))

    # Chimney behind the roof.
    if variant == 2:
        chimney = QRectF(r.x + r.w * 0.68, r.y + 6, 9, r.h - 8)
        painter.setPen(QPen(roof_colour.darker(160), 1.0))
        painter.setBrush(QColor("#a7674a"))
        painter.drawRect(chimney)

    roof = QPolygonF()
    if variant == 1:   # hipped roof
        roof.append(QPointF(r.x, r.bottom))
        roof.append(QPointF(r.x + r.w * 0.24, r.y + 4))
        roof.append(QPointF(r.right - r.w * 0.24, r.y + 4))
        roof.append(QPointF(r.right, r.bottom))
    else:              # gable
        roof.append(QPointF(r.x, r.bottom))
        roof.append(QPointF(r.cx, r.y))
        roof.append(QPointF(r.right, r.bottom))
    gradient = QLinearGradient(r.x, r.y, r.x, r.bottom)
    gradient.setColorAt(0, roof_colour.lighter(115))
    gradient.setColorAt(1, roof_colour.darker(112))
    painter.setPen(QPen(roof_colour.darker(150), 1.3, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(gradient)
    painter.drawPolygon(roof)
    # Roof tiles: two faint lines.
    painter.setPen(QPen(QColor(255, 255, 255, 45), 1.0))
    for k in (0.45, 0.75):
        y = r.y + r.h * k
        half = (r.w / 2) * k if variant != 1 else r.w * (0.26 + 0.24 * k)
        painter.drawLine(QPointF(r.cx - half + 3, y), QPointF(r.cx + half - 3, y))
    # Gable window.
    painter.setPen(QPen(roof_colour.darker(170), 1.0))
    painter.setBrush(QColor("#fdf2c8"))
    painter.drawEllipse(QPointF(r.cx, r.bottom - 10), 4.5, 4.5)

    # The number box.
    n = lot.number
    painter.setPen(QPen(facade_colour.darker(190), 1.4))
    painter.setBrush(NUMBER_BOX)
    painter.drawRoundedRect(qrect(n), 6, 6)
    # Door step under the box.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(facade_colour.darker(135))
    painter.drawRoundedRect(QRectF(n.cx - 9, f.bottom - 5, 18, 5), 1.5, 1.5)


def paint_used_line(painter: QPainter, lot: Lot) -> None:
    """The short dotted "used for a plan" line above a house."""
    x1, x2, y = lot.used
    painter.setPen(QPen(QColor("#8d7a5c"), 2.0, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(x1, y), QPointF(x2, y))


def paint_fence_slot(painter: QPainter, slot: FenceSlot) -> None:
    """A white dotted line between two lots, with a faint shadow to show on paper."""
    painter.setPen(QPen(QColor(110, 90, 60, 70), 3.6, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(slot.x, slot.y1), QPointF(slot.x, slot.y2))
    pen = QPen(QColor("#ffffff"), 2.4, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
    pen.setDashPattern([0.5, 2.2])
    painter.setPen(pen)
    painter.drawLine(QPointF(slot.x, slot.y1), QPointF(slot.x, slot.y2))


def paint_end_fence(painter: QPainter, box: Box) -> None:
    """A permanent fence: a thick dark picket at a street end."""
    path = QPainterPath()
    path.moveTo(box.x, box.bottom)
    path.lineTo(box.x, box.y + 5)
    path.lineTo(box.cx, box.y)
    path.lineTo(box.right, box.y + 5)
    path.lineTo(box.right, box.bottom)
    path.closeSubpath()
    painter.setPen(QPen(QColor("#2a1d12"), 1.2))
    painter.setBrush(FENCE_POST)
    painter.drawPath(path)
    painter.setPen(QPen(QColor(255, 255, 255, 50), 1.0))
    painter.drawLine(QPointF(box.x + 2.5, box.y + 7), QPointF(box.x + 2.5, box.bottom - 2))


def paint_pool(painter: QPainter, box: Box) -> None:
    """A planned pool: blue water with a white rim and a ladder."""
    path = rounded(box, box.h / 2.2)
    shadow(painter, path, 1.5, 1.5, 40)
    gradient = QRadialGradient(QPointF(box.cx - box.w * 0.2, box.cy - 3), box.w * 0.7)
    gradient.setColorAt(0, QColor("#a9e3fb"))
    gradient.setColorAt(1, QColor("#3597d4"))
    painter.setPen(QPen(QColor("#ffffff"), 2.6))
    painter.setBrush(gradient)
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#2378b0"), 0.9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(rounded(box.inset(-1.6), box.h / 2))
    painter.setPen(QPen(QColor(255, 255, 255, 170), 1.1, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    for i, dx in enumerate((-0.22, 0.02)):
        y = box.cy + (i * 4 - 2)
        x = box.cx + box.w * dx
        wave = QPainterPath(QPointF(x - 7, y))
        wave.quadTo(QPointF(x - 3.5, y - 2.5), QPointF(x, y))
        wave.quadTo(QPointF(x + 3.5, y + 2.5), QPointF(x + 7, y))
        painter.drawPath(wave)
    lx = box.right - box.w * 0.2
    painter.setPen(QPen(QColor("#7c8a96"), 1.2))
    painter.drawLine(QPointF(lx, box.y - 3), QPointF(lx, box.bottom - 5))
    painter.drawLine(QPointF(lx + 5, box.y - 3), QPointF(lx + 5, box.bottom - 5))
    for y in (box.y + 2, box.y + 7):
        painter.drawLine(QPointF(lx, y), QPointF(lx + 5, y))


def tree_path(box: Box) -> tuple[QPainterPath, QRectF]:
    """The canopy outline of a tree drawn in ``box`` and its trunk rectangle."""
    canopy = QPainterPath()
    w, h = box.w, box.h
    r = w * 0.3
    cy = box.y + h * 0.42
    canopy.addEllipse(QPointF(box.cx, box.y + r + 1), r * 1.05, r * 1.05)
    canopy.addEllipse(QPointF(box.cx - w * 0.2, cy + 2), r, r * 0.95)
    canopy.addEllipse(QPointF(box.cx + w * 0.2, cy + 2), r, r * 0.95)
    canopy = canopy.simplified()
    trunk = QRectF(box.cx - 3, box.y + h * 0.62, 6, h * 0.32)
    return canopy, trunk


def paint_tree(painter: QPainter, box: Box, value: str | None, family: str,
               colour: QColor | None = None) -> None:
    """A park tree, with its value written on the canopy when given."""
    canopy, trunk = tree_path(box)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(60, 80, 30, 40))
    painter.drawEllipse(QPointF(box.cx, box.bottom - 3), box.w * 0.32, 3)
    painter.setPen(QPen(QColor("#5a3a1e"), 1.0))
    painter.setBrush(QColor("#8a5a32"))
    painter.drawRoundedRect(trunk, 2, 2)
    base = colour if colour is not None else QColor("#5a9e3c")
    gradient = QRadialGradient(QPointF(box.cx - box.w * 0.15, box.y + box.h * 0.25), box.w * 0.6)
    gradient.setColorAt(0, base.lighter(140))
    gradient.setColorAt(1, base.darker(115))
    painter.setPen(QPen(base.darker(160), 1.1))
    painter.setBrush(gradient)
    painter.drawPath(canopy)
    if value is not None:
        centre = QPointF(box.cx, box.y + box.h * 0.36)
        radius = box.w * 0.27
        painter.setPen(QPen(base.darker(170), 1.0))
        painter.setBrush(QColor("#fffbea"))
        painter.drawEllipse(centre, radius, radius)
        rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        f = fitted_font(family, 13.5, value, 2 * radius - 2, True)
        painter.setFont(f)
        painter.setPen(base.darker(190))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), value)
        print_floor.note_text(value, f, 2 * radius)


def paint_park_track(painter: QPainter, park: ParkTrack, family: str) -> None:
    """A street's park trees with their values, joined by a little path."""
    first, last = park.trees[0], park.trees[-1]
    y = first.bottom - 3
    painter.setPen(QPen(QColor("#c9b48a"), 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(first.cx, y), QPointF(last.cx, y))
    for tree, value in zip(park.trees, park.values, strict=True):
        paint_tree(painter, tree, str(value), family)


def paint_decor(painter: QPainter, box: Box) -> None:
    """A bit of garden in the space beside a shorter street: lawn and round shrubs."""
    lawn = Box(box.x, box.y + box.h * 0.5, box.w, box.h * 0.5 - 4)
    path = rounded(lawn, 14)
    fill_shaded(painter, path, lawn, QColor("#e0ebc2"), QColor("#c8dda2"),
                edge=Qt.PenStyle.NoPen)
    shrubs = max(1, int(box.w // 40))
    for i in range(shrubs):
        cx = box.x + (i + 0.5) * box.w / shrubs
        r = 10 + (i % 2) * 4
        cy = lawn.y + lawn.h * 0.55 - r * 0.3
        painter.setBrush(QColor(60, 80, 30, 40))
        painter.drawEllipse(QPointF(cx, lawn.y + lawn.h * 0.55 + r * 0.6), r * 1.1, 3)
        leaves = QRadialGradient(QPointF(cx - r * 0.4, cy - r * 0.4), r * 1.4)
        leaves.setColorAt(0, QColor("#a9c97a"))
        leaves.setColorAt(1, QColor("#6f9448"))
        painter.setPen(QPen(QColor("#5d7d3b"), 1.0))
        painter.setBrush(leaves)
        painter.drawEllipse(QPointF(cx, cy), r * 1.1, r * 0.9)

"""The printed sheet: our own vector art (paper, houses, trees, pools, panels, labels).

Every function paints fixed art with a QPainter in sheet units. The scene paints them as its
background, which the view caches, so they run once per zoom level.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from welcome_desktop.app.sheet import print_floor
from welcome_desktop.app.sheet.items import qrect, rounded
from welcome_desktop.app.sheet.layout import (
    Box,
    EstateColumn,
    FenceSlot,
    Lot,
    ParkTrack,
    Street,
    Track,
)

PAPER_LIGHT: Final = QColor("#fcf5e3")
PAPER_DARK: Final = QColor("#efe0bf")
PAPER_EDGE: Final = QColor("#c8b286")
PRINT: Final = QColor("#5b4a36")          # printed label ink (brown-grey)
LAWN_LIGHT: Final = QColor("#d6e7b0")
LAWN_DARK: Final = QColor("#b3d08a")
WOOD_LIGHT: Final = QColor("#8d603d")
WOOD_DARK: Final = QColor("#62401f")
FENCE_POST: Final = QColor("#4a3524")
NUMBER_BOX: Final = QColor("#fffdf5")


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours of one category of the scoring area."""

    base: QColor
    tint: QColor
    text: QColor


def _palette(hex_colour: str) -> Palette:
    base = QColor(hex_colour)
    tint = QColor(
        round(base.red() * 0.16 + 255 * 0.84),
        round(base.green() * 0.16 + 255 * 0.84),
        round(base.blue() * 0.16 + 255 * 0.84),
    )
    return Palette(base, tint, base.darker(135))


PLANS: Final = _palette("#c58a2a")
PARKS: Final = _palette("#5a9a3f")
POOLS: Final = _palette("#2e8cc7")
TEMPS: Final = _palette("#dc7424")
ESTATES: Final = _palette("#b0533c")
BIS: Final = _palette("#8758ad")
ROUNDABOUTS: Final = _palette("#5d6e82")
REFUSALS: Final = _palette("#be3a2c")
TOTAL: Final = _palette("#3c404c")

#: Facade and roof colours of the houses, chosen per lot.
HOUSE_COLOURS: Final = (
    ("#f3c7a2", "#b4533a"),
    ("#cfe2f1", "#4f739c"),
    ("#f6e2a0", "#a0663b"),
    ("#d6ebcf", "#557a4a"),
    ("#e8d3ea", "#7d5a8c"),
    ("#f1cfcd", "#9c4a4a"),
)


def font(family: str, pixels: float, bold: bool = False, spacing: float = 0.0) -> QFont:
    """A font sized in sheet units, unhinted so it scales smoothly."""
    f = QFont(family)
    f.setPixelSize(max(1, round(max(pixels, print_floor.floor()))))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    if spacing:
        f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, spacing)
    return f


def fitted_font(family: str, pixels: float, text: str, width: float, bold: bool = False,
                *, spacing: float = 0.0) -> QFont:
    """The largest font up to ``pixels`` whose ``text`` fits in ``width`` units; at the
    floor size (:func:`text_floor`) it is narrowed instead of shrunk further."""
    f = font(family, pixels, bold, spacing)
    needed = max(QFontMetricsF(f).horizontalAdvance(line) for line in text.split("\n"))
    if needed > width > 0:
        f = font(family, max(6.0, pixels * width / needed), bold, spacing * width / needed)
        needed = max(QFontMetricsF(f).horizontalAdvance(line) for line in text.split("\n"))
        if needed > width > 0:
            f.setStretch(max(print_floor.MIN_STRETCH, int(100 * width / needed) - 1))
    return f


def draw_text(painter: QPainter, box: Box, text: str, f: QFont, colour: QColor, *,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    painter.setFont(f)
    painter.setPen(colour)
    painter.drawText(qrect(box), int(align), text)
    print_floor.note_text(text, f, box.w)


def _shadow(painter: QPainter, path: QPainterPath, dx: float = 2.0, dy: float = 3.0,
            alpha: int = 40) -> None:
    painter.save()
    painter.translate(dx, dy)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(70, 50, 20, alpha))
    painter.drawPath(path)
    painter.restore()


# ----------------------------------------------------------------------------------- paper


def paint_paper(painter: QPainter, page: Box) -> None:
    """Warm paper with a soft vignette and a printed double frame."""
    rect = qrect(page)
    gradient = QRadialGradient(rect.center(), rect.width() * 0.75)
    gradient.setColorAt(0.0, PAPER_LIGHT)
    gradient.setColorAt(0.7, QColor("#f7ebcf"))
    gradient.setColorAt(1.0, PAPER_DARK)
    painter.fillRect(rect, gradient)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(PAPER_EDGE, 2.0))
    painter.drawRoundedRect(rect.adjusted(10, 10, -10, -10), 10, 10)
    painter.setPen(QPen(QColor(200, 178, 134, 120), 0.8))
    painter.drawRoundedRect(rect.adjusted(15, 15, -15, -15), 8, 8)


def paint_sign(painter: QPainter, sign: Box, label: Box, name: Box, *, family: str,
               welcome: str) -> None:
    """The wooden "Welcome to ____" sign with a cream plate for the town name."""
    board = rounded(sign, 10)
    _shadow(painter, board, 2, 3, 60)
    gradient = QLinearGradient(sign.x, sign.y, sign.x, sign.bottom)
    gradient.setColorAt(0, WOOD_LIGHT)
    gradient.setColorAt(1, WOOD_DARK)
    painter.setPen(QPen(QColor("#3f2814"), 1.5))
    painter.setBrush(gradient)
    painter.drawPath(board)
    # Wood grain.
    painter.setPen(QPen(QColor(255, 230, 190, 28), 1.2))
    for i in range(1, 5):
        y = sign.y + sign.h * i / 5
        painter.drawLine(QPointF(sign.x + 8, y), QPointF(sign.right - 8, y + (i % 2) * 2 - 1))
    painter.setPen(QPen(QColor(255, 236, 200, 90), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(qrect(sign.inset(4)), 7, 7)
    for x in (sign.x + 9, sign.right - 9):
        for y in (sign.y + 9, sign.bottom - 9):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#caa77a"))
            painter.drawEllipse(QPointF(x, y), 2.2, 2.2)
    draw_text(painter, label, welcome, fitted_font(family, 22, welcome, label.w, True, spacing=1.5),
              QColor("#fbeed3"))
    plate = rounded(name, 6)
    gradient = QLinearGradient(name.x, name.y, name.x, name.bottom)
    gradient.setColorAt(0, QColor("#fffaf0"))
    gradient.setColorAt(1, QColor("#f3e6c9"))
    painter.setPen(QPen(QColor("#3f2814"), 1.2))
    painter.setBrush(gradient)
    painter.drawPath(plate)
    painter.setPen(QPen(QColor(120, 100, 70, 150), 1.0, Qt.PenStyle.DotLine))
    y = name.bottom - 10
    painter.drawLine(QPointF(name.x + 10, y), QPointF(name.right - 10, y))


# ----------------------------------------------------------------------------------- streets


def paint_ground(painter: QPainter, street: Street) -> None:
    """The lawn strip the houses stand on, with a pavement edge."""
    g = street.ground
    path = rounded(g, 12)
    gradient = QLinearGradient(g.x, g.y, g.x, g.bottom)
    gradient.setColorAt(0, LAWN_LIGHT)
    gradient.setColorAt(1, LAWN_DARK)
    painter.setPen(QPen(QColor("#93b56c"), 1.2))
    painter.setBrush(gradient)
    painter.drawPath(path)
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
    _shadow(painter, body, 2.5, 2.5, 45)
    gradient = QLinearGradient(f.x, f.y, f.x, f.bottom)
    gradient.setColorAt(0, facade_colour.lighter(108))
    gradient.setColorAt(1, facade_colour.darker(104))
    painter.setPen(QPen(facade_colour.darker(165), 1.3))
    painter.setBrush(gradient)
    painter.drawPath(body)

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
    _shadow(painter, path, 1.5, 1.5, 40)
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
    gradient = QLinearGradient(lawn.x, lawn.y, lawn.x, lawn.bottom)
    gradient.setColorAt(0, QColor("#e0ebc2"))
    gradient.setColorAt(1, QColor("#c8dda2"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawPath(path)
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


@dataclass(frozen=True, slots=True)
class LegendLine:
    """One line of the ink legend: a sample and what it means."""

    sample: str
    colour: QColor
    dashed: bool
    meaning: str


def paint_legend(painter: QPainter, box: Box, title: str, lines: tuple[LegendLine, ...], *,
                 label_family: str, hand_family: str) -> None:
    """A small card explaining the inks used on the sheet."""
    card = rounded(box, 8)
    _shadow(painter, card, 2, 2.5, 30)
    painter.setPen(QPen(PAPER_EDGE, 1.2))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawPath(card)
    title_box = Box(box.x, box.y + 4, box.w, 22)
    draw_text(painter, title_box, title,
              fitted_font(label_family, 12, title, box.w - 16, True, spacing=1.2), PRINT)
    row_h = (box.h - 32) / max(1, len(lines))
    for i, line in enumerate(lines):
        top = box.y + 28 + i * row_h
        sample = Box(box.x + 10, top, 34, row_h)
        if line.dashed:
            pen = QPen(line.colour, 1.6, Qt.PenStyle.DashLine)
            pen.setDashPattern([2.0, 2.0])
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(qrect(sample.centred(24, row_h - 8)), 4, 4)
        else:
            draw_text(painter, sample, line.sample, font(hand_family, row_h * 0.72),
                      line.colour)
        text_box = Box(sample.right + 6, top, box.right - sample.right - 14, row_h)
        draw_text(painter, text_box, line.meaning,
                  fitted_font(label_family, 12, line.meaning, text_box.w),
                  PRINT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


# ----------------------------------------------------------------------------------- scoring


PANEL_SYMBOL: Final = "✕"
"""Stands for a panel's title too long for its panel at a small zoom (the refusals' cross)."""


def paint_panel(painter: QPainter, panel: Box, title_box: Box, title: str,
                palette: Palette, *, family: str, title_size: float = 13.0) -> None:
    """A scoring card: cream body, coloured header strip with its title."""
    path = rounded(panel, 8)
    _shadow(painter, path, 2, 2.5, 35)
    painter.setPen(QPen(palette.base.darker(120), 1.3))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawPath(path)
    header = QPainterPath()
    header.addRoundedRect(qrect(title_box), 8, 8)
    square = QPainterPath()
    square.addRect(QRectF(title_box.x, title_box.cy, title_box.w, title_box.h / 2))
    header = header.united(square)
    gradient = QLinearGradient(title_box.x, title_box.y, title_box.x, title_box.bottom)
    gradient.setColorAt(0, palette.base.lighter(112))
    gradient.setColorAt(1, palette.base.darker(105))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawPath(header)
    if title:
        box = title_box.inset(4, 0)
        f = fitted_font(family, title_size, title, box.w, True, spacing=0.6)
        if QFontMetricsF(f).horizontalAdvance(title) > box.w:
            # Raised to stay readable, the word no longer fits even narrowed: the panel's
            # symbol stands for it (its tooltip names it).
            title = PANEL_SYMBOL
            f = fitted_font(family, title_size, title, box.w, True)
        draw_text(painter, box, title, f, QColor("#ffffff"))


def paint_cell(painter: QPainter, cell: Box, value: str, palette: Palette, family: str, *,
               round_cell: bool = False) -> None:
    """One track box with its printed value (blank value: a plain box)."""
    if round_cell:
        gradient = QRadialGradient(QPointF(cell.cx - 4, cell.cy - 4), cell.w * 0.7)
        gradient.setColorAt(0, QColor("#ffffff"))
        gradient.setColorAt(1, palette.tint.darker(106))
        painter.setPen(QPen(palette.base, 1.4))
        painter.setBrush(gradient)
        painter.drawEllipse(qrect(cell))
    else:
        painter.setPen(QPen(palette.base, 1.3))
        painter.setBrush(palette.tint)
        painter.drawRoundedRect(qrect(cell), 5, 5)
    if value:
        draw_text(painter, cell, value, font(family, 13.5, True), palette.text)


def paint_track(painter: QPainter, track: Track, title: str, palette: Palette, *, family: str,
                round_cells: bool = False, show_values: bool = True) -> None:
    """A panel with its track of boxes and an empty score box."""
    paint_panel(painter, track.panel, track.title, title, palette, family=family)
    for cell, value in zip(track.cells, track.values, strict=True):
        paint_cell(painter, cell, str(value) if show_values else "", palette, family,
                   round_cell=round_cells)
    paint_score_box(painter, track.score, palette)


def paint_score_box(painter: QPainter, box: Box, palette: Palette) -> None:
    """A box where a score is written."""
    painter.setPen(QPen(palette.base.darker(110), 1.6))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(qrect(box), 6, 6)


def paint_little_house(painter: QPainter, box: Box, colour: QColor) -> None:
    """A tiny house silhouette for the real-estate column titles."""
    roof_h = box.h * 0.42
    path = QPainterPath()
    path.moveTo(box.x + 0.6, box.y + roof_h)
    path.lineTo(box.cx, box.y)
    path.lineTo(box.right - 0.6, box.y + roof_h)
    path.lineTo(box.right - 1.2, box.y + roof_h)
    path.lineTo(box.right - 1.2, box.bottom)
    path.lineTo(box.x + 1.2, box.bottom)
    path.lineTo(box.x + 1.2, box.y + roof_h)
    path.closeSubpath()
    painter.setPen(QPen(colour.darker(150), 0.6))
    painter.setBrush(colour)
    painter.drawPath(path)


def paint_estate(painter: QPainter, column: EstateColumn, family: str) -> None:
    """A real-estate column: houses in the title, value track, count × value, points box."""
    track = column.track
    paint_panel(painter, track.panel, track.title, "", ESTATES, family=family)
    for house in column.houses:
        paint_little_house(painter, house, QColor("#fff4e0"))
    for cell, value in zip(track.cells, track.values, strict=True):
        paint_cell(painter, cell, str(value), ESTATES, family)
    painter.setPen(QPen(ESTATES.base, 1.1))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(qrect(column.count.inset(0, 2)), 4, 4)
    draw_text(painter, column.times, "×", fitted_font(family, 13, "×", column.times.w, True),
              PRINT)
    paint_score_box(painter, track.score, ESTATES)


def paint_ribbon(painter: QPainter, box: Box, text: str, family: str) -> None:
    """A group title with a rule either side."""
    f = font(family, 11.5, True, 2.0)
    painter.setFont(f)
    width = painter.fontMetrics().horizontalAdvance(text) + 16
    painter.setPen(QPen(PRINT, 1.0))
    y = box.cy
    painter.drawLine(QPointF(box.x + 4, y), QPointF(box.cx - width / 2, y))
    painter.drawLine(QPointF(box.cx + width / 2, y), QPointF(box.right - 4, y))
    draw_text(painter, box, text, f, PRINT)


def paint_plan_card(painter: QPainter, card: Box) -> None:
    """The blueprint-like card face of a plan box."""
    path = rounded(card, 5)
    painter.setPen(QPen(QColor("#6b8fb0"), 1.2))
    painter.setBrush(QColor("#e6f0f8"))
    painter.drawPath(path)
    painter.setPen(QPen(QColor(107, 143, 176, 60), 0.8))
    step = 8.0
    x = card.x + step
    while x < card.right - 1:
        painter.drawLine(QPointF(x, card.y + 2), QPointF(x, card.bottom - 2))
        x += step
    y = card.y + step
    while y < card.bottom - 1:
        painter.drawLine(QPointF(card.x + 2, y), QPointF(card.right - 2, y))
        y += step


def paint_roundabout_icon(painter: QPainter, centre: QPointF, r: float, colour: QColor) -> None:
    painter.setPen(QPen(colour, 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, r, r)
    painter.setBrush(QBrush(colour))
    painter.drawEllipse(centre, r * 0.3, r * 0.3)

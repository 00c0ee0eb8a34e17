"""The printed scoring area: panels with their coloured headers, track boxes, score boxes, the
real-estate columns, the group ribbons, the plan cards' faces and the roundabout icon."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from welcome_desktop.app.sheet.art import (
    ESTATES,
    PRINT,
    Palette,
    draw_text,
    fill_shaded,
    fitted_font,
    font,
    shadow,
)
from welcome_desktop.app.sheet.items import qrect, rounded
from welcome_desktop.app.sheet.page import Box
from welcome_desktop.app.sheet.scoring_layout import EstateColumn, Track

PANEL_SYMBOL: Final = "✕"
"""Stands for a panel's title too long for its panel at a small zoom (the refusals' cross)."""


def paint_panel(painter: QPainter, panel: Box, title_box: Box, title: str,
                palette: Palette, *, family: str, title_size: float = 13.0) -> None:
    """A scoring card: cream body, coloured header strip with its title."""
    path = rounded(panel, 8)
    shadow(painter, path, 2, 2.5, 35)
    painter.setPen(QPen(palette.base.darker(120), 1.3))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawPath(path)
    header = QPainterPath()
    header.addRoundedRect(qrect(title_box), 8, 8)
    square = QPainterPath()
    square.addRect(QRectF(title_box.x, title_box.cy, title_box.w, title_box.h / 2))
    header = header.united(square)
    fill_shaded(painter, header, title_box, palette.base.lighter(112), palette.base.darker(105),
                edge=Qt.PenStyle.NoPen)
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

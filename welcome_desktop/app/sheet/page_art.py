"""The printed page around the streets and panels: the paper, the "Welcome to" sign with the
plate for the town name, and the card explaining the inks."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient

from welcome_desktop.app.look.inks import Ink, ink_meaning, ink_pen, ink_style
from welcome_desktop.app.sheet.art import PRINT, draw_text, fill_shaded, fitted_font, font, shadow
from welcome_desktop.app.sheet.items import paint_handwriting, qrect, rounded
from welcome_desktop.app.sheet.page import Box

PAPER_LIGHT: Final = QColor("#fcf5e3")
PAPER_DARK: Final = QColor("#efe0bf")
PAPER_EDGE: Final = QColor("#c8b286")
WOOD_LIGHT: Final = QColor("#8d603d")
WOOD_DARK: Final = QColor("#62401f")


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
    shadow(painter, board, 2, 3, 60)
    fill_shaded(painter, board, sign, WOOD_LIGHT, WOOD_DARK,
                edge=QPen(QColor("#3f2814"), 1.5))
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
    fill_shaded(painter, plate, name, QColor("#fffaf0"), QColor("#f3e6c9"),
                edge=QPen(QColor("#3f2814"), 1.2))
    painter.setPen(QPen(QColor(120, 100, 70, 150), 1.0, Qt.PenStyle.DotLine))
    y = name.bottom - 10
    painter.drawLine(QPointF(name.x + 10, y), QPointF(name.right - 10, y))



def paint_legend(painter: QPainter, box: Box, title: str, inks: tuple[Ink, ...], *,
                 label_family: str, hand_family: str) -> None:
    """A small card explaining every ink of the sheet: a sample drawn in each, with its cue,
    and what it means, in two rows."""
    card = rounded(box, 8)
    shadow(painter, card, 2, 2.5, 30)
    painter.setPen(QPen(PAPER_EDGE, 1.2))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawPath(card)
    title_box = Box(box.x, box.y + 3, box.w, 16)
    draw_text(painter, title_box, title,
              fitted_font(label_family, 12, title, box.w - 16, True, spacing=1.2), PRINT)
    columns = (len(inks) + 1) // 2
    cell_w = (box.w - 12) / columns
    row_h = (box.h - 24) / 2
    for i, ink in enumerate(inks):
        left = box.x + 6 + (i // 2) * cell_w
        top = box.y + 21 + (i % 2) * row_h
        sample = Box(left, top + 1, 28, row_h - 2)
        if ink_style(ink).suggestion:
            painter.setPen(ink_pen(ink, 1.7))  # a stroke shows the dash pattern best
            painter.drawLine(QPointF(sample.x + 2, sample.cy), QPointF(sample.right - 1, sample.cy))
        else:
            painter.setFont(font(hand_family, row_h * 0.78))
            paint_handwriting(painter, qrect(sample), int(Qt.AlignmentFlag.AlignCenter),
                              "12" if ink is Ink.PENCIL else "7", ink)
        meaning = ink_meaning(ink)
        text_box = Box(sample.right + 3, top, cell_w - sample.w - 9, row_h)
        draw_text(painter, text_box, meaning,
                  fitted_font(label_family, 12, meaning, text_box.w),
                  PRINT, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

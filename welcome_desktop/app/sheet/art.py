"""The printed sheet's common means: the print colour, the categories' palettes, fonts sized in
sheet units, printed text and soft shadows.

The printed art itself is painted by :mod:`page_art` (paper, sign, ink legend),
:mod:`street_art` (houses, fences, pools, trees, gardens), :mod:`scoring_art` (the scoring
panels) and :mod:`theme_art` (a thematic sheet's own pieces). All paint with a QPainter in sheet
units; the scene paints them as its background, which the view caches, so they run once per
zoom level.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from welcome_desktop.app.sheet import print_floor
from welcome_desktop.app.sheet.items import qrect
from welcome_desktop.app.sheet.page import Box

PRINT: Final = QColor("#5b4a36")          # printed label ink (brown-grey)


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


def shadow(painter: QPainter, path: QPainterPath, dx: float = 2.0, dy: float = 3.0,
           alpha: int = 40) -> None:
    """The soft shadow of ``path``, ``dx``, ``dy`` away, that lifts a piece off the paper."""
    painter.save()
    painter.translate(dx, dy)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(70, 50, 20, alpha))
    painter.drawPath(path)
    painter.restore()


def fill_shaded(painter: QPainter, path: QPainterPath, box: Box, top: QColor, bottom: QColor,
                *, edge: QPen | Qt.PenStyle) -> None:
    """Fill ``path`` with the printed sheet's light-from-above shading: ``top`` at ``box``'s top
    to ``bottom`` at its bottom, outlined with ``edge``. The pen and brush stay set."""
    gradient = QLinearGradient(box.x, box.y, box.x, box.bottom)
    gradient.setColorAt(0, top)
    gradient.setColorAt(1, bottom)
    painter.setPen(edge)
    painter.setBrush(gradient)
    painter.drawPath(path)

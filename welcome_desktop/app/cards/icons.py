"""Our own vector icons for the six effects, the roundabout and the refusal, and their names.

Each icon is a light glyph (:mod:`~welcome_desktop.app.cards.glyphs`) on a round badge of the
effect's colour (``badge=True``), or the glyph alone in the effect's colour (``badge=False``).
Glyphs are drawn in a 100 × 100 frame scaled into the target rectangle, so they stay sharp at any
size.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from functools import cache
from typing import Final

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap, QRadialGradient

from welcome_desktop.app.cards.glyphs import EFFECT_GLYPHS, REFUSAL_GLYPH, ROUNDABOUT_GLYPH, Glyph
from welcome_desktop.app.look.style import (
    EFFECT_COLOURS,
    PAPER,
    REFUSAL_COLOUR,
    ROUNDABOUT_COLOUR,
    mix,
)
from welcome_desktop.rules.cards import Effect

__all__ = [
    "Symbol",
    "effect_colour",
    "effect_icon",
    "effect_pixmap",
    "paint_effect_glyph",
    "paint_effect_icon",
    "paint_symbol_icon",
    "symbol_icon",
    "symbol_name",
    "symbol_pixmap",
]

_GLYPH_LIGHT: Final = QColor("#fffaf0")


class Symbol(enum.Enum):
    """Icons that are not effects."""

    ROUNDABOUT = "roundabout"
    REFUSAL = "refusal"


# -- names (the effects' own: words/effect_words.py) ---------------------------------------


def symbol_name(symbol: Symbol) -> str:
    """The display name of a non-effect icon (context "Effect")."""
    if symbol is Symbol.ROUNDABOUT:
        return QCoreApplication.translate("Effect", "Roundabout")
    return QCoreApplication.translate("Effect", "Building permit refusal")


def effect_colour(effect: Effect) -> QColor:
    """The effect's colour (a copy, safe to change)."""
    return QColor(EFFECT_COLOURS[effect])


# -- glyphs and their colours ------------------------------------------------------------------

_SYMBOL_GLYPHS: Final[dict[Symbol, tuple[Glyph, QColor]]] = {
    Symbol.ROUNDABOUT: (ROUNDABOUT_GLYPH, ROUNDABOUT_COLOUR),
    Symbol.REFUSAL: (REFUSAL_GLYPH, REFUSAL_COLOUR),
}


# -- painting --------------------------------------------------------------------------------


def _paint(
    painter: QPainter, rect: QRectF, glyph: Glyph, colour: QColor, *, badge: bool,
    background: QColor,
) -> None:
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side / 100, side / 100)
    if badge:
        gradient = QRadialGradient(QPointF(40, 30), 70)
        gradient.setColorAt(0.0, mix(colour, QColor("white"), 0.18))
        gradient.setColorAt(1.0, mix(colour, QColor("black"), 0.12))
        painter.setPen(QPen(mix(colour, QColor("black"), 0.35), 3))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(QPointF(50, 50), 48, 48)
        painter.translate(50, 50)
        painter.scale(0.74, 0.74)
        painter.translate(-50, -50)
        glyph(painter, _GLYPH_LIGHT, colour)
    else:
        glyph(painter, colour, background)
    painter.restore()


def paint_effect_icon(
    painter: QPainter,
    rect: QRectF,
    effect: Effect,
    *,
    badge: bool = True,
    background: QColor = PAPER,
) -> None:
    """Draw the effect's icon centred in ``rect`` (a square of the smaller side).

    ``badge``: a light glyph on a round badge of the effect's colour; otherwise the glyph alone,
    in the effect's colour, with cut-outs in ``background``.
    """
    _paint(painter, QRectF(rect), EFFECT_GLYPHS[effect], EFFECT_COLOURS[effect], badge=badge,
           background=background)


def paint_effect_glyph(
    painter: QPainter, rect: QRectF, effect: Effect, fg: QColor, bg: QColor
) -> None:
    """Draw only the effect's glyph in ``fg`` (cut-outs in ``bg``), centred in ``rect``."""
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side / 100, side / 100)
    EFFECT_GLYPHS[effect](painter, fg, bg)
    painter.restore()


def paint_symbol_icon(
    painter: QPainter,
    rect: QRectF,
    symbol: Symbol,
    *,
    badge: bool = True,
    background: QColor = PAPER,
) -> None:
    """Draw the roundabout or refusal icon centred in ``rect``."""
    glyph, colour = _SYMBOL_GLYPHS[symbol]
    _paint(painter, QRectF(rect), glyph, colour, badge=badge, background=background)


def _pixmap(paint: Callable[[QPainter, QRectF], None], size: int, ratio: float) -> QPixmap:
    pixels = max(1, round(size * ratio))
    pixmap = QPixmap(QSize(pixels, pixels))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint(painter, QRectF(0, 0, pixels, pixels))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def effect_pixmap(
    effect: Effect, size: int, *, badge: bool = True, device_pixel_ratio: float = 1.0
) -> QPixmap:
    """The effect's icon as a transparent square pixmap of ``size`` logical pixels."""
    return _pixmap(lambda p, r: paint_effect_icon(p, r, effect, badge=badge), size,
                   device_pixel_ratio)


def symbol_pixmap(
    symbol: Symbol, size: int, *, badge: bool = True, device_pixel_ratio: float = 1.0
) -> QPixmap:
    """The roundabout or refusal icon as a transparent square pixmap."""
    return _pixmap(lambda p, r: paint_symbol_icon(p, r, symbol, badge=badge), size,
                   device_pixel_ratio)


_ICON_SIZES: Final = (16, 20, 24, 32, 48, 64, 96, 128)


@cache
def effect_icon(effect: Effect) -> QIcon:
    """The effect's icon at the usual sizes (needs a QGuiApplication)."""
    icon = QIcon()
    for size in _ICON_SIZES:
        icon.addPixmap(effect_pixmap(effect, size))
    return icon


@cache
def symbol_icon(symbol: Symbol) -> QIcon:
    """The roundabout or refusal icon at the usual sizes (needs a QGuiApplication)."""
    icon = QIcon()
    for size in _ICON_SIZES:
        icon.addPixmap(symbol_pixmap(symbol, size))
    return icon

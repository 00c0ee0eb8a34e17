"""The face of a construction card: a house number over an effect, painted from a
:class:`CardFace`, with the state the widget gives it (chosen, dimmed, pointed at, caption…).

The painting needs nothing of the widget; the widget
(:class:`~welcome_desktop.app.cards.construction_card.ConstructionCardWidget`) draws the badges
above and below the card itself.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from welcome_desktop.app.cards import card_art
from welcome_desktop.app.cards.icons import paint_effect_glyph
from welcome_desktop.app.look import style
from welcome_desktop.app.words.effect_words import effect_name
from welcome_desktop.rules.cards import Effect

__all__ = ["BOTH", "NONE", "CardFace", "Half", "halves", "paint_card_face"]

#: The number half takes this share of the card's height.
_NUMBER_SHARE: Final = 0.56


class Half(enum.Enum):
    """The two halves of a card."""

    NUMBER = "number"
    EFFECT = "effect"


BOTH: Final = frozenset(Half)
NONE: Final[frozenset[Half]] = frozenset()


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card shows and how it is pointed at (the widget's setters say what each means).

    Without a ``number`` or an ``effect`` the card is an empty place showing ``placeholder``.
    """

    number: int | None
    effect: Effect | None
    split: bool = False
    remaining: int | None = None
    key_hint: str = ""
    selected: frozenset[Half] = NONE
    dimmed: frozenset[Half] = NONE
    caption: str = ""
    placeholder: str = ""
    hover: Half | None = None
    pressed: Half | None = None
    enabled: bool = True


def halves(card: QRectF) -> tuple[QRectF, QRectF]:
    """The number half and the effect half of a card drawn in ``card``."""
    split_y = card.top() + card.height() * _NUMBER_SHARE
    return (QRectF(card.left(), card.top(), card.width(), split_y - card.top()),
            QRectF(card.left(), split_y, card.width(), card.bottom() - split_y))


def paint_card_face(painter: QPainter, card: QRectF,
                    face: CardFace) -> tuple[QRectF, list[style.PaintedText]]:
    """Paint ``face`` in ``card``.

    Returns where the card was drawn (a chosen or hovered card is lifted a little) and every
    text painted, with its size and room (for the layout tests).
    """
    return _FacePainter(face).paint(painter, card)


class _FacePainter:
    """One painting of a card's face, noting the texts it draws."""

    def __init__(self, face: CardFace) -> None:
        self.face = face
        self.texts: list[style.PaintedText] = []

    def paint(self, painter: QPainter, card: QRectF) -> tuple[QRectF, list[style.PaintedText]]:
        """Paint the face in ``card``; where it was drawn and the texts painted."""
        face = self.face
        if face.number is None or face.effect is None:
            card_art.paint_empty(painter, card, face.placeholder)
            return card, self.texts
        enabled = face.enabled
        whole_selected = not face.split and bool(face.selected)
        lift = 0.0
        if enabled and (whole_selected or (face.hover is not None and not face.split)):
            lift = card.height() * 0.018
        if face.pressed is not None and not face.split:
            lift = 0.0
        card = card.translated(0, -lift)
        radius = card.width() * 0.075
        body = QPainterPath()
        body.addRoundedRect(card, radius, radius)

        if not face.split:
            card_art.paint_stack(painter, card, radius, face.remaining)
        style.draw_card_shadow(painter, body, QPointF(card.width() * 0.015, 2 + lift * 1.5))
        if whole_selected:
            style.draw_glow(painter, body, style.SELECTION, card.width() * 0.13)
        elif enabled and face.hover is not None and not face.split:
            style.draw_glow(painter, body, style.HOVER, card.width() * 0.08)

        number_rect, effect_rect = halves(card)
        painter.save()
        painter.setClipPath(body)
        self._paint_number_half(painter, number_rect)
        self._paint_effect_half(painter, effect_rect, face.effect)
        for half, rect in ((Half.NUMBER, number_rect), (Half.EFFECT, effect_rect)):
            if half in face.dimmed:
                card_art.paint_dimmed(painter, rect)
        painter.restore()

        outline = style.mix(style.CARD_EDGE, style.SELECTION, 0.6) if whole_selected \
            else style.CARD_EDGE
        painter.setPen(QPen(outline, max(1.2, card.width() * (0.03 if whole_selected else 0.012))))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(body)
        if face.split:
            card_art.paint_tear_line(painter, card, effect_rect.top())
        else:
            card_art.paint_plus(painter, card, effect_rect.top())
        self._paint_corner_marks(painter, number_rect)
        if face.split:
            self._paint_half_states(painter, card, number_rect, effect_rect, radius)
        if face.caption:
            self._paint_caption(painter, card)
        if not enabled:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.with_alpha(style.PAPER, 0.35))
            painter.drawPath(body)
        return card, self.texts

    def _text(self, painter: QPainter, rect: QRectF, text: str,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
        """Draw ``text`` in ``rect`` with the painter's font, and note its size and room."""
        painter.drawText(rect, align, text)
        f = painter.font()
        self.texts.append(style.PaintedText(text, f.pixelSize(),
                                            QFontMetricsF(f).horizontalAdvance(text),
                                            rect.width()))

    def _paint_number_half(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, style.paper_gradient(rect))
        # A faint house behind the number, like a house-number plaque.
        w = rect.width() * 0.62
        house = QRectF(rect.center().x() - w / 2, rect.top() + rect.height() * 0.14,
                       w, rect.height() * 0.78)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.with_alpha(style.PAPER_SHADE, 0.9))
        painter.drawPath(style.house_path(house, roof=0.36))
        text = str(self.face.number)
        size = rect.height() * 0.62
        f = style.fitted_font(text, rect.width() * 0.74, size, QFont.Weight.Black)
        painter.setFont(f)
        text_rect = rect.adjusted(0, rect.height() * 0.12, 0, 0)
        painter.setPen(style.with_alpha(QColor("white"), 0.8))
        painter.drawText(text_rect.translated(0, size * 0.03), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(style.INK)
        self._text(painter, text_rect, text)

    def _paint_effect_half(self, painter: QPainter, rect: QRectF, effect: Effect) -> None:
        colour = style.EFFECT_COLOURS[effect]
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, style.mix(colour, QColor("white"), 0.10))
        gradient.setColorAt(1.0, style.mix(colour, QColor("black"), 0.12))
        painter.fillRect(rect, gradient)
        painter.setPen(QPen(style.with_alpha(QColor("white"), 0.55), max(1.0, rect.width() * 0.01)))
        painter.drawLine(rect.topLeft() + QPointF(0, 1), rect.topRight() + QPointF(0, 1))
        light = QColor("#fffaf0")
        name = effect_name(effect)
        f, lines = style.readable_lines(name, rect.width() * 0.9, rect.height() * 0.16)
        line_h = QFontMetricsF(f).height()
        text_h = line_h * len(lines)
        bottom = rect.bottom() - rect.height() * 0.05
        # The glyph takes what the name leaves, centred above it.
        pad = rect.height() * (0.06 if self.face.split else 0.1)
        icon_side = max(4.0, min(rect.height() * 0.5, bottom - text_h - rect.top() - 2 * pad))
        icon = QRectF(rect.center().x() - icon_side / 2, rect.top() + pad, icon_side, icon_side)
        paint_effect_glyph(painter, icon, effect, light, colour)
        painter.setFont(f)
        painter.setPen(light)
        top = max(icon.bottom() + pad * 0.3, bottom - text_h)
        for i, line in enumerate(lines):
            self._text(painter, QRectF(rect.left() + rect.width() * 0.05, top + i * line_h,
                                       rect.width() * 0.9, line_h), line)

    def _paint_corner_marks(self, painter: QPainter, rect: QRectF) -> None:
        pad = rect.width() * 0.05
        size = max(style.MIN_TEXT_PX / 0.62, rect.width() * 0.17)
        if self.face.key_hint:
            key = QRectF(rect.left() + pad, rect.top() + pad, size, size)
            painter.setPen(QPen(style.CARD_EDGE, max(1.0, size * 0.07)))
            painter.setBrush(style.PAPER)
            painter.drawRoundedRect(key, size * 0.22, size * 0.22)
            painter.setFont(style.font(size * 0.66, QFont.Weight.Bold))
            painter.setPen(style.CARD_EDGE)
            self._text(painter, key, self.face.key_hint)
        if self.face.remaining is not None and not self.face.split:
            text = str(self.face.remaining)
            f = style.font(size * 0.62, QFont.Weight.Bold)
            width = QFontMetricsF(f).horizontalAdvance(text) + size * 0.95
            chip = QRectF(rect.right() - pad - width, rect.top() + pad, width, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.with_alpha(style.CARD_EDGE, 0.85))
            painter.drawRoundedRect(chip, size / 2, size / 2)
            # Two tiny stacked cards, then the count.
            cw, ch = size * 0.30, size * 0.42
            cx, cy = chip.left() + size * 0.22, chip.center().y() - ch / 2
            painter.setPen(QPen(style.CARD_EDGE, 0.8))
            painter.setBrush(style.PAPER_SHADE)
            painter.drawRect(QRectF(cx + cw * 0.3, cy - ch * 0.15, cw, ch))
            painter.setBrush(style.PAPER)
            painter.drawRect(QRectF(cx, cy + ch * 0.05, cw, ch))
            painter.setFont(f)
            painter.setPen(style.PAPER)
            self._text(painter, chip.adjusted(size * 0.62, 0, -size * 0.2, 0), text)

    def _paint_half_states(
        self, painter: QPainter, card: QRectF, number_rect: QRectF, effect_rect: QRectF,
        radius: float,
    ) -> None:
        enabled = self.face.enabled
        for half, rect in ((Half.NUMBER, number_rect), (Half.EFFECT, effect_rect)):
            inset = rect.adjusted(3, 3, -3, -3)
            path = QPainterPath()
            path.addRoundedRect(inset, radius * 0.8, radius * 0.8)
            if half in self.face.selected:
                style.draw_glow(painter, path, style.SELECTION, card.width() * 0.07)
                painter.setPen(QPen(style.SELECTION, max(2.0, card.width() * 0.035)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(path)
            elif enabled and half is self.face.hover:
                painter.setPen(QPen(style.HOVER, max(2.0, card.width() * 0.028),
                                    Qt.PenStyle.DashLine))
                painter.setBrush(style.with_alpha(style.HOVER, 0.12))
                painter.drawPath(path)

    def _paint_caption(self, painter: QPainter, card: QRectF) -> None:
        width = card.width() * 1.08
        f, lines = style.readable_lines(self.face.caption, width * 0.9, card.height() * 0.065)
        line_h = QFontMetricsF(f).height()
        band_h = line_h * len(lines) + line_h * 0.5
        band = QRectF(card.left() - card.width() * 0.04, card.center().y() - band_h * 0.2,
                      width, band_h)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.with_alpha(style.INK, 0.88))
        painter.drawRoundedRect(band, band_h * 0.2, band_h * 0.2)
        painter.setFont(f)
        painter.setPen(style.PAPER)
        for i, line in enumerate(lines):
            self._text(painter, QRectF(band.left() + width * 0.05,
                                       band.top() + line_h * 0.25 + i * line_h,
                                       width * 0.9, line_h), line)
        painter.restore()

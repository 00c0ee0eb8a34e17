"""A painted construction card: a house number over an effect.

The same card serves two purposes:

- a standard **combination tile** (``split=False``): the number of the card now on top of a stack
  together with the effect of the card just flipped beside it, with the count of cards left under
  the stack; the whole card is one button;
- a **hand card** (``split=True``, solo and expert): its number half and its effect half are two
  separate buttons, so that the number can be taken from one card and the effect from another.

The widget only reports clicks; it never changes the game.
"""

from __future__ import annotations

import enum
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QToolTip, QWidget

from welcome_desktop.app import style
from welcome_desktop.app.cards import card_art
from welcome_desktop.app.cards.card_widget import CardWidget
from welcome_desktop.app.cards.icons import effect_explanation, effect_name, paint_effect_glyph
from welcome_desktop.rules.cards import Effect

__all__ = ["CARD_ASPECT", "ConstructionCardWidget", "Half"]

#: Width / height of a card.
CARD_ASPECT: Final = 0.70
#: The number half takes this share of the card's height.
_NUMBER_SHARE: Final = 0.56
# The smallest height of the Number / Effect / Chosen badges, drawn above and below the card.
_CHIP_MIN: Final = 16.0


class Half(enum.Enum):
    """The two halves of a card."""

    NUMBER = "number"
    EFFECT = "effect"


BOTH: Final = frozenset(Half)
NONE: Final[frozenset[Half]] = frozenset()


class ConstructionCardWidget(CardWidget):
    """One construction card or standard combination, drawn with QPainter.

    Signals:
        clicked(): the card was clicked (whole-card mode, ``split=False``).
        half_clicked(Half): a half was clicked (hand mode, ``split=True``).

    Disabled (``setEnabled(False)``) cards emit nothing; dimmed halves still do.
    """

    ASPECT = CARD_ASPECT
    MARGIN = 3.0  # room for the stack's shade too
    SIZE = QSize(150, 214)
    MINIMUM = QSize(92, 132)

    clicked = Signal()
    half_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._number: int | None = None
        self._effect: Effect | None = None
        self._split = False
        self._remaining: int | None = None
        self._key_hint = ""
        self._selected: frozenset[Half] = NONE
        self._dimmed: frozenset[Half] = NONE
        self._caption = ""
        self._placeholder = ""
        self._hover: Half | None = None
        self._pressed: Half | None = None
        # Every text of the last paint (size and room), for the layout tests.
        self.texts: list[style.PaintedText] = []
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # -- state ---------------------------------------------------------------------------------

    def set_card(self, number: int | None, effect: Effect | None) -> None:
        """Show ``number`` over ``effect``; ``None`` for both shows an empty slot."""
        self._number, self._effect = number, effect
        self._refresh()

    def set_split(self, split: bool) -> None:
        """Hand mode: the two halves are separate buttons."""
        self._split = split
        self._refresh()

    def set_remaining(self, remaining: int | None) -> None:
        """Cards left under this stack (standard); ``None`` hides the count."""
        self._remaining = remaining
        self._refresh()

    def set_key_hint(self, text: str) -> None:
        """The key that picks this card, drawn in its corner ("" for none)."""
        self._key_hint = text
        self.update()

    def set_selected(self, halves: frozenset[Half]) -> None:
        """Halves shown as chosen (whole-card mode: any non-empty set selects the card)."""
        self._selected = frozenset(halves)
        self._refresh()

    def set_dimmed(self, halves: frozenset[Half]) -> None:
        """Halves drawn faded: choosing them would not be playable now (still clickable)."""
        self._dimmed = frozenset(halves)
        self._refresh()

    def set_caption(self, text: str) -> None:
        """A ribbon across the card, e.g. "Passed to the right" ("" for none)."""
        self._caption = text
        self._refresh()

    def set_placeholder(self, text: str) -> None:
        """Text drawn in an empty slot, e.g. "?" ("" for none)."""
        self._placeholder = text
        self.update()

    def number(self) -> int | None:
        """The house number shown."""
        return self._number

    def effect(self) -> Effect | None:
        """The effect shown."""
        return self._effect

    def is_split(self) -> bool:
        """True in hand mode."""
        return self._split

    def selected(self) -> frozenset[Half]:
        """The halves shown as chosen."""
        return self._selected

    def dimmed(self) -> frozenset[Half]:
        """The halves shown faded."""
        return self._dimmed

    def caption(self) -> str:
        """The ribbon text."""
        return self._caption

    def _refresh(self) -> None:
        self.setToolTip(self._tooltip(None))
        if self._number is None or self._effect is None:
            self.setAccessibleName(QCoreApplication.translate("ConstructionCard", "Empty slot"))
        else:
            self.setAccessibleName(QCoreApplication.translate(
                "ConstructionCard", "House number {number}, {effect}"
            ).format(number=self._number, effect=effect_name(self._effect)))
        self.update()

    # -- geometry ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(150, self.heightForWidth(150))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(56, self.heightForWidth(56))

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return round(width / CARD_ASPECT + 2 * self.chip_height(width / CARD_ASPECT))

    @staticmethod
    def chip_height(height: float) -> float:
        """The badges' height on a card ``height`` pixels high (never so small their text
        falls under the cards' smallest text size)."""
        return max(_CHIP_MIN, height * 0.075)

    def card_rect(self) -> QRectF:
        """The card's rectangle inside the widget: margins keep room for glow and stack, and a
        band above and below for the badges, which so never cover the card's texts."""
        area = QRectF(self.rect())
        chip = self.chip_height(area.height() * 0.8)
        return style.fit_card(area.adjusted(0, chip, 0, -chip), CARD_ASPECT, 3)

    def _text(self, painter: QPainter, rect: QRectF, text: str,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
        """Draw ``text`` in ``rect`` with the painter's font, and note its size and room."""
        painter.drawText(rect, align, text)
        f = painter.font()
        self.texts.append(style.PaintedText(text, f.pixelSize(),
                                            QFontMetricsF(f).horizontalAdvance(text),
                                            rect.width()))

    def _chip(self, centre: QPointF, text: str, height: float) -> None:
        """A badge centred on ``centre`` (outside the card)."""
        painter = QPainter(self)  # the badges are painted last, over everything
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = style.draw_chip(painter, centre, text, fill=style.SELECTION, ink=style.INK,
                               height=height)
        painter.end()
        f = style.font(height * 0.62, QFont.Weight.Bold)
        self.texts.append(style.PaintedText(text, f.pixelSize(),
                                            QFontMetricsF(f).horizontalAdvance(text),
                                            rect.width()))

    def half_rect(self, half: Half) -> QRectF:
        """The rectangle of one half of the card, in widget coordinates."""
        card = self.card_rect()
        split_y = card.top() + card.height() * _NUMBER_SHARE
        if half is Half.NUMBER:
            return QRectF(card.left(), card.top(), card.width(), split_y - card.top())
        return QRectF(card.left(), split_y, card.width(), card.bottom() - split_y)

    def half_at(self, pos: QPointF) -> Half | None:
        """The half under ``pos`` (widget coordinates), or None outside the card."""
        card = self.card_rect()
        if self._number is None or not card.adjusted(-3, -3, 3, 3).contains(pos):
            return None
        return Half.NUMBER if pos.y() < self.half_rect(Half.EFFECT).top() else Half.EFFECT

    # -- events --------------------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(self.half_at(event.position()))
        super().mouseMoveEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(self.half_at(event.position()))
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._set_hover(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = self.half_at(event.position())
            self.update()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        pressed, self._pressed = self._pressed, None
        released = self.half_at(event.position())
        self.update()
        event.accept()
        if pressed is None or (self._split and pressed is not released) or released is None:
            return
        if self._split:
            self.half_clicked.emit(released)
        else:
            self.clicked.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.EnabledChange:
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if self.isEnabled()
                else Qt.CursorShape.ArrowCursor
            )
            self._hover = None
            self._refresh()
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self._split and isinstance(event, QHelpEvent):
            text = self._tooltip(self.half_at(QPointF(event.pos())))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def _set_hover(self, half: Half | None) -> None:
        if not self.isEnabled():
            half = None
        if half is not self._hover:
            self._hover = half
            self.update()

    # -- words ---------------------------------------------------------------------------------

    def _tooltip(self, half: Half | None) -> str:
        number, effect = self._number, self._effect
        if number is None or effect is None:
            return QCoreApplication.translate("ConstructionCard", "No card here.")
        name, explanation = effect_name(effect), effect_explanation(effect)
        lines: list[str] = []
        if not self._split:
            lines.append(QCoreApplication.translate(
                "ConstructionCard", "House number {number} with the {effect} effect."
            ).format(number=number, effect=name))
            lines.append(explanation)
            if self._remaining is not None:
                lines.append(QCoreApplication.translate(
                    "ConstructionCard", "Cards left under this stack: {count}."
                ).format(count=self._remaining))
            if Half.NUMBER in self._dimmed:
                lines.append(QCoreApplication.translate(
                    "ConstructionCard", "This number cannot be written on your sheet now."))
        elif half is Half.NUMBER:
            lines.append(QCoreApplication.translate(
                "ConstructionCard", "Click to take the house number {number} from this card."
            ).format(number=number))
            if Half.NUMBER in self._dimmed:
                lines.append(QCoreApplication.translate(
                    "ConstructionCard", "This number cannot be written on your sheet now."))
        elif half is Half.EFFECT:
            lines.append(QCoreApplication.translate(
                "ConstructionCard", "Click to take the {effect} effect from this card."
            ).format(effect=name))
            lines.append(explanation)
        else:
            lines.append(QCoreApplication.translate(
                "ConstructionCard",
                "House number {number}, effect {effect}. Take the number from one card and the "
                "effect from another.",
            ).format(number=number, effect=name))
        if self._caption:
            lines.append(self._caption)
        return "\n".join(lines)

    # -- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        del event
        self.texts = []
        painter = self._painter()
        card = self.card_rect()
        if self._number is None or self._effect is None:
            card_art.paint_empty(painter, card, self._placeholder)
            painter.end()
            return
        enabled = self.isEnabled()
        whole_selected = not self._split and bool(self._selected)
        lift = 0.0
        if enabled and (whole_selected or (self._hover is not None and not self._split)):
            lift = card.height() * 0.018
        if self._pressed is not None and not self._split:
            lift = 0.0
        card = card.translated(0, -lift)
        radius = card.width() * 0.075
        body = QPainterPath()
        body.addRoundedRect(card, radius, radius)

        if not self._split:
            card_art.paint_stack(painter, card, radius, self._remaining)
        style.draw_card_shadow(painter, body, QPointF(card.width() * 0.015, 2 + lift * 1.5))
        if whole_selected:
            style.draw_glow(painter, body, style.SELECTION, card.width() * 0.13)
        elif enabled and self._hover is not None and not self._split:
            style.draw_glow(painter, body, style.HOVER, card.width() * 0.08)

        number_rect, effect_rect = self._halves(card)
        painter.save()
        painter.setClipPath(body)
        self._paint_number_half(painter, number_rect)
        self._paint_effect_half(painter, effect_rect, self._effect)
        for half, rect in ((Half.NUMBER, number_rect), (Half.EFFECT, effect_rect)):
            if half in self._dimmed:
                card_art.paint_dimmed(painter, rect)
        painter.restore()

        outline = style.mix(style.CARD_EDGE, style.SELECTION, 0.6) if whole_selected \
            else style.CARD_EDGE
        painter.setPen(QPen(outline, max(1.2, card.width() * (0.03 if whole_selected else 0.012))))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(body)
        if self._split:
            card_art.paint_tear_line(painter, card, effect_rect.top())
        else:
            card_art.paint_plus(painter, card, effect_rect.top())
        self._paint_corner_marks(painter, number_rect)
        if self._split:
            self._paint_half_states(painter, card, number_rect, effect_rect, radius)
        if self._caption:
            self._paint_caption(painter, card)
        if not enabled:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.with_alpha(style.PAPER, 0.35))
            painter.drawPath(body)
        painter.end()
        chip_h = self.chip_height(card.height())
        if not self._split and whole_selected:
            self._chip(QPointF(card.center().x(), card.top() - chip_h / 2 - 1),
                       QCoreApplication.translate("ConstructionCard", "Chosen"), chip_h)
        if self._split and Half.NUMBER in self._selected:
            self._chip(QPointF(card.center().x(), card.top() - chip_h / 2 - 1),
                       QCoreApplication.translate("ConstructionCard", "Number"), chip_h)
        if self._split and Half.EFFECT in self._selected:
            self._chip(QPointF(card.center().x(), card.bottom() + chip_h / 2 + 1),
                       QCoreApplication.translate("ConstructionCard", "Effect"), chip_h)

    @staticmethod
    def _halves(card: QRectF) -> tuple[QRectF, QRectF]:
        split_y = card.top() + card.height() * _NUMBER_SHARE
        return (QRectF(card.left(), card.top(), card.width(), split_y - card.top()),
                QRectF(card.left(), split_y, card.width(), card.bottom() - split_y))

    def _paint_number_half(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, style.paper_gradient(rect))
        # A faint house behind the number, like a house-number plaque.
        w = rect.width() * 0.62
        house = QRectF(rect.center().x() - w / 2, rect.top() + rect.height() * 0.14,
                       w, rect.height() * 0.78)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.with_alpha(style.PAPER_SHADE, 0.9))
        painter.drawPath(style.house_path(house, roof=0.36))
        text = str(self._number)
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
        pad = rect.height() * (0.06 if self._split else 0.1)
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
        if self._key_hint:
            key = QRectF(rect.left() + pad, rect.top() + pad, size, size)
            painter.setPen(QPen(style.CARD_EDGE, max(1.0, size * 0.07)))
            painter.setBrush(style.PAPER)
            painter.drawRoundedRect(key, size * 0.22, size * 0.22)
            painter.setFont(style.font(size * 0.66, QFont.Weight.Bold))
            painter.setPen(style.CARD_EDGE)
            self._text(painter, key, self._key_hint)
        if self._remaining is not None and not self._split:
            text = str(self._remaining)
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
        enabled = self.isEnabled()
        for half, rect in ((Half.NUMBER, number_rect), (Half.EFFECT, effect_rect)):
            inset = rect.adjusted(3, 3, -3, -3)
            path = QPainterPath()
            path.addRoundedRect(inset, radius * 0.8, radius * 0.8)
            if half in self._selected:
                style.draw_glow(painter, path, style.SELECTION, card.width() * 0.07)
                painter.setPen(QPen(style.SELECTION, max(2.0, card.width() * 0.035)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(path)
            elif enabled and half is self._hover:
                painter.setPen(QPen(style.HOVER, max(2.0, card.width() * 0.028),
                                    Qt.PenStyle.DashLine))
                painter.setBrush(style.with_alpha(style.HOVER, 0.12))
                painter.drawPath(path)

    def _paint_caption(self, painter: QPainter, card: QRectF) -> None:
        width = card.width() * 1.08
        f, lines = style.readable_lines(self._caption, width * 0.9, card.height() * 0.065)
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

"""A painted construction card: a house number over an effect.

The same card serves two purposes:

- a standard **combination tile** (``split=False``): the number of the card now on top of a stack
  together with the effect of the card just flipped beside it, with the count of cards left under
  the stack; the whole card is one button;
- a **hand card** (``split=True``, solo and expert): its number half and its effect half are two
  separate buttons, so that the number can be taken from one card and the effect from another.

The widget only reports clicks; it never changes the game. It keeps the card's state, answers
the mouse and the tooltips and draws the Chosen / Number / Effect badges; the card itself is
painted by :mod:`~welcome_desktop.app.cards.card_face`.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QToolTip, QWidget

from welcome_desktop.app.cards import face_cache
from welcome_desktop.app.cards.card_face import NONE, CardFace, Half, halves
from welcome_desktop.app.cards.card_widget import CardWidget
from welcome_desktop.app.look import style
from welcome_desktop.app.words.effect_words import effect_explanation, effect_name
from welcome_desktop.rules.cards import Effect

__all__ = ["CARD_ASPECT", "ConstructionCardWidget"]

# Width / height of a card.
CARD_ASPECT: Final = 0.70
# The smallest height of the Number / Effect / Chosen badges, drawn above and below the card.
_CHIP_MIN: Final = 16.0
# The keys that press a focused card.
_PRESS_KEYS: Final = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


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
    activated = Signal()
    """Space or Enter on the focused card, or a screen reader's press: the offer panel takes
    it as the card's key (1, 2 or 3)."""

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
        self._passed = False
        self._received = False
        self._placeholder = ""
        self._hover: Half | None = None
        self._pressed: Half | None = None
        # Every text of the last paint (size and room), for the layout tests.
        self.texts: list[style.PaintedText] = []
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Reached with Tab (window/focus_order.py); Space or Enter then chooses it.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._refresh()

    # -- state: each setter repaints only on a change (the panel sets them all on every click) --

    def set_card(self, number: int | None, effect: Effect | None) -> None:
        """Show ``number`` over ``effect``; ``None`` for both shows an empty slot."""
        if (number, effect) != (self._number, self._effect):
            self._number, self._effect = number, effect
            self._refresh()

    def set_split(self, split: bool) -> None:
        """Hand mode: the two halves are separate buttons."""
        if split != self._split:
            self._split = split
            self._refresh()

    def set_remaining(self, remaining: int | None) -> None:
        """Cards left under this stack (standard); ``None`` hides the count."""
        if remaining != self._remaining:
            self._remaining = remaining
            self._refresh()

    def set_key_hint(self, text: str) -> None:
        """The key that picks this card, drawn in its corner ("" for none)."""
        if text != self._key_hint:
            self._key_hint = text
            self.update()

    def set_selected(self, halves: frozenset[Half]) -> None:
        """Halves shown as chosen (whole-card mode: any non-empty set selects the card)."""
        if halves != self._selected:
            self._selected = frozenset(halves)
            self._refresh()

    def set_dimmed(self, halves: frozenset[Half]) -> None:
        """Halves drawn faded: choosing them would not be playable now (still clickable)."""
        if halves != self._dimmed:
            self._dimmed = frozenset(halves)
            self._refresh()

    def set_caption(self, text: str) -> None:
        """A ribbon across the card, e.g. "Passed to the right" ("" for none)."""
        if text != self._caption:
            self._caption = text
            self._refresh()

    def set_passed(self, passed: bool) -> None:
        """Expert: this card goes to the player on the right (a badge says so)."""
        self._passed = passed
        self.update()

    @property
    def passed(self) -> bool:
        return self._passed

    def set_received(self, received: bool) -> None:
        """Expert: this card was passed to you by the player on your left (a badge says so)."""
        if received != self._received:
            self._received = received
            self.update()

    @property
    def received(self) -> bool:
        return self._received

    def set_placeholder(self, text: str) -> None:
        """Text drawn in an empty slot, e.g. "?" ("" for none)."""
        if text != self._placeholder:
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

    # -- geometry ----------------------------------------------------------------------------------

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

    def _chip(self, centre: QPointF, text: str, height: float,
              fill: QColor = style.SELECTION) -> None:
        """A badge centred on ``centre`` (outside the card)."""
        painter = QPainter(self)  # the badges are painted last, over everything
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = style.draw_chip(painter, centre, text, fill=fill, ink=style.INK, height=height)
        painter.end()
        f = style.font(height * 0.62, QFont.Weight.Bold)
        self.texts.append(style.PaintedText(text, f.pixelSize(),
                                            QFontMetricsF(f).horizontalAdvance(text),
                                            rect.width()))

    def half_rect(self, half: Half) -> QRectF:
        """The rectangle of one half of the card, in widget coordinates."""
        number, effect = halves(self.card_rect())
        return number if half is Half.NUMBER else effect

    def half_at(self, pos: QPointF) -> Half | None:
        """The half under ``pos`` (widget coordinates), or None outside the card."""
        card = self.card_rect()
        if self._number is None or not card.adjusted(-3, -3, 3, 3).contains(pos):
            return None
        return Half.NUMBER if pos.y() < self.half_rect(Half.EFFECT).top() else Half.EFFECT

    # -- events ------------------------------------------------------------------------------------

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

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in _PRESS_KEYS and self.isEnabled():
            event.accept()
            self.activated.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.EnabledChange:
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if self.isEnabled()
                else Qt.CursorShape.ArrowCursor
            )
            self._hover = None
            self._refresh()
        elif event.type() == QEvent.Type.LanguageChange:
            face_cache.shared().clear()  # the effects' names are painted on the faces
            self._refresh()  # the setters skip what did not change: the words change here
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

    # -- words -------------------------------------------------------------------------------------

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

    # -- painting and badges -----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        del event
        face = CardFace(
            self._number, self._effect, split=self._split, remaining=self._remaining,
            key_hint=self._key_hint, selected=self._selected, dimmed=self._dimmed,
            caption=self._caption, placeholder=self._placeholder, hover=self._hover,
            pressed=self._pressed, enabled=self.isEnabled())
        faces, rect, ratio = face_cache.shared(), self.card_rect(), self.devicePixelRatioF()
        card, picture, texts = faces.painted(face, self.size(), rect, ratio)
        self.texts = list(texts)
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        painter.end()
        faces.expect(face, self.size(), rect, ratio)
        if self.hasFocus():  # the keyboard's focus: a ring around the card
            ring = QPainter(self)
            ring.setRenderHint(QPainter.RenderHint.Antialiasing)
            ring.setPen(QPen(style.SELECTION.darker(160), 2.5, Qt.PenStyle.DashLine))
            ring.setBrush(Qt.BrushStyle.NoBrush)
            ring.drawRoundedRect(card.adjusted(-1.5, -1.5, 1.5, 1.5), 8, 8)
            ring.end()
        if self._number is None or self._effect is None:
            return
        whole_selected = not self._split and bool(self._selected)
        chip_h = self.chip_height(card.height())
        if whole_selected:
            self._chip(QPointF(card.center().x(), card.top() - chip_h / 2 - 1),
                       QCoreApplication.translate("ConstructionCard", "Chosen"), chip_h)
        if self._split and Half.NUMBER in self._selected:
            self._chip(QPointF(card.center().x(), card.top() - chip_h / 2 - 1),
                       QCoreApplication.translate("ConstructionCard", "Number"), chip_h)
        if self._split and Half.EFFECT in self._selected:
            self._chip(QPointF(card.center().x(), card.bottom() + chip_h / 2 + 1),
                       QCoreApplication.translate("ConstructionCard", "Effect"), chip_h)
        if self._passed:
            self._chip(QPointF(card.center().x(), card.top() - chip_h / 2 - 1),
                       QCoreApplication.translate("ConstructionCard", "Passed →"), chip_h,
                       fill=style.PASSED)
        if self._received and not (self._split and Half.EFFECT in self._selected):
            self._chip(QPointF(card.center().x(), card.bottom() + chip_h / 2 + 1),
                       QCoreApplication.translate("ConstructionCard", "← Received"), chip_h,
                       fill=style.RECEIVED)

"""The hint on screen beside the sheet's ghost marks: a sentence in a quiet box (not the error
style) and badges outlining the suggested cards of the offer. Both show a
:class:`~welcome_desktop.app.play.hint.Hint` and vanish when it is gone."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QWidget

from welcome_desktop.app.look.inks import Ink, ink_colour
from welcome_desktop.app.play.hint import Hint, hint_text

translate = QCoreApplication.translate

HINT_COLOUR = ink_colour(Ink.HINT)  # the hint on the cards in the ink of the hint on the sheet
HINT_STYLE = ("QLabel#hint_box { background: #e8f1f6; color: #1d4a63; border: 1px solid #8fb6cc;"
              " border-radius: 4px; padding: 4px 6px; }")


class HintBox(QLabel):
    """The suggested turn in words, with its expected final score; hidden when none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hint_box")
        self.setWordWrap(True)
        self.setStyleSheet(HINT_STYLE)
        self.hint: Hint | None = None
        self.hide()

    def show_hint(self, hint: Hint | None) -> None:
        """Show ``hint`` (None hides the box)."""
        self.hint = hint
        self.setText(hint_text(hint) if hint is not None else "")
        self.setVisible(hint is not None)


class CardBadge(QWidget):
    """An outline and a small label drawn over one card (clicks pass through)."""

    def __init__(self, card: QWidget) -> None:
        super().__init__(card)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label = ""
        self.scale = 1.0
        """The label's size, times its usual one (a large window)."""
        card.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.setGeometry(watched.rect())
        return False

    def show_badge(self, label: str) -> None:
        """Show ``label`` over the card ("" hides the badge); nothing is done when nothing
        changes (the panel shows the hint again on every click)."""
        if label == self.label and bool(label) != self.isHidden():
            return
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.label = label
        self.setVisible(bool(label))
        if label:
            self.raise_()
            self.update()

    def label_box(self) -> tuple[QRectF, QFont]:
        """Where the label is drawn, and in which font: centred at the card's foot, on two
        lines when one is wider than the card (a narrow card, a long word: "consiglio:
        numero"), smaller down to 9 px if a word still is; never wider than the card (those
        sizes times :attr:`scale` in a large window)."""
        font = QFont(self.font())
        font.setBold(True)
        room = self.width() - 8
        for pixels in range(round(11 * self.scale), round(9 * self.scale) - 1, -1):
            font.setPixelSize(pixels)
            metrics = QFontMetrics(font)
            wide = metrics.horizontalAdvance(self.label)
            if wide + 10 <= self.width() - 4:
                lines, width = 1, wide
                break
            words = metrics.boundingRect(QRect(0, 0, room, 1000),
                                         int(Qt.TextFlag.TextWordWrap), self.label)
            lines, width = max(1, round(words.height() / metrics.lineSpacing())), words.width()
            if width <= room and lines <= 2:
                break
        height = lines * metrics.lineSpacing() + 3
        width = min(width + 10, self.width() - 4)
        box = QRectF((self.width() - width) / 2, self.height() - height - 2, width, height)
        return box, font

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HINT_COLOUR, 3, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        badge, font = self.label_box()
        painter.setFont(font)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HINT_COLOUR)
        painter.drawRoundedRect(badge, 7, 7)
        painter.setPen(QColor("white"))
        painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         self.label)
        painter.end()


class HintBadges:
    """Badges over the offer's cards (which card(s) the hint takes, and for what) and over the
    city plans the hint claims."""

    def __init__(self, cards: Sequence[QWidget], plans: Sequence[QWidget] = ()) -> None:
        self.badges = [CardBadge(card) for card in cards]
        self.plan_badges = [CardBadge(plan) for plan in plans]

    def set_scale(self, scale: float) -> None:
        """The labels ``scale`` times their usual size (a large window)."""
        for badge in (*self.badges, *self.plan_badges):
            if badge.scale != scale:
                badge.scale = scale
                badge.update()

    def show_hint(self, hint: Hint | None) -> None:
        labels = ["" for _ in self.badges]
        choose = hint.choose if hint is not None else None
        if choose is not None:
            if choose.effect_card is None:
                labels[choose.number_card] = translate("Hint", "hint")
            else:
                labels[choose.number_card] = translate("Hint", "hint: number")
                labels[choose.effect_card] = translate("Hint", "hint: effect")
        for badge, label in zip(self.badges, labels, strict=False):
            badge.show_badge(label)
        claims = hint.claims if hint is not None else ()
        for number, badge in enumerate(self.plan_badges, start=1):
            badge.show_badge(translate("Hint", "hint: claim") if number in claims else "")

    def labels(self) -> list[str]:
        """The badge shown on each card ("" for none), for tests and tools."""
        return [b.label if b.isVisible() else "" for b in self.badges]

    def plan_labels(self) -> list[str]:
        """The badge shown on each city plan ("" for none), for tests and tools."""
        return [b.label if b.isVisible() else "" for b in self.plan_badges]

"""What every card widget shares: a card of fixed proportions inside the widget, hover
tracking, and its texts re-read on a language switch."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from welcome_desktop.app.look import style


class CardWidget(QWidget):
    """A card drawn with QPainter, as tall as its width asks (``ASPECT`` = width / height)."""

    ASPECT = 0.7
    MARGIN = 2.0
    """Room around the card for its glow."""
    SIZE = QSize(168, 240)
    MINIMUM = QSize(100, 143)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _refresh(self) -> None:
        """Re-read the tooltip and accessible name (new state or language), then repaint."""
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.SIZE

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.MINIMUM

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return round(width / self.ASPECT)

    def card_rect(self) -> QRectF:
        """The card's rectangle inside the widget (margins keep room for the glow)."""
        return style.fit_card(QRectF(self.rect()), self.ASPECT, self.MARGIN)

    def _painter(self) -> QPainter:
        """A painter on the widget, smooth lines and text."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return painter

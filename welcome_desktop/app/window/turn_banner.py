"""A short banner over the sheet when another person takes over the screen ("Ben plays"): with
the hand-over screen off, the header's name was the only change a player could miss."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from welcome_desktop.app.look.inks import Ink, ink_colour

BANNER_MS: Final = 2500
"""How long the banner stays."""


class TurnBanner(QLabel):
    """The banner, a child of the sheet's view, centred at its top while shown."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("turn_banner")
        self.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        ink = ink_colour(Ink.PENDING).name()
        self.setStyleSheet(f"QLabel#turn_banner {{ background: {ink}; color: white; "
                           "font-size: 22px; font-weight: bold; border: 2px solid white; "
                           "border-radius: 10px; padding: 8px 22px; }")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(BANNER_MS)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_player(self, name: str) -> None:
        """Say that ``name`` plays now, for a moment."""
        self.setText(QCoreApplication.translate("TurnBanner", "{name} plays").format(name=name))
        self.adjustSize()
        parent = self.parentWidget()
        width = parent.width() if parent is not None else self.width()
        self.move(max(0, (width - self.width()) // 2), 16)
        self.show()
        self.raise_()
        self._timer.start()

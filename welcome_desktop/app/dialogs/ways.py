"""New game's first step: the ways to play — alone, several at this screen, hosting a game for
people at other computers, joining someone's game — each a button leading to its setup."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

translate = QCoreApplication.translate

ALONE: Final = "alone"
SCREEN: Final = "screen"
HOST: Final = "host"
JOIN: Final = "join"
WAYS: Final = (ALONE, SCREEN, HOST, JOIN)


def way_texts() -> dict[str, tuple[str, str]]:
    """Each way's button and the line under it."""
    return {
        ALONE: (translate("Ways", "Play alone"),
                translate("Ways", "A solo game with the Solo card, or against the computer.")),
        SCREEN: (translate("Ways", "Play at this screen"),
                 translate("Ways", "Several people take turns at this computer.")),
        HOST: (translate("Ways", "Host a game for others"),
               translate("Ways", "People at other computers join your table with a short "
                                 "code.")),
        JOIN: (translate("Ways", "Join a game"),
               translate("Ways", "Someone hosts a table: pick it or type its address, then "
                                 "your code.")),
    }


class WaysPage(QWidget):
    """Four buttons, one per way to play; :attr:`chosen` says which was clicked."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._layout = QVBoxLayout(self)
        title = QLabel(translate("Ways", "How do you want to play?"))
        title.setObjectName("waysTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.buttons: dict[str, QPushButton] = {}
        for way, (label, line) in way_texts().items():
            button = QPushButton(label)
            button.setObjectName(f"way_{way}")
            button.setMinimumHeight(40)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setProperty("way", way)
            button.clicked.connect(self._clicked)
            note = QLabel(line)
            note.setWordWrap(True)
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setStyleSheet("color: #5a4a30")
            layout.addWidget(button)
            layout.addWidget(note)
            self.buttons[way] = button
        layout.addStretch(1)

    def _clicked(self) -> None:
        button = self.sender()
        if isinstance(button, QPushButton):
            self.chosen.emit(str(button.property("way")))

    def add_buttons(self, buttons: QWidget) -> None:
        """A row of buttons at the page's foot (the dialog's Cancel)."""
        self._layout.addWidget(buttons)


__all__ = ["ALONE", "HOST", "JOIN", "SCREEN", "WAYS", "WaysPage", "way_texts"]

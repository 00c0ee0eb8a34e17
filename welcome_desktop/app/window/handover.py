"""The hand-over screen: it hides the sheet while the screen passes to the next player, and
says which turn it is, everyone's score and what each did in the last resolved turn; in a
network game it also holds the game's panel (the connection, who is connected and, hosting,
the addresses and the codes of the seats elsewhere: nothing secret between the people here)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.play.last_turn import last_turn_words
from welcome_desktop.app.play.table import Table

translate = QCoreApplication.translate

NETWORK_WIDTH = 600
"""Pixels for a network game's panel on the hand-over screen."""


class HandoverScreen(QWidget):
    """"Pass to …" and the button the next player presses when at the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet("background: #f3e6c8")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # the whole screen, not bands
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = plain_label()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)  # a long name never widens the window
        self.label.setStyleSheet("font-size: 34px; font-weight: bold; color: #5a3a1a")
        layout.addWidget(self.label)
        self.note = plain_label()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.standing = plain_label()
        self.standing.setObjectName("handover_standing")
        self.standing.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.standing.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.standing.setWordWrap(True)
        self.standing.setStyleSheet("font-size: 14px; color: #5a3a1a; padding: 8px")
        layout.addWidget(self.standing)
        self.button = QPushButton()
        self.button.setStyleSheet("font-size: 18px; padding: 10px 24px")
        line = QHBoxLayout()
        line.addStretch(1)
        line.addWidget(self.button)
        line.addStretch(1)
        layout.addLayout(line)
        #: Where a network game's panel sits while the sheet is hidden (:meth:`hold`).
        self.network = QWidget()
        self.network.setObjectName("handover_network")
        self.network.setFixedWidth(NETWORK_WIDTH)
        QVBoxLayout(self.network).setContentsMargins(0, 0, 0, 0)
        self.network.hide()
        line = QHBoxLayout()
        line.addStretch(1)
        line.addWidget(self.network)
        line.addStretch(1)
        layout.addSpacing(12)
        layout.addLayout(line)
        layout.addStretch(2)
        self.name = ""
        self.turn = 0
        self.lines: list[tuple[str, int, str]] = []
        self.retranslate()

    def hold(self, panel: QWidget) -> None:
        """Show a network game's ``panel`` under the button (taken from where it was)."""
        box = self.network.layout()
        assert box is not None
        if box.indexOf(panel) < 0:
            box.addWidget(panel)
        self.network.show()

    def held(self) -> QWidget | None:
        """The network game's panel this screen holds, if any."""
        box = self.network.layout()
        item = box.itemAt(0) if box is not None else None
        return item.widget() if item is not None else None

    def let_go(self) -> None:
        """Hold no panel any more (put back beside the sheet, or the game left)."""
        self.network.hide()

    def show_player(self, name: str, turn: int = 0,
                    lines: list[tuple[str, int, str]] | None = None) -> None:
        """Ask for ``name``'s player, in turn ``turn``; ``lines`` are every player's (name,
        score, last turn in words) as of the last resolved turn."""
        self.name = name
        self.turn = turn
        self.lines = list(lines or [])
        self.retranslate()
        self.button.setFocus()

    def show_game(self, game: Table, seat: int) -> None:
        """Ask for ``seat``'s player of ``game``, with everyone's standing."""
        totals = [b.total for b in game.breakdowns()]
        lines = list(zip(game.setup.players, totals, last_turn_words(game), strict=True))
        self.show_player(game.setup.players[seat], game.turn_number + 1, lines)

    def retranslate(self) -> None:
        self.note.setText(
            translate("MainWindow", "The sheet stays hidden until the next player is ready.")
        )
        self.label.setText(translate("MainWindow", "Pass to {name}").format(name=self.name))
        standing = [translate("MainWindow", "Turn {turn}").format(turn=self.turn)] \
            if self.turn else []
        for name, score, last in self.lines:
            size = abs(score)  # the count whose form the words take (a plain name: lupdate)
            line = translate("MainWindow", "{name}: {score} point(s)", None, size).format(
                name=name, score=score)
            standing.append(f"{line} — {last}" if last else line)
        self.standing.setText("\n".join(standing))
        self.standing.setVisible(bool(standing))
        self.button.setText(
            translate("MainWindow", "I am {name}: show my sheet").format(name=self.name)
        )

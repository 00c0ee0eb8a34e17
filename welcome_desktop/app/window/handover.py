"""The hand-over screen: it hides the sheet while the screen passes to the next player, and
says which turn it is, everyone's score and what each did in the last resolved turn."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.play.last_turn import last_turn_words
from welcome_desktop.app.play.table import Table

translate = QCoreApplication.translate


class HandoverScreen(QWidget):
    """"Pass to …" and the button the next player presses when at the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet("background: #f3e6c8")
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
        #: A network game's connection, in sight while the sheet is hidden (empty otherwise).
        self.connection = plain_label()
        self.connection.setObjectName("handover_connection")
        self.connection.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.connection.setStyleSheet("font-size: 14px; color: #3c6e9f; padding: 4px")
        self.connection.hide()
        layout.addWidget(self.connection)
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
        layout.addStretch(2)
        self.name = ""
        self.turn = 0
        self.lines: list[tuple[str, int, str]] = []
        self.retranslate()

    def show_connection(self, sentence: str) -> None:
        """Say how a network game's connection is ("" hides it: a local game)."""
        self.connection.setText(sentence)
        self.connection.setVisible(bool(sentence))

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
            line = translate("MainWindow", "{name}: {score} points").format(
                name=name, score=score)
            standing.append(f"{line} — {last}" if last else line)
        self.standing.setText("\n".join(standing))
        self.standing.setVisible(bool(standing))
        self.button.setText(
            translate("MainWindow", "I am {name}: show my sheet").format(name=self.name)
        )

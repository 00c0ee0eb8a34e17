"""Offer to resume the unfinished games found in the user's data folder."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.screen_fit import cap_to_screen
from welcome_desktop.records.store import StoredGame

translate = QCoreApplication.translate


def mode_name(mode: str, advanced: bool) -> str:
    names = {
        "solo": translate("ResumeDialog", "solo"),
        "standard": translate("ResumeDialog", "standard"),
        "expert": translate("ResumeDialog", "expert"),
    }
    name = names.get(mode, mode)
    return translate("ResumeDialog", "{mode}, advanced").format(mode=name) if advanced else name


def saved_date(game: StoredGame) -> str:
    """When ``game`` was last saved, in the user's locale ("" when unreadable)."""
    if game.saved_at is None:
        return ""
    when = QDateTime.fromSecsSinceEpoch(int(game.saved_at.timestamp()))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


def describe(game: StoredGame) -> str:
    """One line per unfinished game: players, mode, turn and date."""
    summary = game.summary
    if summary is None or game.saved_at is None:
        return translate("ResumeDialog", "Unreadable saved game: {why}").format(
            why=game.problem or "?"
        )
    return translate("ResumeDialog", "{players} — {mode} — turn {turn} — {date}").format(
        players=", ".join(summary.players),
        mode=mode_name(summary.mode, summary.advanced),
        turn=summary.turn + 1,
        date=saved_date(game),
    )


class ResumeDialog(QDialog):
    """Lists unfinished games; ``chosen`` is the game to resume once accepted."""

    def __init__(self, games: Sequence[StoredGame], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ResumeDialog", "Resume a game"))
        self.chosen: StoredGame | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(translate("ResumeDialog", "These games are not finished. Resume one?"))
        )
        self.list = QListWidget()
        for game in games:
            item = QListWidgetItem(describe(game))
            item.setData(Qt.ItemDataRole.UserRole, game.game_id)
            if not game.readable:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(item)
        self._games = {g.game_id: g for g in games}
        first = next((i for i, g in enumerate(games) if g.readable), None)
        if first is not None:
            self.list.setCurrentRow(first)
        self.list.itemDoubleClicked.connect(lambda _item: self._resume())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.resume_button = QPushButton(translate("ResumeDialog", "Resume"))
        self.resume_button.setDefault(True)
        self.resume_button.setEnabled(first is not None)
        buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(
            translate("ResumeDialog", "New game"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.resume_button.clicked.connect(self._resume)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        cap_to_screen(self, 620, 320)

    def _resume(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        game = self._games.get(item.data(Qt.ItemDataRole.UserRole))
        if game is not None and game.readable:
            self.chosen = game
            self.accept()

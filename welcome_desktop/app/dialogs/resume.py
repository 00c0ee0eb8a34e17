"""Offer to resume the unfinished games found in the user's data folder; an unreadable one
can be deleted or shown in its folder."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.screen_fit import cap_to_screen
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
    line = translate("ResumeDialog", "{players} — {mode} — turn {turn} — {date}").format(
        players=", ".join(summary.players),
        mode=mode_name(summary.mode, summary.advanced),
        turn=summary.turn + 1,
        date=saved_date(game),
    )
    if game.from_backup:
        return translate("ResumeDialog",
                         "Save of the turn before (the last one is damaged): {game}").format(
            game=line)
    return line


class ResumeDialog(QDialog):
    """Lists unfinished games; ``chosen`` is the game to resume once accepted."""

    def __init__(self, games: Sequence[StoredGame], parent: QWidget | None = None,
                 delete: Callable[[str], object] | None = None) -> None:
        super().__init__(parent)
        self._delete = delete
        self.setWindowTitle(translate("ResumeDialog", "Resume a game"))
        self.chosen: StoredGame | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(translate("ResumeDialog", "These games are not finished. Resume one?"))
        )
        self.list = QListWidget()
        for game in games:
            item = QListWidgetItem(describe(game))
            item.setToolTip(item.text())  # a long line is cut in the list
            item.setData(Qt.ItemDataRole.UserRole, game.game_id)
            self.list.addItem(item)
        self._games = {g.game_id: g for g in games}
        first = next((i for i, g in enumerate(games) if g.readable), None)
        if games:
            self.list.setCurrentRow(first if first is not None else 0)
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
        self.delete_button = QPushButton(translate("ResumeDialog", "Delete"))
        self.show_button = QPushButton(translate("ResumeDialog", "Show in folder"))
        for button in (self.delete_button, self.show_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.delete_button.setVisible(delete is not None)
        self.resume_button.clicked.connect(self._resume)
        self.delete_button.clicked.connect(self._delete_chosen)
        self.show_button.clicked.connect(self._show_in_folder)
        self.list.currentItemChanged.connect(lambda *_: self._selected())
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._selected()
        cap_to_screen(self, 620, 320)

    def _current(self) -> StoredGame | None:
        item = self.list.currentItem()
        return None if item is None else self._games.get(item.data(Qt.ItemDataRole.UserRole))

    def _selected(self) -> None:
        """Resume a readable game; delete or show an unreadable one."""
        game = self._current()
        broken = game is not None and not game.readable
        self.resume_button.setEnabled(game is not None and game.readable)
        self.delete_button.setEnabled(broken)
        self.show_button.setEnabled(broken)

    def _delete_chosen(self) -> None:
        game = self._current()
        if game is None or game.readable or self._delete is None:
            return
        answer = QMessageBox.question(self, translate("ResumeDialog", "Delete"), translate(
            "ResumeDialog", "Delete the unreadable saved game {file}? It cannot be undone."
        ).format(file=game.path.name))
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._delete(game.game_id)
        del self._games[game.game_id]
        self.list.takeItem(self.list.currentRow())
        self._selected()

    def _show_in_folder(self) -> None:
        game = self._current()
        if game is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(game.path.parent)))

    def _resume(self) -> None:
        game = self._current()
        if game is not None and game.readable:
            self.chosen = game
            self.accept()

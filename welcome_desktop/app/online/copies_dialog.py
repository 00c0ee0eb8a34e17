"""Game → *Local copies of network games…*: the copies this window kept of network games
whose host never came back (``app.online.local_copy``), newest first: open one (read-only)
or delete it. A copy that cannot be read is listed with the reason, and can be deleted.

Names come from files: shown as plain text only.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.look.screen_fit import cap_to_screen
from welcome_desktop.app.online import local_copy

translate = QCoreApplication.translate

PATH_ROLE = Qt.ItemDataRole.UserRole
READABLE_ROLE = Qt.ItemDataRole.UserRole + 1


def copy_line(path: Path) -> tuple[str, bool]:
    """One copy in the list, as plain text, and whether it can be opened."""
    try:
        copy = local_copy.read(path)
    except local_copy.CopyError as error:
        return translate("LocalCopy", "{file}: cannot be read ({reason})").format(
            file=path.name, reason=error.detail), False
    players = copy.players
    saved = datetime.fromtimestamp(copy.saved).strftime("%Y-%m-%d %H:%M") \
        if 0 < copy.saved < 2**33 else "?"
    return translate("LocalCopy", "{players} (you are {name}), turn {turn}, kept {saved}, "
                                  "hosted at {address}").format(
        players=", ".join(players), name=players[copy.key.seat],
        turn=copy.turns_resolved + 1, saved=saved, address=copy.host), True


class CopiesDialog(QDialog):
    """The local copies of ``data_dir``; after ``exec()``, :attr:`chosen` is the copy to open
    (None: closed)."""

    def __init__(self, data_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.chosen: Path | None = None
        self.setWindowTitle(translate("LocalCopy", "Local copies of network games"))
        layout = QVBoxLayout(self)
        note = plain_label(translate(
            "LocalCopy", "When you play at another computer's table, this window keeps a copy "
                         "of what you saw, in case the host never comes back. A copy is "
                         "deleted when its game ends: the whole game is then in Finished "
                         "games."))
        note.setWordWrap(True)
        layout.addWidget(note)
        self.copies = QListWidget()
        self.copies.itemDoubleClicked.connect(lambda _item: self._open())
        self.copies.currentItemChanged.connect(lambda *_: self._enable())
        layout.addWidget(self.copies, 1)
        self.empty = plain_label(translate("LocalCopy", "No local copy is kept."))
        layout.addWidget(self.empty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(translate("LocalCopy", "Open (read-only)"))
        self.delete_button = QPushButton(translate("LocalCopy", "Delete"))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(self._open)
        self.delete_button.clicked.connect(self._delete)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh()
        cap_to_screen(self, 720, 360)

    def refresh(self) -> None:
        """List the copies again (after a delete)."""
        self.copies.clear()
        lines = [(path, *copy_line(path)) for path in local_copy.copy_files(self.data_dir)]
        lines.sort(key=lambda line: not line[2])  # the readable first, each newest first
        for path, text, readable in lines:
            item = QListWidgetItem(text)  # QListWidget items are plain text
            item.setData(PATH_ROLE, str(path))
            item.setData(READABLE_ROLE, readable)
            if not readable:
                item.setForeground(Qt.GlobalColor.darkGray)
            self.copies.addItem(item)
        if self.copies.count():
            self.copies.setCurrentRow(0)
        self.empty.setVisible(self.copies.count() == 0)
        self._enable()

    def _current(self) -> Path | None:
        item = self.copies.currentItem()
        return None if item is None else Path(str(item.data(PATH_ROLE)))

    def _enable(self) -> None:
        item = self.copies.currentItem()
        self.open_button.setEnabled(item is not None and item.data(READABLE_ROLE) is True)
        self.delete_button.setEnabled(item is not None)

    def _open(self) -> None:
        path = self._current()
        if path is not None and self.open_button.isEnabled():
            self.chosen = path
            self.accept()

    def _delete(self) -> None:
        path = self._current()
        if path is not None:
            local_copy.delete(path)
            self.refresh()


__all__ = ["CopiesDialog", "copy_line"]

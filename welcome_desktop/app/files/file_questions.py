"""The questions the window's files ask before they change the game shown: may the unsaved
turn be lost, and what to do with a game another window has open."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate

Claim = Literal["write", "read_only", "copy"]


def discard_question() -> str:
    return translate("MainWindow",
                     "The turn in progress is not saved yet (saves keep the turns every player "
                     "confirmed); it will be lost. Continue anyway?")


def ask_discard(parent: QWidget, title: str) -> bool:
    """True when the player agrees to lose the turn in progress."""
    answer = QMessageBox.question(parent, title, discard_question())
    return answer == QMessageBox.StandardButton.Yes


def held_elsewhere_text(pid: int | None) -> str:
    if pid is None:
        return translate("MainWindow", "This game is open in another window.")
    return translate("MainWindow",
                     "This game is open in another window (process {pid}).").format(pid=pid)


def ask_held_elsewhere(parent: QWidget, title: str, pid: int | None) -> Claim | None:
    """Another window plays the game: look at it read-only, or play a copy of it (None:
    cancelled)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, held_elsewhere_text(pid),
                      QMessageBox.StandardButton.Cancel, parent)
    box.setInformativeText(translate(
        "MainWindow", "Open it read-only to look at it, or take a copy to play on separately."))
    read_only = box.addButton(translate("MainWindow", "Open read-only"),
                              QMessageBox.ButtonRole.AcceptRole)
    copy = box.addButton(translate("MainWindow", "Take a copy"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(read_only)
    box.exec()
    clicked = box.clickedButton()
    if clicked is read_only:
        return "read_only"
    if clicked is copy:
        return "copy"
    return None


def unlockable_text(why: object) -> str:
    return translate("MainWindow",
                     "Opened read-only: the game cannot be locked against other windows ({why})."
                     ).format(why=why)

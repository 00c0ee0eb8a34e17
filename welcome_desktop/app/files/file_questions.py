"""The questions the window's files ask before they change the game shown: may the unsaved
turn be lost, and what to do with a game another window has open."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication, Qt
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


def ask_leave(parent: QWidget, title: str, question: str) -> bool:
    """True when the player agrees to leave the network game shown (``question`` says what
    that means: names are shown as they are)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


def held_elsewhere_text(pid: int | None) -> str:
    if pid is None:
        return translate("MainWindow", "This game is open in another window.")
    return translate("MainWindow",
                     "This game is open in another window (process {pid}).").format(pid=pid)


def ask_held_elsewhere(parent: QWidget, title: str, pid: int | None) -> Claim | None:
    """Another window plays the game: look at it read-only, or play a copy of it (None:
    cancelled)."""
    return _read_only_or_copy(parent, title, held_elsewhere_text(pid), translate(
        "MainWindow", "Open it read-only to look at it, or take a copy to play on separately."),
        copy_first=False)


def _read_only_or_copy(parent: QWidget, title: str, text: str, advice: str, *,
                       copy_first: bool) -> Claim | None:
    """Ask: open read-only, take a copy, or cancel (None)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Cancel, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(advice)
    read_only = box.addButton(translate("MainWindow", "Open read-only"),
                              QMessageBox.ButtonRole.AcceptRole)
    copy = box.addButton(translate("MainWindow", "Take a copy"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(copy if copy_first else read_only)
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


def unwritable_text(why: str) -> str:
    reason = (translate("MainWindow", "its folder is read-only") if why == "folder"
              else translate("MainWindow", "the file is read-only"))
    return translate("MainWindow",
                     "Opened read-only: this game's file cannot be written ({why}).").format(
        why=reason)


def copy_of_file_text() -> str:
    return translate("MainWindow", "You play a copy of the game, kept with your unfinished "
                                   "games; its file stays as it was.")


def ask_read_only_or_copy(parent: QWidget, title: str, why: str) -> Claim | None:
    """The game's file cannot be locked or written (``why`` says so): look at it read-only, or
    play a copy of it, autosaved with the user's games (None: cancelled)."""
    return _read_only_or_copy(parent, title, why, translate(
        "MainWindow", "Open it read-only to look at it, or take a copy to play on; the copy is "
                      "kept with your unfinished games."), copy_first=True)

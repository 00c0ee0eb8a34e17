"""issue 34 (2): player names that are markup never render as rich text anywhere: every label,
tooltip, list item, graphics item, menu action and message box of a game whose names are
``<h1>H2</h1>``, ``<img src=x>`` and ``<b>bold`` is scanned."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGraphicsView,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QTableWidget,
)
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.window.at_the_table import RICH
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.records.savefile import save_game
from welcome_desktop.rules import Mode, Setup

NAMES = ("<h1>H2</h1>", "<img src=x>", "<b>bold")


def _rendered_as_html(text: str, text_format: Qt.TextFormat) -> bool:
    """Whether Qt shows ``text`` as rich text with a name's markup read as markup."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return False
    document = QTextDocument()
    document.setHtml(text)
    shown = document.toPlainText()
    return any(name in text and name not in shown for name in NAMES)


def _mentions(text: str) -> bool:
    return any(name in text or name.replace("<", "&lt;").replace(">", "&gt;") in text
               for name in NAMES)


class Scan:
    """Every text a player can see, checked."""

    def __init__(self) -> None:
        self.checked = 0
        self.html: list[str] = []

    def text(self, where: str, text: str, text_format: Qt.TextFormat) -> None:
        if not text or not _mentions(text):
            return
        self.checked += 1
        if _rendered_as_html(text, text_format):
            self.html.append(f"{where}: {text!r}")

    def tip(self, where: str, text: str) -> None:
        self.text(where + " tooltip", text, Qt.TextFormat.AutoText)

    def widgets(self) -> None:
        for widget in QApplication.allWidgets():
            if not widget.isVisible() and not isinstance(widget, QDialog):
                continue
            name = type(widget).__name__
            if isinstance(widget, QLabel):
                self.text(name, widget.text(), widget.textFormat())
            if isinstance(widget, QMessageBox):
                self.text(name, widget.text(), widget.textFormat())
                self.text(name + " informative", widget.informativeText(), widget.textFormat())
            self.tip(name, widget.toolTip())
            for action in widget.actions():
                self.tip(name + " action", action.toolTip())
            if isinstance(widget, QListWidget):
                for row in range(widget.count()):
                    self.tip(name + " item", widget.item(row).toolTip())
            if isinstance(widget, QTableWidget):  # At the table: its cells' looks and tips
                for row in range(widget.rowCount()):
                    for column in range(widget.columnCount()):
                        item = widget.item(row, column)
                        if item is not None:
                            self.text(name + " cell", str(item.data(RICH) or ""),
                                      Qt.TextFormat.RichText)
                            self.tip(name + " cell", item.toolTip())
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    self.tip(type(item).__name__, item.toolTip())


def _finished(tmp_path: Path) -> Path:
    """A finished three-player game (played by greedy) whose names are markup."""
    played = play_game(Setup(Mode.STANDARD, True, NAMES, seed=17), [GreedyPlayer()] * 3, 17)
    assert played.over
    path = tmp_path / "markup.json"
    save_game(played, path)
    return path


def test_markup_names_never_render_as_rich_text(qtbot: QtBot, window: MainWindow,
                                               tmp_path: Path) -> None:
    scan = Scan()
    window.files.ask_before_discarding = False  # the turn played below is left unconfirmed
    drive = WindowDriver(qtbot, window)
    finished = _finished(tmp_path)

    # A game under way: header, prompt, table, small sheets with their lines, hand-over.
    data = json.loads(finished.read_text())
    data["record"]["log"] = data["record"]["log"][:3]
    data["summary"].update(turn=3, over=False, end_reasons=[])
    data["result"] = None
    under_way = tmp_path / "under-way.json"
    under_way.write_text(json.dumps(data))
    assert window.files.open_file(under_way)
    scan.widgets()
    drive.play_turn()
    scan.widgets()  # the hand-over screen
    drive.reveal()
    window.show_players()
    scan.widgets()
    assert window.players_dialog is not None
    window.players_dialog.close()

    # The finished game: the end dialog, then the replay and its review.
    assert window.files.open_file(finished)
    scan.widgets()
    if window.end_dialog is not None:
        window.end_dialog.close()
    window.show_replay()
    assert window.replay_mode is not None and window.replay_mode.active
    for number in (1, 2, 5):
        window.replay_mode.step_to(number)
        scan.widgets()
    window.replay_mode.leave()

    # An altered log: the message box names the player of the illegal action.
    data = json.loads(finished.read_text())
    data["record"]["log"][1][2] = "R9.99"  # a roundabout in a street that does not exist
    altered = tmp_path / "altered.json"
    altered.write_text(json.dumps(data))
    boxes: list[tuple[str, Qt.TextFormat]] = []

    def acknowledge(dialog: QDialog) -> None:
        assert isinstance(dialog, QMessageBox)
        boxes.append((dialog.text(), dialog.textFormat()))
        drive.click_widget(next(b for b in dialog.findChildren(QPushButton) if b.isVisible()))

    drive.answer_next_dialog(acknowledge)
    assert not window.files.open_file(altered)
    drive.stop_waiting()
    assert boxes and _mentions(boxes[0][0])
    scan.text("the message box of an altered game", *boxes[0])
    # The recent files' menu: a path may be markup too (<b>bold is a file name here).
    named = tmp_path / "<b>bold.json"
    named.write_bytes(finished.read_bytes())
    assert window.files.open_file(named)
    if window.end_dialog is not None:
        window.end_dialog.close()
    window.files.fill_recent(window.menu.menus["recent"])
    for action in window.menu.menus["recent"].actions():
        scan.tip("recent file action", action.toolTip())

    assert scan.html == []
    assert scan.checked >= 20, f"only {scan.checked} texts with a name were seen"


def test_plain_tip_shows_the_text_as_it_is() -> None:
    from welcome_desktop.app.look.plain import plain_tip

    for name in NAMES:
        tip = plain_tip(f"{name}\nsecond line")
        document = QTextDocument()
        document.setHtml(tip)
        assert document.toPlainText().replace("\u2029", "\n") == f"{name}\nsecond line"
    assert plain_tip("") == ""

"""The edges around the save core in the real window (issue 27): the recent-files list, the
seats, the lock between two windows, unsaved actions, the previous autosave, names as plain
text and the unreadable autosaves offered at start."""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from tests.app.window_flows.test_window_files import acknowledge_next_warning, play_turns
from welcome_desktop.app.dialogs.new_game import NewGameDialog
from welcome_desktop.app.dialogs.resume import ResumeDialog
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.records import lock as lock_module
from welcome_desktop.records.savefile import Seat, load_game, save_game
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules import Game, Mode, Setup

WAIT_MS = 30000
HTML_NAME = '<a href="https://example.org">Ben</a>'


@pytest.fixture
def second_window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """Another window of another run of the program, on the same data folder."""
    settings = QSettings(str(tmp_path / "settings2.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings, GameStore(tmp_path / "data"))
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.confirm_close = False
    win.close()
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def questions_asked(monkeypatch: pytest.MonkeyPatch, answer: bool) -> list[str]:
    """Answer every yes/no question ``answer``; their texts land in the list returned."""
    asked: list[str] = []

    def question(_parent: QWidget, _title: str, text: str, *_args: object
                 ) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes if answer else QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def click_button(drive: WindowDriver, text: str) -> list[str]:
    """Click the button labelled ``text`` of the next dialog; the dialog's text is returned."""
    shown: list[str] = []

    def answer(dialog: QDialog) -> None:
        shown.append(dialog.text() if isinstance(dialog, QMessageBox) else "")
        button = next(b for b in dialog.findChildren(QPushButton)
                      if b.isVisible() and b.text() == text)
        drive.click_widget(button)

    drive.answer_next_dialog(answer)
    return shown


# ------------------------------------------------------------------ 1 recent files

def test_an_unwritable_recent_list_never_fails_a_save_or_an_open(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    store = window.files.store
    store.root.mkdir(parents=True)
    store.recent_path.mkdir()  # recent.json is a folder: every write of the list fails
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=3))
    window.start(game)
    play_turns(qtbot, window, game, 1)
    path = tmp_path / "anna.json"
    assert window.files.save(path)
    assert load_game(path).game.sheets == game.sheets
    assert window.statusBar().currentMessage() == f"Saved to {path}"
    finished = play_game(Setup(Mode.SOLO, False, ("Bruno",), seed=4), [GreedyPlayer()], 4)
    done = tmp_path / "done.json"
    save_game(finished, done)
    assert window.files.open_file(done)
    assert window.controller is not None and window.controller.game.over
    assert window.end_dialog is not None and window.end_dialog.isVisible()
    window.end_dialog.close()
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    shown = acknowledge_next_warning(WindowDriver(qtbot, window))
    assert not window.files.open_file(bad)  # forgetting it fails too: only the explanation
    assert shown and "bad.json" in shown[0]


# ------------------------------------------------------------------ 2 seats

def test_computer_seats_come_back_from_an_autosave_and_a_file(
        qtbot: QtBot, window: MainWindow, second_window: MainWindow, tmp_path: Path) -> None:
    window.computer.set_speed("fast")
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Robot", "Deep"), seed=21))
    window.start(game, computer_levels={1: "greedy", 2: "strong"}, budgets={2: 0.05})
    drive = WindowDriver(qtbot, window)
    drive.play_turn()
    qtbot.waitUntil(lambda: game.turn_number == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.controller.thinking, timeout=WAIT_MS)  # type: ignore
    game_id = window.files.game_id
    expected = (Seat(kind="person"), Seat(kind="greedy"), Seat(kind="strong", budget_s=0.05))
    assert load_game(window.files.store.game_path(game_id)).seats == expected
    path = tmp_path / "robots.json"
    assert window.files.save(path)
    assert load_game(path).seats == expected
    window.confirm_close = False
    window.close()  # lets the second window take the game

    second = second_window
    assert second.files.resume(game_id)
    controller = second.controller
    assert controller is not None and not controller.read_only
    assert controller.computer_levels == {1: "greedy", 2: "strong"}
    assert controller.computer_budgets == {2: 0.05}
    assert controller.game.turn_number == 1
    assert not second.hidden  # one person at the screen: no hand-over
    assert second.files.open_file(path)
    assert second.controller is not None
    assert second.controller.computer_levels == {1: "greedy", 2: "strong"}


# ------------------------------------------------------------------ 3 lock

def test_a_game_open_in_one_window_is_read_only_or_copied_in_another(
        qtbot: QtBot, window: MainWindow, second_window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=31))
    window.start(game)
    play_turns(qtbot, window, game, 2)
    game_id = window.files.game_id
    store = window.files.store
    saved = store.game_path(game_id).read_bytes()

    other = second_window
    drive = WindowDriver(qtbot, other)
    shown = click_button(drive, "Open read-only")
    assert other.files.resume(game_id)
    drive.stop_waiting()
    assert shown and "open in another window" in shown[0]
    viewer = other.controller
    assert viewer is not None and viewer.read_only
    assert viewer.game.turn_number == 2
    assert "read-only" in other.panel.message.text()
    assert other.windowTitle().endswith("(read-only)")
    drive.click_target(Target(Zone.HOUSE, 0, 0))
    other.menu.actions["refusal"].trigger()
    assert viewer.game.turn(0).actions == []
    assert other.panel.message.text() == (
        "This game is open read-only: it is being played in another window.")
    assert store.game_path(game_id).read_bytes() == saved  # the viewer never writes

    click_button(drive, "Take a copy")
    assert other.files.resume(game_id)
    drive.stop_waiting()
    copy = other.controller
    assert copy is not None and not copy.read_only
    assert other.files.game_id != game_id
    assert not other.windowTitle().endswith("(read-only)")
    assert load_game(store.game_path(other.files.game_id)).game.sheets == game.sheets
    WindowDriver(qtbot, other).play_turn()
    assert copy.game.turn_number == 3
    assert store.game_path(game_id).read_bytes() == saved  # the original is untouched
    assert load_game(store.game_path(other.files.game_id)).game.turn_number == 3

    # The first window plays on; once it moves to another game, the game is free.
    play_turns(qtbot, window, game, 3)
    assert load_game(store.game_path(game_id)).game.turn_number == 3
    window.start(Game(Setup(Mode.SOLO, False, ("Carla",), seed=1)))
    assert other.files.resume(game_id)
    assert other.controller is not None and not other.controller.read_only


def test_a_game_that_cannot_be_locked_opens_read_only(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=32))
    path = tmp_path / "anna.json"
    save_game(game, path)

    def refuse(*_args: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(lock_module, "acquire", refuse)
    drive = WindowDriver(qtbot, window)
    shown = click_button(drive, "Open read-only")
    assert window.files.open_file(path)
    drive.stop_waiting()
    assert shown and "cannot be locked" in shown[0]
    assert window.controller is not None and window.controller.read_only
    assert "cannot be locked" in window.panel.message.text()
    assert "Permission denied" in window.panel.message.text()


def test_the_lock_is_released_when_the_window_closes(
        qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=33))
    window.start(game)
    play_turns(qtbot, window, game, 1)
    path = window.files.store.game_path(window.files.game_id)
    locks = window.files.store.locks_dir
    assert isinstance(lock_module.acquire(path, locks), lock_module.HeldElsewhere)
    window.confirm_close = False
    window.close()
    lock = lock_module.acquire(path, locks)
    assert isinstance(lock, lock_module.GameLock)
    lock.release()


# ------------------------------------------------------------------ 4 unsaved actions

def test_quitting_asks_when_any_seat_has_unsaved_actions(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=41))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.play_turn()  # Anna confirms; Bruno has done nothing yet
    assert game.confirmed == [True, False] and not game.turn(1).actions
    asked = questions_asked(monkeypatch, answer=False)
    assert not window.close()
    assert len(asked) == 1 and "will be lost" in asked[0]
    assert window.isVisible()


def test_new_open_and_resume_ask_before_losing_unsaved_actions(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    other = Game(Setup(Mode.SOLO, False, ("Carla",), seed=2))
    path = tmp_path / "carla.json"
    save_game(other, path)
    window.files.store.autosave(other, "carla-game")
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=42))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.choose(min(drive.view.playable, key=lambda c: c.number_card))
    assert game.turn(0).actions
    asked = questions_asked(monkeypatch, answer=False)
    assert not window.files.open_file(path)
    assert not window.files.resume("carla-game")
    assert window.controller is not None and window.controller.game is game
    monkeypatch.setattr(NewGameDialog, "exec", lambda _self: QDialog.DialogCode.Accepted)
    window.new_game()
    assert window.controller.game is game
    assert len(asked) == 3
    asked_yes = questions_asked(monkeypatch, answer=True)
    assert window.files.open_file(path)
    assert asked_yes and window.controller.game is not game


def test_nothing_is_asked_without_unsaved_actions(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=43))
    window.start(game)
    play_turns(qtbot, window, game, 1)  # resolved and autosaved
    asked = questions_asked(monkeypatch, answer=False)
    assert window.close()
    assert asked == []


# ------------------------------------------------------------------ 5 previous autosave

def test_a_damaged_autosave_resumes_from_the_previous_one_saying_so(
        qtbot: QtBot, window: MainWindow, second_window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=51))
    window.start(game)
    play_turns(qtbot, window, game, 3)
    store = window.files.store
    game_id = window.files.game_id
    window.confirm_close = False
    window.close()
    newest = store.game_path(game_id)
    newest.write_bytes(newest.read_bytes()[:200])  # a power cut during the write
    other = second_window
    drive = WindowDriver(qtbot, other)
    seen: list[str] = []

    def resume(dialog: QDialog) -> None:
        assert isinstance(dialog, ResumeDialog)
        seen.append(dialog.list.item(0).text())
        drive.click_widget(dialog.resume_button)

    drive.answer_next_dialog(resume)
    told = click_button(drive, "OK")
    assert other.files.offer_resume()
    drive.stop_waiting()
    assert seen and seen[0].startswith("Save of the turn before") and "Anna" in seen[0]
    assert told and "cannot be read" in told[0] and "turn before" in told[0]
    assert other.controller is not None and other.controller.game.turn_number == 2


# ------------------------------------------------------------------ 9 names

def test_names_are_plain_text_in_the_header_and_the_hand_over(
        qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", HTML_NAME), seed=91))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.play_turn()
    assert window.hidden
    for label in (window.handover.label, window.panel.header):
        assert label.textFormat() == Qt.TextFormat.PlainText
    assert HTML_NAME in window.handover.label.text()
    drive.reveal()
    assert HTML_NAME in window.panel.header.text()
    window.grab().save("/tmp/saveui/html_name.png")


# ------------------------------------------------------------------ 10 smaller

def test_an_invalid_name_list_in_the_settings_gives_the_default_names(tmp_path: Path,
                                                                       qtbot: QtBot) -> None:
    ini = tmp_path / "names.ini"
    ini.write_text("[players]\nnames=@Invalid()\n", encoding="utf-8")
    dialog = NewGameDialog(None, QSettings(str(ini), QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    assert dialog.names[0].text() == "Player 1"
    assert "None" not in [e.text() for e in dialog.names]


def test_an_unreadable_autosave_can_be_deleted_or_shown_and_stale_files_are_cleaned(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    store = window.files.store
    good = Game(Setup(Mode.SOLO, False, ("Anna",), seed=101))
    store.autosave(good, "good-game")
    broken = store.game_path("broken-game")
    broken.write_text("{ not json", encoding="utf-8")
    stale = store.games_dir / ".good-game.json.abcdef.tmp"
    stale.write_bytes(b"half")
    old = time.time() - 2 * 3600
    os.utime(stale, (old, old))
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(opened.append))
    questions_asked(monkeypatch, answer=True)
    drive = WindowDriver(qtbot, window)
    rows: list[list[str]] = []

    def delete_broken(dialog: QDialog) -> None:
        assert isinstance(dialog, ResumeDialog)
        rows.append([dialog.list.item(i).text() for i in range(dialog.list.count())])
        dialog.list.setCurrentRow(1)
        assert not dialog.resume_button.isEnabled()
        drive.click_widget(dialog.show_button)
        drive.click_widget(dialog.delete_button)
        rows.append([dialog.list.item(i).text() for i in range(dialog.list.count())])
        dialog.reject()

    drive.answer_next_dialog(delete_broken)
    assert not window.files.offer_resume()
    drive.stop_waiting()
    assert not stale.exists()
    assert rows[0][1].startswith("Unreadable saved game")
    assert len(rows[1]) == 1 and "Anna" in rows[1][0]
    assert not broken.exists() and store.game_path("good-game").exists()
    assert opened == [QUrl.fromLocalFile(str(store.games_dir))]

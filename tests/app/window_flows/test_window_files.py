"""Saving, opening and resuming games in the real window (never the real user folders)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.dialogs.history import HistoryDialog
from welcome_desktop.app.dialogs.new_game import NewGameDialog
from welcome_desktop.app.dialogs.resume import ResumeDialog
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players.easy import EasyPlayer
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.records.ids import new_game_id
from welcome_desktop.records.savefile import load_game
from welcome_desktop.rules import Game, Mode, Setup


def play_turns(qtbot: QtBot, window: MainWindow, game: Game, turns: int) -> WindowDriver:
    drive = WindowDriver(qtbot, window)
    while game.turn_number < turns and not game.over:
        drive.play_turn()
    return drive


def acknowledge_next_warning(drive: WindowDriver) -> list[str]:
    """Click OK on the next message box; its text lands in the list returned."""
    shown: list[str] = []

    def acknowledge(dialog: QDialog) -> None:
        assert isinstance(dialog, QMessageBox)
        shown.append(dialog.text())
        ok = next(b for b in dialog.findChildren(QPushButton) if b.isVisible())
        drive.click_widget(ok)

    drive.answer_next_dialog(acknowledge)
    return shown


def test_every_resolved_turn_is_autosaved_and_resumed(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=41))
    window.start(game)
    play_turns(qtbot, window, game, 3)
    unfinished = window.files.store.unfinished()
    assert [g.summary.turn for g in unfinished if g.summary] == [3]
    # A new game replaces the window's game; resuming brings the first one back, turn 4 on.
    window.start(Game(Setup(Mode.SOLO, False, ("Bruno",), seed=2)))
    drive = WindowDriver(qtbot, window)

    def resume(dialog: QDialog) -> None:
        assert isinstance(dialog, ResumeDialog)
        assert "Anna" in dialog.list.item(0).text()
        drive.click_widget(dialog.resume_button)

    drive.answer_next_dialog(resume)
    assert window.files.offer_resume()
    drive.stop_waiting()
    resumed = window.controller.game  # type: ignore[union-attr]
    assert resumed.setup.players == ("Anna",)
    assert resumed.turn_number == 3
    assert resumed.sheets == game.sheets
    assert drive.view.turn_number == 4


def test_save_then_open(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=5))
    window.start(game)
    play_turns(qtbot, window, game, 2)
    path = tmp_path / "my game.json"
    assert window.files.save(path)
    assert load_game(path).game.sheets == game.sheets
    window.start(Game(Setup(Mode.SOLO, False, ("Bruno",), seed=2)))
    assert window.files.open_file(path)
    assert window.controller.game.sheets == game.sheets  # type: ignore[union-attr]
    assert path in window.files.store.recent()


def test_a_bad_file_is_explained_and_changes_nothing(qtbot: QtBot, window: MainWindow,
                                                     tmp_path: Path) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=6))
    window.start(game)
    bad = tmp_path / "broken.json"
    bad.write_bytes(b'{"schema_version": 3, "record": ')
    drive = WindowDriver(qtbot, window)
    shown = acknowledge_next_warning(drive)
    assert not window.files.open_file(bad)
    drive.stop_waiting()
    assert shown and "broken.json" in shown[0]
    assert "Traceback" not in shown[0]
    assert window.controller.game is game  # type: ignore[union-attr]


def test_finished_games_are_listed_with_the_best_solo_score_and_shown(
        qtbot: QtBot, window: MainWindow) -> None:
    store = window.files.store
    empty = HistoryDialog(store.history(), window)
    assert empty.best.text() == "No finished game yet."
    assert not empty.open_button.isEnabled()
    empty.close()
    solo = [play_game(Setup(Mode.SOLO, False, ("Anna",), seed=s), [GreedyPlayer()], s)
            for s in (1, 2)]
    duel = play_game(Setup(Mode.STANDARD, True, ("Anna", "Bruno"), seed=3),
                     [GreedyPlayer(), EasyPlayer()], 3)
    for game in (*solo, duel):
        store.finish(game, new_game_id())
    broken = store.history_dir / f"{new_game_id()}.json"
    broken.write_text("{ not json", encoding="utf-8")
    games = store.history()
    assert len(games) == 4 and not games[-1].readable
    dialog = HistoryDialog(games, window)
    best = max(g.breakdowns()[0].total for g in solo)
    assert dialog.best.text().startswith(f"Finished games: 3. Best solo score, Base: {best}.")
    assert "advanced solo" not in dialog.best.text()
    cells = [dialog.table.item(r, 2).text() for r in range(dialog.table.rowCount())]
    totals = [b.total for b in duel.breakdowns()]
    ranked = sorted(zip(totals, ("Anna", "Bruno"), strict=True), reverse=True)
    assert " · ".join(f"{name} {total}" for total, name in ranked) in cells
    assert cells[-1].startswith("Unreadable")
    assert not dialog.table.item(3, 0).flags() & Qt.ItemFlag.ItemIsSelectable
    dialog.close()

    drive = WindowDriver(qtbot, window)
    duel_row = cells.index(" · ".join(f"{name} {total}" for total, name in ranked))

    def open_duel(dialog: QDialog) -> None:
        assert isinstance(dialog, HistoryDialog)
        dialog.table.selectRow(duel_row)
        drive.click_widget(dialog.open_button)

    drive.answer_next_dialog(open_duel)
    assert window.files.show_history()
    drive.stop_waiting()
    shown = window.controller.game  # type: ignore[union-attr]
    assert shown.over and shown.sheets == duel.sheets
    assert window.end_dialog.isVisible()
    assert drive.view.over
    assert drive.view.sheet.pending == frozenset()  # the last turn is written in ink, not pending
    window.end_dialog.close()


def test_the_sheet_is_exported_as_an_image(qtbot: QtBot, window: MainWindow,
                                           tmp_path: Path) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=12))
    window.start(game)
    drive = play_turns(qtbot, window, game, 3)
    out = tmp_path / "anna.png"
    assert window.files.export_sheet(out)
    image = QImage(str(out))
    assert image.width() == 1800 and image.height() > 1000
    assert str(out) in window.statusBar().currentMessage()
    shown = acknowledge_next_warning(drive)
    assert not window.files.export_sheet(tmp_path / "no such folder" / "anna.png")
    drive.stop_waiting()
    # The image is written atomically (issue 34): the system says why.
    assert shown == ["Cannot write anna.png: No such file or directory"]


def test_save_as_and_export_add_the_missing_suffix(qtbot: QtBot, window: MainWindow,
                                                   tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=12))
    window.start(game)
    play_turns(qtbot, window, game, 1)
    answers = iter([str(tmp_path / "game"), str(tmp_path / "sheet"), ""])
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *_args: (next(answers), ""))
    assert window.files.save_as()
    assert load_game(tmp_path / "game.json").game.sheets == game.sheets
    assert window.files.export_sheet()
    assert QImage(str(tmp_path / "sheet.png")).width() == 1800
    assert not window.files.save_as()  # the player cancelled


def _new_game_named(drive: WindowDriver, name: str, seen: list[str]) -> None:
    """Answer the next dialog, expected to be the New game dialog: a solo game for ``name``."""
    def answer(dialog: QDialog) -> None:
        seen.append(type(dialog).__name__)
        assert isinstance(dialog, NewGameDialog)
        dialog.ways.buttons["alone"].click()  # New game's first step
        dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.SOLO))
        dialog.names[0].setText(name)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        drive.click_widget(ok)
    drive.answer_next_dialog(answer)


def test_the_first_start_asks_for_a_new_game(qtbot: QtBot, window: MainWindow) -> None:
    assert window.files.store.unfinished() == []
    drive = WindowDriver(qtbot, window)
    seen: list[str] = []
    _new_game_named(drive, "Zoe", seen)
    window.welcome()
    drive.stop_waiting()
    assert seen == ["NewGameDialog"]
    assert window.controller is not None
    assert window.controller.game.setup.players == ("Zoe",)


def test_new_game_in_the_resume_dialog_opens_the_new_game_dialog(
        qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=41))
    window.start(game)
    play_turns(qtbot, window, game, 1)
    assert window.files.store.unfinished()
    drive = WindowDriver(qtbot, window)
    seen: list[str] = []

    def new_game(dialog: QDialog) -> None:
        seen.append(type(dialog).__name__)
        assert isinstance(dialog, ResumeDialog)
        button = next(b for b in dialog.findChildren(QPushButton)
                      if b.text() == "New game")
        _new_game_named(drive, "Bruno", seen)
        drive.click_widget(button)

    drive.answer_next_dialog(new_game)
    window.welcome()
    drive.stop_waiting()
    assert seen == ["ResumeDialog", "NewGameDialog"]
    assert window.controller is not None
    assert window.controller.game.setup.players == ("Bruno",)
    assert window.controller.game.turn_number == 0

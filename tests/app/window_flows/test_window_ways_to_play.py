"""New game's first step: the ways to play (alone, at this screen, hosting for others,
joining), each leading straight to its setup; a guest joins from the first screen without a
solo game left behind (issue 42). Real sockets on 127.0.0.1, port 0."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from tests.app.window_flows.test_window_online import WAIT_MS, host_and_join, table_of, windows_in
from welcome_desktop.app.dialogs.new_game import REMOTE, NewGameDialog
from welcome_desktop.app.online.join_dialog import JoinDialog
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.rules.modes import Mode


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest", "third"))


def test_each_way_leads_straight_to_its_setup(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = NewGameDialog(None, None, first_step=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.pages.currentWidget() is dialog.ways
    assert [b.text() for b in dialog.ways.buttons.values()] == [
        "Play alone", "Play at this screen", "Host a game for others", "Join a game"]
    dialog.ways.buttons["host"].click()
    assert dialog.pages.currentIndex() == 1
    assert dialog.mode.currentData() is Mode.STANDARD and dialog.count.value() == 2
    assert dialog.remote_seats() == [1] and dialog.computer_levels() == {}
    dialog.back.click()
    assert dialog.pages.currentWidget() is dialog.ways
    dialog.ways.buttons["screen"].click()
    assert dialog.count.value() == 2 and dialog.remote_seats() == []
    assert dialog.mode.currentData() is Mode.STANDARD
    dialog.back.click()
    dialog.ways.buttons["alone"].click()
    assert dialog.mode.currentData() is Mode.SOLO and dialog.count.value() == 1
    assert dialog.remote_seats() == []
    dialog.back.click()
    dialog.ways.buttons["join"].click()
    assert dialog.way == "join" and dialog.result() == QDialog.DialogCode.Accepted
    # Opened without the first step (Play on a server…, tests), the table shows at once.
    plain = NewGameDialog(None, None)
    qtbot.addWidget(plain)
    assert plain.pages.currentIndex() == 1 and not plain.back.isVisibleTo(plain)
    assert plain.kinds[1].findData(REMOTE) >= 0


def test_a_guest_joins_from_the_first_screen_and_no_solo_game_is_left_behind(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest, third = windows
    hosting, _ = host_and_join(qtbot, host, guest, seats=("person", "person", "person"))
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[2] is not None
    third.online_menu.browse_on = ("127.0.0.1",)
    drive = WindowDriver(qtbot, third)
    steps: list[str] = []

    def join_typed(dialog: QDialog) -> None:
        steps.append(type(dialog).__name__)
        assert isinstance(dialog, JoinDialog)
        dialog.address.setText(f"127.0.0.1:{hosted.port}")
        dialog.code.setText(str(hosted.codes[2]))
        dialog.accept()

    def cancel_join(dialog: QDialog) -> None:
        steps.append(type(dialog).__name__)
        assert isinstance(dialog, JoinDialog)
        drive.answer_next_dialog(choose_join_again)
        dialog.reject()

    def choose_join_again(dialog: QDialog) -> None:
        steps.append(type(dialog).__name__)
        assert isinstance(dialog, NewGameDialog)  # a cancelled Join: back to the ways
        assert dialog.pages.currentWidget() is dialog.ways
        drive.answer_next_dialog(join_typed)
        dialog.ways.buttons["join"].click()

    def choose_join(dialog: QDialog) -> None:
        steps.append(type(dialog).__name__)
        assert isinstance(dialog, NewGameDialog)
        assert dialog.pages.currentWidget() is dialog.ways
        drive.answer_next_dialog(cancel_join)
        dialog.ways.buttons["join"].click()

    drive.answer_next_dialog(choose_join)
    third.welcome()
    drive.stop_waiting()
    assert steps == ["NewGameDialog", "JoinDialog", "NewGameDialog", "JoinDialog"]
    qtbot.waitUntil(lambda: third.controller is not None
                    and isinstance(third.controller.game, RemoteTable), timeout=WAIT_MS)
    assert table_of(third).seat == 2
    assert third.files.store.unfinished() == []  # no solo game was started behind the join
    assert QApplication.activeModalWidget() is None

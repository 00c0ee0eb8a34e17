"""A network game whose host goes away: closing the hosting window asks whether to cut the
others off (never that the turn would be lost: it is not); a joined seat says the host is
away, refuses every intent with a word while it is (Confirm included), keeps trying far longer
than the first minute, and carries on by itself when the host is back. Real sockets on
127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import (
    WAIT_MS,
    host_and_join,
    make_window,
    table_of,
    windows_in,
)
from welcome_desktop.app.files.file_questions import discard_question
from welcome_desktop.app.online.hosting_memory import kept
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.play.intent import host_away_reason
from welcome_desktop.app.play.sheet_model import Zone
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest"))


def start_with_computers(qtbot: QtBot, hosting: OnlineGame) -> None:
    """Start the game from the lobby, the seat nobody joined to a computer."""
    qtbot.waitUntil(hosting.panel.start_button.isVisible, timeout=WAIT_MS)
    hosting.panel.computers.setChecked(True)
    hosting.panel.start_button.click()
    window = hosting.window
    assert isinstance(window, MainWindow)
    qtbot.waitUntil(lambda: not table_of(window).lobby, timeout=WAIT_MS)


def play_up_to_confirm(driver: Driver) -> None:
    """Choose, write and skip the effect: only Confirm is left."""
    view = driver.view
    choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    driver.choose(choice)
    driver.pick_value()
    driver.click_target(driver.lit(Zone.HOUSE)[-1])
    driver.stop_waiting()
    if driver.view.step is Step.EFFECT:
        driver.press("skip")
    assert driver.view.step is Step.FINISH and driver.view.can_confirm, driver.view.prompt


def test_closing_the_hosting_window_asks_about_the_others_not_a_lost_turn(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest = windows
    hosting, _ = host_and_join(qtbot, host, guest, seats=("person", "person", "person"))
    start_with_computers(qtbot, hosting)
    play_up_to_confirm(Driver(qtbot, host))
    host.confirm_close = True
    asked: list[str] = []

    def answer_no(dialog: QDialog) -> None:
        assert isinstance(dialog, QMessageBox)
        asked.append(dialog.text())
        no = dialog.button(QMessageBox.StandardButton.No)
        assert no is not None
        no.click()

    driver = Driver(qtbot, host)
    driver.answer_next_dialog(answer_no)
    host.close()
    driver.stop_waiting()
    assert len(asked) == 1 and host.isVisible()  # No: the window stays, hosting
    question = asked[0]
    assert question != discard_question() and "will be lost" not in question
    assert "Ben and Cleo" in question and "cut" in question
    # A joined seat has nothing to lose by closing (its host keeps the turn): no question.
    play_up_to_confirm(Driver(qtbot, guest))
    guest.confirm_close = True
    guest_driver = Driver(qtbot, guest)
    guest_driver.answer_next_dialog(answer_no)
    assert guest.files.may_discard("Quit")
    guest_driver.stop_waiting()
    assert len(asked) == 1


def test_a_joined_seat_waits_for_an_away_host_refusing_intents_and_carries_on(
        qtbot: QtBot, windows: list[MainWindow], tmp_path: Path) -> None:
    host, guest = windows
    _, joined = host_and_join(qtbot, host, guest, seats=("person", "person"))
    root = host.files.store.root
    qtbot.waitUntil(lambda: kept(root) is not None, timeout=WAIT_MS)
    # Shortened for the test: a few quick attempts, then one every 0.05 to 0.2 s.
    joined.bridge.reconnect_attempts = 2
    joined.bridge.away_first_s, joined.bridge.away_most_s = 0.05, 0.2
    driver = Driver(qtbot, guest)
    play_up_to_confirm(driver)
    qtbot.waitUntil(lambda: table_of(guest).in_flight == 0, timeout=WAIT_MS)
    mine = list(table_of(guest).turn(1).actions)
    host.confirm_close = False
    host.close()
    qtbot.waitUntil(lambda: joined.bridge.state == "away"
                    and "away" in joined.panel.state.text(), timeout=WAIT_MS)
    # The joined window says the host is away, offers to try now, and plays nothing.
    assert not joined.panel.retry_button.isHidden()
    view = guest.view_state
    assert view is not None and view.prompt == host_away_reason()
    assert not view.can_confirm and not view.can_undo and not view.playable
    assert not guest.panel.buttons["confirm"].isEnabled()
    guest.clear_message()
    assert guest.controller is not None
    guest.controller.confirm()  # as the shortcut would: refused, with a word
    assert guest.panel.message.text() == host_away_reason()
    assert not table_of(guest).confirmed[1] and "Waiting for" not in guest.panel.prompt.text()
    guest.controller.undo()
    assert list(table_of(guest).turn(1).actions) == mine
    # Many more attempts than the quick ones: still away, never "gone".
    joined.retry()  # Try now
    qtbot.wait(600)
    assert joined.bridge.state == "away" and "gone" not in joined.panel.state.text()

    # The host is back (a new window hosts the game again, on the same port): the joined
    # window carries on by itself, its turn as it was, and Confirm works again.
    again = make_window(qtbot, tmp_path / "host")
    try:
        again.welcome()
        box = again.online_menu.reconnect_box
        assert box is not None
        box.done(QMessageBox.StandardButton.Yes)
        qtbot.waitUntil(lambda: again.controller is not None
                        and isinstance(again.controller.game, RemoteTable), timeout=WAIT_MS)
        # (the panel, not the link: the window has heard of it, in its own thread)
        qtbot.waitUntil(lambda: "Connected" in joined.panel.state.text(), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: table_of(guest).in_flight == 0 and guest.view_state is not None
                        and guest.view_state.can_confirm, timeout=WAIT_MS)
        assert list(table_of(guest).turn(1).actions) == mine
        assert guest.view_state is not None and guest.view_state.prompt != host_away_reason()
        driver.press("confirm")
        assert guest.panel.prompt.text() == "Turn confirmed. Waiting for Anna."
        Driver(qtbot, again).play_turn()
        qtbot.waitUntil(lambda: table_of(guest).turn_number == 1
                        and table_of(again).turn_number == 1, timeout=WAIT_MS)
    finally:
        again.confirm_close = False
        again.close()
        again.deleteLater()

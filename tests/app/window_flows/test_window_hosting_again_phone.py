"""The host gone and back, with a phone at the table: the hosting window closes in the middle of
a turn, Ben's phone says it is reconnecting and keeps trying; a new window hosts the game again
on the same port, the phone comes back by itself with the number Ben had written, and both play
on. Real sockets on 127.0.0.1, the phone in headless Chromium."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_any_mix import phone_turn
from tests.app.window_flows.test_window_online import WAIT_MS, make_window, table_of, windows_in
from tests.browser.phone import browser_missing, phone, wait_for
from tests.browser.test_phone_faults import has_label, status, write_a_number
from tests.browser.test_phone_game import page_state
from welcome_desktop.app.online.bridge import GameSpec
from welcome_desktop.app.online.hosting_memory import kept
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.protocol.page_link import page_link


@pytest.mark.skipif(bool(browser_missing()), reason=browser_missing())
def test_the_hosting_window_gone_and_back_the_phone_comes_back_with_its_turn(
        qtbot: QtBot, tmp_path: Path) -> None:
    made = windows_in(qtbot, tmp_path, ("host",))
    (host,) = next(made)
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("person", "person", "greedy"),
                          names=("Anna", "Ben", "Greedy 3"), here=0, game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    qtbot.waitUntil(lambda: hosting.hosted_game is not None and host.controller is not None
                    and isinstance(host.controller.game, RemoteTable), timeout=WAIT_MS)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[1] is not None
    root = host.files.store.root
    with phone() as ben:
        ben.get(page_link(f"127.0.0.1:{hosted.port}", hosted.codes[1]))
        wait_for(lambda: ben.find_elements("css selector", "#cards button:not([disabled])"),
                 what="Ben's cards")
        qtbot.waitUntil(lambda: kept(root) is not None and not table_of(host).lobby,
                        timeout=WAIT_MS)
        phone_turn(ben)
        Driver(qtbot, host).play_turn()
        qtbot.waitUntil(lambda: table_of(host).turn_number == 1, timeout=WAIT_MS)
        wait_for(lambda: page_state(ben)["turn"] == "Turn 2", what="Ben's second turn")
        wait_for(lambda: ben.find_elements("css selector", "#cards button:not([disabled])"),
                 what="Ben's cards of turn 2")
        written = write_a_number(ben)
        host.confirm_close = False
        host.close()
        wait_for(lambda: status(ben).startswith("Connection lost: reconnecting"),
                 what="the host gone")

        again = make_window(qtbot, tmp_path / "host")
        try:
            again.welcome()
            box = again.online_menu.reconnect_box
            assert box is not None and "Host it again" in box.text()
            box.done(QMessageBox.StandardButton.Yes)
            qtbot.waitUntil(lambda: again.controller is not None
                            and isinstance(again.controller.game, RemoteTable),
                            timeout=WAIT_MS)
            rehosted = again.online.hosted_game if again.online is not None else None
            assert rehosted is not None and rehosted.port == hosted.port
            # Ben's phone comes back by itself, his turn so far with it.
            wait_for(lambda: status(ben) == "Connected.", timeout=30, what="the phone back")
            wait_for(lambda: has_label(ben, written), what="Ben's number of the turn so far")
            assert page_state(ben)["turn"] == "Turn 2"
            phone_turn(ben)
            Driver(qtbot, again).play_turn()
            qtbot.waitUntil(lambda: table_of(again).turn_number == 2, timeout=WAIT_MS)
            wait_for(lambda: page_state(ben)["turn"] == "Turn 3", what="Ben's third turn")
            assert ben.execute_script("return window.welcomePage.refusals") == []
        finally:
            again.confirm_close = False
            again.close()
            again.deleteLater()
    next(made, None)

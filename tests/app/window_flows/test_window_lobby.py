"""The lobby in the window (issue 42): a hosting window shows who joined and who is awaited,
with the codes and a Start button; a guest joins under the name it types; nothing is played
before the start; Start hands the seats nobody joined to computers. Real sockets on
127.0.0.1, port 0."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import WAIT_MS, table_of, windows_in
from welcome_desktop.app.online.bridge import GameSpec
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.rules.actions import Choose
from welcome_desktop.rules.errors import IllegalAction


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest"))


def hosting_lobby(qtbot: QtBot, host: MainWindow) -> OnlineGame:
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("person", "person", "person"),
                          names=("Anna", "Player 2", "Player 3"), here=0,
                          game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    qtbot.waitUntil(lambda: hosting.hosted_game is not None and host.controller is not None
                    and isinstance(host.controller.game, RemoteTable), timeout=WAIT_MS)
    return hosting


def test_the_host_sees_the_lobby_fill_and_starts_with_computers(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest = windows
    hosting = hosting_lobby(qtbot, host)
    panel = hosting.panel
    qtbot.waitUntil(panel.lobby.isVisible, timeout=WAIT_MS)
    assert panel.start_button.isVisible() and panel.computers.isChecked()
    assert "Waiting for: Player 2, Player 3." in panel.lobby_note.text()
    assert "Player 2: not joined yet" in panel.people.text()
    assert "away" not in panel.people.text()
    # Nothing is played before the start: the host's own table refuses at once.
    table = table_of(host)
    assert table.lobby and table.turn_number == 0
    with pytest.raises(IllegalAction):
        table.apply(0, Choose(0))
    # A guest joins seat 2 under the name it typed; the host's lobby shows it.
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[1] is not None
    joined = OnlineGame(guest, guest)
    joined.join(f"127.0.0.1:{hosted.port}", hosted.codes[1], "Bea")
    qtbot.waitUntil(lambda: guest.controller is not None
                    and isinstance(guest.controller.game, RemoteTable), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Bea" in panel.people.text(), timeout=WAIT_MS)
    assert "Waiting for: Player 3." in panel.lobby_note.text()
    assert table_of(guest).lobby and not joined.panel.start_button.isVisible()
    assert "The host starts the game" in joined.panel.lobby_note.text()
    qtbot.waitUntil(lambda: table_of(host).setup.players[1] == "Bea", timeout=WAIT_MS)
    # Start: the seat nobody joined goes to a computer, the lobby goes away, turn 1 is played.
    panel.start_button.click()
    qtbot.waitUntil(lambda: not panel.lobby.isVisible() and not table_of(host).lobby
                    and not table_of(guest).lobby, timeout=WAIT_MS)
    assert table_of(host).computers == {2: "greedy"}
    Driver(qtbot, host).play_turn()
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: table_of(host).turn_number == 1, timeout=WAIT_MS)


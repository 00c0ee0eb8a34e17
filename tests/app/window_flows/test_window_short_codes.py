"""The Join dialog after picking a game listed on the local network takes the seat's short
code alone, typed as a person types it (issue 42). Real sockets on 127.0.0.1, port 0; the
listing is fed the host's announcement as the browser would hear it (no multicast here)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.window_flows.test_window_online import WAIT_MS, host_and_join, table_of, windows_in
from welcome_desktop.app.online.join_dialog import GAME_ROLE, JoinDialog
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.lan.discovery import Change, GameEvent
from welcome_desktop.network.lan.lan_text import AnnouncedGame
from welcome_desktop.network.protocol.wire import PROTOCOL_VERSION


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest", "third"))


def test_a_listed_game_takes_the_seat_code_alone_as_typed(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest, third = windows
    hosting, _ = host_and_join(qtbot, host, guest, seats=("person", "person", "person"))
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[2] is not None
    seat_part = hosted.codes[2].rsplit(".", 1)[-1]
    assert len(seat_part.replace("-", "")) <= 12
    listed = AnnouncedGame(
        service="Anna's table (x)._welcome-to._tcp.local.", addresses=("127.0.0.1",),
        port=hosted.port, protocol=PROTOCOL_VERSION, same_version=True, game="Anna's table",
        host="Anna", mode="standard", advanced=False, sheet="base", players=3, open_seats=1)
    third.online_menu.browse_on = ("127.0.0.1",)
    seen: list[str] = []

    def pick_and_type() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, JoinDialog)
        dialog.bridge.game_found.emit(GameEvent(Change.ADDED, listed))
        QApplication.processEvents()
        # Another test's game announced on the loopback may be listed too: pick ours.
        ours = f"127.0.0.1:{hosted.port}"
        rows = [row for row in range(dialog.games.count())
                if dialog.games.item(row).data(GAME_ROLE) == ours]
        assert len(rows) == 1
        dialog.games.setCurrentRow(rows[0])
        seen.append(dialog.address.text())
        dialog.code.setText(seat_part.replace("-", "").lower())  # as a person types it
        dialog.accept()

    QTimer.singleShot(300, pick_and_type)
    third.online_menu.join_game()
    assert seen == [f"127.0.0.1:{hosted.port}"]
    qtbot.waitUntil(lambda: third.controller is not None
                    and isinstance(third.controller.game, RemoteTable), timeout=WAIT_MS)
    assert table_of(third).seat == 2

"""A game hosted in a window survives the window: its server keeps it in the data folder, a
new window offers to host it again on the same port, and the seats elsewhere reconnect by
themselves and play on. Real sockets on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import (
    WAIT_MS,
    host_and_join,
    make_window,
    table_of,
    windows_in,
)
from welcome_desktop.app.online.hosting_memory import FILE_NAME, FOLDER, kept
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest"))


def test_a_hosted_game_is_hosted_again_by_a_new_window_and_played_on(
        qtbot: QtBot, windows: list[MainWindow], tmp_path: Path) -> None:
    host, guest = windows
    hosting, joined = host_and_join(qtbot, host, guest)
    root = host.files.store.root
    qtbot.waitUntil(lambda: kept(root) is not None, timeout=WAIT_MS)
    hosted = hosting.hosted_game
    assert hosted is not None
    # A whole turn, then the hosting window goes away in the middle of the next one.
    Driver(qtbot, host).play_turn()
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: table_of(host).turn_number == 1
                    and table_of(guest).turn_number == 1, timeout=WAIT_MS)
    before = [dict(sheet) for sheet in table_of(guest).view["sheets"]]
    host.confirm_close = False
    host.close()
    qtbot.waitUntil(lambda: joined.bridge.state == "reconnecting", timeout=WAIT_MS)

    again = make_window(qtbot, tmp_path / "host")
    try:
        again.welcome()
        box = again.online_menu.reconnect_box
        assert box is not None and "Ben" in box.text() and "Host it again" in box.text()
        box.done(QMessageBox.StandardButton.Yes)
        qtbot.waitUntil(lambda: again.controller is not None
                        and isinstance(again.controller.game, RemoteTable), timeout=WAIT_MS)
        assert table_of(again).seat == 0 and table_of(again).turn_number == 1
        rehosted = again.online.hosted_game if again.online is not None else None
        assert rehosted is not None and rehosted.port == hosted.port
        assert rehosted.codes == hosted.codes
        # Ben's window comes back by itself and both play the next turn to its end.
        qtbot.waitUntil(lambda: joined.bridge.state == "connected", timeout=WAIT_MS * 3)
        assert [dict(sheet) for sheet in table_of(guest).view["sheets"]] == before
        Driver(qtbot, again).play_turn()
        Driver(qtbot, guest).play_turn()
        qtbot.waitUntil(lambda: table_of(again).turn_number == 2
                        and table_of(guest).turn_number == 2, timeout=WAIT_MS)
    finally:
        again.confirm_close = False
        again.close()
        again.deleteLater()


def test_no_keeps_the_records_and_asks_no_more(qtbot: QtBot, windows: list[MainWindow],
                                               tmp_path: Path) -> None:
    host, guest = windows
    host_and_join(qtbot, host, guest)
    root = host.files.store.root
    qtbot.waitUntil(lambda: kept(root) is not None, timeout=WAIT_MS)
    host.confirm_close = False
    host.close()
    again = make_window(qtbot, tmp_path / "host")
    welcomed: list[bool] = []
    again._welcome_here = lambda: welcomed.append(True)  # type: ignore[method-assign]
    try:
        again.welcome()
        box = again.online_menu.reconnect_box
        assert box is not None
        box.done(QMessageBox.StandardButton.No)
        assert welcomed == [True]  # then the usual welcome (the New game dialog)
        assert kept(root) is None
        assert list((root / FOLDER).glob("*/games/*.json"))  # the game's records stay
    finally:
        again.confirm_close = False
        again.close()
        again.deleteLater()


@pytest.mark.parametrize("content", [b"", b"{", b"[]", b'{"port": 1}', b"\xff",
                                     b"[" * 100000])
def test_a_nonsense_hosting_file_is_ignored_and_removed(tmp_path: Path,
                                                        content: bytes) -> None:
    folder = tmp_path / FOLDER / "abc"
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "g.json").write_text("{}")
    (folder / FILE_NAME).write_bytes(content)
    assert kept(tmp_path) is None
    assert not (folder / FILE_NAME).exists()


def test_a_hosting_file_with_a_foreign_listen_address_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / FOLDER / "abc"
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "g.json").write_text("{}")
    spec = {"mode": "standard", "advanced": False, "sheet": "base", "seats": ["person"],
            "names": ["Anna"], "here": 0, "game_name": "t", "hints": False}
    good = {"port": 4000, "spec": spec, "codes": ["g.c"], "spectators": "s", "creator": "c",
            "seat": "t", "listen": "127.0.0.1", "announce": False}
    (folder / FILE_NAME).write_text(json.dumps(good))
    found = kept(tmp_path)
    assert found is not None and found.port == 4000 and found.listen == "127.0.0.1"
    (folder / FILE_NAME).write_text(json.dumps({**good, "listen": "203.0.113.9"}))
    assert kept(tmp_path) is None

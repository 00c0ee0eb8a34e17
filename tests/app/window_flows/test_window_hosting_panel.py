"""The hosting window's panel, as the seats elsewhere wait to join: each seat's join code shows
whole on a line of its own (never elided nor wrapped mid-code) at 1366×768 and 1024×640, and
again after the game is hosted a second time. Real sockets on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.window_flows.test_window_online import WAIT_MS, windows_in
from welcome_desktop.app.online.bridge import GameSpec
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.online.panel import OnlinePanel
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.protocol.view_model import SeatStatus


def seat_status(name: str, kind: str, present: bool) -> SeatStatus:
    """A seat as a view's ``seats`` shows it (a person present has joined; a computer never)."""
    return {"name": name, "kind": kind, "present": present,
            "joined": present and kind == "person", "confirmed": False}


def host_waiting(qtbot: QtBot, host: MainWindow) -> OnlineGame:
    """Anna hosts a game of three people and a computer; Ben and Cleo have not joined."""
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("person", "person", "person", "greedy"),
                          names=("Anna", "Ben", "Cleo", "Greedy 4"), here=0,
                          game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    qtbot.waitUntil(lambda: hosting.hosted_game is not None and host.controller is not None
                    and isinstance(host.controller.game, RemoteTable)
                    and "Cleo: not joined yet" in hosting.panel.people.text(), timeout=WAIT_MS)
    return hosting


def assert_codes_whole(qtbot: QtBot, window: MainWindow, panel: OnlinePanel,
                       codes: dict[int, str]) -> None:
    qtbot.waitUntil(lambda: all(seat in panel.code_labels
                                and panel.code_labels[seat].isVisible() for seat in codes),
                    timeout=WAIT_MS)
    assert sorted(panel.code_labels) == sorted(codes)
    for seat, code in codes.items():
        label = panel.code_labels[seat]
        assert label.text() == code  # the whole code, nothing before or after it
        assert not label.wordWrap() and label.isVisible()
        assert label.fits(), (label.fontMetrics().horizontalAdvance(code), label.width())
        right = label.mapTo(window, label.contentsRect().topLeft()).x() \
            + label.fontMetrics().horizontalAdvance(code)
        assert right <= window.width()  # inside the window, not under its edge
        assert label.font().pixelSize() >= label.MIN_PX


@pytest.mark.parametrize("size", [(1366, 768), (1024, 640)])
def test_the_join_codes_show_whole_while_the_seats_wait(qtbot: QtBot, tmp_path: Path,
                                                       size: tuple[int, int]) -> None:
    made = windows_in(qtbot, tmp_path, ("host",))
    (host,) = next(made)
    host.resize(*size)
    hosting = host_waiting(qtbot, host)
    hosted = hosting.hosted_game
    assert hosted is not None
    codes = {seat: code for seat, code in enumerate(hosted.codes)
             if code is not None and seat != 0}
    assert sorted(codes) == [1, 2]
    assert_codes_whole(qtbot, host, hosting.panel, codes)
    # Shown again (the game hosted again): the same rows, not a second set under the first.
    assert hosting.spec is not None
    hosting.panel.show_hosted(hosted, hosting.spec.names, hosting.spec.seats_here)
    hosting.panel.show_table([seat_status(n, k, n == "Anna") for n, k in
                              (("Anna", "person"), ("Ben", "person"), ("Cleo", "person"),
                               ("Greedy 4", "greedy"))])
    assert hosting.panel.codes.rowCount() >= 4 and len(hosting.panel.code_labels) == 2
    assert_codes_whole(qtbot, host, hosting.panel, codes)
    # A longer code than any server gives still shows whole, in a smaller type if need be.
    long = hosted.__class__(hosted.addresses, hosted.port,
                            (None, "X" * 16 + "." + "ABCD-EFGH-JKLM", hosted.codes[2], None),
                            hosted.spectators, hosted.announced)
    hosting.panel.show_hosted(long, hosting.spec.names, hosting.spec.seats_here)
    hosting.panel.show_table([seat_status("Anna", "person", True),
                              seat_status("Ben", "person", False),
                              seat_status("Cleo", "person", False)])
    qtbot.wait(50)
    assert_codes_whole(qtbot, host, hosting.panel, {1: long.codes[1] or "", 2: codes[2]})
    next(made, None)

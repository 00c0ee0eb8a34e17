"""Network games in the window, the other half: the host hands an absent seat to a computer, a
full table, the host's window closed, the New game dialog hosting, the Join dialog finding a
game announced on the loopback network (skipped where multicast is unavailable), and a game
played to its end, kept as a local game from the host's record. Real sockets on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import (
    WAIT_MS,
    host_and_join,
    new_game_dialog,
    table_of,
    windows_in,
)
from tests.network.test_discovery import loopback_multicast_refusal
from welcome_desktop.app.dialogs.new_game import REMOTE
from welcome_desktop.app.online.bridge import GameSpec
from welcome_desktop.app.online.join_dialog import JoinDialog, split_pasted
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.window.online_menu import game_spec
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.rules.game import Game


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest", "third"))


def test_the_host_hands_an_absent_seat_to_a_computer(qtbot: QtBot,
                                                     windows: list[MainWindow]) -> None:
    host, guest, _ = windows
    hosting, joined = host_and_join(qtbot, host, guest, seats=("person", "person", "person"))
    # Cleo never came: her seat is awaited in the lobby (not "away"); the host starts the
    # game with a computer for it.
    qtbot.waitUntil(lambda: "Cleo: not joined yet" in hosting.panel.people.text(),
                    timeout=WAIT_MS)
    assert "Cleo: away" not in hosting.panel.people.text()
    assert hosting.panel._hand_buttons[2].isHidden()  # in the lobby: Start does it
    assert hosting.panel.computers.isChecked()
    hosting.panel.start_button.click()
    qtbot.waitUntil(lambda: "Cleo: computer" in hosting.panel.people.text(), timeout=WAIT_MS)
    # The two people play; the computer plays Cleo's seat at the host; the turn resolves.
    Driver(qtbot, host).play_turn()
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: table_of(host).turn_number == 1
                    and table_of(guest).turn_number == 1, timeout=WAIT_MS)
    assert table_of(guest).history[-1].actions[2]  # Cleo's seat did play
    assert "Cleo: computer" in joined.panel.people.text()


def test_a_full_table_and_a_closed_host_are_said_with_a_way_on(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest, third = windows
    hosting, joined = host_and_join(qtbot, host, guest, seats=("person", "person"))
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[1] is not None
    failures: list[str] = []
    late = OnlineGame(third, third)
    late.failed.connect(failures.append)
    late.join(f"127.0.0.1:{hosted.port}", hosted.codes[1])  # Ben's code, already spent
    qtbot.waitUntil(lambda: bool(failures), timeout=WAIT_MS)
    assert "spectators' code" in failures[0] or "code" in failures[0]
    assert third.controller is None or not isinstance(third.controller.game, RemoteTable)
    late.close()
    # The host's window closes: the guest says so, keeps what it saw, and offers Retry.
    seen = table_of(guest).view
    joined.bridge.reconnect_attempts = 2
    joined.bridge.away_s = 0.0  # the host never comes back: gone at once after the attempts
    host.confirm_close = False
    host.close()
    qtbot.waitUntil(lambda: "host is gone" in joined.panel.state.text(), timeout=WAIT_MS)
    assert not joined.panel.retry_button.isHidden()
    # What was seen stays (the last view may say that Anna left).
    assert table_of(guest).view["turn"] == seen["turn"] and guest.view_state is not None
    assert table_of(guest).view["sheets"] == seen["sheets"]
    # Retry with nobody there: the same sentence again, never a traceback.
    joined.bridge.reconnect_attempts = 1
    joined.retry()
    qtbot.waitUntil(lambda: "host is gone" in joined.panel.state.text()
                    or bool(guest.panel.message.text()), timeout=WAIT_MS)


def test_new_game_with_a_seat_elsewhere_is_hosted(qtbot: QtBot,
                                                   windows: list[MainWindow]) -> None:
    host = windows[0]
    dialog = new_game_dialog(qtbot, host, ("person", REMOTE, "greedy"))
    spec = game_spec(dialog)
    assert isinstance(spec, GameSpec)
    assert spec.seats == ("person", "person", "greedy") and spec.here == 0
    assert dialog.remote_seats() == [1] and dialog.computer_levels() == {2: "greedy"}
    for kind in dialog.kinds[:3]:
        kind.setCurrentIndex(kind.findData(REMOTE))
    # Every person elsewhere (phones, windows): nobody here, the window shows the table screen.
    spec = game_spec(dialog)
    assert isinstance(spec, GameSpec) and spec.table_screen and spec.seats_here == ()
    assert spec.seats == ("person", "person", "person") and spec.host_name == spec.names[0]
    for kind in dialog.kinds[:3]:
        kind.setCurrentIndex(kind.findData("greedy"))
    assert isinstance(game_spec(dialog), str)  # nobody at all: said, not hosted
    assert split_pasted("192.168.1.20:49152 ab12cd.QQD4-88Q2") == (
        "192.168.1.20:49152", "ab12cd.QQD4-88Q2")


def test_the_join_dialog_lists_a_game_announced_on_loopback(qtbot: QtBot,
                                                            windows: list[MainWindow]) -> None:
    reason = loopback_multicast_refusal()
    if reason is not None:
        pytest.skip(reason)
    host, guest, _ = windows
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("person", "person"), names=("Anna", "Ben"), here=0,
                          game_name="Anna's loopback table"),
                 listen="127.0.0.1", port=0, announce_on=("127.0.0.1",))
    qtbot.waitUntil(lambda: hosting.hosted_game is not None, timeout=WAIT_MS)
    assert hosting.hosted_game is not None and hosting.hosted_game.announced == ""
    joining = OnlineGame(guest, guest)
    dialog = JoinDialog(joining.bridge, guest, ("127.0.0.1",))  # tests listen on loopback only
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: any("Anna's loopback table" in dialog.games.item(i).text()
                                for i in range(dialog.games.count())), timeout=30_000)
    row = next(i for i in range(dialog.games.count())
               if "Anna's loopback table" in dialog.games.item(i).text())
    dialog.games.setCurrentRow(row)
    assert dialog.address.text() == f"127.0.0.1:{hosting.hosted_game.port}"
    code = hosting.hosted_game.codes[1]
    assert code is not None and code not in dialog.games.item(row).text()  # never announced
    dialog.code.setText(code)
    dialog.accept()
    joining.join(dialog.address.text(), dialog.code.text())
    qtbot.waitUntil(lambda: guest.controller is not None
                    and isinstance(guest.controller.game, RemoteTable), timeout=WAIT_MS)
    joining.close()


def test_a_network_game_to_its_end_is_kept_as_a_local_game(qtbot: QtBot,
                                                            windows: list[MainWindow]) -> None:
    host, guest, _ = windows
    hosting, joined = host_and_join(qtbot, host, guest, seats=("person", "person"))
    copy = joined.copy_path()  # the joined seat keeps a local copy while the game goes on
    assert copy is not None and copy.is_file() and hosting.copy_path() is None
    for _ in range(60):
        if isinstance(guest.controller.game, Game) and isinstance(host.controller.game, Game):
            break
        turn = table_of(guest).turn_number
        Driver(qtbot, host).play_turn()
        Driver(qtbot, guest).play_turn()
        qtbot.waitUntil(lambda t=turn: all(
            isinstance(w.controller.game, Game) or table_of(w).turn_number > t
            for w in (host, guest)), timeout=WAIT_MS)
    for window, online in ((host, hosting), (guest, joined)):
        game = window.controller.game
        assert isinstance(game, Game) and game.over and online.final_game is game
        assert window.end_dialog is not None and window.end_dialog.isVisible()
        window.end_dialog.close()
        assert [b.total for b in game.breakdowns()] == \
            [b.total for b in host.controller.game.breakdowns()]
        # Kept with the finished games of this window's data folder.
        assert window.files.store.history_path(window.files.game_id).is_file()
    # The game ended normally: its local copy is dropped (Finished games holds it all).
    assert not copy.exists() and joined.copy_path() is None


def test_a_host_of_another_version_is_said_so(qtbot: QtBot, windows: list[MainWindow]) -> None:
    """A real WebSocket server on 127.0.0.1 speaking protocol version 99 (the frames a newer
    program would send): the window says the versions differ."""
    import asyncio
    import json
    import threading

    from websockets.asyncio.server import ServerConnection, serve

    ready = threading.Event()
    stop: dict[str, object] = {}
    port: list[int] = []

    async def answer(websocket: ServerConnection) -> None:
        async for _ in websocket:
            await websocket.send(json.dumps({"v": 99, "type": "error", "seq": 1,
                                             "code": "version",
                                             "message": "this host speaks version 99"}))

    async def run() -> None:
        stopped = asyncio.Event()
        stop["loop"], stop["event"] = asyncio.get_running_loop(), stopped
        async with serve(answer, "127.0.0.1", 0) as server:
            port.append(next(iter(server.sockets)).getsockname()[1])
            ready.set()
            await stopped.wait()

    thread = threading.Thread(target=lambda: asyncio.run(run()), daemon=True)
    thread.start()
    assert ready.wait(10)
    failures: list[str] = []
    other = OnlineGame(windows[1], windows[1])
    other.failed.connect(failures.append)
    other.join(f"127.0.0.1:{port[0]}", "ABCD-EFGH")
    qtbot.waitUntil(lambda: bool(failures), timeout=WAIT_MS)
    assert "another version" in failures[0]
    other.close()
    loop, event = stop["loop"], stop["event"]
    loop.call_soon_threadsafe(event.set)  # type: ignore[attr-defined]
    thread.join(5)

"""Two people at the hosting screen beside a person at another computer (issue 37: "two people
on this screen and three elsewhere"): each seat here has its own connection to the host, the
window hands the screen over between them as in a local game, waits for the others once both
confirmed, and starts the next turn on the first of them. A third window joins over a real
socket on 127.0.0.1 (port 0); a lost connection mid-turn keeps both seats' choices; a new
window hosts the game again with both seats. No mock of the network anywhere."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import (
    WAIT_MS,
    join_seat,
    make_window,
    new_game_dialog,
    table_of,
    windows_in,
)
from welcome_desktop.app.dialogs.new_game import REMOTE
from welcome_desktop.app.online.bridge import GameSpec
from welcome_desktop.app.online.hosting_memory import FILE_NAME, FOLDER, KeptHosting, keep, kept
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.online.seat_memory import RememberedSeat, remember, remembered
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.at_the_table import Column
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.window.online_menu import game_spec
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.client.seats_here import SeatsHere
from welcome_desktop.network.server.game_server import GameServer, ServerOptions
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.notation import format_action

NAMES = ("Anna", "Ben", "Cleo", "Greedy 4")
SEATS = ("person", "person", "person", "greedy")


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest"))


def here_of(window: MainWindow) -> SeatsHere:
    assert window.controller is not None
    table = window.controller.game
    assert isinstance(table, SeatsHere), type(table)
    return table


def host_two_here(qtbot: QtBot, host: MainWindow, guest: MainWindow
                  ) -> tuple[OnlineGame, OnlineGame]:
    """Anna and Ben at the host's screen, Cleo joined from the guest's window, a computer."""
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base", seats=SEATS,
                          names=NAMES, here=0, game_name="Anna's table", more_here=(1,)),
                 listen="127.0.0.1", port=0, announce_on=())
    qtbot.waitUntil(lambda: hosting.hosted_game is not None and host.controller is not None
                    and isinstance(host.controller.game, SeatsHere), timeout=WAIT_MS)
    hosted = hosting.hosted_game
    assert hosted is not None
    # No code is handed out for the seats played here; Cleo's is.
    assert "Anna's code" not in _codes_text(hosting) and "Ben's code" not in _codes_text(hosting)
    assert "Cleo's code" in _codes_text(hosting)
    joined = join_seat(qtbot, guest, hosted, 2)
    # Every person seat is taken: the game starts by itself, at both screens.
    qtbot.waitUntil(lambda: not here_of(host).lobby and not table_of(guest).lobby,
                    timeout=WAIT_MS)
    return hosting, joined


def answer_yes_at_start(qtbot: QtBot, window: MainWindow, question: str) -> SeatsHere:
    """A window opened later asks to bring the game back (its question says ``question``):
    Yes, and the seats here are back."""
    window.welcome()
    box = window.online_menu.reconnect_box
    assert box is not None and question in box.text()
    box.done(QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: window.controller is not None
                    and isinstance(window.controller.game, SeatsHere), timeout=WAIT_MS)
    return here_of(window)


def shown_turn(window: MainWindow) -> int:
    """The turn the seats here are shown: -1 while one of them has not heard of it yet (the
    window shows a turn once every seat here has it)."""
    here = here_of(window)
    return here.turn_number if here.in_step else -1


def _codes_text(online: OnlineGame) -> str:
    return online.panel.codes_text()


def _tokens(actions: object) -> list[str]:
    assert isinstance(actions, (list, tuple))
    return [format_action(action) for action in actions]


def play_here_turn(qtbot: QtBot, host: MainWindow, seat: int) -> list[str]:
    """Check the hand-over to ``seat``, play its turn with clicks; its actions."""
    assert host.hidden and host.handover.name == NAMES[seat]
    assert host.controller is not None and host.controller.player == seat
    # The network panel (the connection, who is connected) stays in sight while the sheet
    # is hidden.
    online = host.online
    assert online is not None and host.handover.held() is online.panel
    assert online.panel.isVisible() and "Connected" in online.panel.state.text()
    driver = Driver(qtbot, host)
    driver.reveal()
    assert not host.hidden and host.view_state is not None
    assert host.view_state.sheet is not None
    driver.play_turn()
    return _tokens(here_of(host).tables[seat].turn(seat).actions)


def test_two_people_here_and_one_elsewhere_play_whole_turns(
        qtbot: QtBot, windows: list[MainWindow], tmp_path: Path) -> None:
    host, guest = windows
    hosting, _ = host_two_here(qtbot, host, guest)
    here = here_of(host)
    assert here.seats_here == (0, 1)
    # Each seat here joined over its own connection, as that seat.
    assert sorted(hosting.bridge.tokens) == [0, 1]
    assert {table.seat for table in here.tables.values()} == {0, 1}
    assert table_of(guest).seat == 2
    qtbot.waitUntil(lambda: "Cleo: connected" in hosting.panel.people.text(), timeout=WAIT_MS)
    assert "Anna: at this screen" in hosting.panel.people.text()
    assert "Ben: at this screen" in hosting.panel.people.text()
    assert "Connected" in hosting.panel.state.text()
    for turn in range(2):
        # The turn starts behind the hand-over screen, on Anna.
        host.grab().save(str(tmp_path / f"turn{turn}-handover-anna.png"))
        anna = play_here_turn(qtbot, host, 0)
        # Anna confirmed: the screen goes to Ben, who has not.
        assert host.hidden and host.handover.name == "Ben"
        host.grab().save(str(tmp_path / f"turn{turn}-handover-ben.png"))
        qtbot.waitUntil(lambda: guest.view_state is not None
                        and guest.view_state.table[0].confirmed, timeout=WAIT_MS)
        assert guest.view_state is not None and not guest.view_state.table[1].confirmed
        ben = play_here_turn(qtbot, host, 1)
        host.grab().save(str(tmp_path / f"turn{turn}-waiting.png"))
        # Both here confirmed: the window shows the turn waiting for the others.
        assert not host.hidden and host.view_state is not None
        assert host.view_state.step is Step.WAIT
        qtbot.waitUntil(lambda: guest.view_state is not None
                        and guest.view_state.table[1].confirmed, timeout=WAIT_MS)
        Driver(qtbot, guest).play_turn()
        qtbot.waitUntil(lambda t=turn: shown_turn(host) == t + 1
                        and table_of(guest).turn_number == t + 1, timeout=WAIT_MS)
        # Each seat's actions reached the host as that seat: the joined window sees them.
        last = table_of(guest).history[-1].actions
        assert _tokens(last[0]) == anna and _tokens(last[1]) == ben
        assert anna and ben
        # The next turn starts on the first seat here, behind the hand-over screen.
        qtbot.waitUntil(lambda: host.hidden, timeout=WAIT_MS)
        assert host.controller is not None and host.controller.player == 0
        assert host.handover.name == "Anna"
        assert [sheet_to_dict(s) for s in here.sheets] == \
            [sheet_to_dict(s) for s in table_of(guest).sheets]
    # After the hand-over, Anna's own sheet and cards.
    Driver(qtbot, host).reveal()
    host.grab().save(str(tmp_path / "after-handover.png"))
    assert host.view_state is not None and host.view_state.step is not Step.WAIT


def test_the_codes_are_readable_on_the_hand_over_screen(qtbot: QtBot,
                                                        windows: list[MainWindow]) -> None:
    """The game starts behind the hand-over screen: the host reads the address and the
    codes of the seats elsewhere there, without showing anyone's sheet; the sheet shown, the
    panel is back above the side panel."""
    host, guest = windows
    hosting, _ = host_two_here(qtbot, host, guest)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[2] is not None
    assert host.hidden and host.handover.name == "Anna"
    panel = hosting.panel
    assert host.handover.held() is panel and panel.isVisible()
    assert host.handover.isAncestorOf(panel) and not host.panel.isAncestorOf(panel)
    assert panel.where.isVisible() and f"127.0.0.1:{hosted.port}" in panel.where.text()
    shown = panel.codes_text(visible_only=True)
    assert f"Cleo's code: {hosted.codes[2]}" in shown and "Anna's code" not in shown
    copy = panel.copy_buttons[2]
    assert copy.isVisible() and copy.text() == "Copy"
    copy.click()
    assert hosted.codes[2] in panel.copied
    qtbot.waitUntil(lambda: "Cleo: connected" in panel.people.text(), timeout=WAIT_MS)
    assert panel.people.isVisible() and "Ben: at this screen" in panel.people.text()
    # Nothing of Anna's turn is in view: the side panel and the sheet are hidden.
    assert not host.panel.isVisible() and not host.sheet_view.isVisible()
    Driver(qtbot, host).reveal()
    assert not host.hidden and not host.handover.isAncestorOf(panel)
    assert host.panel.isAncestorOf(panel) and panel.isVisible()
    assert not host.handover.network.isVisible()
    # Anna confirms: the hand-over to Ben hides her sheet, the panel comes along.
    Driver(qtbot, host).play_turn()
    assert host.hidden and host.handover.name == "Ben"
    assert host.handover.held() is panel and panel.isVisible()
    assert not host.panel.isVisible() and not host.sheet_view.isVisible()


def test_at_the_table_marks_the_seats_played_at_this_screen(qtbot: QtBot,
                                                            windows: list[MainWindow]) -> None:
    """*At the table* and the small sheets say which seats are played here (from the table's
    seats here, through the view); the joined window, one seat, marks none."""
    host, guest = windows
    host_two_here(qtbot, host, guest)
    Driver(qtbot, host).reveal()
    assert host.view_state is not None
    assert [line.here for line in host.view_state.table] == [True, True, False, False]
    table = host.panel.at_the_table
    assert table.table.columnCount() == len(Column)  # a column says which seats are here
    assert table.table.horizontalHeaderItem(Column.HERE).text() == "Here"  # type: ignore[union-attr]
    for seat in range(4):
        here = seat in (0, 1)
        assert (table.looks(seat, Column.HERE) == "here") == here
        assert table.cell(seat, Column.HERE).text() == (
            "Played at this screen." if here else "Played at another screen.")
        assert ("Played at this screen." in table.cell(seat, Column.PLAYER).toolTip()) == here
    small = {sheet.seat: sheet for sheet in host.others_sheets.seats}
    assert small[1].title.text().endswith("· here") and "Played at this screen" in \
        small[1].toolTip()
    assert "here" not in small[2].title.text() and "here" not in small[3].title.text()
    # Ben's turn: Anna's small sheet is the one marked beside his.
    Driver(qtbot, host).play_turn()
    Driver(qtbot, host).reveal()
    assert host.controller is not None and host.controller.player == 1
    assert small[0].title.text().endswith("· here") and not small[0].isHidden()
    assert guest.view_state is not None
    assert not any(line.here for line in guest.view_state.table)
    assert guest.panel.at_the_table.table.columnCount() == len(Column) - 1  # no Here column
    # The computer playing at the host is named with its level at every window's table.
    for window in (host, guest):
        assert window.view_state is not None
        assert [line.computer for line in window.view_state.table] == ["", "", "", "greedy"]
        assert window.panel.at_the_table.looks(3, Column.PLAYER).endswith("(medium)")


def test_no_hand_over_screen_in_standard_mode_when_the_option_says_so(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest = windows
    host.menu.actions["skip_handover"].setChecked(True)
    host_two_here(qtbot, host, guest)
    assert host.controller is not None and host.controller.skip_handover
    assert not host.hidden and host.controller.player == 0
    Driver(qtbot, host).play_turn()
    # Straight to Ben's sheet, as in a local game with the option.
    assert not host.hidden and host.controller.player == 1
    assert host.view_state is not None and host.view_state.step is not Step.WAIT


def test_a_lost_connection_keeps_both_seats_choices(qtbot: QtBot,
                                                    windows: list[MainWindow]) -> None:
    host, guest = windows
    hosting, _ = host_two_here(qtbot, host, guest)
    here = here_of(host)
    driver = Driver(qtbot, host)
    driver.reveal()
    view = driver.view
    choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    driver.choose(choice)
    qtbot.waitUntil(lambda: here.in_flight == 0, timeout=WAIT_MS)
    hosting.bridge.offline_s = 1.5  # the fault: both seats stay offline a moment
    hosting.bridge.drop_connection()
    qtbot.waitUntil(lambda: "reconnecting" in hosting.panel.state.text(), timeout=WAIT_MS)
    # Offline, Anna finishes her turn and confirms; Ben starts his: all on the mirrors.
    driver.write_in_last_lit_house()
    if driver.view.step is Step.EFFECT:
        driver.press("skip")
    driver.press("confirm")
    anna = _tokens(here.tables[0].turn(0).actions)
    assert host.hidden and host.handover.name == "Ben"
    assert host.handover.held() is hosting.panel and hosting.panel.isVisible()
    assert "reconnecting" in hosting.panel.state.text()
    driver.reveal()
    view = driver.view
    driver.choose(min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0)))
    ben = _tokens(here.tables[1].turn(1).actions)
    assert len(anna) >= 2 and ben
    qtbot.waitUntil(lambda: hosting.bridge.state == "connected", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: here.in_flight == 0, timeout=WAIT_MS)
    # Back: the host has each seat's turn as the window had it, Anna's confirm included.
    own = {seat: here.tables[seat].view["own"] for seat in (0, 1)}
    assert own[0]["actions"].split() == anna and own[0]["confirmed"]
    assert own[1]["actions"].split() == ben and not own[1]["confirmed"]
    assert host.controller is not None and host.controller.player == 1
    qtbot.waitUntil(lambda: guest.view_state is not None
                    and guest.view_state.table[0].confirmed, timeout=WAIT_MS)
    # And the turn finishes normally for everyone.
    driver.write_in_last_lit_house()
    if driver.view.step is Step.EFFECT:
        driver.press("skip")
    driver.press("confirm")
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: here.turn_number == 1 and table_of(guest).turn_number == 1,
                    timeout=WAIT_MS)
    assert _tokens(table_of(guest).history[-1].actions[0]) == anna


def test_hosting_again_brings_back_both_seats_here(qtbot: QtBot, windows: list[MainWindow],
                                                   tmp_path: Path) -> None:
    host, guest = windows
    hosting, joined = host_two_here(qtbot, host, guest)
    root = host.files.store.root
    qtbot.waitUntil(lambda: (k := kept(root)) is not None and len(k.seat_tokens) == 2,
                    timeout=WAIT_MS)
    hosted = hosting.hosted_game
    assert hosted is not None
    play_here_turn(qtbot, host, 0)
    play_here_turn(qtbot, host, 1)
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: shown_turn(host) == 1
                    and table_of(guest).turn_number == 1, timeout=WAIT_MS)
    # In the next turn Anna confirms, then the hosting window goes away.
    anna = play_here_turn(qtbot, host, 0)
    qtbot.waitUntil(lambda: here_of(host).in_flight == 0, timeout=WAIT_MS)
    host.confirm_close = False
    host.close()
    qtbot.waitUntil(lambda: joined.bridge.state == "reconnecting", timeout=WAIT_MS)

    again = make_window(qtbot, tmp_path / "host")
    try:
        here = answer_yes_at_start(qtbot, again, "Host it again")
        assert here.seats_here == (0, 1) and here.turn_number == 1
        # Anna's confirmed turn is kept: the screen goes to Ben.
        assert _tokens(here.tables[0].turn(0).actions) == anna and here.confirmed[0]
        assert again.hidden and again.handover.name == "Ben"
        rehosted = again.online.hosted_game if again.online is not None else None
        assert rehosted is not None and rehosted.port == hosted.port
        qtbot.waitUntil(lambda: joined.bridge.state == "connected", timeout=WAIT_MS * 3)
        play_here_turn(qtbot, again, 1)
        Driver(qtbot, guest).play_turn()
        qtbot.waitUntil(lambda: shown_turn(again) == 2
                        and table_of(guest).turn_number == 2, timeout=WAIT_MS)
        assert _tokens(table_of(guest).history[-1].actions[0]) == anna
        assert again.hidden and again.handover.name == "Anna"
    finally:
        again.confirm_close = False
        again.close()
        again.deleteLater()


def test_new_game_with_two_people_here_and_one_elsewhere(qtbot: QtBot,
                                                         windows: list[MainWindow]) -> None:
    host = windows[0]
    dialog = new_game_dialog(qtbot, host, ("person", "person", REMOTE, "greedy"))
    spec = game_spec(dialog)
    assert isinstance(spec, GameSpec)
    assert spec.seats == ("person", "person", "person", "greedy")
    assert spec.here == 0 and spec.more_here == (1,) and spec.seats_here == (0, 1)


def test_the_hosting_file_keeps_every_seat_here_and_reads_an_old_one(tmp_path: Path) -> None:
    folder = tmp_path / FOLDER / "abc"
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "g.json").write_text("{}")
    spec = GameSpec(mode="standard", advanced=False, sheet="base", seats=SEATS, names=NAMES,
                    here=1, game_name="t", more_here=(0,))
    assert keep(KeptHosting(folder, 4000, spec, (None, None, "c.c", None), "s", "creator",
                            "ben", "127.0.0.1", False, ("anna",))) == ""
    found = kept(tmp_path)
    assert found is not None and found.spec == spec
    assert found.seat_tokens == ("anna", "ben")  # in seat order
    # A file written by a window that played one seat (no more_here, no more_seats).
    written = json.loads((folder / FILE_NAME).read_text())
    del written["spec"]["more_here"], written["more_seats"]
    (folder / FILE_NAME).write_text(json.dumps(written))
    found = kept(tmp_path)
    assert found is not None and found.spec.seats_here == (1,) and found.seat_tokens == ("ben",)
    # Tokens that do not match the seats here make no sense: refused.
    for more, tokens in (([0], []), ([1], ["x"]), ([9], ["x"]), ([0], [7]), ("0", ["x"])):
        written["spec"]["more_here"], written["more_seats"] = more, tokens
        (folder / FILE_NAME).write_text(json.dumps(written))
        assert kept(tmp_path) is None, (more, tokens)


@pytest.fixture
def serve_port() -> Iterator[int]:
    """A ``welcome-desktop serve`` (the same GameServer) on 127.0.0.1, in a thread of its own;
    its port."""
    ready = threading.Event()
    held: dict[str, object] = {}

    async def run() -> None:
        server = GameServer(ServerOptions(host="127.0.0.1", port=0), log=lambda line: None)
        _, port = await server.start()
        stopped = asyncio.Event()
        held.update(loop=asyncio.get_running_loop(), event=stopped, port=port)
        ready.set()
        await stopped.wait()
        await server.stop()

    thread = threading.Thread(target=lambda: asyncio.run(run()), daemon=True)
    thread.start()
    assert ready.wait(10)
    port = held["port"]
    assert isinstance(port, int)
    yield port
    loop, event = held["loop"], held["event"]
    loop.call_soon_threadsafe(event.set)  # type: ignore[attr-defined]
    thread.join(5)


def test_two_people_here_on_a_game_created_on_a_server(qtbot: QtBot,
                                                       windows: list[MainWindow],
                                                       serve_port: int, tmp_path: Path) -> None:
    """Game → Play on a server…: the game is created on a ``serve``; both seats here play it
    from this window, each over its own connection; a window opened later reconnects both."""
    host, guest = windows
    creating = OnlineGame(host, host)
    creating.create_on(f"127.0.0.1:{serve_port}", GameSpec(
        mode="standard", advanced=False, sheet="base", seats=SEATS, names=NAMES, here=0,
        game_name="Anna's table", more_here=(1,)))
    qtbot.waitUntil(lambda: host.controller is not None
                    and isinstance(host.controller.game, SeatsHere), timeout=WAIT_MS)
    created = creating.hosted_game
    assert created is not None and created.codes[2] is not None
    joined = OnlineGame(guest, guest)
    joined.join(f"127.0.0.1:{serve_port}", created.codes[2])
    qtbot.waitUntil(lambda: guest.controller is not None
                    and isinstance(guest.controller.game, RemoteTable), timeout=WAIT_MS)
    # Every person seat is taken: the game leaves its lobby at both screens (the host's
    # view of it may come a moment after the guest's table).
    qtbot.waitUntil(lambda: not here_of(host).lobby and not table_of(guest).lobby,
                    timeout=WAIT_MS)
    anna = play_here_turn(qtbot, host, 0)
    ben = play_here_turn(qtbot, host, 1)
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: shown_turn(host) == 1
                    and table_of(guest).turn_number == 1, timeout=WAIT_MS)
    last = table_of(guest).history[-1].actions
    assert _tokens(last[0]) == anna and _tokens(last[1]) == ben
    assert host.hidden and host.handover.name == "Anna"
    seat = remembered(host.files.store.root)
    assert seat is not None and seat.seats == (0, 1) and seat.players == NAMES
    # Anna confirms the next turn, then the window closes; a new one offers both seats back.
    anna = play_here_turn(qtbot, host, 0)
    qtbot.waitUntil(lambda: here_of(host).in_flight == 0, timeout=WAIT_MS)
    host.confirm_close = False
    host.close()
    again = make_window(qtbot, tmp_path / "host")
    try:
        here = answer_yes_at_start(qtbot, again, "Anna, Ben")
        assert here.turn_number == 1 and here.confirmed[0]
        assert _tokens(here.tables[0].turn(0).actions) == anna
        play_here_turn(qtbot, again, 1)
        Driver(qtbot, guest).play_turn()
        qtbot.waitUntil(lambda: shown_turn(again) == 2, timeout=WAIT_MS)
    finally:
        again.confirm_close = False
        again.close()
        again.deleteLater()
    joined.close()


def test_a_game_with_two_people_here_to_its_end(qtbot: QtBot,
                                               windows: list[MainWindow]) -> None:
    """The end: the end dialog, the finished game kept, Play again on this screen."""
    host, guest = windows
    hosting, joined = host_two_here(qtbot, host, guest)
    for _ in range(60):
        if isinstance(guest.controller.game, Game) and isinstance(host.controller.game, Game):
            break
        turn = table_of(guest).turn_number
        Driver(qtbot, host).play_turn()
        Driver(qtbot, host).play_turn()
        Driver(qtbot, guest).play_turn()
        qtbot.waitUntil(lambda t=turn: isinstance(guest.controller.game, Game)
                        or table_of(guest).turn_number > t, timeout=WAIT_MS)
        qtbot.waitUntil(lambda t=turn: isinstance(host.controller.game, Game)
                        or shown_turn(host) > t, timeout=WAIT_MS)
    for window, online in ((host, hosting), (guest, joined)):
        game = window.controller.game
        assert isinstance(game, Game) and game.over and online.final_game is game
        assert window.end_dialog is not None and window.end_dialog.isVisible()
        assert window.files.store.history_path(window.files.game_id).is_file()
    assert not host.hidden and host.controller.player == 0
    assert [b.total for b in host.controller.game.breakdowns()] == \
        [b.total for b in guest.controller.game.breakdowns()]
    assert kept(host.files.store.root) is None  # nothing left to host again
    # Play again: the same table, on this screen (a local game).
    assert host.end_dialog is not None
    host.end_dialog.play_again.emit()
    assert isinstance(host.controller.game, Game) and not host.controller.game.over
    assert host.controller.game.setup.players == NAMES


def test_the_seat_file_keeps_every_seat_here_and_reads_an_old_one(tmp_path: Path) -> None:
    both = RememberedSeat("ws://127.0.0.1:1", "g.a", 0, ("A", "B", "C"), ((1, "g.b"),))
    assert remember(tmp_path, both) == ""
    assert remembered(tmp_path) == both and both.tokens == ("g.a", "g.b")
    path = tmp_path / "network-seat.json"
    written = json.loads(path.read_text())
    del written["more"]  # as a window with one seat wrote it
    path.write_text(json.dumps(written))
    assert remembered(tmp_path) == RememberedSeat("ws://127.0.0.1:1", "g.a", 0, ("A", "B", "C"))
    for more in ([[0, "x"]], [[1, "x"], [1, "y"]], [[5, "x"]], [["1", "x"]], [[1, ""]], "1"):
        path.write_text(json.dumps({**written, "more": more}))
        assert remembered(tmp_path) is None, more

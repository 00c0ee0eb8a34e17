"""The ways into and out of a network game besides a seat's code (issue 37): watching with the
spectators' code (and as the way on from a full table), a join link (`welcome-to://…`, the
host's Copy, `welcome-desktop --join`). Real sockets on 127.0.0.1, port 0; no mock of the
network."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import (
    WAIT_MS,
    host_and_join,
    make_window,
    table_of,
    windows_in,
)
from welcome_desktop.app.online.bridge import GameSpec
from welcome_desktop.app.online.join_dialog import JoinDialog, split_pasted
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.online.seat_memory import RememberedSeat, remember, remembered, seat_file
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.cli import main
from welcome_desktop.cli.window import looks_like_join_link
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.protocol.join_link import is_join_link, join_link, parse_join_link
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.notation import format_action


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest", "third"))


def _watching(window: MainWindow) -> bool:
    return (window.controller is not None and isinstance(window.controller.game, RemoteTable)
            and window.controller.game.watching)


def test_a_spectator_sees_the_public_table_and_cannot_play(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest, third = windows
    hosting, _ = host_and_join(qtbot, host, guest)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.spectators
    watching = third.online_menu.join_now(f"127.0.0.1:{hosted.port}", hosted.spectators)
    qtbot.waitUntil(lambda: _watching(third), timeout=WAIT_MS)
    assert watching.copy_path() is None  # a spectator keeps no local copy (nothing of its own)
    controller = third.controller
    assert controller is not None and controller.watching and controller.read_only
    view = third.view_state
    assert view is not None and host.view_state is not None
    # The public table: every player, the offer (standard: face up), nothing to play.
    assert view.players == ("Anna", "Ben", "Greedy 3")
    assert view.offer == host.view_state.offer and view.playable == frozenset()
    assert view.step is Step.WAIT and "watching" in view.prompt
    assert view.sheet.highlights == frozenset()
    # A click is refused with a sentence; nothing is sent.
    controller.click(Target(Zone.HOUSE, 0, 0))
    assert "spectator" in third.panel.message.text()
    # The people play a turn: the spectator sees it resolve, and who confirmed meanwhile.
    Driver(qtbot, host).play_turn()
    qtbot.waitUntil(lambda: third.view_state is not None and third.view_state.table[0]
                    .confirmed, timeout=WAIT_MS)
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: table_of(third).turn_number == 1, timeout=WAIT_MS)
    assert [sheet_to_dict(s) for s in table_of(third).sheets] == \
        [sheet_to_dict(s) for s in table_of(host).sheets]
    assert [line.score for line in third.view_state.table] == \
        [line.score for line in host.view_state.table]
    assert third.view_state.step is Step.WAIT


def test_a_full_table_offers_to_watch_with_the_spectators_code(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest, third = windows
    hosting, _ = host_and_join(qtbot, host, guest, seats=("person", "person"))
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[1] is not None
    address = f"127.0.0.1:{hosted.port}"
    third.online_menu.join_now(address, hosted.codes[1])  # Ben's code, already spent
    qtbot.waitUntil(lambda: third.online_menu.failure_box is not None, timeout=WAIT_MS)
    box = third.online_menu.failure_box
    assert box is not None
    watch = next(b for b in box.buttons() if b.text() == "Join as spectator")
    seen: list[str] = []

    def fill_in() -> None:  # the Join dialog opened by the button: the spectators' code
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, JoinDialog)
        seen.append(dialog.note.text())
        assert dialog.address.text() == address and dialog.code.text() == ""
        dialog.code.setText(hosted.spectators)
        dialog.accept()

    QTimer.singleShot(200, fill_in)
    watch.click()
    qtbot.waitUntil(lambda: _watching(third), timeout=WAIT_MS)
    assert seen and "spectators' code" in seen[0]
    box.deleteLater()


def test_the_hosts_copy_is_a_join_link_that_joins(qtbot: QtBot,
                                                  windows: list[MainWindow]) -> None:
    host, guest, third = windows
    hosting, _ = host_and_join(qtbot, host, guest, seats=("person", "person", "person"))
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[2] is not None
    hosting.panel.copy_buttons[2].click()  # Cleo's
    link = hosting.panel.copied
    assert link == f"welcome-to://127.0.0.1:{hosted.port}/{hosted.codes[2]}"
    # Pasted into the Join dialog's address, it fills both fields.
    assert split_pasted(link) == (f"ws://127.0.0.1:{hosted.port}", hosted.codes[2])
    address, code = parse_join_link(link)
    third.online_menu.join_now(address, code)
    qtbot.waitUntil(lambda: third.controller is not None
                    and isinstance(third.controller.game, RemoteTable), timeout=WAIT_MS)
    assert table_of(third).seat == 2 and not table_of(third).watching


@pytest.mark.parametrize(("arguments", "said"), [
    (["--join", "127.0.0.1", "abc.DEF"], "names no port"),
    (["--join", "127.0.0.1:4000", "bad code!"], "is not a join code"),
    (["--join", "127.0.0.1:4000", ""], "the join code is missing"),
    (["welcome-to://127.0.0.1:4000/"], "the join code is missing"),
    (["welcome-to://127.0.0.1:4000/a.b?x=1"], "nothing after its code"),
    (["play", "game.json", "--join", "127.0.0.1:4000", "a.b"], "not both"),
    (["http://127.0.0.1:4000/a.b"], "invalid choice"),
])
def test_bad_join_arguments_get_one_line_and_open_no_window(
        arguments: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) if said == "invalid choice" else _no_raise():
        code = main(arguments)
        assert code == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err
    assert len(err.strip().splitlines()) <= 3  # argparse's usage line, or our one sentence


@pytest.mark.parametrize("text", ["welcome-to://h:1/a.b", " WELCOME-TOS://h:1/a.b", "welcome-to:",
                                  "game.json", "welcome-tox://h:1/a", "/tmp/welcome-to:x", ""])
def test_the_command_line_tells_a_join_link_as_the_network_does(text: str) -> None:
    """The command line tells a link from a file without importing the network (start-up)."""
    assert looks_like_join_link(text) is is_join_link(text)


class _no_raise:  # noqa: N801 - a context manager used as a name
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> bool:
        return False


def test_a_join_link_reads_back_what_it_says() -> None:
    link = join_link("127.0.0.1:4000", "3f9a0c21de.K7QM-2XHP")
    assert link == "welcome-to://127.0.0.1:4000/3f9a0c21de.K7QM-2XHP"
    assert parse_join_link(link) == ("ws://127.0.0.1:4000", "3f9a0c21de.K7QM-2XHP")
    assert parse_join_link(join_link("wss://games.example.org:8765", "a.b")) == \
        ("wss://games.example.org:8765", "a.b")
    assert QMessageBox is not None


def test_a_restarted_window_offers_to_reconnect_to_its_seat(
        qtbot: QtBot, windows: list[MainWindow], tmp_path: Path) -> None:
    host, guest, _ = windows
    host_and_join(qtbot, host, guest)
    root = guest.files.store.root
    qtbot.waitUntil(lambda: remembered(root) is not None, timeout=WAIT_MS)
    kept = remembered(root)
    assert kept is not None and kept.seat == 1 and kept.players == ("Anna", "Ben", "Greedy 3")
    # The hosting window keeps no seat: its host closes with it.
    assert remembered(host.files.store.root) is None
    # Ben chooses, then closes his window; a new window on the same data folder offers his
    # seat back, and Yes finds his choice where he left it.
    driver = Driver(qtbot, guest)
    choice = min(driver.view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    driver.choose(choice)
    qtbot.waitUntil(lambda: table_of(guest).in_flight == 0, timeout=WAIT_MS)
    guest.confirm_close = False
    guest.close()
    again = make_window(qtbot, tmp_path / "guest")
    try:
        again.welcome()
        box = again.online_menu.reconnect_box
        assert box is not None and "Ben" in box.text()
        box.done(QMessageBox.StandardButton.Yes)
        qtbot.waitUntil(lambda: again.controller is not None
                        and isinstance(again.controller.game, RemoteTable), timeout=WAIT_MS)
        assert table_of(again).seat == 1
        assert again.view_state is not None and again.view_state.selected == choice
    finally:
        again.confirm_close = False
        again.close()
        again.deleteLater()


@pytest.mark.parametrize("content", [b"", b"not json", b"[]", b'{"url": 1}',
                                     b'{"url": "x", "token": "t", "seat": 0, "players": ["A"]}',
                                     b'{"url": "127.0.0.1:1", "token": "t", "seat": 3, '
                                     b'"players": ["A"]}', b"\xff\xfe", b"[" * 100000])
def test_a_nonsense_seat_file_is_ignored_and_removed(tmp_path: Path, content: bytes) -> None:
    seat_file(tmp_path).write_bytes(content)
    assert remembered(tmp_path) is None
    assert not seat_file(tmp_path).exists()
    assert remember(tmp_path, RememberedSeat("ws://127.0.0.1:1", "g.t", 0, ("A",))) == ""
    assert remembered(tmp_path) == RememberedSeat("ws://127.0.0.1:1", "g.t", 0, ("A",))


def _host_with_hints(qtbot: QtBot, host: MainWindow, guest: MainWindow, hints: bool) -> None:
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("person", "person"), names=("Anna", "Ben"), here=0,
                          game_name="Anna's table", hints=hints),
                 listen="127.0.0.1", port=0, announce_on=())
    qtbot.waitUntil(lambda: hosting.hosted_game is not None, timeout=WAIT_MS)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[1] is not None
    OnlineGame(guest, guest).join(f"127.0.0.1:{hosted.port}", hosted.codes[1])
    qtbot.waitUntil(lambda: guest.controller is not None
                    and isinstance(guest.controller.game, RemoteTable), timeout=WAIT_MS)
    # Both seats taken: the game leaves its lobby (at each screen in its own time).
    qtbot.waitUntil(lambda: not table_of(host).lobby and not table_of(guest).lobby,
                    timeout=WAIT_MS)


def test_a_joined_seat_gets_a_hint_from_its_own_view_when_the_host_allows(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest, _ = windows
    _host_with_hints(qtbot, host, guest, hints=True)
    table = table_of(guest)
    view = table.hint_view()
    # All the hint sees is the seat's own view: its sheet, its cards, nobody's turn in progress.
    assert view is not None and view.seat == 1 and view.context.offer == table.offer(1)
    guest.request_hint()
    qtbot.waitUntil(lambda: guest.view_state is not None and guest.view_state.hint is not None,
                    timeout=60_000)
    hint = guest.view_state.hint
    assert hint is not None and hint.actions
    guest.panel.buttons["apply_hint"].click()
    # Played on the mirror at once and sent: the host's view of Ben's turn agrees.
    assert [a for a in table_of(guest).turn(1).actions[:len(hint.actions)]] == list(hint.actions)
    qtbot.waitUntil(lambda: table_of(guest).in_flight == 0, timeout=WAIT_MS)
    assert table_of(guest).view["own"]["actions"] == " ".join(
        format_action(a) for a in table_of(guest).turn(1).actions)


def test_no_hint_for_a_joined_seat_when_the_host_allows_none(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest, _ = windows
    _host_with_hints(qtbot, host, guest, hints=False)
    assert table_of(guest).hint_view() is None
    guest.request_hint()
    assert "allows no hints" in guest.panel.message.text()
    assert guest.view_state is not None and guest.view_state.hint is None

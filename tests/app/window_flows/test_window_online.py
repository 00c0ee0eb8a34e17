"""Two windows in one process joined over a real socket on 127.0.0.1 (port 0): one hosts the
game (the same server as ``welcome-desktop serve``, in its network thread), the other joins a
seat with its code; both play whole turns with mouse clicks, and a window that loses its
connection mid-turn comes back with its choices intact. No mock of the network anywhere."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from welcome_desktop.app.dialogs.new_game import NewGameDialog
from welcome_desktop.app.online.bridge import GameSpec, HostedGame
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.modes import Mode

WAIT_MS = 15_000


def make_window(qtbot: QtBot, folder: Path) -> MainWindow:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, GameStore(folder / "data"))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def new_game_dialog(qtbot: QtBot, window: MainWindow, kinds: tuple[str, ...]) -> NewGameDialog:
    """The New game dialog for a standard game whose seats are ``kinds`` ("person", REMOTE or
    a computer's level)."""
    dialog = NewGameDialog(window, window.settings)
    qtbot.addWidget(dialog)
    dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.STANDARD))
    dialog.count.setValue(len(kinds))
    for seat, kind in enumerate(kinds):
        if kind != "person":
            dialog.kinds[seat].setCurrentIndex(dialog.kinds[seat].findData(kind))
    return dialog


def windows_in(qtbot: QtBot, folder: Path, names: tuple[str, ...]
               ) -> Iterator[list[MainWindow]]:
    """A window per name, each on its own data folder under ``folder``; closed afterwards."""
    made: list[MainWindow] = []
    for name in names:
        (folder / name).mkdir()
        made.append(make_window(qtbot, folder / name))
    yield made
    for window in made:
        window.confirm_close = False
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


@pytest.fixture
def two_windows(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, MainWindow]]:
    made = windows_in(qtbot, tmp_path, ("host", "guest"))
    host, guest = next(made)
    yield host, guest
    next(made, None)  # closes them


def host_and_join(qtbot: QtBot, host: MainWindow, guest: MainWindow,
                  seats: tuple[str, ...] = ("person", "person", "greedy")) -> tuple[
                      OnlineGame, OnlineGame]:
    names = tuple(("Anna", "Ben", "Cleo", "Dan")[i] if kind == "person" else f"Greedy {i + 1}"
                  for i, kind in enumerate(seats))
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base", seats=seats,
                          names=names, here=0, game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    qtbot.waitUntil(lambda: hosting.hosted_game is not None and host.controller is not None
                    and isinstance(host.controller.game, RemoteTable), timeout=WAIT_MS)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.addresses == ("127.0.0.1",) and hosted.port > 0
    joined = join_seat(qtbot, guest, hosted, 1)
    if seats.count("person") == 2:  # every person seat taken: the game starts by itself
        qtbot.waitUntil(lambda: not table_of(host).lobby and not table_of(guest).lobby,
                        timeout=WAIT_MS)
    return hosting, joined


def join_seat(qtbot: QtBot, guest: MainWindow, hosted: HostedGame, seat: int) -> OnlineGame:
    """``guest`` joins ``seat`` of the game ``hosted`` on 127.0.0.1 with that seat's code."""
    code = hosted.codes[seat]
    assert code is not None
    joined = OnlineGame(guest, guest)
    joined.join(f"127.0.0.1:{hosted.port}", code)
    qtbot.waitUntil(lambda: guest.controller is not None
                    and isinstance(guest.controller.game, RemoteTable), timeout=WAIT_MS)
    return joined


def table_of(window: MainWindow) -> RemoteTable:
    assert window.controller is not None
    table = window.controller.game
    assert isinstance(table, RemoteTable)
    return table


def test_two_windows_play_whole_turns_over_a_socket(qtbot: QtBot,
                                                    two_windows: tuple[MainWindow, MainWindow],
                                                    ) -> None:
    host, guest = two_windows
    hosting, joined = host_and_join(qtbot, host, guest)
    # Each window shows its own seat, the whole table, and says it is connected.
    assert host.controller is not None and guest.controller is not None
    assert host.controller.player == 0 and guest.controller.player == 1
    assert host.view_state is not None and guest.view_state is not None
    assert host.view_state.players == guest.view_state.players == ("Anna", "Ben", "Greedy 3")
    assert host.view_state.offer == guest.view_state.offer  # standard: the same combinations
    assert "Connected" in joined.panel.state.text()
    assert "127.0.0.1:" in hosting.panel.where.text()
    qtbot.waitUntil(lambda: "Ben: connected" in hosting.panel.people.text(), timeout=WAIT_MS)
    for turn in range(3):
        Driver(qtbot, host).play_turn()
        # Confirmed here: the host's seat waits, and says for whom; the guest sees that Anna
        # has confirmed.
        assert host.view_state.step is Step.WAIT
        qtbot.waitUntil(lambda: host.panel.prompt.text().endswith("Waiting for Ben."),
                        timeout=WAIT_MS)  # the computer seat confirms at once at the host
        qtbot.waitUntil(lambda: guest.view_state is not None and guest.view_state.table[0]
                        .confirmed, timeout=WAIT_MS)
        Driver(qtbot, guest).play_turn()
        # The computer seat plays at the host; both windows move on to the next turn.
        qtbot.waitUntil(lambda t=turn: table_of(host).turn_number == t + 1
                        and table_of(guest).turn_number == t + 1, timeout=WAIT_MS)
        assert host.view_state.step is not Step.WAIT
        assert guest.view_state.step is not Step.WAIT
        # Both see the same resolved sheets and scores.
        assert [sheet_to_dict(s) for s in table_of(host).sheets] == \
            [sheet_to_dict(s) for s in table_of(guest).sheets]
        assert [line.score for line in host.view_state.table] == \
            [line.score for line in guest.view_state.table]
        # The last turn's marks of the others are drawn: the guest's table knows Anna's turn.
        assert table_of(guest).history[-1].actions[0]


def test_a_click_is_drawn_before_the_host_answers(qtbot: QtBot,
                                                  two_windows: tuple[MainWindow, MainWindow],
                                                  ) -> None:
    host, guest = two_windows
    host_and_join(qtbot, host, guest)
    driver = Driver(qtbot, guest)
    view = driver.view
    choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    driver.choose(choice)
    # Drawn at once from the mirror: the lit houses, no round trip waited for.
    assert guest.view_state.step is Step.WRITE
    qtbot.waitUntil(lambda: table_of(guest).in_flight == 0, timeout=WAIT_MS)
    assert guest.view_state.step is Step.WRITE
    # An illegal click is refused by the mirror in the rules' words and never sent.
    assert not guest.view_state.can_confirm
    sent = table_of(guest).view
    assert guest.controller is not None
    guest.controller.confirm()
    assert table_of(guest).in_flight == 0 and table_of(guest).view is sent
    assert not guest.panel.message.isHidden() and guest.panel.message.text()
    assert guest.view_state.step is Step.WRITE
    # No hint for a joined seat yet: said, not silently ignored.
    guest.request_hint()
    assert "no hint" in guest.panel.message.text()


def test_lost_connection_mid_turn_keeps_the_choices(qtbot: QtBot,
                                                    two_windows: tuple[MainWindow, MainWindow],
                                                    ) -> None:
    host, guest = two_windows
    _, joined = host_and_join(qtbot, host, guest, seats=("person", "person"))
    driver = Driver(qtbot, guest)
    view = driver.view
    choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    driver.choose(choice)
    qtbot.waitUntil(lambda: table_of(guest).in_flight == 0, timeout=WAIT_MS)
    joined.bridge.offline_s = 1.5  # the fault: the seat stays offline a moment
    joined.bridge.drop_connection()
    qtbot.waitUntil(lambda: "reconnecting" in joined.panel.state.text(), timeout=WAIT_MS)
    # Offline, the seat still plays on its mirror: a house is written at once.
    driver.write_in_last_lit_house()
    mine = [str(a) for a in table_of(guest).turn(1).actions]
    assert len(mine) >= 2
    qtbot.waitUntil(lambda: "Connected" in joined.panel.state.text(), timeout=WAIT_MS)
    # Back: the host's turn is the window's again, nothing lost.
    qtbot.waitUntil(lambda: table_of(guest).in_flight == 0, timeout=WAIT_MS)
    assert [str(a) for a in table_of(guest).turn(1).actions] == mine
    assert table_of(guest).view["own"]["actions"].count(" ") + 1 == len(mine)
    # And the turn finishes normally for everyone.
    if guest.view_state.step is Step.EFFECT:
        driver.press("skip")
    driver.press("confirm")
    Driver(qtbot, host).play_turn()
    qtbot.waitUntil(lambda: table_of(guest).turn_number == 1
                    and table_of(host).turn_number == 1, timeout=WAIT_MS)


def test_a_wrong_code_says_so_and_changes_nothing(qtbot: QtBot,
                                                  two_windows: tuple[MainWindow, MainWindow],
                                                  ) -> None:
    host, guest = two_windows
    hosting, _ = host_and_join(qtbot, host, guest)
    hosted = hosting.hosted_game
    assert hosted is not None
    failures: list[str] = []
    wrong = OnlineGame(guest, guest)
    wrong.failed.connect(failures.append)
    wrong.join(f"127.0.0.1:{hosted.port}", "ZZZZ-ZZZZ")
    qtbot.waitUntil(lambda: bool(failures), timeout=WAIT_MS)
    assert "code" in failures[0]
    wrong.close()
    nobody = OnlineGame(guest, guest)
    nobody.failed.connect(failures.append)
    nobody.join("127.0.0.1:1", "ABCD-EFGH")
    qtbot.waitUntil(lambda: len(failures) == 2, timeout=WAIT_MS)
    assert "Nobody answers" in failures[1]
    nobody.close()
    # The game shown is untouched.
    assert isinstance(guest.controller.game, RemoteTable)

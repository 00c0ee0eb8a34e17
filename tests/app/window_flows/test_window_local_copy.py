"""The local copy of a network game (issue 37, "open the local copy"): a joined window keeps
what it saw in its data folder, so that a host gone for good does not take the game with it.
Real sockets on 127.0.0.1 (port 0), the host stopped for good by closing its window; no mock of
the network. Corrupt and hostile copy files are read as untrusted: a sentence, nothing changed."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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
from welcome_desktop.app.online import local_copy
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.game import Game, Setup
from welcome_desktop.rules.modes import Mode


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest"))


def _copy_shown(window: MainWindow) -> RemoteTable | None:
    controller = window.controller
    if controller is None or not isinstance(controller.game, RemoteTable):
        return None
    return controller.game if controller.game.kept_copy else None


def _numbers(table: RemoteTable, seat: int) -> list[list[int]]:
    """The houses written on ``seat``'s sheet, the turn in progress included."""
    return [list(row) for row in table.turn(seat).sheet.houses]


def _play_to_a_written_house(qtbot: QtBot, guest: MainWindow) -> None:
    """The guest chooses a combination and writes its number; the host acknowledges both."""
    driver = Driver(qtbot, guest)
    view = driver.view
    driver.choose(min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0)))
    house = driver.lit(Zone.HOUSE)[-1]
    driver.pick_value()
    driver.click_target(house)
    driver.stop_waiting()
    qtbot.waitUntil(lambda: table_of(guest).in_flight == 0, timeout=WAIT_MS)


def test_the_host_gone_for_good_leaves_a_local_copy(qtbot: QtBot, tmp_path: Path,
                                                    windows: list[MainWindow]) -> None:
    host, guest = windows
    _, joined = host_and_join(qtbot, host, guest, seats=("person", "person"))
    # A whole turn played by both: the guest's number is on its sheet, the turn resolved.
    Driver(qtbot, host).play_turn()
    Driver(qtbot, guest).play_turn()
    qtbot.waitUntil(lambda: table_of(guest).turn_number == 1, timeout=WAIT_MS)
    path = joined.copy_path()
    assert path is not None and path.parent.name == local_copy.FOLDER
    # Written a moment after the resolved turn is shown.
    qtbot.waitUntil(lambda: json.loads(path.read_text(encoding="utf-8"))["view"]["turn"] == 1,
                    timeout=WAIT_MS)
    assert json.loads(path.read_text(encoding="utf-8"))["view"]["seat"] == 1
    # A click is not written to the copy (only resolved turns, a lost connection, leaving).
    _play_to_a_written_house(qtbot, guest)
    assert json.loads(path.read_text(encoding="utf-8"))["view"]["own"]["actions"] == ""
    seen = _numbers(table_of(guest), 1)
    resolved = sheet_to_dict(table_of(guest).sheets[1])
    assert seen != [list(row) for row in table_of(guest).sheets[1].houses]  # a number now
    # The host is stopped for good: the window says so and offers the local copy.
    joined.bridge.reconnect_attempts = 2
    joined.bridge.away_s = 0.0  # the host never comes back: gone at once after the attempts
    host.confirm_close = False
    host.close()
    qtbot.waitUntil(lambda: "host is gone" in joined.panel.state.text(), timeout=WAIT_MS)
    assert not joined.panel.retry_button.isHidden()
    assert not joined.panel.copy_button.isHidden()
    # The copy now holds the turn in progress, as the host last acknowledged it.
    assert json.loads(path.read_text(encoding="utf-8"))["view"]["own"]["actions"]
    joined.panel.copy_button.click()
    copy = _copy_shown(guest)
    assert copy is not None and guest.online is None  # the dead connection is closed
    controller = guest.controller
    assert controller is not None and controller.read_only and controller.player == 1
    # The seat's own sheet with its numbers, the others' as of the last resolved turn.
    assert _numbers(copy, 1) == seen
    assert sheet_to_dict(copy.sheets[1]) == resolved
    view = guest.view_state
    assert view is not None and view.players == ("Anna", "Ben") and view.turn_number == 2
    assert view.step is Step.WAIT and view.playable == frozenset()
    assert view.sheet.highlights == frozenset() and view.sheet.pending  # its marks drawn
    banner = guest.network.banner
    assert banner is not None and banner.isVisible()
    assert "Local copy" in banner.text() and "turn 2" in banner.text()
    assert "Anna, Ben" in banner.text()
    assert "(read-only)" in guest.windowTitle()
    # An attempt to play is refused with a sentence, and changes nothing.
    controller.click(Target(Zone.HOUSE, 0, 0))
    controller.confirm()
    controller.undo()
    assert "local copy" in guest.panel.message.text()
    assert _numbers(copy, 1) == seen and copy.turn(1).actions
    assert guest.panel.buttons["confirm"].isEnabled() is False

    # A new window on the same data folder, started afterwards, still opens that copy: from
    # the question at start (the seat is remembered) ...
    again, box = _restarted(qtbot, guest)
    button = next(b for b in box.buttons() if "local copy" in b.text())
    button.click()
    qtbot.waitUntil(lambda: _copy_shown(again) is not None, timeout=WAIT_MS)
    copy = _copy_shown(again)
    assert copy is not None and _numbers(copy, 1) == seen
    # ... and from Game → Local copies of network games…
    again.start(Game(Setup(Mode.SOLO, False, ("Solo",), seed=3)))
    assert _copy_shown(again) is None and not again.network.banner.isVisible()
    again.online_menu.copies_action.trigger()
    dialog = again.online_menu.copies_dialog
    assert dialog is not None and dialog.copies.count() == 1
    assert "Anna, Ben" in dialog.copies.item(0).text()
    dialog.open_button.click()
    qtbot.waitUntil(lambda: _copy_shown(again) is not None, timeout=WAIT_MS)
    again.confirm_close = False
    again.close()


def _window_on(qtbot: QtBot, like: MainWindow) -> MainWindow:
    """A new window on the data folder and settings of ``like`` (a restart of the program)."""
    folder = like.files.store.root.parent
    return make_window(qtbot, folder)


def _restarted(qtbot: QtBot, guest: MainWindow) -> tuple[MainWindow, QMessageBox]:
    """The joined window closed and the program started again: the question at start."""
    guest.confirm_close = False
    guest.close()
    again = _window_on(qtbot, guest)
    again.welcome()
    box = again.online_menu.reconnect_box
    assert box is not None
    return again, box


def test_a_reconnect_that_fails_at_start_offers_the_local_copy(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    host, guest = windows
    _, joined = host_and_join(qtbot, host, guest, seats=("person", "person"))
    assert joined.copy_path() is not None  # kept from the first view on
    host.confirm_close = False
    host.close()
    again, box = _restarted(qtbot, guest)
    box.button(QMessageBox.StandardButton.Yes).click()  # reconnect: nobody answers
    qtbot.waitUntil(lambda: again.online_menu.failure_box is not None, timeout=WAIT_MS)
    failure = again.online_menu.failure_box
    assert failure is not None and "Nobody answers" in failure.text()
    next(b for b in failure.buttons() if "local copy" in b.text()).click()
    qtbot.waitUntil(lambda: _copy_shown(again) is not None, timeout=WAIT_MS)
    again.confirm_close = False
    again.close()


def _valid_copy(tmp_path: Path) -> dict[str, Any]:
    """A copy as a window writes it, made from a local game's seat view."""
    from welcome_desktop.network.host.session import HostSession
    from welcome_desktop.records.savefile import PERSON

    session = HostSession.create(Setup(Mode.STANDARD, False, ("Anna", "Ben"), seed=11),
                                 [PERSON, PERSON])
    view = json.loads(json.dumps(session.view(1)))
    data_dir = tmp_path / "copies-data"
    key = local_copy.CopyKey("20261126-220000-abcdef", 1)
    assert local_copy.keep(data_dir, key, "ws://127.0.0.1:1/", view) == ""
    value: dict[str, Any] = json.loads(local_copy.copy_path(data_dir, key).read_text())
    assert local_copy.read(local_copy.copy_path(data_dir, key)).table.seat == 1
    return value


def _hostile_copies(tmp_path: Path) -> dict[str, bytes]:
    good = _valid_copy(tmp_path)

    def changed(**view_fields: Any) -> bytes:
        return json.dumps({**good, "view": {**good["view"], **view_fields}}).encode()

    return {
        "not JSON": b"\x00\xffnot json at all {",
        "a JSON list": b"[1, 2, 3]",
        "deeply nested": b"[" * 100_000 + b"]" * 100_000,
        "another format": json.dumps({**good, "format": "pickle"}).encode(),
        "another version": json.dumps({**good, "version": 7}).encode(),
        "a bad game id": json.dumps({**good, "game": "../../etc/passwd"}).encode(),
        "another seat": changed(seat=0),
        "a spectator's": json.dumps({**good, "seat": None}).encode(),
        "too many players": changed(players=["x"] * 40),
        "a huge name": changed(players=["A" * 5000, "Ben"]),
        "an unknown plan": changed(plans=[{"id": "nope", "approved": False}] * 3),
        "two plans": changed(plans=good["view"]["plans"][:2]),
        "a broken sheet": changed(sheets=[{"houses": "rm -rf /"}, {}]),
        "an illegal turn": changed(own={"actions": "W0.0=99 W0.0=98", "confirmed": False}),
        "an own that is a list": changed(own=[1, 2]),
        "a finished game": changed(over=True),
        "code as a name": changed(players=["__import__('os').system('x')", "Ben"],
                                  turn="__import__('os')"),
        "too large": b"{" + b" " * (local_copy.MAX_BYTES + 10) + b"}",
    }


def test_corrupt_and_hostile_copies_give_a_sentence_and_change_nothing(
        qtbot: QtBot, tmp_path: Path, windows: list[MainWindow]) -> None:
    window = windows[1]
    window.start(Game(Setup(Mode.SOLO, False, ("Solo",), seed=5)))
    shown = window.controller
    folder = local_copy.copies_folder(window.files.store.root)
    folder.mkdir(parents=True)
    for name, data in _hostile_copies(tmp_path).items():
        path = folder / f"bad-{len(name)}-{abs(hash(name)) % 10_000}.json"
        path.write_bytes(data)
        with pytest.raises(local_copy.CopyError) as raised:
            local_copy.read(path)
        sentence = str(raised.value)
        assert sentence.startswith("This local copy cannot be read"), (name, sentence)
        assert "Traceback" not in sentence and "\n" not in sentence, name
        window.open_local_copy(path)
        assert window.controller is shown, name  # the game shown stays
        assert "cannot be read" in window.panel.message.text(), name
        assert path.read_bytes() == data, name  # the file is left as it was
        path.unlink()
    # The list of copies shows an unreadable one with its reason, and only offers to delete it.
    (folder / "broken.json").write_bytes(b"{")
    window.online_menu.show_copies()
    dialog = window.online_menu.copies_dialog
    assert dialog is not None and dialog.copies.count() == 1
    assert "cannot be read (it is not JSON text)" in dialog.copies.item(0).text()
    assert not dialog.open_button.isEnabled() and dialog.delete_button.isEnabled()
    dialog.delete_button.click()
    assert dialog.copies.count() == 0 and not (folder / "broken.json").exists()
    dialog.reject()
    assert window.controller is shown


def test_copies_are_bounded_the_oldest_pruned(tmp_path: Path) -> None:
    good = _valid_copy(tmp_path)
    data_dir = tmp_path / "many"
    import os

    for index in range(local_copy.MAX_COPIES + 3):
        key = local_copy.CopyKey(f"game{index:02d}", 1)
        assert local_copy.keep(data_dir, key, "ws://127.0.0.1:1/", good["view"]) == ""
        os.utime(local_copy.copy_path(data_dir, key), (1000 + index, 1000 + index))
    kept = local_copy.copy_files(data_dir)
    assert len(kept) == local_copy.MAX_COPIES
    assert kept[0].name == f"game{local_copy.MAX_COPIES + 2:02d}-1.json"  # newest first
    assert not local_copy.copy_path(data_dir, local_copy.CopyKey("game00", 1)).exists()
    assert local_copy.key_of("20261126-220000-abcdef.QQD4-88Q2", 1) == \
        local_copy.CopyKey("20261126-220000-abcdef", 1)
    assert local_copy.key_of("../x.Q", 1) is None and local_copy.key_of(None, 1) is None
    assert local_copy.key_of("g.Q", None) is None

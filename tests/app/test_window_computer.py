"""Playing against the computer, and asking for a hint, in the real window."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.main_window import MainWindow
from welcome_desktop.app.sheet_model import Zone
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.record import record_of

WAIT_MS = 30000


def test_a_person_against_the_computer_to_the_end(qtbot: QtBot, window: MainWindow) -> None:
    window.computer.set_speed("fast")
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Robot"), seed=17))
    window.start(game, computer_levels={1: "greedy"})
    drive = WindowDriver(qtbot, window)
    assert not window.hidden  # one person at the screen: no hand-over screens
    for _ in range(60):
        if game.over:
            break
        turn = game.turn_number
        assert window.controller is not None and window.controller.player == 0
        drive.play_turn()
        assert window.controller.thinking or game.over or game.turn_number > turn
        # The computer's turn is computed off the interface thread; wait for it to resolve.
        qtbot.waitUntil(lambda t=turn: game.over or game.turn_number > t, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not window.controller.thinking, timeout=WAIT_MS)
    assert game.over
    assert window.end_dialog.isVisible()
    assert record_of(game).replay().sheets[1] == game.sheets[1]
    assert any(actions for turn in game.history for actions in turn.actions[1:])


def test_the_computer_thinks_without_blocking_the_window(qtbot: QtBot, window: MainWindow) -> None:
    window.computer.set_speed("fast")
    game = Game(Setup(Mode.SOLO, True, ("Robot",), seed=4))
    window.start(game, computer_levels={0: "strong"})
    assert window.controller.thinking
    assert "thinking" in window.panel.prompt.text()
    assert not window.panel.buttons["confirm"].isEnabled()
    qtbot.waitUntil(lambda: game.turn_number >= 2, timeout=WAIT_MS)  # it keeps playing alone
    window.computer.cancel()


def test_a_hint_is_shown_applied_and_undone(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=8))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.press("hint")
    qtbot.waitUntil(lambda: drive.view.hint_expected is not None, timeout=WAIT_MS)
    ghosts = drive.view.sheet.ghosts
    assert any(t.zone is Zone.HOUSE for t in ghosts)
    assert "expected final score" in window.panel.message.text()
    assert game.turn(0).actions == []  # only drawn: nothing is played yet
    drive.press("apply_hint")
    played = list(game.turn(0).actions)
    assert played and game.turn(0).written is not None
    street, house, _ = game.turn(0).written
    assert any((t.street, t.index) == (street, house) for t in ghosts if t.zone is Zone.HOUSE)
    assert drive.view.hint_expected is None and drive.view.sheet.ghosts == frozenset()
    while drive.view.can_undo:
        drive.press("undo")
    assert game.turn(0).actions == []
    assert game.turn(0).sheet == game.turn(0).start

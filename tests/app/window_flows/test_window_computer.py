"""Playing against the computer, and asking for a hint, in the real window."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.play.sheet_model import Zone
from welcome_desktop.app.play.turn_view import effect_target
from welcome_desktop.app.sheet.ink import Ink
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.words.game_words import street_name
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.actions import DrawFence
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
    qtbot.waitUntil(lambda: drive.view.hint is not None, timeout=WAIT_MS)
    hint = drive.view.hint
    assert hint is not None and hint.write is not None and hint.choose is not None
    ghosts = drive.view.sheet.ghosts
    assert any(t.zone is Zone.HOUSE for t in ghosts)
    # The whole turn in words, in the quiet hint box (not the error message), and on the sheet.
    text = window.panel.hint_box.text()
    assert window.panel.hint_box.isVisible() and window.panel.message.text() == ""
    assert f"write {hint.write.value}" in text and "Expected final score" in text
    assert window.scene.houses[(hint.write.street, hint.write.house)].number.text() == str(
        hint.write.value)
    # Seed 8's hint draws a fence: its place is drawn faintly and named.
    assert isinstance(hint.effect, DrawFence)
    assert effect_target(hint.effect) in ghosts
    assert window.scene.fences[(hint.effect.street, hint.effect.slot)].ink is Ink.HINT
    assert f"a fence in the {street_name(hint.effect.street)}" in text
    badges = window.panel.hint_badges.labels()
    assert badges[hint.choose.number_card].startswith("hint")
    assert sum(bool(label) for label in badges) == (1 if hint.choose.effect_card is None else 2)
    assert game.turn(0).actions == []  # only drawn: nothing is played yet
    drive.press("apply_hint")
    played = list(game.turn(0).actions)
    assert played and game.turn(0).written is not None
    street, house, _ = game.turn(0).written
    assert any((t.street, t.index) == (street, house) for t in ghosts if t.zone is Zone.HOUSE)
    assert drive.view.hint_expected is None and drive.view.sheet.ghosts == frozenset()
    assert not window.panel.hint_box.isVisible()
    assert window.panel.hint_badges.labels() == ["", "", ""]
    drive.press("hint")
    qtbot.waitUntil(lambda: drive.view.hint is not None, timeout=WAIT_MS)
    assert window.panel.hint_box.isVisible()
    drive.press("undo")  # the turn changed: the hint is gone
    assert drive.view.hint is None and not window.panel.hint_box.isVisible()
    assert drive.view.sheet.ghosts == frozenset() and drive.view.sheet.ghost_numbers == ()
    while drive.view.can_undo:
        drive.press("undo")
    assert game.turn(0).actions == []
    assert game.turn(0).sheet == game.turn(0).start


def test_a_hint_that_claims_a_plan_badges_that_plan(qtbot: QtBot, window: MainWindow) -> None:
    from welcome_desktop.app.play.hint import hint_text
    from welcome_desktop.rules.actions import ClaimPlan
    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=8))
    window.start(game)
    assert window.controller is not None
    window.controller.show_hint([ClaimPlan(game.plans[2].id, ())], 80.0)
    assert window.panel.hint_badges.plan_labels() == ["", "", "hint: claim"]
    assert window.panel.hint_badges.labels() == ["", "", ""]  # no card taken
    hint = window.controller.hint
    assert hint is not None and "claim plan n°3" in hint_text(hint)
    window.controller.clear_hint()
    window.controller.announce()
    assert window.panel.hint_badges.plan_labels() == ["", "", ""]

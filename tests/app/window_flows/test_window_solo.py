"""A solo game in the real window, played with the mouse (and with the keyboard alone)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.look.screen_fit import capped
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.description import sheet_from_dict, sheet_to_dict
from welcome_desktop.rules.sheet import EMPTY, ROUNDABOUT
from welcome_desktop.rules.turn import PlayerTurn


def start(window: MainWindow, mode: Mode = Mode.SOLO, advanced: bool = False, seed: int = 1,
          players: tuple[str, ...] = ("Anna",)) -> Game:
    game = Game(Setup(mode, advanced, players, seed=seed))
    window.start(game)
    return game


def test_a_whole_solo_game_with_the_mouse(qtbot: QtBot, window: MainWindow) -> None:
    game = start(window, Mode.SOLO, advanced=False, seed=31)
    drive = WindowDriver(qtbot, window)
    for _ in range(40):
        if game.over:
            break
        drive.play_turn()
    assert game.over and game.end_reasons
    assert drive.view.step is Step.OVER
    # The model holds exactly what was clicked: every turn is in the log and replays.
    from welcome_desktop.rules.record import record_of
    replayed = record_of(game).replay()
    assert replayed.sheets[0] == game.sheets[0]
    # The end of the game shows the reason and the breakdown with the final total.
    dialog = window.end_dialog
    assert dialog.isVisible()
    total = game.breakdowns()[0].total
    assert dialog.table.item(dialog.table.rowCount() - 1, 0).text() == str(total)
    assert "The game ended" in dialog.reason.text()
    # The sheet shows the final total in the total row.
    assert str(total) in window.scene.written_texts()
    # Autosave: finished games go to the history.
    assert [g.summary.over for g in window.files.store.history()] == [True]


def _advanced_game_with_estate_choice() -> tuple[Game, PlayerTurn]:
    """A solo advanced game whose sheet has four unused estates of 3 (plan 1-C needs three)."""
    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=5, plans=("1-C", "2-A", "3-A")))
    data = sheet_to_dict(game.sheets[0])
    data["houses"][0][:9] = [{"n": n, "bis": False} for n in (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    data["fences"][0] = [2, 5, 8]
    data["houses"][1][:3] = [{"n": n, "bis": False} for n in (1, 2, 3)]
    data["fences"][1] = [2]
    sheet = sheet_from_dict(data)
    game.sheets[0] = sheet
    game.turns[0] = PlayerTurn(sheet, game.turns[0].context)
    return game, game.turns[0]


def test_roundabout_and_a_plan_claim_with_a_choice_of_estates(qtbot: QtBot,
                                                              window: MainWindow) -> None:
    game, _ = _advanced_game_with_estate_choice()
    window.start(game)
    drive = WindowDriver(qtbot, window)
    # A roundabout before choosing: the button, then a house.
    drive.press("roundabout")
    assert drive.view.roundabout_armed
    drive.click_target(Target(Zone.HOUSE, 2, 5))
    assert game.turn(0).sheet.houses[2][5] == ROUNDABOUT
    assert game.turn(0).sheet.roundabout_marks == 1
    # Write a number somewhere harmless, skip the effect.
    view = drive.view
    choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    drive.choose(choice)
    house = next(t for t in drive.lit(Zone.HOUSE) if t.street == 2)
    drive.pick_value()
    drive.click_target(house)
    drive.stop_waiting()
    if drive.view.step is Step.EFFECT:
        drive.press("skip")
    # 1-C is claimable with 4 estates of 3: the dialog asks which three.
    assert "1-C" in drive.view.claimable
    drive.pick_estates(1)
    drive.click_plan(0)
    drive.stop_waiting()
    assert drive.dialogs_answered >= 1
    sheet = game.turn(0).sheet
    assert sheet.plan_claimed[0] and sheet.plan_values[0] == 8
    used = [(s, h) for s in range(3) for h in range(len(sheet.houses[s])) if sheet.is_used(s, h)]
    assert len(used) == 9
    drive.press("confirm")
    assert game.turn_number == 1
    assert game.sheets[0].plan_claimed[0]


def test_an_illegal_click_shows_the_rules_message(qtbot: QtBot, window: MainWindow) -> None:
    game = start(window, Mode.SOLO, seed=3)
    number = WindowDriver(qtbot, window).click_too_small_number(game)
    expected = f"{number} must be greater than 17, the number to its left. Write it in a lit house."
    assert window.panel.message.text() == expected
    assert game.turn(0).sheet.houses[0][1] == EMPTY


def test_undo_and_redo_with_the_buttons_and_shortcuts(qtbot: QtBot, window: MainWindow) -> None:
    game = start(window, Mode.SOLO, advanced=True, seed=12)
    drive = WindowDriver(qtbot, window)
    drive.press("roundabout")
    drive.click_target(Target(Zone.HOUSE, 0, 9))
    choice = min(drive.view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    drive.choose(choice)
    drive.pick_value()
    drive.click_target(drive.lit(Zone.HOUSE)[0])
    drive.stop_waiting()
    if drive.view.step is Step.EFFECT:
        if drive.lit():
            drive.pick_value()
            drive.click_target(drive.lit()[0])
            drive.stop_waiting()
        else:
            drive.press("skip")
    done = list(game.turn(0).actions)
    assert len(done) >= 3
    sheet_done = game.turn(0).sheet.copy()
    while drive.view.can_undo:
        drive.press("undo")
    assert game.turn(0).actions == []
    assert game.turn(0).sheet == game.turn(0).start
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    while drive.view.can_redo:
        drive.press("redo")
    assert game.turn(0).actions == done
    assert game.turn(0).sheet == sheet_done
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(game.turn(0).actions) < len(done)


def test_a_forced_refusal_is_announced_and_marked(qtbot: QtBot, window: MainWindow) -> None:
    game = start(window, Mode.SOLO, advanced=False, seed=9)
    turn = game.turn(0)
    for street, row in enumerate(turn.start.houses):
        for h in range(len(row) - 1):
            turn.start.write(street, h, h + 5)
    game.turns[0] = PlayerTurn(turn.start, turn.context)  # only a 15+ fits now, nowhere else
    window.controller.announce()  # type: ignore[union-attr]
    drive = WindowDriver(qtbot, window)
    if not drive.view.refusal_forced:
        # The last house of each street takes numbers above the row: fill them too.
        for street, row in enumerate(turn.start.houses):
            turn.start.write(street, len(row) - 1, 17)
        game.turns[0] = PlayerTurn(turn.start, turn.context)
        window.controller.announce()  # type: ignore[union-attr]
    assert drive.view.refusal_forced
    assert "refusal" in window.panel.prompt.text()
    # Said once: the sentence under the cards does not say it again, nor the status bar.
    assert window.panel.offer.status_text() == ""
    assert window.statusBar().currentMessage() == ""
    assert window.panel.buttons["refusal"].isEnabled()
    drive.press("refusal")
    assert game.turn(0).sheet.refusals == 1
    drive.press("confirm")
    assert game.sheets[0].refusals == 1


def test_a_turn_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    game = start(window, Mode.STANDARD, advanced=False, seed=4)
    drive = WindowDriver(qtbot, window)
    choice = min(drive.view.playable, key=lambda c: c.number_card)
    qtbot.keyClick(window.panel.offer, Qt.Key(Qt.Key.Key_1 + choice.number_card))
    assert drive.view.step is Step.WRITE
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.sheet_cursor.target is not None
    focused = window.sheet_cursor.target
    assert window.scene.snapshot().focus == focused  # type: ignore[union-attr]
    drive.pick_value()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    drive.stop_waiting()
    assert game.turn(0).written is not None
    assert game.turn(0).written[:2] == (focused.street, focused.index)
    if drive.view.step is Step.EFFECT:
        qtbot.keyClick(window, Qt.Key.Key_S)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert game.turn_number == 1


def test_the_window_reopens_where_it_was_closed(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings, GameStore(tmp_path / "data"))
    assert not first.restore_geometry()  # nothing saved yet: the default size
    first.resize(800, 700)  # within the offscreen screen (800 × 800): Qt keeps a window on it
    first.show()
    qtbot.waitExposed(first)
    first.close()
    second = MainWindow(settings, GameStore(tmp_path / "data"))
    qtbot.addWidget(second)
    assert second.restore_geometry()
    assert (second.width(), second.height()) == (800, 700)
    settings.setValue("window/geometry", "not a geometry")
    third = MainWindow(settings, GameStore(tmp_path / "data"))
    qtbot.addWidget(third)
    assert not third.restore_geometry()
    # The default size, capped to the screen's available size (never under the minimum size).
    assert third.size() == capped(third, 1500, 860).expandedTo(third.minimumSize())
    assert (third.width(), third.height()) == (800, 760)

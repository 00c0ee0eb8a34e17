"""The table in view (the others' small sheets with their last turn), the fewer-clicks options
and the end of the game, through the real window."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.dialogs.end_game import EndDialog, end_cause_text
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.sheet.ink import Ink
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.actions import BuildPark, BuildPool, Choose, DrawFence, Write
from welcome_desktop.rules.cards import Effect

WAIT_MS = 30000


def _written(actions: tuple[object, ...]) -> Write:
    return next(a for a in actions if isinstance(a, Write))


def test_the_others_last_turn_is_in_view_and_the_current_turn_hidden(
        qtbot: QtBot, window: MainWindow) -> None:
    window.computer.set_speed("fast")
    window.resize(2400, 900)  # a wide window: room for the small sheets beside yours
    game = Game(Setup(Mode.STANDARD, True, ("Anna", "Bruno", "Robot"), seed=5))
    window.start(game, computer_levels={2: "greedy"})
    drive = WindowDriver(qtbot, window)
    table = window.others_sheets
    drive.play_turn()  # Anna
    drive.play_turn()  # Bruno, then the computer plays and the turn resolves
    qtbot.waitUntil(lambda: game.turn_number == 1 and not window.controller.thinking,
                    timeout=WAIT_MS)
    drive.reveal()
    assert window.controller.player == 0
    # Anna's screen: Bruno's and the computer's small sheets, no dialog opened.
    assert table.isVisible() and not table.seats[0].isVisible()
    for seat in (1, 2):
        widget = table.seats[seat]
        assert widget.isVisible()
        write = _written(game.history[-1].actions[seat])
        number = widget.scene.houses[(write.street, write.house)].number
        assert number.text() == str(write.value)
        assert number.ink is Ink.RECENT  # distinguishable: the last turn's ink
        assert game.setup.players[seat] in widget.summary.text()
        assert str(write.value) in widget.summary.text()
    # Anna's own last turn too, on her big sheet.
    mine = _written(game.history[-1].actions[0])
    assert window.scene.houses[(mine.street, mine.house)].number.ink is Ink.RECENT

    # Turn 2: Anna writes and confirms; on Bruno's screen her new number must not show.
    drive.play_turn()
    anna = _written(tuple(game.turn(0).actions))
    drive.reveal()
    assert window.controller.player == 1
    anna_small = table.seats[0]
    assert anna_small.isVisible() and not table.seats[1].isVisible()
    assert anna_small.scene.houses[(anna.street, anna.house)].number.text() == ""
    assert all(t.zone is not Zone.HOUSE or (t.street, t.index) != (anna.street, anna.house)
               for t in anna_small.scene.snapshot().recent)
    # The last resolved turn's marks are still there, still in their ink.
    first = _written(game.history[-1].actions[0])
    assert anna_small.scene.houses[(first.street, first.house)].number.ink is Ink.RECENT

    # A click on a small sheet enlarges it.
    drive.click_widget(table.seats[2])
    assert window.players_dialog is not None and window.players_dialog.isVisible()
    assert window.players_dialog.tabs.currentIndex() == 3
    window.players_dialog.close()


def test_a_resolved_turn_is_replayed_one_player_after_the_other(
        qtbot: QtBot, window: MainWindow) -> None:
    assert not window.others_sheets.replay  # off by default
    window.menu.actions["replay_turns"].trigger()
    assert window.others_sheets.replay
    window.computer.set_speed("fast")
    game = Game(Setup(Mode.STANDARD, True, ("Anna", "Robot 1", "Robot 2"), seed=5))
    window.start(game, computer_levels={1: "greedy", 2: "greedy"})
    drive = WindowDriver(qtbot, window)
    table = window.others_sheets
    seen: list[tuple[int, bool]] = []

    def replayed(seat: int) -> None:
        other = table.seats[3 - seat].scene.snapshot()
        seen.append((seat, bool(other is not None and other.recent)))

    table.seat_replayed.connect(replayed)
    drive.play_turn()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=WAIT_MS)
    # Robot 1's marks came first, while Robot 2's sheet still showed the turn before.
    assert seen == [(1, False), (2, True)]
    for seat in (1, 2):
        assert table.seats[seat].scene.snapshot().recent


def test_the_table_holds_twelve_players_and_is_hidden_in_solo(qtbot: QtBot,
                                                             window: MainWindow) -> None:
    names = tuple(f"P{i}" for i in range(12))
    window.resize(1700, 700)  # wider than the sheet at full height needs
    window.start(Game(Setup(Mode.STANDARD, False, names, seed=1)),
                 computer_levels={p: "easy" for p in range(1, 12)})
    table = window.others_sheets
    assert table.isVisible()
    assert sum(s.isVisible() for s in table.seats) == 11
    assert table.verticalScrollBar().maximum() > 0  # they do not fit: the column scrolls
    assert table.columns == 1
    window.resize(3000, 1000)
    assert table.columns == 2  # a very wide window: two columns
    window.resize(1500, 900)
    assert not table.isVisible()  # your own sheet first: the lines under it tell the rest
    assert window.panel.at_the_table.isVisible()
    window.computer.cancel()
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=1)))
    assert not table.isVisible()


def _to_write(drive: WindowDriver, game: Game, effect: Effect) -> tuple[Choose, int, int, int]:
    """A legal (choice, street, house, value) of this turn whose effect is ``effect``."""
    turn = game.turn(0)
    return next((c, s, h, v) for c, s, h, v in turn.legal_writes()
                if turn.context.combination(c).effect is effect
                and v == turn.context.combination(c).number)


def _play_effect_turn(drive: WindowDriver, game: Game, effect: Effect) -> tuple[int, int]:
    choose, street, house, _ = _to_write(drive, game, effect)
    drive.choose(choose)
    drive.click_target(Target(Zone.HOUSE, street, house))
    return street, house


def test_an_effect_is_used_at_once_only_with_exactly_one_target(qtbot: QtBot,
                                                              window: MainWindow) -> None:
    window.menu.actions["fewer_clicks"].trigger()
    assert window.settings.value("play/fewer_clicks") in (True, "true")
    seed = next(s for s in range(200) if {Effect.PARK, Effect.SURVEYOR} <= {
        c.effect for c in Game(Setup(Mode.STANDARD, False, ("Anna",), seed=s)).offer(0)})
    # A park has exactly one place (the street written in): used at once.
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=seed))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    street, _ = _play_effect_turn(drive, game, Effect.PARK)
    assert game.turn(0).actions[-1] == BuildPark(street)
    assert drive.view.step is Step.FINISH
    window.controller.cancel_auto_confirm()  # (a basic game: the turn would confirm itself)
    drive.press("undo")  # the automatic effect is taken back like any action
    assert drive.view.step is Step.EFFECT
    # A fence has many places: the player still chooses.
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=seed))
    window.start(game)
    _play_effect_turn(drive, game, Effect.SURVEYOR)
    assert len(game.turn(0).effect_targets()) > 1
    assert not any(isinstance(a, DrawFence) for a in game.turn(0).actions)
    assert drive.view.step is Step.EFFECT


def test_an_unusable_pool_is_not_used_and_the_option_is_off_by_default(
        qtbot: QtBot, window: MainWindow) -> None:
    seed = next(s for s in range(200) if Effect.PARK in {
        c.effect for c in Game(Setup(Mode.STANDARD, False, ("Anna",), seed=s)).offer(0)})
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=seed))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    assert not window.controller.auto_effect and not window.controller.auto_confirm
    _play_effect_turn(drive, game, Effect.PARK)
    assert drive.view.step is Step.EFFECT  # off: the single park place waits for a click
    assert not any(isinstance(a, (BuildPark, BuildPool)) for a in game.turn(0).actions)


def test_confirm_at_once_when_nothing_is_left_to_choose(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    window.menu.actions["fewer_clicks"].trigger()
    seed = next(s for s in range(200) if Effect.PARK in {
        c.effect for c in Game(Setup(Mode.STANDARD, False, ("Anna",), seed=s)).offer(0)})
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=seed))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    _play_effect_turn(drive, game, Effect.PARK)
    # The park was used at once; nothing is left (basic game, no plan): confirmed in a moment.
    assert isinstance(game.turn(0).actions[-1], BuildPark)
    assert game.turn_number == 0 and drive.view.confirm_pending
    qtbot.waitUntil(lambda: game.turn_number == 1, timeout=WAIT_MS)


def test_the_end_names_who_ended_it_and_plays_again_with_the_same_seats(
        qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Robot"), seed=3))
    while not game.over:
        for seat in (0, 1):
            game.play_turn(seat, make_player("greedy").decide(seat_view(game, seat),
                                                              random.Random(seat)))
    window.start(game, computer_levels={1: "greedy"})
    window.show_end()
    dialog = window.end_dialog
    assert dialog is not None
    causes = window.view_state.end_causes
    assert causes  # a sheet ended it: whose, and how
    for seat, reason in causes:
        assert end_cause_text(game.setup.players[seat], reason) in dialog.reason.text()
        assert game.setup.players[seat] in dialog.reason.text()
    labels = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    assert not any("Roundabout" in label for label in labels)  # a basic game
    buttons = window.panel.buttons
    assert not any(b.isVisible() for b in buttons.values())  # nothing left to press
    dialog.play_again_button.click()
    new = window.controller.game
    assert new is not game and not new.over and new.turn_number == 0
    assert new.setup.players == game.setup.players and new.setup.mode is game.setup.mode
    assert new.setup.advanced == game.setup.advanced and new.setup.seed != game.setup.seed
    assert window.controller.computer_levels == {1: "greedy"}
    assert buttons["confirm"].isVisible()
    window.computer.cancel()


def test_solo_end_has_no_rank(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=3))
    dialog = EndDialog(["Anna"], game.breakdowns(), ["deck"], [[0]], [], parent=window)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() <= rows + 1  # no empty row under the total
    assert not dialog.ranking.text().startswith("1.")
    assert "Anna" in dialog.ranking.text()
    labels = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    assert any("Roundabout" in label for label in labels)  # advanced: the row stays

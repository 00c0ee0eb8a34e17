"""Hot-seat multiplayer in the real window: hand-over screens, privacy, resolution, the end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.dialogs.players_sheets import PlayersDialog
from welcome_desktop.app.play.sheet_model import Zone
from welcome_desktop.app.window.at_the_table import Column
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.sheet import EMPTY


def play_whole_game(qtbot: QtBot, window: MainWindow, game: Game) -> WindowDriver:
    drive = WindowDriver(qtbot, window)
    handovers = 0
    for _ in range(60 * game.player_count):
        if game.over:
            break
        assert window.hidden, "every seat starts behind the hand-over screen"
        handovers += 1
        drive.reveal()
        seat = window.controller.player  # type: ignore[union-attr]
        assert drive.view.player == seat
        assert drive.view.offer == game.offer(seat)
        drive.play_turn()
    assert game.over
    assert handovers >= game.turn_number * game.player_count
    return drive


def test_three_player_standard_game_through_the_window(qtbot: QtBot,
                                                       window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno", "Chiara"), seed=8))
    window.start(game)
    play_whole_game(qtbot, window, game)
    dialog = window.end_dialog
    assert dialog.isVisible()
    assert dialog.table.columnCount() == 3
    totals = [dialog.table.item(dialog.table.rowCount() - 1, c).text() for c in range(3)]
    assert totals == [str(b.total) for b in game.breakdowns()]
    ranking, _ = game.ranking()
    first = game.setup.players[ranking[0][0]]
    assert dialog.ranking.text().startswith(f"1. {first}")


def test_two_player_expert_advanced_game_through_the_window(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    game = Game(Setup(Mode.EXPERT, True, ("Anna", "Bruno"), seed=13))
    window.start(game)
    play_whole_game(qtbot, window, game)
    assert window.end_dialog.isVisible()
    from welcome_desktop.rules.record import record_of
    replayed = record_of(game).replay()
    assert [s == r for s, r in zip(game.sheets, replayed.sheets, strict=True)] == [True, True]


def test_a_players_choices_stay_hidden_until_the_turn_resolves(qtbot: QtBot,
                                                              window: MainWindow) -> None:
    game = Game(Setup(Mode.EXPERT, False, ("Anna", "Bruno"), seed=5))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.reveal()
    anna_hand = game.offer(0)
    drive.play_turn(claim=False)
    written = game.turn(0).written
    assert written is not None
    street, house, _ = written
    # Anna confirmed: the screen hides her sheet until Bruno is at the screen.
    assert window.hidden
    assert not window.sheet_view.isVisible()
    drive.reveal()
    assert drive.view.player == 1
    # Bruno sees his own hand, not Anna's.
    assert drive.view.offer == game.offer(1)
    assert tuple(drive.view.offer) != tuple(anna_hand) or game.offer(1) == anna_hand
    # Bruno's sheet shows nothing of Anna's turn.
    assert drive.view.sheet.sheet.houses[street][house] == EMPTY or (
        game.turn(1).sheet.houses[street][house] != EMPTY)
    assert drive.view.sheet.town == "Bruno"
    # The other players' sheets are shown as of the last resolved turn: Anna's number is not there.
    window.show_players()
    players = window.players_dialog
    assert isinstance(players, PlayersDialog)
    assert players.snapshots[0].sheet.houses[street][house] == EMPTY
    assert players.snapshots[0].breakdown.total == 0
    players.close()
    # Once Bruno confirms, the turn resolves and Anna's number becomes visible to everyone.
    drive.play_turn(claim=False)
    assert game.turn_number == 1
    window.show_players()
    assert window.players_dialog.snapshots[0].sheet.houses[street][house] != EMPTY
    window.players_dialog.close()


def test_scores_overview_lists_every_category_for_everyone(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, True, ("Anna", "Bruno", "Chiara", "Dario"), seed=2))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    for _ in range(game.player_count):
        drive.play_turn()
    assert game.turn_number == 1
    window.show_players()
    table = window.players_dialog.table
    assert table.columnCount() == 4
    assert table.rowCount() == 18  # 3 plans, 3 parks, pools, temps, 6 estates, 3 penalties, total
    breakdowns = game.breakdowns()
    for column, breakdown in enumerate(breakdowns):
        assert table.item(table.rowCount() - 1, column).text() == str(breakdown.total)
    window.players_dialog.close()


def test_hand_over_hides_the_keyboard_too(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=3))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    assert window.hidden
    from PySide6.QtCore import Qt
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the player is here: it reveals, and only that
    assert game.turn(0).actions == []
    assert not window.hidden
    assert drive.lit(Zone.HOUSE) == []  # nothing lit before a combination is chosen


def test_the_table_shows_everyone_as_of_the_last_resolved_turn(qtbot: QtBot,
                                                              window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=21))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    table = window.panel.at_the_table
    for _ in range(6):  # a few whole turns, so the scores are not all zero
        for _seat in range(2):
            drive.reveal()
            drive.play_turn()
    drive.reveal()
    assert table.isVisible()
    totals = [b.total for b in game.breakdowns()]
    assert [line.score for line in drive.view.table] == totals
    assert [line.plans for line in drive.view.table] == [sum(s.plan_claimed) for s in game.sheets]
    assert [line.refusals for line in drive.view.table] == [s.refusals for s in game.sheets]
    assert table.looks(1, Column.SCORE) == str(totals[1])
    assert "▸" in table.looks(0, Column.PLAYER) and "▸" not in table.looks(1, Column.PLAYER)
    # Anna plays and confirms: her line says so, but not what she wrote, until the turn resolves.
    drive.play_turn()
    drive.reveal()
    assert drive.view.player == 1
    assert drive.view.table[0].confirmed and not drive.view.table[1].confirmed
    assert [line.score for line in drive.view.table] == totals
    assert table.looks(0, Column.THIS_TURN) == "✓ played"
    assert table.cell(1, Column.THIS_TURN).text() == "waiting"
    assert "▸" in table.looks(1, Column.PLAYER)
    # A click on a line opens that player's sheet.
    view = table.table
    cell = view.visualRect(view.model().index(0, Column.PLANS))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    dialog = window.players_dialog
    assert isinstance(dialog, PlayersDialog)
    assert dialog.tabs.currentIndex() == 1
    assert dialog.tabs.tabText(1) == "Anna"
    dialog.close()


def test_a_solo_game_has_no_table(qtbot: QtBot, window: MainWindow) -> None:
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=3)))
    assert window.view_state is not None
    assert window.view_state.table == ()
    assert not window.panel.at_the_table.isVisible()


def test_in_expert_the_card_received_wears_a_badge(qtbot: QtBot, window: MainWindow) -> None:
    """The card passed to you is marked as the one you pass is (issue 45)."""
    game = Game(Setup(Mode.EXPERT, False, ("Anna", "Bruno"), seed=5))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.reveal()
    cards = [window.panel.offer.card_widget(i) for i in range(3)]
    assert not any(card.received for card in cards)  # nothing passed before the first turn
    drive.play_turn(claim=False)
    drive.reveal()
    drive.play_turn(claim=False)
    assert game.turn_number == 1
    drive.reveal()
    assert game.passer_of(drive.view.player) is not None
    assert [card.received for card in cards] == [True, False, False]
    assert "passed to you" in drive.view.table_note


def test_at_the_table_by_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    """Focused, the table moves between players with the arrow keys (the window's shortcuts
    leave them to it) and opens the player's sheet on Space."""
    window.start(Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=21)))
    drive = WindowDriver(qtbot, window)
    drive.reveal()
    view = window.panel.at_the_table.focus_widget()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    assert isinstance(view, QAbstractItemView)
    view.setCurrentIndex(view.model().index(0, Column.PLAYER))
    cursor = window.sheet_cursor.target
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == 1
    assert window.sheet_cursor.target == cursor  # the arrow stayed in the table
    qtbot.keyClick(view, Qt.Key.Key_Space)
    dialog = window.players_dialog
    assert isinstance(dialog, PlayersDialog) and dialog.isVisible()
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Bruno"
    dialog.close()

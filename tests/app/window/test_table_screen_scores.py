"""The table screen's end: how everyone scored, as a table in ranking order whose rows are the
rules' breakdowns summed as the sheet's score columns sum them (window/table_screen_scores.py),
large, whole, and read-only."""

from __future__ import annotations

import dataclasses
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView
from pytestqt.qtbot import QtBot

from welcome_desktop.app.play.public_table import public_table
from welcome_desktop.app.window.table_screen import TableScreen
from welcome_desktop.app.window.table_screen_scores import ScoreTable, ranked_rows
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.scoring import Breakdown

TWELVE = ("Anna", "Ben", "Cleo", "Dan", "Emil", "Fran", "Gita", "Hugo", "Ines", "Jan", "Kai",
          "Lia")
BASIC = ["Place", "Player", "City plans", "Parks", "Pools", "Temp agency", "Estates",
         "Bis (−)", "Refusals (−)", "Total"]


def finished(players: tuple[str, ...], *, advanced: bool = False, sheet: str = "base") -> Game:
    """A game played to its end, greedy and easy players in turn (scores apart, and ties)."""
    game = Game(Setup(Mode.STANDARD, advanced, players, seed=7, sheet=sheet))
    rng = random.Random(3)
    kinds = [make_player("easy" if seat % 2 else "greedy") for seat in range(len(players))]
    while not game.over:
        for seat in range(game.player_count):
            game.play_turn(seat, kinds[seat].decide(seat_view(game, seat), rng))
    return game


def expected_row(b: Breakdown, *, advanced: bool, theme: bool) -> list[str]:
    """A breakdown as the paper sheet's score columns sum it, written out here again."""
    cells = [sum(b.plans)] + ([b.theme_points] if theme else []) + [
        sum(b.parks), b.pools, b.temps, sum(e.count * e.value for e in b.estates), b.bis]
    cells += [b.roundabouts] if advanced else []
    return [str(cell) for cell in [*cells, b.refusals, b.total]]


def shown(table: ScoreTable) -> tuple[list[str], list[list[str]]]:
    """The headers (on one line) and the cells' texts."""
    headers = []
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        assert item is not None
        headers.append(item.text().replace("\n", " "))
    rows = []
    for row in range(table.rowCount()):
        cells = []
        for column in range(table.columnCount()):
            cell = table.item(row, column)
            assert cell is not None
            cells.append(cell.text())
        rows.append(cells)
    return headers, rows


def screen_at_end(qtbot: QtBot, game: Game, width: int, height: int) -> TableScreen:
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(width, height)
    screen.show_table(public_table(game))
    screen.show()
    return screen


def check_rows(screen: TableScreen, game: Game, *, advanced: bool, theme: bool) -> None:
    """Every player's row in ranking order: the place (ties share it), the name, the
    breakdown's columns, the total."""
    _, rows = shown(screen.final_scores)
    breakdowns = game.breakdowns()
    groups, _ = game.ranking()
    expected, place = [], 1
    for group in groups:
        for seat in group:
            expected.append([str(place), game.setup.players[seat],
                             *expected_row(breakdowns[seat], advanced=advanced, theme=theme)])
        place += len(group)
    assert rows == expected
    totals = [int(row[-1]) for row in rows]
    assert totals == sorted(totals, reverse=True)


def test_three_players_scores_at_the_end_are_the_rules_breakdowns(qtbot: QtBot) -> None:
    game = finished(("Anna", "Ben", "Cleo"))
    screen = screen_at_end(qtbot, game, 1920, 1080)
    table = screen.final_scores
    assert table.isVisible() and screen.title.text() == "The game is over"
    assert not any(card.isVisible() for card in screen.cards)
    headers, rows = shown(table)
    assert headers == BASIC  # no roundabouts in a basic game, no theme on the base sheet
    check_rows(screen, game, advanced=False, theme=False)
    groups, _ = game.ranking()
    assert len(groups[0]) == 2 and [row[0] for row in rows] == ["1", "1", "3"]  # a tie
    # The total in bold; read-only, nothing to select, never focused, no scroll bar.
    total = table.item(0, table.columnCount() - 1)
    name = table.item(0, 1)
    assert total is not None and name is not None
    assert total.font().bold() and not name.font().bold()
    assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    assert table.selectionMode() == QAbstractItemView.SelectionMode.NoSelection
    assert table.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert not name.flags() & Qt.ItemFlag.ItemIsSelectable
    assert not table.horizontalScrollBar().isVisible()
    assert not table.verticalScrollBar().isVisible()
    # Large, read across a room: a third of the screen's height, the type over 40 pixels.
    assert table.kind.px >= 40
    first_sheet = min(sheet.geometry().top() for sheet in screen.sheets if sheet.isVisible())
    assert table.geometry().bottom() < first_sheet


def test_a_screen_reader_reads_the_scores_as_a_table(qtbot: QtBot) -> None:
    """Its name, its column headers on one line each (two on the screen), a cell per score."""
    game = finished(("Anna", "Ben", "Cleo"))
    screen = screen_at_end(qtbot, game, 1920, 1080)
    assert screen.final_scores.kind.header_lines == 2
    iface = QAccessible.queryAccessibleInterface(screen.final_scores)
    assert iface is not None and iface.role() == QAccessible.Role.Table
    assert iface.text(QAccessible.Text.Name) == "The final scores"
    kids = [iface.child(i) for i in range(iface.childCount())]
    headers = [k.text(QAccessible.Text.Name) for k in kids
               if k.role() == QAccessible.Role.ColumnHeader]
    assert headers == BASIC
    cells = [k.text(QAccessible.Text.Name) for k in kids if k.role() == QAccessible.Role.Cell]
    assert cells == [text for row in shown(screen.final_scores)[1] for text in row]


def test_a_thematic_advanced_game_has_its_theme_and_roundabouts_columns(
        qtbot: QtBot) -> None:
    game = finished(("Anna", "Ben", "Cleo"), advanced=True, sheet="christmas")
    assert any(b.roundabouts for b in game.breakdowns())
    assert any(b.theme_points for b in game.breakdowns())
    screen = screen_at_end(qtbot, game, 1366, 768)
    headers, _ = shown(screen.final_scores)
    assert headers == [*BASIC[:3], "Christmas lights", *BASIC[3:8], "Roundabouts (−)",
                       *BASIC[8:]]
    check_rows(screen, game, advanced=True, theme=True)


def test_twelve_players_scores_fit_whole_above_the_sheets_at_1366(qtbot: QtBot) -> None:
    game = finished(TWELVE)
    screen = screen_at_end(qtbot, game, 1366, 768)
    table = screen.final_scores
    check_rows(screen, game, advanced=False, theme=False)
    assert table.rowCount() == 12
    # Every row whole above the first sheet; the table in the left part, beside the scores.
    first_sheet = min(sheet.geometry().top() for sheet in screen.sheets if sheet.isVisible())
    header_h = table.horizontalHeader().height()
    rows_h = sum(table.rowHeight(row) for row in range(12))
    assert table.geometry().top() + header_h + rows_h <= first_sheet
    assert table.geometry().bottom() < first_sheet
    assert table.geometry().right() < screen.scores.geometry().left()
    assert table.height() >= header_h + rows_h + 2 * table.frameWidth()
    assert table.width() >= sum(table.columnWidth(c) for c in range(table.columnCount()))
    # No word nor number wider than its column, no header line either; the lines high enough.
    for column in range(table.columnCount()):
        header = table.horizontalHeaderItem(column)
        assert header is not None
        metrics = QFontMetrics(header.font())
        for line in header.text().split("\n"):
            assert metrics.horizontalAdvance(line) < table.columnWidth(column), line
        assert metrics.lineSpacing() * len(header.text().split("\n")) <= header_h
        for row in range(12):
            cell = table.item(row, column)
            assert cell is not None
            cell_metrics = QFontMetrics(cell.font())
            assert cell_metrics.horizontalAdvance(cell.text()) < table.columnWidth(column)
            assert cell_metrics.height() <= table.rowHeight(row)
    assert table.kind.px >= 14  # readable on that screen


def test_the_scores_are_empty_before_the_end_and_public_at_it() -> None:
    game = finished(("Anna", "Ben"))
    assert public_table(game).breakdowns == tuple(game.breakdowns())
    going = Game(Setup(Mode.STANDARD, True, ("Anna", "Ben"), seed=7, sheet="ice-cream"))
    during = public_table(going)
    assert during.breakdowns == () and during.advanced and during.sheet == "ice-cream"


def test_tied_players_share_a_place_and_the_next_one_skips_it() -> None:
    table = dataclasses.replace(public_table(finished(("Anna", "Ben"))),
                                ranking=((2, 0), (1,), (3,)))
    assert ranked_rows(table) == [(1, 2), (1, 0), (3, 1), (4, 3)]

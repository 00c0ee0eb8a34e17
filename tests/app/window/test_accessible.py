"""The window as a screen reader reads it, in the process (Qt's accessibility interfaces): the
sheet's places, the cards' actions and states, what is announced (issue 45, items 1 and 2; the
test from outside the process, over AT-SPI, is tests/app/window/test_atspi.py)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAbstractItemView
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from tests.counted import points
from welcome_desktop.app.play.turn_view import SeatLine, Step
from welcome_desktop.app.window.at_the_table import AtTheTable, Column
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules import Game, Mode, Setup

PRESS = QAccessibleActionInterface.pressAction()
NAME = QAccessible.Text.Name


def interface(widget: object) -> QAccessibleInterface:
    iface = QAccessible.queryAccessibleInterface(widget)  # type: ignore[arg-type]
    assert iface is not None
    return iface


def children(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    return [iface.child(i) for i in range(iface.childCount())]


def houses(window: MainWindow) -> list[QAccessibleInterface]:
    sheet = interface(window.sheet_view)
    return [cell for row in children(sheet)[:3] for cell in children(row)
            if re.search(r", house \d+:", cell.text(NAME))]


def test_the_sheet_is_a_table_of_named_places(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=4))
    window.start(game)
    sheet = interface(window.sheet_view)
    assert sheet.role() == QAccessible.Role.Table
    assert sheet.text(NAME) == "Your sheet"
    rows = children(sheet)
    assert [row.text(NAME) for row in rows] == ["Top street", "Middle street", "Bottom street",
                                                 "Scoring area"]
    assert all(row.role() == QAccessible.Role.Row for row in rows)
    named = houses(window)
    assert len(named) == 33
    assert named[0].text(NAME) == "Top street, house 1: empty"
    assert "planned pool" in named[2].text(NAME)
    assert all(cell.role() == QAccessible.Role.Cell for cell in named)
    # Described with the tooltip's words, without markup.
    description = named[0].text(QAccessible.Text.Description)
    assert "numbers rise from left to right" in description and "<" not in description
    scoring = [cell.text(NAME) for cell in children(rows[3])]
    assert "Refusals: 0 of 3" in scoring
    assert "Total: 0 points (0 plus, 0 minus)" in scoring
    assert any(name.startswith("City plan n°1: not claimed") for name in scoring)
    parks = [cell.text(NAME) for cell in children(rows[1]) if cell.text(NAME).startswith("Parks")]
    assert parks == ["Parks, middle street: 0 of 4, 0 points"]


def test_a_turn_through_accessible_actions_alone(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=4))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    choice = min(drive.view.playable, key=lambda c: c.number_card)
    card = interface(window.panel.offer.card_widget(choice.number_card))
    assert card.role() == QAccessible.Role.Button
    assert card.state().focusable and not card.state().selected
    actions = card.actionInterface()
    assert PRESS in actions.actionNames()
    actions.doAction(PRESS)  # as Qt's buttons: once the screen reader's call has returned
    qtbot.waitUntil(lambda: drive.view.step is Step.WRITE)
    assert card.state().selected
    lit = [cell for cell in houses(window) if cell.state().selectable]
    assert lit and len(lit) == len([t for t in drive.view.sheet.highlights])
    scoring = children(children(interface(window.sheet_view))[3])
    unlit = next(cell for cell in scoring if cell.text(NAME).startswith("Refusals"))
    assert not unlit.state().selectable
    assert PRESS not in unlit.actionInterface().actionNames()
    target = lit[-1]
    number = game.turn(0).context.offer[choice.number_card].number
    target.actionInterface().doAction(PRESS)
    qtbot.waitUntil(lambda: game.turn(0).written is not None)
    assert target.text(NAME).endswith(f": {number}") or f": {number}," in target.text(NAME)
    if drive.view.step is Step.EFFECT:
        skip = interface(window.panel.buttons["skip"])
        skip.actionInterface().doAction(PRESS)  # a button's press is an animated click
        qtbot.waitUntil(lambda: drive.view.step is not Step.EFFECT)
    confirm = interface(window.panel.buttons["confirm"])
    assert confirm.state().focusable
    confirm.actionInterface().doAction(PRESS)
    qtbot.waitUntil(lambda: game.turn_number == 1)


def test_the_focus_and_the_cursor_are_one(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=4))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    choice = min(drive.view.playable, key=lambda c: c.number_card)
    drive.choose(choice)
    window.sheet_view.setFocus()
    window.move_cursor(1)
    sheet = interface(window.sheet_view)
    focused = sheet.focusChild()
    assert focused is not None and window.sheet_cursor.target is not None
    lit = [cell for cell in houses(window) if cell.state().selectable]
    # A screen reader's focus action moves the keyboard's cursor there.
    lit[-1].actionInterface().doAction(QAccessibleActionInterface.setFocusAction())
    qtbot.waitUntil(lambda: window.scene.snapshot().focus == drive.lit()[-1])  # type: ignore[union-attr]
    assert sheet.focusChild().text(NAME) == lit[-1].text(NAME)


def test_offers_actions_and_refusals_are_announced(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=4))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    said = window.announcer.said
    assert said and said[0].startswith("Turn 1, Anna. Card 1: House number")
    choice = min(drive.view.playable, key=lambda c: c.number_card)
    drive.choose(choice)
    assert said[-1] == drive.view.prompt  # what the choice led to
    drive.press("undo")
    drive.click_too_small_number(game)
    assert window.panel.message.text() and said[-1] == window.panel.message.text()


def test_at_the_table_is_a_table_read_in_words(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=21))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    for _seat in range(2):
        drive.play_turn()
    if window.hidden:
        drive.reveal()
    table = window.panel.at_the_table
    iface = interface(table.focus_widget())
    assert iface.role() == QAccessible.Role.Table and iface.text(NAME) == "At the table"
    # PySide6 binds no QAccessibleTableInterface: the table's children are its header's
    # cells, then its cells row by row, each a QAccessibleTableCellInterface.
    kids = children(iface)
    headers = [kid for kid in kids if kid.role() == QAccessible.Role.ColumnHeader]
    assert [h.text(NAME) for h in headers] == [
        "Player", "Score", "Plans", "Refusals", "Last turn", "This turn"]
    found = [kid for kid in kids if kid.role() == QAccessible.Role.Cell]
    assert len(found) == 2 * 6
    places = [(c.tableCellInterface().rowIndex(), c.tableCellInterface().columnIndex())
              for c in found]
    assert places == [(row, column) for row in range(2) for column in range(6)]
    cells = [found[row * 6:row * 6 + 6] for row in range(2)]
    names = [[cell.text(NAME) for cell in row] for row in cells]
    assert names[0][0] == "Anna, playing now" and names[1][0] == "Bruno"
    assert names[0][1] == points(game.breakdowns()[0].total)
    claimed = game.sheets[0].plan_claimed.count(True)
    assert names[0][2].startswith(f"{claimed} of 3 plans")
    assert names[1][3] == f"Refusals: {game.sheets[1].refusals} of 3"
    last = table.last_turn(1)
    assert last and names[1][4] == last  # whole, never cut short with "…"
    assert names[0][5] == names[1][5] == "waiting"
    header = cells[1][4].tableCellInterface()
    assert header is not None
    assert [h.text(NAME) for h in header.columnHeaderCells()] == ["Last turn"]
    for row in cells:
        for cell in row:
            words = cell.text(NAME) + cell.text(QAccessible.Text.Description)
            assert not set(words) & set("○●☐☒<>▸"), words
    assert "points" in cells[0][1].text(QAccessible.Text.Description)
    # Focusable, and Tab leaves it (window/focus_order.py).
    view = table.focus_widget()
    assert view.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert isinstance(view, QAbstractItemView) and not view.tabKeyNavigation()
    assert view.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers


def test_at_the_table_names_the_plans_claimed_and_the_refusals(qtbot: QtBot) -> None:
    """Words for the marks: which plans, how many refusals ("2 of 3 plans: 1 and 3")."""
    table = AtTheTable()
    qtbot.addWidget(table)
    lines = [SeatLine("Anna", 12, 2, 1, True, "", claimed=(1, 3)),
             SeatLine("Bruno", 3, 1, 0, False, "strong", claimed=(2,)),
             SeatLine("Cleo", 0, 0, 3, False, "")]
    table.set_table(lines, 1)
    names = [[table.cell(seat, column).text() for column in Column if column < Column.HERE]
             for seat in range(3)]
    assert names[0][Column.PLANS] == "2 of 3 plans: 1 and 3"
    assert names[1][Column.PLANS] == "1 of 3 plans: 2"
    assert names[2][Column.PLANS] == "0 of 3 plans"
    assert [row[Column.REFUSALS] for row in names] == [
        "Refusals: 1 of 3", "Refusals: 0 of 3", "Refusals: 3 of 3"]
    assert names[1][Column.PLAYER] == "Bruno (hard), playing now"
    assert [row[Column.THIS_TURN] for row in names] == ["played", "waiting", "waiting"]
    # The eye reads the same: each claimed plan full in its place, the refusals crossed.
    assert table.looks(0, Column.PLANS) == "●○●" and table.looks(1, Column.PLANS) == "○●○"
    assert table.looks(0, Column.REFUSALS) == "☒☐☐"
    assert table.looks(1, Column.PLAYER) == "▸ Bruno (hard)"
    assert table.looks(0, Column.THIS_TURN) == "✓ played"
    table.set_table(lines, 1, over=True)  # the game over: nobody plays this turn
    assert table.cell(0, Column.THIS_TURN).text() == ""
    table.set_table([*lines[:2], SeatLine("Dan", 0, 0, 0, False, "", here=True)], 0)
    assert table.table.rowCount() == 3 and table.table.columnCount() == len(Column)
    assert table.cell(2, Column.HERE).text() == "Played at this screen."
    assert table.looks(2, Column.HERE) == "here"

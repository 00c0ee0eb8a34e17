"""The thematic sheets in the real window: their drawing follows the rules' state after real
clicks, and the bottom street's truck is chosen by a click or with the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.dialogs.history import HistoryDialog
from welcome_desktop.app.dialogs.new_game import NewGameDialog
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.sheet.ink import Ink
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.theme_drawing import ThemeDrawing
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules import Game, Mode, Setup, theme_view
from welcome_desktop.rules.actions import Choose
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.themes import CHRISTMAS, EASTER, ICE_CREAM, LEFT, RIGHT


def start(window: MainWindow, sheet: str, seed: int = 3) -> Game:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=seed, sheet=sheet))
    window.start(game)
    return game


def theme(window: MainWindow) -> ThemeDrawing:
    drawing = window.scene.drawing.theme
    assert drawing is not None
    return drawing


def plain_choice(drive: WindowDriver, numbers: tuple[int, ...] | None = None) -> Choose | None:
    """A combination whose effect never changes the number (not the temp agency)."""
    view = drive.view
    for choice in sorted(view.playable, key=lambda c: c.number_card):
        card = view.offer[choice.number_card]
        if view.offer[choice.effect_card or choice.number_card].effect is Effect.TEMP:
            continue
        if numbers is None or card.number in numbers:
            return choice
    return None


def write_with_a_click(drive: WindowDriver, street: int, house: int,
                       numbers: tuple[int, ...] | None = None) -> int:
    choice = plain_choice(drive, numbers)
    assert choice is not None
    drive.choose(choice)
    assert Target(Zone.HOUSE, street, house) in drive.view.sheet.highlights
    drive.click_target(Target(Zone.HOUSE, street, house))
    return drive.view.offer[choice.number_card].number


def test_the_ice_cream_truck_is_chosen_by_a_click_and_sells_and_loses_cones(
        qtbot: QtBot, window: MainWindow) -> None:
    game = start(window, ICE_CREAM)
    drive = WindowDriver(qtbot, window)
    assert window.scene.drawing.kind == ICE_CREAM
    trucks = [Target(Zone.TRUCK, 2, LEFT), Target(Zone.TRUCK, 2, RIGHT)]
    assert not set(trucks) & drive.view.sheet.highlights  # not due yet: not lit
    write_with_a_click(drive, 2, 3)
    assert game.turn(0).truck_due
    assert set(drive.lit()) == set(trucks)  # only the two trucks are lit
    assert "truck" in drive.view.prompt
    assert not window.panel.buttons["confirm"].isEnabled()
    drive.click_target(trucks[RIGHT])
    sheet = game.turn(0).sheet
    assert not game.turn(0).truck_due
    assert theme_view.trucks(sheet)[2].end == "right"
    drawn = theme(window)
    chosen, crossed = drawn.truck_marks[RIGHT][0], drawn.truck_marks[LEFT][1]
    assert chosen.isVisible() and crossed.isVisible()
    assert not drawn.truck_marks[LEFT][0].isVisible()
    # Driving right to left from the end to house 4: its cone sold, those on the way lost.
    states = {(c.street, c.house): c.state for c in theme_view.cones(sheet)}
    assert states[(2, 3)] == theme_view.SOLD
    assert states[(2, 10)] == theme_view.LOST
    assert states[(2, 1)] == theme_view.OPEN
    for key, state in states.items():
        sold, lost = drawn.cones[key]
        assert sold.isVisible() == (state == theme_view.SOLD), key
        assert lost.isVisible() == (state == theme_view.LOST), key
    for h in range(12):
        assert drawn.driven[(2, h, -1)].isVisible() == (h >= 3)
        assert not drawn.driven[(2, h, 1)].isVisible()
    # The live score of the bottom street: the sold cone's scoops.
    assert drawn.street_scores[2].text() == "1"
    drive.press("confirm")
    assert game.turn_number == 1
    assert drawn.truck_marks[RIGHT][0].isVisible()


def test_the_truck_choice_with_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    game = start(window, ICE_CREAM)
    drive = WindowDriver(qtbot, window)
    write_with_a_click(drive, 2, 5)
    assert game.turn(0).truck_due
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.sheet_cursor.target == Target(Zone.TRUCK, 2, LEFT)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.sheet_cursor.target == Target(Zone.TRUCK, 2, RIGHT)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    sheet = game.turn(0).sheet
    assert theme_view.trucks(sheet)[2].end == "left"
    # Driving left to right up to house 6: houses 1..6 passed, house 6's cone sold.
    states = {(c.street, c.house): c.state for c in theme_view.cones(sheet)}
    assert states[(2, 5)] == theme_view.SOLD and states[(2, 0)] == theme_view.LOST
    assert theme(window).cones[(2, 5)][0].isVisible()
    assert theme(window).truck_marks[RIGHT][1].isVisible()


def test_christmas_lights_are_drawn_between_linked_houses(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    game = start(window, CHRISTMAS, seed=4)
    drive = WindowDriver(qtbot, window)
    choice = plain_choice(drive)
    assert choice is not None
    number = drive.view.offer[choice.number_card].number
    # A number one less in the first house: the chosen number next to it makes a link.
    turn = game.turn(0)
    turn.start.write(1, 0, number - 1)
    from welcome_desktop.rules.turn import PlayerTurn
    game.turns[0] = PlayerTurn(turn.start, turn.context)
    assert window.controller is not None
    window.controller.announce()
    assert not theme(window).lights[(1, 0)].isVisible()
    write_with_a_click(drive, 1, 1, (number,))
    assert theme_view.lights(game.turn(0).sheet)[1] == (0,)
    assert theme(window).lights[(1, 0)].isVisible()
    assert not theme(window).lights[(1, 1)].isVisible()
    assert theme(window).street_scores[1].text() == "2"
    assert theme(window).total.text() == "2"


def test_easter_eggs_are_circled_when_collected(qtbot: QtBot, window: MainWindow) -> None:
    seed = next(s for s in range(1, 200)
                if any(c.number in (8, 10) and c.effect is not Effect.TEMP
                       for c in Game(Setup(Mode.STANDARD, False, ("A",), seed=s,
                                           sheet=EASTER)).offer(0)))
    game = start(window, EASTER, seed=seed)
    drive = WindowDriver(qtbot, window)
    eggs = theme(window).eggs[(0, 3)]  # two eggs printed on the 4th house of the top street
    assert len(eggs) == 2 and not any(e.isVisible() for e in eggs)
    write_with_a_click(drive, 0, 3, (8, 10))
    assert [e.collected for e in theme_view.eggs(game.turn(0).sheet)
            if (e.street, e.house) == (0, 3)] == [2]
    assert all(e.isVisible() for e in eggs)
    assert theme(window).egg_count is not None
    assert theme(window).egg_count.text() == "2"


def test_a_scene_draws_the_sheet_of_the_snapshots_theme(qtbot: QtBot) -> None:
    from welcome_desktop.app.play.sheet_model import sheet_snapshot
    scene = SheetScene()
    for kind in (ICE_CREAM, CHRISTMAS, EASTER, "base"):
        game = Game(Setup(Mode.SOLO, False, ("A",), seed=1, sheet=kind))
        scene.set_snapshot(sheet_snapshot(game, 0))
        assert scene.drawing.kind == kind
        assert (scene.drawing.theme is None) == (kind == "base")
        assert (Target(Zone.TRUCK, 2, LEFT) in scene.zones) == (kind == ICE_CREAM)


def test_new_game_starts_a_themed_game_and_remembers_the_neighbourhood(
        qtbot: QtBot, window: MainWindow) -> None:
    drive = WindowDriver(qtbot, window)
    names: list[str] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.ways.buttons["alone"].click()  # New game's first step
        names.extend(dialog.sheet.itemText(i) for i in range(dialog.sheet.count()))
        assert dialog.sheet.currentData() == "base"  # nothing remembered yet
        dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.SOLO))
        dialog.sheet.setCurrentIndex(dialog.sheet.findData(EASTER))
        drive.click_widget(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    drive.answer_next_dialog(answer)
    assert window.new_game()
    drive.stop_waiting()
    assert names == ["Base", "Ice Cream Truck", "Christmas Lights", "Easter Eggs"]
    assert window.controller is not None
    assert window.controller.game.setup.sheet == EASTER
    assert window.scene.drawing.kind == EASTER
    again = NewGameDialog(window, window.settings)
    assert again.sheet.currentData() == EASTER  # remembered
    again.deleteLater()


def test_the_end_dialog_and_the_history_name_the_neighbourhood(
        qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=31, sheet=ICE_CREAM))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    for _ in range(60):
        if game.over:
            break
        drive.play_turn()
    assert game.over
    dialog = window.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.neighbourhood.text() == "Neighbourhood: Ice Cream Truck"
    labels = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    row = labels.index("Ice cream")
    assert labels[row - 1] == "City plan n°3" and labels[row + 1] == "Parks, street 1"
    points = game.breakdowns()[0].theme_points
    assert dialog.table.item(row, 0).text() == str(points)
    assert theme(window).total.text() == str(points)
    history = HistoryDialog(window.files.store.history(), window)
    assert "solo, Ice Cream Truck" in [history.table.item(0, c).text()
                                                for c in range(history.table.columnCount())]
    history.deleteLater()


def test_a_thumbnail_stays_a_thumbnail_on_a_thematic_sheet(qtbot: QtBot) -> None:
    from welcome_desktop.app.play.sheet_model import sheet_snapshot
    scene = SheetScene()
    scene.drawing.print_floor = False  # as the table's small sheets do
    game = Game(Setup(Mode.SOLO, False, ("A",), seed=1, sheet=CHRISTMAS))
    scene.set_snapshot(sheet_snapshot(game, 0))
    assert scene.drawing.kind == CHRISTMAS and not scene.drawing.print_floor


def test_a_hint_shows_its_truck_faintly(qtbot: QtBot, window: MainWindow) -> None:
    from welcome_desktop.app.sheet.ink import Ink
    from welcome_desktop.rules.actions import ChooseTruck
    start(window, ICE_CREAM)
    assert window.controller is not None
    window.controller.show_hint([ChooseTruck("left")], 42.0)
    circle = theme(window).truck_marks[LEFT][0]
    assert circle.isVisible() and circle.ink is Ink.HINT
    assert not theme(window).truck_marks[RIGHT][0].isVisible()
    from welcome_desktop.app.play.hint import hint_text
    hint = window.controller.hint
    assert hint is not None and hint.truck == ChooseTruck("left")
    assert "truck from the left end" in hint_text(hint)
    assert "right end" not in hint_text(hint)


def _preview_shown(window: MainWindow, drive_of: theme_view.TruckDrive) -> None:
    """The sheet shows ``drive_of`` in the suggestion's ink, and nothing of the other truck's."""
    drawn = theme(window)
    step = 1 if drive_of.end == "left" else -1
    for h in range(12):
        segment = drawn.driven[(2, h, step)]
        assert segment.isVisible() == (h in drive_of.passed)
        assert not drawn.driven[(2, h, -step)].isVisible()
        if (2, h) in drawn.cones:
            sold, lost = drawn.cones[(2, h)]
            assert sold.isVisible() == (h in drive_of.sold)
            assert lost.isVisible() == (h in drive_of.lost)
            if h in drive_of.sold:
                assert sold.ink is Ink.PREVIEW
    for h in drive_of.passed:
        assert drawn.driven[(2, h, step)].ink is Ink.PREVIEW


def test_a_lit_truck_previews_its_drive_under_the_pointer_and_the_cursor(
        qtbot: QtBot, window: MainWindow) -> None:
    """Issue 36 point 9: hovering a truck (or the keyboard cursor on it) draws the line it would
    drive and the cones it would sell and lose, from the rules' truck_drive; nothing changes."""
    game = start(window, ICE_CREAM)
    drive = WindowDriver(qtbot, window)
    write_with_a_click(drive, 2, 5)
    sheet = game.turn(0).sheet
    assert game.turn(0).truck_due
    left = theme_view.truck_drive(sheet, "left")
    right = theme_view.truck_drive(sheet, "right")
    assert left is not None and right is not None and left.lost and right.lost
    drawn = theme(window)
    assert not any(segment.isVisible() for segment in drawn.driven.values())
    view = window.sheet_view
    zone = window.scene.zones[Target(Zone.TRUCK, 2, RIGHT)]
    qtbot.mouseMove(view.viewport(), view.mapFromScene(zone.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: drawn.hover == Target(Zone.TRUCK, 2, RIGHT), timeout=2000)
    _preview_shown(window, right)
    assert f"cones lost {len(right.lost)}." in zone.toolTip()
    # Away from the truck: nothing is previewed; the cursor on the left truck previews it.
    qtbot.mouseMove(view.viewport(), view.mapFromScene(
        window.scene.zones[Target(Zone.HOUSE, 0, 0)].sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: drawn.hover != Target(Zone.TRUCK, 2, RIGHT), timeout=2000)
    assert not any(segment.isVisible() for segment in drawn.driven.values())
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.sheet_cursor.target == Target(Zone.TRUCK, 2, LEFT)
    _preview_shown(window, left)
    assert game.turn(0).truck_due and game.turn(0).sheet.bottom_end == sheet.bottom_end

"""The window with the keyboard alone, from the first key: every key goes to the widget that
has the focus (as a real keyboard's would), never a click (issue 45, item 3)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from welcome_desktop.app.play.sheet_model import Zone
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.focus_order import REGIONS, region_widgets
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.sheet import EMPTY

NONE = Qt.KeyboardModifier.NoModifier


def focused() -> QWidget:
    if QApplication.activeWindow() is None and QApplication.activeModalWidget() is None:
        # A dialog closed: a window manager gives the focus back to the window; offscreen
        # there is none, so the test does it (the window keeps its focused widget).
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        assert len(windows) == 1
        windows[0].activateWindow()
        QApplication.processEvents()
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard's focus"
    return widget


def key(qtbot: QtBot, code: Qt.Key, modifier: Qt.KeyboardModifier = NONE) -> None:
    """Press ``code`` on the widget with the focus, as a keyboard would."""
    qtbot.keyClick(focused(), code, modifier)


def answer_dialogs_with_enter(qtbot: QtBot) -> list[str]:
    """Answer every modal dialog that opens (a temp number, a set of estates) with Enter on its
    focused widget, until the returned list is closed over by appending "stop"."""
    answered: list[str] = []
    seen: list[QDialog] = []

    def poll() -> None:
        if answered and answered[-1] == "stop":
            return
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible() and dialog not in seen:
            target = QApplication.focusWidget()
            if target is None or not dialog.isAncestorOf(target):
                dialog.activateWindow()  # offscreen, no window manager activates it
            else:
                seen.append(dialog)
                answered.append(type(dialog).__name__)
                qtbot.keyClick(target, Qt.Key.Key_Return)
        QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return answered


def activate(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def cursor_to(qtbot: QtBot, window: MainWindow, zone: Zone | None = None) -> None:
    """Move the sheet's cursor with the arrow key to the next lit place (of ``zone``)."""
    for _ in range(200):
        key(qtbot, Qt.Key.Key_Right)
        target = window.sheet_cursor.target
        assert target is not None
        if zone is None or target.zone is zone:
            return
    raise AssertionError(f"no lit place of {zone}")


def test_a_whole_solo_game_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=31))
    window.start(game)
    activate(qtbot, window)
    drive = WindowDriver(qtbot, window)  # read only: what the window shows
    dialogs = answer_dialogs_with_enter(qtbot)
    try:
        for _ in range(60):
            if game.over:
                break
            view = drive.view
            if view.refusal_forced:
                key(qtbot, Qt.Key.Key_X)
            else:
                choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
                assert choice.effect_card is not None  # solo: a number and another's effect
                key(qtbot, Qt.Key(Qt.Key.Key_1 + choice.number_card))
                key(qtbot, Qt.Key(Qt.Key.Key_1 + choice.effect_card))
                assert drive.view.step is Step.WRITE, drive.view.prompt
                cursor_to(qtbot, window, Zone.HOUSE)
                key(qtbot, Qt.Key.Key_Space)
                for _attempt in range(3):
                    if drive.view.step is not Step.EFFECT or not drive.view.sheet.highlights:
                        break
                    cursor_to(qtbot, window)
                    key(qtbot, Qt.Key.Key_Space)
                if drive.view.step is Step.EFFECT:
                    key(qtbot, Qt.Key.Key_S)
                while any(t.zone is Zone.PLAN for t in drive.view.sheet.highlights):
                    cursor_to(qtbot, window, Zone.PLAN)
                    key(qtbot, Qt.Key.Key_Space)
            assert drive.view.can_confirm, drive.view.prompt
            turn = game.turn_number
            key(qtbot, Qt.Key.Key_Return)
            assert game.turn_number == turn + 1 or game.over
    finally:
        dialogs.append("stop")
    assert game.over and game.end_reasons
    assert drive.view.step is Step.OVER
    written = sum(1 for street in game.sheets[0].houses for house in street if house != EMPTY)
    assert written > 10
    # The model holds exactly what the keys asked: every turn is in the log and replays.
    from welcome_desktop.rules.record import record_of
    assert record_of(game).replay().sheets[0] == game.sheets[0]


def test_tab_visits_the_regions_in_their_order(qtbot: QtBot, window: MainWindow) -> None:
    window.start(Game(Setup(Mode.STANDARD, False, ("Anna", "Ben"), seed=4)))
    activate(qtbot, window)
    if window.hidden:
        key(qtbot, Qt.Key.Key_Return)
    regions = region_widgets(window)
    regions["cards"][0].setFocus(Qt.FocusReason.TabFocusReason)
    seen: list[str] = []
    for _ in range(40):
        widget = focused()
        region = next((name for name, widgets in regions.items() if widget in widgets), None)
        assert region is not None, f"Tab reached {widget!r}, outside the regions"
        if not seen or seen[-1] != region:
            seen.append(region)
        if region == "table":
            break
        key(qtbot, Qt.Key.Key_Tab)
    # The plans' region is skipped while no plan card can take the focus.
    assert [r for r in REGIONS if r in seen] == seen
    assert seen[:3] == ["cards", "sheet", "buttons"] and seen[-1] == "table"
    key(qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert focused() not in regions["table"]


def test_key_1_chooses_a_card_wherever_the_focus_is(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=4))
    window.start(game)
    activate(qtbot, window)
    drive = WindowDriver(qtbot, window)
    window.sheet_view.setFocus()  # not the cards' panel
    choice = min(drive.view.playable, key=lambda c: c.number_card)
    key(qtbot, Qt.Key(Qt.Key.Key_1 + choice.number_card))
    assert drive.view.step is Step.WRITE
    assert drive.view.selected == choice


def test_space_on_a_focused_button_presses_it(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=4))
    window.start(game)
    activate(qtbot, window)
    drive = WindowDriver(qtbot, window)
    choice = min(drive.view.playable, key=lambda c: c.number_card)
    card = window.panel.offer.card_widget(choice.number_card)
    card.setFocus(Qt.FocusReason.TabFocusReason)
    key(qtbot, Qt.Key.Key_Space)  # the focused card, not the sheet's cursor
    assert drive.view.step is Step.WRITE
    undo = window.panel.buttons["undo"]
    assert undo.isEnabled()
    undo.setFocus(Qt.FocusReason.TabFocusReason)
    key(qtbot, Qt.Key.Key_Space)
    assert drive.view.step is Step.CHOOSE


def test_enter_reveals_the_sheet_after_the_hand_over(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Ben"), seed=4))
    window.start(game)
    activate(qtbot, window)
    drive = WindowDriver(qtbot, window)
    if window.hidden:
        key(qtbot, Qt.Key.Key_Return)
    assert not window.hidden
    drive.play_turn(claim=False)
    assert window.hidden, "the next player's hand-over screen"
    key(qtbot, Qt.Key.Key_Return)
    assert not window.hidden
    assert drive.view.player == 1 and game.turn(1).written is None

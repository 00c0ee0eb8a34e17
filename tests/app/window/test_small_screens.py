"""What a player at 1366×768 or 1024×640 sees (issue 45, the last irritations): the city plans
stay in view, also with a hint shown; the others' last turn is whole in *At the table*."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.app.window.test_layout import _played
from tests.app.words.test_translation import compiled_translations  # noqa: F401 - a fixture
from welcome_desktop.app.cards.plan_cards import PlanPanel
from welcome_desktop.app.window.at_the_table import CELL_PAD, AtTheTable, Column
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.window.side_panel import PLAN_FLOOR
from welcome_desktop.players import make_player, seat_view


def settle(qtbot: QtBot) -> None:
    """Let the window lay itself out after a resize: the side panel fits its plans (in one
    pass that changes anything since it works from the heights its parts ask for; up to five
    with the code before), *At the table* its rows; wait until neither has a round to
    come."""
    for _ in range(4):
        QApplication.processEvents()
        qtbot.wait(5)
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]

    def at_rest() -> bool:
        QApplication.processEvents()
        return not any(w.panel._fitting.isActive() or w.panel.at_the_table._refit.isActive()
                       for w in windows)

    qtbot.waitUntil(at_rest, timeout=5000)


def plans_in_view(window: MainWindow) -> tuple[QRect, QRect]:
    """The plans' rectangle and the side column's visible rectangle, in the window."""
    panel = window.panel
    viewport = panel.scroller.viewport()
    seen = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    plans = panel.plans
    return QRect(plans.mapTo(window, QPoint(0, 0)), plans.size()), seen


@pytest.mark.parametrize(("size", "players", "hint"), [
    ((1024, 640), 1, False), ((1024, 640), 4, False), ((1366, 768), 1, True),
    ((1366, 768), 4, True), ((1920, 1080), 1, True)])
def test_the_city_plans_stay_in_view(qtbot: QtBot, window: MainWindow, size: tuple[int, int],
                                     players: int, hint: bool) -> None:
    game = _played(players, 8)
    window.start(game, computer_levels={p: "greedy" for p in range(1, players)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    window.resize(*size)
    if hint:
        actions = make_player("greedy").decide(seat_view(game, 0), random.Random(8))
        window.controller.show_hint(actions, 80.0)
        assert window.panel.hint_box.isVisible()
    settle(qtbot)
    plans, seen = plans_in_view(window)
    assert seen.contains(plans), f"plans {plans} outside the column's view {seen}"
    card = window.panel.plans.card_widget(0)
    assert card.height() >= PLAN_FLOOR * window.panel.plans.natural_height() - 1
    assert window.panel.scroller.verticalScrollBar().value() == 0


class _Flips(QObject):
    """Counts the times a scroll bar is shown or hidden."""

    def __init__(self, bar: QWidget) -> None:
        super().__init__()
        self.count = 0
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.count += 1
        return False


@pytest.mark.parametrize(("players", "hint"), [(4, False), (4, True), (1, False)])
def test_the_side_panel_settles_in_one_pass(qtbot: QtBot, window: MainWindow,
                                            monkeypatch: pytest.MonkeyPatch, players: int,
                                            hint: bool) -> None:
    """From 1500×900 to 1024×640 the plans took up to five sizes in turn (a scroll bar that
    came and went narrowed the cards above them), and with a hint shown the column's bar
    came and went for ever (the cards' height at the other width unknown to the layout):
    now the plans take their size once, and the bar shows or hides once at most."""
    game = _played(players, 5)
    window.start(game, computer_levels={p: "greedy" for p in range(1, players)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    if hint:
        actions = make_player("greedy").decide(seat_view(game, 0), random.Random(8))
        window.controller.show_hint(actions, 80.0)
    settle(qtbot)
    panel = window.panel
    caps: list[int | None] = []
    original = PlanPanel.set_height_cap

    def recorded(plans: PlanPanel, cap: int | None) -> None:
        if cap != plans.height_cap:
            caps.append(cap)
        original(plans, cap)

    monkeypatch.setattr(PlanPanel, "set_height_cap", recorded)
    flips = _Flips(panel.scroller.verticalScrollBar())
    window.resize(1024, 640)
    settle(qtbot)
    for _ in range(10):  # a bar that comes and goes would do so again
        qtbot.wait(10)
    assert not panel._fitting.isActive()
    assert len(caps) <= 1, caps
    assert flips.count <= 1
    plans, seen = plans_in_view(window)
    assert seen.contains(plans) or panel.scroller.verticalScrollBar().isVisible()


def test_a_refusal_keeps_the_plans_in_view(qtbot: QtBot, window: MainWindow) -> None:
    window.start(_played(1, 8))
    window.resize(1366, 768)
    settle(qtbot)
    before = window.panel.message_area.height()
    window.panel.show_message("You cannot write 7 there: the street's numbers must go up "
                              "from left to right.")
    settle(qtbot)
    assert window.panel.message_area.height() > before  # room for the refusal's lines
    plans, seen = plans_in_view(window)
    assert seen.contains(plans)
    window.panel.clear_message()
    settle(qtbot)
    assert window.panel.message_area.height() == before


def last_turn_lines(table: AtTheTable, seat: int) -> tuple[int, int]:
    """The lines ``seat``'s last turn takes wrapped in its column, and those its row
    holds."""
    view = table.table
    width = view.columnWidth(Column.LAST_TURN) - 2 * CELL_PAD
    font = QFont(view.font())
    if table.compact:  # the small size, to stay on one line in a low window
        font.setPixelSize(table.header.small_px)
    metrics = QFontMetrics(font)
    wrapped = metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap),
                                   table.last_turn(seat))
    spacing = metrics.lineSpacing()
    return round(wrapped.height() / spacing), view.rowHeight(seat) // spacing


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_last_turn_at_the_table_is_whole(qtbot: QtBot, window: MainWindow,
                                             size: tuple[int, int]) -> None:
    """The main news about the others, never cut with "…" (it was at 1366 and 1024 px): on
    one line at 1024×640 with four players, every row in view."""
    players = 4
    window.start(_played(players, 5), computer_levels={p: "greedy" for p in range(1, players)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    window.resize(*size)
    settle(qtbot)
    table = window.panel.at_the_table
    view = table.table
    assert view.rowCount() == players
    for seat in range(players):
        text = table.last_turn(seat)
        assert text and "…" not in text
        assert table.cell(seat, Column.LAST_TURN).text() == text
        lines, room = last_turn_lines(table, seat)
        assert lines <= room, (text, lines, room)
        if size == (1024, 640):
            assert lines == 1, text
    viewport = view.viewport().rect()
    assert all(viewport.contains(view.visualRect(view.model().index(seat, Column.LAST_TURN)))
               for seat in range(players))  # no row scrolled out of view
    assert window.rect().contains(QRect(table.mapTo(window, QPoint(0, 0)), table.size()))


@pytest.mark.parametrize(("code", "turns"), [
    ("it", 3), ("it", 6), ("it", 11), ("cs", 6), ("cs", 11), ("en", 6)])
def test_the_last_turn_takes_one_line_at_1024_in_every_language(
        qtbot: QtBot, window: MainWindow,
        compiled_translations: None,  # noqa: F811 - the fixture
        code: str, turns: int) -> None:
    """In Italian a last turn took two lines at 1024×640 with four players ("15 nella strada
    centrale, casa 11; una staccionata nella strada in basso": 393 px in a 370 px column,
    a quarter of all turns): the table's own words are terser ("15 al centro, casa 11;
    staccionata in basso")."""
    players = 4
    window.start(_played(players, turns),
                 computer_levels={p: "greedy" for p in range(1, players)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    window.set_language(code)
    try:
        window.resize(1024, 640)
        settle(qtbot)
        table = window.panel.at_the_table
        for seat in range(players):
            text = table.last_turn(seat)
            assert text and table.cell(seat, Column.LAST_TURN).text() == text
            lines, room = last_turn_lines(table, seat)
            assert lines == 1 and room >= 1, (text, lines)
    finally:
        window.set_language("en")


def test_the_plans_requirements_are_printed_large(qtbot: QtBot, window: MainWindow) -> None:
    """On the sheet's plan boxes, "6 6", "3 3 4": read at a glance at 1366×768 (they were
    drawn about 6 px high)."""
    window.start(_played(1, 1))
    window.resize(1366, 768)
    settle(qtbot)
    scale = window.sheet_view.transform().m11()
    for marks in window.scene.plans:
        item = marks.requirement
        assert item.text()
        font = item.shown_font(scale)
        digits = QFontMetrics(font).tightBoundingRect("0123456789").height() * scale
        if "\n" not in item.text():  # a one-line requirement (the estate sizes)
            assert digits >= 11, (item.text(), digits)


def test_new_game_leaves_no_empty_band_with_fewer_players(qtbot: QtBot) -> None:
    from welcome_desktop.app.dialogs.new_game import NewGameDialog
    from welcome_desktop.rules import Mode

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.STANDARD))
    dialog.count.setValue(6)
    dialog.show()
    settle(qtbot)
    six = dialog.height()
    dialog.count.setValue(1)
    settle(qtbot)
    assert dialog.height() < six
    assert dialog.height() <= dialog.sizeHint().height() + 2  # no band where the rows were


def test_at_4k_your_sheet_and_the_others_are_larger(qtbot: QtBot, window: MainWindow) -> None:
    """At 3840×2160 with four players, your sheet had bands above and below (257 px, 0.50 of
    the window) beside 240 px small sheets (issue 45); the panel still grows to 1000 px
    (issue 36). Then the small sheets stood beside your sheet, 316 px wide, with 1,250 px
    unused under them and 690 px under the panel's plans (your sheet's share 0.520): now they
    stand under the panel's plans, two columns of 460 px (their words 1.5 times the usual
    size, the panel's twice), the plans drawn at 0.62 of their natural height, and your sheet
    takes the whole width left of the panel (share 0.646, no bands). The prompt's area keeps
    two lines of the panel's text (it kept 38 px, two lines of the text at 1366×768, until a
    refusal was shown)."""
    from tests.app.window.test_layout import sheet_share

    players = 4
    window.start(_played(players, 5), computer_levels={p: "greedy" for p in range(1, players)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    window.resize(3840, 2160)
    settle(qtbot)
    view = window.sheet_view
    drawn = view.mapFromScene(window.scene.sceneRect()).boundingRect()
    bands = view.viewport().height() - drawn.height()
    table = window.others_sheets
    panel = window.panel
    print("4K: your sheet's share", round(sheet_share(window), 3), "bands", bands,
          "small sheets", table.seat_width, "px wide in", table.columns, "columns; plans",
          panel.plans.card_widget(0).height(), "of", panel.plans.natural_height(), "px")
    assert bands < 10
    assert sheet_share(window) >= 0.6
    assert table.isVisible() and table.under and table.seat_width >= 450
    bold = QFont(panel.message.font())
    bold.setBold(True)
    assert panel.message_area.height() >= 2 * QFontMetrics(bold).lineSpacing()
    assert panel.width() >= 1000 and panel.height() >= 1000
    below = QRect(table.mapTo(window, QPoint(0, 0)), table.size())
    assert below.top() >= panel.mapTo(window, QPoint(0, panel.height())).y()
    assert below.left() >= panel.mapTo(window, QPoint(0, 0)).x()
    assert window.rect().contains(below)
    assert table.widget().height() <= table.viewport().height()  # every seat whole
    assert not panel.scroller.verticalScrollBar().isVisible()
    assert panel.plans.card_widget(0).height() >= PLAN_FLOOR * panel.plans.natural_height()


@pytest.mark.parametrize(("size", "players", "under"), [
    ((3840, 2160), 2, True), ((3840, 2160), 6, True), ((3840, 2160), 12, False),
    ((2560, 1440), 2, True), ((1920, 1080), 4, False), ((1366, 768), 2, False)])
def test_the_small_sheets_stand_under_the_panel_where_they_are_larger(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int], players: int,
        under: bool) -> None:
    """Under the panel's plans where the room there holds every other seat whole, at least
    as large as beside your sheet (never under 236 px); a hint shown above the plans makes
    them smaller, the panel never scrolling."""
    game = _played(players, 5)
    window.start(game, computer_levels={p: "greedy" for p in range(1, players)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    window.resize(*size)
    settle(qtbot)
    table, panel = window.others_sheets, window.panel
    assert table.under == under
    if not under:
        return
    before = table.seat_width
    assert before >= 236
    assert table.widget().height() <= table.viewport().height()
    actions = make_player("greedy").decide(seat_view(game, 0), random.Random(8))
    window.controller.show_hint(actions, 80.0)
    settle(qtbot)
    assert panel.hint_box.isVisible()
    if size == (3840, 2160):  # the hint's badges grow with the panel's text (they kept 11 px)
        shown = [b for b in panel.hint_badges.badges if b.isVisible()]
        assert shown
        assert all(badge.label_box()[1].pixelSize() >= 18 for badge in shown)
    assert table.seat_width <= before or not table.under
    assert table.widget().height() <= table.viewport().height()
    assert not panel.scroller.verticalScrollBar().isVisible()
    plans, seen = plans_in_view(window)
    assert seen.contains(plans)


@pytest.mark.parametrize("code", ["en", "it", "cs"])
def test_the_hint_badges_stay_on_their_cards_at_1024(
        qtbot: QtBot, window: MainWindow,
        compiled_translations: None,  # noqa: F811 - the fixture
        code: str) -> None:
    """The hint's badge under a card was wider than a 65 px card at 1024×640 ("consiglio:
    numero", about 110 px) and cut at both sides: it takes two lines, or a smaller size down
    to 9 px, and stays on its card."""
    game = _played(1, 8)
    window.start(game)
    window.resize(1024, 640)
    window.set_language(code)
    try:
        actions = make_player("greedy").decide(seat_view(game, 0), random.Random(8))
        window.controller.show_hint(actions, 80.0)
        settle(qtbot)
        shown = [b for b in window.panel.hint_badges.badges if b.isVisible()]
        assert len(shown) == 2  # solo: the number's card and the effect's
        for badge in shown:
            box, font = badge.label_box()
            assert QRectF(badge.rect()).contains(box), (badge.label, box, badge.width())
            assert font.pixelSize() >= 9
            metrics = QFontMetrics(font)
            needed = metrics.boundingRect(box.toRect().adjusted(0, 0, 0, 100),
                                          int(Qt.TextFlag.TextWordWrap), badge.label)
            assert needed.width() <= box.width() and needed.height() <= box.height() + 1, \
                (badge.label, needed, box)
    finally:
        window.set_language("en")

"""The window at 1024×640, 1366×768 and 1920×1080, with 1, 4 and 12 players, in English, Italian
and Czech: no text clipped (measured with the font metrics), no widget outside the window, every
click target at least 16 × 16 px, no printed text of the sheet or of a card under 9 px; your own
sheet first (its share of the window), *At the table* in view, the hint sentence inside the
panel under the cards, nothing drawn over anything else."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.app.words.test_translation import compiled_translations  # noqa: F401 - a fixture
from welcome_desktop.app.cards.card_face import Half
from welcome_desktop.app.cards.construction_card import ConstructionCardWidget
from welcome_desktop.app.cards.plan_cards import PlanCardWidget
from welcome_desktop.app.play.last_turn import last_turn_words
from welcome_desktop.app.sheet.items import MarkText
from welcome_desktop.app.window.at_the_table import Column
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.window.side_panel import MESSAGE_LINES, PROMPT_LINES
from welcome_desktop.app.words.refusals import rules_message
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.errors import MESSAGES, IllegalAction

SIZES = ((1024, 640), (1366, 768), (1920, 1080))
MIN_TARGET = 16
MIN_TEXT_PX = 9.0
NAMES = ("Alessandra Bianchi-Ferretti", "Bob", "Čeněk Šťastný", "Dana", "Eliška Nováková",
         "Francesco", "Giulia", "Hana", "Ivo", "Jana", "Karel", "Lucia")
#: Parameters that make each rules message as long as it gets.
LONGEST = {"street": 2, "house": 11, "slot": 10, "index": 2, "number": 17, "other": 15,
           "why": "the deck is short", "effect": "temp", "kind": "real_estate", "estate": "x",
           "plan": "n3_a", "sizes": [1, 2, 6], "condition": "x", "player": 11, "track": "x",
           "end": "right"}


def _played(players: int, turns: int) -> Game:
    """A standard game (solo for one) played by the greedy player for ``turns`` turns."""
    mode = Mode.SOLO if players == 1 else Mode.STANDARD
    game = Game(Setup(mode, True, NAMES[:players], seed=7))
    greedy = make_player("greedy")
    for turn in range(turns):
        for seat in range(players):
            if not game.over:
                game.play_turn(seat, greedy.decide(seat_view(game, seat),
                                                   random.Random(seat * 100 + turn)))
    return game


def _game(players: int) -> Game:
    if players == 1:
        return Game(Setup(Mode.SOLO, False, ("Player 1",), seed=5))
    mode = Mode.EXPERT if players == 4 else Mode.STANDARD
    return Game(Setup(mode, players == 12, NAMES[:players], seed=5))


def _shown(widget: QWidget, window: MainWindow) -> bool:
    return widget.isVisible() and widget.window() is window


def _label_problem(label: QLabel) -> str | None:
    """Why ``label``'s text does not fit its rectangle (None when it fits)."""
    text = label.text()
    rect = label.contentsRect().adjusted(label.margin(), label.margin(),
                                         -label.margin(), -label.margin())
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(rect.width())
        width, height = doc.idealWidth(), doc.size().height()
    else:
        flags = int(label.alignment())
        if label.wordWrap():
            flags |= int(Qt.TextFlag.TextWordWrap)
        bounds = QFontMetrics(label.font()).boundingRect(rect, flags, text)
        width, height = bounds.width(), bounds.height()
    if width > rect.width() + 1 or height > rect.height() + 1:
        return (f"{label.objectName() or type(label.parent()).__name__}: {text!r} needs "
                f"{width:.0f}×{height:.0f}, has {rect.width()}×{rect.height()}")
    return None


def _clipped_texts(window: MainWindow) -> list[str]:
    problems = []
    for label in window.findChildren(QLabel):
        if _shown(label, window) and label.text():
            problem = _label_problem(label)
            if problem:
                problems.append(problem)
    for button in window.findChildren(QAbstractButton):
        if _shown(button, window) and button.text():
            text = button.text().replace("&", "")
            needed = QFontMetrics(button.font()).horizontalAdvance(text) + 8
            if needed > button.width():
                problems.append(f"button {text!r} needs {needed} px, has {button.width()}")
    return problems


def _outside(window: MainWindow) -> list[str]:
    """Widgets reaching out of the window; inside a scroll area that scrolls only up and down
    (the side panel, the small sheets of the table), out of its width."""
    problems = []
    bounds = window.rect()
    scrollers = [window.panel.scroller, window.others_sheets]
    seats = window.panel.at_the_table.table  # scrolls only up and down too
    if _shown(seats, window) and seats.horizontalHeader().length() > seats.viewport().width():
        problems.append(f"At the table's columns {seats.horizontalHeader().length()} px wide "
                        f"in {seats.viewport().width()} px")
    for scroller in scrollers:
        content, viewport = scroller.widget(), scroller.viewport()
        if _shown(scroller, window) and content.width() > viewport.width():
            problems.append(f"{scroller.objectName() or 'side panel'} {content.width()} px "
                            f"wide in {viewport.width()} px")
    for widget in window.findChildren(QWidget):
        if not _shown(widget, window):
            continue
        scroller = next((s for s in scrollers if s.isAncestorOf(widget)), None)
        if scroller is not None:
            content, viewport = scroller.widget(), scroller.viewport()
            if widget is not content and content.isAncestorOf(widget):
                left = widget.mapTo(content, QPoint(0, 0)).x()
                if left < 0 or left + widget.width() > viewport.width():
                    problems.append(f"{type(widget).__name__} {widget.objectName()} spans "
                                    f"{left}..{left + widget.width()} of {viewport.width()}")
            continue  # the scroll area's own parts, or what it scrolls into view
        rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        if not bounds.contains(rect):
            problems.append(f"{type(widget).__name__} {widget.objectName()} at {rect}")
    return problems


def _small_targets(window: MainWindow) -> list[str]:
    problems = []

    def check(name: str, width: float, height: float) -> None:
        if width < MIN_TARGET or height < MIN_TARGET:
            problems.append(f"{name}: {width:.1f}×{height:.1f} px")

    for button in window.findChildren(QAbstractButton):
        if _shown(button, window):
            check(f"button {button.text()!r}", button.width(), button.height())
    for card in window.findChildren(ConstructionCardWidget):
        if _shown(card, window) and card.number() is not None:
            if card.is_split():
                for half in Half:
                    rect = card.half_rect(half)
                    check(f"{card.objectName()} {half.value}", rect.width(), rect.height())
            else:
                rect = card.card_rect()
                check(card.objectName(), rect.width(), rect.height())
    for plan in window.findChildren(PlanCardWidget):
        if _shown(plan, window):
            rect = plan.card_rect()
            check(plan.objectName(), rect.width(), rect.height())
    seats = window.panel.at_the_table.table
    if _shown(seats, window):
        for seat in range(seats.rowCount()):
            check(f"table line {seat}", seats.viewport().width(), seats.rowHeight(seat))
    view = window.sheet_view
    viewport = QRectF(view.viewport().rect())
    for target, zone in window.scene.zones.items():
        hit = zone.mapToScene(zone.shape().boundingRect()).boundingRect()
        on_screen = QRectF(view.mapFromScene(hit).boundingRect())
        check(f"sheet {target}", on_screen.width(), on_screen.height())
        if not viewport.contains(on_screen):
            problems.append(f"sheet {target} outside the view")
    return problems


def _small_texts(window: MainWindow) -> tuple[list[str], float]:
    """Printed texts of the sheet and texts of the cards under 9 px or wider than their box;
    and the smallest sheet text, in pixels."""
    problems = []
    scale = window.sheet_view.transform().m11()
    printed = window.scene.drawing.printed
    assert printed, "the sheet's art was not painted"
    sizes = [p.pixels * scale for p in printed]
    for item in window.scene.drawing.items:
        if isinstance(item, MarkText) and item.printed and item.text() and item.isVisible():
            font: QFont = item.shown_font(scale)
            sizes.append(font.pixelSize() * scale)
    problems += [f"sheet {p.text!r}: {p.width:.1f} wide in {p.room:.1f}" for p in printed
                 if p.width > p.room + 0.5]
    for card in window.findChildren(ConstructionCardWidget):
        if _shown(card, window):
            problems += [f"{card.objectName()} {t.text!r}: {t.pixels} px" for t in card.texts
                         if t.pixels < MIN_TEXT_PX]
            problems += [f"{card.objectName()} {t.text!r} does not fit" for t in card.texts
                         if not t.fits]
    smallest = min(sizes)
    if smallest < MIN_TEXT_PX:
        problems.append(f"smallest sheet text {smallest:.2f} px")
    return problems, smallest


def _long_messages(window: MainWindow) -> list[str]:
    """Rules messages (with what to do) that would not fit the message area under a
    two-line prompt (a refusal is shown beside the prompt, never instead)."""
    label = window.panel.message
    label.ensurePolished()  # hidden until a message comes: its bold font from the style sheet
    area = window.panel.message_area
    metrics = QFontMetrics(label.font())
    bold = QFont(label.font())
    bold.setBold(True)
    # The area while a refusal is shown (it keeps only the prompt's lines otherwise).
    shown = QFontMetrics(bold).lineSpacing() * (PROMPT_LINES + MESSAGE_LINES) + 10
    room = shown - 2 * QFontMetrics(window.panel.prompt.font()).lineSpacing() - 6
    problems = []
    for code in MESSAGES:
        text = rules_message(IllegalAction(code, **LONGEST))
        bounds = metrics.boundingRect(QRect(0, 0, area.width(), 10_000),
                                      int(Qt.TextFlag.TextWordWrap), text)
        if bounds.height() > room or bounds.width() > area.width():
            problems.append(f"message {code} needs {bounds.height()} px of {room}")
    return problems


def _in_window(widget: QWidget, window: MainWindow) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def sheet_share(window: MainWindow) -> float:
    """The drawn sheet's rectangle (what of it is in the window) over the window's area."""
    view = window.sheet_view
    drawn = view.mapFromScene(window.scene.sceneRect()).boundingRect()
    drawn = QRect(view.viewport().mapTo(window, drawn.topLeft()), drawn.size())
    drawn = drawn.intersected(window.rect())
    return drawn.width() * drawn.height() / (window.width() * window.height())


def _overlaps(window: MainWindow) -> list[str]:
    """Parts of the game page drawn over one another: your sheet, the small sheets, *At the
    table*, the side panel; in the panel, the cards, the hint sentence, the buttons, the
    prompt and the plans; and *At the table* must be wholly in view."""
    problems = []
    panel = window.panel
    page = [window.sheet_view, window.others_sheets, panel.at_the_table, panel]
    shown = [w for w in page if _shown(w, window)]
    for i, first in enumerate(shown):
        for second in shown[i + 1:]:
            if _in_window(first, window).intersects(_in_window(second, window)):
                problems.append(f"{first.objectName() or type(first).__name__} overlaps "
                                f"{second.objectName() or type(second).__name__}")
    content = panel.scroller.widget()
    parts = [panel.header, panel.offer, panel.hint_box, panel.buttons["skip"],
             panel.message_area, panel.plans]
    placed = [w for w in parts if not w.isHidden()]
    for upper, lower in itertools.pairwise(placed):
        if upper.mapTo(content, QPoint(0, upper.height())).y() > lower.mapTo(
                content, QPoint(0, 0)).y():
            problems.append(f"{type(upper).__name__} runs into {type(lower).__name__}")
    if _shown(panel.at_the_table, window) and not window.rect().contains(
            _in_window(panel.at_the_table, window)):
        problems.append("At the table is not wholly in view")
    return problems


@pytest.mark.parametrize("code", ["en", "it", "cs"])
@pytest.mark.parametrize("players", [1, 4, 12])
def test_the_window_fits_every_size(qtbot: QtBot, window: MainWindow,
                                    compiled_translations: None,  # noqa: F811 - the fixture
                                    code: str, players: int) -> None:
    window.start(_game(players))
    window.set_language(code)
    try:
        if window.hidden:
            window.reveal()
        for width, height in SIZES:
            window.resize(width, height)
            QApplication.processEvents()
            assert (window.width(), window.height()) == (width, height)
            window.scene.refresh_art()
            window.grab()  # paints the sheet's art and the cards at this size
            # Your own sheet first: the others' small sheets would squeeze it at these sizes;
            # At the table, under it, lists everyone (a click shows their sheet).
            assert not window.others_sheets.isVisible()
            assert window.panel.at_the_table.isVisible() == (players > 1)
            problems, smallest = _small_texts(window)
            problems += _clipped_texts(window) + _outside(window) + _small_targets(window)
            problems += _long_messages(window) + _overlaps(window)
            where = f"{width}×{height}, {players} players, {code}"
            assert not problems, where + ":\n" + "\n".join(problems)
            assert smallest >= MIN_TEXT_PX
    finally:
        window.set_language("en")


def test_at_the_table_is_made_with_the_first_game_of_several_players(
        qtbot: QtBot, window: MainWindow) -> None:
    """A solo game never makes At the table (its first paint does without it,
    docs/startup.md); the first game of several makes it under the big sheet, shown, with the
    last turns of the game already drawn."""
    window.start(_game(1))
    if window.hidden:
        window.reveal()
    QApplication.processEvents()
    assert not window.panel.at_the_table_made
    game = _played(3, 2)
    window.start(game)
    if window.hidden:
        window.reveal()
    QApplication.processEvents()
    assert window.panel.at_the_table_made
    table = window.panel.at_the_table
    assert table.parentWidget() is window.page and _shown(table, window)
    assert table.table.rowCount() == 3
    assert [table.last_turn(seat) for seat in range(3)] == last_turn_words(game)
    assert all(table.last_turn(seat) for seat in range(3))  # two turns played: not empty


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_hint_sentence_is_inside_the_panel_under_the_cards(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    game = _played(1, 8)
    window.start(game)
    window.resize(*size)
    actions = make_player("greedy").decide(seat_view(game, 0), random.Random(8))
    window.controller.show_hint(actions, 80.0)
    QApplication.processEvents()
    box = window.panel.hint_box
    assert box.isVisible() and box.text()
    content = window.panel.scroller.widget()
    assert content.isAncestorOf(box)  # it scrolls with the panel, never squeezes it
    top = box.mapTo(content, QPoint(0, 0)).y()
    offer = window.panel.offer
    assert top >= offer.mapTo(content, QPoint(0, offer.height())).y()  # under the cards
    buttons = window.panel.buttons["skip"]
    assert top + box.height() <= buttons.mapTo(content, QPoint(0, 0)).y()
    assert window.panel.scroller.viewport().height() > window.height() // 2
    problems = _overlaps(window) + _outside(window) + _clipped_texts(window)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("players", [4, 12])
def test_your_own_sheet_comes_first_with_everyone_in_view(
        qtbot: QtBot, window: MainWindow, players: int) -> None:
    game = _played(players, 6)
    window.start(game, computer_levels={p: "greedy" for p in range(1, players)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    shares = {}
    for width, height in SIZES:
        window.resize(width, height)
        QApplication.processEvents()
        shares[(width, height)] = share = sheet_share(window)
        table = window.panel.at_the_table
        assert table.isVisible() and window.rect().contains(_in_window(table, window))
        assert table.header.title == "At the table"
        assert table.table.rowCount() == players
        problems = _overlaps(window) + _outside(window)
        assert not problems, f"{width}×{height}:\n" + "\n".join(problems)
        # The last turn of each player, in a few words, beside their score.
        assert all(table.cell(seat, Column.LAST_TURN).text() for seat in range(players))
        assert share >= (0.45 if players == 4 else 0.4), (width, height, share)
    print("own sheet's share of the window:", {f"{w}x{h}": round(v, 3)
                                              for (w, h), v in shares.items()})


def test_the_line_under_a_small_sheet_is_never_drawn_over_it(
        qtbot: QtBot, window: MainWindow) -> None:
    game = _played(4, 9)
    window.resize(2560, 900)  # wide: the small sheets beside your own
    window.start(game, computer_levels={p: "greedy" for p in range(1, 4)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    QApplication.processEvents()
    table = window.others_sheets
    assert table.isVisible() and table.seat_width > 236  # they grow with the room
    for seat in table.seats:
        if not seat.isVisible():
            continue
        view, summary = seat.view.geometry(), seat.summary.geometry()
        assert not view.intersects(summary), (seat.seat, view, summary)
        assert seat.rect().contains(summary)
        assert summary.height() >= seat.summary.heightForWidth(summary.width())


def _contrast(first: QColor, second: QColor) -> float:
    """The WCAG contrast ratio of two opaque colours."""
    def luminance(colour: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
        return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
                + 0.0722 * channel(colour.blueF()))
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_the_replay_side_squeezes_nothing(qtbot: QtBot, window: MainWindow,
                                          size: tuple[int, int]) -> None:
    game = _played(4, 6)
    window.start(game, computer_levels={p: "greedy" for p in range(1, 4)})
    window.computer.cancel()
    window.resize(*size)
    window.show_replay()
    QApplication.processEvents()
    QApplication.processEvents()  # the cards take their width, then the column its height
    mode = window.replay_mode
    assert mode is not None and mode.active
    page = mode.page
    content = page.side.widget()
    parts = [page.header, page.offer, page.plans, page.choices, page.verdict, page.review,
             page.leave_button]
    placed = [w for w in parts if not w.isHidden()]
    for part in placed:  # each gets the room it needs: the page scrolls instead
        assert part.height() >= part.minimumSizeHint().height(), type(part).__name__
    for upper, lower in itertools.pairwise(placed):
        assert upper.mapTo(content, QPoint(0, upper.height())).y() <= lower.mapTo(
            content, QPoint(0, 0)).y(), (type(upper).__name__, type(lower).__name__)
    # The turn's sentence under the cards is never drawn over them.
    status = page.offer.findChild(QLabel, "offer_status")
    assert status is not None
    sentence = QRect(status.mapTo(page.offer, QPoint(0, 0)), status.size())
    for index in range(3):
        card = page.offer.card_widget(index)
        if card.isVisible():
            assert not sentence.intersects(QRect(card.mapTo(page.offer, QPoint(0, 0)),
                                                 card.size()))
    mode.leave()


def test_a_4k_window_at_100_percent_grows_the_panel_and_its_text(
        qtbot: QtBot, window: MainWindow) -> None:
    """Issue 36 point 11: at 3840 × 2160 the panel was capped at 560 px with 13 px text
    beside a 3,000 px sheet; it grows with the screen (twice the size at 4K), and nothing
    overlaps; at 1366 × 768 it is as before."""
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=3)))
    if window.hidden:
        window.reveal()
    panel = window.panel
    window.resize(1366, 768)
    QApplication.processEvents()
    small_width = panel.width()
    small_text = QFontInfo(panel.prompt.font()).pixelSize()
    assert small_width <= 560 and small_text <= 14
    window.resize(3840, 2160)
    QApplication.processEvents()
    assert window.width() == 3840, "the offscreen screen refused the size"
    assert panel.width() >= 1000
    for widget in (panel.prompt, panel.buttons["undo"], panel.buttons["confirm"]):
        assert QFontInfo(widget.font()).pixelSize() >= 2 * small_text - 1, widget.objectName()
    assert panel.buttons["confirm"].height() >= 40  # the buttons grow with their text
    for label in (panel.message, panel.hint_box):  # style sheets of their own
        assert QFontInfo(label.font()).pixelSize() >= 2 * small_text - 1, label.objectName()
    status = panel.offer.findChild(QLabel, "offer_status")
    assert status is not None and QFontInfo(status.font()).pixelSize() >= 26
    problems = _overlaps(window) + _outside(window)
    assert not problems, "\n".join(problems)
    window.resize(1366, 768)
    QApplication.processEvents()
    assert (panel.width(), QFontInfo(panel.prompt.font()).pixelSize()) == (small_width,
                                                                          small_text)


def test_a_4k_window_grows_at_the_table_with_the_panel(qtbot: QtBot, window: MainWindow
                                                         ) -> None:
    """The strip under your sheet grows its words with the panel at 4K, its lines readable
    and within the window, nothing overlapping."""
    game = _played(4, 9)
    window.resize(3840, 2160)
    window.start(game, computer_levels={p: "greedy" for p in range(1, 4)})
    window.computer.cancel()
    if window.hidden:
        window.reveal()
    QApplication.processEvents()
    table = window.panel.at_the_table
    assert table.isVisible()
    assert QFontInfo(table.table.font()).pixelSize() >= 22
    assert table.table.horizontalHeader().height() >= 22  # its words 20 px or more
    assert all(table.table.rowHeight(seat) >= 26 for seat in range(4))
    assert table.header.fitted_height() >= 26  # its title as large as the rows' words
    assert all(table.cell(seat, Column.LAST_TURN).text() for seat in range(4))
    problems = _overlaps(window) + _outside(window)
    assert not problems, "\n".join(problems)

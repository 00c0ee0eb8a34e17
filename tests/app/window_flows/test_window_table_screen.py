"""The table screen (issue 44, item 5): a window hosts a game nobody plays at its screen (Anna
and Ben in windows of their own, a computer), and shows the public table for a TV instead of a
sheet and hand-over screens: the open seats' QR codes until both are taken, the turn's cards
(changing with the turn), who has confirmed and never what they chose, and how everyone scored
at the end. Real sockets on 127.0.0.1."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QMessageBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import (
    WAIT_MS,
    join_seat,
    make_window,
    table_of,
    windows_in,
)
from tests.browser.phone import browser_missing, phone, wait_for
from tests.browser.test_phone_game import page_state, play_one_tap
from welcome_desktop.app.dialogs.new_game import REMOTE, NewGameDialog
from welcome_desktop.app.online.game_spec import NOBODY_HERE, GameSpec
from welcome_desktop.app.online.hosting_memory import FILE_NAME, FOLDER, kept
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.app.online.seat_qr import seat_code
from welcome_desktop.app.play.public_table import public_table
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.window.table_screen import TableScreen
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.client.remote_view import seat_view_from_dict
from welcome_desktop.network.protocol.page_link import page_link
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.game import SEED_LIMIT

SPEC = GameSpec(mode="standard", advanced=False, sheet="base",
                seats=("person", "person", "greedy"), names=("Anna", "Ben", "Greedy 3"),
                here=NOBODY_HERE, game_name="Anna's table")


def table_screen(qtbot: QtBot, host: MainWindow) -> TableScreen:
    qtbot.waitUntil(lambda: host.table_screen is not None
                    and host.pages.currentWidget() is host.table_screen
                    and host.table_screen.table is not None, timeout=WAIT_MS)
    assert host.table_screen is not None
    return host.table_screen


def final_rows(screen: TableScreen) -> list[list[str]]:
    """The texts of the end's score table, a list per row."""
    table = screen.final_scores
    return [[item.text() if item is not None else "" for item in
             (table.item(r, c) for c in range(table.columnCount()))]
            for r in range(table.rowCount())]


def shown_cards(screen: TableScreen) -> list[tuple[int | None, object]]:
    return [(card.number(), card.effect()) for card in screen.cards if card.isVisible()]


def test_the_hosting_window_shows_the_table_screen_when_nobody_plays_there(
        qtbot: QtBot, tmp_path: Path) -> None:
    made = windows_in(qtbot, tmp_path, ("host", "anna", "ben"))
    host, anna, ben = next(made)
    host.resize(1366, 768)
    hosting = OnlineGame(host, host)
    hosting.host(SPEC, listen="127.0.0.1", port=0, announce_on=())
    screen = table_screen(qtbot, host)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[0] is not None and hosted.codes[1] is not None
    # The lobby: both seats' QR codes, large, each its seat's page link; no sheet, no
    # hand-over screen; the View menu says the table screen is on.
    qtbot.waitUntil(lambda: screen.qr_codes.open == (0, 1), timeout=WAIT_MS)
    assert screen.table is not None and screen.table.lobby
    assert screen.qr_codes.isVisible() and screen.qr_codes.code_rects()[0].width() >= 300
    assert screen.qr_codes.codes[1].link.endswith(f":{hosted.port}/#{hosted.codes[1]}")
    assert not host.hidden and host.menu.actions["table_screen"].isChecked()
    assert screen.isAncestorOf(hosting.panel)  # the addresses and the Start button in view
    assert hosting.panel.qr_codes.isHidden()  # not twice
    # Ben joins from his window: only Anna's code is left; Anna joins: no code at all.
    assert screen.score_lines[1].text() == "○ Ben: not joined yet"
    join_seat(qtbot, ben, hosted, 1)
    qtbot.waitUntil(lambda: screen.qr_codes.open == (0,), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: screen.score_lines[1].text() == "✓ Ben: joined", timeout=WAIT_MS)
    assert screen.score_lines[0].text() == "○ Anna: not joined yet"
    join_seat(qtbot, anna, hosted, 0)
    qtbot.waitUntil(lambda: screen.table is not None and not screen.table.lobby
                    and screen.qr_codes.open == (), timeout=WAIT_MS)
    assert not screen.qr_codes.isVisible()
    # Turn 1: the three combinations everyone sees, large (a third of the height).
    qtbot.waitUntil(lambda: len(shown_cards(screen)) == 3, timeout=WAIT_MS)
    first = [(card.number, card.effect) for card in table_of(anna).offer(0)]
    assert shown_cards(screen) == first
    assert screen.cards[0].height() >= screen.height() // 3 - 2
    assert screen.title.text().startswith("Turn 1")
    assert screen.score_lines[2].text().endswith("Greedy 3: 0 points · computer")
    host.grab().save(str(tmp_path / "turn1.png"))
    # Ben confirms: the screen says so, but his sheet there is the last resolved turn's.
    before = sheet_to_dict(table_of(ben).sheets[1])
    Driver(qtbot, ben).play_turn()
    chosen = sheet_to_dict(table_of(ben).turn(1).sheet)
    assert chosen != before  # he wrote a number
    qtbot.waitUntil(lambda: screen.score_lines[1].text().startswith("✓")
                    and "Waiting for Anna." in screen.status.text(), timeout=WAIT_MS)
    assert not screen.score_lines[0].text().startswith("✓")
    assert screen.table is not None and sheet_to_dict(screen.table.sheets[1].sheet) == before
    assert sheet_to_dict(screen.sheets[1].scene.snapshot().sheet) == before
    assert table_of(host).view["own"] is None  # the host sent the screen no seat's turn
    # Anna confirms: the turn resolves, new cards, Ben's number now on his small sheet.
    Driver(qtbot, anna).play_turn()
    qtbot.waitUntil(lambda: screen.table is not None and screen.table.turn == 2,
                    timeout=WAIT_MS)
    second = [(card.number, card.effect) for card in table_of(anna).offer(0)]
    qtbot.waitUntil(lambda: shown_cards(screen) == second, timeout=WAIT_MS)
    assert second != first and screen.title.text().startswith("Turn 2")
    assert sheet_to_dict(screen.sheets[1].scene.snapshot().sheet) == \
        sheet_to_dict(table_of(ben).sheets[1])
    assert not any(line.text().startswith("✓") for line in screen.score_lines[:2])
    # View → Table screen off: the window's own page (the public table as a spectator's).
    host.menu.actions["table_screen"].setChecked(False)
    assert host.pages.currentIndex() == 0 and not screen.isAncestorOf(hosting.panel)
    host.menu.actions["table_screen"].setChecked(True)
    assert host.pages.currentWidget() is screen and screen.isAncestorOf(hosting.panel)
    next(made, None)  # closes the windows, and the host with them


TWELVE = ("Anna", "Ben", "Cleo", "Dan", "Emil", "Fran", "Gita", "Hugo", "Ines", "Jan", "Kai",
          "Lia")


def finished_game(players: tuple[str, ...] = ("Anna", "Ben", "Cleo"), turns: int = 999) -> Game:
    game = Game(Setup(Mode.STANDARD, False, players, seed=7 % SEED_LIMIT))
    rng = random.Random(3)
    while not game.over and game.turn_number < turns:
        for seat in range(game.player_count):
            game.play_turn(seat, make_player("greedy").decide(seat_view(game, seat), rng))
    return game


def test_the_table_screen_shows_the_ranking_at_the_end(qtbot: QtBot) -> None:
    game = finished_game()
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(1920, 1080)
    screen.show_table(public_table(game))
    screen.show()
    groups, _ = game.ranking()
    totals = [b.total for b in game.breakdowns()]
    rows = final_rows(screen)
    assert screen.final_scores.isVisible() and len(rows) == 3
    best = groups[0][0]
    assert (rows[0][0], rows[0][1], rows[0][-1]) == ("1", game.setup.players[best],
                                                     str(totals[best]))
    assert [row[1] for row in rows] == [game.setup.players[s] for g in groups for s in g]
    assert not any(card.isVisible() for card in screen.cards)
    assert screen.title.text() == "The game is over"


def test_twelve_players_fit_a_1366_screen_at_the_end_and_during_a_turn(qtbot: QtBot) -> None:
    """Seen in a grab: with twelve players the ranking ran into the sheets and the network
    panel was squeezed under the score lines. At the end, the twelve rows of the scores whole
    above the sheets."""
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    panel = QWidget()
    rows = QVBoxLayout(panel)
    for index in range(9):
        rows.addWidget(QLabel(f"The network panel, line {index + 1}"))
    screen.hold(panel)
    during = finished_game(TWELVE, turns=4)
    screen.show_table(public_table(during))
    codes = {seat: seat_code(name, f"http://192.168.1.20:40000/#ab12cd.QQD4-88Q{seat}")
             for seat, name in enumerate(TWELVE[:2])}
    screen.show_codes(codes, (0, 1), frozenset({0, 1}))
    screen.show()
    lines = [line for line in screen.score_lines if line.isVisible()]
    assert len(lines) == 12
    scores_bottom = screen.scores.geometry().bottom()
    assert max(screen.scores.mapTo(screen, line.geometry().bottomLeft()).y()
               for line in lines) <= scores_bottom
    assert screen.qr_codes.geometry().top() > scores_bottom
    assert panel.geometry().top() > screen.qr_codes.geometry().bottom()
    assert panel.height() >= panel.sizeHint().height()  # whole, not squeezed
    for line in lines:  # each line's words whole at its lower type
        assert line.fontMetrics().horizontalAdvance(line.text()) <= line.width()
    game = finished_game(TWELVE)
    assert game.over
    screen.show_table(public_table(game))
    scores = screen.final_scores
    assert scores.isVisible()
    ranked = final_rows(screen)
    groups, _ = game.ranking()
    assert len(ranked) == 12 and ranked[0][0] == "1"
    assert [row[1] for row in ranked] == [TWELVE[s] for g in groups for s in g]
    first_sheet = min(sheet.geometry().top() for sheet in screen.sheets if sheet.isVisible())
    used = scores.horizontalHeader().height() + sum(scores.rowHeight(r) for r in range(12))
    assert scores.geometry().top() + used <= first_sheet
    for column in range(scores.columnCount()):  # nothing wider than its column
        widest = max(QFontMetrics(item.font()).horizontalAdvance(item.text())
                     for item in (scores.item(r, column) for r in range(12)) if item)
        assert widest <= scores.columnWidth(column)
    assert scores.geometry().right() < screen.scores.geometry().left()


def test_solo_and_expert_show_only_the_cards_face_up() -> None:
    """Each hand is private: the table screen shows the solo deck's top effect and the cards
    passed in expert (effect side up), never a number from a hand."""
    solo = Game(Setup(Mode.SOLO, False, ("Anna",), seed=11))
    top = solo.solo_pile_top()
    cards = public_table(solo).cards
    assert len(cards) == 1 and cards[0].number is None
    assert cards[0].effect == getattr(top, "effect", None)
    expert = Game(Setup(Mode.EXPERT, False, ("Anna", "Ben", "Cleo"), seed=11))
    assert public_table(expert).cards == ()  # nothing passed before the first turn
    rng = random.Random(1)
    for seat in range(3):
        expert.play_turn(seat, make_player("greedy").decide(seat_view(expert, seat), rng))
    passed = public_table(expert).cards
    assert len(passed) == 3 and all(face.number is None for face in passed)
    assert [face.effect for face in passed] == [
        card.effect for card in expert.passed_cards() if card is not None]
    assert {face.to for face in passed} == {0, 1, 2}


def test_the_table_screen_ends_on_the_ranking_without_a_dialog(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    """Ben plays from his window against a computer to the end: the hosting window's table
    screen shows the ranking (no end dialog over it, no QR code), from the host's record."""
    made = windows_in(qtbot, tmp_path, ("host", "ben"))
    host, ben = next(made)
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("greedy", "person"), names=("Greedy 1", "Ben"),
                          here=NOBODY_HERE, game_name="Ben's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    screen = table_screen(qtbot, host)
    assert hosting.hosted_game is not None
    join_seat(qtbot, ben, hosting.hosted_game, 1)
    greedy = make_player("greedy")
    while isinstance(ben.controller.game, RemoteTable):  # type: ignore[union-attr]
        table = ben.controller.game  # type: ignore[union-attr]
        qtbot.waitUntil(lambda t=table: not t.lobby, timeout=WAIT_MS)
        number = table.turn_number
        for action in greedy.decide(seat_view_from_dict(table.view), random.Random(number)):
            table.apply(table.seat, action)
        table.confirm(table.seat)
        qtbot.waitUntil(lambda t=table, n=number: ben.controller.game is not t  # type: ignore[union-attr]
                        or t.over or t.turn_number > n, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: screen.table is not None and screen.table.over, timeout=WAIT_MS)
    game = host.controller.game  # type: ignore[union-attr]
    assert isinstance(game, Game) and game.over and hosting.final_game is game
    assert host.pages.currentWidget() is screen and host.end_dialog is None
    groups, _ = game.ranking()
    best = groups[0][0]
    first = final_rows(screen)[0]
    assert screen.final_scores.isVisible() and (first[0], first[1], first[-1]) == \
        ("1", game.setup.players[best], str(game.breakdowns()[best].total))
    assert [row[-1] for row in final_rows(screen)] == [  # every sheet public at the end
        str(game.breakdowns()[seat].total) for group in groups for seat in group]
    assert screen.table is not None and screen.table.breakdowns == tuple(game.breakdowns())
    assert screen.title.text() == "The game is over" and not screen.qr_codes.isVisible()
    # Table screen off: the window's end dialog, as for any game.
    host.menu.actions["table_screen"].setChecked(False)
    assert host.end_dialog is not None and host.end_dialog.isVisible()
    host.end_dialog.close()
    next(made, None)


def test_a_table_screen_game_is_hosted_again_by_a_new_window(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    """The hosting window closes mid-game: a new window on its data folder hosts it again,
    watching it on the table screen, and Ben's window comes back by itself."""
    made = windows_in(qtbot, tmp_path, ("host", "ben"))
    host, ben = next(made)
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("greedy", "person"), names=("Greedy 1", "Ben"),
                          here=NOBODY_HERE, game_name="Ben's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    table_screen(qtbot, host)
    hosted = hosting.hosted_game
    assert hosted is not None
    joined = join_seat(qtbot, ben, hosted, 1)
    root = host.files.store.root
    qtbot.waitUntil(lambda: kept(root) is not None, timeout=WAIT_MS)
    found = kept(root)
    assert found is not None and found.spec.table_screen and found.seat_tokens == ()
    qtbot.waitUntil(lambda: not table_of(ben).lobby, timeout=WAIT_MS)
    Driver(qtbot, ben).play_turn()
    qtbot.waitUntil(lambda: table_of(ben).turn_number == 1, timeout=WAIT_MS)
    host.confirm_close = False
    host.close()
    qtbot.waitUntil(lambda: joined.bridge.state == "reconnecting", timeout=WAIT_MS)
    again = make_window(qtbot, tmp_path / "host")
    try:
        again.welcome()
        box = again.online_menu.reconnect_box
        assert box is not None and "Host it again" in box.text()
        box.done(QMessageBox.StandardButton.Yes)
        screen = table_screen(qtbot, again)
        qtbot.waitUntil(lambda: screen.table is not None and screen.table.turn == 2,
                        timeout=WAIT_MS)
        assert again.online is not None and again.online.hosted_game is not None
        assert again.online.hosted_game.port == hosted.port
        qtbot.waitUntil(lambda: joined.bridge.state == "connected", timeout=WAIT_MS * 3)
        Driver(qtbot, ben).play_turn()
        qtbot.waitUntil(lambda: screen.table is not None and screen.table.turn == 3,
                        timeout=WAIT_MS)
    finally:
        again.confirm_close = False
        again.close()
        again.deleteLater()
        next(made, None)


@pytest.mark.skipif(bool(browser_missing()), reason=browser_missing())
def test_a_phone_opens_its_seat_from_the_table_screen(qtbot: QtBot, tmp_path: Path) -> None:
    """Ben opens the link his QR code on the table screen holds in headless Chromium: his code
    goes away; Anna joins from a window; Ben's taps confirm his turn, which the table screen
    says, never showing what he wrote before the turn resolves."""
    made = windows_in(qtbot, tmp_path, ("host", "anna"))
    host, anna = next(made)
    hosting = OnlineGame(host, host)
    hosting.host(SPEC, listen="127.0.0.1", port=0, announce_on=())
    screen = table_screen(qtbot, host)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[1] is not None
    qtbot.waitUntil(lambda: screen.qr_codes.open == (0, 1), timeout=WAIT_MS)
    link = screen.qr_codes.codes[1].link
    assert link == page_link(f"127.0.0.1:{hosted.port}", hosted.codes[1])
    with phone() as driver:
        driver.get(link)
        wait_for(lambda: page_state(driver)["first"] is not None, what="Ben's sheet")
        qtbot.waitUntil(lambda: screen.qr_codes.open == (0,), timeout=WAIT_MS)
        join_seat(qtbot, anna, hosted, 0)
        qtbot.waitUntil(lambda: screen.table is not None and not screen.table.lobby
                        and not screen.qr_codes.isVisible(), timeout=WAIT_MS)
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="Ben's cards once the game started")
        assert screen.table is not None
        before = sheet_to_dict(screen.table.sheets[1].sheet)
        for _ in range(12):
            state = page_state(driver)["state"]
            if not play_one_tap(driver):
                break
            wait_for(lambda s=state: page_state(driver)["state"] != s
                     or driver.execute_script("return !document.getElementById('chooser')"
                                              ".hidden"), what="the answer to a tap")
        assert page_state(driver)["prompt"].startswith("Turn confirmed. Waiting for")
        qtbot.waitUntil(lambda: screen.score_lines[1].text().startswith("✓"), timeout=WAIT_MS)
        assert screen.table is not None and screen.table.turn == 1
        assert sheet_to_dict(screen.table.sheets[1].sheet) == before
        assert sheet_to_dict(screen.sheets[1].scene.snapshot().sheet) == before
        # Anna confirms too: the turn resolves, and Ben's number is on the table screen.
        Driver(qtbot, anna).play_turn()
        qtbot.waitUntil(lambda: screen.table is not None and screen.table.turn == 2,
                        timeout=WAIT_MS)
        assert sheet_to_dict(screen.table.sheets[1].sheet) != before
    next(made, None)


def test_a_kept_table_screen_game_reads_back_only_as_one(tmp_path: Path) -> None:
    """window.json of a game nobody plays here holds no seat token: read back as such, and
    refused (removed) when it claims a seat token or seats here anyway."""
    folder = tmp_path / FOLDER / "abc"
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "g.json").write_text("{}")
    spec = {"mode": "standard", "advanced": False, "sheet": "base",
            "seats": ["person", "greedy"], "names": ["Ben", "Greedy 2"], "here": NOBODY_HERE,
            "game_name": "t", "hints": False, "more_here": []}
    good = {"port": 4000, "spec": spec, "codes": ["ABCD-EFGH-JKMN", None],
            "spectators": "QRST-VWXY-Z234", "creator": "c", "seat": "", "listen": "127.0.0.1",
            "announce": False, "more_seats": []}
    (folder / FILE_NAME).write_text(json.dumps(good))
    found = kept(tmp_path)
    assert found is not None and found.spec.table_screen and found.seat_tokens == ()
    for bad in ({**good, "seat": "a-token"}, {**good, "spectators": ""},
                {**good, "spec": {**spec, "more_here": [1]}, "more_seats": ["t"]},
                {**good, "spec": {**spec, "here": -2}}):
        (folder / FILE_NAME).write_text(json.dumps(bad))
        assert kept(tmp_path) is None
        assert not (folder / FILE_NAME).exists()


def test_the_new_game_dialog_says_when_nobody_plays_here(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.STANDARD))
    dialog.count.setValue(3)
    assert dialog.count.value() == 3
    note = dialog.table_screen_note
    for kinds, shown in (((REMOTE, REMOTE, "greedy"), True), (("", REMOTE, "greedy"), False),
                         (("greedy", "greedy", "greedy"), False), ((REMOTE,) * 3, True)):
        for seat, kind in enumerate(kinds):
            dialog.kinds[seat].setCurrentIndex(dialog.kinds[seat].findData(kind))
        assert note.isHidden() is not shown, kinds
    dialog.count.setValue(4)  # a fourth seat, a person here (remembered or not): no note
    dialog.kinds[3].setCurrentIndex(dialog.kinds[3].findData(""))
    assert note.isHidden()

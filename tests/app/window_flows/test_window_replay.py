"""Replay mode and the coach in the real window: stepping through a game, leaving it, reviewing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from tests.players.helpers import setup
from welcome_desktop.app.dialogs.history import HistoryDialog
from welcome_desktop.app.look.inks import Ink
from welcome_desktop.app.play.sheet_model import SheetSnapshot
from welcome_desktop.app.replay.mode import ReplayMode
from welcome_desktop.app.replay.snapshots import marks
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.players.review import Review, ReviewSettings
from welcome_desktop.records.ids import new_game_id
from welcome_desktop.records.reviews import reviews_path
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.record import record_of
from welcome_desktop.rules.replay import Replay

WAIT_MS = 120000
SETTINGS = ReviewSettings(budget_s=0.02)


def _finished_in_history(qtbot: QtBot, window: MainWindow, mode: Mode, players: int,
                         seed: int) -> Game:
    """A game the greedy player played to the end, kept in the history and opened for replay
    from Game → Finished games (its "Replay and review" button)."""
    game = play_game(setup(mode, True, players, seed), [GreedyPlayer()] * players, seed)
    window.files.store.finish(game, new_game_id())
    drive = WindowDriver(qtbot, window)

    def replay_it(dialog: QDialog) -> None:
        assert isinstance(dialog, HistoryDialog)
        dialog.replay_button.click()

    drive.answer_next_dialog(replay_it)
    assert window.files.show_history()
    drive.stop_waiting()
    if window.end_dialog is not None:
        window.end_dialog.close()
    window.activateWindow()  # the keys go to the window the player looks at
    qtbot.waitUntil(window.isActiveWindow)
    return game


def _mode(window: MainWindow) -> ReplayMode:
    assert window.replay_mode is not None and window.replay_mode.active
    return window.replay_mode


def _shown_sheets(mode: ReplayMode) -> dict[int, SheetSnapshot]:
    """Every sheet the page draws, by seat: the big one and the small ones."""
    big = mode.page.scene.snapshot()
    assert big is not None
    shown = {mode.seat: big}
    for seat in mode.page.others_sheets.seats:
        snapshot = seat.scene.snapshot()
        if not seat.isHidden() and snapshot is not None:
            shown[seat.seat] = snapshot
    return shown


def test_stepping_through_a_finished_four_player_game(qtbot: QtBot, window: MainWindow) -> None:
    game = _finished_in_history(qtbot, window, Mode.EXPERT, 4, 51)
    mode = _mode(window)
    replay = Replay(record_of(game))
    assert mode.turn_count == replay.turn_count == game.turn_number
    assert window.pages.currentWidget() is mode.page
    assert mode.number == replay.turn_count  # it opens on the last turn
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert mode.number == 1 and mode.page.slider.value() == 1
    for number in range(1, replay.turn_count + 1):
        turn = replay.turn(number)
        shown = _shown_sheets(mode)
        assert sorted(shown) == [0, 1, 2, 3]
        for seat, snapshot in shown.items():
            assert snapshot.sheet == turn.after[seat]
            assert snapshot.pending == marks(turn.actions[seat], turn.after[seat].plan_ids)
        assert game.setup.players[0] in mode.page.choices.text()
        assert mode.page.offer.card_widget(0).number() == turn.offers[0][0].number
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert mode.number == replay.turn_count  # → stops at the last turn
    assert _shown_sheets(mode)[0].sheet == game.sheets[0]
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert mode.number == replay.turn_count - 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert mode.number == replay.turn_count
    mode.page.others_sheets.seats[2].clicked.emit(2)  # a small sheet shown large
    assert mode.seat == 2 and mode.page.scene.snapshot().sheet == game.sheets[2]
    mode.page.review.player.activated.emit(3)  # the player chosen for review, shown large
    assert mode.seat == 3 and mode.page.scene.snapshot().sheet == game.sheets[3]


def test_the_replay_speaks_the_language_chosen(qtbot: QtBot, window: MainWindow) -> None:
    _finished_in_history(qtbot, window, Mode.STANDARD, 2, 7)
    mode = _mode(window)
    window.set_language("cs")
    try:
        assert mode.page.header.text().startswith("Záznam: tah")
        assert mode.page.others_sheets.caption.text().startswith("Jak vypadaly po zobrazeném tahu")
        assert mode.page.leave_button.text() == "Zpět do hry (Esc)"
    finally:
        window.set_language("en")
    assert mode.page.header.text().startswith("Replay: turn")


def test_leaving_the_replay_returns_to_the_game_as_it_was(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=8))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    window.show_replay()  # nothing resolved yet
    assert window.replay_mode is not None and not window.replay_mode.active
    assert "nothing to replay" in window.panel.message.text()
    for _ in range(3):
        drive.play_turn()
    choose = sorted(drive.view.playable, key=str)[0]
    drive.choose(choose)
    before = drive.view
    cursor_keys = window.sheet_cursor.target
    window.menu.actions["replay"].trigger()
    mode = _mode(window)
    controller = window.controller
    assert controller is not None and not controller.accepts_input
    assert mode.turn_count == 3 == game.turn_number  # up to the last resolved turn
    assert not window.menu.actions["confirm"].isEnabled()
    controller.undo()  # refused while replaying: the intent guard
    controller.confirm()
    assert game.turn(0).choice == choose and game.turn_number == 3
    qtbot.keyClick(window, Qt.Key.Key_Left)  # the replay's key, not the sheet cursor's
    assert mode.number == 2 and window.sheet_cursor.target == cursor_keys
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not mode.active and window.pages.currentIndex() == 0
    assert controller.accepts_input and window.menu.actions["confirm"].isEnabled()
    assert drive.view == before
    drive.press("undo")  # accepted again
    assert game.turn(0).choice is None


def test_the_review_runs_in_the_background_cancels_cleanly_and_jumps(
        qtbot: QtBot, window: MainWindow) -> None:
    game = _finished_in_history(qtbot, window, Mode.SOLO, 1, 31)
    mode = _mode(window)
    review = mode.page.review
    review.settings = SETTINGS
    path = window.files.store.history_path(window.files.game_id)
    assert path.exists()
    # Cancelled half-way: nothing is kept, nothing is shown.
    review.worker.progressed.connect(
        lambda _request, done, _total: review.cancel() if done == 2 else None)
    review.start_button.click()
    assert review.running and review.cancel_button.isVisible()
    qtbot.waitUntil(lambda: not review.running, timeout=WAIT_MS)
    assert review.worker.wait()
    assert review.review is None and review.summary.text() == "Review cancelled."
    assert not reviews_path(path).exists()
    review.worker.progressed.disconnect()
    # Run to the end: kept with the finished game, the costliest turns listed, sorted.
    seen: list[int] = []
    review.worker.progressed.connect(lambda _request, done, _total: seen.append(done))
    review.start_button.click()
    qtbot.waitUntil(lambda: review.review is not None, timeout=WAIT_MS)
    done = review.review
    assert isinstance(done, Review) and len(done.verdicts) == game.turn_number
    assert seen[-1] == game.turn_number and reviews_path(path).exists()
    rows = [review.costly.item(i) for i in range(review.costly.count())]
    turns = [item.data(Qt.ItemDataRole.UserRole) for item in rows]
    losses = [next(v.loss for v in done.verdicts if v.turn == t) for t in turns]
    assert losses and losses == sorted(losses, reverse=True) and losses[0] > 0
    # A click on the costliest turn: the replay shows it with the best choice drawn faintly.
    mode.step_to(1 if turns[0] != 1 else 2)
    review.costly.itemClicked.emit(rows[0])
    verdict = next(v for v in done.verdicts if v.turn == turns[0])
    assert mode.number == verdict.turn and mode.seat == 0
    snapshot = mode.page.scene.snapshot()
    assert snapshot is not None and snapshot.ghosts == marks(verdict.best, snapshot.sheet.plan_ids)
    assert snapshot.ghosts and snapshot.ghosts != snapshot.pending
    assert snapshot.ghost_ink is Ink.BEST  # not the hint's ink: the review's own
    text = mode.page.verdict.text()
    assert f"{verdict.played_expected:.1f}" in text and f"{verdict.best_expected:.1f}" in text
    assert f"{verdict.loss:.1f}" in text and mode.page.verdict.isVisible()
    # Asked again, the kept review answers without reviewing a turn.
    seen.clear()
    review.start_button.click()
    qtbot.waitUntil(lambda: review.review is not None, timeout=WAIT_MS)
    assert seen == [] and review.review == done


def test_a_new_game_leaves_the_replay(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    _finished_in_history(qtbot, window, Mode.STANDARD, 2, 7)
    mode = _mode(window)
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=3)))
    assert not mode.active and window.pages.currentIndex() == 0
    assert window.controller is not None and window.controller.accepts_input


def test_the_costliest_turns_show_whole_lines_at_1366(qtbot: QtBot, window: MainWindow) -> None:
    """The review's list was cut to two lines and a half at 1366×768 (issue 45)."""
    from PySide6.QtCore import QPoint, QRect

    from welcome_desktop.app.replay.review_panel import COSTLY_ROWS

    _finished_in_history(qtbot, window, Mode.SOLO, 1, 31)
    window.resize(1366, 768)
    review = _mode(window).page.review
    review.settings = SETTINGS
    review.start_button.click()
    qtbot.waitUntil(lambda: review.review is not None, timeout=WAIT_MS)
    qtbot.wait(20)
    costly = review.costly
    side = _mode(window).page.side.viewport()
    seen = QRect(side.mapTo(window, QPoint(0, 0)), side.size())
    shown = QRect(costly.viewport().mapTo(window, QPoint(0, 0)), costly.viewport().size())
    rows = min(COSTLY_ROWS, costly.count())
    assert rows >= 2
    height = sum(costly.visualItemRect(costly.item(i)).height() for i in range(rows))
    assert seen.intersected(shown).height() >= height, (seen, shown, height)

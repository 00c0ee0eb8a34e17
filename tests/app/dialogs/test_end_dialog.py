"""The end-of-game dialog: ranking lines, tie-breaks, the whole table in view, deleted with its
game."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QAbstractItemView, QApplication
from pytestqt.qtbot import QtBot

from tests.counted import points
from welcome_desktop.app.dialogs.end_game import EndDialog
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.game import replay
from welcome_desktop.rules.record import record_of
from welcome_desktop.rules.scoring import TieBreak


def test_a_full_tie_is_one_sentence_and_the_total_row_is_in_view(qtbot: QtBot) -> None:
    game = play_game(Setup(Mode.SOLO, False, ("Anna",), seed=4), [GreedyPlayer()], 4)
    breakdown = game.breakdowns()[0]
    names = ["Anna", "Bruno", "Chiara"]
    ties = [TieBreak((0, 1), None), TieBreak((1, 2), None)]
    dialog = EndDialog(names, [breakdown] * 3, ["refusals"], [[0, 1, 2]], ties)
    qtbot.addWidget(dialog)
    lines = dialog.ranking.text().split("\n")
    assert lines == [f"1. Anna, Bruno, Chiara — {points(breakdown.total)}",
                     "Anna, Bruno, Chiara: tied on points and estates, they share the rank."]
    table = dialog.table
    last = table.rowCount() - 1
    assert table.verticalHeaderItem(last).text() == "Total"
    assert table.item(last, 2).text() == str(breakdown.total)
    assert table.item(last, 0).font().bold()
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.minimumHeight() >= rows + table.horizontalHeader().height()
    assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers


def test_a_broken_tie_says_what_broke_it(qtbot: QtBot) -> None:
    game = play_game(Setup(Mode.SOLO, False, ("Anna",), seed=4), [GreedyPlayer()], 4)
    breakdown = game.breakdowns()[0]
    dialog = EndDialog(["Anna", "Bruno"], [breakdown] * 2, ["plans"], [[1], [0]],
                       [TieBreak((1, 0), "size_2")])
    qtbot.addWidget(dialog)
    lines = dialog.ranking.text().split("\n")
    assert lines[2] == "Bruno and Anna tied on points: more estates of size 2."
    assert len(lines) == 3


def test_each_games_end_dialog_goes_with_its_game(qtbot: QtBot, window: MainWindow) -> None:
    """Play again, game after game, in one window: each end dialog is deleted once closed, so
    the window keeps as many top-level widgets and QObjects after four games as after one
    (tests/benchmarks/bench_soak.py prints the growth per game over many)."""
    finished = record_of(play_game(Setup(Mode.SOLO, False, ("Anna",), seed=4),
                                   [GreedyPlayer()], 4))
    counts = []
    for _ in range(4):
        window.start(replay(finished.setup, finished.log))
        window.show_end()
        dialog = window.end_dialog
        assert dialog is not None and dialog.isVisible()
        dialog.play_again_button.click()
        assert window.controller is not None and not window.controller.game.over
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        assert window.end_dialog is None
        assert window.findChildren(EndDialog) == []
        counts.append((len(QApplication.topLevelWidgets()), len(window.findChildren(QObject))))
    assert counts == [counts[0]] * 4

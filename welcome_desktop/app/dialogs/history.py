"""The finished games kept in the user's data folder: the best solo scores of each
neighbourhood and variant, then one line a game.

Read from the save files' summaries and results, without replaying anything; the game chosen
is replayed only when it is opened (``chosen``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.dialogs.resume import mode_name, saved_date
from welcome_desktop.app.look.plain import plain_label, plain_tip
from welcome_desktop.app.look.screen_fit import cap_to_screen
from welcome_desktop.app.words.game_words import sheet_name
from welcome_desktop.records.bests import played_sheet, solo_scores
from welcome_desktop.records.store import StoredGame
from welcome_desktop.rules.themes import BASE, SHEET_KINDS

translate = QCoreApplication.translate


def standings(game: StoredGame) -> str:
    """The players with their final scores, best first ("Anna 102 · Bruno 95")."""
    summary = game.summary
    if summary is None:
        return ""
    result = game.result
    order = ([p for group in result.ranking for p in group] if result is not None
             else range(len(summary.players)))
    return " · ".join(f"{summary.players[p]} {summary.scores[p]}" for p in order)


class HistoryDialog(QDialog):
    """Lists the finished games; ``chosen`` is the one to open once accepted."""

    COLUMNS = 4  # date, mode, players and scores, turns

    def __init__(self, games: Sequence[StoredGame], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("HistoryDialog", "Finished games"))
        self.chosen: StoredGame | None = None
        #: The chosen game is to be replayed (and reviewed), not only shown.
        self.replay = False
        self._games = list(games)
        layout = QVBoxLayout(self)
        self.best = plain_label(self._best_text())
        layout.addWidget(self.best)
        self.table = QTableWidget(len(self._games), self.COLUMNS)
        self.table.setHorizontalHeaderLabels([
            translate("HistoryDialog", "Date"),
            translate("HistoryDialog", "Mode"),
            translate("HistoryDialog", "Players and scores"),
            translate("HistoryDialog", "Turns"),
        ])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for row, game in enumerate(self._games):
            for column, text in enumerate(self._cells(game)):
                item = QTableWidgetItem(text)
                if not game.readable:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setToolTip(plain_tip(text))
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        first = next((i for i, g in enumerate(self._games) if g.readable), None)
        if first is not None:
            self.table.selectRow(first)
        self.table.cellDoubleClicked.connect(lambda _row, _column: self._open())
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(translate("HistoryDialog", "Show the final sheets"))
        self.open_button.setEnabled(first is not None)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.clicked.connect(self._open)
        self.replay_button = QPushButton(translate("HistoryDialog", "Replay and review"))
        self.replay_button.setEnabled(first is not None)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self._replay)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        cap_to_screen(self, 760, 420)

    def _best_text(self) -> str:
        if not self._games:
            return translate("HistoryDialog", "No finished game yet.")
        text = translate("HistoryDialog", "Finished games: {count}.").format(
            count=sum(game.readable for game in self._games))
        table = solo_scores(self._games)
        for sheet in SHEET_KINDS:  # per neighbourhood, basic then advanced
            for advanced in (False, True):
                scores = table.get((sheet, advanced))
                if not scores:
                    continue
                words = (translate("HistoryDialog", "Best advanced solo score, {neighbourhood}: "
                                                    "{score}.") if advanced else
                         translate("HistoryDialog", "Best solo score, {neighbourhood}: {score}."))
                text += " " + words.format(neighbourhood=sheet_name(sheet),
                                           score=scores[0].score)
        return text

    @staticmethod
    def _cells(game: StoredGame) -> tuple[str, str, str, str]:
        summary = game.summary
        if summary is None or game.saved_at is None:
            why = translate("HistoryDialog", "Unreadable: {why}").format(why=game.problem or "?")
            return ("", "", why, "")
        mode = mode_name(summary.mode, summary.advanced)
        sheet = played_sheet(game)
        if sheet != BASE:
            mode = translate("HistoryDialog", "{mode}, {neighbourhood}").format(
                mode=mode, neighbourhood=sheet_name(str(sheet)))
        return (saved_date(game), mode, standings(game), str(summary.turn))

    def _replay(self) -> None:
        self.replay = True
        self._open()

    def _open(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self._games) and self._games[row].readable:
            self.chosen = self._games[row]
            self.accept()

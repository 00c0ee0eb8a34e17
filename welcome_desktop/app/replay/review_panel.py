"""The coach in the replay: a chosen player's review, computed off the interface thread with a
progress bar and Cancel, kept with the game file (``players.review.cached_review``), and the
list of the turns that cost most, each a click away.

Signals:
    ReviewWorker.progressed(int, int, int): request id, turns reviewed, turns to review.
    ReviewWorker.done(int, object): request id, the :class:`Review`.
    ReviewWorker.stopped(int, str): request id, why ("" when cancelled).
    ReviewPanel.turn_clicked(int): a costly turn was clicked (its number).
    ReviewPanel.reviewed(object): a review is ready to draw (or None when dropped).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.play.background import BackgroundWorker
from welcome_desktop.app.replay.snapshots import costly_line
from welcome_desktop.rules.record import GameRecord

if TYPE_CHECKING:
    from welcome_desktop.players.review import Review, ReviewSettings

translate = QCoreApplication.translate

#: Losses under this many points are "as good as the best choice" (not listed as costly).
NEGLIGIBLE = 0.05
COSTLY_ROWS = 5
"""The costliest turns in view at once: this many whole lines."""


class ReviewWorker(BackgroundWorker):
    """Runs one review at a time on a background thread; a newer request or ``cancel()``
    stops the one under way between two turns (a cancelled review keeps nothing)."""

    progressed = Signal(int, int, int)
    done = Signal(int, object)
    stopped = Signal(int, str)

    WAIT_MS = 60000

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()

    def start(self, path: Path | None, record: GameRecord, player: int,
              settings: ReviewSettings) -> int:
        """Review ``player``'s turns of ``record``, kept beside ``path`` (None: not kept);
        the request id."""
        from welcome_desktop.players.review import ReviewCancelled, cached_review
        from welcome_desktop.rules.game import ReplayError

        self.cancel()
        self.request += 1
        request, stop = self.request, threading.Event()
        self._stop = stop

        def work() -> None:
            try:
                review = cached_review(
                    path, record, player, settings, cancelled=stop.is_set,
                    progress=lambda done, total: self.progressed.emit(request, done, total))
            except ReviewCancelled:
                self.stopped.emit(request, "")
            except (ReplayError, ValueError) as error:
                self.stopped.emit(request, str(error))
            else:
                self.done.emit(request, review)

        self.run(work)
        return request

    def cancel(self) -> None:
        self._stop.set()



class ReviewPanel(QWidget):
    """Choose a player, review their turns, and list the turns that cost most."""

    turn_clicked = Signal(int)
    reviewed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from welcome_desktop.players.review import ReviewSettings

        #: The reviewer's settings (tests lower the budget).
        self.settings = ReviewSettings()
        self.worker = ReviewWorker(self)
        self.worker.progressed.connect(self._progressed)
        self.worker.done.connect(self._done)
        self.worker.stopped.connect(self._stopped)
        self.review: Review | None = None
        self._path: Path | None = None
        self._record: GameRecord | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = plain_label()
        self.title.setStyleSheet("font-weight: bold")
        layout.addWidget(self.title)
        row = QHBoxLayout()
        self.player = QComboBox()
        self.player.currentIndexChanged.connect(lambda _index: self._forget())
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start)
        row.addWidget(self.player, 1)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        running = QHBoxLayout()
        self.progress = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        layout.addLayout(running)
        self.summary = plain_label()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.costly = QListWidget()
        self.costly.setObjectName("costly_turns")
        self.costly.itemClicked.connect(self._clicked)
        self.costly.itemActivated.connect(self._clicked)
        layout.addWidget(self.costly, 1)
        self._fit_costly()
        self._set_running(False)
        self.retranslate()

    def _fit_costly(self) -> None:
        """Room for :data:`COSTLY_ROWS` whole lines of the costliest turns."""
        frame = 2 * self.costly.frameWidth()
        line = self.costly.fontMetrics().height() + 2
        self.costly.setMinimumHeight(COSTLY_ROWS * line + frame)

    def retranslate(self) -> None:
        self.title.setText(translate("Review", "Review by the strong player"))
        self.start_button.setText(translate("Review", "Review"))
        self.cancel_button.setText(translate("Review", "Cancel"))
        self.player.setToolTip(translate("Review", "Whose turns to review"))
        self._show_review()

    def show_game(self, names: Sequence[str], record: GameRecord, path: Path | None) -> None:
        """The game to review: its players, its record, the file its reviews are kept with."""
        self.cancel()
        self._record, self._path = record, path
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItems(list(names))
        self.player.blockSignals(False)
        self._forget()

    @property
    def running(self) -> bool:
        return not self.progress.isHidden()

    def start(self) -> None:
        """Review the chosen player's turns (at once when the review is kept with the game)."""
        if self._record is None:
            return
        if self.review is not None:  # the best choices drawn go (redrawing costs otherwise)
            self.review = None
            self.reviewed.emit(None)
        self.progress.setRange(0, max(1, len(self._record.log)))
        self.progress.setValue(0)
        self._set_running(True)
        self.summary.setText(translate("Review", "Reviewing…"))
        self.worker.start(self._path, self._record, self.player.currentIndex(), self.settings)

    def cancel(self) -> None:
        """Stop the review under way; nothing of it is kept."""
        self.worker.cancel()
        if self.running:
            self.worker.request += 1  # its last answers are stale
            self._set_running(False)
            self.summary.setText(translate("Review", "Review cancelled."))

    def _set_running(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.start_button.setEnabled(not running)
        self.player.setEnabled(not running)

    def _progressed(self, request: int, done: int, total: int) -> None:
        if request == self.worker.request:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _done(self, request: int, review: Review) -> None:
        if request != self.worker.request:
            return
        self._set_running(False)
        self.review = review
        self._show_review()
        self.reviewed.emit(review)

    def _stopped(self, request: int, why: str) -> None:
        if request == self.worker.request:
            self._set_running(False)
            self.summary.setText(why or translate("Review", "Review cancelled."))

    def _forget(self) -> None:
        """Another player or game: the review shown is dropped."""
        if self.review is not None:
            self.review = None
            self.reviewed.emit(None)
        self._show_review()

    def _show_review(self) -> None:
        self.costly.clear()
        review = self.review
        if review is None:
            if not self.running:
                self.summary.setText(translate(
                    "Review", "Choose a player and Review: the strong player judges each of "
                    "their turns."))
            return
        self.summary.setText(translate(
            "Review", "{turns} turns reviewed: {loss} expected points lost in all. The turns "
            "that cost most (click one to see it):").format(
                turns=len(review.verdicts), loss=f"{review.total_loss:.1f}"))
        for verdict in review.costliest():
            if verdict.loss < NEGLIGIBLE:
                break
            item = QListWidgetItem(costly_line(verdict))
            item.setData(Qt.ItemDataRole.UserRole, verdict.turn)
            self.costly.addItem(item)
        if self.costly.count() == 0:
            self.costly.addItem(translate("Review", "Every turn was as good as the best choice."))

    def _clicked(self, item: QListWidgetItem) -> None:
        turn = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(turn, int):
            self.turn_clicked.emit(turn)

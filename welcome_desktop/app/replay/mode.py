"""Replay mode: a read-only page of the window stepping through the resolved turns of the game
shown (a finished game, or the game in progress up to its last resolved turn).

A turn slider and the keys ←/→, Home/End choose the turn; the big sheet shows one player's
sheet as it stood after that turn, the small sheets the others', that turn's marks in the
"this turn" ink; beside them the turn's cards and plans, what everyone chose, and the coach
(:mod:`~welcome_desktop.app.replay.review_panel`). :class:`ReplayMode` owns its page and says
when it is ``entered`` and ``left``: the window then pauses the controller (which refuses every
intent) and switches the turn's actions off, and on leaving shows the game page again exactly as
it was.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.cards.offer_panel import OfferPanel
from welcome_desktop.app.cards.plan_cards import PlanPanel
from welcome_desktop.app.look.chrome import accent
from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.replay.review_panel import ReviewPanel
from welcome_desktop.app.replay.snapshots import (
    choices_text,
    replay_snapshot,
    verdict_text,
)
from welcome_desktop.app.sheet.others_sheets import OthersSheets
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView
from welcome_desktop.rules.actions import Choose
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.record import record_of
from welcome_desktop.rules.replay import Replay

if TYPE_CHECKING:
    from welcome_desktop.app.files.game_files import GameFiles
    from welcome_desktop.app.play.controller import GameController
    from welcome_desktop.players.review import Review, Verdict

translate = QCoreApplication.translate

SIDE_WIDTH = 430
REPLAY_PLAN_SHARE = 0.62
"""The plans are only looked at in the replay: drawn smaller, for the review's room."""


class ReplayTableView(OthersSheets):
    """The small sheets of the replay: as they stood after the turn shown."""

    def retranslate(self) -> None:
        self.caption.setText(translate(
            "Replay", "As they stood after the turn shown; that turn's marks in the turn's "
            "ink. Click a sheet to show it large."))


class ReplayPage(QWidget):
    """The replay's widgets: the big sheet, the small sheets, the turn slider and the side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_page")
        self.scene = SheetScene()
        self.sheet_view = SheetView(self.scene)
        self.sheet_view.setInteractive(False)
        self.sheet_view.setSizePolicy(QSizePolicy.Policy.Expanding,
                                      QSizePolicy.Policy.Expanding)
        self.others_sheets = ReplayTableView()
        # The side column scrolls when the window is short: nothing in it is squeezed (the
        # turn's sentence never drawn over its cards, the plans never cut).
        content = QWidget()
        content.setObjectName("replay_side")
        side = QScrollArea()
        side.setObjectName("replay_side_scroll")
        side.setWidget(content)
        side.setWidgetResizable(True)
        side.setFrameShape(QFrame.Shape.NoFrame)
        side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side.setFixedWidth(SIDE_WIDTH)
        self.side = side
        column = QVBoxLayout(content)
        column.setContentsMargins(4, 0, 4, 0)
        self.header = plain_label()
        self.header.setStyleSheet("font-size: 16px; font-weight: bold")
        column.addWidget(self.header)
        steps = QHBoxLayout()
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first = QPushButton(icon(pixmap.SP_MediaSkipBackward), "")
        self.previous = QPushButton(icon(pixmap.SP_MediaSeekBackward), "")
        self.next = QPushButton(icon(pixmap.SP_MediaSeekForward), "")
        self.last = QPushButton(icon(pixmap.SP_MediaSkipForward), "")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay_slider")
        self.slider.setPageStep(1)
        steps.addWidget(self.first)
        steps.addWidget(self.previous)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.next)
        steps.addWidget(self.last)
        column.addLayout(steps)
        self.offer = OfferPanel()
        self.offer.setEnabled(False)
        column.addWidget(self.offer)
        self.plans = PlanPanel()
        self.plans.setEnabled(False)
        self.plans.set_height_share(REPLAY_PLAN_SHARE)  # room for the review's costliest turns
        column.addWidget(self.plans)
        self.choices = plain_label()
        self.choices.setWordWrap(True)
        self.choices.setStyleSheet(f"color: {accent('#5a2a66')}")
        column.addWidget(self.choices)
        self.verdict = plain_label()
        self.verdict.setObjectName("replay_verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("QLabel { background: #e8f1f6; color: #1d4a63; border: 1px "
                                   "solid #8fb6cc; border-radius: 4px; padding: 4px 6px; }")
        column.addWidget(self.verdict)
        self.review = ReviewPanel()
        self.review.setMinimumHeight(160)
        column.addWidget(self.review, 1)
        self.leave_button = QPushButton()
        column.addWidget(self.leave_button)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.sheet_view, 1)
        layout.addWidget(self.others_sheets)
        layout.addWidget(side)


class ReplayMode(QObject):
    """The replay page (:attr:`page`, for ``window`` to show) and the turn it draws.

    Signals:
        entered(): the replay started: the window shows :attr:`page` and pauses the game.
        left(): the player went back to the game.
    """

    entered = Signal()
    left = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.page = ReplayPage()
        self.replay: Replay | None = None
        #: The turn shown (1 for the first) and the seat on the big sheet.
        self.number = 0
        self.seat = 0
        page = self.page
        page.slider.valueChanged.connect(self.show_turn)
        page.first.clicked.connect(lambda: self.step_to(1))
        page.previous.clicked.connect(lambda: self.step_to(self.number - 1))
        page.next.clicked.connect(lambda: self.step_to(self.number + 1))
        page.last.clicked.connect(lambda: self.step_to(self.turn_count))
        page.leave_button.clicked.connect(self.leave)
        page.others_sheets.seat_clicked.connect(self.show_seat)
        page.review.turn_clicked.connect(self.jump_to_costly)
        page.review.player.activated.connect(self.show_seat)  # the player chosen, shown large
        page.review.reviewed.connect(lambda _review: self._draw())
        self.shortcuts = []
        for key, slot in ((Qt.Key.Key_Left, lambda: self.step_to(self.number - 1)),
                          (Qt.Key.Key_Right, lambda: self.step_to(self.number + 1)),
                          (Qt.Key.Key_Home, lambda: self.step_to(1)),
                          (Qt.Key.Key_End, lambda: self.step_to(self.turn_count)),
                          (Qt.Key.Key_Escape, self.leave)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.activated.connect(slot)
            shortcut.setEnabled(False)
            self.shortcuts.append(shortcut)
        page.installEventFilter(self)
        self.retranslate()

    @property
    def active(self) -> bool:
        return self.replay is not None

    @property
    def turn_count(self) -> int:
        return self.replay.turn_count if self.replay is not None else 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        page = self.page
        page.leave_button.setText(translate("Replay", "Back to the game (Esc)"))
        page.first.setToolTip(translate("Replay", "First turn (Home)"))
        page.previous.setToolTip(translate("Replay", "Previous turn (←)"))
        page.next.setToolTip(translate("Replay", "Next turn (→)"))
        page.last.setToolTip(translate("Replay", "Last resolved turn (End)"))
        page.review.retranslate()
        if self.active:
            page.others_sheets.forget()
            self._draw()

    # ----------------------------------------------------------------- entering and leaving

    def enter(self, controller: GameController | None, path: Path | None,
              seat: int = 0) -> str:
        """Replay ``controller``'s game; its reviews are kept beside ``path`` (None: not kept).
        Returns why the replay cannot start ("" when it started)."""
        if controller is None:
            return translate("Replay", "There is no game to replay.")
        if not controller.accepts_input and not controller.game.over:
            return translate("Replay", "Wait until it is your turn to replay the game.")
        if not isinstance(controller.game, Game):
            return translate("Replay", "A network game is replayed once it ends (its host "
                                       "keeps it until then).")
        record = record_of(controller.game)
        if not record.log:
            return translate("Replay", "No turn has been resolved yet: nothing to replay.")
        self.replay = Replay(record)
        for shortcut in self.shortcuts:
            shortcut.setEnabled(True)
        self.seat, self.number = seat, 0
        self.page.review.show_game(record.setup.players, record, path)
        self.page.review.player.setCurrentIndex(seat)
        self.page.others_sheets.forget()
        self.page.slider.blockSignals(True)
        self.page.slider.setRange(1, self.turn_count)
        self.page.slider.blockSignals(False)
        self.entered.emit()
        self.step_to(self.turn_count)
        self._draw()
        self.page.slider.setFocus()
        return ""

    def leave(self) -> None:
        """Back to the game, as it was; the controller accepts input again."""
        if not self.active:
            return
        self.page.review.cancel()
        self.replay = None
        for shortcut in self.shortcuts:
            shortcut.setEnabled(False)
        self.left.emit()

    def shutdown(self) -> None:
        """Stop the review under way and wait for it (the window closes)."""
        self.page.review.cancel()
        self.page.review.worker.wait()

    # ----------------------------------------------------------------- stepping

    def step_to(self, number: int) -> None:
        """Show turn ``number`` (clamped to the resolved turns)."""
        if self.active:
            self.page.slider.setValue(max(1, min(number, self.turn_count)))
            self.show_turn(self.page.slider.value())

    def show_turn(self, number: int) -> None:
        if self.active and number != self.number:
            self.number = number
            self._draw()

    def show_seat(self, seat: int) -> None:
        """``seat``'s sheet on the big sheet (a small sheet was clicked)."""
        self.seat = seat
        self._draw()

    def jump_to_costly(self, number: int) -> None:
        """A costly turn was clicked: show it, with the reviewed player's sheet large."""
        review = self.page.review.review
        if review is not None:
            self.seat = review.player
        self.step_to(number)
        self._draw()

    def verdict(self) -> Verdict | None:
        """The review's verdict on the turn shown, when the seat shown is the one reviewed."""
        review: Review | None = self.page.review.review
        if review is None or review.player != self.seat:
            return None
        return next((v for v in review.verdicts if v.turn == self.number), None)

    def _draw(self) -> None:
        replay, page = self.replay, self.page
        if replay is None or not 1 <= self.number <= replay.turn_count:
            return
        names = replay.record.setup.players
        turn = replay.turn(self.number)
        verdict = self.verdict()
        page.scene.set_snapshot(replay_snapshot(replay, self.seat, self.number, verdict))
        snapshots = [replay_snapshot(replay, p, self.number) for p in range(len(names))]
        summaries = ["" for _ in names]
        page.others_sheets.show_table(names, snapshots, summaries, self.seat,
                                   (id(replay), self.number, self.seat))
        page.others_sheets.fit_window(self._window.width(), self._window.width() - SIDE_WIDTH)
        page.header.setText(translate("Replay", "Replay: turn {turn} of {turns} — {name}").format(
            turn=self.number, turns=replay.turn_count, name=names[self.seat]))
        choose = next((a for a in turn.actions[self.seat] if isinstance(a, Choose)), None)
        page.offer.set_offer(replay.record.setup.mode, turn.offers[self.seat],
                             turn.cards_remaining, choose, False,
                             frozenset({choose}) if choose is not None else frozenset())
        sheet = turn.after[self.seat]
        plans = tuple(card.plan for card in turn.plan_cards)
        page.plans.set_plans((plans[0], plans[1], plans[2]), turn.approved_after,
                             (sheet.plan_claimed[0], sheet.plan_claimed[1],
                              sheet.plan_claimed[2]), frozenset())
        page.choices.setText(choices_text(replay, self.number))
        page.verdict.setText(verdict_text(verdict, sheet.plan_ids) if verdict else "")
        page.verdict.setVisible(verdict is not None)


def review_path(files: GameFiles) -> Path | None:
    """The game file the reviews of the game shown are kept with: the file it was saved to or
    opened from, else its finished game in the history, else its autosave; None when it has
    none of its own (a game open read-only, whose autosave is never written): its reviews are
    then not kept, rather than left orphaned beside an autosave that does not exist."""
    if files.read_only:
        return None
    if files.save_path is not None:
        return files.save_path
    finished = files.store.history_path(files.game_id)
    if finished.exists():
        return finished
    autosave = files.store.game_path(files.game_id)
    return autosave if autosave.exists() else None

"""Computer turns and hints, computed off the interface thread.

The window asks; a worker thread runs the player on a :class:`SeatView` (copies of what the seat
may know, made before the thread starts) and the answer comes back as a signal delivered in the
interface thread. A newer request makes older answers stale: they are dropped.

Signals:
    decided(int, int, list): request id, seat, the computer's complete turn.
    hinted(int, list, float): request id, the suggested turn, its expected final score.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from welcome_desktop.players import make_player, seat_view
from welcome_desktop.players.base import validate_turn
from welcome_desktop.players.calibration import expected_total
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.game import Game

HINT_LEVEL = "strong"


def decision_rng(game: Game, seat: int) -> random.Random:
    """The same game, turn and seat always give the same decision (determinism)."""
    return random.Random(f"{game.setup.seed}:{game.turn_number}:{seat}")


class _Job(QRunnable):
    def __init__(self, work: Callable[[], None]) -> None:
        super().__init__()
        self._work = work

    def run(self) -> None:
        self._work()


class ComputerWorker(QObject):
    """Runs computer decisions and hints one at a time on a background thread."""

    decided = Signal(int, int, object)
    hinted = Signal(int, object, float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.request = 0

    def cancel(self) -> None:
        """Forget every request under way (a new game, a loaded game)."""
        self.request += 1

    @property
    def busy(self) -> bool:
        return self._pool.activeThreadCount() > 0

    def decide(self, game: Game, seat: int, level: str) -> int:
        """Start computing ``seat``'s turn at ``level``; returns the request id."""
        self.request += 1
        request = self.request
        view = seat_view(game, seat)
        rng = decision_rng(game, seat)
        player = make_player(level)

        def work() -> None:
            self.decided.emit(request, seat, player.decide(view, rng))

        self._pool.start(_Job(work))
        return request

    def hint(self, game: Game, seat: int) -> int:
        """Start computing the strong player's suggestion for ``seat``; returns the request id."""
        self.request += 1
        request = self.request
        view = seat_view(game, seat)
        rng = decision_rng(game, seat)
        player = make_player(HINT_LEVEL)

        def work() -> None:
            actions: list[Action] = player.decide(view, rng)
            after = validate_turn(view, actions).sheet
            expected = expected_total(view, after)
            self.hinted.emit(request, actions, expected)

        self._pool.start(_Job(work))
        return request

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the work under way is done (tests, closing the window)."""
        return self._pool.waitForDone(msecs)

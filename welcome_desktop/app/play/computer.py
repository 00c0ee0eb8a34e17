"""Computer turns and hints, computed off the interface thread.

:class:`ComputerSeats` plays the computer seats of a game when its controller says it is their
turn, and asks for hints; a worker thread runs the player on a :class:`SeatView` (copies of what
the seat may know, made before the thread starts) and the answer comes back as a signal
delivered in the interface thread. A newer request makes older answers stale: they are dropped.

Signals:
    ComputerWorker.decided(int, int, list): request id, seat, the computer's complete turn.
    ComputerWorker.hinted(int, list, float): request id, the suggested turn, its expected final
        score.
    ComputerSeats.hint_shown(float): a hint is drawn, with its expected final score.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer, Signal

from welcome_desktop.app.play.background import BackgroundWorker
from welcome_desktop.app.play.table import HintSource
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.game import Game

if TYPE_CHECKING:
    from welcome_desktop.app.play.controller import GameController
    from welcome_desktop.players.view import SeatView

# The computer players (welcome_desktop.players) are imported when a computer seat plays or a
# hint is asked, not with the window: they are not needed to paint the sheet (start-up time,
# see docs/startup.md).

HINT_LEVEL = Level.STRONG
#: Pause before a computer seat plays, per speed (milliseconds): the player can follow.
COMPUTER_SPEEDS = {"fast": 100, "normal": 700, "slow": 1600}
SPEED_KEY = "computer/speed"


def decision_rng(game: Game, seat: int) -> random.Random:
    """The same game, turn and seat always give the same decision (determinism)."""
    return random.Random(f"{game.setup.seed}:{game.turn_number}:{seat}")


class ComputerWorker(BackgroundWorker):
    """Runs computer decisions and hints one at a time on a background thread."""

    decided = Signal(int, int, object)
    hinted = Signal(int, object, float)

    def cancel(self) -> None:
        """Forget every request under way (a new game, a loaded game)."""
        self.request += 1

    def decide(self, game: Game, seat: int, level: str, budget_s: float | None = None) -> int:
        """Start computing ``seat``'s turn at ``level`` (the strong player thinks ``budget_s``
        seconds, default its own); returns the request id."""
        from welcome_desktop.players import make_player, seat_view

        self.request += 1
        request = self.request
        view = seat_view(game, seat)
        rng = decision_rng(game, seat)
        player = make_player(level) if budget_s is None else make_player(level, budget_s)

        def work() -> None:
            self.decided.emit(request, seat, player.decide(view, rng))

        self.run(work)
        return request

    def hint(self, game: Game, seat: int) -> int:
        """Start computing the strong player's suggestion for ``seat``; returns the request id."""
        from welcome_desktop.players import seat_view

        return self.hint_on(seat_view(game, seat), decision_rng(game, seat))

    def hint_on(self, view: SeatView, rng: random.Random) -> int:
        """Start computing the strong player's suggestion on ``view`` (all the seat may know);
        returns the request id."""
        from welcome_desktop.players import make_player
        from welcome_desktop.players.base import validate_turn
        from welcome_desktop.players.calibration import expected_total

        self.request += 1
        request = self.request
        player = make_player(HINT_LEVEL)

        def work() -> None:
            actions: list[Action] = player.decide(view, rng)
            after = validate_turn(view, actions).sheet
            expected = expected_total(view, after)
            self.hinted.emit(request, actions, expected)

        self.run(work)
        return request


class ComputerSeats(QObject):
    """Plays the computer seats of the followed game, after a pause the player can follow, and
    computes hints for the person at the screen."""

    hint_shown = Signal(float)

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.worker = ComputerWorker(self)
        self.worker.decided.connect(self._decided)
        self.worker.hinted.connect(self._hinted)
        speed = settings.value(SPEED_KEY, "normal")
        self.speed = speed if speed in COMPUTER_SPEEDS else "normal"
        self.controller: GameController | None = None
        self._hint_request = -1
        self._hint_asked: object = None

    def follow(self, controller: GameController) -> None:
        """Play the computer seats of ``controller``'s game (answers for an older game are
        dropped)."""
        self.worker.cancel()
        self.controller = controller
        controller.computer_to_play.connect(self._to_play)

    def set_speed(self, speed: str) -> None:
        """The pause before a computer seat plays; remembered for the next start."""
        self.speed = speed
        self.settings.setValue(SPEED_KEY, speed)

    def _to_play(self, seat: int) -> None:
        controller = self.controller
        if controller is None:
            return
        game, level = controller.game, controller.computer_levels[seat]
        if not isinstance(game, Game):  # a joined seat: the host plays its computer seats
            return
        budget = controller.computer_budgets.get(seat)
        # This object is the timer's context: once deleted (window closed), no late call.
        QTimer.singleShot(COMPUTER_SPEEDS[self.speed], self,
                          lambda: self._think(game, seat, level, budget))

    def _think(self, game: Game, seat: int, level: str, budget: float | None) -> None:
        if self.controller is not None and self.controller.game is game and not game.over:
            self.worker.decide(game, seat, level, budget)

    def _decided(self, request: int, seat: int, actions: list[Action]) -> None:
        if request == self.worker.request and self.controller is not None:
            self.controller.play_computer_turn(seat, actions)
        # else a stale answer (new game, loaded game)

    def request_hint(self) -> bool:
        """Ask the strong player what the person at the screen should do this turn (drawn as
        ghost marks when it answers); False when no hint can be asked now."""
        controller = self.controller
        if controller is None or not controller.accepts_input or controller.game.over:
            return False
        game = controller.game
        if game.confirmed[controller.player]:
            return False
        if isinstance(game, Game):
            self._hint_request = self.worker.hint(game, controller.player)
        elif isinstance(game, HintSource):  # a joined seat: from its own view, if allowed
            view = game.hint_view(controller.player)
            if view is None:
                return False
            rng = random.Random(f"{view.turn_number}:{view.seat}:{view.context.offer}")
            self._hint_request = self.worker.hint_on(view, rng)
        else:
            return False
        self._hint_asked = self._turn_key()
        return True

    def _turn_key(self) -> object:
        """What the person's turn looks like now (a hint for another moment is dropped)."""
        c = self.controller
        return None if c is None else (c.game, c.game.turn_number, c.player,
                                       tuple(c.turn.actions))

    def _hinted(self, request: int, actions: list[Action], expected: float) -> None:
        if (request == self._hint_request and self.controller is not None
                and self._turn_key() == self._hint_asked):
            self.controller.show_hint(actions, expected)
            self.hint_shown.emit(expected)

    def cancel(self) -> None:
        """Forget every decision and hint under way."""
        self.worker.cancel()

    def wait(self) -> bool:
        """Block until the work under way is done (closing the window)."""
        return self.worker.wait()

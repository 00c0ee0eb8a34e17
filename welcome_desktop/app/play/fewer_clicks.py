"""*Fewer clicks* (View menu): a park or a pool used at once when it has exactly one place, and
a turn with nothing left to choose confirmed by itself a moment later.

:class:`FewerClicks` holds the two options and the moment's timer; the controller asks it what
to do and confirms when it says the moment has come (``due``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from welcome_desktop.app.play.table import Table
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.turn import PlayerTurn

AUTO_CONFIRM_MS = 1800
"""Fewer clicks: how long a turn with nothing left to choose waits before it confirms itself,
the prompt saying so; any action meanwhile (undo, a roundabout) keeps the turn open."""
AUTO_EFFECTS = (Effect.PARK, Effect.POOL)
"""Fewer clicks: the effects used at once when they have exactly one place. Never a bis (a
penalty) nor a fence or an estate column (real choices)."""


def nothing_left(game: Table, seat: int) -> bool:
    """``seat`` may confirm with nothing to choose but the optional roundabout."""
    return (not game.over and not game.confirmed[seat]
            and game.turn(seat).nothing_left_to_choose(roundabout=False))


class FewerClicks(QObject):
    """The options of *Fewer clicks* and the pending automatic confirmation.

    Signals:
        due(): the moment has passed with the turn left open: confirm it now (if it still may).
    """

    due = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: Use an effect at once when it has exactly one legal target.
        self.auto_effect = False
        #: Confirm the turn, after :data:`AUTO_CONFIRM_MS`, when nothing but the optional
        #: roundabout is left to choose.
        self.auto_confirm = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AUTO_CONFIRM_MS)
        self._timer.timeout.connect(self.due)

    def single_effect(self, turn: PlayerTurn) -> Action | None:
        """With the option on, the park or pool to use at once: its only place."""
        if self.auto_effect and turn.effect_skippable() \
                and turn.combination is not None and turn.combination.effect in AUTO_EFFECTS:
            targets = turn.effect_targets()
            if len(targets) == 1:
                return targets[0]
        return None

    def confirm_when_done(self, game: Table, seat: int) -> None:
        """With the option on, confirm in a moment when the rules leave ``seat`` nothing to
        choose but the optional roundabout."""
        if self.auto_confirm and nothing_left(game, seat):
            self._timer.start()

    @property
    def pending(self) -> bool:
        """The turn confirms itself in a moment unless the player acts."""
        return self._timer.isActive()

    def cancel(self) -> None:
        """Keep the turn open: the automatic confirmation waiting is called off."""
        self._timer.stop()

"""One seat's turn in progress, edited as the window's controller edits it: through the
rules' :class:`~welcome_desktop.rules.turn_editor.TurnEditor` (an action with the temp mark it
forces, undo and redo in pairs, confirm skipping an unused effect, a whole turn), with the
seat's redo stack kept in its :class:`SeatState`.

Every function either succeeds or raises :class:`IntentRefused` with the rules' code and
words, leaving the game and the seat's redo stack as they were.
"""

from __future__ import annotations

from collections.abc import Sequence

from welcome_desktop.network.host.seat_state import SeatState
from welcome_desktop.network.protocol.intents import IntentRefused, Params
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.turn_editor import TurnEditor


def refused(error: IllegalAction) -> IntentRefused:
    """The refusal in the rules' own code, words and parameters (each seat words it in its
    own language from the code and the parameters)."""
    return IntentRefused(error.code, error.message, wire_params(error.params))


def wire_params(params: dict[str, object]) -> Params:
    """A rule's parameters as they travel: numbers, truth values, texts and lists of numbers
    or texts as they are, anything else as its text."""
    wired: Params = {}
    for key, value in params.items():
        if isinstance(value, (str, int, bool)):
            wired[key] = value
        elif isinstance(value, (list, tuple)):
            wired[key] = [item if isinstance(item, (str, int)) and not isinstance(item, bool)
                          else str(item) for item in value]
        else:
            wired[key] = str(value)
    return wired


def restore(game: Game, seat: int, actions: Sequence[Action]) -> None:
    """Bring ``seat``'s turn in progress back to exactly ``actions`` (each legal before)."""
    TurnEditor(game, seat).restore(actions)


def _check_open(game: Game, seat: int) -> None:
    if game.confirmed[seat]:
        raise refused(IllegalAction("turn_over"))


def act(game: Game, seat: int, state: SeatState, action: Action) -> None:
    """One action of the seat's turn, then the temp mark it forces if any."""
    try:
        TurnEditor(game, seat, state.redo).act(action)
    except IllegalAction as error:
        raise refused(error) from None


def undo(game: Game, seat: int, state: SeatState) -> None:
    """Take back the last action (and the one that forced it)."""
    _check_open(game, seat)
    if not TurnEditor(game, seat, state.redo).undo():
        raise IntentRefused("nothing_to_undo", "there is nothing to take back in this turn")


def redo(game: Game, seat: int, state: SeatState) -> None:
    """Apply again the last action taken back (and the forced one taken back with it)."""
    _check_open(game, seat)
    if not state.redo:
        raise IntentRefused("nothing_to_redo", "there is nothing to apply again")
    try:
        TurnEditor(game, seat, state.redo).redo_next()
    except IllegalAction as error:
        raise refused(error) from None


def confirm(game: Game, seat: int, state: SeatState) -> bool:
    """End the seat's turn (skipping an unused effect); True when it resolved the turn."""
    _check_open(game, seat)
    try:
        return TurnEditor(game, seat, state.redo).confirm()
    except IllegalAction as error:
        raise refused(error) from None


def play(game: Game, seat: int, state: SeatState, actions: Sequence[Action]) -> bool:
    """Apply ``actions`` after the turn so far, all or none, then confirm; True when that
    resolved the turn."""
    _check_open(game, seat)
    try:
        return TurnEditor(game, seat, state.redo).play(actions)
    except IllegalAction as error:
        raise refused(error) from None


def replace(game: Game, seat: int, state: SeatState, actions: Sequence[Action]) -> bool:
    """A computer's whole turn instead of the seat's turn in progress, confirmed; True when
    that resolved the turn. Refused (nothing changed) when the rules refuse it."""
    try:
        return TurnEditor(game, seat, state.redo).replace(actions)
    except IllegalAction as error:
        raise refused(error) from None

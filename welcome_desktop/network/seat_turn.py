"""One seat's turn in progress, changed through the rules as the window's controller does:
an action (with the temp mark it forces), undo and redo (an action the rules demanded goes
with the action that demanded it), confirm (an unused effect is skipped), a whole turn.

Every function either succeeds or raises :class:`IntentRefused` with the rules' code and
words, leaving the game and the seat's redo stack as they were.
"""

from __future__ import annotations

from collections.abc import Sequence

from welcome_desktop.network.intents import IntentRefused, Params
from welcome_desktop.network.seat_state import SeatState
from welcome_desktop.rules.actions import Action, SkipEffect
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.turn import Phase


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


def _apply(game: Game, seat: int, state: SeatState, action: Action) -> None:
    """Apply ``action``; the redo stack loses its top when it was this action, else all."""
    game.apply(seat, action)
    if state.redo and state.redo[-1] == action:
        state.redo.pop()
    else:
        state.redo.clear()


def _follow(game: Game, seat: int, state: SeatState) -> None:
    """What the rules demand right after an action: the temp mark after a changed number."""
    turn = game.turn(seat)
    forced = turn.forced_action()
    if forced is not None and not turn.truck_due:
        _apply(game, seat, state, forced)


def restore(game: Game, seat: int, actions: Sequence[Action]) -> None:
    """Bring ``seat``'s turn in progress back to exactly ``actions`` (each legal before)."""
    if game.turn(seat).actions == list(actions):
        return
    while game.undo(seat) is not None:
        pass
    for action in actions:
        game.apply(seat, action)


def act(game: Game, seat: int, state: SeatState, action: Action) -> None:
    """One action of the seat's turn, then the temp mark it forces if any."""
    before = list(game.turn(seat).actions)
    redo = list(state.redo)
    try:
        _apply(game, seat, state, action)
        _follow(game, seat, state)
    except IllegalAction as error:
        restore(game, seat, before)
        state.redo[:] = redo
        raise refused(error) from None


def undo(game: Game, seat: int, state: SeatState) -> None:
    """Take back the last action (and the one that forced it)."""
    if game.confirmed[seat]:
        raise refused(IllegalAction("turn_over"))
    last = game.undo(seat)
    if last is None:
        raise IntentRefused("nothing_to_undo", "there is nothing to take back in this turn")
    state.redo.append(last)
    if game.turn(seat).forced_action() is not None:
        earlier = game.undo(seat)
        if earlier is not None:
            state.redo.append(earlier)


def redo(game: Game, seat: int, state: SeatState) -> None:
    """Apply again the last action taken back (and the forced one taken back with it)."""
    if game.confirmed[seat]:
        raise refused(IllegalAction("turn_over"))
    if not state.redo:
        raise IntentRefused("nothing_to_redo", "there is nothing to apply again")
    before = list(game.turn(seat).actions)
    stack = list(state.redo)
    try:
        game.apply(seat, state.redo.pop())
        forced = game.turn(seat).forced_action()
        if forced is not None and state.redo and state.redo[-1] == forced:
            game.apply(seat, state.redo.pop())
    except IllegalAction as error:
        restore(game, seat, before)
        state.redo[:] = stack
        raise refused(error) from None


def confirm(game: Game, seat: int, state: SeatState) -> bool:
    """End the seat's turn (skipping an unused effect); True when it resolved the turn."""
    if game.confirmed[seat]:
        raise refused(IllegalAction("turn_over"))
    turn = game.turn(seat)
    skipped = False
    try:
        if turn.phase is Phase.WRITTEN and not turn.changed and not turn.truck_due:
            game.apply(seat, SkipEffect())
            skipped = True
        resolved = game.confirm(seat)
    except IllegalAction as error:
        if skipped:
            game.undo(seat)
        raise refused(error) from None
    state.redo.clear()
    return resolved


def play(game: Game, seat: int, state: SeatState, actions: Sequence[Action]) -> bool:
    """Apply ``actions`` after the turn so far, all or none, then confirm; True when that
    resolved the turn."""
    if game.confirmed[seat]:
        raise refused(IllegalAction("turn_over"))
    before = list(game.turn(seat).actions)
    redo_before = list(state.redo)
    try:
        for action in actions:
            game.apply(seat, action)
        game.turn(seat).check_complete()
    except IllegalAction as error:
        restore(game, seat, before)
        raise refused(error) from None
    state.redo.clear()
    try:
        return game.confirm(seat)
    except IllegalAction as error:  # pragma: no cover - check_complete said it may
        restore(game, seat, before)
        state.redo[:] = redo_before
        raise refused(error) from None


def replace(game: Game, seat: int, state: SeatState, actions: Sequence[Action]) -> bool:
    """A computer's whole turn instead of the seat's turn in progress, confirmed; True when
    that resolved the turn. Refused (nothing changed) when the rules refuse it."""
    before = list(game.turn(seat).actions)
    try:
        restore(game, seat, ())
        for action in actions:
            game.apply(seat, action)
        game.turn(seat).check_complete()
    except IllegalAction as error:
        restore(game, seat, before)
        raise refused(error) from None
    state.redo.clear()
    return game.confirm(seat)

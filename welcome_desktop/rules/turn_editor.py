"""How a player edits a turn before confirming it: the one editing policy of the game.

A :class:`TurnEditor` works on one seat of a table (a ``Game``, or a joined window's mirror of
the host's game) through the table's plain acts: apply one action, take back the last one,
confirm. On top of them it keeps the turn's redo stack and decides what goes together:

- an action is followed at once by the action the rules demand next (the temp agency's mark
  after a number it changed, once no truck is due): :func:`follow_up`;
- undo takes that demanded action back with the action that demanded it, and redo applies
  both again;
- applying the action on top of the redo stack pops it, any other action empties the stack;
- confirm first skips an effect left unused (:func:`may_confirm` says when it may).

The window's controller edits through it, on a local game and on a joined seat's mirror
(``RemoteTable``, which asks :func:`follow_up` what the host applies by itself and so never
sends), and the host (``network.host.seat_turn``) edits its game through it: a turn edited on a
client is the turn its host keeps, as a boardgame.io server runs its clients' reducer. Every
method either succeeds or raises :class:`IllegalAction`, leaving the turn and the redo stack
as they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from welcome_desktop.rules.actions import Action, SkipEffect
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.turn import Phase, PlayerTurn


class TurnTable(Protocol):
    """What an editor edits through: a table's plain acts on one seat's turn."""

    def turn(self, player: int) -> PlayerTurn: ...

    def apply(self, player: int, action: Action) -> None:
        """Apply one action, or raise IllegalAction and change nothing."""

    def undo(self, player: int) -> Action | None:
        """Take back the last action of the turn; None when there is none (or no more)."""

    def confirm(self, player: int) -> bool:
        """End the turn (raise IllegalAction unless it may end); True when it resolved."""


def follow_up(turn: PlayerTurn) -> Action | None:
    """The action an editor applies by itself right now, or None: the one the rules demand
    before any other (``PlayerTurn.forced_action``), once no truck choice comes first."""
    forced = turn.forced_action()
    return forced if forced is not None and not turn.truck_due else None


def may_confirm(turn: PlayerTurn) -> bool:
    """An editor may confirm ``turn`` now: it is complete, or will be once the effect left
    unused is skipped (``TurnEditor.confirm`` skips it)."""
    return turn.phase is Phase.DONE or turn.effect_skippable()


def without_last(turn: PlayerTurn) -> PlayerTurn:
    """``turn`` with its last action taken back (played again from its start)."""
    fresh = PlayerTurn(turn.start, turn.context)
    for action in turn.actions[:-1]:
        fresh.apply(action)
    return fresh


class TurnEditor:
    """The editing of ``seat``'s turn on ``table`` (see the module's docstring).

    ``redo`` is the turn's redo stack, the next redo last; the editor changes the list it is
    given in place, so that its owner (a seat's state on the host, the window's controller)
    keeps it between edits.
    """

    __slots__ = ("redo", "seat", "table")

    def __init__(self, table: TurnTable, seat: int, redo: list[Action] | None = None) -> None:
        self.table = table
        self.seat = seat
        self.redo: list[Action] = [] if redo is None else redo

    @property
    def turn(self) -> PlayerTurn:
        return self.table.turn(self.seat)

    # ----------------------------------------------------------------- editing

    def act(self, action: Action) -> list[Action]:
        """Apply ``action`` and the action it demands, if any; the actions applied."""
        with self._atomic():
            self.apply(action)
            applied = [action]
            demanded = follow_up(self.turn)
            if demanded is not None:
                self.apply(demanded)
                applied.append(demanded)
        return applied

    def apply(self, action: Action) -> None:
        """Apply ``action`` alone, nothing following it (a listed turn, which lists what the
        rules demand); the redo stack loses its top when it was this action, else all."""
        self.table.apply(self.seat, action)
        if self.redo and self.redo[-1] == action:
            self.redo.pop()
        else:
            self.redo.clear()

    def undo(self) -> list[Action]:
        """Take back the last action, and the action that demanded it when the rules demanded
        it; the actions taken back, last first ([] when there is nothing to take back)."""
        last = self.table.undo(self.seat)
        if last is None:
            return []
        self.redo.append(last)
        taken = [last]
        if self.turn.forced_action() is not None:
            earlier = self.table.undo(self.seat)
            if earlier is not None:
                self.redo.append(earlier)
                taken.append(earlier)
        return taken

    def redo_next(self) -> list[Action]:
        """Apply again the last action taken back, and the demanded action taken back with it;
        the actions applied ([] when the redo stack is empty)."""
        if not self.redo:
            return []
        with self._atomic():
            action = self.redo.pop()
            self.table.apply(self.seat, action)
            applied = [action]
            forced = self.turn.forced_action()
            if forced is not None and self.redo and self.redo[-1] == forced:
                self.table.apply(self.seat, self.redo.pop())
                applied.append(forced)
        return applied

    def take_back_choice(self) -> bool:
        """A choice changed before its number is written: the old choice goes, without a redo.
        False when there was nothing to take back."""
        return self.table.undo(self.seat) is not None

    def restart(self) -> None:
        """Take the whole turn back, its redo stack emptied (a suggested turn played instead)."""
        self.restore(())
        self.redo.clear()

    def restore(self, actions: Sequence[Action]) -> None:
        """Bring the turn back to exactly ``actions`` (each legal before), the redo stack
        untouched: the actions they share at the start stay, the rest is taken back and
        applied again."""
        current = self.turn.actions
        kept = 0
        while kept < min(len(current), len(actions)) and current[kept] == actions[kept]:
            kept += 1
        if kept == len(current) == len(actions):
            return
        for _ in range(len(current) - kept):
            self.table.undo(self.seat)
        for action in actions[kept:]:
            self.table.apply(self.seat, action)

    # ----------------------------------------------------------------- confirming

    def effect_to_skip(self) -> Action | None:
        """What confirming applies first: skipping the effect left unused, or None."""
        return SkipEffect() if self.turn.effect_skippable() else None

    def confirm(self) -> bool:
        """Skip an effect left unused, then end the turn; True when that resolved the table's
        turn. The redo stack is emptied."""
        with self._atomic():
            skip = self.effect_to_skip()
            if skip is not None:
                self.apply(skip)
            resolved = self.table.confirm(self.seat)
        self.redo.clear()
        return resolved

    def play(self, actions: Sequence[Action]) -> bool:
        """Apply ``actions`` after the turn so far, all or none, and confirm the turn, which
        they must complete; True when that resolved the table's turn."""
        with self._atomic():
            for action in actions:
                self.table.apply(self.seat, action)
            self.turn.check_complete()
            resolved = self.table.confirm(self.seat)
        self.redo.clear()
        return resolved

    def replace(self, actions: Sequence[Action]) -> bool:
        """A whole turn instead of the turn so far (a computer's), confirmed; True when that
        resolved the table's turn."""
        with self._atomic():
            self.restore(())
            resolved = self.play(actions)
        return resolved

    # ----------------------------------------------------------------- helpers

    def _atomic(self) -> _Atomic:
        return _Atomic(self)


class _Atomic:
    """Puts the turn and the redo stack back as they were when the block raises IllegalAction."""

    __slots__ = ("actions", "editor", "redo")

    def __init__(self, editor: TurnEditor) -> None:
        self.editor = editor
        self.actions: list[Action] = []
        self.redo: list[Action] = []

    def __enter__(self) -> None:
        self.actions = list(self.editor.turn.actions)
        self.redo = list(self.editor.redo)

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 _traceback: object) -> None:
        if isinstance(error, IllegalAction):
            self.editor.restore(self.actions)
            self.editor.redo[:] = self.redo

"""Whose turn it is at this screen, and why nobody may act now.

:class:`SeatTurns` is the controller's seat half: the seat shown (``player``), the computer
seats, the :class:`~welcome_desktop.app.play.intent.Hold` (a hand-over, a pause, a read-only
game), and where the turn goes after a confirm: the next person (behind a hand-over screen when
several people share the screen, unless the cards are public and the option skips it), a
computer seat, or, for a seat joined to a host, nowhere (the host resolves the turn and its
view says so, :meth:`SeatTurns.host_moved`) unless several people at this screen play seats of
the network game: then to the next of them who has not confirmed, behind the same hand-over
screen, and after the host resolved the turn, to the first of them.
:class:`~welcome_desktop.app.play.controller.GameController` adds the person's intents.

Signals:
    turn_resolved(int): every player confirmed turn N (1-based); autosave happens here.
    handover(int): the next seat to play this turn (multiplayer hot seat).
    computer_to_play(int): a computer seat plays now (see ``app.play.computer.ComputerSeats``).
    game_over(): the game ended.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from welcome_desktop.app.play.intent import (
    Hold,
    kept_copy_reason,
    read_only_reason,
    watching_reason,
)
from welcome_desktop.app.play.table import Table
from welcome_desktop.rules.modes import Mode

if TYPE_CHECKING:
    from welcome_desktop.players import Level


class SeatTurns(QObject):
    """The seat at the screen and the order of the seats; subclasses announce the view."""

    turn_resolved = Signal(int)
    handover = Signal(int)
    computer_to_play = Signal(int)
    game_over = Signal()

    def __init__(self, game: Table, parent: QObject | None = None, *,
                 computer_levels: dict[int, Level] | None = None,
                 computer_budgets: dict[int, float] | None = None,
                 read_only: bool = False) -> None:
        super().__init__(parent)
        self.game = game
        #: A joined seat (a game hosted elsewhere): the seat shown never moves, and the host
        #: resolves the turns (see ``app.online``); None in a local game.
        self.fixed_seat: int | None = None
        #: The seats people play at this screen in a network game when there are several
        #: (the table's ``seats_here``): the seat shown moves between them; () otherwise.
        self.seats_here: tuple[int, ...] = tuple(getattr(game, "seats_here", ()))
        self.player = 0
        #: Seats played by the computer, with their level (easy, greedy, strong).
        self.computer_levels: dict[int, Level] = dict(computer_levels or {})
        #: The strong computer seats' thinking time per turn (seconds), when not the default.
        self.computer_budgets: dict[int, float] = dict(computer_budgets or {})
        #: Why the person at the screen may not act now (besides a computer seat playing).
        self.hold = Hold.READ_ONLY if read_only else Hold.NONE
        #: Standard mode, where the cards are public: no hand-over screen (an option).
        self.skip_handover = False
        #: A spectator of a network game: the public table, read-only (a read-only table that
        #: says it is watched, as a spectator's ``RemoteTable`` does).
        self.watching = read_only and getattr(game, "watching", False) is True
        #: The local copy of a network game whose host is gone: only looked at, like a
        #: spectator's table (a read-only table that says it is a kept copy).
        self.kept_copy = read_only and getattr(game, "kept_copy", False) is True

    def announce(self) -> None:
        """Emit the current view (the controller's)."""
        raise NotImplementedError

    def cancel_auto_confirm(self) -> None:
        """Keep the turn open (the controller's fewer clicks)."""
        raise NotImplementedError

    def forget_turn(self) -> None:
        """The turn shown is over: drop what belonged to it (redo, hint, armed roundabout)."""
        raise NotImplementedError

    @property
    def thinking(self) -> bool:
        """A computer seat is playing: the person at the screen waits."""
        return not self.game.over and self.player in self.computer_levels

    @property
    def read_only(self) -> bool:
        """The game is only looked at (another window plays it): every intent is refused."""
        return Hold.READ_ONLY in self.hold

    @property
    def read_only_why(self) -> str:
        """Why every intent is refused in a read-only game, in a sentence."""
        if self.kept_copy:
            return kept_copy_reason()
        return watching_reason() if self.watching else read_only_reason()

    @property
    def accepts_input(self) -> bool:
        """The person at the screen may act now."""
        return not self.thinking and not self.hold

    @property
    def people(self) -> list[int]:
        """The seats played by a person (at this screen, in a network game)."""
        if self.seats_here:
            return list(self.seats_here)
        return [p for p in range(self.game.player_count) if p not in self.computer_levels]

    def seat_ready(self) -> None:
        """The player of the current seat is at the screen (after a hand-over)."""
        self.hold &= ~Hold.HANDOVER
        self.announce()

    def pause(self) -> None:
        """Refuse every intent until :meth:`resume` (the window shows something else); a turn
        waiting to confirm itself stays open."""
        self.hold |= Hold.PAUSED
        self.cancel_auto_confirm()

    def resume(self) -> None:
        """Accept intents again after :meth:`pause`, and announce the game as it stands."""
        self.hold &= ~Hold.PAUSED
        self.announce()

    def move_on(self, resolved: bool) -> None:
        """After the seat shown confirmed: the next seat plays, or (``resolved``) the turn is
        over and the game may be too. In a network game the host resolves the turn: the
        next seat here that has not confirmed plays, if any, else the seat waits."""
        if self.fixed_seat is not None:  # the host resolves the turn: its view will say so
            self.next_seat()
            return
        if resolved:
            self.player = 0
            self.turn_resolved.emit(self.game.turn_number)
            if self.game.over:
                self.announce()
                self.game_over.emit()
                return
        else:
            self.player = self.game.confirmed.index(False)
        self.next_seat()

    def next_seat(self) -> None:
        """Announce who plays now: ``computer_to_play``, ``handover`` or just the new view
        (nobody plays a read-only game)."""
        if self.fixed_seat is not None and self.seats_here and not self.read_only:
            waiting = [seat for seat in self.seats_here if not self.game.confirmed[seat]]
            if not waiting:  # every seat here confirmed: the turn waits for the others
                self.announce()
                return
            self.player = waiting[0]
        elif self.read_only or self.fixed_seat is not None:
            self.announce()
            return
        if self.player in self.computer_levels:
            self.computer_to_play.emit(self.player)
            return
        if len(self.people) > 1 and not (self.skip_handover
                                         and self.game.mode is Mode.STANDARD):
            self.hold |= Hold.HANDOVER
            self.handover.emit(self.player)
        self.announce()

    def host_away(self, away: bool) -> None:
        """A network game's host is away (``away``), or back: while it is away every intent
        is refused with a reason, and the view says so."""
        if away == (Hold.HOST_AWAY in self.hold):
            return
        if away:
            self.hold |= Hold.HOST_AWAY
            self.cancel_auto_confirm()
        else:
            self.hold &= ~Hold.HOST_AWAY
        self.announce()

    def host_moved(self, resolved: bool) -> None:
        """A joined seat: the host's new view is in the table (``resolved``: a turn resolved
        or the game ended); announce it (a new turn starts on the first seat here)."""
        if resolved:
            self.forget_turn()
            self.turn_resolved.emit(self.game.turn_number)
            if self.seats_here and not self.game.over:  # the new turn: the first seat here
                self.next_seat()
                return
        self.announce()
        if resolved and self.game.over:
            self.game_over.emit()

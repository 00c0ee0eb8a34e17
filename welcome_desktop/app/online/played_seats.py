"""The seats a window plays in a network game: each seat's table (its mirror of the host's
views) and outbox, and the one table the window shows.

One person here plays one seat: the window shows its :class:`RemoteTable`. Several people at
the hosting screen each have their seat's table; the window shows them as one,
:class:`SeatsHere`, once every seat's first view arrived. A seat whose connection came back
catches up on its next view: the intents its host missed are sent again, so the turn in progress
is kept.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from welcome_desktop.app.online.outbox import Outbox, Send
from welcome_desktop.app.online.seat_link import NO_SEAT
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.client.seats_here import HereTable, SeatsHere
from welcome_desktop.network.protocol.view_model import HostView


class PlayedSeats:
    """The tables of the seats played here (see the module's docstring); the outboxes are
    children of ``parent``."""

    def __init__(self, parent: QObject) -> None:
        self._parent = parent
        #: Each seat's table, and its intents sent once the window has painted their click.
        self.tables: dict[int, RemoteTable] = {}
        self.outboxes: dict[int, Outbox] = {}
        #: The first seat's table (the local copy is of that seat).
        self.first: RemoteTable | None = None
        #: What the window plays: the seat's table, or the seats here as one table.
        self.shown: HereTable | None = None
        #: The turn (and whether over) of the table shown when last asked.
        self._shown_turn: tuple[int, bool] = (-1, False)
        #: The seats whose connection came back: their next view catches up.
        self._reconnected: set[int] = set()

    def first_view(self, seat: int, view: HostView, send_for: Callable[[int], Send],
                   seats: int) -> HereTable | None:
        """``seat``'s first view (``send_for(seat)`` sends its intents): its table; the table
        to show once each of the ``seats`` played here has one, else None."""
        if seat not in self.tables:
            outbox = Outbox(send_for(seat), self._parent)
            self.outboxes[seat] = outbox
            self.tables[seat] = RemoteTable(view, outbox.send)
        else:
            self.tables[seat].update(view)
        if len(self.tables) < max(1, seats):
            return None
        self.first = self.tables[min(self.tables)]
        shown = SeatsHere(self.tables) if seats > 1 else self.first
        self.shown, self._shown_turn = shown, (shown.turn_number, shown.over)
        return shown

    def reconnected(self, seat: int) -> None:
        """``seat``'s connection came back: its next view catches up."""
        self._reconnected.add(seat)

    def update(self, seat: int, view: HostView) -> bool:
        """A later view of ``seat``: its table updated; False when no seat of it is shown."""
        table = self.tables.get(seat)
        if table is None or self.shown is None:
            return False
        if seat in self._reconnected:
            self._reconnected.discard(seat)
            self.outboxes[seat].drop()  # what it held is among what the host missed
            intents = table.catch_up(view)
            for type_, fields in intents:
                table.send(type_, fields)
            if not intents:
                table.update(view)
        else:
            table.update(view)
        return True

    def turn_moved(self) -> bool:
        """Whether the table shown moved to another turn (or ended) since last asked."""
        if self.shown is None:
            return False
        before = self._shown_turn
        self._shown_turn = (self.shown.turn_number, self.shown.over)
        return self._shown_turn != before

    def table_of(self, seat: int) -> RemoteTable | None:
        """``seat``'s table (:data:`NO_SEAT`: the first's, as for a spectator)."""
        return self.tables.get(seat, self.first if seat == NO_SEAT else None)

    def flush(self) -> None:
        """Send every intent still waiting for a paint (the window is leaving the game)."""
        for outbox in self.outboxes.values():
            outbox.flush()


__all__ = ["PlayedSeats"]

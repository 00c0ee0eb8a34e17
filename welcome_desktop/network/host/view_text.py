"""The views as the JSON text the server sends, assembled from parts encoded once.

A view (:mod:`~welcome_desktop.network.host.views`) is the table (the same for every seat, changed
only when a turn resolves), the seat's status of the moment (who is present, who confirmed,
the timer), what the seat was dealt (fixed for the turn) and its own turn in progress (changed
only by its own intents). :class:`ViewText` keeps each of these parts as encoded JSON text, so
that a view costs one small encoding (the status) and a join of strings, however many seats
and spectators receive it, and the parts kept between messages are strings: nothing for the
garbage collector to walk (a server with hundreds of games holding these parts as dicts and
lists spent tens of milliseconds in each collection).

The text is the very text :func:`~welcome_desktop.network.protocol.wire.encode` makes of
:class:`~welcome_desktop.network.host.views.ViewCache`'s view: the same keys in the same order.
"""

from __future__ import annotations

from collections.abc import Sequence

from welcome_desktop.network.host.seat_state import SeatState
from welcome_desktop.network.host.views import (
    own_key,
    resolved_table,
    seat_own_turn,
    seat_parts,
    status,
)
from welcome_desktop.network.protocol.wire import dumps
from welcome_desktop.rules.game import Game


def _members(text: str) -> str:
    """The members of an encoded non-empty JSON object, without its braces."""
    return text[1:-1]


class ViewText:
    """Each seat's view as JSON text; the parts that did not change are not encoded again."""

    def __init__(self) -> None:
        self._turn = -1
        self._table = ""
        self._seats: dict[int | None, str] = {}
        self._own: dict[int, tuple[object, str]] = {}

    def _parts(self, game: Game, seat: int | None) -> str:
        if game.turn_number != self._turn:
            self._turn = game.turn_number
            self._table = _members(dumps(resolved_table(game)))
            self._seats = {}
            self._own = {}
        parts = self._seats.get(seat)
        if parts is None:
            parts = self._seats[seat] = _members(dumps(seat_parts(game, seat)))
        return parts

    def _own_turn(self, game: Game, seat: int, state: SeatState) -> str:
        key = own_key(game, seat, state)
        kept = self._own.get(seat)
        if kept is not None and kept[0] == key:
            return kept[1]
        own = dumps(seat_own_turn(game, seat, key))
        self._own[seat] = (key, own)
        return own

    def text(self, game: Game, seat: int | None, seats: Sequence[SeatState],
             deadline: float | None, *, hints: bool = False, lobby: bool = False) -> str:
        """The view of ``seat`` (None: a spectator's) as JSON text (``hints``: as
        :meth:`ViewCache.view`)."""
        parts = self._parts(game, seat)
        own = "null"
        if seat is not None and not game.over:
            own = self._own_turn(game, seat, seats[seat])
        now = _members(dumps(status(game, seat, seats, deadline, hints=hints, lobby=lobby)))
        return f'{{{self._table},{now},{parts},"own":{own}}}'

"""Who a connection is (:class:`Member`), the codes a creator hands out (:class:`JoinCodes`) and
what a call to the session changed (:class:`Outcome`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Member:
    """Who a connection is: a seat (``seat`` its index) or a spectator (``seat`` None);
    ``creator`` when it may hand absent seats to a computer. ``token`` is the secret that
    brings it back (:meth:`HostSession.reconnect`); None for a plain spectator."""

    seat: int | None
    creator: bool
    token: str | None


@dataclass(frozen=True, slots=True)
class JoinCodes:
    """The codes a creator hands out: per seat the code (None for a computer seat or a seat
    already taken), and the spectators' code."""

    seats: tuple[str | None, ...]
    spectators: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a successful call changed, so that a transport sends only the views that changed.

    ``seats``: the seats whose own view changed (send them ``view(seat)``). ``public``: every
    view changed (someone confirmed, presence, a resolved turn...): send every seat and every
    spectator their view. ``resolved``: a turn was resolved (save the game now). ``over``: the
    game is over. ``renamed``: a seat took its name in the lobby (save the game now: the save
    file names the players).
    """

    seats: frozenset[int] = frozenset()
    public: bool = False
    resolved: bool = False
    over: bool = False
    renamed: bool = False

    def __or__(self, other: Outcome) -> Outcome:
        return Outcome(self.seats | other.seats, self.public or other.public,
                       self.resolved or other.resolved, self.over or other.over,
                       self.renamed or other.renamed)


NOTHING: Final = Outcome()

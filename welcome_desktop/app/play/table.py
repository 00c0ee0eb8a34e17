"""The table a controller plays at: the queries the window reads and the three acts a seat
does, satisfied by a local ``rules.Game`` as it is and by a joined seat's
:class:`~welcome_desktop.network.client.remote_table.RemoteTable` (docs/network-window.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.cards import Card, SoloCard
from welcome_desktop.rules.game import Setup, TurnRecord
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.scoring import Breakdown, TieBreak
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import PlanCard, PlayerTurn

if TYPE_CHECKING:
    from welcome_desktop.players.view import SeatView


class Table(Protocol):
    """What the controller and the views read of a game, and how a seat acts on it."""

    @property
    def setup(self) -> Setup: ...
    @property
    def mode(self) -> Mode: ...
    @property
    def advanced(self) -> bool: ...
    @property
    def plans(self) -> tuple[Plan, Plan, Plan]: ...
    @property
    def approved(self) -> Sequence[bool]: ...
    @property
    def sheets(self) -> Sequence[Sheet]: ...
    @property
    def turn_number(self) -> int: ...
    @property
    def history(self) -> Sequence[TurnRecord]: ...
    @property
    def end_reasons(self) -> Sequence[str]: ...
    @property
    def confirmed(self) -> Sequence[bool]: ...
    @property
    def player_count(self) -> int: ...
    @property
    def over(self) -> bool: ...

    def plan_cards(self) -> tuple[PlanCard, PlanCard, PlanCard]: ...
    def turn(self, player: int) -> PlayerTurn: ...
    def offer(self, player: int) -> tuple[Card, ...]: ...
    def cards_remaining(self) -> int: ...
    def solo_pile_top(self) -> Card | SoloCard | None: ...
    def passed_cards(self) -> tuple[Card | None, ...]: ...
    def passer_of(self, player: int) -> int | None: ...
    def breakdowns(self) -> list[Breakdown]: ...
    def ranking(self) -> tuple[list[list[int]], list[TieBreak]]: ...

    def apply(self, player: int, action: Action) -> None:
        """Apply one action of ``player``'s turn, or raise IllegalAction and change nothing."""

    def undo(self, player: int) -> Action | None:
        """Take back ``player``'s last action of this turn; None when there is none."""

    def confirm(self, player: int) -> bool:
        """End ``player``'s turn; True when this resolved the whole turn here."""


@runtime_checkable
class HintSource(Protocol):
    """A table whose seat's hint is computed from its own view only (a joined seat): the
    ``SeatView`` to decide on, or None when the host allows no hint."""

    def hint_view(self, seat: int | None = None) -> SeatView | None: ...


@runtime_checkable
class Lobby(Protocol):
    """A table whose game may wait for its players before turn 1 (a network game's
    ``RemoteTable``, the seats here): nothing is played there before its start."""

    @property
    def lobby(self) -> bool: ...


def in_lobby(game: Table) -> bool:
    """``game`` waits in its lobby (never a local game: it starts at once)."""
    return isinstance(game, Lobby) and game.lobby is True

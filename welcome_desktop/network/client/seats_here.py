"""Several people at one screen in a network game: their seats' tables seen as one table.

Each seat played here has its own :class:`RemoteTable` (its own view, mirror and connection to
the host); :class:`SeatsHere` satisfies ``app.play.table.Table`` over them, so the controller
plays them as a local hot seat: a seat's turn, offer and acts go to that seat's table, what
the whole table shares (the sheets as of the last resolved turn, the plans, the turn, the
end) is read from the first seat's, and who has confirmed gathers every table's news. The
controller moves between :attr:`seats_here` (``app.play.seat_turns``), with a hand-over screen
between them. No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.players import Level
from welcome_desktop.players.view import SeatView
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.cards import Card, SoloCard
from welcome_desktop.rules.game import Setup, TurnRecord
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.scoring import Breakdown, TieBreak
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import PlanCard, PlayerTurn


class SeatsHere:
    """The tables of the seats played at this screen, as one table (see the module's
    docstring); ``tables`` maps each seat to its own table (two or more)."""

    watching = False

    def __init__(self, tables: dict[int, RemoteTable]) -> None:
        if len(tables) < 2:
            raise ValueError("a screen shared in a network game has two seats or more")
        self.tables = dict(sorted(tables.items()))
        #: The seats played here, in seat order: the controller hands the screen over
        #: between them.
        self.seats_here: tuple[int, ...] = tuple(self.tables)
        self._lead = self.tables[self.seats_here[0]]

    @property
    def seat(self) -> int:
        """The first seat played here (the end of the game is shown from its side)."""
        return self.seats_here[0]

    def table_of(self, seat: int) -> RemoteTable:
        """The table of ``seat`` if it is played here, else the first seat's (which answers
        for the seats elsewhere: their sheets as of the last resolved turn)."""
        return self.tables.get(seat, self._lead)

    @property
    def in_step(self) -> bool:
        """Every seat's table shows the same turn (the host's views of a resolved turn reach
        the seats one after the other: until the last one has it, the turn is not shown)."""
        keys = {(table.turn_number, table.over) for table in self.tables.values()}
        return len(keys) == 1

    @property
    def in_flight(self) -> int:
        """Intents sent, of every seat here, that the host's views have not shown yet."""
        return sum(table.in_flight for table in self.tables.values())

    def hint_view(self, seat: int | None = None) -> SeatView | None:
        """``seat``'s own view to decide a hint on (each seat's from its own view only)."""
        if seat is None or seat not in self.tables:
            return None
        return self.tables[seat].hint_view(seat)

    # ------------------------------------------------------------ the Table's queries

    @property
    def setup(self) -> Setup:
        return self._lead.setup

    @property
    def mode(self) -> Mode:
        return self._lead.mode

    @property
    def advanced(self) -> bool:
        return self._lead.advanced

    @property
    def lobby(self) -> bool:
        """The game waits in its lobby: nothing is played here before its start."""
        return any(table.lobby for table in self.tables.values())

    @property
    def plans(self) -> tuple[Plan, Plan, Plan]:
        return self._lead.plans

    @property
    def approved(self) -> Sequence[bool]:
        return self._lead.approved

    @property
    def sheets(self) -> Sequence[Sheet]:
        return self._lead.sheets

    @property
    def turn_number(self) -> int:
        return self._lead.turn_number

    @property
    def history(self) -> Sequence[TurnRecord]:
        return self._lead.history

    @property
    def end_reasons(self) -> Sequence[str]:
        return self._lead.end_reasons

    @property
    def confirmed(self) -> Sequence[bool]:
        """Who has confirmed this turn: a seat here as its own table says (at once), a seat
        elsewhere as any table of this turn has heard from the host."""
        turn = self._lead.turn_number
        same = [table for table in self.tables.values() if table.turn_number == turn]
        return [self.tables[seat].confirmed[seat] if seat in self.tables
                else any(table.confirmed[seat] for table in same)
                for seat in range(self.player_count)]

    @property
    def player_count(self) -> int:
        return self._lead.player_count

    @property
    def computers(self) -> dict[int, Level]:
        """The seats the host's computer players play, with their level."""
        return self._lead.computers

    @property
    def over(self) -> bool:
        return self._lead.over

    def plan_cards(self) -> tuple[PlanCard, PlanCard, PlanCard]:
        return self._lead.plan_cards()

    def turn(self, player: int) -> PlayerTurn:
        return self.table_of(player).turn(player)

    def offer(self, player: int) -> tuple[Card, ...]:
        return self.table_of(player).offer(player)

    def cards_remaining(self) -> int:
        return self._lead.cards_remaining()

    def solo_pile_top(self) -> Card | SoloCard | None:
        return self._lead.solo_pile_top()

    def passed_cards(self) -> tuple[Card | None, ...]:
        return self._lead.passed_cards()

    def passer_of(self, player: int) -> int | None:
        return self._lead.passer_of(player)

    def breakdowns(self) -> list[Breakdown]:
        return self._lead.breakdowns()

    def ranking(self) -> tuple[list[list[int]], list[TieBreak]]:
        return self._lead.ranking()

    # ------------------------------------------------------------ the Table's acts

    def apply(self, player: int, action: Action) -> None:
        """``player``'s action, on its own table (refused there if not played here)."""
        self.table_of(player).apply(player, action)

    def undo(self, player: int) -> Action | None:
        return self.table_of(player).undo(player)

    def confirm(self, player: int) -> bool:
        """End ``player``'s turn on its own table; the host resolves the turn (False)."""
        return self.table_of(player).confirm(player)


#: What a network game's window plays: one seat's table, or the seats here as one.
HereTable: TypeAlias = RemoteTable | SeatsHere

__all__ = ["HereTable", "SeatsHere"]

"""What the whole table may see of a game, for the table screen (a TV beside the players'
phones): the cards where they lie face up, the plans and who claimed them, who has confirmed
(never what they chose), every sheet as of the last resolved turn, the scores, the ranking and
every player's score breakdown at the end (every sheet is public then).

Built only from public facts: in standard the three combinations are the same for every seat;
in solo and expert each hand is private, so only what lies face up on the paper table is shown
(the effect on top of the solo deck, each card passed in expert, effect side up). A seat's turn
in progress never appears: its sheet is the last resolved turn's
(:func:`~welcome_desktop.app.play.last_turn.table_snapshots`).
"""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.app.play.last_turn import last_turn_words, table_snapshots
from welcome_desktop.app.play.sheet_model import SheetSnapshot
from welcome_desktop.app.play.table import Table, in_lobby
from welcome_desktop.rules.face_up import FaceUp, face_up_cards
from welcome_desktop.rules.game import sheet_end_reasons
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.scoring import Breakdown
from welcome_desktop.rules.themes import BASE


@dataclass(frozen=True, slots=True)
class PublicSeat:
    """One seat as everybody may see it."""

    name: str
    score: int
    """As of the last resolved turn."""
    confirmed: bool
    """Confirmed the turn in progress (what they chose stays hidden)."""
    computer: bool
    """A computer plays the seat (for now: an open seat after the start, until its person
    comes)."""
    joined: bool
    """Its person has joined (a phone or a window), or a computer plays it."""
    summary: str
    """What they did in the last resolved turn, in a few words ("" before any)."""


@dataclass(frozen=True, slots=True)
class PublicTable:
    """The table screen's picture of the game (see the module's docstring)."""

    turn: int
    """The turn in progress (1 for the first), or the last one once the game is over."""
    mode: Mode
    lobby: bool
    """The game waits for its players before turn 1: nothing is dealt yet."""
    over: bool
    cards: tuple[FaceUp, ...]
    cards_remaining: int
    plans: tuple[Plan, Plan, Plan]
    approved: tuple[bool, bool, bool]
    claimed_by: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """Per plan, the seats that claimed it (as of the last resolved turn)."""
    seats: tuple[PublicSeat, ...]
    sheets: tuple[SheetSnapshot, ...]
    ranking: tuple[tuple[int, ...], ...]
    """At the end: the seats by place, ties together (else empty)."""
    end_reasons: tuple[str, ...] = ()
    """Why the game ended (ruling 13's reasons), at the end."""
    end_causes: tuple[tuple[int, str], ...] = ()
    """At the end: (seat, reason) for each player whose sheet ended the game."""
    breakdowns: tuple[Breakdown, ...] = ()
    """At the end: every seat's score by category, in seat order (else empty)."""
    advanced: bool = False
    """The advanced variant (its roundabouts score)."""
    sheet: str = BASE
    """The neighbourhood's sheet (a thematic one has its own column)."""

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """The seats the turn waits for (none in the lobby or at the end)."""
        if self.lobby or self.over:
            return ()
        return tuple(i for i, seat in enumerate(self.seats) if not seat.confirmed)


def _cards(game: Table, lobby: bool) -> tuple[FaceUp, ...]:
    if game.over or lobby:  # nothing is dealt yet, or nothing is left to play
        return ()
    return face_up_cards(game.mode, game.offer(0), game.solo_pile_top(),
                         game.passed_cards())


def public_table(game: Table, computers: frozenset[int] = frozenset(),
                 joined: frozenset[int] | None = None) -> PublicTable:
    """What everybody may see of ``game`` now (``computers``: the seats computers play;
    ``joined``: the seats taken, None: every one)."""
    lobby = in_lobby(game) and not game.over
    breakdowns = game.breakdowns()
    totals = [b.total for b in breakdowns]
    words = last_turn_words(game)
    seats = tuple(PublicSeat(name, totals[i], bool(game.confirmed[i]) and not game.over,
                             i in computers, joined is None or i in joined or i in computers,
                             words[i])
                  for i, name in enumerate(game.setup.players))
    claimed = tuple(tuple(i for i, sheet in enumerate(game.sheets) if sheet.plan_claimed[n])
                    for n in range(3))
    groups, _ = game.ranking() if game.over else ([], [])
    approved = game.approved
    return PublicTable(
        turn=game.turn_number + (0 if game.over else 1), mode=game.mode, lobby=lobby,
        over=game.over, cards=_cards(game, lobby), cards_remaining=game.cards_remaining(),
        plans=game.plans, approved=(approved[0], approved[1], approved[2]),
        claimed_by=(claimed[0], claimed[1], claimed[2]), seats=seats,
        sheets=tuple(table_snapshots(game)), ranking=tuple(tuple(g) for g in groups),
        end_reasons=tuple(game.end_reasons) if game.over else (),
        end_causes=tuple((seat, reason) for seat, sheet in enumerate(game.sheets)
                         for reason in sheet_end_reasons(sheet)) if game.over else (),
        breakdowns=tuple(breakdowns) if game.over else (), advanced=game.advanced,
        sheet=game.setup.sheet)


__all__ = ["FaceUp", "PublicSeat", "PublicTable", "public_table"]

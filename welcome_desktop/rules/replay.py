"""A game stepped through turn by turn: every sheet as it stood after each resolved turn.

:class:`Replay` replays a :class:`~welcome_desktop.rules.record.GameRecord` (a finished game,
or one in progress up to its last resolved turn) once and keeps, for each turn, what the table
showed: the cards and plan cards of the turn, what each player did, and every sheet before and
after it. Read-only: the sheets it hands out are its own copies.
"""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.cards import Card
from welcome_desktop.rules.game import Game, ReplayError, replay
from welcome_desktop.rules.record import GameRecord
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import PlanCard


@dataclass(frozen=True, slots=True)
class ReplayedTurn:
    """One resolved turn as the table saw it."""

    number: int
    """1 for the first turn."""
    offers: tuple[tuple[Card, ...], ...]
    """Per player, the combinations (standard) or hand (solo, expert) of the turn."""
    plan_cards: tuple[PlanCard, PlanCard, PlanCard]
    """The plan cards as they stood during the turn (approved or not at its start)."""
    actions: tuple[tuple[Action, ...], ...]
    """Per player, what they did this turn, in order."""
    before: tuple[Sheet, ...]
    """Every sheet at the start of the turn."""
    after: tuple[Sheet, ...]
    """Every sheet once the turn was resolved."""
    first_claims: tuple[str, ...]
    """Plans claimed first this turn (approved from the next turn on)."""
    reshuffle: bool
    cards_remaining: int
    """Cards left to draw at the start of the turn (as ``Game.cards_remaining``)."""

    @property
    def approved_after(self) -> tuple[bool, bool, bool]:
        """The plans' sides once the turn resolved: a plan claimed first is approved from then
        on."""
        a, b, c = (card.approved or card.plan.id in self.first_claims for card in self.plan_cards)
        return a, b, c


class Replay:
    """Every resolved turn of a record (see the module docstring).

    Raises :class:`~welcome_desktop.rules.game.ReplayError` at the record's first illegal
    action.
    """

    __slots__ = ("end_reasons", "game", "record", "turns")

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        replay(record.setup, record.log)  # checks every action: a ReplayError names the first
        game = Game(record.setup)
        turns: list[ReplayedTurn] = []
        for t, log in enumerate(record.log):
            before = tuple(sheet.copy() for sheet in game.sheets)
            plan_cards = game.plan_cards()
            remaining = game.cards_remaining()
            for player, actions in enumerate(log):
                game.play_turn(player, actions)
            resolved = game.history[-1]
            turns.append(ReplayedTurn(
                number=t + 1,
                offers=tuple(resolved.offers),
                plan_cards=plan_cards,
                actions=tuple(resolved.actions),
                before=before,
                after=tuple(sheet.copy() for sheet in game.sheets),
                first_claims=tuple(resolved.first_claims),
                reshuffle=resolved.reshuffle,
                cards_remaining=remaining,
            ))
        self.game = game
        """The game after the last resolved turn (do not play on: the replay would not see it)."""
        self.turns = tuple(turns)
        self.end_reasons = tuple(game.end_reasons)

    @property
    def turn_count(self) -> int:
        """Resolved turns in the record."""
        return len(self.turns)

    @property
    def player_count(self) -> int:
        return len(self.record.setup.players)

    def turn(self, number: int) -> ReplayedTurn:
        """Turn ``number`` (1 … ``turn_count``)."""
        if not 1 <= number <= len(self.turns):
            raise IndexError(f"the game has {len(self.turns)} resolved turns, not {number}")
        return self.turns[number - 1]

    def sheets(self, after: int) -> tuple[Sheet, ...]:
        """Copies of every sheet after ``after`` resolved turns (0: the empty sheets)."""
        if after == 0:
            return tuple(Sheet(self.game.sheets[0].plan_ids) for _ in range(self.player_count))
        return tuple(sheet.copy() for sheet in self.turn(after).after)

    def sheet(self, player: int, after: int) -> Sheet:
        """A copy of ``player``'s sheet after ``after`` resolved turns."""
        if not 0 <= player < self.player_count:
            raise IndexError(f"the game has {self.player_count} players")
        return self.sheets(after)[player]


__all__ = ["Replay", "ReplayError", "ReplayedTurn"]

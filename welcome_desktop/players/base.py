"""The one interface of every computer player.

A player is given a :class:`~welcome_desktop.players.view.SeatView` (what its seat may know) and
a ``random.Random`` and returns a complete turn, from the start of the turn, as the list of
actions a person would take (section 2 of rules.md)::

    [BuildRoundabout?] (Choose Write (effect | SkipEffect | MarkTemp) | TakeRefusal)
    [BuildRoundabout?] ClaimPlan* [AskReshuffle]

In solo and expert, ``Choose(number_card, effect_card)`` names the two hand cards used; in
expert the card passed to the next player is the third card of the hand, so it is implied by
the choice (on a refusal all three are discarded and none is passed, ruling 17).

Players are deterministic: the same view and the same state of ``rng`` give the same turn.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from welcome_desktop.players.view import SeatView
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.turn import PlayerTurn


@runtime_checkable
class ComputerPlayer(Protocol):
    """A computer player: a complete legal turn for a seat, from what the seat may know."""

    @property
    def level(self) -> Level:
        """How well it plays."""
        ...

    def decide(self, view: SeatView, rng: random.Random) -> list[Action]:
        """The complete turn (see the module docstring) for the seat of ``view``."""
        ...


def validate_turn(view: SeatView, actions: list[Action]) -> PlayerTurn:
    """Play ``actions`` on a fresh turn of the view through the rules' validation.

    Raises :class:`~welcome_desktop.rules.IllegalAction` on the first illegal action or when
    the turn cannot be confirmed; returns the finished turn otherwise.
    """
    turn = PlayerTurn(view.sheet, view.context)
    for action in actions:
        turn.apply(action)
    turn.check_complete()
    return turn

"""The easy computer player: a uniformly random legal turn (see ``random_player``)."""

from __future__ import annotations

import random

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.players.view import SeatView
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.turn import PlayerTurn


class EasyPlayer:
    """Picks a random legal write and a random use of its effect (``play_random_turn``)."""

    level = Level.EASY

    def decide(self, view: SeatView, rng: random.Random) -> list[Action]:
        """A random complete turn on a fresh turn of the seat."""
        return play_random_turn(PlayerTurn(view.sheet, view.context), rng)

    def __repr__(self) -> str:
        return "EasyPlayer()"

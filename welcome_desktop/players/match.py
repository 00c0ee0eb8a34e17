"""Playing whole games between computer players, and asking one for a hint."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from welcome_desktop.players.base import ComputerPlayer
from welcome_desktop.players.view import seat_view
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.game import Game, Setup

#: Called after each decision with the seat and the seconds it took.
DecisionHook = Callable[[int, float], None]


def seat_rng(seed: int, seat: int) -> random.Random:
    """The random source of one seat in a game played from ``seed`` (independent per seat)."""
    return random.Random(f"welcome-desktop/players/{seed}/{seat}")


def play_game(setup: Setup, players: Sequence[ComputerPlayer], seed: int,
              on_decision: DecisionHook | None = None) -> Game:
    """Play a whole game of ``setup`` with one computer player per seat; returns the game over.

    Every turn goes through ``Game.play_turn``, so through the rules' validation. The same
    setup, players and seed always give the same game.
    """
    if len(players) != len(setup.players):
        raise ValueError(f"{len(setup.players)} seats but {len(players)} players")
    game = Game(setup)
    rngs = [seat_rng(seed, seat) for seat in range(len(players))]
    while not game.over:
        for seat, player in enumerate(players):
            view = seat_view(game, seat)
            began = time.perf_counter()
            actions = player.decide(view, rngs[seat])
            if on_decision is not None:
                on_decision(seat, time.perf_counter() - began)
            game.play_turn(seat, actions)
    return game


def hint(game: Game, seat: int, player: ComputerPlayer, seed: int = 0) -> list[Action]:
    """What ``player`` would play for ``seat`` this turn, from the start of the turn.

    The answer depends only on what the seat may know and on ``seed``.
    """
    return player.decide(seat_view(game, seat), random.Random(seed))

"""Random games for the records tests: every mode, finished or stopped after some turns."""

from __future__ import annotations

import random

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Game, Mode, Setup

NAMES = ("Anna", "Ben", "Chloé", "Dario", "Eun-ji", "Farid", "Gaspard", "Hana", "Ines", "Jonas",
         "Kofi", "Lea")


def play_turn(game: Game, rng: random.Random) -> None:
    """Every player plays a random turn and confirms it: one resolved turn."""
    for player in range(game.player_count):
        play_random_turn(game.turn(player), rng)
        game.confirm(player)


def play_game(mode: Mode, advanced: bool, players: int, seed: int, *,
              turns: int | None = None, names: tuple[str, ...] = NAMES) -> Game:
    """A random game with ``players`` players, played to its end or for ``turns`` turns."""
    game = Game(Setup(mode, advanced, names[:players], seed=seed))
    rng = random.Random(seed)
    while not game.over and (turns is None or game.turn_number < turns):
        play_turn(game, rng)
    return game

"""Helpers for the computer players' tests: games played by computer seats, checked."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from welcome_desktop.players import ComputerPlayer, seat_view
from welcome_desktop.players.match import play_game
from welcome_desktop.rules import Action, Game, Mode, Setup
from welcome_desktop.rules.record import record_from_json, record_of, record_to_json


def names(count: int) -> tuple[str, ...]:
    return tuple(f"P{i + 1}" for i in range(count))


def setup(mode: Mode, advanced: bool, players: int, seed: int) -> Setup:
    return Setup(mode, advanced, names(players), seed=seed)


def decisions(game_setup: Setup, players: Sequence[ComputerPlayer], seed: int,
              turns: int | None = None) -> list[list[list[Action]]]:
    """Every decision of a game (the first ``turns`` turns, or all), per turn and seat; played
    through the rules."""
    log: list[list[list[Action]]] = []
    game = Game(game_setup)
    rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(players))]
    while not game.over and (turns is None or len(log) < turns):
        turn = []
        for seat, player in enumerate(players):
            actions = player.decide(seat_view(game, seat), rngs[seat])
            game.play_turn(seat, actions)
            turn.append(actions)
        log.append(turn)
    return log


def play_checked(game_setup: Setup, players: Sequence[ComputerPlayer], seed: int) -> Game:
    """A complete game whose record, written as JSON and read back, replays to the same end."""
    game = play_game(game_setup, players, seed)
    assert game.over
    text = json.dumps(record_to_json(record_of(game)))
    again = record_from_json(json.loads(text)).replay()
    assert again.over
    assert again.end_reasons == game.end_reasons
    assert again.sheets == game.sheets
    assert [b.total for b in again.breakdowns()] == [b.total for b in game.breakdowns()]
    return game

"""The options of a turn are exactly what the rules allow, and leave the rules' own sheet."""

from __future__ import annotations

import random

import pytest

from tests.players.helpers import setup
from welcome_desktop.players import GreedyPlayer, seat_view, validate_turn
from welcome_desktop.players.options import (
    claim_sequences,
    dead_houses,
    turn_options,
    written_options,
)
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Game, IllegalAction, Mode, PlayerTurn, Write
from welcome_desktop.rules.sheet import EMPTY


def positions(mode: Mode, advanced: bool, seed: int, every: int = 3,
              greedy: bool = False) -> list[PlayerTurn]:
    """Fresh turns of seat 0 along a random (or greedy) game, one every ``every`` turns."""
    players = 1 if mode is Mode.SOLO else 2
    game = Game(setup(mode, advanced, players, seed))
    rng = random.Random(seed)
    found = []
    while not game.over:
        if game.turn_number % every == 0:
            found.append(PlayerTurn(game.turn(0).start, game.turn(0).context))
        for seat in range(players):
            if greedy:
                game.play_turn(seat, GreedyPlayer().decide(seat_view(game, seat), rng))
            else:
                play_random_turn(game.turn(seat), rng)
                game.confirm(seat)
    return found


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("advanced", [False, True])
def test_options_match_the_rules(mode: Mode, advanced: bool) -> None:
    for seed in range(2):
        for turn in positions(mode, advanced, seed):
            options = turn_options(turn.start, turn.context, validate=True)
            assert options
            for option in options:
                validate_turn_from(turn, option.actions)
            written = {(a.street, a.house, a.value) for o in options for a in o.actions
                       if isinstance(a, Write)}
            legal = {(s, h, v) for _, s, h, v in turn.legal_writes()}
            if legal:
                assert legal <= written


def validate_turn_from(turn: PlayerTurn, actions: tuple[object, ...]) -> None:
    fresh = PlayerTurn(turn.start, turn.context)
    for action in actions:
        fresh.apply(action)  # type: ignore[arg-type]
    fresh.check_complete()


def test_written_options_are_distinct_and_branching_is_surveyor_or_bis() -> None:
    for turn in positions(Mode.SOLO, True, 4, every=2):
        written, refusals = written_options(turn.start, turn.context)
        keys = [(w.combination, w.head[-1]) for w in written]
        assert len(keys) == len(set(keys))
        assert bool(written) != bool(refusals) or not refusals
        for write in written:
            if write.branching:
                assert write.combination.effect.value in ("surveyor", "bis")


def test_dead_houses_take_no_number() -> None:
    for turn in positions(Mode.STANDARD, True, 6, every=1):
        for street, house in dead_houses(turn.start):
            assert turn.start.houses[street][house] == EMPTY
            assert not any(turn.start.can_write(street, house, n) for n in range(18))


def test_claim_sequences_follow_the_rules() -> None:
    claims_seen = 0
    for seed in range(2):
        for turn in positions(Mode.SOLO, seed % 2 == 1, seed, every=1, greedy=True):
            for option in turn_options(turn.start, turn.context, roundabouts=False)[:40]:
                for claims, sheet in claim_sequences(turn.start, turn.context, option.actions):
                    claims_seen += len(claims)
                    done = PlayerTurn(turn.start, turn.context)
                    for action in (*option.actions, *claims):
                        done.apply(action)
                    assert done.sheet == sheet
    assert claims_seen > 0


def test_validate_turn_rejects_an_unfinished_turn() -> None:
    game = Game(setup(Mode.STANDARD, False, 1, seed=1))
    view = seat_view(game, 0)
    option = turn_options(view.sheet, view.context)[0]
    validate_turn(view, list(option.actions))
    with pytest.raises(IllegalAction):
        validate_turn(view, list(option.actions[:-1]))

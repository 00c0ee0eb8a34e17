"""Each level returns a complete legal turn through the one interface."""

from __future__ import annotations

import random

import pytest

from tests.players.helpers import setup
from welcome_desktop.players import (
    LEVELS,
    ComputerPlayer,
    EasyPlayer,
    GreedyPlayer,
    StrongPlayer,
    hint,
    make_player,
    seat_view,
    validate_turn,
)
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import AskReshuffle, ClaimPlan, Game, Mode


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_is_a_computer_player(level: str) -> None:
    player = make_player(level, 0.05)
    assert isinstance(player, ComputerPlayer)
    assert player.level == level


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster")
    with pytest.raises(ValueError, match="budget"):
        StrongPlayer(0)


@pytest.mark.parametrize("mode", list(Mode))
def test_turns_validate_along_a_game(mode: Mode) -> None:
    players = 1 if mode is Mode.SOLO else 2
    game = Game(setup(mode, True, players, seed=31))
    levels: list[ComputerPlayer] = [GreedyPlayer(), StrongPlayer(0.02, hard_cap=False),
                                    EasyPlayer()]
    rng = random.Random(0)
    while not game.over:
        for seat in range(players):
            view = seat_view(game, seat)
            for player in levels:
                turn = validate_turn(view, player.decide(view, rng))
                assert turn.sheet is not view.sheet
            play_random_turn(game.turn(seat), rng)
            game.confirm(seat)


def test_greedy_claims_what_it_can() -> None:
    claimed = 0
    for seed in range(6):
        game = Game(setup(Mode.SOLO, False, 1, seed=seed))
        rng = random.Random(seed)
        while not game.over:
            view = seat_view(game, 0)
            actions = GreedyPlayer().decide(view, rng)
            turn = validate_turn(view, actions)
            assert not turn.claimable(), "a plan left unclaimed"
            assert not any(isinstance(a, AskReshuffle) for a in actions)
            claimed += sum(isinstance(a, ClaimPlan) for a in actions)
            game.play_turn(0, actions)
    assert claimed > 0


def test_strong_stays_within_its_work_budget() -> None:
    player = StrongPlayer(0.05, hard_cap=False)
    game = Game(setup(Mode.STANDARD, False, 2, seed=3))
    rng = random.Random(0)
    for _ in range(6):
        for seat in range(2):
            view = seat_view(game, seat)
            actions = player.decide(view, rng)
            assert not player.last.capped
            # The search stops at the first offer that reaches the budget.
            assert player.last.work < player.work + player.last.candidates * 2000
            game.play_turn(seat, actions)


def test_hint_is_the_decision_of_the_seat() -> None:
    game = Game(setup(Mode.EXPERT, False, 3, seed=2))
    actions = hint(game, 1, GreedyPlayer(), seed=4)
    assert actions == GreedyPlayer().decide(seat_view(game, 1), random.Random(4))
    game.play_turn(0, hint(game, 0, GreedyPlayer()))
    game.play_turn(1, actions)


def test_random_player_unchanged_interface() -> None:
    game = Game(setup(Mode.STANDARD, True, 1, seed=1))
    played = play_random_turn(game.turn(0), random.Random(1))
    assert played == game.turn(0).actions
    game.confirm(0)


def test_no_decision_once_the_game_is_over() -> None:
    game = Game(setup(Mode.SOLO, False, 1, seed=1))
    rng = random.Random(0)
    while not game.over:
        play_random_turn(game.turn(0), rng)
        game.confirm(0)
    with pytest.raises(ValueError, match="over"):
        seat_view(game, 0)

"""The replay model: every turn of a record, as the game itself stood after it."""

from __future__ import annotations

import json
import random

import pytest

from tests.rules.helpers import names, play_game, play_steady_turn
from welcome_desktop.rules import Game, Mode, Setup, Sheet
from welcome_desktop.rules.game import ReplayError
from welcome_desktop.rules.record import GameRecord, record_from_json, record_of, record_to_json
from welcome_desktop.rules.replay import Replay
from welcome_desktop.rules.turn import PlanCard


def _played(setup: Setup, seed: int) -> tuple[Game, list[tuple[Sheet, ...]],
                                              list[tuple[PlanCard, ...]], list[int]]:
    """A game played to its end, with its sheets after each turn and what each turn showed."""
    sheets: list[tuple[Sheet, ...]] = []
    plan_cards = []
    remaining = []

    def before_next(game: Game) -> None:
        sheets.append(tuple(sheet.copy() for sheet in game.sheets))
        if not game.over:
            plan_cards.append(game.plan_cards())
            remaining.append(game.cards_remaining())

    first = Game(setup)
    plan_cards.append(first.plan_cards())
    remaining.append(first.cards_remaining())
    game = play_game(setup, random.Random(seed), play_steady_turn, after_turn=before_next)
    return game, sheets, plan_cards, remaining


@pytest.mark.parametrize("seed", [3, 4])
def test_every_turn_of_a_finished_four_player_expert_advanced_game(seed: int) -> None:
    setup = Setup(Mode.EXPERT, True, names(4), seed=seed)
    game, sheets, plan_cards, remaining = _played(setup, seed)
    assert game.over and game.turn_number > 10
    # Through the record's JSON, as a file would carry it.
    record = record_from_json(json.loads(json.dumps(record_to_json(record_of(game)))))
    replay = Replay(record)
    assert replay.turn_count == game.turn_number == len(sheets)
    assert replay.end_reasons == tuple(game.end_reasons)
    assert replay.sheets(0) == tuple(Sheet(game.sheets[0].plan_ids) for _ in range(4))
    for t in range(1, game.turn_number + 1):
        assert replay.sheets(t) == sheets[t - 1], f"turn {t}"
        turn = replay.turn(t)
        history = game.history[t - 1]
        assert turn.number == t
        assert list(turn.offers) == history.offers
        assert list(turn.actions) == history.actions
        assert turn.plan_cards == plan_cards[t - 1]
        assert turn.cards_remaining == remaining[t - 1]
        assert turn.first_claims == tuple(history.first_claims)
        assert turn.reshuffle == history.reshuffle
        assert turn.before == (replay.sheets(t - 1))
        for player in range(4):
            assert replay.sheet(player, t) == sheets[t - 1][player]
    # Each turn's sheets are its own: consecutive turns differ.
    assert all(replay.sheets(t) != replay.sheets(t + 1) for t in range(replay.turn_count))


def test_a_game_in_progress_replays_up_to_its_last_resolved_turn() -> None:
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=9))
    rng = random.Random(9)
    for _ in range(5):
        for seat in range(2):
            play_steady_turn(game.turn(seat), rng)
            game.confirm(seat)
    play_steady_turn(game.turn(0), rng)  # a turn under way is not part of the record
    replay = Replay(record_of(game))
    assert replay.turn_count == 5
    assert replay.sheets(5) == tuple(game.sheets)
    assert not replay.end_reasons


def test_the_replay_hands_out_copies() -> None:
    game = Game(Setup(Mode.SOLO, False, names(1), seed=2))
    play_steady_turn(game.turn(0), random.Random(2))
    game.confirm(0)
    replay = Replay(record_of(game))
    replay.sheets(1)[0].temps = 9
    replay.sheet(0, 1).houses[0][0] = 16
    assert replay.sheets(1) == tuple(game.sheets)


def test_turns_out_of_range_and_illegal_records() -> None:
    game = Game(Setup(Mode.SOLO, False, names(1), seed=2))
    replay = Replay(record_of(game))
    assert replay.turn_count == 0
    with pytest.raises(IndexError, match="0 resolved turns"):
        replay.turn(1)
    with pytest.raises(IndexError, match="1 players"):
        replay.sheet(1, 0)
    bad = GameRecord(game.setup, (((),),))  # a turn with no choice cannot be confirmed
    with pytest.raises(ReplayError, match="turn 1, player 1"):
        Replay(bad)

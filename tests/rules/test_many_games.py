"""At least 1,000 complete random games over every mode, player count and variant, each
replayed from its record; the end of each game is checked against rules.md."""

from __future__ import annotations

import random

import pytest

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.game import END_REASONS

from .helpers import (
    fence_violations,
    independent_breakdown,
    names,
    play_game,
    play_steady_turn,
    replay_through_json,
    sheets_json,
    stretch_violations,
)

CONFIGS = (
    [(Mode.STANDARD, players) for players in range(1, 13)]
    + [(Mode.SOLO, 1)]
    + [(Mode.EXPERT, players) for players in range(2, 13)]
)
CASES = [(mode, players, advanced) for mode, players in CONFIGS for advanced in (False, True)]
GAMES_PER_CASE = 21  # 48 cases x 21 = 1,008 games


@pytest.mark.slow
@pytest.mark.parametrize(
    ("mode", "players", "advanced"), CASES,
    ids=[f"{m.value}-{n}p-{'advanced' if a else 'basic'}" for m, n, a in CASES])
def test_complete_random_games_replay_from_their_records(mode: Mode, players: int,
                                                         advanced: bool) -> None:
    """Each game ends for a reason of ruling 13, scores like rules.md, keeps ruling 7 on every
    sheet, and its record replays to the same sheets, reasons and scores."""
    for index in range(GAMES_PER_CASE):
        seed = 1000 * players + 100 * index + (7 if advanced else 0) + len(mode.value)
        player = play_steady_turn if index % 3 == 2 else play_random_turn
        setup = Setup(mode, advanced, names(players), seed=seed)
        game = play_game(setup, random.Random(seed), player)
        assert game.over
        assert game.end_reasons, seed
        assert [r for r in END_REASONS if r in game.end_reasons] == game.end_reasons
        assert mode is Mode.SOLO or "deck" not in game.end_reasons
        temps = [s.temps for s in game.sheets]
        for seat, (sheet, breakdown) in enumerate(zip(game.sheets, game.breakdowns(),
                                                      strict=True)):
            data = sheet_to_dict(sheet)
            assert stretch_violations(data) == [] and fence_violations(data) == [], seed
            others = temps[:seat] + temps[seat + 1:]
            assert breakdown.to_dict() == independent_breakdown(data, others), seed
            assert sheet.refusals <= 3 and sheet.roundabout_marks <= (2 if advanced else 0)
        replayed = replay_through_json(game)
        assert sheets_json(replayed) == sheets_json(game), seed
        assert replayed.end_reasons == game.end_reasons
        assert replayed.turn_number == game.turn_number
        assert replayed.ranking() == game.ranking()

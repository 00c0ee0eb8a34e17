"""Save files of games on the thematic sheets: the record names the sheet, a finished game's
result holds the theme column, and both load back to the same game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.records.games import play_turn
from welcome_desktop.records.savefile import load_game, save_game
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.record import record_of, record_to_json

KEYS = {"ice-cream": "ice_cream", "christmas": "lights", "easter": "eggs"}


@pytest.mark.parametrize("sheet", sorted(KEYS))
@pytest.mark.parametrize("finished", [False, True])
def test_themed_game_round_trip(tmp_path: Path, sheet: str, finished: bool) -> None:
    game = Game(Setup(Mode.STANDARD, True, ("Anna", "Ben"), seed=4, sheet=sheet))
    rng = random.Random(4)
    while not game.over and (finished or game.turn_number < 5):
        play_turn(game, rng)
    path = tmp_path / "game.json"
    save_game(game, path)
    data = json.loads(path.read_text("utf-8"))
    assert data["record"]["setup"]["sheet"] == sheet
    if finished:
        assert all(KEYS[sheet] in b for b in data["result"]["breakdowns"])
    else:
        assert data["result"] is None
    loaded = load_game(path).game
    assert loaded.setup.sheet == sheet
    assert loaded.sheets == game.sheets
    assert loaded.breakdowns() == game.breakdowns()
    assert record_to_json(record_of(loaded)) == record_to_json(record_of(game))


def test_base_game_file_has_no_theme_keys(tmp_path: Path) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=2))
    rng = random.Random(2)
    while not game.over:
        play_turn(game, rng)
    path = tmp_path / "game.json"
    save_game(game, path)
    text = path.read_text("utf-8")
    assert '"sheet"' not in text
    assert not any(key in text for key in ('"ice_cream"', '"lights"', '"eggs"'))

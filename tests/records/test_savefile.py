"""Save files: round trips in every mode, bare records, the written format."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.records.games import play_game, play_turn
from welcome_desktop import __version__
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.records.savefile import (
    SCHEMA_VERSION,
    SaveFileError,
    dump_save_file,
    load,
    load_game,
    parse_game,
    read_save_file,
    record_bytes,
    save_file_of,
    save_game,
    save_record,
)
from welcome_desktop.rules import Game, Mode
from welcome_desktop.rules.record import record_of, record_to_json

FIXTURES = Path(__file__).parent / "fixtures"

MODES = [
    pytest.param(Mode.STANDARD, False, 1, id="standard-1"),
    pytest.param(Mode.STANDARD, True, 1, id="standard-1-advanced"),
    pytest.param(Mode.STANDARD, False, 4, id="standard-4"),
    pytest.param(Mode.STANDARD, True, 4, id="standard-4-advanced"),
    pytest.param(Mode.STANDARD, False, 12, id="standard-12"),
    pytest.param(Mode.STANDARD, True, 12, id="standard-12-advanced"),
    pytest.param(Mode.SOLO, False, 1, id="solo"),
    pytest.param(Mode.SOLO, True, 1, id="solo-advanced"),
    pytest.param(Mode.EXPERT, False, 2, id="expert-2"),
    pytest.param(Mode.EXPERT, True, 5, id="expert-5-advanced"),
    pytest.param(Mode.EXPERT, True, 12, id="expert-12-advanced"),
]


def assert_same_game(loaded: Game, original: Game) -> None:
    assert record_to_json(record_of(loaded)) == record_to_json(record_of(original))
    assert loaded.sheets == original.sheets
    assert loaded.breakdowns() == original.breakdowns()
    assert loaded.turn_number == original.turn_number
    assert loaded.end_reasons == original.end_reasons
    assert loaded.approved == original.approved


@pytest.mark.parametrize(("mode", "advanced", "players"), MODES)
@pytest.mark.parametrize("seed", [1, 2])
def test_finished_game_round_trip(tmp_path: Path, mode: Mode, advanced: bool, players: int,
                                  seed: int) -> None:
    game = play_game(mode, advanced, players, seed)
    assert game.over
    path = tmp_path / "game.json"
    saved = save_game(game, path)
    loaded = load_game(path)
    assert_same_game(loaded.game, game)
    assert loaded.kind == "save"
    assert loaded.schema_version == SCHEMA_VERSION
    assert loaded.app_version == __version__
    assert loaded.summary == saved.summary
    assert loaded.result == saved.result
    assert loaded.result is not None
    assert loaded.summary.over
    assert loaded.summary.players == list(game.setup.players)
    assert loaded.summary.scores == [b.total for b in game.breakdowns()]
    assert [b.total for b in loaded.result.breakdowns] == loaded.summary.scores
    assert sorted(p for group in loaded.result.ranking for p in group) == list(range(players))


@pytest.mark.parametrize(("mode", "advanced", "players"), MODES)
def test_unfinished_game_resumes_exactly(tmp_path: Path, mode: Mode, advanced: bool,
                                         players: int) -> None:
    """A game saved mid-way and loaded goes on exactly like the original (same deals)."""
    game = play_game(mode, advanced, players, seed=7, turns=5)
    assert not game.over
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path)
    assert_same_game(loaded.game, game)
    assert loaded.result is None
    assert loaded.summary.turn == 5
    assert not loaded.summary.over
    resumed = loaded.game
    for turn in range(5, 40):
        if game.over:
            break
        assert [resumed.offer(p) for p in range(players)] == [game.offer(p)
                                                               for p in range(players)]
        play_turn(game, random.Random(turn))
        play_turn(resumed, random.Random(turn))
    assert_same_game(resumed, game)


def test_turn_in_progress_is_not_saved(tmp_path: Path) -> None:
    """Only resolved turns are saved: the actions of the turn being played are not."""
    game = play_game(Mode.STANDARD, True, 3, seed=4, turns=3)
    play_random_turn(game.turn(0), random.Random(0))
    game.confirm(0)
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path).game
    assert loaded.turn_number == 3
    assert not any(loaded.confirmed)


def test_new_game_round_trip(tmp_path: Path) -> None:
    game = play_game(Mode.EXPERT, False, 3, seed=9, turns=0)
    save_game(game, tmp_path / "new.json")
    loaded = load_game(tmp_path / "new.json")
    assert loaded.summary.turn == 0
    assert loaded.game.offer(0) == game.offer(0)


def test_saved_file_is_readable_json(tmp_path: Path) -> None:
    game = play_game(Mode.STANDARD, True, 6, seed=3)
    moment = datetime(2025, 5, 1, 18, 30, tzinfo=UTC)
    path = tmp_path / "game.json"
    save_game(game, path, saved_at=moment)
    text = path.read_text(encoding="utf-8")
    value = json.loads(text)
    assert value["schema_version"] == SCHEMA_VERSION
    assert value["app_version"] == __version__
    assert value["saved_at"] == "2025-05-01T18:30:00Z"
    assert value["summary"]["players"] == list(game.setup.players)
    assert value["record"] == record_to_json(record_of(game))
    # One line per turn of the log, indented, no ASCII escapes of names.
    log = record_to_json(record_of(game))["log"]
    assert len(text.splitlines()) < 60 + len(log) + 25 * 6
    assert json.dumps(log[0], ensure_ascii=False) in text
    assert "Chloé" in text


def test_read_save_file_previews_without_replay(tmp_path: Path) -> None:
    game = play_game(Mode.SOLO, True, 1, seed=2, turns=6)
    path = tmp_path / "game.json"
    save_game(game, path)
    save = read_save_file(path)
    assert save.summary.turn == 6
    assert save.summary.mode == "solo"
    assert save.result is None


def test_bare_record_loads_with_load_only(tmp_path: Path) -> None:
    game = play_game(Mode.EXPERT, True, 3, seed=5)
    path = tmp_path / "record.json"
    save_record(game, path)
    assert json.loads(path.read_bytes()) == record_to_json(record_of(game))
    loaded = load(path)
    assert loaded.kind == "record"
    assert loaded.schema_version is None
    assert_same_game(loaded.game, game)
    with pytest.raises(SaveFileError, match="bare game record, not a saved game") as error:
        load_game(path)
    assert error.value.kind == "not_a_save"


def test_load_reads_save_files_too(tmp_path: Path) -> None:
    game = play_game(Mode.STANDARD, False, 2, seed=5)
    save_game(game, tmp_path / "game.json")
    assert load(tmp_path / "game.json").kind == "save"


def test_record_from_the_docs_loads() -> None:
    """The example record of docs/records.md, given as bytes."""
    data = json.dumps({
        "format": "welcome-desktop-record", "version": 1,
        "setup": {"mode": "solo", "advanced": True, "players": ["Player 1"], "seed": 11,
                  "plans": ["1-H", "2-I", "3-D"]},
        "log": [["C2/0 W2.1=6 T"], ["C2/1 W0.5=5 P0"], ["C2/0 W0.6=6 F0.5"],
                ["C0/2 W2.10=13 F2.10"], ["C2/0 W1.10=10 P1"], ["C0/1 W2.7=10 S"]]})
    loaded = parse_game(data.encode(), accept_record=True)
    assert loaded.kind == "record"
    assert loaded.summary.turn == 6
    assert loaded.summary.players == ["Player 1"]


def test_summary_is_recomputed_from_the_log(tmp_path: Path) -> None:
    """The file's summary is a preview; the loaded summary comes from the replay."""
    game = play_game(Mode.STANDARD, False, 2, seed=8, turns=4)
    path = tmp_path / "game.json"
    save_game(game, path)
    value = json.loads(path.read_bytes())
    value["summary"]["scores"] = [999, 999]
    path.write_text(json.dumps(value), encoding="utf-8")
    assert read_save_file(path).summary.scores == [999, 999]
    assert load_game(path).summary.scores == [b.total for b in game.breakdowns()]


def test_record_bytes_is_the_record() -> None:
    game = play_game(Mode.SOLO, False, 1, seed=1, turns=3)
    assert json.loads(record_bytes(game)) == record_to_json(record_of(game))


def test_current_format_is_frozen() -> None:
    """Saving the current fixture's game writes exactly the fixture (bar the app version).

    If this fails the file format changed: bump SCHEMA_VERSION, add a migration and a
    fixture (tests/records/fixtures/make_fixtures.py) instead of editing this fixture.
    """
    data = (FIXTURES / f"save_v{SCHEMA_VERSION}.json").read_bytes()
    loaded = parse_game(data)
    assert loaded.saved_at is not None
    written = json.loads(dump_save_file(save_file_of(loaded.game, loaded.saved_at,
                                                     loaded.seats)))
    expected = json.loads(data)
    assert written.pop("app_version") == __version__
    expected.pop("app_version")
    assert written == expected

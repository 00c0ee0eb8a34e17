"""Older save files load through step-by-step migrations; one real fixture per version."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.records import migrations
from welcome_desktop.records.savefile import (
    SCHEMA_VERSION,
    SaveFileError,
    dump_save_file,
    load_game,
    parse_game,
    read_save_file,
    save_file_of,
)

FIXTURES = Path(__file__).parent / "fixtures"
VERSIONS = range(1, SCHEMA_VERSION + 1)


def fixture(version: int) -> dict[str, Any]:
    value: dict[str, Any] = json.loads((FIXTURES / f"save_v{version}.json").read_bytes())
    return value


def test_one_fixture_per_schema_version() -> None:
    found = sorted(p.name for p in FIXTURES.glob("save_v*.json"))
    assert found == [f"save_v{v}.json" for v in VERSIONS]
    for version in VERSIONS:
        assert fixture(version)["schema_version"] == version


def test_one_step_per_version() -> None:
    assert migrations.CURRENT == SCHEMA_VERSION
    assert sorted(migrations.MIGRATIONS) == list(range(1, SCHEMA_VERSION))


#: What each fixture holds: (mode, players, resolved turns, over).
FIXTURE_GAMES = {
    1: ("standard", ["Anna", "Ben", "Chloé"], 8, False),
    2: ("solo", ["Dupont, Anna"], 26, True),
    3: ("expert", ["Anna", "Ben", "Chloé", "Dario"], None, True),
    4: ("standard", ["Anna", "Ben", "Chloé", "Dario"], 6, False),
}


@pytest.mark.parametrize("version", VERSIONS)
def test_fixture_loads(tmp_path: Path, version: int) -> None:
    """Each fixture loads, replayed, and its own preview agrees with the replay."""
    path = tmp_path / f"save_v{version}.json"
    shutil.copy(FIXTURES / path.name, path)
    before = path.read_bytes()
    loaded = load_game(path)
    mode, players, turns, over = FIXTURE_GAMES[version]
    assert loaded.schema_version == version
    assert loaded.summary.mode == mode
    assert loaded.summary.players == players
    assert loaded.summary.turn == (turns if turns is not None else loaded.game.turn_number)
    assert loaded.summary.over == over == (loaded.result is not None)
    assert loaded.summary.turn == len(fixture(version)["record"]["log"])
    if version >= 2:
        assert loaded.summary.scores == fixture(version)["summary"]["scores"]
    if version >= 3:
        assert loaded.summary.model_dump() == fixture(version)["summary"]
        # exclude_none: the theme columns a base game's file leaves out
        assert (loaded.result.model_dump(exclude_none=True) if loaded.result else None) == \
            fixture(version)["result"]
    assert len(loaded.seats) == len(players)
    if version < 4:  # older files did not say: every seat resumes as a person
        assert all(seat.kind == "person" and seat.budget_s is None for seat in loaded.seats)
    assert loaded.saved_at is not None
    assert loaded.saved_at.isoformat().startswith(fixture(version)["saved_at"][:19])
    assert path.read_bytes() == before  # loading never rewrites the file


@pytest.mark.parametrize("version", VERSIONS)
def test_migrated_preview_matches_a_fresh_save(version: int) -> None:
    """Migrating a fixture gives the summary and result that saving its game today gives."""
    data = (FIXTURES / f"save_v{version}.json").read_bytes()
    migrated = read_save_file(FIXTURES / f"save_v{version}.json")
    fresh = save_file_of(parse_game(data).game, migrated.saved_at)
    assert migrated.summary == fresh.summary
    assert migrated.result == fresh.result
    assert migrated.record == fresh.record


def test_steps_run_in_order() -> None:
    v2 = migrations.v1_to_v2(fixture(1))
    assert v2["schema_version"] == 2
    assert v2["summary"]["players"] == "Anna, Ben, Chloé"
    assert v2["app_version"] == "0.1.0.dev1"
    v3 = migrations.v2_to_v3(v2)
    assert v3["schema_version"] == 3
    assert v3["summary"]["players"] == ["Anna", "Ben", "Chloé"]
    assert v3["result"] is None
    v4 = migrations.v3_to_v4(v3)
    assert v4["schema_version"] == 4
    assert v4["seats"] == [{"kind": "person"}] * 3
    assert {k: v for k, v in v4.items() if k != "seats"} == {**v3, "schema_version": 4}
    assert migrations.migrate(fixture(1), 1) == v4
    assert migrations.migrate(fixture(SCHEMA_VERSION), SCHEMA_VERSION) == fixture(
        SCHEMA_VERSION)


def test_v2_names_with_commas_come_from_the_record() -> None:
    """Version 2 stored "Dupont, Anna" as one string: version 3 keeps her one player."""
    old = fixture(2)
    assert old["summary"]["players"] == "Dupont, Anna"
    new = migrations.v2_to_v3(old)
    assert new["summary"]["players"] == ["Dupont, Anna"]
    assert new["summary"]["over"]
    assert new["result"]["breakdowns"][0]["total"] == old["summary"]["scores"][0]
    assert new["summary"]["end_reasons"]


def test_migrated_file_saves_in_the_current_version(tmp_path: Path) -> None:
    loaded = parse_game((FIXTURES / "save_v1.json").read_bytes())
    data = dump_save_file(save_file_of(loaded.game))
    assert json.loads(data)["schema_version"] == SCHEMA_VERSION
    assert parse_game(data).schema_version == SCHEMA_VERSION


@pytest.mark.parametrize(("version", "change", "message"), [
    (1, lambda v: v.pop("record"), "(save format 1): record: Field required"),
    (1, lambda v: v.update(summary={}), "(save format 1): summary: Extra inputs"),
    (2, lambda v: v["summary"].update(players=["Dupont, Anna"]),
     "(save format 2): summary.players: Input should be a valid string"),
    (2, lambda v: v["summary"].update(turn="26"), "(save format 2): summary.turn"),
])
def test_bad_old_files(version: int, change: Any, message: str) -> None:
    value = fixture(version)
    change(value)
    with pytest.raises(SaveFileError) as caught:
        parse_game(json.dumps(value).encode())
    assert caught.value.kind == "invalid"
    assert message in caught.value.reason


def test_tampered_old_file() -> None:
    value = fixture(2)
    value["record"]["log"][3] = value["record"]["log"][0]
    with pytest.raises(SaveFileError) as caught:
        parse_game(json.dumps(value).encode())
    assert caught.value.kind == "illegal_move"
    assert "turn 4, Dupont, Anna (player 1)" in caught.value.reason


def test_seats_of_the_v4_fixture_come_back() -> None:
    """issue 27 (2): who plays each seat, the strong player's budget included, is restored."""
    loaded = load_game(FIXTURES / "save_v4.json")
    assert [(s.kind, s.budget_s) for s in loaded.seats] == [
        ("person", None), ("greedy", None), ("strong", 1.5), ("easy", None)]


def test_seats_round_trip_through_a_save(tmp_path: Path) -> None:
    from welcome_desktop.records.savefile import Seat, save_game

    game = parse_game((FIXTURES / "save_v1.json").read_bytes()).game
    seats = (Seat(kind="strong", budget_s=0.25), Seat(kind="person"), Seat(kind="easy"))
    save_game(game, tmp_path / "g.json", seats=seats)
    assert load_game(tmp_path / "g.json").seats == seats
    save_game(game, tmp_path / "h.json")
    assert [s.kind for s in load_game(tmp_path / "h.json").seats] == ["person"] * 3
    with pytest.raises(ValueError, match="2 seats given for 3 players"):
        save_game(game, tmp_path / "i.json", seats=seats[:2])


@pytest.mark.parametrize(("seats", "message"), [
    ([{"kind": "person"}] * 3, "one seat per player"),
    ([{"kind": "strong"}] + [{"kind": "person"}] * 3, "a strong seat has a budget_s"),
    ([{"kind": "easy", "budget_s": 1}] + [{"kind": "person"}] * 3, "a strong seat has"),
    ([{"kind": "strong", "budget_s": 0}] + [{"kind": "person"}] * 3, "greater than 0"),
    ([{"kind": "strong", "budget_s": 1e9}] + [{"kind": "person"}] * 3, "less than or equal"),
    ([{"kind": "robot"}] + [{"kind": "person"}] * 3, "seats[0].kind"),
    ([{"kind": "person", "name": "x"}] + [{"kind": "person"}] * 3, "Extra inputs"),
])
def test_bad_seats_are_refused(seats: list[dict[str, Any]], message: str) -> None:
    value = fixture(4)
    value["seats"] = seats
    with pytest.raises(SaveFileError) as caught:
        parse_game(json.dumps(value).encode())
    assert caught.value.kind == "invalid"
    assert message in caught.value.reason

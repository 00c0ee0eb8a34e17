"""The store: autosaves, resume list, history, deletion, recent files, damaged files."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import platformdirs
import pytest

from tests.records.games import play_game, play_turn
from welcome_desktop.records import store
from welcome_desktop.records.savefile import SaveFileError
from welcome_desktop.records.store import (
    MAX_RECENT,
    GameStore,
    check_game_id,
    default_data_dir,
    new_game_id,
)
from welcome_desktop.rules import Mode


def ticking_clock() -> Callable[[], datetime]:
    """A clock one minute later at every call, so that the order of saves is certain."""
    moments = iter(datetime(2025, 5, 1, 12, tzinfo=UTC) + timedelta(minutes=i)
                   for i in range(10_000))
    return lambda: next(moments)


@pytest.fixture
def games_store(tmp_path: Path) -> GameStore:
    return GameStore(tmp_path / "store", clock=ticking_clock())


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_default_folder_is_the_env_var(data_folder: Path) -> None:
    assert default_data_dir() == data_folder
    assert GameStore().root == data_folder


def test_default_folder_without_env_var_is_platformdirs(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    asked: list[tuple[object, ...]] = []

    def user_data_path(*args: object, **kwargs: object) -> Path:
        asked.append((*args, *kwargs.values()))
        return tmp_path / "platformdirs"

    monkeypatch.delenv(store.ENV_VAR)
    monkeypatch.setattr(platformdirs, "user_data_path", user_data_path)
    assert default_data_dir() == tmp_path / "platformdirs"
    assert asked == [("welcome-desktop", False)]


def test_nothing_is_created_before_the_first_write(tmp_path: Path) -> None:
    games = GameStore(tmp_path / "store")
    assert games.unfinished() == []
    assert games.history() == []
    assert games.recent() == []
    assert not (tmp_path / "store").exists()


def test_autosave_every_turn_then_resume(games_store: GameStore) -> None:
    game = play_game(Mode.STANDARD, True, 3, seed=1, turns=0)
    rng = random.Random(1)
    for _ in range(5):
        play_turn(game, rng)
        path = games_store.autosave(game, "g1")
    assert path == games_store.root / "games" / "g1.json"
    [entry] = games_store.unfinished()
    assert entry.game_id == "g1"
    assert entry.readable
    assert entry.summary is not None
    assert entry.summary.turn == 5
    assert entry.summary.players == ["Anna", "Ben", "Chloé"]
    assert entry.saved_at == datetime(2025, 5, 1, 12, 4, tzinfo=UTC)
    resumed = games_store.resume("g1")
    assert resumed.game.sheets == game.sheets
    assert sorted(p.name for p in (games_store.root / "games").iterdir()) == [
        "g1.json", "g1.json.bak"]


def test_unfinished_newest_first_and_damaged_last(games_store: GameStore) -> None:
    for game_id, seed in (("older", 1), ("newer", 2), ("newest", 3)):
        games_store.autosave(play_game(Mode.SOLO, False, 1, seed=seed, turns=2), game_id)
    games_store.game_path("older").write_bytes(b'{"schema_version": 3, "summ')
    (games_store.games_dir / "notes.txt").write_text("not a game")
    (games_store.games_dir / ".newest.json.tmp").write_text("half a write")
    listed = games_store.unfinished()
    assert [g.game_id for g in listed] == ["newest", "newer", "older"]
    assert listed[2].save is None
    assert listed[2].summary is None
    assert listed[2].problem == "it is cut short (the end of the file is missing)"
    with pytest.raises(SaveFileError, match=r"Cannot open older\.json: it is cut short"):
        games_store.resume("older")


def test_tampered_game_is_caught_on_resume_or_when_verified(games_store: GameStore) -> None:
    game = play_game(Mode.EXPERT, False, 2, seed=4, turns=4)
    path = games_store.autosave(game, "g")
    value = json.loads(path.read_bytes())
    value["record"]["log"][3][0] = value["record"]["log"][0][0]
    path.write_text(json.dumps(value), encoding="utf-8")
    assert games_store.unfinished()[0].readable  # previews do not replay
    [entry] = games_store.unfinished(verify=True)
    assert entry.problem is not None
    assert entry.problem.startswith("its game log was altered or damaged: turn 4, Anna")
    with pytest.raises(SaveFileError) as caught:
        games_store.resume("g")
    assert caught.value.kind == "illegal_move"


def test_finish_moves_to_history_with_breakdowns(games_store: GameStore) -> None:
    game = play_game(Mode.STANDARD, False, 4, seed=5, turns=3)
    games_store.autosave(game, "g")
    game = play_game(Mode.STANDARD, False, 4, seed=5)
    path = games_store.autosave(game, "g")  # the last turn ended the game
    assert path == games_store.history_path("g")
    assert games_store.unfinished() == []
    [entry] = games_store.history()
    assert entry.summary is not None and entry.summary.over
    assert entry.result is not None
    assert [b.total for b in entry.result.breakdowns] == [b.total for b in game.breakdowns()]
    assert entry.result.ranking == game.ranking()[0]
    assert games_store.load_finished("g").game.sheets == game.sheets


def test_crash_between_history_and_removal(games_store: GameStore) -> None:
    """If the autosave is still there beside the history, the game is not offered again."""
    game = play_game(Mode.SOLO, True, 1, seed=2)
    games_store.finish(game, "g")
    games_store.games_dir.mkdir(parents=True, exist_ok=True)
    games_store.game_path("g").write_bytes(games_store.history_path("g").read_bytes())
    assert games_store.unfinished() == []
    assert len(games_store.history()) == 1


def test_history_newest_first(games_store: GameStore) -> None:
    for i in range(4):
        games_store.finish(play_game(Mode.EXPERT, True, 3, seed=i), f"game-{i}")
    assert [g.game_id for g in games_store.history()] == [f"game-{i}" for i in (3, 2, 1, 0)]


def test_delete(games_store: GameStore) -> None:
    games_store.autosave(play_game(Mode.SOLO, False, 1, seed=1, turns=1), "a")
    games_store.finish(play_game(Mode.SOLO, False, 1, seed=1), "b")
    assert games_store.delete("a")
    assert games_store.delete("b")
    assert not games_store.delete("a")
    assert games_store.unfinished() == [] and games_store.history() == []


def test_delete_removes_a_kept_review_too(games_store: GameStore) -> None:
    from welcome_desktop.records.reviews import reviews_path

    games_store.finish(play_game(Mode.SOLO, False, 1, seed=1), "b")
    review = reviews_path(games_store.history_path("b"))
    review.write_text("{}", encoding="utf-8")
    assert games_store.delete("b")
    assert not review.exists()


@pytest.mark.parametrize("bad_id", ["", "../escape", "a/b", "a.json", ".hidden", "x" * 65,
                                    "a b", "C:\\evil"])
def test_game_ids_cannot_escape_the_store(games_store: GameStore, bad_id: str) -> None:
    with pytest.raises(ValueError, match="is not a game id"):
        games_store.game_path(bad_id)
    with pytest.raises(ValueError, match="is not a game id"):
        games_store.delete(bad_id)


def test_new_game_ids_are_valid_and_distinct() -> None:
    moment = datetime(2025, 5, 1, 18, 30, tzinfo=UTC)
    ids = {new_game_id(moment) for _ in range(50)}
    assert len(ids) == 50
    for game_id in ids:
        assert check_game_id(game_id).startswith("20250501-183000-")


def test_failed_resume_changes_nothing(games_store: GameStore) -> None:
    games_store.autosave(play_game(Mode.SOLO, False, 1, seed=1, turns=2), "good")
    games_store.autosave(play_game(Mode.SOLO, False, 1, seed=2, turns=2), "bad")
    games_store.game_path("bad").write_bytes(b"\x00\x01garbage")
    games_store.add_recent(games_store.game_path("good"))
    before = snapshot(games_store.root)
    with pytest.raises(SaveFileError, match="binary"):
        games_store.resume("bad")
    games_store.unfinished(verify=True)
    games_store.history(verify=True)
    assert snapshot(games_store.root) == before


def test_recent_files(games_store: GameStore, tmp_path: Path) -> None:
    files = [tmp_path / f"game{i}.json" for i in range(MAX_RECENT + 3)]
    for path in files:
        games_store.add_recent(path)
    assert games_store.recent() == files[::-1][:MAX_RECENT]
    games_store.add_recent(files[5])
    assert games_store.recent()[0] == files[5]
    assert len(games_store.recent()) == MAX_RECENT
    assert games_store.recent().count(files[5]) == 1
    games_store.forget_recent(files[5])
    assert files[5] not in games_store.recent()
    value = json.loads(games_store.recent_path.read_bytes())
    assert value["schema_version"] == 1


def test_relative_recent_paths_are_made_absolute(games_store: GameStore) -> None:
    games_store.add_recent(Path("some.json"))
    assert games_store.recent() == [Path.cwd() / "some.json"]


@pytest.mark.parametrize("content", [b"", b"\xff\xfe", b"[1, 2]", b'{"schema_version": 1}',
                                     b'{"schema_version": 1, "files": [1]}',
                                     b'{"schema_version": 2, "files": []}',
                                     b"[" * 100_000])
def test_damaged_recent_list_is_empty_then_rewritten(games_store: GameStore, tmp_path: Path,
                                                     content: bytes) -> None:
    games_store.root.mkdir(parents=True)
    games_store.recent_path.write_bytes(content)
    assert games_store.recent() == []
    games_store.add_recent(tmp_path / "a.json")
    assert games_store.recent() == [tmp_path / "a.json"]


def test_unreadable_folder_lists_nothing(games_store: GameStore) -> None:
    games_store.root.mkdir(parents=True)
    games_store.games_dir.write_text("a file where the folder should be")
    assert games_store.unfinished() == []


def test_store_works_from_the_env_var(data_folder: Path) -> None:
    games = GameStore()
    games.autosave(play_game(Mode.STANDARD, False, 2, seed=3, turns=2), "g")
    assert (data_folder / "games" / "g.json").is_file()
    assert os.environ[store.ENV_VAR] == str(data_folder)


def test_power_cut_on_the_newest_autosave_falls_back_to_the_previous(
        games_store: GameStore) -> None:
    """issue 27 (5): a zero-filled or truncated newest autosave; the previous one is used and
    the caller is told so."""
    game = play_game(Mode.STANDARD, False, 2, seed=7, turns=0)
    rng = random.Random(7)
    play_turn(game, rng)
    games_store.autosave(game, "g")
    play_turn(game, rng)
    games_store.autosave(game, "g")
    newest = games_store.game_path("g")
    for damage in (b"\0" * newest.stat().st_size, newest.read_bytes()[:200]):
        newest.write_bytes(damage)
        recovered = games_store.recover("g")
        assert recovered.from_backup
        assert recovered.problem is not None
        assert recovered.loaded.game.turn_number == 1
        [entry] = games_store.unfinished()
        assert entry.readable and entry.from_backup and entry.problem == recovered.problem
        assert entry.summary is not None and entry.summary.turn == 1
    # the next autosave does not rotate the damaged file over the good backup
    play_turn(game, rng)
    games_store.autosave(game, "g")
    assert not games_store.recover("g").from_backup
    newest.write_bytes(b"")
    assert games_store.recover("g").loaded.game.turn_number == 1


def test_recover_without_any_good_copy_raises_the_newest_problem(
        games_store: GameStore) -> None:
    games_store.autosave(play_game(Mode.SOLO, False, 1, seed=3, turns=1), "g")
    games_store.game_path("g").write_bytes(b"")
    with pytest.raises(SaveFileError) as caught:
        games_store.recover("g")
    assert caught.value.kind == "empty"


def test_clean_removes_stale_temps_and_finished_games_copies(games_store: GameStore) -> None:
    """issue 27 (10): stale temporary files and copies of finished games are cleaned; a fresh
    temporary file (a write in progress) and live games are kept."""
    live = play_game(Mode.SOLO, False, 1, seed=3, turns=0)
    rng = random.Random(3)
    for _ in range(2):
        play_turn(live, rng)
        games_store.autosave(live, "live")
    games_store.finish(play_game(Mode.SOLO, True, 1, seed=2), "done")
    folder = games_store.games_dir
    leftovers = [games_store.game_path("done"), games_store.backup_path("done"),
                 games_store.backup_path("orphan"), folder / ".live.json.0123abcd.tmp"]
    for path in leftovers:
        path.write_bytes(b"left over")
    old = datetime(2020, 1, 1).timestamp()
    os.utime(leftovers[-1], (old, old))
    fresh = folder / ".live.json.fresh.tmp"
    fresh.write_bytes(b"being written")
    removed = games_store.clean()
    assert sorted(removed) == sorted(leftovers)
    assert sorted(p.name for p in folder.iterdir()) == [
        ".live.json.fresh.tmp", "live.json", "live.json.bak"]
    assert games_store.clean() == []


def test_autosave_keeps_the_seats_for_resume(games_store: GameStore) -> None:
    """issue 27 (2): a game against the computer resumes with its computer seats."""
    from welcome_desktop.records.savefile import Seat

    seats = (Seat(kind="person"), Seat(kind="strong", budget_s=2.0))
    game = play_game(Mode.STANDARD, False, 2, seed=6, turns=2)
    games_store.autosave(game, "g", seats)
    assert games_store.recover("g").loaded.seats == seats
    [entry] = games_store.unfinished()
    assert entry.save is not None and tuple(entry.save.seats) == seats


def test_listing_reads_previews_but_still_sees_a_damaged_tail(games_store: GameStore) -> None:
    """issue 27 (10): the list parses the summary, result and seats only (the record is left
    empty), yet a file cut short or zero-filled at its end is still listed as unreadable."""
    from welcome_desktop.records.savefile import read_preview, read_save_file

    game = play_game(Mode.STANDARD, True, 3, seed=8, turns=4)
    path = games_store.autosave(game, "g")
    full, preview = read_save_file(path), read_preview(path)
    assert preview.record == {} and full.record
    assert preview.model_dump(exclude={"record"}) == full.model_dump(exclude={"record"})
    data = path.read_bytes()
    for damage in (data[:-40], data[:-40] + b"\0" * 40, data.replace(b'"log"', b'"lag"')):
        path.write_bytes(damage)
        [entry] = games_store.unfinished()
        if damage.endswith(b"}\n"):  # only the record is wrong: previews do not replay
            assert entry.readable
            assert not games_store.unfinished(verify=True)[0].readable
        else:
            assert not entry.readable and entry.problem is not None

"""Every kind of bad file gets one SaveFileError with a clear message and changes nothing."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.records.games import play_game
from welcome_desktop.records.savefile import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    SCHEMA_VERSION,
    SaveFileError,
    dump_save_file,
    load,
    load_game,
    parse_game,
    read_bounded,
    save_file_of,
    save_game,
)
from welcome_desktop.rules import Mode

GAME = play_game(Mode.STANDARD, True, 3, seed=21, turns=6)
GOOD = dump_save_file(save_file_of(GAME))


def good_value() -> dict[str, Any]:
    value: dict[str, Any] = json.loads(GOOD)
    return value


def bad(data: bytes, kind: str, *, record: bool = False) -> SaveFileError:
    """The error ``data`` gets, asserting its kind and that the message names the file."""
    with pytest.raises(SaveFileError) as caught:
        parse_game(data, "game.json", accept_record=record)
    assert caught.value.kind == kind, caught.value
    assert str(caught.value).startswith("Cannot open game.json: ")
    return caught.value


def bad_value(value: Any, kind: str) -> SaveFileError:
    return bad(json.dumps(value).encode(), kind)


def test_good_file_loads() -> None:
    assert parse_game(GOOD).summary.turn == 6


# --------------------------------------------------------------------------- on disk

def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match=r"game\.json: the file does not exist") as caught:
        load_game(tmp_path / "game.json")
    assert caught.value.kind == "missing"


def test_folder(tmp_path: Path) -> None:
    (tmp_path / "game.json").mkdir()
    with pytest.raises(SaveFileError, match="it is a folder") as caught:
        load(tmp_path / "game.json")
    assert caught.value.kind == "not_a_file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_named_pipe_is_not_opened(tmp_path: Path) -> None:
    """Opening a FIFO would block forever; it is refused from its type alone."""
    os.mkfifo(tmp_path / "game.json")
    with pytest.raises(SaveFileError, match="not a regular file"):
        load_game(tmp_path / "game.json")


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file the system refuses to open (no permission) gets a clear message.

    Simulated by making open() fail, because permissions do not bind root (CI runs as root).
    """
    path = tmp_path / "game.json"
    path.write_bytes(GOOD)

    real_open = os.open

    def refuse(file: Any, *args: Any, **kwargs: Any) -> int:
        if Path(file) == path:
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(SaveFileError, match="permission to read it was denied"):
        load_game(path)


def test_oversized_file_is_refused_before_reading(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    with path.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: instant, and never read

    def no_open(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the oversized file was opened")

    monkeypatch.setattr(Path, "open", no_open)
    with pytest.raises(SaveFileError, match=r"too large to be a saved game \(5\.2 MB") as caught:
        load_game(path)
    assert caught.value.kind == "too_large"


def test_file_grown_past_the_cap_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b" " * 200)
    with pytest.raises(SaveFileError, match="too large"):
        read_bounded(path, limit=100)


def test_oversized_bytes() -> None:
    bad(b" " * (MAX_FILE_BYTES + 1), "too_large")


def test_failed_load_changes_nothing(tmp_path: Path) -> None:
    """A bad file is left as it was, and nothing is written beside it."""
    path = tmp_path / "game.json"
    damaged = GOOD[: len(GOOD) // 2]
    path.write_bytes(damaged)
    before = os.stat(path)
    with pytest.raises(SaveFileError):
        load_game(path)
    assert path.read_bytes() == damaged
    assert os.stat(path).st_mtime_ns == before.st_mtime_ns
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


# --------------------------------------------------------------------------- bytes

def test_empty() -> None:
    assert bad(b"", "empty").reason == "the file is empty"
    bad(b" \n\t\r\n", "empty")


def test_binary() -> None:
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"
    assert "binary" in bad(png, "binary").reason
    bad(GOOD[:100] + b"\x00" + GOOD[100:], "binary")


def test_not_utf8() -> None:
    latin1 = json.dumps(good_value(), ensure_ascii=False).encode("latin-1", "replace")
    latin1 = latin1.replace(b"Chlo?", "Chloé".encode("latin-1"))
    assert "not UTF-8 text" in bad(latin1, "not_utf8").reason


def test_utf8_bom_is_accepted() -> None:
    assert parse_game(b"\xef\xbb\xbf" + GOOD).summary.turn == 6


def test_not_json() -> None:
    error = bad(b"Anna 42, Ben 37\n", "not_json")
    assert error.reason == "it is not valid JSON (Expecting value at line 1, column 1)"
    bad(b"{'schema_version': 3}", "not_json")
    bad(GOOD + b"{}", "not_json")
    bad(GOOD.replace(b'"turn": 6', b'"turn": six'), "not_json")


def test_json_oddities() -> None:
    assert "appears twice" in bad(b'{"schema_version": 3, "schema_version": 1}',
                                  "not_json").reason
    assert "NaN" in bad(b'{"schema_version": NaN}', "not_json").reason
    bad(b'{"schema_version": -Infinity}', "not_json")
    assert bad(b"[" + b"7" * 5000 + b"]", "not_json").reason == (
        "it holds a number too long to read")


@pytest.mark.parametrize("cut", [0.05, 0.25, 0.5, 0.75, 0.95, 0.99])
def test_truncated(cut: float) -> None:
    error = bad(GOOD[: int(len(GOOD) * cut)], "truncated")
    assert error.reason == "it is cut short (the end of the file is missing)"


def test_truncated_at_every_byte() -> None:
    data = GOOD.rstrip()
    for end in range(1, len(data)):
        with pytest.raises(SaveFileError) as caught:
            parse_game(data[:end])
        assert caught.value.kind == "truncated", (end, data[end - 20: end])


def test_truncated_in_a_character() -> None:
    data = GOOD[: GOOD.index("é".encode()) + 1]
    bad(data, "truncated")


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 100_000, 500_000])
def test_deeply_nested(depth: int) -> None:
    for data in (b"[" * depth + b"]" * depth, b"[" * depth,
                 b'{"schema_version": 3, "record": ' + b'{"a": ' * depth + b"1" + b"}" * depth
                 + b"}"):
        error = bad(data, "too_deep")
        assert error.reason == f"its data is nested too deeply (more than {MAX_DEPTH} levels)"


def test_brackets_in_strings_do_not_count() -> None:
    value = good_value()
    value["record"]["setup"]["players"][0] = "[{" * 20
    value["summary"]["players"][0] = "[{" * 20
    loaded = parse_game(json.dumps(value).encode())
    assert loaded.summary.players[0] == "[{" * 20


def test_nesting_below_the_limit_is_parsed() -> None:
    value: Any = 1
    for _ in range(MAX_DEPTH - 1):
        value = [value]
    bad_value({"schema_version": 3, "deep": value}, "invalid")
    bad_value([value], "not_a_save")


def test_not_a_save_file() -> None:
    assert bad_value([1, 2, 3], "not_a_save").reason == "it is not a welcome_desktop saved game"
    bad_value({"players": ["Anna"]}, "not_a_save")
    bad_value("schema_version", "not_a_save")


# --------------------------------------------------------------------------- wrong values

@pytest.mark.parametrize(("change", "where"), [
    (lambda v: v["summary"].update(turn="6"), "summary.turn: Input should be a valid integer"),
    (lambda v: v["summary"].update(turn=True), "summary.turn: Input should be a valid integer"),
    (lambda v: v["summary"].update(turn=-1), "summary.turn: Input should be greater than"),
    (lambda v: v["summary"].update(players="Anna, Ben, Chloé"),
     "summary.players: Input should be a valid list"),
    (lambda v: v["summary"].update(mode="chaos"), "summary.mode: Input should be 'standard'"),
    (lambda v: v["summary"].update(scores=[1]), "summary: there must be one score per player"),
    (lambda v: v["summary"]["scores"].__setitem__(1, 1.5),
     "summary.scores[1]: Input should be a valid integer"),
    (lambda v: v["summary"].update(over=True, end_reasons=["houses"]),
     "edited by hand: a finished game has a result and an unfinished one has none"),
    (lambda v: v.update(record=[]), "record: Input should be a valid dictionary"),
    (lambda v: v.update(saved_at="yesterday"), "saved_at: Input should be a valid datetime"),
    (lambda v: v.update(saved_at="2025-05-01T18:30:00"), "saved_at: Input should have timezone"),
    (lambda v: v.update(cheat=True), "cheat: Extra inputs are not permitted"),
    (lambda v: v.pop("summary"), "summary: Field required"),
    (lambda v: v.update(app_version=None), "app_version: Input should be a valid string"),
])
def test_wrong_types(change: Any, where: str) -> None:
    value = good_value()
    change(value)
    error = bad_value(value, "invalid")
    assert error.reason.startswith("it is damaged or was edited by hand: ")
    assert where in error.reason


def test_several_problems_are_counted() -> None:
    value = good_value()
    value["summary"].update(turn="6", over="no")
    assert "(and 1 more problem)" in bad_value(value, "invalid").reason


@pytest.mark.parametrize("version", ["3", 3.0, True, 0, -1, None, [3]])
def test_bad_schema_version(version: Any) -> None:
    value = good_value()
    value["schema_version"] = version
    bad_value(value, "invalid")


@pytest.mark.parametrize("version", [SCHEMA_VERSION + 1, 99, 2**70])
def test_newer_version(version: int) -> None:
    value = good_value()
    value["schema_version"] = version
    value["new_feature"] = {"whatever": 1}
    error = bad_value(value, "newer_version")
    assert "made by a newer version of welcome_desktop" in error.reason
    assert f"save format {version};" in error.reason
    assert "Update the game to open it." in error.reason


def test_damaged_record() -> None:
    value = good_value()
    value["record"]["setup"]["mode"] = "chaos"
    error = bad_value(value, "damaged_record")
    assert error.reason == (
        "its game record is damaged: setup.mode must be standard, solo or expert")
    value = good_value()
    value["record"]["log"][2][1] = "W9.9=99 ???"
    assert "log[2][1]" in bad_value(value, "damaged_record").reason


# --------------------------------------------------------------------------- tampered logs

def test_illegal_move_names_turn_player_and_rule() -> None:
    """Player 2 writes, on turn 4, in the house they already numbered on turn 2."""
    value = good_value()
    log = value["record"]["log"]
    log[3][1] = log[1][1]
    error = bad_value(value, "illegal_move")
    assert error.reason.startswith(
        "its game log was altered or damaged: turn 4, Ben (player 2), action ")
    assert "(rule " in error.reason


def test_illegal_move_in_an_old_file_is_named_too() -> None:
    value = json.loads((Path(__file__).parent / "fixtures" / "save_v1.json").read_bytes())
    log = value["record"]["log"]
    log[5][2] = log[2][2]
    error = bad_value(value, "illegal_move")
    assert "turn 6, Chloé (player 3)" in error.reason


def test_turn_after_the_end() -> None:
    game = play_game(Mode.SOLO, False, 1, seed=3)
    value = json.loads(dump_save_file(save_file_of(game)))
    value["record"]["log"].append(value["record"]["log"][-1])
    error = bad_value(value, "illegal_move")
    assert "the game is over" in error.reason


def test_tampered_bare_record() -> None:
    record = good_value()["record"]
    record["log"][2][0] = "X"  # a refusal while a number can be written
    error = bad(json.dumps(record).encode(), "illegal_move", record=True)
    assert "turn 3, Anna (player 1), action 1" in error.reason
    assert "refusal" in error.reason


def test_store_keeps_running_after_bad_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(GAME, path)
    path.write_bytes(path.read_bytes()[:-40])
    for _ in range(3):
        with pytest.raises(SaveFileError):
            load_game(path)
    save_game(GAME, path)
    assert load_game(path).summary.turn == 6


# --------------------------------------------------------------------------- fuzzing

# WELCOME_FUZZ_EXAMPLES=5000 for a longer search.
FUZZ = settings(max_examples=int(os.environ.get("WELCOME_FUZZ_EXAMPLES", "150")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def only_save_file_errors(data: bytes) -> None:
    """Loading ``data`` succeeds or raises a SaveFileError that is not an internal error."""
    for record in (False, True):
        try:
            parse_game(data, accept_record=record)
        except SaveFileError as error:
            assert error.kind != "internal", error


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5)
    | st.dictionaries(st.sampled_from(["schema_version", "summary", "record", "format",
                                       "version", "setup", "log", "players", "x"])
                      | st.text(max_size=8), inner, max_size=5),
    max_leaves=30)


@FUZZ
@given(st.binary(max_size=400))
def test_fuzz_random_bytes(data: bytes) -> None:
    only_save_file_errors(data)


@FUZZ
@given(json_values)
def test_fuzz_random_json(value: Any) -> None:
    only_save_file_errors(json.dumps(value).encode())


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


PATHS = _paths(good_value())[1:]


@FUZZ
@given(st.sampled_from(PATHS), json_values)
def test_fuzz_one_field_replaced(path: tuple[Any, ...], replacement: Any) -> None:
    value = good_value()
    target = value
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = replacement
    only_save_file_errors(json.dumps(value).encode())


@FUZZ
@given(st.lists(st.tuples(st.integers(0, len(GOOD) - 1), st.integers(0, 255)), min_size=1,
                max_size=4),
       st.integers(0, len(GOOD)))
def test_fuzz_bytes_changed(changes: list[tuple[int, int]], end: int) -> None:
    data = bytearray(GOOD)
    for index, byte in changes:
        data[index] = byte
    only_save_file_errors(bytes(data[:end]))


@FUZZ
@given(st.sampled_from([line for turn in good_value()["record"]["log"] for line in turn]),
       st.integers(0, 5), st.integers(0, 2))
def test_fuzz_log_lines_swapped(line: str, turn: int, player: int) -> None:
    """Moving a legal line to another turn or player loads or names an illegal move."""
    value = good_value()
    value["record"]["log"][turn][player] = line
    only_save_file_errors(json.dumps(value).encode())


RECORD = good_value()["record"]
RECORD_PATHS = _paths(RECORD)[1:]


@FUZZ
@given(st.sampled_from(RECORD_PATHS), json_values)
def test_fuzz_bare_record_field_replaced(path: tuple[Any, ...], replacement: Any) -> None:
    value = json.loads(json.dumps(RECORD))
    target = value
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = replacement
    only_save_file_errors(json.dumps(value).encode())


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="no /proc")
def test_a_proc_file_is_refused_without_reading_it() -> None:
    """issue 27 (10): /proc files say they are empty and may block on read: refused unread."""
    with pytest.raises(SaveFileError) as caught:
        load(Path("/proc/self/status"))
    assert caught.value.kind == "empty"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_fifo_swapped_in_after_the_check_does_not_hang(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 27 (10): the file is opened non-blocking and checked again once open."""
    regular = tmp_path / "regular.json"
    regular.write_bytes(b"{}")
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    real_stat = Path.stat
    monkeypatch.setattr(Path, "stat", lambda self, **kw: real_stat(
        regular if self == fifo else self, **kw))
    outcome: list[str] = []

    def read() -> None:
        try:
            read_bounded(fifo)
        except SaveFileError as error:
            outcome.append(error.kind)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(60)  # a hang guard, not a timing threshold: a blocked open never returns
    if reader.is_alive():  # unblock the reader so the test run can end
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    assert outcome == ["not_a_file"]

"""Save files: a game record wrapped with its schema version, the app version and a summary.

A save file is one human-readable UTF-8 JSON object (its fields' models in
:mod:`~welcome_desktop.records.save_schema`, named here too)::

    {"schema_version": 4, "app_version": "0.1.0", "saved_at": "2025-05-01T18:30:00Z",
     "summary": {"players": ["Anna", "Ben"], "mode": "standard", "advanced": true, "turn": 12,
                 "scores": [41, 37], "over": false, "end_reasons": []},
     "result": null,
     "seats": [{"kind": "person"}, {"kind": "strong", "budget_s": 0.5}],
     "record": {"format": "welcome-desktop-record", "version": 1, "setup": ..., "log": ...}}

``summary`` (and ``result``, the final breakdowns of a finished game) only serve previews and
statistics; loading always replays ``record`` through the rules, which are the truth.

Reading never trusts the file: its size is capped before it is read and its nesting depth is
checked before it is parsed (:mod:`welcome_desktop.records.untrusted`), older schema versions
are migrated step by step (see :mod:`welcome_desktop.records.migrations`), every field is
validated and every action of the log is replayed. Whatever is wrong becomes one
:class:`SaveFileError` with a message a player can read. Nothing read from a file is ever
executed (no pickle, eval or exec).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal, TypeVar

from pydantic import ValidationError

from welcome_desktop import __version__
from welcome_desktop.records.atomic import write_atomic
from welcome_desktop.records.save_schema import (
    MAX_PLAYERS,
    PERSON,
    SCHEMA_VERSION,
    EstateColumn,
    FinalBreakdown,
    PlayerName,
    Result,
    SaveFile,
    Seat,
    SeatKind,
    Summary,
    all_persons,
)
from welcome_desktop.records.untrusted import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    ErrorKind,
    SaveFileError,
    parse_json,
    read_bounded,
)
from welcome_desktop.rules.game import Game, ReplayError
from welcome_desktop.rules.record import (
    FORMAT as RECORD_FORMAT,
)
from welcome_desktop.rules.record import (
    RecordError,
    record_from_json,
    record_of,
    record_to_json,
)

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A game read from a file and replayed.

    ``summary`` and ``result`` are recomputed from the replayed game (the file's copies are
    only previews). ``kind`` is "save" for a save file and "record" for a bare game record;
    ``schema_version`` is the version found in the file, before migration.
    """

    game: Game
    summary: Summary
    result: Result | None
    kind: Literal["save", "record"]
    schema_version: int | None = None
    app_version: str | None = None
    saved_at: datetime | None = None
    #: Who plays each seat (all persons for a bare record or a file older than schema 4).
    seats: tuple[Seat, ...] = ()


# --------------------------------------------------------------------------- writing

def summary_of(game: Game) -> Summary:
    """The preview of ``game`` as of its last resolved turn."""
    return Summary(
        players=list(game.setup.players),
        mode=game.mode.value,
        advanced=game.advanced,
        turn=game.turn_number,
        scores=[b.total for b in game.breakdowns()],
        over=game.over,
        end_reasons=list(game.end_reasons),  # type: ignore[arg-type]
    )


def result_of(game: Game) -> Result | None:
    """The final breakdowns and ranking of a finished game; None while it goes on."""
    if not game.over:
        return None
    groups, _ = game.ranking()
    return Result.model_validate(
        {"breakdowns": [b.to_dict() for b in game.breakdowns()], "ranking": groups})


def _seats_for(game: Game, seats: Sequence[Seat] | None) -> list[Seat]:
    count = len(game.setup.players)
    if seats is None:
        return list(all_persons(count))
    if len(seats) != count:
        raise ValueError(f"{len(seats)} seats given for {count} players")
    return list(seats)


def save_file_of(game: Game, saved_at: datetime | None = None,
                 seats: Sequence[Seat] | None = None) -> SaveFile:
    """The save file of ``game`` as of its last resolved turn (the turn in progress is not
    part of it); ``seats`` says who plays each seat (default: all persons)."""
    return SaveFile(
        seats=_seats_for(game, seats),
        schema_version=SCHEMA_VERSION,
        app_version=__version__,
        saved_at=saved_at or datetime.now(UTC),
        summary=summary_of(game),
        result=result_of(game),
        record=record_to_json(record_of(game)),
    )


_THEME_COLUMNS = ("ice_cream", "lights", "eggs")


def _without_base_sheet(data: dict[str, Any]) -> dict[str, Any]:
    """Leave out the theme columns a base game has not, so that its file stays as before (the
    sheet itself is in the record's setup)."""
    for breakdown in (data.get("result") or {}).get("breakdowns", []):
        for key in _THEME_COLUMNS:
            if breakdown.get(key) is None:
                breakdown.pop(key, None)
    return data


def _is_scalar(value: Any) -> bool:
    return not isinstance(value, dict | list)


def _pretty(value: Any, indent: str = "") -> str:
    """Indented JSON that keeps lists and objects of plain values on one line (one line per
    turn of the log, per estate column, …), so that the file reads well."""
    items = value.values() if isinstance(value, dict) else value
    if _is_scalar(value) or all(_is_scalar(item) for item in items) or not value:
        return json.dumps(value, ensure_ascii=False)
    inner = indent + "  "
    if isinstance(value, dict):
        lines = [f"{inner}{json.dumps(str(key), ensure_ascii=False)}: {_pretty(item, inner)}"
                 for key, item in value.items()]
        return "{\n" + ",\n".join(lines) + f"\n{indent}}}"
    lines = [inner + _pretty(item, inner) for item in value]
    return "[\n" + ",\n".join(lines) + f"\n{indent}]"


def _json_bytes(value: Any) -> bytes:
    return (_pretty(value) + "\n").encode("utf-8")


def dump_save_file(save: SaveFile) -> bytes:
    """The bytes of a save file: indented UTF-8 JSON."""
    return _json_bytes(_without_base_sheet(save.model_dump(mode="json")))


def save_game(game: Game, path: Path, saved_at: datetime | None = None,
              seats: Sequence[Seat] | None = None) -> SaveFile:
    """Write ``game`` (and who plays each seat) to ``path`` atomically; raises OSError when
    the disk refuses."""
    save = save_file_of(game, saved_at, seats)
    write_atomic(Path(path), dump_save_file(save))
    return save


def record_bytes(game: Game) -> bytes:
    """The bare game record of ``game`` (format "welcome-desktop-record") as JSON bytes."""
    return _json_bytes(record_to_json(record_of(game)))


def save_record(game: Game, path: Path) -> None:
    """Write the bare game record of ``game`` to ``path`` atomically (export)."""
    write_atomic(Path(path), record_bytes(game))


# --------------------------------------------------------------------------- validating

def _where(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def _invalid(error: ValidationError, source: str, version: int) -> SaveFileError:
    first = error.errors(include_url=False)[0]
    where = _where(tuple(first["loc"]))
    message = str(first["msg"]).removeprefix("Value error, ")
    more = error.error_count() - 1
    detail = f"{where}: {message}" if where else message
    if more:
        detail += f" (and {more} more problem{'s' if more > 1 else ''})"
    old = "" if version == SCHEMA_VERSION else f" (save format {version})"
    return SaveFileError("invalid", f"it is damaged or was edited by hand{old}: {detail}",
                         source)


def _illegal_move(error: ReplayError, players: tuple[str, ...], source: str) -> SaveFileError:
    rule = error.error
    name = players[error.player] if 0 <= error.player < len(players) else "?"
    where = f"turn {error.turn + 1}, {name} (player {error.player + 1})"
    if error.index >= 0:
        where += f", action {error.index + 1}"
    return SaveFileError(
        "illegal_move",
        f"its game log was altered or damaged: {where}: {rule} (rule {rule.ruling})",
        source)


def _players_of(value: dict[str, Any]) -> tuple[str, ...]:
    """The player names of a raw save file's record, as far as they can be read."""
    record = value.get("record")
    setup = record.get("setup") if isinstance(record, dict) else None
    players = setup.get("players") if isinstance(setup, dict) else None
    return tuple(map(str, players)) if isinstance(players, list) else ()


def _save_file_of_value(value: Any, source: str) -> SaveFile:
    """The current-schema save file of a parsed JSON value (migrated when older)."""
    if not isinstance(value, dict) or "schema_version" not in value:
        raise SaveFileError("not_a_save", "it is not a welcome_desktop saved game", source)
    version = value["schema_version"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise SaveFileError(
            "invalid", "its schema_version must be a whole number from 1 up", source)
    if version > SCHEMA_VERSION:
        raise SaveFileError(
            "newer_version",
            f"it was made by a newer version of welcome_desktop (save format {version}; this "
            f"version reads formats up to {SCHEMA_VERSION}). Update the game to open it.",
            source)
    try:
        if version < SCHEMA_VERSION:
            # Imported only for an older file: its models of the old schemas are not needed to
            # open a current one (start-up time, docs/startup.md).
            from welcome_desktop.records.migrations import migrate

            value = migrate(value, version)
        return SaveFile.model_validate(value)
    except ValidationError as error:
        raise _invalid(error, source, version) from None
    except RecordError as error:
        raise SaveFileError("damaged_record", f"its game record is damaged: {error}",
                            source) from None
    except ReplayError as error:
        raise _illegal_move(error, _players_of(value), source) from None


def _replayed(record: Any, source: str) -> Game:
    try:
        game_record = record_from_json(record)
    except RecordError as error:
        raise SaveFileError("damaged_record", f"its game record is damaged: {error}",
                            source) from None
    try:
        return game_record.replay()
    except ReplayError as error:
        raise _illegal_move(error, game_record.setup.players, source) from None


def _guarded(source: str, read: Callable[[], _T]) -> _T:
    """Run a reading step; anything but a SaveFileError becomes one (kind "internal").

    A bug in this program must not crash it when a strange file is opened.
    """
    try:
        result = read()
    except SaveFileError:
        raise
    except (MemoryError, RecursionError) as error:
        raise SaveFileError("too_deep" if isinstance(error, RecursionError) else "too_large",
                            "it is too complex to be read", source) from None
    except Exception as error:
        raise SaveFileError(
            "internal", f"an unexpected problem occurred while reading it ({error!r})", source
        ) from error
    return result


def parse_save_file(data: bytes, source: str = "the file") -> SaveFile:
    """The validated (and migrated) save file in ``data``, without replaying its log."""
    return _guarded(source, lambda: _save_file_of_value(parse_json(data, source), source))


def _loaded(value: Any, source: str, accept_record: bool) -> LoadedGame:
    if accept_record and isinstance(value, dict) and value.get("format") == RECORD_FORMAT:
        game = _replayed(value, source)
        return LoadedGame(game, summary_of(game), result_of(game), "record",
                          seats=all_persons(len(game.setup.players)))
    if isinstance(value, dict) and value.get("format") == RECORD_FORMAT:
        raise SaveFileError("not_a_save", "it is a bare game record, not a saved game", source)
    save = _save_file_of_value(value, source)
    game = _replayed(save.record, source)
    version = value["schema_version"]
    if len(save.seats) != len(game.setup.players):
        raise SaveFileError("invalid", "its seats do not match the players of its game", source)
    return LoadedGame(game, summary_of(game), result_of(game), "save", version,
                      save.app_version, save.saved_at, tuple(save.seats))


def parse_game(data: bytes, source: str = "the file", accept_record: bool = False) -> LoadedGame:
    """The game saved in ``data``, replayed; a bare game record too when ``accept_record``."""
    return _guarded(source,
                    lambda: _loaded(parse_json(data, source), source, accept_record))


#: How the current writer starts the record, the last and bulkiest member of a save file.
_RECORD_MEMBER: Final = b'\n  "record": '


def preview_save_file(data: bytes, source: str = "the file") -> SaveFile:
    """The save file in ``data`` for a list of games: summary, result and seats, with an empty
    ``record`` (not parsed: previews never replay). A file of an older schema or not laid out
    as this version writes it, or one that does not end as JSON does, is parsed whole.
    Raises SaveFileError."""
    start = data.find(_RECORD_MEMBER)
    if start > 0 and data.rstrip(b" \t\r\n").endswith(b"}"):
        with contextlib.suppress(SaveFileError):
            head = parse_json(data[:start] + b' "record": {}}', source)
            if isinstance(head, dict) and head.get("schema_version") == SCHEMA_VERSION:
                return _guarded(source, lambda: _save_file_of_value(head, source))
    return parse_save_file(data, source)


def read_preview(path: Path) -> SaveFile:
    """:func:`preview_save_file` of the file at ``path``; raises SaveFileError."""
    path = Path(path)
    return preview_save_file(read_bounded(path), path.name)


def read_save_file(path: Path) -> SaveFile:
    """The validated save file at ``path`` without replaying it (fast previews)."""
    path = Path(path)
    return parse_save_file(read_bounded(path), path.name)


def load_game(path: Path) -> LoadedGame:
    """The saved game at ``path``, validated by replaying its log; raises SaveFileError."""
    path = Path(path)
    return parse_game(read_bounded(path), path.name)


def load(path: Path) -> LoadedGame:
    """A save file or a bare game record (format "welcome-desktop-record") at ``path``,
    replayed; raises SaveFileError. This is what ``welcome-desktop score FILE`` reads."""
    path = Path(path)
    return parse_game(read_bounded(path), path.name, accept_record=True)


__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_PLAYERS",
    "PERSON",
    "SCHEMA_VERSION",
    "ErrorKind",
    "EstateColumn",
    "FinalBreakdown",
    "LoadedGame",
    "PlayerName",
    "Result",
    "SaveFile",
    "SaveFileError",
    "Seat",
    "SeatKind",
    "Summary",
    "all_persons",
    "dump_save_file",
    "load",
    "load_game",
    "parse_game",
    "parse_json",
    "parse_save_file",
    "preview_save_file",
    "read_bounded",
    "read_preview",
    "read_save_file",
    "record_bytes",
    "result_of",
    "save_file_of",
    "save_game",
    "save_record",
    "summary_of",
]

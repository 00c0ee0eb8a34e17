"""Step-by-step migrations of save files, applied to the raw JSON before validation.

Each step turns a file of schema version ``n`` into version ``n + 1``. A step is frozen once
released: it checks the shape of version ``n`` with its own model and writes the shape of
version ``n + 1`` by hand, never through the current models, so that later versions cannot
change what an old step does. Steps may replay the game record through the rules to compute
what the older file did not store. Any ``ValidationError``, ``RecordError`` or ``ReplayError``
a step raises is turned into a ``SaveFileError`` by the caller.

History of the schema:

1. ``schema_version``, ``app_version``, ``saved_at`` and the game ``record``.
2. Adds ``summary`` for previews: players as one comma-separated string, mode, advanced,
   turn, scores, over.
3. ``summary.players`` becomes a list of names (names may contain commas), ``summary`` gains
   ``end_reasons``, and finished games carry their ``result``: final breakdowns and ranking.
4. ``seats``: who plays each seat (``{"kind": "person"}``, ``"easy"``, ``"greedy"`` or
   ``{"kind": "strong", "budget_s": 0.5}``), so that a game against the computer resumes as
   one. Older files become all persons (what they resumed as).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict

from welcome_desktop.rules.game import Game
from welcome_desktop.rules.record import record_from_json

RawFile = dict[str, Any]
Migration = Callable[[RawFile], RawFile]


class _Frozen(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class _FileV1(_Frozen):
    schema_version: Literal[1]
    app_version: str
    saved_at: str
    record: dict[str, Any]


class _SummaryV2(_Frozen):
    players: str
    mode: str
    advanced: bool
    turn: int
    scores: list[int]
    over: bool


class _FileV2(_Frozen):
    schema_version: Literal[2]
    app_version: str
    saved_at: str
    summary: _SummaryV2
    record: dict[str, Any]


def _replayed(record: dict[str, Any]) -> Game:
    """The game of a raw record; raises RecordError or ReplayError."""
    return record_from_json(record).replay()


def v1_to_v2(raw: RawFile) -> RawFile:
    """Version 1 had no summary: replay the record to write one."""
    old = _FileV1.model_validate(raw)
    game = _replayed(old.record)
    return {
        "schema_version": 2,
        "app_version": old.app_version,
        "saved_at": old.saved_at,
        "summary": {
            "players": ", ".join(game.setup.players),
            "mode": game.mode.value,
            "advanced": game.advanced,
            "turn": game.turn_number,
            "scores": [b.total for b in game.breakdowns()],
            "over": game.over,
        },
        "record": old.record,
    }


def v2_to_v3(raw: RawFile) -> RawFile:
    """Players become a list (taken from the record: the string split badly on commas); add
    the end reasons and, for a finished game, the final breakdowns and ranking."""
    old = _FileV2.model_validate(raw)
    game = _replayed(old.record)
    result: dict[str, Any] | None = None
    if game.over:
        groups, _ = game.ranking()
        result = {"breakdowns": [b.to_dict() for b in game.breakdowns()], "ranking": groups}
    return {
        "schema_version": 3,
        "app_version": old.app_version,
        "saved_at": old.saved_at,
        "summary": {
            "players": list(game.setup.players),
            "mode": old.summary.mode,
            "advanced": old.summary.advanced,
            "turn": old.summary.turn,
            "scores": list(old.summary.scores),
            "over": old.summary.over,
            "end_reasons": list(game.end_reasons),
        },
        "result": result,
        "record": old.record,
    }


class _FileV3(_Frozen):
    schema_version: Literal[3]
    app_version: str
    saved_at: str
    summary: dict[str, Any]
    result: dict[str, Any] | None
    record: dict[str, Any]


def v3_to_v4(raw: RawFile) -> RawFile:
    """Version 3 did not know who played each seat: every seat becomes a person."""
    old = _FileV3.model_validate(raw)
    players = old.summary.get("players")
    count = len(players) if isinstance(players, list) else 0
    return {
        "schema_version": 4,
        "app_version": old.app_version,
        "saved_at": old.saved_at,
        "summary": old.summary,
        "result": old.result,
        "seats": [{"kind": "person"} for _ in range(count)],
        "record": old.record,
    }


#: version n -> the step from n to n + 1, in order.
MIGRATIONS: Final[dict[int, Migration]] = {
    1: v1_to_v2,
    2: v2_to_v3,
    3: v3_to_v4,
}
CURRENT: Final = max(MIGRATIONS) + 1


def migrate(raw: RawFile, version: int) -> RawFile:
    """``raw`` (of schema ``version``) brought to the current schema, one step at a time."""
    for step in range(version, CURRENT):
        raw = MIGRATIONS[step](raw)
    return raw


__all__ = ["CURRENT", "MIGRATIONS", "Migration", "RawFile", "migrate", "v1_to_v2", "v2_to_v3",
           "v3_to_v4"]

"""The save file's schema: what a saved game holds, field by field, as pydantic models that
read untrusted JSON strictly (:mod:`~welcome_desktop.records.savefile` writes and reads the files
themselves, and names these models for its callers)."""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

from welcome_desktop.records.levels import Level
from welcome_desktop.rules.game import MAX_NAME

#: The schema this version writes; migrations.CURRENT must agree (tests/records/test_migrations).
SCHEMA_VERSION: Final = 4
MAX_PLAYERS: Final = 12

class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


ModeName = Literal["standard", "solo", "expert"]
EndReason = Literal["refusals", "plans", "houses", "deck"]
PlayerName = Annotated[str, StringConstraints(min_length=1, max_length=MAX_NAME)]


class Summary(_Strict):
    """What a resume dialog or a history list shows without replaying the game.

    ``turn`` counts the resolved turns; ``scores`` are the totals as of the last of them.
    """

    players: Annotated[list[PlayerName], Field(min_length=1, max_length=MAX_PLAYERS)]
    mode: ModeName
    advanced: bool
    turn: Annotated[int, Field(ge=0)]
    scores: list[int]
    over: bool
    end_reasons: list[EndReason]

    @model_validator(mode="after")
    def _consistent(self) -> Summary:
        if len(self.scores) != len(self.players):
            raise ValueError("there must be one score per player")
        if self.over != bool(self.end_reasons):
            raise ValueError("a game is over exactly when it has end reasons")
        return self


class EstateColumn(_Strict):
    """One real-estate column of a final breakdown."""

    count: int
    value: int
    points: int


class EggScore(_Strict):
    """The Easter Eggs sheet's column of a final breakdown."""

    count: int
    points: int


class FinalBreakdown(_Strict):
    """A player's final score by category (the rules' ``Breakdown.to_dict`` shape)."""

    plans: Annotated[list[int], Field(min_length=3, max_length=3)]
    parks: Annotated[list[int], Field(min_length=3, max_length=3)]
    pools: int
    temps: int
    estates: dict[Literal["1", "2", "3", "4", "5", "6"], EstateColumn]
    bis: int
    roundabouts: int
    refusals: int
    ice_cream: Annotated[list[int], Field(min_length=3, max_length=3)] | None = None
    lights: Annotated[list[int], Field(min_length=3, max_length=3)] | None = None
    eggs: EggScore | None = None
    total: int


class Result(_Strict):
    """The end of a finished game: every player's breakdown and the ranking (groups of
    player indexes sharing a rank, best first)."""

    breakdowns: list[FinalBreakdown]
    ranking: list[list[int]]


#: Who plays a seat: a person, or a computer of a level (read from its word).
SeatKind = Literal["person"] | Annotated[Level, Field(strict=False)]
MAX_BUDGET_S: Final = 60.0


class Seat(_Strict):
    """Who plays one seat: a person or a computer level; ``budget_s`` is the strong player's
    thinking time per turn in seconds (only for ``strong``)."""

    kind: SeatKind
    budget_s: Annotated[float, Field(gt=0, le=MAX_BUDGET_S, allow_inf_nan=False)] | None = None

    @model_validator(mode="after")
    def _budget_for_strong(self) -> Seat:
        if (self.budget_s is not None) != (self.kind == Level.STRONG):
            raise ValueError("a strong seat has a budget_s and no other seat has one")
        return self


PERSON: Final = Seat(kind="person")


def all_persons(count: int) -> tuple[Seat, ...]:
    """The seats of a hot-seat game of ``count`` players."""
    return (PERSON,) * count


class SaveFile(_Strict):
    """One saved game, as written to disk (current schema version)."""

    schema_version: Literal[4]
    app_version: Annotated[str, StringConstraints(min_length=1, max_length=40)]
    saved_at: Annotated[AwareDatetime, Field(strict=False)]
    summary: Summary
    result: Result | None
    seats: Annotated[list[Seat], Field(min_length=1, max_length=MAX_PLAYERS)]
    record: dict[str, Any]

    @model_validator(mode="after")
    def _consistent(self) -> SaveFile:
        if len(self.seats) != len(self.summary.players):
            raise ValueError("there must be one seat per player")
        if (self.result is not None) != self.summary.over:
            raise ValueError("a finished game has a result and an unfinished one has none")
        if self.result is not None and len(self.result.breakdowns) != len(self.summary.players):
            raise ValueError("the result must hold one breakdown per player")
        return self


__all__ = [
    "MAX_BUDGET_S",
    "MAX_PLAYERS",
    "PERSON",
    "SCHEMA_VERSION",
    "EggScore",
    "EndReason",
    "EstateColumn",
    "FinalBreakdown",
    "ModeName",
    "PlayerName",
    "Result",
    "SaveFile",
    "Seat",
    "SeatKind",
    "Summary",
    "all_persons",
]

"""A view's shape: what a host sends a seat (or a spectator) of its game, as typed dicts.

The host (:mod:`~welcome_desktop.network.host.views`) builds its views as plain dicts of these
types, so mypy checks every key it writes and the view costs the host nothing more; a client
reads one through :data:`VIEW_ADAPTER` (:func:`read_view`), strictly: a view that does not match
is a :class:`ViewError` naming the field, never a KeyError deep in a window. The parts
follow the host's: the table as of the last resolved turn (:class:`ResolvedTable`), who is
there now (:class:`Status`), what the seat was dealt (:class:`SeatParts`) and its own turn in
progress (:class:`OwnTurn`). docs/network.md ("Views") says what each key means; the published
JSON Schema (docs/protocol.schema.json) holds them as ``HostView``.

A fixed-length JSON array (a card ``[number, effect]``) is a tuple here: the same JSON.
A sheet's description, a score breakdown and the game's record are the rules' own formats,
read by the rules' readers (``rules.description``, ``rules.record``); the breakdown and the record
are arbitrary JSON objects to this model.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal, NotRequired

from pydantic import ConfigDict, Field, Strict, StrictInt, StrictStr, TypeAdapter, ValidationError
from pydantic import with_config as _with_config

# pydantic reads a TypedDict of typing_extensions only, before Python 3.12.
from typing_extensions import TypedDict

#: Every model here takes JSON types as they are (``1`` is not ``"1"``, nor ``true`` a number).
_STRICT: Final = ConfigDict(strict=True)
#: The most seats a view lists.
MAX_SEATS: Final = 12

#: A number that is never negative (a seat, a turn, a count).
Count = Annotated[int, Field(ge=0)]
#: A card as ``[number, effect]`` (``rules.description.card_to_json``).
CardData = Annotated[tuple[StrictInt, StrictStr], Strict(False)]
#: A place on the sheet: ``[street, house]``.
HousePlace = Annotated[tuple[StrictInt, StrictInt], Strict(False)]
#: Ice cream: a printed cone ``[street, house, scoops, state]`` (state: open, sold or lost).
ConeMark = Annotated[tuple[StrictInt, StrictInt, StrictInt, StrictStr], Strict(False)]
#: Ice cream: a street's truck ``[position or null, step]``.
TruckMark = Annotated[tuple[StrictInt | None, StrictInt], Strict(False)]
#: Easter: an egg house ``[street, house, eggs printed, eggs collected]``.
EggMark = Annotated[tuple[StrictInt, StrictInt, StrictInt, StrictInt], Strict(False)]
#: A score breakdown (``rules.scoring.Breakdown.to_dict``): arbitrary JSON to this model.
ScoreData = dict[str, object]
#: A game's record (``rules.record.record_to_json``): arbitrary JSON to this model.
RecordData = dict[str, object]


@_with_config(_STRICT)
class HouseNumber(TypedDict):
    """A numbered house: its number and whether it is a bis."""

    n: int
    bis: bool


#: A house of a sheet: empty (null), a roundabout, or numbered.
HouseCell = HouseNumber | Literal["roundabout"] | None


@_with_config(_STRICT)
class SheetPlan(TypedDict):
    """A plan as one sheet has it: claimed or not, and the points written."""

    id: str
    claimed: bool
    value: int


@_with_config(_STRICT)
class IceCreamMarks(TypedDict):
    """The ice cream sheet's own marks (``rules.description``)."""

    trucks: list[int | None]
    bottom_end: str | None
    sold: list[list[int]]
    crossed: list[list[int]]
    bonus: list[bool | None]


@_with_config(_STRICT)
class SheetData(TypedDict):
    """A sheet as ``rules.description.sheet_to_dict`` describes it (``sheet_from_dict`` reads
    it back and checks what this model does not: the sizes, the ranges)."""

    sheet: NotRequired[str]
    houses: list[list[HouseCell]]
    fences: list[list[int]]
    used: list[list[int]]
    pools: list[list[int]]
    parks: list[int]
    pool_marks: int
    temps: int
    estate_marks: list[int]
    bis_marks: int
    roundabout_marks: int
    refusals: int
    plans: list[SheetPlan]
    ice_cream: NotRequired[IceCreamMarks]


@_with_config(_STRICT)
class ThemeMarks(TypedDict):
    """A thematic sheet's marks for the page (``network/host/theme_marks.py``)."""

    kind: str
    column: list[int]
    points: int
    cones: NotRequired[list[ConeMark]]
    trucks: NotRequired[list[TruckMark]]
    bonuses: NotRequired[list[str]]
    lights: NotRequired[list[list[int]]]
    eggs: NotRequired[list[EggMark]]


@_with_config(_STRICT)
class PlanSeen(TypedDict):
    """A city plan of the table: its id and whether it is approved."""

    id: str
    approved: bool


@_with_config(_STRICT)
class Result(TypedDict):
    """The end of the game: every breakdown, the ranking (groups of seats, best first) and
    the whole record."""

    breakdowns: list[ScoreData]
    ranking: list[list[int]]
    record: RecordData


@_with_config(_STRICT)
class ResolvedTable(TypedDict):
    """What changes only when a turn resolves: the same for every seat and spectator."""

    mode: Literal["standard", "solo", "expert"]
    advanced: bool
    sheet: str
    players: list[str]
    turn: Count
    over: bool
    end_reasons: list[str]
    plans: Annotated[list[PlanSeen], Field(max_length=3)]
    sheets: Annotated[list[SheetData], Field(max_length=MAX_SEATS)]
    themes: list[ThemeMarks | None]
    scores: list[int]
    result: Result | None


@_with_config(_STRICT)
class SeatStatus(TypedDict):
    """A seat as every view shows it now."""

    name: str
    kind: str
    present: bool
    joined: bool
    confirmed: bool


@_with_config(_STRICT)
class Status(TypedDict):
    """What changes within a turn: whose view, who is there, the timer, hints, the lobby."""

    seat: Count | None
    seats: Annotated[list[SeatStatus], Field(max_length=MAX_SEATS)]
    deadline: float | None
    hints: bool
    lobby: bool


@_with_config(_STRICT)
class Dealt(TypedDict):
    """What the seat's ``SeatView`` adds to the table (a spectator's: the public part)."""

    offer: list[CardData] | None
    cards_seen: list[list[CardData]]
    cards_remaining: Count
    pile_top: str | None
    passed_effects: list[str | None]


@_with_config(_STRICT)
class LastTurnLine(TypedDict):
    """A seat's actions in the last resolved turn, in notation."""

    seat: Count
    actions: str


@_with_config(_STRICT)
class SeatParts(Dealt):
    """What a seat sees beside the table, fixed for the turn."""

    last_turn: list[LastTurnLine]


@_with_config(_STRICT)
class Placement(TypedDict):
    """Before choosing: a choice, the value it writes and the houses that take it."""

    choose: str
    value: int
    houses: list[HousePlace]


@_with_config(_STRICT)
class Refused(TypedDict):
    """Why a roundabout, confirming or a refusal is not allowed now (a rule's code), or null."""

    roundabout: str | None
    confirm: str | None
    refusal: str | None


@_with_config(_STRICT)
class TruckDrive(TypedDict):
    """What choosing an ice cream truck would do now (``rules.theme_view.truck_drive``): the
    bottom street's houses it would pass, the cones it would sell and lose (from 0), the scoops
    sold and whether it would reach the street's bonus."""

    passed: list[int]
    sold: list[int]
    lost: list[int]
    scoops: int
    bonus: bool


@_with_config(_STRICT)
class Target(TypedDict):
    """A legal move of the step and the sheet place it marks (``rules.places``)."""

    intent: str
    zone: str
    street: int
    index: int
    drive: NotRequired[TruckDrive]


@_with_config(_STRICT)
class TurnTargets(TypedDict):
    """The page's part of a turn: the step, its targets and the live score."""

    step: Literal["choose", "write", "effect", "finish", "wait"]
    targets: list[Target]
    can_skip: bool
    can_refuse: bool
    score: ScoreData


@_with_config(_STRICT)
class OwnTurn(TurnTargets):
    """The seat's own turn in progress: its actions, live sheet and legal moves."""

    actions: str
    sheet: SheetData
    theme: ThemeMarks | None
    phase: Literal["start", "chosen", "written", "done"]
    confirmed: bool
    can_undo: bool
    can_redo: bool
    choice: str | None
    combination: CardData | None
    placements: list[Placement]
    writes: list[str]
    trucks: list[str]
    effects: list[str]
    claims: list[str]
    roundabouts: list[str]
    forced: str | None
    reshuffle: bool
    refusal_forced: bool
    nothing_left: bool
    refused: Refused


@_with_config(_STRICT)
class HostView(ResolvedTable, Status, SeatParts):
    """A whole view: a seat's (``own`` its turn, null once the game is over) or a
    spectator's (``seat`` and ``own`` null)."""

    own: OwnTurn | None


#: Reads a view strictly (keys no model names are dropped).
VIEW_ADAPTER: Final[TypeAdapter[HostView]] = TypeAdapter(HostView)


class ViewError(ValueError):
    """A view that cannot be read; the message (one line) names the first wrong field."""


def fault_line(kind: str, error: ValidationError, whole: str) -> str:
    """One line for a message of ``kind`` that ``error`` refused: where its first wrong field
    is (``whole`` when it is the message itself), what is wrong, and how many more."""
    fault = error.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(part) for part in fault["loc"]) or whole
    more = error.error_count() - 1
    also = f" (and {more} more)" if more else ""
    return f"{kind}.{where}: {fault['msg'][:200]}{also}"


def read_view(value: object) -> HostView:
    """``value`` (a parsed JSON view) checked against :class:`HostView`; ViewError (one line:
    where, and what is wrong) when it does not match."""
    try:
        return VIEW_ADAPTER.validate_python(value)
    except ValidationError as error:
        raise ViewError(fault_line("view", error, "the view")) from None


__all__ = [
    "VIEW_ADAPTER", "CardData", "Dealt", "HostView", "OwnTurn", "PlanSeen", "ResolvedTable",
    "Result", "SeatParts", "SeatStatus", "SheetData", "Status", "ThemeMarks", "TurnTargets",
    "ViewError", "read_view",
]

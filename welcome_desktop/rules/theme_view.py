"""What a drawing of a thematic sheet asks the rules: trucks, cones, bonuses, lights, eggs and
the theme column, read from a sheet without changing it.

The truck choice due in a turn in progress is ``PlayerTurn.truck_due`` (its two actions:
``PlayerTurn.truck_choices()``); the theme column's points are ``scoring.theme_column``.
"""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.rules.scoring import theme_column
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.themes import (
    BONUS_CROSSED,
    BONUS_WON,
    BOTTOM_STREET,
    CONE_SCOOPS,
    EGGS,
    END_NAMES,
    ICE_CREAM,
    NO_END,
    NOT_MOVED,
    eggs_collected,
    links_mask,
    longest_string,
    scoops,
    truck_step,
)

STREET_SIZE = len(CONE_SCOOPS[BOTTOM_STREET])

OPEN = "open"
SOLD = "sold"
LOST = "lost"
WON = "won"
CROSSED = "crossed"


@dataclass(frozen=True, slots=True)
class Truck:
    """One ice cream truck: where it stands (None before it moves) and which way it drives
    (-1 to the left, +1 to the right, 0 for the bottom street before its truck is chosen)."""

    street: int
    position: int | None
    step: int
    end: str
    """The end it starts from: "left" or "right" ("" for the bottom street not chosen yet)."""


@dataclass(frozen=True, slots=True)
class TruckDrive:
    """What choosing the bottom street's truck at ``end`` would do now: the houses it would
    pass (in the order it drives), the cones it would sell and lose, the scoops sold and
    whether it would reach the street's bonus."""

    end: str
    passed: tuple[int, ...]
    sold: tuple[int, ...]
    lost: tuple[int, ...]
    scoops: int
    bonus: bool


@dataclass(frozen=True, slots=True)
class Cone:
    """A printed cone: its house, scoops, and whether it is open, sold or lost."""

    street: int
    house: int
    scoops: int
    state: str


@dataclass(frozen=True, slots=True)
class Egg:
    """An egg house: the eggs printed on it and those its number collected."""

    street: int
    house: int
    printed: int
    collected: int


def trucks(sheet: Sheet) -> tuple[Truck, ...]:
    """The three streets' trucks (ice cream; none on other sheets)."""
    if sheet.kind != ICE_CREAM:
        return ()
    result = []
    for street in (0, 1, 2):
        step = truck_step(street, sheet.bottom_end)
        position = sheet.trucks[street]
        if street == BOTTOM_STREET:
            end = "" if sheet.bottom_end == NO_END else END_NAMES[sheet.bottom_end]
        else:
            end = END_NAMES[1] if step < 0 else END_NAMES[0]
        result.append(Truck(street, None if position == NOT_MOVED else position, step, end))
    return tuple(result)


def truck_drive(sheet: Sheet, end: str) -> TruckDrive | None:
    """The drive the bottom street's truck at ``end`` ("left" or "right") would make if chosen
    now, to the numbers already in that street; None when no truck choice is due
    (``Sheet.truck_due``), on other sheets too."""
    if end not in END_NAMES or not sheet.truck_due():
        return None
    trial = sheet.copy()
    trial.choose_truck(END_NAMES.index(end))
    street = BOTTOM_STREET
    step = truck_step(street, trial.bottom_end)
    houses = range(STREET_SIZE) if step > 0 else range(STREET_SIZE - 1, -1, -1)
    passed = tuple(h for h in houses if trial.truck_passed(street, h))
    sold_mask = trial.sold[street] & ~sheet.sold[street]
    lost_mask = trial.lost[street] & ~sheet.lost[street]
    return TruckDrive(
        end, passed,
        tuple(h for h in passed if sold_mask >> h & 1),
        tuple(h for h in passed if lost_mask >> h & 1),
        scoops(street, sold_mask),
        trial.bonus[street] == BONUS_WON and sheet.bonus[street] != BONUS_WON)


def cones(sheet: Sheet) -> tuple[Cone, ...]:
    """Every printed cone with its state (ice cream; none on other sheets)."""
    if sheet.kind != ICE_CREAM:
        return ()
    result = []
    for street in (0, 1, 2):
        row = CONE_SCOOPS[street]
        for house in range(len(row)):
            if not row[house]:
                continue
            if sheet.sold[street] >> house & 1:
                state = SOLD
            elif sheet.lost[street] >> house & 1:
                state = LOST
            else:
                state = OPEN
            result.append(Cone(street, house, row[house], state))
    return tuple(result)


def bonuses(sheet: Sheet) -> tuple[str, ...]:
    """Each street's bonus: open, won (circled) or crossed (ice cream; none elsewhere)."""
    if sheet.kind != ICE_CREAM:
        return ()
    names = []
    for state in sheet.bonus:
        names.append(WON if state == BONUS_WON else CROSSED if state == BONUS_CROSSED else OPEN)
    return tuple(names)


def lights(sheet: Sheet) -> tuple[tuple[int, ...], ...]:
    """Per street, each house linked to its right-hand neighbour (a light between them)."""
    result = []
    for row in sheet.houses:
        mask = links_mask(row)
        result.append(tuple(h for h in range(len(row) - 1) if mask >> h & 1))
    return tuple(result)


def longest_strings(sheet: Sheet) -> tuple[int, ...]:
    """Per street, the houses of its longest linked string (0 without a link)."""
    return tuple(longest_string(row) for row in sheet.houses)


def eggs(sheet: Sheet) -> tuple[Egg, ...]:
    """Every egg house with the eggs its number collected (0 while empty)."""
    result = []
    for street in (0, 1, 2):
        printed = EGGS[street]
        for house in range(len(printed)):
            if printed[house]:
                collected = eggs_collected(street, house, sheet.houses[street][house])
                result.append(Egg(street, house, printed[house], collected))
    return tuple(result)


def theme_score(sheet: Sheet) -> tuple[tuple[int, ...], int]:
    """The theme column (ice cream and lights per street; eggs: the count) and its points."""
    return theme_column(sheet)

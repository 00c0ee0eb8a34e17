"""A player's score sheet: houses, fences, marks and tracks, with the legal-move queries.

Streets are lists of ints (``EMPTY``, ``ROUNDABOUT`` or the number written); bis houses, drawn
fences, "used for a plan" marks and built pools are bitmasks per street. The sheet checks the
placement rules and is changed only through :class:`~welcome_desktop.rules.turn.PlayerTurn`,
which validates the whole turn first.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final, NamedTuple

from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.tables import (
    HIGHEST_NUMBER,
    MAX_ESTATE,
    PLANNED_POOLS,
    STREET_SIZES,
)
from welcome_desktop.rules.themes import (
    BASE,
    BONUS_OPEN,
    BONUS_WON,
    BOTTOM_STREET,
    CONE_MASKS,
    ICE_CREAM,
    NO_END,
    NOT_MOVED,
    STREET_STARTS,
    last_cone,
    passed,
    truck_step,
)

EMPTY: Final = -1
ROUNDABOUT: Final = -2
#: Open bounds used when a stretch has no number on one side.
_BELOW: Final = -1
_ABOVE: Final = HIGHEST_NUMBER + 1

POOL_MASKS: Final = tuple(sum(1 << h for h in houses) for houses in PLANNED_POOLS)
STREET_MASKS: Final = tuple((1 << size) - 1 for size in STREET_SIZES)

#: An empty house and the open interval of numbers it may take: (house, above, below).
Window = tuple[int, int, int]


class Estate(NamedTuple):
    """A run of numbered houses between two fences: street, first house, size."""

    street: int
    first: int
    size: int

    def houses_mask(self) -> int:
        return ((1 << self.size) - 1) << self.first

    def __str__(self) -> str:
        return f"[{self.street}, {self.first}, {self.size}]"


class Sheet:
    """One player's sheet. Cheap to copy; queries never change it."""

    __slots__ = (
        "_estates",
        "_unused_counts",
        "_windows",
        "bis",
        "bis_marks",
        "bonus",
        "bottom_end",
        "estate_marks",
        "fences",
        "houses",
        "kind",
        "lost",
        "parks",
        "plan_claimed",
        "plan_ids",
        "plan_values",
        "pool_marks",
        "pools",
        "refusals",
        "roundabout_marks",
        "sold",
        "temps",
        "trucks",
        "used",
    )

    houses: list[list[int]]
    bis: list[int]
    fences: list[int]
    used: list[int]
    pools: list[int]
    parks: list[int]
    pool_marks: int
    temps: int
    estate_marks: list[int]
    bis_marks: int
    roundabout_marks: int
    refusals: int
    plan_ids: tuple[str, str, str]
    plan_claimed: list[bool]
    plan_values: list[int]
    kind: str
    trucks: list[int]
    bottom_end: int
    sold: list[int]
    lost: list[int]
    bonus: list[int]
    _windows: list[tuple[Window, ...] | None]
    _estates: tuple[Estate, ...] | None
    _unused_counts: tuple[int, ...] | None

    def __init__(self, plan_ids: tuple[str, str, str] = ("", "", ""), kind: str = BASE) -> None:
        self.houses = [[EMPTY] * size for size in STREET_SIZES]
        self.bis = [0, 0, 0]
        self.fences = [0, 0, 0]
        self.used = [0, 0, 0]
        self.pools = [0, 0, 0]
        self.parks = [0, 0, 0]
        self.pool_marks = 0
        self.temps = 0
        self.estate_marks = [0, 0, 0, 0, 0, 0]
        self.bis_marks = 0
        self.roundabout_marks = 0
        self.refusals = 0
        self.plan_ids = plan_ids
        self.plan_claimed = [False, False, False]
        self.plan_values = [0, 0, 0]
        # The sheet's theme (themes.py); the trucks, cones and bonuses matter on ice cream only.
        self.kind = kind
        self.trucks = [NOT_MOVED, NOT_MOVED, NOT_MOVED]
        self.bottom_end = NO_END
        self.sold = [0, 0, 0]
        self.lost = [0, 0, 0]
        self.bonus = [BONUS_OPEN, BONUS_OPEN, BONUS_OPEN]
        self._windows = [None, None, None]
        self._estates = None
        self._unused_counts = None

    def copy(self) -> Sheet:
        """An independent copy (the cached windows are immutable and shared)."""
        other = Sheet.__new__(Sheet)
        other.houses = [street[:] for street in self.houses]
        other.bis = self.bis[:]
        other.fences = self.fences[:]
        other.used = self.used[:]
        other.pools = self.pools[:]
        other.parks = self.parks[:]
        other.pool_marks = self.pool_marks
        other.temps = self.temps
        other.estate_marks = self.estate_marks[:]
        other.bis_marks = self.bis_marks
        other.roundabout_marks = self.roundabout_marks
        other.refusals = self.refusals
        other.plan_ids = self.plan_ids
        other.plan_claimed = self.plan_claimed[:]
        other.plan_values = self.plan_values[:]
        other.kind = self.kind
        other.trucks = self.trucks[:]
        other.bottom_end = self.bottom_end
        other.sold = self.sold[:]
        other.lost = self.lost[:]
        other.bonus = self.bonus[:]
        other._windows = self._windows[:]
        other._estates = self._estates
        other._unused_counts = self._unused_counts
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sheet):
            return NotImplemented
        # Every public field (the underscored ones are caches); spelled out because compiled
        # classes have no __slots__ to walk.
        return (self.houses == other.houses and self.bis == other.bis
                and self.fences == other.fences and self.used == other.used
                and self.pools == other.pools and self.parks == other.parks
                and self.pool_marks == other.pool_marks and self.temps == other.temps
                and self.estate_marks == other.estate_marks
                and self.bis_marks == other.bis_marks
                and self.roundabout_marks == other.roundabout_marks
                and self.refusals == other.refusals and self.plan_ids == other.plan_ids
                and self.plan_claimed == other.plan_claimed
                and self.plan_values == other.plan_values and self.kind == other.kind
                and self.trucks == other.trucks and self.bottom_end == other.bottom_end
                and self.sold == other.sold and self.lost == other.lost
                and self.bonus == other.bonus)

    __hash__ = None  # type: ignore[assignment]

    # ----------------------------------------------------------------- houses and numbers

    @staticmethod
    def check_house(street: int, house: int) -> None:
        """Raise unless (street, house) is on the sheet."""
        if not 0 <= street < 3:
            raise IllegalAction("no_such_street", street=street)
        if not 0 <= house < STREET_SIZES[street]:
            raise IllegalAction("no_such_house", street=street, house=house)

    def number(self, street: int, house: int) -> int | None:
        """The number written in a house, or None (empty or roundabout)."""
        value = self.houses[street][house]
        return value if value >= 0 else None

    def is_roundabout(self, street: int, house: int) -> bool:
        return self.houses[street][house] == ROUNDABOUT

    def is_bis(self, street: int, house: int) -> bool:
        return bool(self.bis[street] >> house & 1)

    def is_used(self, street: int, house: int) -> bool:
        return bool(self.used[street] >> house & 1)

    def has_fence(self, street: int, slot: int) -> bool:
        """True for a drawn fence (roundabout sides included) at ``slot``; ends always."""
        if slot < 0 or slot >= STREET_SIZES[street] - 1:
            return True
        return bool(self.fences[street] >> slot & 1)

    def pool_built(self, street: int, house: int) -> bool:
        return bool(self.pools[street] >> house & 1)

    def empty_houses(self) -> int:
        """How many houses are neither numbered nor a roundabout."""
        return sum(street.count(EMPTY) for street in self.houses)

    def windows(self, street: int) -> tuple[Window, ...]:
        """Each empty house of ``street`` with the open interval of numbers it accepts.

        A number ``n`` may go in house ``h`` exactly when ``above < n < below`` (ruling 7):
        ``above`` is the largest number to its left in its stretch, ``below`` the smallest to
        its right.
        """
        cached = self._windows[street]
        if cached is not None:
            return cached
        row = self.houses[street]
        size = len(row)
        above = [_BELOW] * size
        bound = _BELOW
        for h in range(size):
            value = row[h]
            if value == ROUNDABOUT:
                bound = _BELOW
            elif value >= 0:
                bound = max(bound, value)
            else:
                above[h] = bound
        result: list[Window] = []
        bound = _ABOVE
        for h in range(size - 1, -1, -1):
            value = row[h]
            if value == ROUNDABOUT:
                bound = _ABOVE
            elif value >= 0:
                bound = min(bound, value)
            else:
                result.append((h, above[h], bound))
        result.reverse()
        windows = tuple(result)
        self._windows[street] = windows
        return windows

    def check_write(self, street: int, house: int, number: int) -> None:
        """Raise the reason ``number`` cannot be written in (street, house), if any."""
        self.check_house(street, house)
        if self.houses[street][house] != EMPTY:
            raise IllegalAction("house_not_empty", street=street, house=house)
        for h, above, below in self.windows(street):
            if h == house:
                if number <= above:
                    raise IllegalAction("number_not_greater", number=number, other=above)
                if number >= below:
                    raise IllegalAction("number_not_smaller", number=number, other=below)
                return

    def can_write(self, street: int, house: int, number: int) -> bool:
        for h, above, below in self.windows(street):
            if h == house:
                return above < number < below
        return False

    def houses_for(self, number: int) -> list[tuple[int, int]]:
        """Every (street, house) where ``number`` may be written."""
        return [
            (street, h)
            for street in (0, 1, 2)
            for h, above, below in self.windows(street)
            if above < number < below
        ]

    def fits_anywhere(self, numbers: Sequence[int]) -> bool:
        """True when at least one of ``numbers`` can be written in some house."""
        for street in (0, 1, 2):
            for _, above, below in self.windows(street):
                for number in numbers:
                    if above < number < below:
                        return True
        return False

    def enabling_roundabouts(self, numbers: Sequence[int]) -> Iterator[tuple[int, int]]:
        """Each empty house where a roundabout would let one of ``numbers`` be written."""
        for street in (0, 1, 2):
            row = self.houses[street]
            for r in range(len(row)):
                if row[r] != EMPTY:
                    continue
                row[r] = ROUNDABOUT
                self._windows[street] = None
                try:
                    enabled = any(above < n < below for _, above, below in self.windows(street)
                                  for n in numbers)
                finally:
                    row[r] = EMPTY
                    self._windows[street] = None
                if enabled:
                    yield street, r

    def fits_with_a_roundabout(self, numbers: Sequence[int]) -> bool:
        """True when some roundabout built now would let one of ``numbers`` be written."""
        return next(self.enabling_roundabouts(numbers), None) is not None

    # ----------------------------------------------------------------- fences and bis

    def check_fence(self, street: int, slot: int) -> None:
        """Raise the reason a fence cannot be drawn on ``slot`` of ``street`` (ruling 6)."""
        if not 0 <= street < 3:
            raise IllegalAction("no_such_street", street=street)
        if not 0 <= slot < STREET_SIZES[street] - 1:
            raise IllegalAction("no_such_fence", street=street, slot=slot)
        if self.fences[street] >> slot & 1:
            raise IllegalAction("fence_drawn")
        row = self.houses[street]
        if row[slot] >= 0 and row[slot] == row[slot + 1]:
            raise IllegalAction("fence_bis_pair")
        if (self.used[street] >> slot) & 3 == 3:
            raise IllegalAction("fence_used_houses")

    def fence_slots(self) -> list[tuple[int, int]]:
        """Every (street, slot) where a fence may be drawn."""
        result = []
        for street in (0, 1, 2):
            row = self.houses[street]
            fences = self.fences[street]
            used = self.used[street]
            for slot in range(len(row) - 1):
                if fences >> slot & 1 or (used >> slot) & 3 == 3:
                    continue
                if row[slot] >= 0 and row[slot] == row[slot + 1]:
                    continue
                result.append((street, slot))
        return result

    def check_bis(self, street: int, house: int, copied: int) -> None:
        """Raise the reason house ``house`` cannot copy house ``copied`` as a bis (ruling 5)."""
        self.check_house(street, house)
        if self.houses[street][house] != EMPTY:
            raise IllegalAction("bis_occupied")
        if abs(copied - house) != 1 or not 0 <= copied < STREET_SIZES[street]:
            raise IllegalAction("bis_not_adjacent")
        if self.houses[street][copied] < 0:
            raise IllegalAction("bis_not_adjacent")
        if self.fences[street] >> min(house, copied) & 1:
            raise IllegalAction("bis_across_fence")

    def bis_targets(self) -> list[tuple[int, int, int]]:
        """Every (street, house, copied house) a bis may be written in."""
        result = []
        for street in (0, 1, 2):
            row = self.houses[street]
            fences = self.fences[street]
            last = len(row) - 1
            for h in range(last + 1):
                if row[h] != EMPTY:
                    continue
                if h > 0 and row[h - 1] >= 0 and not fences >> (h - 1) & 1:
                    result.append((street, h, h - 1))
                if h < last and row[h + 1] >= 0 and not fences >> h & 1:
                    result.append((street, h, h + 1))
        return result

    def roundabout_houses(self) -> list[tuple[int, int]]:
        """Every empty house, where a roundabout may go (when one is allowed at all)."""
        return [
            (street, h)
            for street in (0, 1, 2)
            for h, value in enumerate(self.houses[street])
            if value == EMPTY
        ]

    # ----------------------------------------------------------------- estates

    def estates(self) -> tuple[Estate, ...]:
        """Every estate: a fenced run of 1 to 6 numbered houses, no roundabout (ruling 9)."""
        if self._estates is not None:
            return self._estates
        result = []
        for street in (0, 1, 2):
            row = self.houses[street]
            fences = self.fences[street]
            last = len(row) - 1
            first = 0
            complete = True
            for h in range(last + 1):
                if row[h] < 0:
                    complete = False
                if h == last or fences >> h & 1:
                    size = h - first + 1
                    if complete and size <= MAX_ESTATE:
                        result.append(Estate(street, first, size))
                    first = h + 1
                    complete = True
        self._estates = tuple(result)
        return self._estates

    def unused_estate_counts(self) -> tuple[int, ...]:
        """How many estates of each size (index 1 to 6; index 0 unused) no plan has used."""
        cached = self._unused_counts
        if cached is None:
            counts = [0] * (MAX_ESTATE + 1)
            used = self.used
            for estate in self.estates():
                if not used[estate.street] & estate.houses_mask():
                    counts[estate.size] += 1
            cached = self._unused_counts = tuple(counts)
        return cached

    def estate_is_used(self, estate: Estate) -> bool:
        return bool(self.used[estate.street] & estate.houses_mask())

    def street_built(self, street: int) -> bool:
        """Every house of the street numbered or a roundabout."""
        return EMPTY not in self.houses[street]

    # ----------------------------------------------------------------- changes (turn only)

    def write(self, street: int, house: int, number: int, bis: bool = False) -> None:
        """Write a number (a bis copy when ``bis``); on ice cream the truck drives there."""
        self.place(street, house, number, bis)
        if self.kind == ICE_CREAM:
            self.drive(street, house)

    def place(self, street: int, house: int, number: int, bis: bool = False) -> None:
        """Put a number in a house and nothing else (descriptions of a sheet)."""
        self.houses[street][house] = number
        if bis:
            self.bis[street] |= 1 << house
        self._windows[street] = None
        self._estates = None
        self._unused_counts = None

    # ----------------------------------------------------------------- ice cream trucks

    def truck_due(self) -> bool:
        """Ice cream: the bottom street holds a number but its truck is not chosen yet."""
        if self.kind != ICE_CREAM or self.bottom_end != NO_END:
            return False
        return any(value >= 0 for value in self.houses[BOTTOM_STREET])

    def truck_passed(self, street: int, house: int) -> bool:
        """True when the street's truck has passed ``house`` (sold, lost or no cone)."""
        return passed(self.trucks[street], truck_step(street, self.bottom_end), house)

    def drive(self, street: int, house: int) -> None:
        """Drive the street's truck to ``house`` unless it passed it: the cone there is sold,
        the cones on the way lost; passing the last cone reaches the street bonus."""
        step = truck_step(street, self.bottom_end)
        position = self.trucks[street]
        if step == 0 or passed(position, step, house):
            return
        if position == NOT_MOVED:
            position = STREET_STARTS[street][0 if step > 0 else 1]
        cones = CONE_MASKS[street]
        for h in range(position + step, house, step):
            self.lost[street] |= cones & 1 << h
        self.sold[street] |= cones & 1 << house
        self.trucks[street] = house
        last = last_cone(street, step)
        reached = house <= last if step < 0 else house >= last
        if reached and self.bonus[street] == BONUS_OPEN:
            self.bonus[street] = BONUS_WON

    def choose_truck(self, end: int) -> None:
        """Choose the bottom street's truck; it drives to the numbers already there."""
        self.bottom_end = end
        step = truck_step(BOTTOM_STREET, end)
        row = self.houses[BOTTOM_STREET]
        order = range(len(row)) if step > 0 else range(len(row) - 1, -1, -1)
        for h in order:
            if row[h] >= 0:
                self.drive(2, h)

    def draw_fence(self, street: int, slot: int) -> None:
        self.fences[street] |= 1 << slot
        self._estates = None
        self._unused_counts = None

    def build_roundabout(self, street: int, house: int) -> None:
        self.houses[street][house] = ROUNDABOUT
        last_slot = STREET_SIZES[street] - 2
        if house > 0:
            self.fences[street] |= 1 << (house - 1)
        if house <= last_slot:
            self.fences[street] |= 1 << house
        self.roundabout_marks += 1
        self._windows[street] = None
        self._estates = None
        self._unused_counts = None

    def mark_used(self, street: int, mask: int) -> None:
        self.used[street] |= mask
        self._unused_counts = None

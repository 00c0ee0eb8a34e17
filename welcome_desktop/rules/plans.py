"""The 28 city plans and the 9 theme plans: requirement, values, condition and what a claim
marks (ruling 10, docs/themes.md)."""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Final

from welcome_desktop.rules.sheet import POOL_MASKS, ROUNDABOUT, STREET_MASKS, Estate, Sheet
from welcome_desktop.rules.tables import PARK_BOXES, STREET_SIZES
from welcome_desktop.rules.themes import (
    BASE,
    CHRISTMAS,
    CONE_MASKS,
    EASTER,
    EGGS,
    ICE_CREAM,
    links_mask,
    street_eggs,
)


class Condition(enum.Enum):
    """What a plan asks for."""

    ESTATES = "estates"
    STREET_BUILT = "street_built"            # 1-G, 1-H: every house of the street built
    BIS_IN_ONE_STREET = "bis_in_one_street"  # 1-I: 5 bis houses in one street
    TEMPS = "temps"                          # 1-J: 7 temp boxes
    ENDS_BUILT = "ends_built"                # 1-K: first and last house of every street
    PARKS_TWO_STREETS = "parks_two_streets"  # 2-G
    PARKS_POOLS_ROUNDABOUT = "parks_pools_roundabout"  # 2-H: in one street
    POOLS_TWO_STREETS = "pools_two_streets"  # 2-I
    PARKS_POOLS_STREET = "parks_pools_street"  # 2-J, 2-K: of one given street
    CONES_STREET = "cones_street"            # ice-A: every cone of one street sold
    LIT_STREET = "lit_street"                # xmas-B: one whole street a single string
    EGGS_BOTTOM = "eggs_bottom"              # egg-A: all the eggs of the bottom street


class EstateTest(enum.Enum):
    """What each estate of a theme's estate plan must also show (docs/themes.md)."""

    NONE = "none"
    NO_SOLD_CONE = "no_sold_cone"      # ice-B
    THREE_SOLD_CONES = "three_sold"    # ice-C
    LIT = "lit"                        # xmas-A: every house linked to the next
    UNLIT = "unlit"                    # xmas-C: no link inside
    NO_EGG = "no_egg"                  # egg-B
    THREE_EGGS = "three_eggs"          # egg-C


@dataclass(frozen=True, slots=True)
class Plan:
    """One city plan card."""

    id: str
    deck: int
    advanced: bool
    condition: Condition
    first_value: int
    second_value: int
    estate_sizes: tuple[int, ...] = ()
    street: int = -1
    sheet: str = BASE
    """The sheet whose deck n°3 holds the plan: base, or a theme's three plans."""
    estate_test: EstateTest = EstateTest.NONE
    estate_needs: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)
    """(size, how many estates of that size) the plan needs; () for other plans."""

    def __post_init__(self) -> None:
        sizes = self.estate_sizes
        object.__setattr__(self, "estate_needs",
                           tuple((size, sizes.count(size)) for size in sorted(set(sizes))))

    @property
    def index(self) -> int:
        """0, 1, 2 for plans n°1, n°2, n°3: the plan box it scores in."""
        return self.deck - 1

    def value(self, approved: bool) -> int:
        """Points for a claim: the first value while the card shows its project side."""
        return self.second_value if approved else self.first_value

    def describe(self) -> str:
        """The requirement in English words."""
        c = self.condition
        if c is Condition.ESTATES:
            sizes = "estates of sizes " + ", ".join(map(str, self.estate_sizes))
            return sizes + _ESTATE_TEST_WORDS[self.estate_test]
        if c is Condition.STREET_BUILT:
            return f"every house of street {self.street} built"
        if c is Condition.BIS_IN_ONE_STREET:
            return "5 bis houses in one street"
        if c is Condition.TEMPS:
            return "7 temp boxes marked"
        if c is Condition.ENDS_BUILT:
            return "the first and last house of every street built and unused"
        if c is Condition.PARKS_TWO_STREETS:
            return "all parks built in two streets"
        if c is Condition.PARKS_POOLS_ROUNDABOUT:
            return "all parks, all pools and a roundabout in one street"
        if c is Condition.CONES_STREET:
            return "every cone of one street sold"
        if c is Condition.LIT_STREET:
            return "all the houses of one street in a single string of lights"
        if c is Condition.EGGS_BOTTOM:
            return "all 7 eggs of the bottom street collected"
        if c is Condition.POOLS_TWO_STREETS:
            return "all pools built in two streets"
        return f"all parks and all pools of street {self.street}"


def _estate_plan(pid: str, sizes: tuple[int, ...], first: int, second: int) -> Plan:
    return Plan(pid, int(pid[0]), False, Condition.ESTATES, first, second, sizes)


def _theme(pid: str, sheet: str, condition: Condition, values: tuple[int, int], *,
           sizes: tuple[int, ...] = (), test: EstateTest = EstateTest.NONE) -> Plan:
    first, second = values
    return Plan(pid, 3, False, condition, first, second, sizes, -1, sheet, test)


_ESTATE_TEST_WORDS: Final = {
    EstateTest.NONE: "",
    EstateTest.NO_SOLD_CONE: ", none with a sold cone",
    EstateTest.THREE_SOLD_CONES: ", each with at least 3 sold cones",
    EstateTest.LIT: ", each lit from end to end",
    EstateTest.UNLIT: ", none with a link inside",
    EstateTest.NO_EGG: ", none with a collected egg",
    EstateTest.THREE_EGGS: ", each with at least 3 collected eggs",
}


def _advanced(pid: str, condition: Condition, first: int, second: int, street: int = -1) -> Plan:
    return Plan(pid, int(pid[0]), True, condition, first, second, (), street)


_ALL: Final = (
    _estate_plan("1-A", (1, 1, 1, 1, 1, 1), 8, 4),
    _estate_plan("1-B", (2, 2, 2, 2), 8, 4),
    _estate_plan("1-C", (3, 3, 3), 8, 4),
    _estate_plan("1-D", (4, 4), 6, 3),
    _estate_plan("1-E", (5, 5), 8, 4),
    _estate_plan("1-F", (6, 6), 10, 6),
    _estate_plan("2-A", (1, 1, 1, 6), 11, 6),
    _estate_plan("2-B", (2, 2, 5), 10, 6),
    _estate_plan("2-C", (3, 3, 4), 12, 7),
    _estate_plan("2-D", (3, 6), 8, 4),
    _estate_plan("2-E", (4, 5), 9, 5),
    _estate_plan("2-F", (1, 1, 1, 4), 9, 5),
    _estate_plan("3-A", (1, 2, 6), 12, 7),
    _estate_plan("3-B", (1, 4, 5), 13, 7),
    _estate_plan("3-C", (3, 4), 7, 3),
    _estate_plan("3-D", (2, 5), 7, 3),
    _estate_plan("3-E", (1, 2, 2, 3), 11, 6),
    _estate_plan("3-F", (2, 3, 5), 13, 7),
    _advanced("1-G", Condition.STREET_BUILT, 8, 4, street=2),
    _advanced("1-H", Condition.STREET_BUILT, 6, 3, street=0),
    _advanced("1-I", Condition.BIS_IN_ONE_STREET, 8, 3),
    _advanced("1-J", Condition.TEMPS, 6, 3),
    _advanced("1-K", Condition.ENDS_BUILT, 7, 4),
    _advanced("2-G", Condition.PARKS_TWO_STREETS, 7, 4),
    _advanced("2-H", Condition.PARKS_POOLS_ROUNDABOUT, 10, 5),
    _advanced("2-I", Condition.POOLS_TWO_STREETS, 7, 4),
    _advanced("2-J", Condition.PARKS_POOLS_STREET, 10, 5, street=2),
    _advanced("2-K", Condition.PARKS_POOLS_STREET, 8, 3, street=1),
    _theme("ice-A", ICE_CREAM, Condition.CONES_STREET, (6, 4)),
    _theme("ice-B", ICE_CREAM, Condition.ESTATES, (7, 3),
           sizes=(3, 4, 5), test=EstateTest.NO_SOLD_CONE),
    _theme("ice-C", ICE_CREAM, Condition.ESTATES, (8, 4),
           sizes=(4, 4, 4), test=EstateTest.THREE_SOLD_CONES),
    _theme("xmas-A", CHRISTMAS, Condition.ESTATES, (10, 5),
           sizes=(6, 6), test=EstateTest.LIT),
    _theme("xmas-B", CHRISTMAS, Condition.LIT_STREET, (14, 7)),
    _theme("xmas-C", CHRISTMAS, Condition.ESTATES, (10, 5),
           sizes=(3, 3), test=EstateTest.UNLIT),
    _theme("egg-A", EASTER, Condition.EGGS_BOTTOM, (7, 3)),
    _theme("egg-B", EASTER, Condition.ESTATES, (10, 5),
           sizes=(2, 3, 4), test=EstateTest.NO_EGG),
    _theme("egg-C", EASTER, Condition.ESTATES, (8, 4),
           sizes=(3, 3, 3), test=EstateTest.THREE_EGGS),
)

#: Every plan by id.
PLANS: Final[dict[str, Plan]] = {plan.id: plan for plan in _ALL}


def plan_deck(deck: int, advanced: bool, sheet: str = BASE) -> list[Plan]:
    """The plans of deck n°``deck`` (1-3), with the advanced ones when ``advanced``; a themed
    sheet's deck n°3 is its three theme plans."""
    owner = sheet if deck == 3 else BASE
    return [p for p in _ALL
            if p.deck == deck and p.sheet == owner and (advanced or not p.advanced)]


_BOTTOM_EGGS: Final = sum(EGGS[2])


def estate_meets(plan: Plan, sheet: Sheet, estate: Estate) -> bool:
    """True when ``estate`` shows what the plan's theme asks of each of its estates."""
    test = plan.estate_test
    if test is EstateTest.NONE:
        return True
    mask = estate.houses_mask()
    street = estate.street
    if test is EstateTest.NO_SOLD_CONE:
        return not sheet.sold[street] & mask
    if test is EstateTest.THREE_SOLD_CONES:
        return bin(sheet.sold[street] & mask).count("1") >= 3
    if test is EstateTest.NO_EGG:
        return street_eggs(street, sheet.houses[street], mask) == 0
    if test is EstateTest.THREE_EGGS:
        return street_eggs(street, sheet.houses[street], mask) >= 3
    pairs = mask & mask >> 1  # the links between two houses of the estate
    inside = links_mask(sheet.houses[street]) & pairs
    if test is EstateTest.LIT:
        return inside == pairs
    return inside == 0


def _street_lit(sheet: Sheet, street: int) -> bool:
    row = sheet.houses[street]
    return links_mask(row) == (1 << (len(row) - 1)) - 1


_BIS_FOR_1I: Final = 5
_TEMPS_FOR_1J: Final = 7
_ENDS_MASKS: Final = tuple(1 | 1 << (size - 1) for size in STREET_SIZES)


def _parks_full(sheet: Sheet, street: int) -> bool:
    return sheet.parks[street] >= PARK_BOXES[street]


def _pools_full(sheet: Sheet, street: int) -> bool:
    return sheet.pools[street] & POOL_MASKS[street] == POOL_MASKS[street]


def condition_holds(plan: Plan, sheet: Sheet) -> bool:
    """True when the plan's non-estate condition holds on the sheet now."""
    c = plan.condition
    if c is Condition.ESTATES:
        return _enough_estates(plan, sheet)
    if c is Condition.STREET_BUILT:
        return sheet.street_built(plan.street) and sheet.used[plan.street] == 0
    if c is Condition.BIS_IN_ONE_STREET:
        return any(bin(mask).count("1") >= _BIS_FOR_1I for mask in sheet.bis)
    if c is Condition.TEMPS:
        return sheet.temps >= _TEMPS_FOR_1J
    if c is Condition.ENDS_BUILT:
        for street in (0, 1, 2):
            row = sheet.houses[street]
            if row[0] < 0 or row[-1] < 0 or sheet.used[street] & _ENDS_MASKS[street]:
                return False
        return True
    if c is Condition.CONES_STREET:
        return any(sheet.sold[s] & CONE_MASKS[s] == CONE_MASKS[s] for s in (0, 1, 2))
    if c is Condition.LIT_STREET:
        return any(_street_lit(sheet, s) for s in (0, 1, 2))
    if c is Condition.EGGS_BOTTOM:
        return street_eggs(2, sheet.houses[2]) >= _BOTTOM_EGGS
    if c is Condition.PARKS_TWO_STREETS:
        return sum(_parks_full(sheet, s) for s in (0, 1, 2)) >= 2
    if c is Condition.POOLS_TWO_STREETS:
        return sum(_pools_full(sheet, s) for s in (0, 1, 2)) >= 2
    if c is Condition.PARKS_POOLS_ROUNDABOUT:
        return any(
            _parks_full(sheet, s) and _pools_full(sheet, s) and ROUNDABOUT in sheet.houses[s]
            for s in (0, 1, 2)
        )
    return _parks_full(sheet, plan.street) and _pools_full(sheet, plan.street)


def _unused_estates_by_size(sheet: Sheet, plan: Plan) -> dict[int, list[Estate]]:
    by_size: dict[int, list[Estate]] = {}
    for estate in sheet.estates():
        if not sheet.estate_is_used(estate) and estate_meets(plan, sheet, estate):
            by_size.setdefault(estate.size, []).append(estate)
    return by_size


def _enough_estates(plan: Plan, sheet: Sheet) -> bool:
    if plan.estate_test is not EstateTest.NONE:
        by_size = _unused_estates_by_size(sheet, plan)
        return all(len(by_size.get(size, [])) >= need for size, need in plan.estate_needs)
    counts = sheet.unused_estate_counts()
    return all(counts[size] >= need for size, need in plan.estate_needs)


def estate_choices(plan: Plan, sheet: Sheet) -> Iterator[tuple[Estate, ...]]:
    """Every set of distinct unused estates whose sizes are exactly the plan's (ruling 10)."""
    if plan.condition is not Condition.ESTATES:
        return
    by_size = _unused_estates_by_size(sheet, plan)
    needed: dict[int, int] = {}
    for size in plan.estate_sizes:
        needed[size] = needed.get(size, 0) + 1
    groups = []
    for size, count in needed.items():
        candidates = by_size.get(size, [])
        if len(candidates) < count:
            return
        groups.append(list(itertools.combinations(candidates, count)))
    for parts in itertools.product(*groups):
        yield tuple(estate for part in parts for estate in part)


def claim_marks(plan: Plan, estates: tuple[Estate, ...]) -> list[tuple[int, int]]:
    """(street, mask) of the houses a claim marks "used for a plan" (ruling 10)."""
    if plan.condition is Condition.ESTATES:
        return [(e.street, e.houses_mask()) for e in estates]
    if plan.condition is Condition.STREET_BUILT:
        return [(plan.street, STREET_MASKS[plan.street])]
    if plan.condition is Condition.ENDS_BUILT:
        return [(street, _ENDS_MASKS[street]) for street in (0, 1, 2)]
    return []


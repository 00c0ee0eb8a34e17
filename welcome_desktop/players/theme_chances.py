"""The evaluation's estimates for the thematic sheets: eggs to come, lights that may still all
link, cones, and the chances of the theme plans (ice-A, xmas-B, egg-A) and theme estate plans."""

from __future__ import annotations

from collections.abc import Sequence

from welcome_desktop.players.card_odds import NUMBER_MASS, NUMBER_WEIGHTS
from welcome_desktop.rules.plans import Condition, Plan, estate_meets
from welcome_desktop.rules.sheet import ROUNDABOUT, Sheet
from welcome_desktop.rules.themes import (
    ALL_EGGS_NUMBERS,
    CONE_MASKS,
    EGG_POINTS,
    EGGS,
    ONE_EGG_NUMBERS,
    egg_points,
    links_mask,
    street_eggs,
)

BASE_KIND = "base"
THEME_CONDITIONS = (Condition.CONES_STREET, Condition.LIT_STREET, Condition.EGGS_BOTTOM)
#: The eggs of the highest threshold: more add nothing.
TOP_EGGS = EGG_POINTS[0][0]


def egg_house(eggs: int, above: int, below: int) -> tuple[float, float]:
    """The shares of the numbers an empty egg house takes (between ``above`` and ``below``,
    weighed by their cards) that collect all its ``eggs`` and that collect one of two."""
    window = NUMBER_MASS[below] - NUMBER_MASS[above + 1]
    if below - above <= 1 or window <= 0.0:
        return 0.0, 0.0
    every = 0.0
    for n in ALL_EGGS_NUMBERS:
        if above < n < below:
            every += NUMBER_WEIGHTS[n]
    one = 0.0
    for n in ONE_EGG_NUMBERS:
        if above < n < below:
            one += NUMBER_WEIGHTS[n]
    if eggs == 1:
        return (every + one) / window, 0.0
    return every / window, one / window


def egg_chances(sheet: Sheet, street: int, share: float, chances: list[float], room: int
                 ) -> list[float]:
    """``chances`` (``chances[k]``: the chance of ``k`` eggs more, ``room`` standing for that
    many or more) with the empty egg houses of ``street`` added, each collecting all its eggs,
    one or none by ``egg_house`` times ``share`` (a distribution of the eggs to come, so that
    the thresholds weigh each egg by what it brings nearer to the next one)."""
    printed = EGGS[street]
    for house, above, below in sheet.windows(street):
        eggs = printed[house]
        if not eggs:
            continue
        every, one = egg_house(eggs, above, below)
        every = min(1.0, share * every)
        one = min(1.0 - every, share * one)
        if every <= 0.0 and one <= 0.0:
            continue
        none = 1.0 - every - one
        grown = [0.0] * min(len(chances) + eggs, room + 1)
        for k in range(len(chances)):
            c = chances[k]
            grown[k] += c * none
            grown[min(k + 1, room)] += c * one
            grown[min(k + eggs, room)] += c * every
        chances = grown
    return chances


def egg_expectation(collected: int, chances: Sequence[float]) -> float:
    """The egg points expected with ``collected`` eggs and ``chances[k]`` of ``k`` more."""
    total = 0.0
    for k in range(len(chances)):
        total += chances[k] * egg_points(collected + k)
    return total


def possible_string(row: Sequence[int]) -> float:
    """Houses of the longest stretch whose numbers may still all link: numbered neighbours
    linked, and empty houses between two numbers leaving room for +1 steps."""
    best = 0
    run = 0
    last = -1  # index of the last numbered house of the run
    for h in range(len(row)):
        value = row[h]
        if value == ROUNDABOUT:
            run = 0
            last = -1
            continue
        if value >= 0 and last >= 0:
            gap = value - row[last]
            if not 0 <= gap <= h - last or (h - last == 1 and gap > 1):
                run = h - last - 1
        run += 1
        if value >= 0:
            last = h
        best = max(best, run)
    return float(best)


def theme_candidates(plan: Plan, sheet: Sheet, candidates: list[list[float]]
                      ) -> list[list[float]]:
    """The candidates of a theme estate plan: finished unused estates that meet its test, and
    the open ones at a third of their chance (their theme may still go either way)."""
    result: list[list[float]] = [[], [], [], [], [], []]
    for estate in sheet.estates():
        if not sheet.estate_is_used(estate) and estate_meets(plan, sheet, estate):
            result[estate.size - 1].append(1.0)
    for i in range(6):
        for chance in candidates[i]:
            if chance < 1.0:
                result[i].append(chance / 3.0)
    return result


def theme_plan_chance(condition: Condition, sheet: Sheet, time: float,
                       egg_share: float = 1.0) -> float:
    """Rough chance of ice-A, xmas-B or egg-A (``egg_share``: see ``egg_chances``)."""
    if condition is Condition.CONES_STREET:
        best = 0.0
        for s in (0, 1, 2):
            if sheet.lost[s]:
                continue
            cones = bin(CONE_MASKS[s]).count("1")
            share = bin(sheet.sold[s]).count("1") / cones
            best = max(best, share * share * (time if share < 1.0 else 1.0))
        return best
    if condition is Condition.LIT_STREET:
        best = 0.0
        for s in (0, 1, 2):
            row = sheet.houses[s]
            if possible_string(row) < len(row):
                continue
            share = (bin(links_mask(row)).count("1") + 1) / len(row)
            best = max(best, share ** 3 * time)
        return best
    row = sheet.houses[2]
    for h in range(len(row)):
        if EGGS[2][h] and row[h] >= 0 and street_eggs(2, row, 1 << h) < EGGS[2][h]:
            return 0.0
    # Every empty egg house must still collect all its eggs: few numbers do, in increasing
    # order (about 6, 8, 9, 10 and a temp-made 16), so the chances multiply.
    chance = 1.0
    for house, above, below in sheet.windows(2):
        eggs = EGGS[2][house]
        if eggs:
            chance *= min(1.0, egg_share * egg_house(eggs, above, below)[0])
    return chance


__all__ = ["BASE_KIND", "THEME_CONDITIONS", "TOP_EGGS", "egg_chances", "egg_expectation",
           "egg_house", "possible_string", "theme_candidates", "theme_plan_chance"]

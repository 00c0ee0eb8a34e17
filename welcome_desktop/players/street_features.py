"""What the evaluation needs of one street (:mod:`~welcome_desktop.players.evaluation`): its
runs of empty houses and the chance each house gets a number, its fenced segments, the numbers it
can still take and its planned pools. Depends only on the street, not on time: the evaluator
keeps it per street as it is."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from welcome_desktop.players.card_odds import NUMBER_MASS
from welcome_desktop.rules.sheet import EMPTY, ROUNDABOUT
from welcome_desktop.rules.tables import HIGHEST_NUMBER, PLANNED_POOLS


@dataclass(frozen=True, slots=True)
class StreetFeatures:
    """What the evaluation needs of one street; depends only on the street, not on time."""

    segments: tuple[tuple[int, int, float, float, bool], ...]
    """Each fenced run without roundabout: (size, empty houses, product of their fill chances,
    sum of their fill chances, no house used for a plan)."""
    fill: tuple[float, ...]
    """Per house: 1 when built, else the chance it is ever filled (before the time share)."""
    empty: int
    viable: float
    """Sum of the fill chances of the empty houses."""
    numbers_mask: int
    """Bit n set when the number n can be written in some house of the street."""
    pool_fill: tuple[float, ...]
    """Fill chances of the empty planned-pool houses."""
    pools_lost: bool
    """Some planned-pool house is numbered without its pool: the street's pools stay partial."""


def fill_chance(houses: int, spare: float, tightness: float) -> float:
    """Chance a house of a run of ``houses`` empty houses gets a number, ``spare`` being how
    many numbers (weighted by their cards) the run can take beyond one per house."""
    scale = tightness * math.sqrt(houses)
    if spare >= 0.0:
        return 1.0 - math.exp(-(spare + 1.0) / scale)
    return max(0.0, (houses + spare) / houses) * (1.0 - math.exp(-1.0 / scale))


def street_features(street: int, row: Sequence[int], *, fences: int, used: int, pools: int,
                    tightness: float, bis_fill: float) -> StreetFeatures:
    """The features of one street: runs of empty houses, fill chances, fenced segments
    (``tightness`` and ``bis_fill``: the evaluation's ``Weights``)."""
    size = len(row)
    fill = [1.0] * size
    numbers_mask = 0
    empty = 0
    # Runs of empty houses inside a stretch share one window (above, below).
    h = 0
    above = -1
    while h < size:
        value = row[h]
        if value == ROUNDABOUT:
            above = -1
            h += 1
            continue
        if value >= 0:
            above = value
            h += 1
            continue
        end = h
        while end < size and row[end] == EMPTY:
            end += 1
        below = HIGHEST_NUMBER + 1
        if end < size and row[end] >= 0:
            below = row[end]
        j = end - h
        empty += j
        if below - above > 1:
            numbers_mask |= ((1 << below) - 1) & ~((1 << (above + 1)) - 1)
            q = fill_chance(j, NUMBER_MASS[below] - NUMBER_MASS[above + 1] - j, tightness)
        else:
            q = 0.0
        for k in range(h, end):
            fill[k] = q
        h = end
    if empty:
        # A house no number fits can still take a bis from a numbered neighbour.
        for k in range(size):
            if fill[k] == 0.0 and row[k] == EMPTY and (
                    (k > 0 and row[k - 1] >= 0 and not fences >> (k - 1) & 1)
                    or (k + 1 < size and row[k + 1] >= 0 and not fences >> k & 1)):
                fill[k] = bis_fill
    segments = []
    first = 0
    for k in range(size):
        if k == size - 1 or fences >> k & 1:
            if not (first == k and row[k] == ROUNDABOUT):
                holes = 0
                product = 1.0
                total = 0.0
                for i in range(first, k + 1):
                    if row[i] == EMPTY:
                        holes += 1
                        product *= fill[i]
                        total += fill[i]
                unused = not used >> first & ((1 << (k - first + 1)) - 1)
                segments.append((k - first + 1, holes, product, total, unused))
            first = k + 1
    viable = sum(fill[k] for k in range(size) if row[k] == EMPTY)
    pool_fill = []
    pools_lost = False
    for house in PLANNED_POOLS[street]:
        if row[house] == EMPTY:
            pool_fill.append(fill[house])
        elif not pools >> house & 1:
            pools_lost = True
    return StreetFeatures(tuple(segments), tuple(fill), empty, viable, numbers_mask,
                          tuple(pool_fill), pools_lost)

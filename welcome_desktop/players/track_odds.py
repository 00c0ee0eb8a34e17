"""The expectation of a scoring track (a street's parks, the pools, the solo temps) after a
Poisson number of further marks, and the chance to fill it, memoised on the rounded mean (for
:mod:`~welcome_desktop.players.evaluation`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from welcome_desktop.rules.tables import (
    PARK_VALUES,
    POOL_VALUES,
    SOLO_TEMP_MINIMUM,
    SOLO_TEMP_POINTS,
    TEMP_BOXES,
)

#: The solo temps' points by the number of temps marked.
SOLO_TEMP_VALUES = tuple(SOLO_TEMP_POINTS if n >= SOLO_TEMP_MINIMUM else 0
                         for n in range(TEMP_BOXES + 1))


def expected_track(values: Sequence[int], done: int, mean: float, cap: int) -> float:
    """E[values[done + X]] for X ~ Poisson(mean) more marks, at most ``cap`` (track end too)."""
    last = min(len(values) - 1, done + cap)
    if mean <= 0.0 or last == done:
        return float(values[done])
    p = math.exp(-mean)
    total = 0.0
    mass = 0.0
    for x in range(last - done):
        total += p * values[done + x]
        mass += p
        p *= mean / (x + 1)
    return total + (1.0 - mass) * values[last]


def poisson_tail(k: int, mean: float) -> float:
    """P(X >= k) for X ~ Poisson(mean)."""
    if k <= 0:
        return 1.0
    if mean <= 0.0:
        return 0.0
    p = math.exp(-mean)
    below = 0.0
    for x in range(k):
        below += p
        p *= mean / (x + 1)
    return max(0.0, 1.0 - below)


#: Poisson means are rounded to this step for the memo tables (well below what matters).
_MEAN_STEP = 100.0
_TRACK_MEMO: dict[tuple[int, int, int, int], tuple[float, float]] = {}
_TRACKS: tuple[tuple[int, ...], ...] = (*PARK_VALUES, POOL_VALUES, SOLO_TEMP_VALUES)
#: The pools' and the solo temps' tracks (the three parks' are 0, 1 and 2).
POOL_TRACK = 3
TEMP_TRACK = 4


def track_odds(track: int, done: int, mean: float, cap: int) -> tuple[float, float]:
    """(expected value, chance to fill the track) of a track, memoised on the rounded mean."""
    rounded = int(mean * _MEAN_STEP + 0.5)
    key = (track, done, rounded, cap)
    found = _TRACK_MEMO.get(key)
    if found is None:
        values = _TRACKS[track]
        mean = rounded / _MEAN_STEP
        missing = len(values) - 1 - done
        found = (expected_track(values, done, mean, cap),
                 poisson_tail(missing, mean) if cap >= missing else 0.0)
        if len(_TRACK_MEMO) > 200_000:
            _TRACK_MEMO.clear()
        _TRACK_MEMO[key] = found
    return found

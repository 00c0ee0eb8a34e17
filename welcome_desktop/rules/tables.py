"""The sheet's fixed geometry and its tracks' values (rules.md, section 1)."""

from __future__ import annotations

from typing import Final

#: Houses per street: street 0 (top), 1 (middle), 2 (bottom).
STREET_SIZES: Final = (10, 11, 12)
STREETS: Final = (0, 1, 2)
LOWEST_NUMBER: Final = 0
HIGHEST_NUMBER: Final = 17

#: Houses with a planned pool, per street.
PLANNED_POOLS: Final = ((2, 6, 7), (0, 3, 7), (1, 6, 10))

#: Value after n marks (index = marks made).
PARK_VALUES: Final = ((0, 2, 4, 10), (0, 2, 4, 6, 14), (0, 2, 4, 6, 8, 18))
POOL_VALUES: Final = (0, 3, 6, 9, 13, 17, 21, 26, 31, 36)
ESTATE_VALUES: Final = (
    (1, 3), (2, 3, 4), (3, 4, 5, 6), (4, 5, 6, 7, 8), (5, 6, 7, 8, 10), (6, 7, 8, 10, 12),
)
BIS_VALUES: Final = (0, 1, 3, 6, 9, 12, 16, 20, 24, 28)
ROUNDABOUT_VALUES: Final = (0, 3, 8)
REFUSAL_VALUES: Final = (0, 0, 3, 5)
TEMP_BOXES: Final = 11

#: Boxes of each track (the last index of its value table).
PARK_BOXES: Final = tuple(len(values) - 1 for values in PARK_VALUES)
POOL_BOXES: Final = len(POOL_VALUES) - 1
ESTATE_BOXES: Final = tuple(len(values) - 1 for values in ESTATE_VALUES)
BIS_BOXES: Final = len(BIS_VALUES) - 1
ROUNDABOUT_BOXES: Final = len(ROUNDABOUT_VALUES) - 1
REFUSAL_BOXES: Final = len(REFUSAL_VALUES) - 1

#: Estates are runs of 1 to 6 numbered houses between fences (ruling 9).
ESTATE_SIZES: Final = (1, 2, 3, 4, 5, 6)
MAX_ESTATE: Final = 6

#: Temps ranking: points for the highest, second and third distinct counts (ruling 14).
TEMP_RANK_POINTS: Final = (7, 4, 1)
SOLO_TEMP_POINTS: Final = 7
SOLO_TEMP_MINIMUM: Final = 6

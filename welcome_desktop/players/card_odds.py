"""How likely each house number is to come: the construction cards' numbers, weighed for the
evaluation (a number on many cards comes more often; 0, 16 and 17 only through the temp agency).
"""

from __future__ import annotations

from welcome_desktop.rules.cards import CARDS
from welcome_desktop.rules.tables import HIGHEST_NUMBER

NUMBERS = HIGHEST_NUMBER + 1
_CARD_COUNTS = [sum(1 for c in CARDS if c.number == n) for n in range(NUMBERS)]
_MEAN_COUNT = len(CARDS) / sum(1 for c in _CARD_COUNTS if c)
_TEMP_ONLY = 0.3
"""Weight of 0, 16 and 17, which only the temp agency writes."""
NUMBER_WEIGHTS = tuple(c / _MEAN_COUNT if c else _TEMP_ONLY for c in _CARD_COUNTS)
#: NUMBER_MASS[x] = total weight of the numbers below x (x = 0 … 18).
NUMBER_MASS = tuple(sum(NUMBER_WEIGHTS[:x]) for x in range(NUMBERS + 1))
CARD_SHARE = tuple(c / len(CARDS) for c in _CARD_COUNTS)


_SHARE_CACHE: dict[int, float] = {}


def mask_share(mask: int) -> float:
    """The share of the construction cards whose number is in ``mask``."""
    found = _SHARE_CACHE.get(mask)
    if found is None:
        found = sum(CARD_SHARE[n] for n in range(NUMBERS) if mask >> n & 1)
        _SHARE_CACHE[mask] = found
    return found


__all__ = ["CARD_SHARE", "NUMBERS", "NUMBER_MASS", "NUMBER_WEIGHTS", "mask_share"]

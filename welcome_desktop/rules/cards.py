"""The 81 construction cards and their effects (rules.md, section 1)."""

from __future__ import annotations

import enum
from collections import Counter
from typing import Final, Literal, NamedTuple


class Effect(enum.Enum):
    """The effect side of a construction card; the value is its key in records."""

    SURVEYOR = "surveyor"
    REAL_ESTATE = "real_estate"
    PARK = "park"
    POOL = "pool"
    TEMP = "temp"
    BIS = "bis"


class Card(NamedTuple):
    """One construction card: the number side and the effect side."""

    number: int
    effect: Effect

    def __str__(self) -> str:
        return f"{self.number} {self.effect.value}"


#: The Solo card, as it appears in a solo draw order.
SOLO_CARD: Final = "solo"
SoloCard = Literal["solo"]

# Per number: how many cards carry surveyor, pool, temp, bis, park, real estate.
_DISTRIBUTION: Final = {
    1: (1, 0, 0, 0, 1, 1), 2: (1, 0, 0, 0, 1, 1), 3: (1, 1, 1, 1, 0, 0),
    4: (0, 1, 1, 1, 1, 1), 5: (2, 0, 0, 0, 2, 2), 6: (2, 1, 1, 1, 1, 1),
    7: (1, 1, 1, 1, 2, 2), 8: (2, 1, 1, 1, 2, 2), 9: (1, 1, 1, 1, 2, 2),
    10: (2, 1, 1, 1, 1, 1), 11: (2, 0, 0, 0, 2, 2), 12: (0, 1, 1, 1, 1, 1),
    13: (1, 1, 1, 1, 0, 0), 14: (1, 0, 0, 0, 1, 1), 15: (1, 0, 0, 0, 1, 1),
}
_COLUMNS: Final = (Effect.SURVEYOR, Effect.POOL, Effect.TEMP, Effect.BIS, Effect.PARK,
                   Effect.REAL_ESTATE)

#: All 81 construction cards, in a fixed canonical order.
CARDS: Final[tuple[Card, ...]] = tuple(
    Card(number, effect)
    for number, counts in _DISTRIBUTION.items()
    for effect, count in zip(_COLUMNS, counts, strict=True)
    for _ in range(count)
)
assert len(CARDS) == 81

_BY_KEY: Final = {effect.value: effect for effect in Effect}


def effect_from_key(key: str) -> Effect:
    """The effect whose record key is ``key`` (raises ValueError otherwise)."""
    try:
        return _BY_KEY[key]
    except KeyError:
        raise ValueError(f"unknown effect {key!r}") from None


def is_full_deck(cards: list[Card]) -> bool:
    """True when ``cards`` holds exactly the 81 construction cards, in any order."""
    return Counter(cards) == _FULL_DECK


_FULL_DECK: Final = Counter(CARDS)

"""The actions of one player's turn (rules.md, section 2), as small immutable values."""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.rules.cards import Effect


@dataclass(frozen=True, slots=True)
class BuildRoundabout:
    """Advanced variant: turn an empty house into a roundabout (ruling 8)."""

    street: int
    house: int


@dataclass(frozen=True, slots=True)
class Choose:
    """Choose what to play.

    Standard: ``number_card`` is the index (0-2) of the combination and ``effect_card`` is None.
    Solo and expert: the number comes from hand card ``number_card``, the effect from a
    different hand card ``effect_card``.
    """

    number_card: int
    effect_card: int | None = None


@dataclass(frozen=True, slots=True)
class Write:
    """Write ``value`` in a house (the chosen number, or changed by the temp agency)."""

    street: int
    house: int
    value: int


@dataclass(frozen=True, slots=True)
class TakeRefusal:
    """Mark a building-permit refusal: only when no combination can be written (ruling 2)."""


@dataclass(frozen=True, slots=True)
class DrawFence:
    """Surveyor: draw a fence on a fence slot."""

    street: int
    slot: int


@dataclass(frozen=True, slots=True)
class MarkEstateColumn:
    """Real estate agent: mark the next box of the column of estates of ``size``."""

    size: int


@dataclass(frozen=True, slots=True)
class BuildPark:
    """Landscaper: build the next park of the street just numbered."""

    street: int


@dataclass(frozen=True, slots=True)
class BuildPool:
    """Pool manufacturer: build the pool of the planned-pool house just numbered."""

    street: int
    house: int


@dataclass(frozen=True, slots=True)
class MarkTemp:
    """Temp agency: mark the next temp box."""



@dataclass(frozen=True, slots=True)
class WriteBis:
    """Bis: copy the number of the adjacent house ``copied`` into the empty ``house``."""

    street: int
    house: int
    copied: int


@dataclass(frozen=True, slots=True)
class SkipEffect:
    """Leave the combination's effect unused."""


@dataclass(frozen=True, slots=True)
class ClaimPlan:
    """Claim a city plan; estate plans name the estates used as (street, first house, size)."""

    plan_id: str
    estates: tuple[tuple[int, int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class ChooseTruck:
    """Ice cream: the truck of the bottom street's ``end`` ("left": it drives to the right)
    drives there; chosen right after the write that first numbers the bottom street."""

    end: str


@dataclass(frozen=True, slots=True)
class AskReshuffle:
    """Ask for a reshuffle: only after claiming a plan on its project side (ruling 12)."""


EffectAction = DrawFence | MarkEstateColumn | BuildPark | BuildPool | MarkTemp | WriteBis
Action = (
    BuildRoundabout | Choose | Write | TakeRefusal | EffectAction | SkipEffect | ClaimPlan
    | AskReshuffle | ChooseTruck
)
EFFECT_OF_ACTION: dict[type[EffectAction], Effect] = {
    DrawFence: Effect.SURVEYOR,
    MarkEstateColumn: Effect.REAL_ESTATE,
    BuildPark: Effect.PARK,
    BuildPool: Effect.POOL,
    MarkTemp: Effect.TEMP,
    WriteBis: Effect.BIS,
}
"""The effect of the combination each effect action uses."""

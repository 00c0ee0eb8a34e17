"""One score breakdown for the live display and the end of the game, and the final ranking."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.tables import (
    BIS_VALUES,
    ESTATE_VALUES,
    PARK_VALUES,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    SOLO_TEMP_MINIMUM,
    SOLO_TEMP_POINTS,
    TEMP_RANK_POINTS,
)
from welcome_desktop.rules.themes import (
    BASE,
    CHRISTMAS,
    EASTER,
    ICE_CREAM,
    egg_points,
    ice_cream_points,
    longest_string,
    street_eggs,
)


@dataclass(frozen=True, slots=True)
class EstateScore:
    """One real-estate column: how many estates of that size, their value, the points."""

    count: int
    value: int

    @property
    def points(self) -> int:
        return self.count * self.value


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A sheet's score by category. Penalties are positive numbers, subtracted in ``total``."""

    plans: tuple[int, int, int]
    parks: tuple[int, int, int]
    pools: int
    temps: int
    estates: tuple[EstateScore, ...]  # sizes 1..6
    bis: int
    roundabouts: int
    refusals: int
    sheet: str = BASE
    theme: tuple[int, ...] = ()
    """The theme column: ice cream and lights per street; eggs, the eggs collected."""
    theme_points: int = 0

    @property
    def plus(self) -> int:
        """The "+" sum of the total row."""
        return (sum(self.plans) + sum(self.parks) + self.pools + self.temps
                + sum(e.points for e in self.estates) + self.theme_points)

    @property
    def minus(self) -> int:
        """The "−" sum of the total row."""
        return self.bis + self.roundabouts + self.refusals

    @property
    def total(self) -> int:
        return self.plus - self.minus

    @property
    def estate_count(self) -> int:
        return sum(e.count for e in self.estates)

    @property
    def theme_key(self) -> str:
        """The theme column's key in the breakdown: ice_cream, lights, eggs ("" on base)."""
        return _THEME_KEYS.get(self.sheet, "")

    def to_dict(self) -> dict[str, object]:
        """The breakdown as plain JSON values (the conformance data's shape)."""
        data: dict[str, object] = {
            "plans": list(self.plans),
            "parks": list(self.parks),
            "pools": self.pools,
            "temps": self.temps,
            "estates": {
                str(size): {"count": e.count, "value": e.value, "points": e.points}
                for size, e in enumerate(self.estates, start=1)
            },
            "bis": self.bis,
            "roundabouts": self.roundabouts,
            "refusals": self.refusals,
        }
        if self.sheet == EASTER:
            data["eggs"] = {"count": self.theme[0], "points": self.theme_points}
        elif self.sheet != BASE:
            data[self.theme_key] = list(self.theme)
        data["total"] = self.total
        return data


_THEME_KEYS = {ICE_CREAM: "ice_cream", CHRISTMAS: "lights", EASTER: "eggs"}


def theme_column(sheet: Sheet) -> tuple[tuple[int, ...], int]:
    """The sheet's theme column (per street, or the eggs collected) and its points."""
    kind = sheet.kind
    if kind == ICE_CREAM:
        streets = tuple(ice_cream_points(s, sheet.sold[s], sheet.bonus[s]) for s in (0, 1, 2))
        return streets, sum(streets)
    if kind == CHRISTMAS:
        streets = tuple(longest_string(sheet.houses[s]) for s in (0, 1, 2))
        return streets, sum(streets)
    if kind == EASTER:
        eggs = sum(street_eggs(s, sheet.houses[s]) for s in (0, 1, 2))
        return (eggs,), egg_points(eggs)
    return (), 0


def temps_points(own: int, others: Sequence[int]) -> int:
    """Ruling 14: dense ranking among players with a temp marked; alone, 7 from 6 marks."""
    if not others:
        return SOLO_TEMP_POINTS if own >= SOLO_TEMP_MINIMUM else 0
    if own == 0:
        return 0
    higher = {count for count in others if count > own}
    rank = len(higher)
    return TEMP_RANK_POINTS[rank] if rank < len(TEMP_RANK_POINTS) else 0


def score_sheet(sheet: Sheet, others_temps: Sequence[int] = ()) -> Breakdown:
    """The breakdown of ``sheet``; ``others_temps`` are the other players' temp counts."""
    counts = [0] * 6
    for estate in sheet.estates():
        counts[estate.size - 1] += 1
    theme, theme_points = theme_column(sheet)
    return Breakdown(
        plans=(sheet.plan_values[0], sheet.plan_values[1], sheet.plan_values[2]),
        parks=(PARK_VALUES[0][sheet.parks[0]], PARK_VALUES[1][sheet.parks[1]],
               PARK_VALUES[2][sheet.parks[2]]),
        pools=POOL_VALUES[sheet.pool_marks],
        temps=temps_points(sheet.temps, others_temps),
        estates=tuple(
            EstateScore(counts[i], ESTATE_VALUES[i][sheet.estate_marks[i]]) for i in range(6)
        ),
        bis=BIS_VALUES[sheet.bis_marks],
        roundabouts=ROUNDABOUT_VALUES[sheet.roundabout_marks],
        refusals=REFUSAL_VALUES[sheet.refusals],
        sheet=sheet.kind,
        theme=theme,
        theme_points=theme_points,
    )


def score_players(sheets: Sequence[Sheet]) -> list[Breakdown]:
    """Every player's breakdown, temps ranked across the table (ruling 14)."""
    temps = [sheet.temps for sheet in sheets]
    return [
        score_sheet(sheet, [*temps[:i], *temps[i + 1:]]) for i, sheet in enumerate(sheets)
    ]


TIE_CRITERIA = ("estates", "size_1", "size_2", "size_3", "size_4", "size_5", "size_6")


def _ranking_key(breakdown: Breakdown) -> tuple[int, ...]:
    return (breakdown.total, breakdown.estate_count, *(e.count for e in breakdown.estates))


@dataclass(frozen=True, slots=True)
class TieBreak:
    """Two adjacent players with equal totals and the criterion that separated them."""

    players: tuple[int, int]
    criterion: str | None


def rank_players(breakdowns: Sequence[Breakdown]) -> tuple[list[list[int]], list[TieBreak]]:
    """Ruling 15: groups of players sharing a rank, best first, and the tie-breaks used."""
    order = sorted(range(len(breakdowns)),
                   key=lambda i: (*(-k for k in _ranking_key(breakdowns[i])), i))
    groups: list[list[int]] = []
    ties: list[TieBreak] = []
    previous: int | None = None
    for player in order:
        key = _ranking_key(breakdowns[player])
        if previous is not None:
            before = _ranking_key(breakdowns[previous])
            if before[0] == key[0]:
                pairs = zip(TIE_CRITERIA, before[1:], key[1:], strict=True)
                criterion = next((name for name, a, b in pairs if a != b), None)
                ties.append(TieBreak((previous, player), criterion))
            if before == key:
                groups[-1].append(player)
                previous = player
                continue
        groups.append([player])
        previous = player
    return groups, ties

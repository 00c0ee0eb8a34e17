"""The one-turn evaluation of a sheet: its score so far plus what it is likely to become.

``Evaluator.value(sheet)`` estimates the sheet's final total in points. The realised part is the
exact score of the sheet (``Evaluator.realised`` equals ``score_sheet(...).total``); the
potential part adds, with rough probabilities, what the sheet can still become in the turns left:

- **future flexibility of each street**: a run of ``j`` empty houses between two numbers of a
  stretch can take only the numbers between them; each of its houses gets a number with a chance
  that grows with the *spare* numbers (those numbers, weighted by how many cards carry them,
  minus ``j``), times the share of the empty houses the turns left can fill. A house no number
  fits may still take a bis;
- **estates in progress**: a fenced run of at most six houses is an estate with the chance every
  house gets filled, valued with its real-estate column; the filled houses of runs that will not
  fill up, or that are longer than six, count as smaller estates, discounted for the fences
  still needed;
- **plan progress**: each unclaimed plan is worth its value times the chance its condition gets
  met (estate plans: the best unused candidate estate of each size needed). A plan the sheet
  meets now is counted as claimed, since the turn claims it: the options of a turn are valued
  before their claims, and the calibration learnt from sheets after them. Calibrated, it also
  takes its estates from the plans valued after it (the most valuable first);
- **tracks**: parks, pools and (solo) temps are valued as the expectation over a Poisson number
  of further marks: parks from the numbers the street can still take, pools from the empty
  planned-pool houses; temps in multiplayer by the ranking;
- **refusals**: the risk that no number on offer fits, from the numbers the sheet still takes.

A street's runs and fill chances are in :mod:`~welcome_desktop.players.street_features`, the
tracks' expectations in :mod:`~welcome_desktop.players.track_odds`. The weights were tuned by
playing greedy solo games (``Weights``). The value is the sum of these
parts (``Evaluator.parts``); a ``Calibration`` learnt from played games weighs each part instead
by what it turned out to be worth, as the game goes on (the strong player's two-player games).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from welcome_desktop.players.card_odds import mask_share
from welcome_desktop.players.street_features import StreetFeatures, street_features
from welcome_desktop.players.theme_chances import (
    BASE_KIND,
    THEME_CONDITIONS,
    TOP_EGGS,
    egg_chances,
    egg_expectation,
    possible_string,
    theme_candidates,
    theme_plan_chance,
)
from welcome_desktop.players.track_odds import (
    POOL_TRACK,
    SOLO_TEMP_VALUES,
    TEMP_TRACK,
    poisson_tail,
    track_odds,
)
from welcome_desktop.rules.plans import Condition, EstateTest, Plan
from welcome_desktop.rules.scoring import temps_points, theme_column
from welcome_desktop.rules.sheet import EMPTY, ROUNDABOUT, Sheet
from welcome_desktop.rules.tables import (
    BIS_VALUES,
    ESTATE_VALUES,
    PARK_BOXES,
    PARK_VALUES,
    POOL_VALUES,
    REFUSAL_BOXES,
    REFUSAL_VALUES,
    ROUNDABOUT_BOXES,
    ROUNDABOUT_VALUES,
    STREET_SIZES,
    TEMP_BOXES,
)
from welcome_desktop.rules.themes import (
    BONUS_OPEN,
    BONUS_WON,
    CHRISTMAS,
    CONE_SCOOPS,
    EASTER,
    ICE_CREAM,
    longest_string,
    passed,
    street_eggs,
    truck_step,
)
from welcome_desktop.rules.turn import PlanCard

_BIS_FOR_1I = 5
_TEMPS_FOR_1J = 7
#: A run longer than six ends as estates of about these sizes, in equal shares of its houses.
_LONG_SIZES = (2, 3, 4)
_LONG_SHARE = 1.0 / sum(_LONG_SIZES)
_HOUSES = float(sum(STREET_SIZES))


@dataclass(frozen=True, slots=True)
class Weights:
    """The tunable constants of the evaluation (tuned on greedy solo games, 40 seeds each)."""

    tightness: float = 0.8
    """How fast a run of empty houses fills as spare numbers grow (see ``fill_chance``)."""
    bis_fill: float = 0.3
    """Chance that a dead house next to a number is filled by a bis."""
    fence: float = 0.5
    """Share of the filled houses of a run longer than six that end in estates (fences needed)."""
    partial: float = 0.5
    """Share of the filled houses of an unfinished short run that end in smaller estates."""
    park_rate: float = 0.4
    """Share of future numbers in a street that also build its park."""
    pool_rate: float = 0.4
    """Chance that a planned-pool house, once filled, gets its pool."""
    temp_rate: float = 0.25
    """Temp boxes marked per turn left."""
    plan_power: float = 1.0
    advanced_plan_power: float = 2.0
    refusal_risk: float = 4.0
    temp_bonus: float = 0.3
    """Multiplayer: points per temp box marked (up to eight) on top of the current ranking."""
    theme: float = 1.0
    """Weight of a thematic sheet's column and of what its theme plans ask (0 ignores them:
    the column is not valued and theme plans count as plain estate plans)."""
    cone_keep: float = 0.4
    """Ice cream: share of the scoops of a cone not passed yet that a truck still sells."""
    light_keep: float = 0.6
    """Christmas: share of a street's possible string (numbers that can still link) kept."""
    egg_keep: float = 1.0
    """Easter: how much of its chance (the share of its window's numbers that collect) an empty
    egg house keeps (1 matches the eggs greedy goes on to collect)."""
    eggs: float = 0.75
    """Easter: weight of the egg column on top of ``theme`` (tuned on two-player duels against
    greedy blind to the theme). Egg numbers cost what the rest of the evaluation does not see,
    the other cards' effects: at full weight greedy pays for its eggs about what they bring."""

    def theme_weight(self, kind: str) -> float:
        """The weight of the theme column of a sheet of ``kind``."""
        return self.theme * self.eggs if kind == EASTER else self.theme


DEFAULT_WEIGHTS = Weights()
#: The strong player's weights with other players (tuned on two-player standard duels of greedy
#: with these weights against greedy with the default ones; see ``Weights``).
DUEL_WEIGHTS = Weights(pool_rate=0.3, temp_bonus=1.0)


#: The parts of a sheet's value, in the order of ``Calibration.coefficients`` (the last row of
#: which is a constant). Uncalibrated, the value is their sum, the loose houses weighed by
#: ``Weights.partial``, the long runs by ``Weights.fence``, penalties and the refusal risk
#: (by ``Weights.refusal_risk``) subtracted.
PARTS = ("plans claimed", "estates finished", "estates open", "loose houses", "long runs",
         "parks", "pools", "temps", "plans open", "penalties", "refusal risk")


@dataclass(frozen=True, slots=True)
class Calibration:
    """A value learnt from played games: each part of the evaluation (``PARTS``) weighed by
    what it turned out to be worth at the end, as the game goes on.

    Row ``k`` of ``coefficients``, ``(a, b, c)``, weighs part ``k`` by ``a + b e + c e²``,
    ``e`` being the share of the sheet's houses still empty; the last row is a constant term.
    """

    coefficients: tuple[tuple[float, float, float], ...]

    def __post_init__(self) -> None:
        if len(self.coefficients) != len(PARTS) + 1:
            raise ValueError(f"a calibration has {len(PARTS) + 1} rows")

    def value(self, parts: Sequence[float], empty: float) -> float:
        """The calibrated value of a sheet's ``parts`` with ``empty`` share of empty houses."""
        total = 0.0
        for part, (a, b, c) in zip((*parts, 1.0), self.coefficients, strict=True):
            total += part * (a + empty * (b + empty * c))
        return total


def plain_value(parts: Sequence[float], weights: Weights) -> float:
    """The uncalibrated value of a sheet's ``parts``: their sum, weighed as ``PARTS`` says."""
    p = parts
    return (p[0] + p[1] + p[2] + weights.partial * p[3] + weights.fence * p[4] + p[5] + p[6]
            + p[7] + p[8] - p[9] - weights.refusal_risk * p[10])


class Evaluator:
    """Estimates the final total of a sheet for one seat and one decision."""

    __slots__ = ("_cache", "_now", "_plan_order", "_plan_values", "_race", "_temps",
                 "calibration", "misses", "others_temps", "plan_cards", "solo", "turns_left",
                 "weights")

    def __init__(self, plan_cards: Sequence[PlanCard], *, solo: bool, others_temps: Sequence[int],
                 turns_left: float, weights: Weights = DEFAULT_WEIGHTS,
                 rivals: Sequence[Sheet] = (), now: Sequence[float] = (),
                 calibration: Calibration | None = None) -> None:
        """``rivals``: the other players' sheets, to value the sheet as a *margin* over them.

        Without rivals the value is the seat's own expected total. With them it also counts
        what the seat's play takes from the others: the temps ranking (one temp more than a
        rival drops the rival from 7 to 4 points), and each plan claimed first, which leaves
        the rivals only its second value (weighted by their own chance to meet it).

        ``now``: per plan, points added when the sheet meets the plan (a plan a rival is
        expected to claim this turn, passed approved, still pays its first value if claimed now).

        ``calibration``: weigh the parts of the value as learnt from games (see ``Calibration``)
        instead of summing them.
        """
        self.plan_cards = tuple(plan_cards)
        self.solo = solo
        self.others_temps = tuple(others_temps)
        self.turns_left = max(0.0, turns_left)
        self.weights = weights
        self.calibration = calibration
        self._cache: dict[tuple[int, tuple[int, ...], int, int, int], StreetFeatures] = {}
        self._now = tuple(now) if any(now) else ()
        self.misses = 0
        """Streets whose features had to be computed (a measure of work, for budgets)."""
        if solo:
            self._temps = tuple(
                track_odds(TEMP_TRACK, t, weights.temp_rate * self.turns_left, TEMP_BOXES)[0]
                for t in range(TEMP_BOXES + 1))
        else:
            self._temps = tuple(temps_points(t, self.others_temps) + weights.temp_bonus * min(t, 8)
                                for t in range(TEMP_BOXES + 1))
        self._race: tuple[float, ...] = (0.0, 0.0, 0.0)
        if rivals and not solo:
            self._temps = tuple(
                value - statistics.fmean(
                    temps_points(rival.temps, [t, *(o.temps for o in rivals if o is not rival)])
                    for rival in rivals)
                for t, value in enumerate(self._temps))
            rival_chances = [Evaluator(plan_cards, solo=False, others_temps=(),
                                       turns_left=turns_left, weights=weights).plan_chances(rival)
                             for rival in rivals]
            self._race = tuple(
                0.0 if card.approved else (card.plan.first_value - card.plan.second_value)
                * statistics.fmean(chances[index] for chances in rival_chances)
                for index, card in enumerate(self.plan_cards))
        self._plan_values = tuple(card.plan.value(card.approved) + self._race[index]
                                  for index, card in enumerate(self.plan_cards))
        """Per plan, what claiming it now is worth (the race for it included)."""
        # Calibrated, a plan met now takes its estates from the plans valued after it, the most
        # valuable first, as its claim will. The plain sum, which greedy plays, lets every plan
        # count them, as it was tuned (taking them lost greedy 1.1 points a game against itself).
        self._plan_order = tuple(
            sorted(range(len(self.plan_cards)), key=self._plan_values.__getitem__, reverse=True)
            if calibration is not None else range(len(self.plan_cards)))

    def features(self, sheet: Sheet, street: int) -> StreetFeatures:
        """The (cached) features of one street of ``sheet``."""
        row = sheet.houses[street]
        key = (street, tuple(row), sheet.fences[street], sheet.used[street], sheet.pools[street])
        found = self._cache.get(key)
        if found is None:
            self.misses += 1
            if len(self._cache) > 50_000:
                self._cache.clear()
            found = street_features(street, row, fences=sheet.fences[street],
                                    used=sheet.used[street], pools=sheet.pools[street],
                                    tightness=self.weights.tightness,
                                    bis_fill=self.weights.bis_fill)
            self._cache[key] = found
        return found

    def realised(self, sheet: Sheet) -> int:
        """The exact total of the sheet now (what ``score_sheet`` gives)."""
        counts = [0] * 6
        for street in (0, 1, 2):
            for size, holes, _, _, _ in self.features(sheet, street).segments:
                if holes == 0 and size <= 6:
                    counts[size - 1] += 1
        temps = (SOLO_TEMP_VALUES[sheet.temps] if self.solo
                 else temps_points(sheet.temps, self.others_temps))
        return (sum(sheet.plan_values)
                + sum(PARK_VALUES[s][sheet.parks[s]] for s in (0, 1, 2))
                + POOL_VALUES[sheet.pool_marks] + temps
                + sum(counts[i] * ESTATE_VALUES[i][sheet.estate_marks[i]] for i in range(6))
                - BIS_VALUES[sheet.bis_marks] - ROUNDABOUT_VALUES[sheet.roundabout_marks]
                - REFUSAL_VALUES[sheet.refusals] + theme_column(sheet)[1])

    def value(self, sheet: Sheet) -> float:
        """The estimated final total of ``sheet`` (see the module docstring)."""
        return self._value(sheet, None)

    def plan_chances(self, sheet: Sheet) -> list[float]:
        """Per plan, the chance that ``sheet`` meets it (1 once claimed)."""
        chances: list[float] = []
        self._value(sheet, chances)
        return chances

    def _value(self, sheet: Sheet, chances: list[float] | None) -> float:
        parts, empty = self.parts(sheet, chances)
        theme = 0.0
        if sheet.kind != BASE_KIND and self.weights.theme:
            theme = self.weights.theme_weight(sheet.kind) * self.theme_value(sheet, empty)
        if self.calibration is None:
            return plain_value(parts, self.weights) + theme
        return self.calibration.value(parts, empty) + theme

    def theme_value(self, sheet: Sheet, empty: float) -> float:
        """The theme column's points now and, roughly, what the turns left may add."""
        time = min(1.0, self.turns_left / (empty * _HOUSES)) if empty > 0.0 else 0.0
        kind = sheet.kind
        w = self.weights
        if kind == ICE_CREAM:
            total = 0.0
            for s in (0, 1, 2):
                step = truck_step(s, sheet.bottom_end)
                scoops = CONE_SCOOPS[s]
                sold = sheet.sold[s]
                total += sum(scoops[h] for h in range(len(scoops)) if sold >> h & 1)
                open_scoops = sum(scoops[h] for h in range(len(scoops))
                                  if scoops[h] and not passed(sheet.trucks[s], step, h))
                total += w.cone_keep * time * open_scoops
                count = bin(sold).count("1")
                if sheet.bonus[s] == BONUS_WON:
                    total += count
                elif sheet.bonus[s] == BONUS_OPEN:
                    total += (1.0 if self.solo else 0.4) * time * count
            return total
        if kind == CHRISTMAS:
            total = 0.0
            for s in (0, 1, 2):
                row = sheet.houses[s]
                now = float(longest_string(row))
                total += max(now, w.light_keep * time * possible_string(row))
            return total
        if kind == EASTER:
            collected = (street_eggs(0, sheet.houses[0]) + street_eggs(1, sheet.houses[1])
                         + street_eggs(2, sheet.houses[2]))
            room = max(0, TOP_EGGS - collected)
            chances = [1.0]
            for s in (0, 1, 2):
                chances = egg_chances(sheet, s, w.egg_keep * time, chances, room)
            return egg_expectation(collected, chances)
        return 0.0

    def parts(self, sheet: Sheet, chances: list[float] | None = None
              ) -> tuple[tuple[float, ...], float]:
        """The parts of the sheet's value (see ``PARTS``) and the share of its houses still
        empty; ``chances``, if given, receives each plan's chance (see ``plan_chances``)."""
        w = self.weights
        turns = self.turns_left
        streets = (self.features(sheet, 0), self.features(sheet, 1), self.features(sheet, 2))
        viable = streets[0].viable + streets[1].viable + streets[2].viable
        time = min(1.0, turns / viable) if viable > 0.0 else 0.0

        # Estates: finished ones count 1; open ones by the chance every house gets filled;
        # filled houses of unfinished or long runs as smaller estates, fences permitting.
        finished = [0, 0, 0, 0, 0, 0]
        expected = [0.0] * 6
        loose = 0.0
        long_houses = 0.0
        candidates: list[list[float]] = [[], [], [], [], [], []]
        fence = w.fence
        for features in streets:
            for size, holes, product, total_fill, unused in features.segments:
                if holes:
                    chance = product * time ** holes if product else 0.0
                    filled = size - holes + time * total_fill
                else:
                    chance = 1.0
                    filled = float(size)  # a float: compiled code types each name
                if size <= 6:
                    if holes:
                        expected[size - 1] += chance
                        loose += filled - size * chance
                    else:
                        finished[size - 1] += 1
                    if unused and chance > 0.0:
                        candidates[size - 1].append(chance)
                else:
                    long_houses += filled
                    if unused and chance > 0.0:
                        for piece in range(1, 7):
                            candidates[piece - 1].append(fence * chance ** (piece / size))
        marks = sheet.estate_marks
        estates_finished = 0.0
        estates_open = 0.0
        for i in range(6):
            if finished[i]:
                estates_finished += finished[i] * ESTATE_VALUES[i][marks[i]]
            if expected[i]:
                estates_open += expected[i] * ESTATE_VALUES[i][marks[i]]
        long_runs = 0.0
        if long_houses:
            share = long_houses * _LONG_SHARE
            for piece in _LONG_SIZES:
                long_runs += share * ESTATE_VALUES[piece - 1][marks[piece - 1]]

        # Parks: the value expected from the numbers the street can still take.
        park_chance = [1.0, 1.0, 1.0]
        parks = 0.0
        for s in (0, 1, 2):
            done = sheet.parks[s]
            if done == PARK_BOXES[s]:
                parks += PARK_VALUES[s][done]
                continue
            value, park_chance[s] = track_odds(s, done, w.park_rate * time * streets[s].viable,
                                           streets[s].empty)
            parks += value

        # Pools: built ones, and empty planned-pool houses that may still get one.
        pool_chance = [0.0, 0.0, 0.0]
        mean = 0.0
        room = 0
        rate = time * w.pool_rate
        for s in (0, 1, 2):
            features = streets[s]
            chance = 0.0 if features.pools_lost else 1.0
            for fill in features.pool_fill:
                mean += fill * rate
                room += 1
                chance *= fill * rate
            pool_chance[s] = chance
        pools = track_odds(POOL_TRACK, sheet.pool_marks, mean, room)[0]

        # Temps: the solo 7 points from 6 boxes, or the ranking among the players.
        temps = self._temps[sheet.temps]

        # Plans not claimed yet: value times the chance their condition gets met. With rivals,
        # a plan claimed first also takes its first value from them (``_race``).
        plans_claimed = float(sheet.plan_values[0] + sheet.plan_values[1]
                              + sheet.plan_values[2])
        plans_open = 0.0
        claimed = sheet.plan_claimed
        race = self._race
        cards = self.plan_cards
        values = self._plan_values
        calibrated = self.calibration is not None
        plan_chances = [1.0] * len(cards) if chances is not None else None
        for index in self._plan_order:
            card = cards[index]
            if claimed[index]:
                if not card.approved:
                    plans_claimed += race[index]
                continue
            plan = card.plan
            if plan.estate_test is not EstateTest.NONE and w.theme:
                chance = _estate_plan_chance(
                    plan.estate_needs, theme_candidates(plan, sheet, candidates),
                    consume=False)
            elif plan.condition is Condition.ESTATES:
                chance = _estate_plan_chance(plan.estate_needs, candidates, consume=calibrated)
                if chance and w.plan_power != 1.0:
                    chance **= w.plan_power
            else:
                chance = self._advanced_chance(plan, sheet, streets, time=time,
                                               park_chance=park_chance, pool_chance=pool_chance)
                chance **= w.advanced_plan_power
            if chance >= 1.0:
                # Met now, so claimed at the end of the turn (a player claims what it can): it
                # counts as claimed, as in the sheets the calibration was learnt from.
                plans_claimed += values[index]
                if self._now:
                    plans_claimed += self._now[index]
            else:
                plans_open += values[index] * chance
            if plan_chances is not None:
                plan_chances[index] = chance
        if chances is not None and plan_chances is not None:
            chances.extend(plan_chances)

        # Penalties, and the refusals the numbers still writable make likely.
        penalties = float(BIS_VALUES[sheet.bis_marks] + ROUNDABOUT_VALUES[sheet.roundabout_marks]
                          + REFUSAL_VALUES[sheet.refusals])
        risk = 0.0
        if turns > 0 and sheet.refusals < REFUSAL_BOXES:
            mask = streets[0].numbers_mask | streets[1].numbers_mask | streets[2].numbers_mask
            miss = 1.0 - mask_share(mask)
            if miss > 0.0:
                risk = miss * miss * miss * min(turns, 10.0) * (1.0 + sheet.refusals)

        parts = (plans_claimed, estates_finished, estates_open, loose, long_runs, parks, pools,
                 temps, plans_open, penalties, risk)
        return parts, (streets[0].empty + streets[1].empty + streets[2].empty) / _HOUSES

    def _advanced_chance(self, plan: Plan, sheet: Sheet, streets: tuple[StreetFeatures, ...], *,
                         time: float, park_chance: list[float], pool_chance: list[float]) -> float:
        c = plan.condition
        if c in THEME_CONDITIONS:
            w = self.weights
            return theme_plan_chance(c, sheet, time, w.egg_keep * time) if w.theme else 0.0
        if c is Condition.STREET_BUILT:
            s = plan.street
            if sheet.used[s]:
                return 0.0
            chance = 1.0
            for k, value in enumerate(sheet.houses[s]):
                if value == EMPTY:
                    chance *= max(streets[s].fill[k], 0.3) * time
            return chance
        if c is Condition.BIS_IN_ONE_STREET:
            most = max(bin(mask).count("1") for mask in sheet.bis)
            return min(1.0, most / _BIS_FOR_1I) ** 2
        if c is Condition.TEMPS:
            return poisson_tail(_TEMPS_FOR_1J - sheet.temps,
                                self.weights.temp_rate * self.turns_left)
        if c is Condition.ENDS_BUILT:
            chance = 1.0
            for s in (0, 1, 2):
                row = sheet.houses[s]
                for k in (0, STREET_SIZES[s] - 1):
                    if sheet.used[s] >> k & 1 or row[k] == ROUNDABOUT:
                        return 0.0
                    if row[k] == EMPTY:
                        chance *= streets[s].fill[k] * time
            return chance
        if c is Condition.PARKS_TWO_STREETS:
            ranked = sorted(park_chance, reverse=True)
            return ranked[0] * ranked[1]
        if c is Condition.POOLS_TWO_STREETS:
            ranked = sorted(pool_chance, reverse=True)
            return ranked[0] * ranked[1]
        if c is Condition.PARKS_POOLS_ROUNDABOUT:
            best = 0.0
            for s in (0, 1, 2):
                has = ROUNDABOUT in sheet.houses[s]
                roundabout = 1.0 if has else (
                    0.3 if sheet.roundabout_marks < ROUNDABOUT_BOXES else 0.0)
                best = max(best, park_chance[s] * pool_chance[s] * roundabout)
            return best
        return park_chance[plan.street] * pool_chance[plan.street]


def _estate_plan_chance(needs: tuple[tuple[int, int], ...], candidates: list[list[float]], *,
                        consume: bool) -> float:
    """Chance of an estate plan: the best distinct candidates for each size it needs
    (``needs``: ``Plan.estate_needs``, the sizes in increasing order).

    ``consume``: a plan met now (chance 1) takes its finished estates out of ``candidates``:
    the turn claims it with them, and a plan valued after it cannot count them again.
    """
    chance = 1.0
    for size, count in needs:
        found = candidates[size - 1]
        if len(found) < count:
            return 0.0
        if len(found) > 1:
            found.sort(reverse=True)
        for k in range(count):
            chance *= found[k]
    if consume and chance >= 1.0:
        for size, count in needs:
            del candidates[size - 1][:count]
    return chance

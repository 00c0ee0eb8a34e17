"""The strong computer player: a sampled lookahead of one turn, the greedy evaluation at leaves.

For a decision it

1. plays every option of the turn and ranks them by the one-turn evaluation, as greedy does;
2. keeps the best ``CANDIDATES`` options that write differently (one per number and house:
   the lookahead judges where numbers go, the best use of the effect for a given number is
   left to the evaluation);
3. draws plausible next offers from the cards it has not seen (:mod:`.forecast`) and, for each
   offer and each candidate, finds the best reply of the next turn by the evaluation (replies
   leave the surveyor and the bis unused: their targets are many and alike); a candidate's
   worth is the mean of
   its best replies over the offers drawn, the same offers for every candidate so that luck
   cancels out;
4. every ``HALVING_EVERY`` offers, drops the weaker half of the candidates (successive halving),
   plays the best one and claims its plans like greedy.

With other players it values sheets as a *margin* over them (``margin=None``, the default;
``True`` or ``False`` forces it): the same evaluation plus what its play takes from them, the
temps ranking and the first value of the plans it claims first (see
:class:`~welcome_desktop.players.evaluation.Evaluator`). In a duel it does so only with the
calibration below: against greedy, the margin on top of the calibrated evaluation won by about
0.4 points a game more (four sets of 200 duels: +2.3, −0.8, +0.3 and 0.0, each with a standard
error of about 1), while with the plain evaluation it had lost games (it chased temps at the
expense of parks). It never asks for a reshuffle.

In two-player games it values sheets with ``DUEL_CALIBRATION``: the parts of the evaluation
weighed by what they turned out to be worth in played duels, as the game goes on (see
:mod:`.calibration`; greedy sums them as they are). With three players or more it evaluates
with ``DUEL_WEIGHTS`` (temps and pools weighed for the temps race, tuned on greedy duels); solo
with ``DEFAULT_WEIGHTS``.

**Foresight** (standard mode, ``foresight=True``): every seat sees the same offer and plans, and
the others' sheets as of the last turn are public, so it plays the others' likely turn as greedy
would (:func:`foresee`). A plan they are likely to claim first this turn counts approved, except
for a sheet that meets it now (claimed in the same turn, it still pays its first value); their
likely sheets give the temps ranking; a turn after which the game ends (theirs or its own) is
valued by its final score, the others gaining nothing more.

**Time budget and reproducibility.** The search stops on a *work count*, not on the clock: a
unit is one sheet evaluated (a street analysed afresh counts four, and replies and offers are
charged a little more for their set-up),
and ``budget_s`` buys ``budget_s * WORK_PER_SECOND`` units, ``WORK_PER_SECOND`` being measured
on the development machine with room to spare. So the same view and seed give the same turn on
any machine and under any load. The clock is only a safety cap (``hard_cap``, on by default): if
a decision reaches ``CAP_SHARE * budget_s`` anyway (a slow or busy machine), the search ends at
once, with the offers fully evaluated so far (``last.capped`` tells), which keeps decisions
within the budget but makes that decision depend on the machine's speed. Tests, and
tournaments run with ``--no-time-cap``, pass ``hard_cap=False`` for exact reproducibility.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from welcome_desktop.players.calibration import DUEL_CALIBRATION, calibration_for
from welcome_desktop.players.evaluation import (
    DEFAULT_WEIGHTS,
    DUEL_WEIGHTS,
    Calibration,
    Evaluator,
    Weights,
)
from welcome_desktop.players.forecast import Forecast
from welcome_desktop.players.greedy import best_claims, evaluator_for, ranked_options, turns_left
from welcome_desktop.players.options import Option, fork, turn_options
from welcome_desktop.players.view import SeatView
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.actions import (
    Action,
    BuildRoundabout,
    DrawFence,
    EffectAction,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.game import sheet_end_reasons
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import PlanCard, TurnContext

#: Work units per second of budget. Measured on one core of the development machine (strong
#: against greedy, two-player standard, basic and advanced) with the evaluation interpreted: a
#: median of ~43,000 units/s, but a 5th percentile anywhere between ~21,000 and ~41,000 from run
#: to run, both cores busy or not; kept at the low end so that the clock seldom has to stop a
#: search on a similar machine. With the evaluation compiled (the release wheel, setup.py) the
#: median is ~92,000 (5th percentile ~73,000), so a decision takes about a quarter of its budget
#: (135 ms median). Twice the work did not play better (against greedy, seeds 6000–6199, no
#: cap: 137 wins of 200 instead of 146, margin +7.4 instead of +8.6, a paired difference of −1.2
#: with a standard error of 1.1; half the work: 129 wins, +5.9, −2.8), so the rate stays as
#: measured, which also keeps a machine without a compiler within the budget.
WORK_PER_SECOND = 22_000
DEFAULT_BUDGET_S = 0.5
#: The clock stops the search at this share of the budget: the reply under way and the claims
#: still follow (up to 55 ms after a deadline at 0.9 on this 2-core machine, both cores busy).
CAP_SHARE = 0.85
#: Work units charged per reply and per offer drawn besides the sheets evaluated (setting up
#: a turn and listing its writes costs about as much as this many evaluations).
REPLY_OVERHEAD = 8
OFFER_OVERHEAD = 4
#: Work units charged for each street analysed afresh (about four evaluations' worth).
MISS_COST = 4
#: Sheets evaluated between two looks at the clock (when the clock cap is on).
CLOCK_EVERY = 32
#: Candidates kept after the one-turn ranking, and offers drawn between two halvings.
CANDIDATES = 4
HALVING_EVERY = 3


def _reply_targets(sheet: Sheet, street: int, targets: list[EffectAction]) -> list[EffectAction]:
    """In a reply, surveyor and bis are only skipped: their targets are many and alike."""
    if targets and isinstance(targets[0], (DrawFence, WriteBis)):
        return []
    return targets


class _OutOfTime(Exception):
    """The clock cap was reached in the middle of a reply."""


def best_reply(evaluator: Evaluator, sheet: Sheet, context: TurnContext,
               deadline: float | None = None) -> tuple[float, int]:
    """The value of the best reply to ``context`` from ``sheet``, and its cost in work units
    (the sheets evaluated, the streets analysed afresh, the set-up of a turn).

    Raises ``_OutOfTime`` when ``deadline`` (a ``time.perf_counter`` value) passes.
    """
    misses = evaluator.misses
    options = turn_options(sheet, context, roundabouts=False, targets=_reply_targets)
    best = float("-inf")
    for index, option in enumerate(options):
        if deadline is not None and index % CLOCK_EVERY == 0 and time.perf_counter() > deadline:
            raise _OutOfTime
        best = max(best, evaluator.value(option.sheet))
    return best, len(options) + MISS_COST * (evaluator.misses - misses) + REPLY_OVERHEAD


@dataclass(slots=True)
class SearchStats:
    """What one decision did: sheets evaluated, offers drawn, whether the clock stopped it."""

    work: int = 0
    offers: int = 0
    candidates: int = 0
    capped: bool = False


@dataclass(slots=True)
class _Candidate:
    option: Option
    greedy_value: float
    total: float = 0.0
    samples: int = 0
    bonus: float = 0.0
    """Added to every reply (a contested plan this candidate claims at its first value)."""
    final: float | None = None
    """The candidate's value when it ends the game (no reply follows)."""

    @property
    def mean(self) -> float:
        return self.total / self.samples if self.samples else self.greedy_value


@dataclass(frozen=True, slots=True)
class Foresight:
    """The other seats' likely turns, as greedy would play them (standard mode only: every seat
    sees the same offer and plan cards, and the others' sheets as of the last turn)."""

    sheets: tuple[Sheet, ...]
    """The other seats' sheets after their likely turn, in seat order."""
    contested: tuple[bool, ...]
    """Per plan: some other seat is likely to claim it first this turn (so it gets approved)."""
    ends: bool
    """Some other seat's likely turn ends the game."""
    gain: float
    """What the others' sheets are likely to gain on average if the game goes on."""
    work: int


def foresee(view: SeatView, weights: Weights) -> Foresight | None:
    """The other seats' likely turns (None outside standard multiplayer games).

    Only public information is used: the offer and plans every seat shares, and the others'
    sheets as of the last resolved turn (which is also all they know of this seat's sheet).
    """
    if view.mode is not Mode.STANDARD or view.player_count == 1:
        return None
    sheets: list[Sheet] = []
    contested = [False] * len(view.context.plan_cards)
    ends = False
    work = 0
    gains: list[float] = []
    later = turns_left(view) - 1.0
    for seat in range(view.player_count):
        if seat == view.seat:
            continue
        other = dataclasses.replace(view, seat=seat)
        evaluator = evaluator_for(other, weights)
        ranked = ranked_options(evaluator, other)
        best = ranked[0][1]
        claims = best_claims(evaluator, other.sheet, other.context, best.actions)
        sheet = fork(other.sheet, other.context, (*best.actions, *claims)).sheet
        for index, card in enumerate(view.context.plan_cards):
            if not card.approved and sheet.plan_claimed[index]:
                contested[index] = True
        ends = ends or bool(sheet_end_reasons(sheet))
        if later > 0:
            now = evaluator_for(other, weights, turns=0.0)
            going = evaluator_for(other, weights, turns=later)
            gains.append(going.value(sheet) - now.value(sheet))
        work += len(ranked) + MISS_COST * evaluator.misses + REPLY_OVERHEAD
        sheets.append(sheet)
    gain = sum(gains) / len(gains) if gains else 0.0
    return Foresight(tuple(sheets), tuple(contested), ends, gain, work)


class StrongPlayer:
    """Looks one turn ahead over sampled offers; see the module docstring."""

    level = Level.STRONG

    def __init__(self, budget_s: float = DEFAULT_BUDGET_S, *, hard_cap: bool = True,
                 candidates: int = CANDIDATES, weights: Weights | None = None,
                 margin: bool | None = None, foresight: bool = True,
                 calibrated: bool | None = None) -> None:
        if budget_s <= 0:
            raise ValueError("the time budget must be positive")
        self.budget_s = budget_s
        self.hard_cap = hard_cap
        self.candidates = candidates
        self.weights = weights
        """The evaluation's weights; None: ``DEFAULT_WEIGHTS`` when calibrated (see
        ``calibrated``) or solo, else ``DUEL_WEIGHTS``. The others' turns are always foreseen
        with ``DEFAULT_WEIGHTS``, uncalibrated, as greedy plays them."""
        self.margin = margin
        """Value sheets as a margin over the other players (see Evaluator); None: with three
        players or more, and in two-player games when calibrated."""
        self.calibrated = calibrated
        """Value sheets with ``DUEL_CALIBRATION`` (learnt from two-player games); None: in
        two-player games only."""
        self.foresight = foresight
        """Foresee the other seats' likely turns (standard mode; see ``foresee``)."""
        self.work = max(1, int(budget_s * WORK_PER_SECOND))
        """Work units per decision (the deterministic budget; see the module docstring)."""
        self.last = SearchStats()
        """What the last decision did (for benchmarks and curious users)."""

    def __repr__(self) -> str:
        return f"StrongPlayer(budget_s={self.budget_s})"

    def decide(self, view: SeatView, rng: random.Random) -> list[Action]:
        """The candidate turn with the best mean reply over sampled next offers."""
        deadline = time.perf_counter() + CAP_SHARE * self.budget_s if self.hard_cap else None
        self.last = SearchStats()
        foresight = foresee(view, DEFAULT_WEIGHTS) if self.foresight else None
        evaluator = self._evaluator(view, foresight)
        ranked = ranked_options(evaluator, view)
        self.last.work = len(ranked) + MISS_COST * evaluator.misses
        if foresight is not None:
            self.last.work += foresight.work
        chosen = (self._search(view, rng, ranked, deadline, evaluator=evaluator,
                               foresight=foresight)
                  if len(ranked) > 1 else ranked[0][1])
        claims = best_claims(evaluator, view.sheet, view.context, chosen.actions)
        return [*chosen.actions, *claims]

    def _weights_for(self, view: SeatView) -> Weights:
        """The weights of this decision (see ``weights``); a calibration was fitted on parts
        valued with the default ones."""
        if self.weights is not None:
            return self.weights
        if self._calibration(view) is not None:
            return DEFAULT_WEIGHTS
        return DUEL_WEIGHTS if view.player_count > 1 else DEFAULT_WEIGHTS

    def _calibration(self, view: SeatView) -> Calibration | None:
        """The calibration of this decision's evaluation (see ``calibrated``)."""
        if self.calibrated is None:
            return calibration_for(view)
        return DUEL_CALIBRATION if self.calibrated else None

    def _evaluator(self, view: SeatView, foresight: Foresight | None,
                   turns: float | None = None, *, now: bool = True) -> Evaluator:
        """The seat's evaluator; with ``foresight``, against the others' likely sheets after
        this turn, the plans they likely claim first counted approved (``now``: but paying
        their first value to a sheet that meets them)."""
        if foresight is None:
            return evaluator_for(view, self._weights_for(view), turns,
                                 margin=self._margin(view), calibration=self._calibration(view))
        cards = view.context.plan_cards
        contested = foresight.contested
        plan_cards: Sequence[PlanCard] = tuple(
            PlanCard(card.plan, True) if contested[i] else card
            for i, card in enumerate(cards))
        extra = [float(card.plan.first_value - card.plan.second_value)
                 if contested[i] and now else 0.0 for i, card in enumerate(cards)]
        if turns is None:
            turns = 0.0 if foresight.ends else turns_left(view)
        return Evaluator(plan_cards, solo=False,
                         others_temps=[sheet.temps for sheet in foresight.sheets],
                         turns_left=turns, weights=self._weights_for(view),
                         rivals=foresight.sheets if self._margin(view) else (), now=extra,
                         calibration=self._calibration(view))

    def _margin(self, view: SeatView) -> bool:
        """Whether this decision values a margin over the others (see ``margin``)."""
        if self.margin is not None:
            return self.margin
        return view.player_count > 2 or self._calibration(view) is not None

    def _search(self, view: SeatView, rng: random.Random, ranked: list[tuple[float, Option]],
                deadline: float | None, *, evaluator: Evaluator,
                foresight: Foresight | None) -> Option:
        forecast = Forecast(view)
        later = turns_left(view) - 1.0
        if not forecast.possible or later < 0 or (foresight is not None and foresight.ends):
            return ranked[0][1]
        work = self.last.work
        # One candidate per number written: the lookahead judges where numbers go; the best
        # use of the effect for a given number is left to the one-turn evaluation.
        alive: list[_Candidate] = []
        seen: set[object] = set()
        for value, option in ranked:
            key = _write_key(option)
            if key in seen:
                continue
            seen.add(key)
            alive.append(_Candidate(option, value))
            if len(alive) == self.candidates:
                break
        self.last.candidates = len(alive)
        if len(alive) == 1:
            return alive[0].option
        next_evaluator = self._evaluator(view, foresight, later, now=False)
        if foresight is not None:
            # A contested plan met now keeps its first value (the replies count it approved);
            # a turn that ends the game is worth its final score, the others gaining no more.
            final = self._evaluator(view, foresight, 0.0)
            for candidate in alive:
                sheet = candidate.option.sheet
                if sheet_end_reasons(sheet):
                    candidate.final = final.value(sheet) + foresight.gain
                elif any(foresight.contested):
                    chances = evaluator.plan_chances(sheet)
                    candidate.bonus = sum(
                        card.plan.first_value - card.plan.second_value
                        for i, card in enumerate(view.context.plan_cards)
                        if foresight.contested[i] and chances[i] >= 1.0)
        rounds = 0
        while work < self.work and len(alive) > 1:
            offer = forecast.sample(rng)
            work += OFFER_OVERHEAD
            context = TurnContext(view.mode, view.advanced, offer, view.context.plan_cards)
            replies = []
            try:
                for candidate in alive:
                    if candidate.final is not None:
                        replies.append(candidate.final)
                        continue
                    value, cost = best_reply(next_evaluator, candidate.option.sheet, context,
                                             deadline)
                    replies.append(value + candidate.bonus)
                    work += cost
            except _OutOfTime:
                # The offers fully evaluated so far decide.
                self.last.capped = True
                return _best(alive).option
            for candidate, value in zip(alive, replies, strict=True):
                candidate.total += value
                candidate.samples += 1
            rounds += 1
            self.last.offers = rounds
            self.last.work = work
            if rounds % HALVING_EVERY == 0 and len(alive) > 2:
                alive = sorted(alive, key=lambda c: -c.mean)[:max(2, len(alive) // 2)]
        return _best(alive).option


def _best(candidates: list[_Candidate]) -> _Candidate:
    """The candidate with the best mean (the earlier, better-ranked one on ties)."""
    best = candidates[0]
    for candidate in candidates[1:]:
        if candidate.mean > best.mean:
            best = candidate
    return best


def _write_key(option: Option) -> object:
    """What the option writes (roundabouts, number and house), its effect aside."""
    return tuple(a for a in option.actions if isinstance(a, (BuildRoundabout, Write, TakeRefusal)))

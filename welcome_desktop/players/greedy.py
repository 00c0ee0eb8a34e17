"""The greedy computer player: the best turn by the one-turn evaluation of the sheet.

It plays every complete option of the turn (see :mod:`~welcome_desktop.players.options`),
values the sheet each one leaves with :class:`~welcome_desktop.players.evaluation.Evaluator`,
keeps the best, then claims every plan it can (choosing the estates that keep the most value)
and never asks for a reshuffle.
"""

from __future__ import annotations

import itertools
import random

from welcome_desktop.players.evaluation import DEFAULT_WEIGHTS, Calibration, Evaluator, Weights
from welcome_desktop.players.options import (
    Option,
    claim_sequences,
    roundabout_options,
    written_options,
)
from welcome_desktop.players.view import SeatView
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.actions import Action, ClaimPlan
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import TurnContext

#: Claim sequences explored at most after the kept option (estate choices can multiply).
MAX_CLAIM_SEQUENCES = 200
#: Numbers with a surveyor or bis effect whose targets are all tried (the best first).
WIDE_WRITES = 16
#: Options (the best first) that are also tried with a roundabout after the effect.
ROUNDABOUT_TRIALS = 24
#: Empty houses of the fullest sheet filled per turn (measured in greedy standard games).
_FILL_PACE = 1.0


def turns_left(view: SeatView) -> float:
    """How many turns are likely to follow this one.

    Solo: the pile says it (three cards a turn). Otherwise the game ends when some sheet is
    full or three refusals are marked; the fullest sheet gives the estimate.
    """
    if view.mode is Mode.SOLO:
        return float(view.cards_remaining // 3)
    fewest = min(sheet.empty_houses() for sheet in view.sheets)
    refusals = max(sheet.refusals for sheet in view.sheets)
    estimate = fewest / _FILL_PACE - 1.0
    if refusals >= 2:
        estimate = min(estimate, 4.0)
    return max(0.0, estimate)


def evaluator_for(view: SeatView, weights: Weights = DEFAULT_WEIGHTS,
                  turns: float | None = None, *, margin: bool = False,
                  calibration: Calibration | None = None) -> Evaluator:
    """The evaluator of the view's seat for this decision (``margin``: over the others;
    ``calibration``: see ``Evaluator``)."""
    return Evaluator(
        view.context.plan_cards,
        solo=view.player_count == 1,
        others_temps=[sheet.temps for sheet in view.others],
        turns_left=turns_left(view) if turns is None else turns,
        weights=weights,
        rivals=view.others if margin else (),
        calibration=calibration,
    )


def best_claims(evaluator: Evaluator, start: Sheet, context: TurnContext,
                actions: tuple[Action, ...]) -> tuple[ClaimPlan, ...]:
    """The claims to make after ``actions``: a maximal sequence, the one that keeps most value.

    A plan that can be claimed is always claimed: its first value is the one at stake, and
    waiting only lets the others approve it.
    """
    best: tuple[ClaimPlan, ...] = ()
    best_value = float("-inf")
    sequences = list(itertools.islice(claim_sequences(start, context, actions),
                                      MAX_CLAIM_SEQUENCES))
    claimed_ids = [{claim.plan_id for claim in claims} for claims, _ in sequences]
    for (claims, sheet), ids in zip(sequences, claimed_ids, strict=True):
        # Keep only maximal sequences: no other sequence extends this one.
        if any(ids < other for other in claimed_ids):
            continue
        value = evaluator.value(sheet)
        if value > best_value:
            best, best_value = claims, value
    return best


def ranked_options(evaluator: Evaluator, view: SeatView) -> list[tuple[float, Option]]:
    """Every option of the turn with its value, best first (enumeration order on ties).

    Pruning: fences and bis houses are tried after the best ``WIDE_WRITES`` numbers with such
    an effect only (judged with the effect skipped), and roundabouts after the effect on the
    best ``ROUNDABOUT_TRIALS`` options only.
    """
    written, options = written_options(view.sheet, view.context)
    branching = [write for write in written if write.branching]
    for write in written:
        options.extend(write.options() if not write.branching else [write.skip()])
    scored = [(evaluator.value(option.sheet), index, option)
              for index, option in enumerate(options)]
    if len(branching) > WIDE_WRITES:
        # Fences and bis houses only after the numbers that look best with the effect skipped.
        value_of = {id(option.sheet): value for value, _, option in scored}
        branching.sort(key=lambda write: -value_of[id(write.sheet)])
        branching = branching[:WIDE_WRITES]
    count = len(scored)
    for write in branching:
        for option in write.options()[:-1]:  # the skip is scored already
            scored.append((evaluator.value(option.sheet), count, option))
            count += 1
    scored.sort(key=lambda item: (-item[0], item[1]))
    best = [option for _, _, option in scored[:ROUNDABOUT_TRIALS]]
    extra = roundabout_options(best, view.sheet, view.context)
    if extra:
        count = len(scored)
        scored.extend((evaluator.value(option.sheet), count + index, option)
                      for index, option in enumerate(extra))
        scored.sort(key=lambda item: (-item[0], item[1]))
    return [(value, option) for value, _, option in scored]


class GreedyPlayer:
    """The best complete turn by the one-turn evaluation."""

    level = Level.GREEDY

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS,
                 calibration: Calibration | None = None) -> None:
        self.weights = weights
        self.calibration = calibration

    def decide(self, view: SeatView, rng: random.Random) -> list[Action]:
        """The turn whose sheet evaluates best, then its plan claims."""
        evaluator = evaluator_for(view, self.weights, calibration=self.calibration)
        _, best = ranked_options(evaluator, view)[0]
        claims = best_claims(evaluator, view.sheet, view.context, best.actions)
        return [*best.actions, *claims]

    def __repr__(self) -> str:
        return "GreedyPlayer()"

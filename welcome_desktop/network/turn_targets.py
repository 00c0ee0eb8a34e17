"""What a seat's page needs of its turn in progress to draw it and offer its moves, beside the
tokens of :func:`~welcome_desktop.network.views.own_turn`: the step, the legal targets of that
step each with the sheet place it marks, whether the effect may be skipped, the turn
confirmed or a refusal taken, and the live score. All of it asked of the rules core
(``PlayerTurn``'s queries, ``rules.places``, ``rules.scoring``): the page holds no rule."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from welcome_desktop.rules.actions import Action, ClaimPlan, SkipEffect, TakeRefusal, Write
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.notation import format_action
from welcome_desktop.rules.places import action_place
from welcome_desktop.rules.scoring import score_sheet
from welcome_desktop.rules.turn import Phase, PlayerTurn

#: The page's step for each phase of a live turn.
STEPS = {Phase.START: "choose", Phase.CHOSEN: "write", Phase.WRITTEN: "effect",
         Phase.DONE: "finish"}


def _legal(turn: PlayerTurn, action: Action) -> bool:
    """``action`` is accepted now (tried on a copy of the turn)."""
    trial = PlayerTurn(turn.start, turn.context)
    for done in turn.actions:
        trial.apply(done)
    try:
        trial.apply(action)
    except IllegalAction:
        return False
    return True


def _step_actions(turn: PlayerTurn) -> list[Action]:
    """The legal actions of the step in progress that mark a place."""
    phase = turn.phase
    if phase is Phase.CHOSEN and turn.choice is not None:
        return [Write(street, house, value)
                for chosen, value, houses in turn.placements() if chosen == turn.choice
                for street, house in houses]
    if phase is Phase.WRITTEN:
        return list(turn.truck_choices()) or list(turn.effect_targets())
    if phase is Phase.DONE:
        return [ClaimPlan(plan.id, tuple(choices[0])) for plan, choices in turn.claimable()
                if choices]
    return []


def turn_targets(turn: PlayerTurn, others_temps: Sequence[int],
                 live: bool) -> dict[str, Any]:
    """The page's part of a seat's own turn (``live``: not confirmed, the game not over)."""
    targets = []
    if live:
        plan_ids = turn.sheet.plan_ids
        for action in _step_actions(turn):
            place = action_place(action, plan_ids)
            if place is not None:
                targets.append({"intent": format_action(action), "zone": place[0],
                                "street": place[1], "index": place[2]})
    return {
        "step": STEPS[turn.phase] if live else "wait",
        "targets": targets,
        "can_skip": live and turn.effect_skippable() and _legal(turn, SkipEffect()),
        "can_refuse": live and turn.phase is Phase.START and _legal(turn, TakeRefusal()),
        "score": score_sheet(turn.sheet, others_temps).to_dict(),
    }


__all__ = ["STEPS", "turn_targets"]

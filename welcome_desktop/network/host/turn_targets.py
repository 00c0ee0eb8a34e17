"""What a seat's page needs of its turn in progress to draw it and offer its moves, beside the
tokens of :func:`~welcome_desktop.network.host.views.own_turn`: the step, the legal targets of that
step each with the sheet place it marks, whether the effect may be skipped, the turn
confirmed or a refusal taken, the live score, and for the ice cream truck's two ends what
choosing each would do (``drive``, as the window's preview shows it). All of it asked of the
rules core (``PlayerTurn``'s queries, ``rules.places``, ``rules.scoring``,
``rules.theme_view``): the page holds no rule."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from welcome_desktop.network.protocol.view_model import Target, TruckDrive, TurnTargets
from welcome_desktop.rules.actions import Action, ChooseTruck, ClaimPlan, Write
from welcome_desktop.rules.notation import format_action
from welcome_desktop.rules.places import action_place
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.scoring import score_sheet
from welcome_desktop.rules.sheet import Estate, Sheet
from welcome_desktop.rules.theme_view import truck_drive
from welcome_desktop.rules.turn import Phase, PlayerTurn

#: The page's step for each phase of a live turn.
STEPS: Final[dict[Phase, Literal["choose", "write", "effect", "finish"]]] = {
    Phase.START: "choose", Phase.CHOSEN: "write", Phase.WRITTEN: "effect", Phase.DONE: "finish"}


def step_actions(phase: Phase, writes: Sequence[Write], trucks: Sequence[Action],
                 effects: Sequence[Action],
                 claimable: Sequence[tuple[Plan, Sequence[tuple[Estate, ...]]]]
                 ) -> list[Action]:
    """Of a turn's legal actions now (as the view asked them of the rules), those of the step
    in progress that mark a place: the writes, the truck (due before the effect) or the
    effect, a claim per claimable plan (its first choice of estates)."""
    if phase is Phase.CHOSEN:
        return list(writes)
    if phase is Phase.WRITTEN:
        return list(trucks) or list(effects)
    if phase is Phase.DONE:
        return [ClaimPlan(plan.id, tuple(choices[0])) for plan, choices in claimable if choices]
    return []


def _drive(sheet: Sheet, action: Action) -> TruckDrive | None:
    """What choosing the truck of ``action`` would do now: the bottom street's houses it would
    pass, the cones it would sell and lose (houses from 0), the scoops sold and whether it
    would reach the street's bonus (None: not a truck choice)."""
    drive = truck_drive(sheet, action.end) if isinstance(action, ChooseTruck) else None
    if drive is None:
        return None
    return {"passed": list(drive.passed), "sold": list(drive.sold), "lost": list(drive.lost),
            "scoops": drive.scoops, "bonus": drive.bonus}


def turn_targets(turn: PlayerTurn, others_temps: Sequence[int], live: bool,
                 refusal_code: str | None, actions: Sequence[Action]) -> TurnTargets:
    """The page's part of a seat's own turn (``live``: not confirmed, the game not over;
    ``refusal_code``: why a refusal may not be taken now, None when it may; ``actions``: the
    step's, from :func:`step_actions`)."""
    targets: list[Target] = []
    if live:
        plan_ids = turn.sheet.plan_ids
        for action in actions:
            place = action_place(action, plan_ids)
            if place is not None:
                target: Target = {"intent": format_action(action), "zone": place[0],
                                  "street": place[1], "index": place[2]}
                drive = _drive(turn.sheet, action)
                if drive is not None:
                    target["drive"] = drive
                targets.append(target)
    return {
        "step": STEPS[turn.phase] if live else "wait",
        "targets": targets,
        "can_skip": live and turn.effect_skippable(),
        "can_refuse": live and refusal_code is None,
        "score": score_sheet(turn.sheet, others_temps).to_dict(),
    }


__all__ = ["STEPS", "step_actions", "turn_targets"]

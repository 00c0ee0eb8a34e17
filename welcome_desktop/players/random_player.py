"""The easy computer player: a uniformly random legal turn.

It is also what ``welcome-desktop simulate`` plays, so it reaches every kind of action:
roundabouts before or after the number, temp-changed numbers, every effect, skipped effects,
plan claims with a random choice of estates, reshuffle requests and forced refusals.
"""

from __future__ import annotations

import random

from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildRoundabout,
    Choose,
    ClaimPlan,
    MarkTemp,
    SkipEffect,
    TakeRefusal,
    Write,
)
from welcome_desktop.rules.turn import PlayerTurn

ROUNDABOUT_CHANCE = 0.04
SKIP_EFFECT_CHANCE = 0.1
CLAIM_CHANCE = 0.9
RESHUFFLE_CHANCE = 0.5


def _act(turn: PlayerTurn, action: Action, played: list[Action]) -> None:
    turn.apply(action)
    played.append(action)


def _pick_placement(groups: list[tuple[Choose, int, list[tuple[int, int]]]],
                    rng: random.Random) -> tuple[Choose, int, int, int]:
    """Uniform over every legal (choice, house, number), without listing them one by one."""
    k = rng.randrange(sum(len(houses) for _, _, houses in groups))
    for choose, value, houses in groups:
        if k < len(houses):
            street, house = houses[k]
            return choose, street, house, value
        k -= len(houses)
    raise AssertionError("k is below the number of placements")


def play_random_turn(turn: PlayerTurn, rng: random.Random) -> list[Action]:
    """Play a random legal turn on ``turn`` (from its start) and return its actions."""
    played: list[Action] = []
    if turn.roundabout_allowed and rng.random() < ROUNDABOUT_CHANCE:
        street, house = rng.choice(turn.sheet.roundabout_houses())
        _act(turn, BuildRoundabout(street, house), played)
    groups = turn.placements()
    if not groups and not turn.refusal_forced():
        # Only a roundabout lets a number be written: build one that does (ruling 2).
        houses = list(turn.sheet.enabling_roundabouts(turn.candidate_values()))
        street, house = rng.choice(houses)
        _act(turn, BuildRoundabout(street, house), played)
        groups = turn.placements()
    if not groups:
        _act(turn, TakeRefusal(), played)
    else:
        choose, street, house, value = _pick_placement(groups, rng)
        _act(turn, choose, played)
        _act(turn, Write(street, house, value), played)
        trucks = turn.truck_choices()
        if trucks:
            _act(turn, rng.choice(trucks), played)
        if turn.changed:
            _act(turn, MarkTemp(), played)
        else:
            targets = turn.effect_targets()
            if targets and rng.random() >= SKIP_EFFECT_CHANCE:
                _act(turn, rng.choice(targets), played)
            else:
                _act(turn, SkipEffect(), played)
    if turn.roundabout_allowed and rng.random() < ROUNDABOUT_CHANCE:
        houses = turn.sheet.roundabout_houses()
        if houses:
            street, house = rng.choice(houses)
            _act(turn, BuildRoundabout(street, house), played)
    declined: set[str] = set()
    while True:
        # Each claim marks houses used, so what is claimable is asked again after it.
        open_plans = [p for p in turn.claimable_plans() if p.id not in declined]
        if not open_plans:
            break
        plan = open_plans[0]
        if rng.random() < CLAIM_CHANCE:
            estates = rng.choice(turn.estate_choices(plan))
            claim = ClaimPlan(plan.id, tuple((e.street, e.first, e.size) for e in estates))
            _act(turn, claim, played)
        else:
            declined.add(plan.id)
    if turn.reshuffle_entitled and rng.random() < RESHUFFLE_CHANCE:
        _act(turn, AskReshuffle(), played)
    return played

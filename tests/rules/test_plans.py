"""The 28 city plans: each can be claimed on one sheet (right value, right houses used) and not
yet on another (ruling 10, values of ruling 11)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from welcome_desktop.rules import PLANS, AskReshuffle, BuildRoundabout, ClaimPlan
from welcome_desktop.rules.description import sheet_to_dict

from .helpers import STREET_SIZES, assert_illegal, make_sheet, play, scratch_turn

# rules.md section 1: id -> (sizes, first value, second value)
ESTATE_PLANS: dict[str, tuple[tuple[int, ...], int, int]] = {
    "1-A": ((1, 1, 1, 1, 1, 1), 8, 4), "1-B": ((2, 2, 2, 2), 8, 4), "1-C": ((3, 3, 3), 8, 4),
    "1-D": ((4, 4), 6, 3), "1-E": ((5, 5), 8, 4), "1-F": ((6, 6), 10, 6),
    "2-A": ((1, 1, 1, 6), 11, 6), "2-B": ((2, 2, 5), 10, 6), "2-C": ((3, 3, 4), 12, 7),
    "2-D": ((3, 6), 8, 4), "2-E": ((4, 5), 9, 5), "2-F": ((1, 1, 1, 4), 9, 5),
    "3-A": ((1, 2, 6), 12, 7), "3-B": ((1, 4, 5), 13, 7), "3-C": ((3, 4), 7, 3),
    "3-D": ((2, 5), 7, 3), "3-E": ((1, 2, 2, 3), 11, 6), "3-F": ((2, 3, 5), 13, 7),
}
ADVANCED_VALUES: dict[str, tuple[int, int]] = {
    "1-G": (8, 4), "1-H": (6, 3), "1-I": (8, 3), "1-J": (6, 3), "1-K": (7, 4),
    "2-G": (7, 4), "2-H": (10, 5), "2-I": (7, 4), "2-J": (10, 5), "2-K": (8, 3),
}
OTHER_PLANS = {1: "1-A", 2: "2-A", 3: "3-A"}


def plans_with(pid: str) -> tuple[str, str, str]:
    """Three plans n°1, n°2, n°3, one of them ``pid``."""
    deck = int(pid[0])
    chosen = [OTHER_PLANS[n] if n != deck else pid for n in (1, 2, 3)]
    if pid in OTHER_PLANS.values():
        chosen = [pid if n == deck else {1: "1-B", 2: "2-B", 3: "3-B"}[n] for n in (1, 2, 3)]
    return chosen[0], chosen[1], chosen[2]


def test_every_plan_is_covered() -> None:
    """The plan table of rules.md is exactly the code's 28 base plans with their values (the
    theme plans are checked in test_themes)."""
    assert set(ESTATE_PLANS) | set(ADVANCED_VALUES) == {
        pid for pid, plan in PLANS.items() if plan.sheet == "base"}
    for pid, (sizes, first, second) in ESTATE_PLANS.items():
        plan = PLANS[pid]
        assert (sorted(plan.estate_sizes), plan.first_value, plan.second_value) == (
            sorted(sizes), first, second)
        assert not plan.advanced
    for pid, (first, second) in ADVANCED_VALUES.items():
        plan = PLANS[pid]
        assert (plan.first_value, plan.second_value, plan.advanced) == (first, second, True)


def layout(sizes: tuple[int, ...]) -> tuple[dict[str, str], list[tuple[int, int, int]]]:
    """Street texts holding exactly one estate per size (streets 0, 2, then 1 from house 7,
    so that the scratch house (1, 5) stays apart), and the estates as (street, first, size)."""
    rooms = {0: (0, STREET_SIZES[0]), 2: (0, STREET_SIZES[2]), 1: (7, STREET_SIZES[1])}
    texts: dict[int, list[str]] = {0: [], 1: ["_"] * 6 + ["|"], 2: []}
    cursor = {s: start for s, (start, _) in rooms.items()}
    estates = []
    for size in sorted(sizes, reverse=True):
        street = next(s for s in (0, 2, 1) if cursor[s] + size <= rooms[s][1])
        first = cursor[street]
        texts[street] += [str(first + i) for i in range(size)]
        cursor[street] += size
        if cursor[street] < rooms[street][1]:
            texts[street].append("|")
        estates.append((street, first, size))
    names = {0: "top", 1: "middle", 2: "bottom"}
    return {names[s]: " ".join(t) for s, t in texts.items()}, estates


def used_houses(estates: list[tuple[int, int, int]]) -> list[list[int]]:
    used: list[list[int]] = [[], [], []]
    for street, first, size in estates:
        used[street].extend(range(first, first + size))
    return [sorted(u) for u in used]


@pytest.mark.parametrize("approved", [False, True], ids=["first", "second"])
@pytest.mark.parametrize("pid", sorted(ESTATE_PLANS))
def test_estate_plan_can_be_claimed(pid: str, approved: bool) -> None:
    """The estates of the card's sizes are claimed: value paid, their houses used."""
    sizes, first, second = ESTATE_PLANS[pid]
    streets, estates = layout(sizes)
    plans = plans_with(pid)
    index = int(pid[0]) - 1
    approvals = [False, False, False]
    approvals[index] = approved
    sheet = make_sheet(**streets, plans=plans)
    turn = scratch_turn(sheet, advanced=False, approved=approvals)
    claimable = {plan.id: choices for plan, choices in turn.claimable()}
    assert pid in claimable
    assert any(sorted(tuple(e) for e in choice) == sorted(estates) for choice in claimable[pid])
    play(turn, ClaimPlan(pid, tuple(estates)))
    assert turn.sheet.plan_claimed[index]
    assert turn.sheet.plan_values[index] == (second if approved else first)
    assert sheet_to_dict(turn.sheet)["used"] == used_houses(estates)
    assert turn.first_claims == ([] if approved else [pid])
    # The claimed estates are used: the plan is no longer claimable with them.
    assert pid not in {plan.id for plan, _ in turn.claimable()}


def test_no_roundabout_after_a_claim() -> None:
    """A roundabout is built before the claims: after one, the rules query and the action agree."""
    pid = sorted(ESTATE_PLANS)[0]
    streets, estates = layout(ESTATE_PLANS[pid][0])
    turn = scratch_turn(make_sheet(**streets, plans=plans_with(pid)), advanced=True)
    assert turn.roundabout_refusal() is None
    play(turn, ClaimPlan(pid, tuple(estates)))
    assert getattr(turn.roundabout_refusal(), "code", None) == "roundabout_timing"
    assert_illegal(turn, BuildRoundabout(0, 0), "roundabout_timing")


@pytest.mark.parametrize("pid", sorted(ESTATE_PLANS))
def test_estate_plan_cannot_be_claimed_yet(pid: str) -> None:
    """One house of one estate still empty: the remaining estates do not have the sizes."""
    sizes, _, _ = ESTATE_PLANS[pid]
    streets, estates = layout(sizes)
    street, first, size = estates[-1]
    names = {0: "top", 1: "middle", 2: "bottom"}
    # Empty the last house of the last estate.
    tokens = streets[names[street]].split()
    numbered = [i for i, t in enumerate(tokens) if t not in ("|", "_")]
    position = next(i for i in numbered if int(tokens[i]) == first + size - 1)
    tokens[position] = "_"
    streets[names[street]] = " ".join(tokens)
    sheet = make_sheet(**streets, plans=plans_with(pid))
    turn = scratch_turn(sheet, advanced=False)
    assert pid not in {plan.id for plan, _ in turn.claimable()}
    sizes_text = str(list(PLANS[pid].estate_sizes))
    assert_illegal(turn, ClaimPlan(pid, tuple(estates[:-1])), "plan_sizes",
                   f"{pid} needs estates of sizes {sizes_text}")


@dataclass
class AdvancedCase:
    """A sheet on which an advanced plan holds, and the used houses its claim marks."""

    pid: str
    sheet: dict[str, Any]
    used: list[list[int]] = field(default_factory=lambda: [[], [], []])
    scratch: tuple[int, int] = (1, 5)


FULL_POOLS = ((2, 6, 7), (0, 3, 7), (1, 6, 10))
TOP_POOLS = "0 1 2 3 4 5 6 7"
MIDDLE_POOLS = "0 _ _ 3 _ _ _ 7"
BOTTOM_FULL = "0 1 2 3 4 5 6 7 8 9 10 11"

CAN: dict[str, AdvancedCase] = {
    "1-G": AdvancedCase("1-G", {"bottom": BOTTOM_FULL}, [[], [], list(range(12))]),
    "1-H": AdvancedCase("1-H", {"top": "0 1 2 3 4 5 6 7 8 9"}, [list(range(10)), [], []]),
    "1-I": AdvancedCase("1-I", {"bottom": "1 1b 2 2b 3 3b 4 4b 5 5b"}),
    "1-J": AdvancedCase("1-J", {"temps": 7}),
    "1-K": AdvancedCase("1-K", {"top": "1 _ _ _ _ _ _ _ _ 15",
                                "middle": "1 _ _ _ _ _ _ _ _ _ 15",
                                "bottom": "1 _ _ _ _ _ _ _ _ _ _ 15"},
                        [[0, 9], [0, 10], [0, 11]]),
    "2-G": AdvancedCase("2-G", {"parks": (3, 0, 5)}),
    "2-H": AdvancedCase("2-H", {"bottom": "0 1 2 3 R 5 6 7 8 9 10 11", "parks": (0, 0, 5),
                                "pools": ((), (), (1, 6, 10))}),
    "2-I": AdvancedCase("2-I", {"top": TOP_POOLS, "middle": MIDDLE_POOLS,
                                "pools": (FULL_POOLS[0], FULL_POOLS[1], ())}),
    "2-J": AdvancedCase("2-J", {"bottom": BOTTOM_FULL, "parks": (0, 0, 5),
                                "pools": ((), (), FULL_POOLS[2])}),
    "2-K": AdvancedCase("2-K", {"middle": MIDDLE_POOLS, "parks": (0, 4, 0),
                                "pools": ((), FULL_POOLS[1], ())}),
}

# A sheet close to each condition where it does not hold yet.
CANNOT: dict[str, AdvancedCase] = {
    "1-G": AdvancedCase("1-G", {"bottom": "0 1 2 3 4 5 6 7 8 9 10 _"}),
    "1-H": AdvancedCase("1-H", {"top": "0 1 2 3 _ 5 6 7 8 9"}),
    "1-I": AdvancedCase("1-I", {"bottom": "1 1b 2 2b 3 3b 4 4b 5", "top": "1 1b"}),
    "1-J": AdvancedCase("1-J", {"temps": 6}),
    "1-K": AdvancedCase("1-K", {"top": "1 _ _ _ _ _ _ _ _ 15",
                                "middle": "1 _ _ _ _ _ _ _ _ _ 15",
                                "bottom": "1 _ _ _ _ _ _ _ _ _ _ _"}),
    "2-G": AdvancedCase("2-G", {"parks": (3, 3, 4)}),
    "2-H": AdvancedCase("2-H", {"bottom": BOTTOM_FULL, "parks": (0, 0, 5),
                                "pools": ((), (), (1, 6, 10))}),
    "2-I": AdvancedCase("2-I", {"top": TOP_POOLS, "middle": MIDDLE_POOLS,
                                "pools": (FULL_POOLS[0], (0, 3), ())}),
    "2-J": AdvancedCase("2-J", {"bottom": BOTTOM_FULL, "parks": (0, 0, 4),
                                "pools": ((), (), FULL_POOLS[2])}),
    "2-K": AdvancedCase("2-K", {"middle": MIDDLE_POOLS, "parks": (0, 4, 0),
                                "pools": ((), (0, 7), ())}),
}


def advanced_turn(case: AdvancedCase, approved: bool = False) -> tuple[Any, int]:
    index = int(case.pid[0]) - 1
    approvals = [False, False, False]
    approvals[index] = approved
    sheet = make_sheet(**case.sheet, plans=plans_with(case.pid))
    return scratch_turn(sheet, case.scratch, advanced=True, approved=approvals), index


@pytest.mark.parametrize("approved", [False, True], ids=["first", "second"])
@pytest.mark.parametrize("pid", sorted(CAN))
def test_advanced_plan_can_be_claimed(pid: str, approved: bool) -> None:
    """The condition holds: value paid, and only the houses of ruling 10 are used."""
    turn, index = advanced_turn(CAN[pid], approved)
    assert pid in {plan.id for plan, _ in turn.claimable()}
    play(turn, ClaimPlan(pid))
    first, second = ADVANCED_VALUES[pid]
    assert turn.sheet.plan_claimed[index]
    assert turn.sheet.plan_values[index] == (second if approved else first)
    assert sheet_to_dict(turn.sheet)["used"] == CAN[pid].used
    assert turn.first_claims == ([] if approved else [pid])


@pytest.mark.parametrize("pid", sorted(CANNOT))
def test_advanced_plan_cannot_be_claimed_yet(pid: str) -> None:
    """The condition does not hold yet: plan_unmet, naming the condition."""
    turn, _ = advanced_turn(CANNOT[pid])
    assert pid not in {plan.id for plan, _ in turn.claimable()}
    condition = PLANS[pid].describe()
    assert_illegal(turn, ClaimPlan(pid), "plan_unmet",
                   f"the condition of {pid} is not met: {condition}")


def test_1g_marks_the_roundabout_of_the_street_used() -> None:
    """1-G with a roundabout in street 2: every index of the street is used, roundabout too."""
    case = AdvancedCase("1-G", {"bottom": "0 1 2 3 R 5 6 7 8 9 10 11"}, [[], [], list(range(12))])
    turn, _ = advanced_turn(case)
    play(turn, ClaimPlan("1-G"))
    assert sheet_to_dict(turn.sheet)["used"] == [[], [], list(range(12))]


def test_1h_not_claimable_once_a_house_of_the_street_is_used() -> None:
    """1-H needs every house of street 0 built and none used yet."""
    case = AdvancedCase("1-H", {"top": "0u 1u 2 3 4 5 6 7 8 9"})
    turn, _ = advanced_turn(case)
    assert_illegal(turn, ClaimPlan("1-H"), "plan_unmet")


def test_1k_a_roundabout_at_an_end_is_not_a_built_house() -> None:
    """1-K: a roundabout on a first or last house does not count (ruling 10)."""
    case = AdvancedCase("1-K", {"top": "R _ _ _ _ _ _ _ _ 15",
                                "middle": "1 _ _ _ _ _ _ _ _ _ 15",
                                "bottom": "1 _ _ _ _ _ _ _ _ _ _ 15"})
    turn, _ = advanced_turn(case)
    assert_illegal(turn, ClaimPlan("1-K"), "plan_unmet")


def test_1k_an_end_house_already_used_blocks_the_plan() -> None:
    """1-K: the end houses must be unused."""
    case = AdvancedCase("1-K", {"top": "1u _ _ _ _ _ _ _ _ 15",
                                "middle": "1 _ _ _ _ _ _ _ _ _ 15",
                                "bottom": "1 _ _ _ _ _ _ _ _ _ _ 15"})
    turn, _ = advanced_turn(case)
    assert_illegal(turn, ClaimPlan("1-K"), "plan_unmet")


def test_2h_needs_the_roundabout_in_the_same_street() -> None:
    """2-H: parks, pools and a roundabout must be in one street."""
    case = AdvancedCase("2-H", {"top": "R", "bottom": BOTTOM_FULL, "parks": (0, 0, 5),
                                "pools": ((), (), (1, 6, 10))})
    turn, _ = advanced_turn(case)
    assert_illegal(turn, ClaimPlan("2-H"), "plan_unmet")


def test_pool_used_for_a_plan_still_counts_for_another() -> None:
    """Advanced pool and park plans mark nothing: 2-I then 2-K share street 1's pools."""
    sheet = make_sheet(top=TOP_POOLS, middle=MIDDLE_POOLS, parks=(0, 4, 0),
                       pools=(FULL_POOLS[0], FULL_POOLS[1], ()), plans=("1-A", "2-I", "3-A"))
    turn = scratch_turn(sheet)
    play(turn, ClaimPlan("2-I"))
    assert sheet_to_dict(turn.sheet)["used"] == [[], [], []]
    assert turn.sheet.plan_values[1] == 7


def test_estate_plan_claimed_later_pays_the_second_value_and_gives_no_reshuffle() -> None:
    """Claimed after approval: second value, and no reshuffle may be asked for."""
    streets, estates = layout((3, 4))
    sheet = make_sheet(**streets, plans=("1-A", "2-A", "3-C"))
    turn = scratch_turn(sheet, advanced=False, approved=(False, False, True))
    play(turn, ClaimPlan("3-C", tuple(estates)))
    assert turn.sheet.plan_values[2] == 3
    assert not turn.reshuffle_entitled
    assert_illegal(turn, AskReshuffle(), "reshuffle_not_entitled")

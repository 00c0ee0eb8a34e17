"""The rulebook's worked examples (rules.md section 3) as scenarios."""

from __future__ import annotations

import pytest

from welcome_desktop.rules import (
    BuildRoundabout,
    Choose,
    DrawFence,
    MarkTemp,
    SkipEffect,
    Write,
    rank_players,
    score_sheet,
)
from welcome_desktop.rules.sheet import Estate

from .helpers import assert_illegal, make_sheet, new_turn, play

TEMP_WITH_8 = ((8, "temp"), (1, "park"), (2, "park"))


@pytest.mark.parametrize("value", [6, 7, 8, 9, 10])
def test_temp_agency_with_an_8_writes_6_to_10(value: int) -> None:
    """An 8 with the temp agency may be written as 6, 7, 8, 9 or 10."""
    turn = new_turn(make_sheet(), TEMP_WITH_8)
    play(turn, Choose(0), Write(0, 4, value), MarkTemp())
    turn.check_complete()
    assert turn.sheet.number(0, 4) == value
    assert turn.sheet.temps == 1


def test_temp_agency_with_an_8_offers_exactly_6_to_10() -> None:
    """The values offered by the temp combination are 6..10 and nothing else."""
    turn = new_turn(make_sheet(), TEMP_WITH_8)
    assert turn.values_for(turn.context.offer[0]) == (6, 7, 8, 9, 10)


@pytest.mark.parametrize("value", [5, 11])
def test_temp_agency_with_an_8_refuses_5_and_11(value: int) -> None:
    """A change of 3 is beyond the temp agency."""
    turn = play(new_turn(make_sheet(), TEMP_WITH_8), Choose(0))
    assert_illegal(turn, Write(0, 4, value), "temp_range",
                   "the temp agency changes 8 by at most 2, within 0 to 17")


def test_surveyor_example_splits_an_estate_of_3_into_1_and_2() -> None:
    """5 in house 2 of street 1, then a fence between houses 0 and 1 of street 0."""
    sheet = make_sheet(top="1 2 3 | _")
    assert Estate(0, 0, 3) in sheet.estates()
    turn = new_turn(sheet, ((5, "surveyor"), (1, "park"), (2, "park")))
    play(turn, Choose(0), Write(1, 2, 5), DrawFence(0, 0))
    turn.check_complete()
    estates = turn.sheet.estates()
    assert Estate(0, 0, 3) not in estates
    assert Estate(0, 0, 1) in estates
    assert Estate(0, 1, 2) in estates
    assert turn.sheet.number(1, 2) == 5
    # The new 5 starts an estate in street 1 but is not one yet (no fences around it).
    assert [e for e in estates if e.street == 1] == []


def test_real_estate_example_one_mark_in_size_2() -> None:
    """One mark in the size-2 column, none in size 3: estates of 2 and of 3 are worth 3."""
    sheet = make_sheet(top="1 2 | 3 4 5 | _", estate_marks=(0, 1, 0, 0, 0, 0))
    breakdown = score_sheet(sheet, [0])
    assert breakdown.estates[1].count == 1 and breakdown.estates[1].value == 3
    assert breakdown.estates[2].count == 1 and breakdown.estates[2].value == 3
    assert breakdown.total == 6


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 6])
def test_real_estate_example_no_marks_an_estate_of_k_is_worth_k(size: int) -> None:
    """Without marks an estate of k houses is worth k points."""
    houses = " ".join(str(n) for n in range(size))
    sheet = make_sheet(top=f"{houses} | _" if size < 10 else houses)
    breakdown = score_sheet(sheet, [0])
    assert breakdown.estates[size - 1].count == 1
    assert breakdown.estates[size - 1].points == size
    assert breakdown.total == size


def test_ascending_order_10_directly_after_7() -> None:
    """10 may be written directly right of a 7."""
    turn = new_turn(make_sheet(top="7"), ((10, "park"), (1, "park"), (2, "park")))
    play(turn, Choose(0), Write(0, 1, 10), SkipEffect())
    assert turn.sheet.houses[0][:2] == [7, 10]


def test_ascending_order_gaps_may_be_filled_later() -> None:
    """A gap left between 7 and 10 takes an 8 later, but not an 11."""
    sheet = make_sheet(top="7 _ _ 10")
    turn = new_turn(sheet, ((8, "park"), (11, "park"), (2, "park")))
    play(turn, Choose(0), Write(0, 1, 8), SkipEffect())
    assert turn.sheet.number(0, 1) == 8
    late = play(new_turn(sheet, ((11, "park"), (1, "park"), (2, "park"))), Choose(0))
    assert_illegal(late, Write(0, 2, 11), "number_not_smaller",
                   "11 must be smaller than 10, the number to its right")


def test_roundabout_restarts_the_numbering() -> None:
    """A street reading 8 10 ◎ 4 5 7 is legal: numbering restarts right of a roundabout."""
    sheet = make_sheet(top="8 10 _ _ 5 7")
    turn = new_turn(sheet, ((4, "park"), (1, "park"), (2, "park")), advanced=True)
    play(turn, BuildRoundabout(0, 2), Choose(0), Write(0, 3, 4), SkipEffect())
    turn.check_complete()
    row = turn.sheet.houses[0]
    assert [turn.sheet.number(0, h) for h in range(6)] == [8, 10, None, 4, 5, 7]
    assert turn.sheet.is_roundabout(0, 2)
    assert row[6:] == [-1] * 4


def test_roundabout_example_without_the_roundabout_4_is_too_small() -> None:
    """Without the roundabout, 4 right of 10 breaks the ascending order."""
    sheet = make_sheet(top="8 10 _ _ 5 7")
    turn = play(new_turn(sheet, ((4, "park"), (1, "park"), (2, "park"))), Choose(0))
    assert_illegal(turn, Write(0, 3, 4), "number_not_greater",
                   "4 must be greater than 10, the number to its left")


def test_tie_example_more_estates_wins() -> None:
    """Equal totals: the player with more estates ranks first."""
    # P0: one estate of 2 (2 points). P1: two estates of 1 (1 + 1 points).
    p0 = score_sheet(make_sheet(top="1 2 | _"), [0])
    p1 = score_sheet(make_sheet(top="1 | 2 | _"), [0])
    assert p0.total == p1.total == 2
    groups, ties = rank_players([p0, p1])
    assert groups == [[1], [0]]
    assert [(t.players, t.criterion) for t in ties] == [((1, 0), "estates")]


def test_tie_example_then_more_estates_of_size_1() -> None:
    """Equal totals and estate counts: more estates of size 1 wins, then of size 2, ..."""
    # P0: estates of 1 and 3 (1 + 3 = 4); P1: estates of 2 and 2 (2 + 2 = 4).
    p0 = score_sheet(make_sheet(top="1 | 2 3 4 | _"), [0])
    p1 = score_sheet(make_sheet(top="1 2 | 3 4 | _"), [0])
    assert p0.total == p1.total == 4
    groups, ties = rank_players([p1, p0])
    assert groups == [[1], [0]]
    assert [(t.players, t.criterion) for t in ties] == [((1, 0), "size_1")]


def test_tie_example_fully_tied_players_share_the_rank() -> None:
    """Players equal in total and every estate count share their rank."""
    a = score_sheet(make_sheet(top="1 2 | _"), [0])
    b = score_sheet(make_sheet(middle="1 2 | _"), [0])
    c = score_sheet(make_sheet(top="1 2 | 3 | _"), [0])
    groups, ties = rank_players([a, b, c])
    assert groups == [[2], [0, 1]]
    assert [(t.players, t.criterion) for t in ties] == [((0, 1), None)]

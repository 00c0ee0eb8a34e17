"""Every track of the sheet scores the values of rules.md section 1, and the temps ranking
(ruling 14) and final ranking (ruling 15)."""

from __future__ import annotations

import pytest

from welcome_desktop.rules import score_sheet
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.scoring import score_players

from .helpers import (
    BIS_VALUES,
    ESTATE_VALUES,
    PARK_VALUES,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    independent_breakdown,
    make_sheet,
)

PARK_CASES = [(s, n) for s in range(3) for n in range(len(PARK_VALUES[s]))]


@pytest.mark.parametrize(("street", "marks"), PARK_CASES)
def test_park_track_of_each_street(street: int, marks: int) -> None:
    """Parks: street 0 0/2/4/10, street 1 0/2/4/6/14, street 2 0/2/4/6/8/18."""
    parks = [0, 0, 0]
    parks[street] = marks
    breakdown = score_sheet(make_sheet(parks=parks), [])
    expected = [0, 0, 0]
    expected[street] = PARK_VALUES[street][marks]
    assert list(breakdown.parks) == expected
    assert breakdown.total == PARK_VALUES[street][marks]


@pytest.mark.parametrize("marks", range(len(POOL_VALUES)))
def test_pool_track(marks: int) -> None:
    """Pools: 0 3 6 9 13 17 21 26 31 36."""
    breakdown = score_sheet(make_sheet(pool_marks=marks), [])
    assert breakdown.pools == POOL_VALUES[marks]
    assert breakdown.total == POOL_VALUES[marks]


ESTATE_CASES = [(size, marks) for size, values in ESTATE_VALUES.items()
                for marks in range(len(values))]


@pytest.mark.parametrize(("size", "marks"), ESTATE_CASES)
def test_real_estate_column(size: int, marks: int) -> None:
    """Each real-estate column's value after its marks, times the estates of its size."""
    houses = " ".join(str(n) for n in range(size))
    # Two estates of ``size``: one in street 1, one in street 2.
    estate_marks = [0] * 6
    estate_marks[size - 1] = marks
    sheet = make_sheet(middle=f"{houses} | _", bottom=f"{houses} | _",
                       estate_marks=estate_marks)
    column = score_sheet(sheet, []).estates[size - 1]
    assert column.count == 2
    assert column.value == ESTATE_VALUES[size][marks]
    assert column.points == 2 * ESTATE_VALUES[size][marks]


@pytest.mark.parametrize("marks", range(len(BIS_VALUES)))
def test_bis_track_is_a_penalty(marks: int) -> None:
    """Bis: 0 1 3 6 9 12 16 20 24 28 subtracted."""
    breakdown = score_sheet(make_sheet(bis_marks=marks), [])
    assert breakdown.bis == BIS_VALUES[marks]
    assert breakdown.total == -BIS_VALUES[marks]


@pytest.mark.parametrize("marks", range(len(ROUNDABOUT_VALUES)))
def test_roundabout_track_is_a_penalty(marks: int) -> None:
    """Roundabouts: 0 3 8 subtracted."""
    breakdown = score_sheet(make_sheet(roundabout_marks=marks), [])
    assert breakdown.roundabouts == ROUNDABOUT_VALUES[marks]
    assert breakdown.total == -ROUNDABOUT_VALUES[marks]


@pytest.mark.parametrize("marks", range(len(REFUSAL_VALUES)))
def test_refusal_track_is_a_penalty(marks: int) -> None:
    """Refusals: 0 0 3 5 subtracted."""
    breakdown = score_sheet(make_sheet(refusals=marks), [])
    assert breakdown.refusals == REFUSAL_VALUES[marks]
    assert breakdown.total == -REFUSAL_VALUES[marks]


def test_track_lengths_match_the_sheet() -> None:
    """A track cannot hold more marks than its boxes: the description refuses one more."""
    from welcome_desktop.rules.description import DescriptionError, sheet_from_dict

    base = sheet_to_dict(make_sheet())
    for field, value in [("pool_marks", 10), ("temps", 12), ("bis_marks", 10),
                         ("roundabout_marks", 3), ("refusals", 4)]:
        with pytest.raises(DescriptionError):
            sheet_from_dict({**base, field: value})
    for street, boxes in enumerate((3, 4, 5)):
        parks = [0, 0, 0]
        parks[street] = boxes + 1
        with pytest.raises(DescriptionError):
            sheet_from_dict({**base, "parks": parks})
    for size, boxes in enumerate((1, 2, 3, 4, 4, 4), start=1):
        marks = [0] * 6
        marks[size - 1] = boxes + 1
        with pytest.raises(DescriptionError):
            sheet_from_dict({**base, "estate_marks": marks})


@pytest.mark.parametrize(
    ("own", "others", "points"),
    [
        (5, [3, 1], 7),        # highest count
        (3, [5, 1], 4),        # second-highest
        (1, [5, 3], 1),        # third-highest
        (1, [5, 3, 2], 0),     # fourth distinct count scores nothing
        (5, [5, 1], 7),        # tied for first: both score 7
        (3, [5, 5, 1], 4),     # dense ranking: after two tied firsts comes the second
        (1, [5, 5, 3, 3], 1),  # dense: the third distinct count
        (0, [0, 0], 0),        # no temp marked: 0 even when nobody has any
        (0, [3], 0),           # no temp marked
        (2, [0, 0], 7),        # the others with none are not ranked
        (11, [11, 11], 7),     # everybody tied at the top
    ],
)
def test_ruling_14_temps_ranking_multiplayer(own: int, others: list[int], points: int) -> None:
    """Multiplayer: dense ranking among players with at least one temp; 7, 4, 1."""
    assert score_sheet(make_sheet(temps=own), others).temps == points


@pytest.mark.parametrize(("own", "points"), [(0, 0), (5, 0), (6, 7), (7, 7), (11, 7)])
def test_ruling_14_temps_alone(own: int, points: int) -> None:
    """Alone (solo or a one-player game): 7 points with at least 6 temps, else 0."""
    assert score_sheet(make_sheet(temps=own), []).temps == points


def test_ruling_14_temps_across_a_table() -> None:
    """score_players ranks the temps of every player against the others."""
    sheets = [make_sheet(temps=t) for t in (4, 0, 9, 4, 2, 1)]
    assert [b.temps for b in score_players(sheets)] == [4, 0, 7, 4, 1, 0]
    assert [b.temps for b in score_players([make_sheet(temps=6)])] == [7]


def test_total_is_plus_minus_every_part() -> None:
    """A sheet using every track: the total is the sum of the parts (rules.md section 1)."""
    sheet = make_sheet(
        top="1 | 2 3 | 4 5 6 | 7 7b 8",
        middle="R 3 4 5 6 | 7 8 9 10 11 | 12",
        bottom="0 1 2 3 4 5 | 6 7 8 9 10 11",
        plans=("1-C", "2-D", "3-A"), claimed=(True, False, True), values=(8, 0, 7),
        parks=(3, 2, 4), pools=((2,), (3, 7), (1, 6, 10)), temps=4,
        estate_marks=(1, 2, 0, 3, 1, 4), refusals=2,
    )
    breakdown = score_sheet(sheet, [4, 2])
    data = sheet_to_dict(sheet)
    assert breakdown.to_dict() == independent_breakdown(data, [4, 2])
    plans, parks, pools, temps = 8 + 7, 10 + 4 + 8, 21, 7
    # estates of size 1..6: 2, 1, 1, 1, 1, 2, worth 3, 4, 3, 7, 6, 12 after the marks
    estates = 2 * 3 + 4 + 3 + 7 + 6 + 2 * 12
    expected_plus = plans + parks + pools + temps + estates
    assert breakdown.plus == expected_plus
    assert breakdown.minus == 1 + 3 + 3
    assert breakdown.total == expected_plus - 7


def test_independent_scorer_agrees_with_the_conformance_scores() -> None:
    """The tests' own scorer (used by the property tests) matches every expected score of the
    set."""
    from tests.conformance.adapter import cases

    checked = 0
    for case in cases("scores"):
        assert independent_breakdown(case["sheet"], case["others_temps"]) == \
            case["project_expected"], case["id"]
        checked += 1
    assert checked > 0  # every case was compared above; the set is not empty

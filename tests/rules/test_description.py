"""Plain sheet descriptions (the conformance SHEET shape): round trips and DescriptionError."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conformance.adapter import cases
from tests.rules.helpers import json_paths
from welcome_desktop.rules.description import (
    DescriptionError,
    action_from_json,
    card_from_json,
    sheet_from_dict,
    sheet_to_dict,
)

from .helpers import PROPERTY_SETTINGS, sheet_dict

SHEETS = [case["sheet"] for case in cases("scores")]


def test_conformance_sheets_round_trip() -> None:
    """Every conformance sheet reads and writes back to the same description."""
    for sheet in SHEETS:
        assert sheet_to_dict(sheet_from_dict(sheet)) == sheet


def test_scenario_notation_round_trips() -> None:
    """The tests' own scenario notation builds what it says."""
    data = sheet_dict(top="1 | 2 2b R 5u", bottom="R", temps=3)
    assert sheet_to_dict(sheet_from_dict(data)) == data
    assert data["fences"] == [[0, 2, 3], [], [0]]
    assert data["used"] == [[4], [], []]
    assert data["bis_marks"] == 1 and data["roundabout_marks"] == 2


BASE = sheet_dict(top="1 2 | 3", parks=(1, 0, 0), pools=((2,), (), ()))


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("houses",), None, "houses must be a list of 3"),
        (("houses", 0), [None] * 9, "houses[0] must be a list of 10"),
        (("houses", 0, 0), {"n": 18, "bis": False}, "houses[0][0].n must be a whole number"),
        (("houses", 0, 0), {"n": 1, "bis": "yes"}, "houses[0][0].bis must be true or false"),
        (("houses", 0, 0), 5, "houses[0][0] must be an object"),
        (("fences", 0), [9], "fences[0] must be a whole number from 0 to 8"),
        (("pools", 0), [3], "pools[0]: house 3 has no planned pool"),
        (("parks",), [4, 0, 0], "parks[0] must be a whole number from 0 to 3"),
        (("temps",), 12, "temps must be a whole number from 0 to 11"),
        (("plans", 0, "id"), "2-A", "plans[0].id must be a plan n°1"),
        (("plans", 0, "claimed"), 1, "plans[0].claimed must be true or false"),
        (("plans", 0, "value"), 9, "plans[0].value must be a whole number from 0 to 8"),
        (("plans", 0, "id"), ["1-A"], "plans[0].id must be a plan n°1"),
        (("plans", 1, "id"), {"id": "2-A"}, "plans[1].id must be a plan n°2"),
    ],
    ids=["houses", "street-length", "number-18", "bis-text", "house-int", "fence-slot",
         "pool-unplanned", "parks-full", "temps-12", "plan-deck", "claimed-int", "plan-value",
         "plan-id-list", "plan-id-object"],
)
def test_bad_sheet_description(path: tuple[Any, ...], value: Any, message: str) -> None:
    """A bad field raises DescriptionError naming it (never another exception)."""
    data = copy.deepcopy(BASE)
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(DescriptionError) as caught:
        sheet_from_dict(data)
    assert str(caught.value).startswith(message), str(caught.value)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.text(max_size=4)
    | st.sampled_from(["roundabout", "1-A", "2-B", "3-C"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["n", "bis", "id", "claimed", "value", "kind"]), inner, max_size=3),
    max_leaves=6,
)


@PROPERTY_SETTINGS
@given(st.sampled_from(json_paths(BASE)), JSON_VALUES)
def test_corrupted_sheet_description_raises_only_description_error(path: tuple[Any, ...],
                                                                  value: Any) -> None:
    """Any field replaced by any JSON value: a sheet or DescriptionError, nothing else."""
    data = copy.deepcopy(BASE)
    node: Any = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        sheet_from_dict(data)
    except DescriptionError as error:
        assert str(error)


@PROPERTY_SETTINGS
@given(JSON_VALUES)
def test_any_json_is_an_action_or_a_description_error(value: Any) -> None:
    """Any JSON value reads as an action or card, or raises DescriptionError."""
    for read in (action_from_json, card_from_json):
        try:
            read(value)
        except DescriptionError as error:
            assert str(error)

"""The printed parts of a sheet the player's page draws, as ``/layout.json``: the planned
pools, the boxes and values of every track, and what each city plan card shows (its kind, the
estate sizes or street it names, its two values), straight from the rules' tables (the page
keeps no copy of them)."""

from __future__ import annotations

import json
from typing import Any

from welcome_desktop.rules.plans import PLANS, EstateTest
from welcome_desktop.rules.tables import (
    BIS_VALUES,
    ESTATE_VALUES,
    PARK_VALUES,
    PLANNED_POOLS,
    POOL_VALUES,
    REFUSAL_VALUES,
    ROUNDABOUT_VALUES,
    STREET_SIZES,
    TEMP_BOXES,
    TEMP_RANK_POINTS,
)


def sheet_layout() -> dict[str, Any]:
    """What is printed on every sheet, as plain JSON values."""
    return {
        "streets": list(STREET_SIZES),
        "planned_pools": [list(houses) for houses in PLANNED_POOLS],
        "parks": [list(values) for values in PARK_VALUES],
        "pools": list(POOL_VALUES),
        "estates": [list(values) for values in ESTATE_VALUES],
        "bis": list(BIS_VALUES),
        "roundabouts": list(ROUNDABOUT_VALUES),
        "refusals": list(REFUSAL_VALUES),
        "temps": TEMP_BOXES,
        "temp_ranks": list(TEMP_RANK_POINTS),
        "plans": {plan.id: {"deck": plan.deck, "condition": plan.condition.value,
                            "test": None if plan.estate_test is EstateTest.NONE
                            else plan.estate_test.value,
                            "sizes": list(plan.estate_sizes), "street": plan.street,
                            "values": [plan.first_value, plan.second_value]}
                  for plan in PLANS.values()},
    }


def layout_json() -> bytes:
    """:func:`sheet_layout` as the bytes served."""
    return json.dumps(sheet_layout(), separators=(",", ":")).encode()


__all__ = ["layout_json", "sheet_layout"]

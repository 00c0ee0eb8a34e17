"""A thematic sheet's marks for the player's page (network/host/theme_marks.py): what the rules
reckon of cones, trucks, lights and eggs, as JSON values; nothing on the base sheet."""

from __future__ import annotations

import json

from welcome_desktop.network.host.theme_marks import theme_marks
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.themes import BASE, CHRISTMAS, EASTER, ICE_CREAM


def written(kind: str, numbers: dict[tuple[int, int], int]) -> Sheet:
    sheet = Sheet(kind=kind)
    for (street, house), number in numbers.items():
        sheet.houses[street][house] = number
    return sheet


def test_the_base_sheet_has_no_theme_marks() -> None:
    assert theme_marks(Sheet(kind=BASE)) is None


def test_christmas_lights_link_the_houses_the_rules_link() -> None:
    # The rules' example: 2 4 _ 6 7 8 8bis 9 11 12 13 → 5 houses.
    numbers = dict(zip([(1, h) for h in range(11)], [2, 4, -1, 6, 7, 8, 8, 9, 11, 12, 13],
                       strict=True))
    marks = theme_marks(written(CHRISTMAS, {k: v for k, v in numbers.items() if v >= 0}))
    assert marks is not None
    assert marks["lights"] == [[], [3, 4, 5, 6, 8, 9], []]
    assert marks["column"] == [0, 5, 0] and marks["points"] == 5
    assert "eggs" not in marks and "cones" not in marks
    json.dumps(marks)


def test_easter_eggs_printed_and_collected() -> None:
    marks = theme_marks(written(EASTER, {(0, 3): 8, (0, 2): 7, (1, 0): 9}))
    assert marks is not None
    eggs = {(street, house): (printed, collected)
            for street, house, printed, collected in marks["eggs"]}
    assert len(eggs) == 15 and sum(printed for printed, _ in eggs.values()) == 20
    assert eggs[(0, 3)] == (2, 2) and eggs[(0, 2)] == (1, 0) and eggs[(1, 0)] == (2, 1)
    assert marks["column"] == [3] and marks["points"] == 0


def test_ice_cream_cones_trucks_and_bonuses() -> None:
    sheet = Sheet(kind=ICE_CREAM)
    marks = theme_marks(sheet)
    assert marks is not None
    assert len(marks["cones"]) == 21 and {cone[3] for cone in marks["cones"]} == {"open"}
    assert marks["trucks"] == [(None, -1), (None, 1), (None, 0)]
    assert marks["bonuses"] == ["open", "open", "open"]
    assert marks["column"] == [0, 0, 0] and marks["points"] == 0


def test_a_truck_that_drove_sells_and_loses_cones() -> None:
    sheet = Sheet(kind=ICE_CREAM)
    sheet.write(0, 4, 9)  # the top street's truck drives from the right end to house 5
    marks = theme_marks(sheet)
    assert marks is not None
    states = {(street, house): state for street, house, _, state in marks["cones"]}
    assert states[(0, 4)] == "sold" and states[(0, 5)] == "lost" and states[(0, 7)] == "lost"
    assert states[(0, 2)] == "open"
    assert marks["trucks"][0] == (4, -1)
    assert marks["column"] == [3, 0, 0] and marks["points"] == 3

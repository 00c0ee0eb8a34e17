"""Our engine against the independent conformance data (tests/conformance/data, and its
themes/ folder for the Ice Cream Truck, Christmas Lights and Easter Eggs sheets).

Each test loops over one group of cases and reports every mismatch at once, by case id.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from typing import Any

import pytest

from tests.conformance.adapter import (
    cases,
    run_game_case,
    run_score_case,
    run_turn_case,
    themes_dir,
)

MAX_SHOWN = 15
SHEETS = ("ice-cream", "christmas", "easter")


@cache
def all_cases(name: str) -> tuple[dict[str, Any], ...]:
    return tuple(cases(name))


@cache
def theme_cases(name: str) -> tuple[dict[str, Any], ...]:
    return tuple(cases(name, themes_dir()))


def turn_kinds() -> list[str]:
    return sorted({case.get("kind", "") for case in all_cases("turns")})


@cache
def turns_by_kind() -> dict[str, list[dict[str, Any]]]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for case in all_cases("turns"):
        groups[case.get("kind", "")].append(case)
    return groups


def case_sheet(name: str, case: dict[str, Any]) -> str:
    """The sheet kind of a themed case (where each file keeps it, themes/README.md)."""
    if name == "turns":
        return str(case["sheet"])
    if name == "scores":
        return str(case["sheet"].get("sheet", "base"))
    return str(case["setup"].get("sheet", "base"))


def report(mismatches: list[str], total: int) -> str:
    shown = "\n".join(mismatches[:MAX_SHOWN])
    more = len(mismatches) - MAX_SHOWN
    return (f"{len(mismatches)} of {total} cases disagree:\n{shown}"
            + (f"\n... and {more} more" if more > 0 else ""))


def test_conformance_data_is_complete() -> None:
    """Each of the three files holds cases, with unique ids and an expected answer each.

    The counts are not fixed: the same test runs on further sets of cases
    ($WELCOME_CONFORMANCE), whatever their size.
    """
    for name in ("turns", "scores", "games"):
        group = all_cases(name)
        ids = [case["id"] for case in group]
        assert ids, f"{name}: no cases"
        assert len(set(ids)) == len(ids), f"{name}: repeated ids"
        assert all("project_expected" in case for case in group), name


def test_theme_data_is_complete() -> None:
    """The themed files hold cases of every thematic sheet, with unique ids and answers."""
    for name in ("turns", "scores", "games"):
        group = theme_cases(name)
        ids = [case["id"] for case in group]
        assert len(set(ids)) == len(ids) > 0, name
        assert all("project_expected" in case for case in group), name
        assert {case_sheet(name, case) for case in group} == set(SHEETS), name


@pytest.mark.parametrize("kind", turn_kinds())
def test_turn_cases(kind: str) -> None:
    """Legal turns give the expected sheet; illegal ones are refused for the expected ruling."""
    check_turns(turns_by_kind()[kind])


@pytest.mark.parametrize("sheet", SHEETS)
def test_theme_turn_cases(sheet: str) -> None:
    """The same on the thematic sheets, truck choices and theme plans included."""
    check_turns([case for case in theme_cases("turns") if case_sheet("turns", case) == sheet])


def check_turns(group: list[dict[str, Any]]) -> None:
    assert group
    mismatches = []
    for case in group:
        expected = case["project_expected"]
        got = run_turn_case(case)
        if expected["legal"]:
            if not got["legal"]:
                mismatches.append(f"{case['id']}: refused ({got['code']}: {got['why']})")
            elif got["sheet_after"] != expected["sheet_after"]:
                mismatches.append(f"{case['id']}: sheet after differs")
        elif got["legal"]:
            mismatches.append(f"{case['id']}: accepted, expected ruling {expected['ruling']} "
                              f"({expected['why']})")
        elif got["ruling"] != expected["ruling"]:
            mismatches.append(f"{case['id']}: ruling {got['ruling']} ({got['code']}: "
                              f"{got['why']}), expected {expected['ruling']} ({expected['why']})")
    assert not mismatches, report(mismatches, len(group))


@pytest.mark.parametrize("mode", ["standard", "solo", "expert"])
def test_score_cases(mode: str) -> None:
    """Every breakdown equals the expected one exactly."""
    check_scores([case for case in all_cases("scores") if case["mode"] == mode])


@pytest.mark.parametrize("sheet", SHEETS)
def test_theme_score_cases(sheet: str) -> None:
    """Every themed breakdown, theme column included, equals the expected one exactly."""
    check_scores([c for c in theme_cases("scores") if case_sheet("scores", c) == sheet])


def check_scores(group: list[dict[str, Any]]) -> None:
    assert group
    mismatches = []
    for case in group:
        got = run_score_case(case)
        expected = case["project_expected"]
        if got != expected:
            keys = sorted(k for k in expected if got.get(k) != expected[k])
            mismatches.append(f"{case['id']}: {', '.join(keys)} differ")
    assert not mismatches, report(mismatches, len(group))


@pytest.mark.parametrize("mode", ["standard", "solo", "expert"])
def test_game_cases(mode: str) -> None:
    """Every game replays legally and ends with the expected reasons, scores and ranking."""
    check_games([case for case in all_cases("games") if case["setup"]["mode"] == mode])


@pytest.mark.parametrize("sheet", SHEETS)
def test_theme_game_cases(sheet: str) -> None:
    """Every themed game replays legally (bonuses crossed at each turn's end) and ends with the
    expected reasons, scores and ranking."""
    check_games([c for c in theme_cases("games") if case_sheet("games", c) == sheet])


def check_games(group: list[dict[str, Any]]) -> None:
    assert group
    mismatches = []
    for case in group:
        expected = case["project_expected"]
        try:
            got = run_game_case(case)
        except Exception as error:  # reported per case below
            mismatches.append(f"{case['id']}: {type(error).__name__}: {error}")
            continue
        keys = sorted(k for k in expected if got.get(k) != expected[k])
        if keys:
            mismatches.append(f"{case['id']}: {', '.join(keys)} differ")
    assert not mismatches, report(mismatches, len(group))

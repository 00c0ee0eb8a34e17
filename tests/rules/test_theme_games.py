"""Whole games on the thematic sheets: hypothesis games on every sheet × mode with the theme's
invariants checked after every turn, and 1,000 random complete games per sheet.

The theme column is also scored here independently, from the sheet description and the printed
cones and eggs as copied into ``test_themes`` from docs/themes.md.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.description import sheet_to_dict

from .helpers import (
    PROPERTY_SETTINGS,
    Player,
    names,
    play_steady_turn,
    replay_through_json,
    sheets_json,
    stretch_violations,
)
from .test_themes import CONES, EGGS

SHEETS = ("ice-cream", "christmas", "easter")
STREET_SIZES = (10, 11, 12)
EGG_THRESHOLDS = ((18, 35), (14, 20), (10, 10), (6, 5))


def independent_theme(sheet: dict[str, Any]) -> tuple[int, ...]:
    """The theme column of a sheet description, read from themes.md."""
    rows = [[None if not isinstance(h, dict) else h["n"] for h in row] for row in sheet["houses"]]
    if sheet["sheet"] == "christmas":
        result = []
        for row in rows:
            best = run = 0
            for left, right in pairwise(row):
                linked = left is not None and right is not None and right - left in (0, 1)
                run = run + 1 if linked else 0
                best = max(best, run)
            result.append(best + 1 if best else 0)
        return tuple(result)
    if sheet["sheet"] == "easter":
        eggs = 0
        for street, row in enumerate(rows):
            for house, printed in EGGS[street].items():
                number = row[house]
                if number in (0, 8, 10):
                    eggs += printed
                elif number in (6, 9, 16):
                    eggs += 1
        return (eggs,)
    block = sheet["ice_cream"]
    return tuple(
        sum(CONES[s][h] for h in block["sold"][s])
        + (len(block["sold"][s]) if block["bonus"][s] is True else 0)
        for s in range(3))


def independent_theme_points(sheet: dict[str, Any]) -> int:
    column = independent_theme(sheet)
    if sheet["sheet"] != "easter":
        return sum(column)
    return next((points for eggs, points in EGG_THRESHOLDS if column[0] >= eggs), 0)


def truck_step(street: int, bottom_end: str | None) -> int:
    if street == 0:
        return -1
    if street == 1:
        return 1
    return {None: 0, "left": 1, "right": -1}[bottom_end]


def check_theme_invariants(game: Game, trucks: dict[tuple[int, int], int]) -> None:
    """The invariants of issue 28 on every sheet of ``game`` as of its last resolved turn.

    ``trucks`` keeps each truck's last position per (seat, street): it may only move on, one way.
    """
    sheets = [sheet_to_dict(s) for s in game.sheets]
    for seat, (sheet, breakdown) in enumerate(zip(sheets, game.breakdowns(), strict=True)):
        assert stretch_violations(sheet) == []
        column = independent_theme(sheet)
        assert breakdown.theme == column
        assert breakdown.theme_points == independent_theme_points(sheet) >= 0
        assert all(part >= 0 for part in column)
        if sheet["sheet"] == "christmas":
            assert all(lights <= size for lights, size in zip(column, STREET_SIZES, strict=True))
        if sheet["sheet"] == "easter":
            assert column[0] <= 20
        if sheet["sheet"] != "ice-cream":
            continue
        block = sheet["ice_cream"]
        for street in range(3):
            sold, lost = set(block["sold"][street]), set(block["crossed"][street])
            assert not sold & lost
            assert sold | lost <= set(CONES[street])
            assert len(sold) + len(lost) <= len(CONES[street])
            step = truck_step(street, block["bottom_end"])
            position = block["trucks"][street]
            if position is None:
                assert not sold | lost
                continue
            assert step != 0
            # Every cone passed is sold or lost; none beyond the truck is.
            passed = {h for h in CONES[street] if (h - position) * step <= 0}
            assert sold | lost == passed
            before = trucks.get((seat, street))
            if before is not None:
                assert (position - before) * step >= 0, "a truck turned back"
            trucks[(seat, street)] = position
    if game.player_count > 1 and sheets[0]["sheet"] == "ice-cream":
        for street in range(3):
            states = {sheet["ice_cream"]["bonus"][street] for sheet in sheets}
            # Once someone has won a bonus, nobody has it open any more.
            assert not (True in states and None in states)


@dataclass(frozen=True)
class ThemeGame:
    sheet: str
    mode: Mode
    advanced: bool
    players: int
    seed: int
    steady: bool

    def setup(self) -> Setup:
        return Setup(self.mode, self.advanced, names(self.players), seed=self.seed,
                     sheet=self.sheet)

    def player(self) -> Player:
        return play_steady_turn if self.steady else play_random_turn


@st.composite
def theme_games(draw: st.DrawFn) -> ThemeGame:
    mode = draw(st.sampled_from(list(Mode)))
    players = {Mode.SOLO: 1, Mode.STANDARD: draw(st.integers(1, 4)),
               Mode.EXPERT: draw(st.integers(2, 4))}[mode]
    return ThemeGame(draw(st.sampled_from(SHEETS)), mode, draw(st.booleans()), players,
                     draw(st.integers(0, 2**32)), draw(st.booleans()))


def play_checked(case: ThemeGame) -> Game:
    game = Game(case.setup())
    rng = random.Random(case.seed)
    player = case.player()
    trucks: dict[tuple[int, int], int] = {}
    while not game.over:
        for seat in range(game.player_count):
            player(game.turn(seat), rng)
            game.confirm(seat)
        check_theme_invariants(game, trucks)
    return game


@PROPERTY_SETTINGS
@given(theme_games())
def test_theme_invariants_hold_after_every_turn(case: ThemeGame) -> None:
    """Theme score never negative and as themes.md reckons it, sold + lost ≤ cones, trucks
    move one way only, eggs ≤ 20, lights ≤ houses; the record replays to the same sheets."""
    game = play_checked(case)
    replayed = replay_through_json(game)
    assert sheets_json(replayed) == sheets_json(game)
    assert replayed.breakdowns() == game.breakdowns()


@pytest.mark.parametrize("sheet", SHEETS)
@pytest.mark.parametrize("mode", list(Mode))
def test_every_mode_plays_every_sheet(sheet: str, mode: Mode) -> None:
    """Each sheet × mode, basic and advanced, a few games to the end (the hypothesis test
    draws these at random; this one makes sure none of the twelve is left out)."""
    players = {Mode.SOLO: 1, Mode.STANDARD: 3, Mode.EXPERT: 2}[mode]
    for seed in range(2):
        game = play_checked(ThemeGame(sheet, mode, seed == 1, players, seed, seed == 0))
        assert game.over and game.sheets[0].kind == sheet


GAMES_PER_SHEET = 1000
CONFIGS = ((Mode.SOLO, 1), (Mode.STANDARD, 1), (Mode.STANDARD, 2), (Mode.STANDARD, 4),
           (Mode.EXPERT, 2), (Mode.EXPERT, 3))


@pytest.mark.slow
@pytest.mark.parametrize("sheet", SHEETS)
def test_a_thousand_random_games_per_sheet(sheet: str) -> None:
    """1,000 complete random games per sheet over the modes, basic and advanced, each ending
    for a reason of ruling 13 with the theme invariants; every tenth replayed from its record."""
    for index in range(GAMES_PER_SHEET):
        mode, players = CONFIGS[index % len(CONFIGS)]
        case = ThemeGame(sheet, mode, index % 2 == 1, players, 7919 * index + len(sheet),
                         index % 3 == 2)
        game = play_checked(case)
        assert game.end_reasons, case
        if index % 10 == 0:
            assert sheets_json(replay_through_json(game)) == sheets_json(game), case

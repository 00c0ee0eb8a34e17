"""Same seed, same decisions: for every level and mode, a game played twice is played alike."""

from __future__ import annotations

import pytest

from tests.players.helpers import decisions, setup
from welcome_desktop.players import ComputerPlayer, make_player
from welcome_desktop.players.match import play_game
from welcome_desktop.rules import Mode

#: Turns compared per game (whole games are compared in ``test_play_game_is_reproducible``).
TURNS = 8
CASES = [
    (Mode.STANDARD, False, ("strong", "greedy")),
    (Mode.STANDARD, True, ("easy", "strong", "greedy")),
    (Mode.SOLO, False, ("greedy",)),
    (Mode.SOLO, True, ("strong",)),
    (Mode.EXPERT, True, ("greedy", "easy", "strong")),
]


def players(levels: tuple[str, ...]) -> list[ComputerPlayer]:
    """Fresh players; strong on a tiny budget and without the clock (exactly reproducible)."""
    return [make_player(level, 0.02, hard_cap=False) for level in levels]


@pytest.mark.parametrize(("mode", "advanced", "levels"), CASES,
                         ids=[f"{m.value}-{a}-{'+'.join(lv)}" for m, a, lv in CASES])
def test_same_seed_same_decisions(mode: Mode, advanced: bool, levels: tuple[str, ...]) -> None:
    game_setup = setup(mode, advanced, len(levels), seed=77)
    first = decisions(game_setup, players(levels), seed=5, turns=TURNS)
    second = decisions(game_setup, players(levels), seed=5, turns=TURNS)
    assert len(first) == TURNS
    assert first == second


def test_play_game_is_reproducible() -> None:
    game_setup = setup(Mode.STANDARD, True, 2, seed=4)
    first = play_game(game_setup, players(("greedy", "easy")), seed=9)
    second = play_game(game_setup, players(("greedy", "easy")), seed=9)
    assert [t.actions for t in first.history] == [t.actions for t in second.history]
    assert first.sheets == second.sheets


def test_another_seed_changes_the_random_player() -> None:
    game_setup = setup(Mode.SOLO, False, 1, seed=4)
    first = decisions(game_setup, players(("easy",)), seed=1)
    second = decisions(game_setup, players(("easy",)), seed=2)
    assert first != second

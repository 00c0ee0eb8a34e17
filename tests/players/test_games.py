"""1,000 complete games with computer seats across every mode, advanced on and off.

Every action goes through ``Game.play_turn`` (the rules' validation: an illegal action fails the
test) and every game's record, written as JSON and read back, replays to the same end. Most seats
are easy (fast); about one game in ten has a greedy seat and about one in forty a strong seat on
a tiny budget, in every mode.
"""

from __future__ import annotations

import pytest

from tests.players.helpers import play_checked, setup
from welcome_desktop.players import ComputerPlayer, EasyPlayer, GreedyPlayer, StrongPlayer
from welcome_desktop.rules import Mode

GAMES = 1000
COMBINATIONS = [(mode, advanced) for mode in Mode for advanced in (False, True)]
#: Games per (mode, advanced): 1,000 in all.
PER_COMBINATION = [GAMES // len(COMBINATIONS) + (i < GAMES % len(COMBINATIONS))
                   for i in range(len(COMBINATIONS))]


def seats(mode: Mode, index: int) -> list[ComputerPlayer]:
    """The players of game ``index`` of a combination: mostly easy, some greedy and strong."""
    if mode is Mode.SOLO:
        count = 1
    elif mode is Mode.EXPERT:
        count = 2 + index % 3
    else:
        count = 1 + index % 4
    players: list[ComputerPlayer] = [EasyPlayer() for _ in range(count)]
    if index % 10 == 3:
        players[0] = GreedyPlayer()
    if index % 40 == 7:
        players[-1] = StrongPlayer(0.01, hard_cap=False)
    return players


@pytest.mark.slow
@pytest.mark.parametrize(("combination", "mode", "advanced"),
                         [(i, m, a) for i, (m, a) in enumerate(COMBINATIONS)],
                         ids=[f"{m.value}-{'advanced' if a else 'basic'}" for m, a in COMBINATIONS])
def test_complete_games_are_legal_and_replay(combination: int, mode: Mode,
                                              advanced: bool) -> None:
    levels: dict[str, int] = {}
    for index in range(PER_COMBINATION[combination]):
        seed = 10_000 * combination + index
        players = seats(mode, index)
        game = play_checked(setup(mode, advanced, len(players), seed), players, seed)
        assert game.end_reasons
        for player in players:
            levels[player.level] = levels.get(player.level, 0) + 1
    assert set(levels) == {"easy", "greedy", "strong"}


def test_the_mix_is_a_thousand_games() -> None:
    assert sum(PER_COMBINATION) == GAMES

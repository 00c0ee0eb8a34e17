"""The game cycle: setup checks, players acting and confirming, undo (section 2, step 7)."""

from __future__ import annotations

import random

import pytest

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import (
    BuildRoundabout,
    Choose,
    Game,
    IllegalAction,
    Mode,
    Setup,
    SkipEffect,
    Write,
)
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.game import DeckOrder, SetupError, replay

from .helpers import deal, names, write_anything


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (Setup(Mode.SOLO, False, names(2), seed=1), "a solo game has exactly one player"),
        (Setup(Mode.STANDARD, False, (), seed=1), "a game has 1 to 12 players"),
        (Setup(Mode.STANDARD, False, names(13), seed=1), "a game has 1 to 12 players"),
        (Setup(Mode.EXPERT, False, names(13), seed=1), "an expert game needs 2 to 12 players"),
        (Setup(Mode.STANDARD, False, ("A",)), "a game needs a seed or an explicit deck"),
        (Setup(Mode.STANDARD, False, ("A",), seed=1, plans=("1-A", "2-A")),  # type: ignore[arg-type]
         "a game has three plans, n°1, n°2 and n°3"),
        (Setup(Mode.STANDARD, False, ("A",), seed=1, plans=("1-A", "2-Z", "3-A")),
         "there is no plan '2-Z'"),
        (Setup(Mode.STANDARD, False, ("A",), seed=1, plans=("1-A", "3-A", "2-A")),
         "plan 3-A is not a plan n°2"),
    ],
)
def test_setup_errors(setup: Setup, message: str) -> None:
    """A setup that cannot be played raises SetupError saying why."""
    with pytest.raises(SetupError) as caught:
        Game(setup)
    assert str(caught.value) == message


@pytest.mark.parametrize("mode", list(Mode))
def test_the_modes_player_counts_are_the_setups(mode: Mode) -> None:
    """``Mode.players`` (what the New game dialog offers) is what a setup accepts, and
    ``Mode.reshuffles`` (whether the window shows Reshuffle) is what the rules allow: the
    window asks the rules, never keeps its own copy."""
    for count in range(15):
        setup = Setup(mode, False, names(count), seed=1)
        if count in mode.players:
            setup.check()
        else:
            with pytest.raises(SetupError):
                setup.check()
    assert mode.reshuffles is (mode is not Mode.SOLO)  # ruling 0.12: none in solo


def test_same_seed_same_game() -> None:
    """A seed fixes the plans and every card."""
    a = Game(Setup(Mode.EXPERT, True, names(3), seed=42))
    b = Game(Setup(Mode.EXPERT, True, names(3), seed=42))
    assert [p.id for p in a.plans] == [p.id for p in b.plans]
    assert [a.offer(p) for p in range(3)] == [b.offer(p) for p in range(3)]
    c = Game(Setup(Mode.EXPERT, True, names(3), seed=43))
    assert [a.offer(p) for p in range(3)] != [c.offer(p) for p in range(3)]


def test_standard_players_share_one_offer() -> None:
    """Standard: every player sees the same three combinations."""
    game = Game(Setup(Mode.STANDARD, False, names(4), seed=5))
    assert len({game.offer(p) for p in range(4)}) == 1
    assert len(game.offer(0)) == 3


def test_turn_resolves_when_the_last_player_confirms() -> None:
    """Confirm returns True only for the confirmation that resolves the turn."""
    game = Game(Setup(Mode.STANDARD, False, names(3), seed=5))
    results = []
    for seat in (2, 0, 1):
        write_anything(game.turn(seat))
        results.append(game.confirm(seat))
    assert results == [False, False, True]
    assert game.turn_number == 1 and len(game.history) == 1
    assert game.confirmed == [False, False, False]


def test_live_sheet_shows_the_turn_in_progress() -> None:
    """The live sheet has this turn's number; the resolved sheet not yet."""
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=5))
    actions = write_anything(game.turn(0))
    write = next(a for a in actions if isinstance(a, Write))
    assert game.live_sheet(0).number(write.street, write.house) == write.value
    assert game.sheets[0].number(write.street, write.house) is None


def test_undo_takes_back_the_last_action_only() -> None:
    """Until confirming, any step may be undone, one at a time, back to the turn's start."""
    game = Game(Setup(Mode.STANDARD, True, names(2), seed=8))
    start = sheet_to_dict(game.live_sheet(0))
    game.apply(0, BuildRoundabout(0, 9))
    after_roundabout = sheet_to_dict(game.live_sheet(0))
    actions = write_anything(game.turn(0))
    assert game.undo(0) == actions[-1]
    assert game.turn(0).phase.name == "WRITTEN"
    assert game.undo(0) == actions[1]
    assert game.undo(0) == actions[0]
    assert sheet_to_dict(game.live_sheet(0)) == after_roundabout
    assert game.undo(0) == BuildRoundabout(0, 9)
    assert sheet_to_dict(game.live_sheet(0)) == start
    assert game.undo(0) is None
    write_anything(game.turn(0))
    game.confirm(0)
    assert game.undo(0) is None, "a confirmed turn cannot be undone"


def test_play_turn_and_replay_agree() -> None:
    """play_turn applies and confirms; replay() rebuilds the same game from the log."""
    setup = Setup(Mode.EXPERT, True, names(3), seed=12)
    game = Game(setup)
    rng = random.Random(12)
    log = []
    while not game.over:
        turn_log = []
        for seat in range(3):
            actions = play_random_turn(game.turn(seat), rng)
            turn_log.append(tuple(actions))
            while game.undo(seat) is not None:
                pass
            assert game.play_turn(seat, actions) is (seat == 2)
        log.append(tuple(turn_log))
    again = replay(setup, log)
    assert [sheet_to_dict(s) for s in again.sheets] == [sheet_to_dict(s) for s in game.sheets]
    assert again.end_reasons == game.end_reasons


def test_explicit_deals_need_81_cards() -> None:
    """An explicit standard deal must hold the 81 cards."""
    first = deal(1)
    broken = (first[0], first[1], (first[2][0],) * 27)
    with pytest.raises(ValueError, match="81 construction cards"):
        Game(Setup(Mode.STANDARD, False, ("A",), plans=("1-A", "2-A", "3-A"),
                   deck=DeckOrder(deals=(broken,))))


def test_players_act_only_in_their_own_turn() -> None:
    """A player's actions touch only their own turn; an unknown seat is refused."""
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=5))
    with pytest.raises(IllegalAction) as caught:
        game.turn(5)
    assert caught.value.code == "no_such_player"
    game.apply(1, Choose(0))
    assert game.turn(0).phase.name == "START"
    with pytest.raises(IllegalAction):
        game.confirm(1)
    game.apply(1, Write(1, 5, game.offer(1)[0].number))
    game.apply(1, SkipEffect())
    assert game.confirm(1) is False

"""PlayerTurn.nothing_left_to_choose: the query the window asks before confirming a turn on its
own (an option), and PlayerTurn.effect_targets as the count of an effect's legal places."""

from __future__ import annotations

from welcome_desktop.rules import Choose, Effect, Game, Mode, Setup, SkipEffect, Write
from welcome_desktop.rules.turn import Phase


def _write_with(game: Game, effect: Effect) -> bool:
    """Choose and write a combination of ``effect`` (its card number); False when none fits."""
    turn = game.turn(0)
    for choose, street, house, value in turn.legal_writes():
        combination = turn.context.combination(choose)
        if combination.effect is effect and value == combination.number:
            game.apply(0, choose)
            game.apply(0, Write(street, house, value))
            return True
    return False


def _seed_with(effect: Effect, advanced: bool) -> Game:
    for seed in range(300):
        game = Game(Setup(Mode.STANDARD, advanced, ("Anna",), seed=seed))
        if _write_with(game, effect):
            return game
    raise AssertionError(f"no seed deals a playable {effect}")


def test_a_basic_turn_is_done_once_the_effect_is_used_or_skipped() -> None:
    game = _seed_with(Effect.SURVEYOR, advanced=False)
    turn = game.turn(0)
    assert turn.phase is Phase.WRITTEN
    assert len(turn.effect_targets()) > 1
    assert not turn.nothing_left_to_choose()  # a fence may still be drawn
    game.apply(0, SkipEffect())
    assert game.turn(0).nothing_left_to_choose() == (not game.turn(0).claimable_plans())


def test_nothing_is_done_before_a_number_is_written() -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna",), seed=1))
    assert not game.turn(0).nothing_left_to_choose()
    game.apply(0, Choose(0))
    assert not game.turn(0).nothing_left_to_choose()


def test_an_advanced_turn_leaves_a_roundabout_to_choose() -> None:
    game = _seed_with(Effect.PARK, advanced=True)
    turn = game.turn(0)
    assert len(turn.effect_targets()) == 1  # a park has exactly one place: its street's
    game.apply(0, turn.effect_targets()[0])
    turn = game.turn(0)
    assert turn.roundabout_refusal() is None
    assert not turn.nothing_left_to_choose()  # a roundabout may still be built


def test_the_optional_roundabout_may_be_left_out_of_the_choices() -> None:
    game = _seed_with(Effect.PARK, advanced=True)
    game.apply(0, game.turn(0).effect_targets()[0])
    turn = game.turn(0)
    assert turn.roundabout_refusal() is None
    # Only the roundabout is left (or a plan): without it, nothing is left to choose.
    assert turn.nothing_left_to_choose(roundabout=False) == (not turn.claimable_plans())

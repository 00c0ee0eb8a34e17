"""Computer players on the thematic sheets: legal complete games at every level, the truck
choice among the options, and an evaluation that counts the theme column."""

from __future__ import annotations

import random

import pytest

from tests.players.helpers import names, play_checked
from welcome_desktop.players import GreedyPlayer, make_player
from welcome_desktop.players.evaluation import Evaluator, Weights, plain_value
from welcome_desktop.players.greedy import evaluator_for
from welcome_desktop.players.options import turn_options
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.players.view import seat_view
from welcome_desktop.rules import ChooseTruck, Game, Mode, Setup
from welcome_desktop.rules.scoring import score_sheet

SHEETS = ("ice-cream", "christmas", "easter")


@pytest.mark.parametrize("sheet", SHEETS)
def test_every_level_plays_a_themed_game_to_its_end(sheet: str) -> None:
    game_setup = Setup(Mode.STANDARD, True, names(3), seed=11, sheet=sheet)
    game = play_checked(game_setup, [make_player("easy"), GreedyPlayer(),
                                     make_player("strong", 0.01, hard_cap=False)], 11)
    assert all(s.kind == sheet for s in game.sheets)


@pytest.mark.parametrize("sheet", SHEETS)
def test_realised_value_is_the_score_theme_included(sheet: str) -> None:
    for seed in range(3):
        game = Game(Setup(Mode.STANDARD, seed == 1, names(2), seed=seed, sheet=sheet))
        rng = random.Random(seed)
        while not game.over:
            for seat in range(2):
                play_random_turn(game.turn(seat), rng)
                game.confirm(seat)
            for seat in range(2):
                others = [game.sheets[1 - seat].temps]
                evaluator = Evaluator(game.plan_cards(), solo=False, others_temps=others,
                                      turns_left=4)
                sheet_now = game.sheets[seat]
                assert evaluator.realised(sheet_now) == score_sheet(sheet_now, others).total


def test_options_offer_both_trucks_with_the_first_bottom_number() -> None:
    """Every option that first numbers the bottom street chooses a truck, and both are there;
    the options' sheets are the rules' own (validate)."""
    game = Game(Setup(Mode.SOLO, True, names(1), seed=8, sheet="ice-cream"))
    turn = game.turn(0)
    options = turn_options(turn.start, turn.context, validate=True)
    bottom = [o for o in options if any(getattr(a, "street", -1) == 2 and type(a).__name__ ==
                                        "Write" for a in o.actions)]
    assert bottom
    trucks = {a for o in bottom for a in o.actions if isinstance(a, ChooseTruck)}
    assert trucks == {ChooseTruck("left"), ChooseTruck("right")}
    assert all(any(isinstance(a, ChooseTruck) for a in o.actions) for o in bottom)


@pytest.mark.parametrize("sheet", SHEETS)
def test_the_theme_weight_values_the_column(sheet: str) -> None:
    """With the theme valued, a sheet's value includes the theme column; blind, it does not."""
    game = Game(Setup(Mode.SOLO, False, names(1), seed=6, sheet=sheet))
    rng = random.Random(6)
    for _ in range(12):
        play_random_turn(game.turn(0), rng)
        game.confirm(0)
    view = seat_view(game, 0)
    valued = evaluator_for(view)
    blind = evaluator_for(view, Weights(theme=0.0))
    points = score_sheet(view.sheet).theme_points
    parts, empty = valued.parts(view.sheet)
    theme = valued.theme_value(view.sheet, empty)
    assert theme >= points >= 0 and theme > 0
    assert valued.value(view.sheet) == pytest.approx(plain_value(parts, valued.weights) + theme)
    assert blind.value(view.sheet) == pytest.approx(
        plain_value(blind.parts(view.sheet)[0], blind.weights))

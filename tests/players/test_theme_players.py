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
from welcome_desktop.rules.plans import plan_deck
from welcome_desktop.rules.scoring import score_sheet
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.themes import EASTER
from welcome_desktop.rules.turn import PlanCard

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
    weight = valued.weights.theme_weight(sheet)
    assert 0.0 < weight <= 1.0
    assert valued.value(view.sheet) == pytest.approx(plain_value(parts, valued.weights)
                                                     + weight * theme)
    assert blind.value(view.sheet) == pytest.approx(
        plain_value(blind.parts(view.sheet)[0], blind.weights))


def _easter_evaluator(turns_left: float) -> Evaluator:
    """Two-player evaluator with egg-A as plan n°3."""
    egg_a = next(p for p in plan_deck(3, False, EASTER) if p.id == "egg-A")
    cards = (PlanCard(plan_deck(1, False)[0], False), PlanCard(plan_deck(2, False)[0], False),
             PlanCard(egg_a, False))
    return Evaluator(cards, solo=False, others_temps=(0,), turns_left=turns_left)


def _empty_share(sheet: Sheet) -> float:
    return sheet.empty_houses() / sum(len(row) for row in sheet.houses)


def test_eggs_are_valued_by_the_thresholds_they_bring_near() -> None:
    """Collecting eggs raises the egg value, spoiling an egg house lowers it, and with no turn
    left it is the egg points collected."""
    evaluator = _easter_evaluator(20.0)
    empty = Sheet(kind=EASTER)
    collected = empty.copy()
    collected.place(2, 7, 10)  # house 8 of the bottom street: both its eggs
    spoiled = empty.copy()
    spoiled.place(2, 7, 7)

    def value(sheet: Sheet) -> float:
        return evaluator.theme_value(sheet, _empty_share(sheet))

    assert 0.0 < value(spoiled) < value(empty) < value(collected) < 35.0
    six = empty.copy()
    for street, house, number in ((0, 3, 8), (1, 0, 0), (2, 4, 8)):
        six.place(street, house, number)
    assert score_sheet(six).theme_points == 5
    assert _easter_evaluator(0.0).theme_value(six, _empty_share(six)) == pytest.approx(5.0)


def test_egg_a_needs_every_bottom_egg_house_to_collect_all_its_eggs() -> None:
    evaluator = _easter_evaluator(20.0)
    sheet = Sheet(kind=EASTER)
    assert 0.0 < evaluator.plan_chances(sheet)[2] < 0.05
    for house, number in ((2, 6), (4, 8), (5, 9), (7, 10)):
        sheet.place(2, house, number)
    almost = evaluator.plan_chances(sheet)[2]
    assert 0.0 < almost < 1.0
    spoiled = sheet.copy()
    spoiled.place(2, 9, 12)
    assert evaluator.plan_chances(spoiled)[2] == 0.0
    sheet.place(2, 9, 16)
    assert evaluator.plan_chances(sheet)[2] == 1.0

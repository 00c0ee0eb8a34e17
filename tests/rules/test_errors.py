"""Every error code of ``errors.MESSAGES`` is raised by a scenario, with its English message.

The scenarios are enumerated explicitly: a code without one fails
``test_every_error_code_is_raised``, so a new code needs a new scenario here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from welcome_desktop.rules import (
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    DrawFence,
    Game,
    IllegalAction,
    MarkEstateColumn,
    MarkTemp,
    Mode,
    Setup,
    SkipEffect,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.errors import MESSAGES
from welcome_desktop.rules.game import DeckOrder, ReplayError, replay
from welcome_desktop.rules.sheet import Sheet

from .helpers import (
    OfferItem,
    assert_illegal,
    deal,
    full_street,
    inject,
    make_sheet,
    new_turn,
    play,
    play_careful_turn,
    scratch_turn,
    write_anything,
)

Scenario = Callable[[], IllegalAction]

PARK_8 = ((8, "park"), (3, "surveyor"), (12, "temp"))
SURVEYOR_8 = ((8, "surveyor"), (3, "park"), (12, "temp"))
TEMP_8 = ((8, "temp"), (3, "park"), (12, "surveyor"))
BIS_8 = ((8, "bis"), (3, "park"), (12, "surveyor"))
POOL_7 = ((7, "pool"), (3, "park"), (12, "surveyor"))
HAND = ((8, "park"), (3, "surveyor"), (12, "temp"))
NOTHING_FITS = {"top": full_street(0), "middle": full_street(1),
                "bottom": "0 1 2 3 4 5 6 7 8 9 _ 10"}
ROUNDABOUT_HELPS = {"top": full_street(0), "middle": full_street(1),
                    "bottom": "10 _ _ 11 12 13 14 15 16 17 _ _"}
THREE_THREES = "0 1 2 | 3 4 5 | 6 7 8 | _"
CLAIM_1C = ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3)))
PLANS_1C = ("1-C", "2-A", "3-A")
ICE_PLANS = ("1-A", "2-A", "ice-A")


def on_turn(
    action: Action | None,
    *setup: Action,
    sheet: Sheet | None = None,
    offer: Sequence[OfferItem] = PARK_8,
    mode: Mode = Mode.STANDARD,
    advanced: bool = False,
) -> Scenario:
    """A turn on ``sheet`` against ``offer``: ``setup`` is legal, then ``action`` (or confirming,
    when None) is illegal and changes nothing."""
    def run() -> IllegalAction:
        turn = new_turn(sheet if sheet is not None else make_sheet(), offer, mode=mode,
                        advanced=advanced)
        play(turn, *setup)
        code = _expected_code(run)
        return assert_illegal(turn, action, code)
    return run


def on_claim_turn(action: Action, *setup: Action, sheet: Sheet, mode: Mode = Mode.STANDARD,
                  advanced: bool = True) -> Scenario:
    """Claims after a scratch number (see ``helpers.scratch_turn``)."""
    def run() -> IllegalAction:
        turn = scratch_turn(sheet, mode=mode, advanced=advanced)
        play(turn, *setup)
        return assert_illegal(turn, action, _expected_code(run))
    return run


def on_game(call: Callable[[], object]) -> Scenario:
    """A game-level call that must raise."""
    def run() -> IllegalAction:
        with pytest.raises(IllegalAction) as caught:
            call()
        return caught.value
    return run


def _expected_code(run: Scenario) -> str:
    return next(code for code, scenario in SCENARIOS.items() if scenario is run)


def two_player_game() -> Game:
    return Game(Setup(Mode.STANDARD, False, ("A", "B"), seed=1, plans=PLANS_1C))


def confirmed_then(call: Callable[[Game], object]) -> Callable[[], object]:
    """Player 0 has confirmed their turn; player 1 has not."""
    def run() -> object:
        game = two_player_game()
        write_anything(game.turn(0))
        game.confirm(0)
        return call(game)
    return run


def finished_game() -> Game:
    """A one-player game ended by a third refusal."""
    game = Game(Setup(Mode.STANDARD, False, ("A",), seed=1, plans=PLANS_1C))
    play(inject(game, 0, make_sheet(**NOTHING_FITS, refusals=2, plans=PLANS_1C)), TakeRefusal())
    game.confirm(0)
    assert game.over
    return game


def deck_runs_out() -> IllegalAction:
    """A record with one standard deal and a 26-turn log: dealing turn 27 needs another deal."""
    setup = Setup(Mode.STANDARD, False, ("A",), plans=PLANS_1C,
                  deck=DeckOrder(deals=(deal(1),)))
    game = Game(setup)
    rng = random.Random(2)
    log = []
    while game.turn_number < 25:
        actions = play_careful_turn(game.turn(0), rng)
        game.confirm(0)
        log.append((tuple(actions),))
    log.append((tuple(play_careful_turn(game.turn(0), rng)),))
    with pytest.raises(ReplayError) as caught:
        replay(setup, log)
    assert (caught.value.turn, caught.value.player) == (25, 0)
    return caught.value.error


SCENARIOS: dict[str, Scenario] = {
    # section 2
    "no_such_house": on_turn(Write(0, 10, 8), Choose(0)),
    "no_such_street": on_turn(Write(3, 0, 8), Choose(0)),
    "no_such_fence": on_turn(DrawFence(1, 10), Choose(0), Write(0, 4, 8), offer=SURVEYOR_8),
    "no_such_combination": on_turn(Choose(3)),
    "no_such_card": on_turn(Choose(0, 3), mode=Mode.SOLO, offer=HAND),
    "already_chosen": on_turn(Choose(1), Choose(0)),
    "choose_one_combination": on_turn(Choose(0, 1)),
    "choose_two_cards": on_turn(Choose(0), mode=Mode.SOLO, offer=HAND),
    "record_deck": deck_runs_out,
    "write_after_choose": on_turn(Write(0, 4, 8)),
    "effect_after_number": on_turn(BuildPark(0), Choose(0)),
    "roundabout_timing": on_turn(BuildRoundabout(1, 1), Choose(0), advanced=True),
    "claim_timing": on_turn(CLAIM_1C, sheet=make_sheet(top=THREE_THREES, plans=PLANS_1C)),
    "reshuffle_timing": on_turn(AskReshuffle()),
    "reshuffle_twice": on_claim_turn(AskReshuffle(), CLAIM_1C, AskReshuffle(),
                                     sheet=make_sheet(top=THREE_THREES, plans=PLANS_1C)),
    "number_not_on_offer": on_turn(Write(0, 4, 9), Choose(0)),
    "effect_of_other_kind": on_turn(MarkTemp(), Choose(0), Write(0, 4, 8)),
    "park_other_street": on_turn(BuildPark(1), Choose(0), Write(0, 4, 8)),
    "pool_other_house": on_turn(BuildPool(0, 7), Choose(0), Write(0, 6, 7), offer=POOL_7),
    "pool_not_planned": on_turn(BuildPool(0, 5), Choose(0), Write(0, 5, 7), offer=POOL_7),
    "refusal_timing": on_turn(TakeRefusal(), Choose(0)),
    "effect_missing": on_turn(None, Choose(0), Write(0, 4, 8)),
    "turn_over": on_game(confirmed_then(lambda game: game.apply(0, Choose(0)))),
    "game_over": on_game(lambda: finished_game().apply(0, Choose(0))),
    "no_such_player": on_game(lambda: two_player_game().apply(2, Choose(0))),
    # ruling 2
    "voluntary_refusal": on_turn(TakeRefusal()),
    "refusal_roundabout_possible": on_turn(TakeRefusal(), sheet=make_sheet(**ROUNDABOUT_HELPS),
                                           offer=((3, "park"), (3, "pool"), (3, "bis")),
                                           advanced=True),
    "missing_refusal": on_turn(None, sheet=make_sheet(**NOTHING_FITS)),
    "missing_number": on_turn(None),
    # rulings 3 and 4
    "track_full": on_turn(BuildPool(0, 6), Choose(0), Write(0, 6, 7), offer=POOL_7,
                          sheet=make_sheet(pool_marks=9)),
    "temp_range": on_turn(Write(0, 4, 11), Choose(0), offer=TEMP_8),
    "temp_track_full": on_turn(Write(0, 4, 10), Choose(0), offer=TEMP_8,
                               sheet=make_sheet(temps=11)),
    "temp_not_marked": on_turn(SkipEffect(), Choose(0), Write(0, 4, 10), offer=TEMP_8),
    # ruling 5
    "bis_occupied": on_turn(WriteBis(0, 4, 3), Choose(0), Write(0, 4, 8), offer=BIS_8,
                            sheet=make_sheet(top="_ _ _ 5")),
    "bis_not_adjacent": on_turn(WriteBis(0, 0, 2), Choose(0), Write(0, 4, 8), offer=BIS_8,
                                sheet=make_sheet(top="_ _ 5")),
    "bis_across_fence": on_turn(WriteBis(0, 3, 2), Choose(0), Write(0, 6, 8), offer=BIS_8,
                                sheet=make_sheet(top="_ _ 5 | _")),
    # ruling 6
    "fence_drawn": on_turn(DrawFence(0, 2), Choose(0), Write(0, 6, 8), offer=SURVEYOR_8,
                           sheet=make_sheet(top="_ _ 5 | _")),
    "fence_bis_pair": on_turn(DrawFence(0, 2), Choose(0), Write(0, 6, 8), offer=SURVEYOR_8,
                              sheet=make_sheet(top="_ _ 5 5b")),
    "fence_used_houses": on_turn(DrawFence(0, 1), Choose(0), Write(0, 6, 8), offer=SURVEYOR_8,
                                 sheet=make_sheet(top="1u 2u 3u | _")),
    # ruling 7
    "house_not_empty": on_turn(Write(0, 3, 8), Choose(0), sheet=make_sheet(top="_ _ _ 4")),
    "number_not_greater": on_turn(Write(0, 4, 8), Choose(0), sheet=make_sheet(top="9")),
    "number_not_smaller": on_turn(Write(0, 0, 8), Choose(0), sheet=make_sheet(top="_ _ _ 7")),
    # ruling 8
    "roundabout_basic_game": on_turn(BuildRoundabout(1, 1)),
    "roundabout_twice_in_turn": on_turn(BuildRoundabout(1, 1), BuildRoundabout(2, 2), Choose(0),
                                        Write(0, 4, 8), SkipEffect(), advanced=True),
    "roundabout_third": on_turn(BuildRoundabout(1, 1), advanced=True,
                                sheet=make_sheet(top="R", bottom="R")),
    "roundabout_not_empty": on_turn(BuildRoundabout(0, 0), advanced=True,
                                    sheet=make_sheet(top="4")),
    # ruling 9
    "not_an_estate": on_turn(MarkEstateColumn(7), Choose(0), Write(0, 4, 8),
                             offer=((8, "real_estate"), (3, "park"), (12, "temp"))),
    # ruling 10
    "plan_not_in_game": on_claim_turn(ClaimPlan("1-B", ((0, 0, 2),)),
                                      sheet=make_sheet(top="0 1 | _", plans=PLANS_1C)),
    "plan_claimed_twice": on_claim_turn(CLAIM_1C, sheet=make_sheet(
        top=THREE_THREES, plans=PLANS_1C, claimed=(True, False, False), values=(8, 0, 0))),
    "estate_used": on_claim_turn(CLAIM_1C, sheet=make_sheet(top="0u 1u 2u | 3 4 5 | 6 7 8 | _",
                                                            plans=PLANS_1C)),
    "estate_twice": on_claim_turn(ClaimPlan("1-C", ((0, 0, 3), (0, 0, 3), (0, 6, 3))),
                                  sheet=make_sheet(top=THREE_THREES, plans=PLANS_1C)),
    "plan_sizes": on_claim_turn(ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3))),
                                sheet=make_sheet(top=THREE_THREES, plans=PLANS_1C)),
    "plan_unmet": on_claim_turn(ClaimPlan("1-J"), sheet=make_sheet(temps=6,
                                                                   plans=("1-J", "2-A", "3-A"))),
    "plan_takes_no_estates": on_claim_turn(ClaimPlan("1-J", ((0, 0, 3),)), sheet=make_sheet(
        top=THREE_THREES, temps=7, plans=("1-J", "2-A", "3-A"))),
    "plan_estate_unmet": on_claim_turn(
        ClaimPlan("xmas-C", ((0, 0, 3), (0, 3, 3))),
        sheet=make_sheet(top="0 1 2 | 4 6 8 | _", kind="christmas",
                         plans=("1-A", "2-A", "xmas-C"))),
    # the Ice Cream Truck sheet (docs/themes.md)
    "truck_no_trucks": on_turn(ChooseTruck("left"), Choose(0), Write(2, 4, 8),
                               sheet=make_sheet(kind="easter", plans=(*ICE_PLANS[:2], "egg-A"))),
    "truck_no_such_end": on_turn(ChooseTruck("middle"), Choose(0), Write(2, 4, 8),
                                 sheet=make_sheet(kind="ice-cream", plans=ICE_PLANS)),
    "truck_not_due": on_turn(ChooseTruck("left"), Choose(0), Write(0, 4, 8),
                             sheet=make_sheet(kind="ice-cream", plans=ICE_PLANS)),
    "truck_missing": on_turn(BuildPark(2), Choose(0), Write(2, 4, 8),
                             sheet=make_sheet(kind="ice-cream", plans=ICE_PLANS)),
    # ruling 12
    "reshuffle_not_entitled": on_claim_turn(AskReshuffle(), sheet=make_sheet()),
    "reshuffle_solo": on_claim_turn(AskReshuffle(), CLAIM_1C, mode=Mode.SOLO,
                                    sheet=make_sheet(top=THREE_THREES, plans=PLANS_1C)),
    # rulings 16 and 17
    "same_card_solo": on_turn(Choose(1, 1), mode=Mode.SOLO, offer=HAND),
    "same_card_expert": on_turn(Choose(0, 0), mode=Mode.EXPERT, offer=HAND),
}

# The English text each scenario's error must read, written out by hand.
ENGLISH: dict[str, str] = {
    "no_such_house": "street 0 has no house 10",
    "no_such_street": "there is no street 3",
    "no_such_fence": "street 1 has no fence slot 10",
    "no_such_combination": "there is no combination 3",
    "no_such_card": "there is no card 3 in the hand",
    "already_chosen": "a combination was already chosen this turn",
    "choose_one_combination": "choose one of the three combinations",
    "choose_two_cards": "choose the card giving the number and a different card giving the effect",
    "record_deck": "the record's cards cannot go on with the game: the record has no more deals",
    "write_after_choose": "write exactly one number, right after choosing",
    "effect_after_number": "the effect is used right after the number",
    "roundabout_timing": "a roundabout is built before choosing or after the effect",
    "claim_timing": "plans are claimed after the number (or refusal) and effect",
    "reshuffle_timing": "a reshuffle is asked for at the end of the turn",
    "reshuffle_twice": "a reshuffle was already asked for",
    "number_not_on_offer": "the number written must be 8, the chosen number",
    "effect_of_other_kind": "the combination's effect is park",
    "park_other_street": "a park is built on the street of this turn's number",
    "pool_other_house": "the pool goes on the house just numbered",
    "pool_not_planned": "the number did not go on a planned-pool house",
    "refusal_timing": "a refusal is taken instead of choosing a combination",
    "effect_missing": "use the effect or skip it before ending the turn",
    "turn_over": "this turn is already confirmed",
    "game_over": "the game is over",
    "no_such_player": "there is no player 2",
    "voluntary_refusal": "a refusal is only allowed when no combination can be written",
    "refusal_roundabout_possible": "a roundabout would let a number be written",
    "missing_refusal": "no combination can be written: a refusal must be taken",
    "missing_number":
        "the turn must write a number or, when none can be written, take a refusal",
    "track_full": "the pool track is full",
    "temp_range": "the temp agency changes 8 by at most 2, within 0 to 17",
    "temp_track_full": "the temp track is full: 8 can no longer be changed",
    "temp_not_marked": "a changed number uses the temp agency: the temp box must be marked",
    "bis_occupied": "the bis house is not empty",
    "bis_not_adjacent": "a bis copies a numbered house directly to its left or right",
    "bis_across_fence": "a fence stands between the bis and the house it copies",
    "fence_drawn": "that fence is already drawn",
    "fence_bis_pair": "no fence between a number and its bis",
    "fence_used_houses": "no fence between two houses used for a plan",
    "house_not_empty": "house 3 of street 0 is not empty",
    "number_not_greater": "8 must be greater than 9, the number to its left",
    "number_not_smaller": "8 must be smaller than 7, the number to its right",
    "roundabout_basic_game": "roundabouts exist only in the advanced variant",
    "roundabout_twice_in_turn": "at most one roundabout per turn",
    "roundabout_third": "at most two roundabouts per game",
    "roundabout_not_empty": "a roundabout needs an empty house",
    "not_an_estate": "size 7 is not an estate",
    "plan_not_in_game": "plan 1-B is not in this game",
    "plan_claimed_twice": "a plan is claimed at most once",
    "estate_used": "an estate already used for a plan cannot be used again",
    "estate_twice": "the same estate cannot be counted twice",
    "plan_sizes": "1-C needs estates of sizes [3, 3, 3]",
    "plan_unmet": "the condition of 1-J is not met: 7 temp boxes marked",
    "plan_takes_no_estates": "1-J is not an estate plan",
    "plan_estate_unmet": "estate [0, 0, 3] does not meet the condition of xmas-C",
    "truck_no_trucks": "this sheet has no ice cream trucks",
    "truck_no_such_end": "a truck stands at the left or the right end, not 'middle'",
    "truck_not_due": "a truck is chosen once, right after the first number in the bottom street",
    "truck_missing": "the first number in the bottom street is followed by the truck choice",
    "reshuffle_not_entitled":
        "only a player who claimed a plan in the turn it was first claimed may ask",
    "reshuffle_solo": "there is no reshuffle in solo",
    "same_card_solo": "number and effect must come from different cards",
    "same_card_expert": "number and effect must come from different cards",
}


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_error_code_is_raised(code: str) -> None:
    """The scenario of ``code`` raises exactly that code, its ruling and English message."""
    if code not in SCENARIOS:
        pytest.fail(f"no test raises the error code {code!r}: add a scenario")
    error = SCENARIOS[code]()
    assert error.code == code, f"expected {code}, got {error.code}: {error}"
    assert error.ruling == MESSAGES[code][0]
    assert str(error) == ENGLISH[code]
    assert error.message == ENGLISH[code]


def test_scenarios_name_only_existing_codes() -> None:
    """No scenario or message is kept for a code that no longer exists."""
    assert set(SCENARIOS) <= set(MESSAGES)
    assert set(ENGLISH) == set(SCENARIOS)


def test_rulings_are_section_2_or_section_0_rulings() -> None:
    """Every code names section 2, section 1 (the cards of a record), a ruling "0.1" .. "0.18"
    or the Ice Cream Truck sheet's own rule ("ice-cream", docs/themes.md)."""
    allowed = {"1", "2", "ice-cream"} | {f"0.{n}" for n in range(1, 19)}
    assert {ruling for ruling, _ in MESSAGES.values()} <= allowed


@pytest.mark.parametrize(
    ("sheet", "offer", "action", "message"),
    [
        (make_sheet(parks=(3, 0, 0)), PARK_8, BuildPark(0), "the street 0 park track is full"),
        (make_sheet(temps=11), TEMP_8, MarkTemp(), "the temp track is full"),
        (make_sheet(bis_marks=9), BIS_8, WriteBis(0, 5, 4),
         "the bis track is full"),
        (make_sheet(estate_marks=(0, 0, 3, 0, 0, 0)), ((8, "real_estate"),) * 3,
         MarkEstateColumn(3), "the real estate 3 track is full"),
    ],
    ids=["park", "temp", "bis", "real_estate"],
)
def test_track_full_names_the_track(sheet: Sheet, offer: Sequence[OfferItem], action: Action,
                                    message: str) -> None:
    """Ruling 3: the message of a full track says which track."""
    turn = play(new_turn(sheet, offer), Choose(0), Write(0, 4, 8))
    assert_illegal(turn, action, "track_full", message)


def test_turn_over_also_on_confirming_twice() -> None:
    """Confirming a confirmed turn again is turn_over."""
    error = on_game(confirmed_then(lambda game: game.confirm(0)))()
    assert (error.code, str(error)) == ("turn_over", "this turn is already confirmed")


def test_game_over_also_on_confirming() -> None:
    """Confirming after the end of the game is game_over."""
    error = on_game(lambda: finished_game().confirm(0))()
    assert (error.code, str(error)) == ("game_over", "the game is over")


def test_unknown_code_is_a_programming_error() -> None:
    """Only codes of MESSAGES exist."""
    with pytest.raises(KeyError):
        IllegalAction("no_such_code")

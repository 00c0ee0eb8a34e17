"""The thematic sheets, point by point of docs/themes.md: Ice Cream Truck, Christmas Lights and
Easter Eggs, the rulings I1–I3 and T1–T3 (``test_ruling_i1_…``) and the lights example, each test
named after its point.

The printed cones and eggs are copied here by hand from themes.md (1-based there, 0-based here),
on purpose not imported from the code under test.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from welcome_desktop.rules import (
    BuildPark,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    Game,
    IllegalAction,
    MarkTemp,
    Mode,
    PlayerTurn,
    Setup,
    Sheet,
    SkipEffect,
    Write,
    WriteBis,
    theme_view,
)
from welcome_desktop.rules.description import action_from_json, sheet_to_dict
from welcome_desktop.rules.game import SetupError
from welcome_desktop.rules.plans import PLANS, plan_deck
from welcome_desktop.rules.record import record_from_json, record_of, record_to_json
from welcome_desktop.rules.scoring import Breakdown, EstateScore, rank_players, score_sheet

from .helpers import (
    OfferItem,
    assert_illegal,
    context,
    make_sheet,
    new_turn,
    play,
    scratch_turn,
    write_anything,
)

# themes.md, section 1 (house: scoops, 1-based) and section 3 (house: eggs, 1-based)
CONES_MD = ({1: 1, 3: 2, 5: 3, 6: 1, 8: 2, 10: 1},
            {1: 3, 2: 1, 4: 1, 5: 2, 7: 2, 9: 3, 10: 2},
            {1: 2, 2: 3, 4: 1, 5: 1, 6: 2, 8: 3, 10: 1, 11: 3})
EGGS_MD = ({3: 1, 4: 2, 5: 1, 7: 1, 10: 1}, {1: 2, 4: 1, 6: 1, 7: 2, 9: 1},
           {3: 1, 5: 2, 6: 1, 8: 2, 10: 1})
CONES = tuple({house - 1: scoops for house, scoops in street.items()} for street in CONES_MD)
EGGS = tuple({house - 1: eggs for house, eggs in street.items()} for street in EGGS_MD)

ICE = ("1-A", "2-A", "ice-A")
XMAS = ("1-A", "2-A", "xmas-A")
EASTER = ("1-A", "2-A", "egg-A")


def ice(plans: Sequence[str] = ICE, **tracks: Any) -> Sheet:
    return make_sheet(kind="ice-cream", plans=plans, **tracks)


def after(sheet: Sheet, offer: Sequence[OfferItem], *actions: Any, **kw: Any) -> Sheet:
    """The sheet after a legal turn of ``actions`` against ``offer``."""
    turn = play(new_turn(sheet, offer, **kw), *actions)
    turn.check_complete()
    return turn.sheet


def block(sheet: Sheet) -> dict[str, Any]:
    return dict(sheet_to_dict(sheet)["ice_cream"])


# --------------------------------------------------------------------------- the sheets


def test_every_sheet_is_the_base_sheet_plus_one_column() -> None:
    """Same streets, pools and tracks on every sheet; the theme adds one scoring column."""
    for kind, key in (("ice-cream", "ice_cream"), ("christmas", "lights"), ("easter", "eggs")):
        plans = {"ice-cream": ICE, "christmas": XMAS, "easter": EASTER}[kind]
        sheet = make_sheet(top="0 1 2", kind=kind, plans=plans)
        data = score_sheet(sheet).to_dict()
        base = score_sheet(make_sheet(top="0 1 2")).to_dict()
        assert list(data) == [*list(base)[:-1], key, "total"]
        assert [len(row) for row in sheet.houses] == [10, 11, 12]


def test_setup_names_its_sheet_absent_means_base() -> None:
    """A setup without a sheet is a base game; a wrong sheet is refused with a message."""
    assert Setup(Mode.SOLO, False, ("A",), seed=1).sheet == "base"
    assert Game(Setup(Mode.SOLO, False, ("A",), seed=1)).sheets[0].kind == "base"
    with pytest.raises(SetupError, match="the sheet is one of"):
        Setup(Mode.SOLO, False, ("A",), seed=1, sheet="halloween").check()


def test_theme_plans_replace_deck_three() -> None:
    """The theme's three n°3 plans replace the n°3 deck; n°1 and n°2 are drawn as usual."""
    for kind, prefix in (("ice-cream", "ice"), ("christmas", "xmas"), ("easter", "egg")):
        assert [p.id for p in plan_deck(3, True, kind)] == [f"{prefix}-{c}" for c in "ABC"]
        assert plan_deck(1, True, kind) == plan_deck(1, True)
        assert plan_deck(2, False, kind) == plan_deck(2, False)
        for seed in range(8):
            game = Game(Setup(Mode.STANDARD, seed % 2 == 0, ("A", "B"), seed=seed, sheet=kind))
            assert game.plans[2].id.startswith(prefix)
            assert game.plans[0].deck == 1 and game.plans[1].deck == 2
    with pytest.raises(SetupError, match="not a plan n°3 of the christmas sheet"):
        Setup(Mode.SOLO, False, ("A",), seed=1, plans=("1-A", "2-A", "3-A"),
              sheet="christmas").check()
    with pytest.raises(SetupError, match="not a plan n°3 of the base sheet"):
        Setup(Mode.SOLO, False, ("A",), seed=1, plans=("1-A", "2-A", "egg-A")).check()


@pytest.mark.parametrize(("pid", "first", "second"), [
    ("ice-A", 6, 4), ("ice-B", 7, 3), ("ice-C", 8, 4), ("xmas-A", 10, 5), ("xmas-B", 14, 7),
    ("xmas-C", 10, 5), ("egg-A", 7, 3), ("egg-B", 10, 5), ("egg-C", 8, 4)])
def test_theme_plan_values(pid: str, first: int, second: int) -> None:
    plan = PLANS[pid]
    assert (plan.first_value, plan.second_value, plan.deck, plan.advanced) == (
        first, second, 3, False)


# --------------------------------------------------------------------------- ice cream


def test_ice_cream_cones_as_printed() -> None:
    """21 cones, 40 scoops: (6, 10), (7, 14), (8, 16) per street."""
    from welcome_desktop.rules.themes import CONE_SCOOPS

    assert [len(c) for c in CONES] == [6, 7, 8]
    assert [sum(c.values()) for c in CONES] == [10, 14, 16]
    for street in range(3):
        assert {h: s for h, s in enumerate(CONE_SCOOPS[street]) if s} == CONES[street]


def test_truck_drives_to_the_house_written_selling_its_cone_losing_those_passed() -> None:
    """Street 1 (top): the truck starts at the right end and drives left."""
    sheet = after(ice(), [(5, "park")] * 3, Choose(0), Write(0, 4, 5), BuildPark(0))
    assert block(sheet)["trucks"] == [4, None, None]
    assert block(sheet)["sold"] == [[4], [], []]
    assert block(sheet)["crossed"] == [[5, 7, 9], [], []]
    # Street 2 (middle): from the left end, driving right.
    sheet = after(sheet, [(8, "park")] * 3, Choose(0), Write(1, 6, 8), BuildPark(1))
    assert block(sheet)["trucks"] == [4, 6, None]
    assert block(sheet)["sold"] == [[4], [6], []]
    assert block(sheet)["crossed"] == [[5, 7, 9], [0, 1, 3, 4], []]


def test_writing_in_a_passed_house_does_nothing_and_the_truck_never_turns_back() -> None:
    sheet = after(ice(), [(5, "park")] * 3, Choose(0), Write(0, 4, 5), SkipEffect())
    before = block(sheet)
    sheet = after(sheet, [(9, "park")] * 3, Choose(0), Write(0, 7, 9), SkipEffect())
    assert block(sheet) == before
    sheet = after(sheet, [(3, "park")] * 3, Choose(0), Write(0, 2, 3), SkipEffect())
    assert block(sheet)["trucks"][0] == 2
    assert block(sheet)["sold"][0] == [2, 4]


@pytest.mark.parametrize(("end", "sold", "lost"), [
    ("left", [4], [0, 1, 3]), ("right", [4], [5, 7, 9, 10])])
def test_bottom_street_truck_chosen_with_its_first_number(end: str, sold: list[int],
                                                          lost: list[int]) -> None:
    """The truck of the chosen end drives there; the other is crossed off (bottom_end)."""
    turn = play(new_turn(ice(), [(5, "park")] * 3), Choose(0), Write(2, 4, 5))
    assert turn.truck_due and turn.truck_choices() == [ChooseTruck("left"),
                                                       ChooseTruck("right")]
    assert block(turn.sheet)["trucks"][2] is None  # nothing drives before the choice
    play(turn, ChooseTruck(end), BuildPark(2))
    data = block(turn.sheet)
    assert (data["bottom_end"], data["trucks"][2], data["sold"][2], data["crossed"][2]) == (
        end, 4, sold, lost)
    # The choice belongs to that turn only: the next bottom number asks for none.
    later = play(new_turn(turn.sheet, [(9, "park")] * 3), Choose(0), Write(2, 8, 9))
    assert not later.truck_due
    assert_illegal(later, ChooseTruck("left"), "truck_not_due")


def test_truck_choice_is_undoable_like_any_action() -> None:
    game = Game(Setup(Mode.SOLO, False, ("A",), seed=3, sheet="ice-cream"))
    turn = game.turn(0)
    choose, street, house, value = next(w for w in turn.legal_writes() if w[1] == 2)
    for action in (choose, Write(street, house, value), ChooseTruck("right")):
        game.apply(0, action)
    assert game.live_sheet(0).bottom_end == 1
    assert game.undo(0) == ChooseTruck("right")
    assert game.live_sheet(0).bottom_end == -1 and game.turn(0).truck_due


def test_truck_errors_missing_twice_outside_its_turn_and_other_sheets() -> None:
    """Refused with the rule code "ice-cream"; on other sheets the step is malformed ("2")."""
    turn = play(new_turn(ice(), [(5, "park")] * 3), Choose(0), Write(2, 4, 5))
    assert assert_illegal(turn, BuildPark(2), "truck_missing").ruling == "ice-cream"
    assert assert_illegal(turn, None, "truck_missing").ruling == "ice-cream"
    play(turn, ChooseTruck("left"))
    assert assert_illegal(turn, ChooseTruck("right"), "truck_not_due").ruling == "ice-cream"
    early = new_turn(ice(), [(5, "park")] * 3)
    assert_illegal(early, ChooseTruck("left"), "truck_not_due")
    for kind, plans in (("christmas", XMAS), ("easter", EASTER), ("base", ("1-A", "2-A", "3-A"))):
        other = play(new_turn(make_sheet(kind=kind, plans=plans), [(5, "park")] * 3),
                     Choose(0), Write(2, 4, 5))
        assert assert_illegal(other, ChooseTruck("left"), "truck_no_trucks").ruling == "2"
    assert action_from_json({"type": "truck", "end": "left"}) == ChooseTruck("left")


def test_street_bonus_reached_by_passing_the_last_cone() -> None:
    """Street 1: house 1; street 2: house 10; street 3: house 11 driving right, house 1
    driving left (1-based)."""
    sheet = after(ice(), [(1, "park")] * 3, Choose(0), Write(0, 0, 1), SkipEffect())
    assert block(sheet)["bonus"] == [True, None, None]
    sheet = after(ice(), [(14, "park")] * 3, Choose(0), Write(1, 8, 14), SkipEffect())
    assert block(sheet)["bonus"] == [None, None, None]
    sheet = after(sheet, [(15, "park")] * 3, Choose(0), Write(1, 10, 15), SkipEffect())
    assert block(sheet)["bonus"] == [None, True, None]
    right = after(ice(), [(15, "park")] * 3, Choose(0), Write(2, 10, 15), ChooseTruck("left"),
                  SkipEffect())
    assert block(right)["bonus"] == [None, None, True]
    left = after(ice(), [(1, "park")] * 3, Choose(0), Write(2, 0, 1), ChooseTruck("right"),
                 SkipEffect())
    assert block(left)["bonus"] == [None, None, True]
    wrong_way = after(ice(), [(15, "park")] * 3, Choose(0), Write(2, 10, 15),
                      ChooseTruck("right"), SkipEffect())
    assert block(wrong_way)["bonus"] == [None, None, None]


def _bonus_game(players: int, reach: Sequence[bool], mode: Mode = Mode.STANDARD) -> Game:
    """A game whose players write 1 in the top street's house 1 (reaching its bonus) when
    ``reach`` says so, else 9 in the middle street; the turn then resolves."""
    names = tuple(f"P{i}" for i in range(players))
    game = Game(Setup(mode, False, names, seed=5, sheet="ice-cream"))
    for seat, reaches in enumerate(reach):
        sheet = ice(tuple(p.id for p in game.plans))
        offer: list[OfferItem] = [(1, "park"), (9, "park"), (2, "park")]
        turn = PlayerTurn(sheet, context(sheet, offer, mode=mode))
        game.turns[seat] = turn
        choose = turn.context.choices()[0 if reaches else 1]
        play(turn, choose, Write(0, 0, 1) if reaches else Write(1, 5, 9), SkipEffect())
        game.confirm(seat)
    return game


def test_street_bonus_shared_by_all_who_reach_it_in_one_turn_crossed_for_the_others() -> None:
    game = _bonus_game(3, [True, True, False])
    assert [s.bonus[0] for s in game.sheets] == [1, 1, 2]  # won, won, crossed
    assert [b.theme for b in game.breakdowns()] == [(1 + 1, 0, 0), (2, 0, 0), (0, 0, 0)]


def test_street_bonus_crossed_earlier_cannot_be_won() -> None:
    sheet = ice(ice_cream={"trucks": [None, None, None], "bottom_end": None,
                           "sold": [[], [], []], "crossed": [[], [], []],
                           "bonus": [False, None, None]})
    after_turn = after(sheet, [(1, "park")] * 3, Choose(0), Write(0, 0, 1), SkipEffect())
    assert block(after_turn)["bonus"] == [False, None, None]
    assert score_sheet(after_turn).theme == (1, 0, 0)


def test_solo_always_keeps_the_bonuses_reached() -> None:
    game = _bonus_game(1, [True], Mode.SOLO)
    assert game.sheets[0].bonus[0] == 1


def test_ice_cream_score_scoops_of_sold_cones_plus_one_per_sold_cone_with_the_bonus() -> None:
    sheet = ice(ice_cream={"trucks": [0, 9, None], "bottom_end": None,
                           "sold": [[0, 4], [0, 8], []], "crossed": [[2, 5, 7, 9],
                                                                     [1, 3, 4, 6], []],
                           "bonus": [True, False, None]})
    breakdown = score_sheet(sheet)
    assert breakdown.theme == (1 + 3 + 2, 3 + 3, 0)
    assert breakdown.to_dict()["ice_cream"] == [6, 6, 0]
    assert breakdown.total == 12


def test_ruling_i1_bis_and_temp_numbers_drive_the_truck() -> None:
    """A bis number drives the truck like any number; a temp-changed number drives it to the
    house where it is written."""
    sheet = after(ice(), [(8, "bis")] * 3, Choose(0), Write(0, 5, 8), WriteBis(0, 4, 5))
    assert block(sheet)["trucks"][0] == 4 and block(sheet)["sold"][0] == [4, 5]
    sheet = after(ice(), [(8, "temp")] * 3, Choose(0), Write(0, 2, 6), MarkTemp())
    assert block(sheet)["trucks"][0] == 2
    assert block(sheet)["sold"][0] == [2] and block(sheet)["crossed"][0] == [4, 5, 7, 9]


def test_ruling_i2_a_roundabout_does_not_drive_the_truck_its_cone_can_only_be_lost() -> None:
    turn = play(new_turn(ice(), [(5, "park")] * 3, advanced=True), BuildRoundabout(0, 9))
    assert block(turn.sheet)["trucks"] == [None, None, None]
    play(turn, Choose(0), Write(0, 4, 5), SkipEffect())
    assert block(turn.sheet)["crossed"][0] == [5, 7, 9]  # the roundabout house's cone is lost
    # A roundabout in the bottom street asks for no truck choice.
    turn = play(new_turn(ice(), [(5, "park")] * 3, advanced=True), BuildRoundabout(2, 3),
                Choose(0), Write(0, 4, 5), SkipEffect())
    turn.check_complete()
    assert not turn.truck_due


def test_ruling_i3_ice_c_needs_at_least_three_sold_cones() -> None:
    """Three estates of 4 houses with 3, 4 and 3 sold cones: claimable (at least 3)."""
    plans = ("1-A", "2-A", "ice-C")
    common = {"top": "", "middle": "0 1 2 3 | _", "bottom": "0 1 2 3 | 4 5 6 7 | _"}
    block_ = {"trucks": [None, 3, 7], "bottom_end": "left", "sold": [[], [0, 1, 3],
                                                                    [0, 1, 3, 4, 5, 7]],
              "crossed": [[], [], []], "bonus": [None, None, None]}
    sheet = ice(plans, ice_cream=block_, **common)
    claim = ClaimPlan("ice-C", ((1, 0, 4), (2, 0, 4), (2, 4, 4)))
    turn = play(scratch_turn(sheet, (0, 5)), claim)
    assert turn.sheet.plan_values[2] == 8
    two = dict(block_, sold=[[], [0, 1, 3], [0, 1, 3, 5, 7]], crossed=[[], [], [4]])
    turn = scratch_turn(ice(plans, ice_cream=two, **common), (0, 5))
    assert assert_illegal(turn, claim, "plan_estate_unmet").ruling == "0.10"


def test_ice_plans_a_and_b() -> None:
    """A: every cone of one street sold (6 / 4). B: estates of 3, 4, 5 without a sold cone."""
    sold_top: dict[str, Any] = {
        "trucks": [0, None, None], "bottom_end": None, "sold": [[0, 2, 4, 5, 7, 9], [], []],
        "crossed": [[], [], []], "bonus": [True, None, None]}
    sheet = ice(top="0 1 2 3 4 5 6 7 8 9", ice_cream=sold_top)
    assert play(scratch_turn(sheet), ClaimPlan("ice-A")).sheet.plan_values[2] == 6
    one_lost = dict(sold_top, sold=[[0, 2, 4, 5, 7], [], []], crossed=[[9], [], []])
    turn = scratch_turn(ice(top="0 1 2 3 4 5 6 7 8 9", ice_cream=one_lost))
    assert_illegal(turn, ClaimPlan("ice-A"), "plan_unmet")
    plans = ("1-A", "2-A", "ice-B")
    lost = {"trucks": [None, None, 11], "bottom_end": "left", "sold": [[], [], []],
            "crossed": [[], [], [0, 1, 3, 4, 5, 7, 9, 10]], "bonus": [None, None, True]}
    streets = {"bottom": "0 1 2 | 3 4 5 6 | 7 8 9 10 11"}
    claim = ClaimPlan("ice-B", ((2, 0, 3), (2, 3, 4), (2, 7, 5)))
    turn = play(scratch_turn(ice(plans, ice_cream=lost, **streets)), claim)
    assert turn.sheet.plan_values[2] == 7
    assert turn.sheet.used[2] == (1 << 12) - 1  # its estates are marked used
    sold = dict(lost, sold=[[], [], [5]], crossed=[[], [], [0, 1, 3, 4, 7, 9, 10]])
    turn = scratch_turn(ice(plans, ice_cream=sold, **streets))
    assert assert_illegal(turn, claim, "plan_estate_unmet").message == (
        "estate [2, 3, 4] does not meet the condition of ice-B")


# --------------------------------------------------------------------------- christmas


def test_christmas_lights_example_scores_five() -> None:
    """The rules summary's example: 2 4 _ 6 7 8 8bis 9 11 12 13 → 5, not 3, not 8."""
    sheet = make_sheet(middle="2 4 _ 6 7 8 8b 9 11 12 13", kind="christmas", plans=XMAS)
    assert score_sheet(sheet).theme == (0, 5, 0)
    assert score_sheet(sheet).to_dict()["lights"] == [0, 5, 0]


def test_christmas_links_fences_do_not_break_a_roundabout_does() -> None:
    from welcome_desktop.rules.themes import links_mask

    fenced = make_sheet(top="1 2 | 3 | 4", kind="christmas", plans=XMAS)
    assert score_sheet(fenced).theme == (4, 0, 0)
    broken = make_sheet(top="1 2 R 3 4", kind="christmas", plans=XMAS)
    assert score_sheet(broken).theme == (2, 0, 0)
    alone = make_sheet(top="1 3 5 7", kind="christmas", plans=XMAS)
    assert score_sheet(alone).theme == (0, 0, 0)  # no link: 0, not 1
    assert links_mask(make_sheet(top="3 4 4b 5 7").houses[0]) == 0b0111


def test_christmas_links_drawn_as_numbers_are_written() -> None:
    sheet = make_sheet(top="_ _ 5", kind="christmas", plans=XMAS)
    sheet = after(sheet, [(6, "park")] * 3, Choose(0), Write(0, 3, 6), SkipEffect())
    assert score_sheet(sheet).theme == (2, 0, 0)
    sheet = after(sheet, [(7, "bis")] * 3, Choose(0), Write(0, 5, 7), WriteBis(0, 4, 3))
    assert score_sheet(sheet).theme == (4, 0, 0)  # 5 6 6bis 7


def test_xmas_plans() -> None:
    """A: two estates of 6 lit end to end (10 / 5); B: a whole street one string (14 / 7);
    C: two estates of 3 with no link inside (10 / 5), links across fences allowed."""
    a = make_sheet(bottom="0 1 2 3 4 5 | 6 7 8 9 10 11", kind="christmas", plans=XMAS)
    claim = ClaimPlan("xmas-A", ((2, 0, 6), (2, 6, 6)))
    assert play(scratch_turn(a), claim).sheet.plan_values[2] == 10
    gap = make_sheet(bottom="0 1 2 3 4 5 | 6 7 8 9 10 12", kind="christmas", plans=XMAS)
    assert_illegal(scratch_turn(gap), claim, "plan_estate_unmet")
    plans_b = ("1-A", "2-A", "xmas-B")
    b = make_sheet(top="0 1 2 3 | 4 5 6 7 8 9", kind="christmas", plans=plans_b)
    turn = play(scratch_turn(b), ClaimPlan("xmas-B"))
    assert turn.sheet.plan_values[2] == 14 and turn.sheet.used == [0, 0, 0]
    broken = make_sheet(top="0 1 2 3 4 5 6 7 8 10", kind="christmas", plans=plans_b)
    assert_illegal(scratch_turn(broken), ClaimPlan("xmas-B"), "plan_unmet")
    plans_c = ("1-A", "2-A", "xmas-C")
    c = make_sheet(top="1 3 5 | 6 8 10 | _", kind="christmas", plans=plans_c)
    claim_c = ClaimPlan("xmas-C", ((0, 0, 3), (0, 3, 3)))
    assert play(scratch_turn(c), claim_c).sheet.plan_values[2] == 10
    lit = make_sheet(top="1 2 5 | 6 8 10 | _", kind="christmas", plans=plans_c)
    assert_illegal(scratch_turn(lit), claim_c, "plan_estate_unmet")


# --------------------------------------------------------------------------- easter


def test_easter_eggs_as_printed() -> None:
    """15 egg houses, 20 eggs: 6, 7 and 7 per street."""
    from welcome_desktop.rules.themes import EGGS as CODE_EGGS

    assert sum(len(e) for e in EGGS) == 15
    assert [sum(e.values()) for e in EGGS] == [6, 7, 7]
    for street in range(3):
        assert {h: n for h, n in enumerate(CODE_EGGS[street]) if n} == EGGS[street]


@pytest.mark.parametrize(("number", "collected"), [
    (0, 2), (8, 2), (10, 2), (6, 1), (9, 1), (16, 1), (1, 0), (7, 0), (11, 0), (15, 0),
    (17, 0)])
def test_easter_eggs_collected_by_the_number_written(number: int, collected: int) -> None:
    """On a two-egg house: 0, 8 or 10 collect both; 6, 9 or 16 one; others none."""
    sheet = make_sheet(kind="easter", plans=EASTER,
                       middle=f"{number}")  # middle house 1 holds two eggs
    assert score_sheet(sheet).theme == (collected,)


def test_easter_the_number_that_counts_is_written_after_temp_and_copied_by_bis() -> None:
    sheet = make_sheet(kind="easter", plans=EASTER)
    temp = after(sheet, [(8, "temp")] * 3, Choose(0), Write(0, 3, 10), MarkTemp())
    assert score_sheet(temp).theme == (2,)
    untouched = after(sheet, [(8, "temp")] * 3, Choose(0), Write(0, 3, 7), MarkTemp())
    assert score_sheet(untouched).theme == (0,)
    bis = after(make_sheet(top="_ 5 8", kind="easter", plans=EASTER), [(8, "bis")] * 3,
                Choose(0), Write(1, 4, 8), WriteBis(0, 3, 2))
    assert score_sheet(bis).theme == (1 + 2,)  # the 8 of house 3 and its bis copy


@pytest.mark.parametrize(("eggs", "points"), [
    (0, 0), (5, 0), (6, 5), (9, 5), (10, 10), (13, 10), (14, 20), (17, 20), (18, 35), (20, 35)])
def test_easter_score_by_total_eggs(eggs: int, points: int) -> None:
    from welcome_desktop.rules.themes import egg_points

    assert egg_points(eggs) == points


def test_easter_all_twenty_eggs_score_35() -> None:
    sheet = make_sheet(top="_ _ 0 8 9 _ 10 _ _ 16", middle="0 _ _ 8 _ 9 10 _ 16",
                       bottom="_ _ 0 _ 8 9 _ 10 _ 16", kind="easter", plans=EASTER)
    assert score_sheet(sheet).to_dict()["eggs"] == {"count": 20, "points": 35}


def test_egg_plans() -> None:
    """A: all 7 eggs of the bottom street (7 / 3); B: estates of 2, 3, 4 with no egg collected
    (10 / 5); C: three estates of 3 with at least 3 eggs each (8 / 4)."""
    a = make_sheet(bottom="_ _ 0 _ 8 9 _ 10 _ 16", kind="easter", plans=EASTER)
    assert play(scratch_turn(a), ClaimPlan("egg-A")).sheet.plan_values[2] == 7
    short = make_sheet(bottom="_ _ 0 _ 8 9 _ 10 _ 15", kind="easter", plans=EASTER)
    assert_illegal(scratch_turn(short), ClaimPlan("egg-A"), "plan_unmet")
    plans_b = ("1-A", "2-A", "egg-B")
    b = make_sheet(top="1 2 | 3 4 5 | 7 11 12 13 | _", kind="easter", plans=plans_b)
    claim_b = ClaimPlan("egg-B", ((0, 0, 2), (0, 2, 3), (0, 5, 4)))
    assert play(scratch_turn(b), claim_b).sheet.plan_values[2] == 10
    egg = make_sheet(top="1 2 | 3 4 5 | 7 9 12 13 | _", kind="easter", plans=plans_b)
    assert_illegal(scratch_turn(egg), claim_b, "plan_estate_unmet")
    plans_c = ("1-A", "2-A", "egg-C")
    c = make_sheet(top="_ _ | 0 8 10 | _", middle="_ _ _ _ _ | 6 8 9 | _",
                   bottom="_ _ _ | 2 8 10 | _", kind="easter", plans=plans_c)
    claim_c = ClaimPlan("egg-C", ((0, 2, 3), (1, 5, 3), (2, 3, 3)))
    assert play(scratch_turn(c, (1, 9)), claim_c).sheet.plan_values[2] == 8
    two = make_sheet(top="_ _ | 0 8 10 | _", middle="_ _ _ _ _ | 6 7 9 | _",
                     bottom="_ _ _ | 2 8 10 | _", kind="easter", plans=plans_c)
    assert_illegal(scratch_turn(two, (1, 9)), claim_c, "plan_estate_unmet")


# --------------------------------------------------------------------------- common rulings


def _claim_game(claims: Sequence[bool], plans: tuple[str, str, str] = ("1-A", "2-A", "xmas-B"),
                mode: Mode = Mode.STANDARD) -> Game:
    """A christmas game whose players, with the top street one string, claim xmas-B or not."""
    names = tuple(f"P{i}" for i in range(len(claims)))
    game = Game(Setup(mode, False, names, seed=2, plans=plans, sheet="christmas"))
    for seat, claims_now in enumerate(claims):
        sheet = make_sheet(top="0 1 2 3 4 5 6 7 8 9", kind="christmas", plans=plans)
        turn = PlayerTurn(sheet, game.turns[seat].context)
        game.turns[seat] = turn
        write_anything(turn)
        if claims_now:
            play(turn, ClaimPlan("xmas-B"))
            assert turn.reshuffle_entitled == (mode is not Mode.SOLO)
        game.confirm(seat)
    return game


def test_ruling_t1_theme_plans_follow_the_base_claim_rules() -> None:
    """First value for all who claim it first in the same turn, then approved (second value);
    the reshuffle is offered; used estates serve no other plan; the three plans end the game."""
    game = _claim_game([True, True, False])
    assert [s.plan_values[2] for s in game.sheets] == [14, 14, 0]
    assert game.approved == [False, False, True]
    assert game.history[-1].first_claims == ["xmas-B"]
    sheet = make_sheet(top="0 1 2 3 4 5 6 7 8 9", kind="christmas", plans=game.sheets[0].plan_ids)
    turn = PlayerTurn(sheet, game.turns[2].context)
    game.turns[2] = turn
    write_anything(turn)
    play(turn, ClaimPlan("xmas-B"))
    assert turn.sheet.plan_values[2] == 7 and not turn.reshuffle_entitled
    # Used estates: xmas-C's estates cannot serve 1-C.
    plans = ("1-C", "2-A", "xmas-C")
    sheet = make_sheet(top="1 3 5 | 7 9 11 | _", bottom="0 2 4 | _", kind="christmas",
                       plans=plans)
    turn = play(scratch_turn(sheet), ClaimPlan("xmas-C", ((0, 0, 3), (0, 3, 3))))
    assert_illegal(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (2, 0, 3))), "estate_used")
    # The third plan claimed ends the game.
    game = Game(Setup(Mode.SOLO, False, ("A",), seed=2, plans=("1-A", "2-A", "xmas-B"),
                      sheet="christmas"))
    sheet = make_sheet(top="0 1 2 3 4 5 6 7 8 9", kind="christmas",
                       plans=("1-A", "2-A", "xmas-B"), claimed=(True, True, False),
                       values=(8, 11, 0))
    turn = PlayerTurn(sheet, game.turns[0].context)
    game.turns[0] = turn
    write_anything(turn)
    play(turn, ClaimPlan("xmas-B"))
    game.confirm(0)
    assert game.end_reasons == ["plans"]


def test_ruling_t1_solo_values_after_the_solo_card() -> None:
    """Solo: a plan claimed once the Solo card is drawn scores its second value."""
    plans = ("1-A", "2-A", "egg-A")
    sheet = make_sheet(bottom="_ _ 0 _ 8 9 _ 10 _ 16", kind="easter", plans=plans)
    turn = play(scratch_turn(sheet, mode=Mode.SOLO, approved=(True, True, True)),
                ClaimPlan("egg-A"))
    assert turn.sheet.plan_values[2] == 3 and not turn.reshuffle_entitled


def test_ruling_t2_theme_column_in_the_live_score_and_the_breakdown_tie_break_unchanged() -> None:
    game = Game(Setup(Mode.SOLO, False, ("A",), seed=4, sheet="christmas"))
    turn = game.turn(0)
    sheet = make_sheet(top="1 2 3", kind="christmas", plans=tuple(p.id for p in game.plans))
    turn = PlayerTurn(sheet, turn.context)
    game.turns[0] = turn
    write_anything(turn)
    live = score_sheet(game.live_sheet(0))
    assert live.theme_points >= 3 and live.total == live.plus - live.minus
    game.confirm(0)
    assert game.breakdowns()[0].theme_points == score_sheet(game.sheets[0]).theme_points >= 3
    # Equal totals are separated by the estates (ruling 15), whatever the theme column.
    empty = tuple(EstateScore(0, 1) for _ in range(6))
    one = (EstateScore(1, 1), *empty[1:])
    themed = Breakdown((0, 0, 0), (0, 0, 0), 0, 0, empty, 0, 0, 0, "christmas", (3, 0, 0), 3)
    plain = Breakdown((2, 0, 0), (0, 0, 0), 0, 0, one, 0, 0, 0, "christmas", (0, 0, 0), 0)
    assert themed.total == plain.total == 3
    groups, ties = rank_players([themed, plain])
    assert groups == [[1], [0]] and ties[0].criterion == "estates"


def test_ruling_t3_a_record_names_its_sheet_base_when_absent() -> None:
    game = Game(Setup(Mode.STANDARD, True, ("A", "B"), seed=9, sheet="ice-cream"))
    for _ in range(4):
        for seat in range(2):
            actions = write_anything_with_truck(game.turn(seat))
            assert actions
            game.confirm(seat)
    data = record_to_json(record_of(game))
    assert data["setup"]["sheet"] == "ice-cream" and data["version"] == 1
    replayed = record_from_json(data).replay()
    assert [sheet_to_dict(s) for s in replayed.sheets] == [sheet_to_dict(s) for s in game.sheets]
    base = record_to_json(record_of(Game(Setup(Mode.SOLO, False, ("A",), seed=9))))
    assert "sheet" not in base["setup"]
    assert record_from_json(base).setup.sheet == "base"
    bad = dict(data, setup=dict(data["setup"], sheet="halloween"))
    with pytest.raises(ValueError, match=r"setup\.sheet must be one of"):
        record_from_json(bad)


def write_anything_with_truck(turn: PlayerTurn) -> list[Any]:
    """The first legal number, preferring the bottom street, its truck from the left."""
    writes = sorted(turn.legal_writes(), key=lambda w: -w[1])
    choose, street, house, value = writes[0]
    actions: list[Any] = [choose, Write(street, house, value)]
    play(turn, *actions)
    for truck in turn.truck_choices()[:1]:
        play(turn, truck)
        actions.append(truck)
    last = MarkTemp() if turn.changed else SkipEffect()
    play(turn, last)
    return [*actions, last]


def test_notation_of_the_truck_choice_and_theme_claims_round_trips() -> None:
    from welcome_desktop.rules.notation import format_turn, parse_turn

    line = "C0 W2.4=5 DL P2 Kice-B@2.0+3,2.3+4,2.7+5"
    actions = parse_turn(line)
    assert actions[2] == ChooseTruck("left")
    assert actions[4] == ClaimPlan("ice-B", ((2, 0, 3), (2, 3, 4), (2, 7, 5)))
    assert format_turn(actions) == line
    assert parse_turn("dr kxmas-b kegg-c") == [ChooseTruck("right"), ClaimPlan("xmas-B"),
                                             ClaimPlan("egg-C")]


def test_illegal_truck_choice_changes_nothing_in_a_game() -> None:
    game = Game(Setup(Mode.SOLO, False, ("A",), seed=3, sheet="ice-cream"))
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, ChooseTruck("left"))
    assert caught.value.ruling == "ice-cream"
    assert game.turn(0).actions == []


def test_theme_view_answers_what_a_drawing_asks() -> None:
    """Trucks, cones, bonuses, lights, eggs and the theme column, read from the sheet."""
    from welcome_desktop.rules import theme_view

    sheet = after(ice(), [(5, "park")] * 3, Choose(0), Write(2, 4, 5), ChooseTruck("right"),
                  BuildPark(2))
    assert theme_view.trucks(sheet) == (
        theme_view.Truck(0, None, -1, "right"), theme_view.Truck(1, None, 1, "left"),
        theme_view.Truck(2, 4, -1, "right"))
    states = {(c.street, c.house): c.state for c in theme_view.cones(sheet)}
    assert len(states) == 21
    assert states[(2, 4)] == "sold" and states[(2, 10)] == "lost" and states[(2, 3)] == "open"
    assert theme_view.bonuses(sheet) == ("open", "open", "open")
    assert theme_view.theme_score(sheet) == ((0, 0, 1), 1)
    fresh = ice()
    turn = play(new_turn(fresh, [(5, "park")] * 3), Choose(0), Write(2, 4, 5))
    assert turn.truck_due and theme_view.trucks(turn.sheet)[2].end == ""
    xmas = make_sheet(middle="2 4 _ 6 7 8 8b 9 11 12 13", kind="christmas", plans=XMAS)
    assert theme_view.lights(xmas) == ((), (3, 4, 5, 6, 8, 9), ())
    assert theme_view.longest_strings(xmas) == (0, 5, 0)
    assert theme_view.trucks(xmas) == () and theme_view.cones(xmas) == ()
    egg_sheet = make_sheet(top="_ _ 0 7", kind="easter", plans=EASTER)
    found = {(e.street, e.house): (e.printed, e.collected) for e in theme_view.eggs(egg_sheet)}
    assert len(found) == 15 and found[(0, 2)] == (1, 1) and found[(0, 3)] == (2, 0)


@pytest.mark.parametrize("end", ["left", "right"])
@pytest.mark.parametrize("houses", [[(4, 5)], [(1, 2), (9, 10)], [(0, 1)], [(11, 15)]])
def test_truck_drive_says_what_choosing_that_truck_does(end: str,
                                                        houses: list[tuple[int, int]]) -> None:
    """theme_view.truck_drive (the preview on the sheet) against the ChooseTruck action applied:
    the same cones sold and lost, the same houses passed, the same bonus."""
    sheet = ice()
    for house, number in houses[1:]:
        sheet.place(2, house, number)  # numbers already there (a bis street, say)
    turn = play(new_turn(sheet, [(houses[0][1], "park")] * 3), Choose(0),
                Write(2, houses[0][0], houses[0][1]))
    before = turn.sheet.copy()
    drive = theme_view.truck_drive(before, end)
    assert drive is not None and theme_view.truck_drive(before, "middle") is None
    play(turn, ChooseTruck(end))
    after_sheet = turn.sheet
    sold = after_sheet.sold[2] & ~before.sold[2]
    lost = after_sheet.lost[2] & ~before.lost[2]
    assert drive.sold == tuple(h for h in drive.passed if sold >> h & 1)
    assert sorted(drive.sold) == [h for h in range(12) if sold >> h & 1]
    assert sorted(drive.lost) == [h for h in range(12) if lost >> h & 1]
    assert sorted(drive.passed) == [h for h in range(12) if after_sheet.truck_passed(2, h)]
    assert drive.scoops == sum(CONES[2].get(h, 0) for h in drive.sold)
    assert drive.bonus == (after_sheet.bonus[2] != before.bonus[2])
    assert drive.passed[0] == (0 if end == "left" else 11)
    # Asked again once chosen, or on a sheet without a choice due: no drive.
    assert theme_view.truck_drive(after_sheet, end) is None
    assert theme_view.truck_drive(ice(), end) is None
    assert theme_view.truck_drive(make_sheet(kind="easter", plans=EASTER), end) is None

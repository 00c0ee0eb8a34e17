"""Section 0 of rules.md, ruling by ruling (tests are named after the ruling they check)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import (
    CARDS,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Card,
    Choose,
    ClaimPlan,
    DrawFence,
    Effect,
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
    rank_players,
    score_sheet,
)
from welcome_desktop.rules.cards import SOLO_CARD, SoloCard
from welcome_desktop.rules.deals import SoloDealer
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.game import DeckOrder, SetupError
from welcome_desktop.rules.plans import plan_deck
from welcome_desktop.rules.sheet import Estate

from .helpers import (
    assert_illegal,
    deal,
    full_street,
    inject,
    make_sheet,
    names,
    new_turn,
    play,
    play_careful_turn,
    play_game,
    play_steady_turn,
    scratch_turn,
    shuffled_cards,
    write_anything,
)

PARKS = ((3, "park"), (4, "park"), (5, "park"))
FULL_TOP = full_street(0)
FULL_MIDDLE = full_street(1)


def first_offer(stacks: tuple[tuple[Card, ...], ...], flip: int = 0) -> tuple[Card, ...]:
    """Combination i of flip ``flip``: the number of the new top, the effect just flipped."""
    return tuple(Card(s[flip + 1].number, s[flip].effect) for s in stacks)


# --------------------------------------------------------------------------- ruling 1


def test_ruling_01_offers_come_from_three_stacks_of_27() -> None:
    """Each turn flips the top of each stack: number of the new top, effect of the flipped card;
    after 26 turns a new deal serves turn 27."""
    first, second = deal(1), deal(2)
    setup = Setup(Mode.STANDARD, False, ("A",), plans=("1-A", "2-A", "3-A"),
                  deck=DeckOrder(deals=(first, second)))
    game = Game(setup)
    offers = []
    rng = random.Random(0)
    while not game.over and game.turn_number < 28:
        offers.append(game.offer(0))
        play_careful_turn(game.turn(0), rng)
        game.confirm(0)
    assert len(offers) >= 28, "the careful player should last 28 turns"
    for t in range(26):
        assert offers[t] == first_offer(first, t), f"turn {t + 1}"
    assert offers[26] == first_offer(second, 0)
    assert offers[27] == first_offer(second, 1)


def test_ruling_01_a_deal_lasts_26_turns() -> None:
    """With a seed, the cards left under the stacks' tops count down 25..0, then a new deal."""
    game = Game(Setup(Mode.STANDARD, False, ("A",), seed=11))
    rng = random.Random(11)
    remaining = []
    while not game.over and game.turn_number < 54:
        remaining.append(game.cards_remaining())
        play_careful_turn(game.turn(0), rng)
        game.confirm(0)
    assert len(remaining) >= 28
    expected = [25 - (t % 26) for t in range(len(remaining))]
    assert remaining == expected


def test_ruling_01_seeded_offers_are_real_cards_of_one_deal() -> None:
    """Within a deal, the number shown in turn t and the effect flipped in turn t+1 are one card,
    and those cards are 75 distinct cards of the 81 (3 stacks x 25)."""
    game = Game(Setup(Mode.STANDARD, False, ("A",), seed=5))
    rng = random.Random(5)
    offers = []
    while not game.over and game.turn_number < 26:
        offers.append(game.offer(0))
        play_careful_turn(game.turn(0), rng)
        game.confirm(0)
    assert len(offers) == 26
    revealed = Counter(
        Card(offers[t][i].number, offers[t + 1][i].effect) for t in range(25) for i in range(3))
    assert sum(revealed.values()) == 75
    assert not revealed - Counter(CARDS), "a revealed card is not one of the 81"


# --------------------------------------------------------------------------- ruling 2

# Every house full but the last of street 2, which only takes 11 or more.
ALMOST_FULL = {"top": FULL_TOP, "middle": FULL_MIDDLE, "bottom": "0 1 2 3 4 5 6 7 8 9 10 _"}


def test_ruling_02_refusal_only_when_nothing_fits() -> None:
    """A player who can write a number cannot take a refusal."""
    turn = new_turn(make_sheet())
    assert not turn.refusal_forced()
    assert_illegal(turn, TakeRefusal(), "voluntary_refusal",
                   "a refusal is only allowed when no combination can be written")


def test_ruling_02_forced_refusal_marks_the_next_box_and_writes_nothing() -> None:
    """No combination fits: the refusal is marked, no number, no effect."""
    sheet = make_sheet(**ALMOST_FULL, refusals=1)
    turn = new_turn(sheet, ((3, "park"), (5, "surveyor"), (8, "pool")))
    assert turn.refusal_forced()
    assert_illegal(turn, None, "missing_refusal",
                   "no combination can be written: a refusal must be taken")
    play(turn, TakeRefusal())
    turn.check_complete()
    assert turn.sheet.refusals == 2
    assert turn.sheet.houses == sheet.houses
    assert_illegal(turn, SkipEffect(), "effect_after_number")
    assert_illegal(turn, BuildPark(0), "effect_after_number")


def test_ruling_02_temp_agency_counts_for_the_refusal_test() -> None:
    """A 9 with the temp agency can become 11: no refusal, the 11 is written."""
    turn = new_turn(make_sheet(**ALMOST_FULL), ((3, "park"), (9, "temp"), (8, "pool")))
    assert not turn.refusal_forced()
    assert_illegal(turn, TakeRefusal(), "voluntary_refusal")
    play(turn, Choose(1))
    assert turn.forced_action() is None
    play(turn, Write(2, 11, 11))
    assert turn.forced_action() == MarkTemp()  # the changed number demands its temp mark
    play(turn, MarkTemp())
    assert turn.forced_action() is None
    turn.check_complete()


def test_ruling_02_full_temp_track_is_ignored_by_the_refusal_test() -> None:
    """With the 11 temp boxes marked, ±2 no longer counts: the refusal is forced."""
    turn = new_turn(make_sheet(**ALMOST_FULL, temps=11), ((3, "park"), (9, "temp"), (8, "pool")))
    assert turn.refusal_forced()
    play(turn, TakeRefusal())
    assert turn.sheet.refusals == 1


ROUNDABOUT_HELPS = {"top": FULL_TOP, "middle": FULL_MIDDLE,
                    "bottom": "10 _ _ 11 12 13 14 15 16 17 _ _"}


def test_ruling_02_a_roundabout_that_would_help_forbids_the_refusal() -> None:
    """Advanced: a roundabout at (2, 1) would let the 3 be written at (2, 2)."""
    sheet = make_sheet(**ROUNDABOUT_HELPS)
    offer = ((3, "park"), (3, "surveyor"), (3, "pool"))
    turn = new_turn(sheet, offer, advanced=True)
    assert not turn.refusal_forced()
    assert_illegal(turn, TakeRefusal(), "refusal_roundabout_possible",
                   "a roundabout would let a number be written")
    play(turn, BuildRoundabout(2, 1), Choose(0), Write(2, 2, 3), SkipEffect())
    turn.check_complete()
    # Without the variant, or with both roundabouts built, the refusal is forced.
    assert new_turn(sheet, offer).refusal_forced()
    used_up = make_sheet(**ROUNDABOUT_HELPS, roundabout_marks=2)
    assert new_turn(used_up, offer, advanced=True).refusal_forced()


def test_ruling_02_a_roundabout_may_follow_a_refusal() -> None:
    """On a refusal a roundabout may still be built that turn."""
    sheet = make_sheet(**ALMOST_FULL)
    turn = new_turn(sheet, ((3, "park"), (5, "surveyor"), (8, "pool")), advanced=True)
    play(turn, TakeRefusal(), BuildRoundabout(2, 11))
    turn.check_complete()
    assert turn.sheet.is_roundabout(2, 11) and turn.sheet.refusals == 1


def test_ruling_02_hands_count_only_pairs_of_different_cards() -> None:
    """Solo: the temp effect of a 9 cannot change that 9 itself, so 11 is out of reach."""
    hand = ((9, "temp"), (3, "park"), (4, "park"))
    turn = new_turn(make_sheet(**ALMOST_FULL), hand, mode=Mode.SOLO)
    assert turn.refusal_forced()
    play(turn, TakeRefusal())
    # With a 10 in hand, its number and the 9's temp effect make 11 or 12.
    other = new_turn(make_sheet(**ALMOST_FULL), ((9, "temp"), (10, "park"), (4, "park")),
                     mode=Mode.SOLO)
    assert not other.refusal_forced()
    play(other, Choose(1, 0), Write(2, 11, 12), MarkTemp())


def test_ruling_02_turn_without_number_or_refusal_cannot_end() -> None:
    """Confirming an empty turn when a number fits: missing_number."""
    assert_illegal(new_turn(make_sheet()), None, "missing_number",
                   "the turn must write a number or, when none can be written, take a refusal")


# --------------------------------------------------------------------------- ruling 3


def test_ruling_03_effects_are_optional() -> None:
    """The effect may be skipped."""
    turn = play(new_turn(make_sheet()), Choose(1), Write(0, 3, 8), SkipEffect())
    turn.check_complete()
    assert turn.sheet.parks == [0, 0, 0]


def test_ruling_03_effect_applies_to_the_sheet_as_it_then_stands() -> None:
    """The bis may copy the number just written; the fence may close the estate just made."""
    bis = play(new_turn(make_sheet(), ((5, "bis"), (1, "park"), (2, "park"))),
               Choose(0), Write(0, 3, 5), WriteBis(0, 4, 3))
    assert [bis.sheet.number(0, h) for h in (3, 4)] == [5, 5] and bis.sheet.is_bis(0, 4)
    fence = play(new_turn(make_sheet(top="1 2 _ "), ((5, "surveyor"), (1, "park"), (2, "park"))),
                 Choose(0), Write(0, 2, 5), DrawFence(0, 2))
    assert Estate(0, 0, 3) in fence.sheet.estates()


def test_ruling_03_a_full_track_cannot_be_used() -> None:
    """Park track of street 0 full: the landscaper has no target and is refused."""
    turn = play(new_turn(make_sheet(parks=(3, 0, 0)), PARKS), Choose(0), Write(0, 1, 3))
    assert turn.effect_targets() == []
    assert_illegal(turn, BuildPark(0), "track_full", "the street 0 park track is full")
    play(turn, SkipEffect())


# --------------------------------------------------------------------------- ruling 4


def test_ruling_04_changed_number_marks_the_temp_box() -> None:
    """Writing a changed number is using the effect: the temp box must be marked."""
    offer = ((8, "temp"), (1, "park"), (2, "park"))
    turn = play(new_turn(make_sheet(), offer), Choose(0), Write(0, 4, 10))
    assert_illegal(turn, SkipEffect(), "temp_not_marked",
                   "a changed number uses the temp agency: the temp box must be marked")
    assert_illegal(turn, None, "temp_not_marked")
    play(turn, MarkTemp())
    assert turn.sheet.temps == 1


def test_ruling_04_unchanged_number_may_mark_or_skip() -> None:
    """With the number unchanged the temp box may still be marked, or the effect skipped."""
    offer = ((8, "temp"), (1, "park"), (2, "park"))
    marked = play(new_turn(make_sheet(), offer), Choose(0), Write(0, 4, 8), MarkTemp())
    skipped = play(new_turn(make_sheet(), offer), Choose(0), Write(0, 4, 8), SkipEffect())
    assert (marked.sheet.temps, skipped.sheet.temps) == (1, 0)


@pytest.mark.parametrize(("number", "legal", "illegal"), [(1, 0, -1), (2, 0, -1), (15, 17, 18)])
def test_ruling_04_never_below_0_nor_above_17(number: int, legal: int, illegal: int) -> None:
    """The temp agency stays within 0..17."""
    offer = ((number, "temp"), (5, "park"), (6, "park"))
    turn = play(new_turn(make_sheet(), offer), Choose(0))
    assert_illegal(turn, Write(1, 5, illegal), "temp_range")
    play(turn, Write(1, 5, legal), MarkTemp())
    assert turn.sheet.number(1, 5) == legal


def test_ruling_04_full_temp_track_forbids_changing_the_number() -> None:
    """11 temp boxes marked: the number is written unchanged and no box can be marked."""
    offer = ((8, "temp"), (1, "park"), (2, "park"))
    turn = play(new_turn(make_sheet(temps=11), offer), Choose(0))
    assert_illegal(turn, Write(0, 4, 9), "temp_track_full",
                   "the temp track is full: 8 can no longer be changed")
    play(turn, Write(0, 4, 8))
    assert_illegal(turn, MarkTemp(), "track_full", "the temp track is full")
    play(turn, SkipEffect())


# --------------------------------------------------------------------------- ruling 5


def test_ruling_05_bis_may_copy_a_bis() -> None:
    """"5 5 5" is legal: a bis copying a bis."""
    turn = play(new_turn(make_sheet(top="_ 5 5b"), ((9, "bis"), (1, "park"), (2, "park"))),
                Choose(0), Write(0, 5, 9), WriteBis(0, 3, 2))
    assert [turn.sheet.number(0, h) for h in (1, 2, 3)] == [5, 5, 5]
    assert turn.sheet.is_bis(0, 3) and turn.sheet.bis_marks == 2


def test_ruling_05_bis_copies_any_house_left_or_right() -> None:
    """The copied house need not be this turn's, and may be on either side."""
    offer = ((9, "bis"), (1, "park"), (2, "park"))
    left = play(new_turn(make_sheet(middle="_ _ 4"), offer),
                Choose(0), Write(0, 5, 9), WriteBis(1, 1, 2))
    right = play(new_turn(make_sheet(middle="_ _ 4"), offer),
                 Choose(0), Write(0, 5, 9), WriteBis(1, 3, 2))
    assert left.sheet.number(1, 1) == 4 and right.sheet.number(1, 3) == 4


def test_ruling_05_no_fence_between_bis_and_copy() -> None:
    """A drawn fence or a roundabout between them forbids the bis; so does a gap."""
    offer = ((9, "bis"), (1, "park"), (2, "park"))
    fenced = play(new_turn(make_sheet(top="_ 4 | _"), offer), Choose(0), Write(1, 5, 9))
    assert_illegal(fenced, WriteBis(0, 2, 1), "bis_across_fence",
                   "a fence stands between the bis and the house it copies")
    roundabout = play(new_turn(make_sheet(top="4 R _"), offer, advanced=True),
                      Choose(0), Write(1, 5, 9))
    assert_illegal(roundabout, WriteBis(0, 2, 1), "bis_not_adjacent")
    gap = play(new_turn(make_sheet(top="4 _ _"), offer), Choose(0), Write(1, 5, 9))
    assert_illegal(gap, WriteBis(0, 2, 0), "bis_not_adjacent",
                   "a bis copies a numbered house directly to its left or right")


def test_ruling_05_bis_house_is_a_house_for_estates_and_the_end() -> None:
    """A bis completes an estate and fills a house."""
    sheet = make_sheet(top="3 3b | 4 | _")
    assert Estate(0, 0, 2) in sheet.estates()
    assert score_sheet(sheet, []).estates[1].count == 1
    assert sheet.empty_houses() == 33 - 3


def test_ruling_05_bis_track_has_9_boxes() -> None:
    """With 9 bis marked, no more bis."""
    turn = play(new_turn(make_sheet(middle="4", bis_marks=9), ((9, "bis"), (1, "park"),
                                                              (2, "park"))),
                Choose(0), Write(0, 5, 9))
    assert turn.effect_targets() == []
    assert_illegal(turn, WriteBis(1, 1, 0), "track_full", "the bis track is full")


# --------------------------------------------------------------------------- ruling 6

SURVEYOR = ((9, "surveyor"), (1, "park"), (2, "park"))


def test_ruling_06_fence_anywhere_free_even_next_to_empty_houses() -> None:
    """Any free slot of any street, also between empty houses."""
    turn = play(new_turn(make_sheet(), SURVEYOR), Choose(0), Write(0, 5, 9), DrawFence(2, 10))
    assert turn.sheet.has_fence(2, 10)


def test_ruling_06_no_fence_between_a_bis_pair() -> None:
    """(a) between two houses holding the same number."""
    turn = play(new_turn(make_sheet(top="_ 4 4b"), SURVEYOR), Choose(0), Write(0, 5, 9))
    assert (0, 1) not in turn.sheet.fence_slots()
    assert_illegal(turn, DrawFence(0, 1), "fence_bis_pair", "no fence between a number and its bis")


def test_ruling_06_no_fence_between_two_used_houses() -> None:
    """(b) between two houses used for a plan; next to one used house it is fine."""
    sheet = make_sheet(top="1u 2u 3u | 4 5")
    turn = play(new_turn(sheet, SURVEYOR), Choose(0), Write(0, 7, 9))
    assert_illegal(turn, DrawFence(0, 0), "fence_used_houses",
                   "no fence between two houses used for a plan")
    play(turn, DrawFence(0, 3))
    assert turn.sheet.has_fence(0, 3)


def test_ruling_06_roundabout_sides_are_drawn_fences() -> None:
    """A roundabout's slots count as drawn."""
    turn = play(new_turn(make_sheet(top="1 R"), SURVEYOR, advanced=True),
                Choose(0), Write(0, 5, 9))
    assert_illegal(turn, DrawFence(0, 1), "fence_drawn", "that fence is already drawn")


# --------------------------------------------------------------------------- ruling 7


def test_ruling_07_drawn_fences_do_not_restart_the_numbering() -> None:
    """A stretch ends only at roundabouts: right of a fence, numbers still ascend."""
    turn = play(new_turn(make_sheet(top="5 | _"), ((3, "park"), (1, "park"), (2, "park"))),
                Choose(0))
    assert_illegal(turn, Write(0, 1, 3), "number_not_greater",
                   "3 must be greater than 5, the number to its left")


def test_ruling_07_a_number_at_most_once_per_stretch() -> None:
    """A second 5 in a stretch is refused; in another street or stretch it is fine."""
    offer = ((5, "park"), (1, "park"), (2, "park"))
    sheet = make_sheet(top="5 _ _ R _", middle="")
    turn = play(new_turn(sheet, offer, advanced=True), Choose(0))
    assert_illegal(turn, Write(0, 1, 5), "number_not_greater",
                   "5 must be greater than 5, the number to its left")
    play(turn, Write(0, 4, 5), SkipEffect())
    assert turn.sheet.number(0, 4) == 5
    other = play(new_turn(sheet, offer), Choose(0), Write(1, 0, 5))
    assert other.sheet.number(1, 0) == 5


def test_ruling_07_larger_to_the_right_every_number_of_the_stretch() -> None:
    """Every number to the right must be larger, not only the nearest."""
    turn = play(new_turn(make_sheet(top="_ _ _ 9 _ 12"), ((10, "park"), (1, "park"),
                                                         (2, "park"))), Choose(0))
    assert_illegal(turn, Write(0, 1, 10), "number_not_smaller",
                   "10 must be smaller than 9, the number to its right")
    play(turn, Write(0, 4, 10), SkipEffect())


def test_ruling_07_houses_that_can_never_be_filled_may_stay_empty() -> None:
    """Between 7 and 8 no number fits, and that is legal."""
    sheet = make_sheet(top="7 _ 8")
    assert all(sheet.number(0, h) is None or h != 1 for h in range(3))
    assert not any(sheet.can_write(0, 1, n) for n in range(18))
    turn = play(new_turn(sheet, ((9, "park"), (1, "park"), (2, "park"))),
                Choose(0), Write(0, 3, 9), SkipEffect())
    turn.check_complete()


def test_ruling_07_house_must_be_empty() -> None:
    """A number goes in an empty house."""
    turn = play(new_turn(make_sheet(top="_ _ _ 4"), ((4, "park"), (1, "park"), (2, "park"))),
                Choose(0))
    assert_illegal(turn, Write(0, 3, 4), "house_not_empty", "house 3 of street 0 is not empty")


# --------------------------------------------------------------------------- ruling 8


def test_ruling_08_roundabouts_only_in_the_advanced_variant() -> None:
    """Without the advanced variant no roundabout may be built."""
    assert_illegal(new_turn(make_sheet()), BuildRoundabout(0, 0), "roundabout_basic_game",
                   "roundabouts exist only in the advanced variant")


def test_ruling_08_before_choosing_or_after_the_effect_never_between() -> None:
    """Between choosing and the effect a roundabout is refused."""
    turn = play(new_turn(make_sheet(), PARKS, advanced=True), Choose(0))
    assert_illegal(turn, BuildRoundabout(1, 0), "roundabout_timing",
                   "a roundabout is built before choosing or after the effect")
    play(turn, Write(0, 2, 3))
    assert_illegal(turn, BuildRoundabout(1, 0), "roundabout_timing")
    assert getattr(turn.roundabout_refusal(), "code", None) == "roundabout_timing"
    play(turn, BuildPark(0))
    assert turn.roundabout_refusal() is None
    play(turn, BuildRoundabout(1, 0))
    assert turn.sheet.is_roundabout(1, 0)
    assert getattr(turn.roundabout_refusal(), "code", None) == "roundabout_twice_in_turn"
    before = play(new_turn(make_sheet(), PARKS, advanced=True), BuildRoundabout(1, 0), Choose(0))
    assert before.sheet.roundabout_marks == 1


def test_ruling_08_one_per_turn_two_per_game() -> None:
    """At most one roundabout per turn and two per game."""
    turn = play(new_turn(make_sheet(), PARKS, advanced=True), BuildRoundabout(1, 4), Choose(0),
                Write(0, 2, 3), SkipEffect())
    assert_illegal(turn, BuildRoundabout(1, 8), "roundabout_twice_in_turn",
                   "at most one roundabout per turn")
    full = new_turn(make_sheet(top="R", bottom="R"), PARKS, advanced=True)
    assert_illegal(full, BuildRoundabout(1, 4), "roundabout_third",
                   "at most two roundabouts per game")


def test_ruling_08_roundabout_draws_both_fences_and_marks_the_track() -> None:
    """Slots on both sides become fences; at the street's end only the inner one."""
    middle = play(new_turn(make_sheet(), PARKS, advanced=True), BuildRoundabout(1, 4))
    assert sheet_to_dict(middle.sheet)["fences"] == [[], [3, 4], []]
    assert middle.sheet.roundabout_marks == 1
    end = play(new_turn(make_sheet(), PARKS, advanced=True), BuildRoundabout(0, 9))
    assert sheet_to_dict(end.sheet)["fences"] == [[8], [], []]
    start = play(new_turn(make_sheet(), PARKS, advanced=True), BuildRoundabout(2, 0))
    assert sheet_to_dict(start.sheet)["fences"] == [[], [], [0]]


def test_ruling_08_roundabout_needs_an_empty_house() -> None:
    """A roundabout goes in an empty house only."""
    assert_illegal(new_turn(make_sheet(top="4"), PARKS, advanced=True), BuildRoundabout(0, 0),
                   "roundabout_not_empty", "a roundabout needs an empty house")


def test_ruling_08_roundabout_is_built_but_not_an_estate_house() -> None:
    """Not in an estate, but it fills its house for the end of game."""
    sheet = make_sheet(top="1 2 R 4", bottom="R")
    assert Estate(0, 0, 2) in sheet.estates()
    assert all(e.first != 2 or e.street != 0 for e in sheet.estates())
    assert sheet.empty_houses() == 33 - 5
    full = make_sheet(top="0 1 2 3 R 5 6 7 8 9", middle=FULL_MIDDLE, bottom=full_street(2))
    assert full.empty_houses() == 0 and full.street_built(0)


def test_ruling_08_roundabout_on_a_planned_pool_house_blocks_the_pool() -> None:
    """The house can never be numbered, so its pool can never be built."""
    turn = play(new_turn(make_sheet(), ((5, "pool"), (1, "park"), (2, "park")), advanced=True),
                BuildRoundabout(0, 2), Choose(0))
    assert_illegal(turn, Write(0, 2, 5), "house_not_empty")
    play(turn, Write(0, 3, 5))
    assert_illegal(turn, BuildPool(0, 2), "pool_other_house")


# --------------------------------------------------------------------------- ruling 9


def test_ruling_09_seven_houses_between_fences_are_not_an_estate() -> None:
    """A numbered run of 7 scores nothing until a fence splits it."""
    sheet = make_sheet(top="0 1 2 3 4 5 6 | _")
    assert list(sheet.estates()) == []
    assert score_sheet(sheet, []).total == 0
    turn = scratch_turn(sheet, advanced=False)
    assert_illegal(turn, ClaimPlan("1-A", ((0, 0, 7),)), "not_an_estate",
                   "[0, 0, 7] is not an estate")
    split = play(new_turn(sheet, SURVEYOR), Choose(0), Write(1, 5, 9), DrawFence(0, 2))
    assert sorted(split.sheet.estates()) == [Estate(0, 0, 3), Estate(0, 3, 4)]


def test_ruling_09_estates_are_1_to_6_numbered_houses_between_fences() -> None:
    """An empty house or a roundabout in a run makes it no estate."""
    assert list(make_sheet(top="0 1 2 3 4 5 | _").estates()) == [Estate(0, 0, 6)]
    assert list(make_sheet(top="0 _ 2 | _").estates()) == []
    assert list(make_sheet(top="0 1 R 5 | _").estates()) == [Estate(0, 0, 2), Estate(0, 3, 1)]
    assert list(make_sheet(bottom=full_street(2)).estates()) == []


# --------------------------------------------------------------------------- ruling 10

THREE_THREES = "0 1 2 | 3 4 5 | 6 7 8 | _"


def test_ruling_10_claims_come_after_the_number_and_effect() -> None:
    """Claims before the number or before the effect are refused; after them they count."""
    sheet = make_sheet(top=THREE_THREES, plans=("1-C", "2-A", "3-A"))
    turn = new_turn(sheet)
    claim = ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3)))
    assert_illegal(turn, claim, "claim_timing",
                   "plans are claimed after the number (or refusal) and effect")
    play(turn, Choose(1), Write(1, 5, 8))
    assert_illegal(turn, claim, "claim_timing")
    play(turn, SkipEffect(), claim)
    assert turn.sheet.plan_values[0] == 8


def test_ruling_10_claims_may_follow_a_refusal() -> None:
    """The plan condition may be met on a refusal turn."""
    sheet = make_sheet(top="0 1 2 | 3 4 5 | 6 7 8 | 9", middle=FULL_MIDDLE,
                       bottom="0 1 2 3 4 5 6 7 8 9 10 _", plans=("1-C", "2-A", "3-A"))
    turn = play(new_turn(sheet, ((3, "park"), (5, "surveyor"), (8, "pool"))), TakeRefusal(),
                ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))))
    assert turn.sheet.plan_claimed == [True, False, False]


def test_ruling_10_at_most_once() -> None:
    """A player claims each plan at most once."""
    sheet = make_sheet(top=THREE_THREES, plans=("1-C", "2-A", "3-A"), claimed=(True, False, False),
                       values=(8, 0, 0))
    turn = scratch_turn(sheet, advanced=False)
    assert_illegal(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))),
                   "plan_claimed_twice", "a plan is claimed at most once")


def test_ruling_10_distinct_unused_estates() -> None:
    """The same estate twice, or a used one, cannot be counted."""
    sheet = make_sheet(top="0u 1u 2u | 3 4 5 | 6 7 8 | _", plans=("1-C", "2-A", "3-C"))
    turn = scratch_turn(sheet, advanced=False)
    assert_illegal(turn, ClaimPlan("1-C", ((0, 3, 3), (0, 3, 3), (0, 6, 3))), "estate_twice",
                   "the same estate cannot be counted twice")
    assert_illegal(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))), "estate_used",
                   "an estate already used for a plan cannot be used again")


def test_ruling_10_a_used_house_serves_no_other_plan() -> None:
    """After 1-C used three estates of 3, 3-C cannot use one of them."""
    sheet = make_sheet(top=THREE_THREES, bottom="0 1 2 3 | _", plans=("1-C", "2-A", "3-C"))
    turn = scratch_turn(sheet, advanced=False)
    play(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))))
    assert "3-C" not in {p.id for p, _ in turn.claimable()}
    assert_illegal(turn, ClaimPlan("3-C", ((0, 0, 3), (2, 0, 4))), "estate_used")


def test_ruling_10_player_chooses_among_several_estates() -> None:
    """Two estates of 3 for 3-C: both ways are offered and either may be claimed."""
    sheet = make_sheet(top="0 1 2 | 3 4 5 | _", bottom="0 1 2 3 | _",
                       plans=("1-A", "2-A", "3-C"))
    turn = scratch_turn(sheet, advanced=False)
    (plan, choices), = turn.claimable()
    assert plan.id == "3-C" and len(choices) == 2
    play(turn, ClaimPlan("3-C", ((0, 3, 3), (2, 0, 4))))
    assert sheet_to_dict(turn.sheet)["used"] == [[3, 4, 5], [], [0, 1, 2, 3]]


def test_ruling_10_claim_may_wait_for_a_later_turn() -> None:
    """Claiming is optional: a turn may end with a claimable plan unclaimed."""
    sheet = make_sheet(top=THREE_THREES, plans=("1-C", "2-A", "3-A"))
    turn = scratch_turn(sheet, advanced=False)
    assert turn.claimable()
    turn.check_complete()
    later = scratch_turn(turn.sheet, (1, 7), advanced=False)
    play(later, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))))
    assert later.sheet.plan_claimed[0]


def test_ruling_10_plan_must_be_in_the_game() -> None:
    """Only the three plans of the game may be claimed."""
    turn = scratch_turn(make_sheet(top=THREE_THREES), advanced=False)
    assert_illegal(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))), "plan_not_in_game",
                   "plan 1-C is not in this game")


# --------------------------------------------------------------------------- ruling 11

PLANS_1C = ("1-C", "2-A", "3-A")


def claim_game(players: int, seed: int = 3) -> Game:
    return Game(Setup(Mode.STANDARD, False, names(players), seed=seed, plans=PLANS_1C))


def test_ruling_11_first_value_to_everyone_in_the_first_turn_then_second() -> None:
    """Two players claim 1-C in the same turn: both score 8; a third, later, scores 4."""
    game = claim_game(3)
    claim = ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3)))
    for player in (0, 1):
        turn = inject(game, player, make_sheet(top=THREE_THREES, plans=PLANS_1C))
        write_anything(turn)
        turn.apply(claim)
        game.confirm(player)
    write_anything(game.turn(2))
    game.confirm(2)
    assert [s.plan_values[0] for s in game.sheets] == [8, 8, 0]
    assert game.plan_cards()[0].approved
    assert game.history[0].first_claims == ["1-C"]
    turn = inject(game, 2, make_sheet(top=THREE_THREES, plans=PLANS_1C))
    write_anything(turn)
    turn.apply(claim)
    assert turn.sheet.plan_values[0] == 4
    assert not turn.reshuffle_entitled


# --------------------------------------------------------------------------- ruling 12


def test_ruling_12_reshuffle_only_for_a_first_claimer() -> None:
    """Entitled only after claiming a plan on its project side; once."""
    sheet = make_sheet(top=THREE_THREES, plans=PLANS_1C)
    turn = scratch_turn(sheet, advanced=False)
    assert_illegal(turn, AskReshuffle(), "reshuffle_not_entitled",
                   "only a player who claimed a plan in the turn it was first claimed may ask")
    play(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))), AskReshuffle())
    assert turn.reshuffle
    assert_illegal(turn, AskReshuffle(), "reshuffle_twice", "a reshuffle was already asked for")
    assert_illegal(turn, ClaimPlan("2-A"), "claim_timing")
    assert_illegal(turn, BuildRoundabout(2, 0), "roundabout_basic_game")


def test_ruling_12_no_reshuffle_in_solo() -> None:
    """Solo: even a first claim gives no reshuffle."""
    sheet = make_sheet(top=THREE_THREES, plans=PLANS_1C)
    turn = scratch_turn(sheet, mode=Mode.SOLO, advanced=False)
    play(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))))
    assert not turn.reshuffle_entitled
    assert_illegal(turn, AskReshuffle(), "reshuffle_solo", "there is no reshuffle in solo")


def test_ruling_12_reshuffle_asked_before_the_number_is_a_timing_error() -> None:
    """The reshuffle is the last step of a turn: asked before the number it breaks section 2.

    (The error code ``reshuffle_timing`` exists for this; today the engine answers
    ``reshuffle_not_entitled`` instead.)"""
    turn = new_turn(make_sheet())
    assert_illegal(turn, AskReshuffle(), "reshuffle_timing",
                   "a reshuffle is asked for at the end of the turn")
    play(turn, Choose(0))
    assert_illegal(turn, AskReshuffle(), "reshuffle_timing")


def test_ruling_12_standard_reshuffle_deals_new_stacks() -> None:
    """A reshuffle request: the next turn is the first flip of a new deal."""
    first, second = deal(21), deal(22)
    game = Game(Setup(Mode.STANDARD, False, names(2), plans=PLANS_1C,
                      deck=DeckOrder(deals=(first, second))))
    turn = inject(game, 0, make_sheet(top=THREE_THREES, plans=PLANS_1C))
    write_anything(turn)
    play(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))), AskReshuffle())
    game.confirm(0)
    write_anything(game.turn(1))
    game.confirm(1)
    assert game.history[0].reshuffle
    assert game.offer(0) == game.offer(1) == first_offer(second, 0)
    assert game.cards_remaining() == 25


def test_ruling_12_reshuffle_and_empty_stacks_make_one_new_deal() -> None:
    """A reshuffle asked in turn 26, when the stacks run out anyway: one new deal, not two."""
    deals = (deal(31), deal(32), deal(33))
    game = Game(Setup(Mode.STANDARD, False, ("A",), plans=PLANS_1C,
                      deck=DeckOrder(deals=deals)))
    claim = ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3)))
    for turn_number in range(1, 27):
        turn = inject(game, 0, make_sheet(top=THREE_THREES, plans=PLANS_1C))
        write_anything(turn)
        if turn_number == 26:
            play(turn, claim, AskReshuffle())
        game.confirm(0)
    assert game.history[25].reshuffle and game.turn_number == 26
    assert game.offer(0) == first_offer(deals[1], 0)
    write_anything(inject(game, 0, make_sheet(top=THREE_THREES, plans=PLANS_1C)))
    game.confirm(0)
    assert game.offer(0) == first_offer(deals[1], 1)


def test_ruling_12_seeded_standard_reshuffle_restarts_the_stacks() -> None:
    """In seeded games, a turn with a reshuffle request is followed by a fresh deal."""
    seen = 0
    for seed in range(60):
        remaining: list[int] = []

        def count(game: Game, remaining: list[int] = remaining) -> None:
            remaining.append(game.cards_remaining())

        game = play_game(Setup(Mode.STANDARD, True, names(2), seed=seed), random.Random(seed),
                         play_steady_turn, after_turn=count)
        for t, record in enumerate(game.history[:-1]):
            if record.reshuffle:
                seen += 1
                assert remaining[t] == 25, (seed, t)
    assert seen > 0, "no seeded game asked for a reshuffle"


def test_ruling_12_expert_reshuffle_keeps_hands_and_passed_cards() -> None:
    """Expert: deck and discards make a new deck; hands and passed cards stay where they are."""
    seen = 0
    for seed in range(80):
        players = 2 + seed % 3
        checks: list[tuple[int, int]] = []

        def after(game: Game, checks: list[tuple[int, int]] = checks) -> None:
            if not game.over and game.history[-1].reshuffle:
                checks.append((game.cards_remaining(), 81 - 3 * game.player_count))
                previous = game.history[-1]
                for p in range(game.player_count):
                    giver = (p + 1) % game.player_count
                    passed = passed_card(previous.offers[giver], previous.actions[giver])
                    if passed is not None:
                        assert game.offer(p)[0] == passed

        play_game(Setup(Mode.EXPERT, False, names(players), seed=seed), random.Random(seed),
                  play_steady_turn, after_turn=after)
        for remaining, expected in checks:
            assert remaining == expected
        seen += len(checks)
    assert seen > 0, "no seeded expert game asked for a reshuffle"


def passed_card(hand: tuple[Card, ...], actions: tuple[object, ...]) -> Card | None:
    """The card a player passes after playing ``actions`` with ``hand`` (None on a refusal)."""
    choose = next((a for a in actions if isinstance(a, Choose)), None)
    if choose is None:
        return None
    third = ({0, 1, 2} - {choose.number_card, choose.effect_card}).pop()
    return hand[third]


# --------------------------------------------------------------------------- ruling 13


# Every house full but (2, 10), between a 9 and a 10: no number can ever go there.
NOTHING_FITS = {"top": FULL_TOP, "middle": FULL_MIDDLE, "bottom": "0 1 2 3 4 5 6 7 8 9 _ 10"}


def ending_game(players: int) -> Game:
    return Game(Setup(Mode.STANDARD, True, names(players), seed=4, plans=PLANS_1C))


def assert_game_over(game: Game) -> None:
    """Once over, a game takes no action and no confirmation."""
    with pytest.raises(IllegalAction) as applying:
        game.apply(0, Choose(0))
    with pytest.raises(IllegalAction) as confirming:
        game.confirm(0)
    for caught in (applying, confirming):
        assert caught.value.code == "game_over" and str(caught.value) == "the game is over"


def test_ruling_13_every_player_finishes_the_turn_of_the_third_refusal() -> None:
    """A third refusal ends the game only when every player has confirmed the turn."""
    game = ending_game(2)
    play(inject(game, 0, make_sheet(**NOTHING_FITS, refusals=2, plans=PLANS_1C)), TakeRefusal())
    assert game.confirm(0) is False
    assert not game.over
    write_anything(game.turn(1))
    assert game.confirm(1) is True
    assert game.over and game.end_reasons == ["refusals"]
    assert game.sheets[0].refusals == 3 and game.turn_number == 1
    assert_game_over(game)


def test_ruling_13_all_plans_claimed_ends_the_game() -> None:
    """Claiming the third plan ends the game at the end of the turn."""
    sheet = make_sheet(top=THREE_THREES, plans=PLANS_1C, claimed=(False, True, True),
                       values=(0, 11, 12))
    game = ending_game(2)
    turn = inject(game, 0, sheet)
    write_anything(turn)
    play(turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))))
    game.confirm(0)
    write_anything(game.turn(1))
    game.confirm(1)
    assert game.end_reasons == ["plans"]


def test_ruling_13_no_empty_house_ends_the_game_roundabouts_count() -> None:
    """The last empty house becomes a roundabout: no empty house is left, the game ends."""
    game = ending_game(2)
    turn = inject(game, 0, make_sheet(**NOTHING_FITS, plans=PLANS_1C))
    play(turn, TakeRefusal(), BuildRoundabout(2, 10))
    game.confirm(0)
    write_anything(game.turn(1))
    game.confirm(1)
    assert game.sheets[0].empty_houses() == 0
    assert game.end_reasons == ["houses"]


def test_ruling_13_every_reason_that_held_is_kept() -> None:
    """Third refusal, third plan and last house in one turn: all three reasons, in order."""
    game = ending_game(3)
    play(inject(game, 0, make_sheet(**NOTHING_FITS, refusals=2, plans=PLANS_1C)), TakeRefusal())
    claiming = inject(game, 1, make_sheet(top=THREE_THREES, plans=PLANS_1C,
                                          claimed=(False, True, True), values=(0, 11, 12)))
    write_anything(claiming)
    play(claiming, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))))
    play(inject(game, 2, make_sheet(**NOTHING_FITS, plans=PLANS_1C)), TakeRefusal(),
         BuildRoundabout(2, 10))
    for player in range(3):
        game.confirm(player)
    assert game.end_reasons == ["refusals", "plans", "houses"]


def test_ruling_13_solo_ends_when_the_deck_cannot_supply_a_turn() -> None:
    """A solo game without other ending lasts 27 turns: 81 cards, three per turn."""
    for seed in range(3):
        game = play_game(Setup(Mode.SOLO, False, ("A",), seed=seed), random.Random(seed),
                         play_careful_turn)
        assert game.turn_number == 27
        assert game.end_reasons[-1] == "deck"


# --------------------------------------------------------------------------- ruling 14


def test_ruling_14_one_player_standard_game_uses_the_solo_temps_rule() -> None:
    """A single player (standard) scores temps as in solo: 7 from 6 boxes."""
    game = Game(Setup(Mode.STANDARD, False, ("A",), seed=1))
    game.sheets[0] = make_sheet(temps=6, plans=game.sheets[0].plan_ids)
    assert game.breakdowns()[0].temps == 7
    game.sheets[0] = make_sheet(temps=5, plans=game.sheets[0].plan_ids)
    assert game.breakdowns()[0].temps == 0


def test_ruling_14_multiplayer_game_ranks_temps() -> None:
    """Across a game's players: dense ranking 7 / 4 / 1 among those with a temp."""
    game = Game(Setup(Mode.STANDARD, False, names(5), seed=1))
    for player, temps in enumerate((3, 3, 1, 0, 2)):
        game.sheets[player] = make_sheet(temps=temps, plans=game.sheets[0].plan_ids)
    assert [b.temps for b in game.breakdowns()] == [7, 7, 1, 0, 4]


# --------------------------------------------------------------------------- ruling 15


def test_ruling_15_ranking_with_tie_breaks() -> None:
    """Higher total first; ties broken by estates, then size 1..6; the rest share the rank."""
    sheets = [
        make_sheet(top="1 2 | _"),                  # 2 points, 1 estate
        make_sheet(top="1 | 2 | _"),                # 2 points, 2 estates
        make_sheet(top="1 2 3 | _", parks=(1, 0, 0)),  # 5 points
        make_sheet(middle="1 2 | _"),               # 2 points, 1 estate: tied with player 0
        make_sheet(),                               # 0 points
    ]
    groups, ties = rank_players([score_sheet(s, [0]) for s in sheets])
    assert groups == [[2], [1], [0, 3], [4]]
    assert [(t.players, t.criterion) for t in ties] == [((1, 0), "estates"), ((0, 3), None)]


def test_ruling_15_size_criteria_in_order() -> None:
    """Equal totals and estate counts: the first differing size count decides."""
    a = score_sheet(make_sheet(top="1 | 2 3 | 4 5 6 | _"), [0])
    b = score_sheet(make_sheet(top="1 | 2 3 4 | 5 6 | _"), [0])
    c = score_sheet(make_sheet(top="1 2 3 4 | 5 | 6 | _"), [0])
    assert a.total == b.total == 6 and c.total == 6
    groups, ties = rank_players([c, a])
    assert groups == [[0], [1]]
    assert [(t.players, t.criterion) for t in ties] == [((0, 1), "size_1")]
    groups, _ = rank_players([a, b])
    assert groups == [[0, 1]]


# --------------------------------------------------------------------------- ruling 16


def test_ruling_16_solo_card_lies_among_the_last_42() -> None:
    """The Solo card is never among the first 40 cards and can be at any of the last 42."""
    positions = Counter(SoloDealer(random.Random(seed)).order.index(SOLO_CARD)
                        for seed in range(2000))
    assert min(positions) == 40 and max(positions) == 81
    assert set(positions) == set(range(40, 82))


def test_ruling_16_solo_card_approves_the_plans_when_drawn() -> None:
    """Explicit order with the Solo card 46th: turn 16 draws it, sets it aside, draws a
    replacement; from then on the plans are approved."""
    cards = shuffled_cards(16)
    order: tuple[Card | SoloCard, ...] = (*cards[:45], SOLO_CARD, *cards[45:])
    game = Game(Setup(Mode.SOLO, False, ("A",), plans=PLANS_1C, deck=DeckOrder(order=order)))
    rng = random.Random(0)
    approvals = []
    for turn_number in range(1, 18):
        approvals.append(game.plan_cards()[0].approved)
        hand = game.offer(0)
        if turn_number <= 15:
            start = (turn_number - 1) * 3
            assert hand == tuple(cards[start:start + 3])
        elif turn_number == 16:
            assert hand == tuple(cards[45:48])
        assert all(isinstance(card, Card) for card in hand)
        play_careful_turn(game.turn(0), rng)
        game.confirm(0)
        assert not game.over
    assert approvals == [False] * 15 + [True] * 2
    claim_turn = inject(game, 0, make_sheet(top=THREE_THREES, plans=PLANS_1C))
    write_anything(claim_turn)
    play(claim_turn, ClaimPlan("1-C", ((0, 0, 3), (0, 3, 3), (0, 6, 3))))
    assert claim_turn.sheet.plan_values[0] == 4


def test_ruling_16_seeded_solo_game_uses_each_card_once() -> None:
    """27 hands of 3 different cards: all 81 cards, never the Solo card; plans approved from
    the turn it is drawn (never before turn 14)."""
    approval_turns: list[int] = []
    for seed in range(5):
        hands: list[tuple[Card, ...]] = []
        approved_from: list[int] = []

        game = Game(Setup(Mode.SOLO, True, ("A",), seed=seed))
        rng = random.Random(seed)
        while not game.over:
            hands.append(game.offer(0))
            if game.plan_cards()[0].approved and not approved_from:
                approved_from.append(game.turn_number + 1)
            play_careful_turn(game.turn(0), rng)
            game.confirm(0)
        assert len(hands) == 27
        assert Counter(c for hand in hands for c in hand) == Counter(CARDS)
        approval_turns.extend(approved_from)
    assert approval_turns, "the Solo card was never drawn"
    assert min(approval_turns) >= 14


def test_ruling_16_number_and_effect_from_different_cards() -> None:
    """Solo: number and effect come from two different hand cards."""
    turn = new_turn(make_sheet(), ((8, "park"), (3, "bis"), (4, "pool")), mode=Mode.SOLO)
    assert_illegal(turn, Choose(0, 0), "same_card_solo",
                   "number and effect must come from different cards")
    play(turn, Choose(0, 1), Write(0, 4, 8))
    assert turn.combination == Card(8, Effect.BIS)


def test_ruling_16_solo_has_one_plan_of_each_number() -> None:
    """Solo plays one plan n°1, one n°2 and one n°3."""
    for seed in range(30):
        game = Game(Setup(Mode.SOLO, seed % 2 == 0, ("A",), seed=seed))
        assert [p.deck for p in game.plans] == [1, 2, 3]


# --------------------------------------------------------------------------- ruling 17


def test_ruling_17_expert_deal_pass_and_draw() -> None:
    """An independent model of the expert deal (draw 3 each, then pass right and draw 2, or
    draw 3 after a neighbour's refusal) matches every hand until the first deck runs out."""
    refusals_checked = 0
    for seed in range(12):
        players = 2 + seed % 3
        order = shuffled_cards(100 + seed)
        setup = Setup(Mode.EXPERT, seed % 2 == 0, names(players), seed=seed,
                      deck=DeckOrder(order=tuple(order)))
        game = Game(setup)
        rng = random.Random(seed)
        deck = list(order)
        incoming: list[Card | None] = [None] * players
        while not game.over:
            needed = sum(3 if c is None else 2 for c in incoming)
            if needed > len(deck):
                break
            for p in range(players):
                hand = [] if incoming[p] is None else [incoming[p]]
                while len(hand) < 3:
                    hand.append(deck.pop(0))
                assert game.offer(p) == tuple(hand), (seed, game.turn_number, p)
            for p in range(players):
                play_random_turn(game.turn(p), rng)
                game.confirm(p)
            record = game.history[-1]
            incoming = [None] * players
            for p in range(players):
                card = passed_card(record.offers[p], record.actions[p])
                if card is None:
                    refusals_checked += 1
                else:
                    incoming[(p - 1) % players] = card
    assert refusals_checked > 0, "no refusal happened before a deck ran out"


def test_ruling_17_deck_runs_out_and_the_discards_are_reshuffled() -> None:
    """12 players exhaust the first deck in turn 2; the game goes on with every hand made of
    distinct cards of the 81."""
    game = Game(Setup(Mode.EXPERT, False, names(12), seed=9))
    rng = random.Random(9)
    for _ in range(4):
        hands = Counter(c for p in range(12) for c in game.offer(p))
        assert sum(hands.values()) == 36 and not hands - Counter(CARDS)
        assert game.cards_remaining() <= 81 - 36
        for p in range(12):
            play_careful_turn(game.turn(p), rng)
            game.confirm(p)
        if game.over:
            break
    assert game.turn_number >= 3


def test_ruling_17_number_and_effect_from_different_cards() -> None:
    """Expert: number and effect come from two different hand cards."""
    turn = new_turn(make_sheet(), ((8, "park"), (3, "bis"), (4, "pool")), mode=Mode.EXPERT)
    assert_illegal(turn, Choose(2, 2), "same_card_expert",
                   "number and effect must come from different cards")


@pytest.mark.parametrize("players", [1, 13])
def test_ruling_17_expert_needs_2_to_12_players(players: int) -> None:
    """Expert is for 2 to 12 players."""
    with pytest.raises(SetupError, match="an expert game needs 2 to 12 players"):
        Game(Setup(Mode.EXPERT, False, names(players), seed=1))


# --------------------------------------------------------------------------- ruling 18


def test_ruling_18_advanced_plans_join_decks_1_and_2() -> None:
    """The advanced plans are 1-G..1-K and 2-G..2-K; deck n°3 has none."""
    assert {p.id for p in plan_deck(1, True)} == {f"1-{c}" for c in "ABCDEFGHIJK"}
    assert {p.id for p in plan_deck(2, True)} == {f"2-{c}" for c in "ABCDEFGHIJK"}
    assert {p.id for p in plan_deck(3, True)} == {f"3-{c}" for c in "ABCDEF"}
    assert {p.id for p in plan_deck(1, False)} == {f"1-{c}" for c in "ABCDEF"}


def test_ruling_18_seeded_games_draw_advanced_plans_only_when_advanced() -> None:
    """Seeded draws: advanced plans appear (all ten) only in advanced games."""
    drawn_advanced: set[str] = set()
    for seed in range(300):
        basic = Game(Setup(Mode.STANDARD, False, ("A",), seed=seed))
        assert not any(p.advanced for p in basic.plans)
        advanced = Game(Setup(Mode.STANDARD, True, ("A",), seed=seed))
        drawn_advanced.update(p.id for p in advanced.plans if p.advanced)
    assert drawn_advanced == {f"{n}-{c}" for n in (1, 2) for c in "GHIJK"}


def test_ruling_18_advanced_plan_refused_in_a_basic_game() -> None:
    """An advanced plan cannot be set up for a basic game."""
    with pytest.raises(SetupError, match="plan 1-G belongs to the advanced variant"):
        Game(Setup(Mode.STANDARD, False, ("A",), seed=1, plans=("1-G", "2-A", "3-A")))


@pytest.mark.parametrize("mode", [Mode.STANDARD, Mode.SOLO, Mode.EXPERT])
def test_ruling_18_roundabouts_in_every_mode(mode: Mode) -> None:
    """The variant combines with every mode: a roundabout may be built."""
    players = 2 if mode is Mode.EXPERT else 1
    game = Game(Setup(mode, True, names(players), seed=2))
    game.apply(0, BuildRoundabout(1, 5))
    assert game.live_sheet(0).is_roundabout(1, 5)
    basic = Game(Setup(mode, False, names(players), seed=2))
    with pytest.raises(IllegalAction) as caught:
        basic.apply(0, BuildRoundabout(1, 5))
    assert caught.value.code == "roundabout_basic_game"


def test_ruling_03_real_estate_targets_are_the_columns_with_room() -> None:
    """Real estate agent: only columns whose track is not full may be marked."""
    turn = play(new_turn(make_sheet(estate_marks=(1, 2, 3, 4, 4, 0)),
                         ((8, "real_estate"), (1, "park"), (2, "park"))),
                Choose(0), Write(0, 4, 8))
    assert turn.effect_targets() == [MarkEstateColumn(6)]

"""The rules' answers to the window's questions, checked against the rules' own verdicts (an
action applied, and taken back, on the real game): does a choice fit anywhere, may the effect be
skipped, who passed a card in expert, which plans are approved once a turn resolved."""

from __future__ import annotations

import random

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import (
    Choose,
    Game,
    IllegalAction,
    Mode,
    Setup,
    SkipEffect,
    Write,
)
from welcome_desktop.rules.record import record_of
from welcome_desktop.rules.replay import Replay
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.themes import BOTTOM_STREET, ICE_CREAM


def _accepted(game: Game, player: int, action: object) -> bool:
    """Whether the rules accept ``action`` now; taken back at once when they do."""
    try:
        game.apply(player, action)  # type: ignore[arg-type]
    except IllegalAction:
        return False
    game.undo(player)
    return True


def _fits_by_trying(game: Game, choose: Choose) -> bool:
    """Whether some Write is accepted after ``choose`` (every street, house and value)."""
    if not _accepted(game, 0, choose):
        return False
    game.apply(0, choose)
    turn = game.turn(0)
    assert turn.combination is not None
    values = turn.values_for(turn.combination)
    sheet = turn.sheet
    fits = any(_accepted(game, 0, Write(street, house, value))
               for street in range(3) for house in range(len(sheet.houses[street]))
               for value in values)
    game.undo(0)
    return fits


def test_a_choice_fits_exactly_when_some_write_is_accepted() -> None:
    seen = set()
    for seed in range(3):
        game = Game(Setup(Mode.STANDARD, True, ("Anna",), seed=seed))
        rng = random.Random(seed)
        while not game.over:
            turn = game.turn(0)
            for choose in turn.context.choices():
                fits = turn.choice_fits(choose)
                assert fits == _fits_by_trying(game, choose), (seed, game.turn_number, choose)
                seen.add(fits)
            play_random_turn(game.turn(0), rng)
            game.confirm(0)
    assert seen == {True, False}


def test_the_effect_is_skippable_exactly_when_the_rules_accept_a_skip() -> None:
    seen = set()
    for seed, sheet in enumerate(("base", ICE_CREAM, "base", ICE_CREAM)):
        game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=seed, sheet=sheet))
        rng = random.Random(seed)
        while not game.over:
            actions = play_random_turn(game.turn(0), rng)
            while game.undo(0) is not None:
                pass
            for action in actions:
                skippable = game.turn(0).effect_skippable()
                assert skippable == _accepted(game, 0, SkipEffect()), (seed, game.turn_number)
                seen.add(skippable)
                game.apply(0, action)
            game.confirm(0)
    assert seen == {True, False}


def test_the_passer_is_the_seat_whose_third_card_was_passed() -> None:
    checked = 0
    for seed in range(4):
        game = Game(Setup(Mode.EXPERT, False, ("Anna", "Ben", "Cleo"), seed=seed))
        rng = random.Random(seed)
        assert all(game.passer_of(p) is None for p in range(3))  # nothing passed yet
        for _ in range(6):
            if game.over:
                break
            for p in range(3):
                play_random_turn(game.turn(p), rng)
                game.confirm(p)
            previous = game.history[-1]
            for p in range(3):
                passer = game.passer_of(p)
                passed = game.passed_cards()[p]
                assert (passer is None) == (passed is None)
                if passer is None or passed is None:
                    continue
                hand, actions = previous.offers[passer], previous.actions[passer]
                choose = next(a for a in actions if isinstance(a, Choose))
                used = {choose.number_card, choose.effect_card}
                assert passed == next(c for i, c in enumerate(hand) if i not in used)
                assert game.offer(p)[0] == passed
                checked += 1
    assert checked > 0


def test_the_plans_approved_after_a_turn_are_those_the_next_turn_starts_with() -> None:
    changed = 0
    for seed in range(6):
        game = Game(Setup(Mode.STANDARD, True, ("Anna", "Ben"), seed=seed))
        rng = random.Random(seed)
        while not game.over:
            for p in range(2):
                play_random_turn(game.turn(p), rng)
                game.confirm(p)
        replay = Replay(record_of(game))
        for number in range(1, replay.turn_count):
            turn, following = replay.turn(number), replay.turn(number + 1)
            assert turn.approved_after == tuple(c.approved for c in following.plan_cards)
            changed += turn.approved_after != tuple(c.approved for c in turn.plan_cards)
    assert changed > 0


def test_the_bottom_street_is_the_one_with_the_truck_choice() -> None:
    sheet = Sheet(("n1-1", "n2-1", "n3-1"), ICE_CREAM)
    assert not sheet.truck_due()
    sheet.houses[BOTTOM_STREET][0] = 5
    assert sheet.truck_due()


def test_a_choice_is_refused_by_the_rules_own_reason() -> None:
    from welcome_desktop.rules.turn import choice_refusal

    def code(mode: Mode, choose: Choose) -> str | None:
        refusal = choice_refusal(mode, 3, choose)
        return None if refusal is None else refusal.code

    assert code(Mode.SOLO, Choose(1, 1)) == "same_card_solo"
    assert code(Mode.EXPERT, Choose(2, 2)) == "same_card_expert"
    assert code(Mode.SOLO, Choose(0)) == "choose_two_cards"
    assert code(Mode.EXPERT, Choose(0, 3)) == "no_such_card"
    assert code(Mode.STANDARD, Choose(0, 1)) == "choose_one_combination"
    assert code(Mode.STANDARD, Choose(3)) == "no_such_combination"
    for mode in Mode:
        game = Game(Setup(mode, False, ("Anna", "Ben") if mode is not Mode.SOLO else ("Anna",),
                          seed=4))
        candidates = [Choose(i) for i in range(4)] + [Choose(i, j) for i in range(4)
                                                      for j in range(4)]
        accepted = {c for c in candidates if code(mode, c) is None}
        assert accepted == set(game.turn(0).context.choices())
        for choose in candidates:  # the rules' apply refuses with the same code
            refusal = choice_refusal(mode, 3, choose)
            try:
                game.apply(0, choose)
            except IllegalAction as error:
                assert refusal is not None and error.code == refusal.code
            else:
                assert refusal is None
                game.undo(0)

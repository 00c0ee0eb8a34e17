"""Properties of random legal play (hypothesis draws the seeds; the random player plays).

Each property plays whole games and checks, turn by turn, against the independent readings of
the rules in ``helpers`` (which share no code with the engine).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import (
    PLANS,
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ClaimPlan,
    DrawFence,
    Game,
    IllegalAction,
    MarkEstateColumn,
    MarkTemp,
    Mode,
    PlayerTurn,
    Setup,
    SkipEffect,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.description import sheet_from_dict, sheet_to_dict

from .helpers import (
    PROPERTY_SETTINGS,
    Player,
    fence_violations,
    independent_breakdown,
    names,
    number_fits,
    offer_numbers,
    play_steady_turn,
    replay_through_json,
    sheets_json,
    stretch_violations,
    turn_state,
    writable_anywhere,
    writable_with_a_roundabout,
)


@dataclass(frozen=True)
class GameCase:
    """What hypothesis draws: a setup and the seed of the players' choices."""

    mode: Mode
    advanced: bool
    players: int
    seed: int
    steady: bool

    def setup(self) -> Setup:
        return Setup(self.mode, self.advanced, names(self.players), seed=self.seed)

    def player(self) -> Player:
        return play_steady_turn if self.steady else play_random_turn


@st.composite
def game_cases(draw: st.DrawFn) -> GameCase:
    mode = draw(st.sampled_from(list(Mode)))
    players = {Mode.SOLO: 1, Mode.STANDARD: draw(st.integers(1, 5)),
               Mode.EXPERT: draw(st.integers(2, 5))}[mode]
    return GameCase(mode, draw(st.booleans()), players, draw(st.integers(0, 2**32)),
                    draw(st.booleans()))


def turns_of(case: GameCase) -> Iterator[tuple[Game, PlayerTurn, list[Action]]]:
    """Play ``case`` to its end, yielding each player's finished (unconfirmed) turn."""
    game = Game(case.setup())
    rng = random.Random(case.seed)
    player = case.player()
    while not game.over:
        for seat in range(game.player_count):
            turn = game.turn(seat)
            actions = player(turn, rng)
            yield game, turn, actions
            game.confirm(seat)


def finish(case: GameCase) -> Game:
    """Play ``case`` to its end and return the game."""
    game = Game(case.setup())
    rng = random.Random(case.seed)
    player = case.player()
    while not game.over:
        for seat in range(game.player_count):
            player(game.turn(seat), rng)
            game.confirm(seat)
    return game


def steps(turn: PlayerTurn, actions: list[Action]) -> Iterator[tuple[PlayerTurn, Action]]:
    """Replay ``actions`` from the turn's start, yielding the turn before each action."""
    fresh = PlayerTurn(turn.start, turn.context)
    for action in actions:
        yield fresh, action
        fresh.apply(action)
    assert sheet_to_dict(fresh.sheet) == sheet_to_dict(turn.sheet)


@PROPERTY_SETTINGS
@given(game_cases())
def test_numbers_strictly_ascend_within_each_stretch(case: GameCase) -> None:
    """After every turn: numbers ascend in each stretch; equal neighbours are bis pairs; no
    fence separates a number from its bis copy."""
    for _, turn, _ in turns_of(case):
        sheet = sheet_to_dict(turn.sheet)
        assert stretch_violations(sheet) == []
        assert fence_violations(sheet) == []


@PROPERTY_SETTINGS
@given(game_cases())
def test_every_write_obeys_ruling_7_and_refusals_are_forced(case: GameCase) -> None:
    """Each number written fits by an independent reading of ruling 7; each refusal is taken
    only when no offered number (temp ±2 included) fits, even with a roundabout built now."""
    for game, turn, actions in turns_of(case):
        roundabout_before = False
        for before, action in steps(turn, actions):
            sheet = sheet_to_dict(before.sheet)
            if isinstance(action, BuildRoundabout) and before.combination is None:
                roundabout_before = True
            if isinstance(action, Write):
                row = sheet["houses"][action.street]
                assert number_fits(row, action.house, action.value), (action, row)
            if isinstance(action, TakeRefusal):
                numbers = offer_numbers(before.context.offer, game.mode, sheet["temps"])
                assert not writable_anywhere(sheet, numbers)
                if game.advanced and not roundabout_before and sheet["roundabout_marks"] < 2:
                    assert not writable_with_a_roundabout(sheet, numbers)


@PROPERTY_SETTINGS
@given(game_cases())
def test_fences_never_split_used_houses_or_claimed_estates(case: GameCase) -> None:
    """A fence drawn in a turn never lies between two houses used before that turn, and an
    estate claimed for a plan is never split later (ruling 6b)."""
    claimed: list[list[tuple[int, int, int]]] = []
    for game, turn, actions in turns_of(case):
        seat = game.turns.index(turn)
        while len(claimed) <= seat:
            claimed.append([])
        start, end = turn.start, turn.sheet
        roundabout_sides = {(a.street, k) for a in actions if isinstance(a, BuildRoundabout)
                            for k in (a.house - 1, a.house)}
        for street in range(3):
            new = end.fences[street] & ~start.fences[street]
            for slot in range(12):
                if new >> slot & 1 and (street, slot) not in roundabout_sides:
                    assert not (start.is_used(street, slot) and start.is_used(street, slot + 1))
        for action in actions:
            if isinstance(action, ClaimPlan):
                claimed[seat].extend(action.estates)
        for street, first, size in claimed[seat]:
            inner = ((1 << (size - 1)) - 1) << first
            assert end.fences[street] & inner == 0, (street, first, size)
            assert all(end.is_used(street, h) for h in range(first, first + size))


@PROPERTY_SETTINGS
@given(game_cases())
def test_total_equals_the_sum_of_its_parts(case: GameCase) -> None:
    """Every breakdown at the end: total = plus - minus, and each part matches an independent
    scorer written from rules.md."""
    game = finish(case)
    assert game.over
    breakdowns = game.breakdowns()
    temps = [s.temps for s in game.sheets]
    for seat, (sheet, breakdown) in enumerate(zip(game.sheets, breakdowns, strict=True)):
        parts = (sum(breakdown.plans) + sum(breakdown.parks) + breakdown.pools + breakdown.temps
                 + sum(e.count * e.value for e in breakdown.estates)
                 - breakdown.bis - breakdown.roundabouts - breakdown.refusals)
        assert breakdown.total == parts == breakdown.plus - breakdown.minus
        others = temps[:seat] + temps[seat + 1:]
        assert breakdown.to_dict() == independent_breakdown(sheet_to_dict(sheet), others)
    groups, _ = game.ranking()
    ranked = [p for group in groups for p in group]
    assert sorted(ranked) == list(range(game.player_count))
    totals = [breakdowns[p].total for p in ranked]
    assert totals == sorted(totals, reverse=True)


@PROPERTY_SETTINGS
@given(game_cases())
def test_replaying_a_record_reproduces_the_sheets(case: GameCase) -> None:
    """The record of a finished game, through JSON text, replays to identical sheets."""
    game = finish(case)
    replayed = replay_through_json(game)
    assert sheets_json(replayed) == sheets_json(game)
    assert replayed.end_reasons == game.end_reasons
    assert [b.to_dict() for b in replayed.breakdowns()] == [b.to_dict() for b in
                                                              game.breakdowns()]


@PROPERTY_SETTINGS
@given(game_cases())
def test_cached_queries_match_a_fresh_sheet(case: GameCase) -> None:
    """After every action, the live sheet answers like a sheet rebuilt from its description
    (no stale cache of estates, windows or placements)."""
    for _, turn, actions in turns_of(case):
        for before, _ in steps(turn, actions):
            live = before.sheet
            fresh = sheet_from_dict(sheet_to_dict(live))
            assert live == fresh
            assert sorted(live.estates()) == sorted(fresh.estates())
            assert [live.windows(s) for s in range(3)] == [fresh.windows(s) for s in range(3)]
            assert live.fence_slots() == fresh.fence_slots()
            assert live.bis_targets() == fresh.bis_targets()
            for number in range(18):
                assert live.houses_for(number) == fresh.houses_for(number)
        end = turn.sheet
        fresh = sheet_from_dict(sheet_to_dict(end))
        assert sorted(end.estates()) == sorted(fresh.estates())
        assert turn.start == sheet_from_dict(sheet_to_dict(turn.start))


def random_action(rng: random.Random, turn: PlayerTurn) -> Action:
    """Any action, mostly near-legal, often illegal."""
    street = rng.randint(-1, 3)
    house = rng.randint(-1, 12)
    kind = rng.randrange(14)
    estates = [tuple(e) for e in turn.sheet.estates()]
    if kind == 0:
        return BuildRoundabout(street, house)
    if kind == 1:
        return Choose(rng.randint(-1, 3), rng.choice([None, rng.randint(-1, 3)]))
    if kind == 2:
        return Write(street, house, rng.randint(-1, 18))
    if kind == 3:
        return TakeRefusal()
    if kind == 4:
        return DrawFence(street, rng.randint(-1, 11))
    if kind == 5:
        return MarkEstateColumn(rng.randint(0, 7))
    if kind == 6:
        return BuildPark(street)
    if kind == 7:
        return BuildPool(street, house)
    if kind == 8:
        return MarkTemp()
    if kind == 9:
        return WriteBis(street, house, house + rng.choice([-1, 1, 2]))
    if kind == 10:
        return SkipEffect()
    if kind == 11:
        plan = rng.choice([*turn.sheet.plan_ids, rng.choice(sorted(PLANS))])
        chosen = rng.sample(estates, k=min(len(estates), rng.randint(0, 4)))
        return ClaimPlan(plan, tuple(chosen))  # type: ignore[arg-type]
    if kind == 12:
        return AskReshuffle()
    return Choose(rng.randint(0, 2), rng.randint(0, 2))


@PROPERTY_SETTINGS
@given(game_cases(), st.integers(0, 2**16))
def test_an_illegal_action_leaves_the_turn_unchanged(case: GameCase, salt: int) -> None:
    """At random points of random turns, random actions: each one refused changes nothing
    (sheet, start sheet and every turn field), and confirming an unfinished turn neither."""
    rng = random.Random(salt)
    refused = 0
    for _, turn, actions in turns_of(case):
        cut = rng.randint(0, len(actions))
        partial = PlayerTurn(turn.start, turn.context)
        for action in actions[:cut]:
            partial.apply(action)
        for _ in range(6):
            before = turn_state(partial)
            candidate = random_action(rng, partial)
            try:
                partial.apply(candidate)
            except IllegalAction as error:
                refused += 1
                assert turn_state(partial) == before, (candidate, error.code)
            else:
                partial = PlayerTurn(turn.start, turn.context)
                for action in actions[:cut]:
                    partial.apply(action)
        before = turn_state(partial)
        try:
            partial.check_complete()
        except IllegalAction:
            assert turn_state(partial) == before
    assert refused > 0

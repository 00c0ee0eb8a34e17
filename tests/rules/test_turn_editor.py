"""The turn editor: what an action brings with it, undo and redo in pairs, the redo stack,
confirm's skip, and that a refused edit changes nothing.

The property tests edit random turns of random games with random edits (legal and not) and
check each edit against a replay of the actions the turn keeps.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import (
    Action,
    AskReshuffle,
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
    SkipEffect,
    TakeRefusal,
    TurnEditor,
    Write,
)
from welcome_desktop.rules.game import passer, receiver
from welcome_desktop.rules.themes import SHEET_KINDS
from welcome_desktop.rules.turn import Phase
from welcome_desktop.rules.turn_editor import follow_up, may_confirm, without_last

from .helpers import PROPERTY_SETTINGS, names, turn_state

# --------------------------------------------------------------------------- random edits


@dataclass(frozen=True)
class EditCase:
    """A game played some turns in, whose next turn of ``seat`` is edited."""

    mode: Mode
    advanced: bool
    players: int
    sheet: str
    seed: int
    turns: int

    def game(self) -> Game:
        game = Game(Setup(self.mode, self.advanced, names(self.players), seed=self.seed,
                          sheet=self.sheet))
        rng = random.Random(self.seed)
        for _ in range(self.turns):
            if game.over:
                break
            for seat in range(game.player_count):
                play_random_turn(game.turn(seat), rng)
                game.confirm(seat)
        return game


@st.composite
def edit_cases(draw: st.DrawFn) -> EditCase:
    mode = draw(st.sampled_from(list(Mode)))
    players = {Mode.SOLO: 1, Mode.STANDARD: draw(st.integers(1, 3)),
               Mode.EXPERT: draw(st.integers(2, 3))}[mode]
    return EditCase(mode, draw(st.booleans()), players, draw(st.sampled_from(SHEET_KINDS)),
                    draw(st.integers(0, 2**32)), draw(st.integers(0, 12)))


def likely(turn: PlayerTurn) -> list[Action]:
    """Actions the turn's queries name as legal now (most of them are)."""
    actions: list[Action] = []
    if turn.phase is Phase.START:
        actions += [choose for choose in turn.context.choices() if turn.choice_fits(choose)]
        actions += [TakeRefusal()] if turn.refusal_forced() else []
    if turn.phase is Phase.CHOSEN:
        actions += [Write(s, h, v) for choose, s, h, v in turn.legal_writes()
                    if choose == turn.choice]
    actions += [*turn.truck_choices(), *turn.effect_targets()]
    if turn.phase is Phase.WRITTEN:
        actions.append(SkipEffect())
    if turn.phase is Phase.DONE:
        actions += [ClaimPlan(plan.id, tuple((e.street, e.first, e.size) for e in estates))
                    for plan, choices in turn.claimable() for estates in choices[:2]]
        actions.append(AskReshuffle())
    if turn.roundabout_allowed:
        actions += [BuildRoundabout(s, h) for s, h in turn.sheet.roundabout_houses()[:3]]
    return actions


def unlikely(turn: PlayerTurn) -> list[Action]:
    """Actions the rules may well refuse now."""
    return [*turn.context.choices(), TakeRefusal(), SkipEffect(), MarkTemp(), AskReshuffle(),
            BuildRoundabout(1, 4), Write(0, 0, 1), Write(2, 11, 17), ChooseTruck("left"),
            ClaimPlan("1-A", ())]


def replayed(turn: PlayerTurn) -> PlayerTurn:
    """The turn its actions give when applied again from its start."""
    fresh = PlayerTurn(turn.start, turn.context)
    for action in turn.actions:
        fresh.apply(action)
    return fresh


@PROPERTY_SETTINGS
@given(edit_cases(), st.data())
def test_any_edits_give_the_turn_of_the_kept_actions(case: EditCase, data: st.DataObject) -> None:
    """Random actions, undos and redos: after each, the turn is the one its kept actions give,
    no demanded action waits, a refused edit changes nothing, and each edit moves exactly the
    actions it says between the turn and the top of the redo stack."""
    game = case.game()
    assume(not game.over)
    seat = data.draw(st.integers(0, game.player_count - 1))
    editor = TurnEditor(game, seat)
    for _ in range(data.draw(st.integers(1, 25))):
        turn = game.turn(seat)
        actions, redo, state = list(turn.actions), list(editor.redo), turn_state(turn)
        edit = data.draw(st.sampled_from(("act", "act", "act", "undo", "redo")))
        if edit == "act":
            legal = likely(turn)
            action = data.draw(st.sampled_from(legal if legal and data.draw(st.integers(0, 3))
                                               else unlikely(turn)))
            try:
                applied = editor.act(action)
            except IllegalAction:
                assert (turn_state(game.turn(seat)), editor.redo) == (state, redo)
                continue
            assert applied[0] == action and len(applied) <= 2
            assert game.turn(seat).actions == actions + applied
            for each in applied:
                redo = redo[:-1] if redo[-1:] == [each] else []
            assert editor.redo == redo
        elif edit == "undo":
            taken = editor.undo()
            assert len(taken) <= 2 and (taken != []) == (actions != [])
            assert game.turn(seat).actions + taken[::-1] == actions
            assert editor.redo == redo + taken
        else:
            applied = editor.redo_next()
            assert (applied != []) == (redo != [])
            assert game.turn(seat).actions == actions + applied
            assert editor.redo + applied[::-1] == redo
        turn = game.turn(seat)
        assert follow_up(turn) is None
        assert turn_state(turn) == turn_state(replayed(turn))


@PROPERTY_SETTINGS
@given(edit_cases(), st.data())
def test_undos_then_as_many_redos_give_the_turn_back(case: EditCase, data: st.DataObject) -> None:
    """However a turn was played, taking back some of it and applying it again gives the same
    turn and the same redo stack; confirming afterwards succeeds exactly when may_confirm
    said so, and a refused confirm changes nothing."""
    game = case.game()
    assume(not game.over)
    seat = data.draw(st.integers(0, game.player_count - 1))
    editor = TurnEditor(game, seat)
    listed = play_random_turn(PlayerTurn(game.turn(seat).start, game.turn(seat).context),
                              random.Random(case.seed))
    for index, action in enumerate(listed):
        if len(game.turn(seat).actions) <= index:  # else it followed the action before
            editor.act(action)
    assert game.turn(seat).actions == listed
    state, redo = turn_state(game.turn(seat)), list(editor.redo)
    undos = data.draw(st.integers(0, len(game.turn(seat).actions)))
    for _ in range(undos):
        editor.undo()
    for _ in range(undos):
        editor.redo_next()
    assert (turn_state(game.turn(seat)), editor.redo) == (state, redo)
    undos = data.draw(st.integers(0, len(game.turn(seat).actions)))
    for _ in range(undos):
        editor.undo()
    state, redo = turn_state(game.turn(seat)), list(editor.redo)
    if may_confirm(game.turn(seat)):
        turn_number = game.turn_number
        resolved = editor.confirm()
        assert resolved is (game.player_count == 1) and editor.redo == []
        assert game.turn_number > turn_number if resolved else game.confirmed[seat]
    else:
        with pytest.raises(IllegalAction):
            editor.confirm()
        assert (turn_state(game.turn(seat)), editor.redo) == (state, redo)
        assert not game.confirmed[seat]


# --------------------------------------------------------------------------- cases


def temp_game() -> tuple[Game, Choose, int]:
    """A solo game whose hand lets the temp agency change a number; the choice and the
    number changed by 1 that it may write in the top street's first house."""
    for seed in range(200):
        game = Game(Setup(Mode.SOLO, False, names(1), seed=seed))
        turn = game.turn(0)
        for choose in turn.context.choices():
            combination = turn.context.combination(choose)
            values = turn.values_for(combination)
            if len(values) > 1 and combination.number + 1 in values:
                return game, choose, combination.number + 1
    raise AssertionError("no temp agency in 200 seeds")


def test_a_changed_number_brings_its_temp_mark_and_undo_takes_both_back() -> None:
    game, choose, value = temp_game()
    editor = TurnEditor(game, 0)
    editor.act(choose)
    assert editor.act(Write(0, 0, value)) == [Write(0, 0, value), MarkTemp()]
    assert editor.undo() == [MarkTemp(), Write(0, 0, value)]
    assert game.turn(0).actions == [choose]
    assert editor.redo == [MarkTemp(), Write(0, 0, value)]
    assert editor.redo_next() == [Write(0, 0, value), MarkTemp()]
    assert game.turn(0).actions == [choose, Write(0, 0, value), MarkTemp()]
    assert editor.redo == []


def test_the_redo_stack_keeps_its_top_for_the_same_action_and_empties_for_another() -> None:
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=3))
    editor = TurnEditor(game, 0)
    editor.act(Choose(0))
    editor.undo()
    assert editor.redo == [Choose(0)]
    editor.act(Choose(0))
    assert editor.redo == []
    editor.undo()
    editor.act(Choose(1))
    assert editor.redo == []


def test_confirm_skips_an_unused_effect_and_empties_the_redo_stack() -> None:
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=3))
    editor = TurnEditor(game, 0)
    choose, street, house, value = next(
        write for write in game.turn(0).legal_writes()
        if write[3] == game.turn(0).context.combination(write[0]).number)
    editor.act(choose)
    editor.act(Write(street, house, value))
    editor.act(SkipEffect())
    editor.undo()
    assert editor.redo == [SkipEffect()] and may_confirm(game.turn(0))
    assert editor.confirm() is False
    assert game.turn(0).actions[-1] == SkipEffect()
    assert game.confirmed[0] and editor.redo == []


def test_a_refused_confirm_and_a_refused_whole_turn_change_nothing() -> None:
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=3))
    editor = TurnEditor(game, 0)
    editor.act(Choose(0))
    assert not may_confirm(game.turn(0))
    for edit in (editor.confirm, lambda: editor.play([]),
                 lambda: editor.replace([Choose(1), SkipEffect()])):
        with pytest.raises(IllegalAction):
            edit()
        assert game.turn(0).actions == [Choose(0)]
        assert not game.confirmed[0]


def test_a_computer_turn_replaces_the_turn_in_progress() -> None:
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=3))
    editor = TurnEditor(game, 1)
    editor.act(Choose(2))
    turn = play_random_turn(PlayerTurn(game.turn(1).start, game.turn(1).context),
                            random.Random(1))
    assert editor.replace(turn) is False
    assert game.turn(1).actions == turn and game.confirmed[1]


def test_without_last_is_the_turn_of_all_but_the_last_action() -> None:
    game = Game(Setup(Mode.STANDARD, True, names(1), seed=5))
    actions = play_random_turn(game.turn(0), random.Random(5))
    shorter = without_last(game.turn(0))
    assert shorter.actions == actions[:-1]
    assert turn_state(shorter) == turn_state(replayed(shorter))


def test_the_passer_is_the_seat_the_receiver_formula_passes_from() -> None:
    for count in range(1, 6):
        for seat in range(count):
            assert receiver(passer(seat, count), count) == seat
            assert passer(receiver(seat, count), count) == seat
    assert receiver(0, 3) == 2 and passer(0, 3) == 1


class Refusing:
    """A table that refuses what its flags say (as a host that moved on meanwhile would)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.refuse_apply = False

    def turn(self, player: int) -> PlayerTurn:
        return self.game.turn(player)

    def apply(self, player: int, action: Action) -> None:
        if self.refuse_apply:
            raise IllegalAction("turn_over")
        self.game.apply(player, action)

    def undo(self, player: int) -> Action | None:
        return self.game.undo(player)

    def confirm(self, player: int) -> bool:
        raise IllegalAction("turn_over")


def test_an_edit_the_table_refuses_halfway_puts_the_turn_and_redo_stack_back() -> None:
    game = Game(Setup(Mode.STANDARD, False, names(2), seed=3))
    table = Refusing(game)
    editor = TurnEditor(table, 0)
    choose, street, house, value = next(
        write for write in game.turn(0).legal_writes()
        if write[3] == game.turn(0).context.combination(write[0]).number)
    editor.act(choose)
    editor.act(Write(street, house, value))
    editor.act(SkipEffect())
    editor.undo()
    kept = [choose, Write(street, house, value)]
    with pytest.raises(IllegalAction):
        editor.confirm()  # the skip is applied, then the confirm refused
    assert game.turn(0).actions == kept and editor.redo == [SkipEffect()]
    table.refuse_apply = True
    with pytest.raises(IllegalAction):
        editor.redo_next()
    assert game.turn(0).actions == kept and editor.redo == [SkipEffect()]

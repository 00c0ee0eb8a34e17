"""The controller turns intents into rules actions; it never needs a widget."""

from __future__ import annotations

import pytest

from welcome_desktop.app.files.record_png import snapshot_after
from welcome_desktop.app.play.controller import GameController
from welcome_desktop.app.play.sheet_model import Target, Zone, resolved_snapshots
from welcome_desktop.app.play.turn_view import Step, TurnView
from welcome_desktop.app.words.refusals import rules_message
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.actions import MarkTemp, Write
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.sheet import EMPTY


class Recorder:
    """Collects what the controller announces."""

    def __init__(self, controller: GameController) -> None:
        self.views: list[TurnView] = []
        self.rejections: list[str] = []
        self.values: list[tuple[int, int, list[int]]] = []
        self.copies: list[tuple[int, int, list[int]]] = []
        self.estates: list[tuple[str, list[object]]] = []
        controller.changed.connect(self.views.append)
        controller.rejected.connect(self.rejections.append)
        controller.value_needed.connect(lambda s, h, v: self.values.append((s, h, v)))
        controller.copy_needed.connect(lambda s, h, c: self.copies.append((s, h, c)))
        controller.estates_needed.connect(lambda p, c: self.estates.append((p, c)))

    @property
    def view(self) -> TurnView:
        return self.views[-1]


def make(mode: Mode = Mode.SOLO, advanced: bool = True, players: int = 1,
         seed: int = 4) -> tuple[GameController, Recorder]:
    names = tuple(f"P{i}" for i in range(players))
    controller = GameController(Game(Setup(mode, advanced, names, seed=seed)))
    recorder = Recorder(controller)
    controller.announce()
    return controller, recorder


def play_one_turn(controller: GameController, rec: Recorder) -> None:
    """Play the current seat's turn through intents only, as a player would click."""
    play_to_finish(controller, rec)
    for plan_id in sorted(rec.view.claimable):
        claim(controller, rec, plan_id)
    controller.confirm()


def claim(controller: GameController, rec: Recorder, plan_id: str) -> None:
    asked = len(rec.estates)
    controller.claim(plan_id)
    if len(rec.estates) > asked:
        controller.claim(plan_id, rec.estates[-1][1][0])  # type: ignore[arg-type]


def play_to_finish(controller: GameController, rec: Recorder) -> None:
    """Play the current seat's number and effect (or refusal) through intents."""
    view = rec.view
    if not view.playable and not view.refusal_forced:
        controller.click(Target(Zone.ROUNDABOUT))
        controller.click(min(rec.view.sheet.highlights, key=lambda t: (t.street, t.index)))
        view = rec.view
    if view.refusal_forced:
        controller.click(Target(Zone.REFUSAL))
    else:
        controller.choose(min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0)))
        house = min((t for t in rec.view.sheet.highlights if t.zone is Zone.HOUSE),
                    key=lambda t: (t.street, t.index))
        before = len(rec.values)
        controller.click(house)
        if len(rec.values) > before:
            street, index, values = rec.values[-1]
            controller.write(street, index, values[-1])
        if rec.view.step is Step.EFFECT:
            lit = sorted(rec.view.sheet.highlights, key=lambda t: (t.zone.value, t.street, t.index))
            if lit:
                copies = len(rec.copies)
                controller.click(lit[0])
                if len(rec.copies) > copies:
                    street, index, options = rec.copies[-1]
                    controller.write_bis(street, index, options[0])
            else:
                controller.skip_effect()


def test_a_whole_solo_game_through_intents(qapp: object) -> None:
    controller, rec = make(Mode.SOLO, advanced=True, seed=21)
    turns = 0
    while not rec.view.over:
        play_one_turn(controller, rec)
        turns += 1
        assert turns < 40
    game = controller.game
    assert game.over and game.end_reasons
    assert rec.view.step is Step.OVER
    assert rec.view.breakdowns[0].total == game.breakdowns()[0].total
    assert game.turn_number == turns
    assert rec.rejections == []


def test_choosing_lights_the_houses_that_take_the_number(qapp: object) -> None:
    controller, rec = make(Mode.STANDARD, advanced=False, seed=3)
    choice = sorted(rec.view.playable, key=lambda c: c.number_card)[0]
    controller.choose(choice)
    number = controller.game.offer(0)[choice.number_card].number
    lit = {(t.street, t.index) for t in rec.view.sheet.highlights}
    values = controller.turn.values_for(controller.turn.combination)  # type: ignore[arg-type]
    expected = {sh for v in values for sh in controller.turn.sheet.houses_for(v)}
    assert lit == expected
    assert rec.view.step is Step.WRITE
    assert number in values


def test_an_illegal_click_says_why_in_the_rules_words(qapp: object) -> None:
    controller, rec = make(Mode.STANDARD, advanced=False, seed=3)
    turn = controller.turn
    # A 16 in the first house of the top street: nothing from a card fits to its right.
    turn.start.write(0, 0, 16)
    controller.game.turns[0] = type(turn)(turn.start, turn.context)
    controller.announce()
    choice, card = next((c, controller.game.offer(0)[c.number_card]) for c in
                        sorted(rec.view.playable, key=lambda c: c.number_card)
                        if controller.game.offer(0)[c.number_card].effect.value != "temp")
    controller.choose(choice)
    controller.click(Target(Zone.HOUSE, 0, 1))
    assert rec.rejections[-1] == (
        f"{card.number} must be greater than 16, the number to its left. "
        "Write it in a lit house.")
    assert controller.turn.sheet.houses[0][1] == EMPTY
    assert rec.view.step is Step.WRITE


def test_clicking_before_choosing_is_explained(qapp: object) -> None:
    controller, rec = make()
    controller.click(Target(Zone.HOUSE, 1, 3))
    assert rec.rejections == ["Choose a combination first."]
    assert controller.turn.actions == []


def test_undo_and_redo_step_through_every_kind_of_step(qapp: object) -> None:
    controller, rec = make(Mode.SOLO, advanced=True, seed=8)
    turn = controller.turn
    # roundabout before choosing
    controller.arm_roundabout(True)
    assert rec.view.roundabout_armed
    controller.click(Target(Zone.HOUSE, 2, 11))
    assert controller.turn.roundabout_built
    choice = sorted(rec.view.playable, key=lambda c: (c.number_card, c.effect_card or 0))[0]
    controller.choose(choice)
    house = min((t for t in rec.view.sheet.highlights if t.zone is Zone.HOUSE),
                    key=lambda t: (t.street, t.index))
    controller.click(house)
    if rec.values:
        controller.write(house.street, house.index, rec.values[-1][2][0])
    if rec.view.step is Step.EFFECT:
        controller.skip_effect()
    full = list(controller.turn.actions)
    sheet_full = controller.turn.sheet.copy()
    steps = len(full)
    for _ in range(steps):
        controller.undo()
    assert controller.turn.actions == []
    assert controller.turn.sheet == turn.start
    assert rec.view.can_redo and not rec.view.can_undo
    for _ in range(steps):
        controller.redo()
    assert controller.turn.actions == full
    assert controller.turn.sheet == sheet_full
    assert not rec.view.can_redo


def test_a_temp_changed_number_marks_the_temp_box_and_undoes_with_it(qapp: object) -> None:
    for seed in range(200):
        controller, rec = make(Mode.SOLO, advanced=False, seed=seed)
        temps = [c for c in rec.view.playable
                 if rec.view.offer[c.effect_card or 0].effect.value == "temp"]
        if temps:
            break
    controller.choose(temps[0])
    number = controller.turn.combination.number  # type: ignore[union-attr]
    street, house = next((s, h) for s, h in controller.turn.sheet.houses_for(number + 1))
    controller.write(street, house, number + 1)
    assert controller.turn.actions[-2:] == [Write(street, house, number + 1), MarkTemp()]
    assert controller.turn.sheet.temps == 1
    controller.undo()
    assert controller.turn.written is None and controller.turn.sheet.temps == 0
    controller.redo()
    assert controller.turn.sheet.temps == 1 and controller.turn.written is not None


def test_forced_refusal_is_announced_and_marked(qapp: object) -> None:
    controller, rec = make(Mode.SOLO, advanced=False, seed=5)
    sheet = controller.turn.start
    # Fill every house so nothing can be written: the refusal becomes forced.
    for street, row in enumerate(sheet.houses):
        for h in range(len(row)):
            sheet.write(street, h, h if street else 0)
    controller.game.turns[0] = type(controller.turn)(sheet, controller.turn.context)
    controller.announce()
    assert rec.view.refusal_forced
    assert Target(Zone.REFUSAL) in rec.view.sheet.highlights
    assert "refusal" in rec.view.prompt
    controller.click(Target(Zone.REFUSAL))
    assert controller.turn.sheet.refusals == 1
    assert rec.view.step is Step.FINISH


def test_multiplayer_hands_over_to_the_next_seat(qapp: object) -> None:
    controller, rec = make(Mode.STANDARD, advanced=False, players=2, seed=2)
    seats: list[int] = []
    controller.handover.connect(seats.append)
    play_one_turn(controller, rec)
    assert controller.player == 1 and seats == [1]
    assert rec.view.player_name == "P1"
    assert not controller.accepts_input  # until P1 says they are at the screen
    controller.seat_ready()
    play_one_turn(controller, rec)
    assert controller.game.turn_number == 1
    assert controller.player == 0 and seats == [1, 0]


def test_no_intent_is_taken_while_a_computer_seat_plays(qapp: object) -> None:
    controller, rec = make(Mode.STANDARD, advanced=True, players=2, seed=2)
    controller.computer_levels = {1: "greedy"}
    play_one_turn(controller, rec)
    controller.confirm()
    assert controller.player == 1 and controller.thinking and not controller.accepts_input
    view = controller.view()
    assert view.step is Step.WAIT and not view.can_confirm
    choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
    controller.choose(choice)
    controller.click(Target(Zone.REFUSAL))
    controller.arm_roundabout(True)
    controller.confirm()
    turn = controller.game.turn(1)
    assert turn.actions == [] and not controller.game.confirmed[1]
    assert not controller.view().roundabout_armed


def test_no_roundabout_is_armed_after_a_claim(qapp: object) -> None:
    """The rules forbid a roundabout after a claim: the controller does not arm one (it used to,
    and the next click on a house was refused)."""
    def claimable_with_a_roundabout_left(seed: int) -> tuple[GameController, Recorder] | None:
        controller, rec = make(Mode.SOLO, advanced=True, seed=seed)
        while not rec.view.over:
            play_to_finish(controller, rec)
            if rec.view.claimable and rec.view.roundabout_allowed:
                return controller, rec
            controller.confirm()
        return None

    found = next(filter(None, map(claimable_with_a_roundabout_left, range(40))))
    controller, rec = found
    claim(controller, rec, sorted(rec.view.claimable)[0])
    assert controller.turn.claimed
    controller.arm_roundabout(True)
    assert not rec.view.roundabout_armed and not rec.view.roundabout_allowed
    assert rec.rejections[-1] == rules_message(IllegalAction("roundabout_timing"))
    assert Target(Zone.ROUNDABOUT) not in rec.view.sheet.highlights
    controller.click(Target(Zone.ROUNDABOUT))
    assert not rec.view.roundabout_armed


def test_the_players_dialog_and_the_export_draw_the_same_resolved_sheets(qapp: object) -> None:
    controller, rec = make(Mode.STANDARD, advanced=False, players=2, seed=2)
    play_one_turn(controller, rec)
    controller.seat_ready()
    play_one_turn(controller, rec)
    game = controller.game
    assert game.turn_number == 1
    shown = resolved_snapshots(game)
    assert [s.breakdown for s in shown] == game.breakdowns()
    assert [s.town for s in shown] == ["P0", "P1"]
    for player in (0, 1):
        assert snapshot_after(game, 1, player) == shown[player]
        assert shown[player].sheet == game.sheets[player]
    assert snapshot_after(game, 0, 1).sheet != shown[1].sheet  # before the turn: empty


@pytest.mark.parametrize("advanced", [False, True])
def test_the_prompt_offers_only_what_the_game_has(qapp: object, advanced: bool) -> None:
    controller, rec = make(Mode.STANDARD, advanced=advanced, seed=3)
    play_to_finish(controller, rec)
    assert rec.view.step is Step.FINISH
    prompt = rec.view.prompt
    assert prompt[:1].isupper()
    assert ("roundabout" in prompt) == (advanced and rec.view.roundabout_allowed)
    assert ("Claim a plan" in prompt) == bool(rec.view.claimable)
    assert "confirm the turn" in prompt.lower()


def test_a_confirmed_seat_is_told_whom_the_turn_waits_for(qapp: object) -> None:
    controller, rec = make(Mode.STANDARD, advanced=False, players=4, seed=2)
    controller.computer_levels = {2: "greedy", 3: "greedy"}
    names = controller.game.setup.players
    play_one_turn(controller, rec)  # P0 confirms: P1, a person, is handed the screen
    controller.seat_ready()
    play_one_turn(controller, rec)  # P1 confirms: the computers think
    game = controller.game  # no window: the computers never play here
    view = controller.view()
    assert game.turn_number == 0 and controller.thinking and view.step is Step.WAIT
    assert [names[s] for s in range(4) if not game.confirmed[s]] == ["P2", "P3"]
    assert view.prompt == "Waiting for P2 and P3."


def test_the_names_waited_for_are_listed_as_a_sentence_lists_them(qapp: object) -> None:
    from welcome_desktop.app.play.turn_view import waiting_prompt
    from welcome_desktop.app.words.name_list import name_list

    assert name_list([]) == "" and name_list(["Ben"]) == "Ben"
    assert name_list(["Ben", "Chiara"]) == "Ben and Chiara"
    assert name_list(["Ben", "Chiara", "Dana"]) == "Ben, Chiara and Dana"
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Ben", "Chiara", "Dana"), seed=2))
    game.confirmed[0] = True
    game.confirmed[3] = True
    assert waiting_prompt(game, 0) == "Turn confirmed. Waiting for Ben and Chiara."
    assert waiting_prompt(game, 1) == "Waiting for Ben and Chiara."


def test_each_suggestion_is_drawn_in_its_own_ink() -> None:
    """A hint, the estates of a way to claim a plan and the hint again after the choice are
    told apart on the sheet (issue 45: one teal ink meant four things)."""
    from welcome_desktop.app.look.inks import Ink
    from welcome_desktop.rules.sheet import Estate

    controller, _ = make()
    controller.show_hint([MarkTemp()], 50.0)
    assert controller.view().sheet.ghost_ink is Ink.HINT
    controller.outline_estates((Estate(0, 0, 2),))
    shown = controller.view().sheet
    assert shown.ghost_ink is Ink.ESTATES
    assert shown.ghosts == {Target(Zone.HOUSE, 0, 0), Target(Zone.HOUSE, 0, 1)}
    controller.outline_estates(None)
    assert controller.view().sheet.ghost_ink is Ink.HINT

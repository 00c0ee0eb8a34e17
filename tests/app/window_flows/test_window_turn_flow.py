"""A turn without friction (issue 36), through the real window: refusals said beside the prompt
and cleared by the next accepted action, a sheet that never jumps, turn-bound texts gone with
their turn; *Fewer clicks* that never writes a bis, confirms an advanced turn a moment after
nothing is left but the optional roundabout, and lets Undo keep the turn open."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from tests.app.words.test_translation import compiled_translations  # noqa: F401 - a fixture
from tests.counted import points
from welcome_desktop.app.cards.card_face import Half
from welcome_desktop.app.cards.estate_chooser import EstateChoiceDialog, choose_estates
from welcome_desktop.app.dialogs.new_game import NewGameDialog
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.play.turn_view import Step
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.actions import BuildPark, Choose, Write, WriteBis
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.sheet import Estate
from welcome_desktop.rules.turn import PlayerTurn

WAIT_MS = 30000


def _write_choice(game: Game, effect: Effect, house: int | None = None
                  ) -> tuple[Choose, int, int] | None:
    """A legal (choice, street, house) writing the card's own number, with ``effect``."""
    turn = game.turn(0)
    for choose, street, h, value in turn.legal_writes():
        combination = turn.context.combination(choose)
        if combination.effect is effect and value == combination.number \
                and (house is None or h == house):
            return choose, street, h
    return None


def _game_with(effect: Effect, advanced: bool, house: int | None = None
               ) -> tuple[Game, Choose, int, int]:
    for seed in range(400):
        game = Game(Setup(Mode.STANDARD, advanced, ("Anna",), seed=seed))
        found = _write_choice(game, effect, house)
        if found is not None:
            return (game, *found)
    raise AssertionError(f"no seed deals a playable {effect}")


# ----------------------------------------------------------------------------- messages


def test_a_refusal_shows_beside_the_prompt_until_the_next_accepted_action(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=2)))
    drive = WindowDriver(qtbot, window)
    panel = window.panel
    sheet_at = window.sheet_view.geometry()
    drive.click_too_small_number(window.controller.game)
    QApplication.processEvents()
    assert panel.message.isVisible() and panel.message.text()
    assert window.statusBar().currentMessage() == ""  # said once, under the prompt
    # The prompt (what to do) stays in view beside the refusal, never replaced by it.
    assert panel.prompt.isVisible() and panel.prompt.text() == drive.view.prompt
    assert drive.view.step is Step.WRITE and drive.view.prompt
    # The status bar keeps its height: the sheet does not jump.
    assert window.sheet_view.geometry() == sheet_at
    # A good write: the refusal is gone at once (not six seconds later).
    drive.pick_value()
    drive.click_target(drive.lit(Zone.HOUSE)[0])
    drive.stop_waiting()
    assert drive.view.step in (Step.EFFECT, Step.FINISH)
    assert not panel.message.isVisible()
    assert window.statusBar().currentMessage() == ""
    assert window.sheet_view.geometry() == sheet_at


def test_a_refusal_goes_when_the_turn_changes(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Robot"), seed=4))
    window.start(game, computer_levels={1: "greedy"})
    window.computer.set_speed("fast")
    drive = WindowDriver(qtbot, window)
    drive.play_turn(claim=False)
    qtbot.waitUntil(lambda: game.turn_number == 1 and not window.controller.thinking,
                    timeout=WAIT_MS)
    window.show_message("An old refusal")
    drive.play_turn(claim=False)
    qtbot.waitUntil(lambda: game.turn_number == 2 and not window.controller.thinking,
                    timeout=WAIT_MS)
    assert not window.panel.message.isVisible()
    assert "An old refusal" not in window.statusBar().currentMessage()


def test_the_hint_sentence_lives_in_the_panel_not_in_the_status_bar(
        qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=3))
    window.start(game)
    actions = make_player("greedy").decide(seat_view(game, 0), random.Random(1))
    window.controller.show_hint(actions, 96.0)
    window.computer.hint_shown.emit(96.0)  # what the computer seats say once a hint is drawn
    box = window.panel.hint_box
    assert box.isVisible() and "96" in box.text()
    assert window.statusBar().currentMessage() == ""
    drive = WindowDriver(qtbot, window)
    drive.press("apply_hint")
    drive.press("confirm")
    assert game.turn_number == 1
    assert not box.isVisible() and window.statusBar().currentMessage() == ""


# ----------------------------------------------------------------------------- fewer clicks


def test_fewer_clicks_is_one_menu_entry(window: MainWindow) -> None:
    actions = window.menu.actions
    assert "fewer_clicks" in actions
    assert "auto_effect" not in actions and "auto_confirm" not in actions
    assert actions["fewer_clicks"].text() == "Fewer clicks"
    assert window.settings.value("play/fewer_clicks") not in (True, "true")


def test_fewer_clicks_never_writes_a_bis(qtbot: QtBot, window: MainWindow) -> None:
    window.menu.actions["fewer_clicks"].trigger()
    game, choose, street, house = _game_with(Effect.BIS, advanced=False, house=0)
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.choose(choose)
    drive.click_target(Target(Zone.HOUSE, street, house))
    turn = game.turn(0)
    assert len(turn.effect_targets()) == 1  # a bis with exactly one place: still not used
    assert not any(isinstance(a, WriteBis) for a in turn.actions)
    assert drive.view.step is Step.EFFECT and not drive.view.confirm_pending


def test_fewer_clicks_confirms_an_advanced_turn_despite_the_optional_roundabout(
        qtbot: QtBot, window: MainWindow) -> None:
    window.menu.actions["fewer_clicks"].trigger()
    game, choose, street, house = _game_with(Effect.PARK, advanced=True)
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.choose(choose)
    drive.click_target(Target(Zone.HOUSE, street, house))
    assert game.turn(0).actions[-1] == BuildPark(street)  # the park: one place, used at once
    assert game.turn(0).roundabout_refusal() is None  # a roundabout could still be built
    assert drive.view.confirm_pending and "Undo" in window.panel.prompt.text()
    qtbot.waitUntil(lambda: game.turn_number == 1, timeout=WAIT_MS)
    assert [type(a) for a in game.history[-1].actions[0]] == [Choose, Write, BuildPark]


def test_undo_keeps_an_automatically_confirmed_turn_open(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    window.menu.actions["fewer_clicks"].trigger()
    game, choose, street, house = _game_with(Effect.PARK, advanced=True)
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.choose(choose)
    drive.click_target(Target(Zone.HOUSE, street, house))
    assert drive.view.confirm_pending
    drive.press("undo")
    assert not window.controller.confirm_pending and not drive.view.confirm_pending
    assert drive.view.step is Step.EFFECT and game.turn_number == 0
    # A roundabout instead: the player takes the time the notice gave.
    drive.click_target(drive.lit()[0])  # the park again, by hand
    assert drive.view.confirm_pending
    drive.press("roundabout")
    assert not window.controller.confirm_pending and game.turn_number == 0
    assert drive.view.roundabout_armed


# ----------------------------------------------------------------------------- first screen


def test_no_turn_button_works_before_a_game(window: MainWindow) -> None:
    assert window.controller is None
    assert not any(b.isEnabled() for b in window.panel.buttons.values())


# ----------------------------------------------------------------------------- new game


def test_new_game_remembers_the_whole_table(qtbot: QtBot, window: MainWindow) -> None:
    first = NewGameDialog(window, window.settings)
    qtbot.addWidget(first)
    first.mode.setCurrentIndex(first.mode.findText("Expert", Qt.MatchFlag.MatchStartsWith))
    first.advanced.setChecked(True)
    first.sheet.setCurrentIndex(first.sheet.findData("easter"))
    first.count.setValue(3)
    for seat, (name, level) in enumerate((("Anna", ""), ("Robo", "strong"), ("Ezio", "easy"))):
        first.names[seat].setText(name)
        first.kinds[seat].setCurrentIndex(first.kinds[seat].findData(level))
    first._accept()
    assert first.result() == QDialog.DialogCode.Accepted
    again = NewGameDialog(window, window.settings)
    qtbot.addWidget(again)
    setup = again.setup()
    assert (setup.mode, setup.advanced, setup.sheet) == (Mode.EXPERT, True, "easter")
    assert setup.players == ("Anna", "Robo", "Ezio")
    assert again.computer_levels() == {1: "strong", 2: "easy"}


def test_new_game_names_levels_for_players_and_tucks_the_seed_away(
        qtbot: QtBot, window: MainWindow) -> None:
    dialog = NewGameDialog(window, window.settings)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [dialog.kinds[0].itemText(i) for i in range(dialog.kinds[0].count())]
    assert labels == ["Person", "Computer: easy", "Computer: medium", "Computer: hard",
                      "Person at another computer"]
    assert not dialog.seed.isVisible()
    dialog.more.click()
    assert dialog.seed.isVisible()
    dialog.seed.setText("42")
    assert dialog.setup().seed == 42


def test_the_italian_dialog_says_variante_avanzata_and_no_avido(
        qtbot: QtBot, window: MainWindow,
        compiled_translations: None) -> None:  # noqa: F811 - the fixture
    window.set_language("it")
    try:
        dialog = NewGameDialog(window, window.settings)
        qtbot.addWidget(dialog)
        assert dialog.advanced.text().startswith("Variante avanzata")
        labels = [dialog.kinds[0].itemText(i) for i in range(dialog.kinds[0].count())]
        assert labels[1:4] == ["Computer: facile", "Computer: medio", "Computer: difficile"]
    finally:
        window.set_language("en")


# ----------------------------------------------------------------------------- hand-over


def test_the_hand_over_says_the_turn_the_scores_and_the_last_turn(
        qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=4))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    drive.play_turn(claim=False)  # Anna
    drive.play_turn(claim=False)  # Bruno: the turn resolves
    assert window.hidden and game.turn_number == 1
    text = window.handover.standing.text()
    assert "Turn 2" in text
    totals = [b.total for b in game.breakdowns()]
    for name, total in zip(("Anna", "Bruno"), totals, strict=True):
        assert f"{name}: {points(total)}" in text
    written = next(a for a in game.history[-1].actions[1] if isinstance(a, Write))
    assert f"{written.value} in the" in text


def test_the_hand_over_may_be_skipped_in_standard_mode_only(qtbot: QtBot,
                                                            window: MainWindow) -> None:
    window.menu.actions["skip_handover"].trigger()
    assert window.settings.value("play/skip_handover") in (True, "true")
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=4))
    window.start(game)
    drive = WindowDriver(qtbot, window)
    assert not window.hidden and window.controller.accepts_input
    drive.play_turn(claim=False)  # Anna: the cards are public, Bruno plays at once
    assert not window.hidden and window.controller.player == 1
    assert window.controller.accepts_input and "Bruno" in window.panel.header.text()
    # The change of person is obvious: a banner over the sheet says who plays now.
    banner = window.page.banner
    assert banner.isVisible() and banner.text() == "Bruno plays"
    assert window.page.sheet_view.rect().contains(banner.geometry())
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=5000)  # for a moment only
    expert = Game(Setup(Mode.EXPERT, False, ("Anna", "Bruno"), seed=4))
    window.start(expert)
    assert window.hidden  # expert hands are secret: the screen is still handed over


def test_the_header_names_the_computer_that_plays(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.STANDARD, False, ("Anna", "Robot"), seed=4))
    headers: list[str] = []
    window.start(game, computer_levels={1: "greedy"})
    window.controller.computer_to_play.connect(
        lambda seat: headers.append(window.panel.header.text()))
    drive = WindowDriver(qtbot, window)
    drive.play_turn(claim=False)
    assert headers and "Robot" in headers[0] and "Anna" not in headers[0]
    qtbot.waitUntil(lambda: game.turn_number == 1, timeout=WAIT_MS)
    assert not window.page.banner.isVisible()  # no banner when a computer's turn ends


def test_a_basic_expert_game_leaves_no_hole_in_the_buttons(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    window.start(Game(Setup(Mode.EXPERT, False, ("Anna", "Bruno"), seed=4)))
    WindowDriver(qtbot, window).reveal()
    buttons = window.panel.buttons
    assert not buttons["roundabout"].isVisible() and buttons["reshuffle"].isVisible()
    # Reshuffle takes the roundabout's row: as wide as Undo and Redo together.
    assert buttons["reshuffle"].x() == buttons["undo"].x()
    assert buttons["reshuffle"].width() > buttons["undo"].width() * 1.5
    window.start(Game(Setup(Mode.EXPERT, True, ("Anna", "Bruno"), seed=4)))
    WindowDriver(qtbot, window).reveal()
    QApplication.processEvents()
    assert buttons["roundabout"].isVisible()
    assert buttons["reshuffle"].x() == buttons["redo"].x()


def test_a_hatched_card_starts_no_half_choice(qtbot: QtBot, window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=9))
    window.start(game)
    turn = game.turn(0)
    for street, row in enumerate(turn.start.houses):
        for h in range(len(row)):
            turn.start.write(street, h, 17 if h == len(row) - 1 else h + 5)
    game.turns[0] = PlayerTurn(turn.start, turn.context)
    window.controller.announce()
    drive = WindowDriver(qtbot, window)
    assert drive.view.refusal_forced and not drive.view.playable
    offer = window.panel.offer
    card = offer.card_widget(0)
    drive.click_widget(card, card.half_rect(Half.NUMBER).center().toPoint())
    assert offer.pending() is None  # nothing half-chosen: the refusal is the only move
    assert "No combination" in offer.status_text()


def test_the_estates_of_the_way_chosen_are_outlined_on_the_sheet(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=3)))
    ways = [(Estate(0, 0, 3), Estate(1, 3, 3), Estate(2, 8, 3)),
            (Estate(0, 5, 3), Estate(1, 0, 3), Estate(2, 8, 3))]
    seen: list[frozenset[Target]] = []

    def answer(dialog: EstateChoiceDialog) -> int:
        seen.append(window.scene.snapshot().ghosts)
        dialog.select(1)
        seen.append(window.scene.snapshot().ghosts)
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(EstateChoiceDialog, "exec", answer)
    assert choose_estates(window, PLANS["1-C"], ways, window.controller.outline_estates) is None
    first = {Target(Zone.HOUSE, s, h) for s, first_house, size in ways[0]
             for h in range(first_house, first_house + size)}
    second = {Target(Zone.HOUSE, s, h) for s, first_house, size in ways[1]
              for h in range(first_house, first_house + size)}
    assert seen == [first, second]  # each way in view on the sheet as it is selected
    assert window.scene.snapshot().ghosts == frozenset()  # and gone with the question

"""The end of a solo game (issue 36 point 10): the score against the player's earlier ones on
the same neighbourhood and variant, read from the finished games; Review this game in one
click."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from welcome_desktop.app.cards.plan_cards import PlanCardWidget
from welcome_desktop.app.dialogs.history import HistoryDialog
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.players.greedy import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.records.ids import new_game_id
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.themes import BASE, ICE_CREAM


def _finished(window: MainWindow, sheet: str, advanced: bool, seed: int) -> int:
    game = play_game(Setup(Mode.SOLO, advanced, ("Anna",), seed=seed, sheet=sheet),
                     [GreedyPlayer()], seed)
    window.files.store.finish(game, new_game_id())
    return game.breakdowns()[0].total


def test_the_end_of_a_solo_game_compares_with_your_bests_and_offers_its_review(
        qtbot: QtBot, window: MainWindow) -> None:
    earlier = [_finished(window, ICE_CREAM, True, seed) for seed in (1, 2, 3)]
    _finished(window, ICE_CREAM, False, 4)   # another variant: not compared
    _finished(window, BASE, True, 5)         # another neighbourhood: not compared
    game = play_game(Setup(Mode.SOLO, True, ("Anna",), seed=6, sheet=ICE_CREAM),
                     [GreedyPlayer()], 6)
    total = game.breakdowns()[0].total
    window.start(game)
    window.show_end()  # what the controller's game_over triggers
    dialog = window.end_dialog
    assert dialog is not None
    place = 1 + sum(score >= total for score in earlier)
    if place == 1:
        expected = (f"Your best advanced solo score, Ice Cream Truck sheet, of 4 games "
                    f"(the best before: {max(earlier)}).")
    else:
        expected = (f"Number {place} of your 4 advanced solo games, Ice Cream Truck sheet "
                    f"(your best: {max(earlier)}).")
    assert dialog.standing.text() == expected
    assert not dialog.standing.isHidden()
    # Finished games: the best of each neighbourhood and variant.
    history = HistoryDialog(window.files.store.history(), window)
    qtbot.addWidget(history)
    assert (f"Best advanced solo score, Ice Cream Truck: {max(earlier)}."
            in history.best.text())
    assert "Best solo score, Ice Cream Truck:" in history.best.text()
    assert "Best advanced solo score, Base:" in history.best.text()
    # One click: the replay, its review by the strong player under way (or done).
    dialog.review_button.click()
    replay = window.replay_mode
    assert replay is not None and replay.active
    assert replay.page.review.running or replay.page.review.review is not None
    replay.page.review.cancel()
    replay.leave()


def test_a_first_solo_game_says_so(qtbot: QtBot, window: MainWindow) -> None:
    game = play_game(Setup(Mode.SOLO, False, ("Anna",), seed=7), [GreedyPlayer()], 7)
    window.start(game)
    window.show_end()  # what the controller's game_over triggers
    assert window.end_dialog is not None
    assert window.end_dialog.standing.text() == "Your first solo game, Base sheet."


def test_plan_cards_and_the_sheet_show_no_internal_plan_codes(
        qtbot: QtBot, window: MainWindow) -> None:
    """Issue 36 point 10: a player reads "N°1" and what the plan asks, never "1-F" or
    "xmas-B" (on the cards, their tooltips, the sheet's plan boxes and their tooltips)."""
    from welcome_desktop.app.cards.estate_chooser import EstateChoiceDialog
    from welcome_desktop.app.play.sheet_model import Target, Zone
    from welcome_desktop.rules import Game
    from welcome_desktop.rules.plans import PLANS
    from welcome_desktop.rules.sheet import Estate
    from welcome_desktop.rules.themes import CHRISTMAS

    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=3, sheet=CHRISTMAS))
    window.start(game)
    ids = [plan.id for plan in game.plans]
    assert any(i.startswith("xmas-") for i in ids)
    texts = window.scene.written_texts()
    tips = [window.scene.zones[Target(Zone.PLAN, -1, i)].toolTip() for i in range(3)]
    cards = window.panel.findChildren(PlanCardWidget)
    assert len(cards) >= 3
    shown = texts + tips + [c.toolTip() + c.accessibleName() for c in cards]
    for plan_id in ids:
        assert not any(plan_id in text for text in shown), plan_id
    assert any("City plan n°1" in c.accessibleName() for c in cards)
    # The card's face: painted without the id (its header reads "N°1" only).
    chooser = EstateChoiceDialog(window, PLANS["1-C"],
                                 [(Estate(0, 0, 3), Estate(1, 3, 3), Estate(2, 8, 3))] * 2)
    qtbot.addWidget(chooser)
    assert "1-C" not in chooser.windowTitle() and "n°1" in chooser.windowTitle()


def test_new_game_shows_your_best_solo_score_on_the_chosen_neighbourhood(
        qtbot: QtBot, window: MainWindow) -> None:
    from welcome_desktop.app.dialogs.new_game import NewGameDialog
    from welcome_desktop.records.bests import solo_scores

    scores = [_finished(window, ICE_CREAM, True, seed) for seed in (1, 2)]
    dialog = NewGameDialog(window, window.settings,
                           bests=solo_scores(window.files.store.history()))
    qtbot.addWidget(dialog)
    dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.SOLO))
    dialog.sheet.setCurrentIndex(dialog.sheet.findData(ICE_CREAM))
    dialog.advanced.setChecked(True)
    assert dialog.best.text() == (f"Your best solo score here in this variant: {max(scores)} "
                                  "(2 games).")
    dialog.advanced.setChecked(False)
    assert dialog.best.text() == "No solo game finished here in this variant yet."
    dialog.show()
    assert dialog.best.isVisible()
    dialog.mode.setCurrentIndex(dialog.mode.findData(Mode.STANDARD))
    assert not dialog.best.isVisible()  # a score to beat means something alone

"""What the paper table shows beside the hand (issue 25, item 6): the solo deck lies effect side
up, and in expert the passed card travels effect side up."""

from __future__ import annotations

import random

from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.words.effect_words import effect_name
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.cards import SOLO_CARD, Card


def _deck_text(window: MainWindow) -> str:
    return window.panel.offer._deck_label.text()


def _play_turns(game: Game, turns: int) -> None:
    for t in range(turns):
        for p in range(game.player_count):
            actions = make_player("greedy").decide(seat_view(game, p), random.Random(t * 7 + p))
            game.play_turn(p, actions)


def test_solo_shows_the_effect_on_top_of_the_deck_each_turn(window: MainWindow) -> None:
    game = Game(Setup(Mode.SOLO, False, ("Ann",), seed=11))
    window.start(game)
    for _ in range(4):
        top = game.solo_pile_top()
        assert isinstance(top, Card)  # not the Solo card in the first turns (never in 40)
        assert f"effect side up: {effect_name(top.effect)}." in _deck_text(window)
        _play_turns(game, 1)
        window.start(game)  # the window follows the game played behind it


def test_solo_card_on_top_is_named(window: MainWindow) -> None:
    for seed in range(200):
        game = Game(Setup(Mode.SOLO, False, ("Ann",), seed=seed))
        for _ in range(30):
            if game.over or game.solo_pile_top() == SOLO_CARD:
                break
            _play_turns(game, 1)
        if not game.over and game.solo_pile_top() == SOLO_CARD:
            window.start(game)
            assert "the Solo card" in _deck_text(window)
            return
    raise AssertionError("no seed put the Solo card on top within 30 turns")


def test_expert_names_who_passed_the_first_card(window: MainWindow) -> None:
    game = Game(Setup(Mode.EXPERT, False, ("Ann", "<b>Ben</b>", "Cleo"), seed=5))
    window.start(game)
    assert "passed to you" not in _deck_text(window)  # nothing passed before the first turn
    _play_turns(game, 1)
    window.start(game)
    if window.hidden:
        window.reveal()
    assert game.passed_cards()[0] is not None
    assert "Card 1 was passed to you by <b>Ben</b>." in _deck_text(window)  # plain text
    assert game.offer(0)[0] == game.passed_cards()[0]  # the received card is card 1

"""What the whole table sees of a turn's cards in each mode (rules/face_up.py), on plain
arguments and on real games."""

from __future__ import annotations

import random

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.cards import SOLO_CARD, Card, Effect
from welcome_desktop.rules.face_up import FaceUp, face_up_cards

_HAND = (Card(3, Effect.POOL), Card(7, Effect.BIS), Card(11, Effect.PARK))


def test_standard_shows_the_three_combinations_whole() -> None:
    assert face_up_cards(Mode.STANDARD, _HAND, None, ()) == (
        FaceUp(3, Effect.POOL), FaceUp(7, Effect.BIS), FaceUp(11, Effect.PARK))


def test_solo_shows_only_the_effect_on_top_of_the_pile_never_the_hand() -> None:
    assert face_up_cards(Mode.SOLO, _HAND, Card(9, Effect.TEMP), ()) == (
        FaceUp(None, Effect.TEMP),)
    assert face_up_cards(Mode.SOLO, _HAND, SOLO_CARD, ()) == (FaceUp(None, None),)
    assert face_up_cards(Mode.SOLO, _HAND, None, ()) == ()


def test_expert_shows_each_passed_card_effect_side_up_and_to_whom() -> None:
    passed = (Card(4, Effect.SURVEYOR), None, Card(12, Effect.REAL_ESTATE))
    assert face_up_cards(Mode.EXPERT, _HAND, None, passed) == (
        FaceUp(None, Effect.SURVEYOR, 0), FaceUp(None, Effect.REAL_ESTATE, 2))
    assert face_up_cards(Mode.EXPERT, _HAND, None, (None, None)) == ()


def _after_one_turn(mode: Mode, players: tuple[str, ...]) -> Game:
    game = Game(Setup(mode, False, players, seed=7))
    for seat in range(len(players)):
        play_random_turn(game.turn(seat), random.Random(seat))
        game.confirm(seat)
    return game


def test_on_real_games_each_mode_shows_what_lies_face_up() -> None:
    standard = Game(Setup(Mode.STANDARD, False, ("A", "B"), seed=7))
    assert face_up_cards(standard.mode, standard.offer(1), standard.solo_pile_top(),
                         standard.passed_cards()) == tuple(
        FaceUp(card.number, card.effect) for card in standard.offer(0))
    solo = Game(Setup(Mode.SOLO, False, ("A",), seed=7))
    top = solo.solo_pile_top()
    shown = face_up_cards(solo.mode, solo.offer(0), top, solo.passed_cards())
    assert len(shown) == 1 and shown[0].number is None
    assert shown[0].effect == (None if isinstance(top, str) or top is None else top.effect)
    expert = _after_one_turn(Mode.EXPERT, ("A", "B", "C"))
    passed = expert.passed_cards()
    shown = face_up_cards(expert.mode, expert.offer(0), None, passed)
    assert [face.to for face in shown] == [i for i, card in enumerate(passed) if card]
    assert all(face.number is None for face in shown) and shown

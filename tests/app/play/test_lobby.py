"""A table in its lobby (play/table.py's optional ``Lobby``): read through its type, never
guessed from an attribute's absence."""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.app.play.table import Lobby, in_lobby
from welcome_desktop.rules import Game, Mode, Setup


@dataclass
class _Waiting:
    lobby: bool


def test_a_local_game_is_never_in_a_lobby() -> None:
    game = Game(Setup(Mode.SOLO, False, ("Anna",), seed=1))
    assert not isinstance(game, Lobby)
    assert not in_lobby(game)


def test_a_table_with_a_lobby_says_whether_it_waits() -> None:
    assert in_lobby(_Waiting(True))  # type: ignore[arg-type]
    assert not in_lobby(_Waiting(False))  # type: ignore[arg-type]

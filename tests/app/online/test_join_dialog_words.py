"""The Join dialog's line of an announced game says "1 seat open", not "1 seats open"."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from welcome_desktop.app.online.join_dialog import game_line
from welcome_desktop.network.lan.lan_text import AnnouncedGame


def announced(open_seats: int | None) -> AnnouncedGame:
    return AnnouncedGame(service="x", addresses=("127.0.0.1",), port=8765, protocol=1,
                         same_version=True, game="Friday", host="Anna", mode="standard",
                         advanced=False, sheet="base", players=3, open_seats=open_seats)


def test_one_open_seat_is_singular(qapp: QApplication) -> None:
    assert game_line(announced(1)) == "Friday (Anna), 3 players, 1 seat open"
    assert game_line(announced(2)) == "Friday (Anna), 3 players, 2 seats open"
    assert game_line(announced(0)) == "Friday (Anna), 3 players, 0 seats open"
    assert game_line(announced(None)).endswith("? seats open")

"""A seat's view read back through its model is the very ``SeatView`` the host decides on;
a malformed one is a one-line ViewError."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.network.helpers import joined, names, play_opening
from welcome_desktop.network.client.remote_view import ViewError, seat_view_from_dict
from welcome_desktop.players import seat_view
from welcome_desktop.rules import Setup
from welcome_desktop.rules.modes import Mode


@pytest.mark.parametrize("mode", [Mode.STANDARD, Mode.EXPERT, Mode.SOLO])
def test_a_view_read_back_is_the_seats_view(mode: Mode) -> None:
    players = 1 if mode is Mode.SOLO else 3
    session, members = joined(Setup(mode, True, names(players), seed=7))
    play_opening(session, members, 2)
    for seat in range(players):
        view = json.loads(json.dumps(session.view(seat)))
        assert seat_view_from_dict(view) == seat_view(session.game, seat)


@pytest.mark.parametrize(("key", "value"), [
    ("seat", None), ("seat", "0"), ("turn", -1), ("advanced", 1), ("plans", [{"id": "1-A"}]),
    ("sheets", "no"), ("offer", None), ("cards_remaining", True), ("pile_top", 3),
    ("plans", "x"), ("mode", "blitz"), ("cards_seen", [[["x"]]]),
])
def test_a_malformed_view_is_one_line_of_refusal(key: str, value: Any) -> None:
    session, _ = joined(Setup(Mode.STANDARD, False, names(2), seed=3))
    view = json.loads(json.dumps(session.view(0)))
    view[key] = value
    with pytest.raises(ViewError) as refused:
        seat_view_from_dict(view)
    assert "\n" not in str(refused.value) and str(refused.value)


def test_a_view_without_a_key_it_is_read_from_is_refused() -> None:
    session, _ = joined(Setup(Mode.STANDARD, False, names(2), seed=3))
    view = json.loads(json.dumps(session.view(0)))
    del view["cards_remaining"]
    with pytest.raises(ViewError, match="cards_remaining"):
        seat_view_from_dict(view)

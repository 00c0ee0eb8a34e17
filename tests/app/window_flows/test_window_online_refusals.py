"""A refusal on a joined seat is worded in that window's language from the rule's code and
parameters the host sends (as a local game words it), never the host's English sentence; the
host's own refusals too. Two windows over a real socket on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.window_flows.test_window_online import WAIT_MS, host_and_join, table_of, windows_in
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.words.refusals import refusal_text, rules_message
from welcome_desktop.rules.errors import MESSAGES, IllegalAction
from welcome_desktop.rules.notation import format_action


@pytest.fixture
def windows(qtbot: QtBot, tmp_path: Path) -> Iterator[list[MainWindow]]:
    yield from windows_in(qtbot, tmp_path, ("host", "guest"))


def test_a_refusal_is_worded_in_the_joined_windows_language(
        qtbot: QtBot, windows: list[MainWindow]) -> None:
    host, guest = windows
    _, joined = host_and_join(qtbot, host, guest)
    guest.set_language("it")
    try:
        table = table_of(guest)
        choose, _, houses = next(iter(table.turn(table.seat).placements()))
        number = table.offer(table.seat)[choose.number_card].number
        street, house = houses[0]
        # Sent past the mirror (which would refuse it itself), as a race with the host would:
        # the host refuses the write of another number than the chosen one.
        joined.bridge.send("act", {"turn": table.turn_number, "action": format_action(choose)})
        joined.bridge.send("act", {"turn": table.turn_number,
                                   "action": f"W{street}.{house}={(number + 5) % 18}"})
        english = {MESSAGES[code][1].format(number=number)
                   for code in ("number_not_on_offer", "temp_range")}
        qtbot.waitUntil(lambda: bool(guest.panel.message.text()), timeout=WAIT_MS)
        shown = guest.panel.message.text()
        italian = {rules_message(IllegalAction(code, number=number))
                   for code in ("number_not_on_offer", "temp_range")}
        assert shown in italian, shown
        assert not any(sentence.lower() in shown.lower() for sentence in english)
        assert str(number) in shown
        # The host's own refusal (a turn gone by): worded here too.
        guest.clear_message()
        joined.bridge.send("undo", {"turn": table.turn_number + 7})
        qtbot.waitUntil(lambda: bool(guest.panel.message.text()), timeout=WAIT_MS)
        assert guest.panel.message.text() == refusal_text("stale_turn", {}, "x")
        assert "intent" not in guest.panel.message.text()  # not the host's "this intent was…"
    finally:
        guest.set_language("en")


def test_a_refusal_from_a_host_is_worded_from_its_code_and_parameters(qapp: object) -> None:
    assert refusal_text("house_not_empty", {"street": 0, "house": 3}, "english words") == \
        rules_message(IllegalAction("house_not_empty", street=0, house=3))
    # Parameters that do not fit the rule, or are not plain values: the host's sentence.
    assert refusal_text("house_not_empty", {"street": 0}, "the host's words") == \
        "The host's words"
    assert refusal_text("house_not_empty", {"street": {"x": 1}, "house": 2}, "hw") == "Hw"
    assert refusal_text("house_not_empty", {"code": 1, "street": 0, "house": 2}, "hw") == "Hw"
    assert refusal_text("no_such_code", {}, "something new") == "Something new"
    assert refusal_text("plan_sizes", {"plan": "1-A", "sizes": [1, 1, 1, 1, 1, 1]}, "") == \
        rules_message(IllegalAction("plan_sizes", plan="1-A", sizes=[1, 1, 1, 1, 1, 1]))

"""Any mix at one table (issue 44): Anna at the hosting window's screen, Ben in a window joined
from elsewhere, Cleo on her phone's page (headless Chromium) and a computer, in one game hosted
by the window; each plays its turns, and all of them see the same table. Real sockets on
127.0.0.1."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver as Driver
from tests.app.window_flows.test_window_online import WAIT_MS, join_seat, table_of, windows_in
from tests.browser.phone import browser_missing, phone, wait_for
from tests.browser.test_phone_game import page_state, play_one_tap
from tests.counted import points
from welcome_desktop.app.online.bridge import GameSpec
from welcome_desktop.app.online.online_game import OnlineGame
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.protocol.page_link import page_link
from welcome_desktop.rules.description import sheet_to_dict


def phone_turn(driver: Any) -> None:
    """Cleo taps what her page offers until it says it waits for the others."""
    for _ in range(12):
        before = page_state(driver)["state"]
        if not play_one_tap(driver):
            break
        wait_for(lambda b=before: page_state(driver)["state"] != b
                 or driver.execute_script("return !document.getElementById('chooser').hidden"),
                 what="the answer to a tap")
    assert page_state(driver)["prompt"].startswith("Turn confirmed")


@pytest.mark.skipif(bool(browser_missing()), reason=browser_missing())
def test_a_phone_a_window_elsewhere_a_person_at_the_screen_and_a_computer(
        qtbot: QtBot, tmp_path: Path) -> None:
    made = windows_in(qtbot, tmp_path, ("host", "guest"))
    host, guest = next(made)
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet="base",
                          seats=("person", "person", "person", "greedy"),
                          names=("Anna", "Ben", "Cleo", "Greedy 4"), here=0,
                          game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    qtbot.waitUntil(lambda: hosting.hosted_game is not None and host.controller is not None
                    and isinstance(host.controller.game, RemoteTable), timeout=WAIT_MS)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[2] is not None
    join_seat(qtbot, guest, hosted, 1)
    with phone() as cleo:
        cleo.get(page_link(f"127.0.0.1:{hosted.port}", hosted.codes[2]))
        # Every person seat taken: the game starts by itself, for the windows and the phone.
        wait_for(lambda: cleo.find_elements("css selector", "#cards button:not([disabled])"),
                 what="Cleo's cards")
        qtbot.waitUntil(lambda: not table_of(host).lobby and not table_of(guest).lobby,
                        timeout=WAIT_MS)
        qtbot.waitUntil(lambda: "Cleo: connected" in hosting.panel.people.text(),
                        timeout=WAIT_MS)
        for turn in range(2):
            phone_turn(cleo)
            Driver(qtbot, host).play_turn()
            Driver(qtbot, guest).play_turn()
            qtbot.waitUntil(lambda t=turn: table_of(host).turn_number == t + 1
                            and table_of(guest).turn_number == t + 1, timeout=WAIT_MS)
            wait_for(lambda t=turn: page_state(cleo)["turn"] == f"Turn {t + 2}",
                     what="Cleo's next turn")
            # Each of the four played the turn: the person here, the window, the phone, the
            # computer; the two windows hold the same resolved sheets.
            played = table_of(host).history[-1].actions
            assert len(played) == 4 and all(played), played
            assert [sheet_to_dict(s) for s in table_of(host).sheets] == \
                [sheet_to_dict(s) for s in table_of(guest).sheets]
        # Cleo's page shows the scores the windows show.
        assert host.view_state is not None
        scores = [line.score for line in host.view_state.table]
        table_text = cleo.find_element("id", "table").text
        for name, score in zip(("Anna", "Ben", "Cleo", "Greedy 4"), scores, strict=True):
            assert f"{name}: {points(score)}" in table_text, (name, score, table_text)
        assert cleo.execute_script("return window.welcomePage.refusals") == []
    next(made, None)  # closes the windows, and the host with them

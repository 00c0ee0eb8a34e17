"""A game hosted by a window with a phone at the table: Ben scans his seat's link, plays his
turn by taps in headless Chromium while Anna plays at the hosting screen; the window's panel
says Ben is connected and keeps only the QR code of the seat still open (Cleo's), even once
Ben's phone is gone (his code is spent). Real sockets
on 127.0.0.1."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.window_flows.test_window_hosting_panel import host_waiting
from tests.app.window_flows.test_window_online import WAIT_MS, windows_in
from tests.browser.phone import browser_missing, phone, wait_for
from tests.browser.test_phone_game import page_state, play_one_tap
from welcome_desktop.network.protocol.page_link import page_link


@pytest.mark.skipif(bool(browser_missing()), reason=browser_missing())
def test_a_phone_plays_a_seat_of_a_game_hosted_by_a_window(qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    made = windows_in(qtbot, tmp_path, ("host",))
    (host,) = next(made)
    host.resize(1366, 768)
    hosting = host_waiting(qtbot, host)
    hosted = hosting.hosted_game
    assert hosted is not None and hosted.codes[1] is not None
    link = page_link(f"127.0.0.1:{hosted.port}", hosted.codes[1])
    panel = hosting.panel
    assert panel.qr_codes.open == (1, 2)
    with phone() as driver:
        driver.get(link)
        wait_for(lambda: page_state(driver)["first"] is not None, what="Ben's sheet")
        assert driver.find_element("id", "title").text == "Ben"
        qtbot.waitUntil(lambda: "Ben: connected" in panel.people.text(), timeout=WAIT_MS)
        assert panel.qr_codes.open == (2,)  # Ben's seat is taken: only Cleo's code is left
        # The lobby: Ben's phone shows his sheet and whom the game waits for, offers nothing.
        wait_for(lambda: "Waiting for: Cleo." in page_state(driver)["prompt"], what="the lobby")
        assert not driver.find_elements("css selector", "#cards button:not([disabled])")
        # Anna starts the game, Cleo's seat to a computer until she comes: still her code.
        qtbot.waitUntil(panel.start_button.isVisible, timeout=WAIT_MS)
        panel.computers.setChecked(True)
        panel.start_button.click()
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="Ben's cards once the game started")
        assert panel.qr_codes.open == (2,)
        # Ben's whole turn by taps, until the page says it waits for the others.
        for _ in range(12):
            before = page_state(driver)["state"]
            if not play_one_tap(driver):
                break
            wait_for(lambda b=before: page_state(driver)["state"] != b
                     or driver.execute_script("return !document.getElementById('chooser')"
                                              ".hidden"), what="the answer to a tap")
        assert page_state(driver)["prompt"].startswith("Turn confirmed. Waiting for")
        assert "Anna" in page_state(driver)["prompt"]
        assert driver.execute_script("return window.welcomePage.refusals") == []
    # The phone put away: Ben is away; his code is spent (his phone comes back with its
    # token), so only Cleo's QR code shows.
    qtbot.waitUntil(lambda: "Ben: away" in panel.people.text(), timeout=WAIT_MS)
    assert panel.qr_codes.open == (2,)
    next(made, None)  # closes the window, and its host with it

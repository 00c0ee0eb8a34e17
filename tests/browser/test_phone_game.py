"""A whole game played by taps on a phone's page against ``welcome-desktop serve`` (port 0,
127.0.0.1): one phone and two computers, in Debian's headless Chromium (a 390×844 portrait
viewport with touch). The page finds its cards, houses and buttons by their accessible names,
plays only what the host lights, and ends on the final ranking; a reload mid-turn comes back
to the seat with its choices. The times from navigation to the drawn sheet and from a tap to
the redrawn sheet are printed (measured in the page with performance.now()), never asserted."""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.phone import browser_missing, console_errors, phone, tap, wait_for
from tests.network.wire import run_cli, start_server_process

pytestmark = pytest.mark.skipif(bool(browser_missing()), reason=browser_missing())

#: The most turns a game lasts (it ends sooner: plans, refusals or full streets).
MAX_TURNS = 40


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    process, url = start_server_process(tmp_path)
    try:
        yield url, process
    finally:
        if process.poll() is None:
            process.terminate()
            process.communicate(timeout=20)


def create(url: str, seats: str, *args: str) -> dict[str, Any]:
    done = run_cli("create", url, "--seats", seats, "--json", *args)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def page_state(driver: Any) -> dict[str, Any]:
    return driver.execute_script(
        "return {taps: window.welcomePage.taps.length, first: window.welcomePage.firstDrawn,"
        " renders: window.welcomePage.renders, state: window.welcomePage.state,"
        " turn: document.getElementById('turn').textContent,"
        " prompt: document.getElementById('prompt').textContent,"
        " over: document.querySelector('#table h2')?.textContent === 'Final ranking'}")


#: What a player taps next, found as a player finds it: the number chooser when open, else an
#: enabled card, else a lit place, else Skip effect, Refusal, Confirm turn (by their names).
NEXT_TAP = """
const shown = [...document.querySelectorAll('#chooser button')].filter(b => b.offsetParent);
if (shown.length) return [shown[0], 'chooser'];
const card = document.querySelector('#cards button:not([disabled]):not(.chosen)');
if (card) return [card, card.getAttribute('aria-label')];
const lit = document.querySelector('#sheet [role=button][tabindex="0"]');
if (lit) return [lit, lit.getAttribute('aria-label')];
for (const name of ['Skip effect', 'Refusal', 'Confirm turn']) {
  const button = [...document.querySelectorAll('#actions button')]
    .find(b => b.textContent.trim() === name && !b.disabled);
  if (button) return [button, name];
}
const prompt = document.getElementById('prompt').textContent;
const roundabout = [...document.querySelectorAll('#actions button')]
  .find(b => b.textContent.trim() === 'Roundabout' && !b.disabled
        && b.getAttribute('aria-pressed') === 'false');
if (roundabout && prompt.includes('a roundabout would make room')) {
  return [roundabout, 'Roundabout'];
}
return [null, ''];
"""


def named_button(driver: Any, name: str) -> Any:
    return driver.find_element("xpath", f"//button[normalize-space()='{name}']")


def play_one_tap(driver: Any) -> str:
    """Tap what the page offers next; what was tapped, or "" when the seat waits for the
    others. A redraw between finding and tapping (another seat's news) finds it again."""
    from selenium.common.exceptions import StaleElementReferenceException

    for _ in range(20):
        element, name = driver.execute_script(NEXT_TAP)
        if element is None:
            return ""
        try:
            tap(driver, element)
        except StaleElementReferenceException:
            continue
        return str(name)
    raise AssertionError("the page kept redrawing under the finger")


def tap_found(driver: Any, xpath: str) -> None:
    """Tap the element at ``xpath``, found again if the page redrew it in between."""
    from selenium.common.exceptions import StaleElementReferenceException

    for _ in range(20):
        try:
            tap(driver, driver.find_element("xpath", xpath))
            return
        except StaleElementReferenceException:
            continue
    raise AssertionError(f"{xpath} kept being redrawn")


def chooser_open(driver: Any) -> bool:
    return bool(driver.execute_script(
        "return !document.getElementById('chooser').hidden"))


def play_to_the_end(driver: Any) -> tuple[int, set[str]]:
    """Tap what the page offers until the final ranking; the taps and the turns seen."""
    taps = 0
    turns_seen = set()
    while not page_state(driver)["over"]:
        state = page_state(driver)
        turns_seen.add(state["turn"])
        assert len(turns_seen) <= MAX_TURNS
        before = state["state"]
        tapped = play_one_tap(driver)
        if not tapped:  # confirmed: the computers play, then the next turn is drawn
            wait_for(lambda s=state: page_state(driver)["turn"] != s["turn"]
                     or page_state(driver)["over"], what="the next turn")
            continue
        taps += 1
        # The answer to this tap (not the computers' news): the turn or the page's choices
        # changed, or the number chooser opened.
        wait_for(lambda b=before: page_state(driver)["state"] != b or chooser_open(driver)
                 or page_state(driver)["over"], what=f"the answer to {tapped}")
    # The page offered only what the host takes: not one refusal.
    assert driver.execute_script("return window.welcomePage.refusals") == []
    assert console_errors(driver) == []  # nothing the policy blocked, no script error
    return taps, turns_seen


def test_a_whole_game_by_taps_one_phone_two_computers(server: tuple[str, Any]) -> None:
    url, process = server
    created = create(url, "person,greedy,easy", "--names", "Anna,Greedy,Easy")
    link = created["links"][0]
    assert created["links"][1:] == [None, None]
    code = created["codes"][0]
    with phone() as driver:
        driver.get(link)
        wait_for(lambda: page_state(driver)["first"] is not None, what="the first sheet")
        first_drawn = page_state(driver)["first"]
        # The lobby's view first, then the game starts (its only person seat is taken).
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        # Every card, house and button by its accessible name.
        # (Read in one script: the computers' news redraws the page meanwhile.)
        labels = driver.execute_script("return [...document.querySelectorAll('#cards button')]"
                                       ".map(card => card.getAttribute('aria-label'))")
        assert [label.split(":")[0] for label in labels] == ["Card 1", "Card 2", "Card 3"]
        for house in ("Top street, house 3", "Bottom street, house 12"):
            assert driver.find_element("xpath", f"//*[@role='button'][@aria-label='{house}']")
        named_button(driver, "Confirm turn")
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
        # Another seat's sheet, on demand.
        tap_found(driver, "//section[@id='table']//li[2]//summary")
        wait_for(lambda: driver.find_elements("css selector", "svg[role=img][aria-label=Greedy]"),
                 what="Greedy's sheet")
        taps, turns_seen = play_to_the_end(driver)
        tap_times = driver.execute_script("return window.welcomePage.taps")
        ranking = driver.find_element("id", "table").text
        # The phone leaves; the host forgets the finished game (it keeps its record); the link
        # opened again says the game is over, once.
        played = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.switch_to.window(played)
        driver.close()  # a closed tab, not a page left (Chrome may keep that one alive)
        driver.switch_to.window(driver.window_handles[0])
        time.sleep(3)
        driver.get(link)
        said = wait_for(lambda: driver.find_element("id", "status").text not in
                        ("", "Connecting…") and driver.find_element("id", "status").text,
                        what="the game over")
        assert said == "The game is over."
        assert driver.execute_script("return window.welcomePage.refusals") == ["game_over"]
    assert "Anna" in ranking and "Greedy" in ranking and "Easy" in ranking
    assert len(turns_seen) >= 5 and taps >= 20
    print(f"\nphone page: navigation → sheet drawn {first_drawn:.0f} ms; "
          f"tap → redrawn median {statistics.median(tap_times[:50]):.1f} ms over the first "
          f"{len(tap_times[:50])} of {len(tap_times)} taps measured (max "
          f"{max(tap_times):.1f} ms); {len(turns_seen)} turns")
    process.terminate()
    _, log = process.communicate(timeout=20)
    # The code rode in the fragment: it reached no log, in any spelling.
    assert code.replace("-", "").lower() not in log.replace("-", "").lower()


def test_an_expert_game_on_an_ice_cream_sheet_by_taps(server: tuple[str, Any]) -> None:
    """Expert: the number from one card, the effect from another, the third passed on; the ice
    cream truck chosen when due."""
    url, _ = server
    created = create(url, "person,greedy", "--mode", "expert", "--sheet", "ice-cream")
    with phone() as driver:
        driver.get(created["links"][0])
        wait_for(lambda: page_state(driver)["first"] is not None, what="the first sheet")
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        assert "Tap the card of the number" in page_state(driver)["prompt"]
        taps, turns_seen = play_to_the_end(driver)
        # The final ranking: each breakdown in a line, the ice cream's own points in it.
        breakdowns = driver.execute_script(
            "return [...document.querySelectorAll('#table .breakdown')].map(p => p.textContent)")
    assert len(breakdowns) == 2 and all("Total" in line for line in breakdowns)
    assert len(turns_seen) >= 3 and taps >= 10


def test_a_reload_mid_turn_comes_back_to_the_seat_with_its_choices(
        server: tuple[str, Any]) -> None:
    url, _ = server
    created = create(url, "person,greedy", "--names", "Anna,Greedy")
    with phone() as driver:
        driver.get(created["links"][0])
        wait_for(lambda: page_state(driver)["first"] is not None, what="the first sheet")
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        tap_found(driver, "//section[@id='cards']/button[not(@disabled)]")
        lit = "//*[@id='sheet']//*[@role='button'][@tabindex='0']"
        wait_for(lambda: driver.find_elements("xpath", lit), what="the lit houses")
        name = driver.execute_script(
            "return document.querySelector('#sheet [role=button][tabindex=\"0\"]')"
            ".getAttribute('aria-label')")
        tap_found(driver, f"//*[@role='button'][@aria-label='{name}']")
        written_xpath = f"//*[starts-with(@aria-label, '{name}, ')]"
        wait_for(lambda: driver.find_elements("xpath", written_xpath) or chooser_open(driver),
                 what="the number written")
        if chooser_open(driver):  # a temp agency card: the number chooser
            tap_found(driver, "//*[@id='chooser']/button")
        wait_for(lambda: driver.find_elements("xpath", written_xpath), what="the number written")
        value = driver.execute_script(
            "return document.evaluate(arguments[0], document, null, 9, null)"
            ".singleNodeValue.getAttribute('aria-label')", written_xpath)
        assert driver.execute_script("return Object.keys(localStorage).length") == 1
        driver.refresh()  # a reload: the token kept by the browser brings the seat back
        wait_for(lambda: page_state(driver)["first"] is not None, what="the sheet again")
        wait_for(lambda: driver.find_elements("xpath", f"//*[@aria-label='{value}']"),
                 what="the written number after the reload")
        assert named_button(driver, "Undo").get_attribute("disabled") is None
        assert driver.find_element("id", "status").text == "Connected."
        # The same link on another phone: the code is spent, the seat is Anna's; it says so
        # in a sentence, and Anna's phone plays on.
        with phone() as second:
            second.get(created["links"][0])
            said = wait_for(lambda: second.find_element("id", "status").text not in
                            ("", "Connecting…") and second.find_element("id", "status").text,
                            what="the second phone's sentence")
            assert "This seat is taken" in said, said
            assert second.execute_script("return window.welcomePage.firstDrawn") is None
        assert driver.find_element("id", "status").text == "Connected."


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_the_page_plays_over_tls_behind_serve_tls(tmp_path: Path) -> None:
    """``serve --tls-*``: the link is https, the page comes over TLS and plays over wss."""
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    process, url = start_server_process(tmp_path / "data", "--tls-cert", str(cert),
                                        "--tls-key", str(key))
    try:
        created = create(url, "person,greedy", "--tls-ca", str(cert))
        link = created["links"][0]
        assert link.startswith("https://127.0.0.1:")
        with phone(trust_any_certificate=True) as driver:
            driver.get(link)
            wait_for(lambda: page_state(driver)["first"] is not None, what="the sheet")
            wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                     what="the game started")
            assert driver.execute_script("return location.protocol") == "https:"
            tap_found(driver, "//section[@id='cards']/button[not(@disabled)]")
            wait_for(lambda: driver.find_elements(
                "css selector", "#sheet [role=button][tabindex='0']"), what="the lit houses")
            assert driver.execute_script("return window.welcomePage.refusals") == []
    finally:
        process.terminate()
        process.communicate(timeout=20)


def test_a_spectators_link_shows_the_table_only(server: tuple[str, Any]) -> None:
    url, _ = server
    created = create(url, "person,greedy", "--names", "Anna,Greedy")
    with phone() as driver:
        driver.get(url.replace("ws://", "http://") + "/#" + created["spectators"])
        wait_for(lambda: "Anna" in driver.find_element("id", "table").text, what="the table")
        assert not driver.find_element("id", "sheet").is_displayed()
        assert not driver.find_element("id", "cards").is_displayed()


def test_the_lobby_shows_whom_the_game_waits_for_and_offers_nothing(
        server: tuple[str, Any]) -> None:
    url, _ = server
    created = create(url, "person,person", "--names", "Anna,Ben")
    with phone() as anna:
        anna.get(created["links"][0])
        wait_for(lambda: "Waiting for: Ben." in page_state(anna)["prompt"], what="the lobby")
        assert not anna.find_elements("css selector", "#cards button:not([disabled])")
        assert named_button(anna, "Confirm turn").get_attribute("disabled") is not None
        with phone() as ben:  # Ben joins: every seat is taken, the game starts by itself
            ben.get(created["links"][1])
            for driver in (anna, ben):
                wait_for(lambda d=driver: d.find_elements(
                    "css selector", "#cards button:not([disabled])"), what="the cards")
            assert anna.execute_script("return window.welcomePage.refusals") == []


def test_fifty_taps_each_timed_to_its_redrawn_sheet(server: tuple[str, Any]) -> None:
    """Tap → redrawn, measured in the page (performance.now(), from the tap's handler to the
    sheet drawn again with the host's answer) over 50 taps: a card, then Undo, 25 times, once
    the computer's turn is in (no other seat's news redraws the page meanwhile)."""
    url, _ = server
    created = create(url, "person,greedy", "--names", "Anna,Greedy")
    with phone() as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        wait_for(lambda: "Greedy: 0 points · confirmed" in driver.find_element("id", "table").text,
                 what="the computer's turn")
        for _ in range(25):
            before = page_state(driver)["state"]
            tap_found(driver, "//section[@id='cards']/button[not(@disabled)]")
            wait_for(lambda b=before: page_state(driver)["state"] != b, what="the card chosen")
            tap_found(driver, "//section[@id='actions']/button[normalize-space()='Undo']")
            wait_for(lambda b=before: page_state(driver)["state"] == b, what="the card undone")
        tap_times = driver.execute_script("return window.welcomePage.taps")
        assert driver.execute_script("return window.welcomePage.refusals") == []
    assert len(tap_times) == 50  # each tap measured once, by its own answer
    print(f"\nphone page: tap → redrawn median {statistics.median(tap_times):.1f} ms over "
          f"{len(tap_times)} taps (min {min(tap_times):.1f}, max {max(tap_times):.1f} ms)")

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

from tests import counted
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


def play_turns(driver: Any, turns: int) -> None:
    """Tap what the page offers for ``turns`` turns (or to the end)."""
    start = page_state(driver)["turn"]
    seen = {start}
    while len(seen) <= turns and not page_state(driver)["over"]:
        state = page_state(driver)
        before = state["state"]
        tapped = play_one_tap(driver)
        if not tapped:
            wait_for(lambda s=state: page_state(driver)["turn"] != s["turn"]
                     or page_state(driver)["over"], what="the next turn")
        else:
            wait_for(lambda b=before: page_state(driver)["state"] != b or chooser_open(driver)
                     or page_state(driver)["over"], what=f"the answer to {tapped}")
        seen.add(page_state(driver)["turn"])
    assert driver.execute_script("return window.welcomePage.refusals") == []
    assert console_errors(driver) == []


#: The own sheet's houses as the page names them: [street, house, number or None] (a bis
#: copies its number; a roundabout is none).
HOUSES = """
const streets = ['Top street', 'Middle street', 'Bottom street'];
return [...document.querySelectorAll('#sheet g.house')].map(g => {
  const parts = g.getAttribute('aria-label').split(', ');
  const street = streets.indexOf(parts[0]);
  const house = Number(parts[1].replace('house ', '')) - 1;
  const number = parts.length > 2 && /^\\d+/.test(parts[2]) ? parseInt(parts[2]) : null;
  return [street, house, number];
});
"""


def sheet_rows(driver: Any) -> list[list[int]]:
    """The own sheet's streets as the rules' rows (-1: empty or a roundabout)."""
    rows: list[list[int]] = [[-1] * 10, [-1] * 11, [-1] * 12]
    for street, house, number in driver.execute_script(HOUSES):
        rows[street][house] = -1 if number is None else number
    return rows


@pytest.mark.parametrize("sheet", ["christmas", "easter"])
def test_a_thematic_sheet_is_drawn_with_its_marks_and_column(
        server: tuple[str, Any], sheet: str) -> None:
    """Christmas lights: a bulb between every two linked houses; Easter eggs: every printed egg,
    those collected filled; the theme column with the host's points, as the rules reckon them
    from the houses the page shows."""
    from welcome_desktop.rules.themes import (
        EGGS,
        egg_points,
        eggs_collected,
        links_mask,
        longest_string,
    )

    url, _ = server
    created = create(url, "person,greedy", "--sheet", sheet)
    column = "Christmas lights" if sheet == "christmas" else "Easter eggs"
    with phone() as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        play_turns(driver, 6)
        wait_for(lambda: not driver.find_elements("css selector", "#sheet .fresh"),
                 what="a resolved sheet")
        # Read in one script: the computer's news redraws the page meanwhile.
        rows, (bulbs, eggs, collected, label, labels) = sheet_rows(driver), driver.execute_script(
            "const all = (css) => [...document.querySelectorAll('#sheet ' + css)];"
            "return [all('.bulb').length, all('.egg').length, all('.egg.collected').length,"
            " all('.theme-column')[0].getAttribute('aria-label'),"
            " all('g.house').map(g => g.getAttribute('aria-label'))]")
        plans = driver.find_element("css selector", "#table .plans").text
    assert sum(number >= 0 for row in rows for number in row) >= 4  # numbers were written
    if sheet == "christmas":
        assert bulbs == sum(bin(links_mask(row)).count("1") for row in rows)
        points = sum(longest_string(row) for row in rows)
        assert eggs == 0
    else:
        assert eggs == sum(sum(row) for row in EGGS) == 20
        found = sum(eggs_collected(street, house, rows[street][house])
                    for street in range(3) for house in range(len(rows[street])))
        assert collected == found
        points = egg_points(found)
        assert "Top street, house 4" in [", ".join(one.split(", ")[:2]) for one in labels]
        assert any("eggs: 2, collected:" in one for one in labels)
        assert bulbs == 0
    assert label.startswith(column + " (") and label.endswith(f": {counted.points(points)}"), label
    # The plans in words under the sheet; n°3 is one of the theme's own.
    theme_words = {"christmas": ("string of lights", "no light inside"),
                   "easter": ("Easter eggs", "egg collected", "eggs collected")}[sheet]
    third = plans.splitlines()[2]
    assert third.startswith("City plan n°3") and any(w in third for w in theme_words), plans
    assert "points to whoever completes it first" in plans


def test_a_phone_gives_its_players_name_in_the_lobby(server: tuple[str, Any]) -> None:
    """The name typed on a phone in the lobby is every seat's to see; another seat's name is
    refused in a sentence, and the seat keeps its own."""
    url, _ = server
    created = create(url, "person,person,person", "--names", "Anna,Ben,Cleo")
    with phone() as anna, phone() as ben:
        anna.get(created["links"][0])
        ben.get(created["links"][1])
        for driver in (anna, ben):
            wait_for(lambda d=driver: "Waiting for: Cleo." in page_state(d)["prompt"],
                     what="the lobby")
        field = anna.find_element("id", "name")
        assert field.get_attribute("value") == "Anna"
        field.clear()
        field.send_keys("Zoë")
        tap(anna, named_button(anna, "Give my name"))
        # Ben's page: the table lists Anna's seat under the name she gave.
        wait_for(lambda: "Zoë: 0 points" in ben.find_element("id", "table").text,
                 what="the name on Ben's page")
        wait_for(lambda: anna.find_element("id", "title").text == "Zoë", what="Anna's title")
        field = ben.find_element("id", "name")
        field.clear()
        field.send_keys("zoë")
        tap(ben, named_button(ben, "Give my name"))
        wait_for(lambda: "Another player is called zoë" in page_state(ben)["prompt"],
                 what="the refusal in a sentence")
        assert ben.find_element("id", "title").text == "Ben"
        assert console_errors(anna) == [] and console_errors(ben) == []


def test_the_ice_cream_truck_is_chosen_by_a_tap_and_sells_the_cones_the_rules_sell(
        server: tuple[str, Any]) -> None:
    """The first number in the bottom street: the page asks for the truck and lights its two
    ends; the left one tapped, the bottom street's cones read sold or lost as the rules drive
    that truck there."""
    from welcome_desktop.rules.sheet import Sheet
    from welcome_desktop.rules.theme_view import truck_drive
    from welcome_desktop.rules.themes import ICE_CREAM, LEFT

    url, _ = server
    created = create(url, "person,greedy", "--sheet", "ice-cream")
    # Its name says its cone too: "Bottom street, house 6, cone, scoops: 2".
    house = ("//*[@id='sheet']//*[@role='button']"
             "[starts-with(@aria-label, 'Bottom street, house 6, cone')]")
    with phone() as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        tap_found(driver, "//section[@id='cards']/button[not(@disabled)]")
        wait_for(lambda: driver.find_elements("xpath", house + "[@tabindex='0']"),
                 what="the bottom street lit")
        tap_found(driver, house)
        wait_for(lambda: chooser_open(driver) or "ice cream truck" in page_state(driver)["prompt"],
                 what="the truck asked for")
        if chooser_open(driver):  # a temp agency card: the number as it is changed
            tap_found(driver, "//*[@id='chooser']/button")
        wait_for(lambda: "ice cream truck" in page_state(driver)["prompt"], what="the truck")
        prompt = page_state(driver)["prompt"].split("\n")
        assert prompt[0] == ("Choose the bottom street's ice cream truck: "
                             "tap one of its two lit trucks.")
        written = driver.execute_script(
            "return document.querySelector('[aria-label^=\"Bottom street, house 6, \"]')"
            ".getAttribute('aria-label')")
        number = int(written.split(", ")[2])
        truck_names = driver.execute_script(
            "return [...document.querySelectorAll('#sheet g.truck')]"
            ".map(g => g.getAttribute('aria-label'))")
        drawn = driver.execute_script(  # each truck's path, drawn in the truck path ink
            "return Object.fromEntries([...document.querySelectorAll('#sheet g.truck-path')]"
            ".map(g => [g.dataset.end, ['sold', 'lost'].map(mark =>"
            " [...g.querySelectorAll('.' + mark)].map(e => Number(e.dataset.house)))]))")
        tap_found(driver, "//*[@role='button'][starts-with(@aria-label, 'Ice cream truck, left')]")
        wait_for(lambda: not driver.find_elements(
            "xpath", "//*[@aria-label='Ice cream truck, right']"), what="the truck chosen")
        labels = driver.execute_script(
            "return [...document.querySelectorAll('#sheet g.house')]"
            ".map(g => g.getAttribute('aria-label'))"
            ".filter(label => label.startsWith('Bottom street'))")
        assert driver.execute_script("return window.welcomePage.refusals") == []
    rules = Sheet(kind=ICE_CREAM)
    rules.place(2, 5, number)
    # Before the choice, each truck says what the rules would make of it (the window's words).
    drives = {end: truck_drive(rules, end) for end in ("left", "right")}
    said = {end: f"Chosen now: cones sold {len(drive.sold)} (scoops {drive.scoops}), cones lost "
                 f"{len(drive.lost)}." for end, drive in drives.items() if drive is not None}
    assert set(said) == {"left", "right"}
    assert truck_names == [f"Ice cream truck, {end}, {said[end]}" for end in ("left", "right")]
    assert prompt[1:] == [f"Ice cream truck, {end}: {said[end]}" for end in ("left", "right")]
    assert drawn == {end: [list(drive.sold), list(drive.lost)]
                     for end, drive in drives.items() if drive is not None}
    assert drawn["left"][1] or drawn["right"][1]  # house 6: a cone is lost on one way at least
    rules.choose_truck(LEFT)
    for index, label in enumerate(labels):
        if rules.sold[2] >> index & 1:
            assert label.endswith(", sold"), label
        elif rules.lost[2] >> index & 1:
            assert label.endswith(", lost"), label
        else:
            assert not label.endswith((", sold", ", lost")), label
    assert any(label.endswith(", sold") for label in labels)


#: Where the page's parts lie on the screen now (CSS px): the cards, the Confirm turn button,
#: the sheet, the viewport, the page's width.
BOXES = """
const box = (element) => { const r = element.getBoundingClientRect();
  return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width,
          height: r.height}; };
return {cards: box(document.getElementById('cards')),
        confirm: box(document.querySelector('#actions .confirm')),
        sheet: box(document.getElementById('sheet')),
        width: innerWidth, height: innerHeight,
        scroll_width: document.documentElement.scrollWidth};
"""


def test_the_page_uses_the_room_of_each_shape(server: tuple[str, Any]) -> None:
    """A phone upright: cards over the sheet, as wide as the screen. Sideways: the cards and
    Confirm turn in view beside the sheet. Tablets and a desktop browser: the cards beside
    or over a sheet fitting the screen's height, larger than a phone's. Never sideways
    scrolling."""
    from tests.browser.phone import set_viewport

    url, _ = server
    created = create(url, "person,greedy")
    with phone(360, 740) as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        shapes = {}
        for shape, (width, height) in {"portrait": (360, 740), "landscape": (740, 360),
                                       "tablet": (768, 1024), "tablet-landscape": (1024, 768),
                                       "desktop": (1280, 800)}.items():
            set_viewport(driver, width, height)
            driver.execute_script("window.scrollTo(0, 0)")
            shapes[shape] = wait_for(lambda w=width: (boxes := driver.execute_script(BOXES))
                                     ["width"] == w and boxes, what=f"the {shape} layout")
    for shape, boxes in shapes.items():
        assert boxes["scroll_width"] <= boxes["width"], shape
    upright = shapes["portrait"]
    assert upright["cards"]["bottom"] <= upright["sheet"]["top"]
    assert upright["sheet"]["width"] >= 0.9 * upright["width"]
    sideways = shapes["landscape"]
    assert sideways["cards"]["right"] <= sideways["sheet"]["left"]
    assert sideways["confirm"]["bottom"] <= sideways["height"]
    assert sideways["sheet"]["width"] > upright["sheet"]["width"]
    for shape in ("tablet", "tablet-landscape", "desktop"):
        boxes = shapes[shape]
        assert boxes["sheet"]["bottom"] <= boxes["height"], shape  # the whole sheet in view
        assert boxes["confirm"]["bottom"] <= boxes["height"], shape
        assert boxes["sheet"]["width"] >= 1.5 * upright["sheet"]["width"], shape
    for shape in ("tablet-landscape", "desktop"):
        assert shapes[shape]["cards"]["right"] <= shapes[shape]["sheet"]["left"], shape


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


#: Each plan box of the own sheet: its plan, the lines printed in it, its values (and whether
#: the first is struck) and the points written.
PLAN_BOXES = """
return [...document.querySelectorAll('#sheet g.plan')].map(g => ({
  id: g.dataset.plan,
  lines: [...g.querySelectorAll('.plan-caption')].map(t => t.textContent),
  values: [...g.querySelectorAll('.plan-value')].map(t => t.textContent),
  struck: g.querySelectorAll('.plan-value.struck').length,
  points: g.querySelector('.plan-score').textContent}));
"""


@pytest.mark.parametrize("sheet", ["base", "ice-cream"])
def test_the_sheets_plan_boxes_print_what_the_windows_sheet_prints(
        server: tuple[str, Any], sheet: str) -> None:
    """N°1 to N°3 on the page's sheet: what each plan asks for in the window's few words (the
    estate sizes as digits), its two values, the first struck once approved, the points written
    once claimed."""
    from welcome_desktop.app.words.plan_words import sheet_requirement
    from welcome_desktop.rules.plans import PLANS

    url, _ = server
    created = create(url, "person,greedy", "--sheet", sheet)
    with phone() as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        play_turns(driver, 3)
        # Read in one script: the computer's news redraws the page meanwhile.
        boxes, plans = driver.execute_script(
            "return [(() => {" + PLAN_BOXES + "})(),"
            " document.querySelector('#table .plans').textContent]")
        approved = plans.count("Approved:")
        # Every plan of the game's decks, as the page would print it in its box.
        every = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "Promise.all([import('/plans.js'), fetch('/layout.json').then(r => r.json())])"
            ".then(([module, layout]) => done(Object.fromEntries(Object.entries(layout.plans)"
            ".map(([id, card]) => [id, module.boxLines(card)]))));")
    assert len(boxes) == 3
    for box in boxes:
        plan = PLANS[box["id"]]
        assert box["lines"] == sheet_requirement(plan).split("\n"), box
        assert box["values"] == [str(plan.first_value), str(plan.second_value)], box
        assert box["points"] == "", box  # nobody claims in three turns here
    assert sum(box["struck"] for box in boxes) == approved
    assert every == {plan.id: sheet_requirement(plan).split("\n") for plan in PLANS.values()}
    assert [PLANS[box["id"]].deck for box in boxes] == [1, 2, 3]

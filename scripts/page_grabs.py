"""Grabs of the player's page for looking at (not a test, never run by CI): each language
(English, Italian, Czech) in each shape — a phone in portrait 360×740 and in landscape
740×360, a tablet 768×1024 and 1024×768, a desktop browser 1280×800 — as Debian's headless
Chromium shows it with a phone's device metrics and touch (tests/browser/phone.py).

Usage: .venv/bin/python scripts/page_grabs.py [--out DIR] [--sheet KIND] [--turns N]

Starts ``welcome-desktop serve`` on 127.0.0.1 (port 0), creates an advanced game of one phone
and two computers per language, plays ``--turns`` turns by taps, chooses a card so that houses
are lit, and saves DIR/page-<lang>-<shape>.png (the screen as first seen) and, in portrait,
DIR/page-<lang>-portrait-whole.png (the whole page). Then look at each one.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.phone import phone, set_viewport, tap, wait_for  # noqa: E402
from tests.browser.test_phone_game import chooser_open, page_state, tap_found  # noqa: E402
from tests.network.wire import run_cli, start_server_process  # noqa: E402

SHAPES = {"portrait": (360, 740), "landscape": (740, 360), "tablet": (768, 1024),
          "tablet-landscape": (1024, 768), "desktop": (1280, 800)}
NAMES = {"en": "Anna,Greedy,Easy", "it": "Chiara,Greedy,Easy", "cs": "Zdeňka,Greedy,Easy"}


#: What a player taps next in any language: the number chooser, an enabled card, a lit place,
#: then the skip, refusal and confirm buttons (by their classes).
NEXT_TAP = """
const shown = [...document.querySelectorAll('#chooser button')].filter(b => b.offsetParent);
if (shown.length) return shown[0];
return document.querySelector('#cards button:not([disabled]):not(.chosen)')
  || document.querySelector('#sheet [role=button][tabindex="0"]')
  || document.querySelector('#actions .skip:not([disabled])')
  || document.querySelector('#actions .refusal:not([disabled])')
  || document.querySelector('#actions .confirm:not([disabled])');
"""


def play_turns(driver: Any, turns: int) -> None:
    """Tap what the page offers for ``turns`` turns (or to the end of the game)."""
    from selenium.common.exceptions import StaleElementReferenceException

    seen: set[str] = set()
    while not page_state(driver)["over"]:
        state = page_state(driver)
        seen.add(state["turn"])
        if len(seen) > turns:
            return
        element = driver.execute_script(NEXT_TAP)
        if element is None:
            wait_for(lambda s=state: page_state(driver)["turn"] != s["turn"]
                     or page_state(driver)["over"], what="the next turn")
            continue
        try:
            tap(driver, element)
        except StaleElementReferenceException:
            continue
        wait_for(lambda s=state: page_state(driver)["state"] != s["state"] or chooser_open(driver)
                 or page_state(driver)["over"], what="an answer")


#: The targets a finger may tap now whose box is under 44 CSS px in width or height: their
#: accessible names with their sizes (a lit place's box is its hit area).
SMALL_TARGETS = """
const found = [];
for (const element of document.querySelectorAll(
    'button:not([disabled]), [role=button][tabindex="0"], summary, input')) {
  const box = element.getBoundingClientRect();
  if (!box.width || (box.width >= 44 && box.height >= 44)) continue;
  const name = element.classList.contains('house') ? 'a house'
    : element.getAttribute('aria-label') || element.textContent.trim();
  found.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
}
return [...new Set(found)];
"""


def grab(out: Path, sheet: str, turns: int, url: str, language: str) -> list[Path]:
    created = json.loads(run_cli(
        "create", url, "--seats", "person,greedy,easy", "--names", NAMES[language],
        "--advanced", "--sheet", sheet, "--json").stdout)
    saved = []
    width, height = SHAPES["portrait"]
    with phone(width, height, language=language) as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        play_turns(driver, turns)
        # A card chosen, so that houses are lit (unless this turn can only take a refusal).
        card = "//section[@id='cards']/button[not(@disabled)]"
        # (An advanced turn may offer only a roundabout: then the grabs show that.)
        wait_for(lambda: driver.find_elements("xpath", card) or driver.find_elements(
            "css selector", "#actions button:not([disabled])"), what="the turn's choice")
        if driver.find_elements("xpath", card):
            tap_found(driver, card)
            wait_for(lambda: driver.find_elements(
                "css selector", "#sheet [role=button][tabindex='0'], #cards .chosen"),
                what="a card chosen")
        for shape, (width, height) in SHAPES.items():
            set_viewport(driver, width, height)
            driver.execute_script("window.scrollTo(0, 0)")
            path = out / f"page-{language}-{shape}.png"
            driver.save_screenshot(str(path))
            small = driver.execute_script(SMALL_TARGETS)
            print(f"{language} {shape}: targets under 44 px: {', '.join(small) or 'none'}")
            saved.append(path)
        width, height = SHAPES["portrait"]
        whole = driver.execute_script("return document.documentElement.scrollHeight")
        set_viewport(driver, width, int(whole))
        path = out / f"page-{language}-portrait-whole.png"
        driver.save_screenshot(str(path))
        saved.append(path)
    return saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "page-grabs")
    parser.add_argument("--sheet", default="base", help="base, ice-cream, christmas, easter")
    parser.add_argument("--turns", type=int, default=4, help="turns played before the grabs")
    parser.add_argument("--languages", default="en,it,cs")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        process, url = start_server_process(Path(data))
        try:
            for language in args.languages.split(","):
                for path in grab(args.out, args.sheet, args.turns, url, language):
                    print(path)
        finally:
            process.terminate()
            process.communicate(timeout=20)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

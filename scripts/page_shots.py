"""Screenshots of the player's page as a phone shows it, for looking at (not tests).

Usage: .venv/bin/python scripts/page_shots.py [--out DIR]

Starts ``welcome-desktop serve`` on 127.0.0.1 (port 0), creates a game of one phone and a
computer, chooses a card so that houses are lit, and saves the page through headless Chromium:
phone portrait 390×844 in English, Italian and Czech, landscape 844×390, a tablet 820×1180,
then a few turns on (the whole page) and the final ranking.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.phone import phone, set_viewport, wait_for  # noqa: E402
from tests.browser.test_phone_game import page_state, play_one_tap, tap_found  # noqa: E402
from tests.network.wire import run_cli, start_server_process  # noqa: E402


def play_turns(driver: object, turns: int) -> None:
    """Tap what the page offers for ``turns`` turns (or to the end of the game)."""
    seen: set[str] = set()
    while not page_state(driver)["over"]:
        state = page_state(driver)
        seen.add(state["turn"])
        if len(seen) > turns:
            return
        if not play_one_tap(driver):
            wait_for(lambda s=state: page_state(driver)["turn"] != s["turn"]
                     or page_state(driver)["over"], what="the next turn")
            continue
        wait_for(lambda s=state: page_state(driver)["state"] != s["state"] or
                 page_state(driver)["over"] or driver.execute_script(  # type: ignore[attr-defined]
                     "return !document.getElementById('chooser').hidden"), what="an answer")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "page-shots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data:
        process, url = start_server_process(Path(data))
        try:
            for language in ("en", "it", "cs"):
                created = json.loads(run_cli("create", url, "--seats", "person,greedy",
                                             "--names", "Anna,Greedy", "--advanced",
                                             "--json").stdout)
                with phone(language=language) as driver:
                    driver.get(created["links"][0])
                    wait_for(lambda d=driver: d.execute_script(
                        "return window.welcomePage.firstDrawn"), what="the sheet")
                    wait_for(lambda d=driver: d.find_elements(
                        "css selector", "#cards button:not([disabled])"), what="the start")
                    tap_found(driver, "//section[@id='cards']/button[not(@disabled)]")
                    wait_for(lambda d=driver: d.find_elements(
                        "css selector", "#sheet [role=button][tabindex='0']"), what="lit houses")
                    driver.execute_script("window.scrollTo(0, 0)")
                    driver.save_screenshot(str(args.out / f"page-phone-{language}.png"))
                    if language == "en":
                        full = driver.execute_script("return document.body.scrollHeight")
                        set_viewport(driver, 390, int(full))
                        driver.save_screenshot(str(args.out / "page-phone-en-whole.png"))
                        for name, (width, height) in (("landscape", (844, 390)),
                                                      ("tablet", (820, 1180))):
                            set_viewport(driver, width, height)
                            driver.execute_script("window.scrollTo(0, 0)")
                            driver.save_screenshot(str(args.out / f"page-{name}-en.png"))
                        set_viewport(driver, 390, int(full))
                        play_turns(driver, 6)
                        driver.save_screenshot(str(args.out / "page-phone-en-midgame.png"))
                        play_turns(driver, 60)
                        driver.execute_script("window.scrollTo(0, 0)")
                        driver.save_screenshot(str(args.out / "page-phone-en-final.png"))
        finally:
            process.terminate()
            process.communicate(timeout=20)
    for path in sorted(args.out.glob("page-*.png")):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

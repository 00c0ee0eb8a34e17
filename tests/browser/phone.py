"""A phone's browser for the tests of the player's page: Debian's headless Chromium driven by
Selenium through chromium-driver, a 390×844 portrait viewport with touch, taps as W3C touch
actions (``pointerType == "touch"``). ``scripts/test`` installs the browser when missing."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
PORTRAIT = (390, 844)


def browser_missing() -> str:
    """Why no browser test can run here ("" when one can)."""
    if not (os.path.exists(CHROMIUM) and shutil.which(CHROMEDRIVER)):
        return "chromium and chromium-driver are installed by scripts/test (browser_tools)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is in the dev extras (pip install -e .[dev])"
    return ""


@contextmanager
def phone(width: int = PORTRAIT[0], height: int = PORTRAIT[1], language: str = "en",
          trust_any_certificate: bool = False) -> Iterator[Any]:
    """A headless Chromium emulating a phone of ``width`` × ``height`` CSS pixels with touch
    (``trust_any_certificate``: a test server's self-signed one)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                 "--disable-gpu", f"--lang={language}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})  # console, CSP reports
    if trust_any_certificate:
        options.add_argument("--ignore-certificate-errors")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": width, "height": height, "pixelRatio": 3, "touch": True},
        "userAgent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) "
                     "Chrome/156.0 Mobile Safari/537.36"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()


def console_errors(driver: Any) -> list[str]:
    """The page's console errors so far (a script's, a Content-Security-Policy violation)."""
    return [entry["message"] for entry in driver.get_log("browser")
            if entry.get("level") == "SEVERE"]


def tap(driver: Any, element: Any) -> None:
    """A finger's tap on ``element`` (a W3C touch action)."""
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput

    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(driver, mouse=finger)
    actions.pointer_action.move_to(element).pointer_down().pointer_up()
    actions.perform()


def wait_for(check: Callable[[], Any], timeout: float = 20.0, what: str = "") -> Any:
    """The first true value of ``check()`` within ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what or check}")
        time.sleep(0.02)


def set_viewport(driver: Any, width: int, height: int) -> None:
    """Turn the phone (landscape) or make it a tablet: the device metrics, through DevTools."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 3, "mobile": True})

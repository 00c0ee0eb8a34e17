"""A rule's refusal on a phone in the browser's language: the page (Italian, Czech) says the
host's refusal in the very words the window says it (its translation of the rules' message,
from resources/translations/*.ts), the page's language taken from the browser."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.phone import browser_missing, phone, wait_for
from tests.browser.test_phone_game import (
    create,
    page_state,
    server,  # noqa: F401 - the fixture
)

pytestmark = pytest.mark.skipif(bool(browser_missing()), reason=browser_missing())

#: The window's words in each language: the page's Confirm button says them too.
CONFIRM = {"it": "Conferma turno", "cs": "Potvrdit tah"}


def window_says(language: str, code: str) -> str:
    """The sentence the window shows for the rules' refusal ``code`` in ``language``."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.words.i18n import Translations
    from welcome_desktop.app.words.refusals import rules_message
    from welcome_desktop.rules.errors import IllegalAction

    # A QApplication, not a bare QCoreApplication: it outlives this test, and a window test
    # later in the same process needs one (Qt aborts on a widget without it).
    app = QApplication.instance() or QApplication([])
    translations = Translations()
    assert translations.install(language), language
    try:
        return rules_message(IllegalAction(code))
    finally:
        translations.install("en")
        del app


@pytest.mark.parametrize("language", ["it", "cs"])
def test_a_rule_refusal_is_said_in_the_windows_words_in_the_browsers_language(
        server: tuple[str, Any], language: str) -> None:  # noqa: F811
    """A combination tapped twice before the host's answer (a quick double tap): the second
    choice is the rules' refusal "already_chosen", said under the cards in the page's language
    as the window says it; the first choice stands."""
    url, _ = server
    created = create(url, "person,greedy")
    expected = window_says(language, "already_chosen")
    assert expected != window_says("en", "already_chosen")  # a translation, not the English
    with phone(language=language) as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
                 what="the game started")
        assert driver.execute_script(
            "return document.querySelector('#actions .confirm').textContent") == CONFIRM[language]
        driver.execute_script(
            "const card = document.querySelector('#cards button:not([disabled])');"
            "card.click(); card.click();")
        wait_for(lambda: driver.execute_script("return window.welcomePage.refusals"),
                 what="the refusal")
        assert driver.execute_script("return window.welcomePage.refusals") == ["already_chosen"]
        said = wait_for(lambda: page_state(driver)["prompt"], what="the sentence")
    # The page ends a sentence with a full stop; the window's has none without advice.
    assert said == (expected if expected.endswith((".", "!", "?")) else expected + "."), said


def test_the_pages_counts_take_the_form_of_each_language(server: tuple[str, Any]) -> None:  # noqa: F811
    """words.js's own choice of a count's form (Intl.PluralRules in the browser), for the
    words the page shows: 1 point, 2 punti, 5 bodů; a negative score takes the form of its
    size."""
    url, _ = server
    created = create(url, "person,greedy")
    with phone() as driver:
        driver.get(created["links"][0])
        wait_for(lambda: driver.find_elements("css selector", "#cards button"),
                 what="the page drawn")
        said = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            import("/words.js").then(({ countWord, setLanguage }) => {
              const lines = [];
              for (const code of ["en", "it", "cs"]) {
                setLanguage(code);
                lines.push([1, 2, 5, -3].map((n) => countWord(
                  "{name}: {score} point(s)", n, { name: "Gita", score: n })).join("|"));
              }
              done(lines);
            }, (error) => done(String(error)));""")
    assert said == [
        "Gita: 1 point|Gita: 2 points|Gita: 5 points|Gita: -3 points",
        "Gita: 1 punto|Gita: 2 punti|Gita: 5 punti|Gita: -3 punti",
        "Gita: 1 bod|Gita: 2 body|Gita: 5 bodů|Gita: -3 body",
    ]

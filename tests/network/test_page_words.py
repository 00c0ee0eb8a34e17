"""The page's words (welcome_desktop/page/words.js): every word in English, Italian and Czech,
and a word the window also says is translated as the window translates it (one catalogue)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import unescape

from welcome_desktop.network.server.page_files import PAGE_DIR

ROOT = Path(__file__).resolve().parents[2]


def page_words() -> dict[str, dict[str, str]]:
    text = (PAGE_DIR / "words.js").read_text(encoding="utf-8")
    return json.loads(text.split("/*JSON*/")[1])  # type: ignore[no-any-return]


def page_counted() -> dict[str, dict[str, dict[str, str]]]:
    text = (PAGE_DIR / "words.js").read_text(encoding="utf-8")
    return json.loads(text.split("/*COUNTED*/")[1])  # type: ignore[no-any-return]


#: The plural categories (Intl.PluralRules) of each language, in the order of the window's
#: forms: Qt's Czech forms are 1, 2-4, the others.
CATEGORIES = {"en": ["one", "other"], "it": ["one", "other"], "cs": ["one", "few", "other"]}


def window_counted(language: str) -> dict[str, list[str]]:
    """The forms of the window's counted messages by source (any context)."""
    root = ET.parse(ROOT / "resources" / "translations" / f"welcome_desktop_{language}.ts")
    return {message.findtext("source") or "": [form.text or "" for form in
                                                message.iter("numerusform")]
            for message in root.iter("message") if message.get("numerus") == "yes"}


def window_words(language: str) -> dict[str, set[str]]:
    text = (ROOT / "resources" / "translations" / f"welcome_desktop_{language}.ts").read_text(
        encoding="utf-8")
    found: dict[str, set[str]] = {}
    for source, translation in re.findall(
            r"<source>(.*?)</source>\s*<translation[^>]*>(.*?)</translation>", text, re.S):
        found.setdefault(unescape(source, {"&apos;": "'", "&quot;": '"'}), set()).add(
            unescape(translation, {"&apos;": "'", "&quot;": '"'}))
    return found


def test_every_word_is_in_the_three_languages_with_the_same_fields() -> None:
    for english, entry in page_words().items():
        assert sorted(entry) == ["cs", "it"], english
        fields = sorted(re.findall(r"\{\w+\}", english))
        for language, text in entry.items():
            assert text.strip(), (english, language)
            assert sorted(re.findall(r"\{\w+\}", text)) == fields, (english, language)


def test_the_windows_words_are_translated_as_the_window_does() -> None:
    words = page_words()
    shared = 0
    for language in ("it", "cs"):
        window = window_words(language)
        for english, entry in words.items():
            if english in window:
                shared += 1
                assert entry[language] in window[english], (english, language)
    assert shared >= 30  # the buttons, the effects and the prompts the window says too


def test_every_word_the_page_says_is_in_the_catalogue() -> None:
    words, counted = page_words(), page_counted()
    for name in ("app.js", "sheet.js", "theme.js", "plans.js"):
        text = (PAGE_DIR / name).read_text(encoding="utf-8")
        said = re.findall(r"\bword\(\"((?:[^\"\\]|\\.)*)\"", text)
        # The host's refusals, worded by the page (app.js's REFUSALS).
        said += re.findall(r"^  \w+: \"((?:[^\"\\]|\\.)*)\",$", text, re.M)
        for one in said:  # read as the browser reads the literal ("\n" a new line)
            assert json.loads(f'"{one}"') in words, (name, one)
        for one in re.findall(r"\bcountWord\(\"((?:[^\"\\]|\\.)*)\"", text):
            assert json.loads(f'"{one}"') in counted, (name, one)


def test_the_page_says_each_count_in_the_windows_forms() -> None:
    """Words with a count have a form per plural category of each language (English's too, so
    "(s)" never shows), each the window's own form of the same message, with the same fields."""
    counted = page_counted()
    assert len(counted) >= 2
    for english, entry in counted.items():
        assert "(s)" in english and english not in page_words(), english
        assert sorted(entry) == ["cs", "en", "it"], english
        fields = sorted(re.findall(r"\{\w+\}", english))
        for language, forms in entry.items():
            assert list(forms) == CATEGORIES[language], (english, language)
            for form in forms.values():
                assert form.strip() and "(s)" not in form, (english, language, form)
                assert sorted(re.findall(r"\{\w+\}", form)) == fields, (english, language)
            assert list(forms.values()) == window_counted(language).get(english), (
                english, language)


def page_refusals() -> dict[str, str]:
    text = (PAGE_DIR / "words.js").read_text(encoding="utf-8")
    return json.loads(text.split("/*REFUSALS*/")[1])  # type: ignore[no-any-return]


#: A refusal's code where the host makes one: ``IntentRefused("code"``, ``ProtocolError(``,
#: ``connection.error(`` (and ``"a" if … else "b"``).
_HOST_CODE = re.compile(r"(?:IntentRefused|ProtocolError|\.error)\(\s*(\"[a-z_]+\""
                        r"(?:\s+if\s[^\n]*?else\s+\"[a-z_]+\")?)")


def host_codes() -> set[str]:
    """Every refusal or error code the host's sources can send."""
    found: set[str] = set()
    for path in (ROOT / "welcome_desktop" / "network").rglob("*.py"):
        for match in _HOST_CODE.finditer(path.read_text(encoding="utf-8")):
            found.update(re.findall(r"\"([a-z_]+)\"", match.group(1)))
    return found


def test_every_refusal_the_host_can_send_has_a_sentence_in_three_languages() -> None:
    from welcome_desktop.rules.errors import MESSAGES

    refusals = page_refusals()
    codes = host_codes()
    assert {"bad_code", "seat_taken", "stale_turn", "name_taken", "version"} <= codes
    missing = sorted((codes | set(MESSAGES)) - set(refusals))
    assert not missing, f"the page has no sentence for {missing} (welcome_desktop/page/words.js)"
    words = page_words()
    for code, english in refusals.items():
        assert english in words, (code, english)  # so in Italian and Czech too
    # A rule's refusal is the window's sentence: its fields are the rule's params.
    for code, (_, english) in MESSAGES.items():
        assert refusals[code] == english, code

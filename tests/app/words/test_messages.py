"""The window's translatable rule messages say exactly what the rules say in English."""

from __future__ import annotations

from welcome_desktop.app.words.refusals import ADVICE, TEMPLATES, rules_message
from welcome_desktop.rules.errors import MESSAGES, IllegalAction


def test_every_rules_code_has_a_translatable_template(qapp: object) -> None:
    assert set(TEMPLATES) == set(MESSAGES)


def test_templates_match_the_rules_english_word_for_word(qapp: object) -> None:
    for code, (_, english) in MESSAGES.items():
        assert TEMPLATES[code]() == english, code


def test_rules_message_fills_the_parameters(qapp: object) -> None:
    error = IllegalAction("number_not_greater", number=7, other=9)
    assert rules_message(error) == ("7 must be greater than 9, the number to its left. "
                                    "Write it in a lit house.")


def test_every_message_starts_with_a_capital_and_its_advice_is_a_sentence(qapp: object) -> None:
    assert set(ADVICE) <= set(MESSAGES)
    error = IllegalAction("park_other_street")
    text = rules_message(error)
    assert text == ("A park is built on the street of this turn's number. "
                    "Click the park track of that street, or skip the effect.")
    for code in MESSAGES:
        params = {"street": 0, "house": 0, "slot": 0, "index": 0, "number": 3, "other": 4,
                  "why": "x", "effect": "pool", "kind": "pool", "estate": "x", "plan": "x",
                  "sizes": [1], "condition": "x", "player": 0, "track": "x", "end": "up"}
        shown = rules_message(IllegalAction(code, **params))
        assert shown[:1] == shown[:1].upper(), code
    for code, advice in ADVICE.items():
        assert advice()[:1].isupper() and advice().endswith("."), code

"""The window's translatable rule messages say exactly what the rules say in English."""

from __future__ import annotations

from welcome_desktop.app.messages import TEMPLATES, rules_message
from welcome_desktop.rules.errors import MESSAGES, IllegalAction


def test_every_rules_code_has_a_translatable_template(qapp: object) -> None:
    assert set(TEMPLATES) == set(MESSAGES)


def test_templates_match_the_rules_english_word_for_word(qapp: object) -> None:
    for code, (_, english) in MESSAGES.items():
        assert TEMPLATES[code]() == english, code


def test_rules_message_fills_the_parameters(qapp: object) -> None:
    error = IllegalAction("number_not_greater", number=7, other=9)
    assert rules_message(error) == "7 must be greater than 9, the number to its left"

"""The computer levels, spelled once: read from their words, written as their words."""

from __future__ import annotations

import json

import pytest

from welcome_desktop.records.levels import LEVELS, PERSON, SEAT_KINDS, Level, parse_level
from welcome_desktop.records.savefile import Seat


def test_each_level_is_read_from_its_word_and_printed_as_it() -> None:
    assert [parse_level(str(level)) for level in LEVELS] == [Level.EASY, Level.GREEDY,
                                                             Level.STRONG]
    assert [f"{level}" for level in LEVELS] == ["easy", "greedy", "strong"]
    assert json.dumps(list(LEVELS)) == '["easy", "greedy", "strong"]'
    assert SEAT_KINDS == (PERSON, "easy", "greedy", "strong")


@pytest.mark.parametrize("text", ["hard", "Easy", "", "person", None, 3])
def test_anything_else_is_no_level_and_the_message_says_the_levels(text: object) -> None:
    with pytest.raises(ValueError, match=r"unknown level .* \(choose from easy, greedy, "
                                         r"strong\)"):
        parse_level(text)


def test_a_saved_seat_reads_its_level_and_writes_its_word() -> None:
    seat = Seat.model_validate_json('{"kind": "strong", "budget_s": 0.5}')
    assert seat.kind is Level.STRONG
    assert seat.model_dump(mode="json") == {"kind": "strong", "budget_s": 0.5}
    assert Seat(kind=Level.GREEDY) == Seat.model_validate({"kind": "greedy"})
    assert Seat(kind=PERSON).kind == "person"
    with pytest.raises(ValueError, match="kind"):
        Seat.model_validate({"kind": "hard"})

"""issue 34 (13, 14): a lone surrogate in a file is one clear sentence; newlines, invisible
characters and surrogates are escaped in what is printed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.records.games import play_game
from welcome_desktop.records.printable import printable
from welcome_desktop.records.savefile import SaveFileError, load, save_game, save_record
from welcome_desktop.rules import Mode


@pytest.mark.parametrize("kind", ["save", "record"])
def test_a_lone_surrogate_in_a_name_is_a_clear_sentence(tmp_path: Path, kind: str) -> None:
    game = play_game(Mode.STANDARD, False, 2, 8, turns=2)
    path = tmp_path / "g.json"
    (save_game if kind == "save" else save_record)(game, path)
    data = json.loads(path.read_text())
    record = data["record"] if kind == "save" else data
    record["setup"]["players"][0] = "\ud800bad"
    if kind == "save":
        data["summary"]["players"][0] = "\ud800bad"
    path.write_text(json.dumps(data))  # ensure_ascii writes the escape \ud800
    with pytest.raises(SaveFileError) as caught:
        load(path)
    message = str(caught.value)
    assert "not valid Unicode" in message and "lone surrogate" in message
    assert "pydantic" not in message and "http" not in message
    message.encode("utf-8")  # printable: no surrogate left in the message itself


@pytest.mark.parametrize(("text", "shown"), [
    ("Anna\nscore: 999", "Anna\\x0ascore: 999"),
    ("An\u200bna", "An\\u200bna"),
    ("An\u200dna\ufeff", "An\\u200dna\\ufeff"),
    ("\u2028Ben", "\\u2028Ben"),
    ("\ud800bad", "\\ud800bad"),
    ("tag\U000e0041", "tag\\U000e0041"),
])
def test_printable_escapes_what_would_forge_or_hide_text(text: str, shown: str) -> None:
    assert printable(text) == shown
    printable(text).encode("utf-8")


def test_printable_keeps_ordinary_names() -> None:
    for name in ("Chloé", "Eun-ji", "Дарья", "李雷", "👩‍🚀"[0]):
        assert printable(name) == name

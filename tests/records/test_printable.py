"""issue 27 (8): control characters are shown, never sent to the terminal."""

from __future__ import annotations

from welcome_desktop.records.printable import printable
from welcome_desktop.records.savefile import SaveFileError


def test_controls_are_escaped_and_the_rest_kept() -> None:
    assert printable("Ben\x1b]0;x\x07") == "Ben\\x1b]0;x\\x07"
    assert printable("a\x9bb\x7fc\x00") == "a\\x9bb\\x7fc\\x00"
    assert printable("\u202eevil") == "\\u202eevil"
    assert printable("Chloé, Žofie, 名前") == "Chloé, Žofie, 名前"
    assert printable("one\ntwo") == "one\\x0atwo"
    assert printable("one\ntwo\t", keep_newlines=True) == "one\ntwo\\x09"


def test_save_file_errors_are_printable() -> None:
    error = SaveFileError("illegal_move", "turn 1, Ben\x1b[2J (player 2)", "g\x07.json")
    assert str(error) == "Cannot open g\\x07.json: turn 1, Ben\\x1b[2J (player 2)"

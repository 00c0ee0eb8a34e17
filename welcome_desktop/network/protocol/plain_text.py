"""Text from the network meant for a person, made plain: one bounded line, no controls, no
invisible characters, no tower of combining marks (a seat's name, an announced game's name)."""

from __future__ import annotations

import unicodedata
from typing import Final

#: Combining marks kept on one letter (a tower of them would draw over its neighbours).
MAX_MARKS: Final = 2

#: Code points dropped outright: format (bidi overrides, zero-width), surrogates, private use,
#: unassigned. Controls and line or paragraph separators become spaces.
_DROPPED: Final = frozenset({"Cf", "Cs", "Co", "Cn"})
_SPACES: Final = frozenset({"Cc", "Zl", "Zp", "Zs"})
_MARKS: Final = frozenset({"Mn", "Me"})


def plain_text(raw: bytes | str, limit: int) -> str:
    """``raw`` as one line of plain text of at most ``limit`` characters: UTF-8 decoded (a bad
    byte becomes U+FFFD), controls and separators as single spaces, invisible format characters
    dropped, at most :data:`MAX_MARKS` combining marks on a letter, no space at either end.

    The result is still text, never markup: a window shows it with a plain-text label."""
    text = raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else raw
    kept: list[str] = []
    marks = 0
    space = True  # no leading space
    for char in text[: limit * 8]:  # a generous cut first: bounded work for a huge input
        category = unicodedata.category(char)
        if category in _DROPPED:
            continue
        if category in _SPACES or char.isspace():
            if not space:
                kept.append(" ")
                space = True
            marks = 0
            continue
        if category in _MARKS:
            marks += 1
            if marks > MAX_MARKS or not kept or space:
                continue
        else:
            marks = 0
        kept.append(char)
        space = False
    return "".join(kept[:limit]).rstrip()


__all__ = ["MAX_MARKS", "plain_text"]

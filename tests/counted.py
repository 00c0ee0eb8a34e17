"""The window's English words for a count, as its catalogue of plural forms gives them
(resources/translations/welcome_desktop_en.ts): a test's expected line for any score, 1 and -1
included ("1 point", "-1 point", "0 points", "7 points")."""

from __future__ import annotations


def points(score: int) -> str:
    """``score`` with its noun: "1 point", "-3 points"."""
    return f"{score} point" if abs(score) == 1 else f"{score} points"

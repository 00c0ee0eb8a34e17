"""Text safe to print on a terminal: control characters shown as escapes, never executed.

A player name or a file name may hold ESC, OSC or BEL sequences that would retitle, recolour or
beep a terminal. Everything the command line prints and every save-file error message goes
through :func:`printable`.
"""

from __future__ import annotations

import re
from typing import Final

# C0 controls, DEL and C1 controls; bidirectional overrides and isolates reorder what follows.
_UNSAFE: Final = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def printable(text: str, keep_newlines: bool = False) -> str:
    """``text`` with every control character written as ``\\xNN`` (or ``\\uNNNN``); newlines
    kept when ``keep_newlines`` (multi-line output such as JSON)."""
    if keep_newlines:
        return "\n".join(_UNSAFE.sub(_escape, line) for line in text.split("\n"))
    return _UNSAFE.sub(_escape, text)


__all__ = ["printable"]

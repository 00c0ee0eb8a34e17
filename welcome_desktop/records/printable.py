"""Text safe to print on a terminal: control characters shown as escapes, never executed.

A player name or a file name may hold ESC, OSC or BEL sequences that would retitle, recolour or
beep a terminal, a newline that forges an extra line of output, invisible characters (zero-width
spaces and joiners, a byte order mark) that make two names look alike, or a lone surrogate that
cannot even be written out. Everything the command line prints and every save-file error message
goes through :func:`printable`.
"""

from __future__ import annotations

import re
from typing import Final

# C0 controls, DEL and C1 controls; bidirectional marks, overrides and isolates reorder what
# follows; the invisible ones (soft hyphen, zero-width spaces and joiners, line and paragraph
# separators, word joiners, byte order mark, tags) hide text; lone surrogates cannot be encoded.
_UNSAFE: Final = re.compile(
    "[\x00-\x1f\x7f-\x9f\xad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e"
    "\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\ud800-\udfff\U000e0000-\U000e007f]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def printable(text: str, keep_newlines: bool = False) -> str:
    """``text`` with every control character written as ``\\xNN`` (or ``\\uNNNN``); newlines
    kept when ``keep_newlines`` (multi-line output such as JSON)."""
    if keep_newlines:
        return "\n".join(_UNSAFE.sub(_escape, line) for line in text.split("\n"))
    return _UNSAFE.sub(_escape, text)


__all__ = ["printable"]

"""Reading a file that may be hostile: its bytes with the size capped before they are read,
its JSON with the nesting depth checked before it is parsed, duplicate keys and NaN refused.

Every way it can fail is one :class:`SaveFileError` with a message a player can read. The
records layer reads every file through here (save files, the recent-files list, reviews);
nothing here imports pydantic.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, Literal, TypeVar

from welcome_desktop.records.printable import printable

MAX_FILE_BYTES: Final = 5 * 1024 * 1024
MAX_DEPTH: Final = 32

ErrorKind = Literal[
    "missing", "unreadable", "not_a_file", "empty", "too_large", "binary", "not_utf8",
    "not_json", "truncated", "too_deep", "not_a_save", "invalid", "newer_version",
    "damaged_record", "illegal_move", "internal",
]
#: The kinds of error that say nothing of the file's content: it is not there, or cannot be
#: read here (a caller may leave such a file alone rather than drop it as nonsense).
NOT_THERE: Final[frozenset[ErrorKind]] = frozenset({"missing", "unreadable", "not_a_file"})


class SaveFileError(ValueError):
    """A file that cannot be opened as a game, with a message a player can read.

    ``kind`` names what is wrong (stable, for tests and translations), ``reason`` is the
    English explanation and ``source`` the file's name.
    """

    def __init__(self, kind: ErrorKind, reason: str, source: str = "the file") -> None:
        self.kind: ErrorKind = kind
        # Names in the file (and the file's own name) may hold terminal escape sequences.
        self.reason = printable(reason)
        self.source = printable(source)
        super().__init__(f"Cannot open {self.source}: {self.reason}")


# --------------------------------------------------------------------------- reading bytes

def read_bounded(path: Path, limit: int = MAX_FILE_BYTES, follow_links: bool = True) -> bytes:
    """The bytes of the regular file ``path``, refusing anything larger than ``limit`` before
    reading it all (and a symbolic link unless ``follow_links``); raises SaveFileError."""
    path = Path(path)
    source = path.name or str(path)
    try:
        _check_regular(path.stat() if follow_links else path.lstat(), source, limit)
        # Non-blocking, so that a FIFO swapped in after the check cannot hang the open.
        nofollow = 0 if follow_links else getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | nofollow
                     | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as file:
            info = os.fstat(file.fileno())
            _check_regular(info, source, limit)
            # /proc and similar files report size 0 and may block or never end: not a save.
            data = file.read(limit + 1) if info.st_size else b""
    except FileNotFoundError:
        raise SaveFileError("missing", "the file does not exist", source) from None
    except PermissionError:
        raise SaveFileError("unreadable", "permission to read it was denied", source) from None
    except IsADirectoryError:
        raise SaveFileError("not_a_file", "it is a folder, not a saved game", source) from None
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise SaveFileError("unreadable", f"it could not be read ({reason})", source) from None
    if len(data) > limit:
        raise SaveFileError("too_large", _too_large(len(data), limit), source)
    return data


def _check_regular(info: os.stat_result, source: str, limit: int) -> None:
    """Refuse anything but a regular file no larger than ``limit``, before reading it."""
    if stat.S_ISDIR(info.st_mode):
        raise SaveFileError("not_a_file", "it is a folder, not a saved game", source)
    if stat.S_ISLNK(info.st_mode):
        raise SaveFileError("not_a_file", "it is a symbolic link, not a file", source)
    if not stat.S_ISREG(info.st_mode):
        raise SaveFileError("not_a_file", "it is not a regular file", source)
    if info.st_size > limit:
        raise SaveFileError("too_large", _too_large(info.st_size, limit), source)


def _too_large(size: int, limit: int) -> str:
    return (f"it is too large to be a saved game ({size / 1e6:.1f} MB; "
            f"saved games are under {limit / 1e6:.0f} MB)")


# A complete JSON string, or a lone quote (an unterminated string), or a bracket.
_TOKENS: Final = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|["\[\]{}]', re.DOTALL)


def _check_depth(text: str, source: str, limit: int = MAX_DEPTH) -> None:
    """Refuse JSON nested deeper than ``limit`` before parsing it (the parser would recurse).

    Stops quietly at anything malformed; the parser reports it.
    """
    depth = 0
    for match in _TOKENS.finditer(text):
        char = text[match.start()]
        if char == '"':
            if match.end() - match.start() == 1:
                return  # an unterminated string: not JSON
        elif char in "[{":
            depth += 1
            if depth > limit:
                raise SaveFileError(
                    "too_deep", f"its data is nested too deeply (more than {limit} levels)",
                    source)
        else:
            depth -= 1
        if depth <= 0:
            return  # the top-level value ended: anything after it is not JSON


class _Refused(ValueError):
    """JSON that ``json`` accepts but a save file must not hold."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Refused(f"the key {key[:40]!r} appears twice")
            seen.add(key)
    return result


def _no_constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number JSON allows")


# What may be left where the parser stopped when a file is cut short: nothing, or the start
# of a literal or of a number.
_CUT_TOKEN: Final = re.compile(r"t(?:r(?:u)?)?|f(?:a(?:l(?:s)?)?)?|n(?:u(?:l)?)?|-?[0-9.eE+-]*")


def _truncated(source: str) -> SaveFileError:
    return SaveFileError("truncated", "it is cut short (the end of the file is missing)", source)


def parse_json(data: bytes, source: str = "the file", limit: int = MAX_FILE_BYTES) -> Any:
    """The JSON value of ``data``, with every way it can fail as a SaveFileError."""
    if len(data) > limit:
        raise SaveFileError("too_large", _too_large(len(data), limit), source)
    if not data.strip():
        raise SaveFileError("empty", "the file is empty", source)
    if b"\x00" in data:
        raise SaveFileError("binary", "it is not a text file (it holds binary data)", source)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        if error.end == len(data) and error.reason == "unexpected end of data":
            raise _truncated(source) from None  # cut in the middle of a character
        raise SaveFileError(
            "not_utf8", f"it is not UTF-8 text (unexpected byte at position {error.start})",
            source) from None
    _check_depth(text, source)
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        if (error.msg.startswith("Unterminated string")
                or _CUT_TOKEN.fullmatch(text[error.pos:].strip())):
            raise _truncated(source) from None
        raise SaveFileError(
            "not_json",
            f"it is not valid JSON ({error.msg} at line {error.lineno}, column {error.colno})",
            source) from None
    except RecursionError:
        raise SaveFileError(
            "too_deep", "its data is nested too deeply", source) from None
    except _Refused as error:
        raise SaveFileError("not_json", f"it is not valid JSON ({error})", source) from None
    except ValueError:  # Python refuses to convert integers of thousands of digits
        raise SaveFileError("not_json", "it holds a number too long to read", source) from None
    _check_text(value, source)
    return value


def _check_text(value: Any, source: str) -> None:
    """Refuse a text that is not valid Unicode: JSON may escape a lone surrogate
    (``"\\ud800bad"``), which no name, key or path can hold."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError as error:
                code = ord(item[error.start])
                raise SaveFileError(
                    "invalid", f"it holds a text that is not valid Unicode (a lone surrogate, "
                    f"\\u{code:04x}, in \"{printable(item[:40])}\")", source) from None


T = TypeVar("T")


def read_kept(path: Path, limit: int, read: Callable[[Any], T | None],
              forget: Callable[[], None], *, follow_links: bool = True) -> T | None:
    """What ``read`` makes of the small JSON file ``path`` (a seat or token a program kept),
    or None: no file, or one that makes no sense (not JSON, too large, ``read`` says None or
    raises ValueError), which is then forgotten (``forget``)."""
    try:
        kept = read(parse_json(read_bounded(path, limit, follow_links=follow_links), path.name,
                               limit))
    except SaveFileError as error:
        if error.kind in NOT_THERE:
            return None
        kept = None
    except ValueError:
        kept = None
    if kept is None:
        forget()
    return kept


__all__ = ["MAX_DEPTH", "MAX_FILE_BYTES", "NOT_THERE", "ErrorKind", "SaveFileError", "parse_json",
           "read_bounded", "read_kept"]

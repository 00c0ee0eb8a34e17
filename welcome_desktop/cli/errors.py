"""What every command of ``welcome-desktop`` shares: the one-line failure, its exit code, and how
a line is said (control characters escaped: names and paths come from files)."""

from __future__ import annotations

import sys

EXIT_BAD_FILE = 1
EXIT_USAGE = 2
EXIT_NETWORK = 3


def say(text: str, error: bool = False) -> None:
    """Print ``text`` with its control characters escaped (names and paths come from files)."""
    from welcome_desktop.records.printable import printable

    print(printable(text, keep_newlines=True), file=sys.stderr if error else sys.stdout)


def one_line(text: object) -> str:
    """A name or a path inside a line of output: its newlines and invisible characters
    escaped too, so that it cannot forge another line."""
    from welcome_desktop.records.printable import printable

    return printable(str(text))


def reason(error: OSError) -> str:
    """Why an operating system call failed, without the path the message names already."""
    if error.strerror:
        return error.strerror
    return str(error).removesuffix(f": {error.filename}") if error.filename else str(error)


class CommandError(Exception):
    """A failure to report as one line on stderr."""

    def __init__(self, message: str, code: int = EXIT_BAD_FILE) -> None:
        super().__init__(message)
        self.code = code

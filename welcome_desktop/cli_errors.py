"""What every command of ``welcome-desktop`` shares: the one-line failure and how it is said.

Its own module so that ``python -m welcome_desktop.cli`` and the command modules it imports
(``cli_network``) raise and catch the same class.
"""

from __future__ import annotations

import sys

EXIT_BAD_FILE = 1
EXIT_USAGE = 2


def _say(text: str, error: bool = False) -> None:
    """Print ``text`` with its control characters escaped (names and paths come from files)."""
    from welcome_desktop.records.printable import printable

    print(printable(text, keep_newlines=True), file=sys.stderr if error else sys.stdout)


class CommandError(Exception):
    """A failure to report as one line on stderr."""

    def __init__(self, message: str, code: int = EXIT_BAD_FILE) -> None:
        super().__init__(message)
        self.code = code


__all__ = ["EXIT_BAD_FILE", "EXIT_USAGE", "CommandError", "_say"]

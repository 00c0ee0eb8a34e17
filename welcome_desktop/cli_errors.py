"""What every command of ``welcome-desktop`` shares: the one-line failure and how it is said.

Its own module so that ``python -m welcome_desktop.cli`` and the command modules it imports
(``cli_network``) raise and catch the same class.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TypeVar

EXIT_BAD_FILE = 1
N = TypeVar("N", int, float)
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


def number_in(parse: Callable[[str], N], low: N, high: N, what: str, *, unit: str = "",
              above_low: bool = False) -> Callable[[str], N]:
    """An argparse type: a number read by ``parse`` (int or float), from ``low`` (or more than
    ``low``, ``above_low``) to ``high``; else one line saying it is not ``what`` or its bounds,
    in ``unit``."""

    def read(text: str) -> N:
        try:
            value = parse(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if above_low and not low < value <= high:
            raise argparse.ArgumentTypeError(
                f"{text!r} must be more than {_shown(low)} and at most {_shown(high)}{unit}")
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{text!r} must be from {_shown(low)} to {_shown(high)}{unit}")
        return value

    return read


def _shown(bound: float) -> str:
    """A bound as a person writes it: 1000000, not 1e+06; 0.5, not 0.500000."""
    return str(bound) if isinstance(bound, int) else f"{bound:.12g}"


__all__ = ["EXIT_BAD_FILE", "EXIT_USAGE", "CommandError", "_say", "number_in"]

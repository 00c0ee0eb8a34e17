"""``welcome-desktop``: no command opens the window; the other commands work headless.

Every bad input ends in a one-line message on stderr and a non-zero exit code, never a traceback.
The parts: ``arguments`` (every command and option), ``window`` (play: the window), ``local``
(simulate, score, render, review), ``network`` (games, serve, create, join, seat), ``version``
(--version), ``errors`` (the one-line failure); ``tournament`` is players/tournament.py's.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from collections.abc import Sequence

from welcome_desktop.cli.arguments import LOCAL_COMMANDS, NETWORK_COMMANDS, parser
from welcome_desktop.cli.errors import EXIT_BAD_FILE, CommandError, reason, say
from welcome_desktop.cli.window import looks_like_join_link, open_window


def main(argv: Sequence[str] | None = None) -> int:
    """The ``welcome-desktop`` entry point."""
    # What the imports built lives as long as the program: kept out of the collector's full
    # passes, which otherwise walk it again and again while games allocate (a third of the
    # time of a random game with the compiled rules).
    gc.freeze()
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        code = _command(arguments)
        sys.stdout.flush()  # a full disk or a closed pipe is reported here, not at exit
        return code
    except CommandError as error:
        say(f"welcome-desktop: {error}", error=True)
        return error.code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader of our output went away (``score FILE | head``): stop quietly, and keep
        # Python from complaining again when it flushes stdout at exit.
        _silence_stdout()
        return 141
    except OSError as error:  # stdout cannot be written (``> /dev/full``)
        _silence_stdout()
        with contextlib.suppress(OSError):
            say(f"welcome-desktop: cannot write the output: {reason(error)}", error=True)
        return EXIT_BAD_FILE


def _silence_stdout() -> None:
    """Send what is left in stdout's buffer nowhere, so that Python's flush at exit does not
    fail again."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _command(arguments: list[str]) -> int:
    """Run the command of ``arguments``; raises CommandError."""
    if arguments and arguments[0] == "tournament":
        from welcome_desktop.players.tournament import main as tournament

        return tournament(arguments[1:])
    if arguments and looks_like_join_link(arguments[0]):
        arguments = ["play", *arguments]  # a join link given as it is (a desktop link handler)
    args = parser().parse_args(arguments)
    if args.version:
        from welcome_desktop.cli.version import version_line

        say(version_line())
        return 0
    if args.command in LOCAL_COMMANDS:
        from welcome_desktop.cli import local

        return local.run(args)
    if args.command in NETWORK_COMMANDS:
        from welcome_desktop.cli import network

        return network.run(args)
    return open_window(args)

"""The grammar of ``welcome-desktop``: every command and option, and the argument types that
check a number's bounds while parsing (one line on a bad one).

Building the parser imports no command and nothing of the network (asyncio, websockets):
opening the window parses its arguments too (docs/startup.md).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn, TypeVar

from welcome_desktop.cli.errors import EXIT_USAGE
from welcome_desktop.records.levels import LEVELS, Level

#: The commands of ``cli/local.py`` and of ``cli/network.py``; any other opens the window
#: (``tournament`` is the players' own command line, players/tournament.py).
LOCAL_COMMANDS = ("simulate", "score", "render", "review")
NETWORK_COMMANDS = ("games", "serve", "create", "join", "seat")

N = TypeVar("N", int, float)


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


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return value


def _seat_number(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text[:3]) <= 12 or len(text) > 3:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seat: 1 for the first, up to 12")
    return int(text)


_budget = number_in(float, 0.0, 60.0, "a number of seconds", unit=" seconds", above_low=True)
_listen_time = number_in(float, 0.5, 60.0, "a number of seconds", unit=" seconds")
_port = number_in(int, 0, 65535, "a port number")
_count = number_in(int, 1, 1_000_000, "a whole number")
_seconds = number_in(float, 0.0, 10 * 365 * 86400.0, "a number of seconds", unit=" s")
_keep_days = number_in(int, 0, 100_000, "a number of days", unit=" days (0: for ever)")


class _Parser(argparse.ArgumentParser):
    """argparse, with the control characters of a bad argument escaped in its messages."""

    def error(self, message: str) -> NoReturn:
        from welcome_desktop.records.printable import printable

        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {printable(message)}\n")


def parser() -> argparse.ArgumentParser:
    """The parser of every command but ``tournament`` (listed in the help only)."""
    parser = _Parser(
        prog="welcome-desktop",
        description="Welcome To on the desktop. Without a command, opens the game window.",
        epilog="A command's options: welcome-desktop COMMAND --help (docs/commands.md).")
    parser.add_argument("--version", action="store_true",
                        help="print the version and whether the rules core runs compiled")
    join_help = ("open the window joining a network game: the host's address and the seat's "
                 "code (or the spectators')")
    parser.add_argument("--join", nargs=2, metavar=("ADDR", "CODE"), help=join_help)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the game window (the default)")
    play.add_argument("file", nargs="?",
                      help="a saved game to open, or a join link (welcome-to://HOST:PORT/CODE)")
    play.add_argument("--join", nargs=2, metavar=("ADDR", "CODE"), help=join_help)

    games = sub.add_parser("games", help="list the games announced on the local network")
    games.add_argument("--seconds", type=_listen_time, default=3.0,
                       help="how long to listen, 0.5 to 60 seconds (default 3)")
    games.add_argument("--interface", action="append", metavar="ADDR",
                       help="listen only on the network of this local address (repeatable)")

    sim = sub.add_parser("simulate", help="play one complete game with random legal choices")
    sim.add_argument("--players", type=_positive, default=1, help="1 to 12 (solo: 1)")
    sim.add_argument("--mode", choices=("standard", "solo", "expert"), default="standard")
    sim.add_argument("--advanced", action="store_true", help="roundabouts and advanced plans")
    sim.add_argument("--sheet", choices=("base", "ice-cream", "christmas", "easter"),
                     default="base", help="the score sheet (a thematic neighbourhood)")
    sim.add_argument("--seed", type=_positive, required=True)
    sim.add_argument("--out", type=Path, required=True, help="where to write the game record")

    score = sub.add_parser("score", help="replay a record or saved game and print its scores")
    score.add_argument("file", type=Path)

    render = sub.add_parser("render", help="draw a player's sheet of a record to a PNG")
    render.add_argument("file", type=Path)
    render.add_argument("--turn", type=_positive, default=None,
                        help="after this many resolved turns (default: the last)")
    render.add_argument("--player", type=_positive, default=1, help="1 = first player")
    render.add_argument("--out", type=Path, required=True)
    render.add_argument("--width", type=_positive, default=1800, help="image width in pixels")

    review = sub.add_parser("review", help="the strong player's verdict on each turn of a player")
    review.add_argument("file", type=Path)
    review.add_argument("--player", required=True,
                        help="the player's number (1 = first player) or name")
    review.add_argument("--json", action="store_true", help="print the verdicts as JSON")
    review.add_argument("--budget", type=_budget, default=None,
                        help="the strong player's budget per turn in seconds (default 0.5)")

    sub.add_parser("tournament", help="computer players against each other", add_help=False)
    _network_commands(sub)
    return parser


def _network_commands(sub: Any) -> None:
    """Add serve, create, join and seat to the subcommands of the parser."""
    serve = sub.add_parser("serve", help="run a game server (headless) holding many games")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1; 0.0.0.0: every one)")
    serve.add_argument("--port", type=_port, default=8765, help="0 picks a free port")
    serve.add_argument("--data", type=Path, default=None,
                       help="the folder of the server's games (default: the user's data "
                            "folder, under server/)")
    serve.add_argument("--tls-cert", type=Path, default=None, help="certificate chain (PEM)")
    serve.add_argument("--tls-key", type=Path, default=None, help="its private key (PEM)")
    serve.add_argument("--max-per-address", type=_count, default=None,
                       help="connections from one address (default 1000; behind a proxy "
                            "every client has the proxy's address)")
    serve.add_argument("--keep-days", type=_keep_days, default=None,
                       help="days the history keeps an ended game's record (default 30, "
                            "network/server/archive.py; 0: for ever)")
    serve.add_argument("--export-to", type=Path, default=None,
                       help="move the history's day folders here once past --keep-days, "
                            "instead of deleting them")

    create = sub.add_parser("create", help="create a game on a server and print its codes")
    create.add_argument("address", help="the server: host:port, ws://host:port or wss://...")
    create.add_argument("--mode", choices=("standard", "solo", "expert"), default="standard")
    create.add_argument("--seats", required=True,
                        help="one per player, comma-separated: person, easy, greedy, strong")
    create.add_argument("--names", default=None, help="the players' names, comma-separated")
    create.add_argument("--advanced", action="store_true")
    create.add_argument("--sheet", choices=("base", "ice-cream", "christmas", "easter"),
                        default="base")
    create.add_argument("--turn-seconds", type=int, default=None,
                        help="a turn timer: a seat that has not confirmed by then is played "
                             "by the computer for that turn")
    create.add_argument("--tls-ca", type=Path, default=None,
                        help="trust this certificate (a server's self-signed one)")
    create.add_argument("--json", action="store_true", help="print the codes as JSON")
    create.add_argument("--qr", action="store_true",
                        help="print each person seat's page link as a QR code too")

    join = sub.add_parser("join", help="a computer player joins a seat and plays it to the end "
                                       "(run again with the same code, it takes the seat back)")
    join.add_argument("address", help="the server: host:port, ws://host:port or wss://...")
    join.add_argument("code", help="the seat's join code")
    join.add_argument("--player", choices=LEVELS, default=Level.GREEDY)
    join.add_argument("--patience", type=_seconds, default=None, metavar="SECONDS",
                      help="how long to keep trying while the server is away (default 12 "
                           "hours; a server never reached: 30 s at most; 0: not at all)")
    join.add_argument("--data", type=Path, default=None,
                      help="where the seat's reconnect token is kept (default: the user's data "
                           "folder, under joined/)")
    join.add_argument("--tls-ca", type=Path, default=None,
                      help="trust this certificate (a server's self-signed one)")

    seat = sub.add_parser("seat", help="as a game's creator: hand an absent seat to a computer "
                                       "or give it a new join code")
    seat.add_argument("address", help="the server: host:port, ws://host:port or wss://...")
    seat.add_argument("seat", type=_seat_number, help="the seat: 1 for the first")
    seat.add_argument("--creator-token", required=True,
                      help="the creator's token that create printed (- reads it from the "
                           "standard input, out of the list of processes)")
    what = seat.add_mutually_exclusive_group(required=True)
    what.add_argument("--to-computer", choices=LEVELS, metavar="LEVEL",
                      help="a computer of LEVEL (easy, greedy, strong) plays the seat until "
                           "its player comes back")
    what.add_argument("--new-code", action="store_true",
                      help="a fresh join code for the seat; its old code and reconnect token "
                           "no longer work")
    seat.add_argument("--tls-ca", type=Path, default=None,
                      help="trust this certificate (a server's self-signed one)")

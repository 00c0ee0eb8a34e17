"""``welcome-desktop``: no subcommand opens the window; subcommands work headless.

Every bad input ends in a one-line message on stderr and a non-zero exit code, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from welcome_desktop.cli_errors import EXIT_BAD_FILE, EXIT_USAGE, CommandError, _say, number_in

#: Bounds of ``render --width``: below, nothing readable; above, an image of gigabytes.
MAX_PLAYERS = 12
MIN_WIDTH = 200
MAX_WIDTH = 5_000


def _one_line(text: object) -> str:
    """A name or a path inside a line of output: its newlines and invisible characters
    escaped too, so that it cannot forge another line."""
    from welcome_desktop.records.printable import printable

    return printable(str(text))


def _players(count: int) -> str:
    return f"{count} player{'' if count == 1 else 's'}"


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return value


class _Parser(argparse.ArgumentParser):
    """argparse, with the control characters of a bad argument escaped in its messages."""

    def error(self, message: str) -> NoReturn:
        from welcome_desktop.records.printable import printable

        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {printable(message)}\n")


_budget = number_in(float, 0.0, 60.0, "a number of seconds", unit=" seconds", above_low=True)
_listen_time = number_in(float, 0.5, 60.0, "a number of seconds", unit=" seconds")


def _parser() -> argparse.ArgumentParser:
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
    from welcome_desktop.cli_network import add_commands

    add_commands(sub)
    return parser


def simulate(args: argparse.Namespace) -> int:
    """Play a whole game with random legal choices and write its record."""
    from welcome_desktop.players.random_player import play_random_turn
    from welcome_desktop.rules.game import Game, Setup, SetupError
    from welcome_desktop.rules.modes import Mode
    from welcome_desktop.rules.record import record_of, record_to_json

    if not 1 <= args.players <= MAX_PLAYERS:  # before building a name per player
        raise CommandError(f"--players must be from 1 to {MAX_PLAYERS}, not {args.players}",
                           EXIT_USAGE)
    names = tuple(f"Player {i + 1}" for i in range(args.players))
    setup = Setup(Mode(args.mode), args.advanced, names, seed=args.seed, sheet=args.sheet)
    try:
        setup.check()
    except SetupError as error:
        raise CommandError(str(error), EXIT_USAGE) from None
    game = Game(setup)
    rng = random.Random(args.seed)
    while not game.over:
        for player in range(game.player_count):
            play_random_turn(game.turn(player), rng)
            game.confirm(player)
    # Store the plans drawn so the record reads on its own; the seed still deals the cards.
    record = record_of(game)
    data = record_to_json(record)
    data["setup"]["plans"] = [plan.id for plan in game.plans]
    _check_out(args.out)
    _write_text(args.out, json.dumps(data, indent=1) + "\n")
    sheet = "" if args.sheet == "base" else f" on the {args.sheet} sheet"
    _say(f"{args.mode} game{sheet} of {game.turn_number} turns written to {_one_line(args.out)} "
         f"(ended by {', '.join(game.end_reasons)})")
    return 0


def games(args: argparse.Namespace) -> int:
    """List the games announced on the local network (welcome_desktop/network/lan/discovery.py)."""
    import asyncio

    from welcome_desktop.network.lan.discovery import DiscoveryError, find_games
    from welcome_desktop.network.protocol.wire import PROTOCOL_VERSION

    try:
        found = asyncio.run(find_games(PROTOCOL_VERSION, args.seconds, interfaces=args.interface))
    except DiscoveryError as error:
        raise CommandError(str(error)) from None
    if not found:
        _say(f"No game announced on the local network (listened {args.seconds:g} s).")
    for game in found:
        where = ", ".join(f"[{a}]:{game.port}" if ":" in a else f"{a}:{game.port}"
                          for a in game.addresses)
        kind = ", ".join(part for part in (
            game.mode, "advanced" if game.advanced else None,
            f"{game.sheet} sheet" if game.sheet not in (None, "base") else None,
            None if game.players is None or game.open_seats is None
            else f"{game.open_seats} of {game.players} seats open") if part)
        version = "" if game.same_version else (
            f"; a host of another version ({game.protocol if game.protocol is not None else '?'}"
            f", this program speaks {PROTOCOL_VERSION})")
        _say(f"{game.game or '?'}, hosted by {game.host or '?'} at {where}"
             f"{f' ({kind})' if kind else ''}{version}")
    return 0


def _write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (a link is written through, as a save is); anything
    but a regular file is refused."""
    from welcome_desktop.records.atomic import write_atomic

    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as error:
        raise CommandError(f"cannot write {_one_line(path)}: {_reason(error)}") from None


def _reason(error: OSError) -> str:
    if error.strerror:
        return error.strerror
    return str(error).removesuffix(f": {error.filename}") if error.filename else str(error)


def _check_out(path: Path) -> None:
    """Refuse an output path that cannot be a regular file, before any work."""
    import stat

    shown = _one_line(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise CommandError(f"cannot write {shown}: {_reason(error)}", EXIT_USAGE) from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise CommandError(f"cannot write {shown}: it is a folder; give a file name", EXIT_USAGE)
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise CommandError(f"cannot write {shown}: it is not a regular file (a FIFO or a "
                           f"device); give a file name", EXIT_USAGE)
    try:
        folder = path.parent.is_dir()
    except OSError as error:
        raise CommandError(f"cannot write {shown}: {_reason(error)}", EXIT_USAGE) from None
    if not folder:
        raise CommandError(f"cannot write {shown}: the folder {_one_line(path.parent)} does not "
                           f"exist", EXIT_USAGE)


def load_game_file(path: Path) -> Any:
    """Replay a game record or saved game; CommandError with a clear message otherwise."""
    from welcome_desktop.records.savefile import SaveFileError, load

    try:
        return load(path).game
    except SaveFileError as error:
        raise CommandError(str(error)) from None


def score(args: argparse.Namespace) -> int:
    """Print every player's breakdown, the end reasons and the ranking as JSON."""
    game = load_game_file(args.file)
    groups, ties = game.ranking()
    result = {
        "players": list(game.setup.players),
        "mode": game.mode.value,
        "advanced": game.advanced,
        "sheet": game.setup.sheet,
        "plans": [plan.id for plan in game.plans],
        "turns_played": game.turn_number,
        "over": game.over,
        "end_reasons": game.end_reasons,
        "breakdowns": [b.to_dict() for b in game.breakdowns()],
        "ranking": groups,
        "tie_break": [{"players": list(t.players), "criterion": t.criterion} for t in ties]
        or None,
    }
    _say(json.dumps(result, indent=1))
    return 0


def render(args: argparse.Namespace) -> int:
    """Draw one player's sheet after a given turn to a PNG."""
    from welcome_desktop.app.files.record_png import render_record_png

    if not MIN_WIDTH <= args.width <= MAX_WIDTH:
        raise CommandError(f"--width must be from {MIN_WIDTH} to {MAX_WIDTH} pixels, "
                           f"not {args.width}", EXIT_USAGE)
    _check_out(args.out)
    game = load_game_file(args.file)
    turn = game.turn_number if args.turn is None else args.turn
    if turn > game.turn_number:
        raise CommandError(f"the game has {game.turn_number} turns, not {turn}", EXIT_USAGE)
    if not 1 <= args.player <= game.player_count:
        raise CommandError(f"the game has {_players(game.player_count)}, not a player "
                           f"{args.player}", EXIT_USAGE)
    try:
        render_record_png(game, turn, args.player - 1, args.out, args.width)
    except (OSError, SystemError, MemoryError) as error:
        reason = getattr(error, "strerror", None) or "the image could not be made or saved"
        raise CommandError(f"cannot write {_one_line(args.out)}: {reason}") from None
    _say(f"sheet of {_one_line(game.setup.players[args.player - 1])} after turn {turn} -> "
         f"{_one_line(args.out)}")
    return 0


def _seat(game: Any, player: str) -> int:
    """The seat (0 = first) named by ``--player``: a number from 1, or a player's name."""
    names = list(game.setup.players)
    if player.isascii() and player.isdigit():
        seat = int(player) - 1 if len(player) <= 3 else -1  # no game has a thousand players
        if not 0 <= seat < len(names):
            shown = player if len(player) <= 12 else f"{player[:12]}… ({len(player)} digits)"
            raise CommandError(f"the game has {_players(len(names))}, not a player {shown}",
                               EXIT_USAGE)
        return seat
    if player in names:
        return names.index(player)
    shown = _one_line(player if len(player) <= 60 else player[:60] + "…")
    raise CommandError(f"no player is called '{shown}' (the players: "
                       f"{', '.join(_one_line(name) for name in names)})", EXIT_USAGE)


def review(args: argparse.Namespace) -> int:
    """Print the strong player's verdict on each turn of one player: the turns that cost most
    first, and the total."""
    from welcome_desktop.players.review import ReviewSettings, cached_review
    from welcome_desktop.rules.notation import format_turn
    from welcome_desktop.rules.record import record_of

    game = load_game_file(args.file)
    seat = _seat(game, args.player)
    settings = ReviewSettings() if args.budget is None else ReviewSettings(budget_s=args.budget)
    # Kept beside the file (docs/records.md); a folder that refuses the cache only costs time.
    result = cached_review(args.file, record_of(game), seat, settings)
    name = game.setup.players[seat]
    costliest = result.costliest()
    if args.json:
        _say(json.dumps({
            "player": seat + 1,
            "name": name,
            "budget_s": settings.budget_s,
            "turns_reviewed": len(result.verdicts),
            "total_loss": round(result.total_loss, 2),
            "costliest": [v.turn for v in costliest if v.loss > 0],
            "verdicts": [{"turn": v.turn, "played": format_turn(v.played),
                          "played_expected": round(v.played_expected, 2),
                          "best": format_turn(v.best), "best_expected": round(v.best_expected, 2),
                          "loss": round(v.loss, 2)} for v in result.verdicts],
        }, indent=1))
        return 0
    _say(f"{_one_line(name)}: {len(result.verdicts)} turns reviewed by the strong player "
          f"({settings.budget_s:g} s a turn); expected points lost in all: "
          f"{result.total_loss:.1f}")
    lost = [v for v in costliest if v.loss > 0]
    if not lost:
        _say("No turn lost anything: every choice was the best the strong player found.")
    for v in lost:
        _say(f"turn {v.turn:>2}: -{v.loss:.1f}  played {format_turn(v.played)} "
              f"(expected {v.played_expected:.1f}); best {format_turn(v.best)} "
              f"(expected {v.best_expected:.1f})")
    return 0


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
        _say(f"welcome-desktop: {error}", error=True)
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
            _say(f"welcome-desktop: cannot write the output: {_reason(error)}", error=True)
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
    if arguments and _is_join_link(arguments[0]):
        arguments = ["play", *arguments]  # a join link given as it is (a desktop link handler)
    args = _parser().parse_args(arguments)
    if args.version:
        from welcome_desktop.compilation import version_line

        _say(version_line())
        return 0
    if args.command == "simulate":
        return simulate(args)
    if args.command == "games":
        return games(args)
    if args.command == "score":
        return score(args)
    if args.command == "render":
        return render(args)
    if args.command == "review":
        return review(args)
    if args.command in ("serve", "create", "join", "seat"):
        from welcome_desktop import cli_network

        return int(getattr(cli_network, args.command)(args))
    from welcome_desktop.app.main import run

    file, join = _window_arguments(getattr(args, "file", None), args.join)
    return run(file, join=join)


def _is_join_link(text: str) -> bool:
    """``text`` looks like a join link (network/protocol/join_link.py's schemes; it may still
    be a bad one). Told here so that opening a file imports nothing of the network (websockets,
    asyncio): the network waits for a network game (docs/startup.md)."""
    return text.strip().lower().startswith(("welcome-to:", "welcome-tos:"))


def _window_arguments(file: str | None, join: list[str] | None) -> tuple[
        Path | None, tuple[str, str] | None]:
    """The window's file, or the network seat it joins (a join link in place of the file, or
    ``--join ADDR CODE``), checked before the window opens: CommandError with one line."""
    if join is None and (file is None or not _is_join_link(file)):
        return (None if file is None else Path(file)), None
    from welcome_desktop.network.protocol.join_link import join_address_and_code, parse_join_link

    try:
        if join is None:
            return None, parse_join_link(file or "")
        if file is not None:
            raise ValueError("give a file to open or --join, not both")
        return None, join_address_and_code(join[0], join[1])
    except ValueError as error:
        raise CommandError(f"cannot join: {error}", EXIT_USAGE) from None


if __name__ == "__main__":
    sys.exit(main())

"""The commands of ``welcome-desktop`` that work on files, headless: ``simulate``, ``score``,
``render`` and ``review``."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

from welcome_desktop.cli.errors import EXIT_USAGE, CommandError, one_line, reason, say

MAX_PLAYERS = 12
#: Bounds of ``render --width``: below, nothing readable; above, an image of gigabytes.
MIN_WIDTH = 200
MAX_WIDTH = 5_000


def run(args: argparse.Namespace) -> int:
    """Run the command ``args`` names (one of arguments.LOCAL_COMMANDS)."""
    command = {"simulate": simulate, "score": score, "render": render, "review": review}
    return command[args.command](args)


def _players(count: int) -> str:
    return f"{count} player{'' if count == 1 else 's'}"


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
    say(f"{args.mode} game{sheet} of {game.turn_number} turns written to {one_line(args.out)} "
         f"(ended by {', '.join(game.end_reasons)})")
    return 0


def _write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (a link is written through, as a save is); anything
    but a regular file is refused."""
    from welcome_desktop.records.atomic import write_atomic

    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as error:
        raise CommandError(f"cannot write {one_line(path)}: {reason(error)}") from None


def _check_out(path: Path) -> None:
    """Refuse an output path that cannot be a regular file, before any work."""
    import stat

    shown = one_line(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise CommandError(f"cannot write {shown}: {reason(error)}", EXIT_USAGE) from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise CommandError(f"cannot write {shown}: it is a folder; give a file name", EXIT_USAGE)
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise CommandError(f"cannot write {shown}: it is not a regular file (a FIFO or a "
                           f"device); give a file name", EXIT_USAGE)
    try:
        folder = path.parent.is_dir()
    except OSError as error:
        raise CommandError(f"cannot write {shown}: {reason(error)}", EXIT_USAGE) from None
    if not folder:
        raise CommandError(f"cannot write {shown}: the folder {one_line(path.parent)} does not "
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
    say(json.dumps(result, indent=1))
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
        raise CommandError(f"cannot write {one_line(args.out)}: {reason}") from None
    say(f"sheet of {one_line(game.setup.players[args.player - 1])} after turn {turn} -> "
         f"{one_line(args.out)}")
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
    shown = one_line(player if len(player) <= 60 else player[:60] + "…")
    raise CommandError(f"no player is called '{shown}' (the players: "
                       f"{', '.join(one_line(name) for name in names)})", EXIT_USAGE)


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
        say(json.dumps({
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
    say(f"{one_line(name)}: {len(result.verdicts)} turns reviewed by the strong player "
          f"({settings.budget_s:g} s a turn); expected points lost in all: "
          f"{result.total_loss:.1f}")
    lost = [v for v in costliest if v.loss > 0]
    if not lost:
        say("No turn lost anything: every choice was the best the strong player found.")
    for v in lost:
        say(f"turn {v.turn:>2}: -{v.loss:.1f}  played {format_turn(v.played)} "
              f"(expected {v.played_expected:.1f}); best {format_turn(v.best)} "
              f"(expected {v.best_expected:.1f})")
    return 0

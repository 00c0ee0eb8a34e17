"""The network commands of ``welcome-desktop``: ``games`` (the local network's announced games),
``serve``, ``create``, ``join`` and ``seat``.

Each bad argument or unreachable address ends in one line on stderr and a non-zero exit code.
The network's modules, asyncio, ssl and signal are imported by the commands that use them
(docs/startup.md).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import gc
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from welcome_desktop.cli.errors import EXIT_NETWORK, EXIT_USAGE, CommandError, say
from welcome_desktop.records.levels import SEAT_KINDS

if TYPE_CHECKING:
    import ssl

    from welcome_desktop.network.protocol.reply_model import CreatedFields, WelcomeFields
    from welcome_desktop.network.protocol.view_model import HostView


def run(args: argparse.Namespace) -> int:
    """Run the command ``args`` names (one of arguments.NETWORK_COMMANDS)."""
    command = {"games": games, "serve": serve, "create": create, "join": join, "seat": seat}
    return command[args.command](args)


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
        say(f"No game announced on the local network (listened {args.seconds:g} s).")
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
        say(f"{game.game or '?'}, hosted by {game.host or '?'} at {where}"
             f"{f' ({kind})' if kind else ''}{version}")
    return 0


def _kept_days(days: int | None) -> int | None:
    """``--keep-days`` as the server takes it: not given, the default; 0, None (for ever)."""
    from welcome_desktop.network.server.archive import DEFAULT_KEEP_DAYS  # not at start-up

    if days is None:
        return DEFAULT_KEEP_DAYS
    return days or None


def _client_tls(url: str, ca: Path | None) -> ssl.SSLContext | None:
    import ssl

    if ca is None:
        return None
    if not url.startswith("wss://"):
        raise CommandError("--tls-ca needs a wss:// address", EXIT_USAGE)
    try:
        return ssl.create_default_context(cafile=str(ca))
    except (OSError, ssl.SSLError) as error:
        raise CommandError(f"cannot read the certificate {ca}: "
                           f"{getattr(error, 'strerror', None) or error}", EXIT_USAGE) from None


def _url(address: str) -> str:
    from welcome_desktop.network.protocol.address import server_url

    try:
        return server_url(address)
    except ValueError as error:
        raise CommandError(str(error), EXIT_USAGE) from None


def serve(args: argparse.Namespace) -> int:
    """Run the server until SIGTERM or Ctrl+C; prints the bound address first."""
    import asyncio
    import signal
    import ssl

    from welcome_desktop.network.server import collector
    from welcome_desktop.network.server.door import DoorLimits
    from welcome_desktop.network.server.game_server import ServerOptions, run_server, tls_context
    from welcome_desktop.records.private import private_folder
    from welcome_desktop.records.store import default_data_dir

    if (args.tls_cert is None) != (args.tls_key is None):
        raise CommandError("--tls-cert and --tls-key go together", EXIT_USAGE)
    context = None
    if args.tls_cert is not None:
        try:
            context = tls_context(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as error:
            raise CommandError(f"cannot use the certificate and key: "
                               f"{getattr(error, 'strerror', None) or error}",
                               EXIT_USAGE) from None
    data = args.data if args.data is not None else default_data_dir() / "server"
    try:
        private_folder(data)  # its games' seeds and codes: nobody else reads them
    except OSError as error:
        raise CommandError(f"cannot use the data folder {data}: {error.strerror or error} "
                           "(the server makes it private, 0700, owned by its user)") from None
    export = args.export_to
    if export is not None:
        try:
            export.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CommandError(f"cannot use the export folder {export}: "
                               f"{error.strerror or error}") from None
    door = DoorLimits()
    if args.max_per_address is not None:
        door = dataclasses.replace(door, per_address=args.max_per_address)
    options = ServerOptions(host=args.host, port=args.port, data_dir=data,
                            ssl_context=context, door=door, keep_days=_kept_days(args.keep_days),
                            export_dir=export)
    scheme = "wss" if context is not None else "ws"

    def bound(host: str, port: int) -> None:
        shown = f"[{host}]" if ":" in host else host
        say(f"welcome-desktop server listening on {scheme}://{shown}:{port} (data: {data})")
        sys.stdout.flush()

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for number in (signal.SIGTERM, signal.SIGINT):
            # Windows has no signal handlers in asyncio: Ctrl+C raises there instead.
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(number, stop.set)
        full_passes = loop.create_task(collector.full_passes())
        try:
            await run_server(options, stop, bound)
        finally:
            full_passes.cancel()

    before = collector.make_full_passes_rare()
    try:
        asyncio.run(main())
    except OSError as error:
        raise CommandError(f"cannot listen on {args.host}:{args.port}: "
                           f"{error.strerror or error}", EXIT_NETWORK) from None
    finally:
        gc.set_threshold(*before)
    say("welcome-desktop server stopped")
    return 0


def create(args: argparse.Namespace) -> int:
    """Create a game on a server and print its join codes."""
    import asyncio

    from welcome_desktop.network.client.host_client import HostClient, HostError

    url = _url(args.address)
    context = _client_tls(url, args.tls_ca)
    seats = [kind.strip() for kind in args.seats.split(",")]
    for kind in seats:
        if kind not in SEAT_KINDS:
            raise CommandError(f"--seats: {kind!r} is not one of {', '.join(SEAT_KINDS)}",
                               EXIT_USAGE)
    fields: dict[str, Any] = {"mode": args.mode, "seats": seats, "sheet": args.sheet,
                              "advanced": args.advanced}
    if args.names is not None:
        fields["names"] = [name.strip() for name in args.names.split(",")]
    if args.turn_seconds is not None:
        fields["turn_seconds"] = args.turn_seconds

    async def main() -> CreatedFields:
        client = HostClient(url, context)
        try:
            return await client.create(**fields)
        finally:
            await client.close()

    try:
        created = asyncio.run(main())
    except HostError as error:
        raise CommandError(str(error), EXIT_NETWORK) from None
    from urllib.parse import urlsplit

    from welcome_desktop.network.protocol.page_link import is_loopback, page_links, terminal_qr

    links = page_links(url, created["codes"])
    if args.json:
        say(json.dumps({**created, "links": links}, indent=1))
        return 0
    say(f"game {created['game']} created on {url}")
    if any(links) and is_loopback(urlsplit(url).hostname or ""):
        say("(the phone links name this computer only: phones reach the server by its "
             "network address)")
    for seat, (kind, code) in enumerate(zip(seats, created["codes"], strict=False)):
        say(f"seat {seat + 1} ({kind}): " + (code if code else "played by the server"))
        link = links[seat] if seat < len(links) else None
        if link:
            say(f"  on a phone: {link}")
            if args.qr:
                say(terminal_qr(link))
    say(f"spectators: {created['spectators']}")
    say("creator's token (welcome-desktop seat: an absent seat to a computer, or a new code): "
         f"{created['creator_token']}")
    return 0


def join(args: argparse.Namespace) -> int:
    """Join a seat with a computer player and play it to the end; prints the final ranking.

    The seat's reconnect token is kept under the data folder (network/client/joined_seats.py): the
    same command run again after a kill takes the seat back."""
    import asyncio

    from welcome_desktop.network.client import joined_seats
    from welcome_desktop.network.client.host_client import HostError
    from welcome_desktop.network.client.remote_player import DEFAULT_PATIENCE, play_seat
    from welcome_desktop.records.store import default_data_dir

    url = _url(args.address)
    context = _client_tls(url, args.tls_ca)
    data = args.data if args.data is not None else default_data_dir()
    before = joined_seats.kept(data, url, args.code)
    told = False

    def log(line: str) -> None:
        say(f"welcome-desktop join: {line}", error=True)

    def joined(welcome: WelcomeFields) -> None:
        nonlocal told
        seat, token = welcome["seat"], welcome["token"]
        if seat is None or token is None:
            return
        problem = joined_seats.keep(data, args.code, joined_seats.JoinedSeat(
            url, welcome["game"], seat, token))
        if problem:
            log(problem)
        elif not told:
            path = joined_seats.seat_file(data, url, args.code)
            again = "back " if before is not None else ""
            players = welcome["players"]
            name = f" ({players[seat]})" if seat < len(players) else ""
            log(f"playing seat {seat + 1}{name} {again}(its reconnect token is kept in "
                f"{path}: the same command takes the seat back)")
        told = True

    try:
        view = asyncio.run(play_seat(url, args.code, args.player, ssl_context=context,
                                     log=log, token=None if before is None else before.token,
                                     joined=joined,
                                     patience=DEFAULT_PATIENCE if args.patience is None
                                     else args.patience))
    except HostError as error:
        if error.code in ("bad_code", "bad_token"):
            joined_seats.forget(data, url, args.code)
        hint = (" (the game's creator can give the seat a new code: welcome-desktop seat "
                "ADDR SEAT --creator-token T --new-code)") if error.code == "seat_taken" else ""
        raise CommandError(f"{error}{hint}", EXIT_NETWORK) from None
    joined_seats.forget(data, url, args.code)
    for line in ranking_lines(view):
        say(line)
    result = view["result"]
    say(json.dumps({"seat": view["seat"], "scores": view["scores"],
                     "ranking": None if result is None else result["ranking"],
                     "end_reasons": view["end_reasons"]}))
    return 0


def ranking_lines(view: HostView) -> list[str]:
    """The final ranking of a game's last view, a line a seat, best first: place, name, score
    (a tie shares its place; the seat this view is of marked ``you``)."""
    seat = view["seat"]
    scores = view["scores"]
    players = view["players"]
    result = view["result"]
    groups = [[index] for index in sorted(range(len(scores)), key=lambda i: -scores[i])] \
        if result is None else result["ranking"]
    reasons = view["end_reasons"]
    lines = ["game over" + (f" (ended by {', '.join(map(str, reasons))})" if reasons else "")
             + ": the final ranking"]
    place = 1
    for group in groups:
        for index in group:
            if not 0 <= index < len(scores):
                continue
            name = players[index] if index < len(players) else f"seat {index + 1}"
            mine = ", you" if index == seat else ""
            lines.append(f"{place:>3}. {name} (seat {index + 1}{mine}): {scores[index]}")
        place += len(group)
    return lines


def seat(args: argparse.Namespace) -> int:
    """As the game's creator, hand an absent seat to a computer or give it a new code."""
    from welcome_desktop.network.client.host_client import HostClient, HostError

    url = _url(args.address)
    context = _client_tls(url, args.tls_ca)
    token = args.creator_token
    if token == "-":
        token = sys.stdin.readline(1000).strip()
    if not token:
        raise CommandError("--creator-token: give the creator's token that create printed",
                           EXIT_USAGE)

    async def main() -> str | None:
        client = HostClient(url, context)
        try:
            welcome = await client.hello(token=token)
            if not welcome["creator"]:
                raise HostError("this token is a seat's, not the game's creator's",
                                "not_creator")
            if args.new_code:
                return await client.new_code(args.seat - 1)
            await client.hand_over(args.seat - 1, args.to_computer)
            return None
        finally:
            await client.close()

    import asyncio

    try:
        code = asyncio.run(main())
    except HostError as error:
        raise CommandError(str(error), EXIT_NETWORK) from None
    if code is None:
        say(f"seat {args.seat} is played by a {args.to_computer} computer until its player "
             "comes back")
    else:
        say(f"seat {args.seat}: new join code {code} (the old code and token no longer work)")
    return 0

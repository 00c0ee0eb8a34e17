"""The network commands of ``welcome-desktop``: ``serve``, ``create`` and ``join``.

Each bad argument or unreachable address ends in one line on stderr and a non-zero exit code.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import gc
import json
import signal
import ssl
import sys
from pathlib import Path
from typing import Any

from welcome_desktop.cli_errors import EXIT_USAGE, CommandError, _say

EXIT_NETWORK = 3
SEAT_CHOICES = ("person", "easy", "greedy", "strong")


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r}: a port is from 0 to 65535")
    return value


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= value <= 1_000_000:
        raise argparse.ArgumentTypeError(f"{text!r}: from 1 to 1000000")
    return value


def add_commands(sub: Any) -> None:
    """Add serve, create and join to the subcommands of the parser."""
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

    join = sub.add_parser("join", help="a computer player joins a seat and plays it to the end")
    join.add_argument("address", help="the server: host:port, ws://host:port or wss://...")
    join.add_argument("code", help="the seat's join code")
    join.add_argument("--player", choices=("easy", "greedy", "strong"), default="greedy")
    join.add_argument("--tls-ca", type=Path, default=None,
                      help="trust this certificate (a server's self-signed one)")


def _client_tls(url: str, ca: Path | None) -> ssl.SSLContext | None:
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
    from welcome_desktop.network.client import server_url

    try:
        return server_url(address)
    except ValueError as error:
        raise CommandError(str(error), EXIT_USAGE) from None


def serve(args: argparse.Namespace) -> int:
    """Run the server until SIGTERM or Ctrl+C; prints the bound address first."""
    from welcome_desktop.network import collector
    from welcome_desktop.network.door import DoorLimits
    from welcome_desktop.network.server import ServerOptions, run_server, tls_context
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
    door = DoorLimits()
    if args.max_per_address is not None:
        door = dataclasses.replace(door, per_address=args.max_per_address)
    options = ServerOptions(host=args.host, port=args.port, data_dir=data,
                            ssl_context=context, door=door)
    scheme = "wss" if context is not None else "ws"

    def bound(host: str, port: int) -> None:
        shown = f"[{host}]" if ":" in host else host
        _say(f"welcome-desktop server listening on {scheme}://{shown}:{port} (data: {data})")
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
    _say("welcome-desktop server stopped")
    return 0


def create(args: argparse.Namespace) -> int:
    """Create a game on a server and print its join codes."""
    from welcome_desktop.network.client import HostClient, HostError

    url = _url(args.address)
    context = _client_tls(url, args.tls_ca)
    seats = [kind.strip() for kind in args.seats.split(",")]
    for kind in seats:
        if kind not in SEAT_CHOICES:
            raise CommandError(f"--seats: {kind!r} is not one of {', '.join(SEAT_CHOICES)}",
                               EXIT_USAGE)
    fields: dict[str, Any] = {"mode": args.mode, "seats": seats, "sheet": args.sheet,
                              "advanced": args.advanced}
    if args.names is not None:
        fields["names"] = [name.strip() for name in args.names.split(",")]
    if args.turn_seconds is not None:
        fields["turn_seconds"] = args.turn_seconds

    async def main() -> dict[str, Any]:
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

    from welcome_desktop.network.page_link import is_loopback, page_links, terminal_qr

    links = page_links(url, created.get("codes") or [])
    if args.json:
        _say(json.dumps({**created, "links": links}, indent=1))
        return 0
    _say(f"game {created.get('game')} created on {url}")
    if any(links) and is_loopback(urlsplit(url).hostname or ""):
        _say("(the phone links name this computer only: phones reach the server by its "
             "network address)")
    for seat, (kind, code) in enumerate(zip(seats, created.get("codes") or [], strict=False)):
        _say(f"seat {seat + 1} ({kind}): " + (code if code else "played by the server"))
        link = links[seat] if seat < len(links) else None
        if link:
            _say(f"  on a phone: {link}")
            if args.qr:
                _say(terminal_qr(link))
    _say(f"spectators: {created.get('spectators')}")
    _say(f"creator's token (hand an absent seat to a computer): {created.get('creator_token')}")
    return 0


def join(args: argparse.Namespace) -> int:
    """Join a seat with a computer player and play it to the end; prints the final score."""
    from welcome_desktop.network.client import HostError
    from welcome_desktop.network.remote_player import play_seat

    url = _url(args.address)
    context = _client_tls(url, args.tls_ca)

    def log(line: str) -> None:
        _say(f"welcome-desktop join: {line}", error=True)

    try:
        view = asyncio.run(play_seat(url, args.code, args.player, ssl_context=context,
                                     log=log))
    except HostError as error:
        raise CommandError(str(error), EXIT_NETWORK) from None
    seat = view.get("seat")
    scores = view.get("scores") or []
    players = view.get("players") or []
    if isinstance(seat, int) and 0 <= seat < len(scores):
        name = players[seat] if seat < len(players) else f"seat {seat + 1}"
        _say(f"game over: {name} (seat {seat + 1}) scored {scores[seat]}")
    _say(json.dumps({"seat": seat, "scores": scores, "end_reasons": view.get("end_reasons")}))
    return 0

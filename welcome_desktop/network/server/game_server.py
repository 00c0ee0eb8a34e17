"""``welcome-desktop serve``: a headless asyncio WebSocket server holding many games.

A connection starts with a ``hello`` (a join code or a reconnect token) or a ``create``; from
then on its seat is the one it joined, whatever its messages say. Every message is decoded
strictly (:mod:`~welcome_desktop.network.protocol.wire`); anything refused gets an ``error`` and
changes nothing. Floods are rate-limited per connection, and no client is ever waited on by
another (:mod:`~welcome_desktop.network.server.connection`); games created and wrong codes are
budgeted per address, wrong codes per game too (:mod:`~welcome_desktop.network.server.budgets`);
connections are capped per address and in all, and closed when they say no hello in time
(:mod:`~welcome_desktop.network.server.door`).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import math
import ssl
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from welcome_desktop.network.host.session import Member, Outcome
from welcome_desktop.network.protocol.intents import IntentRefused
from welcome_desktop.network.protocol.messages import INTENTS, decode_client
from welcome_desktop.network.protocol.messages import Envelope as Message
from welcome_desktop.network.protocol.reply_model import CodeFields, CreatedFields, WelcomeFields
from welcome_desktop.network.protocol.wire import (
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    ProtocolError,
    seq_of,
)
from welcome_desktop.network.server.archive import DEFAULT_KEEP_DAYS
from welcome_desktop.network.server.budgets import Budgets, CreateBudget, WrongTries
from welcome_desktop.network.server.connection import Connection, Limits
from welcome_desktop.network.server.door import Door, DoorLimits
from welcome_desktop.network.server.expiry import ServerFull
from welcome_desktop.network.server.game_codes import shown_code, wire_code
from welcome_desktop.network.server.hosted_game import HostedGame
from welcome_desktop.network.server.page_files import PageFiles
from welcome_desktop.network.server.registry import GameRegistry
from welcome_desktop.players.strong import DEFAULT_BUDGET_S
from welcome_desktop.records.levels import PERSON, SEAT_KINDS, Level
from welcome_desktop.records.savefile import Seat
from welcome_desktop.rules.game import Setup
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.themes import BASE, SHEET_KINDS

#: Longest turn timer a creator may ask for (a day).
MAX_TURN_SECONDS = 86_400


@dataclass(slots=True)
class ServerOptions:
    """Where and how a server listens."""

    host: str = "127.0.0.1"
    port: int = 0
    data_dir: Path | None = None
    ssl_context: ssl.SSLContext | None = None
    limits: Limits = field(default_factory=Limits)
    budgets: Budgets = field(default_factory=Budgets)
    keep_days: int | None = DEFAULT_KEEP_DAYS
    """Days the history keeps an ended game (None: for ever)..."""
    export_dir: Path | None = None
    """...and where the records past them go (None: deleted)."""
    computer_threads: int = 1
    computer_delay_s: float = 0.0
    """How long a computer seat waits before deciding a turn (a window hosting in-process
    gives its own repaint the interpreter first; ``serve`` has no window: 0)."""
    door: DoorLimits = field(default_factory=DoorLimits)
    """Connections per address and in all, and the time to say hello (network/server/door.py)."""


class GameServer:
    """The server: a registry of games behind a WebSocket endpoint."""

    def __init__(self, options: ServerOptions,
                 log: Callable[[str], None] | None = None) -> None:
        self.options = options
        self._log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self.registry = GameRegistry(options.data_dir, options.computer_threads, self._log,
                                     options.computer_delay_s, keep_days=options.keep_days,
                                     export_dir=options.export_dir)
        self.wrong_tries = WrongTries(options.budgets)
        self.create_budget = CreateBudget(options.budgets)
        self.door = Door(options.door, self._log)
        self._server: Server | None = None
        self._ticker: asyncio.Task[None] | None = None
        self.address: tuple[str, int] | None = None

    # ------------------------------------------------------------ life

    async def start(self) -> tuple[str, int]:
        """Note the saved games (each is resumed when a player comes back), listen; returns
        the bound host and port."""
        for problem in self.registry.index_all():  # each game is read when a player returns
            self._log(problem)
        self._server = await serve(
            self._handle, self.options.host, self.options.port, ssl=self.options.ssl_context,
            max_size=MAX_MESSAGE_BYTES, max_queue=16, compression=None,
            ping_interval=20, ping_timeout=20, close_timeout=5,
            open_timeout=self.options.door.hello_timeout_s + 1,  # the door's deadline first
            create_connection=self.door.connection_class(),
            process_request=PageFiles.load(self._log).process_request)  # the player's page
        self.door.watch(asyncio.get_running_loop())
        gc.freeze()  # what the start built lives long: kept out of the collector's passes
        self._ticker = asyncio.get_running_loop().create_task(self._tick_forever())
        socket = next(iter(self._server.sockets))
        host, port = socket.getsockname()[:2]
        self.address = (str(host), int(port))
        return self.address

    async def stop(self) -> None:
        """Stop listening, close every connection, finish the saves under way."""
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.door.close()
        await self.registry.close()

    async def _tick_forever(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(1.0)
            try:
                self.registry.tick(time.time(), loop.time())
            except Exception as error:  # the clock must keep going
                self._internal("tick", error)

    def _internal(self, where: str, error: BaseException) -> None:
        self.registry.internal_errors += 1
        self._log(f"internal error in {where}: {type(error).__name__}: {error}")

    # ------------------------------------------------------------ connections

    async def _handle(self, websocket: ServerConnection) -> None:
        connection: Connection[HostedGame] = Connection(websocket, self.options.limits)
        connection.start()
        try:
            async for frame in websocket:
                if connection.closing:
                    break
                try:
                    await self._receive(connection, frame)
                except (ConnectionClosed, asyncio.CancelledError):
                    raise
                except Exception as error:  # never let one message stop the server
                    self._internal("a message", error)
                    connection.error("internal", "the server could not handle this message",
                                     seq_of(frame))
        except ConnectionClosed:
            pass
        finally:
            await self._leave(connection)

    async def _leave(self, connection: Connection[HostedGame]) -> None:
        hosted, member = connection.game, connection.member
        connection.game = connection.member = None
        await connection.stop()
        if hosted is None or member is None:
            return
        hosted.connections.discard(connection)
        # Another connection may hold the same seat now (a reconnect took it over).
        if member.seat is not None and any(
                other.member is not None and other.member.seat == member.seat
                for other in hosted.connections):
            return
        try:
            outcome = hosted.session.leave(member)
        except IntentRefused:
            return
        try:
            await self.registry.after(hosted, outcome)
        except Exception as error:
            self._internal("a departure", error)

    async def _receive(self, connection: Connection[HostedGame], frame: str | bytes) -> None:
        limits = self.options.limits
        if not connection.bucket.take():
            connection.refused_in_a_row += 1
            if connection.refused_in_a_row >= limits.flood_close:
                connection.close(1008, "too many messages")
            else:  # each dropped message answered, so that no client waits for it
                connection.error("rate_limited", f"too many messages: at most {limits.rate:g} "
                                                 "a second; this one was dropped", seq_of(frame))
            return
        connection.refused_in_a_row = 0
        try:
            message = decode_client(frame)
        except ProtocolError as error:
            connection.error(error.code, error.message, error.seq, **error.details)
            if error.fatal:
                connection.close(1002, "protocol version")
            return
        if message.seq <= connection.last_seq:
            connection.error("stale_seq", f"sequence number {message.seq} comes after "
                                          f"{connection.last_seq}: dropped", message.seq)
            return
        connection.last_seq = message.seq
        await self._dispatch(connection, message)

    async def _dispatch(self, connection: Connection[HostedGame], message: Message) -> None:
        kind = message.type
        if kind == "ping":
            connection.send("pong", reply_to=message.seq)
            return
        if kind in ("hello", "create"):
            if connection.member is not None:
                connection.error("already_joined", "this connection has joined a game already",
                                 message.seq)
            elif kind == "hello":
                await self._hello(connection, message)
            else:
                await self._create(connection, message)
            return
        hosted, member = connection.game, connection.member
        if hosted is None or member is None:
            connection.error("hello_first", "say hello with a join code or token first",
                             message.seq)
            return
        code: str | None = None
        try:
            if kind in INTENTS:
                outcome = hosted.session.handle(member, {"type": kind, **message.fields})
            elif kind == "hand_over":
                outcome = hosted.session.hand_over(member, message.fields["seat"],
                                                   message.fields["level"])
            elif kind == "start":
                outcome = hosted.session.start(member, message.fields.get("computers"))
            elif kind == "new_code":
                code, outcome = hosted.session.renew_code(member, message.fields["seat"])
            elif kind == "rename":
                outcome = hosted.session.rename(member, message.fields["name"])
            elif kind == "sync":
                connection.view_changed()
                return
            else:  # pragma: no cover - every type of CLIENT_MESSAGES is handled above
                connection.error("unknown_type", f"there is no message type {kind!r}",
                                 message.seq)
                return
        except IntentRefused as refusal:
            connection.error(refusal.code, refusal.message, message.seq,
                             **({} if refusal.params is None else {"params": refusal.params}))
            return
        await self.registry.after(hosted, outcome,
                                  secrets_changed=kind in ("hand_over", "start", "new_code"))
        if code is not None:  # once the host file holds it
            self.registry.index_codes(hosted)
            new_code: CodeFields = {"reply_to": message.seq, "seat": message.fields["seat"],
                                    "code": _there(shown_code(hosted.game_id, code))}
            connection.send("code", **new_code)

    # ------------------------------------------------------------ joining

    async def _hello(self, connection: Connection[HostedGame], message: Message) -> None:
        wire = message.fields.get("code") or message.fields.get("token") or ""
        is_token = "token" in message.fields
        peer = connection.peer
        found = self.registry.find(wire)
        # Wrong codes are budgeted per game too; a token is long enough not to be guessed.
        game_id = None if is_token or found is None else found[0].game_id
        wait = self.wrong_tries.busy(peer, game_id)
        if wait:
            connection.error("rate_limited", "too many wrong codes under way from this address "
                             f"or for this game: try again in {math.ceil(wait)} s",
                             message.seq, retry_after=math.ceil(wait))
            return
        try:
            if found is None and self.registry.ended(wire):
                raise IntentRefused("game_over", "this game is over: the server keeps its "
                                    "record, not the game")
            if found is None:
                raise IntentRefused("bad_token" if is_token else "bad_code",
                                    "no game on this server has this "
                                    + ("reconnect token" if is_token else "join code"))
            hosted, secret = found
            if is_token:
                member, outcome = hosted.session.reconnect(secret)
            else:
                member, outcome = hosted.session.join(secret, message.fields.get("name"))
        except IntentRefused as refusal:
            if refusal.code in ("bad_code", "bad_token"):
                # Only a wrong try's answer waits (right ones are answered at once); this
                # connection's next message waits with it.
                hold = self.wrong_tries.wrong(peer, game_id)
                if hold:
                    with self.wrong_tries.holding(peer, game_id):
                        await asyncio.sleep(hold)
                connection.failures += 1
            connection.error(refusal.code, refusal.message, message.seq)
            if connection.failures >= self.options.limits.failures_per_connection:
                connection.close(1008, "too many wrong codes")
            return
        self._enter(connection, hosted, member, message.seq)
        await self.registry.after(hosted, outcome, secrets_changed=True)
        connection.view_changed()

    def _enter(self, connection: Connection[HostedGame], hosted: HostedGame, member: Member,
               reply_to: int) -> None:
        # A seat taken over by a new connection (a reconnect) leaves the old one without it.
        if member.seat is not None:
            for other in list(hosted.connections):
                if other.member is not None and other.member.seat == member.seat:
                    # It leaves the seat now (its own departure, later, finds no seat): else
                    # the seat would stay present once the new connection leaves too.
                    hosted.session.leave(other.member)
                    other.member = other.game = None
                    hosted.connections.discard(other)
                    other.close(1000, "the seat reconnected elsewhere")
        connection.member, connection.game = member, hosted
        hosted.connections.add(connection)
        self.door.entered(connection.websocket)
        session = hosted.session
        welcome: WelcomeFields = {
            "reply_to": reply_to, "game": hosted.game_id, "seat": member.seat,
            "creator": member.creator, "token": wire_code(hosted.game_id, member.token),
            "players": list(session.game.setup.players), "protocol": PROTOCOL_VERSION}
        connection.send("welcome", **welcome)

    async def _create(self, connection: Connection[HostedGame], message: Message) -> None:
        wait = self.create_budget.wait(connection.peer)
        if wait:
            seconds = math.ceil(wait)
            connection.error("rate_limited", "this address has created many games lately: "
                             f"the next one in {seconds} s", message.seq, retry_after=seconds)
            return
        try:
            setup, seats, turn_seconds = _setup_of(message.fields)
            hosted = self.registry.create(setup, seats, turn_seconds,
                                          hints=message.fields.get("hints") is True)
        except ServerFull as full:
            details = {} if full.retry_after is None else {"retry_after": full.retry_after}
            connection.error("server_full", str(full), message.seq, **details)
            return
        except ValueError as error:
            connection.error("bad_game", str(error).splitlines()[0], message.seq)
            return
        self.create_budget.spend(connection.peer)
        session = hosted.session
        member, _ = session.reconnect(session.creator_token)
        codes = session.codes()
        # On disk before any code or token is handed out: a server killed right after the
        # create still knows the game its players were given codes for.
        await self.registry.save(hosted, full=True)
        self._enter(connection, hosted, member, message.seq)
        created: CreatedFields = {
            "reply_to": message.seq, "game": hosted.game_id,
            "codes": [shown_code(hosted.game_id, code) for code in codes.seats],
            "spectators": _there(shown_code(hosted.game_id, codes.spectators)),
            "creator_token": _there(wire_code(hosted.game_id, session.creator_token))}
        connection.send("created", **created)
        await self.registry.after(hosted, Outcome(public=True))


def _there(code: str | None) -> str:
    """A code or token made of one that is there (``shown_code`` and ``wire_code`` give None
    for None only)."""
    if code is None:
        raise ValueError("a code that is there was given as None")
    return code


def _setup_of(fields: dict[str, Any]) -> tuple[Setup, list[Seat], float | None]:
    """The setup and seats a create message asks for; ValueError with a one-line reason."""
    import secrets

    try:
        mode = Mode(fields["mode"])
    except ValueError:
        raise ValueError("mode is standard, solo or expert") from None
    sheet = fields.get("sheet", BASE)
    if sheet not in SHEET_KINDS:
        raise ValueError("sheet is one of " + ", ".join(SHEET_KINDS))
    kinds = fields["seats"]
    if not kinds:
        raise ValueError("a game needs at least one seat")
    seats = []
    for kind in kinds:
        if kind not in SEAT_KINDS:
            raise ValueError(f"a seat is one of {', '.join(SEAT_KINDS)}, not {kind[:20]!r}")
        seats.append(Seat(kind=kind, budget_s=DEFAULT_BUDGET_S if kind == Level.STRONG else None))
    if PERSON not in kinds:
        # Computers alone would only spend the server's time, which every game shares.
        raise ValueError("a game on a server needs at least one person seat")
    names = fields.get("names")
    if names is None:
        names = [f"Player {i + 1}" if kind == PERSON else f"{kind.title()} {i + 1}"
                 for i, kind in enumerate(kinds)]
    if len(names) != len(kinds):
        raise ValueError("names must give one name per seat")
    setup = Setup(mode, bool(fields.get("advanced", False)), tuple(names),
                  seed=secrets.randbelow(2**63), sheet=sheet)
    setup.check()
    turn_seconds = fields.get("turn_seconds")
    if turn_seconds is not None and not 10 <= turn_seconds <= MAX_TURN_SECONDS:
        raise ValueError(f"turn_seconds is from 10 to {MAX_TURN_SECONDS}")
    return setup, seats, None if turn_seconds is None else float(turn_seconds)


async def run_server(options: ServerOptions, stop: asyncio.Event,
                     on_bound: Callable[[str, int], None] | None = None) -> None:
    """Run a server until ``stop`` is set; ``on_bound`` hears the bound address."""
    server = GameServer(options)
    host, port = await server.start()
    if on_bound is not None:
        on_bound(host, port)
    try:
        await stop.wait()
    finally:
        await server.stop()


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its key (OSError, ssl.SSLError)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context

"""The window's network thread: an asyncio loop in a ``QThread`` holding the connection to a
host (and, in a hosting window, the host itself and its announcement), talked to only through
queued signals (docs/network-window.md, section 3).

The interface thread never touches a socket or the session: it calls :meth:`NetworkBridge.send`
(thread-safe, never blocks) and hears :attr:`view_arrived`, :attr:`refused`,
:attr:`connection_changed`, ... in its own thread. What crosses is freshly parsed JSON or frozen
dataclasses. The hosting window runs the same ``GameServer`` as ``welcome-desktop serve`` and
plays its own seat over a socket to it like any other seat.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from welcome_desktop.network.client import HostClient, HostError, backoff_delays, server_url
from welcome_desktop.network.discovery import (
    Announced,
    DiscoveryError,
    GameBrowser,
    GameEvent,
    announce,
    local_addresses,
)
from welcome_desktop.network.lan_text import Announcement
from welcome_desktop.network.protocol import PROTOCOL_VERSION
from welcome_desktop.network.server import GameServer, ServerOptions

#: How long closing the window waits for the network thread (seconds).
CLOSE_WAIT_S = 2.0
#: The hosting window's computer seats wait this long after a change before deciding their
#: turn: the new turn reaches the screen first (they share the interpreter with the window;
#: docs/network-window.md, "Figures").
HOSTED_COMPUTER_DELAY_S = 0.3
#: Reconnection attempts (with backoff, 0.2 s doubling to 5 s: about a minute in all).
RECONNECT_ATTEMPTS = 16


@dataclass(frozen=True, slots=True)
class HostedGame:
    """What a hosting window shows: where seats reach it and their codes."""

    addresses: tuple[str, ...]
    port: int
    codes: tuple[str | None, ...]
    spectators: str
    announced: str
    """"" when announced on the local network, else why not (one sentence)."""


@dataclass(frozen=True, slots=True)
class GameSpec:
    """The game a hosting window creates: the server's ``create`` fields, the seat played
    here, and the name the game is announced under."""

    mode: str
    advanced: bool
    sheet: str
    seats: tuple[str, ...]
    """Per seat: "person" or a computer level."""
    names: tuple[str, ...]
    here: int
    game_name: str
    hints: bool = False
    """The seats may ask for hints (each computes its own, from its own view)."""


class _Loop(QThread):
    """The thread running the asyncio loop until :meth:`stop`."""

    def __init__(self) -> None:
        super().__init__()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.ready = threading.Event()
        self._stop: asyncio.Event | None = None

    def run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self.ready.set()
        await self._stop.wait()

    def stop(self) -> None:
        if self.loop is not None and self._stop is not None:
            with contextlib.suppress(RuntimeError):  # the loop already closed
                self.loop.call_soon_threadsafe(self._stop.set)


class NetworkBridge(QObject):
    """One window's connection to a host (and its host, when it hosts). Signals, all
    delivered in the interface thread:

    joined(dict): the host's welcome (seat, players, token).
    view_arrived(dict): the seat's newest view.
    refused(str, str): an intent or a hand-over refused: code, message.
    failed(str, str): joining failed: code, message (a wrong code, no host there...).
    connection_changed(str): "connected", "reconnecting" or "gone".
    hosted(object): a :class:`HostedGame`, once the hosting window's server listens.
    table_changed(dict): the creator's view of the table (who is connected), hosting only.
    game_found(object): a :class:`~welcome_desktop.network.discovery.GameEvent`.
    browse_failed(str): discovery cannot run here (why).
    """

    joined = Signal(dict)
    view_arrived = Signal(dict)
    refused = Signal(str, str)
    failed = Signal(str, str)
    connection_changed = Signal(str)
    hosted = Signal(object)
    table_changed = Signal(dict)
    game_found = Signal(object)
    browse_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = _Loop()
        self._thread.start()
        self._thread.ready.wait(5.0)
        self._client: HostClient | None = None
        self._creator: HostClient | None = None
        self._server: GameServer | None = None
        self._announced: Announced | None = None
        self._browser: GameBrowser | None = None
        self._queue: asyncio.Queue[tuple[str, dict[str, Any]]] | None = None
        self._tasks: set[concurrent.futures.Future[None]] = set()
        self._closing = False
        self.url = ""
        self.token: str | None = None
        self.spectators_code: str | None = None
        #: The game's creator's reconnect token, when this window created it.
        self.creator_token: str | None = None
        self.state = ""
        #: A pause before the first reconnection attempt (seconds): tests hold a seat offline.
        self.offline_s = 0.0
        #: Reconnection attempts before the host is said gone.
        self.reconnect_attempts = RECONNECT_ATTEMPTS

    # ------------------------------------------------------------ from the interface thread

    def _submit(self, coroutine: Coroutine[Any, Any, None]) -> None:
        loop = self._thread.loop
        if loop is None or self._closing:
            coroutine.close()
            return
        future = asyncio.run_coroutine_threadsafe(coroutine, loop)
        self._tasks.add(future)
        future.add_done_callback(self._tasks.discard)

    def join(self, address: str, code: str | None = None, token: str | None = None) -> None:
        """Join the game at ``address`` with a join code or a reconnect token."""
        try:
            url = server_url(address)
        except ValueError as error:
            self.failed.emit("bad_address", str(error))
            return
        self._submit(self._seat(url, code, token))

    def host(self, spec: GameSpec, listen: str = "0.0.0.0", port: int = 0,
             data_dir: Path | None = None, announce_on: tuple[str, ...] | None = None) -> None:
        """Start a server here, create ``spec``'s game on it, announce it on the local network
        (``announce_on``: the addresses announced, default this computer's) and join its seat
        ``spec.here``."""
        self._submit(self._host(spec, listen, port, data_dir, announce_on))

    def host_again(self, spec: GameSpec, data_dir: Path, port: int, *, hosted: HostedGame,
                   creator_token: str, seat_token: str, listen: str = "0.0.0.0",
                   announce_on: tuple[str, ...] | None = None) -> None:
        """Host again the game saved in ``data_dir`` (a window's hosted game, after a restart):
        the server resumes it on ``port``, the creator and the seat here come back with their
        tokens, the seats elsewhere reconnect by themselves."""
        self._submit(self._host_again(spec, data_dir, port, hosted=hosted,
                                      tokens=(creator_token, seat_token), listen=listen,
                                      announce_on=announce_on))

    def create_on(self, address: str, spec: GameSpec) -> None:
        """Create ``spec``'s game on a ``serve`` at ``address`` and join its seat here."""
        try:
            url = server_url(address)
        except ValueError as error:
            self.failed.emit("bad_address", str(error))
            return
        self._submit(self._create(url, spec, None))

    def send(self, type_: str, fields: dict[str, Any]) -> None:
        """Send an intent of the seat (dropped while the connection is down: the table sends
        what is missing again when it comes back)."""
        loop, queue = self._thread.loop, self._queue
        if loop is not None and queue is not None and not self._closing:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(queue.put_nowait, (type_, fields))

    def hand_over(self, seat: int, level: str) -> None:
        """The creator hands an absent seat to a computer player of ``level``."""
        self._submit(self._creator_send("hand_over", {"seat": seat, "level": level}))

    def browse(self, interfaces: tuple[str, ...] | None = None) -> None:
        """Look for games on the local network (``game_found`` for each change)."""
        self._submit(self._browse(interfaces))

    def stop_browsing(self) -> None:
        self._submit(self._stop_browsing())

    def drop_connection(self) -> None:
        """Cut the seat's connection as a network fault would (tests, and *Retry*)."""
        self._submit(self._drop())

    def close(self) -> None:
        """Withdraw the announcement, close the connections and the server, and stop the
        thread, waiting at most :data:`CLOSE_WAIT_S`: never longer."""
        if self._closing:
            return
        loop = self._thread.loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):
                future = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
                with contextlib.suppress(Exception):
                    future.result(CLOSE_WAIT_S)
        self._closing = True
        self._thread.stop()
        self._thread.wait(int(CLOSE_WAIT_S * 1000))

    # ------------------------------------------------------------ in the network thread

    async def _seat(self, url: str, code: str | None, token: str | None) -> None:
        client = HostClient(url, open_timeout=5.0)
        try:
            welcome = await client.hello(code=code, token=token)
        except HostError as error:
            await client.close()
            self.failed.emit(error.code, str(error))
            return
        self.url, self.token, self._client = url, client.token, client
        #: A spectator has no token: it comes back with the spectators' code.
        self.spectators_code = code if welcome.get("seat") is None and not client.token else None
        self._queue = asyncio.Queue()
        sender = asyncio.get_running_loop().create_task(self._send_forever(client, self._queue))
        self.joined.emit(dict(welcome))
        self._set_state("connected")
        try:
            await self._receive_forever(client)
        finally:
            sender.cancel()

    async def _receive_forever(self, client: HostClient) -> None:
        while not self._closing:
            try:
                message = await client.receive()
            except HostError as error:
                if self._closing:
                    return
                if error.code not in ("closed", "unreachable"):
                    self.refused.emit(error.code, str(error))
                    continue
                self._set_state("reconnecting")
                await asyncio.sleep(self.offline_s)
                try:
                    await self._come_back(client)
                except HostError:
                    self._set_state("gone")
                    return
                self._set_state("connected")
                continue
            if message.type == "view" and isinstance(message.get("view"), dict):
                self.view_arrived.emit(dict(message.get("view")))
            elif message.type == "error":
                self.refused.emit(str(message.get("code", "error")),
                                  str(message.get("message", ""))[:300])

    async def _come_back(self, client: HostClient) -> None:
        """Reconnect: a seat with its token, a spectator with the spectators' code."""
        code = self.spectators_code
        if client.token is not None or code is None:
            await client.reconnect(attempts=self.reconnect_attempts)
            return
        await client.close()
        for _, delay in zip(range(self.reconnect_attempts), backoff_delays(), strict=False):
            try:
                await client.hello(code=code)
                return
            except HostError as error:
                if error.code not in ("unreachable", "closed"):
                    raise
            await asyncio.sleep(delay)
        raise HostError("the server is gone", "gone")

    async def _send_forever(self, client: HostClient,
                            queue: asyncio.Queue[tuple[str, dict[str, Any]]]) -> None:
        while True:
            type_, fields = await queue.get()
            with contextlib.suppress(HostError):  # down: the table catches up on return
                await client.send(type_, **fields)

    def _set_state(self, state: str) -> None:
        self.state = state
        self.connection_changed.emit(state)

    async def _start_server(self, listen: str, port: int, data_dir: Path | None
                            ) -> tuple[str, int] | None:
        """The window's own server (resuming what ``data_dir`` holds): its local url and
        bound port, or None (said through ``failed``)."""
        server = GameServer(ServerOptions(host=listen, port=port, data_dir=data_dir,
                                          computer_delay_s=HOSTED_COMPUTER_DELAY_S),
                            log=lambda line: None)
        try:
            _, bound = await server.start()
        except OSError as error:
            self.failed.emit("unreachable", f"cannot listen on port {port} "
                                            f"({error.strerror or error})")
            return None
        self._server = server
        local = "127.0.0.1" if listen in ("0.0.0.0", "127.0.0.1") else listen
        return f"ws://{local}:{bound}", bound

    async def _host(self, spec: GameSpec, listen: str, port: int, data_dir: Path | None,
                    announce_on: tuple[str, ...] | None) -> None:
        started = await self._start_server(listen, port, data_dir)
        if started is not None:
            await self._create(started[0], spec, announce_on, started[1], listen)

    async def _host_again(self, spec: GameSpec, data_dir: Path, port: int, *,
                          hosted: HostedGame, tokens: tuple[str, str], listen: str,
                          announce_on: tuple[str, ...] | None) -> None:
        creator_token, seat_token = tokens
        started = await self._start_server(listen, port, data_dir)
        if started is None:
            return
        url, bound = started
        creator = HostClient(url, open_timeout=5.0)
        try:
            await creator.hello(token=creator_token)
        except HostError as error:
            await creator.close()
            self.failed.emit(error.code, str(error))
            return
        self._creator, self.creator_token = creator, creator_token
        asyncio.get_running_loop().create_task(self._creator_views(creator))
        addresses = (announce_on if announce_on is not None else
                     tuple(local_addresses()) if listen == "0.0.0.0" else (listen,))
        why = await self._announce(spec, bound, addresses)
        self.hosted.emit(HostedGame(addresses or ("127.0.0.1",), bound, hosted.codes,
                                    hosted.spectators, why))
        await self._seat(url, None, seat_token)

    async def _create(self, url: str, spec: GameSpec, announce_on: tuple[str, ...] | None,
                      port: int | None = None, listen: str = "") -> None:
        creator = HostClient(url, open_timeout=5.0)
        try:
            created = await creator.create(mode=spec.mode, advanced=spec.advanced,
                                           sheet=spec.sheet, seats=list(spec.seats),
                                           names=list(spec.names), hints=spec.hints)
        except HostError as error:
            await creator.close()
            self.failed.emit(error.code, str(error))
            return
        self._creator, self.creator_token = creator, creator.token
        codes = tuple(created.get("codes") or ())
        asyncio.get_running_loop().create_task(self._creator_views(creator))
        if port is not None:
            addresses = (announce_on if announce_on is not None else
                         tuple(local_addresses()) if listen == "0.0.0.0" else (listen,))
            why = await self._announce(spec, port, addresses)
            self.hosted.emit(HostedGame(addresses or ("127.0.0.1",), port, codes,
                                        str(created.get("spectators") or ""), why))
        else:
            self.hosted.emit(HostedGame((url,), 0, codes,
                                        str(created.get("spectators") or ""), ""))
        here = codes[spec.here] if 0 <= spec.here < len(codes) else None
        if here is None:
            self.failed.emit("bad_game", "no seat of this game is played here")
            return
        await self._seat(url, here, None)

    async def _announce(self, spec: GameSpec, port: int, addresses: tuple[str, ...]) -> str:
        if not addresses:
            return "this computer has no network address to announce the game on"
        try:
            self._announced = await announce(
                Announcement(protocol=PROTOCOL_VERSION, game=spec.game_name,
                             host=spec.names[spec.here], mode=spec.mode, advanced=spec.advanced,
                             sheet=spec.sheet, players=len(spec.seats),
                             open_seats=sum(1 for i, k in enumerate(spec.seats)
                                            if k == "person" and i != spec.here),
                             port=port),
                addresses=addresses)
        except (DiscoveryError, ValueError) as error:
            return str(error)
        return ""

    async def _creator_views(self, creator: HostClient) -> None:
        while not self._closing:
            try:
                message = await creator.receive()
            except HostError as error:
                if error.code in ("closed", "unreachable"):
                    return
                continue
            if message.type == "view" and isinstance(message.get("view"), dict):
                self.table_changed.emit(dict(message.get("view")))
            elif message.type == "error":
                self.refused.emit(str(message.get("code", "error")),
                                  str(message.get("message", ""))[:300])

    async def _creator_send(self, type_: str, fields: dict[str, Any]) -> None:
        if self._creator is None:
            self.refused.emit("not_creator", "only the game's creator may do this")
            return
        try:
            await self._creator.send(type_, **fields)
        except HostError as error:
            self.refused.emit(error.code, str(error))

    async def _browse(self, interfaces: tuple[str, ...] | None) -> None:
        await self._stop_browsing()
        browser = GameBrowser(PROTOCOL_VERSION, self._found, interfaces=interfaces)
        try:
            await browser.start()
        except DiscoveryError as error:
            self.browse_failed.emit(str(error))
            return
        self._browser = browser

    def _found(self, event: GameEvent) -> None:
        self.game_found.emit(event)

    async def _stop_browsing(self) -> None:
        browser, self._browser = self._browser, None
        if browser is not None:
            await browser.close()

    async def _drop(self) -> None:
        client = self._client
        if client is not None and client.websocket is not None:
            client.websocket.transport.abort()

    async def _shutdown(self) -> None:
        self._closing = True
        await self._stop_browsing()
        announced, self._announced = self._announced, None
        if announced is not None:
            with contextlib.suppress(Exception):
                await announced.withdraw()
        for client in (self._client, self._creator):
            if client is not None:
                await client.close()
        server, self._server = self._server, None
        if server is not None:
            await server.stop()


__all__ = ["GameSpec", "HostedGame", "NetworkBridge"]

"""The window's network thread: an asyncio loop in a ``QThread`` holding the connection to a
host (and, in a hosting window, the host itself and its announcement), talked to only through
queued signals (docs/network-window.md, section 3).

The interface thread never touches a socket or the session: it calls :meth:`NetworkBridge.send`
(thread-safe, never blocks) and hears :attr:`view_arrived`, :attr:`refused`,
:attr:`connection_changed`, ... in its own thread. What crosses is freshly parsed JSON or frozen
dataclasses. The hosting window runs the same ``GameServer`` as ``welcome-desktop serve`` and
plays its own seats over sockets to it like any other seat: one connection
(:class:`~welcome_desktop.app.online.seat_link.SeatLink`) per person at its screen.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from welcome_desktop.app.online.game_spec import GameSpec, HostedGame
from welcome_desktop.app.online.seat_link import NO_SEAT, SeatLink, join_all, refusal_of
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.lan.discovery import (
    Announced,
    DiscoveryError,
    GameBrowser,
    GameEvent,
    announce,
    local_addresses,
)
from welcome_desktop.network.lan.lan_text import Announcement
from welcome_desktop.network.protocol.address import server_url
from welcome_desktop.network.protocol.messages import IntentFields
from welcome_desktop.network.protocol.wire import PROTOCOL_VERSION
from welcome_desktop.network.server.game_server import GameServer, ServerOptions

#: How long closing the window waits for the network thread (seconds).
CLOSE_WAIT_S = 2.0
#: The hosting window's computer seats wait this long after a change before deciding their
#: turn: the new turn reaches the screen first (they share the interpreter with the window;
#: docs/network-window.md, "Figures").
HOSTED_COMPUTER_DELAY_S = 0.3
#: Reconnection attempts (with backoff, 0.2 s doubling to 5 s: about a minute in all).
RECONNECT_ATTEMPTS = 16
#: After them the host is away: a joined seat tries again, waiting from AWAY_FIRST_S doubling
#: to AWAY_MOST_S between attempts, for AWAY_S (seconds) before it says the host is gone.
AWAY_FIRST_S, AWAY_MOST_S, AWAY_S = 5.0, 60.0, 24 * 3600.0


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

    joined(dict): the host's welcome to a seat (a ``WelcomeFields``: seat, players, token).
    view_arrived(dict): a seat's newest view (its ``seat`` says whose).
    refused(int, str, str, dict): an intent or a hand-over refused: the seat (-1: the
        creator's), code, English message, parameters (a rule's refusal is worded here from
        its code and parameters).
    failed(str, str): joining failed: code, message (a wrong code, no host there...).
    connection_changed(int, str): a seat's connection: "connected", "reconnecting" (the
        first attempts, about a minute), "away" (the host is away: the seat tries now and
        then, for hours, and carries on by itself when it is back) or "gone" (:attr:`state` is
        the window's, all seats together).
    hosted(object): a :class:`HostedGame`, once the hosting window's server listens.
    table_changed(dict): the creator's view of the table (who is connected), hosting only.
    game_found(object): a :class:`~welcome_desktop.network.lan.discovery.GameEvent`.
    browse_failed(str): discovery cannot run here (why).
    """

    joined = Signal(dict)
    view_arrived = Signal(dict)
    refused = Signal(int, str, str, dict)
    failed = Signal(str, str)
    connection_changed = Signal(int, str)
    hosted = Signal(object)
    table_changed = Signal(dict)
    game_found = Signal(object)
    browse_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = _Loop()
        self._thread.start()
        self._thread.ready.wait(5.0)
        #: One connection per seat played in this window (the first one's is :attr:`url`...).
        self.links: list[SeatLink] = []
        self._creator: HostClient | None = None
        self._server: GameServer | None = None
        self._announced: Announced | None = None
        self._browser: GameBrowser | None = None
        self._tasks: set[concurrent.futures.Future[None]] = set()
        self.closing = False
        #: The game's creator's reconnect token, when this window created it.
        self.creator_token: str | None = None
        #: A pause before the first reconnection attempt (seconds): tests hold a seat offline.
        self.offline_s = 0.0
        #: Quick reconnection attempts before the host is said away.
        self.reconnect_attempts = RECONNECT_ATTEMPTS
        #: While the host is away: the first and the longest wait between attempts, and how
        #: long the seat keeps trying before it says the host is gone (seconds; tests shorten).
        self.away_first_s, self.away_most_s, self.away_s = AWAY_FIRST_S, AWAY_MOST_S, AWAY_S

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None:
        """The network thread's loop (None once it stopped)."""
        return self._thread.loop

    def _link(self, seat: int | None = None) -> SeatLink | None:
        if seat is None:
            return self.links[0] if self.links else None
        return next((link for link in self.links if link.seat == seat), None)

    @property
    def url(self) -> str:
        """The host's url, once a seat joined it."""
        link = self._link()
        return link.url if link is not None else ""

    @property
    def token(self) -> str | None:
        """The (first) seat's reconnect token."""
        link = self._link()
        return link.token if link is not None else None

    @property
    def spectators_code(self) -> str | None:
        """A spectator's code (it comes back with it: it has no token)."""
        link = self._link()
        return link.spectators_code if link is not None else None

    @property
    def tokens(self) -> dict[int, str]:
        """Each seat played here and its reconnect token."""
        return {link.seat: link.token for link in self.links
                if link.token is not None and link.seat != NO_SEAT}

    @property
    def state(self) -> str:
        """The window's connection: "gone" when a seat's host is gone, "away" when it is
        away, "reconnecting" when a seat reconnects, "connected" when every seat is, else ""
        (connecting)."""
        states = {link.state for link in self.links}
        for state in ("gone", "away", "reconnecting"):
            if state in states:
                return state
        return "connected" if states == {"connected"} else ""

    # ------------------------------------------------------------ from the interface thread

    def _submit(self, coroutine: Coroutine[Any, Any, None]) -> None:
        loop = self._thread.loop
        if loop is None or self.closing:
            coroutine.close()
            return
        future = asyncio.run_coroutine_threadsafe(coroutine, loop)
        self._tasks.add(future)
        future.add_done_callback(self._tasks.discard)

    def join(self, address: str, code: str | None = None, token: str | None = None,
             name: str | None = None) -> None:
        """Join the game at ``address`` with a join code (``name``: the seat's name in the
        game's lobby) or a reconnect token."""
        try:
            url = server_url(address)
        except ValueError as error:
            self.failed.emit("bad_address", str(error))
            return
        link = SeatLink(self)
        self.links = [link]
        self._submit(self._run(link, url, code, token, name))

    def rejoin(self, address: str, tokens: tuple[str, ...]) -> None:
        """Come back to the seats played here with their reconnect tokens (one connection
        each), as a window restarted after playing them."""
        if len(tokens) == 1:
            self.join(address, token=tokens[0])
            return
        try:
            url = server_url(address)
        except ValueError as error:
            self.failed.emit("bad_address", str(error))
            return
        self.links = [SeatLink(self) for _ in tokens]
        self._submit(join_all(self.links, url, [(None, token) for token in tokens]))

    def host(self, spec: GameSpec, listen: str = "0.0.0.0", port: int = 0,
             data_dir: Path | None = None, announce_on: tuple[str, ...] | None = None) -> None:
        """Start a server here, create ``spec``'s game on it, announce it on the local network
        (``announce_on``: the addresses announced, default this computer's) and join its
        seats played here (nobody here: watch it with the spectators' code, the table
        screen)."""
        self.links = [SeatLink(self) for _ in spec.seats_here or (None,)]
        self._submit(self._host(spec, listen, port, data_dir, announce_on))

    def host_again(self, spec: GameSpec, data_dir: Path, port: int, *, hosted: HostedGame,
                   creator_token: str, seat_tokens: tuple[str, ...], listen: str = "0.0.0.0",
                   announce_on: tuple[str, ...] | None = None) -> None:
        """Host again the game saved in ``data_dir`` (a window's hosted game, after a restart):
        the server resumes it on ``port``, the creator and the seats here come back with their
        tokens, the seats elsewhere reconnect by themselves."""
        self.links = [SeatLink(self) for _ in seat_tokens or (None,)]
        self._submit(self._host_again(spec, data_dir, port, hosted=hosted,
                                      tokens=(creator_token, seat_tokens), listen=listen,
                                      announce_on=announce_on))

    def create_on(self, address: str, spec: GameSpec) -> None:
        """Create ``spec``'s game on a ``serve`` at ``address`` and join its seats here."""
        try:
            url = server_url(address)
        except ValueError as error:
            self.failed.emit("bad_address", str(error))
            return
        self.links = [SeatLink(self) for _ in spec.seats_here or (None,)]
        self._submit(self._create(url, spec, None))

    def send(self, type_: str, fields: IntentFields) -> None:
        """Send an intent of the (first) seat (dropped while the connection is down: the table
        sends what is missing again when it comes back)."""
        link = self._link()
        if link is not None:
            link.send(type_, fields)

    def sends_for(self, seat: int) -> Callable[[str, IntentFields], None]:
        """What sends ``seat``'s intents: over that seat's own connection, never another's."""
        def send(type_: str, fields: IntentFields) -> None:
            link = self._link(seat)
            if link is not None:
                link.send(type_, fields)
        return send

    def retry(self) -> bool:
        """After the host went away: each seat waiting for it tries at once, each seat gone
        tries again with its reconnect token (a spectator with the spectators' code); False
        when none can."""
        away = [link for link in self.links if link.state == "away"]
        for link in away:
            link.try_now()
        again = [link for link in self.links if link.state in ("gone", "")
                 and link.url and (link.token or link.spectators_code)]
        for link in again:
            link.state = ""
            self._submit(self._run(link, link.url, None if link.token
                                   else link.spectators_code, link.token))
        return bool(again or away)

    def hand_over(self, seat: int, level: str) -> None:
        """The creator hands an absent seat to a computer player of ``level``."""
        self._submit(self._creator_send("hand_over", {"seat": seat, "level": level}))

    def start_game(self, computers: str | None) -> None:
        """The creator starts the game from its lobby (``computers``: the level of the
        computer players given the seats nobody joined; None leaves them open)."""
        self._submit(self._creator_send("start", {} if computers is None
                                        else {"computers": computers}))

    def browse(self, interfaces: tuple[str, ...] | None = None) -> None:
        """Look for games on the local network (``game_found`` for each change)."""
        self._submit(self._browse(interfaces))

    def stop_browsing(self) -> None:
        self._submit(self._stop_browsing())

    def drop_connection(self) -> None:
        """Cut the seats' connections as a network fault would (tests)."""
        for link in self.links:
            self._submit(link.drop())

    def close(self) -> None:
        """Withdraw the announcement, close the connections and the server, and stop the
        thread, waiting at most :data:`CLOSE_WAIT_S`: never longer."""
        if self.closing:
            return
        loop = self._thread.loop
        if loop is not None:
            with contextlib.suppress(RuntimeError):
                future = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
                with contextlib.suppress(Exception):
                    future.result(CLOSE_WAIT_S)
        self.closing = True
        self._thread.stop()
        self._thread.wait(int(CLOSE_WAIT_S * 1000))

    # ------------------------------------------------------------ in the network thread

    async def _run(self, link: SeatLink, url: str, code: str | None,
                   token: str | None, name: str | None = None) -> None:
        await link.run(url, code, token, name)

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
                          hosted: HostedGame, tokens: tuple[str, tuple[str, ...]],
                          listen: str, announce_on: tuple[str, ...] | None) -> None:
        creator_token, seat_tokens = tokens
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
        if spec.table_screen:  # nobody plays here: the table screen watches again
            await join_all(self.links, url, [(hosted.spectators, None)])
            return
        await join_all(self.links, url, [(None, token) for token in seat_tokens])

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
        codes, spectators = tuple(created["codes"]), created["spectators"]
        asyncio.get_running_loop().create_task(self._creator_views(creator))
        if port is not None:
            addresses = (announce_on if announce_on is not None else
                         tuple(local_addresses()) if listen == "0.0.0.0" else (listen,))
            why = await self._announce(spec, port, addresses)
            self.hosted.emit(HostedGame(addresses or ("127.0.0.1",), port, codes,
                                        spectators, why))
        else:
            self.hosted.emit(HostedGame((url,), 0, codes, spectators, ""))
        if spec.table_screen and spectators:
            # Nobody plays here: the window watches its own game, the public table only.
            await join_all(self.links, url, [(spectators, None)])
            return
        here = [codes[seat] if 0 <= seat < len(codes) else None for seat in spec.seats_here]
        if not here or None in here:
            self.failed.emit("bad_game", "no seat of this game is played here")
            return
        await join_all(self.links, url, [(code, None) for code in here])

    async def _announce(self, spec: GameSpec, port: int, addresses: tuple[str, ...]) -> str:
        if not addresses:
            return "this computer has no network address to announce the game on"
        try:
            self._announced = await announce(
                Announcement(protocol=PROTOCOL_VERSION, game=spec.game_name,
                             host=spec.host_name, mode=spec.mode, advanced=spec.advanced,
                             sheet=spec.sheet, players=len(spec.seats),
                             open_seats=sum(1 for i, k in enumerate(spec.seats)
                                            if k == "person" and i not in spec.seats_here),
                             port=port),
                addresses=addresses)
        except (DiscoveryError, ValueError) as error:
            return str(error)
        return ""

    async def _creator_views(self, creator: HostClient) -> None:
        while not self.closing:
            try:
                message = await creator.receive()
            except HostError as error:
                if error.code in ("closed", "unreachable"):
                    return
                continue
            if message.view is not None:
                self.table_changed.emit(message.view)
            elif message.type == "error":
                self.refused.emit(NO_SEAT, *refusal_of(message))

    async def _creator_send(self, type_: str, fields: IntentFields) -> None:
        if self._creator is None:
            self.refused.emit(NO_SEAT, "not_creator", "only the game's creator may do this", {})
            return
        try:
            await self._creator.send(type_, **fields)
        except HostError as error:
            self.refused.emit(NO_SEAT, error.code, str(error), {})

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

    async def _shutdown(self) -> None:
        self.closing = True
        await self._stop_browsing()
        announced, self._announced = self._announced, None
        if announced is not None:
            with contextlib.suppress(Exception):
                await announced.withdraw()
        for link in self.links:
            await link.close()
        if self._creator is not None:
            await self._creator.close()
        server, self._server = self._server, None
        if server is not None:
            await server.stop()


__all__ = ["GameSpec", "HostedGame", "NetworkBridge"]

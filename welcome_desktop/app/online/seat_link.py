"""One seat's connection to a host, in the window's network thread (docs/network-window.md,
section 3): the hello with a join code or a reconnect token, the intents sent in order, the
views received, and the reconnection with backoff when the connection drops: quick attempts
first ("reconnecting"), then, the host being away ("away"), an attempt now and then for hours,
the seat carrying on by itself when the host is back ("gone" only when it never came back, or
no longer knows the seat).

A window has one :class:`SeatLink` per seat it plays (a joined window one; a hosting window one
for each person at its screen): the host knows each seat by its own connection, never by what
a message says. A link reports through its owner's signals (:class:`LinkOwner`: the window's
``NetworkBridge``), which carry the link's seat.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from welcome_desktop.network.client.host_client import HostClient, HostError, backoff_delays
from welcome_desktop.network.protocol.messages import IntentFields
from welcome_desktop.network.protocol.wire import Message

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

#: The seat of a link that has none yet (before the welcome), or a spectator's.
NO_SEAT = -1


class LinkOwner(Protocol):
    """What a link reads of the bridge that owns it, and the signals it reports through
    (``joined``, ``view_arrived``, ``refused``, ``failed``, ``connection_changed``: see
    ``NetworkBridge``)."""

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None: ...
    @property
    def closing(self) -> bool: ...
    @property
    def offline_s(self) -> float: ...
    @property
    def reconnect_attempts(self) -> int: ...
    @property
    def away_s(self) -> float: ...
    @property
    def away_first_s(self) -> float: ...
    @property
    def away_most_s(self) -> float: ...
    @property
    def joined(self) -> SignalInstance: ...
    @property
    def view_arrived(self) -> SignalInstance: ...
    @property
    def refused(self) -> SignalInstance: ...
    @property
    def failed(self) -> SignalInstance: ...
    @property
    def connection_changed(self) -> SignalInstance: ...


class SeatLink:
    """One seat's connection (see the module's docstring). Its coroutines run on the bridge's
    loop; :meth:`send` may be called from the interface thread."""

    def __init__(self, bridge: LinkOwner) -> None:
        self.bridge = bridge
        self.client: HostClient | None = None
        self.queue: asyncio.Queue[tuple[str, IntentFields]] | None = None
        self.url = ""
        self.token: str | None = None
        self.spectators_code: str | None = None
        self.seat = NO_SEAT
        self.state = ""
        #: Called once welcomed (before ``joined`` is said): the next seat may say hello.
        self.on_welcome: Callable[[], None] | None = None
        #: Set while the host is away: the next attempt is made at once.
        self._try_now: asyncio.Event | None = None

    def send(self, type_: str, fields: IntentFields) -> None:
        """Queue an intent of the seat (thread-safe; dropped while the connection is down: the
        table sends what is missing again when it comes back)."""
        loop, queue = self.bridge.loop, self.queue
        if loop is not None and queue is not None and not self.bridge.closing:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(queue.put_nowait, (type_, fields))

    async def run(self, url: str, code: str | None, token: str | None,
                  name: str | None = None) -> bool:
        """Say hello with ``code`` (and ``name``, the seat's name in the lobby) or ``token``;
        on a welcome, say ``joined`` and carry the seat's messages until the connection is
        closed or the host is gone. False (said through ``failed``) when the hello was
        refused."""
        bridge = self.bridge
        client = HostClient(url, open_timeout=5.0)
        try:
            welcome = await client.hello(code=code, token=token, name=name)
        except HostError as error:
            await client.close()
            bridge.failed.emit(error.code, str(error))
            return False
        self.url, self.token, self.client = url, client.token, client
        seat = welcome["seat"]
        self.seat = NO_SEAT if seat is None else seat
        #: A spectator has no token: it comes back with the spectators' code.
        self.spectators_code = code if seat is None and not client.token else None
        self.queue = asyncio.Queue()
        if self.on_welcome is not None:
            self.on_welcome()
        sender = asyncio.get_running_loop().create_task(self._send_forever(client, self.queue))
        bridge.joined.emit(dict(welcome))
        self._set_state("connected")
        try:
            await self._receive_forever(client)
        finally:
            sender.cancel()
        return True

    async def _receive_forever(self, client: HostClient) -> None:
        bridge = self.bridge
        while not bridge.closing:
            try:
                message = await client.receive()
            except HostError as error:
                if bridge.closing:
                    return
                if error.code not in ("closed", "unreachable"):
                    bridge.refused.emit(self.seat, error.code, str(error), {})
                    continue
                self._set_state("reconnecting")
                await asyncio.sleep(bridge.offline_s)
                try:
                    await self._come_back(client)
                except HostError as error:
                    if error.code != "gone" or not await self._wait_for_host(client):
                        self._set_state("gone")
                        return
                self._set_state("connected")
                continue
            if message.view is not None:
                bridge.view_arrived.emit(message.view)
            elif message.type == "error":
                bridge.refused.emit(self.seat, *refusal_of(message))

    async def _come_back(self, client: HostClient) -> None:
        """Reconnect: a seat with its token, a spectator with the spectators' code."""
        code = self.spectators_code
        attempts = self.bridge.reconnect_attempts
        if client.token is not None or code is None:
            await client.reconnect(attempts=attempts)
            return
        await client.close()
        for _, delay in zip(range(attempts), backoff_delays(), strict=False):
            try:
                await client.hello(code=code)
                return
            except HostError as error:
                if error.code not in ("unreachable", "closed"):
                    raise
            await asyncio.sleep(delay)
        raise HostError("the server is gone", "gone")

    async def _wait_for_host(self, client: HostClient) -> bool:
        """The host did not come back within the first attempts: it is away. Keep trying,
        waiting longer after each attempt (up to the owner's ``away_most_s``) or until
        :meth:`try_now`, for ``away_s`` in all; True once back, False when the host never
        came back or no longer knows the seat (its game is over or gone)."""
        bridge = self.bridge
        self._set_state("away")
        loop = asyncio.get_running_loop()
        self._try_now = asyncio.Event()
        deadline = loop.time() + bridge.away_s
        delays = backoff_delays(bridge.away_first_s, bridge.away_most_s)
        while not bridge.closing and loop.time() < deadline:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._try_now.wait(),
                                       min(next(delays), max(0.0, deadline - loop.time())))
            self._try_now.clear()
            try:
                await self._attempt(client)
            except HostError as error:
                if error.code in ("unreachable", "closed"):
                    continue
                return False
            return True
        return False

    async def _attempt(self, client: HostClient) -> None:
        """One try to come back (HostError when it fails)."""
        await client.close()
        if client.token is not None or self.spectators_code is None:
            if client.token is None:
                raise HostError("there is no reconnect token", "no_token")
            await client.hello(token=client.token)
        else:
            await client.hello(code=self.spectators_code)

    def try_now(self) -> None:
        """While the host is away: try to come back now rather than after the wait
        (thread-safe)."""
        loop, event = self.bridge.loop, self._try_now
        if loop is not None and event is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(event.set)

    @staticmethod
    async def _send_forever(client: HostClient,
                            queue: asyncio.Queue[tuple[str, IntentFields]]) -> None:
        while True:
            type_, fields = await queue.get()
            with contextlib.suppress(HostError):  # down: the table catches up on return
                await client.send(type_, **fields)

    def _set_state(self, state: str) -> None:
        self.state = state
        self.bridge.connection_changed.emit(self.seat, state)

    async def drop(self) -> None:
        """Cut the connection as a network fault would."""
        client = self.client
        if client is not None and client.websocket is not None:
            client.websocket.transport.abort()

    async def close(self) -> None:
        if self.client is not None:
            await self.client.close()


def refusal_of(message: Message) -> tuple[str, str, dict[str, object]]:
    """An ``error`` message's code, English sentence and parameters (``{}`` when it has
    none, or none this window can read)."""
    params = message.get("params")
    return (str(message.get("code", "error"))[:80], str(message.get("message", ""))[:300],
            dict(params) if isinstance(params, dict) else {})


async def join_all(links: list[SeatLink], url: str,
                   keys: list[tuple[str | None, str | None]]) -> None:
    """Join each seat played here over its own connection (a code or a token each), one
    after the other so that the first seat is the first to be shown, then carry them all
    until the window closes."""
    running = []
    for link, (code, token) in zip(links, keys, strict=False):
        joined = asyncio.Event()
        task = asyncio.get_running_loop().create_task(_joined_then_run(
            link, url, code, token, joined))
        running.append(task)
        await joined.wait()
        if task.done() and not task.result():
            break  # refused (said through ``failed``): the others are not tried
    await asyncio.gather(*running, return_exceptions=True)


async def _joined_then_run(link: SeatLink, url: str, code: str | None,
                           token: str | None, joined: asyncio.Event) -> bool:
    link.on_welcome = joined.set
    try:
        return await link.run(url, code, token)
    finally:
        joined.set()


__all__ = ["NO_SEAT", "SeatLink", "join_all", "refusal_of"]

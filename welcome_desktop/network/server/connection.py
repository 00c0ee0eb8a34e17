"""One client's connection on the server: its own send queue, its rate limit, who it is.

Nothing the server does for one game ever waits on a client: a message to a client goes into
that connection's queue and its own writer task sends it. Views are coalesced: a connection
holds at most one view to send, built when its writer gets to it (from the parts the session
keeps encoded, :mod:`~welcome_desktop.network.host.view_text`), so a client that stops reading
costs the server one pending view, and is closed once a send has waited longer than
``send_timeout`` or its queue of other messages overflows.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from welcome_desktop.network.protocol.wire import encode, encode_view
from welcome_desktop.network.server.budgets import TokenBucket

if TYPE_CHECKING:
    from welcome_desktop.network.host.session import HostSession, Member


class ViewSource(Protocol):
    """What a connection reads of the game it serves (``hosted_game.HostedGame``)."""

    @property
    def session(self) -> HostSession: ...

    @property
    def views_held(self) -> bool:
        """A change is being written to disk: no view goes out until it is there."""


G = TypeVar("G", bound=ViewSource)


@dataclass(frozen=True, slots=True)
class Limits:
    """The server's limits per connection (tests and benchmarks may loosen them)."""

    rate: float = 20.0
    """Messages a second a connection may send on average..."""
    burst: float = 40.0
    """...and in a burst; beyond, each message gets a ``rate_limited`` error."""
    flood_close: int = 200
    """Messages refused in a row for the rate before the connection is closed."""
    send_timeout: float = 10.0
    """Seconds one send may wait on a client that does not read before it is closed."""
    max_queue: int = 64
    """Messages (other than views) waiting for one client before it is closed as too slow."""
    failures_per_connection: int = 10
    """Wrong codes on one connection before it is closed."""


class Connection(Generic[G]):
    """A connected client: its websocket, its sequence numbers, its member in a game."""

    def __init__(self, websocket: ServerConnection, limits: Limits) -> None:
        self.websocket = websocket
        self.limits = limits
        self.peer = _peer_host(websocket)
        self.bucket = TokenBucket(limits.rate, limits.burst)
        self.refused_in_a_row = 0
        self.failures = 0
        self.last_seq = 0
        self.out_seq = 0
        self.member: Member | None = None
        self.game: G | None = None
        self._queue: deque[str] = deque()
        self._view_due = False
        self._wake = asyncio.Event()
        self._closing = False
        self._writer: asyncio.Task[None] | None = None
        self._closer: asyncio.Task[None] | None = None

    # ------------------------------------------------------------ sending

    def start(self) -> None:
        """Start the writer task (once the connection is accepted)."""
        self._writer = asyncio.get_running_loop().create_task(self._write_loop())

    def send(self, type_: str, **fields: Any) -> None:
        """Queue a message; never waits. A client too far behind is closed."""
        if self._closing:
            return
        if len(self._queue) >= self.limits.max_queue:
            self.close(1008, "too slow: messages piled up unread")
            return
        self.out_seq += 1
        self._queue.append(encode(type_, self.out_seq, **fields))
        self._wake.set()

    def error(self, code: str, message: str, reply_to: int | None = None,
              **details: Any) -> None:
        """Queue an error message (what was refused and why)."""
        self.send("error", code=code, message=message, reply_to=reply_to, **details)

    def view_changed(self) -> None:
        """This connection's view changed: send the newest one when the writer gets to it."""
        if not self._closing and self.member is not None:
            self._view_due = True
            self._wake.set()

    def views_released(self) -> None:
        """The game's writes are done: send the view held meanwhile, if one is due."""
        if self._view_due:
            self._wake.set()

    def _next_frame(self) -> str | None:
        if self._queue:
            return self._queue.popleft()
        if self._view_due:
            self._view_due = False
            game, member = self.game, self.member
            if game is None or member is None:
                return None
            if game.views_held:  # sent once the write is done (views_released)
                self._view_due = True
                return None
            self.out_seq += 1
            return encode_view(self.out_seq, game.session.view_text(member.seat))
        return None

    async def _write_loop(self) -> None:
        try:
            while True:
                await self._wake.wait()
                self._wake.clear()
                while (frame := self._next_frame()) is not None:
                    await asyncio.wait_for(self.websocket.send(frame), self.limits.send_timeout)
                if self._closing:
                    return
        except TimeoutError:
            self._closing = True
            self.websocket.transport.abort()  # the peer does not read: drop it at once
        except ConnectionClosed:
            self._closing = True

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close once the queued messages are sent (or at once if the client does not read)."""
        if self._closing:
            return
        self._closing = True
        self._wake.set()
        self._closer = asyncio.get_running_loop().create_task(
            self._close_after_writer(code, reason))

    async def _close_after_writer(self, code: int, reason: str) -> None:
        if self._writer is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self._writer), self.limits.send_timeout)
        await self.websocket.close(code, reason)

    async def stop(self) -> None:
        """The connection ended: stop the writer."""
        self._closing = True
        if self._writer is not None and not self._writer.done():
            self._writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._writer

    @property
    def closing(self) -> bool:
        return self._closing


def _peer_host(websocket: ServerConnection) -> str:
    """The client's address without its port (where wrong codes are counted)."""
    address = websocket.remote_address
    if isinstance(address, tuple) and address:
        return str(address[0])
    return str(address)

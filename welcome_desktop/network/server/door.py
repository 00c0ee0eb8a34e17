"""The server's door: how many connections it keeps open, and how long one may stay without
saying ``hello``.

Each connection is counted from the moment its socket is accepted until it closes, by its
address (an IPv6 address by its /64, as one machine may hold all of it). Until its ``hello``
or ``create`` is taken, a connection *waits*:

- one that waits longer than ``hello_timeout_s`` (10 s) is closed (code 1008, "no hello
  within 10 s"; one still in its WebSocket handshake is dropped);
- beyond ``waiting_per_address`` waiting from one address, or ``waiting`` in all, the oldest
  waiting one is dropped for the newcomer: sockets that never speak cannot keep anyone out,
  since a client says hello as soon as it is connected;
- beyond ``per_address`` connections from one address, or ``connections`` in all (never more
  than the process's file limit allows, less :data:`FILES_KEPT`), a newcomer is dropped at
  once unless a waiting one can make room.

When the process runs out of file descriptors all the same, asyncio's accept fails over and
over (it logged thousands of tracebacks a second): those failures are counted and logged as one
line per ``log_interval_s``, so the log never fills a disk.
"""

from __future__ import annotations

import asyncio
import errno
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from websockets.asyncio.server import ServerConnection
from websockets.protocol import State

from welcome_desktop.network.server.budgets import address_key

#: Files the server keeps for itself besides its connections (its saves and host files being
#: written, the interpreter's own, the listening sockets).
FILES_KEPT: Final = 64
_OUT_OF_RESOURCES: Final = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})


@dataclass(frozen=True, slots=True)
class DoorLimits:
    """How many connections the server keeps, and how long one may wait for its hello
    (tests may shorten or tighten them)."""

    hello_timeout_s: float = 10.0
    """Seconds from a socket's accept to its hello (or create) being taken."""
    waiting_per_address: int = 64
    """Connections from one address not past their hello; the oldest goes for a newcomer."""
    waiting: int = 512
    """Connections not past their hello, in all; the oldest goes for a newcomer."""
    per_address: int = 1000
    """Connections from one address (behind a proxy: all of them)."""
    connections: int = 10_000
    """Connections in all (the file limit may allow fewer)."""
    log_interval_s: float = 60.0
    """The accept failures of this long are logged as one line."""


def file_room() -> int | None:
    """Connections the process's file limit leaves room for (None: no limit known)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit on sockets
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return None
    return max(1, soft - FILES_KEPT)


class Door:
    """Counts the server's connections, drops the ones over its limits and the ones too slow
    to say hello, and logs accept failures once in a while."""

    def __init__(self, limits: DoorLimits, log: Callable[[str], None]) -> None:
        self.limits = limits
        self._log = log
        room = file_room()
        #: The most connections kept open at once.
        self.most = limits.connections if room is None else min(limits.connections, room)
        self._address: dict[ServerConnection, str] = {}
        self._per_address: Counter[str] = Counter()
        self._waiting: dict[ServerConnection, asyncio.TimerHandle | None] = {}
        self._waiting_at: dict[str, dict[ServerConnection, None]] = {}
        self._closing: set[asyncio.Task[None]] = set()
        self.dropped = 0
        """Connections dropped to make room or refused (over a limit)."""
        self.timed_out = 0
        """Connections closed for saying no hello in time."""
        self.accept_failures = 0
        self._unlogged_failures = 0
        self._next_log = 0.0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._previous_handler: Any = None

    # ------------------------------------------------------------ counting

    @property
    def open(self) -> int:
        """Connections open now (counted ones)."""
        return len(self._address)

    @property
    def waiting(self) -> int:
        """Connections not past their hello now."""
        return len(self._waiting)

    def admit(self, websocket: ServerConnection, host: str) -> bool:
        """Count a connection just accepted from ``host``; False when it must be dropped (no
        room even after dropping a waiting one)."""
        key = address_key(host)
        limits = self.limits
        waiting_here = self._waiting_at.get(key, {})
        if self._per_address[key] >= limits.per_address or (
                len(waiting_here) >= limits.waiting_per_address):
            if not waiting_here:
                self.dropped += 1
                return False
            self._drop(next(iter(waiting_here)))
        if self.open >= self.most or self.waiting >= min(limits.waiting, self.most):
            if not self._waiting:
                self.dropped += 1
                return False
            self._drop(next(iter(self._waiting)))
        self._address[websocket] = key
        self._per_address[key] += 1
        loop = asyncio.get_running_loop()
        self._waiting[websocket] = loop.call_later(limits.hello_timeout_s, self._too_late,
                                                   websocket)
        self._waiting_at.setdefault(key, {})[websocket] = None
        return True

    def entered(self, websocket: ServerConnection) -> None:
        """The connection's hello (or create) was taken: it waits no more."""
        timer = self._waiting.pop(websocket, None)
        if timer is not None:
            timer.cancel()
        self._forget_waiting(websocket)

    def left(self, websocket: ServerConnection) -> None:
        """The connection closed (or was dropped): it counts no more."""
        self.entered(websocket)
        key = self._address.pop(websocket, None)
        if key is not None:
            self._per_address[key] -= 1
            if self._per_address[key] <= 0:
                del self._per_address[key]

    def _forget_waiting(self, websocket: ServerConnection) -> None:
        key = self._address.get(websocket, "")
        here = self._waiting_at.get(key)
        if here is not None:
            here.pop(websocket, None)
            if not here:
                del self._waiting_at[key]

    def _drop(self, websocket: ServerConnection) -> None:
        """Close a waiting connection at once, to make room."""
        self.dropped += 1
        self.left(websocket)
        websocket.transport.abort()

    def _too_late(self, websocket: ServerConnection) -> None:
        """No hello in time: close, saying why when the WebSocket is open. The connection
        stays counted as waiting until it is closed (the first to go for a newcomer)."""
        if websocket not in self._waiting:
            return
        self._waiting[websocket] = None
        self.timed_out += 1
        if websocket.protocol.state is not State.OPEN:
            websocket.transport.abort()
            return
        seconds = f"{self.limits.hello_timeout_s:g}"
        task = asyncio.get_running_loop().create_task(
            websocket.close(1008, f"no hello within {seconds} s"))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    def connection_class(self) -> type[ServerConnection]:
        """The websockets connection the server makes for each socket: counted by this door
        from its accept to its end."""
        door = self

        class CountedConnection(ServerConnection):
            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                peer = transport.get_extra_info("peername")
                host = str(peer[0]) if isinstance(peer, tuple) and peer else str(peer)
                if not door.admit(self, host):
                    self.transport.abort()

            def connection_lost(self, exc: Exception | None) -> None:
                door.left(self)
                super().connection_lost(exc)

        return CountedConnection

    # ------------------------------------------------------------ accept failures

    def watch(self, loop: asyncio.AbstractEventLoop) -> None:
        """Count ``loop``'s accept failures (out of file descriptors, of memory) and log them
        once per interval; every other error goes to the loop's handler as before."""
        self._loop = loop
        self._previous_handler = loop.get_exception_handler()
        loop.set_exception_handler(self._exception)

    def close(self) -> None:
        """Stop the timers and give the loop its error handler back."""
        for timer in self._waiting.values():
            if timer is not None:
                timer.cancel()
        if self._loop is not None:
            self._loop.set_exception_handler(self._previous_handler)
            self._loop = None

    def _exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        if isinstance(error, OSError) and error.errno in _OUT_OF_RESOURCES and (
                "accept" in str(context.get("message", ""))):
            self.accept_failures += 1
            self._unlogged_failures += 1
            now = time.monotonic()
            if now >= self._next_log:
                times = "once" if self._unlogged_failures == 1 else \
                    f"{self._unlogged_failures} times"
                self._log(f"cannot accept connections: {error.strerror or error} "
                          f"({times} since the last such line; "
                          f"{self.open} connections open, {self.waiting} before their hello; "
                          f"said at most every {self.limits.log_interval_s:g} s)")
                self._unlogged_failures = 0
                self._next_log = now + self.limits.log_interval_s
            return
        if self._previous_handler is not None:
            self._previous_handler(loop, context)
        else:
            loop.default_exception_handler(context)


__all__ = ["FILES_KEPT", "Door", "DoorLimits", "file_room"]

"""The asyncio client of a game host: connect, say hello, send intents, read views, and come
back with the reconnect token (with backoff) when the connection drops.

Used by ``welcome-desktop create``, ``join`` and ``seat``, the window, the tests and
benchmarks. Every failure is a :class:`HostError` with one line a person can read.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import itertools
import ssl
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from welcome_desktop.network.protocol.reply_model import (
    CodeFields,
    CreatedFields,
    ReplyError,
    WelcomeFields,
    read_code,
    read_created,
    read_welcome,
)
from welcome_desktop.network.protocol.view_model import HostView, ViewError, read_view
from welcome_desktop.network.protocol.wire import (
    Message,
    ProtocolError,
    decode_server,
    encode,
)

_Reply = TypeVar("_Reply", WelcomeFields, CreatedFields, CodeFields)

#: The codes of a HostError that say the server is away (out of reach, or the connection cut),
#: not that it refused: worth trying again.
AWAY = frozenset({"unreachable", "closed"})


class HostError(Exception):
    """The host cannot be reached or refused us; the message is one line, ``code`` stable."""

    def __init__(self, message: str, code: str = "unreachable") -> None:
        super().__init__(message)
        self.code = code


def backoff_delays(first: float = 0.2, most: float = 5.0) -> Iterator[float]:
    """The waits between reconnection attempts: doubling from ``first`` up to ``most``."""
    delay = first
    while True:
        yield delay
        delay = min(most, delay * 2)


class HostClient:
    """One connection to a host, as a seat, a spectator or a game's creator."""

    def __init__(self, url: str, ssl_context: ssl.SSLContext | None = None,
                 open_timeout: float = 10.0, local_host: str | None = None) -> None:
        """``local_host``: the local address to connect from (None: the system's choice)."""
        self.url = url
        self.local_host = local_host
        self.ssl_context = ssl_context
        self.open_timeout = open_timeout
        self.websocket: ClientConnection | None = None
        self.seq = 0
        self.token: str | None = None
        self.welcome: WelcomeFields | None = None
        #: The last view read (checked against the view's model).
        self.view: HostView | None = None

    # ------------------------------------------------------------ connection

    async def _open(self) -> ClientConnection:
        self.seq = 0
        try:
            context = self.ssl_context
            if context is None and self.url.startswith("wss://"):
                context = ssl.create_default_context()  # the system's trusted authorities
            extra: dict[str, Any] = {}
            if self.local_host is not None:
                extra["local_addr"] = (self.local_host, 0)
            websocket = await connect(
                self.url, ssl=context, max_size=None, compression=None,
                open_timeout=self.open_timeout, ping_interval=20, ping_timeout=20, **extra)
        except InvalidURI:
            raise HostError(f"{self.url} is not a server address", "bad_address") from None
        except (OSError, TimeoutError, InvalidHandshake, ssl.SSLError) as error:
            # (a certificate refused is an SSLError, and a ValueError too: caught here first)
            reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
            raise HostError(f"cannot reach the server at {self.url} ({reason})") from None
        except ValueError:
            raise HostError(f"{self.url} is not a server address", "bad_address") from None
        self.websocket = websocket
        return websocket

    async def hello(self, *, code: str | None = None, token: str | None = None,
                    name: str | None = None) -> WelcomeFields:
        """Connect and join with a join code (``name``: the display name the seat takes in
        the game's lobby) or a reconnect token; returns the welcome (HostError ``bad_reply``
        when it cannot be read)."""
        await self._open()
        fields: dict[str, str | None] = {"code": code} if code is not None else {"token": token}
        if code is not None and name:
            fields["name"] = name
        welcome = _read(read_welcome, await self._request("hello", "welcome", **fields))
        self.welcome = welcome
        self.token = welcome["token"] or token
        return welcome

    async def create(self, **fields: Any) -> CreatedFields:
        """Connect and create a game; returns the ``created`` message's fields (the codes)."""
        await self._open()
        welcome = _read(read_welcome, await self._request("create", "welcome", **fields))
        self.welcome = welcome
        self.token = welcome["token"]
        while True:
            message = await self.receive()
            if message.type == "created":
                return _read(read_created, message)
            if message.type == "error":
                raise _refusal(message)

    async def _request(self, type_: str, answer: str, **fields: Any) -> Message:
        await self.send(type_, **fields)
        while True:
            message = await self.receive()
            if message.type == answer:
                return message
            if message.type == "error":
                raise _refusal(message)

    async def reconnect(self, attempts: int | None = 12, first_delay: float = 0.2, *,
                        patience: float | None = None, most_delay: float = 5.0,
                        waiting: Callable[[HostError, float], None] | None = None
                        ) -> WelcomeFields:
        """Come back with the reconnect token, waiting longer after each failed attempt.

        At most ``attempts`` tries (None: no limit), and with ``patience`` for at most that
        many seconds; the waits double from ``first_delay`` up to ``most_delay``. Only a
        server out of reach or a connection cut is tried again; a refusal (the token is not
        the game's any more, ...) is raised at once. ``waiting`` hears of each failed try and
        the wait before the next one. HostError ``gone`` when there is no try left."""
        if self.token is None:
            raise HostError("there is no reconnect token: join first", "no_token")
        await self.close()
        last: HostError | None = None
        loop = asyncio.get_running_loop()
        until = None if patience is None else loop.time() + patience
        tries = itertools.count() if attempts is None else range(attempts)
        for _, delay in zip(tries, backoff_delays(first_delay, most_delay), strict=False):
            try:
                return await self.hello(token=self.token)
            except HostError as error:
                if error.code not in AWAY:
                    raise
                last = error
            await self.close()
            if until is not None and loop.time() + delay > until:
                break
            if waiting is not None:
                waiting(last, delay)
            await asyncio.sleep(delay)
        if last is None:
            raise HostError("the server is gone", "gone")
        raise HostError(f"the server is gone: {last}", "gone")

    async def close(self) -> None:
        websocket, self.websocket = self.websocket, None
        if websocket is not None:
            with contextlib.suppress(ConnectionClosed, OSError):
                await websocket.close()

    # ------------------------------------------------------------ messages

    async def send(self, type_: str, **fields: Any) -> int:
        """Send a message; returns its sequence number."""
        websocket = self.websocket
        if websocket is None:
            raise HostError("not connected", "closed")
        self.seq += 1
        try:
            await websocket.send(encode(type_, self.seq, **fields))
        except ConnectionClosed:
            raise HostError("the connection to the server closed", "closed") from None
        return self.seq

    async def send_raw(self, frame: str | bytes) -> None:
        """Send a frame as it is (tests of a hostile client)."""
        websocket = self.websocket
        if websocket is None:
            raise HostError("not connected", "closed")
        try:
            await websocket.send(frame)
        except ConnectionClosed:
            raise HostError("the connection to the server closed", "closed") from None

    async def receive(self, timeout: float | None = None) -> Message:
        """The next message from the server; a view is read through its model (HostError
        ``bad_view`` when it does not match: the message is dropped) and kept as :attr:`view`
        and the message's ``view``."""
        websocket = self.websocket
        if websocket is None:
            raise HostError("not connected", "closed")
        try:
            frame = await asyncio.wait_for(websocket.recv(), timeout)
        except ConnectionClosed as closed:
            reason = closed.rcvd.reason if closed.rcvd is not None else ""
            raise HostError("the connection to the server closed"
                            + (f" ({reason})" if reason else ""), "closed") from None
        try:
            message = decode_server(frame)
        except ProtocolError as error:
            raise HostError(f"the server sent something unreadable: {error}",
                            error.code) from None
        if message.type == "view":
            try:
                view = read_view(message.fields.get("view"))
            except ViewError as error:
                raise HostError(f"the server sent a view this client cannot read: {error}",
                                "bad_view") from None
            message = dataclasses.replace(message, view=view)
            self.view = view
        if message.type == "error" and message.fields.get("code") == "version":
            raise _refusal(message)
        return message

    async def next_view(self, timeout: float | None = None) -> HostView:
        """Wait for the next view (errors on the way raise HostError)."""
        while True:
            message = await self.receive(timeout)
            if message.view is not None:
                return message.view
            if message.type == "error":
                raise _refusal(message)

    async def hand_over(self, seat: int, level: str) -> None:
        """As the game's creator: a computer of ``level`` plays the absent ``seat`` (0 =
        first) until its person is back; HostError when the server refuses."""
        asked = await self.send("hand_over", seat=seat, level=level)
        await self._answer(asked, "pong", await self.send("ping"))

    async def new_code(self, seat: int) -> str:
        """As the game's creator: a fresh join code for the absent ``seat`` (0 = first), whose
        old code and token are refused from now on; HostError when the server refuses."""
        asked = await self.send("new_code", seat=seat)
        return _read(read_code, await self._answer(asked, "code", asked))["code"]

    async def _answer(self, asked: int, answer: str, answered: int) -> Message:
        """The ``answer`` replying to ``answered``; HostError for an error replying to
        ``asked`` first (views on the way are kept)."""
        while True:
            message = await self.receive()
            reply_to = message.fields.get("reply_to")
            if message.type == "error" and reply_to in (asked, answered):
                raise _refusal(message)
            if message.type == answer and reply_to == answered:
                return message

    async def intent(self, type_: str, **fields: Any) -> int:
        """Send an intent for the turn of the last view seen."""
        turn = 0 if self.view is None else self.view["turn"]
        return await self.send(type_, turn=turn, **fields)


def _read(reader: Callable[[object], _Reply], message: Message) -> _Reply:
    """A reply's fields read through ``reader``; HostError ``bad_reply`` (one line naming the
    field) when they do not match its model."""
    try:
        return reader(message.fields)
    except ReplyError as error:
        raise HostError(f"the server sent a {message.type} this client cannot read: {error}",
                        "bad_reply") from None


def _refusal(message: Message) -> HostError:
    code = str(message.fields.get("code", "error"))
    text = str(message.fields.get("message", "the server refused"))
    return HostError(text.replace("\n", " ")[:300], code)


__all__ = ["AWAY", "HostClient", "HostError", "backoff_delays"]

"""One game on the server: its session, its connections, its computer turns under way, and
the holding of its views while its files are written."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator

from welcome_desktop.network.host.session import HostSession, Outcome
from welcome_desktop.network.server.connection import Connection
from welcome_desktop.network.server.expiry import expires_at


class HostedGame:
    """One game on the server: its session, its connections, its computer turns under way."""

    def __init__(self, game_id: str, session: HostSession) -> None:
        self.game_id = game_id
        self.session = session
        self.connections: set[Connection[HostedGame]] = set()
        self.computing: set[int] = set()
        self.save_lock = asyncio.Lock()
        #: The host file's newest content not yet handed to a write, and the lock that keeps
        #: the writes of this game's host file in order (see ``GameRegistry.keep_secrets``).
        self.secrets_due: bytes | None = None
        self.secrets_lock = asyncio.Lock()
        self.finished_at: float | None = None
        #: When (``time.time()``) the game last had a connection: its expiry counts from then.
        self.idle_since = time.time()
        self.expired = False
        #: Read again with a turn its host file completed: saved before anything else.
        self.resave = False
        self._writes = 0

    def expires_at(self) -> float:
        """When (``time.time()``) the game expires if nobody connects before."""
        return expires_at(self.idle_since, self.session.turn > 0 or self.session.over)

    @property
    def views_held(self) -> bool:
        """A save or host file is being written: no view of this game goes out meanwhile
        (nobody hears of a change before it is on disk, even from another seat's view)."""
        return self._writes > 0

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[None]:
        """Hold this game's views while a write is under way; release them after."""
        self._writes += 1
        try:
            yield
        finally:
            self._writes -= 1
            if not self._writes:
                for connection in self.connections:
                    connection.views_released()

    def broadcast(self, outcome: Outcome) -> None:
        """Tell every connection whose view changed to send its newest view (a public
        change: every connection; else the seats the outcome names)."""
        if not outcome.public and not outcome.seats:
            return
        for connection in self.connections:
            member = connection.member
            if member is None:
                continue
            if outcome.public or (member.seat is not None and member.seat in outcome.seats):
                connection.view_changed()

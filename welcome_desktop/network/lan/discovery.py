"""Hosted games on the local network: announced and found with multicast DNS (``zeroconf``).

A host :func:`announce` s its game as a ``_welcome-to._tcp`` service and keeps the handle to
update it (a seat taken) and to withdraw it. A :class:`GameBrowser` lists the games announced
around, telling a callback (and, if asked, an async iterator) what was added, updated or removed.

Everything runs on the asyncio loop that calls it (zeroconf's sockets join that loop); callbacks
run on that loop too. A window runs the loop in a thread of its own and forwards the events to
its interface thread, as it does the host's messages. What is published, and what is not (join
codes never are): docs/network-discovery.md; the TXT record and the safe reading of it:
:mod:`~welcome_desktop.network.lan.lan_text`.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import ipaddress
import logging
import secrets
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Final, Self

import ifaddr
from zeroconf import (
    Error as ZeroconfError,
)
from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from welcome_desktop.network.lan.lan_text import (
    SERVICE_TYPE,
    AnnouncedGame,
    Announcement,
    instance_label,
    read_game,
)

log = logging.getLogger(__name__)

#: The most games a browser keeps (a flood of announcements fills nothing more).
MAX_GAMES: Final = 64
#: Events kept for an :meth:`GameBrowser.events` reader that falls behind; later ones dropped.
MAX_QUEUED: Final = 1024
#: How long one announcement's details are waited for, in seconds.
RESOLVE_TIMEOUT: Final = 3.0


class DiscoveryError(Exception):
    """Multicast DNS cannot run here (no network address, the port taken, no multicast)."""


class Change(enum.Enum):
    """What happened to an announced game."""

    ADDED = "added"
    UPDATED = "updated"
    REMOVED = "removed"


@dataclass(frozen=True, slots=True)
class GameEvent:
    """A game appeared, changed (as now described) or went away (as last described)."""

    change: Change
    game: AnnouncedGame


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses that others on the local network can reach (neither
    loopback nor link-local), the ones a host announces unless told otherwise."""
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):  # an IPv6 address is a tuple
                continue
            address = ipaddress.IPv4Address(ip.ip)
            if not (address.is_loopback or address.is_link_local or address.is_unspecified):
                found.append(str(address))
    return sorted(set(found))


def _zeroconf(interfaces: Sequence[str] | None) -> AsyncZeroconf:
    """An AsyncZeroconf on the running loop, on ``interfaces`` (addresses) or on all of them."""
    try:
        if interfaces is None:
            return AsyncZeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
        return AsyncZeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)
    except (OSError, ZeroconfError, ValueError) as error:
        where = "here" if interfaces is None else "on " + ", ".join(interfaces)
        reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        raise DiscoveryError(f"multicast DNS cannot start {where}: {reason}") from None


class Announced:
    """A game being announced: :meth:`update` it, :meth:`withdraw` it (once is enough)."""

    def __init__(self, zeroconf: AsyncZeroconf, info: ServiceInfo,
                 announcement: Announcement) -> None:
        self._zeroconf = zeroconf
        self._info = info
        self._withdrawn = False
        self.announcement = announcement

    @property
    def service(self) -> str:
        """The announcement's full DNS-SD name (a browser's :attr:`AnnouncedGame.service`)."""
        return self._info.name

    async def update(self, announcement: Announcement) -> None:
        """Announce the game as now described (e.g. ``dataclasses.replace(a, open_seats=1)``)."""
        if self._withdrawn:
            return
        info = ServiceInfo(SERVICE_TYPE, self._info.name, port=announcement.port,
                           properties=announcement.properties(), server=self._info.server,
                           parsed_addresses=self._info.parsed_addresses())
        try:
            await (await self._zeroconf.async_update_service(info))
        except (OSError, ZeroconfError) as error:
            raise DiscoveryError(f"cannot update the announcement: {error}") from None
        self._info = info
        self.announcement = announcement

    async def withdraw(self) -> None:
        """Say goodbye on the network (browsers drop the game at once) and close the sockets."""
        if self._withdrawn:
            return
        self._withdrawn = True
        with contextlib.suppress(OSError, ZeroconfError):
            await (await self._zeroconf.async_unregister_service(self._info))
        await self._zeroconf.async_close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None,
                        trace: TracebackType | None) -> None:
        await self.withdraw()


async def announce(announcement: Announcement, *, addresses: Sequence[str] | None = None,
                   interfaces: Sequence[str] | None = None) -> Announced:
    """Announce a hosted game on the local network until the handle is withdrawn.

    ``addresses``: where seats reach the host (default :func:`local_addresses`); ``interfaces``:
    the addresses whose networks hear the announcement (default: ``addresses``). DiscoveryError
    when nothing can be announced; ValueError for an announcement out of range."""
    properties = announcement.properties()
    reachable = list(addresses) if addresses is not None else local_addresses()
    if not reachable:
        raise DiscoveryError("this computer has no network address to announce the game on")
    token = secrets.token_hex(3)
    name = f"{instance_label(announcement.game, token)}.{SERVICE_TYPE}"
    try:
        info = ServiceInfo(SERVICE_TYPE, name, port=announcement.port, properties=properties,
                           server=f"welcome-to-{token}.local.", parsed_addresses=reachable)
    except (ZeroconfError, ValueError) as error:
        raise DiscoveryError(f"cannot describe the game for the network: {error}") from None
    zeroconf = _zeroconf(interfaces if interfaces is not None else reachable)
    try:
        await (await zeroconf.async_register_service(info, allow_name_change=True))
    except (OSError, ZeroconfError) as error:
        await zeroconf.async_close()
        raise DiscoveryError(f"cannot announce the game: {error}") from None
    return Announced(zeroconf, info, announcement)


class GameBrowser:
    """The games announced on the local network, kept up to date from :meth:`start` to
    :meth:`close` (or as ``async with``).

    ``on_event`` is called on the loop for each :class:`GameEvent`; :meth:`events` iterates
    them too; :meth:`games` is the list now. ``protocol`` is this program's protocol version:
    a game of another version is still listed, with ``same_version`` False."""

    def __init__(self, protocol: int, on_event: Callable[[GameEvent], None] | None = None, *,
                 interfaces: Sequence[str] | None = None,
                 resolve_timeout: float = RESOLVE_TIMEOUT) -> None:
        self.protocol = protocol
        self._on_event = on_event
        self._interfaces = interfaces
        self._timeout_ms = round(resolve_timeout * 1000)
        self._zeroconf: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._games: dict[str, AnnouncedGame] = {}
        #: Names the network says exist (resolved or not), and those to resolve once more.
        self._present: set[str] = set()
        self._again: set[str] = set()
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._queues: list[asyncio.Queue[GameEvent | None]] = []
        self._closed = False

    async def start(self) -> None:
        """Start listening (DiscoveryError when multicast DNS cannot run here)."""
        if self._zeroconf is not None:
            return
        self._zeroconf = _zeroconf(self._interfaces)
        try:
            self._browser = AsyncServiceBrowser(self._zeroconf.zeroconf, SERVICE_TYPE,
                                                handlers=[self._on_change])
        except (OSError, ZeroconfError) as error:
            await self._zeroconf.async_close()
            raise DiscoveryError(f"cannot look for games: {error}") from None

    async def close(self) -> None:
        """Stop listening; :meth:`events` iterators end."""
        if self._closed:
            return
        self._closed = True
        for task in self._tasks.values():
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        if self._browser is not None:
            await self._browser.async_cancel()
        if self._zeroconf is not None:
            await self._zeroconf.async_close()
        for queue in self._queues:
            with contextlib.suppress(asyncio.QueueFull):
                queue.put_nowait(None)

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None,
                        trace: TracebackType | None) -> None:
        await self.close()

    def games(self) -> list[AnnouncedGame]:
        """The games announced now, by name then host."""
        return sorted(self._games.values(), key=lambda g: (g.game.casefold(), g.host, g.service))

    def events(self) -> AsyncIterator[GameEvent]:
        """Every event from this call until :meth:`close` (a reader more than
        :data:`MAX_QUEUED` events behind misses the later ones: :meth:`games` stays right)."""
        queue: asyncio.Queue[GameEvent | None] = asyncio.Queue(MAX_QUEUED)
        if self._closed:
            queue.put_nowait(None)
        self._queues.append(queue)
        return self._drain(queue)

    async def _drain(self, queue: asyncio.Queue[GameEvent | None]) -> AsyncIterator[GameEvent]:
        try:
            while (event := await queue.get()) is not None:
                yield event
        finally:
            self._queues.remove(queue)

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str,
                   state_change: ServiceStateChange) -> None:
        """zeroconf's handler, on the loop: resolve what appeared or changed, drop what left."""
        if self._closed or service_type != SERVICE_TYPE:
            return
        if state_change is ServiceStateChange.Removed:
            self._present.discard(name)
            self._again.discard(name)
            task = self._tasks.pop(name, None)
            if task is not None:
                task.cancel()
            gone = self._games.pop(name, None)
            if gone is not None:
                self._emit(GameEvent(Change.REMOVED, gone))
            return
        if name not in self._present and len(self._present) >= MAX_GAMES:
            return
        self._present.add(name)
        if name in self._tasks:
            self._again.add(name)
        else:
            self._tasks[name] = asyncio.get_running_loop().create_task(self._resolve(name))

    async def _resolve(self, name: str) -> None:
        """Read the announcement ``name`` (again while it changed meanwhile) and tell."""
        try:
            while True:
                self._again.discard(name)
                game = await self._read(name)
                if name not in self._present or self._closed:
                    return
                if game is not None:
                    self._settle(name, game)
                if name not in self._again:
                    return
        finally:
            if self._tasks.get(name) is asyncio.current_task():
                del self._tasks[name]

    async def _read(self, name: str) -> AnnouncedGame | None:
        """The game announced as ``name``, or None when it does not answer or makes no sense."""
        assert self._zeroconf is not None
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if not await info.async_request(self._zeroconf.zeroconf, self._timeout_ms):
                return None
            addresses = info.parsed_scoped_addresses(IPVersion.All)
            return read_game(name, addresses, info.port, info.text or b"", self.protocol)
        except (ZeroconfError, ValueError, OSError) as error:  # a malformed announcement
            log.info("unreadable game announcement %r: %s", name, error)
            return None

    def _settle(self, name: str, game: AnnouncedGame) -> None:
        known = self._games.get(name)
        if known == game:
            return
        self._games[name] = game
        self._emit(GameEvent(Change.ADDED if known is None else Change.UPDATED, game))

    def _emit(self, event: GameEvent) -> None:
        for queue in self._queues:
            with contextlib.suppress(asyncio.QueueFull):
                queue.put_nowait(event)
        if self._on_event is not None:
            self._on_event(event)


async def find_games(protocol: int, seconds: float, *,
                     interfaces: Sequence[str] | None = None) -> list[AnnouncedGame]:
    """The games heard of within ``seconds`` (``welcome-desktop games``)."""
    async with GameBrowser(protocol, interfaces=interfaces) as browser:
        await asyncio.sleep(seconds)
        return browser.games()


__all__ = ["Announced", "Change", "DiscoveryError", "GameBrowser", "GameEvent", "announce",
           "find_games", "local_addresses"]

"""Hosted games announced and found over real multicast DNS, on the loopback interface only.

Every zeroconf here is bound to 127.0.0.1 and announces 127.0.0.1: no packet leaves the machine.
Multicast on loopback works on Linux even when ``lo`` lacks the MULTICAST flag (a multicast
datagram sent with IP_MULTICAST_IF 127.0.0.1 is looped back to the sockets that joined the group
there); where it does not, :func:`loopback_multicast_refusal` finds out at run time, with a raw
socket probe independent of the code under test, and the tests skip saying why.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import secrets
import socket
import struct
import threading
import unicodedata
from collections.abc import AsyncIterator, Callable, Iterator

import pytest
from zeroconf import IPVersion, ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from welcome_desktop import cli
from welcome_desktop.network.lan.discovery import (
    Change,
    GameBrowser,
    GameEvent,
    announce,
    find_games,
)
from welcome_desktop.network.lan.lan_text import (
    MAX_GAME_NAME,
    MAX_VALUE,
    SERVICE_TYPE,
    Announcement,
)
from welcome_desktop.rules.game import MAX_NAME

LOOPBACK = "127.0.0.1"
MDNS_GROUP = "224.0.0.251"
#: Generous: a loaded 2-core machine may take seconds; a pass takes about one.
WAIT = 20.0
PROTOCOL = 1


def loopback_multicast_refusal() -> str | None:
    """None when a multicast datagram sent on 127.0.0.1 comes back to a socket that joined the
    mDNS group there and the mDNS port opens on 127.0.0.1; else why not. A probe on an
    ephemeral port (no mDNS listener sees it), with plain sockets: not the code under test."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as receiver, \
                socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            receiver.bind(("", 0))
            port = receiver.getsockname()[1]
            membership = struct.pack("4s4s", socket.inet_aton(MDNS_GROUP),
                                      socket.inet_aton(LOOPBACK))
            receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
            receiver.settimeout(2.0)
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                              socket.inet_aton(LOOPBACK))
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)
            probe = secrets.token_bytes(16)
            sender.sendto(probe, (MDNS_GROUP, port))
            while receiver.recv(64) != probe:
                pass
    except OSError as error:
        return f"multicast on the loopback interface does not work here: {error}"
    try:
        AsyncZeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only).zeroconf.close()
    except OSError as error:
        return f"the mDNS port 5353 cannot be opened on {LOOPBACK}: {error}"
    return None


@pytest.fixture(scope="module")
def multicast() -> None:
    reason = loopback_multicast_refusal()
    if reason is not None:
        pytest.skip(reason)


def table(**changes: object) -> Announcement:
    """An announcement with a name no other test run shares."""
    fields: dict[str, object] = dict(
        protocol=PROTOCOL, game=f"Ann's table {secrets.token_hex(4)}", host="Ann",
        mode="expert", advanced=True, sheet="christmas", players=4, open_seats=3, port=45678)
    fields.update(changes)
    return Announcement(**fields)  # type: ignore[arg-type]


async def wait_for(events: AsyncIterator[GameEvent],
                   wanted: Callable[[GameEvent], bool]) -> GameEvent:
    """The first event ``wanted``; fails the test after :data:`WAIT` seconds."""
    async with asyncio.timeout(WAIT):
        async for event in events:
            if wanted(event):
                return event
    raise AssertionError("the browser closed before the event came")


def about(service: str, change: Change) -> Callable[[GameEvent], bool]:
    return lambda event: event.game.service == service and event.change is change


@pytest.mark.usefixtures("multicast")
def test_a_game_is_found_updated_and_withdrawn() -> None:
    heard: list[GameEvent] = []

    async def scenario() -> None:
        announcement = table()
        async with GameBrowser(PROTOCOL, heard.append, interfaces=[LOOPBACK]) as browser:
            events = browser.events()
            hosted = await announce(announcement, addresses=[LOOPBACK])
            try:
                added = (await wait_for(events, about(hosted.service, Change.ADDED))).game
                assert added.game == announcement.game and added.host == "Ann"
                assert (added.mode, added.advanced, added.sheet) == ("expert", True, "christmas")
                assert (added.players, added.open_seats) == (4, 3)
                assert added.addresses == (LOOPBACK,) and added.port == 45678
                assert added.protocol == PROTOCOL and added.same_version
                assert added.properties["proto"] == str(PROTOCOL)
                assert added in browser.games()

                await hosted.update(dataclasses.replace(announcement, open_seats=1))
                updated = (await wait_for(events, about(hosted.service, Change.UPDATED))).game
                assert updated.open_seats == 1 and updated.players == 4
                assert updated in browser.games() and added not in browser.games()
            finally:
                await hosted.withdraw()
            removed = (await wait_for(events, about(hosted.service, Change.REMOVED))).game
            assert removed.open_seats == 1
            assert all(g.service != hosted.service for g in browser.games())
        ours = [e.change for e in heard if e.game.service == hosted.service]
        # The callback heard the same story as the iterator (resolving again may add updates).
        assert ours[0] is Change.ADDED and ours[-1] is Change.REMOVED
        assert Change.UPDATED in ours

    asyncio.run(scenario())


@pytest.mark.usefixtures("multicast")
def test_a_host_of_another_version_is_marked() -> None:
    async def scenario() -> None:
        async with GameBrowser(PROTOCOL, interfaces=[LOOPBACK]) as browser:
            events = browser.events()
            async with await announce(table(protocol=PROTOCOL + 1),
                                      addresses=[LOOPBACK]) as hosted:
                game = (await wait_for(events, about(hosted.service, Change.ADDED))).game
        assert game.protocol == PROTOCOL + 1 and not game.same_version

    asyncio.run(scenario())


@pytest.mark.usefixtures("multicast")
def test_a_hostile_announcement_is_read_as_bounded_plain_text() -> None:
    """Announced with zeroconf directly, as any program on the network could."""
    token = secrets.token_hex(4)
    hostile = {
        b"proto": b"1" * 200,
        b"game": b"\x1b]0;owned\x07<b>Big</b> <img src=x onerror=alert(1)>\xff\xfe\x00"
        + b"A" * 150,
        b"host": "\u202e\u200bEve\r\nMallory\u009b\u0085".encode() + b"\x9b" * 100,
        b"seats": b"99", b"open": b"-3", b"mode": b"<i>solo</i>", b"adv": b"\x00",
        b"sheet": b"\x00" * 200,
        **{f"junk{i}".encode(): bytes(range(256))[:240] for i in range(20)},
    }

    async def scenario() -> None:
        async with AsyncZeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only) as zc, \
                GameBrowser(PROTOCOL, interfaces=[LOOPBACK]) as browser:
            events = browser.events()
            name = f"<b>Evil</b>\u202e {token}.{SERVICE_TYPE}"
            info = ServiceInfo(SERVICE_TYPE, name, port=4567, properties=hostile,
                               server=f"evil-{token}.local.", parsed_addresses=[LOOPBACK])
            await (await zc.async_register_service(info))
            game = (await wait_for(events, about(name, Change.ADDED))).game
        assert len(game.game) <= MAX_GAME_NAME and game.game.startswith(
            "]0;owned <b>Big</b> <img src=x onerror=alert(1)>\ufffd\ufffd A")
        assert game.host == "Eve Mallory " + "\ufffd" * (MAX_NAME - 12)  # bad bytes, visibly
        assert game.protocol is None and not game.same_version
        assert (game.players, game.open_seats, game.mode, game.advanced, game.sheet) == (
            None, None, None, None, None)
        assert len(game.properties) <= 32
        for text in (game.game, game.host, *game.properties.values()):
            assert len(text) <= max(MAX_GAME_NAME, MAX_VALUE)
            assert not any(unicodedata.category(c) in ("Cc", "Cf") for c in text)

    asyncio.run(scenario())


@contextlib.contextmanager
def announced_elsewhere(announcement: Announcement) -> Iterator[None]:
    """``announcement`` announced on loopback by a loop in another thread while inside."""
    ready = threading.Event()
    stop = threading.Event()
    failure: list[BaseException] = []

    async def host() -> None:
        async with await announce(announcement, addresses=[LOOPBACK]):
            ready.set()
            while not stop.is_set():
                await asyncio.sleep(0.05)

    def run() -> None:
        try:
            asyncio.run(host())
        except BaseException as error:
            failure.append(error)
            ready.set()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    assert ready.wait(WAIT), "the announcement never started"
    if failure:
        raise failure[0]
    try:
        yield
    finally:
        stop.set()
        thread.join(WAIT)


@pytest.mark.usefixtures("multicast")
def test_find_games_hears_a_game_announced_by_another_loop() -> None:
    announcement = table(game=f"Bruno's {secrets.token_hex(4)}", host="Bruno")
    with announced_elsewhere(announcement):
        games = asyncio.run(find_games(PROTOCOL, 3.0, interfaces=[LOOPBACK]))
    assert [g.host for g in games if g.game == announcement.game] == ["Bruno"]


@pytest.mark.usefixtures("multicast")
def test_cli_games_lists_the_games_around(capsys: pytest.CaptureFixture[str]) -> None:
    announcement = table(game=f"Chiara's {secrets.token_hex(4)}", host="Chiara",
                         protocol=PROTOCOL + 7)
    with announced_elsewhere(announcement):
        code = cli.main(["games", "--seconds", "3", "--interface", LOOPBACK])
    out = capsys.readouterr().out
    assert code == 0
    line = next(line for line in out.splitlines() if announcement.game in line)
    assert "Chiara" in line and f"{LOOPBACK}:45678" in line
    assert "another version" in line


#: An address of TEST-NET-2 (RFC 5737): no machine of ours has it, and nothing is sent to it.
ELSEWHERE = "198.51.100.77"


def test_no_network_to_listen_on_is_one_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    from welcome_desktop.network.lan.discovery import DiscoveryError, local_addresses

    assert ELSEWHERE not in local_addresses()

    async def listen() -> None:
        await GameBrowser(PROTOCOL, interfaces=[ELSEWHERE]).start()

    with pytest.raises(DiscoveryError, match=f"cannot start on {ELSEWHERE}"):
        asyncio.run(listen())
    with pytest.raises(DiscoveryError, match="no network address"):
        asyncio.run(announce(table(), addresses=[]))
    assert cli.main(["games", "--seconds", "0.5", "--interface", ELSEWHERE]) == 1
    error = capsys.readouterr().err
    assert error.startswith("welcome-desktop: multicast DNS cannot start on") and \
        error.count("\n") == 1

"""A seat's page link, ``http://ADDRESS:PORT/#CODE`` (``https`` behind TLS), and the address
phones at the table can reach.

The code rides in the fragment: a browser never sends it to a server, so it reaches no log.
"""

from __future__ import annotations

import io
import ipaddress
import socket
from collections.abc import Sequence
from urllib.parse import urlsplit

from welcome_desktop.network.protocol.address import server_url
from welcome_desktop.network.protocol.join_link import check_code

#: An address only asked for the route to it: nothing is ever sent there (TEST-NET-1).
_ROUTE_PROBE = ("192.0.2.1", 9)


def page_link(address: str, code: str) -> str:
    """The page link of seat ``code`` at ``address`` (``host:port`` or a ``ws(s)://`` URL);
    ValueError with one sentence when either cannot be one."""
    url = urlsplit(server_url(address))
    scheme = "https" if url.scheme == "wss" else "http"
    return f"{scheme}://{url.netloc}/#{check_code(code)}"


def page_links(address: str, codes: Sequence[str | None]) -> list[str | None]:
    """One page link per seat of ``codes`` (None for a seat the server plays)."""
    return [None if not code else page_link(address, code) for code in codes]


def terminal_qr(link: str) -> str:
    """``link`` as a QR code drawn with half blocks, for a terminal (dark on light)."""
    import segno

    out = io.StringIO()
    segno.make(link, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue().rstrip("\n")


def is_loopback(host: str) -> bool:
    """``host`` names this machine only (127.x, ::1, localhost)."""
    if host.strip("[]").lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def phone_address() -> str:
    """The IPv4 address of this machine that phones on its network can reach: the one its
    route to other networks leaves from (a UDP socket is connected, which sends nothing), else
    the first non-loopback IPv4 of its interfaces, else 127.0.0.1 (see :func:`is_loopback`)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(_ROUTE_PROBE)
            found = str(probe.getsockname()[0])
        except OSError:
            found = ""
    if found and not is_loopback(found) and found != "0.0.0.0":
        return found
    import ifaddr

    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not is_loopback(ip.ip):
                return ip.ip
    return "127.0.0.1"


def phones_address(addresses: Sequence[str]) -> str:
    """Of the addresses a host listens on, the one to give phones: :func:`phone_address` when it
    is one of them, else the first that is not the loopback, else the first (or 127.0.0.1)."""
    preferred = phone_address()
    if preferred in addresses:
        return preferred
    for address in addresses:
        if not is_loopback(address):
            return address
    return addresses[0] if addresses else "127.0.0.1"


__all__ = ["is_loopback", "page_link", "page_links", "phone_address", "phones_address",
           "terminal_qr"]

"""A join link: one line a host gives a friend, ``welcome-to://HOST:PORT/CODE``, that opens the
window already joining that seat (``welcome-desktop welcome-to://…`` or ``welcome-desktop play
--join HOST:PORT CODE``, or pasted into *Join a game…*).

A link names a plain ``ws://`` host (``welcome-tos://`` a ``wss://`` one) and a join code as
the host shows it; anything else is refused with one sentence (ValueError).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from welcome_desktop.network.protocol.address import server_url

SCHEME = "welcome-to"
SECURE_SCHEME = "welcome-tos"
#: A join code or a spectators' code as the server writes them: ``<game id>.<secret>``.
_CODE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,199}")


def check_code(code: str) -> str:
    """``code`` without its spaces (``abcd efgh jkmn`` as typed), or ValueError when it cannot
    be a join code."""
    text = "".join(code.split())
    if not text:
        raise ValueError("the join code is missing")
    if not _CODE.fullmatch(text):
        raise ValueError(f"{text[:40]!r} is not a join code (letters, digits, '.', '-' only)")
    return text


def join_link(address: str, code: str) -> str:
    """The link of seat ``code`` at ``address`` (``host:port`` or a ``ws://`` URL)."""
    url = urlsplit(server_url(address))
    scheme = SECURE_SCHEME if url.scheme == "wss" else SCHEME
    return f"{scheme}://{url.netloc}/{check_code(code)}"


def is_join_link(text: str) -> bool:
    """``text`` looks like a join link (it may still be a bad one)."""
    lowered = text.strip().lower()
    return lowered.startswith((f"{SCHEME}:", f"{SECURE_SCHEME}:"))


def parse_join_link(text: str) -> tuple[str, str]:
    """The server address (a ``ws://`` or ``wss://`` URL) and the code of a join link;
    ValueError with one sentence when it is not one."""
    link = text.strip()
    if len(link) > 500:
        raise ValueError("the join link is too long")
    try:
        parts = urlsplit(link)
    except ValueError:
        raise ValueError(f"{link[:60]!r} is not a join link") from None
    if parts.scheme.lower() not in (SCHEME, SECURE_SCHEME) or not parts.netloc:
        raise ValueError(f"{link[:60]!r} is not a join link (welcome-to://HOST:PORT/CODE)")
    if parts.query or parts.fragment:
        raise ValueError("a join link has nothing after its code")
    ws = "wss" if parts.scheme.lower() == SECURE_SCHEME else "ws"
    address = server_url(f"{ws}://{parts.netloc}")
    return address, check_code(parts.path.strip("/"))


def join_address_and_code(address: str, code: str) -> tuple[str, str]:
    """A typed address and code checked as a link's are (ValueError with one sentence)."""
    return server_url(address), check_code(code)


__all__ = ["check_code", "is_join_link", "join_address_and_code", "join_link",
           "parse_join_link"]

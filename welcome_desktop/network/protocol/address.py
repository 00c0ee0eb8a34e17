"""A host's address as the WebSocket URL a client connects to: ``host:port`` means ``ws://``,
``wss://`` is a host behind TLS."""

from __future__ import annotations

from urllib.parse import urlsplit


def server_url(address: str) -> str:
    """``ws://`` or ``wss://`` URL of a server address (``host:port`` means ``ws://``);
    ValueError with a one-line reason when it cannot be one."""
    text = address.strip()
    if "://" not in text:
        text = "ws://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise ValueError(f"{address!r} is not a server address (host:port)") from None
    if parts.scheme not in ("ws", "wss"):
        raise ValueError(f"{address!r}: the address starts with ws:// or wss://")
    if not parts.hostname:
        raise ValueError(f"{address!r} names no host")
    if port is None:
        raise ValueError(f"{address!r} names no port (host:port)")
    return text


__all__ = ["server_url"]

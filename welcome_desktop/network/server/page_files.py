"""The player's page, served over plain HTTP on the host's WebSocket port.

A phone at the table scans its seat's link (``http://ADDRESS:PORT/#CODE``), gets the page from
the same host it then plays on, and connects back with a WebSocket. The page is a small fixed
set of files read once at start into a map (path → bytes and type): a request only ever picks
one of them by its exact path, never names a file. Anything else is 404, any method but GET is
405; a WebSocket handshake goes on to the server's handler. Every answer carries a strict
Content-Security-Policy: the page loads nothing from anywhere but its host.
"""

from __future__ import annotations

import email.utils
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import Final

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from welcome_desktop.network.server.page_layout import layout_json

#: The folder holding the package: beside the sources, or under the PyInstaller bundle's root.
_PACKAGE: Final = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[3])) / \
    "welcome_desktop"
PAGE_DIR: Final = _PACKAGE / "page"
FONT_DIR: Final = _PACKAGE / "assets" / "fonts"

_TEXT: Final = "; charset=utf-8"
#: Every file the page has: (the path asked for, the file, its content type). The only names.
PAGE_FILES: Final = (
    ("/", PAGE_DIR / "index.html", "text/html" + _TEXT),
    ("/app.js", PAGE_DIR / "app.js", "text/javascript" + _TEXT),
    ("/sheet.js", PAGE_DIR / "sheet.js", "text/javascript" + _TEXT),
    ("/theme.js", PAGE_DIR / "theme.js", "text/javascript" + _TEXT),
    ("/plans.js", PAGE_DIR / "plans.js", "text/javascript" + _TEXT),
    ("/words.js", PAGE_DIR / "words.js", "text/javascript" + _TEXT),
    ("/style.css", PAGE_DIR / "style.css", "text/css" + _TEXT),
    ("/icon.svg", PAGE_DIR / "icon.svg", "image/svg+xml"),
    # The handwriting of the sheet, the window's own (SIL OFL 1.1: its licence goes with it).
    ("/humor-sans.ttf", FONT_DIR / "Humor-Sans.ttf", "font/ttf"),
    ("/humor-sans-licence.txt", FONT_DIR / "Humor-Sans.copyright", "text/plain" + _TEXT),
)

#: The printed parts of a sheet, made from the rules' tables at start
#: (network/server/page_layout.py).
LAYOUT_PATH: Final = "/layout.json"

#: Nothing from elsewhere, no inline script or style, no frames, no forms; the WebSocket back.
CONTENT_SECURITY_POLICY: Final = (
    "default-src 'self'; connect-src 'self' ws: wss:; script-src 'self'; style-src 'self'; "
    "img-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'")


@dataclass(frozen=True, slots=True)
class PageFile:
    """One file of the page as served."""

    body: bytes
    content_type: str


class PageFiles:
    """The page's files, read once; answers the plain HTTP requests of a WebSocket server."""

    def __init__(self, files: dict[str, PageFile]) -> None:
        self.files = files

    @classmethod
    def load(cls, log: Callable[[str], None] | None = None,
             sources: Iterable[tuple[str, Path, str]] = PAGE_FILES) -> PageFiles:
        """Read :data:`PAGE_FILES`; a missing one is logged and then answered with 404."""
        files = {}
        for path, source, content_type in sources:
            try:
                files[path] = PageFile(source.read_bytes(), content_type)
            except OSError as error:
                if log is not None:
                    log(f"the player's page lacks {source.name}: {error.strerror or error}")
        if sources is PAGE_FILES:
            files[LAYOUT_PATH] = PageFile(layout_json(), "application/json")
        return cls(files)

    def process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """websockets' ``process_request`` hook: None lets a WebSocket handshake go on; every
        other request gets one of the page's files, 404 or 405."""
        if request.method != "GET":
            return _response(HTTPStatus.METHOD_NOT_ALLOWED, b"only GET here\n",
                             "text/plain" + _TEXT, Allow="GET")
        if "websocket" in request.headers.get("Upgrade", "").lower():
            return None
        found = self.files.get(request.path.partition("?")[0])
        if found is None:
            return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain" + _TEXT)
        return _response(HTTPStatus.OK, found.body, found.content_type)


def _response(status: HTTPStatus, body: bytes, content_type: str, **extra: str) -> Response:
    headers = Headers([
        ("Date", email.utils.formatdate(usegmt=True)),
        ("Connection", "close"),
        ("Content-Length", str(len(body))),
        ("Content-Type", content_type),
        ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cache-Control", "no-cache"),
        *extra.items(),
    ])
    return Response(status.value, status.phrase, headers, body)


__all__ = ["CONTENT_SECURITY_POLICY", "LAYOUT_PATH", "PAGE_FILES", "PageFile", "PageFiles"]

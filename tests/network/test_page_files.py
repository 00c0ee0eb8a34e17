"""The player's page served over plain HTTP on the host's WebSocket port: the fixed files with
a strict Content-Security-Policy, 404 for any other path however it is spelled, 405 for any
method but GET, and WebSocket clients served as before. Raw requests on 127.0.0.1, port 0."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from tests.network.wire import LOOPBACK, create_game, live_server
from welcome_desktop.network.server.page_files import LAYOUT_PATH, PAGE_FILES, PageFiles
from welcome_desktop.rules.tables import PLANNED_POOLS, STREET_SIZES


async def raw_request(port: int, line: str, headers: str = "") -> tuple[int, dict[str, str],
                                                                        bytes]:
    """Send ``line`` (``METHOD PATH``) as is, no path normalised; status, headers and body."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    try:
        writer.write(f"{line} HTTP/1.1\r\nHost: {LOOPBACK}:{port}\r\n{headers}\r\n".encode())
        await writer.drain()
        async with asyncio.timeout(10):
            answer = await reader.read()
    finally:
        writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    fields = {}
    for header in lines[1:]:
        name, _, value = header.partition(":")
        fields[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), fields, body


def ask(tmp_path: Path, *requests: str) -> list[tuple[int, dict[str, str], bytes]]:
    async def scenario() -> list[tuple[int, dict[str, str], bytes]]:
        async with live_server(tmp_path) as (_, url):
            port = int(url.rsplit(":", 1)[1])
            return [await raw_request(port, line) for line in requests]

    return asyncio.run(scenario())


def test_every_page_file_is_served_as_read_at_start_with_a_strict_policy(
        tmp_path: Path) -> None:
    paths = [path for path, _, _ in PAGE_FILES]
    answers = ask(tmp_path, *(f"GET {path}" for path in paths))
    for (path, source, content_type), (status, headers, body) in zip(
            PAGE_FILES, answers, strict=True):
        assert status == 200, path
        assert body == source.read_bytes() and body, path
        assert headers["content-type"] == content_type
        assert headers["x-content-type-options"] == "nosniff"
        policy = headers["content-security-policy"]
        assert "default-src 'self'" in policy and "connect-src 'self' ws: wss:" in policy
        assert "unsafe" not in policy


def test_the_sheets_printed_parts_come_from_the_rules_tables(tmp_path: Path) -> None:
    ((status, headers, body),) = ask(tmp_path, f"GET {LAYOUT_PATH}")
    assert status == 200 and headers["content-type"] == "application/json"
    layout = json.loads(body)
    assert layout["streets"] == list(STREET_SIZES)
    assert layout["planned_pools"] == [list(houses) for houses in PLANNED_POOLS]


def test_the_page_loads_nothing_from_elsewhere(tmp_path: Path) -> None:
    """No file of the page names another host (the links to the licence are its own)."""
    for path, source, content_type in PAGE_FILES:
        if content_type.startswith(("text/html", "text/javascript", "text/css")):
            # SVG's namespace is a name, never fetched.
            text = source.read_text(encoding="utf-8").replace("http://www.w3.org/2000/svg", "")
            assert "https://" not in text and "http://" not in text, path


def test_any_other_path_is_404_and_never_reads_a_file(tmp_path: Path) -> None:
    tricks = ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2e%2e/", "//etc/passwd",
              "/index.html/..", "/app.js/../../../etc/passwd", "/.%2F..%2Fetc%2Fpasswd",
              "/page/app.js", "/welcome_desktop/page/index.html", "/humor-sans.ttf%00",
              "/APP.JS", "/etc/passwd", "/nothing"]
    for trick, (status, headers, body) in zip(
            tricks, ask(tmp_path, *(f"GET {trick}" for trick in tricks)), strict=True):
        assert status == 404, trick
        assert b"root:" not in body and len(body) < 100, trick
        assert headers["x-content-type-options"] == "nosniff"


def test_any_method_but_get_is_405(tmp_path: Path) -> None:
    methods = ["HEAD /", "POST /", "PUT /app.js", "DELETE /", "OPTIONS /", "TRACE /"]
    for line, (status, headers, _) in zip(methods, ask(tmp_path, *methods), strict=True):
        assert status == 405, line
        assert headers["allow"] == "GET"


def test_websocket_clients_play_beside_the_page(tmp_path: Path) -> None:
    """A plain GET and a WebSocket handshake on the same port: each gets its own."""
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            port = int(url.rsplit(":", 1)[1])
            status, _, body = await raw_request(port, "GET /")
            assert status == 200 and b"<html" in body
            creator, created = await create_game(url, ["person"], mode="solo")
            assert created["codes"][0]
            await creator.close()

    asyncio.run(scenario())


def test_a_missing_file_is_logged_and_then_404(tmp_path: Path) -> None:
    lines: list[str] = []
    assert len(PageFiles.load(lines.append).files) == len(PAGE_FILES) + 1 and not lines
    page = PageFiles.load(lines.append, [("/", tmp_path / "index.html", "text/html")])
    assert not page.files
    assert lines == ["the player's page lacks index.html: No such file or directory"]


def test_the_whole_page_is_at_most_200_kb_compressed() -> None:
    """What a phone downloads to play (every file of the page, gzipped as a server or proxy
    would send it): within the issue's budget, 200 KB."""
    import gzip

    page = PageFiles.load()
    total = sum(len(gzip.compress(file.body, 9)) for file in page.files.values())
    print(f"\nthe page: {sum(len(f.body) for f in page.files.values())} bytes, "
          f"{total} gzipped")
    assert total <= 200_000

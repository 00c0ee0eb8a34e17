"""A seat's page link (``http://ADDRESS:PORT/#CODE``), printed by ``create`` for each person
seat, listed by ``create --json``, drawn as a QR code by ``create --qr``; the address phones
can reach. A ``serve`` child on 127.0.0.1, port 0."""

from __future__ import annotations

import ipaddress
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.network.wire import run_cli, start_server_process
from welcome_desktop.network.protocol.page_link import is_loopback, page_link, phone_address

#: A half block of the terminal's QR code: (top, bottom) light (the code is printed dark on light).
HALF_BLOCKS = {"█": (True, True), " ": (False, False), "▀": (True, False), "▄": (False, True)}


def decoded_terminal_qr(lines: list[str], folder: Path) -> str:
    """A QR code printed with half blocks, drawn into a PGM picture and read by zbarimg."""
    rows: list[list[bool]] = []
    for line in lines:
        halves = [HALF_BLOCKS[c] for c in line]
        rows += [[top for top, _ in halves], [bottom for _, bottom in halves]]
    scale, border = 6, 4
    width, height = (len(rows[0]) + 2 * border) * scale, (len(rows) + 2 * border) * scale
    pixels = bytearray(b"\xff") * (width * height)
    for y, row in enumerate(rows):
        for x, light in enumerate(row):
            if not light:
                for dy in range(scale):
                    start = ((y + border) * scale + dy) * width + (x + border) * scale
                    pixels[start:start + scale] = bytes(scale)
    picture = folder / "qr.pgm"
    picture.write_bytes(b"P5 %d %d 255\n" % (width, height) + bytes(pixels))
    zbarimg = shutil.which("zbarimg")
    assert zbarimg is not None
    done = subprocess.run([zbarimg, "--quiet", "--raw", str(picture)], capture_output=True,
                          text=True, timeout=60, check=False)
    return done.stdout.strip()


def test_a_link_carries_the_code_in_its_fragment_only() -> None:
    assert page_link("127.0.0.1:8765", "3f9a.K7QM-2XHP") == "http://127.0.0.1:8765/#3f9a.K7QM-2XHP"
    assert page_link("wss://[::1]:443", "a.b") == "https://[::1]:443/#a.b"
    with pytest.raises(ValueError, match="not a join code"):
        page_link("127.0.0.1:8765", "a b/../c")
    with pytest.raises(ValueError, match="names no port"):
        page_link("127.0.0.1", "a.b")


def test_the_phones_address_is_an_ipv4_address_loopback_only_when_nothing_else() -> None:
    address = ipaddress.ip_address(phone_address())
    assert address.version == 4
    assert is_loopback("127.0.0.1") and is_loopback("[::1]") and is_loopback("localhost")
    assert not is_loopback("192.168.1.20")


def test_create_prints_a_link_per_person_seat_and_lists_them(tmp_path: Path) -> None:
    process, url = start_server_process(tmp_path)
    try:
        shown = run_cli("create", url, "--seats", "person,greedy,person", "--qr")
        listed = json.loads(run_cli("create", url, "--seats", "person,easy", "--json").stdout)
    finally:
        process.terminate()
        process.communicate(timeout=20)
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    links = [line.split(": ", 1)[1] for line in lines if line.startswith("  on a phone: ")]
    codes = [line.split(": ", 1)[1] for line in lines
             if line.startswith(("seat 1 ", "seat 3 "))]
    host_port = url.removeprefix("ws://")
    assert links == [f"http://{host_port}/#{code}" for code in codes]
    assert "phones reach the server by its network address" in shown.stdout
    if shutil.which("zbarimg") is not None:  # scripts/test installs zbar-tools
        for link in links:  # each QR code, read back, is the link printed above it
            block = []
            for line in lines[lines.index(f"  on a phone: {link}") + 1:]:
                if not line or not set(line) <= set(HALF_BLOCKS):
                    break
                block.append(line)
            assert decoded_terminal_qr(block, tmp_path) == link
    else:
        assert shown.stdout.count("▄▄▄▄▄") >= 6  # two QR codes, three finder patterns each
    assert listed["links"] == [f"http://{host_port}/#{listed['codes'][0]}", None]

"""A seat's page link (``http://ADDRESS:PORT/#CODE``), printed by ``create`` for each person
seat, listed by ``create --json``, drawn as a QR code by ``create --qr``; the address phones
can reach. A ``serve`` child on 127.0.0.1, port 0."""

from __future__ import annotations

import ipaddress
import json
from pathlib import Path

import pytest

from tests.network.wire import run_cli, start_server_process
from welcome_desktop.network.page_link import is_loopback, page_link, phone_address


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
    assert shown.stdout.count("▄▄▄▄▄") >= 6  # two QR codes, three finder patterns each
    assert listed["links"] == [f"http://{host_port}/#{listed['codes'][0]}", None]

"""The network commands' bad input: one line on stderr, no traceback, a non-zero exit; and the
server over TLS (a self-signed certificate made for the test, trusted with --tls-ca)."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
from pathlib import Path

import pytest

from tests.network.wire import run_cli, start_server_process


def one_line_error(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines, result.stderr
    return lines[-1]


def test_bad_arguments_and_addresses_are_one_line(tmp_path: Path) -> None:
    with socket.socket() as unused:  # a port nobody listens on
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    cases = [
        (["join", "no-port-here", "abc.DEF"], "names no port"),
        (["join", "http://127.0.0.1:80", "abc.DEF"], "ws://"),
        (["join", f"127.0.0.1:{port}", "abc.DEF", "--patience", "0"],
         "cannot reach the server"),
        (["join", f"127.0.0.1:{port}", "abc.DEF", "--patience", "soon"], "seconds"),
        (["create", f"127.0.0.1:{port}", "--seats", "person,robot"], "robot"),
        (["create", f"127.0.0.1:{port}", "--seats", "person"], "cannot reach the server"),
        (["serve", "--port", "70000"], "port"),
        (["serve", "--max-per-address", "0"], "from 1 to 1000000"),
        (["serve", "--tls-cert", str(tmp_path / "x.pem"), "--data", str(tmp_path)],
         "go together"),
        (["serve", "--tls-cert", str(tmp_path / "x.pem"), "--tls-key", str(tmp_path / "k"),
          "--data", str(tmp_path)], "certificate"),
    ]
    for args, words in cases:
        line = one_line_error(run_cli(*args, timeout=60))
        assert words in line, (args, line)


def test_wrong_code_and_busy_port_are_one_line(tmp_path: Path) -> None:
    server, url = start_server_process(tmp_path / "one")
    try:
        port = url.rsplit(":", 1)[1]
        line = one_line_error(run_cli("join", url, "0000000000.AAAA-BBBB"))
        assert "join code" in line
        created = json.loads(run_cli("create", url, "--seats", "person", "--mode", "solo",
                                     "--json").stdout)
        line = one_line_error(run_cli("join", url, created["spectators"]))
        assert "spectators" in line
        busy = run_cli("serve", "--port", port, "--data", str(tmp_path / "two"), timeout=60)
        assert "cannot listen" in one_line_error(busy)
        bad = run_cli("create", url, "--seats", "person,person", "--mode", "solo")
        assert "solo" in one_line_error(bad)
    finally:
        server.terminate()
        server.communicate(timeout=30)
    assert server.returncode == 0


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_a_game_over_tls(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    server, url = start_server_process(tmp_path / "data", "--tls-cert", str(cert),
                                       "--tls-key", str(key))
    try:
        assert url.startswith("wss://")
        untrusted = run_cli("create", url, "--seats", "person", "--mode", "solo")
        assert "cannot reach" in one_line_error(untrusted)
        created = run_cli("create", url, "--seats", "person", "--mode", "solo", "--json",
                          "--tls-ca", str(cert))
        assert created.returncode == 0, created.stderr
        code = json.loads(created.stdout)["codes"][0]
        played = run_cli("join", url, code, "--player", "greedy", "--tls-ca", str(cert),
                         timeout=300)
        assert played.returncode == 0, played.stderr
        assert json.loads(played.stdout.splitlines()[-1])["end_reasons"]
    finally:
        server.terminate()
        server.communicate(timeout=30)

"""The hosting window's panel shows a QR code per open seat: decoded back (zbarimg, Debian's
zbar-tools) it is that seat's page link; a seat whose person joined loses its code; a host
with only the loopback says phones cannot reach it. Real sockets on 127.0.0.1."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.window_flows.test_window_hosting_panel import host_waiting, seat_status
from tests.app.window_flows.test_window_online import windows_in
from welcome_desktop.app.online.seat_qr import MAX_SIDE

ZBARIMG = shutil.which("zbarimg")


def decoded(path: Path) -> str:
    assert ZBARIMG is not None
    done = subprocess.run([ZBARIMG, "--quiet", "--raw", str(path)], capture_output=True,
                          text=True, timeout=60, check=False)
    return done.stdout.strip()


@pytest.mark.skipif(ZBARIMG is None, reason="zbarimg (zbar-tools) is installed by "
                                            "scripts/test's browser_tools")
def test_each_open_seat_shows_its_page_link_as_a_qr_code(qtbot: QtBot, tmp_path: Path) -> None:
    made = windows_in(qtbot, tmp_path, ("host",))
    (host,) = next(made)
    host.resize(1366, 768)
    hosting = host_waiting(qtbot, host)
    hosted = hosting.hosted_game
    assert hosted is not None
    panel = hosting.panel
    qtbot.waitUntil(panel.qr_codes.isVisible, timeout=10_000)
    assert panel.qr_codes.open == (1, 2)
    assert "loopback" in panel.phones.text() and panel.phones.isVisible()
    image = panel.qr_codes.grab()
    for seat, rect in panel.qr_codes.code_rects().items():
        assert rect.width() >= min(MAX_SIDE, 120), rect  # large enough across a table
        path = tmp_path / f"seat{seat}.png"
        assert image.copy(rect).save(str(path))
        assert decoded(path) == f"http://127.0.0.1:{hosted.port}/#{hosted.codes[seat]}"
    # Ben's phone joined: only Cleo's code is left.
    panel.show_table([seat_status("Anna", "person", True),
                      seat_status("Ben", "person", True),
                      seat_status("Cleo", "person", False),
                      seat_status("Greedy 4", "greedy", True)])
    assert panel.qr_codes.open == (2,)
    assert panel.qr_codes.caption(2) == "Cleo"
    # Cleo's seat handed to a computer: her code stays, and says a computer plays it meanwhile.
    panel.show_table([seat_status("Anna", "person", True),
                      seat_status("Ben", "person", True),
                      seat_status("Cleo", "greedy", False),
                      seat_status("Greedy 4", "greedy", True)])
    assert panel.qr_codes.open == (2,) and panel.qr_codes.computer_for_now == {2}
    assert panel.qr_codes.caption(2) == "Cleo (a computer for now)"
    assert "Cleo (a computer for now)" in panel.qr_codes.accessibleName()
    panel.show_table([seat_status("Anna", "person", True),
                      seat_status("Ben", "person", True),
                      seat_status("Cleo", "person", False),
                      seat_status("Greedy 4", "greedy", True)])
    assert panel.qr_codes.caption(2) == "Cleo"
    # Ben away again: his code is spent, it does not come back.
    panel.show_table([seat_status("Anna", "person", True),
                      seat_status("Ben", "person", False),
                      seat_status("Cleo", "person", False),
                      seat_status("Greedy 4", "greedy", True)])
    assert panel.qr_codes.open == (2,)
    panel.show_table([seat_status(n, "person", True)
                      for n in ("Anna", "Ben", "Cleo")])
    assert panel.qr_codes.open == () and not panel.qr_codes.isVisible()
    next(made, None)  # closes the window, and its host with it

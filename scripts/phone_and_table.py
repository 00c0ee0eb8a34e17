"""The README's picture of a phone beside the table screen (not a test, never run by CI).

Usage: .venv/bin/python scripts/phone_and_table.py [--out PNG] [--turns N] [--width PIXELS]

A window (offscreen Qt, 1920×1080, a TV's screen) hosts an advanced game on 127.0.0.1 (port 0)
that nobody plays at its screen: it shows the table screen. Anna plays her seat on a phone
(headless Chromium, 360×740 CSS pixels, tests/browser/phone.py) from her seat's page link; Ben's
seat stays open (his QR code on the table screen), the game started with a computer in it;
Chiara and Dana are computers. After ``--turns`` turns tapped on the phone, Anna chooses a card
(the houses it fits are lit) while the table screen waits for her: both are grabbed then, and
drawn side by side, the TV and the phone in dark frames, into one PNG (default
docs/images/phone-and-table.png, ``--width`` pixels wide). Look at it before committing it.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from page_grabs import NEXT_TAP  # noqa: E402

from tests.browser.phone import phone, tap  # noqa: E402
from tests.browser.test_phone_game import chooser_open, page_state, tap_found  # noqa: E402

TV = (1920, 1080)
PHONE = (360, 740)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" /
                        "phone-and-table.png")
    parser.add_argument("--turns", type=int, default=4)
    parser.add_argument("--width", type=int, default=1600)
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.look.chrome import Chrome, apply_chrome
    from welcome_desktop.app.sheet.fonts import register_fonts

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    apply_chrome(app, Chrome("light"))
    register_fonts()
    with tempfile.TemporaryDirectory() as folder:
        table, screen = grab(Path(folder), args.turns)
        compose(table, screen, args.out, args.width)
    print(args.out, args.out.stat().st_size, "bytes")
    return 0


def pump(condition: Callable[[], Any], what: str, seconds: float = 60.0) -> None:
    """Let the window work until ``condition()`` holds; stop with ``what`` after ``seconds``."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        if condition():
            return
        time.sleep(0.01)
    raise SystemExit(f"phone_and_table: no {what} after {seconds:g} s")


def grab(folder: Path, turns: int) -> tuple[Path, Path]:
    """The table screen and Anna's phone, mid-turn: their two PNG files in ``folder``."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.online.game_spec import NOBODY_HERE, GameSpec
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.network.protocol.page_link import page_link
    from welcome_desktop.records.store import GameStore

    host = MainWindow(store=GameStore(folder / "data"))
    host.confirm_close = False
    host.resize(*TV)
    host.show()
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=True, sheet="base",
                          seats=("person", "person", "greedy", "easy"),
                          names=("Anna", "Ben", "Chiara", "Dana"), here=NOBODY_HERE,
                          game_name="Anna's table"), listen="127.0.0.1", port=0, announce_on=())
    pump(lambda: hosting.hosted_game is not None and host.table_screen is not None
         and host.table_screen.table is not None, "table screen")
    hosted, screen = hosting.hosted_game, host.table_screen
    assert hosted is not None and screen is not None
    link = page_link(f"127.0.0.1:{hosted.port}", hosted.codes[0] or "")
    table_png, phone_png = folder / "table.png", folder / "phone.png"
    with phone(*PHONE) as driver:
        driver.get(link)
        pump(lambda: page_state(driver)["first"] is not None, "sheet on the phone")
        pump(lambda: screen.qr_codes.open == (1,), "seat taken by the phone")
        hosting.panel.start_game.emit(True)  # Ben's open seat to a computer until he comes
        pump(lambda: driver.find_elements("css selector", "#cards button:not([disabled])"),
             "game started")
        play_turns(driver, turns)
        pump(lambda: screen.table is not None and screen.table.waiting_for == (0,),
             "table waiting for Anna")
        tap_found(driver, "//section[@id='cards']/button[not(@disabled)]")
        pump(lambda: driver.find_elements("css selector", "#sheet [role=button][tabindex='0']"),
             "lit houses")
        driver.execute_script("window.scrollTo(0, 0)")
        time.sleep(0.3)
        driver.save_screenshot(str(phone_png))
        end = time.monotonic() + 0.3  # the window paints its last news
        while time.monotonic() < end:
            QApplication.processEvents()
        host.grab().save(str(table_png))
    host.translations.install("en")
    host.close()
    return table_png, phone_png


def play_turns(driver: Any, turns: int) -> None:
    """Tap what the phone offers for ``turns`` turns."""
    seen: set[str] = set()
    while True:
        state = page_state(driver)
        seen.add(state["turn"])
        if len(seen) > turns:
            return
        element = driver.execute_script(NEXT_TAP)
        if element is None:
            pump(lambda s=state: page_state(driver)["turn"] != s["turn"], "next turn")
            continue
        tap(driver, element)
        pump(lambda s=state: page_state(driver)["state"] != s["state"] or chooser_open(driver),
             "answer to a tap")


def compose(table: Path, screen: Path, out: Path, width: int) -> None:
    """The TV (``table``) and the phone (``screen``, as tall as the TV's picture) side by side,
    each in a dark frame, scaled to ``width`` pixels."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

    tv_picture, phone_picture = QImage(str(table)), QImage(str(screen))
    margin, tv_frame, phone_frame = 48, 18, 22
    screen_h = tv_picture.height() - 2 * phone_frame
    shown = phone_picture.scaledToHeight(screen_h, Qt.TransformationMode.SmoothTransformation)
    tv = QRectF(margin, margin, tv_picture.width() + 2 * tv_frame,
                tv_picture.height() + 2 * tv_frame)
    body = QRectF(tv.right() + margin, tv.bottom() - screen_h - 2 * phone_frame,
                  shown.width() + 2 * phone_frame, screen_h + 2 * phone_frame)
    canvas = QImage(int(body.right() + margin), int(tv.bottom() + margin),
                    QImage.Format.Format_RGB32)
    canvas.fill(QColor("#e9e4da"))
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1d1d1f"))
    painter.drawRoundedRect(tv, 14, 14)
    painter.drawImage(int(tv.x()) + tv_frame, int(tv.y()) + tv_frame, tv_picture)
    painter.drawRoundedRect(body, 56, 56)
    glass = QPainterPath()
    glass.addRoundedRect(QRectF(body.x() + phone_frame, body.y() + phone_frame, shown.width(),
                                screen_h), 36, 36)
    painter.setClipPath(glass)
    painter.drawImage(int(body.x()) + phone_frame, int(body.y()) + phone_frame, shown)
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    canvas.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation).save(
        str(out), "PNG", 0)


if __name__ == "__main__":
    sys.exit(main())

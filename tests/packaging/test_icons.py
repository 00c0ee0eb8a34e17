"""The committed app icons and desktop entry (fast; part of the normal suite).

- every PNG size, the .ico and the .icns exist, are well-formed and hold the expected sizes;
- they still match resources/icon/welcome-desktop.svg (else: run packaging/make_icons.py);
- the Linux desktop entry has the keys launchers need.
"""

from __future__ import annotations

import configparser
import importlib.util
import struct
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICON_DIR = ROOT / "resources" / "icon"
DESKTOP = ROOT / "resources" / "welcome-desktop.desktop"


def _make_icons() -> ModuleType:
    path = ROOT / "packaging" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("make_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_icons", module)
    spec.loader.exec_module(module)
    return module


make_icons = _make_icons()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_png_sizes(size: int) -> None:
    data = (ICON_DIR / "png" / f"welcome-desktop-{size}.png").read_bytes()
    assert _png_size(data) == (size, size)


def test_ico_container() -> None:
    data = (ICON_DIR / "welcome-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        image = data[offset: offset + length]
        assert len(image) == length
        assert (planes, bits) == (1, 32)
        real = _png_size(image)
        assert (width or 256, height or 256) == real
        sizes.append(real[0])
    assert sizes == list(make_icons.ICO_SIZES)


def test_icns_container() -> None:
    data = (ICON_DIR / "welcome-desktop.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    position = 8
    while position < len(data):
        kind, length = data[position: position + 4], struct.unpack(
            ">I", data[position + 4: position + 8])[0]
        found[kind] = _png_size(data[position + 8: position + length])
        position += length
    assert position == len(data)
    assert found == {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}


def test_icons_match_the_svg(qapp: object) -> None:
    """Re-render and compare pixels (a little slack for another Qt version's antialiasing)."""
    from PySide6.QtGui import QImage

    for size in (16, 48, 256):
        fresh = QImage.fromData(make_icons.render_png(make_icons.SVG, size))
        committed = QImage(str(ICON_DIR / "png" / f"welcome-desktop-{size}.png"))
        assert fresh.size() == committed.size()
        worst = 0
        for y in range(size):
            for x in range(0, size, max(1, size // 64)):
                a, b = fresh.pixel(x, y), committed.pixel(x, y)
                worst = max(worst, *(abs((a >> s & 255) - (b >> s & 255)) for s in (0, 8, 16, 24)))
        assert worst <= 24, f"{size} px icon differs from the SVG: run packaging/make_icons.py"
    app_icon = ROOT / "welcome_desktop" / "assets" / "icon" / "welcome-desktop.png"
    assert app_icon.read_bytes() == (ICON_DIR / "png" / "welcome-desktop-256.png").read_bytes()


def test_desktop_entry() -> None:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"]
    assert entry["Exec"].split()[0] == "welcome-desktop"
    assert entry["Icon"] == "welcome-desktop"
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["Terminal"] == "false"

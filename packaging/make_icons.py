"""Render the app icon (``resources/icon/welcome-desktop.svg``) to every file a platform wants.

Run from anywhere with the project's venv (needs PySide6 only; no display)::

    .venv/bin/python packaging/make_icons.py          # rewrite the icons
    .venv/bin/python packaging/make_icons.py --check  # exit 1 if a file is missing or differs

Writes, under ``resources/icon/``:

- ``png/welcome-desktop-<N>.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512 (Linux hicolor
  theme sizes; the .desktop entry uses the name ``welcome-desktop``);
- ``welcome-desktop.ico`` (Windows): an ICO container of PNG images 16 to 256 px;
- ``welcome-desktop.icns`` (macOS): an ICNS container of PNG images 16 to 1024 px;

and the window icon the app loads, ``welcome_desktop/assets/icon/welcome-desktop.png`` (256 px).

Both containers are written here (no external tool): they are simple lists of PNG images.
The generated files are committed, so a build does not need to run this script.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ICON_DIR = ROOT / "resources" / "icon"
SVG = ICON_DIR / "welcome-desktop.svg"
NAME = "welcome-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, and the pixel size of each (``@2x`` ones included).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)
APP_ICON = ROOT / "welcome_desktop" / "assets" / "icon" / f"{NAME}.png"
APP_ICON_SIZE = 256


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn at ``size`` x ``size`` pixels, antialiased, on transparency, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("make_icons: PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_bytes(pngs: Iterable[bytes]) -> bytes:
    """An ICO file (Windows Vista and later) whose images are the given square PNGs.

    Layout: ICONDIR (reserved 0, type 1, count), one 16-byte ICONDIRENTRY per image (width and
    height as a byte, 0 meaning 256; colour count 0; reserved 0; planes 1; 32 bits per pixel;
    data size; data offset), then the PNG data.
    """
    images = list(pngs)
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for png in images:
        width, height = png_size(png)
        if width > 256 or height > 256:
            raise ValueError("ICO images are at most 256 px")
        entries.append(struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32,
                                   len(png), offset))
        blobs.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(elements: Iterable[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file: b"icns", total length (big-endian), then (type, length, PNG data)
    elements, each length counting its own 8-byte header."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in elements)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs(svg: Path = SVG) -> dict[Path, bytes]:
    """Every generated file and its content."""
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(svg, size)
        return cache[size]

    files = {ICON_DIR / "png" / f"{NAME}-{size}.png": png(size) for size in PNG_SIZES}
    files[ICON_DIR / f"{NAME}.ico"] = ico_bytes(png(size) for size in ICO_SIZES)
    files[ICON_DIR / f"{NAME}.icns"] = icns_bytes((kind, png(size)) for kind, size in ICNS_TYPES)
    files[APP_ICON] = png(APP_ICON_SIZE)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true",
                        help="only compare: exit 1 if a file is missing or out of date")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - must live
    stale = []
    for path, content in outputs().items():
        current = path.read_bytes() if path.exists() else None
        if current == content:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
            print(f"wrote {path.relative_to(ROOT)} ({len(content)} bytes)")
    if args.check and stale:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}", file=sys.stderr)
        return 1
    if not stale:
        print("icons up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())

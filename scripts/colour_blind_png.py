"""A PNG as a colour-blind eye sees it (Machado et al. 2009, severity 1.0; docs/inks.md).

Usage: .venv/bin/python scripts/colour_blind_png.py IN.png OUT.png [protanope|deuteranope|tritanope]
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QImage  # noqa: E402 (after the path is set)

from welcome_desktop.app.look.colour_vision import Vision, simulate  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    vision = Vision(argv[2]) if len(argv) == 3 else Vision.DEUTAN
    image = QImage(argv[0]).convertToFormat(QImage.Format.Format_RGB32)
    if image.isNull():
        print(f"{argv[0]}: not an image", file=sys.stderr)
        return 1
    seen: dict[int, int] = {}
    for y in range(image.height()):
        line = image.scanLine(y).cast("I")  # 0xffRRGGBB
        for x in range(image.width()):
            pixel = line[x]
            out = seen.get(pixel)
            if out is None:
                r, g, b = simulate(((pixel >> 16) & 255, (pixel >> 8) & 255, pixel & 255), vision)
                out = seen[pixel] = 0xFF000000 | round(r) << 16 | round(g) << 8 | round(b)
            line[x] = out
    if not image.save(argv[1]):
        print(f"{argv[1]}: could not write", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

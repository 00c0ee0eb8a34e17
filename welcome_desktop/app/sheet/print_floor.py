"""The floor under the sheet's printed texts: none is shown under :data:`PRINT_FLOOR_PX` screen
pixels, whatever the zoom. While a sheet is painted (:func:`text_floor`), the art's fonts are raised
to the floor in sheet units, and each printed text is noted with its size and room, which the
layout tests measure."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Final

from PySide6.QtGui import QFont, QFontMetricsF

PRINT_FLOOR_PX: Final = 9.0
"""No printed text of the sheet is shown under this many screen pixels."""
MIN_STRETCH: Final = 55
"""How far a printed text may be narrowed (percent) to fit its box at the floor size."""


@dataclass(frozen=True, slots=True)
class PrintedText:
    """A printed text as painted, in sheet units: its font's pixel size, its width and the
    width of the box it was drawn in."""

    text: str
    pixels: float
    width: float
    room: float


class _Print:
    """The floor under every printed text's size while a sheet is painted (in sheet units, so
    that it stays readable at the zoom shown), and where painted texts are noted."""

    floor = 0.0
    painted: list[PrintedText] | None = None


@contextmanager
def text_floor(units: float, painted: list[PrintedText] | None = None) -> Iterator[None]:
    """Paint every printed text at least ``units`` high within the block (too wide a text is
    narrowed to fit its box), noting each in ``painted`` when given."""
    before = (_Print.floor, _Print.painted)
    _Print.floor, _Print.painted = math.ceil(units), painted
    try:
        yield
    finally:
        _Print.floor, _Print.painted = before


def floor() -> float:
    """The floor in force, in sheet units (0 outside :func:`text_floor`)."""
    return _Print.floor


def note_text(text: str, f: QFont, room: float) -> None:
    """Note a printed text (see :func:`text_floor`)."""
    if _Print.painted is not None:
        metrics = QFontMetricsF(f)
        width = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        _Print.painted.append(PrintedText(text, f.pixelSize(), width, room))


def floored_font(f: QFont, pixels_per_unit: float, text: str, width: float) -> QFont:
    """``f``, raised to :data:`PRINT_FLOOR_PX` screen pixels at ``pixels_per_unit`` (and
    narrowed when ``text`` would then overflow ``width`` units)."""
    if pixels_per_unit <= 0:
        return f
    least = math.ceil(PRINT_FLOOR_PX / pixels_per_unit)
    if f.pixelSize() >= least:
        return f
    raised = QFont(f)
    raised.setPixelSize(least)
    needed = QFontMetricsF(raised).horizontalAdvance(text)
    if needed > width > 0:
        raised.setStretch(max(MIN_STRETCH, int(100 * width / needed) - 1))
    return raised

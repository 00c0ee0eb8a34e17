"""The printed page in sheet units (not pixels): its size and margin, and the boxes every part
of the drawn sheet is placed in.

One landscape page of :data:`PAGE_W` × :data:`PAGE_H` units; :mod:`layout` says where each zone
lies on it. Pure Python: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

PAGE_W: Final = 1414.0
PAGE_H: Final = 1000.0
MARGIN: Final = 44.0


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in sheet units."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def inset(self, dx: float, dy: float | None = None) -> Box:
        """The box shrunk by ``dx`` left and right and ``dy`` (default ``dx``) top and bottom."""
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)

    def centred(self, w: float, h: float) -> Box:
        """A ``w`` × ``h`` box with the same centre."""
        return Box(self.cx - w / 2, self.cy - h / 2, w, h)

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom


def union(boxes: tuple[Box, ...]) -> Box:
    """The smallest box holding every box."""
    x = min(b.x for b in boxes)
    y = min(b.y for b in boxes)
    return Box(x, y, max(b.right for b in boxes) - x, max(b.bottom for b in boxes) - y)

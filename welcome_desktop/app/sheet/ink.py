"""What the player writes: which ink a mark takes, and hand-drawn shapes (crosses, strokes,
circles). The inks themselves are defined in :mod:`welcome_desktop.app.look.inks`.

Shapes wobble a little, as drawn by hand, but deterministically: each one is seeded by the
place it is drawn, so the same sheet always looks the same.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from welcome_desktop.app.look.inks import Ink, ink_colour
from welcome_desktop.app.play.sheet_model import Target
from welcome_desktop.app.sheet.page import Box

__all__ = ["Ink", "dot", "fresh_ink", "hand_circle", "hand_cross", "hand_stroke", "ink_colour"]


def fresh_ink(target: Target, pending: frozenset[Target], recent: frozenset[Target]) -> Ink:
    """A mark's ink: this turn's (pending), the last resolved turn's (recent), or older."""
    if target in pending:
        return Ink.PENDING
    return Ink.RECENT if target in recent else Ink.CONFIRMED


def _rng(key: object) -> random.Random:
    # str seeds are hashed with SHA-512: stable across runs, unlike hash().
    return random.Random(repr(key))


def hand_stroke(x1: float, y1: float, x2: float, y2: float, key: object, *,
                wobble: float = 1.6) -> QPainterPath:
    """A slightly curved pen stroke from (x1, y1) to (x2, y2)."""
    rng = _rng(key)
    path = QPainterPath(QPointF(x1 + rng.uniform(-1, 1), y1 + rng.uniform(-1, 1)))
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length          # normal
    bend = rng.uniform(-wobble, wobble)
    c1 = QPointF(x1 + dx * 0.33 + nx * bend, y1 + dy * 0.33 + ny * bend)
    c2 = QPointF(x1 + dx * 0.66 - nx * bend * 0.6, y1 + dy * 0.66 - ny * bend * 0.6)
    path.cubicTo(c1, c2, QPointF(x2 + rng.uniform(-1, 1), y2 + rng.uniform(-1, 1)))
    return path


def hand_cross(box: Box, key: object) -> QPainterPath:
    """Two strokes corner to corner over ``box``."""
    rng = _rng(("cross", key))
    j = box.w * 0.06
    path = hand_stroke(box.x + rng.uniform(-j, j), box.y + rng.uniform(-j, j),
                       box.right + rng.uniform(-j, j), box.bottom + rng.uniform(-j, j),
                       (key, 1), wobble=box.w * 0.05)
    path.addPath(hand_stroke(box.right + rng.uniform(-j, j), box.y + rng.uniform(-j, j),
                             box.x + rng.uniform(-j, j), box.bottom + rng.uniform(-j, j),
                             (key, 2), wobble=box.w * 0.05))
    return path


def hand_circle(box: Box, key: object, overlap: float = 0.35) -> QPainterPath:
    """An ellipse drawn in one go around ``box``: it does not quite close, it overshoots."""
    rng = _rng(("circle", key))
    start = rng.uniform(0, 2 * math.pi)
    sweep = 2 * math.pi + overlap
    steps = 28
    rx, ry = box.w / 2, box.h / 2
    phase = rng.uniform(0, 2 * math.pi)
    amp = 0.045
    points = []
    for i in range(steps + 1):
        t = i / steps
        a = start + sweep * t
        wobble = 1 + amp * math.sin(3 * a + phase) + (0.05 * t if t > 0.85 else 0)
        points.append(QPointF(box.cx + rx * wobble * math.cos(a),
                              box.cy + ry * wobble * math.sin(a)))
    path = QPainterPath(points[0])
    for i in range(1, len(points) - 1):
        mid = (points[i] + points[i + 1]) / 2
        path.quadTo(points[i], mid)
    path.lineTo(points[-1])
    return path


def dot(x: float, y: float, r: float) -> QPainterPath:
    """A filled dot (its outline; fill it)."""
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), r, r)
    return path

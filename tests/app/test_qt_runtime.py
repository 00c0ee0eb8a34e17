"""Guards against Qt binding bugs that would crash a long game."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    ping = Signal(object)


def test_emitting_signals_keeps_the_reference_count_of_true(qapp: object) -> None:
    """PySide6 6.12.0 dropped one reference to True per Signal.emit: on Python 3.11 the
    interpreter then aborts ("deallocating True") after a few hundred clicks. Pinned 6.11.3."""
    emitter = _Emitter()
    received: list[object] = []
    emitter.ping.connect(received.append)
    before = sys.getrefcount(True)
    for i in range(1000):
        emitter.ping.emit(i)
    assert len(received) == 1000
    assert sys.getrefcount(True) >= before


def test_painter_calls_keep_the_reference_count_of_none(qapp: object) -> None:
    """PySide6 6.12.0 also lost a reference to None per void Qt call (painter.save(), ...):
    one redraw of the cards was enough to abort the interpreter."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.save()
        painter.restore()
    painter.end()
    assert sys.getrefcount(None) >= before

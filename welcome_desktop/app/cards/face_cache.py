"""Construction cards' faces kept as pictures, and the faces a card will likely show next
painted while the window is idle.

Painting a face (its stack, shadow, glow, halves and hatching) takes a few milliseconds, and
the three cards of the offer all change on the very click that writes a number (they turn
disabled): repainting them then made that click slow. A card's face depends only on its
:class:`~welcome_desktop.app.cards.card_face.CardFace`, its size and the language (the effect's
name), so each face painted is kept by that key, and after a paint the faces the next act
will probably ask for are painted in idle time, a few milliseconds per turn of the event
loop.
"""

from __future__ import annotations

import dataclasses
import time
from collections import OrderedDict, deque
from typing import Final, NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPixmap

from welcome_desktop.app.cards.card_face import BOTH, NONE, CardFace, paint_card_face
from welcome_desktop.app.look import style

#: The pictures kept, at most (about 150 KiB each at 100 % scale, four times more at 200 %:
#: a hundred faces, some twenty offers).
_LIMIT_BYTES: Final = 16 * 1024 * 1024
#: Faces waiting to be painted in idle time, at most (the oldest are dropped).
_QUEUE_LIMIT: Final = 24
#: Idle painting goes on for this long at most before the event loop has its turn again
#: (a click waits that long at worst).
_IDLE_SLICE_S: Final = 0.008


class Painted(NamedTuple):
    """Where the card was drawn (a chosen or pointed card is lifted), the face's picture (the
    widget's whole size), and the texts painted (for the layout tests)."""

    card: QRectF
    picture: QPixmap
    texts: tuple[style.PaintedText, ...]


class _Key(NamedTuple):
    face: CardFace
    width: int
    height: int
    card: tuple[float, float, float, float]
    ratio: float


def _paint(key: _Key) -> Painted:
    picture = QPixmap(round(key.width * key.ratio), round(key.height * key.ratio))
    picture.setDevicePixelRatio(key.ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    card, texts = paint_card_face(painter, QRectF(*key.card), key.face)
    painter.end()
    return Painted(card, picture, tuple(texts))


def _bytes(painted: Painted) -> int:
    return painted.picture.width() * painted.picture.height() * 4


class FaceCache:
    """Faces painted once, by face, size and scale (least recently used dropped first)."""

    def __init__(self, limit_bytes: int = _LIMIT_BYTES) -> None:
        self._limit = limit_bytes
        self._kept: OrderedDict[_Key, Painted] = OrderedDict()
        self._size = 0
        self._waiting: deque[_Key] = deque(maxlen=_QUEUE_LIMIT)
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._paint_waiting)
        #: Faces painted on demand / in idle time (tests and benchmarks read them).
        self.painted_now = 0
        self.painted_idle = 0

    def painted(self, face: CardFace, size: QSize, card: QRectF, ratio: float) -> Painted:
        """The picture of ``face`` on a widget of ``size`` (painted now if not kept)."""
        key = _Key(face, size.width(), size.height(),
                   (card.x(), card.y(), card.width(), card.height()), ratio)
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
            return found
        self.painted_now += 1
        return self._keep(key, _paint(key))

    def expect(self, face: CardFace, size: QSize, card: QRectF, ratio: float) -> None:
        """Paint in idle time the faces a card now showing ``face`` will likely show next:
        the same card disabled (a number was written) or enabled again, no longer dimmed,
        and chosen."""
        if face.number is None or face.effect is None:
            return
        still = dataclasses.replace(face, hover=None, pressed=None)
        coming = [dataclasses.replace(still, enabled=not face.enabled)]
        if face.dimmed:  # once a number is written no card is said unplayable any more
            undimmed = dataclasses.replace(still, dimmed=NONE)
            coming += [dataclasses.replace(undimmed, enabled=False), undimmed]
        elif face.enabled and not face.split and not face.selected:
            coming.append(dataclasses.replace(still, selected=BOTH))
        geometry = (size.width(), size.height(), (card.x(), card.y(), card.width(),
                                                  card.height()), ratio)
        for next_face in coming:
            key = _Key(next_face, *geometry)
            if key not in self._kept and key not in self._waiting:
                self._waiting.append(key)
        if self._waiting and not self._timer.isActive():
            self._timer.start()

    def clear(self) -> None:
        """Forget every picture (the language changed: the effects' names with it)."""
        self._kept.clear()
        self._waiting.clear()
        self._size = 0

    def waiting(self) -> int:
        """Faces still to be painted in idle time."""
        return len(self._waiting)

    def kept_bytes(self) -> int:
        """The memory of the pictures kept: at most the cache's limit (16 MiB)."""
        return self._size

    def __len__(self) -> int:
        return len(self._kept)

    def _keep(self, key: _Key, painted: Painted) -> Painted:
        self._kept[key] = painted
        self._size += _bytes(painted)
        while self._size > self._limit and len(self._kept) > 1:
            _, dropped = self._kept.popitem(last=False)
            self._size -= _bytes(dropped)
        return painted

    def _paint_waiting(self) -> None:
        started = time.perf_counter()
        while self._waiting and time.perf_counter() - started < _IDLE_SLICE_S:
            key = self._waiting.popleft()
            if key not in self._kept:
                self.painted_idle += 1
                self._keep(key, _paint(key))
        if self._waiting:
            self._timer.start()


_shared: FaceCache | None = None


def shared() -> FaceCache:
    """The window's cache (made on first use: a QTimer needs the application)."""
    global _shared  # noqa: PLW0603 - one cache for the whole window, made on first use
    if _shared is None:
        _shared = FaceCache()
    return _shared


__all__ = ["FaceCache", "Painted", "shared"]

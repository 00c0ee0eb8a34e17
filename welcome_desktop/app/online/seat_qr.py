"""The QR codes of the seats still open, on the hosting window's panel: a phone at the table
scans one and plays that seat in its browser (the page the host serves, issue 44).

One widget draws them all, two to a row at most, each as large as the panel's width allows up
to :data:`MAX_SIDE` pixels (a code of a few dozen modules read across a table), dark modules on
white with a quiet zone, the seat's name under it."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

translate = QCoreApplication.translate

#: The largest side of a code, in pixels.
MAX_SIDE = 220
#: Codes to a row at most.
COLUMNS = 2
#: The light border around a code, in modules.
QUIET_MODULES = 4
_GAP = 8


@dataclass(frozen=True, slots=True)
class SeatCode:
    """A seat's page link and its modules (rows of dark/light)."""

    name: str
    link: str
    modules: tuple[tuple[bool, ...], ...]


def seat_code(name: str, link: str) -> SeatCode:
    """The QR code of ``link`` (error correction M, the smallest version that holds it)."""
    import segno

    matrix = segno.make(link, error="m").matrix
    return SeatCode(name, link, tuple(tuple(bool(m) for m in row) for row in matrix))


class SeatQrCodes(QWidget):
    """The open seats' QR codes, each with its seat's name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatQrCodes")
        self.codes: dict[int, SeatCode] = {}
        #: The seats whose code is shown (open: their person is not connected).
        self.open: tuple[int, ...] = ()
        #: The largest side of a code and the codes to a row (the table screen's are larger).
        self.max_side, self.columns = MAX_SIDE, COLUMNS
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_codes(self, links: dict[int, tuple[str, str]]) -> None:
        """Each seat's (name, page link); every one shown until :meth:`set_open` says."""
        self.show_codes({seat: seat_code(name, link) for seat, (name, link) in links.items()})

    def show_codes(self, codes: dict[int, SeatCode], shown: tuple[int, ...] | None = None
                   ) -> None:
        """Each seat's code as made already (another widget's :attr:`codes`), ``shown`` the
        open ones (None: every one)."""
        self.codes = dict(codes)
        self.set_open(tuple(self.codes) if shown is None else shown)

    def set_open(self, seats: tuple[int, ...]) -> None:
        """Show the codes of ``seats`` only (hidden altogether when none)."""
        shown = tuple(seat for seat in seats if seat in self.codes)
        if shown != self.open:
            self.open = shown
            self.setAccessibleName(translate("Online", "QR codes to play on a phone: {names}")
                                   .format(names=", ".join(self.codes[s].name for s in shown)))
            self._fit_height()
            self.update()
        self.setVisible(bool(shown))

    def _fit_height(self) -> None:
        # The height follows the width (the panel's): fixed to it, so no layout squeezes a
        # code (half a code scans as nothing).
        height = self.heightForWidth(self.width())
        if height != self.minimumHeight() or height != self.maximumHeight():
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_height()

    def _side(self, width: int) -> int:
        columns = max(1, min(self.columns, len(self.open)))
        return max(1, min(self.max_side, (width - _GAP * (columns - 1)) // columns))

    def _caption(self) -> int:
        return self.fontMetrics().height() + 2

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        """The height the open codes take at ``width``."""
        if not self.open:
            return 0
        rows = math.ceil(len(self.open) / self.columns)
        return rows * (self._side(width) + self._caption()) + (rows - 1) * _GAP

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.max_side, self.heightForWidth(self.max_side))

    def code_rects(self) -> dict[int, QRect]:
        """Where each open seat's code is drawn (its quiet zone included)."""
        side = self._side(self.width())
        columns = max(1, min(self.columns, len(self.open)))
        used = columns * side + (columns - 1) * _GAP
        left = (self.width() - used) // 2
        rects = {}
        for index, seat in enumerate(self.open):
            row, column = divmod(index, columns)
            rects[seat] = QRect(left + column * (side + _GAP),
                                row * (side + self._caption() + _GAP), side, side)
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        for seat, rect in self.code_rects().items():
            code = self.codes[seat]
            painter.fillRect(rect, QColor("white"))
            count = len(code.modules) + 2 * QUIET_MODULES
            # Whole pixels per module keep the edges sharp for a phone's camera.
            module = max(1, rect.width() // count)
            origin = rect.left() + (rect.width() - module * count) // 2 + module * QUIET_MODULES
            top = rect.top() + (rect.height() - module * count) // 2 + module * QUIET_MODULES
            for y, line in enumerate(code.modules):
                for x, dark in enumerate(line):
                    if dark:
                        painter.fillRect(origin + x * module, top + y * module, module, module,
                                         QColor("black"))
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(rect.left(), rect.bottom() + 1, rect.width(),
                                    self._caption()),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine,
                             self.fontMetrics().elidedText(code.name, Qt.TextElideMode.ElideRight,
                                                           rect.width()))
        painter.end()


__all__ = ["MAX_SIDE", "SeatCode", "SeatQrCodes", "seat_code"]

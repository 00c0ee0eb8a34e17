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
        #: The open seats a computer plays until their person scans the code.
        self.computer_for_now: frozenset[int] = frozenset()
        #: The largest side of a code and the codes to a row (the table screen's are larger).
        self.max_side, self.columns = MAX_SIDE, COLUMNS
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_codes(self, links: dict[int, tuple[str, str]]) -> None:
        """Each seat's (name, page link); every one shown until :meth:`set_open` says."""
        self.show_codes({seat: seat_code(name, link) for seat, (name, link) in links.items()})

    def show_codes(self, codes: dict[int, SeatCode], shown: tuple[int, ...] | None = None,
                   computer_for_now: frozenset[int] = frozenset()) -> None:
        """Each seat's code as made already (another widget's :attr:`codes`), ``shown`` the
        open ones (None: every one), ``computer_for_now`` those a computer plays meanwhile."""
        self.codes = dict(codes)
        self.set_open(tuple(self.codes) if shown is None else shown, computer_for_now)

    def set_open(self, seats: tuple[int, ...],
                 computer_for_now: frozenset[int] = frozenset()) -> None:
        """Show the codes of ``seats`` only (hidden altogether when none); a computer plays
        those of ``computer_for_now`` until their person scans (said under the code)."""
        shown = tuple(seat for seat in seats if seat in self.codes)
        standing_in = computer_for_now & frozenset(shown)
        if shown != self.open or standing_in != self.computer_for_now:
            self.open, self.computer_for_now = shown, standing_in
            self.setAccessibleName(translate("Online", "QR codes to play on a phone: {names}")
                                   .format(names=", ".join(self.caption(s) for s in shown)))
            self._fit_height()
            self.update()
        self.setVisible(bool(shown))

    def caption(self, seat: int) -> str:
        """The words under ``seat``'s code: its name, and whether a computer plays it now."""
        name = self.codes[seat].name
        if seat not in self.computer_for_now:
            return name
        return translate("Online", "{name} (a computer for now)").format(name=name)

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

    def caption_height(self) -> int:
        """The height of the words under a code (two lines when a computer plays a seat)."""
        lines = 2 if self.computer_for_now else 1  # "(a computer for now)" on a line of its own
        return self.fontMetrics().height() * lines + 2

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        """The height the open codes take at ``width``."""
        if not self.open:
            return 0
        rows = math.ceil(len(self.open) / self.columns)
        return rows * (self._side(width) + self.caption_height()) + (rows - 1) * _GAP

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.max_side, self.heightForWidth(self.max_side))

    def _cell_width(self) -> int:
        return (self.width() + _GAP) // max(1, min(self.columns, len(self.open)))

    def code_rects(self) -> dict[int, QRect]:
        """Where each open seat's code is drawn (its quiet zone included): each in the middle
        of its share of the width, so that the words under a small code have room."""
        side = self._side(self.width())
        columns = max(1, min(self.columns, len(self.open)))
        cell = self._cell_width()
        rects = {}
        for index, seat in enumerate(self.open):
            row, column = divmod(index, columns)
            rects[seat] = QRect(column * cell + (cell - _GAP - side) // 2,
                                row * (side + self.caption_height() + _GAP), side, side)
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
            lines = [code.name]
            if seat in self.computer_for_now:
                lines.append(translate("Online", "(a computer for now)"))
            line_h = self.fontMetrics().height()
            # The words may spread under the gap beside a small code (its share of the width).
            caption_w = max(rect.width(), self._cell_width() - _GAP)
            caption_x = rect.left() + rect.width() / 2 - caption_w / 2
            for index, words in enumerate(lines):
                painter.drawText(QRectF(caption_x, rect.bottom() + 1 + index * line_h,
                                        caption_w, line_h),
                                 Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine,
                                 self.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight,
                                                               caption_w))
        painter.end()


__all__ = ["MAX_SIDE", "SeatCode", "SeatQrCodes", "seat_code"]

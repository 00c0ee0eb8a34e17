"""The others' sheets in view: the other players' sheets, small, beside your own.

Each :class:`SeatSheet` draws a player's sheet with the same scene code as the big sheet, scaled
down, as of the last resolved turn (that turn's marks in another ink) with a line saying what
they did. A click asks to see that sheet enlarged. Up to 12 players: the column scrolls.
The column shows only where it leaves your own sheet (nearly) its full height, and its sheets
grow with the room left; elsewhere *At the table* under your sheet says the same in lines.
The current turn's choices are never shown: the sheets come from
:func:`~welcome_desktop.app.play.last_turn.table_snapshots`, built from the resolved turns only.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontInfo, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.chrome import accent
from welcome_desktop.app.look.plain import plain_label, plain_tip
from welcome_desktop.app.play.sheet_model import SheetSnapshot
from welcome_desktop.app.sheet.page import PAGE_H, PAGE_W
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView

translate = QCoreApplication.translate

SEAT_WIDTH = 236
"""Pixels for one small sheet, at the least."""
MAX_SEAT_WIDTH = 480
"""Pixels for one small sheet, at the most (a very wide window)."""
SHEET_ROOM = 680
"""Pixels the replay's big sheet keeps beside the small sheets."""
KEEP = 0.9
"""The share of its full-height width your own sheet keeps beside the small sheets; with less
room, they make way for it."""
REPLAY_MS = 700
"""The pause between two players' turns in the end-of-turn replay."""
TWO_COLUMNS_FROM = 1800
"""A window at least this wide shows the small sheets in two columns (many players)."""
NO_LIMIT = (1 << 24) - 1
"""Qt's largest widget size (QWIDGETSIZE_MAX)."""
SUMMARY_PX = 11
"""The last turn's words under a small sheet, in pixels (a large window: more)."""
MAX_UNDER_COLUMNS = 3
"""Under the side panel, the small sheets stand in at most this many columns."""


class MiniSheetView(SheetView):
    """A small, read-only view of a sheet: clicks go to the seat, not to the zones."""

    def __init__(self, scene: SheetScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setInteractive(False)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.set_width(SEAT_WIDTH)

    def set_width(self, width: int) -> None:
        self.setFixedSize(width, round(width * PAGE_H / PAGE_W))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.size()


class SeatSheet(QFrame):
    """One player at the table: name and score, their small sheet, what they did last turn.

    Signals:
        clicked(int): the seat was clicked (enlarge its sheet).
    """

    clicked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat_sheet_{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3, 2, 3, 3)
        layout.setSpacing(1)
        self.title = plain_label()
        self.title.setStyleSheet("font-weight: bold")
        self.scene = SheetScene()  # owned by its view (see SheetView.setScene)
        self.scene.drawing.print_floor = False  # a thumbnail: see the enlarged sheet to read it
        self.view = MiniSheetView(self.scene)
        self.summary = plain_label()
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(f"color: {accent('#5a2a66')}; font-size: {SUMMARY_PX}px")
        self.summary.setFixedWidth(SEAT_WIDTH)
        self._text_px = QFontInfo(self.font()).pixelSize()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.title)
        layout.addWidget(self.view)
        layout.addWidget(self.summary)

    def show_seat(self, name: str, snapshot: SheetSnapshot, summary: str, *,
                  here: bool = False) -> None:
        """Show ``name``'s sheet and last turn (``here``: played at this screen, beside
        other seats played here, in a network game: said beside the name)."""
        score = snapshot.breakdown.total
        size = abs(score)  # the count whose form the words take (a plain name: lupdate)
        title = translate("OthersSheets", "{name} — {score} point(s)", None, size).format(
            name=name, score=score)
        tip = translate("OthersSheets", "Click to see {name}'s sheet larger.").format(name=name)
        if here:
            title += " · " + translate("OthersSheets", "here")
            tip = translate("OthersSheets", "Played at this screen.") + "\n" + tip
        self.title.setText(title)
        self.scene.set_snapshot(snapshot)
        self.summary.setText(summary)
        self.summary.setVisible(bool(summary))
        self.setToolTip(plain_tip(tip))
        self._fit_summary()

    def set_width(self, width: int) -> None:
        """Draw the sheet ``width`` pixels wide."""
        if width != self.view.width():
            self.view.set_width(width)
            self.summary.setFixedWidth(width)
            self._fit_summary()

    def set_text_scale(self, scale: float) -> None:
        """The name and the last turn's words ``scale`` times their usual size (a large
        window)."""
        size = f"; font-size: {round(self._text_px * scale)}px" if scale > 1 else ""
        self.title.setStyleSheet("font-weight: bold" + size)
        self.summary.setStyleSheet(f"color: {accent('#5a2a66')}; "
                                   f"font-size: {round(SUMMARY_PX * scale)}px")
        self._fit_summary()

    def height_for(self, width: int) -> int:
        """The seat's height with its sheet drawn ``width`` pixels wide."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        height = (margins.top() + margins.bottom() + 2 * self.frameWidth()
                  + self.title.sizeHint().height() + layout.spacing()
                  + round(width * PAGE_H / PAGE_W))
        if not self.summary.isHidden():
            height += layout.spacing() + self.summary.heightForWidth(width)
        return height

    def _fit_summary(self) -> None:
        # The line under the sheet gets the height its wrapped words need: never drawn over
        # the sheet, however long the turn was.
        self.summary.setFixedHeight(max(0, self.summary.heightForWidth(self.summary.width())))
        self.adjustSize()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)


class OthersSheets(QScrollArea):
    """The other players' small sheets, in a scrolling column (hidden in solo).

    Signals:
        seat_clicked(int): a player's small sheet was clicked.
        seat_replayed(int): in a replay, this seat's last turn was just drawn.
    """

    seat_clicked = Signal(int)
    seat_replayed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("others_sheets")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        outer = self._outer = QVBoxLayout(inner)
        outer.setContentsMargins(0, 0, 0, 0)
        self.caption = plain_label()
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet(f"color: {accent('#5a2a66')}; font-size: 11px")
        outer.addWidget(self.caption)
        self._grid = QGridLayout()
        self._grid.setSpacing(4)
        outer.addLayout(self._grid)
        outer.addStretch(1)
        self.setWidget(inner)
        self.seats: list[SeatSheet] = []
        self.columns = 1
        self.seat_width = SEAT_WIDTH
        #: The small sheets stand under the side panel (a large window), not beside your sheet.
        self.under = False
        self.text_scale = 1.0
        #: Draw a resolved turn one player after the other (an option, off by default).
        self.replay = False
        self._replay_step = 0
        self._shown: object = None
        self._has_table = False  # two players or more
        self._room = True  # the window leaves the big sheet room for the small ones
        self._set_width()
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Set the caption in the current language."""
        self.caption.setText(translate(
            "OthersSheets", "As of the last resolved turn; that turn's marks red and underlined. "
            "Click a sheet to enlarge it."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _width(self, columns: int, seat_width: int | None = None) -> int:
        seat = self.seat_width if seat_width is None else seat_width
        return columns * (seat + 10) + self.verticalScrollBar().sizeHint().width()

    def _set_width(self) -> None:
        if self.under:  # as wide as the panel above, as high as the sheets: nothing scrolls
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setFixedWidth(self._width(self.columns) - self._bar())
        else:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.setFixedWidth(self._width(self.columns))
            self.setMinimumHeight(0)
            self.setMaximumHeight(NO_LIMIT)
        for seat in self.seats:
            seat.set_width(self.seat_width)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def set_text_scale(self, scale: float) -> None:
        """The names, the last turns' words and the caption ``scale`` times their usual size
        (a large window)."""
        if abs(scale - self.text_scale) < 0.02:
            return
        self.text_scale = scale
        self.caption.setStyleSheet(f"color: {accent('#5a2a66')}; "
                                   f"font-size: {round(SUMMARY_PX * scale)}px")
        for seat in self.seats:
            seat.set_text_scale(scale)

    def needed_height(self, columns: int, seat_width: int) -> int:
        """The height the shown seats take in ``columns`` columns ``seat_width`` pixels
        wide, with the caption over them, nothing scrolling."""
        width = self._width(columns, seat_width) - self._bar()
        shown = [s for s in self.seats if not s.isHidden()]
        rows = [shown[i:i + columns] for i in range(0, len(shown), columns)]
        spacing = self._grid.spacing()
        seats = sum(max(s.height_for(seat_width) for s in row) for row in rows) \
            + spacing * max(0, len(rows) - 1)
        caption = self.caption.heightForWidth(width) if not self.caption.isHidden() else 0
        return caption + self._outer.spacing() + seats

    def _fit_under(self, width: int, height: int) -> tuple[int, int] | None:
        """The columns and the widest small sheets that stand whole in ``width`` ×
        ``height`` pixels under the side panel (None: not even :data:`SEAT_WIDTH`)."""
        others = sum(not s.isHidden() for s in self.seats)
        best: tuple[int, int] | None = None
        for columns in range(1, min(others, MAX_UNDER_COLUMNS) + 1):
            seat_width = min(MAX_SEAT_WIDTH, (width - self._width(columns, 0)
                                              + self._bar()) // columns)
            while seat_width >= SEAT_WIDTH and \
                    self.needed_height(columns, seat_width) > height:
                seat_width -= 4
            if seat_width >= SEAT_WIDTH and (best is None or seat_width > best[1]):
                best = (columns, seat_width)
        return best

    def fit_window(self, window_width: int, sheet_room: int,
                   sheet_height: int | None = None,
                   under: tuple[int, int] | None = None) -> None:
        """Show the small sheets only where your own sheet, ``sheet_height`` pixels high at
        most in ``sheet_room`` pixels of width, keeps :data:`KEEP` of its full-height width
        beside them (without a height: :data:`SHEET_ROOM` pixels); they grow into the room
        left, in two columns in a wide window when more than four others sit at the table.
        ``under``: the width and height left under the side panel's plans: where the sheets
        stand whole there at least as large as beside your sheet, they stand there
        (:attr:`under`; a 4K window) and your sheet takes the whole width."""
        others = sum(not s.isHidden() for s in self.seats)
        if sheet_height is None:
            spare = float(sheet_room - SHEET_ROOM)
        else:
            full = sheet_height * PAGE_W / PAGE_H
            spare = sheet_room - KEEP * min(full, sheet_room)
        columns = 2 if window_width >= TWO_COLUMNS_FROM and others > 4 \
            and spare >= self._width(2, SEAT_WIDTH) else 1
        bar = self._bar()
        seat_width = int(max(SEAT_WIDTH, min(MAX_SEAT_WIDTH, (spare - bar) / columns - 10)))
        self._room = spare >= self._width(1, SEAT_WIDTH)
        fitted = self._fit_under(*under) if under is not None and others else None
        beside = seat_width if self._room else 0
        was = self.under
        self.under = fitted is not None and fitted[1] >= beside
        if fitted is not None and self.under:
            columns, seat_width = fitted
            self._room = True
        self.setVisible(self._has_table and self._room)
        if (columns, seat_width, self.under) != (self.columns, self.seat_width, was):
            self.columns, self.seat_width = columns, seat_width
            self._set_width()
            self._place()
        if self.under:
            self.setFixedHeight(self.needed_height(columns, seat_width))

    def _place(self) -> None:
        shown = [s for s in self.seats if not s.isHidden()]
        for seat in self.seats:
            self._grid.removeWidget(seat)
        for i, seat in enumerate(shown):
            self._grid.addWidget(seat, i // self.columns, i % self.columns)

    def show_table(self, names: Sequence[str], snapshots: Sequence[SheetSnapshot],
                   summaries: Sequence[str], hidden_seat: int,
                   key: tuple[int, int, int], *, here: Collection[int] = ()) -> None:
        """Show every seat but ``hidden_seat`` (the one on the big sheet), the seats ``here``
        said to be played at this screen. ``key`` is (game id, resolved turns, seat shown):
        nothing is redrawn while it stays the same, and with :attr:`replay` on, a turn just
        resolved is drawn one player after the other."""
        if key == self._shown:
            return
        old, self._shown = self._shown, key
        self._replay_step += 1  # a replay under way stops: what it would draw is stale
        replaying = (self.replay and isinstance(old, tuple) and old[0] == key[0]
                     and key[1] == old[1] + 1)
        self._has_table = len(names) >= 2
        if not self._has_table:
            self.hide()
            return
        while len(self.seats) < len(names):
            added = SeatSheet(len(self.seats), self.widget())
            added.set_width(self.seat_width)
            if self.text_scale != 1:
                added.set_text_scale(self.text_scale)
            added.clicked.connect(self.seat_clicked)
            self.seats.append(added)
        step, delay = self._replay_step, 0
        for seat, widget in enumerate(self.seats):
            shown = seat < len(names) and seat != hidden_seat
            if shown and replaying and widget.scene.snapshot() is not None:
                delay += REPLAY_MS
                QTimer.singleShot(delay, self, partial(
                    self._replay_seat, step, widget, names[seat], snapshots[seat],
                    summaries[seat], here=seat in here))
            elif shown:
                widget.show_seat(names[seat], snapshots[seat], summaries[seat], here=seat in here)
            widget.setHidden(not shown)
        self._place()
        self.setVisible(self._room)

    def _replay_seat(self, step: int, widget: SeatSheet, name: str, snapshot: SheetSnapshot,
                     summary: str, *, here: bool) -> None:
        """One player's turn of the replay: their new marks appear, their sheet in view."""
        if step == self._replay_step:
            widget.show_seat(name, snapshot, summary, here=here)
            self.ensureWidgetVisible(widget)
            self.seat_replayed.emit(widget.seat)

    def shows(self, key: object) -> bool:
        """True when what ``key`` names is already shown."""
        return key == self._shown

    def forget(self) -> None:
        """Redraw at the next :meth:`show_table` (a new language, a new game)."""
        self._shown = None

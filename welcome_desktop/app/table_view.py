"""The table in view: the other players' sheets, small, beside your own.

Each :class:`SeatSheet` draws a player's sheet with the same scene code as the big sheet, scaled
down, as of the last resolved turn (that turn's marks in another ink) with a line saying what
they did. A click asks to see that sheet enlarged. Up to 12 players: the column scrolls.
The current turn's choices are never shown: the sheets come from
:func:`~welcome_desktop.app.last_turn.table_snapshots`, built from the resolved turns only.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from welcome_desktop.app.sheet.layout import PAGE_H, PAGE_W
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView
from welcome_desktop.app.sheet_model import SheetSnapshot

translate = QCoreApplication.translate

SEAT_WIDTH = 236
"""Pixels for one small sheet."""


class MiniSheetView(SheetView):
    """A small, read-only view of a sheet: clicks go to the seat, not to the zones."""

    def __init__(self, scene: SheetScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setInteractive(False)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFixedSize(SEAT_WIDTH, round(SEAT_WIDTH * PAGE_H / PAGE_W))

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
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold")
        self.scene = SheetScene(self)
        self.view = MiniSheetView(self.scene)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("color: #5a2a66; font-size: 11px")
        self.summary.setFixedWidth(SEAT_WIDTH)
        layout.addWidget(self.title)
        layout.addWidget(self.view)
        layout.addWidget(self.summary)

    def show_seat(self, name: str, snapshot: SheetSnapshot, summary: str) -> None:
        """Show ``name``'s sheet and last turn."""
        self.title.setText(translate("TableView", "{name} — {score} points").format(
            name=name, score=snapshot.breakdown.total))
        self.scene.set_snapshot(snapshot)
        self.summary.setText(summary)
        self.summary.setVisible(bool(summary))
        self.setToolTip(translate("TableView", "Click to see {name}'s sheet larger.").format(
            name=name))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)


class TableView(QScrollArea):
    """The other players' small sheets, in a scrolling column (hidden in solo).

    Signals:
        seat_clicked(int): a player's small sheet was clicked.
    """

    seat_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_view")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        self._column = QVBoxLayout(inner)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(4)
        self._column.addStretch(1)
        self.setWidget(inner)
        bar = self.verticalScrollBar().sizeHint().width()
        self.setFixedWidth(SEAT_WIDTH + 10 + bar)
        self.seats: list[SeatSheet] = []
        self._shown: object = None
        self.hide()

    def show_table(self, names: Sequence[str], snapshots: Sequence[SheetSnapshot],
                   summaries: Sequence[str], hidden_seat: int, key: object) -> None:
        """Show every seat but ``hidden_seat`` (the one on the big sheet); ``key`` names what
        is shown (nothing is redrawn while it stays the same)."""
        if key == self._shown:
            return
        self._shown = key
        if len(names) < 2:
            self.hide()
            return
        while len(self.seats) < len(names):
            added = SeatSheet(len(self.seats))
            added.clicked.connect(self.seat_clicked)
            self._column.insertWidget(len(self.seats), added)
            self.seats.append(added)
        for seat, widget in enumerate(self.seats):
            shown = seat < len(names) and seat != hidden_seat
            if shown:
                widget.show_seat(names[seat], snapshots[seat], summaries[seat])
            widget.setVisible(shown)
        self.show()

    def shows(self, key: object) -> bool:
        """True when what ``key`` names is already shown."""
        return key == self._shown

    def forget(self) -> None:
        """Redraw at the next :meth:`show_table` (a new language, a new game)."""
        self._shown = None

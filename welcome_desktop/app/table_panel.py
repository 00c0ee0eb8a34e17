"""The players at the table, a line each: score, plans claimed, refusals, who has played.

Shown in games of two players or more, under the plan cards. It is built from
:class:`~welcome_desktop.app.turn_view.SeatLine` values, which come from the resolved turns
only: it tells whether somebody has confirmed the current turn, never what they chose.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from welcome_desktop.app.turn_view import SeatLine
from welcome_desktop.rules.tables import REFUSAL_BOXES

translate = QCoreApplication.translate

PLAN_COLOUR = "#b0701c"
REFUSAL_COLOUR = "#a02818"
DONE_COLOUR = "#2e7d32"
QUIET_COLOUR = "#6b5a44"


def _marks(count: int, of: int, full: str, empty: str, colour: str) -> str:
    """``count`` of ``of`` boxes as glyphs, the full ones coloured (rich text)."""
    return f'<span style="color:{colour}">{full * count}</span>' + empty * (of - count)


def level_label(level: str) -> str:
    """A computer seat's level, in a word."""
    return {
        "easy": translate("TablePanel", "easy"),
        "greedy": translate("TablePanel", "medium"),
        "strong": translate("TablePanel", "hard"),
    }.get(level, level)


class _SeatRow(QLabel):
    """A clickable cell: every cell of a player's line opens that player's sheet."""

    clicked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)
        super().mouseReleaseEvent(event)


class TablePanel(QFrame):
    """Everyone's standing as of the last resolved turn.

    Signals:
        seat_clicked(int): a player's line was clicked (their seat).
    """

    seat_clicked = Signal(int)

    COLUMNS = 4  # name, score, plans, refusals
    NAME_WIDTH = 110
    """Pixels for a name with its marks; a longer name is cut short with "…"."""
    ROW_HEIGHT = 18
    """Each line is a click target at least this high."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold")
        outer.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(0)
        self.grid.setColumnStretch(0, 1)
        outer.addLayout(self.grid)
        self.headers = [QLabel() for _ in range(self.COLUMNS)]
        for column, header in enumerate(self.headers):
            header.setStyleSheet(f"color: {QUIET_COLOUR}; font-size: 11px")
            if column:
                header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(header, 0, column)
        self.rows: list[list[_SeatRow]] = []
        self._lines: tuple[SeatLine, ...] = ()
        self._current = -1
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts again in the current language."""
        self.title.setText(translate("TablePanel", "At the table"))
        for header, text in zip(self.headers, (
            translate("TablePanel", "Player"),
            translate("TablePanel", "Score"),
            translate("TablePanel", "Plans"),
            translate("TablePanel", "Refusals"),
        ), strict=True):
            header.setText(text)
        self.setToolTip(translate(
            "TablePanel",
            "Scores as of the last resolved turn. Click a player to see their sheet.",
        ))
        self._fill()

    def set_table(self, lines: Sequence[SeatLine], current: int) -> None:
        """Show ``lines`` (one per seat); ``current`` is the seat whose turn is shown."""
        lines = tuple(lines)
        while len(self.rows) < len(lines):
            seat = len(self.rows)
            row = [_SeatRow(seat, self) for _ in range(self.COLUMNS)]
            for column, cell in enumerate(row):
                cell.clicked.connect(self.seat_clicked)
                if column:
                    cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.setMinimumHeight(self.ROW_HEIGHT)
                self.grid.addWidget(cell, seat + 1, column)
            self.rows.append(row)
        for seat, row in enumerate(self.rows):
            for cell in row:
                cell.setVisible(seat < len(lines))
        self._lines = lines
        self._current = current
        self._fill()

    def _fill(self) -> None:
        for seat, line in enumerate(self._lines):
            name_cell, score_cell, plans_cell, refusals_cell = self.rows[seat]
            current = seat == self._current
            weight = "bold" if current else "normal"
            font = QFont(name_cell.font())
            font.setBold(current)
            small = QFont(name_cell.font())
            small.setPixelSize(11)
            level = f" ({level_label(line.computer)})" if line.computer else ""
            done = " ✓" if line.confirmed else ""
            room = (self.NAME_WIDTH - QFontMetrics(small).horizontalAdvance(level)
                    - QFontMetrics(font).horizontalAdvance(done))
            marker = "▸ " if current else ""
            name = QFontMetrics(font).elidedText(marker + line.name, Qt.TextElideMode.ElideRight,
                                                 max(room, 40))
            text = f'<span style="font-weight:{weight}">{html.escape(name)}</span>'
            if level:
                text += f'<span style="color:{QUIET_COLOUR}; font-size:11px">{level}</span>'
            if done:
                text += f'<span style="color:{DONE_COLOUR}">{done}</span>'
            name_cell.setText(text)
            score_cell.setText(f'<span style="font-weight:{weight}">{line.score}</span>')
            plans_cell.setText(_marks(line.plans, 3, "●", "○", PLAN_COLOUR))
            refusals_cell.setText(_marks(line.refusals, REFUSAL_BOXES, "☒", "☐", REFUSAL_COLOUR))
            tip = translate(
                "TablePanel",
                "{name}: {score} points, {plans} of 3 plans claimed, "
                "{refusals} of {boxes} refusals",
            ).format(name=line.name, score=line.score, plans=line.plans,
                     refusals=line.refusals, boxes=REFUSAL_BOXES)
            if line.computer:
                tip += "\n" + translate("TablePanel", "Played by the computer ({level}).").format(
                    level=level_label(line.computer))
            if line.confirmed:
                tip += "\n" + translate("TablePanel", "Has confirmed this turn.")
            for cell in self.rows[seat]:
                cell.setToolTip(tip)

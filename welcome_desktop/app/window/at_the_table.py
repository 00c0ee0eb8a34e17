"""The players at the table, a line each: score, plans claimed, refusals, what they did in the
last resolved turn, who has played; in a network game shared by several people at one screen,
which seats are played here.

Shown in games of two players or more, under the big sheet and always in view: the lines sit
in blocks side by side as the width allows, so the strip stays a few lines high. It is built
from :class:`~welcome_desktop.app.play.turn_view.SeatLine` values, which come from the resolved
turns only: it tells whether somebody has confirmed the current turn, never what they chose.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.chrome import accent
from welcome_desktop.app.look.plain import plain_label, plain_tip
from welcome_desktop.app.play.turn_view import SeatLine
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.tables import REFUSAL_BOXES

translate = QCoreApplication.translate

PLAN_COLOUR = "#b0701c"
REFUSAL_COLOUR = "#a02818"
DONE_COLOUR = "#2e7d32"
QUIET_COLOUR = "#6b5a44"


LAST_TURN_COLOUR = "#5a2a66"

def _marks(count: int, of: int, full: str, empty: str, colour: str) -> str:
    """``count`` of ``of`` boxes as glyphs, the full ones coloured (rich text)."""
    return f'<span style="color:{colour}">{full * count}</span>' + empty * (of - count)


def level_label(level: str) -> str:
    """A computer seat's level, in a word."""
    words: dict[str, str] = {
        Level.EASY: translate("AtTheTable", "easy"),
        Level.GREEDY: translate("AtTheTable", "medium"),
        Level.STRONG: translate("AtTheTable", "hard"),
    }
    return words.get(level, level)


def here_label() -> str:
    """A seat played at this screen, beside others played here (a network game), in a word."""
    return translate("AtTheTable", "here")


def here_tip() -> str:
    """A seat played at this screen, in a sentence."""
    return translate("AtTheTable", "Played at this screen.")


def _wrapped_height(metrics: QFontMetrics, width: int, text: str) -> int:
    """The height of ``text`` wrapped at ``width`` pixels."""
    return metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap),
                                text).height()


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


class AtTheTable(QFrame):
    """Everyone's standing as of the last resolved turn.

    Signals:
        seat_clicked(int): a player's line was clicked (their seat).
    """

    seat_clicked = Signal(int)

    COLUMNS = 5  # name, score, plans, refusals, last turn
    NAME_WIDTH = 110
    """Pixels for a name with its marks; a longer name is cut short with "…"."""
    ROW_HEIGHT = 18
    """Each line is a click target at least this high."""
    BLOCK_WIDTH = 340
    """The narrowest block of lines: a new block side by side from twice this width."""
    MAX_ROWS = 3
    LAST_TURN_LINES = 3
    """A last turn wraps on up to this many lines (the main news about the others: whole)..."""
    WRAP_FROM_HEIGHT = 700
    """... in a window at least this high; in a lower one your sheet needs the height, and a
    last turn keeps to one line (whole in its tooltip)."""
    """Lines in view in each block; more scroll."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("at_the_table")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 2, 6, 3)
        outer.setSpacing(0)
        self.title = plain_label()
        self.title.setStyleSheet("font-weight: bold;")
        self.caption = plain_label()
        self.scale = 1.0
        self._text_px = QFontInfo(self.font()).pixelSize()
        self.caption.setStyleSheet(self._quiet_style())
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(self.title)
        top.addWidget(self.caption, 1)
        outer.addLayout(top)
        lines = QWidget()
        lines.setObjectName("table_lines")
        self._blocks_box = QHBoxLayout(lines)
        self._blocks_box.setContentsMargins(0, 0, 0, 0)
        self._blocks_box.setSpacing(16)
        # Past MAX_ROWS lines a block scrolls: the strip never takes your sheet's room.
        self.scroller = QScrollArea()
        self.scroller.setObjectName("table_scroll")
        self.scroller.setWidget(lines)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroller)
        self._grids: list[QGridLayout] = []
        self._headers: list[list[QLabel]] = []
        self.blocks = 0
        self._width = self.BLOCK_WIDTH
        self.rows: list[list[_SeatRow]] = []
        self._lines: tuple[SeatLine, ...] = ()
        self._last_turns: tuple[str, ...] = ()
        self._last_turn_height = 0
        self._fitting = False
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_last_turns)
        self._current = -1
        self._set_blocks(1)
        self.retranslate()

    def focus_widget(self) -> QWidget:
        """The widget Tab stops at (window/focus_order.py)."""
        return self.scroller

    @property
    def headers(self) -> list[QLabel]:
        """The first block's column headers."""
        return self._headers[0]

    def _set_blocks(self, blocks: int) -> None:
        """Lay the lines out in ``blocks`` blocks side by side, top to bottom in each."""
        while len(self._grids) < blocks:
            grid = QGridLayout()
            grid.setHorizontalSpacing(8)
            grid.setVerticalSpacing(0)
            grid.setColumnStretch(self.COLUMNS - 1, 1)
            headers = [plain_label() for _ in range(self.COLUMNS)]
            for column, header in enumerate(headers):
                header.setStyleSheet(self._quiet_style())
                if 0 < column < self.COLUMNS - 1:
                    header.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(header, 0, column)
            # Like the last turns under it, the last column's header never widens the strip.
            headers[-1].setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            grid.setAlignment(Qt.AlignmentFlag.AlignTop)  # a shorter block keeps to the top
            self._blocks_box.addLayout(grid, 1)
            self._grids.append(grid)
            self._headers.append(headers)
            self._label_headers(headers)
        self.blocks = blocks
        for index in range(len(self._grids)):  # a block no longer used takes no width
            self._blocks_box.setStretch(index, 1 if index < blocks else 0)
        rows = math.ceil(len(self._lines) / blocks) if self._lines else 0
        for seat, row in enumerate(self.rows):
            block = min(seat // rows, blocks - 1) if rows else 0
            for column, cell in enumerate(row):
                self._grids[block].addWidget(cell, seat % rows + 1 if rows else seat + 1, column)
        for block, headers in enumerate(self._headers):
            for header in headers:
                header.setVisible(block < blocks)
        header_height = self._headers[0][0].sizeHint().height()
        shown = min(max(rows, 1), self.MAX_ROWS)
        self.scroller.setFixedHeight(header_height + shown * self._row_height() + 2)

    def _size_css(self) -> str:
        """The strip's text size for a style sheet, when it is not the usual one."""
        return f" font-size: {round(self._text_px * self.scale)}px;" if self.scale > 1 else ""

    def _small_px(self) -> int:
        return round(11 * self.scale)

    def _row_height(self) -> int:
        """A line's height: taller when a last turn wraps."""
        return max(round(self.ROW_HEIGHT * self.scale), self._last_turn_height + 2)

    def _quiet_style(self) -> str:
        return f"color: {accent(QUIET_COLOUR)}; font-size: {self._small_px()}px"

    def set_text_scale(self, scale: float) -> None:
        """Draw the strip's words and lines ``scale`` times their usual size (a large
        screen)."""
        if scale == self.scale:
            return
        self.scale = scale
        font = QFont(self.font())
        font.setPixelSize(round(self._text_px * scale))
        self.setFont(font)
        self.caption.setStyleSheet(self._quiet_style())
        # A widget with a style sheet takes its font from it, not from the strip.
        self.title.setStyleSheet("font-weight: bold;" + self._size_css())
        for row in self.rows:
            row[-1].setStyleSheet(f"color: {accent(LAST_TURN_COLOUR)};" + self._size_css())
        for headers in self._headers:
            for header in headers:
                header.setStyleSheet(self._quiet_style())
        for row in self.rows:
            for cell in row:
                cell.setMinimumHeight(self._row_height())
        self._set_blocks(self.blocks or 1)
        self._fit_blocks()
        self._fill()

    def fit_width(self, width: int) -> None:
        """Take the number of blocks that suits ``width`` pixels (the window's resize, before
        the layout places the strip: its height is then known)."""
        self._width = width
        self._fit_blocks()

    def _fit_blocks(self) -> None:
        """As many blocks as the width holds, as few as give the fewest lines."""
        count = len(self._lines)
        # Each block after the first also takes the spacing between blocks.
        spacing = self._blocks_box.spacing()
        block = round(self.BLOCK_WIDTH * self.scale)
        most = max(1, min(count, (self._width + spacing) // (block + spacing)))
        rows = math.ceil(count / most) if count else 1
        blocks = max(1, math.ceil(count / rows)) if count else 1
        if blocks != self.blocks:
            self._set_blocks(blocks)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_last_turns()
        self._refit.start()  # once the columns have their new widths


    def _label_headers(self, headers: list[QLabel]) -> None:
        for header, text in zip(headers, (
            translate("AtTheTable", "Player"),
            translate("AtTheTable", "Score"),
            translate("AtTheTable", "Plans"),
            translate("AtTheTable", "Refusals"),
            translate("AtTheTable", "Last turn"),
        ), strict=True):
            header.setText(text)

    def retranslate(self) -> None:
        """Set the texts again in the current language."""
        self.title.setText(translate("AtTheTable", "At the table"))
        self.caption.setText(translate(
            "AtTheTable", "as of the last resolved turn; click a player to see their sheet"))
        for headers in self._headers:
            self._label_headers(headers)
        self.setToolTip(translate(
            "AtTheTable",
            "Scores as of the last resolved turn. Click a player to see their sheet.",
        ))
        self._fill()

    def set_table(self, lines: Sequence[SeatLine], current: int) -> None:
        """Show ``lines`` (one per seat); ``current`` is the seat whose turn is shown."""
        lines = tuple(lines)
        count_changed = len(lines) != len(self._lines)
        while len(self.rows) < len(lines):
            seat = len(self.rows)
            row = [_SeatRow(seat, self) for _ in range(self.COLUMNS)]
            for column, cell in enumerate(row):
                cell.clicked.connect(self.seat_clicked)
                if 0 < column < self.COLUMNS - 1:
                    cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.setMinimumHeight(self._row_height())
            # The last turn takes what is left of the line, wrapped when it needs more.
            row[-1].setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            row[-1].setTextFormat(Qt.TextFormat.PlainText)
            row[-1].setWordWrap(True)
            row[-1].setStyleSheet(f"color: {accent(LAST_TURN_COLOUR)};" + self._size_css())
            self.rows.append(row)
        for seat, row in enumerate(self.rows):
            for cell in row:
                cell.setVisible(seat < len(lines))
        self._lines = lines
        self._current = current
        if count_changed:
            self._set_blocks(self.blocks or 1)
            self._fit_blocks()
        self._fill()

    def _name_cells(self, seat: int, line: SeatLine, level: str) -> None:
        """Each cell's name in words for a screen reader: no glyphs (○○○ ☐☐☐), no markup."""
        name_cell, score_cell, plans_cell, refusals_cell, _last = self.rows[seat]
        name = line.name + level
        if seat == self._current:
            name = translate("AtTheTable", "{name}, playing now").format(name=name)
        if line.confirmed:
            name = translate("AtTheTable", "{name}, has confirmed").format(name=name)
        name_cell.setAccessibleName(name)
        score_cell.setAccessibleName(translate("AtTheTable", "{score} points").format(
            score=line.score))
        plans_cell.setAccessibleName(translate("AtTheTable", "{count} of 3 plans claimed").format(
            count=line.plans))
        refusals_cell.setAccessibleName(translate(
            "AtTheTable", "{count} of {boxes} refusals").format(count=line.refusals,
                                                                 boxes=REFUSAL_BOXES))

    def set_last_turns(self, last_turns: Sequence[str]) -> None:
        """What each seat did in the last resolved turn, in a few words ("" before any)."""
        self._last_turns = tuple(last_turns)
        self._fill()

    def _fit_last_turns(self) -> None:
        """Every last turn whole: wrapped, the lines as tall as the longest needs (at most
        :attr:`LAST_TURN_LINES`, past which it is cut short with "…")."""
        if self._fitting:  # the lines' new height resizes the cells: no second round
            return
        self._fitting = True
        try:
            self._wrap_last_turns()
        finally:
            self._fitting = False

    def _wrap_last_turns(self) -> None:
        needed = 0
        for seat, row in enumerate(self.rows[:len(self._lines)]):
            cell = row[-1]
            text = self._last_turns[seat] if seat < len(self._last_turns) else ""
            cell.setAccessibleName(text)  # a screen reader reads the whole turn
            metrics = cell.fontMetrics()
            width = max(cell.width(), 20)
            lines = self.LAST_TURN_LINES if self.window().height() >= self.WRAP_FROM_HEIGHT else 1
            most = lines * metrics.lineSpacing()

            height = _wrapped_height(metrics, width, text)
            if lines == 1:
                text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
                height = metrics.height()
            while height > most and " " in text:  # past the last line: cut at a word, "…"
                text = text.rsplit(" ", 1)[0].rstrip(",;") + "…"
                height = _wrapped_height(metrics, width, text)
            cell.setText(text)
            needed = max(needed, min(height, most))
        if needed != self._last_turn_height:
            self._last_turn_height = needed
            for row in self.rows:
                for cell in row:
                    cell.setMinimumHeight(self._row_height())
            self._set_blocks(self.blocks or 1)

    def _fill(self) -> None:
        for seat, line in enumerate(self._lines):
            name_cell, score_cell, plans_cell, refusals_cell, _last = self.rows[seat]
            current = seat == self._current
            weight = "bold" if current else "normal"
            font = QFont(name_cell.font())
            font.setBold(current)
            small = QFont(name_cell.font())
            small.setPixelSize(self._small_px())
            level = f" ({level_label(line.computer)})" if line.computer else \
                f" ({here_label()})" if line.here else ""
            done = " ✓" if line.confirmed else ""
            room = (round(self.NAME_WIDTH * self.scale)
                    - QFontMetrics(small).horizontalAdvance(level)
                    - QFontMetrics(font).horizontalAdvance(done))
            marker = "▸ " if current else ""
            name = QFontMetrics(font).elidedText(marker + line.name, Qt.TextElideMode.ElideRight,
                                                 max(room, 40))
            text = f'<span style="font-weight:{weight}">{html.escape(name)}</span>'
            if level:
                quiet = accent(QUIET_COLOUR)
                text += (f'<span style="color:{quiet}; font-size:{self._small_px()}px">'
                         f'{level}</span>')
            if done:
                text += f'<span style="color:{accent(DONE_COLOUR)}">{done}</span>'
            name_cell.setText(text)
            score_cell.setText(f'<span style="font-weight:{weight}">{line.score}</span>')
            plans_cell.setText(_marks(line.plans, 3, "●", "○", accent(PLAN_COLOUR)))
            refusals_cell.setText(_marks(line.refusals, REFUSAL_BOXES, "☒", "☐",
                                         accent(REFUSAL_COLOUR)))
            tip = translate(
                "AtTheTable",
                "{name}: {score} points, {plans} of 3 plans claimed, "
                "{refusals} of {boxes} refusals",
            ).format(name=line.name, score=line.score, plans=line.plans,
                     refusals=line.refusals, boxes=REFUSAL_BOXES)
            if line.computer:
                tip += "\n" + translate("AtTheTable", "Played by the computer ({level}).").format(
                    level=level_label(line.computer))
            if line.here:
                tip += "\n" + here_tip()
            if line.confirmed:
                tip += "\n" + translate("AtTheTable", "Has confirmed this turn.")
            last = self._last_turns[seat] if seat < len(self._last_turns) else ""
            if last:
                tip += "\n" + translate("AtTheTable", "Last turn: {what}").format(what=last)
            for cell in self.rows[seat]:
                cell.setToolTip(plain_tip(tip))
                cell.setAccessibleDescription(tip)  # the words, not the tooltip's markup
            self._name_cells(seat, line, level)
        self._fit_last_turns()
        self._refit.start()  # once the columns have taken the new texts' widths

"""The table screen's end: how everyone scored, a row per player in ranking order (tied players
share a place), the columns of the sheet's score columns summed as the paper sheet sums them
(the End dialog's :func:`~welcome_desktop.app.dialogs.end_game.score_columns`), the total in
bold. A real table for a screen reader; read-only, nothing to select, never focused, no scroll
bar: its type is as large as its room allows
(:func:`~welcome_desktop.app.window.table_screen_layout.score_table_type`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from welcome_desktop.app.look import style
from welcome_desktop.app.play.public_table import PublicTable
from welcome_desktop.app.window.table_screen_layout import (
    HEADER_SCALE,
    ScoreTableType,
    score_table_type,
)

translate = QCoreApplication.translate

# The size the words are measured at, to be scaled to the size chosen.
REFERENCE_PX = 100.0
# The lines between the cells and around the table: the sheets' border colour.
RULE = "#c9b48a"


def two_lines(text: str) -> str:
    """``text`` broken at the space that leaves its longer line shortest (as it is without
    one)."""
    spaces = [i for i, char in enumerate(text) if char == " "]
    if not spaces:
        return text
    best = min(spaces, key=lambda i: max(len(text[:i]), len(text[i + 1:])))
    return text[:best] + "\n" + text[best + 1:]


def ranked_rows(table: PublicTable) -> list[tuple[int, int]]:
    """(place, seat) in ranking order; tied seats share a place, the next place skips them."""
    rows, place = [], 1
    for group in table.ranking:
        rows += [(place, seat) for seat in group]
        place += len(group)
    return rows


class ScoreTable(QTableWidget):
    """How everyone scored (see the module's docstring): :meth:`show_scores` fills it,
    :meth:`fit` chooses its type for its room."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableFinalScores")
        self.headers: list[str] = []
        # The cells' items, a list per row (the table owns them).
        self.cells: list[list[QTableWidgetItem]] = []
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # no wheel scroll
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setCornerButtonEnabled(False)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setMinimumSectionSize(1)
            header.setHighlightSections(False)
        self.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        ink, paper = style.INK.name(), style.PAPER.name()
        self.setStyleSheet(
            f"QTableWidget {{ background: {paper}; color: {ink}; border: 1px solid {RULE};"
            f" gridline-color: {RULE} }}"
            f" QHeaderView::section {{ background: {paper}; color: {ink}; border: none;"
            f" border-bottom: 2px solid {ink}; border-right: 1px solid {RULE}; padding: 0 }}")
        self.kind = ScoreTableType(1, 1, 1, 1, 1, [])

    def show_scores(self, table: PublicTable) -> None:
        """One row per seat in ranking order, from the breakdowns at the end (empty before)."""
        from welcome_desktop.app.dialogs.end_game import score_columns

        columns = score_columns(table.breakdowns, table.advanced, table.sheet)
        self.headers = [translate("TableScreen", "Place"), translate("TableScreen", "Player"),
                        *(column.header for column in columns)]
        rows = ranked_rows(table) if table.breakdowns else []
        self.setAccessibleName(translate("TableScreen", "The final scores"))
        self.clear()
        self.setColumnCount(len(self.headers))
        self.setRowCount(len(rows))
        self.cells = [[] for _ in rows]
        for row, (place, seat) in enumerate(rows):
            cells = [str(place), table.seats[seat].name,
                     *(str(column.points[seat]) for column in columns)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setTextAlignment((Qt.AlignmentFlag.AlignLeft if column == 1
                                       else Qt.AlignmentFlag.AlignHCenter)
                                      | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, column, item)
                self.cells[row].append(item)
        self._set_headers(1)

    def _set_headers(self, lines: int, font: QFont | None = None) -> None:
        """The headers on ``lines`` lines, in ``font`` (a header item's own: the header
        view's font is the style sheet's)."""
        for column, text in enumerate(self.headers):
            item = QTableWidgetItem(two_lines(text) if lines == 2 else text)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, text)  # read on one line
            if font is not None:
                item.setFont(font)
            self.setHorizontalHeaderItem(column, item)

    def cell_font(self, px: float, column: int) -> QFont:
        """A cell's type: the total in bold."""
        total = column == self.columnCount() - 1
        return style.font(px, QFont.Weight.Bold if total else QFont.Weight.Normal)

    def fit(self, width: int, height: int, unit: float) -> ScoreTableType:
        """The largest type with which every row, header and number fits ``width`` ×
        ``height`` (the table's frame included); the table takes the size it needs."""
        frame = 2 * self.frameWidth()
        header = QFontMetricsF(style.font(REFERENCE_PX * HEADER_SCALE, QFont.Weight.Bold))
        header_widths = [(header.horizontalAdvance(text),
                          max(header.horizontalAdvance(line)
                              for line in two_lines(text).split("\n")))
                         for text in self.headers]
        cell_widths = []
        for column in range(self.columnCount()):
            metrics = QFontMetricsF(self.cell_font(REFERENCE_PX, column))
            cell_widths.append(max((metrics.horizontalAdvance(cells[column].text())
                                    for cells in self.cells), default=0.0))
        kind = score_table_type(header_widths, cell_widths, self.rowCount(),
                                width=width - frame, height=height - frame, unit=unit,
                                reference=REFERENCE_PX)
        self.kind = kind
        self._set_headers(kind.header_lines, style.font(kind.header_px, QFont.Weight.Bold))
        self.horizontalHeader().setFixedHeight(kind.header_h)
        self.verticalHeader().setDefaultSectionSize(kind.row_h)
        for row, cells in enumerate(self.cells):
            self.setRowHeight(row, kind.row_h)
            for column, item in enumerate(cells):
                item.setFont(self.cell_font(kind.px, column))
        for column, column_w in enumerate(kind.widths):
            self.setColumnWidth(column, column_w)
        self.resize(sum(kind.widths) + frame, kind.header_h + self.rowCount() * kind.row_h
                    + frame)
        return kind


__all__ = ["ScoreTable", "ranked_rows", "two_lines"]

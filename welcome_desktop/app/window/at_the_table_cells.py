"""*At the table*'s cells as the eye reads them: the columns, a cell's rich text painted (one
line, or wrapped in the last turn's column), the quiet headers sharing their line with the
strip's title and caption, and the table view whose row a click or Space chooses. What a cell
says, and to whom, is :mod:`~welcome_desktop.app.window.at_the_table`'s."""

from __future__ import annotations

import math
from enum import IntEnum

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPalette,
    QTextDocument,
    QTextOption,
)
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QWidget,
)

QUIET_COLOUR = "#6b5a44"
"""The headers' and the quiet words' colour."""

RICH = Qt.ItemDataRole.UserRole + 1
"""A cell's look, as rich text of our own making (the names in it escaped): what the eye
reads. Its words for a screen reader are in ``Qt.AccessibleTextRole``."""
CELL_PAD = 4
"""Pixels left and right of a cell's text."""


class Column(IntEnum):
    """The table's columns, in their order; ``HERE`` only in a game shared at this screen."""

    PLAYER = 0
    SCORE = 1
    PLANS = 2
    REFUSALS = 3
    LAST_TURN = 4
    THIS_TURN = 5
    HERE = 6




class CellPainter(QStyledItemDelegate):
    """Paints a cell's rich text (:data:`RICH`): one line, or wrapped in the last turn's
    column; the view's focus frame and background as Qt's own cells."""

    def document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
                 width: int) -> QTextDocument:
        """The cell's text laid out ``width`` pixels wide (0: on one line)."""
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(option.font)
        text_option = QTextOption()
        centred = index.column() in (Column.SCORE, Column.PLANS, Column.REFUSALS,
                                     Column.HERE)
        text_option.setAlignment(Qt.AlignmentFlag.AlignHCenter if centred
                                 else Qt.AlignmentFlag.AlignLeft)
        wrap = index.column() == Column.LAST_TURN and width > 0
        text_option.setWrapMode(QTextOption.WrapMode.WordWrap if wrap
                                else QTextOption.WrapMode.NoWrap)
        document.setDefaultTextOption(text_option)
        colour = option.palette.color(QPalette.ColorRole.WindowText).name()
        document.setHtml(f'<div style="color: {colour}">{index.data(RICH) or ""}</div>')
        if width > 0:
            document.setTextWidth(width)
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        cell = QStyleOptionViewItem(option)
        self.initStyleOption(cell, index)
        cell.text = ""
        widget = cell.widget
        style = widget.style() if widget is not None else None
        if style is not None:  # the background and the focus frame, without the words
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, cell, painter, widget)
        rect: QRect = option.rect.adjusted(CELL_PAD, 0, -CELL_PAD, 0)
        document = self.document(option, index, rect.width())
        top = rect.top() + max(0.0, (rect.height() - document.size().height()) / 2)
        painter.save()
        painter.translate(rect.left(), top)
        painter.setClipRect(0, 0, rect.width(), rect.height())
        # drawContents, not documentLayout().draw(): shiboken may hand back a stale wrapper of
        # another object for the layout (seen: "'QWidgetItem' object has no attribute 'draw'").
        document.drawContents(painter)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt's name
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        document = self.document(option, index, 0)
        return QSize(math.ceil(document.idealWidth()) + 2 * CELL_PAD,
                     math.ceil(document.size().height()) + 2)


class TableHeader(QHeaderView):
    """The column headers, quiet and small; over the players' names, the strip's title in
    bold, and beside "Last turn" the strip's caption where it fits: one line for all three.
    A screen reader reads the headers' own words ("Player", "Last turn")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.title = ""
        self.caption = ""
        self.quiet = QUIET_COLOUR
        self.small_px = 11

    def _title_font(self) -> QFont:
        parent = self.parentWidget()
        font = QFont(parent.font() if parent is not None else self.font())
        font.setBold(True)
        return font

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(self.small_px)
        return font

    def fitted_height(self) -> int:
        """As high as the title, or the headers' words."""
        return max(QFontMetrics(self._small_font()).height(),
                   QFontMetrics(self._title_font()).height()) + 2

    def sectionSizeFromContents(self, logical_index: int) -> QSize:  # noqa: N802 - Qt's name
        # The words and the cells' padding, no more: the last turn takes what is left.
        model = self.model()
        words = str(model.headerData(logical_index, Qt.Orientation.Horizontal) or "") \
            if model is not None else ""
        width = QFontMetrics(self._small_font()).horizontalAdvance(words)
        if logical_index == Column.PLAYER:
            width = max(width, QFontMetrics(self._title_font()).horizontalAdvance(self.title))
        return QSize(width + 2 * CELL_PAD + 2, self.fitted_height())

    def paintSection(self, painter: QPainter, rect: QRect,  # noqa: N802 - Qt's name
                     logical_index: int) -> None:
        if logical_index not in (Column.PLAYER, Column.LAST_TURN):
            super().paintSection(painter, rect, logical_index)
            return
        painter.save()
        inner = rect.adjusted(CELL_PAD, 0, -CELL_PAD, 0)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if logical_index == Column.PLAYER:
            painter.setFont(self._title_font())
            painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            painter.drawText(inner, flags, self.title)
        else:
            font = self._small_font()
            painter.setFont(font)
            painter.setPen(QColor(self.quiet))
            words = str(self.model().headerData(logical_index, Qt.Orientation.Horizontal)
                        if self.model() is not None else "")
            metrics = QFontMetrics(font)
            gap = metrics.horizontalAdvance("   ")
            if metrics.horizontalAdvance(words + self.caption) + gap <= inner.width():
                words += "   " + self.caption  # the caption only where it fits whole
            painter.drawText(inner, flags, words)
        painter.restore()


class SeatsView(QTableWidget):
    """The table itself: a row per player; a click, or Space on a row, asks for their sheet."""

    seat_chosen = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Space and self.currentIndex().isValid():
            self.seat_chosen.emit(self.currentIndex().row())
            return
        super().keyPressEvent(event)

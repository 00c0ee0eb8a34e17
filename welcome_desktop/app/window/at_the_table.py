"""The players at the table, a row each: score, plans claimed, refusals, what they did in the
last resolved turn, whether they have played this turn; in a network game shared by several
people at one screen, which seats are played here.

Shown in games of two players or more, under the big sheet and always in view. It is a real
table (a :class:`QTableWidget`, read-only): a screen reader reads its rows and column headers,
each cell named in words ("2 of 3 plans: 1 and 3", "Refusals: 1 of 3"), while the eye reads
the marks (●○○, ☒☐☐) painted as before. A last turn wraps, its row growing, never cut short;
past :attr:`AtTheTable.MAX_ROWS` players the rows scroll. It is built from
:class:`~welcome_desktop.app.play.turn_view.SeatLine` values, which come from the resolved
turns only: it tells whether somebody has confirmed the current turn, never what they chose.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontInfo,
    QFontMetrics,
    QPalette,
    QResizeEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QSizePolicy,
    QStyleOptionViewItem,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.chrome import accent
from welcome_desktop.app.look.plain import plain_tip
from welcome_desktop.app.play.turn_view import SeatLine
from welcome_desktop.app.window.at_the_table_cells import (
    CELL_PAD,
    QUIET_COLOUR,
    RICH,
    CellPainter,
    Column,
    SeatsView,
    TableHeader,
)
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.tables import REFUSAL_BOXES

translate = QCoreApplication.translate

PLAN_COLOUR = "#b0701c"
REFUSAL_COLOUR = "#a02818"
DONE_COLOUR = "#2e7d32"
LAST_TURN_COLOUR = "#5a2a66"
PLANS = 3
"""City plans a player may claim: n°1, n°2, n°3."""

def _marks(count: int, of: int, full: str, empty: str, colour: str) -> str:
    """``count`` of ``of`` boxes as glyphs, the full ones coloured (rich text)."""
    return f'<span style="color:{colour}">{full * count}</span>' + empty * (of - count)


def _plan_marks(claimed: Sequence[int], colour: str) -> str:
    """The three plans as glyphs, each claimed one full and coloured in its place (rich
    text)."""
    return "".join(f'<span style="color:{colour}">●</span>' if number in claimed else "○"
                   for number in range(1, PLANS + 1))


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


def plans_words(claimed: Sequence[int]) -> str:
    """The plans a player claimed, in words: "2 of 3 plans: 1 and 3"."""
    count = len(claimed)
    if not claimed:
        return translate("AtTheTable", "0 of 3 plans")
    numbers = [str(number) for number in claimed]
    which = numbers[0] if count == 1 else translate("AtTheTable", "{first} and {last}").format(
        first=", ".join(numbers[:-1]), last=numbers[-1])
    return translate("AtTheTable", "{count} of 3 plans: {which}").format(count=count,
                                                                         which=which)


def refusals_words(count: int) -> str:
    """A player's refusals, in words: "Refusals: 1 of 3"."""
    return translate("AtTheTable", "Refusals: {count} of {boxes}").format(count=count,
                                                                          boxes=REFUSAL_BOXES)


class AtTheTable(QFrame):
    """Everyone's standing as of the last resolved turn.

    Signals:
        seat_clicked(int): a player's row was clicked, or Space pressed on it (their seat).
    """

    seat_clicked = Signal(int)

    NAME_WIDTH = 110
    """Pixels for a name with its marks; a longer name is cut short with "…" on the screen
    (whole for a screen reader and in the tooltip)."""
    ROW_HEIGHT = 18
    """Each row is a click target at least this high."""
    MAX_ROWS = 4
    """Rows in view; more scroll."""
    ONE_LINE_BELOW = 700
    """In a window lower than this, a last turn that would wrap takes the small text size
    (the headers' and the levels') to stay on one line; if it still needs more, it wraps:
    it is never cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("at_the_table")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 2, 6, 3)
        outer.setSpacing(0)
        self.scale = 1.0
        self._text_px = QFontInfo(self.font()).pixelSize()
        self.table = SeatsView(0, len(Column) - 1)
        self.header = TableHeader(self.table)
        self.table.setHorizontalHeader(self.header)
        self.table.setObjectName("table_seats")
        self._painter = CellPainter(self.table)
        self.table.setItemDelegate(self._painter)
        self._style_table()
        outer.addWidget(self.table)
        self.table.clicked.connect(lambda index: self.seat_clicked.emit(index.row()))
        self.table.seat_chosen.connect(self.seat_clicked)
        self._lines: tuple[SeatLine, ...] = ()
        self._last_turns: tuple[str, ...] = ()
        self._current = -1
        self._over = False
        self.compact = False
        """The last turns in the small size (:attr:`ONE_LINE_BELOW`)."""
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_rows)
        # A column's new width may wrap a last turn on more lines, or on fewer.
        self.table.horizontalHeader().sectionResized.connect(lambda *_: self._refit.start())
        self.retranslate()

    def _style_table(self) -> None:
        """Read-only, focusable, drawn on the strip's own background without a grid: it looks
        like the lines of text it replaced."""
        table = self.table
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.setTabKeyNavigation(False)  # Tab leaves the table (window/focus_order.py)
        table.setShowGrid(False)
        table.setWordWrap(True)
        table.setFrameShape(QFrame.Shape.NoFrame)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        table.verticalHeader().hide()
        table.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        palette = table.palette()
        palette.setColor(QPalette.ColorRole.Base, palette.color(QPalette.ColorRole.Window))
        table.setPalette(palette)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionsClickable(False)
        header.setMinimumSectionSize(8)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._style_header()

    def _style_header(self) -> None:
        header = self.table.horizontalHeader()
        header.setStyleSheet(
            "QHeaderView { background: transparent; border: none; }"
            f" QHeaderView::section {{ {self._quiet_style()}; background: transparent;"
            f" border: none; padding: 0px {CELL_PAD}px; }}")
        self.header.quiet = accent(QUIET_COLOUR)
        self.header.small_px = self._small_px()
        header.setFixedHeight(self.header.fitted_height())
        self._fit_columns()

    def _fit_columns(self) -> None:
        header = self.table.horizontalHeader()
        for column in range(self.table.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch
                                        if column == Column.LAST_TURN
                                        else QHeaderView.ResizeMode.ResizeToContents)

    def focus_widget(self) -> QWidget:
        """The widget Tab stops at (window/focus_order.py)."""
        return self.table

    def cell(self, seat: int, column: Column) -> QTableWidgetItem:
        """The cell of ``seat`` in ``column``."""
        item = self.table.item(seat, column)
        assert item is not None
        return item

    def looks(self, seat: int, column: Column) -> str:
        """What the eye reads in a cell (its marks and words, without their colours)."""
        document = QTextDocument()
        document.setHtml(str(self.cell(seat, column).data(RICH) or ""))
        return document.toPlainText()

    def _small_px(self) -> int:
        return round(11 * self.scale)

    def _quiet_style(self) -> str:
        return f"color: {accent(QUIET_COLOUR)}; font-size: {self._small_px()}px"

    def set_text_scale(self, scale: float) -> None:
        """Draw the strip's words and rows ``scale`` times their usual size (a large
        screen)."""
        if scale == self.scale:
            return
        self.scale = scale
        font = QFont(self.font())
        font.setPixelSize(round(self._text_px * scale))
        self.setFont(font)
        self.table.setFont(font)
        self._style_header()
        self._fill()

    def fit_width(self, width: int) -> None:
        """The rows' heights for a strip ``width`` pixels wide (the window's resize, before
        the layout places the strip: its height is then known)."""
        margins = self.contentsMargins()
        layout = self.layout()
        inner = layout.contentsMargins() if layout is not None else margins
        self._fit_rows(width - margins.left() - margins.right() - inner.left() - inner.right())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._refit.start()  # once the columns have their new widths

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "_refit"):
            # The chrome changed (dark, high contrast): the cells' colours follow it.
            palette = self.table.palette()
            palette.setColor(QPalette.ColorRole.Base,
                             self.palette().color(QPalette.ColorRole.Window))
            self.table.setPalette(palette)
            self._style_header()
            self._fill()

    def retranslate(self) -> None:
        """Set the texts again in the current language."""
        self.header.title = translate("AtTheTable", "At the table")
        self.header.caption = translate(
            "AtTheTable", "as of the last resolved turn; click a player to see their sheet")
        self.setToolTip(translate(
            "AtTheTable",
            "Scores as of the last resolved turn. Click a player to see their sheet.",
        ))
        self.table.setAccessibleName(translate("AtTheTable", "At the table"))
        self.table.setAccessibleDescription(translate(
            "AtTheTable", "Scores as of the last resolved turn. Press Space on a player to see "
            "their sheet."))
        self._label_headers()
        self._fill()

    def _label_headers(self) -> None:
        words = (
            translate("AtTheTable", "Player"),
            translate("AtTheTable", "Score"),
            translate("AtTheTable", "Plans"),
            translate("AtTheTable", "Refusals"),
            translate("AtTheTable", "Last turn"),
            translate("AtTheTable", "This turn"),
            translate("AtTheTable", "Here"),
        )
        self.table.setHorizontalHeaderLabels(list(words[:self.table.columnCount()]))
        header = self.table.horizontalHeader()
        for column in (Column.SCORE, Column.PLANS, Column.REFUSALS, Column.HERE):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        header.setFixedHeight(self.header.fitted_height())

    def set_table(self, lines: Sequence[SeatLine], current: int, over: bool = False) -> None:
        """Show ``lines`` (one per seat); ``current`` is the seat whose turn is shown; ``over``
        when the game has ended (nobody plays this turn)."""
        lines = tuple(lines)
        self._lines, self._current, self._over = lines, current, over
        columns = len(Column) if any(line.here for line in lines) else len(Column) - 1
        if columns != self.table.columnCount():
            self.table.setColumnCount(columns)
            self._label_headers()
            self._fit_columns()
        self.table.setRowCount(len(lines))
        self._fill()

    def set_last_turns(self, last_turns: Sequence[str]) -> None:
        """What each seat did in the last resolved turn, in a few words ("" before any)."""
        self._last_turns = tuple(last_turns)
        self._fill()

    def last_turn(self, seat: int) -> str:
        """What ``seat`` did in the last resolved turn ("" before any)."""
        return self._last_turns[seat] if seat < len(self._last_turns) else ""

    def _set_cell(self, seat: int, column: Column, rich: str, words: str, tip: str) -> None:
        item = self.table.item(seat, column)
        if item is None:
            item = QTableWidgetItem()
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.table.setItem(seat, column, item)
        item.setData(RICH, rich)
        item.setData(Qt.ItemDataRole.DisplayRole, words)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, tip)
        item.setToolTip(plain_tip(tip))

    def _fill(self) -> None:
        for seat, line in enumerate(self._lines):
            self._fill_row(seat, line)
        self._refit.start()  # once the columns have taken the new texts' widths

    def _tip(self, seat: int, line: SeatLine) -> str:
        """The row's tooltip, in plain words (also its cells' accessible description)."""
        size = abs(line.score)  # the count whose form the words take (a plain name: lupdate)
        tip = translate(
            "AtTheTable",
            "{name}: {score} point(s), {plans} of 3 plans claimed, "
            "{refusals} of {boxes} refusals", None, size,
        ).format(name=line.name, score=line.score, plans=line.plans,
                 refusals=line.refusals, boxes=REFUSAL_BOXES)
        if line.computer:
            tip += "\n" + translate("AtTheTable", "Played by the computer ({level}).").format(
                level=level_label(line.computer))
        if line.here:
            tip += "\n" + here_tip()
        if line.confirmed:
            tip += "\n" + translate("AtTheTable", "Has confirmed this turn.")
        last = self.last_turn(seat)
        if last:
            tip += "\n" + translate("AtTheTable", "Last turn: {what}").format(what=last)
        return tip

    def _fill_row(self, seat: int, line: SeatLine) -> None:
        current = seat == self._current
        weight = "bold" if current else "normal"
        font = QFont(self.table.font())
        font.setBold(current)
        small = QFont(self.table.font())
        small.setPixelSize(self._small_px())
        level = f" ({level_label(line.computer)})" if line.computer else ""
        room = round(self.NAME_WIDTH * self.scale) - QFontMetrics(small).horizontalAdvance(level)
        marker = "▸ " if current else ""
        name = QFontMetrics(font).elidedText(marker + line.name, Qt.TextElideMode.ElideRight,
                                             max(room, 40))
        rich = f'<span style="font-weight:{weight}">{html.escape(name)}</span>'
        quiet = accent(QUIET_COLOUR)
        if level:
            rich += f'<span style="color:{quiet}; font-size:{self._small_px()}px">{level}</span>'
        words = line.name + level
        if current:
            words = translate("AtTheTable", "{name}, playing now").format(name=words)
        tip = self._tip(seat, line)
        self._set_cell(seat, Column.PLAYER, rich, words, tip)
        points = abs(line.score)  # the count whose form the words take (a plain name: lupdate)
        self._set_cell(seat, Column.SCORE, f'<span style="font-weight:{weight}">{line.score}'
                       '</span>', translate("AtTheTable", "{score} point(s)", None,
                                            points).format(score=line.score), tip)
        claimed = line.claimed or tuple(range(1, line.plans + 1))
        self._set_cell(seat, Column.PLANS, _plan_marks(claimed, accent(PLAN_COLOUR)),
                       plans_words(claimed), tip)
        self._set_cell(seat, Column.REFUSALS, _marks(line.refusals, REFUSAL_BOXES, "☒", "☐",
                                                     accent(REFUSAL_COLOUR)),
                       refusals_words(line.refusals), tip)
        last = self.last_turn(seat)
        size = f" font-size:{self._small_px()}px" if self.compact else ""
        self._set_cell(seat, Column.LAST_TURN,
                       f'<span style="color:{accent(LAST_TURN_COLOUR)};{size}">'
                       f'{html.escape(last)}</span>', last, tip)
        if self._over:
            self._set_cell(seat, Column.THIS_TURN, "", "", tip)
        elif line.confirmed:
            played = translate("AtTheTable", "played")
            self._set_cell(seat, Column.THIS_TURN, f'<span style="color:{accent(DONE_COLOUR)}">'
                           f'✓ {html.escape(played)}</span>', played, tip)
        else:
            waiting = translate("AtTheTable", "waiting")
            self._set_cell(seat, Column.THIS_TURN, f'<span style="color:{quiet}">'
                           f'{html.escape(waiting)}</span>', waiting, tip)
        if self.table.columnCount() > Column.HERE:
            if line.here:
                self._set_cell(seat, Column.HERE, html.escape(here_label()), here_tip(), tip)
            else:
                self._set_cell(seat, Column.HERE, "", translate(
                    "AtTheTable", "Played at another screen."), tip)

    def _option(self) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        option.initFrom(self.table)
        option.font = self.table.font()
        return option

    def row_height(self, seat: int, width: int) -> int:
        """The height ``seat``'s row needs with its last turn ``width`` pixels wide (wrapped
        whole, never cut), at least :attr:`ROW_HEIGHT`."""
        option = self._option()
        pad = 2 * CELL_PAD
        needed = self.ROW_HEIGHT  # larger words make the row taller themselves
        for column in range(self.table.columnCount()):
            index = self.table.model().index(seat, column)
            wrap = width - pad if column == Column.LAST_TURN else 0
            document = self._painter.document(option, index, max(wrap, 0))
            needed = max(needed, math.ceil(document.size().height()) + 2)
        return needed

    def _last_turn_width(self, inner: int) -> int:
        """The last turn's column in a table ``inner`` pixels wide (the others take what
        their texts need)."""
        header = self.table.horizontalHeader()
        others = sum(max(self.table.sizeHintForColumn(column),
                         header.sectionSizeHint(column))
                     for column in range(self.table.columnCount())
                     if column != Column.LAST_TURN)
        return max(inner - others, 40)

    def _needs_compact(self, width: int) -> bool:
        """Whether the last turns take the small size to stay on one line in a column
        ``width`` pixels wide: in a window lower than :attr:`ONE_LINE_BELOW`, where your sheet
        needs the height, and only when one of them would wrap."""
        window = self.window()
        if window is self or window.height() >= self.ONE_LINE_BELOW:
            return False
        metrics = QFontMetrics(self.table.font())
        room = width - 2 * CELL_PAD
        return any(metrics.horizontalAdvance(self.last_turn(seat)) > room
                   for seat in range(len(self._lines)))

    def _fit_rows(self, inner: int = -1) -> None:
        """Each row as high as its last turn needs, and the table as high as its first
        :attr:`MAX_ROWS` rows: more scroll."""
        if inner >= 0:
            width = self._last_turn_width(inner)
        else:
            width = self.table.columnWidth(Column.LAST_TURN)
        compact = self._needs_compact(width)
        if compact != self.compact:
            self.compact = compact
            for seat, line in enumerate(self._lines):
                self._fill_row(seat, line)
        heights = [self.row_height(seat, width) for seat in range(self.table.rowCount())]
        for seat, height in enumerate(heights):
            if self.table.rowHeight(seat) != height:
                self.table.setRowHeight(seat, height)
        shown = heights[:self.MAX_ROWS] or [self.ROW_HEIGHT]
        height = self.table.horizontalHeader().height() + sum(shown) + 2
        if self.table.height() != height or self.table.minimumHeight() != height:
            self.table.setFixedHeight(height)

"""The page of the game in play: your sheet with everyone's line under it (*At the table*),
the others' small sheets beside it where the window leaves room, and the side panel; how they
share the window's width, and the keyboard cursor drawn on your sheet."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from welcome_desktop.app.play.keyboard import SheetCursor
from welcome_desktop.app.play.last_turn import last_turn_summaries, last_turn_words, table_snapshots
from welcome_desktop.app.play.sheet_model import Target
from welcome_desktop.app.play.table import Table
from welcome_desktop.app.play.turn_view import TurnView
from welcome_desktop.app.sheet.others_sheets import OthersSheets
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView
from welcome_desktop.app.window.side_panel import SidePanel, panel_width
from welcome_desktop.app.window.turn_banner import TurnBanner


def _another_person(before: TurnView, now: TurnView) -> bool:
    """Another person takes over the screen in the same game (not a computer's turn ending)."""
    if now.over or before.player == now.player or before.players != now.players:
        return False
    people = {seat for seat, line in enumerate(now.table) if not line.computer}
    return before.player in people and now.player in people


def _focus_place(view: SheetView, target: Target | None) -> None:
    """Tell a screen reader, if one listens, that the keyboard's cursor is on ``target``."""
    # sheet.accessible (its Qt classes and enums) only while one listens: the first paint
    # does not need it (docs/startup.md).
    if QAccessible.isActive():
        from welcome_desktop.app.sheet.accessible import focus_place

        focus_place(view, target)


RIGHT_SPACING = 4
"""Pixels between the side panel and the small sheets under it."""


class PlayPage(QWidget):
    """Your sheet (``scene`` in ``sheet_view``), the strip under it, the others' sheets
    (``others_sheets``) and the side panel (``panel``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet_cursor = SheetCursor()
        self.scene = SheetScene()
        self.sheet_view = SheetView(self.scene)
        self.sheet_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.sheet_view.cursor_requested.connect(self.cursor_to)
        self.panel = SidePanel()
        self.others_sheets = OthersSheets()
        layout = self._layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        mine = QVBoxLayout()  # your own sheet first, everyone's line under it, always in view
        mine.setSpacing(2)
        mine.addWidget(self.sheet_view, 1)
        # At the table goes under it when the panel makes it (the first game of several).
        self.panel.table_made.connect(lambda: mine.addWidget(self.panel.at_the_table))
        layout.addLayout(mine, 1)
        layout.addWidget(self.others_sheets)  # beside your sheet, or under the panel (4K)
        right = self._right = QVBoxLayout()
        right.setSpacing(RIGHT_SPACING)
        right.addWidget(self.panel, 1)
        layout.addLayout(right)
        self.panel.column_changed.connect(self._refit)
        self._size: tuple[int, int, int] | None = None
        self.view: TurnView | None = None
        #: Another person's turn on this screen: said over the sheet for a moment.
        self.banner = TurnBanner(self.sheet_view)

    def fit(self, width: int, height: int, window_height: int) -> None:
        """Share ``width`` (the window's) and ``height`` (what the menus and status bar leave
        of ``window_height``): the others' small sheets beside yours only where they leave
        yours (nearly) its full height, or under the side panel where they stand larger
        there (a 4K window: yours then takes the whole width left of the panel)."""
        self._size = (width, height, window_height)
        panel = panel_width(width, window_height)
        room = width - panel - 12
        strip = self.panel.at_the_table if self.panel.at_the_table_made else None
        if strip is not None:
            strip.fit_width(room)
        others = self.others_sheets
        # Their words half as much larger as the panel's: they say again what At the table
        # says, and every line they take is height the sheets do not get.
        others.set_text_scale(1 + (self.panel.scale - 1) / 2)
        under = (panel, self.panel.room_under(panel, height - 8) - RIGHT_SPACING)
        others.fit_window(width, room, height - 12 - (
            strip.sizeHint().height() if strip is not None and not strip.isHidden() else 0),
            under)
        self._place_others()
        if strip is not None and not others.isHidden() and not others.under:
            strip.fit_width(room - others.width())
        column = height - 8
        if others.under and not others.isHidden():
            column -= RIGHT_SPACING + others.height()
        self.panel.fit_plans(panel, column)  # before the first paint at this size

    def _place_others(self) -> None:
        """The small sheets in the column their :attr:`OthersSheets.under` says."""
        others = self.others_sheets
        column = self._right if others.under else self._layout
        if column.indexOf(others) >= 0:
            return
        (self._layout if others.under else self._right).removeWidget(others)
        if others.under:
            self._right.addWidget(others)
        else:
            self._layout.insertWidget(1, others)

    def _refit(self) -> None:
        """The side panel's column changed height above its plans (a hint, a refusal): the
        small sheets under it make room, or take it back."""
        if self._size is not None and self.others_sheets.under:
            self.fit(*self._size)

    def show_view(self, view: TurnView) -> None:
        """Draw ``view``: your sheet (with the keyboard cursor, kept on a lit place) and the
        side panel."""
        before, self.view = self.view, view
        if before is not None and _another_person(before, view):
            self.banner.show_player(view.player_name)
        self.sheet_cursor.keep_within(view.sheet.highlights)
        self.redraw_sheet()
        self.panel.show_view(view)

    def show_table(self, game: Table, seat: int) -> bool:
        """The other players' small sheets and last turns, redrawn only when a turn resolved
        (or the seat shown changed); True when they were. The seats played at this screen
        are the view's (:meth:`show_view` first)."""
        key = (id(game), game.turn_number, seat)
        if self.others_sheets.shows(key):
            return False
        self.panel.set_last_turns(last_turn_words(game))
        lines = self.view.table if self.view is not None else ()
        self.others_sheets.show_table(game.setup.players, table_snapshots(game),
                                   last_turn_summaries(game), seat, key,
                                   here={index for index, line in enumerate(lines) if line.here})
        return True

    def redraw_sheet(self) -> None:
        if self.view is not None:
            self.scene.set_snapshot(self.sheet_cursor.apply(self.view.sheet))

    def move_cursor(self, step: int) -> None:
        """Light the next (``step`` 1) or previous (-1) lit place of the sheet."""
        if self.view is not None:
            self.sheet_cursor.move(self.view.sheet.highlights, step)
            self.redraw_sheet()
            _focus_place(self.sheet_view, self.sheet_cursor.target)

    def cursor_to(self, target: Target) -> None:
        """The keyboard's cursor on ``target`` when it is lit (a screen reader's focus)."""
        if self.view is not None and target in self.view.sheet.highlights:
            self.sheet_cursor.target = target
            self.redraw_sheet()
            _focus_place(self.sheet_view, target)

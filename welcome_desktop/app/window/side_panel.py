"""The column beside the sheet: whose turn it is, the cards, the prompt, the turn's buttons, the
last refusal, the plans and the players at the table.

It shows a :class:`TurnView`, the hint with it (its sentence box and its badges on the cards),
and reports its children's clicks through its own signals; the window connects them to the
controller's intents. Its width follows the window's (:func:`panel_width`), the cards
grow and shrink with it, and what does not fit the window's height scrolls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.cards.offer_panel import OfferPanel
from welcome_desktop.app.cards.plan_cards import PlanPanel
from welcome_desktop.app.look.chrome import accent
from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.play.turn_view import Step, TurnView
from welcome_desktop.app.window.hint_widgets import HINT_STYLE, HintBadges, HintBox
from welcome_desktop.app.window.turn_buttons import BUTTON_ROWS, button_texts

if TYPE_CHECKING:
    from welcome_desktop.app.window.at_the_table import AtTheTable

translate = QCoreApplication.translate

MIN_PANEL_WIDTH = 300
MAX_PANEL_WIDTH = 560
PANEL_SHARE = 0.3
"""The panel takes this share of the window's width, within the two bounds above (the upper
one grows with :func:`panel_scale` on a large screen)."""
LARGE_WINDOW = (1920, 1080)
"""Up to this window size the panel and its text keep their size; beyond, they grow with it."""
MAX_PANEL_SCALE = 2.0
PANEL_GROWTH = 0.8
"""How fast the panel's width follows its text's scale past :data:`LARGE_WINDOW`."""
HEADER_PX = 16


def message_style() -> str:
    """The refusal message's style, readable on the chrome in force."""
    return f"color: {accent('#a02818')}; font-weight: bold;"


MESSAGE_MS = 6000
MESSAGE_LINES = 4
"""The refusal under the prompt has room for this many lines while it is shown (the plans
under it are drawn smaller meanwhile, to stay in view)."""
PROMPT_LINES = 2
"""Lines kept for the prompt above the refusal: the area's height does not follow the prompt,
and a refusal never hides what to do."""
PLAN_FLOOR = 0.6
"""When the column is too short for everything, the plans are drawn smaller to stay in view,
down to this share of their natural height (then the column scrolls)."""
SIDE_MARGIN = 2
"""Pixels around the column's content (on the right, with a scroll bar's width where the
column fits only that narrow)."""
UNDER_PLANS = 0.62
"""Where the others' small sheets stand under the panel (a large window), the plans make room
for them down to this share of their natural height."""


def panel_scale(window_width: int, window_height: int) -> float:
    """How much larger the panel and its text are drawn in a window this large: 1 up to
    1920 × 1080, then growing with the window (4K at 100 %: 2), at most
    :data:`MAX_PANEL_SCALE`."""
    grow = min(window_width / LARGE_WINDOW[0], window_height / LARGE_WINDOW[1])
    return max(1.0, min(MAX_PANEL_SCALE, grow))


def panel_width(window_width: int, window_height: int = 0) -> int:
    """The side panel's width in a window ``window_width`` × ``window_height`` pixels (the
    height unknown: as if 1080)."""
    scale = panel_scale(window_width, window_height or LARGE_WINDOW[1])
    # Past 1920 × 1080 it grows half as fast as its text: at 4K your sheet and the others'
    # need the width more than the cards do (they were 240 px thumbnails beside a banded sheet).
    grown = 1 + (scale - 1) * PANEL_GROWTH
    return max(MIN_PANEL_WIDTH, min(round(MAX_PANEL_WIDTH * grown),
                                    round(window_width * PANEL_SHARE)))


def _confirm_style(scale: float) -> str:
    """The Confirm button: bold, a little taller, its padding growing with the panel."""
    return f"font-weight: bold; padding: {round(6 * scale)}px;"


def _wrapped(label: QLabel) -> QLabel:
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
    return label


class SidePanel(QWidget):
    """Everything beside the sheet, shown from the controller's :class:`TurnView`.

    Signals:
        choose_requested(Choose): a combination (or two halves) was clicked in the offer.
        claim_requested(str): a plan card was clicked to claim it.
        seat_clicked(int): a line of the table was clicked.
        column_changed(): what is above the plans changed height (a hint, a refusal shown
            or gone), the column's width the same.
        table_made(): :attr:`at_the_table` was just made (hidden, without a parent).
    """

    choose_requested = Signal(object)
    claim_requested = Signal(str)
    seat_clicked = Signal(int)
    column_changed = Signal()
    table_made = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(panel_width(1024))
        self.header = plain_label()
        self.header.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.header.setStyleSheet(f"font-size: {HEADER_PX}px; font-weight: bold")
        self.scale = 1.0
        self._text_px = QFontInfo(self.font()).pixelSize()
        self.header.setWordWrap(True)
        self.offer = OfferPanel()
        # One fixed-height area: what to do now and, under it until the next accepted action,
        # why a move was refused.
        self.prompt = _wrapped(plain_label())
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # it may hold a player's name
        # Its wrapped height, at most: the refusal under it takes the rest of the area.
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        self.message = _wrapped(plain_label())
        self.message.setObjectName("message")
        self.message.setStyleSheet(message_style())
        self.message_area = QWidget()
        self.message_area.setObjectName("message_area")
        area = QVBoxLayout(self.message_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.prompt)
        area.addWidget(self.message)
        self.message.hide()
        self._fit_message_area()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.clear_message)
        self.plans = PlanPanel()
        # At the table is made when first used (a game of two players or more), not here: a
        # solo game never shows it, and its modules, its table view and the Qt classes and
        # enums they need cost a solo game's first paint (docs/startup.md).
        self._at_the_table: AtTheTable | None = None
        self._last_turns: tuple[str, ...] = ()
        self.buttons: dict[str, QPushButton] = {}
        content = QWidget()
        content.setObjectName("side_content")
        side = QVBoxLayout(content)
        side.setContentsMargins(SIDE_MARGIN, SIDE_MARGIN, SIDE_MARGIN, SIDE_MARGIN)
        self._side = side
        side.addWidget(self.header)
        side.addWidget(self.offer)
        self.hint_box = HintBox()  # the suggested turn in words, under the cards it names
        side.addWidget(self.hint_box)
        grid = QGridLayout()
        grid.setSpacing(4)
        for r, row in enumerate(BUTTON_ROWS):
            for c, key in enumerate(row):
                button = QPushButton()
                button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # in Tab's order
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                grid.addWidget(button, r, c, 1, 2 if len(row) == 1 else 1)
                self.buttons[key] = button
        side.addLayout(grid)
        self._grid = grid
        self._reshuffle_wide = False
        self.buttons["roundabout"].setCheckable(True)
        for button in self.buttons.values():  # no game yet (behind the first dialog)
            button.setEnabled(False)
        self.buttons["confirm"].setStyleSheet(_confirm_style(1.0))
        side.addWidget(self.message_area)
        side.addWidget(self.plans)
        # The at_the_table ("At the table") is shown by the window under the big sheet.
        side.addStretch(1)
        self.scroller = QScrollArea()
        # Its viewport made here as Qt makes it (its name, its background filled), so that it
        # has a Python wrapper: see SheetView.__init__ (docs/startup.md).
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setAutoFillBackground(True)
        self.scroller.setViewport(viewport)
        self.scroller.setObjectName("side_scroll")
        self.scroller.setWidget(content)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.viewport().installEventFilter(self)
        content.installEventFilter(self)
        self._fitting = QTimer(self)
        self._fitting.setSingleShot(True)
        self._fitting.setInterval(0)
        self._fitting.timeout.connect(self.fit_plans)
        self._above = 0
        self._column = (0, 0)  # the column's width and the height above the plans, last fit
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller)
        #: The hint's badges on the cards (its sentence is under the cards, above).
        self.hint_badges = HintBadges([self.offer.card_widget(i) for i in range(3)],
                                      [self.plans.card_widget(i) for i in range(3)])
        self.offer.choose_requested.connect(self.choose_requested)
        self.plans.claim_requested.connect(self.claim_requested)
        self._shown_offer: tuple[object, ...] = ()
        self._shown_plans: tuple[object, ...] = ()
        self._shown_table: tuple[object, ...] = ()
        self.retranslate()

    def retranslate(self) -> None:
        """Relabel the buttons; the cards repaint at the next view."""
        for key, (text, tip) in button_texts().items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)
        self._shown_offer = self._shown_plans = ()
        if self._at_the_table is not None:
            self._at_the_table.retranslate()

    @property
    def at_the_table_made(self) -> bool:
        """Whether :attr:`at_the_table` has been made (the first game of several players)."""
        return self._at_the_table is not None

    @property
    def at_the_table(self) -> AtTheTable:
        """*At the table*, everyone's line, made on first use and hidden until a view of two
        players or more shows it; the window places it under the big sheet (on
        ``table_made``)."""
        if self._at_the_table is None:
            from welcome_desktop.app.window.at_the_table import AtTheTable

            table = self._at_the_table = AtTheTable()
            table.hide()
            table.set_text_scale(self.scale)
            table.set_last_turns(self._last_turns)
            table.seat_clicked.connect(self.seat_clicked)
            self.table_made.emit()
        return self._at_the_table

    def set_last_turns(self, last_turns: Sequence[str]) -> None:
        """What each seat did in the last resolved turn (for *At the table*, kept until it is
        made)."""
        self._last_turns = tuple(last_turns)
        if self._at_the_table is not None:
            self._at_the_table.set_last_turns(self._last_turns)

    def fit_window(self, window_width: int, window_height: int = 0) -> None:
        """Take the width, and the text size, that suit a window this large (its height
        unknown: as if 1080)."""
        width = panel_width(window_width, window_height)
        if width != self.width():
            self.setFixedWidth(width)
        scale = panel_scale(window_width, window_height or LARGE_WINDOW[1])
        if abs(scale - self.scale) > 0.02:
            self.scale = scale
            font = QFont(self.font())
            font.setPixelSize(round(self._text_px * scale))
            self.setFont(font)
            self.header.setStyleSheet(
                f"font-size: {round(HEADER_PX * scale)}px; font-weight: bold")
            confirm = _confirm_style(scale)
            if scale > 1:  # a stylesheet's font outranks the panel's
                confirm += f" font-size: {round(self._text_px * scale)}px;"
            self.buttons["confirm"].setStyleSheet(confirm)
            # A widget with a style sheet takes its font from it, not from the panel.
            size = f" font-size: {round(self._text_px * scale)}px;" if scale > 1 else ""
            self.message.setStyleSheet(message_style() + size)
            self._fit_message_area()  # the refusal's font just set: its lines' height
            self.hint_box.setStyleSheet(HINT_STYLE.replace(" }", size + " }"))
            self.offer.set_text_scale(scale)
            if self._at_the_table is not None:
                self._at_the_table.set_text_scale(scale)
            self.hint_badges.set_scale(scale)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """The column's height or content changed: fit the plans in (after the layout)."""
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._fitting.start()
        return super().eventFilter(watched, event)

    def fit_plans(self, width: int | None = None, height: int | None = None) -> None:
        """Draw the plans as large as they can be while the whole column stays in view (the
        cards, the hint, the buttons and the refusal above them keep their size); never under
        :data:`PLAN_FLOOR` of their natural height: then the column scrolls.

        Worked out in one go from the heights each part asks for at the column's width, not
        from where the last layout put them: a scroll bar that came and went narrowed the
        cards, hence changed the room, for up to five rounds (and for ever at 1024×640 with a
        hint, Qt's own bar flipping with the cards' height). The bar is shown or not by this
        decision alone; where the column fits only as narrow as the bar would make it (its
        cards shorter), it is made that narrow without a bar that would have nothing to
        scroll.

        ``width`` × ``height``: the panel's size about to be (a resize, before the layout),
        else its column's present size."""
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        if width is None:
            width = self.scroller.maximumViewportSize().width()
            if self.scroller.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOn:
                width += bar  # the column without its bar
        natural, space = self._plans_room(width, height)
        above = self._above
        narrowed = scrolls = False
        if space < round(natural * PLAN_FLOOR):  # narrower by the bar, hence other heights
            natural, space = self._plans_room(width - bar, height)
            narrowed = space >= round(natural * PLAN_FLOOR)
            scrolls = not narrowed
        self._above = above
        cap = None if space >= natural else max(round(natural * PLAN_FLOOR), space)
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOn if scrolls \
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if self.scroller.verticalScrollBarPolicy() != policy:
            self.scroller.setVerticalScrollBarPolicy(policy)
        right = SIDE_MARGIN + (bar if narrowed else 0)
        if self._side.contentsMargins().right() != right:
            self._side.setContentsMargins(SIDE_MARGIN, SIDE_MARGIN, right, SIDE_MARGIN)
        if cap != self.plans.height_cap:
            self.plans.set_height_cap(cap)
        before, self._column = self._column, (width, self._above)
        if self._column != before and width == before[0]:
            self.column_changed.emit()  # a hint, a refusal: more above the plans, or less

    def room_under(self, width: int, height: int) -> int:
        """The height left under the plans, drawn at :data:`UNDER_PLANS` of their natural
        height, in a panel ``width`` × ``height`` pixels (the others' small sheets may stand
        there: a large window)."""
        self._grid.invalidate()  # a new text size: the buttons' rows as high as it makes them
        natural, space = self._plans_room(width, height)
        return space - round(natural * UNDER_PLANS)

    def _plans_room(self, width: int, height: int | None = None) -> tuple[int, int]:
        """The plans' natural height and the height left for them in a column ``width``
        pixels wide, ``height`` high (None: the column's), what is above them as high as that
        width makes it."""
        side = self._side
        inner = width - 2 * SIDE_MARGIN
        above, items = SIDE_MARGIN, 0
        for index in range(side.count()):
            item = side.itemAt(index)
            if item is None or item.widget() is self.plans:
                break
            if item.isEmpty():  # hidden
                continue
            widget = item.widget()
            if widget is not None and widget.hasHeightForWidth():
                # The widget's own answer: its layout's would keep its cards' present height.
                wanted = widget.heightForWidth(inner)
                above += min(max(wanted, widget.minimumHeight()), widget.maximumHeight())
            else:
                above += item.sizeHint().height()
            items += 1
        above += side.spacing() * items
        if height is None:
            height = self.scroller.maximumViewportSize().height()
        self._above = above
        space = height - above - SIDE_MARGIN - self.plans.margins_height()
        return self.plans.natural_height(inner), space

    def _fit_message_area(self) -> None:
        """The prompt and refusal area's fixed height, for the text size shown: the prompt's
        lines, and the refusal's while one is shown."""
        bold = QFont(self.message.font())
        bold.setBold(True)
        lines = PROMPT_LINES + (MESSAGE_LINES if not self.message.isHidden() else 0)
        self.message_area.setFixedHeight(QFontMetrics(bold).lineSpacing() * lines + 10)

    def show_message(self, text: str) -> None:
        """Show why an intent was refused (the rules' own words) under the prompt, until the
        next accepted action, the next turn or a few seconds have passed."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self._fit_message_area()
        self._message_timer.start(MESSAGE_MS)

    def show_hint_search(self) -> None:
        """Say that a hint is being looked for (until the next view brings it)."""
        self.hint_box.setText(translate("MainWindow", "Looking for a good turn…"))
        self.hint_box.show()

    def clear_message(self) -> None:
        """Only the prompt again."""
        self._message_timer.stop()
        self.message.clear()
        self.message.hide()
        self._fit_message_area()

    def show_thinking(self, name: str, turn: int = 0) -> None:
        """A computer seat plays: the header names it, the prompt says so, and no button may
        be pressed meanwhile."""
        if turn:
            self.header.setText(translate("MainWindow", "Turn {turn} — {name}").format(
                turn=turn, name=name))
        self.prompt.setText(translate("MainWindow", "{name} is thinking…").format(name=name))
        for button in self.buttons.values():
            button.setEnabled(False)

    def show_view(self, view: TurnView) -> None:
        """Show ``view``: the cards, plans and table repaint only when what they show changed
        (painting them costs more than the whole sheet's update after a click)."""
        choosing = view.step in (Step.CHOOSE, Step.WRITE)
        offer = (view.mode, view.offer, view.cards_remaining, view.selected, choosing,
                 view.playable, view.table_note)
        if offer != self._shown_offer:
            self._shown_offer = offer
            self.offer.set_offer(*offer)
        self.offer.set_received(0 if view.received else None)
        plans = (view.plans, view.approved, view.claimed, view.claimable)
        if plans != self._shown_plans:
            self._shown_plans = plans
            self.plans.set_plans(*plans)
        if view.table != self._shown_table:
            self._shown_table = view.table
            if view.table or self.at_the_table_made:  # a solo game needs none
                self.at_the_table.set_table(view.table, view.player, over=view.over)
                self.at_the_table.setVisible(bool(view.table))
        self.offer.setVisible(not view.over)  # no cards are dealt after the last turn
        if view.over:
            self.header.setText(translate("MainWindow", "Game over"))
        else:
            self.header.setText(
                translate("MainWindow", "Turn {turn} — {name}").format(
                    turn=view.turn_number, name=view.player_name
                )
            )
        # While choosing, the sentence under the cards says what to do: one instruction line.
        duplicate = (view.step is Step.CHOOSE and bool(view.playable)
                     and not view.roundabout_armed and not view.refusal_forced)
        self.prompt.setText("" if duplicate else view.prompt)
        b = self.buttons
        b["skip"].setEnabled(view.can_skip_effect)
        b["refusal"].setEnabled(view.refusal_forced)
        for button in b.values():  # at game over, no button may be used: none shown
            button.setVisible(not view.over)
        b["roundabout"].setVisible(view.advanced and not view.over)
        b["roundabout"].setEnabled(view.roundabout_allowed)
        b["roundabout"].setChecked(view.roundabout_armed)
        b["reshuffle"].setVisible(view.mode.reshuffles and not view.over)
        # Without the roundabout (basic game), Reshuffle takes its row: no hole in the grid.
        wide = b["roundabout"].isHidden()
        if wide != self._reshuffle_wide:
            self._reshuffle_wide = wide
            row = BUTTON_ROWS.index(("roundabout", "reshuffle"))
            self._grid.removeWidget(b["reshuffle"])
            self._grid.addWidget(b["reshuffle"], row, 0 if wide else 1, 1, 2 if wide else 1)
        b["reshuffle"].setEnabled(view.reshuffle_entitled and not view.reshuffle_asked)
        b["undo"].setEnabled(view.can_undo)
        b["redo"].setEnabled(view.can_redo)
        b["confirm"].setEnabled(view.can_confirm)
        b["hint"].setEnabled(view.step not in (Step.OVER, Step.WAIT))
        b["apply_hint"].setEnabled(view.hint_expected is not None)
        self.hint_box.show_hint(view.hint)
        self.hint_badges.show_hint(view.hint)

"""The keyboard from the first key: the window's regions in Tab's order, and the keys every
region leaves to the window.

Tab and Shift+Tab move the focus through the regions in this order (:data:`REGIONS`): the
three cards, your sheet, the turn's buttons, the plans, then *At the table* (and back). Wherever
the focus is, 1, 2 and 3 choose a card while the offer is open, the arrow keys (or N / P, ] / [)
move the sheet's cursor over the lit places, Space clicks the lit place and Enter confirms the
turn (the window's shortcuts, window/menus.py). A focused widget keeps the keys it needs: Space
presses a focused button or card, Enter a focused card, the arrow keys move in the table.
"""

from __future__ import annotations

import itertools
from typing import Final, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QStackedWidget, QWidget

from welcome_desktop.app.sheet.view import SheetView
from welcome_desktop.app.window.handover import HandoverScreen
from welcome_desktop.app.window.menus import WindowActions
from welcome_desktop.app.window.play_page import PlayPage
from welcome_desktop.app.window.side_panel import SidePanel
from welcome_desktop.app.window.turn_buttons import BUTTON_ROWS


class FocusWindow(Protocol):
    """What the focus order reads of the main window (a protocol: the window imports this
    module, never the other way round)."""

    panel: SidePanel
    sheet_view: SheetView
    handover: HandoverScreen
    menu: WindowActions
    pages: QStackedWidget
    page: PlayPage

    @property
    def hidden(self) -> bool: ...

    def focusWidget(self) -> QWidget | None: ...  # noqa: N802 - Qt's name

REGIONS: Final = ("cards", "sheet", "buttons", "plans", "table")
"""The regions in the order Tab visits them."""

_PRESS: Final = frozenset({Qt.Key.Key_Space})
_CARD: Final = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter})
_TABLE: Final = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                           Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp,
                           Qt.Key.Key_PageDown})


class OwnKeys(QObject):
    """Leaves some keys to the focused widget rather than to the window's shortcuts (a focused
    button takes Space, not "click the lit place")."""

    def __init__(self, keys: frozenset[Qt.Key], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._keys = keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                          Qt.KeyboardModifier.KeypadModifier)
                and Qt.Key(event.key()) in self._keys):
            event.accept()  # the key goes to the widget, not to a shortcut
        return False


def region_widgets(window: FocusWindow) -> dict[str, list[QWidget]]:
    """The focusable widgets of each region, in their order."""
    panel = window.panel
    return {
        "cards": [panel.offer.card_widget(i) for i in range(3)],
        "sheet": [window.sheet_view],
        "buttons": [panel.buttons[key] for row in BUTTON_ROWS for key in row],
        "plans": [panel.plans.card_widget(i) for i in range(3)],
        "table": [panel.at_the_table.focus_widget()] if panel.at_the_table_made else [],
    }


def install(window: FocusWindow) -> None:
    """Set the window's focus order and its keys (called once by the window)."""
    regions = region_widgets(window)
    chain = [widget for region in REGIONS for widget in regions[region]]
    for widget in chain:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    for first, second in itertools.pairwise(chain):
        QWidget.setTabOrder(first, second)
    # The containers in between never take the focus themselves.
    window.panel.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    cards = OwnKeys(_CARD, window.panel)
    for card in regions["cards"]:
        card.installEventFilter(cards)
    press = OwnKeys(_PRESS, window.panel)
    for button in regions["buttons"] + regions["plans"] + [window.handover.button]:
        button.installEventFilter(press)
    table = OwnKeys(_TABLE | _PRESS, window.panel)
    for widget in regions["table"]:
        widget.installEventFilter(table)
    # At the table is made with the first game of several players (side_panel): it joins the
    # chain then, after the plans, as the last region.
    last = chain[-1]
    window.panel.table_made.connect(lambda: _chain_table(window.panel.at_the_table.focus_widget(),
                                                         last, table))
    offer = window.panel.offer
    actions = window.menu.actions
    for index in range(3):
        actions[f"choose_{index + 1}"].triggered.connect(
            lambda _=False, i=index: window.hidden or offer.press_card(i))
    actions["cancel"].triggered.connect(lambda: offer.handle_key(Qt.Key.Key_Escape))
    window.pages.currentChanged.connect(lambda _: _focus_on_page(window))


def _chain_table(widget: QWidget, after: QWidget, keys: OwnKeys) -> None:
    """*At the table*'s ``widget`` into Tab's chain ``after`` the last region before it."""
    if widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    QWidget.setTabOrder(after, widget)
    widget.installEventFilter(keys)


def _focus_on_page(window: FocusWindow) -> None:
    """Back from the hand-over screen (or a replay): the focus on the first card, never
    lost on a hidden widget."""
    page = window.pages.currentWidget()
    focused = window.focusWidget()
    if page is window.page and (focused is None or not focused.isVisible()
                                or not page.isAncestorOf(focused)):
        window.panel.offer.card_widget(0).setFocus(Qt.FocusReason.OtherFocusReason)

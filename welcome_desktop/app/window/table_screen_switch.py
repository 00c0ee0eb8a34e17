"""View → Table screen: the window's pages switched to a network game's public table, large
(for a TV), instead of the sheet, and that table drawn again at each view and each change of
the open seats' codes. The :class:`~welcome_desktop.app.window.table_screen.TableScreen` is
made on first use; while it is in view there are no hand-over screens and no end dialog (it
shows how everyone scored itself)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QStackedWidget

from welcome_desktop.app.window.online_seat import OnlineSeat

if TYPE_CHECKING:
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.play.controller import GameController
    from welcome_desktop.app.window.table_screen import TableScreen


class TableScreenSwitch:
    """The table screen among ``pages``, shown while ``action`` is checked (it is enabled in a
    network game only); ``controller`` gives the game shown, ``show_end`` its end dialog."""

    def __init__(self, pages: QStackedWidget, network: OnlineSeat, action: QAction,
                 controller: Callable[[], GameController | None],
                 show_end: Callable[[], None]) -> None:
        self.pages = pages
        self.network = network
        self.action = action
        self.controller = controller
        self.show_end = show_end
        #: The table screen, once made.
        self.screen: TableScreen | None = None
        action.setCheckable(True)
        action.setEnabled(False)  # a network game's
        action.toggled.connect(self.show)

    @property
    def in_view(self) -> bool:
        """The table screen is the page shown."""
        return self.screen is not None and self.pages.currentWidget() is self.screen

    def follow(self) -> None:
        """A game is shown: the entry is a network game's only (unchecked otherwise)."""
        networked = self.network.game is not None
        self.action.setEnabled(networked)
        if not networked:
            self.action.setChecked(False)

    def back_in_view(self) -> None:
        """The table screen again in view, when it is chosen (after a replay, a new game)."""
        if self.screen is not None and self.action.isChecked():
            self.pages.setCurrentWidget(self.screen)

    def show_if_nobody_here(self, online: OnlineGame) -> None:
        """A game hosted here that nobody plays at this screen: the table screen at once."""
        spec = online.spec
        if online.hosted_here and spec is not None and spec.table_screen:
            self.action.setChecked(True)

    def show(self, shown: bool) -> None:
        """The table screen instead of the sheet (``shown``), or the sheet again."""
        if shown and self.screen is None:
            from welcome_desktop.app.window.table_screen import TableScreen

            self.screen = self.network.table_screen = TableScreen()
            self.pages.addWidget(self.screen)
        if self.screen is None:
            return
        if shown:
            self.pages.setCurrentWidget(self.screen)
            self.draw()
        elif self.pages.currentWidget() is self.screen:
            self.pages.setCurrentIndex(0)
            controller = self.controller()
            if controller is not None:
                controller.announce()
                if controller.game.over:  # the end dialog the table screen left out
                    self.show_end()

    def draw(self) -> None:
        """Draw the table screen, while in view, from the game shown (public facts only) and
        the open seats' QR codes."""
        screen, controller, online = self.screen, self.controller(), self.network.game
        if screen is None or controller is None or self.pages.currentWidget() is not screen:
            return
        # Imported here, past the return above: a game not on the table screen never needs it.
        from welcome_desktop.app.play.public_table import public_table

        game = controller.game
        # A network table's view says which seats are taken (its seats' "joined").
        seats = getattr(game, "view", {}).get("seats")
        joined = frozenset(i for i, seat in enumerate(seats) if isinstance(seat, dict)
                           and (seat.get("joined") or seat.get("present"))) \
            if isinstance(seats, list) else None
        screen.show_table(public_table(game, frozenset(getattr(game, "computers", {})),
                                       joined))
        if online is not None:
            codes = online.panel.qr_codes
            screen.show_codes(codes.codes, codes.open, codes.computer_for_now)

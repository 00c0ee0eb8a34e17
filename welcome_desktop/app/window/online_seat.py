"""The network game the window shows (``app.online``): its panel above the side panel, always
in sight (on the hand-over screen while it hides the sheet, between the people at this
screen: the codes of the seats elsewhere are readable before anyone shows a sheet), and its
connection (and its host, when hosted here) closed when the window leaves it for another
game or closes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QStackedWidget, QVBoxLayout

from welcome_desktop.app.play.table import Table
from welcome_desktop.app.window.handover import HandoverScreen
from welcome_desktop.app.window.side_panel import SidePanel

if TYPE_CHECKING:
    from welcome_desktop.app.online.online_game import OnlineGame


class OnlineSeat:
    """Which network game (if any) the window shows, beside ``panel`` or on ``handover``
    (whichever of ``pages`` is in view)."""

    def __init__(self, panel: SidePanel, handover: HandoverScreen,
                 pages: QStackedWidget) -> None:
        self.panel = panel
        self.handover = handover
        self.pages = pages
        self.game: OnlineGame | None = None
        pages.currentChanged.connect(lambda _index: self._place())

    def keeps(self, table: Table) -> bool:
        """``table`` belongs to the network game shown (its seat, or its final record)."""
        return self.game is not None and table in (self.game.shown, self.game.final_game)

    def show(self, online: OnlineGame) -> None:
        """Show ``online``'s panel above the side panel (leaving any other network game)."""
        if self.game is not None and self.game is not online:
            self.leave()
        self.game = online
        self._place()

    def _place(self) -> None:
        """The panel on the hand-over screen while it is in view, else above the side panel."""
        online = self.game
        if online is None:
            return
        if self.pages.currentWidget() is self.handover:
            self.handover.hold(online.panel)
        else:
            outer = self.panel.layout()
            assert isinstance(outer, QVBoxLayout)
            if outer.indexOf(online.panel) != 0:
                outer.insertWidget(0, online.panel)
            self.handover.let_go()
        online.panel.show()

    def leave(self) -> None:
        """Close the network game shown (its connection, and its host when hosted here)."""
        online, self.game = self.game, None
        self.handover.let_go()
        if online is not None:
            online.panel.setParent(None)
            online.close()
            online.deleteLater()

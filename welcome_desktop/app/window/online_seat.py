"""The network game the window shows (``app.online``): its panel above the side panel, always
in sight (on the hand-over screen while it hides the sheet, between the people at this
screen: the codes of the seats elsewhere are readable before anyone shows a sheet), and its
connection (and its host, when hosted here) closed when the window leaves it for another
game or closes; or a network game's local copy, read-only under its banner."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QStackedWidget, QVBoxLayout

from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.play.table import Table
from welcome_desktop.app.window.handover import HandoverScreen
from welcome_desktop.app.window.side_panel import SidePanel

if TYPE_CHECKING:
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.window.table_screen import TableScreen
    from welcome_desktop.network.client.remote_table import RemoteTable

#: The banner over a local copy: the colours of a note left on the table.
BANNER_STYLE = ("QLabel#localCopy { background: #fbf0d0; border: 1px solid #c9a44c;"
                " border-radius: 4px; padding: 6px; color: #4a3510; font-weight: bold }")

#: Shows a table read-only at a seat: ``MainWindow.start`` with its keywords.
Start = Callable[..., None]


def _banner() -> QLabel:
    label = plain_label()  # player names from a file, shown as they are (look/plain.py)
    label.setObjectName("localCopy")
    label.setWordWrap(True)
    label.setFrameShape(QFrame.Shape.NoFrame)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.setStyleSheet(BANNER_STYLE)
    return label


class OnlineSeat:
    """Which network game (if any) the window shows, beside ``panel`` or on ``handover``
    (whichever of ``pages`` is in view)."""

    def __init__(self, panel: SidePanel, handover: HandoverScreen,
                 pages: QStackedWidget) -> None:
        self.panel = panel
        self.handover = handover
        self.pages = pages
        self.game: OnlineGame | None = None
        #: The local copy shown (read-only), if any, and its banner.
        self.copy: RemoteTable | None = None
        self.banner: QLabel | None = None
        #: The table screen, once the window made one (it holds the panel while in view).
        self.table_screen: TableScreen | None = None
        pages.currentChanged.connect(lambda _index: self._place())

    def keeps(self, table: Table) -> bool:
        """``table`` belongs to the network game shown (its seat, or its final record), or is
        the local copy shown."""
        if self.copy is not None and table is self.copy:
            return True
        return self.game is not None and table in (self.game.shown, self.game.final_game)

    def show(self, online: OnlineGame) -> None:
        """Show ``online``'s panel above the side panel (leaving any other network game)."""
        if self.game is not None and self.game is not online:
            self.leave()
        self._drop_copy()
        self.game = online
        self._place()

    def _place(self) -> None:
        """The panel on the hand-over screen or the table screen while it is in view, else
        above the side panel."""
        online = self.game
        if online is None:
            return
        current, screen = self.pages.currentWidget(), self.table_screen
        online.panel.show_codes_elsewhere(screen is not None and current is screen)
        if current is self.handover:
            self.handover.hold(online.panel)
        elif screen is not None and current is screen:
            screen.hold(online.panel)
            self.handover.let_go()
        else:
            outer = self.panel.layout()
            assert isinstance(outer, QVBoxLayout)
            if outer.indexOf(online.panel) != 0:
                outer.insertWidget(0, online.panel)
            self.handover.let_go()
        online.panel.show()

    def open_copy(self, path: Path, start: Start) -> str:
        """Show the local copy in ``path`` read-only at its seat, under a banner saying what
        it is (leaving the network game shown); "" or why it cannot be read (nothing
        changes then)."""
        from welcome_desktop.app.online import local_copy

        try:
            copy = local_copy.read(path)
        except local_copy.CopyError as error:
            return str(error)
        self.leave()
        self.copy = copy.table
        if self.banner is None:
            self.banner = _banner()
        self.banner.setText(local_copy.banner(copy))
        outer = self.panel.layout()
        assert isinstance(outer, QVBoxLayout)
        if outer.indexOf(self.banner) < 0:
            outer.insertWidget(0, self.banner)
        self.banner.show()
        start(copy.table, read_only=True, fixed_seat=copy.key.seat)
        return ""

    def _drop_copy(self) -> None:
        self.copy = None
        if self.banner is not None:
            self.banner.hide()

    def leave(self) -> None:
        """Close the network game shown (its connection, and its host when hosted here), or
        the local copy shown."""
        self._drop_copy()
        online, self.game = self.game, None
        self.handover.let_go()
        if online is not None:
            online.panel.setParent(None)
            online.close()
            online.deleteLater()

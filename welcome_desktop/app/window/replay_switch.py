"""Game → Replay: the window's pages switched to the replay of the game shown (read-only,
with its review by the strong player), the game paused and its turn actions off meanwhile;
back to the game as it was (or to the table screen, when chosen). The
:class:`~welcome_desktop.app.replay.mode.ReplayMode` is made on first use."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QStackedWidget, QWidget

from welcome_desktop.app.files.game_files import GameFiles
from welcome_desktop.app.window.menus import WindowActions
from welcome_desktop.app.window.table_screen_switch import TableScreenSwitch

if TYPE_CHECKING:
    from welcome_desktop.app.play.controller import GameController
    from welcome_desktop.app.replay.mode import ReplayMode


class ReplaySwitch:
    """The replay among ``pages`` of ``window``; ``controller`` gives the game shown, ``say``
    why a replay cannot start."""

    def __init__(self, window: QWidget, pages: QStackedWidget, menu: WindowActions, *,
                 files: GameFiles, table_screen: TableScreenSwitch,
                 controller: Callable[[], GameController | None],
                 say: Callable[[str], None]) -> None:
        self.window = window
        self.pages = pages
        self.menu = menu
        self.files = files
        self.table_screen = table_screen
        self.controller = controller
        self.say = say
        #: The replay, once made.
        self.mode: ReplayMode | None = None

    def show(self) -> None:
        """Step through the resolved turns of the game shown, and review them (read-only)."""
        from welcome_desktop.app.replay.mode import ReplayMode, review_path

        if self.mode is None:
            self.mode = ReplayMode(self.window)
            self.pages.addWidget(self.mode.page)
            self.mode.entered.connect(self._entered)
            self.mode.left.connect(self._left)
        controller = self.controller()
        seat = controller.player if controller is not None else 0
        why = self.mode.enter(controller, review_path(self.files), seat)
        if why:
            self.say(why)

    def review(self) -> None:
        """The replay, its review by the strong player started (the end dialog's *Review
        this game*)."""
        self.show()
        replay = self.mode
        if replay is not None and replay.active and not replay.page.review.running:
            replay.page.review.start()

    def leave(self) -> None:
        """Back to the game (a game is about to be shown)."""
        if self.mode is not None:
            self.mode.leave()

    def shutdown(self) -> None:
        """Stop the review under way and wait for it (the window closes)."""
        if self.mode is not None:
            self.mode.shutdown()

    def _entered(self) -> None:
        """The replay shows: the game waits, its turn actions are off."""
        controller = self.controller()
        assert controller is not None and self.mode is not None
        controller.pause()
        self.menu.pause()
        self.pages.setCurrentWidget(self.mode.page)

    def _left(self) -> None:
        """Back to the game, as it was."""
        self.menu.resume()
        self.pages.setCurrentIndex(0)
        self.table_screen.back_in_view()
        controller = self.controller()
        if controller is not None:
            controller.resume()

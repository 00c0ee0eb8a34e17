"""The end of the game shown: its end dialog (the scores, why it ended, a solo score against
the player's earlier ones), one at a time and deleted once closed (a dialog a game would pile
up in a window playing game after game); *Play again* and *Review this game* from it."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from welcome_desktop.app.files.game_files import GameFiles
from welcome_desktop.app.window.table_screen_switch import TableScreenSwitch
from welcome_desktop.rules.game import SEED_LIMIT, Game

if TYPE_CHECKING:
    from welcome_desktop.app.dialogs.end_game import EndDialog
    from welcome_desktop.app.play.controller import GameController
    from welcome_desktop.app.play.turn_view import TurnView
    from welcome_desktop.players import Level

#: Starts a new local game with its computer seats (``MainWindow.start``).
StartGame = Callable[..., None]


class GameEnd:
    """The end dialog over ``window`` of the game ``controller`` gives, drawn from ``view`` (the
    turn shown); ``start`` plays again, ``review`` shows the replay under review."""

    def __init__(self, window: QWidget, files: GameFiles, table_screen: TableScreenSwitch, *,
                 controller: Callable[[], GameController | None],
                 view: Callable[[], TurnView | None], start: StartGame,
                 review: Callable[[], None]) -> None:
        self.window = window
        self.files = files
        self.table_screen = table_screen
        self.controller = controller
        self.view = view
        self.start = start
        self.review_replay = review
        #: The end dialog open, if any.
        self.dialog: EndDialog | None = None

    def show(self) -> None:
        """The final scores of the game shown (not over the table screen: it shows
        how everyone scored itself, large)."""
        from welcome_desktop.app.dialogs.end_game import EndDialog

        view = self.view()
        if view is None or self.table_screen.in_view:
            return
        sheet = view.sheet.sheet.kind
        standing = ""
        if len(view.players) == 1:  # a solo score against the player's earlier ones
            from welcome_desktop.app.dialogs.end_game import standing_text
            from welcome_desktop.records.bests import solo_place, solo_scores

            place = solo_place(solo_scores(self.files.store.history()), sheet, view.advanced,
                               view.breakdowns[0].total, self.files.game_id)
            standing = standing_text(place, sheet, view.advanced)
        self.close()  # one at a time
        dialog = EndDialog(view.players, view.breakdowns, view.end_reasons, view.ranking,
                           view.tie_breaks, parent=self.window, causes=view.end_causes,
                           advanced=view.advanced, sheet=sheet, standing=standing)
        dialog.play_again.connect(self.play_again)
        dialog.review.connect(self.review)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        self.dialog = dialog
        dialog.show()

    def close(self) -> None:
        """Close the end dialog, if open."""
        if self.dialog is not None:
            self.dialog.close()

    def _closed(self, dialog: EndDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def review(self) -> None:
        """The game's replay, its review by the strong player started."""
        self.close()
        self.review_replay()

    def play_again(self) -> None:
        """A new game with the same seats and options, on a new seed."""
        controller = self.controller()
        if controller is None:
            return
        setup = controller.game.setup
        levels: dict[int, Level] = dict(controller.computer_levels)
        self.close()
        self.start(Game(replace(setup, seed=secrets.randbelow(SEED_LIMIT), plans=None,
                                deck=None)), computer_levels=levels)

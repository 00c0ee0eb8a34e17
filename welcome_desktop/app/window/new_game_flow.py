"""Game → New game: the ways to play and a new game's options, then the game started here,
hosted here (people at other computers), or joined (*Join* leads to the Join dialog, and back
to the ways to play when it is cancelled)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.files.game_files import GameFiles
from welcome_desktop.app.window.online_menu import OnlineMenu
from welcome_desktop.rules.game import Game

translate = QCoreApplication.translate

#: Starts a new local game with its computer seats (``MainWindow.start``).
StartGame = Callable[..., None]


def ask_new_game(parent: QWidget, settings: QSettings, files: GameFiles, online: OnlineMenu,
                 start: StartGame) -> bool:
    """Ask for a new game's options over ``parent`` and start it; False when the dialog was
    cancelled (or the game shown may not be discarded)."""
    from welcome_desktop.app.dialogs.new_game import NewGameDialog
    from welcome_desktop.app.dialogs.ways import JOIN
    from welcome_desktop.records.bests import solo_scores

    while True:
        dialog = NewGameDialog(parent, settings, first_step=True,
                               bests=solo_scores(files.store.history()))
        if not dialog.exec():
            return False
        if dialog.way == JOIN:  # a cancelled Join comes back to the ways to play
            if online.join_game() is not None:
                return True
            continue
        if not files.may_discard(translate("MainWindow", "New game")):
            return False
        if dialog.remote_seats():  # people at other computers: hosted here (app.online)
            return online.host(dialog) is not None
        start(Game(dialog.setup()), computer_levels=dialog.computer_levels())
        return True

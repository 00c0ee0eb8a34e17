"""The window's files: save, save as, open, the recent files, the sheet exported as an image,
the autosave after each resolved turn, and the stored games (resume an unfinished one, look at
a finished one).

A bad file is explained in a message and changes nothing. The records layer (pydantic) loads on
first use: it is not needed to paint the sheet.

Signals:
    loaded(Game, str, object): a game to show, its autosave name ("" for a new one) and the file
        it came from (a Path, or None for a stored game).
    status(str): a file was written (for the status bar).
    failed(str): the autosave failed, and why.
    replay_requested(): the finished game just opened is to be replayed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from welcome_desktop.app.controller import GameController

if TYPE_CHECKING:
    from welcome_desktop.records.savefile import LoadedGame
    from welcome_desktop.records.store import GameStore

translate = QCoreApplication.translate

EXPORT_WIDTH = 1800  # pixels: sharp when printed on A4 or shared


class GameFiles(QObject):
    """Where the window's game is kept: its save file, its autosave and the user's stored games."""

    loaded = Signal(object, str, object)
    status = Signal(str)
    failed = Signal(str)
    replay_requested = Signal()

    def __init__(self, window: QWidget, store: GameStore | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._store = store
        #: The controller of the game shown.
        self.controller: GameController | None = None
        #: The autosave name of the game shown.
        self.game_id = ""
        #: Where Save writes without asking (the last file saved or opened).
        self.save_path: Path | None = None

    @property
    def store(self) -> GameStore:
        """The user's saved games (created on first use)."""
        if self._store is None:
            from welcome_desktop.records.store import GameStore

            self._store = GameStore()
        return self._store

    def follow(self, controller: GameController, game_id: str, path: Path | None) -> None:
        """Keep ``controller``'s game: autosaved under ``game_id``, saved to ``path``."""
        self.controller = controller
        self.game_id = game_id
        self.save_path = path
        controller.turn_resolved.connect(self.autosave)

    def autosave(self) -> None:
        """After every resolved turn: never lose more than the turn in progress."""
        from welcome_desktop.records.savefile import SaveFileError

        if self.controller is None:
            return
        try:
            self.store.autosave(self.controller.game, self.game_id)
        except (OSError, SaveFileError) as error:
            self.failed.emit(translate("MainWindow", "Autosave failed: {why}").format(why=error))

    def save(self, path: Path | None = None) -> bool:
        """Save the game (its resolved turns) to ``path``, the last path, or ask for one."""
        from welcome_desktop.records.savefile import save_game

        if self.controller is None:
            return False
        target = path or self.save_path
        if target is None:
            return self.save_as()
        try:
            save_game(self.controller.game, target)
        except OSError as error:
            QMessageBox.warning(
                self.window,
                translate("MainWindow", "Save"),
                translate("MainWindow", "Cannot save {file}: {why}").format(
                    file=target.name, why=error.strerror or error
                ),
            )
            return False
        self.save_path = target
        self.store.add_recent(target)
        self.status.emit(translate("MainWindow", "Saved to {file}").format(file=target))
        return True

    def save_as(self) -> bool:
        """Save the game to a file the player names."""
        path = self._ask_save_path(translate("MainWindow", "Save the game"),
                                   translate("MainWindow", "Saved games (*.json)"), ".json")
        return path is not None and self.save(path)

    def export_sheet(self, path: Path | None = None) -> bool:
        """Draw the shown player's sheet, as of the last resolved turn, to a PNG at ``path`` (or
        where the player says)."""
        from welcome_desktop.app.rendering import render_record_png

        controller = self.controller
        if controller is None:
            return False
        if path is None:
            path = self._ask_save_path(translate("MainWindow", "Export the sheet as an image"),
                                       translate("MainWindow", "PNG images (*.png)"), ".png")
            if path is None:
                return False
        game = controller.game
        try:
            render_record_png(game, game.turn_number, controller.player, path, EXPORT_WIDTH)
        except OSError as error:
            QMessageBox.warning(
                self.window,
                translate("MainWindow", "Export the sheet as an image"),
                translate("MainWindow", "Cannot write {file}: {why}").format(
                    file=path.name,
                    # Qt's image writer gives no reason of its own.
                    why=error.strerror
                    or translate("MainWindow", "the folder is missing or not writable"),
                ),
            )
            return False
        self.status.emit(translate("MainWindow", "Sheet drawn to {file}").format(file=path))
        return True

    def _ask_save_path(self, title: str, file_filter: str, suffix: str) -> Path | None:
        """Where to write a file, asked of the player (``suffix`` added when missing)."""
        name, _ = QFileDialog.getSaveFileName(self.window, title, "", file_filter)
        if not name:
            return None
        return Path(name if name.lower().endswith(suffix) else name + suffix)

    def open_file(self, path: Path | None = None) -> bool:
        """Open a saved game or record; a bad file is explained and changes nothing."""
        from welcome_desktop.records.savefile import SaveFileError, load

        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self.window,
                translate("MainWindow", "Open a saved game"),
                "",
                translate("MainWindow", "Saved games (*.json);;All files (*)"),
            )
            if not name:
                return False
            path = Path(name)
        try:
            loaded = load(path)
        except SaveFileError as error:
            QMessageBox.warning(self.window, translate("MainWindow", "Open"), str(error))
            self.store.forget_recent(path)
            return False
        self.loaded.emit(loaded.game, "", path)
        self.store.add_recent(path)
        return True

    def fill_recent(self, menu: QMenu) -> None:
        """List the recent files in ``menu`` (just before it shows)."""
        menu.clear()
        files = self.store.recent()
        for path in files:
            action = menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)

    def offer_resume(self) -> bool:
        """Ask whether to resume an unfinished game; True when one was resumed."""
        games = self.store.unfinished()
        if not games:
            return False
        from welcome_desktop.app.resume_dialog import ResumeDialog

        dialog = ResumeDialog(games, self.window)
        if not dialog.exec() or dialog.chosen is None:
            return False
        return self.resume(dialog.chosen.game_id)

    def show_history(self) -> bool:
        """The finished games, best solo scores first; True when one was opened."""
        from welcome_desktop.app.history_dialog import HistoryDialog

        dialog = HistoryDialog(self.store.history(), self.window)
        if not dialog.exec() or dialog.chosen is None:
            return False
        opened = self.open_finished(dialog.chosen.game_id)
        if opened and dialog.replay:
            self.replay_requested.emit()
        return opened

    def open_finished(self, game_id: str) -> bool:
        """Show the finished game ``game_id`` of the history: its final sheets and scores."""
        return self._start_stored(self.store.load_finished, game_id,
                                  translate("MainWindow", "Finished games"))

    def resume(self, game_id: str) -> bool:
        """Resume the unfinished game ``game_id`` of the user's data folder."""
        return self._start_stored(self.store.resume, game_id, translate("MainWindow", "Resume"))

    def _start_stored(self, load: Callable[[str], LoadedGame], game_id: str, title: str) -> bool:
        """Start the stored game ``game_id`` as ``load`` reads it; a bad file is explained in a
        message titled ``title`` and changes nothing."""
        from welcome_desktop.records.savefile import SaveFileError

        try:
            loaded = load(game_id)
        except SaveFileError as error:
            QMessageBox.warning(self.window, title, str(error))
            return False
        self.loaded.emit(loaded.game, game_id, None)
        return True

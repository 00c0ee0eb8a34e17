"""The window's files: save, save as, open, the recent files, the sheet exported as an image,
the autosave after each resolved turn, and the stored games (resume an unfinished one, look at
a finished one).

A bad file is explained in a message and changes nothing. A game open here is locked: another
window offers to open it read-only or to take a copy. Before another game replaces one with
unsaved actions, the player is asked. The records layer (pydantic) loads on first use: it is
not needed to paint the sheet.

Signals:
    loaded(Opened): a game to show, with its autosave name, file, seats and whether it is
        read-only.
    status(str): a file was written (for the status bar).
    failed(str): the autosave failed, and why.
    replay_requested(): the finished game just opened is to be replayed.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMenu, QWidget

from welcome_desktop.app.files.file_questions import (
    Claim,
    ask_discard,
    ask_held_elsewhere,
    ask_leave,
    ask_read_only_or_copy,
    copy_of_file_text,
    unlockable_text,
    unwritable_text,
)
from welcome_desktop.app.look import plain
from welcome_desktop.app.look.plain import plain_tip
from welcome_desktop.app.play.controller import GameController
from welcome_desktop.app.play.seat_kinds import seats_of
from welcome_desktop.rules.game import Game

if TYPE_CHECKING:
    from welcome_desktop.records.lock import GameLock
    from welcome_desktop.records.savefile import LoadedGame, Seat
    from welcome_desktop.records.store import GameStore

translate = QCoreApplication.translate

EXPORT_WIDTH = 1800  # pixels: sharp when printed on A4 or shared


def network_note() -> str:
    """Why a network game in progress is not saved or drawn here."""
    return translate("MainWindow", "A network game is kept by its host while it is played: "
                                   "every seat gets its whole record when it ends.")


def unsaved_work(controller: GameController) -> bool:
    """Some person's actions of the turn in progress would be lost (autosaves keep resolved
    turns only): a seat with actions, or confirmed while others still play."""
    game = controller.game
    if game.over or controller.read_only:
        return False
    return any(game.confirmed[p] or game.turn(p).actions for p in controller.people)


@dataclass(frozen=True, slots=True)
class Opened:
    """A game read from a file or the store, for the window to show."""

    game: Game
    #: Its autosave name ("" for a new one).
    game_id: str
    #: The file it came from (None for a stored game).
    path: Path | None
    seats: tuple[Seat, ...]
    read_only: bool = False


class GameFiles(QObject):
    """Where the window's game is kept: its save file, its autosave and the user's stored games."""

    loaded = Signal(object)
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
        #: Ask before another game replaces unsaved actions (tests switch it off).
        self.ask_before_discarding = True
        #: What leaving the network game shown means, to ask first ("": nothing to ask;
        #: None: no network game is shown, the unsaved turn is what may be lost).
        self.network_question: Callable[[], str | None] = lambda: None
        self.read_only = False
        self._locks: list[GameLock] = []
        self._incoming: list[GameLock] = []

    @property
    def store(self) -> GameStore:
        """The user's saved games (created on first use)."""
        if self._store is None:
            from welcome_desktop.records.store import GameStore

            self._store = GameStore()
        return self._store

    def follow(self, controller: GameController, game_id: str, path: Path | None) -> None:
        """Keep ``controller``'s game: autosaved under ``game_id``, saved to ``path``; the
        locks of the previous game are released."""
        self.controller = controller
        self.game_id = game_id
        self.read_only = controller.read_only
        self.save_path = None if self.read_only else path
        old, self._locks, self._incoming = self._locks, self._incoming, []
        for lock in old:
            if lock not in self._locks:
                lock.release()
        controller.turn_resolved.connect(self.autosave)

    def close(self) -> None:
        """The window closes: let other windows open its game."""
        for lock in self._locks + self._incoming:
            lock.release()
        self._locks, self._incoming = [], []

    def seats(self) -> list[Seat]:
        """Who plays each seat of the game shown."""
        assert self.controller is not None
        c = self.controller
        return seats_of(c.game.player_count, c.computer_levels, c.computer_budgets)

    def autosave(self) -> None:
        """After every resolved turn: never lose more than the turn in progress."""
        from welcome_desktop.records.untrusted import SaveFileError

        if self.controller is None or self.read_only or not isinstance(self.controller.game,
                                                                        Game):
            return  # a network game in progress is kept by its host
        path = self.store.game_path(self.game_id)
        if not self.controller.game.over and not self._holds(path):
            self._lock_new(path)  # a new game: locked before its first autosave is listed
        try:
            self.store.autosave(self.controller.game, self.game_id, self.seats())
        except (OSError, SaveFileError) as error:
            self.failed.emit(translate("MainWindow", "Autosave failed: {why}").format(why=error))
        self._refresh_locks()

    def may_discard(self, title: str) -> bool:
        """True when no unsaved action would be lost, or the player agrees to lose it; for a
        network game (whose host keeps every turn), when there is nothing to ask, or the
        player agrees to what :attr:`network_question` says."""
        controller = self.controller
        question = self.network_question()
        if question is not None:
            return not question or not self.ask_before_discarding \
                or ask_leave(self.window, title, question)
        if not self.ask_before_discarding or controller is None or not unsaved_work(controller):
            return True
        return ask_discard(self.window, title)

    # ----------------------------------------------------------------- locks

    def _holds(self, path: Path) -> GameLock | None:
        """This window's lock on the game at ``path`` (through whatever path it was opened)."""
        return next((lock for lock in self._locks if lock.covers(path)), None)

    def _refresh_locks(self) -> None:
        """A save replaced a locked file (a new inode): its lock follows it."""
        for lock in self._locks:
            lock.refresh()

    def _lock_new(self, path: Path) -> None:
        from welcome_desktop.records.lock import GameLock, acquire

        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            lock = acquire(path, self.store.locks_dir)
        except OSError:
            return  # the autosave says why, if the folder refuses it too
        if isinstance(lock, GameLock):
            self._locks.append(lock)

    def _claim(self, path: Path, title: str, stored: bool = False) -> tuple[Claim, str] | None:
        """Lock the game at ``path`` for the next game shown: "write" (locked), "read_only"
        or "copy" as the player chose when another window has it, when it cannot be locked or
        when its file cannot be written (a read-only folder; not asked for a ``stored`` game,
        which is autosaved in the data folder), with a note for the player ("" for none); None
        when the player cancelled."""
        from welcome_desktop.records.atomic import write_refusal
        from welcome_desktop.records.lock import GameLock, acquire

        held = self._holds(path)
        if held is not None:  # this window's own game, opened again
            self._incoming.append(held)
            return "write", ""
        try:
            lock = acquire(path, self.store.locks_dir)
        except OSError as error:
            why = unlockable_text(error.strerror or error)
            claim = ask_read_only_or_copy(self.window, title, why)
            return None if claim is None else (claim, why if claim == "read_only" else
                                               copy_of_file_text())
        if not isinstance(lock, GameLock):
            claim = ask_held_elsewhere(self.window, title, lock.pid)
            return None if claim is None else (claim, "")
        refusal = None if stored else write_refusal(path)
        if refusal is not None:
            lock.release()
            why = unwritable_text(refusal)
            claim = ask_read_only_or_copy(self.window, title, why)
            return None if claim is None else (claim, why if claim == "read_only" else
                                               copy_of_file_text())
        self._incoming.append(lock)
        return "write", ""

    def _drop_incoming(self) -> None:
        for lock in self._incoming:
            if lock not in self._locks:
                lock.release()
        self._incoming = []

    # ----------------------------------------------------------------- recent files

    def _remember(self, path: Path) -> None:
        """Put ``path`` first in the recent files; a list that cannot be written is no error
        (the save or the open it follows succeeded)."""
        with contextlib.suppress(OSError, ValueError):  # pydantic's errors are ValueErrors
            self.store.add_recent(path)

    def _forget(self, path: Path) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.store.forget_recent(path)

    def save(self, path: Path | None = None) -> bool:
        """Save the game (its resolved turns) to ``path``, the last path, or ask for one."""
        from welcome_desktop.records.savefile import save_game

        if self.controller is None:
            return False
        if not isinstance(self.controller.game, Game):
            self.failed.emit(network_note())
            return False
        target = path or self.save_path
        if target is None:
            return self.save_as()
        try:
            save_game(self.controller.game, target, seats=self.seats())
        except OSError as error:
            plain.warn(
                self.window,
                translate("MainWindow", "Save"),
                translate("MainWindow", "Cannot save {file}: {why}").format(
                    file=target.name, why=error.strerror or error
                ),
            )
            return False
        self.save_path = target
        self._refresh_locks()
        self._remember(target)
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
        from welcome_desktop.app.files.record_png import render_record_png

        controller = self.controller
        if controller is None:
            return False
        if path is None:
            path = self._ask_save_path(translate("MainWindow", "Export the sheet as an image"),
                                       translate("MainWindow", "PNG images (*.png)"), ".png")
            if path is None:
                return False
        game = controller.game
        if not isinstance(game, Game):
            self.failed.emit(network_note())
            return False
        try:
            render_record_png(game, game.turn_number, controller.player, path, EXPORT_WIDTH)
        except OSError as error:
            plain.warn(
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
        from PySide6.QtWidgets import QFileDialog  # only when asked: see open_file

        name, _ = QFileDialog.getSaveFileName(self.window, title, "", file_filter)
        if not name:
            return None
        return Path(name if name.lower().endswith(suffix) else name + suffix)

    def open_file(self, path: Path | None = None) -> bool:
        """Open a saved game or record; a bad file is explained and changes nothing."""
        from welcome_desktop.records.savefile import SaveFileError, load

        if path is None:
            # Imported when a dialog opens: its Qt enums are not needed to paint (startup.md).
            from PySide6.QtWidgets import QFileDialog

            name, _ = QFileDialog.getOpenFileName(
                self.window,
                translate("MainWindow", "Open a saved game"),
                "",
                translate("MainWindow", "Saved games (*.json);;All files (*)"),
            )
            if not name:
                return False
            path = Path(name)
        title = translate("MainWindow", "Open")
        if not self.may_discard(title):
            return False
        claim = self._claim(path, title)
        if claim is None:
            return False
        try:
            loaded = load(path)
        except SaveFileError as error:
            self._drop_incoming()
            plain.warn(self.window, title, str(error))
            self._forget(path)
            return False
        how, note = claim
        self.loaded.emit(Opened(loaded.game, "", None if how == "copy" else path,
                                loaded.seats, how == "read_only"))
        self._remember(path)
        self._after_claim(how, note)
        return True

    def _after_claim(self, how: Claim, note: str) -> None:
        """Say how the game just shown was opened; a copy is saved under its new name now."""
        if how == "copy":
            self.autosave()
            note = note or translate("MainWindow", "You play a copy of the game; the other "
                                                   "window keeps the original.")
        elif how == "read_only" and not note:
            note = translate("MainWindow", "Opened read-only: another window plays this game.")
        if note:
            self.failed.emit(note)

    def fill_recent(self, menu: QMenu) -> None:
        """List the recent files in ``menu`` (just before it shows)."""
        menu.clear()
        files = self.store.recent()
        for path in files:
            action = menu.addAction(path.name)
            action.setToolTip(plain_tip(str(path)))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)

    def offer_resume(self) -> bool:
        """Ask whether to resume an unfinished game; True when one was resumed. What killed
        writes and finished games left behind is cleaned first."""
        self.store.clean()
        games = self.store.unfinished()
        if not games:
            return False
        from welcome_desktop.app.dialogs.resume import ResumeDialog

        dialog = ResumeDialog(games, self.window, delete=self.store.delete)
        if not dialog.exec() or dialog.chosen is None:
            return False
        return self.resume(dialog.chosen.game_id)

    def show_history(self) -> bool:
        """The finished games, best solo scores first; True when one was opened."""
        from welcome_desktop.app.dialogs.history import HistoryDialog

        dialog = HistoryDialog(self.store.history(), self.window)
        if not dialog.exec() or dialog.chosen is None:
            return False
        opened = self.open_finished(dialog.chosen.game_id)
        if opened and dialog.replay:
            self.replay_requested.emit()
        return opened

    def open_finished(self, game_id: str) -> bool:
        """Show the finished game ``game_id`` of the history: its final sheets and scores."""
        title = translate("MainWindow", "Finished games")
        if not self.may_discard(title):
            return False
        loaded = self._read_stored(self.store.load_finished, game_id, title)
        if loaded is None:
            return False
        self.loaded.emit(Opened(loaded.game, game_id, None, loaded.seats))
        return True

    def resume(self, game_id: str) -> bool:
        """Resume the unfinished game ``game_id`` of the user's data folder (from its previous
        autosave, saying why, when the newest cannot be read)."""
        from welcome_desktop.records.ids import new_game_id
        from welcome_desktop.records.store import Recovered

        title = translate("MainWindow", "Resume")
        if not self.may_discard(title):
            return False
        claim = self._claim(self.store.game_path(game_id), title, stored=True)
        if claim is None:
            return False
        recovered: list[Recovered] = []

        def recover(name: str) -> LoadedGame:
            recovered.append(self.store.recover(name))
            return recovered[-1].loaded

        loaded = self._read_stored(recover, game_id, title)
        if loaded is None:
            self._drop_incoming()
            return False
        how, note = claim
        shown_id = new_game_id() if how == "copy" else game_id
        self.loaded.emit(Opened(loaded.game, shown_id, None, loaded.seats, how == "read_only"))
        if recovered[-1].from_backup:
            plain.inform(self.window, title, translate(
                "MainWindow", "The last save of this game cannot be read ({why}); it was "
                              "resumed from the save of the turn before.").format(
                why=recovered[-1].problem))
        self._after_claim(how, note)
        return True

    def _read_stored(self, load: Callable[[str], LoadedGame], game_id: str,
                     title: str) -> LoadedGame | None:
        """The stored game ``game_id`` as ``load`` reads it; a bad file is explained in a
        message titled ``title`` (None)."""
        from welcome_desktop.records.untrusted import SaveFileError

        try:
            return load(game_id)
        except SaveFileError as error:
            plain.warn(self.window, title, str(error))
            return None

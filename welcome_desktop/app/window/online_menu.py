"""The network entries of the Game menu (*Join a game…*, *Play on a server…*, *Local copies
of network games…*) and hosting a New game that has seats at other computers; each failure a
sentence and a way on (*Retry*, *Join as spectator*, *Open the local copy*)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QDialog, QMenu, QMessageBox, QWidget

from welcome_desktop.app.look.plain import PLAIN

# The network (websockets, zeroconf) is imported when a network game starts, not with the
# window (docs/startup.md).

if TYPE_CHECKING:
    from welcome_desktop.app.dialogs.new_game import NewGameDialog
    from welcome_desktop.app.online.bridge import GameSpec
    from welcome_desktop.app.online.online_game import GameWindow, OnlineGame

translate = QCoreApplication.translate

#: The name a joiner last gave its seat (the Join dialog offers it again).
NAME_KEY = "online/name"


def game_spec(dialog: NewGameDialog) -> GameSpec | str:
    """The hosted game a New game dialog describes, or why it cannot be hosted. Every
    "Person" seat not at another computer is played at this screen (handed over between
    its people as in a local game); the game is announced under the first one's name.
    When every person plays elsewhere (a phone, another window), nobody plays here: the
    window shows the table screen (``NOBODY_HERE``)."""
    from welcome_desktop.app.online.game_spec import NOBODY_HERE, GameSpec

    setup = dialog.setup()
    levels = dialog.computer_levels()
    remote = set(dialog.remote_seats())
    here = [seat for seat in range(len(setup.players))
            if seat not in levels and seat not in remote]
    if not here and not remote:
        return translate("Online", "One seat must be played at this computer: make it a "
                                   "Person.")
    seats = tuple(levels.get(seat, "person") for seat in range(len(setup.players)))
    name = setup.players[here[0] if here else min(remote)]
    return GameSpec(mode=setup.mode.value, advanced=setup.advanced, sheet=setup.sheet,
                    seats=seats, names=setup.players, here=here[0] if here else NOBODY_HERE,
                    game_name=translate("Online", "{name}'s table").format(name=name),
                    hints=dialog.allow_hints.isChecked(), more_here=tuple(here[1:]))


class OnlineMenu(QObject):
    """Game → Join a game…, Play on a server…; and the hosting of a New game.

    ``parent`` is the window's widget (dialogs and messages open over it); the two entries are
    inserted into ``menu`` before ``anchor``."""

    def __init__(self, window: GameWindow, parent: QWidget, menu: QMenu,
                 anchor: QAction) -> None:
        super().__init__(parent)
        self.window = window
        self.parent_widget = parent
        self.join_action = QAction(parent)
        self.server_action = QAction(parent)
        self.copies_action = QAction(parent)
        for action in (self.join_action, self.server_action, self.copies_action):
            menu.insertAction(anchor, action)
        menu.insertSeparator(anchor)
        # Lambdas: triggered(bool checked) must not reach the address parameter.
        self.join_action.triggered.connect(lambda: self.join_game())  # noqa: PLW0108
        #: The last failure's question (tests answer it).
        self.failure_box: QMessageBox | None = None
        #: The question of :meth:`offer_reconnect` (tests answer it).
        self.reconnect_box: QMessageBox | None = None
        self.server_action.triggered.connect(lambda: self.play_on_server())  # noqa: PLW0108
        self.copies_action.triggered.connect(self.show_copies)
        #: The list of local copies, while open (tests choose in it).
        self.copies_dialog: QDialog | None = None
        #: Where the Join dialog looks for games (None: every interface; tests: loopback).
        self.browse_on: tuple[str, ...] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.join_action.setText(translate("Online", "&Join a game…"))
        self.server_action.setText(translate("Online", "Play on a &server…"))
        self.copies_action.setText(translate("Online", "&Local copies of network games…"))

    # ------------------------------------------------------------ local copies

    def show_copies(self) -> None:
        """The local copies kept of network games (``app.online.copies_dialog``): the one
        chosen is opened read-only."""
        from welcome_desktop.app.online.copies_dialog import CopiesDialog

        dialog = CopiesDialog(self.window.files.store.root, self.parent_widget)
        self.copies_dialog = dialog

        def answered() -> None:
            self.copies_dialog = None
            if dialog.chosen is not None:
                self.window.open_local_copy(dialog.chosen)
            dialog.deleteLater()

        dialog.finished.connect(answered)
        dialog.open()

    def _copy_button(self, box: QMessageBox, path: Path | None) -> QAbstractButton | None:
        """*Open the local copy* in ``box`` when a copy is kept at ``path``."""
        if path is None or not path.is_file():
            return None
        return box.addButton(translate("Online", "Open the local copy"),
                             QMessageBox.ButtonRole.ActionRole)

    # ------------------------------------------------------------ joining

    def join_game(self, address: str = "", code: str = "",
                  note: str = "") -> OnlineGame | None:
        """The Join dialog (``note`` above its fields), then the seat joined (None when
        cancelled)."""
        from welcome_desktop.app.online.join_dialog import JoinDialog
        from welcome_desktop.app.online.online_game import OnlineGame

        online = OnlineGame(self.window, self.parent_widget)
        dialog = JoinDialog(online.bridge, self.parent_widget, self.browse_on)
        dialog.address.setText(address)
        dialog.code.setText(code)
        settings = self.window.settings
        dialog.name.setText(str(settings.value(NAME_KEY, "") or "")[:40])
        dialog.set_note(note)
        if not dialog.exec():
            online.close()
            online.deleteLater()
            return None
        address, code = dialog.address.text().strip(), dialog.code.text().strip()
        name = dialog.name.text().strip()
        settings.setValue(NAME_KEY, name)
        self._watch(online, lambda: self.join_game(address, code), address)
        online.join(address, code, name)
        return online

    def join_now(self, address: str, code: str) -> OnlineGame:
        """Join at once, without the dialog (a join link, ``--join``); a failure offers the
        Join dialog filled in."""
        from welcome_desktop.app.online.online_game import OnlineGame

        online = OnlineGame(self.window, self.parent_widget)
        self._watch(online, lambda: self.join_game(address, code), address)
        online.join(address, code)
        return online

    def watch_game(self, address: str) -> OnlineGame | None:
        """The way on from a full table: the Join dialog at ``address`` asking for the
        spectators' code."""
        from welcome_desktop.app.online.join_dialog import spectators_hint

        return self.join_game(address, "", note=spectators_hint())

    def offer_reconnect(self, otherwise: Callable[[], object]) -> bool:
        """At start: when an earlier window joined a network game that may not be over, ask
        whether to reconnect to it (No forgets it and calls ``otherwise``); False when there
        is nothing to offer."""
        from welcome_desktop.app.online import local_copy
        from welcome_desktop.app.online.seat_memory import forget, remembered

        root = self.window.files.store.root
        if self.offer_hosting_again(otherwise):
            return True
        seat = remembered(root)
        if seat is None:
            return False
        text = translate("Online", "You were playing {name}'s seat in a network game with "
                                   "{players} ({address}). Reconnect to it?").format(
            name=seat.players[seat.seat], players=", ".join(seat.players), address=seat.url) \
            if not seat.more else translate(
                "Online", "You were playing the seats of {names} at this screen in a network "
                          "game with {players} ({address}). Reconnect to them?").format(
            names=", ".join(seat.players[index] for index in sorted(seat.seats)),
            players=", ".join(seat.players), address=seat.url)
        box = QMessageBox(QMessageBox.Icon.Question, translate("Online", "Network game"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.parent_widget)
        box.setTextFormat(PLAIN)  # names and the address are shown as they are
        key = local_copy.key_of(seat.token, seat.seat)
        copy = self._copy_button(box, None if key is None else local_copy.copy_path(root, key))
        self.reconnect_box = box

        def answered(answer: int) -> None:
            if copy is not None and box.clickedButton() is copy and key is not None:
                self.window.open_local_copy(local_copy.copy_path(root, key))  # seat kept
            elif answer == QMessageBox.StandardButton.Yes:
                from welcome_desktop.app.online.online_game import OnlineGame

                online = OnlineGame(self.window, self.parent_widget)
                self._watch(online, otherwise)
                online.rejoin(seat)
            else:
                forget(root)
                otherwise()

        box.finished.connect(answered)
        box.open()
        return True

    def offer_hosting_again(self, otherwise: Callable[[], object]) -> bool:
        """At start: when an earlier window hosted a network game that is not over, ask
        whether to host it again (No keeps its records but forgets it, then ``otherwise``);
        False when there is nothing to offer."""
        from welcome_desktop.app.online.hosting_memory import drop, kept

        hosting = kept(self.window.files.store.root)
        if hosting is None:
            return False
        spec = hosting.spec
        text = translate("Online", "This window was hosting a network game with {players}, "
                                   "which is not over. Host it again? The others' windows "
                                   "reconnect by themselves.").format(
            players=", ".join(spec.names))
        box = QMessageBox(QMessageBox.Icon.Question, translate("Online", "Network game"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.parent_widget)
        box.setTextFormat(PLAIN)  # names are shown as they are
        self.reconnect_box = box

        def answered(answer: int) -> None:
            if answer == QMessageBox.StandardButton.Yes:
                from welcome_desktop.app.online.online_game import OnlineGame

                online = OnlineGame(self.window, self.parent_widget)
                self._watch(online, otherwise)
                online.host_again(hosting)
            else:
                drop(hosting.folder)
                otherwise()

        box.finished.connect(answered)
        box.open()
        return True

    # ------------------------------------------------------------ hosting

    def host(self, dialog: NewGameDialog, server: str = "") -> OnlineGame | None:
        """Host the New game ``dialog`` describes here (or create it on ``server``)."""
        from welcome_desktop.app.online.online_game import OnlineGame

        spec = game_spec(dialog)
        if isinstance(spec, str):
            self.window.show_message(spec)
            return None
        online = OnlineGame(self.window, self.parent_widget)
        if server:
            self._watch(online, lambda: self.play_on_server(server))
            online.create_on(server, spec)
        else:
            self._watch(online, self.window.new_game)
            online.host(spec)
        return online

    def play_on_server(self, address: str = "") -> None:
        """Ask for a server's address, then the New game, created there."""
        from welcome_desktop.app.dialogs.new_game import NewGameDialog
        from welcome_desktop.app.online.join_dialog import ServerDialog

        server = ServerDialog(self.parent_widget)
        server.address.setText(address)
        if not server.exec() or not server.address.text().strip():
            return
        dialog = NewGameDialog(self.parent_widget, self.window.settings)
        if dialog.exec():
            self.host(dialog, server.address.text().strip())

    # ------------------------------------------------------------ failures

    def _watch(self, online: OnlineGame, retry: Callable[[], object], address: str = "") -> None:
        online.failed.connect(lambda text: self._failed(online, text, retry, address))

    def _failed(self, online: OnlineGame, text: str, retry: Callable[[], object],
                address: str = "") -> None:
        """Say why, keep the game shown (if any), and offer to try again (or, at a full
        table, to watch it)."""
        if self.window.online is not online:
            online.close()
            online.deleteLater()
        self.window.show_message(text)
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Online", "Network game"), text,
                          QMessageBox.StandardButton.Retry | QMessageBox.StandardButton.Cancel,
                          self.parent_widget)
        box.setTextFormat(PLAIN)  # the reason may quote a name or an address (look/plain.py)
        kept = online.copy_path()
        copy = self._copy_button(box, kept)
        watch = None
        if online.failure_code == "seat_taken" and address:
            watch = box.addButton(translate("Online", "Join as spectator"),
                                  QMessageBox.ButtonRole.AcceptRole)
        self.failure_box = box

        def answered(answer: int) -> None:
            if copy is not None and box.clickedButton() is copy and kept is not None:
                self.window.open_local_copy(kept)
            elif watch is not None and box.clickedButton() is watch:
                self.watch_game(address)
            elif answer == QMessageBox.StandardButton.Retry:
                retry()

        box.finished.connect(answered)
        box.open()


__all__ = ["OnlineMenu", "game_spec"]

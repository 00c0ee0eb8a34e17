"""Game → *Join a game…*: the games announced on the local network, kept up to date while the
dialog is open, and an address and a code typed in. Also *Play on a server…*: the address of
a ``welcome-desktop serve`` on which the New game's table is created.

Names read from the network are untrusted: shown as plain text only. Join codes are never
announced: the code is always typed (or pasted, with the address, from the host's Copy).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.online.bridge import NetworkBridge
from welcome_desktop.network.lan.discovery import Change, GameEvent
from welcome_desktop.network.lan.lan_text import AnnouncedGame
from welcome_desktop.rules.game import MAX_NAME

translate = QCoreApplication.translate

GAME_ROLE = Qt.ItemDataRole.UserRole


def game_line(game: AnnouncedGame) -> str:
    """One announced game in the list, as plain text."""
    if not game.same_version:
        return translate("JoinDialog", "{game} ({host}): a host of another version").format(
            game=game.game, host=game.host)
    # Two counts, each its own words (Qt gives a message one count for its form); an
    # unknown count ("?") takes the form of none.
    players, free = game.players or 0, game.open_seats or 0
    open_seats = translate("JoinDialog", "{open} seat(s) open", None, free).format(
        open="?" if game.open_seats is None else free)
    return translate("JoinDialog", "{game} ({host}), {seats} player(s), {open}", None,
                     players).format(game=game.game, host=game.host, open=open_seats,
                                     seats="?" if game.players is None else players)


def spectators_hint() -> str:
    """What the Join dialog says when a table is full: watch it with the spectators' code."""
    return translate("JoinDialog", "Every seat of this table is taken. Ask the host for the "
                                   "spectators' code to watch the game.")


def split_pasted(text: str) -> tuple[str, str]:
    """``"address code"`` or a join link (``welcome-to://HOST:PORT/CODE``) as the host's
    Copy gives it: the address and the code."""
    from welcome_desktop.network.protocol.join_link import is_join_link, parse_join_link

    if is_join_link(text):
        try:
            return parse_join_link(text)
        except ValueError:
            return text.strip(), ""
    parts = text.split()
    if len(parts) == 2 and ":" in parts[0]:
        return parts[0], parts[1]
    return text.strip(), ""


class JoinDialog(QDialog):
    """Choose a game found on the local network or type its address, then its code."""

    def __init__(self, bridge: NetworkBridge, parent: QWidget | None = None,
                 interfaces: tuple[str, ...] | None = None) -> None:
        """``interfaces``: the addresses to look for games on (None: every interface)."""
        super().__init__(parent)
        self.setWindowTitle(translate("JoinDialog", "Join a game"))
        self.bridge = bridge
        layout = QVBoxLayout(self)
        self.note = plain_label()
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addWidget(self.note)
        found = QLabel(translate("JoinDialog", "Games on the local network:"))
        layout.addWidget(found)
        self.games = QListWidget()
        self.games.itemSelectionChanged.connect(self._chosen)
        layout.addWidget(self.games)
        self.searching = plain_label(translate("JoinDialog", "Looking for games…"))
        self.searching.setWordWrap(True)
        layout.addWidget(self.searching)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:49152")
        self.address.textEdited.connect(self._pasted)
        form.addRow(translate("JoinDialog", "Address:"), self.address)
        self.code = QLineEdit()
        self.code.setPlaceholderText(translate("JoinDialog", "the code the host gives you "
                                                             "(ABCD-EFGH-JKMN)"))
        form.addRow(translate("JoinDialog", "Code:"), self.code)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText(translate("JoinDialog", "as the others will see it"))
        form.addRow(translate("JoinDialog", "Your name:"), self.name)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(translate("JoinDialog", "Join"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._items: dict[str, QListWidgetItem] = {}
        bridge.game_found.connect(self._event)
        bridge.browse_failed.connect(self._no_discovery)
        bridge.browse(interfaces)

    def set_note(self, note: str) -> None:
        """A sentence above the list ("" for none)."""
        self.note.setText(note)
        self.note.setVisible(bool(note))
        if note:
            self.code.setPlaceholderText(translate("JoinDialog", "the spectators' code"))

    def _event(self, event: GameEvent) -> None:
        game = event.game
        item = self._items.get(game.service)
        if event.change is Change.REMOVED:
            if item is not None:
                self.games.takeItem(self.games.row(item))
                del self._items[game.service]
            return
        if item is None:
            item = self._items[game.service] = QListWidgetItem()
            self.games.addItem(item)
        item.setText(game_line(game))  # QListWidgetItem text is never rich text
        item.setData(GAME_ROLE, f"{game.addresses[0]}:{game.port}" if game.addresses else "")
        flags = item.flags()
        item.setFlags(flags | Qt.ItemFlag.ItemIsEnabled if game.same_version
                      else flags & ~Qt.ItemFlag.ItemIsEnabled)
        self.searching.setText(translate("JoinDialog", "Choose a game, then type the code "
                                                       "of your seat."))

    def _no_discovery(self, why: str) -> None:
        self.searching.setText(translate(
            "JoinDialog", "Games on the local network cannot be listed here ({why}): type the "
                          "host's address.").format(why=why))

    def _chosen(self) -> None:
        items = self.games.selectedItems()
        if items:
            self.address.setText(str(items[0].data(GAME_ROLE) or ""))
            self.code.setFocus()

    def _pasted(self, text: str) -> None:
        address, code = split_pasted(text)
        if code:
            self.address.setText(address)
            self.code.setText(code)

    def done(self, result: int) -> None:
        self.bridge.stop_browsing()
        super().done(result)


class ServerDialog(QDialog):
    """*Play on a server…*: the address of a ``welcome-desktop serve``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("JoinDialog", "Play on a server"))
        layout = QVBoxLayout(self)
        note = QLabel(translate("JoinDialog", "The game of the New game dialog is created on "
                                              "this server; the other players join it with "
                                              "their codes."))
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("games.example.org:8765")
        form.addRow(translate("JoinDialog", "Server:"), self.address)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


__all__ = ["JoinDialog", "ServerDialog", "game_line", "spectators_hint", "split_pasted"]

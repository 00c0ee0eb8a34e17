"""The network part of the side panel: the connection's state (always visible), who is at the
table, and in a hosting window where seats join and with which codes (copyable), with a
button to hand an absent seat to a computer player."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.plain import plain_label, plain_tip

if TYPE_CHECKING:  # the network is imported when a network game starts (docs/startup.md)
    from welcome_desktop.app.online.bridge import HostedGame

translate = QCoreApplication.translate


def state_text(state: str) -> str:
    """The sentence of a connection state."""
    if state == "connected":
        return translate("Online", "● Connected to the host.")
    if state == "reconnecting":
        return translate("Online", "◌ Connection lost: reconnecting… Your turn so far is kept.")
    if state == "gone":
        return translate("Online", "✕ The host is gone. What was seen stays on the screen.")
    return translate("Online", "Connecting to the host…")


def presence_text(seat: dict[str, Any], at_this_screen: bool = False) -> str:
    """One seat of a view's ``seats``: its name and whether it is here (``at_this_screen``:
    played at this window's screen, beside others)."""
    name = str(seat.get("name", ""))[:40]
    kind = str(seat.get("kind", "person"))
    if kind != "person":
        return translate("Online", "{name}: computer").format(name=name)
    if at_this_screen:
        return translate("Online", "{name}: at this screen").format(name=name) \
            if seat.get("present") else \
            translate("Online", "{name}: at this screen, reconnecting").format(name=name)
    if seat.get("present"):
        return translate("Online", "{name}: connected").format(name=name)
    return translate("Online", "{name}: away").format(name=name)


def _plain(text: str = "") -> QLabel:
    label = plain_label(text)  # names and addresses are shown as they are (look/plain.py)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


class OnlinePanel(QFrame):
    """Connection state, the table's presence and (hosting) the addresses and codes.

    Signals: retry(), hand_over(int seat), open_copy()."""

    retry = Signal()
    hand_over = Signal(int)
    open_copy = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("online")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        row = QHBoxLayout()
        self.state = _plain(state_text(""))
        self.state.setObjectName("connection")
        row.addWidget(self.state, 1)
        self.retry_button = QPushButton(translate("Online", "Retry"))
        self.retry_button.clicked.connect(self.retry)
        self.retry_button.hide()
        row.addWidget(self.retry_button)
        self.copy_button = QPushButton(translate("Online", "Open the local copy"))
        self.copy_button.setToolTip(translate("Online", "The game as this window last saw it, "
                                                        "read-only; it stays after the window "
                                                        "closes (Game → Local copies of network "
                                                        "games…)."))
        self.copy_button.clicked.connect(self.open_copy)
        self.copy_button.hide()
        row.addWidget(self.copy_button)
        layout.addLayout(row)
        self.where = _plain()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.hide()
        layout.addWidget(self.where)
        self.codes = QGridLayout()
        self.codes.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.codes)
        self.people = _plain()
        layout.addWidget(self.people)
        self._hosted: HostedGame | None = None
        #: The seats played at this screen, when there are several (marked in :attr:`people`).
        self.here: tuple[int, ...] = ()
        self._hand_buttons: dict[int, QPushButton] = {}
        self.copied: str = ""
        #: A local copy of the game is kept (``app.online.local_copy``): offered when the
        #: host is gone.
        self.has_copy = False
        self._state = ""

    def show_state(self, state: str) -> None:
        """Connected, reconnecting or gone; *Retry* (and *Open the local copy* when one is
        kept) only when the host is gone."""
        self._state = state
        self.state.setText(state_text(state))
        self.retry_button.setVisible(state == "gone")
        self.copy_button.setVisible(state == "gone" and self.has_copy)
        self.people.setVisible(state != "gone")  # who was connected is no longer known

    def copy_kept(self) -> None:
        """A local copy of the game is written: offer it whenever the host is gone."""
        self.has_copy = True
        self.copy_button.setVisible(self._state == "gone")

    def show_hosted(self, hosted: HostedGame, names: tuple[str, ...],
                    here: tuple[int, ...]) -> None:
        """Where seats join, and each remote seat's join code with a Copy button (none for
        the seats ``here``, played at this screen)."""
        self._hosted = hosted
        self.here = here if len(here) > 1 else ()
        if hosted.port:
            where = ", ".join(f"{address}:{hosted.port}" for address in hosted.addresses)
        else:
            where = ", ".join(hosted.addresses)
        self.where.setText(translate("Online", "Seats join at {where}").format(where=where)
                           + " · " + (translate("Online", "announced on the local network.")
                                      if not hosted.announced else
                                      translate("Online", "not announced on the local network: "
                                                          "give the address.")))
        self.where.setToolTip(plain_tip(hosted.announced))
        self.where.show()
        for index, code in enumerate(hosted.codes):
            if code is None or index in here:
                continue
            row = self.codes.rowCount()
            name = names[index] if index < len(names) else str(index + 1)
            label = _plain(translate("Online", "{name}'s code: {code}").format(
                name=name, code=code))
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.codes.addWidget(label, row, 0)
            copy = QPushButton(translate("Online", "Copy"))
            copy.clicked.connect(self._copier(self._link(where.split(", ")[0], code)))
            copy.setToolTip(translate("Online", "Copies the join link: the other player pastes "
                                                "it into Join a game…, or opens it."))
            self.codes.addWidget(copy, row, 1)
            hand = QPushButton(translate("Online", "Let a computer play"))
            hand.setToolTip(translate("Online", "The seat is away: a computer player (medium) "
                                                "plays it until its person comes back."))
            hand.clicked.connect(lambda _=False, seat=index: self.hand_over.emit(seat))
            hand.hide()
            self.codes.addWidget(hand, row, 2)
            self._hand_buttons[index] = hand

    @staticmethod
    def _link(address: str, code: str) -> str:
        """The join link of ``code`` at ``address`` (``address code`` if it cannot be one)."""
        from welcome_desktop.network.join_link import join_link

        try:
            return join_link(address, code)
        except ValueError:
            return f"{address} {code}"

    def _copier(self, text: str) -> Callable[[], None]:
        def copy() -> None:
            self.copied = text
            clipboard = QGuiApplication.clipboard()
            if clipboard is not None:
                clipboard.setText(text)
        return copy

    def show_table(self, seats: list[dict[str, Any]]) -> None:
        """Who is connected, away, or played by a computer (a view's ``seats``)."""
        self.people.setText(" · ".join(presence_text(seat, index in self.here)
                                       for index, seat in enumerate(seats)
                                       if isinstance(seat, dict)))
        for index, button in self._hand_buttons.items():
            seat = seats[index] if index < len(seats) and isinstance(seats[index], dict) else {}
            button.setVisible(seat.get("kind") == "person" and not seat.get("present"))


__all__ = ["OnlinePanel", "presence_text", "state_text"]

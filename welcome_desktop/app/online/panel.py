"""The network part of the side panel: the connection's state (always visible), who is at the
table, and in a hosting window where seats join and with which codes (copyable), with a
button to hand an absent seat to a computer player. Before turn 1, the lobby: who joined, who
is awaited, and for the game's creator the Start button."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontInfo,
    QFontMetrics,
    QGuiApplication,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
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
from welcome_desktop.app.online.seat_qr import SeatQrCodes
from welcome_desktop.network.protocol.view_model import SeatStatus

if TYPE_CHECKING:  # the network is imported when a network game starts (docs/startup.md)
    from welcome_desktop.app.online.bridge import HostedGame

translate = QCoreApplication.translate


def state_text(state: str) -> str:
    """The sentence of a connection state."""
    if state == "connected":
        return translate("Online", "● Connected to the host.")
    if state == "reconnecting":
        return translate("Online", "◌ Connection lost: reconnecting… Your turn so far is kept.")
    if state == "away":
        return translate("Online", "✕ The host is away: nothing can be played until it is "
                                   "back. This window keeps trying and carries on by itself "
                                   "then.")
    if state == "gone":
        return translate("Online", "✕ The host is gone. What was seen stays on the screen.")
    return translate("Online", "Connecting to the host…")


def presence_text(seat: SeatStatus, at_this_screen: bool = False) -> str:
    """One seat of a view's ``seats``: its name and whether it is here (``at_this_screen``:
    played at this window's screen, beside others)."""
    name = seat["name"][:40]
    if seat["kind"] != "person":
        return translate("Online", "{name}: computer").format(name=name)
    if not seat["joined"]:
        return translate("Online", "{name}: not joined yet").format(name=name)
    if at_this_screen:
        return translate("Online", "{name}: at this screen").format(name=name) \
            if seat["present"] else \
            translate("Online", "{name}: at this screen, reconnecting").format(name=name)
    if seat["present"]:
        return translate("Online", "{name}: connected").format(name=name)
    return translate("Online", "{name}: away").format(name=name)


def _plain(text: str = "") -> QLabel:
    label = plain_label(text)  # names and addresses are shown as they are (look/plain.py)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


class CodeLabel(QLabel):
    """A join code, whole on one line: never elided nor wrapped, its letters in a fixed-width
    bold font, made smaller only when the line is too narrow for it."""

    #: The smallest text size a code is shrunk to (pixels).
    MIN_PX = 8

    def __init__(self, code: str, parent: QWidget | None = None) -> None:
        super().__init__(code, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(False)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setObjectName("joinCode")
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setBold(True)
        font.setPixelSize(max(self.MIN_PX, round(QFontInfo(self.font()).pixelSize() * 1.3)))
        self.setFont(font)
        self._natural_px = font.pixelSize()
        # The layout may narrow it: its font then shrinks (resizeEvent) rather than its text.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def fits(self) -> bool:
        """The whole code shows within the label's width."""
        return self.fontMetrics().horizontalAdvance(self.text()) <= self.contentsRect().width()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        font = self.font()
        px = self._natural_px
        room = self.contentsRect().width()
        while px > self.MIN_PX and QFontMetrics(_sized(font, px)).horizontalAdvance(
                self.text()) > room:
            px -= 1
        if px != font.pixelSize():
            self.setFont(_sized(font, px))


def _sized(font: QFont, px: int) -> QFont:
    sized = QFont(font)
    sized.setPixelSize(px)
    return sized


class OnlinePanel(QFrame):
    """Connection state, the table's presence and (hosting) the addresses and codes.

    Signals: retry(), hand_over(int seat), open_copy(), start_game(bool computers: the
    seats nobody joined go to computers), codes_changed(): the open seats' QR codes changed
    (the table screen shows them large)."""

    retry = Signal()
    hand_over = Signal(int)
    open_copy = Signal()
    start_game = Signal(bool)
    codes_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("online")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        self.state = _plain(state_text(""))
        self.state.setObjectName("connection")
        layout.addWidget(self.state)
        # The ways on when the host is away or gone, under the sentence: it keeps the width.
        row = QHBoxLayout()
        row.addStretch(1)
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
        #: Phones at the table: the open seats' QR codes (their page links) and a line on them.
        self.phones = _plain()
        self.phones.hide()
        layout.addWidget(self.phones)
        self.qr_codes = SeatQrCodes()
        self.qr_codes.hide()
        layout.addWidget(self.qr_codes)
        #: The table screen shows the QR codes (large): the panel does not repeat them.
        self.qr_elsewhere = False
        self.people = _plain()
        layout.addWidget(self.people)
        self.lobby = QFrame()
        self.lobby.setObjectName("lobby")
        lobby = QVBoxLayout(self.lobby)
        lobby.setContentsMargins(0, 4, 0, 0)
        self.lobby_note = _plain()
        self.lobby_note.setObjectName("lobbyNote")
        lobby.addWidget(self.lobby_note)
        self.computers = QCheckBox(translate("Online", "Computers play the seats nobody joined"))
        self.computers.setChecked(True)
        lobby.addWidget(self.computers)
        self.start_button = QPushButton(translate("Online", "Start the game"))
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(
            lambda: self.start_game.emit(self.computers.isChecked()))
        lobby.addWidget(self.start_button)
        self.lobby.hide()
        layout.addWidget(self.lobby)
        self._hosted: HostedGame | None = None
        #: The seats played at this screen, when there are several (marked in :attr:`people`).
        self.here: tuple[int, ...] = ()
        self._hand_buttons: dict[int, QPushButton] = {}
        #: The seats whose person has joined (their join code spent).
        self._joined: set[int] = set()
        #: Each remote seat's join code, as shown (whole, on a line of its own), and the
        #: button that copies its join link.
        self.code_labels: dict[int, CodeLabel] = {}
        self.name_labels: dict[int, QLabel] = {}
        self.copy_buttons: dict[int, QPushButton] = {}
        self.copied: str = ""
        #: A local copy of the game is kept (``app.online.local_copy``): offered when the
        #: host is gone.
        self.has_copy = False
        self._state = ""

    def show_state(self, state: str) -> None:
        """Connected, reconnecting, away or gone; *Retry* (*Try now* while the host is away,
        and *Open the local copy* when one is kept) only when the host is away or gone."""
        self._state = state
        self.state.setText(state_text(state))
        self.retry_button.setText(translate("Online", "Try now") if state == "away"
                                  else translate("Online", "Retry"))
        self.retry_button.setVisible(state in ("away", "gone"))
        self.copy_button.setVisible(state in ("away", "gone") and self.has_copy)
        # Who was connected is no longer known.
        self.people.setVisible(state not in ("away", "gone"))

    def copy_kept(self) -> None:
        """A local copy of the game is written: offer it whenever the host is gone."""
        self.has_copy = True
        self.copy_button.setVisible(self._state in ("away", "gone"))

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
        self._clear_codes()
        for index, code in enumerate(hosted.codes):
            if code is None or index in here:
                continue
            row = self.codes.rowCount()
            name = names[index] if index < len(names) else str(index + 1)
            # The seat's name and its way to a computer on one line, its code and Copy on the
            # next: the code has the panel's width but for Copy, never cut nor wrapped (it is
            # read out); a name too long for its line is cut, never the code.
            label = _plain(translate("Online", "{name}'s code:").format(name=name))
            label.setWordWrap(False)
            label.setToolTip(plain_tip(name))
            first, second = QHBoxLayout(), QHBoxLayout()
            self.codes.addLayout(first, row, 0)
            self.codes.addLayout(second, row + 1, 0)
            first.addWidget(label, 1)
            self.name_labels[index] = label
            hand = QPushButton(translate("Online", "Let a computer play"))
            hand.setToolTip(translate("Online", "The seat is away: a computer player (medium) "
                                                "plays it until its person comes back."))
            hand.clicked.connect(lambda _=False, seat=index: self.hand_over.emit(seat))
            hand.hide()
            first.addWidget(hand)
            self._hand_buttons[index] = hand
            shown = CodeLabel(code)
            second.addWidget(shown, 1)
            self.code_labels[index] = shown
            copy = QPushButton(translate("Online", "Copy"))
            copy.clicked.connect(self._copier(self._link(where.split(", ")[0], code)))
            copy.setToolTip(translate("Online", "Copies the join link: the other player pastes "
                                                "it into Join a game…, or opens it."))
            second.addWidget(copy)
            self.copy_buttons[index] = copy
        self._show_phone_codes(hosted, names, here)

    def _show_phone_codes(self, hosted: HostedGame, names: tuple[str, ...],
                          here: tuple[int, ...]) -> None:
        """A QR code of each remote seat's page link, at the address phones can reach."""
        from welcome_desktop.network.protocol.page_link import (
            is_loopback,
            page_link,
            phones_address,
        )

        address = phones_address(hosted.addresses)
        links = {}
        for index, code in enumerate(hosted.codes):
            if code is None or index in here or not hosted.port:
                continue
            name = names[index] if index < len(names) else str(index + 1)
            try:
                links[index] = (name, page_link(f"{address}:{hosted.port}", code))
            except ValueError:
                continue
        self.qr_codes.set_codes(links)
        if is_loopback(address):
            self.phones.setText(translate("Online", "Phones cannot join from here: this "
                                                    "computer has no network address but its "
                                                    "own (the loopback)."))
        else:
            self.phones.setText(translate("Online", "Or play on a phone at the table: scan "
                                                    "the seat's code."))
        self.phones.setVisible(bool(links))
        self._codes_shown()

    def _clear_codes(self) -> None:
        """Take away the rows of an earlier :meth:`show_hosted` (the game hosted again)."""
        while self.codes.count():
            item = self.codes.takeAt(0)
            row = item.layout() if item is not None else None
            while row is not None and row.count():
                inner = row.takeAt(0)
                widget = inner.widget() if inner is not None else None
                if widget is not None:
                    widget.setParent(None)
                    widget.deleteLater()
        self._hand_buttons.clear()
        self.qr_codes.set_codes({})
        self._joined.clear()
        self.code_labels.clear()
        self.name_labels.clear()
        self.copy_buttons.clear()

    def codes_text(self, visible_only: bool = False) -> str:
        """The seats' code lines as shown ("Cleo's code: 3f9a….K7QM-2XHP", ...): every one, or
        only those in view."""
        return " ".join(f"{self.name_labels[seat].text()} {label.text()}"
                        for seat, label in self.code_labels.items()
                        if not visible_only or label.isVisible())

    @staticmethod
    def _link(address: str, code: str) -> str:
        """The join link of ``code`` at ``address`` (``address code`` if it cannot be one)."""
        from welcome_desktop.network.protocol.join_link import join_link

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

    def show_table(self, seats: Sequence[SeatStatus], *, lobby: bool = False,
                   starts: bool = False) -> None:
        """Who is connected, away, not joined yet or played by a computer (a view's
        ``seats``); in the ``lobby``, who is awaited, and the Start button when this window
        ``starts`` the game (its creator's)."""
        self.people.setText(" · ".join(presence_text(seat, index in self.here)
                                       for index, seat in enumerate(seats)))
        awaited = [seat["name"][:40] for seat in seats
                   if seat["kind"] == "person" and not seat["joined"]]
        if lobby and starts:
            note = translate("Online", "The game starts when you press Start, or by itself "
                                       "once every seat is taken.")
        elif lobby:
            note = translate("Online", "The host starts the game when everyone is there.")
        else:
            note = ""
        if lobby and awaited:
            note = translate("Online", "Waiting for: {names}.").format(
                names=", ".join(awaited)) + " " + note
        self.lobby_note.setText(note)
        self.computers.setVisible(starts and bool(awaited))
        self.start_button.setVisible(starts)
        self.lobby.setVisible(lobby)
        for index, button in self._hand_buttons.items():
            seat = seats[index] if index < len(seats) else None
            button.setVisible(seat is not None and seat["kind"] == "person"
                              and not seat["present"] and not lobby)
        # Phones at the table: the QR code of each seat elsewhere nobody has joined yet, even
        # while a computer plays it (its code takes it back); once joined its code is spent:
        # its player comes back with the token their phone keeps.
        open_seats, computer_for_now = [], set()
        for index in self._hand_buttons:
            seat = seats[index] if index < len(seats) else None
            if seat is not None and ((seat["present"] and seat["kind"] == "person")
                                     or seat["joined"]):
                self._joined.add(index)
            elif index not in self._joined:
                open_seats.append(index)
                if seat is not None and seat["kind"] != "person":
                    computer_for_now.add(index)
        self.qr_codes.set_open(tuple(open_seats), frozenset(computer_for_now))
        self.phones.setVisible(bool(self.qr_codes.open))
        self._codes_shown()

    def show_codes_elsewhere(self, elsewhere: bool) -> None:
        """The table screen shows the QR codes (``elsewhere``): the panel hides its own."""
        self.qr_elsewhere = elsewhere
        self._codes_shown()

    def _codes_shown(self) -> None:
        if self.qr_elsewhere:
            self.qr_codes.hide()
            self.phones.hide()
        else:
            self.qr_codes.setVisible(bool(self.qr_codes.open))
            self.phones.setVisible(bool(self.qr_codes.open) and bool(self.phones.text()))
        self.codes_changed.emit()


__all__ = ["CodeLabel", "OnlinePanel", "presence_text", "state_text"]

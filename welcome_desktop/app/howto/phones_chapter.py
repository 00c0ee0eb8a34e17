"""The How-to-play chapter "Phones at the table": a seat played in a phone's browser, from the
page the host serves (context "HowToPlay", translations in ``translations.json``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.look import style

__all__ = ["build_phones", "icon_phones"]


def icon_phones(painter: QPainter, r: QRectF) -> None:
    """A phone showing a QR code's corner squares: the chapter's little drawing."""
    body = QRectF(r.left() + r.width() * 0.27, r.top() + r.height() * 0.06,
                  r.width() * 0.46, r.height() * 0.88)
    painter.setPen(QPen(style.INK, 1.3))
    painter.setBrush(style.PAPER)
    painter.drawRoundedRect(body, 3, 3)
    screen = body.adjusted(body.width() * 0.12, body.height() * 0.1,
                           -body.width() * 0.12, -body.height() * 0.14)
    painter.fillRect(screen, QColor("#ffffff"))
    side = screen.width() * 0.38
    painter.setPen(QPen(style.INK, 1.2))
    painter.setBrush(QColor("#3c6e9f"))
    for x, y in ((screen.left(), screen.top()), (screen.right() - side, screen.top()),
                 (screen.left(), screen.top() + side * 1.3)):
        painter.drawRect(QRectF(x + 1, y + 1, side - 2, side - 2))


def _codes_picture() -> QWidget:
    """Two open seats' QR codes, as the hosting window's panel shows them."""
    from welcome_desktop.app.online.seat_qr import SeatQrCodes

    codes = SeatQrCodes()
    codes.set_codes({1: ("Ben", "http://192.168.1.20:49152/#K7QM-2XHP-TW4R"),
                     2: ("Chiara", "http://192.168.1.20:49152/#TW4R-9BNC-3HQA")})
    codes.setFixedWidth(340)  # the page of the narrowest help window (700 px) holds it
    codes.setAutoFillBackground(True)
    return codes


def build_phones(page: ChapterPage, title: str) -> None:
    """How people at the table play on their phones, the laptop hosting."""
    page.title(title)
    page.para(QCoreApplication.translate("HowToPlay",
                 "Players without a computer can play on their phone: it shows their own "
                 "sheet in its web browser. Nothing to install, no account and no internet: "
                 "the phones only have to be on the same network (the same Wi-Fi) as the "
                 "computer that hosts the game."))
    page.heading(QCoreApplication.translate("HowToPlay", "Hosting for phones"))
    page.para(QCoreApplication.translate("HowToPlay",
                 "In New game, choose Host a game for others and make each phone's seat a "
                 "Person at another computer. Above the cards, the window shows a QR code for "
                 "every seat nobody has taken yet, with the seat's name under it. Without the "
                 "window: welcome-desktop serve --host 0.0.0.0 on the computer, then "
                 "welcome-desktop create with its network address and --qr prints each seat's "
                 "link and QR code in the terminal."))
    page.picture(_codes_picture(), QCoreApplication.translate(
        "HowToPlay", "Each seat still open has its QR code: a phone scans it and plays that "
                     "seat."))
    page.para(QCoreApplication.translate("HowToPlay",
                 "When every person plays on a phone or at another computer, nobody plays at "
                 "the hosting window: it shows the table screen instead, made for a TV beside "
                 "the table: the turn's cards, the plans, who has confirmed (never what they "
                 "chose), everyone's sheet and score, and the QR codes until every seat is "
                 "taken, then at the end the ranking with where everyone's points came from. "
                 "View → Table screen switches it on or off; F11 shows it full screen."))
    page.para(QCoreApplication.translate("HowToPlay",
                 "Each player scans their seat's code with the phone's camera, or types the "
                 "link in the browser: http://ADDRESS:PORT/#CODE, the address and port the "
                 "window shows and the seat's code. The phone plays under the name the seat "
                 "was given when the game was created; while the game waits in the lobby, the "
                 "player can type their own name and tap Give my name. Until everyone is "
                 "there the game waits in the lobby: the phones show their sheet and whom the "
                 "table is waiting for; the hosting window starts it with Start the game, or "
                 "it starts by itself once every seat is taken."))
    page.heading(QCoreApplication.translate("HowToPlay", "Playing on the phone"))
    page.para(QCoreApplication.translate("HowToPlay",
                 "The phone shows your sheet and the three cards. Tap a card, then one of the "
                 "lit houses to write its number (with the temp agency, a chooser then offers "
                 "the numbers you may write there). Then use the effect by tapping a lit "
                 "place, or Skip effect. Undo takes back your last step until you tap Confirm "
                 "turn. The page also shows everyone's score and whom the table waits for. "
                 "Held sideways, the phone shows the cards and buttons beside a larger sheet; "
                 "a thematic sheet shows its cones, lights or eggs and its own column."))
    page.para(QCoreApplication.translate("HowToPlay",
                 "The page remembers its seat: after a reload, or when a phone that fell "
                 "asleep wakes up, it comes back to the same seat with the turn so far. Once "
                 "a seat is taken its QR code disappears from the host."))
    page.heading(QCoreApplication.translate("HowToPlay", "When phones cannot join"))
    page.para(QCoreApplication.translate("HowToPlay",
                 "If the window says \"Phones cannot join from here\", this computer is on no "
                 "network: it has only its own address, the loopback, which no phone can "
                 "reach. Connect it to the Wi-Fi the phones use and host the game again. A "
                 "phone that finds nothing at the link is usually on another network, such as "
                 "mobile data or a guest Wi-Fi."))

"""The How-to-play chapter "Playing over the network": hosting from the window, joining,
playing on a server, the connection (context "HowToPlay", translations in
``translations.json``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.look import style

__all__ = ["build_network", "icon_network"]


def icon_network(painter: QPainter, r: QRectF) -> None:
    """Two screens linked: the chapter's little drawing."""
    w, h = r.width() * 0.42, r.height() * 0.34
    screens = (QRectF(r.left() + r.width() * 0.04, r.top() + r.height() * 0.1, w, h),
               QRectF(r.right() - w - r.width() * 0.04, r.bottom() - h - r.height() * 0.16, w, h))
    painter.setPen(QPen(QColor("#3c6e9f"), 1.6))
    painter.drawLine(screens[0].center(), screens[1].center())
    for screen in screens:
        painter.setPen(QPen(style.CARD_EDGE, 1.3))
        painter.setBrush(style.PAPER)
        painter.drawRoundedRect(screen, 2, 2)
        painter.fillRect(screen.adjusted(2.5, 2.5, -2.5, -2.5), QColor("#cfe3f4"))


def _panel_picture() -> QWidget:
    """The network panel of a hosting window, as it looks during a game."""
    from welcome_desktop.app.online.panel import OnlinePanel

    panel = OnlinePanel()
    panel.show_state("connected")
    panel.where.setText(QCoreApplication.translate(
        "HowToPlay", "Seats join at 192.168.1.20:49152 · announced on the local network."))
    panel.where.show()
    panel.show_table([
        {"name": "Anna", "kind": "person", "present": True, "joined": True, "confirmed": False},
        {"name": "Ben", "kind": "person", "present": True, "joined": True, "confirmed": False},
        {"name": "Chiara", "kind": "person", "present": False, "joined": True,
         "confirmed": False},
        {"name": "Dana", "kind": "greedy", "present": False, "joined": False,
         "confirmed": False}])
    panel.setFixedWidth(370)  # the page of the narrowest help window (700 px) holds it
    return panel


def build_network(page: ChapterPage, title: str) -> None:
    """How friends at several computers play one game."""
    page.title(title)
    page.para(QCoreApplication.translate("HowToPlay",
                 "Each player can sit at their own computer: everyone plays the same turn at "
                 "the same time, and the turn is resolved once everyone has confirmed. One "
                 "window hosts the game; the others join it."))
    page.heading(QCoreApplication.translate("HowToPlay", "Hosting a game"))
    page.para(QCoreApplication.translate("HowToPlay",
                 "In New game, make each seat a Person (playing at this screen), a Person at "
                 "another computer, or a computer player. The window then hosts the game: "
                 "above the cards it shows the address the others join at and each seat's "
                 "code, with a Copy button, and it announces the game on the local network. "
                 "It also says who is connected; a seat whose player is away can be handed "
                 "to a computer player until they come back."))
    page.para(QCoreApplication.translate("HowToPlay",
                 "Several people may share the hosting screen: make each of them a Person. The "
                 "window hands the screen over from one to the next, as in a game at one "
                 "screen, while the players elsewhere play the same turn at their own "
                 "computers; once everyone here has confirmed, it waits for the others."))
    page.picture(_panel_picture(), QCoreApplication.translate(
        "HowToPlay", "Above the cards: the connection, where seats join, and who is here."))
    page.heading(QCoreApplication.translate("HowToPlay", "Joining a game"))
    page.para(QCoreApplication.translate("HowToPlay",
                 "Game → Join a game… lists the games announced on your local network. Choose "
                 "one, or type the host's address, then the code the host gives you: codes "
                 "are never announced. Your window then shows your own sheet and cards as in "
                 "a game at one screen, and the others' sheets as of the last resolved turn."))
    page.heading(QCoreApplication.translate("HowToPlay", "Playing on a server"))
    page.para(QCoreApplication.translate("HowToPlay",
                 "Friends far apart can use a server someone runs with welcome-desktop serve: "
                 "Game → Play on a server… asks for its address, then for the New game, "
                 "which is created there. The others join with their codes."))
    page.heading(QCoreApplication.translate("HowToPlay", "The connection"))
    page.para(QCoreApplication.translate("HowToPlay",
                 "Your clicks are drawn at once, without waiting for the host. If the "
                 "connection drops, the window reconnects by itself and keeps your turn so "
                 "far. If the host stays away longer, nothing can be played meanwhile: what "
                 "you saw stays on the screen, the window keeps trying (Try now tries at "
                 "once) and carries on by itself when the host is back. When the game ends, "
                 "every window receives the whole game: the final scores, Finished games and "
                 "the replay work as for any game."))
    page.para(QCoreApplication.translate("HowToPlay",
                 "If the host never comes back, nothing is lost: your window keeps a local "
                 "copy of what you saw, your sheet with the turn in progress. Open the local "
                 "copy (beside Retry, when reconnecting fails at start, or Game → Local copies "
                 "of network games…) shows it read-only; it is deleted once its game ends "
                 "normally."))

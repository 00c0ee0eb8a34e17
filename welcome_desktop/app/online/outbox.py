"""A seat's intents leave a moment after the click that made them, once the window has
painted what the click changed.

The host's work on an intent (in this very process when the window hosts the game: the
session, the saves, the views for every seat) would otherwise hold the interpreter while the
click is being drawn. A timer of one millisecond runs after the window's pending paints (Qt
sends its posted events, the paints among them, before it fires its timers), so the seat
sees its click at once and the intent follows; the order of the intents is kept.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from welcome_desktop.network.protocol.messages import IntentFields

#: Sends one intent to the host: its type and fields.
Send = Callable[[str, IntentFields], None]


class Outbox(QObject):
    """Intents waiting for the window's next paint, then handed to ``send`` in order."""

    def __init__(self, send: Send, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._send = send
        self._waiting: list[tuple[str, IntentFields]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self.flush)

    def send(self, type_: str, fields: IntentFields) -> None:
        """Send this intent once the window has painted."""
        self._waiting.append((type_, fields))
        if not self._timer.isActive():
            self._timer.start()

    def drop(self) -> None:
        """Forget the intents waiting (a reconnection sends again all the host missed)."""
        self._timer.stop()
        self._waiting.clear()

    def flush(self) -> None:
        """Send every intent waiting, now."""
        self._timer.stop()
        waiting, self._waiting = self._waiting, []
        for type_, fields in waiting:
            self._send(type_, fields)


__all__ = ["Outbox"]

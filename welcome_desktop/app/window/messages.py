"""What the window says besides the game: a refusal (the rules' own words) under the prompt until
the next accepted action or the next turn (said once: in the status bar only when the panel is
not in view), and the files' news in the status bar. The status bar is always there, one line
high: a message never moves the sheet."""

from __future__ import annotations

from PySide6.QtWidgets import QStatusBar

from welcome_desktop.app.window.side_panel import MESSAGE_MS, SidePanel


class Messages:
    """The refusal under ``panel``'s prompt, and the ``status`` bar."""

    def __init__(self, panel: SidePanel, status: QStatusBar) -> None:
        self.panel = panel
        self.status = status
        status.setSizeGripEnabled(False)
        status.setFixedHeight(status.fontMetrics().height() + 8)
        self._turn_shown: object = None

    def say(self, text: str) -> None:
        """Show why an intent was refused (or what went wrong), beside the prompt."""
        self.panel.show_message(text)
        if not self.panel.isVisible():  # the replay, the hand-over screen: said where it shows
            self.status.showMessage(text, MESSAGE_MS)

    def news(self, text: str) -> None:
        """A passing word in the status bar (a file saved)."""
        self.status.showMessage(text, MESSAGE_MS)

    def clear(self) -> None:
        """An action was accepted, or the turn changed: the last refusal no longer applies."""
        if self.panel.message.isVisible() and \
                self.status.currentMessage() == self.panel.message.text():
            self.status.clearMessage()
        self.panel.clear_message()

    def turn_shown(self, turn: object) -> None:
        """The view shows ``turn`` (a turn and seat): a new one makes the last refusal stale."""
        if turn != self._turn_shown:
            self._turn_shown = turn
            self.clear()

"""The player's remembered options (View menu), all off by default: use an effect at once when
it has exactly one legal target, confirm the turn at once when nothing is left to choose (the
controller asks the rules whether they apply), and replay a resolved turn on the others'
small sheets one player after the other."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction

from welcome_desktop.app.play.controller import GameController
from welcome_desktop.app.window.table_view import TableView

#: Option key → settings key; the View menu's action of the same key toggles it.
OPTIONS = {"auto_effect": "play/auto_effect", "auto_confirm": "play/auto_confirm",
           "replay_turns": "view/replay_turns"}


def _flag(value: object) -> bool:
    # An INI file gives strings back: "true" / "false".
    return value is True or (isinstance(value, str) and value.lower() == "true")


class PlayOptions:
    """The options, read from and written to ``settings``, shown by checkable actions."""

    def __init__(self, settings: QSettings, actions: dict[str, QAction],
                 table_view: TableView) -> None:
        self.settings = settings
        self.table_view = table_view
        self.actions = {key: actions[key] for key in OPTIONS}
        self.controller: GameController | None = None
        for key, action in self.actions.items():
            action.setCheckable(True)
            action.setChecked(_flag(settings.value(OPTIONS[key], False)))
            action.toggled.connect(lambda on, k=key: self.set_option(k, on))
        self.apply()

    def set_option(self, key: str, on: bool) -> None:
        """Turn ``key`` on or off; remembered for the next start."""
        self.settings.setValue(OPTIONS[key], on)
        self.actions[key].setChecked(on)
        self.apply()

    def follow(self, controller: GameController) -> None:
        """Give the options to ``controller`` (a new or loaded game)."""
        self.controller = controller
        self.apply()

    def apply(self) -> None:
        self.table_view.replay = self.actions["replay_turns"].isChecked()
        if self.controller is not None:
            self.controller.auto_effect = self.actions["auto_effect"].isChecked()
            self.controller.auto_confirm = self.actions["auto_confirm"].isChecked()

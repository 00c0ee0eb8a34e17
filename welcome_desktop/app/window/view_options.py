"""The player's remembered options (View menu), all off by default: *Fewer clicks* (a park or a
pool used at once when it has exactly one place, the turn confirmed a moment after nothing is
left to choose but the optional roundabout; the controller asks the rules whether they apply),
no hand-over screen in standard mode (where the cards are public), and replay a resolved turn
on the others' small sheets one player after the other."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction

from welcome_desktop.app.play.controller import GameController
from welcome_desktop.app.sheet.others_sheets import OthersSheets

#: Option key → settings key; the View menu's action of the same key toggles it.
OPTIONS = {"fewer_clicks": "play/fewer_clicks", "skip_handover": "play/skip_handover",
           "replay_turns": "view/replay_turns"}
EARLIER_KEYS = ("play/auto_effect", "play/auto_confirm")
"""The two options that became *Fewer clicks*: either on turns it on, once."""


def _flag(value: object) -> bool:
    # An INI file gives strings back: "true" / "false".
    return value is True or (isinstance(value, str) and value.lower() == "true")


class PlayOptions:
    """The options, read from and written to ``settings``, shown by checkable actions."""

    def __init__(self, settings: QSettings, actions: dict[str, QAction],
                 others_sheets: OthersSheets) -> None:
        self.settings = settings
        self.others_sheets = others_sheets
        self.actions = {key: actions[key] for key in OPTIONS}
        self.controller: GameController | None = None
        if settings.value(OPTIONS["fewer_clicks"]) is None and any(
                _flag(settings.value(key, False)) for key in EARLIER_KEYS):
            settings.setValue(OPTIONS["fewer_clicks"], True)
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
        self.others_sheets.replay = self.actions["replay_turns"].isChecked()
        if self.controller is not None:
            fewer = self.actions["fewer_clicks"].isChecked()
            self.controller.set_options(
                auto_effect=fewer, auto_confirm=fewer,
                skip_handover=self.actions["skip_handover"].isChecked())

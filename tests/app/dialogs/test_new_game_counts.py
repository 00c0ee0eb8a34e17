"""The New game dialog offers as many players as the rules seat in each mode (``Mode.players``):
it asks the rules, and keeps no count of its own."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from welcome_desktop.app.dialogs.new_game import NewGameDialog
from welcome_desktop.rules.modes import Mode


def test_each_mode_offers_the_player_counts_the_rules_seat(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, None)
    qtbot.addWidget(dialog)
    for mode in (Mode.EXPERT, Mode.SOLO, Mode.STANDARD, Mode.EXPERT):
        dialog.mode.setCurrentIndex(dialog.mode.findData(mode))
        assert (dialog.count.minimum(), dialog.count.maximum()) == (
            mode.players.start, mode.players.stop - 1), mode
        assert dialog.count.value() in mode.players

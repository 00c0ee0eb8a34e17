"""The game's window for the AT-SPI test: a one-player standard game (seed 4) in a fresh window,
given the focus (no window manager under Xvfb); prints "ready" once shown and settled. With
``table``, a four-player game five turns in (three computer players, held still): *At the
table* under the sheet.

Usage: python -m tests.app.window.atspi.window DATA_FOLDER [table]
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.words.i18n import Translations
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules import Game, Mode, Setup

APPLICATION = "welcome-desktop-a11y-test"


def main() -> int:
    folder = Path(sys.argv[1])
    app = QApplication([sys.argv[0]])
    app.setApplicationName(APPLICATION)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    translations = Translations()
    assert translations.install("en")  # as main.py does: English with its counts' forms
    window = MainWindow(settings, GameStore(folder / "data"), translations=translations)
    window.confirm_close = False
    window.resize(1366, 768)
    if sys.argv[2:] == ["table"]:
        from tests.app.window.test_layout import _played

        window.start(_played(4, 5), computer_levels={seat: "greedy" for seat in (1, 2, 3)})
        window.computer.cancel()
        if window.hidden:
            window.reveal()
    else:
        window.start(Game(Setup(Mode.STANDARD, False, ("Anna",), seed=4)))
    window.show()
    window.activateWindow()  # no window manager gives it the focus

    def ready() -> None:
        window.activateWindow()
        print("ready", flush=True)

    # Read once the window has settled: a reader walking it during its first second crashed
    # Qt's AT-SPI bridge now and then (a Qt defect; docs/accessibility.md).
    QTimer.singleShot(2500, ready)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())

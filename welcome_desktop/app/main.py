"""Start the window: ``welcome-desktop`` with no subcommand lands here."""

from __future__ import annotations

import secrets
import sys
from pathlib import Path


def run(file: Path | None = None) -> int:
    """Open the game window (on ``file`` if given) and run until it closes."""
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from welcome_desktop import __version__
    from welcome_desktop.app.main_window import MainWindow
    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.rules.game import Game, Setup
    from welcome_desktop.rules.modes import Mode

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("welcome-desktop")
    app.setOrganizationName("welcome-desktop")
    app.setApplicationVersion(__version__)
    register_fonts()
    window = MainWindow()
    opened = file is not None and window.open_file(file)
    if not opened:
        name = QCoreApplication.translate("MainWindow", "Player 1")
        window.start(Game(Setup(Mode.SOLO, False, (name,), seed=secrets.randbelow(2**63))))
    window.show()
    if not opened:
        # After the first paint: the sheet shows at once, then unfinished games are offered.
        QTimer.singleShot(0, window.offer_resume)
    return app.exec()

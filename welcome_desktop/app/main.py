"""Start the window: ``welcome-desktop`` with no subcommand lands here."""

from __future__ import annotations

import gc
import os
import secrets
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from welcome_desktop.app.look.assets import ASSETS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.window.main_window import MainWindow

#: The window icon (rendered from resources/icon/welcome-desktop.svg by packaging/make_icons.py).
ICON_FILE = ASSETS / "icon" / "welcome-desktop.png"


def run(file: Path | None = None, join: tuple[str, str] | None = None) -> int:
    """Open the game window (on ``file`` if given, or joining the network seat ``join``: the
    host's address and the code) and run until it closes."""
    # Start-up allocates a lot (modules, classes, Qt enums) and frees almost nothing: no cyclic
    # collection until the window is built, then what start-up built is kept out of the
    # collector's passes for good (docs/startup.md).
    gc.disable()
    # Before Qt on purpose: once imported, PySide6 reads the source of every module imported
    # after it (its __feature__ import hook), about a third more time for pydantic's hundred
    # modules. The records layer (pydantic) is only needed here to open a file; a new game
    # imports it after the first paint (docs/startup.md).
    if file is not None:
        import welcome_desktop.records.savefile  # noqa: F401
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from welcome_desktop import __version__
    from welcome_desktop.app.look.chrome import follow_system
    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.rules.game import Game, Setup
    from welcome_desktop.rules.modes import Mode

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("welcome-desktop")
    app.setOrganizationName("welcome-desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("welcome-desktop")  # Wayland app id / menu entry match
    app.setWindowIcon(QIcon(str(ICON_FILE)))
    follow_system(app)
    register_fonts()
    from PySide6.QtCore import QSettings

    from welcome_desktop.app.words.i18n import Translations, remembered_language

    settings = QSettings()
    translations = Translations()
    translations.install(remembered_language(settings))
    window = MainWindow(settings, translations=translations)
    opened = file is not None and window.files.open_file(file)
    probing = _install_probes(app, window)
    window.restore_geometry()
    window.show()
    gc.freeze()
    gc.enable()
    if join is not None and not probing:
        # After the first paint, as the welcome screen: the join's failures open over it.
        window.sheet_view.first_painted.connect(
            lambda: QTimer.singleShot(0, lambda: window.online_menu.join_now(*join)))
    elif not opened and probing:
        name = QCoreApplication.translate("MainWindow", "Player 1")
        window.start(Game(Setup(Mode.SOLO, False, (name,), seed=secrets.randbelow(2**63))))
    elif not opened:
        # After the first paint (the printed sheet shows at once): an unfinished game is
        # offered, else the New game dialog. A zero timer set here would fire before the first
        # paint; this one waits for it, outside the paint event.
        window.sheet_view.first_painted.connect(lambda: QTimer.singleShot(0, window.welcome))
    return app.exec()


def _install_probes(app: QApplication, window: MainWindow) -> bool:
    """Hooks for the packaging smoke test and the start-up benchmark (no effect when unset);
    True when one is set (the window then opens on a solo game, asking nothing).

    - ``WELCOME_DESKTOP_STARTUP_PROBE=1``: after the sheet's first paint, print
      ``first-paint <epoch seconds>`` on stdout and quit with code 0.
    - ``WELCOME_DESKTOP_SMOKE=shot.png``: after the sheet's first paint, save a grab of the
      window to shot.png and quit with code 0 (3 when the PNG cannot be written).
    """
    from PySide6.QtCore import QTimer

    probe = os.environ.get("WELCOME_DESKTOP_STARTUP_PROBE") == "1"
    shot = os.environ.get("WELCOME_DESKTOP_SMOKE")
    if not probe and not shot:
        return False

    def finish() -> None:  # outside the paint event: grab() repaints
        ok = window.grab().save(shot) if shot else True
        app.exit(0 if ok else 3)

    def first_paint() -> None:
        if probe:
            print(f"first-paint {time.time():.6f}", flush=True)
        QTimer.singleShot(0, finish)

    window.sheet_view.first_painted.connect(first_paint)
    return True

"""The interface language: English, Italian or Czech, switchable while the game is open.

Translations are Qt ``.qm`` files compiled from ``resources/translations/*.ts`` by
``scripts/translations release`` (run by ``scripts/setup`` and ``scripts/build``) into
``welcome_desktop/assets/translations/``. Installing a translator makes Qt send a
LanguageChange event to every widget, which re-reads its texts. English, the source language,
has a catalogue too: the plural forms of the counted messages ('{score} point(s)' reads
'1 point', '2 points').
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from welcome_desktop.app.look.assets import ASSETS

#: Language code -> its own name (never translated: a player looks for their language).
LANGUAGES: Final = {"en": "English", "it": "Italiano", "cs": "Čeština"}
DEFAULT: Final = "en"
SETTING: Final = "ui/language"


def translations_dir() -> Path:
    """Where the compiled ``.qm`` files are (inside a PyInstaller bundle too)."""
    return ASSETS / "translations"


def qm_path(code: str) -> Path:
    return translations_dir() / f"welcome_desktop_{code}.qm"


def system_language() -> str:
    """The system locale's language when we speak it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else DEFAULT


def remembered_language(settings: QSettings) -> str:
    value = settings.value(SETTING, "")
    return value if isinstance(value, str) and value in LANGUAGES else system_language()


class Translations:
    """Installs and swaps the application's translators."""

    def __init__(self) -> None:
        self.language = DEFAULT
        self._ours: QTranslator | None = None
        self._qt: QTranslator | None = None

    def install(self, code: str, settings: QSettings | None = None) -> bool:
        """Switch to ``code``; False (and English) when its translation cannot be loaded."""
        app = QCoreApplication.instance()
        if app is None or code not in LANGUAGES:
            return False
        for old in (self._ours, self._qt):
            if old is not None:
                app.removeTranslator(old)
        self._ours = self._qt = None
        ok = self._install_ours(app, code)
        if not ok:
            self._install_ours(app, DEFAULT)  # English, its counts in their forms
        if ok and code != DEFAULT:
            qt = QTranslator(app)
            # Qt's own words (dialog buttons: Yes, No, Cancel ...).
            if qt.load(
                f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            ):
                app.installTranslator(qt)
                self._qt = qt
        self.language = code if ok else DEFAULT
        QLocale.setDefault(QLocale(self.language))
        if settings is not None and ok:
            settings.setValue(SETTING, code)
        # When loading failed, removing the translators already sent LanguageChange: the window
        # is English again.
        return ok

    def _install_ours(self, app: QCoreApplication, code: str) -> bool:
        """Our catalogue of ``code``; English without one still reads (its counts '2 point(s)')."""
        ours = QTranslator(app)
        if not ours.load(str(qm_path(code))):
            return code == DEFAULT
        app.installTranslator(ours)
        self._ours = ours
        return True

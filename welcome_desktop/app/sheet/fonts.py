"""The sheet's bundled fonts, registered once a QGuiApplication exists.

- Humor Sans (SIL OFL 1.1): what the player writes (numbers, "bis", scores).
- Kristi (SIL OFL 1.1): the town name on the "Welcome to" sign.
- Lato Regular and Bold (SIL OFL 1.1): the printed labels of the sheet.

The licences are beside the TTF files in ``welcome_desktop/assets/fonts``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtGui import QFontDatabase, QGuiApplication

from welcome_desktop.app.look.assets import ASSETS

#: The project (or PyInstaller bundle) root holding ``welcome_desktop/assets``.
FONT_DIR: Final = ASSETS / "fonts"

HANDWRITING_FILE: Final = "Humor-Sans.ttf"
SIGNATURE_FILE: Final = "Kristi.ttf"
LABEL_FILES: Final = ("Lato-Regular.ttf", "Lato-Bold.ttf")


@dataclass(frozen=True, slots=True)
class SheetFonts:
    """Family names to use; fall back to generic families when a file is missing."""

    handwriting: str
    signature: str
    label: str


_fonts: SheetFonts | None = None


def _register(filename: str, fallback: str) -> str:
    font_id = QFontDatabase.addApplicationFont(str(FONT_DIR / filename))
    if font_id < 0:
        return fallback
    families = QFontDatabase.applicationFontFamilies(font_id)
    return families[0] if families else fallback


def sheet_fonts() -> SheetFonts:
    """Register the bundled fonts (first call only) and return their families.

    Needs a QGuiApplication (or QApplication) to exist.
    """
    global _fonts  # noqa: PLW0603 - registered once per process
    if _fonts is None:
        if QGuiApplication.instance() is None:
            raise RuntimeError("sheet_fonts() needs a QGuiApplication")
        handwriting = _register(HANDWRITING_FILE, "sans-serif")
        signature = _register(SIGNATURE_FILE, handwriting)
        label = "sans-serif"
        for filename in LABEL_FILES:
            label = _register(filename, label)
        _fonts = SheetFonts(handwriting, signature, label)
    return _fonts


def register_fonts() -> SheetFonts:
    """Register the bundled fonts now (at start-up); same as :func:`sheet_fonts`."""
    return sheet_fonts()

"""The modules that find the package's assets by their own path find them (a module moved into
a subpackage must not lose its fonts or translations)."""

from __future__ import annotations

from welcome_desktop.app.look import style
from welcome_desktop.app.sheet import fonts
from welcome_desktop.app.words.i18n import translations_dir


def test_the_interface_fonts_are_found() -> None:
    assert style._FONT_DIR.is_dir() and any(style._FONT_DIR.iterdir())


def test_the_sheet_fonts_are_found() -> None:
    assert fonts._ROOT.joinpath("welcome_desktop", "assets", "fonts").is_dir()


def test_the_translations_folder_is_inside_the_package_assets() -> None:
    assert translations_dir().parent.joinpath("fonts").is_dir()

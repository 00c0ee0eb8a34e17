"""The package's assets are found from one place (app/look/assets.py), by every module that
loads one: the fonts, the window icon, the compiled translations."""

from __future__ import annotations

from welcome_desktop.app import main
from welcome_desktop.app.look import style
from welcome_desktop.app.look.assets import ASSETS
from welcome_desktop.app.sheet import fonts
from welcome_desktop.app.words.i18n import translations_dir


def test_the_assets_folder_is_the_package_s() -> None:
    assert ASSETS.is_dir() and (ASSETS / "fonts").is_dir()
    assert ASSETS.parent.name == "welcome_desktop"


def test_every_user_of_an_asset_finds_it_under_the_one_root() -> None:
    assert style._FONT_DIR.is_dir() and any(style._FONT_DIR.iterdir())
    assert fonts.FONT_DIR.is_dir() and any(fonts.FONT_DIR.iterdir())
    assert main.ICON_FILE.is_file()
    for path in (style._FONT_DIR, fonts.FONT_DIR, main.ICON_FILE, translations_dir()):
        assert path.is_relative_to(ASSETS)

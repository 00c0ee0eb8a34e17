"""The thematic sheets in the window at 1024×640, 1366×768 and 1920×1080, alone and with 12
players, in the three languages: their printed texts (the theme's column included) at least
9 px and every click target (the bottom street's trucks included) at least 16 × 16 px."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.test_layout import (
    MIN_TEXT_PX,
    NAMES,
    SIZES,
    _clipped_texts,
    _small_targets,
    _small_texts,
)
from tests.app.test_translation import compiled_translations  # noqa: F401 - a fixture
from welcome_desktop.app.play.sheet_model import Zone
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.themes import CHRISTMAS, EASTER, ICE_CREAM


@pytest.mark.parametrize("code", ["en", "it", "cs"])
@pytest.mark.parametrize("case", [(sheet, players) for sheet in (ICE_CREAM, CHRISTMAS, EASTER)
                                  for players in (1, 12)])
def test_a_thematic_sheet_fits_every_size(qtbot: QtBot, window: MainWindow,
                                          compiled_translations: None,  # noqa: F811
                                          case: tuple[str, int], code: str) -> None:
    sheet, players = case
    mode = Mode.SOLO if players == 1 else Mode.STANDARD
    names = ("Player 1",) if players == 1 else NAMES[:players]
    window.start(Game(Setup(mode, False, names, seed=5, sheet=sheet)))
    window.set_language(code)
    try:
        if window.hidden:
            window.reveal()
        zones = {t.zone for t in window.scene.zones}
        assert Zone.THEME in zones and (Zone.TRUCK in zones) == (sheet == ICE_CREAM)
        for width, height in SIZES:
            window.resize(width, height)
            QApplication.processEvents()
            window.scene.refresh_art()
            window.grab()
            problems, smallest = _small_texts(window)
            problems += _clipped_texts(window) + _small_targets(window)
            where = f"{sheet}, {width}×{height}, {players} players, {code}"
            assert not problems, where + ":\n" + "\n".join(problems)
            assert smallest >= MIN_TEXT_PX
            # The theme column's texts are among those measured.
            assert any(p.text in ("ICE CREAM", "LIGHTS", "EGGS") or p.text.startswith("6 →")
                       or p.text in ("Eggs",) for p in window.scene.drawing.printed) \
                or code != "en"
    finally:
        window.set_language("en")

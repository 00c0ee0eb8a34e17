"""The thematic sheets in the window at 1024×640, 1366×768 and 1920×1080, alone and with 12
players, in the three languages: their printed texts (the theme's column included) at least
9 px and every click target (the bottom street's trucks included) at least 16 × 16 px."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.window.test_layout import (
    MIN_TEXT_PX,
    NAMES,
    SIZES,
    _clipped_texts,
    _small_targets,
    _small_texts,
)
from tests.app.words.test_translation import compiled_translations  # noqa: F401 - a fixture
from welcome_desktop.app.play.sheet_model import Zone
from welcome_desktop.app.sheet.items import qrect
from welcome_desktop.app.sheet.layout import sheet_layout
from welcome_desktop.app.sheet.page import Box
from welcome_desktop.app.sheet.theme_drawing import (
    BULB_RX,
    BULB_RY,
    egg_boxes,
    truck_box,
    truck_ends,
)
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules import Game, Mode, Setup
from welcome_desktop.rules.tables import STREETS
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


def _on_screen(window: MainWindow, box: Box) -> QRect:
    view = window.sheet_view
    return view.mapFromScene(qrect(box)).boundingRect()


def test_trucks_lights_and_eggs_are_large_enough_to_read_at_1366x768(
        qtbot: QtBot, window: MainWindow) -> None:
    """Issue 36 point 9: the trucks stand above their street's ends, at least 56 px wide at
    1366×768 (25 px before), clear of the streets' houses and park tracks; the eggs at least
    14 px tall and a light's bulbs at least 8 px (a few pixels before)."""
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=5, sheet=ICE_CREAM)))
    if window.hidden:
        window.reveal()
    window.resize(1366, 768)
    QApplication.processEvents()
    layout = sheet_layout(ICE_CREAM)
    boxes = []
    for street in STREETS:
        for end in truck_ends(street):
            box = truck_box(street, end)
            boxes.append(box)
            assert _on_screen(window, box).width() >= 56, (street, end)
            row = layout.streets[street]
            assert box.bottom <= row.lots[0].hit.y  # above the houses
            park = row.park.box
            assert box.x >= park.right or box.right <= park.x  # beside the park track
            assert box.x >= 0 and box.right <= layout.page.right
    lot = layout.streets[0].lots[0]
    egg = egg_boxes(lot, 2)[0]
    assert _on_screen(window, egg).height() >= 14
    drawn = window.scene.drawing.theme
    assert drawn is not None
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=5, sheet=CHRISTMAS)))
    QApplication.processEvents()
    lights = window.scene.drawing.theme
    assert lights is not None
    assert (0, 0) in lights.lights
    scale = window.sheet_view.transform().m11()
    assert 2 * BULB_RX * scale >= 7 and 2 * BULB_RY * scale >= 9

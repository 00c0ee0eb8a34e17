"""The window's chrome follows the system's dark and high-contrast preference; the sheet stays
paper."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from welcome_desktop.app.look.chrome import (
    Chrome,
    accent,
    apply_chrome,
    chrome_for,
    current_chrome,
    system_chrome,
)
from welcome_desktop.app.window.at_the_table import LAST_TURN_COLOUR, RICH, Column
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules import Game, Mode, Setup

Role = QPalette.ColorRole


def contrast(one: QColor, two: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(
            c.blueF())
    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture
def restored(qapp: QApplication) -> Iterator[QApplication]:
    """The application, given back its light chrome after the test."""
    yield qapp
    apply_chrome(qapp, Chrome.LIGHT)


def test_the_system_preference_chooses_the_chrome(qapp: QApplication) -> None:
    scheme, contrast_preference = Qt.ColorScheme, Qt.ContrastPreference
    assert chrome_for(scheme.Dark, contrast_preference.NoPreference) is Chrome.DARK
    assert chrome_for(scheme.Light, contrast_preference.NoPreference) is Chrome.LIGHT
    assert chrome_for(scheme.Unknown, contrast_preference.NoPreference) is Chrome.LIGHT
    assert chrome_for(scheme.Light, contrast_preference.HighContrast) is Chrome.HIGH_CONTRAST
    assert chrome_for(scheme.Dark, contrast_preference.HighContrast) is Chrome.HIGH_CONTRAST
    # The offscreen platform says nothing: light.
    assert system_chrome(qapp) is Chrome.LIGHT


@pytest.mark.parametrize("chrome", [Chrome.DARK, Chrome.HIGH_CONTRAST])
def test_a_dark_or_high_contrast_chrome_is_readable(restored: QApplication,
                                                    chrome: Chrome) -> None:
    light_window = restored.palette().color(Role.Window)
    apply_chrome(restored, chrome)
    assert current_chrome() is chrome
    palette = restored.palette()
    window, text = palette.color(Role.Window), palette.color(Role.WindowText)
    assert window.lightnessF() < 0.25 < light_window.lightnessF()
    assert contrast(window, text) >= (7.0 if chrome is Chrome.HIGH_CONTRAST else 4.5)
    assert contrast(palette.color(Role.Button), palette.color(Role.ButtonText)) >= 4.5
    disabled = palette.color(QPalette.ColorGroup.Disabled, Role.ButtonText)
    assert contrast(palette.color(Role.Button), disabled) >= 3.0
    for light in ("#5a2a66", "#a02818", "#6b5a44", "#2e7d32", "#b0701c"):  # the window's texts
        assert contrast(window, QColor(accent(light))) >= 4.5, light
    apply_chrome(restored, Chrome.LIGHT)
    assert restored.palette().color(Role.Window) == light_window
    assert accent("#5a2a66") == "#5a2a66"


def test_the_sheet_stays_paper_in_a_dark_chrome(qtbot: QtBot, window: MainWindow,
                                                restored: QApplication) -> None:
    window.start(Game(Setup(Mode.SOLO, False, ("Anna",), seed=3)))
    view = window.sheet_view
    centre = view.mapFromScene(view.sceneRect().center())

    def sheet_and_panel() -> tuple[QColor, QColor]:
        qtbot.wait(10)
        shot = window.grab().toImage()
        at = view.mapTo(window, centre)
        return shot.pixelColor(at), window.page.panel.palette().color(Role.Window)

    light_sheet, light_panel = sheet_and_panel()
    apply_chrome(restored, Chrome.DARK)
    dark_sheet, dark_panel = sheet_and_panel()
    assert dark_sheet == light_sheet  # the paper
    assert dark_panel.lightnessF() < 0.25 < light_panel.lightnessF()


def test_at_the_table_follows_the_chrome(qtbot: QtBot, window: MainWindow,
                                         restored: QApplication) -> None:
    """*At the table* in a dark chrome: its cells on the strip's dark ground, the last turns
    in the dark chrome's accent (they were light-chrome purple on a light ground)."""
    window.start(Game(Setup(Mode.STANDARD, False, ("Anna", "Bruno"), seed=3)))
    table = window.panel.at_the_table
    table.set_last_turns(["7 in the top street", "nothing written"])
    apply_chrome(restored, Chrome.DARK)
    QApplication.processEvents()
    ground = table.table.palette().color(Role.Base)
    assert ground == table.palette().color(Role.Window) and ground.lightnessF() < 0.25
    rich = str(table.cell(0, Column.LAST_TURN).data(RICH))
    assert accent(LAST_TURN_COLOUR) in rich and LAST_TURN_COLOUR not in rich
    assert contrast(ground, QColor(accent(LAST_TURN_COLOUR))) >= 4.5

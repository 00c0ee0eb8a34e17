"""The window's chrome after the system's preference: light, dark or high contrast.

Qt tells the colour scheme (``QStyleHints.colorScheme()``, Qt 6.5) and the contrast preference
(``QStyleHints.accessibility().contrastPreference()``, Qt 6.10); :func:`follow_system` gives the
application the matching palette and follows the changes. The sheet and the cards are paper
whatever the scheme: only the chrome around them changes. The few texts the window colours
itself take their colour through :func:`accent`, readable on the palette in force.
"""

from __future__ import annotations

import enum
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


class Chrome(enum.Enum):
    """The look of the window's chrome."""

    LIGHT = "light"
    DARK = "dark"
    HIGH_CONTRAST = "high-contrast"


Role = QPalette.ColorRole

_DARK: Final[dict[QPalette.ColorRole, str]] = {
    Role.Window: "#2b2b2e", Role.WindowText: "#ececec", Role.Base: "#1f1f22",
    Role.AlternateBase: "#2f2f33", Role.ToolTipBase: "#3a3a3e", Role.ToolTipText: "#f2f2f2",
    Role.PlaceholderText: "#9a9a9a", Role.Text: "#ececec", Role.Button: "#3a3a3e",
    Role.ButtonText: "#ececec", Role.BrightText: "#ff8a80", Role.Light: "#4a4a4f",
    Role.Midlight: "#404045", Role.Mid: "#2e2e32", Role.Dark: "#1a1a1c", Role.Shadow: "#000000",
    Role.Highlight: "#4a8fe0", Role.HighlightedText: "#ffffff", Role.Link: "#8ab4ff",
    Role.LinkVisited: "#c69cff",
}
_HIGH_CONTRAST: Final[dict[QPalette.ColorRole, str]] = {
    Role.Window: "#000000", Role.WindowText: "#ffffff", Role.Base: "#000000",
    Role.AlternateBase: "#1a1a1a", Role.ToolTipBase: "#000000", Role.ToolTipText: "#ffffff",
    Role.PlaceholderText: "#d0d0d0", Role.Text: "#ffffff", Role.Button: "#000000",
    Role.ButtonText: "#ffffff", Role.BrightText: "#ffff00", Role.Light: "#ffffff",
    Role.Midlight: "#ffffff", Role.Mid: "#ffffff", Role.Dark: "#ffffff", Role.Shadow: "#ffffff",
    Role.Highlight: "#ffff00", Role.HighlightedText: "#000000", Role.Link: "#00ffff",
    Role.LinkVisited: "#ff80ff",
}
_DISABLED_DARK: Final = "#8a8a8e"
_DISABLED_HIGH: Final = "#b0b0b0"


def system_chrome(app: QGuiApplication | None = None) -> Chrome:
    """What the system asks for: high contrast first, then dark, else light."""
    app = app or QGuiApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QGuiApplication):
        return Chrome.LIGHT
    hints = app.styleHints()
    return chrome_for(hints.colorScheme(), hints.accessibility().contrastPreference())


def chrome_for(scheme: Qt.ColorScheme, contrast: Qt.ContrastPreference) -> Chrome:
    """The chrome for a colour scheme and a contrast preference."""
    if contrast == Qt.ContrastPreference.HighContrast:
        return Chrome.HIGH_CONTRAST
    return Chrome.DARK if scheme == Qt.ColorScheme.Dark else Chrome.LIGHT


def chrome_palette(chrome: Chrome, light: QPalette) -> QPalette:
    """The palette of ``chrome`` (``light`` is the style's own, kept for :attr:`Chrome.LIGHT`)."""
    if chrome is Chrome.LIGHT:
        return QPalette(light)
    colours = _DARK if chrome is Chrome.DARK else _HIGH_CONTRAST
    palette = QPalette(light)
    for role, name in colours.items():
        palette.setColor(role, QColor(name))
    disabled = QColor(_DISABLED_DARK if chrome is Chrome.DARK else _DISABLED_HIGH)
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


class _State:
    chrome = Chrome.LIGHT
    light: QPalette | None = None


def current_chrome() -> Chrome:
    """The chrome in force (set by :func:`apply_chrome`)."""
    return _State.chrome


def apply_chrome(app: QApplication, chrome: Chrome) -> None:
    """Give ``app`` the palette of ``chrome``."""
    if _State.light is None:
        _State.light = app.style().standardPalette()
    _State.chrome = chrome
    app.setPalette(chrome_palette(chrome, _State.light))


def follow_system(app: QApplication) -> None:
    """Apply the system's chrome now and whenever its preference changes."""
    def update() -> None:
        apply_chrome(app, system_chrome(app))

    hints = app.styleHints()
    hints.colorSchemeChanged.connect(lambda _scheme: update())
    hints.accessibility().contrastPreferenceChanged.connect(lambda _preference: update())
    update()


def accent(light: str) -> str:
    """A text colour chosen for the light chrome (``light``, "#rrggbb"), readable on the chrome
    in force: the same hue made light on a dark window, the palette's text on high contrast."""
    if _State.chrome is Chrome.LIGHT:
        return light
    if _State.chrome is Chrome.HIGH_CONTRAST:
        return "#ffffff"
    colour = QColor(light)
    hue = max(0.0, colour.hslHueF())
    saturation = min(colour.hslSaturationF(), 0.7)
    return QColor.fromHslF(hue, saturation, max(colour.lightnessF(), 0.74)).name()

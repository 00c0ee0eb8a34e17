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


def _colours(chrome: Chrome) -> dict[QPalette.ColorRole, str]:
    """The colours of the dark or the high-contrast chrome, by palette role."""
    # Built when asked, not at import: only a dark or high-contrast system asks, and a light
    # one paints its first sheet without them (docs/startup.md).
    role = QPalette.ColorRole
    if chrome is Chrome.DARK:
        return {
            role.Window: "#2b2b2e", role.WindowText: "#ececec", role.Base: "#1f1f22",
            role.AlternateBase: "#2f2f33", role.ToolTipBase: "#3a3a3e",
            role.ToolTipText: "#f2f2f2", role.PlaceholderText: "#9a9a9a", role.Text: "#ececec",
            role.Button: "#3a3a3e", role.ButtonText: "#ececec", role.BrightText: "#ff8a80",
            role.Light: "#4a4a4f", role.Midlight: "#404045", role.Mid: "#2e2e32",
            role.Dark: "#1a1a1c", role.Shadow: "#000000", role.Highlight: "#4a8fe0",
            role.HighlightedText: "#ffffff", role.Link: "#8ab4ff", role.LinkVisited: "#c69cff",
        }
    return {
        role.Window: "#000000", role.WindowText: "#ffffff", role.Base: "#000000",
        role.AlternateBase: "#1a1a1a", role.ToolTipBase: "#000000", role.ToolTipText: "#ffffff",
        role.PlaceholderText: "#d0d0d0", role.Text: "#ffffff", role.Button: "#000000",
        role.ButtonText: "#ffffff", role.BrightText: "#ffff00", role.Light: "#ffffff",
        role.Midlight: "#ffffff", role.Mid: "#ffffff", role.Dark: "#ffffff",
        role.Shadow: "#ffffff", role.Highlight: "#ffff00", role.HighlightedText: "#000000",
        role.Link: "#00ffff", role.LinkVisited: "#ff80ff",
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
    palette = QPalette(light)
    for role, name in _colours(chrome).items():
        palette.setColor(role, QColor(name))
    disabled = QColor(_DISABLED_DARK if chrome is Chrome.DARK else _DISABLED_HIGH)
    roles = QPalette.ColorRole
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
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

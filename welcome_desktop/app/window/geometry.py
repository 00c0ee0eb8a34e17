"""The window's size and place, kept in the settings when it closes and taken again at the
next start."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget

GEOMETRY_KEY = "window/geometry"


def save_geometry(window: QWidget, settings: QSettings) -> None:
    """Keep ``window``'s size and place for the next start."""
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())


def restore_geometry(window: QWidget, settings: QSettings) -> bool:
    """Give ``window`` the size and place it had when last closed; False when none is known
    (or the setting is not a geometry Qt can read: the default size stays)."""
    saved = settings.value(GEOMETRY_KEY)
    return isinstance(saved, QByteArray) and window.restoreGeometry(saved)

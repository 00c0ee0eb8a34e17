"""Sizes that fit the user's screen: the smallest supported window, and dialogs capped to the
screen's available area (a 1024-pixel screen never gets a dialog wider than itself)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

MIN_WINDOW: Final = QSize(1024, 640)
"""The smallest window the layout is designed and tested for."""
SCREEN_MARGIN: Final = 40
"""Room left around a capped window for its frame and the desktop's panels."""


def available_size(widget: QWidget | None = None) -> QSize:
    """The screen area windows may use (the widget's screen, else the primary one)."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry().size()


def capped(widget: QWidget | None, width: int, height: int) -> QSize:
    """``width`` × ``height``, shrunk to fit the available screen area."""
    room = available_size(widget)
    return QSize(max(1, min(width, room.width() - SCREEN_MARGIN)),
                 max(1, min(height, room.height() - SCREEN_MARGIN)))


def cap_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or to the screen's available size if smaller."""
    widget.resize(capped(widget, width, height))

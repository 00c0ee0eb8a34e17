"""Player text shown as it is, never as HTML.

Qt reads any text that looks like markup as rich text: a label, a tooltip or a message box
whose text holds a player's name such as ``<h1>H2</h1>`` would show a heading, and
``<img src=…>`` would load a local image. Every label and message box that can show a name, a
file name or any text from a file is made here with :data:`PLAIN` text; a tooltip, which Qt
cannot be told is plain, goes through :func:`plain_tip`, which escapes it.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

PLAIN = Qt.TextFormat.PlainText


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` (and every text set later) exactly as it is."""
    label = QLabel(text, parent)
    label.setTextFormat(PLAIN)
    return label


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` exactly as it is (its markup escaped, its lines kept)."""
    if not text:
        return ""
    body = html.escape(text).replace("\n", "<br>")
    return f"<p style='white-space:pre-wrap'>{body}</p>"


def plain_message(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str
                  ) -> None:
    """A message box with an OK button that shows ``text`` exactly as it is."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(PLAIN)
    box.exec()


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """:func:`plain_message` with the warning icon."""
    plain_message(parent, QMessageBox.Icon.Warning, title, text)


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """:func:`plain_message` with the information icon."""
    plain_message(parent, QMessageBox.Icon.Information, title, text)


__all__ = ["PLAIN", "inform", "plain_label", "plain_message", "plain_tip", "warn"]

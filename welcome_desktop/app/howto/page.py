"""One page of the How-to-play summary: a column of words and pictures on warm paper.

The chapters (:mod:`welcome_desktop.app.howto.chapters`) fill a :class:`ChapterPage` with its
building blocks: a title, paragraphs, headings, pictures with captions, rows of a picture beside
its words, numbered steps, notes and a table of keys. The page keeps every text and picture it
shows so that tests and tools can inspect them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.howto.pictures import badge_picture
from welcome_desktop.app.look import style

__all__ = ["ChapterPage"]

#: The column of text is no wider than this (long lines are hard to read).
COLUMN_WIDTH: Final = 820


def _stylesheet(family: str) -> str:
    return f"""
        QWidget#howtoPaper {{ background: {style.PAPER.name()}; }}
        QWidget#howtoColumn {{ background: transparent; }}
        QLabel {{ color: {style.INK.name()}; font-family: "{family}"; font-size: 15px; }}
        QLabel[role="title"] {{ font-size: 27px; font-weight: bold; color: #7a3f16; }}
        QLabel[role="lead"] {{ font-size: 16px; }}
        QLabel[role="heading"] {{ font-size: 18px; font-weight: bold; color: #7a3f16; }}
        QLabel[role="caption"] {{ font-size: 13px; font-style: italic;
                                  color: {style.INK_SOFT.name()}; }}
        QFrame[role="note"] {{ background: #f6e4c4; border: 1px solid #e0c48f;
                               border-radius: 10px; }}
        QFrame[role="note"] QLabel {{ background: transparent; border: none; }}
        QFrame[role="rule"] {{ background: #e6d3ad; border: none; }}
    """


class _Label(QLabel):
    """A word-wrapped label that knows it is never wider than its maximum width.

    (Layouts ask a label for its height at the width of the cell it sits in, even when the
    label is aligned in the cell and narrower than it.)
    """

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return super().heightForWidth(min(width, self.maximumWidth()))


class SideBySide(QWidget):
    """Words beside a fixed-size part, or the fixed part under the words on a narrow page."""

    #: The words are not squeezed narrower than this before the parts are stacked.
    WORDS_MIN: Final = 300
    SPACING: Final = 16

    def __init__(self, words: QWidget, fixed: QWidget, *, words_first: bool = True) -> None:
        super().__init__()
        self._box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(self.SPACING)
        parts = [(words, 1), (fixed, 0)] if words_first else [(fixed, 0), (words, 1)]
        for widget, stretch in parts:
            self._box.addWidget(widget, stretch)
        self._box.setAlignment(fixed, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self._needed = fixed.sizeHint().width() + self.SPACING + self.WORDS_MIN
        self.setMinimumWidth(max(fixed.minimumSizeHint().width(), 200))
        sizing = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sizing.setHeightForWidth(True)
        self.setSizePolicy(sizing)

    def _direction(self, width: int) -> QBoxLayout.Direction:
        return (QBoxLayout.Direction.LeftToRight if width >= self._needed
                else QBoxLayout.Direction.TopToBottom)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        wanted = self._direction(width)
        if self._box.direction() != wanted:
            self._box.setDirection(wanted)
        return self._box.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        wanted = self._direction(event.size().width())
        if self._box.direction() != wanted:
            self._box.setDirection(wanted)
        super().resizeEvent(event)


class ChapterPage(QScrollArea):
    """A scrolling page; the chapter builds it with the methods below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The page is sized by hand (see _fit): a resizable widget would be as tall as the
        # minimum size of its word-wrapped labels, leaving a blank band under the text.
        self.setWidgetResizable(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        paper = QWidget()
        paper.setObjectName("howtoPaper")
        paper.setStyleSheet(_stylesheet(style.label_family()))
        outer = QHBoxLayout(paper)
        outer.setContentsMargins(0, 0, 0, 0)
        column = QWidget()
        column.setObjectName("howtoColumn")
        column.setMaximumWidth(COLUMN_WIDTH)
        outer.addStretch(1)
        outer.addWidget(column, 100)
        outer.addStretch(1)
        self._column = QVBoxLayout(column)
        self._column.setContentsMargins(30, 22, 30, 28)
        self._column.setSpacing(12)
        self.setWidget(paper)
        paper.installEventFilter(self)
        self._labels: list[QLabel] = []
        self._pictures: list[QWidget] = []

    # -- size ----------------------------------------------------------------------------------

    def _fit(self) -> None:
        """The page as wide as the view (or its pictures) and as tall as its words need."""
        paper = self.content()
        width = max(self.viewport().width(), paper.minimumSizeHint().width())
        height = max(self.viewport().height(), paper.heightForWidth(width))
        if paper.size() != QSize(width, height):
            paper.resize(width, height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit()
        return super().eventFilter(watched, event)

    # -- inspection ----------------------------------------------------------------------------

    def texts(self) -> list[str]:
        """Every text shown on the page, in order."""
        return [label.text() for label in self._labels]

    def labels(self) -> list[QLabel]:
        """The labels holding the page's words."""
        return list(self._labels)

    def pictures(self) -> list[QWidget]:
        """The page's illustrations (painted widgets), in order."""
        return list(self._pictures)

    def content(self) -> QWidget:
        """The whole page (also the part scrolled out of sight), e.g. to grab it."""
        widget = self.widget()
        assert widget is not None
        return widget

    # -- building blocks -----------------------------------------------------------------------

    def label(self, text: str, role: str = "body") -> QLabel:
        """A word-wrapped label of ``role`` (body, lead, title, heading, caption)."""
        label = _Label(text)
        label.setProperty("role", role)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._labels.append(label)
        return label

    def _picture(self, widget: QWidget) -> QWidget:
        self._pictures.append(widget)
        return widget

    def title(self, text: str) -> QLabel:
        """The chapter's title."""
        label = self.label(text, "title")
        self._column.addWidget(label)
        return label

    def lead(self, text: str) -> QLabel:
        """The chapter's opening paragraph, a little larger."""
        label = self.label(text, "lead")
        self._column.addWidget(label)
        return label

    def heading(self, text: str) -> QLabel:
        """A section heading, after a thin rule."""
        self._column.addSpacing(4)
        rule = QFrame()
        rule.setProperty("role", "rule")
        rule.setFixedHeight(2)
        self._column.addWidget(rule)
        label = self.label(text, "heading")
        self._column.addWidget(label)
        return label

    def para(self, text: str) -> QLabel:
        """A paragraph."""
        label = self.label(text)
        self._column.addWidget(label)
        return label

    def picture(self, widget: QWidget, caption: str = "") -> None:
        """A picture centred on the page, with an optional caption under it."""
        box = QVBoxLayout()
        box.setSpacing(4)
        box.addWidget(self._picture(widget), 0, Qt.AlignmentFlag.AlignHCenter)
        if caption:
            label = self.label(caption, "caption")
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(label)
        self._column.addLayout(box)

    def pictures_row(self, widgets: Sequence[QWidget], caption: str = "",
                     spacing: int = 12) -> None:
        """Several pictures side by side, centred, with an optional caption."""
        line = QHBoxLayout()
        line.setSpacing(spacing)
        line.addStretch(1)
        for widget in widgets:
            line.addWidget(self._picture(widget), 0, Qt.AlignmentFlag.AlignBottom)
        line.addStretch(1)
        box = QVBoxLayout()
        box.setSpacing(4)
        box.addLayout(line)
        if caption:
            label = self.label(caption, "caption")
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(label)
        self._column.addLayout(box)

    def row(self, picture: QWidget | None, texts: Sequence[tuple[str, str]],
            side: QWidget | None = None, side_caption: str = "", *,
            side_first: bool = False) -> None:
        """``picture`` at the left, then ``texts`` as (role, text), then ``side`` at the right
        (at the left of the texts with ``side_first``).

        On a narrow page ``side`` (with its caption) goes under the texts (above them with
        ``side_first``).
        """
        words = QWidget()
        column = QVBoxLayout(words)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        for role, text in texts:
            column.addWidget(self.label(text, role))
        column.addStretch(1)
        body: QWidget = words
        if side is not None:
            right = QWidget()
            box = QVBoxLayout(right)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(2)
            box.addWidget(self._picture(side), 0, Qt.AlignmentFlag.AlignHCenter)
            if side_caption:
                label = self.label(side_caption, "caption")
                label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                if side.minimumWidth() == side.maximumWidth():  # a fixed picture
                    label.setFixedWidth(max(side.width(), 170))
                    box.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
                else:  # as wide as the picture, narrower as it shrinks on a narrow page:
                    # never the cause of a sideways scroll
                    label.setMaximumWidth(max(side.sizeHint().width(), 170))
                    label.setMinimumWidth(min(side.minimumWidth(), 170))
                    box.addWidget(label)
            box.addStretch(1)
            body = SideBySide(words, right, words_first=not side_first)
        if picture is None:
            self._column.addWidget(body)
            return
        line = QHBoxLayout()
        line.setSpacing(16)
        line.addWidget(self._picture(picture), 0, Qt.AlignmentFlag.AlignTop)
        line.addWidget(body, 1)
        self._column.addLayout(line)

    def side_by_side(self, fixed: QWidget, words: QWidget, *, fixed_first: bool = True) -> None:
        """A picture (``fixed``) beside a block of ``words``; one above the other when narrow."""
        self._column.addWidget(SideBySide(words, fixed, words_first=not fixed_first))

    def steps(self, items: Sequence[str]) -> None:
        """A numbered list; each item is a paragraph beside a round badge."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        for i, text in enumerate(items):
            grid.addWidget(self._picture(badge_picture(str(i + 1))), i, 0,
                           Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.label(text), i, 1)
        grid.setColumnStretch(1, 1)
        self._column.addLayout(grid)

    def note(self, text: str, picture: QWidget | None = None) -> None:
        """A tinted box for a rule worth remembering, with an optional picture."""
        frame = QFrame()
        frame.setProperty("role", "note")
        line = QHBoxLayout(frame)
        line.setContentsMargins(14, 10, 14, 10)
        line.setSpacing(14)
        if picture is not None:
            line.addWidget(self._picture(picture), 0, Qt.AlignmentFlag.AlignTop)
        line.addWidget(self.label(text), 1)
        self._column.addWidget(frame)

    def table(self, rows: Sequence[tuple[QWidget, str]], first_width: int = 0) -> None:
        """Two columns: a picture (e.g. key caps) and its explanation."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(4)
        for i, (picture, text) in enumerate(rows):
            grid.addWidget(self._picture(picture), i, 0,
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(self.label(text), i, 1)
        if first_width:
            grid.setColumnMinimumWidth(0, first_width)
        grid.setColumnStretch(1, 1)
        self._column.addLayout(grid)

    def register(self, widget: QWidget) -> QWidget:
        """Count ``widget`` among the page's pictures."""
        return self._picture(widget)

    def finish(self) -> None:
        """Push everything to the top; apply the page's style now, before the first layout."""
        self._column.addStretch(1)
        self.content().ensurePolished()

"""The How-to-play window (F1): chapters at the left, an illustrated page at the right.

The window is not modal: players keep it open beside the game. Pages are built the first time
they are shown and built again, in the new language, when the language changes (at once for the
page shown, even in the middle of a language switch's events).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.howto.chapter_icons import chapter_icon
from welcome_desktop.app.howto.chapters import Chapter, build_chapter, chapter_title
from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.look import style
from welcome_desktop.app.words.effect_words import effect_name
from welcome_desktop.rules.cards import Effect

__all__ = ["HowToPlayDialog", "show_how_to_play"]


def _list_stylesheet(family: str) -> str:
    return f"""
        QListWidget {{ background: #f3e6c8; border: none; padding: 8px 6px;
                       font-family: "{family}"; font-size: 15px; color: {style.INK.name()};
                       outline: none; }}
        QListWidget::item {{ padding: 7px 6px; border-radius: 8px; margin: 1px 0; }}
        QListWidget::item:hover {{ background: #f8eed8; }}
        QListWidget::item:selected {{ background: #c0713a; color: #fff8ea; }}
    """


class HowToPlayDialog(QDialog):
    """Our illustrated summary of the rules, chapter by chapter, in the current language."""

    def __init__(self, parent: QWidget | None = None,
                 chapter: Chapter = Chapter.SETUP) -> None:
        super().__init__(parent)
        self.setObjectName("howToPlay")
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setSizeGripEnabled(True)

        self.chapter_list = QListWidget()
        self.chapter_list.setIconSize(QSize(30, 30))
        self.chapter_list.setFixedWidth(250)
        self.chapter_list.setStyleSheet(_list_stylesheet(style.label_family()))
        self.chapter_list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.chapter_list.setWordWrap(True)
        self.chapter_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chapter_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        for index in range(len(Chapter)):
            item = QListWidgetItem(chapter_icon(index), "")
            self.chapter_list.addItem(item)
        self.pages = QStackedWidget()
        self._built: dict[Chapter, ChapterPage] = {}
        self._stale: set[Chapter] = set()
        self._language: tuple[str, ...] = ()
        for _ in Chapter:
            self.pages.addWidget(QWidget())

        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.previous_button.clicked.connect(lambda: self._step(-1))
        self.next_button.clicked.connect(lambda: self._step(1))
        # A plain button: a standard Close button would be renamed by Qt's own translations.
        self.close_button = QPushButton()
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.close)

        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.chapter_list)
        body.addWidget(self.pages, 1)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(12, 8, 12, 10)
        bottom.addWidget(self.previous_button)
        bottom.addWidget(self.next_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(body, 1)
        layout.addLayout(bottom)

        self.chapter_list.currentRowChanged.connect(self._show_row)
        self._retranslate()
        self.set_chapter(chapter)
        self.resize(self._first_size())

    def _first_size(self) -> QSize:
        """1120 × 800, or less on a small screen."""
        size = QSize(1120, 800)
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry().size() * 0.92
            size = size.boundedTo(room).expandedTo(QSize(640, 480))
        return size

    # -- chapters ------------------------------------------------------------------------------

    def chapters(self) -> list[Chapter]:
        """Every chapter, in the order of the list."""
        return list(Chapter)

    def current_chapter(self) -> Chapter:
        """The chapter shown."""
        return Chapter(max(0, self.chapter_list.currentRow()))

    def set_chapter(self, chapter: Chapter | int) -> None:
        """Show ``chapter``."""
        chapter = Chapter(chapter)
        if self.chapter_list.currentRow() != chapter.value:
            self.chapter_list.setCurrentRow(chapter.value)  # builds it through _show_row
        else:
            self._show_row(chapter.value)

    def page(self, chapter: Chapter | int) -> ChapterPage:
        """The page of ``chapter`` (built now if it was not yet)."""
        chapter = Chapter(chapter)
        page = self._built.get(chapter)
        if page is None or chapter in self._stale:
            page = build_chapter(chapter)
            old = self.pages.widget(chapter.value)
            self.pages.insertWidget(chapter.value, page)
            if old is not None:
                self.pages.removeWidget(old)
                old.deleteLater()
            self._built[chapter] = page
            self._stale.discard(chapter)
        return page

    def current_page(self) -> ChapterPage:
        """The page shown."""
        return self.page(self.current_chapter())

    def _show_row(self, row: int) -> None:
        if row < 0:
            return
        chapter = Chapter(row)
        page = self.page(chapter)
        self.pages.setCurrentWidget(page)
        page.verticalScrollBar().setValue(0)
        self.previous_button.setEnabled(row > 0)
        self.next_button.setEnabled(row < len(Chapter) - 1)

    def _step(self, step: int) -> None:
        row = self.chapter_list.currentRow() + step
        if 0 <= row < len(Chapter):
            self.chapter_list.setCurrentRow(row)

    # -- language ------------------------------------------------------------------------------

    def _retranslate(self) -> None:
        """Set every text in the current language; pages are built again when shown."""
        self.setWindowTitle(QCoreApplication.translate("HowToPlay", "How to play"))
        for chapter in Chapter:
            item = self.chapter_list.item(chapter.value)
            item.setText(chapter_title(chapter))
        self.previous_button.setText(QCoreApplication.translate("HowToPlay", "◀ Previous"))
        self.next_button.setText(QCoreApplication.translate("HowToPlay", "Next ▶"))
        self.close_button.setText(QCoreApplication.translate("HowToPlay", "Close"))
        # The pages are built again in the new language: the one shown at once, the others
        # when shown. A switch sends several events; the pages are built once.
        language = self._language_key()
        if language != self._language:
            self._language = language
            self._stale.update(self._built)
            self._rebuild_current()

    @staticmethod
    def _language_key() -> tuple[str, ...]:
        """A few texts of the pages (ours and the cards'): they change with the language."""
        return (QCoreApplication.translate("HowToPlay", "How to play"),
                QCoreApplication.translate("HowToPlay", "Setup"),
                effect_name(Effect.SURVEYOR), effect_name(Effect.TEMP), QLocale().name())

    def _rebuild_current(self) -> None:
        row = self.chapter_list.currentRow()
        if row >= 0 and Chapter(row) in self._stale and self.isVisible():
            self._show_row(row)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._rebuild_current()  # the language may have changed while it was closed


def show_how_to_play(parent: QWidget | None = None,
                     chapter: Chapter | None = None) -> HowToPlayDialog:
    """Show the How-to-play window of ``parent`` (made on first use), raised and active."""
    dialog = None
    if parent is not None:
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for child in parent.findChildren(QDialog, options=direct):
            if isinstance(child, HowToPlayDialog):
                dialog = child
                break
    if dialog is None:
        dialog = HowToPlayDialog(parent)
    if chapter is not None:
        dialog.set_chapter(chapter)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog

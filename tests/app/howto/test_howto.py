"""How to play (F1): chapters, pictures, language changes and the Italian and Czech texts."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QTranslator
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.app.pseudo_language import PseudoTranslator
from welcome_desktop.app.howto import Chapter, HowToPlayDialog, show_how_to_play
from welcome_desktop.app.howto.chapters import chapter_title
from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.howto.pictures import Picture

PACKAGE = Path(__file__).resolve().parents[3] / "welcome_desktop" / "app" / "howto"
MERGE = Path(__file__).resolve().parents[3] / "scripts" / "merge_translations.py"
TRANSLATIONS = json.loads((PACKAGE / "translations.json").read_text(encoding="utf-8"))
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
TAG = re.compile(r"</?b>")


def translate_calls() -> Iterator[tuple[Path, ast.Call]]:
    """Every ``QCoreApplication.translate(...)`` call of the package's source."""
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "translate"
                    and isinstance(node.func.value, ast.Name)
                    and node.func.value.id == "QCoreApplication"):
                yield path, node


def howto_strings() -> list[str]:
    """The source texts of context "HowToPlay", as lupdate extracts them."""
    found: list[str] = []
    for _, call in translate_calls():
        text = call.args[1].value  # type: ignore[attr-defined]
        if text not in found:
            found.append(text)
    return found


class JsonTranslator(QTranslator):
    """The "HowToPlay" texts of one language from translations.json (nothing else)."""

    def __init__(self, code: str) -> None:
        super().__init__()
        self.table: dict[str, str] = TRANSLATIONS[code]

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        del disambiguation, n
        # None, not "": an empty string would be taken as the translation.
        return self.table.get(source) if context == "HowToPlay" else None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name; an empty translator sends no event
        return False


@pytest.fixture
def dialog(qtbot: QtBot) -> HowToPlayDialog:
    shown = HowToPlayDialog()
    qtbot.addWidget(shown)
    shown.resize(1120, 800)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def deliver_language_change() -> None:
    """Deliver the LanguageChange events Qt posts, and nothing else (as the window does)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def install(translator: QTranslator) -> None:
    QCoreApplication.installTranslator(translator)
    deliver_language_change()


def uninstall(translator: QTranslator) -> None:
    QCoreApplication.removeTranslator(translator)
    deliver_language_change()


def distinct_colours(image: QImage, samples: int = 24) -> int:
    """How many different colours a grid of samples over ``image`` meets."""
    seen = set()
    for i in range(samples):
        for j in range(samples):
            x = (2 * i + 1) * image.width() // (2 * samples)
            y = (2 * j + 1) * image.height() // (2 * samples)
            seen.add(image.pixel(x, y))
    return len(seen)


def visible_in(page: ChapterPage, widget: QWidget) -> bool:
    return widget.isVisibleTo(page.content())


def rect_in_page(page: ChapterPage, widget: QWidget) -> QRect:
    top_left = widget.mapTo(page.content(), QPoint(0, 0))
    return QRect(top_left, widget.size())


def name(widget: QWidget) -> str:
    """A label's text or a picture's class, for messages."""
    return widget.text()[:40] if isinstance(widget, QLabel) else type(widget).__name__


def check_layout(page: ChapterPage) -> None:
    """Nothing is cut off or drawn over anything else."""
    paper = page.content()
    labels = [label for label in page.labels() if visible_in(page, label)]
    for label in labels:
        needed = label.heightForWidth(label.width())
        assert label.height() >= needed, f"text cut off: {label.text()[:60]!r}"
    boxes = [(rect_in_page(page, w), w) for w in [*labels, *page.pictures()]
             if visible_in(page, w)]
    for rect, widget in boxes:
        assert paper.rect().contains(rect), f"outside the page: {widget}"
    for i, (a, wa) in enumerate(boxes):
        for b, wb in boxes[i + 1:]:
            overlap = a.intersected(b)
            assert overlap.isEmpty() or overlap.width() * overlap.height() < 4, (
                f"overlap: {name(wa)} / {name(wb)}")


def test_the_dialog_lists_every_chapter(dialog: HowToPlayDialog) -> None:
    assert not dialog.isModal()
    assert dialog.windowTitle() == "How to play"
    assert dialog.chapters() == list(Chapter)
    assert dialog.chapter_list.count() == len(Chapter) == 13
    names = [dialog.chapter_list.item(i).text() for i in range(dialog.chapter_list.count())]
    assert names == ["Setup", "A turn", "The six effects", "City plans",
                     "Roundabouts (advanced)", "Solo and expert", "Scoring", "Ice Cream Truck",
                     "Christmas Lights", "Easter Eggs", "Keys and mouse",
                     "Playing over the network", "Phones at the table"]
    assert all(not dialog.chapter_list.item(i).icon().isNull() for i in range(13))
    assert dialog.current_chapter() is Chapter.SETUP


def test_every_chapter_shows_words_and_pictures(dialog: HowToPlayDialog) -> None:
    for chapter in Chapter:
        dialog.set_chapter(chapter)
        QApplication.processEvents()
        page = dialog.current_page()
        assert dialog.pages.currentWidget() is page
        assert dialog.chapter_list.currentRow() == chapter.value
        texts = page.texts()
        assert texts[0] == chapter_title(chapter)
        assert sum(len(t) for t in texts) > 300, chapter
        pictures = page.pictures()
        assert pictures, chapter
        for picture in pictures:
            image = picture.to_image() if isinstance(picture, Picture) else \
                picture.grab().toImage()
            assert distinct_colours(image) >= 3, (chapter, picture)
        # The sheet's own drawings: a chapter has more than numbered badges and key caps.
        assert max(p.width() * p.height() for p in pictures) > 90 * 90, chapter
        check_layout(page)


def test_pages_fit_a_small_window(qtbot: QtBot) -> None:
    small = HowToPlayDialog()
    qtbot.addWidget(small)
    small.resize(700, 560)
    small.show()
    qtbot.waitExposed(small)
    for chapter in (Chapter.SETUP, Chapter.EFFECTS, Chapter.SCORING):
        small.set_chapter(chapter)
        QApplication.processEvents()
        page = small.current_page()
        assert page.content().width() <= page.viewport().width(), chapter  # no sideways scroll
        check_layout(page)


def test_switching_chapters(dialog: HowToPlayDialog) -> None:
    assert not dialog.previous_button.isEnabled()
    dialog.next_button.click()
    assert dialog.current_chapter() is Chapter.TURN
    assert dialog.current_page().texts()[0] == "A turn"
    dialog.chapter_list.setCurrentRow(Chapter.PHONES.value)
    assert dialog.current_page().texts()[0] == "Phones at the table"
    assert not dialog.next_button.isEnabled()
    dialog.previous_button.click()
    assert dialog.current_chapter() is Chapter.NETWORK
    dialog.set_chapter(Chapter.ROUNDABOUTS)
    assert dialog.chapter_list.currentRow() == Chapter.ROUNDABOUTS.value
    assert "8 10 ◎ 4 5 7" in " ".join(dialog.current_page().texts())


def test_show_how_to_play_reuses_the_open_window(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    first = show_how_to_play(parent)
    assert first.isVisible() and first.parent() is parent
    first.close()
    again = show_how_to_play(parent, Chapter.SCORING)
    assert again is first and again.isVisible()
    assert again.current_chapter() is Chapter.SCORING


@pytest.mark.parametrize("code", ["it", "cs"])
def test_a_language_change_rebuilds_the_texts(dialog: HowToPlayDialog, code: str) -> None:
    table = TRANSLATIONS[code]
    dialog.set_chapter(Chapter.PLANS)
    dialog.page(Chapter.SETUP)  # built in English, shown later
    translator = JsonTranslator(code)
    install(translator)
    try:
        assert dialog.windowTitle() == table["How to play"]
        assert dialog.chapter_list.item(3).text() == table["City plans"]
        assert dialog.close_button.text() == table["Close"]
        texts = dialog.current_page().texts()
        assert texts[0] == table["City plans"]
        assert table["Housing estates"] in texts
        check_layout(dialog.current_page())
        dialog.set_chapter(Chapter.SETUP)
        assert dialog.current_page().texts()[0] == table["Setup"]
        for chapter in Chapter:  # every page in this language: nothing cut off
            dialog.set_chapter(chapter)
            QApplication.processEvents()
            check_layout(dialog.current_page())
    finally:
        uninstall(translator)
    assert dialog.windowTitle() == "How to play"
    assert dialog.current_page().texts()[0] == "Phones at the table"


def test_a_closed_window_shows_the_new_language_when_opened_again(
        dialog: HowToPlayDialog) -> None:
    dialog.set_chapter(Chapter.SCORING)
    dialog.close()
    translator = JsonTranslator("cs")
    install(translator)
    try:
        assert dialog.chapter_list.item(0).text() == TRANSLATIONS["cs"]["Setup"]
        dialog.show()
        assert dialog.current_page().texts()[0] == TRANSLATIONS["cs"]["Scoring"]
    finally:
        uninstall(translator)
    assert dialog.current_page().texts()[0] == "Scoring"


def test_every_visible_text_goes_through_translation(dialog: HowToPlayDialog) -> None:
    pseudo = PseudoTranslator()
    install(pseudo)
    try:
        found = [dialog.windowTitle(), dialog.previous_button.text(), dialog.next_button.text(),
                 dialog.close_button.text()]
        found += [dialog.chapter_list.item(i).text() for i in range(len(Chapter))]
        for chapter in Chapter:
            dialog.set_chapter(chapter)
            QApplication.processEvents()
            found += [label.text() for label in
                      dialog.current_page().content().findChildren(QLabel)]
        bare = [text for text in found if text and "⟦" not in text]
        assert bare == []
    finally:
        uninstall(pseudo)


def test_translate_calls_are_literal_and_of_context_howtoplay() -> None:
    calls = list(translate_calls())
    assert len(calls) > 100
    for path, call in calls:
        where = f"{path.name}:{call.lineno}"
        assert len(call.args) == 2, where
        context, text = call.args
        assert isinstance(context, ast.Constant) and context.value == "HowToPlay", where
        assert isinstance(text, ast.Constant) and isinstance(text.value, str), where


@pytest.mark.parametrize("code", ["it", "cs"])
def test_the_translations_file_is_complete(code: str) -> None:
    strings = howto_strings()
    table = TRANSLATIONS[code]
    assert sorted(table) == sorted(strings), "translations.json and the source differ"
    for source in strings:
        text = table[source]
        assert text.strip(), source
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), source
        assert len(TAG.findall(text)) == len(TAG.findall(source)), source
    if code == "it":
        assert table["Building permit refusal"] == "Permesso di costruzione rifiutato"
        assert table["City plans"] == "Piani Urbanistici"
    else:
        assert table["Building permit refusal"] == "Nepovolená stavba"
        assert table["City plans"] == "Projekty"


@pytest.mark.parametrize(("code", "words"), [
    ("it", {"roundabout": "Rotatori", "fence": "staccionat", "estate": "compless",
            "refusal": "rifiut"}),
    ("cs", {"roundabout": "kruhov", "fence": "plot", "estate": "blok",
            "refusal": "nepovolen"}),
])
def test_the_translations_use_the_glossary(code: str, words: dict[str, str]) -> None:
    """The words players know from the Italian and Czech boxes (glossary.md)."""
    for source, text in TRANSLATIONS[code].items():
        for english, term in words.items():
            if re.search(rf"\b{english}", source, re.IGNORECASE):
                assert term.lower() in text.lower(), (english, source)


def test_merging_into_a_ts_file() -> None:
    """The developer tool scripts/merge_translations.py (outside the package)."""
    spec = importlib.util.spec_from_file_location("merge_translations", MERGE)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.TRANSLATIONS.is_file()
    merge_text = tool.merge_text
    ts = (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="it">\n'
        "<context>\n    <name>Other</name>\n    <message>\n        <source>Close</source>\n"
        '        <translation type="unfinished"></translation>\n    </message>\n</context>\n'
        "<context>\n    <name>HowToPlay</name>\n    <message>\n        <source>Close</source>\n"
        '        <translation type="unfinished"></translation>\n    </message>\n'
        "    <message>\n        <source>&lt;b&gt;Choose&lt;/b&gt; one of the three "
        "combinations.</source>\n"
        '        <translation type="unfinished"></translation>\n    </message>\n</context>\n'
        "</TS>\n")
    merged, done = merge_text(ts, TRANSLATIONS["it"])
    assert done == 2
    assert "<translation>Chiudi</translation>" in merged
    assert "<translation>&lt;b&gt;Scegli&lt;/b&gt; una delle tre combinazioni.</translation>" \
        in merged
    assert merged.count('type="unfinished"') == 1  # the other context is left alone


@pytest.mark.parametrize("width", [736, 700])
def test_no_chapter_scrolls_sideways_in_a_narrow_window(qtbot: QtBot, width: int) -> None:
    """Issue 36 point 11: "A turn" scrolled sideways at 736 px (a caption as wide as its
    picture, which itself shrinks); no chapter does."""
    narrow = HowToPlayDialog()
    qtbot.addWidget(narrow)
    narrow.resize(width, 700)
    narrow.show()
    qtbot.waitExposed(narrow)
    for chapter in Chapter:
        narrow.set_chapter(chapter)
        QApplication.processEvents()
        page = narrow.current_page()
        assert page.content().width() <= page.viewport().width(), chapter
        assert page.horizontalScrollBar().maximum() == 0, chapter
        check_layout(page)


def test_the_phones_chapter_names_the_window_as_it_is(dialog: HowToPlayDialog) -> None:
    from welcome_desktop.app.dialogs.new_game import REMOTE, seat_kinds
    from welcome_desktop.app.dialogs.ways import HOST, way_texts
    from welcome_desktop.app.online.seat_qr import SeatQrCodes

    dialog.set_chapter(Chapter.PHONES)
    page = dialog.current_page()
    words = " ".join(page.texts())
    assert way_texts()[HOST][0] in words  # the way to choose in New game
    assert dict((kind, name) for name, kind in seat_kinds())[REMOTE] in words
    assert "Phones cannot join from here" in words
    codes = [p for p in page.pictures() if isinstance(p, SeatQrCodes)]
    assert codes and codes[0].open == (1, 2)
    assert [c.link.split("#")[1] for c in codes[0].codes.values()] == [
        "K7QM-2XHP-TW4R", "TW4R-9BNC-3HQA"]

"""The interface speaks English, Italian and Czech, and no visible text bypasses translation."""

from __future__ import annotations

import dataclasses
import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtGui import QPainter, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QTableWidget,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.app.catalogues import TS_DIR, compile_catalogue, tool
from tests.app.driver import WindowDriver
from tests.app.pseudo_language import PseudoTranslator
from welcome_desktop.app.dialogs.end_game import EndDialog
from welcome_desktop.app.dialogs.history import HistoryDialog
from welcome_desktop.app.dialogs.new_game import NewGameDialog
from welcome_desktop.app.play.public_table import public_table
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.app.window.table_screen_words import score_line
from welcome_desktop.app.words.i18n import LANGUAGES, Translations
from welcome_desktop.app.words.plan_words import requirement_text
from welcome_desktop.app.words.refusals import sentence
from welcome_desktop.rules import Game, Mode, Setup

ROOT = Path(__file__).resolve().parents[3]
TRANSLATED = ("it", "cs")
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
#: How many plural forms a counted message has in each language (Czech: 1, 2-4, others).
FORMS = {"en": 2, "it": 2, "cs": 3}


def ts_messages(code: str) -> Iterator[tuple[str, str, ET.Element]]:
    """(context, source, translation element) of every message of a .ts file."""
    root = ET.parse(TS_DIR / f"welcome_desktop_{code}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            yield name, message.findtext("source") or "", translation


def forms_of(translation: ET.Element) -> list[str]:
    """The plural forms of a counted message's translation."""
    return [form.text or "" for form in translation.iter("numerusform")]


def translation_map(code: str) -> dict[tuple[str, str], str]:
    """Every message's translation (a counted one's first form)."""
    return {(ctx, src): (forms_of(t) or [t.text or ""])[0] for ctx, src, t in ts_messages(code)}


@pytest.fixture(scope="session")
def compiled_translations() -> None:
    """The .qm files the app loads, compiled from the .ts sources (as scripts/setup does)."""
    for code in ("en", *TRANSLATED):
        compile_catalogue(code)


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_entry_is_translated(code: str) -> None:
    problems = []
    count = 0
    for context, source, translation in ts_messages(code):
        count += 1
        where = f"{context}: {source!r}"
        texts = forms_of(translation) or [translation.text or ""]
        if translation.get("type") in ("unfinished", "obsolete", "vanished") or not all(
                text.strip() for text in texts):
            problems.append(f"untranslated {where}")
            continue
        for text in texts:
            if sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"placeholders differ in {where}: {text!r}")
            if source.count("&") != text.count("&"):
                problems.append(f"accelerators differ in {where}: {text!r}")
    assert count > 300
    assert problems == []


def counted_messages(code: str) -> dict[tuple[str, str], ET.Element]:
    """The counted messages of a .ts file (plural ones: ``numerus="yes"``)."""
    root = ET.parse(TS_DIR / f"welcome_desktop_{code}.ts").getroot()
    return {(context.findtext("name") or "", message.findtext("source") or ""): message
            for context in root.iter("context") for message in context.iter("message")
            if message.get("numerus") == "yes"}


@pytest.mark.parametrize("code", ["en", *TRANSLATED])
def test_every_counted_message_has_each_form_of_its_language(code: str) -> None:
    """A "(s)" message is plural, with as many forms as the language has, none empty, each
    with the source's fields; English says each form in words ("point", "points")."""
    counted = counted_messages(code)
    assert len(counted) >= 15
    every = {(ctx, src) for ctx, src, _ in ts_messages(code)}
    assert {key for key in every if "(s)" in key[1]} == set(counted)
    problems = []
    for (context, source), message in counted.items():
        translation = message.find("translation")
        assert translation is not None
        forms = forms_of(translation)
        where = f"{context}: {source!r}"
        if translation.get("type") is not None or len(forms) != FORMS[code]:
            problems.append(f"{len(forms)} forms in {where}")
        for form in forms:
            if not form.strip() or "(s)" in form:
                problems.append(f"form {form!r} in {where}")
            if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"placeholders differ in {where}: {form!r}")
        if code == "en" and (forms[0] == forms[-1] or forms[-1] != source.replace("(s)", "s")):
            problems.append(f"English forms {forms} of {where}")
    assert problems == []


#: A string literal's text around a "(s)" in the package's code (not a docstring's).
_COUNTED_LITERAL = re.compile(r'(?<!")"(?!"")([^"\n]*\(s\)[^"\n]*)"')


def test_every_counted_string_of_the_code_reaches_the_catalogues() -> None:
    """lupdate skips a translate() call whose count is not a plain name (``abs(score)``): its
    words would reach no catalogue and read "2 point(s)". Each "(s)" of the code is in English."""
    sources = [source for _, source in counted_messages("en")]
    found = []
    for path in (ROOT / "welcome_desktop").rglob("*.py"):
        found += _COUNTED_LITERAL.findall(path.read_text(encoding="utf-8"))
    assert len(found) >= 15
    missing = [piece for piece in found
               if not any(piece.replace("\\n", "\n") in source for source in sources)]
    assert missing == []


@pytest.mark.parametrize(("code", "lines"), [
    ("en", ("Gita: 1 point", "Gita: 2 points", "Gita: 5 points")),
    ("it", ("Gita: 1 punto", "Gita: 2 punti", "Gita: 5 punti")),
    ("cs", ("Gita: 1 bod", "Gita: 2 body", "Gita: 5 bodů")),
])
def test_counts_read_right_in_every_language(
        qapp: QApplication, compiled_translations: None, code: str,
        lines: tuple[str, str, str]) -> None:
    """The table screen's score lines in the form each language gives the count (the real
    catalogues, installed as the window installs them); a score below zero too."""
    one, two, five = lines
    game = Game(Setup(Mode.STANDARD, True, ("Gita", "Hugo"), seed=4))
    table = public_table(game)
    translations = Translations()
    assert translations.install(code)
    try:
        shown = []
        for score in (1, 2, 5, -2):
            seat = dataclasses.replace(table.seats[0], score=score)
            over = dataclasses.replace(table, over=True, seats=(seat, table.seats[1]),
                                       ranking=((0,), (1,)))
            shown.append(score_line(over, 0))
        assert shown[:3] == [one, two, five]
        assert shown[3] == two.replace(" 2 ", " -2 ")
    finally:
        translations.install("en")


def test_the_ts_files_hold_every_string_of_the_source(tmp_path: Path) -> None:
    """No string was added to the code without reaching the translators."""
    sources = sorted(str(p) for p in (ROOT / "welcome_desktop").rglob("*.py")
                     if "rules" not in p.parts)
    fresh = tmp_path / "fresh.ts"
    subprocess.run([tool("pyside6-lupdate"), "-locations", "none", *sources, "-ts", str(fresh)],
                   check=True, capture_output=True)
    root = ET.parse(fresh).getroot()
    wanted = {(c.findtext("name") or "", m.findtext("source") or "")
              for c in root.iter("context") for m in c.iter("message")}
    for code in TRANSLATED:
        have = set(translation_map(code))
        assert wanted - have == set(), f"strings missing from welcome_desktop_{code}.ts"
        assert have - wanted == set(), f"obsolete strings in welcome_desktop_{code}.ts"
    # English: the counted messages only (their forms), every one of them.
    assert set(translation_map("en")) == {key for key in wanted if "(s)" in key[1]}


def painted_texts(widget: QWidget) -> list[str]:
    """Every string drawn with QPainter.drawText while ``widget`` paints itself."""
    seen: list[str] = []
    original = QPainter.drawText

    def record(self: QPainter, *args: object) -> None:
        seen.extend(a for a in args if isinstance(a, str))
        original(self, *args)  # type: ignore[call-overload]

    QPainter.drawText = record  # type: ignore[method-assign]
    try:
        widget.grab()
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
    return seen


@pytest.mark.parametrize("code", TRANSLATED)
def test_switching_language_translates_the_open_window(
        qtbot: QtBot, window: MainWindow, compiled_translations: None, code: str) -> None:
    words = translation_map(code)
    game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=3))
    window.start(game)
    undo = window.menu.actions["undo"]
    window.set_language(code)
    try:
        assert window.translations.language == code
        # The menus and buttons: the same actions, relabelled (not rebuilt).
        assert window.menu.actions["undo"] is undo
        assert undo.text() == words[("MainWindow", "&Undo")]
        assert window.menu.languages[code].isChecked()
        assert window.panel.buttons["confirm"].text() == words[("MainWindow", "Confirm turn")]
        # The sheet's printed labels.
        painted = painted_texts(window.sheet_view)
        assert words[("SheetScene", "TOTAL")] in painted
        assert words[("SheetScene", "WELCOME TO")] in painted
        # The sheet's plan tooltip: all of it translated (no English requirement inside).
        plan_tip = window.scene.zones[Target(Zone.PLAN, -1, 0)].toolTip()
        assert game.plans[0].describe() not in plan_tip
        assert requirement_text(game.plans[0]).rstrip(".") in plan_tip
        # A card's tooltip.
        tip = window.panel.offer.card_widget(0).toolTip()
        assert tip and tip != "" and any(
            t and t.split("{")[0].strip() and t.split("{")[0].strip() in tip
            for (ctx, _), t in words.items() if ctx in ("ConstructionCard", "Effect"))
        # An illegal move's message, in the rules' words translated.
        number = WindowDriver(qtbot, window).click_too_small_number(game)
        template = words[("Rules", "{number} must be greater than {other}, the number to its left")]
        advice = words[("Rules", "Write it in a lit house.")]
        shown = sentence(f"{template.format(number=number, other=17)}. {advice}")
        assert window.panel.message.text() == shown
        # The end-of-game breakdown.
        breakdowns = game.breakdowns()
        dialog = EndDialog(["Anna"], breakdowns, ["deck"], [[0]], [], parent=window)
        labels = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
        assert words[("EndDialog", "Pools")] in labels
        assert words[("EndDialog", "Total")] in labels
        assert dialog.reason.text().startswith(words[("EndDialog", "The game ended: {reason}.")]
                                               .split("{")[0])
        dialog.close()
    finally:
        window.set_language("en")
    assert window.panel.buttons["confirm"].text() == "Confirm turn"


LETTERS = re.compile(r"[^\W\d_]")
DECORATION = re.compile(r"^[\W_]+|[\W_]+$")  # spaces and marks such as "▸ " or " ✓" around a name
ALLOWED = re.compile(r"^(Anna|Bruno|\d-[A-K]|[A-Z]\d?|" + "|".join(LANGUAGES.values()) + r")$")


def unmarked(texts: list[str]) -> list[str]:
    """Texts with letters that did not go through translation (names and ids aside)."""
    return sorted({t for t in texts if LETTERS.search(t) and "⟦" not in t
                   and not ALLOWED.match(DECORATION.sub("", t).replace("&", ""))})


def widget_texts(root: QWidget) -> list[str]:
    texts = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        texts.append(w.toolTip())
        if isinstance(w, QLabel) and QtGui.Qt.mightBeRichText(w.text()):
            texts.append(QTextDocumentFragment.fromHtml(w.text()).toPlainText())
        elif isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            texts.extend(w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QTabWidget):
            texts.extend(w.tabText(i) for i in range(w.count()))
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                header = w.verticalHeaderItem(r)
                texts.append(header.text() if header else "")
        for action in w.actions():
            texts.extend((action.text(), action.toolTip()))
            menu = action.menu()
            if menu is not None:
                texts.extend(a.text() for a in menu.actions())
    return [t for t in texts if t]


def test_no_visible_text_bypasses_translation(qtbot: QtBot, window: MainWindow) -> None:
    pseudo = PseudoTranslator()
    app = QApplication.instance()
    assert app is not None
    app.installTranslator(pseudo)
    QApplication.processEvents()  # deliver LanguageChange: the window relabels itself
    try:
        game = Game(Setup(Mode.STANDARD, True, ("Anna", "Bruno"), seed=6))
        window.start(game)
        drive = WindowDriver(qtbot, window)
        found = widget_texts(window) + painted_texts(window)   # the hand-over screen
        drive.reveal()
        found += widget_texts(window) + painted_texts(window)  # choosing
        choice = min(drive.view.playable, key=lambda c: c.number_card)
        drive.choose(choice)
        found += widget_texts(window) + painted_texts(window)  # writing
        dialog = NewGameDialog(window)
        found += widget_texts(dialog) + painted_texts(dialog)
        dialog.close()
        history = HistoryDialog([], window)
        found += widget_texts(history) + painted_texts(history)
        history.close()
        window.show_players()
        found += widget_texts(window.players_dialog) + painted_texts(window.players_dialog)
        window.players_dialog.close()
        end = EndDialog(["Anna", "Bruno"], game.breakdowns(), ["refusals"], [[0, 1]], [],
                        parent=window)
        found += widget_texts(end) + painted_texts(end)
        end.close()
        bad = unmarked(found)
        assert bad == [], "\n".join(bad)
    finally:
        app.removeTranslator(pseudo)

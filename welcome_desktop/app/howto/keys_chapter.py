"""The How-to-play chapter of the app's controls: keys and mouse (context "HowToPlay",
translations in ``translations.json``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.howto.pictures import keycap_picture
from welcome_desktop.app.howto.sheet_pictures import (
    highlights_for,
    sheet_picture,
    snapshot_of,
    street_sheet,
    street_source,
)

__all__ = ["build_keys"]


def build_keys(page: ChapterPage, title: str) -> None:
    """The Keys and mouse chapter: playing with the mouse and with the keyboard."""
    page.title(title)
    page.heading(QCoreApplication.translate("HowToPlay", "With the mouse"))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "Click a combination (in solo and expert: the number of one card, then the effect of "
        "another), then a lit house. For the effect, click one of the lit places: a fence "
        "slot, a track, a pool… Point at any zone of the sheet to read what it is for."))
    sheet = street_sheet({2: "2 . 5 . . 9 ."})
    lit = highlights_for(sheet, 2, 7)
    focus = min(lit, key=lambda target: target.index)
    strip = sheet_picture(snapshot_of(sheet, highlights=lit, focus=focus),
                          street_source(2, 0, 6), 480, fade_right=True)
    page.picture(strip, QCoreApplication.translate(
        "HowToPlay", "The lit houses can take a 7; the blue frame around one of them is the "
                     "keyboard cursor."))
    page.heading(QCoreApplication.translate("HowToPlay", "With the keyboard"))
    space = QCoreApplication.translate("HowToPlay", "Space")
    enter = QCoreApplication.translate("HowToPlay", "Enter")
    tab = QCoreApplication.translate("HowToPlay", "Tab")
    shift_tab = QCoreApplication.translate("HowToPlay", "Shift+Tab")
    esc = QCoreApplication.translate("HowToPlay", "Esc")
    undo = QCoreApplication.translate("HowToPlay", "Ctrl+Z")
    redo = QCoreApplication.translate("HowToPlay", "Ctrl+Shift+Z")
    players = QCoreApplication.translate("HowToPlay", "Ctrl+P")
    new_game = QCoreApplication.translate("HowToPlay", "Ctrl+N")
    full_screen = QCoreApplication.translate("HowToPlay", "F11")
    rows: list[tuple[QWidget, str]] = [
        (keycap_picture(["1", "2", "3"]), QCoreApplication.translate(
            "HowToPlay", "Choose a combination. Solo and expert: first the card giving the "
                         "number, then the card giving the effect.")),
        (keycap_picture(["←", "→", "↑", "↓"]), QCoreApplication.translate(
            "HowToPlay", "Move between the lit places of the sheet.")),
        (keycap_picture([tab, shift_tab], ["/"]), QCoreApplication.translate(
            "HowToPlay", "Move the focus: the cards, your sheet, the turn's buttons, the plans, "
                         "then At the table. Space presses a focused card or button.")),
        (keycap_picture([space]), QCoreApplication.translate(
            "HowToPlay", "Click the lit place the keyboard cursor is on.")),
        (keycap_picture([enter]), QCoreApplication.translate(
            "HowToPlay", "Confirm the turn; on the hand-over screen, show your sheet.")),
        (keycap_picture(["S"]), QCoreApplication.translate(
            "HowToPlay", "Skip the effect.")),
        (keycap_picture(["X"]), QCoreApplication.translate(
            "HowToPlay", "Take a building permit refusal (only when no number fits).")),
        (keycap_picture(["R"]), QCoreApplication.translate(
            "HowToPlay", "Build a roundabout (advanced variant), then click a house.")),
        (keycap_picture([esc]), QCoreApplication.translate(
            "HowToPlay", "Cancel the choice in progress.")),
        (keycap_picture([undo, redo], ["/"]), QCoreApplication.translate(
            "HowToPlay", "Undo and redo, until you confirm the turn.")),
        (keycap_picture([players]), QCoreApplication.translate(
            "HowToPlay", "Players and scores: every sheet as of the last turn.")),
        (keycap_picture([new_game]), QCoreApplication.translate("HowToPlay", "New game.")),
        (keycap_picture([full_screen]), QCoreApplication.translate(
            "HowToPlay", "Full screen.")),
        (keycap_picture(["F1"]), QCoreApplication.translate(
            "HowToPlay", "This summary of the rules.")),
    ]
    page.table(rows, first_width=max(row[0].width() for row in rows))
    page.finish()

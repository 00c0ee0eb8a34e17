"""The chapters of the How-to-play summary: their list, their titles, and the page of each.

The pages are written in our own words (context "HowToPlay") with pictures, by
:mod:`~welcome_desktop.app.howto.turn_chapters` (setup, a turn, the six effects),
:mod:`~welcome_desktop.app.howto.scoring_chapters` (city plans, scoring),
:mod:`~welcome_desktop.app.howto.variant_chapters` (roundabouts, solo and expert),
:mod:`~welcome_desktop.app.howto.theme_chapters` (the thematic neighbourhoods),
:mod:`~welcome_desktop.app.howto.keys_chapter` (keys and mouse),
:mod:`~welcome_desktop.app.howto.network_chapter` (playing over the network) and
:mod:`~welcome_desktop.app.howto.phones_chapter` (phones at the table).

Every text is a whole paragraph passed to ``QCoreApplication.translate("HowToPlay", ...)`` as a
literal, so that ``pyside6-lupdate`` finds it; the Italian and Czech texts are in
``translations.json`` beside this file. The rules are those of the project's rules reference
(rules.md, whose section 0 rulings win): forced refusal only, temp ±2 within 0–17, estates of
1 to 6 houses, first and second plan values, and so on.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.howto import (
    keys_chapter,
    network_chapter,
    phones_chapter,
    scoring_chapters,
    theme_chapters,
    turn_chapters,
    variant_chapters,
)
from welcome_desktop.app.howto.page import ChapterPage

__all__ = ["Chapter", "build_chapter", "chapter_title"]


class Chapter(enum.IntEnum):
    """The chapters, in the order of the list."""

    SETUP = 0
    TURN = 1
    EFFECTS = 2
    PLANS = 3
    ROUNDABOUTS = 4
    SOLO_EXPERT = 5
    SCORING = 6
    ICE_CREAM = 7
    CHRISTMAS = 8
    EASTER = 9
    KEYS = 10
    NETWORK = 11
    PHONES = 12


def chapter_title(chapter: Chapter) -> str:
    """The chapter's name in the list and at the top of its page."""
    titles = {
        Chapter.SETUP: QCoreApplication.translate("HowToPlay", "Setup"),
        Chapter.TURN: QCoreApplication.translate("HowToPlay", "A turn"),
        Chapter.EFFECTS: QCoreApplication.translate("HowToPlay", "The six effects"),
        Chapter.PLANS: QCoreApplication.translate("HowToPlay", "City plans"),
        Chapter.ROUNDABOUTS: QCoreApplication.translate("HowToPlay", "Roundabouts (advanced)"),
        Chapter.SOLO_EXPERT: QCoreApplication.translate("HowToPlay", "Solo and expert"),
        Chapter.SCORING: QCoreApplication.translate("HowToPlay", "Scoring"),
        Chapter.KEYS: QCoreApplication.translate("HowToPlay", "Keys and mouse"),
        Chapter.ICE_CREAM: QCoreApplication.translate("HowToPlay", "Ice Cream Truck"),
        Chapter.CHRISTMAS: QCoreApplication.translate("HowToPlay", "Christmas Lights"),
        Chapter.EASTER: QCoreApplication.translate("HowToPlay", "Easter Eggs"),
        Chapter.NETWORK: QCoreApplication.translate("HowToPlay", "Playing over the network"),
        Chapter.PHONES: QCoreApplication.translate("HowToPlay", "Phones at the table"),
    }
    return titles[chapter]


#: Each chapter's page builder: ``builder(page, title)``.
_BUILDERS: Final[dict[Chapter, Callable[[ChapterPage, str], None]]] = {
    Chapter.SETUP: turn_chapters.build_setup,
    Chapter.TURN: turn_chapters.build_turn,
    Chapter.EFFECTS: turn_chapters.build_effects,
    Chapter.PLANS: scoring_chapters.build_plans,
    Chapter.ROUNDABOUTS: variant_chapters.build_roundabouts,
    Chapter.SOLO_EXPERT: variant_chapters.build_solo_expert,
    Chapter.SCORING: scoring_chapters.build_scoring,
    Chapter.KEYS: keys_chapter.build_keys,
    Chapter.ICE_CREAM: theme_chapters.build_ice_cream,
    Chapter.CHRISTMAS: theme_chapters.build_christmas,
    Chapter.EASTER: theme_chapters.build_easter,
    Chapter.NETWORK: network_chapter.build_network,
    Chapter.PHONES: phones_chapter.build_phones,
}


def build_chapter(chapter: Chapter, parent: QWidget | None = None) -> ChapterPage:
    """A new page holding ``chapter`` in the current language."""
    page = ChapterPage(parent)
    _BUILDERS[chapter](page, chapter_title(chapter))
    return page

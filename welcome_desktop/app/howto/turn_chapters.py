"""The How-to-play chapters of a game's course: setup, a turn and the six effects
(context "HowToPlay", translations in ``translations.json``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from welcome_desktop.app.cards.icons import Symbol
from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.howto.pictures import (
    Picture,
    badge_picture,
    card_picture,
    icon_picture,
    temp_picture,
)
from welcome_desktop.app.howto.sheet_pictures import (
    Callout,
    estate_brackets,
    highlights_for,
    page_source,
    sheet_picture,
    snapshot_of,
    street_sheet,
    street_source,
)
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.sheet.layout import sheet_layout
from welcome_desktop.app.words.effect_words import effect_name
from welcome_desktop.rules.cards import Effect

__all__ = ["build_effects", "build_setup", "build_turn"]


# -- setup ---------------------------------------------------------------------------------------


def _overview_picture() -> Picture:
    """The whole sheet in the middle of a game, with numbered callouts."""
    sheet = street_sheet(
        {0: "1 3 . 6 7 | 8 9 . 12 15",
         1: "0 2 | 4 4b 6 | . . 10 . 13 16",
         2: "2 . 5 o 3 8 | 9 . . . 14 ."},
        pools=[[6], [], []], pool_marks=1, parks=[1, 2, 1], temps=3,
        estate_marks=[0, 1, 1, 0, 0, 0], bis_marks=1, refusals=1,
    )
    lay = sheet_layout()
    house = lay.streets[1].lots[6].number
    park = lay.streets[0].park.box
    callouts = [
        Callout(1, house.cx, house.cy),
        Callout(2, park.x - 24, park.cy),
        Callout(3, lay.plans[1].card.cx, lay.plans[1].card.cy),
        Callout(4, lay.pools.title.cx, lay.pools.title.cy),
        Callout(5, lay.estate_ribbon.cx, lay.estate_ribbon.cy),
        Callout(6, lay.bis.title.cx, lay.bis.title.cy),
        Callout(7, lay.total.title.cx, lay.total.title.cy),
    ]
    return sheet_picture(snapshot_of(sheet, town="Anna"), page_source(), 440,
                         callouts=callouts, frame=True)


def build_setup(page: ChapterPage, title: str) -> None:
    """The Setup chapter: the sheet, the cards, starting a game in the app."""
    page.title(title)
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "You are an architect planning a new town. Every player fills in a score sheet of "
        "their own, everybody plays at the same time, and the town with the most points "
        "wins."))
    legend_box = QWidget()
    legend = QVBoxLayout(legend_box)
    legend.setContentsMargins(0, 0, 0, 0)
    legend.setSpacing(6)
    items = (
        QCoreApplication.translate(
            "HowToPlay", "The three streets, with 10, 11 and 12 houses: write your house "
                         "numbers here."),
        QCoreApplication.translate(
            "HowToPlay", "Each street's park track, a row of trees. Planned pools lie in "
                         "the yards."),
        QCoreApplication.translate("HowToPlay", "Your three city plans."),
        QCoreApplication.translate(
            "HowToPlay", "Parks, pools and temps: tracks that add points."),
        QCoreApplication.translate(
            "HowToPlay", "Real estate: what your housing estates are worth, size by size."),
        QCoreApplication.translate(
            "HowToPlay", "Bis, roundabouts and refusals: tracks that take points away."),
        QCoreApplication.translate(
            "HowToPlay", "The total, kept up to date as you play."),
    )
    for i, text in enumerate(items):
        line = QHBoxLayout()
        line.setSpacing(8)
        line.addWidget(page.register(badge_picture(str(i + 1), 24)), 0,
                       Qt.AlignmentFlag.AlignTop)
        line.addWidget(page.label(text), 1)
        legend.addLayout(line)
    legend.addStretch(1)
    page.side_by_side(page.register(_overview_picture()), legend_box)

    page.heading(QCoreApplication.translate("HowToPlay", "The cards"))
    page.row(None, [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "There are 81 construction cards. Each one has a house number from 1 to 15 on one "
            "side and one of six effects on the other side. A number together with an effect "
            "is a <b>combination</b>.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "Three city plans are drawn for the game, one from each deck n°1, n°2 and n°3. "
            "They are the same for every player: whoever completes them first scores "
            "the most.")),
    ], side=card_picture(7, Effect.PARK, width=100),
        side_caption=QCoreApplication.translate("HowToPlay", "A combination"))

    page.heading(QCoreApplication.translate("HowToPlay", "Starting a game in this app"))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "Start a new game with Ctrl+N and choose the mode (solo, standard or expert), the "
        "advanced variant and the players' names. The app shuffles the cards, draws the plans "
        "and gives everybody a blank sheet."))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "Several players share one computer: between two players the app hides the sheet, so "
        "pass the screen on when it asks you to. Everyone's sheet and score can be seen with "
        "Ctrl+P."))
    page.finish()


# -- a turn --------------------------------------------------------------------------------------


def build_turn(page: ChapterPage, title: str) -> None:
    """The A turn chapter: the three combinations, the steps, where a number goes, refusals."""
    page.title(title)
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "In the standard game the construction cards lie in three stacks. At the start of "
        "each turn the top card of every stack is turned over: its effect lies next to the "
        "number of the card now on top of the stack. That makes three combinations, the same "
        "for everybody."))
    page.pictures_row(
        [card_picture(6, Effect.PARK, key="1", remaining=19),
         card_picture(9, Effect.TEMP, key="2", remaining=19),
         card_picture(11, Effect.BIS, key="3", remaining=19)],
        QCoreApplication.translate("HowToPlay", "This turn's three combinations."))

    page.heading(QCoreApplication.translate("HowToPlay", "Your turn, step by step"))
    page.steps([
        QCoreApplication.translate(
            "HowToPlay", "<b>Choose</b> one of the three combinations."),
        QCoreApplication.translate(
            "HowToPlay", "<b>Write its number</b> in an empty house of any street."),
        QCoreApplication.translate(
            "HowToPlay", "<b>Use its effect</b> if you want to: effects are optional and "
                         "come right after the number."),
        QCoreApplication.translate(
            "HowToPlay", "<b>Claim a city plan</b> if your sheet meets its requirement "
                         "(optional)."),
        QCoreApplication.translate(
            "HowToPlay", "<b>Confirm</b> the turn. Until you confirm, you can undo "
                         "anything you did this turn."),
    ])

    page.heading(QCoreApplication.translate("HowToPlay", "Where a number may go"))
    sheet = street_sheet({1: "3 . 7 . . 12 ."})
    lit = highlights_for(sheet, 1, 9)
    strip = sheet_picture(snapshot_of(sheet, highlights=lit), street_source(1, 0, 6), 430,
                          fade_right=True)
    page.row(None, [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "In every street the numbers go up from left to right: each number left of the "
            "house must be smaller, each number right of it larger. Gaps are fine and may be "
            "filled later. The same number cannot appear twice in a street, except as a bis "
            "(or on the other side of a roundabout).")),
    ], side=strip, side_caption=QCoreApplication.translate(
        "HowToPlay", "Where can a 9 go? Only in the lit houses, between the 7 and the 12."))

    page.heading(QCoreApplication.translate("HowToPlay", "Building permit refusal"))
    page.note(QCoreApplication.translate(
        "HowToPlay",
        "If none of the three numbers fits in any house of your sheet (counting the Temp "
        "Agency's change of up to 2 when it is on offer, and a roundabout you could still "
        "build), you must take a <b>building permit refusal</b>: cross the next refusal box, "
        "write no number and use no effect. A refusal is never a choice: if a number fits, "
        "you must write one. One refusal costs nothing, two cost 3 points, three cost 5 "
        "points and end the game."), icon_picture(Symbol.REFUSAL, 52))
    page.finish()


# -- the six effects -----------------------------------------------------------------------------


def _surveyor_picture() -> Picture:
    sheet = street_sheet({0: "2 5 | 6 9 11 |"})
    pending = frozenset({Target(Zone.FENCE, 0, 1)})
    brackets = estate_brackets(sheet, 0)
    return sheet_picture(snapshot_of(sheet, pending=pending), street_source(0, 0, 5), 250,
                         fade_right=True, brackets=brackets)


def _real_estate_picture() -> Picture:
    sheet = street_sheet({}, estate_marks=[1, 1, 0, 0, 0, 0])
    lay = sheet_layout()
    first, last = lay.estates[0].track, lay.estates[2].track
    bottom = last.cells[-1].bottom + 6
    source = QRectF(first.panel.x - 4, first.panel.y - 4,
                    last.panel.right - first.panel.x + 8, bottom - first.panel.y + 4)
    return sheet_picture(snapshot_of(sheet), source, 170)


def _park_picture() -> Picture:
    sheet = street_sheet({1: "4"}, parks=[0, 2, 0])
    box = sheet_layout().streets[1].park.box
    source = QRectF(box.x - 8, box.y - 4, box.w + 16, box.h + 8)
    return sheet_picture(snapshot_of(sheet), source, 210)


def _pool_picture() -> Picture:
    sheet = street_sheet({0: ". . . . . 7 9 ."}, pools=[[6], [], []], pool_marks=1)
    pending = frozenset({Target(Zone.HOUSE, 0, 6), Target(Zone.POOL, 0, 6)})
    return sheet_picture(snapshot_of(sheet, pending=pending), street_source(0, 5, 7), 210,
                         fade_left=True, fade_right=True)


def _bis_picture() -> Picture:
    sheet = street_sheet({2: "3 5 5b ."}, bis_marks=1)
    pending = frozenset({Target(Zone.HOUSE, 2, 2)})
    return sheet_picture(snapshot_of(sheet, pending=pending), street_source(2, 0, 3), 230,
                         fade_right=True)


def _effect_text(effect: Effect) -> str:
    texts = {
        Effect.SURVEYOR: QCoreApplication.translate(
            "HowToPlay",
            "Draw a fence on a free fence slot of any street, even next to empty houses. "
            "Fences cut the streets into housing estates. No fence between two houses with the "
            "same number (a bis pair), nor between two houses already used for a plan."),
        Effect.REAL_ESTATE: QCoreApplication.translate(
            "HowToPlay",
            "Cross the next box of one real-estate column (estates of 1 to 6 houses). Each "
            "box raises what every estate of that size is worth at the end of the game."),
        Effect.PARK: QCoreApplication.translate(
            "HowToPlay",
            "Cross the next tree of the park track of the street where you just wrote the "
            "number. The more trees, the more that street scores."),
        Effect.POOL: QCoreApplication.translate(
            "HowToPlay",
            "If you just wrote the number on a house with a planned pool, circle that pool and "
            "cross the next box of the pool track. On any other house this effect does "
            "nothing."),
        Effect.TEMP: QCoreApplication.translate(
            "HowToPlay",
            "Write the number changed by −2, −1, +1 or +2, never below 0 nor above 17, and "
            "cross the next temp box. You may also cross a box without changing the number. "
            "Whoever hires the most temps scores extra points at the end."),
        Effect.BIS: QCoreApplication.translate(
            "HowToPlay",
            "Besides your number, copy the number of any house into the empty house right "
            "beside it in the same street, with no fence in between, and mark it bis. Each "
            "bis costs points at the end."),
    }
    return texts[effect]


def _effect_caption(effect: Effect) -> str:
    captions = {
        Effect.SURVEYOR: QCoreApplication.translate(
            "HowToPlay", "A new fence makes two estates."),
        Effect.REAL_ESTATE: QCoreApplication.translate(
            "HowToPlay", "Estates of 1 and 2 are worth more."),
        Effect.PARK: QCoreApplication.translate(
            "HowToPlay", "Two trees: the street scores 4."),
        Effect.POOL: QCoreApplication.translate(
            "HowToPlay", "A 9 on a planned pool: the pool is built."),
        Effect.TEMP: QCoreApplication.translate(
            "HowToPlay", "With an 8 you may write 6, 7, 8, 9 or 10."),
        Effect.BIS: QCoreApplication.translate(
            "HowToPlay", "The 5 copied beside itself, marked bis."),
    }
    return captions[effect]


_EFFECT_PICTURES: Final[dict[Effect, Callable[[], Picture]]] = {
    Effect.SURVEYOR: _surveyor_picture,
    Effect.REAL_ESTATE: _real_estate_picture,
    Effect.PARK: _park_picture,
    Effect.POOL: _pool_picture,
    Effect.TEMP: temp_picture,
    Effect.BIS: _bis_picture,
}


def build_effects(page: ChapterPage, title: str) -> None:
    """The six effects chapter: each effect's icon, words and picture."""
    page.title(title)
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "Every effect is optional. Use it right after writing the number, on the sheet as it "
        "then is. An effect whose track is already full can no longer be used."))
    for effect in (Effect.SURVEYOR, Effect.REAL_ESTATE, Effect.PARK, Effect.POOL, Effect.TEMP,
                   Effect.BIS):
        page.row(icon_picture(effect, 52),
                 [("heading", effect_name(effect)), ("body", _effect_text(effect))],
                 side=_EFFECT_PICTURES[effect](), side_caption=_effect_caption(effect))
    page.finish()

"""The chapters of the How-to-play summary: our own words (context "HowToPlay") and pictures.

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

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from welcome_desktop.app.cards.card_face import Half
from welcome_desktop.app.cards.construction_card import CARD_ASPECT, ConstructionCardWidget
from welcome_desktop.app.cards.icons import Symbol, effect_name
from welcome_desktop.app.howto import theme_chapters
from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.howto.pictures import (
    Callout,
    Picture,
    badge_picture,
    estate_brackets,
    highlights_for,
    icon_picture,
    keycap_picture,
    page_source,
    plan_cards_picture,
    scoring_sources,
    sheet_picture,
    snapshot_of,
    street_sheet,
    street_source,
    temp_picture,
)
from welcome_desktop.app.sheet.layout import sheet_layout
from welcome_desktop.app.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.rules.cards import Effect

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
    }
    return titles[chapter]


# -- shared pictures -----------------------------------------------------------------------------


def _card(number: int, effect: Effect, *, key: str = "", split: bool = False,
          selected: frozenset[Half] = frozenset(), caption: str = "",
          remaining: int | None = None, width: int = 112) -> ConstructionCardWidget:
    """A construction card drawn by the game's own card widget, for looking only."""
    card = ConstructionCardWidget()
    card.set_card(number, effect)
    card.set_split(split)
    card.set_key_hint(key)
    card.set_remaining(remaining)
    card.set_selected(selected)
    card.set_caption(caption)
    card.setFixedSize(width, round(width / CARD_ASPECT))
    card.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    card.setCursor(Qt.CursorShape.ArrowCursor)
    return card


def _size_label(size: int) -> str:
    """The label of an estate's bracket: its size."""
    return str(size)


# -- 1. setup ------------------------------------------------------------------------------------


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


def _build_setup(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.SETUP))
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
    ], side=_card(7, Effect.PARK, width=100),
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


# -- 2. a turn -----------------------------------------------------------------------------------


def _build_turn(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.TURN))
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "In the standard game the construction cards lie in three stacks. At the start of "
        "each turn the top card of every stack is turned over: its effect lies next to the "
        "number of the card now on top of the stack. That makes three combinations, the same "
        "for everybody."))
    page.pictures_row(
        [_card(6, Effect.PARK, key="1", remaining=19),
         _card(9, Effect.TEMP, key="2", remaining=19),
         _card(11, Effect.BIS, key="3", remaining=19)],
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


# -- 3. the six effects --------------------------------------------------------------------------


def _surveyor_picture() -> Picture:
    sheet = street_sheet({0: "2 5 | 6 9 11 |"})
    pending = frozenset({Target(Zone.FENCE, 0, 1)})
    brackets = estate_brackets(sheet, 0, _size_label)
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


def _build_effects(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.EFFECTS))
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


# -- 4. city plans -------------------------------------------------------------------------------


def _build_plans(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.PLANS))
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "Three city plans are in play, one of each deck n°1, n°2 and n°3, the same for every "
        "player. Most of them ask for housing estates of given sizes."))
    page.picture(plan_cards_picture([("1-C", False), ("2-B", False), ("3-E", True)], 130),
                 QCoreApplication.translate(
                     "HowToPlay",
                     "Each card shows its first value (big) and its second value (small). "
                     "The last one is approved: it now pays its second value."))

    page.heading(QCoreApplication.translate("HowToPlay", "Housing estates"))
    sheet = street_sheet({1: "1 3 4 | 6 7 | 8 9 11 | 12 14 15"},
                         used=[[], [0, 1, 2, 5, 6, 7, 8, 9, 10], []])
    strip = sheet_picture(snapshot_of(sheet), street_source(1, used_line=True), 700,
                          brackets=estate_brackets(sheet, 1, _size_label))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "An estate is a run of 1 to 6 houses of one street between two fences (drawn fences, "
        "the street's ends, or the sides of a roundabout), with every house numbered. A "
        "numbered run of 7 or more houses is not an estate: it scores nothing and serves no "
        "plan until a fence splits it."))
    page.picture(strip, QCoreApplication.translate(
        "HowToPlay",
        "Four estates: 3, 2, 3 and 3 houses. The three estates of 3 were used for plan 1-C, "
        "so their houses are struck through."))

    page.heading(QCoreApplication.translate("HowToPlay", "Claiming a plan"))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "After your number and effect, you may claim a plan whose requirement your sheet "
        "meets; you may also wait for a later turn, as long as it still holds. For an estate "
        "plan you choose estates of exactly the sizes shown. Their houses become <b>used for "
        "a plan</b>: they cannot serve another plan, and no fence can split them any more. "
        "Each player claims each plan once."))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "Everybody who claims a plan in the turn in which it is first claimed scores its "
        "<b>first value</b>. The card is then approved, and later claims score its "
        "<b>second value</b>."))
    page.note(QCoreApplication.translate(
        "HowToPlay",
        "<b>Reshuffle:</b> a player who claimed a plan in the turn it was first claimed may "
        "ask for a reshuffle. All the cards are then shuffled and dealt again before the next "
        "turn. There is no reshuffle in solo."))
    page.finish()


# -- 5. roundabouts ------------------------------------------------------------------------------


def _build_roundabouts(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.ROUNDABOUTS))
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "The advanced variant adds roundabouts and ten more city plans to decks n°1 and n°2. "
        "It can be played with every mode."))
    sheet = street_sheet({0: "8 10 o 4 5 7"})
    strip = sheet_picture(snapshot_of(sheet), street_source(0, 0, 6), 620, fade_right=True)
    page.picture(strip, QCoreApplication.translate(
        "HowToPlay", "8 10 ◎ 4 5 7 is a legal street: the numbers start again to the right "
                     "of the roundabout."))
    page.row(icon_picture(Symbol.ROUNDABOUT, 52), [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "Build a roundabout in an empty house: at most one per turn and two per game, "
            "either before choosing your combination or after using its effect (never "
            "between the number and its effect). Both sides of the roundabout become "
            "fences.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "A roundabout never belongs to an estate, but it counts as built for the end of "
            "the game and for the plans that need a whole street built. On a house with a "
            "planned pool, it means that pool can never be built.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "Roundabouts cost points at the end: 3 for one, 8 for two.")),
    ])
    page.note(QCoreApplication.translate(
        "HowToPlay",
        "If no number fits but a roundabout would make room for one, you cannot take a "
        "refusal: build the roundabout, then write the number."))
    page.heading(QCoreApplication.translate("HowToPlay", "Advanced city plans"))
    page.picture(plan_cards_picture([("1-G", False), ("1-K", False), ("2-H", False)], 120),
                 QCoreApplication.translate(
                     "HowToPlay",
                     "Advanced plans ask for other goals: a whole street built, the first and "
                     "last house of every street, parks, pools and a roundabout in one "
                     "street…"))
    page.finish()


# -- 6. solo and expert --------------------------------------------------------------------------


def _hand(third: str) -> list[QWidget]:
    return [
        _card(5, Effect.POOL, key="1", split=True, selected=frozenset({Half.NUMBER})),
        _card(12, Effect.SURVEYOR, key="2", split=True, selected=frozenset({Half.EFFECT})),
        _card(8, Effect.BIS, key="3", split=True, caption=third),
    ]


def _build_solo_expert(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.SOLO_EXPERT))
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "In both modes you hold cards instead of sharing three combinations: take the "
        "<b>number of one card</b> and the <b>effect of a different card</b>."))

    page.heading(QCoreApplication.translate("HowToPlay", "Solo"))
    page.row(None, [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "You play alone against the plans. Each turn you draw three cards, use the number "
            "of one and the effect of another, then all three are discarded.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "The Solo card is shuffled into the lower part of the deck. When it comes up, all "
            "three plans become approved at once: from then on they pay their second value. "
            "Another card replaces it straight away.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "There is no reshuffle, and the game also ends when the deck cannot give three "
            "more cards. Temps score 7 points if you crossed at least 6 boxes.")),
    ])
    page.pictures_row(_hand(QCoreApplication.translate("HowToPlay", "Discarded")),
                      QCoreApplication.translate(
                          "HowToPlay", "The number 5 from the first card and the Surveyor from "
                                       "the second."))

    page.heading(QCoreApplication.translate("HowToPlay", "Expert"))
    page.row(None, [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "For 2 to 12 players. Everybody holds three cards. Take the number of one and the "
            "effect of another, discard both, and pass the third card to the player on your "
            "right. Then everybody draws two cards.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "After a refusal you discard all three cards and pass none; the player who would "
            "have received your card draws three instead of two.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "Plans work as in the standard game. A reshuffle shuffles the deck together with "
            "the discard pile.")),
    ], side=_card(8, Effect.BIS, split=True, width=100,
                  caption=QCoreApplication.translate("HowToPlay", "To the right")),
        side_caption=QCoreApplication.translate("HowToPlay", "The third card is passed on."))
    page.finish()


# -- 7. scoring ----------------------------------------------------------------------------------


def _final_sheet_snapshot() -> SheetSnapshot:
    sheet = street_sheet(
        {0: "1 2 | 3 4 5 | 6 7 8 | 9 10",
         1: "0 1 | 2 | 3 4 5 6 | 7 8 9 11",
         2: "1 2 3 | 4 o 5 6 7 | 8 9 10 11"},
        pools=[[2, 6], [0], []], pool_marks=3, parks=[3, 2, 4], temps=6,
        estate_marks=[1, 1, 2, 1, 0, 0], bis_marks=0, refusals=1,
        plans=[{"id": "1-C", "claimed": True, "value": 8},
               {"id": "2-A", "claimed": False, "value": 0},
               {"id": "3-E", "claimed": True, "value": 6}],
        used=[[2, 3, 4, 5, 6, 7], [2], [0, 1, 2, 3]],
    )
    return snapshot_of(sheet, plan_approved=(False, False, True))


def _build_scoring(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.SCORING))
    page.heading(QCoreApplication.translate("HowToPlay", "End of the game"))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "The game ends at the end of the turn in which a player takes a third refusal, "
        "claims all three city plans, or has no empty house left (every house numbered or a "
        "roundabout). Everybody finishes that turn. In solo it also ends when the deck "
        "runs out."))

    page.heading(QCoreApplication.translate("HowToPlay", "Points"))
    snapshot = _final_sheet_snapshot()
    left, right = scoring_sources()
    page.row(None, [
        ("body", QCoreApplication.translate(
            "HowToPlay", "<b>Plans:</b> the points you claimed.")),
        ("body", QCoreApplication.translate(
            "HowToPlay", "<b>Parks and pools:</b> the value reached on each track; a track "
                         "is worth the first value not crossed.")),
        ("body", QCoreApplication.translate(
            "HowToPlay", "<b>Temps:</b> among the players with at least one temp, the most "
                         "score 7, the second most 4, the third 1 (ties score the same). "
                         "Playing alone: 7 points with at least 6 temps.")),
    ], side=sheet_picture(snapshot, left, 440, frame=True), side_first=True)
    page.picture(sheet_picture(snapshot, right, 640, frame=True), QCoreApplication.translate(
        "HowToPlay", "Every estate scores the value of its size's column; bis, roundabouts "
                     "and refusals are taken away."))
    page.para(QCoreApplication.translate(
        "HowToPlay",
        "<b>Real estate:</b> for each size from 1 to 6, the number of estates of that size "
        "times the value of its column. <b>Minus:</b> the bis track, the roundabouts and the "
        "refusals. The sheet shows your score in pencil while you play."))
    page.note(QCoreApplication.translate(
        "HowToPlay",
        "<b>Ties:</b> the player with more estates wins; if still tied, more estates of 1 "
        "house, then of 2 houses, and so on up to 6."))
    page.finish()


# -- 8. keys and mouse ---------------------------------------------------------------------------


def _build_keys(page: ChapterPage) -> None:
    page.title(chapter_title(Chapter.KEYS))
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
        (keycap_picture(["←", "→", "↑", "↓", tab]), QCoreApplication.translate(
            "HowToPlay", "Move between the lit places of the sheet.")),
        (keycap_picture([space]), QCoreApplication.translate(
            "HowToPlay", "Click the lit place the keyboard cursor is on.")),
        (keycap_picture([enter]), QCoreApplication.translate(
            "HowToPlay", "Confirm the turn.")),
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


_BUILDERS: Final[dict[Chapter, Callable[[ChapterPage], None]]] = {
    Chapter.SETUP: _build_setup,
    Chapter.TURN: _build_turn,
    Chapter.EFFECTS: _build_effects,
    Chapter.PLANS: _build_plans,
    Chapter.ROUNDABOUTS: _build_roundabouts,
    Chapter.SOLO_EXPERT: _build_solo_expert,
    Chapter.SCORING: _build_scoring,
    Chapter.KEYS: _build_keys,
    Chapter.ICE_CREAM: lambda page: theme_chapters.build_ice_cream(
        page, chapter_title(Chapter.ICE_CREAM)),
    Chapter.CHRISTMAS: lambda page: theme_chapters.build_christmas(
        page, chapter_title(Chapter.CHRISTMAS)),
    Chapter.EASTER: lambda page: theme_chapters.build_easter(
        page, chapter_title(Chapter.EASTER)),
}


def build_chapter(chapter: Chapter, parent: QWidget | None = None) -> ChapterPage:
    """A new page holding ``chapter`` in the current language."""
    page = ChapterPage(parent)
    _BUILDERS[chapter](page)
    return page


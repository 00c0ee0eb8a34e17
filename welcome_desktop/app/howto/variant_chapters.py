"""The How-to-play chapters of the ways to play beyond the standard game: the advanced
variant's roundabouts, and the solo and expert modes (context "HowToPlay", translations in
``translations.json``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.cards.card_face import Half
from welcome_desktop.app.cards.icons import Symbol
from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.howto.pictures import card_picture, icon_picture, plan_cards_picture
from welcome_desktop.app.howto.sheet_pictures import (
    sheet_picture,
    snapshot_of,
    street_sheet,
    street_source,
)
from welcome_desktop.rules.cards import Effect

__all__ = ["build_roundabouts", "build_solo_expert"]


# -- roundabouts ---------------------------------------------------------------------------------


def build_roundabouts(page: ChapterPage, title: str) -> None:
    """The Roundabouts chapter: the advanced variant's roundabouts and plans."""
    page.title(title)
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


# -- solo and expert -----------------------------------------------------------------------------


def _hand(third: str) -> list[QWidget]:
    return [
        card_picture(5, Effect.POOL, key="1", split=True, selected=frozenset({Half.NUMBER})),
        card_picture(12, Effect.SURVEYOR, key="2", split=True, selected=frozenset({Half.EFFECT})),
        card_picture(8, Effect.BIS, key="3", split=True, caption=third),
    ]


def build_solo_expert(page: ChapterPage, title: str) -> None:
    """The Solo and expert chapter: a hand of cards instead of three combinations."""
    page.title(title)
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
    ], side=card_picture(8, Effect.BIS, split=True, width=100,
                  caption=QCoreApplication.translate("HowToPlay", "To the right")),
        side_caption=QCoreApplication.translate("HowToPlay", "The third card is passed on."))
    page.finish()

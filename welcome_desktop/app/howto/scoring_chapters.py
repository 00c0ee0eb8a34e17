"""The How-to-play chapters of the points: city plans and scoring (context "HowToPlay",
translations in ``translations.json``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.howto.pictures import plan_cards_picture
from welcome_desktop.app.howto.sheet_pictures import (
    estate_brackets,
    scoring_sources,
    sheet_picture,
    snapshot_of,
    street_sheet,
    street_source,
)
from welcome_desktop.app.play.sheet_model import SheetSnapshot

__all__ = ["build_plans", "build_scoring"]


# -- city plans ----------------------------------------------------------------------------------


def build_plans(page: ChapterPage, title: str) -> None:
    """The City plans chapter: housing estates, claiming a plan, its two values."""
    page.title(title)
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
                          brackets=estate_brackets(sheet, 1))
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


# -- scoring -------------------------------------------------------------------------------------


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


def build_scoring(page: ChapterPage, title: str) -> None:
    """The Scoring chapter: the end of the game, the points, ties."""
    page.title(title)
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

"""The marks a turn leaves on the sheet, in words: the one phrasebook (context "Actions") for the
hint's suggestion and the last turn's summary, so that each is translated once.

Each phrase names the mark and where it goes ("7 in the middle street, house 3", "a bis in the
top street, house 4"; a park and a pool go where the number went); the sentences around them (a
suggestion, a report) are their callers'.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.words.game_words import street_name
from welcome_desktop.rules.actions import (
    Action,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    DrawFence,
    MarkEstateColumn,
    MarkTemp,
    TakeRefusal,
    Write,
    WriteBis,
)

translate = QCoreApplication.translate


def mark_phrase(action: Action) -> str:
    """The mark ``action`` makes on the sheet, in words ("" for an action that makes none:
    choosing the cards, skipping the effect, claiming a plan, asking for a reshuffle)."""
    if isinstance(action, Write):
        return translate("Actions", "{number} in the {street}, house {house}").format(
            number=action.value, street=street_name(action.street), house=action.house + 1)
    if isinstance(action, WriteBis):
        return translate("Actions", "a bis in the {street}, house {house}").format(
            street=street_name(action.street), house=action.house + 1)
    if isinstance(action, BuildRoundabout):
        return translate("Actions", "a roundabout in the {street}, house {house}").format(
            street=street_name(action.street), house=action.house + 1)
    if isinstance(action, DrawFence):
        return translate("Actions", "a fence in the {street}").format(
            street=street_name(action.street))
    if isinstance(action, BuildPark):  # always in the street just numbered
        return translate("Actions", "a park")
    if isinstance(action, BuildPool):  # always at the house just numbered
        return translate("Actions", "a pool")
    if isinstance(action, MarkEstateColumn):
        return translate("Actions", "estates of {size} raised").format(size=action.size)
    if isinstance(action, MarkTemp):
        return translate("Actions", "a temp agency mark")
    if isinstance(action, TakeRefusal):
        return translate("Actions", "a building-permit refusal")
    return ""

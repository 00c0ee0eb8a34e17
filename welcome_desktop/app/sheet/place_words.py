"""What a sighted player reads at each place of the sheet, in words, for a screen reader
("Top street, house 3: 7, fence on its right, pool built"; "Refusals: 1 of 3").

Read from a :class:`SheetSnapshot` (the sheet and its score), never by checking a rule: the
words say what is written, crossed and scored (context "SheetPlaces").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.words.game_words import street_name, theme_column_name
from welcome_desktop.rules.tables import (
    BIS_BOXES,
    ESTATE_BOXES,
    PARK_BOXES,
    PLANNED_POOLS,
    REFUSAL_BOXES,
    ROUNDABOUT_BOXES,
    STREET_SIZES,
    TEMP_BOXES,
)

translate = QCoreApplication.translate

__all__ = ["place_name", "row_name", "total_name"]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def row_name(street: int) -> str:
    """A row of the sheet: a street (0-2), or the scoring area (-1)."""
    if street < 0:
        return translate("SheetPlaces", "Scoring area")
    return _capital(street_name(street))


def _house(snapshot: SheetSnapshot, street: int, house: int) -> str:
    sheet = snapshot.sheet
    if sheet.is_roundabout(street, house):
        content = translate("SheetPlaces", "roundabout")
    elif (number := sheet.number(street, house)) is None:
        content = translate("SheetPlaces", "empty")
    elif sheet.is_bis(street, house):
        content = translate("SheetPlaces", "{number} bis").format(number=number)
    else:
        content = str(number)
    parts = [content]
    if house < STREET_SIZES[street] - 1 and sheet.has_fence(street, house):
        parts.append(translate("SheetPlaces", "fence on its right"))
    if house in PLANNED_POOLS[street]:
        parts.append(translate("SheetPlaces", "pool built") if sheet.pool_built(street, house)
                     else translate("SheetPlaces", "planned pool"))
    if sheet.is_used(street, house):
        parts.append(translate("SheetPlaces", "used for a plan"))
    return translate("SheetPlaces", "{street}, house {n}: {what}").format(
        street=row_name(street), n=house + 1, what=", ".join(parts))


def _of(label: str, count: int, boxes: int) -> str:
    return translate("SheetPlaces", "{label}: {count} of {boxes}").format(
        label=label, count=count, boxes=boxes)


def place_name(snapshot: SheetSnapshot, target: Target) -> str:
    """What the place ``target`` shows now, in a sentence."""
    sheet, score = snapshot.sheet, snapshot.breakdown
    zone, street, index = target.zone, target.street, target.index
    if zone is Zone.HOUSE:
        return _house(snapshot, street, index)
    if zone is Zone.FENCE:
        state = (translate("SheetPlaces", "drawn") if sheet.has_fence(street, index)
                 else translate("SheetPlaces", "not drawn"))
        return translate("SheetPlaces", "{street}, fence between houses {a} and {b}: {state}"
                         ).format(street=row_name(street), a=index + 1, b=index + 2, state=state)
    if zone is Zone.POOL:
        state = (translate("SheetPlaces", "built") if sheet.pool_built(street, index)
                 else translate("SheetPlaces", "not built"))
        return translate("SheetPlaces", "{street}, pool of house {n}: {state}").format(
            street=row_name(street), n=index + 1, state=state)
    if zone is Zone.PARK:
        points = score.parks[street]
        return translate("SheetPlaces", "Parks, {street}: {count} of {boxes}, {points} point(s)",
                         None, points).format(street=street_name(street),
                                              count=sheet.parks[street],
                                              boxes=PARK_BOXES[street], points=points)
    if zone is Zone.TEMP:
        return _of(translate("SheetPlaces", "Temp agency"), sheet.temps, TEMP_BOXES)
    if zone is Zone.BIS:
        return _of(translate("SheetPlaces", "Bis"), sheet.bis_marks, BIS_BOXES) + ", " + \
            translate("SheetPlaces", "penalty {points}").format(points=score.bis)
    if zone is Zone.ROUNDABOUT:
        return _of(translate("SheetPlaces", "Roundabouts"), sheet.roundabout_marks,
                   ROUNDABOUT_BOXES) + ", " + translate(
            "SheetPlaces", "penalty {points}").format(points=score.roundabouts)
    if zone is Zone.REFUSAL:
        return _of(translate("SheetPlaces", "Refusals"), sheet.refusals, REFUSAL_BOXES)
    if zone is Zone.ESTATE_COLUMN:
        estate = score.estates[index - 1]
        # Three counts, each its own words (Qt gives a message one count for its form).
        boxes, count, points = ESTATE_BOXES[index - 1], estate.count, estate.points
        return ", ".join((
            translate("SheetPlaces", "Estates of {size}: {marks} of {boxes} mark(s)", None,
                      boxes).format(size=index, marks=sheet.estate_marks[index - 1],
                                    boxes=boxes),
            translate("SheetPlaces", "{count} estate(s) of value {value}", None, count).format(
                count=count, value=estate.value),
            translate("SheetPlaces", "{points} point(s)", None, points).format(points=points)))
    if zone is Zone.PLAN:
        points = score.plans[index]
        state = (translate("SheetPlaces", "claimed, {points} point(s)", None, points).format(
            points=points) if sheet.plan_claimed[index]
            else translate("SheetPlaces", "not claimed"))
        return translate("SheetPlaces", "City plan n°{n}: {state}").format(n=index + 1,
                                                                         state=state)
    if zone is Zone.THEME:
        points = score.theme_points
        return translate("SheetPlaces", "{column}: {points} point(s)", None, points).format(
            column=theme_column_name(sheet.kind), points=points)
    side = (translate("SheetPlaces", "left end") if index == 0
            else translate("SheetPlaces", "right end"))
    return translate("SheetPlaces", "Ice cream truck, {street}, {side}").format(
        street=street_name(street), side=side)


def total_name(snapshot: SheetSnapshot) -> str:
    """The total row: what adds, what subtracts, the total."""
    score = snapshot.breakdown
    size = abs(score.total)  # the count whose form the words take (a plain name: lupdate)
    return translate("SheetPlaces", "Total: {total} point(s) ({plus} plus, {minus} minus)",
                     None, size).format(total=score.total, plus=score.plus, minus=score.minus)

"""City plan cards and the panel of the three plans in play.

A card draws its requirement as a picture (estates as little rows of houses between fences,
streets, bis, temps, parks, pools, roundabouts), its first value big and its second value small.
The "project" side is blueprint paper; the "approved" side is cream with an APPROVED stamp and
the second value in force. A plan the player may claim now glows; a plan the player has claimed
carries a green tick. Widgets only report clicks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from welcome_desktop.app.cards import _style as style
from welcome_desktop.app.cards.icons import Symbol, paint_effect_icon, paint_symbol_icon
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.plans import Condition, Plan
from welcome_desktop.rules.tables import PARK_BOXES, STREET_SIZES

__all__ = [
    "PlanCardWidget",
    "PlanPanel",
    "paint_plan_card",
    "paint_requirement",
    "plan_tooltip",
    "requirement_text",
    "street_name",
]

_ASPECT: Final = 0.70
_HOUSE_FILL: Final = QColor("#fffdf7")
_FENCE: Final = QColor("#7a5230")


# -- words -----------------------------------------------------------------------------------


def street_name(street: int) -> str:
    """A street as players say it: "the top street" … (context "PlanCard")."""
    names = (
        QCoreApplication.translate("PlanCard", "the top street"),
        QCoreApplication.translate("PlanCard", "the middle street"),
        QCoreApplication.translate("PlanCard", "the bottom street"),
    )
    return names[street]


def requirement_text(plan: Plan) -> str:
    """The plan's requirement in words (context "PlanCard")."""
    c = plan.condition
    if c is Condition.ESTATES:
        sizes = ", ".join(str(size) for size in plan.estate_sizes)
        return QCoreApplication.translate(
            "PlanCard", "Housing estates of exactly these sizes: {sizes} (one estate per number)."
        ).format(sizes=sizes)
    if c is Condition.STREET_BUILT:
        return (
            QCoreApplication.translate(
                "PlanCard", "Every house of the top street built (numbered or a roundabout), "
                            "none of them used for another plan."),
            QCoreApplication.translate(
                "PlanCard", "Every house of the middle street built (numbered or a roundabout), "
                            "none of them used for another plan."),
            QCoreApplication.translate(
                "PlanCard", "Every house of the bottom street built (numbered or a roundabout), "
                            "none of them used for another plan."),
        )[plan.street]
    if c is Condition.BIS_IN_ONE_STREET:
        return QCoreApplication.translate("PlanCard", "Five bis houses in the same street.")
    if c is Condition.TEMPS:
        return QCoreApplication.translate("PlanCard", "Seven temp agency boxes crossed.")
    if c is Condition.ENDS_BUILT:
        return QCoreApplication.translate(
            "PlanCard", "The first and the last house of every street built, none of them used "
                        "for another plan.")
    if c is Condition.PARKS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "All the parks of two streets built.")
    if c is Condition.POOLS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "All the pools of two streets built.")
    if c is Condition.PARKS_POOLS_ROUNDABOUT:
        return QCoreApplication.translate(
            "PlanCard", "In one street: all its parks, all its pools and a roundabout.")
    return (
        QCoreApplication.translate(
            "PlanCard", "All the parks and all the pools of the top street."),
        QCoreApplication.translate(
            "PlanCard", "All the parks and all the pools of the middle street."),
        QCoreApplication.translate(
            "PlanCard", "All the parks and all the pools of the bottom street."),
    )[plan.street]


def _short_caption(plan: Plan) -> str:
    """A few words printed under the picture of an advanced plan."""
    c = plan.condition
    if c is Condition.STREET_BUILT:
        return QCoreApplication.translate("PlanCard", "whole street built")
    if c is Condition.BIS_IN_ONE_STREET:
        return QCoreApplication.translate("PlanCard", "5 bis in one street")
    if c is Condition.TEMPS:
        return QCoreApplication.translate("PlanCard", "7 temps")
    if c is Condition.ENDS_BUILT:
        return QCoreApplication.translate("PlanCard", "both ends of every street")
    if c is Condition.PARKS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "all parks of 2 streets")
    if c is Condition.POOLS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "all pools of 2 streets")
    if c is Condition.PARKS_POOLS_ROUNDABOUT:
        return QCoreApplication.translate("PlanCard", "parks + pools + roundabout")
    if c is Condition.PARKS_POOLS_STREET:
        return QCoreApplication.translate("PlanCard", "all parks + all pools")
    return QCoreApplication.translate("PlanCard", "estates of {sizes}").format(
        sizes=" · ".join(str(size) for size in plan.estate_sizes))


def plan_tooltip(plan: Plan, approved: bool, claimed: bool, claimable: bool) -> str:
    """The card's tooltip: requirement, values and state in words (context "PlanCard")."""
    lines = [
        QCoreApplication.translate("PlanCard", "City plan n°{deck} ({id})").format(
            deck=plan.deck, id=plan.id),
        requirement_text(plan),
        QCoreApplication.translate(
            "PlanCard", "{first} points to whoever completes it first, {second} points later."
        ).format(first=plan.first_value, second=plan.second_value),
    ]
    if approved:
        lines.append(QCoreApplication.translate(
            "PlanCard", "Approved: a claim now scores {value} points."
        ).format(value=plan.second_value))
    else:
        lines.append(QCoreApplication.translate(
            "PlanCard", "Project: nobody has completed it yet; a claim now scores {value} points."
        ).format(value=plan.first_value))
    if claimed:
        lines.append(QCoreApplication.translate("PlanCard", "You have claimed this plan."))
    elif claimable:
        lines.append(QCoreApplication.translate(
            "PlanCard", "Your sheet meets the requirement: click to claim it."))
    return "\n".join(lines)


# -- requirement pictures --------------------------------------------------------------------


def _estate_rows(sizes: Sequence[int], house: float, width: float) -> list[list[int]]:
    """Sizes wrapped into rows no wider than ``width`` for houses of ``house`` pixels."""
    rows: list[list[int]] = [[]]
    used = 0.0
    for size in sizes:
        block = _estate_width(size, house)
        gap = house * 0.55 if rows[-1] else 0.0
        if rows[-1] and used + gap + block > width:
            rows.append([])
            used, gap = 0.0, 0.0
        rows[-1].append(size)
        used += gap + block
    return rows


def _estate_width(size: int, house: float) -> float:
    return size * house + (size - 1) * house * 0.12 + house * 0.5


def _paint_estate(painter: QPainter, left: float, base: float, size: int, *, house: float,
                  colour: QColor) -> None:
    """One estate: ``size`` houses standing on ``base`` between two fences."""
    width = _estate_width(size, house)
    ground = QRectF(left, base - house * 0.06, width, house * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.with_alpha(colour, 0.35))
    painter.drawRoundedRect(ground, house * 0.08, house * 0.08)
    x = left + house * 0.25
    for _ in range(size):
        style.draw_house(painter, QRectF(x, base - house * 1.05, house, house), _HOUSE_FILL,
                         colour)
        x += house * 1.12
    fence = QPen(_FENCE, max(1.2, house * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(fence)
    for fx in (left + house * 0.08, left + width - house * 0.08):
        painter.drawLine(QPointF(fx, base + house * 0.1), QPointF(fx, base - house * 0.85))


def _estate_row_height(house: float) -> tuple[float, float]:
    """Height of one row of estates (houses, ground, size label) and of its label."""
    label = max(style.MIN_TEXT_PX, house * 0.5)
    return house * 1.3 + label + house * 0.12, label


def _paint_estates(painter: QPainter, rect: QRectF, sizes: Sequence[int], colour: QColor) -> None:
    house = min(rect.width() * 0.2, rect.height() * 0.4)
    while True:
        rows = _estate_rows(sizes, house, rect.width())
        height = len(rows) * _estate_row_height(house)[0]
        widest = max(_estate_width(size, house) for size in sizes)
        if (height <= rect.height() and widest <= rect.width()) or house < 5:
            break
        house *= 0.95
    row_h, label_h = _estate_row_height(house)
    top = rect.center().y() - len(rows) * row_h / 2
    painter.setFont(style.font(label_h, QFont.Weight.Bold))
    for r, row in enumerate(rows):
        total = sum(_estate_width(size, house) for size in row) + house * 0.55 * (len(row) - 1)
        x = rect.center().x() - total / 2
        base = top + r * row_h + house * 1.1
        for size in row:
            _paint_estate(painter, x, base, size, house=house, colour=colour)
            painter.setPen(style.mix(colour, style.INK, 0.4))
            block = _estate_width(size, house)
            painter.drawText(QRectF(x, base + house * 0.16, block, label_h * 1.1),
                             Qt.AlignmentFlag.AlignCenter, str(size))
            x += block + house * 0.55


def _street_rows(rect: QRectF, target: int, weight: float = 2.2) -> list[QRectF]:
    """Three street rows, as on the sheet (10, 11, 12 lots); the ``target`` street is taller."""
    weights = [1.0, 1.0, 1.0]
    if target >= 0:
        weights[target] = weight
    unit = rect.height() / sum(weights)
    lot = min(rect.width() / 12, unit * weight * 0.8)
    rows = []
    top = rect.top()
    for street, size in enumerate(STREET_SIZES):
        row_h = unit * weights[street]
        if target < 0 or street == target:
            height = min(row_h * 0.85, lot * 1.6)
        else:
            height = min(row_h * 0.5, lot * 0.45)
        left = rect.center().x() - 12 * lot / 2
        rows.append(QRectF(left, top + (row_h - height) / 2, size * lot, height))
        top += row_h
    return rows


def _paint_road(painter: QPainter, row: QRectF, colour: QColor, strong: bool) -> None:
    """A street as a road band under its lots."""
    height = max(2.0, row.height() * (0.22 if strong else 0.3))
    band = QRectF(row.left() - 2, row.bottom() - height * 0.4, row.width() + 4, height)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour if strong else style.with_alpha(style.INK_SOFT, 0.22))
    painter.drawRoundedRect(band, height / 2, height / 2)
    painter.restore()


def _paint_streets(painter: QPainter, rect: QRectF, plan: Plan, colour: QColor) -> None:
    target = plan.street if plan.condition is Condition.STREET_BUILT else -1
    for street, row in enumerate(_street_rows(rect, target)):
        size = STREET_SIZES[street]
        lot = row.width() / size
        strong = target < 0 or street == target
        _paint_road(painter, row, colour, strong)
        if not strong:
            continue
        for house in range(size):
            if plan.condition is Condition.ENDS_BUILT and house not in (0, size - 1):
                continue
            cell = QRectF(row.left() + house * lot + lot * 0.06, row.bottom() - row.height(),
                          lot * 0.88, row.height() * 0.92)
            style.draw_house(painter, cell, style.mix(colour, _HOUSE_FILL, 0.35), colour,
                             door=False)
        if plan.condition is Condition.ENDS_BUILT:
            pen = QPen(style.with_alpha(style.INK_SOFT, 0.6), max(1.0, lot * 0.12),
                       Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            y = row.center().y() + row.height() * 0.15
            painter.drawLine(QPointF(row.left() + lot * 1.3, y),
                             QPointF(row.right() - lot * 1.3, y))


def _paint_street_line(painter: QPainter, row: QRectF, colour: QColor, solid: bool) -> None:
    pen = QPen(colour, max(1.0, row.height() * 0.5),
               Qt.PenStyle.SolidLine if solid else Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QPointF(row.left(), row.center().y()), QPointF(row.right(), row.center().y()))


def _paint_icon_row(painter: QPainter, centre: QPointF, count: int, side: float,
                    paint: Effect | Symbol) -> None:
    total = count * side + (count - 1) * side * 0.12
    x = centre.x() - total / 2
    for _ in range(count):
        rect = QRectF(x, centre.y() - side / 2, side, side)
        if isinstance(paint, Symbol):
            paint_symbol_icon(painter, rect, paint)
        else:
            paint_effect_icon(painter, rect, paint)
        x += side * 1.12


def _paint_bis(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    side = min(rect.width() / 3.6, rect.height() / 2.5)
    cy = rect.center().y() - side * 0.2
    _paint_icon_row(painter, QPointF(rect.center().x(), cy - side * 0.56), 3, side, Effect.BIS)
    _paint_icon_row(painter, QPointF(rect.center().x(), cy + side * 0.56), 2, side, Effect.BIS)
    row = QRectF(rect.center().x() - side * 1.7, cy + side * 1.2, side * 3.4, side * 0.1)
    _paint_street_line(painter, row, colour, True)


def _paint_temps(painter: QPainter, rect: QRectF) -> None:
    side = min(rect.width() / 4.8, rect.height() / 2.5)
    _paint_icon_row(painter, QPointF(rect.center().x(), rect.center().y() - side * 0.58), 4,
                    side, Effect.TEMP)
    _paint_icon_row(painter, QPointF(rect.center().x(), rect.center().y() + side * 0.58), 3,
                    side, Effect.TEMP)


def _paint_two_streets(painter: QPainter, rect: QRectF, effect: Effect, colour: QColor) -> None:
    """Two street lines, each lined with the effect's icons: "all of them, in two streets"."""
    count = 4 if effect is Effect.PARK else 3
    side = min(rect.width() / (count + 2.2), rect.height() / 2.9)
    for k, dy in enumerate((-0.72, 0.72)):
        centre = QPointF(rect.center().x() + side * 0.5, rect.center().y() + dy * side)
        _paint_icon_row(painter, centre, count, side, effect)
        row = QRectF(centre.x() - side * (count * 0.6), centre.y() + side * 0.5,
                     side * count * 1.2, side * 0.09)
        _paint_street_line(painter, row, colour, True)
        label = QRectF(rect.left(), centre.y() - side / 2, side * 1.2, side)
        painter.setFont(style.font(max(style.MIN_TEXT_PX, side * 0.55), QFont.Weight.Black))
        painter.setPen(colour)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(k + 1))


def _paint_parks_pools_roundabout(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    side = min(rect.width() / 5.2, rect.height() / 3.1)
    cy = rect.center().y()
    _paint_icon_row(painter, QPointF(rect.center().x(), cy - side * 1.05), 4, side, Effect.PARK)
    _paint_icon_row(painter, QPointF(rect.center().x() - side * 0.62, cy + side * 0.1), 3, side,
                    Effect.POOL)
    paint_symbol_icon(painter, QRectF(rect.center().x() + side * 1.6, cy + side * 0.1 - side / 2,
                                      side, side), Symbol.ROUNDABOUT)
    row = QRectF(rect.center().x() - side * 2.6, cy + side * 0.72, side * 5.2, side * 0.09)
    _paint_street_line(painter, row, colour, True)


def _paint_parks_pools_street(painter: QPainter, rect: QRectF, plan: Plan,
                              colour: QColor) -> None:
    weights = [1.0, 1.0, 1.0]
    weights[plan.street] = 4.5
    unit = rect.height() / sum(weights)
    top = rect.top()
    for street in range(3):
        area = QRectF(rect.left(), top, rect.width(), unit * weights[street])
        top = area.bottom()
        road_h = unit * 0.45
        road = QRectF(area.left() + rect.width() * 0.04, area.bottom() - unit * 0.5 - road_h / 2,
                      rect.width() * 0.92 * STREET_SIZES[street] / 12, road_h)
        target = street == plan.street
        _paint_road(painter, road, colour, target)
        if not target:
            continue
        side = min((area.height() - unit * 0.6) / 2.2, rect.width() / 5.8)
        for count, effect, y in ((PARK_BOXES[street], Effect.PARK, road.top() - side * 1.7),
                                 (3, Effect.POOL, road.top() - side * 0.6)):
            _paint_icon_row(painter, QPointF(road.center().x(), y), count, side, effect)


def paint_requirement(painter: QPainter, rect: QRectF, plan: Plan, colour: QColor) -> None:
    """Draw the plan's requirement as a picture filling ``rect``."""
    c = plan.condition
    if c is Condition.ESTATES:
        _paint_estates(painter, rect, plan.estate_sizes, colour)
    elif c in (Condition.STREET_BUILT, Condition.ENDS_BUILT):
        _paint_streets(painter, rect, plan, colour)
    elif c is Condition.BIS_IN_ONE_STREET:
        _paint_bis(painter, rect, colour)
    elif c is Condition.TEMPS:
        _paint_temps(painter, rect)
    elif c is Condition.PARKS_TWO_STREETS:
        _paint_two_streets(painter, rect, Effect.PARK, colour)
    elif c is Condition.POOLS_TWO_STREETS:
        _paint_two_streets(painter, rect, Effect.POOL, colour)
    elif c is Condition.PARKS_POOLS_ROUNDABOUT:
        _paint_parks_pools_roundabout(painter, rect, colour)
    else:
        _paint_parks_pools_street(painter, rect, plan, colour)


# -- the whole card --------------------------------------------------------------------------


def _paint_value(painter: QPainter, centre: QPointF, radius: float, value: int, *,
                 fill: QColor, ink: QColor, crossed: bool = False) -> None:
    painter.save()
    painter.setPen(QPen(style.mix(fill, QColor("black"), 0.3), max(1.0, radius * 0.09)))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    painter.setFont(style.font(max(style.MIN_TEXT_PX, radius * 1.15), QFont.Weight.Black))
    painter.setPen(ink)
    box = QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))
    if crossed:
        painter.setPen(QPen(style.STAMP, max(1.5, radius * 0.16), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        d = radius * 0.75
        painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d))
    painter.restore()


def _paint_blueprint(painter: QPainter, rect: QRectF) -> None:
    painter.fillRect(rect, style.PLAN_PROJECT)
    step = max(6.0, rect.width() / 14)
    painter.setPen(QPen(style.PLAN_GRID, 1))
    x = rect.left() + step / 2
    while x < rect.right():
        painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        x += step
    y = rect.top() + step / 2
    while y < rect.bottom():
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        y += step


def _paint_stamp(painter: QPainter, card: QRectF) -> None:
    text = QCoreApplication.translate("PlanCard", "APPROVED")
    painter.save()
    painter.translate(card.center().x(), card.top() + card.height() * 0.69)
    painter.rotate(-4)
    width = card.width() * 0.7
    f, lines = style.readable_lines(text, width * 0.84, card.height() * 0.062,
                                    QFont.Weight.Black)
    text = "\n".join(lines)
    height = max(card.height() * 0.078, QFontMetricsF(f).height() * len(lines) + 6)
    box = QRectF(-width / 2, -height / 2, width, height)
    ink = style.with_alpha(style.STAMP, 0.78)
    painter.setPen(QPen(ink, max(1.5, card.width() * 0.022)))
    painter.setBrush(style.with_alpha(style.PLAN_APPROVED, 0.55))
    painter.drawRoundedRect(box, height * 0.18, height * 0.18)
    painter.setPen(QPen(ink, max(0.8, card.width() * 0.008)))
    painter.drawRoundedRect(box.adjusted(3, 3, -3, -3), height * 0.14, height * 0.14)
    painter.setFont(f)
    painter.setPen(ink)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_plan_card(painter: QPainter, card: QRectF, plan: Plan, approved: bool,
                    claimed: bool) -> None:
    """Draw one plan card in ``card`` (no glow; the widget adds its states)."""
    colour = style.DECK_COLOURS[plan.index]
    radius = card.width() * 0.07
    body = QPainterPath()
    body.addRoundedRect(card, radius, radius)
    style.draw_card_shadow(painter, body, QPointF(card.width() * 0.015, 2.5))
    painter.save()
    painter.setClipPath(body)
    if approved:
        painter.fillRect(card, style.paper_gradient(card, style.PLAN_APPROVED,
                                                    style.mix(style.PLAN_APPROVED,
                                                              style.PAPER_SHADE, 0.6)))
    else:
        _paint_blueprint(painter, card)
    # Header band: deck number and plan id.
    header = QRectF(card.left(), card.top(), card.width(),
                    max(card.height() * 0.14, style.MIN_TEXT_PX / 0.42 + 1))
    painter.fillRect(header, colour if not approved else style.mix(colour, style.INK_SOFT, 0.25))
    painter.setPen(style.PAPER)
    painter.setFont(style.fitted_font(
        QCoreApplication.translate("PlanCard", "N°{deck}").format(deck=plan.deck),
        header.width() * 0.5, max(style.MIN_TEXT_PX, header.height() * 0.62), QFont.Weight.Black))
    painter.drawText(header.adjusted(card.width() * 0.06, 0, 0, 0),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                     QCoreApplication.translate("PlanCard", "N°{deck}").format(deck=plan.deck))
    painter.setFont(style.font(header.height() * 0.42, QFont.Weight.Bold))
    painter.drawText(header.adjusted(0, 0, -card.width() * 0.06, 0),
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, plan.id)
    painter.restore()

    # The requirement.
    caption = _short_caption(plan)
    area = QRectF(card.left() + card.width() * 0.07, card.top() + card.height() * 0.17,
                  card.width() * 0.86, card.height() * 0.39)
    paint_requirement(painter, area, plan, colour)
    f, lines = style.readable_lines(caption, card.width() * 0.9, card.height() * 0.055)
    # The caption repeats the drawing in words: left out when it would not fit on one line.
    if caption and lines == [caption]:
        painter.setPen(style.INK_SOFT)
        painter.setFont(f)
        line_h = QFontMetricsF(f).height()
        top = min(area.bottom() + card.height() * 0.005,
                  card.bottom() - card.height() * 0.26 - line_h * len(lines))
        for i, line in enumerate(lines):
            painter.drawText(QRectF(card.left(), top + i * line_h, card.width(), line_h),
                             Qt.AlignmentFlag.AlignCenter, line)

    # The values: the one in force big, the other small (crossed out once approved).
    big_r = card.height() * 0.1
    small_r = card.height() * 0.058
    y = card.bottom() - card.height() * 0.14
    faded = style.with_alpha(style.PAPER, 0.65)
    if approved:
        small_c = QPointF(card.center().x() - card.width() * 0.24, y + big_r - small_r)
        big_c = QPointF(card.center().x() + card.width() * 0.12, y)
        _paint_value(painter, small_c, small_r, plan.first_value, fill=faded, ink=style.INK_SOFT,
                     crossed=True)
        _paint_value(painter, big_c, big_r, plan.second_value, fill=style.PAPER, ink=style.INK)
        a0 = QPointF(small_c.x() + small_r * 1.3, small_c.y())
        a1 = QPointF(big_c.x() - big_r * 1.15, small_c.y())
    else:
        big_c = QPointF(card.center().x() - card.width() * 0.12, y)
        small_c = QPointF(card.center().x() + card.width() * 0.24, y + big_r - small_r)
        _paint_value(painter, big_c, big_r, plan.first_value, fill=style.PAPER, ink=style.INK)
        _paint_value(painter, small_c, small_r, plan.second_value, fill=faded, ink=style.INK_SOFT)
        a0 = QPointF(big_c.x() + big_r * 1.15, small_c.y())
        a1 = QPointF(small_c.x() - small_r * 1.3, small_c.y())
    arrow = QPen(style.INK_SOFT, max(1.0, card.width() * 0.012), Qt.PenStyle.SolidLine,
                 Qt.PenCapStyle.RoundCap)
    painter.setPen(arrow)
    painter.drawLine(a0, a1)
    painter.drawLine(a1, a1 + QPointF(-small_r * 0.4, -small_r * 0.35))
    painter.drawLine(a1, a1 + QPointF(-small_r * 0.4, small_r * 0.35))

    if approved:
        _paint_stamp(painter, card)
    outline = QPen(style.mix(colour, QColor("black"), 0.35), max(1.2, card.width() * 0.014))
    painter.setPen(outline)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(body)
    if claimed:
        _paint_claimed(painter, card)


def _paint_claimed(painter: QPainter, card: QRectF) -> None:
    r = card.width() * 0.13
    centre = QPointF(card.right() - r * 1.1, card.top() + card.height() * 0.14 + r * 1.2)
    painter.save()
    painter.setPen(QPen(style.PAPER, max(1.5, r * 0.14)))
    painter.setBrush(style.CLAIMED)
    painter.drawEllipse(centre, r, r)
    tick = QPainterPath(centre + QPointF(-r * 0.5, 0))
    tick.lineTo(centre + QPointF(-r * 0.12, r * 0.4))
    tick.lineTo(centre + QPointF(r * 0.52, -r * 0.38))
    painter.setPen(QPen(style.PAPER, max(1.5, r * 0.22), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)
    painter.restore()


class PlanCardWidget(QWidget):
    """One city plan card.

    Signals:
        clicked(str): the card was clicked (the plan id), whatever its state.
    """

    clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plan: Plan | None = None
        self._approved = False
        self._claimed = False
        self._claimable = False
        self._hover = False
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_plan(self, plan: Plan | None, approved: bool = False, claimed: bool = False,
                 claimable: bool = False) -> None:
        """Show ``plan`` (None: an empty slot) on its project or approved side."""
        self._plan, self._approved = plan, approved
        self._claimed, self._claimable = claimed, claimable and plan is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if self._claimable
                       else Qt.CursorShape.ArrowCursor)
        self._refresh()

    def _refresh(self) -> None:
        plan = self._plan
        self.setToolTip(plan_tooltip(plan, self._approved, self._claimed, self._claimable)
                        if plan else "")
        self.setAccessibleName(QCoreApplication.translate(
            "PlanCard", "City plan n°{deck} ({id})").format(deck=plan.deck, id=plan.id)
            if plan else "")
        self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    def plan(self) -> Plan | None:
        """The plan shown."""
        return self._plan

    def is_approved(self) -> bool:
        """True when the approved side is up."""
        return self._approved

    def is_claimed(self) -> bool:
        """True when the player has claimed this plan."""
        return self._claimed

    def is_claimable(self) -> bool:
        """True when the card glows: a click asks to claim it."""
        return self._claimable

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(168, 240)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(70, 100)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return round(width / _ASPECT)

    def card_rect(self) -> QRectF:
        """The card inside the widget (margins keep room for the glow)."""
        return style.fit_card(QRectF(self.rect()), _ASPECT, 2)

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 - Qt override
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if (event.button() == Qt.MouseButton.LeftButton and self._plan is not None
                and self.card_rect().contains(event.position())):
            event.accept()
            self.clicked.emit(self._plan.id)
            return
        super().mouseReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        card = self.card_rect()
        radius = card.width() * 0.07
        if self._plan is None:
            painter.setPen(QPen(style.with_alpha(style.CARD_EDGE, 0.45), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, radius, radius)
            painter.end()
            return
        if self._claimable:
            lift = card.height() * (0.02 if self._hover else 0.01)
            card = card.translated(0, -lift)
            body = QPainterPath()
            body.addRoundedRect(card, radius, radius)
            style.draw_glow(painter, body, style.SELECTION, card.width() * (0.16 if self._hover
                                                                             else 0.12))
        paint_plan_card(painter, card, self._plan, self._approved, self._claimed)
        if self._claimed:
            body = QPainterPath()
            body.addRoundedRect(card, radius, radius)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.with_alpha(style.PAPER, 0.25))
            painter.drawPath(body)
            self._paint_ribbon(painter, card, QCoreApplication.translate("PlanCard", "Claimed"),
                               style.CLAIMED)
        elif self._claimable:
            self._paint_ribbon(painter, card, QCoreApplication.translate("PlanCard", "Claim!"),
                               style.SELECTION, ink=style.INK)
        painter.end()

    @staticmethod
    def _paint_ribbon(painter: QPainter, card: QRectF, text: str, fill: QColor,
                      ink: QColor = style.PAPER) -> None:
        style.draw_chip(painter, QPointF(card.center().x(), card.bottom()), text, fill=fill,
                        ink=ink, height=max(15.0, card.height() * 0.085))


class PlanPanel(QWidget):
    """The three city plans in play.

    Signals:
        claim_requested(str): a claimable plan was clicked (its id).
        plan_clicked(str): any plan was clicked (its id), claimable or not.
    """

    claim_requested = Signal(str)
    plan_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards = [PlanCardWidget(self) for _ in range(3)]
        layout = self._layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        for index, card in enumerate(self._cards):
            card.setObjectName(f"plan_card_{index}")
            card.clicked.connect(self._on_clicked)
            layout.addWidget(card)

    def set_plans(
        self,
        plans: tuple[Plan, Plan, Plan],
        approved: tuple[bool, bool, bool],
        claimed: tuple[bool, bool, bool],
        claimable: frozenset[str],
    ) -> None:
        """Show the three plans with their sides, the player's claims and what is claimable."""
        for index, card in enumerate(self._cards):
            if index < len(plans):
                plan = plans[index]
                card.set_plan(plan, approved[index], claimed[index],
                              plan.id in claimable and not claimed[index])
            else:
                card.set_plan(None)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """The plans take the height their width calls for: they grow with the panel."""
        super().resizeEvent(event)
        layout = self._layout
        margins = layout.contentsMargins()
        room = event.size().width() - margins.left() - margins.right() - 2 * layout.spacing()
        height = self._cards[0].heightForWidth(max(1, room // 3))
        for card in self._cards:
            card.setFixedHeight(height)

    def card_widget(self, index: int) -> PlanCardWidget:
        """The card widget of plan box ``index`` (0-2)."""
        return self._cards[index]

    def _on_clicked(self, plan_id: str) -> None:
        self.plan_clicked.emit(plan_id)
        for card in self._cards:
            plan = card.plan()
            if plan is not None and plan.id == plan_id and card.is_claimable():
                self.claim_requested.emit(plan_id)
                return


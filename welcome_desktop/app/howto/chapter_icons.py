"""The little drawings beside the chapters in the How-to-play list."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap

from welcome_desktop.app.cards.icons import Symbol, paint_effect_icon, paint_symbol_icon
from welcome_desktop.app.cards.plan_cards import paint_plan_card
from welcome_desktop.app.howto.network_chapter import icon_network
from welcome_desktop.app.howto.phones_chapter import icon_phones
from welcome_desktop.app.howto.pictures import ACCENT_DARK, Paint
from welcome_desktop.app.howto.theme_icons import icon_cone, icon_eggs, icon_lights
from welcome_desktop.app.look import style
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.plans import PLANS

__all__ = ["CHAPTER_ICONS", "chapter_icon"]


def _icon_house(painter: QPainter, r: QRectF) -> None:
    style.draw_house(painter, r.adjusted(r.width() * 0.12, r.height() * 0.1,
                                         -r.width() * 0.12, -r.height() * 0.08),
                     QColor("#f6d7a7"), QColor("#b0533c"))


def _icon_card(painter: QPainter, r: QRectF) -> None:
    card = QRectF(r.center().x() - r.width() * 0.3, r.top() + r.height() * 0.06,
                  r.width() * 0.6, r.height() * 0.86)
    painter.setPen(QPen(style.CARD_EDGE, 1.4))
    painter.setBrush(style.PAPER)
    painter.drawRoundedRect(card, 3, 3)
    half = QRectF(card.left(), card.center().y() + card.height() * 0.06, card.width(),
                  card.height() * 0.44)
    painter.fillRect(half.adjusted(1, 0, -1, -1), style.EFFECT_COLOURS[Effect.PARK])
    painter.setFont(style.font(card.height() * 0.42, QFont.Weight.Black))
    painter.setPen(style.INK)
    painter.drawText(QRectF(card.left(), card.top(), card.width(), card.height() * 0.56),
                     Qt.AlignmentFlag.AlignCenter, "7")


def _icon_effects(painter: QPainter, r: QRectF) -> None:
    side = r.width() * 0.46
    spots = ((0.0, 0.0), (0.54, 0.0), (0.27, 0.5))
    for (dx, dy), effect in zip(spots, (Effect.SURVEYOR, Effect.POOL, Effect.PARK),
                                strict=True):
        paint_effect_icon(painter, QRectF(r.left() + dx * r.width(), r.top() + dy * r.height(),
                                          side, side), effect)


def _icon_plan(painter: QPainter, r: QRectF) -> None:
    w = r.width() * 0.7
    paint_plan_card(painter, QRectF(r.center().x() - w / 2, r.top(), w, w / 0.7), PLANS["1-C"],
                    False, False)


def _icon_roundabout(painter: QPainter, r: QRectF) -> None:
    paint_symbol_icon(painter, r, Symbol.ROUNDABOUT)


def _icon_hand(painter: QPainter, r: QRectF) -> None:
    w, h = r.width() * 0.42, r.height() * 0.62
    for angle, colour in ((-16, Effect.TEMP), (0, Effect.BIS), (16, Effect.REAL_ESTATE)):
        painter.save()
        painter.translate(r.center().x(), r.bottom() - r.height() * 0.06)
        painter.rotate(angle)
        card = QRectF(-w / 2, -h - r.height() * 0.12, w, h)
        painter.setPen(QPen(style.CARD_EDGE, 1.2))
        painter.setBrush(style.PAPER)
        painter.drawRoundedRect(card, 2.5, 2.5)
        painter.fillRect(QRectF(card.left() + 1, card.center().y(), card.width() - 2,
                                card.height() / 2 - 1), style.EFFECT_COLOURS[colour])
        painter.restore()


def _icon_podium(painter: QPainter, r: QRectF) -> None:
    w = r.width() / 3.3
    base = r.bottom() - r.height() * 0.08
    for i, (k, h) in enumerate(((1, 0.62), (0, 0.42), (2, 0.28))):
        del i
        x = r.left() + r.width() * 0.05 + k * w * 1.05
        box = QRectF(x, base - r.height() * h, w, r.height() * h)
        painter.setPen(QPen(ACCENT_DARK, 1.2))
        painter.setBrush((style.SELECTION, QColor("#c9ccd2"), QColor("#d08a4a"))[
            (1, 0, 2).index(k)])
        painter.drawRect(box)
    painter.setPen(QPen(ACCENT_DARK, 1.4))
    painter.drawLine(QPointF(r.left(), base), QPointF(r.right(), base))


def _icon_key(painter: QPainter, r: QRectF) -> None:
    cap = r.adjusted(r.width() * 0.1, r.height() * 0.16, -r.width() * 0.1, -r.height() * 0.2)
    painter.setPen(QPen(style.CARD_EDGE, 1.2))
    painter.setBrush(style.mix(style.CARD_EDGE, style.PAPER, 0.55))
    painter.drawRoundedRect(cap.translated(0, r.height() * 0.08), 4, 4)
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(cap, 4, 4)
    painter.setFont(style.font(cap.height() * 0.6, QFont.Weight.Black))
    painter.setPen(style.INK)
    painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, "F1")


CHAPTER_ICONS: Final[tuple[Paint, ...]] = (
    _icon_house, _icon_card, _icon_effects, _icon_plan, _icon_roundabout, _icon_hand,
    _icon_podium, icon_cone, icon_lights, icon_eggs, _icon_key, icon_network,
    icon_phones,
)


def chapter_icon(index: int, size: int = 32) -> QIcon:
    """The little drawing beside chapter ``index`` in the list."""
    icon = QIcon()
    for ratio in (1.0, 2.0):
        pixels = round(size * ratio)
        pixmap = QPixmap(pixels, pixels)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        CHAPTER_ICONS[index](painter, QRectF(1, 1, pixels - 2, pixels - 2))
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        icon.addPixmap(pixmap)
    return icon


"""Painting routines of a construction card that need nothing of the widget's state: the empty
place, the stack under a combination, a dimmed half, the tear line of a hand card, the "+"."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from welcome_desktop.app.look import style

__all__ = ["paint_dimmed", "paint_empty", "paint_plus", "paint_stack", "paint_tear_line"]


def paint_empty(painter: QPainter, card: QRectF, placeholder: str) -> None:
    """An empty place for a card: a dashed outline, with ``placeholder`` (e.g. "?") in it."""
    pen = QPen(style.with_alpha(style.CARD_EDGE, 0.45), 2, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(style.with_alpha(style.PAPER, 0.25))
    radius = card.width() * 0.075
    painter.drawRoundedRect(card, radius, radius)
    if placeholder:
        painter.setFont(style.font(card.height() * 0.3, QFont.Weight.Bold))
        painter.setPen(style.with_alpha(style.CARD_EDGE, 0.35))
        painter.drawText(card, Qt.AlignmentFlag.AlignCenter, placeholder)


def paint_stack(painter: QPainter, card: QRectF, radius: float, remaining: int | None) -> None:
    """The edges of the cards left under a stack: one to three layers, by how many."""
    if not remaining:
        return
    layers = 1 if remaining < 9 else 2 if remaining < 18 else 3
    step = max(1.5, card.width() * 0.018)
    painter.save()
    for k in range(layers, 0, -1):
        rect = card.translated(step * k, step * k)
        painter.setPen(QPen(style.with_alpha(style.CARD_EDGE, 0.55), 1))
        painter.setBrush(style.mix(style.PAPER_SHADE, style.CARD_EDGE, 0.08 * k))
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def paint_dimmed(painter: QPainter, rect: QRectF) -> None:
    """A hatched wash over a half that cannot be taken now."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.DIMMED_WASH)
    painter.drawRect(rect)
    hatch = QPen(style.with_alpha(QColor("white"), 0.35), max(1.0, rect.width() * 0.012))
    painter.setPen(hatch)
    step = max(6.0, rect.width() * 0.08)
    x = rect.left() - rect.height()
    while x < rect.right():
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
        x += step
    painter.restore()


def paint_tear_line(painter: QPainter, card: QRectF, y: float) -> None:
    """A dashed line across a hand card: its two halves are picked separately."""
    painter.save()
    pen = QPen(style.PAPER, max(1.5, card.width() * 0.02), Qt.PenStyle.DashLine,
               Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QPointF(card.left() + 4, y), QPointF(card.right() - 4, y))
    painter.restore()


def paint_plus(painter: QPainter, card: QRectF, y: float) -> None:
    """The "+" joining a combination's number and effect."""
    r = card.width() * 0.075
    centre = QPointF(card.center().x(), y)
    painter.setPen(QPen(style.CARD_EDGE, max(1.0, r * 0.14)))
    painter.setBrush(style.PAPER)
    painter.drawEllipse(centre, r, r)
    painter.setPen(QPen(style.CARD_EDGE, max(1.2, r * 0.26), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    arm = r * 0.5
    painter.drawLine(centre - QPointF(arm, 0), centre + QPointF(arm, 0))
    painter.drawLine(centre - QPointF(0, arm), centre + QPointF(0, arm))

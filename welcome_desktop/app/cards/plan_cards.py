"""City plan cards and the panel of the three plans in play.

A card draws its requirement as a picture (estates as little rows of houses between fences,
streets, bis, temps, parks, pools, roundabouts), its first value big and its second value small.
The "project" side is blueprint paper; the "approved" side is cream with an APPROVED stamp and
the second value in force. A plan the player may claim now glows; a plan the player has claimed
carries a green tick. Widgets only report clicks.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QWidget

from welcome_desktop.app.cards.card_widget import CardWidget
from welcome_desktop.app.cards.plan_pictures import paint_requirement
from welcome_desktop.app.look import style
from welcome_desktop.app.words.plan_words import plan_tooltip, requirement_caption
from welcome_desktop.rules.plans import Plan

__all__ = ["PlanCardWidget", "PlanPanel", "paint_plan_card", "paint_requirement"]



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
    # Header band: the deck number, as printed (no internal id).
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
    painter.restore()

    # The requirement.
    caption = requirement_caption(plan)
    # Below the header band, which keeps a readable height on a small card (it then takes
    # more than its printed 14 %, and the drawing would start under it).
    top = max(card.top() + card.height() * 0.17, header.bottom() + card.height() * 0.02)
    area = QRectF(card.left() + card.width() * 0.07, top,
                  card.width() * 0.86, card.top() + card.height() * 0.56 - top)
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


class PlanCardWidget(CardWidget):
    """One city plan card.

    Signals:
        clicked(str): the card was clicked (the plan id), whatever its state.
    """

    clicked = Signal(str)
    MINIMUM = QSize(70, 100)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plan: Plan | None = None
        self._approved = False
        self._claimed = False
        self._claimable = False
        self._hover = False

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
            "PlanCard", "City plan n°{deck}").format(deck=plan.deck)
            if plan else "")
        self.update()

    def plan(self) -> Plan | None:
        """The plan shown."""
        return self._plan

    def is_claimed(self) -> bool:
        """True when the player has claimed this plan."""
        return self._claimed

    def is_claimable(self) -> bool:
        """True when the card glows: a click asks to claim it."""
        return self._claimable

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

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Space on the focused card: as a click (window/focus_order.py)."""
        if event.key() == Qt.Key.Key_Space and self._plan is not None:
            event.accept()
            self.clicked.emit(self._plan.id)
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        del event
        painter = self._painter()
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
        self._height_cap: int | None = None
        self._height_share = 1.0

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

    def natural_height(self, width: int | None = None) -> int:
        """The cards' height that the panel's width (or ``width``) calls for."""
        layout = self._layout
        margins = layout.contentsMargins()
        room = (self.width() if width is None else width) - margins.left() - margins.right() \
            - 2 * layout.spacing()
        return self._cards[0].heightForWidth(max(1, room // 3))

    def margins_height(self) -> int:
        """The panel's height around its cards."""
        margins = self._layout.contentsMargins()
        return margins.top() + margins.bottom()

    @property
    def height_cap(self) -> int | None:
        """The cards' largest height (None: as their width calls for)."""
        return self._height_cap

    def set_height_cap(self, cap: int | None) -> None:
        """Draw the cards at most ``cap`` pixels high (narrower then), None: as wide as they
        may be."""
        if cap != self._height_cap:
            self._height_cap = cap
            self._fit_cards(self.width())

    def set_height_share(self, share: float) -> None:
        """Draw the cards at ``share`` of the height their width calls for (where the plans
        are only looked at: the replay)."""
        self._height_share = share
        self._fit_cards(self.width())

    def _fit_cards(self, width: int) -> None:
        height = round(self.natural_height(width) * self._height_share)
        if self._height_cap is not None:
            height = min(height, self._height_cap)
        for card in self._cards:
            if card.height() != height or card.minimumHeight() != height:
                card.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """The plans take the height their width calls for: they grow with the panel (within
        the cap, :meth:`set_height_cap`)."""
        super().resizeEvent(event)
        self._fit_cards(event.size().width())

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


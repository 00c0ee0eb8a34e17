"""The illustrations of the How-to-play pages, painted at runtime with the project's own code.

Nothing here is an image file or a screenshot. This module holds the :class:`Picture` widget and
the rulebook's small drawings: numbered badges, effect icons, plan cards, construction cards, the
temp agency's numbers and key caps. Crops of the drawn score sheet are made by
:mod:`~welcome_desktop.app.howto.sheet_pictures`, the icons of the chapter list by
:mod:`~welcome_desktop.app.howto.chapter_icons`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from welcome_desktop.app.cards.card_face import NONE, Half
from welcome_desktop.app.cards.construction_card import CARD_ASPECT, ConstructionCardWidget
from welcome_desktop.app.cards.icons import (
    Symbol,
    paint_effect_icon,
    paint_symbol_icon,
)
from welcome_desktop.app.cards.plan_cards import paint_plan_card
from welcome_desktop.app.look import style
from welcome_desktop.app.look.inks import Ink, ink_colour
from welcome_desktop.app.sheet.fonts import sheet_fonts
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.plans import PLANS

__all__ = [
    "ACCENT",
    "ACCENT_DARK",
    "Paint",
    "Picture",
    "badge_picture",
    "card_picture",
    "icon_picture",
    "keycap_picture",
    "paint_badge",
    "plan_cards_picture",
    "temp_picture",
]

#: Colours of the rulebook's own marks (badges, callouts, brackets).
ACCENT: Final = QColor("#c0713a")
ACCENT_DARK: Final = QColor("#7a3f16")

Paint = Callable[[QPainter, QRectF], None]


class Picture(QWidget):
    """A drawing made by ``paint(painter, rect)`` each time it is shown.

    The drawing is ``width`` × ``height`` pixels. A ``scalable`` picture shrinks with the page
    (down to half its size, keeping its proportions); the others keep their size.
    """

    def __init__(self, width: int, height: int, paint: Paint, parent: QWidget | None = None,
                 *, description: str = "", scalable: bool = False) -> None:
        super().__init__(parent)
        self._paint = paint
        self._natural = QSize(max(1, width), max(1, height))
        self._scalable = scalable
        if scalable:
            self.setMinimumSize(max(1, width // 2), max(1, height // 2))
            self.setMaximumSize(self._natural)
            policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            policy.setHeightForWidth(True)
            self.setSizePolicy(policy)
        else:
            self.setFixedSize(self._natural)
            self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        if description:
            self.setAccessibleName(description)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self._natural)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.minimumSize()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return self._scalable

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        if not self._scalable:
            return self._natural.height()
        # Layouts may ask at the width of a wider cell: the picture is never wider than natural.
        width = min(width, self._natural.width())
        return round(self._natural.height() * width / self._natural.width())

    def paint_into(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the drawing into ``rect`` of any paint device, scaled to fit its width."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        natural = QRectF(0, 0, self._natural.width(), self._natural.height())
        scale = min(rect.width() / natural.width(), rect.height() / natural.height())
        painter.translate(rect.topLeft())
        painter.scale(scale, scale)
        self._paint(painter, natural)
        painter.restore()

    def to_image(self) -> QImage:
        """The drawing at its natural size on a transparent image (for tests and tools)."""
        image = QImage(self._natural, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self.paint_into(painter, QRectF(0, 0, self._natural.width(), self._natural.height()))
        painter.end()
        return image

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        del event
        painter = QPainter(self)
        self.paint_into(painter, QRectF(self.rect()))
        painter.end()


# -- small drawings ------------------------------------------------------------------------------


def paint_badge(painter: QPainter, centre: QPointF, radius: float, text: str,
                fill: QColor = ACCENT) -> None:
    """A numbered round badge (steps, callouts)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(style.PAPER, max(1.5, radius * 0.16)))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    painter.setFont(style.font(radius * 1.15, QFont.Weight.Black))
    painter.setPen(style.PAPER)
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def badge_picture(text: str, size: int = 28, fill: QColor = ACCENT) -> Picture:
    """A numbered badge on its own."""
    return Picture(size, size, lambda p, r: paint_badge(p, r.center(), size / 2 - 1.5, text,
                                                        fill))


def icon_picture(item: Effect | Symbol, size: int = 56) -> Picture:
    """An effect's (or the roundabout's, the refusal's) badge icon."""
    def paint(painter: QPainter, rect: QRectF) -> None:
        if isinstance(item, Symbol):
            paint_symbol_icon(painter, rect, item)
        else:
            paint_effect_icon(painter, rect, item)

    return Picture(size, size, paint)


def plan_cards_picture(cards: Sequence[tuple[str, bool]], card_width: int = 128,
                       gap: int = 18) -> Picture:
    """Plan cards side by side: (plan id, approved side up)."""
    card_height = round(card_width / 0.70)
    margin = 6

    def paint(painter: QPainter, rect: QRectF) -> None:
        x = rect.left() + margin
        for plan_id, approved in cards:
            paint_plan_card(painter, QRectF(x, rect.top() + margin, card_width, card_height),
                            PLANS[plan_id], approved, False)
            x += card_width + gap

    width = len(cards) * card_width + (len(cards) - 1) * gap + 2 * margin
    return Picture(width, card_height + 2 * margin + 4, paint, scalable=True)


def _number_box(painter: QPainter, rect: QRectF, text: str, *, ink: QColor,
                outline: QColor, fill: QColor) -> None:
    painter.setPen(QPen(outline, 1.6))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, rect.width() * 0.12, rect.width() * 0.12)
    f = QFont(sheet_fonts().handwriting)
    f.setPixelSize(round(rect.height() * 0.58))
    painter.setFont(f)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def temp_picture(number: int = 8) -> Picture:
    """"8 → 6 7 8 9 10": the numbers a temp agency combination may write (0 to 17)."""
    values = [v for v in range(number - 2, number + 3) if 0 <= v <= 17]
    box = 34.0
    gap = 6.0
    arrow = 36.0
    width = round(box + arrow + len(values) * box + (len(values) - 1) * gap + 8)
    height = round(box + 8)
    temp_colour = style.EFFECT_COLOURS[Effect.TEMP]
    written = ink_colour(Ink.CONFIRMED)
    pending = ink_colour(Ink.PENDING)

    def paint(painter: QPainter, rect: QRectF) -> None:
        top = rect.top() + 4
        card = QRectF(rect.left() + 2, top, box, box)
        _number_box(painter, card, str(number), ink=style.INK, outline=temp_colour,
                    fill=style.mix(temp_colour, style.PAPER, 0.78))
        y = card.center().y()
        pen = QPen(temp_colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        x1, x2 = card.right() + 8, card.right() + arrow - 8
        painter.drawLine(QPointF(x1, y), QPointF(x2, y))
        painter.drawLine(QPointF(x2, y), QPointF(x2 - 7, y - 6))
        painter.drawLine(QPointF(x2, y), QPointF(x2 - 7, y + 6))
        x = card.right() + arrow
        for value in values:
            changed = value != number
            _number_box(painter, QRectF(x, top, box, box), str(value),
                        ink=pending if changed else written,
                        outline=style.mix(style.CARD_EDGE, style.PAPER, 0.3),
                        fill=QColor("#fffdf5"))
            x += box + gap

    return Picture(width, height, paint)


def _key_font() -> QFont:
    return style.font(14, QFont.Weight.Bold)


def keycap_width(label: str) -> float:
    """The width of one key cap showing ``label``."""
    return max(34.0, QFontMetricsF(_key_font()).horizontalAdvance(label) + 20)


def keycap_picture(labels: Sequence[str], separators: Sequence[str] = ()) -> Picture:
    """Key caps in a row, e.g. ["1", "2", "3"]; ``separators[i]`` goes after cap ``i``."""
    f = _key_font()
    metrics = QFontMetricsF(f)
    sep_w = [metrics.horizontalAdvance(s) + 10 if s else 6.0 for s in separators]
    sep_w += [6.0] * (len(labels) - len(sep_w))
    widths = [keycap_width(label) for label in labels]
    total = sum(widths) + sum(sep_w[:len(labels) - 1]) + 4
    height = 33

    def paint(painter: QPainter, rect: QRectF) -> None:
        x = rect.left() + 1
        for i, label in enumerate(labels):
            cap = QRectF(x, rect.top() + 2, widths[i], height - 6)
            painter.setPen(QPen(style.mix(style.CARD_EDGE, style.PAPER, 0.2), 1.2))
            painter.setBrush(style.mix(style.CARD_EDGE, style.PAPER, 0.55))
            painter.drawRoundedRect(cap.translated(0, 3), 6, 6)
            painter.setBrush(style.paper_gradient(cap, QColor("#ffffff"), style.PAPER_SHADE))
            painter.drawRoundedRect(cap, 6, 6)
            painter.setFont(f)
            painter.setPen(style.INK)
            painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, label)
            x += widths[i]
            if i < len(labels) - 1:
                sep = separators[i] if i < len(separators) else ""
                if sep:
                    painter.setPen(style.INK_SOFT)
                    painter.drawText(QRectF(x, rect.top(), sep_w[i], height),
                                     Qt.AlignmentFlag.AlignCenter, sep)
                x += sep_w[i]

    return Picture(round(total), height + 2, paint)


def card_picture(number: int, effect: Effect, *, key: str = "", split: bool = False,
                 selected: frozenset[Half] = NONE, caption: str = "",
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

"""The illustrations of the How-to-play pages, painted at runtime with the project's own code.

Nothing here is an image file or a screenshot: streets and tracks are cut out of the drawn score
sheet (:class:`~welcome_desktop.app.sheet.scene.SheetScene`) showing small example sheets; icons,
plan cards and cards come from :mod:`welcome_desktop.app.cards`. The only new drawings are the
little helpers of a rulebook: numbered badges, callouts, brackets, key caps and chapter icons.

Example streets are written in a tiny notation, one token per house, left to right::

    "8 10 o 4 5 7"      numbers, "o" a roundabout (fences on both sides)
    "3 . 7 | 8 9"       "." an empty house, "|" a drawn fence between two houses
    "5 5b"              "b" after a number: a bis house
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QImage,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from welcome_desktop.app import style
from welcome_desktop.app.cards.icons import (
    Symbol,
    paint_effect_icon,
    paint_symbol_icon,
)
from welcome_desktop.app.cards.plan_cards import paint_plan_card
from welcome_desktop.app.howto.theme_icons import icon_cone, icon_eggs, icon_lights
from welcome_desktop.app.sheet.fonts import sheet_fonts
from welcome_desktop.app.sheet.layout import sheet_layout
from welcome_desktop.app.sheet.street_layout import (
    LOT_W,
    SLOT_W,
    STREET_X,
    USED_Y,
    YARD_BOTTOM,
    lot_x,
    row_top,
    street_right,
)
from welcome_desktop.app.sheet_model import SheetSnapshot, Target
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.description import sheet_from_dict
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.scoring import score_sheet
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.tables import STREET_SIZES

__all__ = [
    "Bracket",
    "Callout",
    "Picture",
    "badge_picture",
    "chapter_icon",
    "estate_brackets",
    "highlights_for",
    "icon_picture",
    "keycap_picture",
    "page_source",
    "plan_cards_picture",
    "scoring_sources",
    "sheet_picture",
    "snapshot_of",
    "street_sheet",
    "street_source",
    "temp_picture",
]

#: Rendered sheet crops are this many times sharper than their logical size (HiDPI screens).
_OVERSAMPLE: Final = 2.0
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

    def natural_size(self) -> QSize:
        """The size the drawing was made for."""
        return QSize(self._natural)

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


# -- example sheets ------------------------------------------------------------------------------

#: The plans written on example sheets (any three do; they are not shown in the crops).
_EXAMPLE_PLANS: Final = ("1-C", "2-A", "3-E")


def _parse_street(street: int, text: str) -> tuple[list[Any], list[int], int]:
    """Cells, fence slots and roundabout count of one street written in the notation above."""
    size = STREET_SIZES[street]
    cells: list[Any] = []
    fences: set[int] = set()
    roundabouts = 0
    for token in text.split():
        if token == "|":
            if cells:
                fences.add(len(cells) - 1)
            continue
        house = len(cells)
        if token == ".":
            cells.append(None)
        elif token == "o":
            cells.append("roundabout")
            roundabouts += 1
            if house > 0:
                fences.add(house - 1)
            if house < size - 1:
                fences.add(house)
        elif token.endswith("b"):
            cells.append({"n": int(token[:-1]), "bis": True})
        else:
            cells.append({"n": int(token), "bis": False})
    if len(cells) > size:
        raise ValueError(f"street {street} has only {size} houses: {text!r}")
    cells.extend([None] * (size - len(cells)))
    return cells, sorted(slot for slot in fences if slot < size - 1), roundabouts


def street_sheet(streets: dict[int, str], **tracks: Any) -> Sheet:
    """An example sheet: ``streets`` in the notation above, other fields as in records.

    ``tracks`` may set ``used``, ``pools`` (lists of three lists of houses), ``parks``,
    ``pool_marks``, ``temps``, ``estate_marks``, ``bis_marks``, ``refusals``.
    """
    houses: list[list[Any]] = []
    fences: list[list[int]] = []
    roundabouts = 0
    for street, size in enumerate(STREET_SIZES):
        if street in streets:
            cells, slots, count = _parse_street(street, streets[street])
        else:
            cells, slots, count = [None] * size, [], 0
        houses.append(cells)
        fences.append(slots)
        roundabouts += count
    description: dict[str, Any] = {
        "houses": houses,
        "fences": fences,
        "used": [[], [], []],
        "pools": [[], [], []],
        "parks": [0, 0, 0],
        "pool_marks": 0,
        "temps": 0,
        "estate_marks": [0] * 6,
        "bis_marks": 0,
        "roundabout_marks": roundabouts,
        "refusals": 0,
        "plans": [{"id": pid, "claimed": False, "value": 0} for pid in _EXAMPLE_PLANS],
    }
    description.update(tracks)
    return sheet_from_dict(description)


def snapshot_of(sheet: Sheet, **kwargs: Any) -> SheetSnapshot:
    """A snapshot of an example sheet (advanced, so every track is printed live)."""
    kwargs.setdefault("advanced", True)
    return SheetSnapshot(sheet, score_sheet(sheet), **kwargs)


def street_source(street: int, first: int = 0, last: int | None = None, *,
                  used_line: bool = False) -> QRectF:
    """The part of the sheet showing houses ``first`` … ``last`` of ``street`` (sheet units).

    A cut inside a street falls on the middle of a fence slot; a street end shows its
    permanent fence. ``used_line`` keeps the "used for a plan" line above the houses.
    """
    size = STREET_SIZES[street]
    last = size - 1 if last is None else last
    top = row_top(street)
    left = STREET_X - 6 if first == 0 else lot_x(first) - SLOT_W / 2
    right = street_right(street) + 6 if last == size - 1 else lot_x(last) + LOT_W + SLOT_W / 2
    y1 = top + (USED_Y - 10 if used_line else USED_Y + 4)
    return QRectF(left, y1, right - left, top + YARD_BOTTOM + 4 - y1)


@dataclass(frozen=True, slots=True)
class Bracket:
    """A bracket drawn under a crop from ``x1`` to ``x2`` (sheet units), labelled ``text``."""

    x1: float
    x2: float
    text: str
    colour: QColor = field(default_factory=lambda: QColor(ACCENT))


@dataclass(frozen=True, slots=True)
class Callout:
    """A numbered circle pointing at ``(x, y)`` of the sheet (sheet units)."""

    number: int
    x: float
    y: float


def estate_brackets(sheet: Sheet, street: int, text: Callable[[int], str]) -> list[Bracket]:
    """One bracket under every estate of ``street``, labelled ``text(size)``."""
    brackets = []
    for estate in sheet.estates():
        if estate.street != street:
            continue
        x1 = lot_x(estate.first) + 4
        x2 = lot_x(estate.first + estate.size - 1) + LOT_W - 4
        brackets.append(Bracket(x1, x2, text(estate.size)))
    return brackets


def _render_crop(snapshot: SheetSnapshot, source: QRectF, width: int, height: int) -> QImage:
    """The sheet's drawing of ``source`` at ``width`` × ``height`` logical pixels, oversampled."""
    from welcome_desktop.app.sheet.scene import SheetScene

    image = QImage(round(width * _OVERSAMPLE), round(height * _OVERSAMPLE),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    scene = SheetScene()
    scene.art_cache = False  # paint the art straight at this size: sharpest
    scene.set_snapshot(snapshot)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), source,
                 Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    scene.clear()
    scene.deleteLater()
    image.setDevicePixelRatio(_OVERSAMPLE)
    return image


def _fade_edges(image: QImage, left: bool, right: bool) -> None:
    """Fade the cut ends of a street into the page: the street goes on."""
    if not (left or right):
        return
    w = image.width()
    ramp = w * 0.06 / w
    gradient = QLinearGradient(0, 0, w, 0)
    gradient.setColorAt(0.0, QColor(0, 0, 0, 0 if left else 255))
    gradient.setColorAt(ramp, QColor(0, 0, 0, 255))
    gradient.setColorAt(1.0 - ramp, QColor(0, 0, 0, 255))
    gradient.setColorAt(1.0, QColor(0, 0, 0, 0 if right else 255))
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
    painter.fillRect(QRectF(0, 0, w, image.height()), gradient)
    painter.end()


def sheet_picture(
    snapshot: SheetSnapshot,
    source: QRectF,
    width: int,
    *,
    fade_left: bool = False,
    fade_right: bool = False,
    brackets: Sequence[Bracket] = (),
    callouts: Sequence[Callout] = (),
    frame: bool = False,
    description: str = "",
) -> Picture:
    """A part of the drawn sheet (``source``, sheet units) ``width`` pixels wide.

    ``brackets`` are drawn in a band under the crop; ``callouts`` over it; ``frame`` draws a
    thin paper edge around the crop (whole-sheet views).
    """
    scale = width / source.width()
    crop_h = round(source.height() * scale)
    band = 30 if brackets else 0
    image = _render_crop(snapshot, source, width, crop_h)
    _fade_edges(image, fade_left, fade_right)
    label_font = style.font(14, QFont.Weight.Bold)

    def paint(painter: QPainter, rect: QRectF) -> None:
        target = QRectF(rect.left(), rect.top(), rect.width(), crop_h)
        painter.drawImage(target, image)
        if frame:
            painter.setPen(QPen(style.with_alpha(style.CARD_EDGE, 0.5), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)

        def x_of(x: float) -> float:
            return rect.left() + (x - source.left()) * scale

        def y_of(y: float) -> float:
            return rect.top() + (y - source.top()) * scale

        for bracket in brackets:
            _paint_bracket(painter, QRectF(x_of(bracket.x1), target.bottom() + 4,
                                           x_of(bracket.x2) - x_of(bracket.x1), 6),
                           bracket, label_font)
        for callout in callouts:
            paint_badge(painter, QPointF(x_of(callout.x), y_of(callout.y)), 12,
                        str(callout.number))

    return Picture(width, crop_h + band, paint, description=description, scalable=True)


def _paint_bracket(painter: QPainter, span: QRectF, bracket: Bracket,
                   label_font: QFont) -> None:
    """A bracket over ``span``'s width, from its top down to its bottom, then the label."""
    x1, x2, top, text, colour = span.left(), span.right(), span.top(), bracket.text, bracket.colour
    pen = QPen(colour, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    mid = (x1 + x2) / 2
    y = span.bottom()
    painter.drawLine(QPointF(x1, top), QPointF(x1, y))
    painter.drawLine(QPointF(x2, top), QPointF(x2, y))
    painter.drawLine(QPointF(x1, y), QPointF(x2, y))
    painter.setFont(label_font)
    metrics = QFontMetricsF(label_font)
    w = metrics.horizontalAdvance(text) + 12
    chip = QRectF(mid - w / 2, y - 1, w, metrics.height() + 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
    painter.setPen(style.PAPER)
    painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)


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
    written = QColor("#1f2433")
    pending = QColor("#1565d8")

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


# -- the whole sheet -----------------------------------------------------------------------------


def page_source() -> QRectF:
    """The whole page, in sheet units."""
    page = sheet_layout().page
    return QRectF(page.x, page.y, page.w, page.h)


def scoring_sources() -> tuple[QRectF, QRectF]:
    """The scoring area in two halves: plans … temps, and real estate … total."""
    lay = sheet_layout()
    top = lay.plan_ribbon.y - 4
    bottom = lay.total.panel.bottom + 6
    split = lay.estates[0].track.panel.x - 8
    left = QRectF(lay.plans[0].panel.x - 6, top, split - lay.plans[0].panel.x + 6, bottom - top)
    right = QRectF(split, top, lay.total.panel.right + 6 - split, bottom - top)
    return left, right


def highlights_for(sheet: Sheet, street: int, number: int) -> frozenset[Target]:
    """The houses of ``street`` where ``number`` may be written (the sheet's lit places)."""
    from welcome_desktop.app.sheet_model import Zone

    return frozenset(Target(Zone.HOUSE, s, h) for s, h in sheet.houses_for(number) if s == street)


# -- chapter icons -------------------------------------------------------------------------------


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
    _icon_podium, icon_cone, icon_lights, icon_eggs, _icon_key,
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


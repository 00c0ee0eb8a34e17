"""How-to-play pictures cut out of the drawn score sheet
(:class:`~welcome_desktop.app.sheet.scene.SheetScene`) showing small example sheets, with the
rulebook's brackets under a street and numbered callouts over it.

Example streets are written in a tiny notation, one token per house, left to right::

    "8 10 o 4 5 7"      numbers, "o" a roundabout (fences on both sides)
    "3 . 7 | 8 9"       "." an empty house, "|" a drawn fence between two houses
    "5 5b"              "b" after a number: a bis house
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QLinearGradient, QPainter, QPen

from welcome_desktop.app.howto.pictures import ACCENT, Picture, paint_badge
from welcome_desktop.app.look import style
from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target
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
from welcome_desktop.rules.description import sheet_from_dict
from welcome_desktop.rules.scoring import score_sheet
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.tables import STREET_SIZES

__all__ = [
    "Bracket",
    "Callout",
    "estate_brackets",
    "highlights_for",
    "page_source",
    "scoring_sources",
    "sheet_picture",
    "snapshot_of",
    "street_sheet",
    "street_source",
]

#: Rendered sheet crops are this many times sharper than their logical size (HiDPI screens).
_OVERSAMPLE: Final = 2.0


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


def estate_brackets(sheet: Sheet, street: int,
                    text: Callable[[int], str] = str) -> list[Bracket]:
    """One bracket under every estate of ``street``, labelled ``text(size)`` (its size)."""
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
    from welcome_desktop.app.play.sheet_model import Zone

    return frozenset(Target(Zone.HOUSE, s, h) for s, h in sheet.houses_for(number) if s == street)

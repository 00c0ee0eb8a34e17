"""The scene's item kinds: clickable zones and the player's marks.

(The printed art is the scene's background, cached by the view.)

- :class:`ZoneItem` is a click area for one :class:`Target`; it glows while highlighted and
  reports clicks to its scene. It never changes the game.
- :class:`MarkPath` and :class:`MarkText` are what the player writes; each keeps its state and
  repaints only when that changes. They take no mouse buttons, so clicks reach the zone below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from welcome_desktop.app.look.inks import Ink, halo_colour, ink_colour, ink_pen, ink_style
from welcome_desktop.app.look.plain import plain_tip
from welcome_desktop.app.play.sheet_model import Target
from welcome_desktop.app.sheet import print_floor
from welcome_desktop.app.sheet.page import Box

Z_ZONE = 10.0
Z_FENCE_ZONE = 12.0
Z_HALO = 20.0
Z_MARK = 30.0
Z_OVERLAY = 40.0

GLOW_FILL = QColor(255, 205, 60, 55)
GLOW_FILL_HOVER = QColor(255, 190, 40, 125)
GLOW_PEN = QColor(236, 160, 20, 220)
FOCUS_PEN = QColor(30, 100, 215, 230)


def qrect(box: Box) -> QRectF:
    """A layout box as a QRectF."""
    return QRectF(box.x, box.y, box.w, box.h)


def rounded(box: Box, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(qrect(box), radius, radius)
    return path


def fit_font(font: QFont, text: str, width: float, height: float) -> QFont:
    """``font``, made smaller if needed so every line of ``text`` fits ``width`` × ``height``."""
    lines = text.split("\n")
    metrics = QFontMetricsF(font)
    needed_w = max(metrics.horizontalAdvance(line) for line in lines) + 2
    needed_h = metrics.lineSpacing() * len(lines)
    scale = min(1.0, width / needed_w if needed_w else 1.0, height / needed_h)
    if scale >= 1.0:
        return font
    fitted = QFont(font)
    fitted.setPixelSize(max(6, int(font.pixelSize() * scale)))
    return fitted


class ClickSink(Protocol):
    """Where a zone reports its clicks (the scene), and the pointer over it."""

    def zone_clicked(self, target: Target) -> None: ...

    def zone_hovered(self, target: Target, on: bool) -> None: ...


class ZoneItem(QGraphicsItem):
    """A clickable place of the sheet: reports ``target`` when clicked, glows when highlighted."""

    def __init__(self, target: Target, hit: Box, glow: QPainterPath, sink: ClickSink,
                 tooltip: str) -> None:
        super().__init__()
        self.target = target
        self._sink = sink
        self._hit = QPainterPath()
        self._hit.addRect(qrect(hit))
        self._glow = glow
        self._bounds = qrect(hit).united(glow.boundingRect()).adjusted(-3, -3, 3, 3)
        self.highlighted = False
        self.focused = False
        self._hovered = False
        self.setZValue(Z_ZONE)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setToolTip(plain_tip(tooltip))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._hit

    def set_highlighted(self, on: bool) -> None:
        """Glow (and show a pointing hand) while ``on``."""
        if on == self.highlighted:
            return
        self.highlighted = on
        # An arrow, never unsetCursor(): Qt then reads the view's last mouse event, which a
        # view the pointer rests on but has not moved over yet does not have (a crash).
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_focused(self, on: bool) -> None:
        """Draw the keyboard focus ring while ``on``."""
        if on != self.focused:
            self.focused = on
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not (self.highlighted or self.focused):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlighted:
            painter.setPen(QPen(GLOW_PEN, 2.5 if self._hovered else 1.8))
            painter.setBrush(GLOW_FILL_HOVER if self._hovered else GLOW_FILL)
            painter.drawPath(self._glow)
        if self.focused:
            painter.setPen(QPen(FOCUS_PEN, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._glow)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        self._hovered = True
        self._sink.zone_hovered(self.target, True)
        if self.highlighted:
            self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        self._hovered = False
        self._sink.zone_hovered(self.target, False)
        if self.highlighted:
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()  # become the mouse grabber, to receive the release

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self._hit.contains(event.pos()):
            self._sink.zone_clicked(self.target)


class _Mark(QGraphicsItem):
    """Base of the player's marks: hidden until given an ink."""

    def __init__(self) -> None:
        super().__init__()
        self.ink: Ink | None = None
        self.setZValue(Z_MARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)
        # A repaint blits the mark from a pixmap instead of running paint() in Python again:
        # a written sheet holds hundreds of marks and only a few change per click.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _set_ink(self, ink: Ink | None) -> bool:
        """Apply ``ink`` (None hides); True when something changed."""
        if ink is self.ink:
            return False
        visible_before = self.ink is not None
        self.ink = ink
        if (ink is not None) != visible_before:
            self.setVisible(ink is not None)
        if ink is not None:
            self.update()
        return True


class MarkPath(_Mark):
    """A stroked (and optionally filled) pen shape: cross, stroke, circle, roundabout sign.

    The shape is made by ``make`` (and ``fill``) the first time it is needed: most marks stay
    hidden for a long while, and building hand-drawn paths is what costs at start-up.
    ``box`` is where the shape lies; its bounds allow for the hand's wobble.
    """

    def __init__(self, box: Box, make: Callable[[], QPainterPath], width: float,
                 fill: Callable[[], QPainterPath] | None = None) -> None:
        super().__init__()
        self._make = make
        self._make_fill = fill
        self._path: QPainterPath | None = None
        self._fill: QPainterPath | None = None
        self._width = width
        margin = 2.5 * width + 3 + 0.12 * max(box.w, box.h)  # the hand, a halo, an underline
        self._bounds = qrect(box).adjusted(-margin, -margin, margin, margin + 2 * width)

    @property
    def path(self) -> QPainterPath:
        """The pen shape (built on first use)."""
        if self._path is None:
            self._path = self._make()
            if self._make_fill is not None:
                self._fill = self._make_fill()
        return self._path

    def set_ink(self, ink: Ink | None) -> None:
        """Draw in ``ink``, or hide with None."""
        self._set_ink(ink)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.ink is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = ink_colour(self.ink)
        style = ink_style(self.ink)
        path = self.path  # builds _fill too
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if style.halo:
            painter.setPen(QPen(halo_colour(self.ink), self._width * 3.2, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
        painter.setPen(ink_pen(self.ink, self._width))
        painter.drawPath(path)
        if style.underline:
            bounds = path.boundingRect()
            paint_underline(painter, self.ink,
                            QPointF(bounds.center().x(), bounds.bottom() + 1.5 * self._width),
                            max(12.0, bounds.width() * 0.7), width=self._width)
        if self._fill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(colour))
            painter.drawPath(self._fill)


class MarkText(_Mark):
    """Text in a box: a handwritten number, "bis", a score, or a printed label.

    With ``colour`` the text is printed in that fixed colour whatever the ink (labels).
    """

    def __init__(self, box: Box, font: QFont,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 colour: QColor | None = None, fit: bool = False) -> None:
        super().__init__()
        self._rect = qrect(box)
        self._base_font = font
        self._font = font
        self._fit = fit
        self._align = align
        self._colour = colour
        self._text = ""
        self.strike = False

    def text(self) -> str:
        """The text shown ("" when hidden)."""
        return self._text if self.ink is not None else ""

    def set_text(self, text: str, ink: Ink | None, strike: bool = False) -> None:
        """Show ``text`` in ``ink``; an empty text or None ink hides it."""
        if not text:
            ink = None
        changed = text != self._text or strike != self.strike
        if self._fit and text != self._text:
            self._font = fit_font(self._base_font, text, self._rect.width(), self._rect.height())
        self._text = text
        self.strike = strike
        if not self._set_ink(ink) and changed and ink is not None:
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-4, -4, 4, 4)  # room for a halo

    @property
    def printed(self) -> bool:
        """A printed label (fixed colour), not the player's handwriting."""
        return self._colour is not None

    def shown_font(self, pixels_per_unit: float) -> QFont:
        """The font painted at ``pixels_per_unit``: a printed label never under the floor."""
        if not self.printed:
            return self._font
        return print_floor.floored_font(self._font, pixels_per_unit, self._text, self._rect.width())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.ink is None:
            return
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.shown_font(painter.worldTransform().m11()))
        if self._colour is not None:
            painter.setPen(self._colour)
            painter.drawText(self._rect, int(self._align), self._text)
        else:
            paint_handwriting(painter, self._rect, int(self._align), self._text, self.ink)
        if self.strike:
            metrics_w = painter.fontMetrics().horizontalAdvance(self._text)
            y = self._rect.center().y()
            x = self._rect.center().x()
            painter.setPen(QPen(ink_colour(Ink.CONFIRMED), 1.8, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(x - metrics_w / 2 - 2, y + 2),
                             QPointF(x + metrics_w / 2 + 2, y - 2))


def paint_handwriting(painter: QPainter, rect: QRectF, align: int, text: str, ink: Ink) -> None:
    """``text`` in ``ink`` in the painter's font, with the ink's cue: a halo behind, a line
    under, or hollow letters for a suggestion."""
    style = ink_style(ink)
    metrics = painter.fontMetrics()
    shown = QRectF(metrics.boundingRect(rect.toRect(), align, text))
    if style.halo:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(halo_colour(ink))
        pad = shown.height() * 0.12
        halo = shown.adjusted(-pad * 1.5, -pad * 0.5, pad * 1.5, pad * 0.5)
        painter.drawRoundedRect(halo, pad * 2, pad * 2)
    if style.suggestion:
        outline = QPainterPath()
        outline.addText(QPointF(0, 0), painter.font(), text)
        outline.translate(shown.center() - outline.boundingRect().center())
        painter.setPen(QPen(ink_colour(ink), max(0.9, shown.height() * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(outline)
    else:
        painter.setPen(ink_colour(ink))
        painter.drawText(rect, align, text)
    if style.underline:
        width = max(1.4, shown.height() * 0.07)
        y = min(shown.bottom() - shown.height() * 0.12, rect.bottom() - width)
        paint_underline(painter, ink, QPointF(shown.center().x(), y),
                        max(10.0, shown.width() * 0.9), width=width)


def paint_underline(painter: QPainter, ink: Ink, centre: QPointF, length: float, *,
                    width: float) -> None:
    """The last turn's cue: a slightly wavy pen stroke ``length`` long centred on ``centre``."""
    cx, y = centre.x(), centre.y()
    path = QPainterPath(QPointF(cx - length / 2, y))
    bend = width * 0.8
    path.cubicTo(QPointF(cx - length / 6, y + bend), QPointF(cx + length / 6, y - bend),
                 QPointF(cx + length / 2, y))
    painter.setPen(ink_pen(ink, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


class OverlayItem(QGraphicsItem):
    """A wash over a zone (e.g. the roundabout track outside the advanced variant)."""

    def __init__(self, box: Box, painter_fn: Callable[[QPainter], None]) -> None:
        super().__init__()
        self._rect = qrect(box)
        self._paint = painter_fn
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(painter)

"""The shared look of the drawn widgets (cards, How to play): colours, fonts and painting helpers.

Everything is drawn with QPainter in the caller's coordinates; no image files are used.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from welcome_desktop.app.look.assets import ASSETS
from welcome_desktop.rules.cards import Effect

# -- colours ---------------------------------------------------------------------------------

#: One colour per effect, after the Okabe-Ito palette (distinct in luminance as well as hue);
#: the icon's shape always carries the meaning too.
EFFECT_COLOURS: Final[dict[Effect, QColor]] = {
    Effect.SURVEYOR: QColor("#8a5a2e"),     # fence wood, dark brown
    Effect.REAL_ESTATE: QColor("#b9468f"),  # reddish purple
    Effect.PARK: QColor("#2e8b57"),         # bluish green
    Effect.POOL: QColor("#2b87c9"),         # sky blue
    Effect.TEMP: QColor("#e09a12"),         # amber
    Effect.BIS: QColor("#d1452a"),          # vermillion
}
ROUNDABOUT_COLOUR: Final = QColor("#56646e")
REFUSAL_COLOUR: Final = QColor("#a4262c")

INK: Final = QColor("#2c3550")           # printed numbers and text
INK_SOFT: Final = QColor("#6b6152")      # secondary text
PAPER: Final = QColor("#fff8ea")         # card paper
PAPER_SHADE: Final = QColor("#f6e4c4")   # lower end of the paper gradient
CARD_EDGE: Final = QColor("#5b4631")     # card outline
SELECTION: Final = QColor("#f2b705")     # gold: chosen / claimable
PASSED: Final = QColor("#9fc4e8")        # pale blue: the expert's card passed on
RECEIVED: Final = QColor("#b8dcb0")      # pale green: the expert's card passed to you
HOVER: Final = QColor("#ffd75e")
SHADOW: Final = QColor(40, 25, 10, 70)
DIMMED_WASH: Final = QColor(120, 110, 100, 120)
PLAN_PROJECT: Final = QColor("#e8eef3")  # blueprint paper of a plan's project side
PLAN_GRID: Final = QColor(60, 110, 160, 38)
PLAN_APPROVED: Final = QColor("#f3f0dc")
STAMP: Final = QColor("#b8322a")
CLAIMED: Final = QColor("#2e7d4f")
#: The three plan decks n°1, n°2, n°3.
DECK_COLOURS: Final = (QColor("#2f7f8f"), QColor("#8a4f9e"), QColor("#c0713a"))

# -- fonts -----------------------------------------------------------------------------------

_FONT_DIR: Final = ASSETS / "fonts"
_family: str | None = None


def fit_card(area: QRectF, aspect: float, shade: float) -> QRectF:
    """The largest card of ``aspect`` (width / height) centred in ``area``, leaving margins
    for the glow and ``shade`` more on the right and bottom for the shadow or stack."""
    margin = min(area.width(), area.height()) * 0.04 + 3
    avail = area.adjusted(margin, margin, -margin - shade, -margin - shade)
    w = max(1.0, min(avail.width(), avail.height() * aspect))
    h = w / aspect
    return QRectF(avail.center().x() - w / 2, avail.center().y() - h / 2, w, h)


def label_family() -> str:
    """The printed-label font family (bundled Lato), registered on first use."""
    global _family  # noqa: PLW0603 - registered once per process
    if _family is None:
        family = "Lato" if "Lato" in QFontDatabase.families() else ""
        if QGuiApplication.instance() is not None:
            for name in ("Lato-Regular.ttf", "Lato-Bold.ttf"):
                font_id = QFontDatabase.addApplicationFont(str(_FONT_DIR / name))
                families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
                family = family or (families[0] if families else "")
        _family = family or "sans-serif"
    return _family


def font(pixel_size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The label font at ``pixel_size`` pixels (fractional sizes are kept)."""
    f = QFont(label_family())
    f.setPixelSize(max(1, round(pixel_size)))
    f.setWeight(weight)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def fitted_font(
    text: str, width: float, pixel_size: float, weight: QFont.Weight = QFont.Weight.Bold
) -> QFont:
    """The label font no larger than ``pixel_size`` in which ``text`` fits in ``width``."""
    f = font(pixel_size, weight)
    advance = QFontMetricsF(f).horizontalAdvance(text)
    if advance > width > 0:
        f = font(max(6.0, pixel_size * width / advance), weight)
    return f


MIN_TEXT_PX = 9.0
"""No text on a card is drawn smaller than this many pixels."""


@dataclass(frozen=True, slots=True)
class PaintedText:
    """A text as painted: its font's pixel size, the width it takes and the width it was given."""

    text: str
    pixels: int
    width: float
    room: float

    @property
    def fits(self) -> bool:
        return self.width <= self.room + 0.5


def readable_lines(
    text: str, width: float, pixel_size: float, weight: QFont.Weight = QFont.Weight.Bold
) -> tuple[QFont, list[str]]:
    """``text`` in at most two lines that fit ``width``, as large as possible up to
    ``pixel_size`` and never under :data:`MIN_TEXT_PX`: narrowed a little when a word is still
    too wide, elided only as a last resort."""
    size = max(pixel_size, MIN_TEXT_PX)
    f = fitted_font(text, width, size, weight)
    if QFontMetricsF(f).horizontalAdvance(text) <= width and f.pixelSize() >= MIN_TEXT_PX:
        return f, [text]
    lines = [text]
    if " " in text:
        words = text.split(" ")
        metrics = QFontMetricsF(font(size, weight))
        splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
        lines = min(splits, key=lambda pair: max(map(metrics.horizontalAdvance, pair)))
    f = font(size, weight)
    widest = max(map(QFontMetricsF(f).horizontalAdvance, lines))
    if widest > width > 0:
        f = font(max(MIN_TEXT_PX, size * width / widest), weight)
        widest = max(map(QFontMetricsF(f).horizontalAdvance, lines))
        if widest > width > 0:
            f.setStretch(max(_MIN_STRETCH, int(100 * width / widest)))
    metrics = QFontMetricsF(f)
    return f, [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]


_MIN_STRETCH: Final = 78
"""How far a card's text may be narrowed (percent) before it is elided."""


# -- colour helpers --------------------------------------------------------------------------


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def with_alpha(colour: QColor, alpha: float) -> QColor:
    """``colour`` with alpha ``alpha`` (0-1)."""
    c = QColor(colour)
    c.setAlphaF(alpha)
    return c


# -- shapes ----------------------------------------------------------------------------------


def house_path(rect: QRectF, roof: float = 0.42) -> QPainterPath:
    """A little house front: a gable roof over a square body, filling ``rect``."""
    path = QPainterPath()
    top = rect.top() + rect.height() * roof
    path.moveTo(rect.left(), top)
    path.lineTo(rect.center().x(), rect.top())
    path.lineTo(rect.right(), top)
    path.lineTo(rect.right(), rect.bottom())
    path.lineTo(rect.left(), rect.bottom())
    path.closeSubpath()
    return path


def draw_house(
    painter: QPainter, rect: QRectF, fill: QColor, outline: QColor, door: bool = True
) -> None:
    """A little house front (used for estates and streets on plan cards)."""
    painter.save()
    pen = QPen(outline, max(0.8, rect.width() * 0.08))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawPath(house_path(rect))
    if door and rect.width() >= 7:
        w = rect.width() * 0.28
        h = rect.height() * 0.32
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(outline)
        painter.drawRect(QRectF(rect.center().x() - w / 2, rect.bottom() - h, w, h))
    painter.restore()


def draw_card_shadow(painter: QPainter, path: QPainterPath, offset: QPointF) -> None:
    """A soft drop shadow under ``path``: a few translucent layers."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for i, alpha in enumerate((0.10, 0.10, 0.12)):
        painter.setBrush(with_alpha(SHADOW, alpha * 2.2))
        grow = 2.0 - i * 0.8
        painter.drawPath(path.translated(offset + QPointF(grow * 0.3, grow * 0.6)))
    painter.restore()


def draw_glow(painter: QPainter, path: QPainterPath, colour: QColor, width: float) -> None:
    """A halo around ``path``: concentric translucent strokes."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    steps = 5
    for i in range(steps, 0, -1):
        pen = QPen(with_alpha(colour, 0.10 + 0.55 * (steps - i) / steps), width * i / steps)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()


def paper_gradient(
    rect: QRectF, top: QColor = PAPER, bottom: QColor = PAPER_SHADE
) -> QLinearGradient:
    """A vertical paper gradient over ``rect``."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, top)
    gradient.setColorAt(1.0, bottom)
    return gradient


def draw_chip(
    painter: QPainter, centre: QPointF, text: str, *, fill: QColor, ink: QColor, height: float
) -> QRectF:
    """A small rounded label centred on ``centre``; returns its rectangle."""
    f = font(height * 0.62, QFont.Weight.Bold)
    metrics = QFontMetricsF(f)
    width = metrics.horizontalAdvance(text) + height * 0.9
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    painter.save()
    painter.setPen(QPen(mix(fill, QColor("black"), 0.25), max(1.0, height * 0.06)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, height / 2, height / 2)
    painter.setFont(f)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return rect

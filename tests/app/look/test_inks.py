"""The sheet's inks: every pair told apart by every eye, and by a cue that is not a colour.

The figures (docs/inks.md): simulated with Machado et al. 2009 at severity 1.0 for protanopes,
deuteranopes and tritanopes, compared with CIEDE2000, every pair of inks is at least
:data:`MIN_INK_DIFFERENCE` apart and every ink at least :data:`MIN_PAPER_DIFFERENCE` from the
paper and a house's white box, with a contrast of :data:`MIN_CONTRAST` on the white box.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from welcome_desktop.app.look.colour_vision import (
    Vision,
    delta_e2000,
    seen_difference,
    simulate,
)
from welcome_desktop.app.look.inks import (
    INKS,
    LEGEND,
    NUMBER_BOX,
    PAPER,
    Ink,
    ink_meaning,
    ink_style,
)
from welcome_desktop.app.sheet.ink import hand_cross
from welcome_desktop.app.sheet.items import MarkPath
from welcome_desktop.app.sheet.page import Box

MIN_INK_DIFFERENCE = 15.0
"""ΔE00 between any two inks, for every kind of eye (about 2.3 is a just noticeable difference;
10 is told apart at a glance on large areas; a pen stroke is thin, hence more)."""
MIN_PAPER_DIFFERENCE = 25.0
"""ΔE00 between any ink and the paper or a house's white box, for every kind of eye."""
MIN_CONTRAST = 4.0
"""WCAG contrast of every ink on a house's white box (3 is the minimum for graphics)."""

#: The inks before issue 45: this turn's blue and the last turn's purple look alike to a
#: deuteranope.
OLD_PENDING, OLD_RECENT = QColor("#1565d8"), QColor("#9c1fa8")


def rgb(colour: QColor) -> tuple[float, float, float]:
    return float(colour.red()), float(colour.green()), float(colour.blue())


def contrast(one: QColor, two: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(
            c.blueF())
    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# -- the measures themselves ----------------------------------------------------------------


@pytest.mark.parametrize(("one", "two", "expected"), [
    # Sharma, Wu and Dalal (2005), the CIEDE2000 test data: pairs 1, 7, 17 and 25.
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_ciede2000_matches_the_published_test_data(
        one: tuple[float, float, float], two: tuple[float, float, float], expected: float
) -> None:
    assert delta_e2000(one, two) == pytest.approx(expected, abs=1e-4)


def test_the_simulation_merges_what_each_eye_confuses() -> None:
    red, green, blue, yellow = (220.0, 40.0, 40.0), (60.0, 160.0, 40.0), (40.0, 60.0, 220.0), (
        230.0, 210.0, 60.0)
    normal = seen_difference(red, green, Vision.NORMAL)
    assert seen_difference(red, green, Vision.DEUTAN) < normal / 2
    assert seen_difference(red, green, Vision.PROTAN) < normal / 2
    # A tritanope confuses blue with green far more than red with green.
    assert seen_difference(blue, green, Vision.TRITAN) < seen_difference(blue, green,
                                                                          Vision.NORMAL)
    assert seen_difference(yellow, red, Vision.TRITAN) > 15
    for vision in Vision:  # greys stay greys
        grey = simulate((128.0, 128.0, 128.0), vision)
        assert max(grey) - min(grey) < 1.5


def test_the_old_inks_fail_the_threshold() -> None:
    """The measure catches what a deuteranope saw before issue 45."""
    assert seen_difference(rgb(OLD_PENDING), rgb(OLD_RECENT), Vision.DEUTAN) < MIN_INK_DIFFERENCE


# -- the inks -----------------------------------------------------------------------------------


@pytest.mark.parametrize("vision", list(Vision))
def test_every_pair_of_inks_is_told_apart(vision: Vision) -> None:
    close = [(one.name, two.name, round(seen_difference(rgb(a.colour), rgb(b.colour), vision), 1))
             for (one, a), (two, b) in itertools.combinations(INKS.items(), 2)
             if seen_difference(rgb(a.colour), rgb(b.colour), vision) < MIN_INK_DIFFERENCE]
    assert close == []


@pytest.mark.parametrize("vision", list(Vision))
def test_every_ink_stands_out_of_the_paper(vision: Vision) -> None:
    for background in (PAPER, NUMBER_BOX, QColor("white")):
        faint = [(ink.name, round(seen_difference(rgb(s.colour), rgb(background), vision), 1))
                 for ink, s in INKS.items()
                 if seen_difference(rgb(s.colour), rgb(background), vision) < MIN_PAPER_DIFFERENCE]
        assert faint == []


def test_every_ink_has_contrast_on_a_house() -> None:
    assert [ink.name for ink, s in INKS.items() if contrast(s.colour, NUMBER_BOX) < MIN_CONTRAST
            ] == []


def test_each_ink_has_a_cue_of_its_own_besides_its_colour() -> None:
    cues = {ink: (s.dashes, s.halo, s.underline) for ink, s in INKS.items()
            if ink is not Ink.PENCIL}  # the live score is only written in the score boxes
    assert len(set(cues.values())) == len(cues)
    assert {ink for ink, s in INKS.items() if s.suggestion} == {
        Ink.HINT, Ink.ESTATES, Ink.PREVIEW, Ink.BEST}


def _mask(ink: Ink) -> set[tuple[int, int]]:
    """The pixels a cross in ``ink`` covers: its shape alone, without its colour."""
    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    box = Box(14, 14, 28, 28)
    mark = MarkPath(box, lambda: hand_cross(box, "mask"), 2.6)
    mark.set_ink(ink)
    painter = QPainter(image)
    mark.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return {(x, y) for x in range(60) for y in range(60) if image.pixelColor(x, y).alpha() > 24}


def test_a_mark_in_each_ink_has_another_shape(qapp: object) -> None:
    """Seen in black and white, the same cross in two inks still differs (halo, underline,
    dashes)."""
    masks = {ink: _mask(ink) for ink in INKS if ink is not Ink.PENCIL}
    for one, two in itertools.combinations(masks, 2):
        differing = len(masks[one] ^ masks[two])
        assert differing > 0.15 * min(len(masks[one]), len(masks[two])), (one, two)


def test_the_legend_lists_every_ink(qapp: object) -> None:
    from welcome_desktop.app.play.sheet_model import SheetSnapshot
    from welcome_desktop.app.sheet.drawing import SheetDrawing
    from welcome_desktop.rules.scoring import score_sheet
    from welcome_desktop.rules.sheet import Sheet

    assert set(LEGEND) == set(Ink) and len(LEGEND) == len(Ink)

    class NoClicks:
        def zone_clicked(self, target: object) -> None: ...

        def zone_hovered(self, target: object, on: bool) -> None: ...

    drawing = SheetDrawing(NoClicks())  # type: ignore[arg-type]
    sheet = Sheet()
    drawing.set_snapshot(SheetSnapshot(sheet, score_sheet(sheet)))
    image = QImage(1414, 1000, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    drawing.paint_background(painter, QRectF(0, 0, 1414, 1000), pixels_per_unit=1.0)
    painter.end()
    printed = {p.text for p in drawing.printed}
    assert {ink_meaning(ink) for ink in Ink} <= printed
    assert len({ink_meaning(ink) for ink in Ink}) == len(Ink)
    assert ink_style(Ink.PENDING).halo and ink_style(Ink.RECENT).underline

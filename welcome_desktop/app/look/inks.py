"""The inks of the sheet, in one place: what each means, its colour and its second cue.

Every ink is told apart twice: by its colour (after the Okabe-Ito palette, tuned so that every
pair stays apart for protanopes, deuteranopes and tritanopes as well; see
:mod:`~welcome_desktop.app.look.colour_vision` and ``docs/inks.md``) and by a cue that is not a
colour: this turn's marks sit on a pale halo, the last turn's are underlined, and the four kinds
of suggestion are drawn each with its own dash pattern (a suggested number is hollow).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPen

from welcome_desktop.app.look.ink_kind import Ink

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class InkStyle:
    """How an ink is drawn: its colour and the cue that is not a colour."""

    colour: QColor
    dashes: tuple[float, ...] = ()
    """The pen's dash pattern in pen widths (dash, gap, ...); empty: a solid line."""
    halo: bool = False
    """A pale wash of the ink under the mark."""
    underline: bool = False
    """A pen stroke under the mark."""

    @property
    def suggestion(self) -> bool:
        """Not a mark of the player's but a suggestion (dashed; its numbers hollow)."""
        return bool(self.dashes)


#: The sheet's paper, under every ink (the marks are checked against it, and against the white
#: of a house's number box).
PAPER: Final = QColor("#fcf5e3")
NUMBER_BOX: Final = QColor("#fffdf5")

INKS: Final[dict[Ink, InkStyle]] = {
    Ink.CONFIRMED: InkStyle(QColor("#1f2433")),                          # near black
    Ink.PENDING: InkStyle(QColor("#0032d5"), halo=True),                 # blue
    Ink.RECENT: InkStyle(QColor("#9a1603"), underline=True),             # vermillion red
    Ink.HINT: InkStyle(QColor("#048260"), dashes=(2.0, 2.8)),            # bluish green
    Ink.ESTATES: InkStyle(QColor("#867898"), dashes=(5.0, 3.4)),         # greyish mauve
    Ink.PREVIEW: InkStyle(QColor("#e74004"), dashes=(0.05, 2.2)),        # orange dots
    Ink.BEST: InkStyle(QColor("#626cff"), dashes=(5.0, 2.2, 0.05, 2.2)),  # violet dash-dot
    Ink.PENCIL: InkStyle(QColor("#565463")),                             # grey
}

#: The order the sheet's legend lists the inks in.
LEGEND: Final = (Ink.CONFIRMED, Ink.PENDING, Ink.RECENT, Ink.PENCIL,
                 Ink.HINT, Ink.ESTATES, Ink.PREVIEW, Ink.BEST)


def ink_style(ink: Ink) -> InkStyle:
    return INKS[ink]


def ink_colour(ink: Ink) -> QColor:
    return QColor(INKS[ink].colour)


def ink_pen(ink: Ink, width: float) -> QPen:
    """A round pen of ``ink`` ``width`` wide, dashed as the ink is."""
    style = INKS[ink]
    pen = QPen(style.colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    if style.dashes:
        pen.setDashPattern(list(style.dashes))
    return pen


def halo_colour(ink: Ink) -> QColor:
    """The pale wash under a mark of a haloed ink."""
    colour = ink_colour(ink)
    colour.setAlphaF(0.22)
    return colour


def ink_meaning(ink: Ink) -> str:
    """What an ink means, in a word or two (the legend's line)."""
    return {
        Ink.CONFIRMED: translate("SheetScene", "written"),
        Ink.PENDING: translate("SheetScene", "this turn"),
        Ink.RECENT: translate("SheetScene", "last turn"),
        Ink.PENCIL: translate("SheetScene", "live score"),
        Ink.HINT: translate("SheetScene", "hint"),
        Ink.ESTATES: translate("SheetScene", "estates"),
        Ink.PREVIEW: translate("SheetScene", "truck path"),
        Ink.BEST: translate("SheetScene", "best choice"),
    }[ink]


__all__ = ["INKS", "LEGEND", "NUMBER_BOX", "PAPER", "Ink", "InkStyle", "halo_colour", "ink_colour",
           "ink_meaning", "ink_pen", "ink_style"]

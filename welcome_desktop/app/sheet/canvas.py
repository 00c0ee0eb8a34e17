"""What the sheet's drawing parts draw on: the sheet's layout and fonts, and the builders that add
printed art, clickable zones and marks (:class:`SheetCanvas`).

:class:`~welcome_desktop.app.sheet.drawing.SheetDrawing` owns one and hands it to its parts
(streets, scoring area, theme), so the parts need nothing else of the drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from welcome_desktop.app.play.sheet_model import Target
from welcome_desktop.app.sheet import art
from welcome_desktop.app.sheet.fonts import SheetFonts, sheet_fonts
from welcome_desktop.app.sheet.ink import hand_cross
from welcome_desktop.app.sheet.items import ClickSink, MarkPath, MarkText, ZoneItem, qrect
from welcome_desktop.app.sheet.layout import SheetLayout, sheet_layout
from welcome_desktop.app.sheet.page import Box
from welcome_desktop.app.sheet.print_floor import PRINT_FLOOR_PX

ArtLayer = tuple[QRectF, Callable[[QPainter], None]]


class SheetCanvas:
    """The layout, fonts, art layers, items and zones of one sheet of ``kind``; clicks on its
    zones go to ``sink``."""

    def __init__(self, sink: ClickSink, kind: str) -> None:
        self.fonts: SheetFonts = sheet_fonts()
        self.layout: SheetLayout = sheet_layout(kind)
        self.kind = kind
        self.items: list[QGraphicsItem] = []
        self.zones: dict[Target, ZoneItem] = {}
        self.art_layers: list[ArtLayer] = []
        self._sink = sink
        #: A game of one player (the temps legend says the solo rule).
        self.solo = False
        #: Raise printed texts to :data:`PRINT_FLOOR_PX` on screen; off for a thumbnail, whose
        #: texts are meant to be too small to read (raised, they would overlap).
        self.print_floor = True

    def floor_units(self, pixels_per_unit: float) -> float:
        """The printed texts' floor in sheet units at ``pixels_per_unit`` (0: none)."""
        if not self.print_floor or pixels_per_unit <= 0:
            return 0.0
        return PRINT_FLOOR_PX / pixels_per_unit

    def add_art(self, box: Box, fn: Callable[[QPainter], None], margin: float = 6.0) -> None:
        """Add a piece of printed art, painted by ``fn`` within ``box`` (plus ``margin``)."""
        self.art_layers.append((qrect(box).adjusted(-margin, -margin, margin, margin), fn))

    def add_item(self, item: QGraphicsItem) -> None:
        """Add an item (a zone, a mark, an overlay) above the art."""
        self.items.append(item)

    def add_zone(self, target: Target, hit: Box, glow: QPainterPath, tooltip: str,
                 z: float | None = None) -> None:
        """Add the clickable place of ``target``: ``hit`` takes the clicks, ``glow`` lights."""
        item = ZoneItem(target, hit, glow, self._sink, tooltip)
        if z is not None:
            item.setZValue(z)
        self.add_item(item)
        self.zones[target] = item

    def add_cross(self, box: Box, key: object) -> MarkPath:
        """Add a hand-drawn cross in ``box`` (``key`` seeds its wobble)."""
        item = MarkPath(box, partial(hand_cross, box, key), 2.6)
        self.add_item(item)
        return item

    def add_score(self, box: Box, px: float) -> MarkText:
        """Add a handwritten score of ``px`` in ``box``."""
        item = MarkText(box, art.font(self.fonts.handwriting, px))
        self.add_item(item)
        return item

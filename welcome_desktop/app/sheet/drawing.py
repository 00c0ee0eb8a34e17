"""Everything drawn on the sheet, without a QGraphicsScene: art, zones, marks and their updates.

The printed sheet (paper, houses, trees, tracks) is a list of art layers painted as the scene's
background. Every mark a player can write has its own item, created hidden;
:meth:`SheetDrawing.set_snapshot` only changes the state of the items whose mark changed, so a
repaint after a click is cheap. :class:`~welcome_desktop.app.sheet.scene.SheetScene` shows the
items; :meth:`SheetDrawing.paint` paints them directly where no QApplication exists (a
QGraphicsScene needs one).

The page itself (paper, sign and town name, ink legend, gardens) is drawn here; the streets by
:class:`~welcome_desktop.app.sheet.street_drawing.StreetDrawing`, the scoring area by
:class:`~welcome_desktop.app.sheet.scoring_drawing.ScoringDrawing` and a thematic sheet's own
pieces by :class:`~welcome_desktop.app.sheet.theme_drawing.ThemeDrawing`.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from welcome_desktop.app.look.inks import LEGEND, Ink
from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target
from welcome_desktop.app.sheet import art, page_art, street_art
from welcome_desktop.app.sheet.canvas import SheetCanvas
from welcome_desktop.app.sheet.fonts import SheetFonts
from welcome_desktop.app.sheet.items import ClickSink, MarkText, ZoneItem, qrect
from welcome_desktop.app.sheet.layout import SheetLayout
from welcome_desktop.app.sheet.print_floor import PrintedText, text_floor
from welcome_desktop.app.sheet.scoring_drawing import ScoringDrawing
from welcome_desktop.app.sheet.street_drawing import StreetDrawing
from welcome_desktop.app.sheet.theme_drawing import ThemeDrawing
from welcome_desktop.rules.themes import BASE

TABLE_COLOUR = QColor("#6f5a43")


class SheetDrawing:
    """The items and art of one sheet, updated from snapshots; clicks go to ``sink``.

    Its parts (:attr:`streets`, :attr:`scoring`, :attr:`theme`) add their art, zones and items
    to its :attr:`canvas`.
    """

    def __init__(self, sink: ClickSink, kind: str = BASE) -> None:
        self.canvas = SheetCanvas(sink, kind)
        self._snapshot: SheetSnapshot | None = None
        # The printed art changed since the scene last painted it.
        self.art_changed = False
        # The printed texts of the last background paint.
        self.printed: list[PrintedText] = []
        self._focus: Target | None = None
        self._build_page_art()
        self.streets = StreetDrawing(self.canvas)
        self.scoring = ScoringDrawing(self.canvas)
        self.town = MarkText(self.layout.sign_name.inset(10, 0),
                             art.font(self.fonts.signature, 40),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.canvas.add_item(self.town)
        # The theme's own drawing on a thematic sheet.
        self.theme = ThemeDrawing(self.canvas) if kind != BASE else None

    # ------------------------------------------------------------------------ the canvas's

    @property
    def fonts(self) -> SheetFonts:
        return self.canvas.fonts

    @property
    def layout(self) -> SheetLayout:
        return self.canvas.layout

    @property
    def kind(self) -> str:
        return self.canvas.kind

    @property
    def items(self) -> list[QGraphicsItem]:
        return self.canvas.items

    @property
    def zones(self) -> dict[Target, ZoneItem]:
        return self.canvas.zones

    @property
    def solo(self) -> bool:
        """A game of one player (the temps legend says the solo rule)."""
        return self.canvas.solo

    @property
    def print_floor(self) -> bool:
        """Raise printed texts to the floor on screen (off for a thumbnail)."""
        return self.canvas.print_floor

    @print_floor.setter
    def print_floor(self, on: bool) -> None:
        self.canvas.print_floor = on

    # ------------------------------------------------------------------------ public API

    def set_snapshot(self, snapshot: SheetSnapshot) -> None:
        """Show ``snapshot``: repaints only the marks that changed since the last one."""
        self._snapshot = snapshot
        self.streets.update(snapshot)
        self.scoring.update(snapshot)
        if self.theme is not None:
            self.theme.update(snapshot)
        self.town.set_text(snapshot.town, Ink.CONFIRMED)
        if snapshot.solo != self.solo:
            self.canvas.solo = snapshot.solo
            self.art_changed = True
        highlights = snapshot.highlights
        for target, zone in self.zones.items():
            zone.set_highlighted(target in highlights)
        focus = snapshot.focus
        if focus != self._focus:
            if self._focus in self.zones:
                self.zones[self._focus].set_focused(False)
            if focus in self.zones:
                self.zones[focus].set_focused(True)
            self._focus = focus

    def snapshot(self) -> SheetSnapshot | None:
        """The snapshot shown, if any."""
        return self._snapshot

    def set_hover(self, target: Target | None) -> None:
        """The place under the pointer (None: none): a lit truck previews its drive."""
        if self.theme is not None and self.theme.set_hover(target) and self._snapshot:
            self.theme.update(self._snapshot)

    def written_texts(self) -> list[str]:
        """Every visible handwritten or printed text on the sheet (for tests and tools)."""
        return [item.text() for item in self.items
                if isinstance(item, MarkText) and item.text()]

    def paint(self, painter: QPainter) -> None:
        """Paint the whole sheet in sheet units: art, then visible items by stacking order."""
        page = qrect(self.layout.page)
        self.paint_background(painter, page)
        option = QStyleOptionGraphicsItem()
        order = sorted(range(len(self.items)), key=lambda i: (self.items[i].zValue(), i))
        for i in order:
            item = self.items[i]
            if not item.isVisible():
                continue
            painter.save()
            painter.translate(item.pos())
            item.paint(painter, option, None)
            painter.restore()

    def paint_background(self, painter: QPainter, rect: QRectF, *,
                         pixels_per_unit: float = 0.0) -> None:
        """The printed sheet: the table around it, then every piece of art in ``rect``.

        Shown at ``pixels_per_unit`` screen pixels per sheet unit, no printed text is painted
        under :data:`PRINT_FLOOR_PX` pixels (the painted texts are noted in :attr:`printed`).
        """
        painter.fillRect(rect, TABLE_COLOUR)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        floor = self.canvas.floor_units(pixels_per_unit)
        self.printed = []
        with text_floor(floor, self.printed):
            for bounds, fn in self.canvas.art_layers:
                if bounds.intersects(rect):
                    painter.save()
                    fn(painter)
                    painter.restore()

    # ------------------------------------------------------------------------ building

    def _build_page_art(self) -> None:
        lay = self.layout
        family = self.fonts.label
        add_art = self.canvas.add_art
        add_art(lay.page, lambda p: page_art.paint_paper(p, lay.page), margin=0)
        welcome = QCoreApplication.translate("SheetScene", "WELCOME TO")
        add_art(lay.sign, lambda p: page_art.paint_sign(p, lay.sign, lay.sign_label,
                                                        lay.sign_name, family=family,
                                                        welcome=welcome))
        legend_title = QCoreApplication.translate("SheetScene", "HOW TO READ")
        add_art(lay.legend, partial(page_art.paint_legend, box=lay.legend, title=legend_title,
                                    inks=LEGEND, label_family=family,
                                    hand_family=self.fonts.handwriting))
        for box in lay.decor:
            add_art(box, partial(street_art.paint_decor, box=box))

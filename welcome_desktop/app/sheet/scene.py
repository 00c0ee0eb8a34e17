"""The drawn score sheet: a QGraphicsScene in sheet units that draws a :class:`SheetSnapshot`.

The printed sheet is the scene's background (the view caches it); the player's marks and the
clickable zones are items made once by :class:`~welcome_desktop.app.sheet.drawing.SheetDrawing`.
Clicks are reported as :class:`Target` values through :attr:`SheetScene.target_clicked`; the
scene never changes the game.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.sheet.drawing import TABLE_COLOUR, SheetDrawing
from welcome_desktop.app.sheet.items import MarkPath, MarkText, ZoneItem, qrect
from welcome_desktop.app.sheet.layout import SheetLayout
from welcome_desktop.app.sheet.scoring_drawing import EstateMarks, PlanMarks, TrackMarks
from welcome_desktop.app.sheet.street_drawing import HouseMarks
from welcome_desktop.rules.themes import BASE

#: How long a view's zoom must stay the same before the art is painted again at that zoom.
ART_SETTLE_MS = 150


class SheetScene(QGraphicsScene):
    """The score sheet of one player, drawn from snapshots.

    Signals:
        target_clicked(Target): the player clicked a zone (any house, fence slot, track ...).
            Whether the click is legal is the controller's business.

    The item registries (``zones``, ``houses``, ``fences``, ``pools``, ``parks``, ``tracks``,
    ``estates``, ``plans``, ``totals``, ``town``) are there to be inspected, not changed.
    """

    target_clicked = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._kind = BASE
        self._build()
        #: Draw the art from a picture made at the view's zoom (off: paint it directly, as
        #: render_snapshot_png does for the sharpest PNG).
        self.art_cache = True
        self._art_image: QImage | None = None
        self._art_scale = 0.0
        self._logical_scale = 0.0
        self._wanted_scale = 0.0
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(ART_SETTLE_MS)
        self._settle.timeout.connect(self._settled)

    def _build(self) -> None:
        old = getattr(self, "drawing", None)
        self.drawing = SheetDrawing(self, self._kind)
        if old is not None:  # drawn anew (a language, a theme): as a thumbnail if it was one
            self.drawing.print_floor = old.print_floor
        d = self.drawing
        self.layout: SheetLayout = d.layout
        self.setSceneRect(qrect(d.layout.page))
        for item in d.items:
            self.addItem(item)
        self.zones: dict[Target, ZoneItem] = d.zones
        self.houses: dict[tuple[int, int], HouseMarks] = d.streets.houses
        self.fences: dict[tuple[int, int], MarkPath] = d.streets.fences
        self.pools: dict[tuple[int, int], MarkPath] = d.streets.pools
        self.parks: dict[int, TrackMarks] = d.streets.parks
        self.tracks: dict[Zone | str, TrackMarks] = d.scoring.tracks
        self.estates: dict[int, EstateMarks] = d.scoring.estates
        self.plans: list[PlanMarks] = d.scoring.plans
        self.totals: dict[str, MarkText] = d.scoring.totals
        self.town: MarkText = d.town

    def retranslate(self) -> None:
        """Rebuild the printed labels and tooltips in the current language, keeping the marks."""
        snapshot = self.drawing.snapshot()
        for item in list(self.drawing.items):
            self.removeItem(item)
        self._build()
        self._art_image = None
        if snapshot is not None:
            self.drawing.set_snapshot(snapshot)
        self.update()

    def refresh_art(self) -> None:
        """Paint the printed sheet again at the next paint (at the zoom then shown)."""
        self._art_image = None
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_snapshot(self, snapshot: SheetSnapshot) -> None:
        """Show ``snapshot``: only the marks that changed are repainted (a sheet of another
        theme is drawn anew)."""
        if snapshot.sheet.kind != self._kind:
            self._kind = snapshot.sheet.kind
            for item in list(self.drawing.items):
                self.removeItem(item)
            self._build()
            self._art_image = None
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.drawing.set_snapshot(snapshot)
        if self.drawing.art_changed:
            self.drawing.art_changed = False
            self.refresh_art()

    def snapshot(self) -> SheetSnapshot | None:
        """The snapshot shown, if any."""
        return self.drawing.snapshot()

    def written_texts(self) -> list[str]:
        """Every visible text written or printed from the snapshot (for tests and tools)."""
        return self.drawing.written_texts()

    def zone_clicked(self, target: Target) -> None:
        """Called by a zone item: report the click."""
        self.target_clicked.emit(target)

    def zone_hovered(self, target: Target, on: bool) -> None:
        """Called by a zone item when the pointer enters or leaves it: the sheet previews what
        a click there would do where it can (an ice cream truck's drive)."""
        self.drawing.set_hover(target if on else None)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        """The printed sheet, from a picture of the page made at the view's zoom.

        While a window is being resized the old picture is stretched, and a sharp one is made
        once the size has settled (:data:`ART_SETTLE_MS`): painting all the art takes tens of
        milliseconds, stretching a picture well under one.
        """
        area = QRectF(rect)
        transform = painter.transform()
        device = painter.device()
        if not self.art_cache or transform.isRotating() or transform.m11() <= 0 or device is None:
            self.drawing.paint_background(painter, area, pixels_per_unit=transform.m11())
            return
        scale = transform.m11() * device.devicePixelRatioF()
        self._logical_scale = transform.m11()
        if self._art_image is None:
            self._make_art(scale)
        elif abs(scale - self._art_scale) > 0.01 * scale:
            self._wanted_scale = scale
            self._settle.start()
        assert self._art_image is not None
        painter.fillRect(area, TABLE_COLOUR)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(self.sceneRect(), self._art_image)

    def _make_art(self, scale: float) -> None:
        page = self.sceneRect()
        image = QImage(max(1, math.ceil(page.width() * scale)),
                       max(1, math.ceil(page.height() * scale)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(TABLE_COLOUR)
        painter = QPainter(image)
        painter.scale(image.width() / page.width(), image.height() / page.height())
        painter.translate(-page.topLeft())
        self.drawing.paint_background(painter, page, pixels_per_unit=self._logical_scale)
        painter.end()
        self._art_image = image
        self._art_scale = scale

    def _settled(self) -> None:
        wanted = self._wanted_scale
        if wanted and abs(wanted - self._art_scale) > 0.01 * self._art_scale:
            self._make_art(wanted)
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

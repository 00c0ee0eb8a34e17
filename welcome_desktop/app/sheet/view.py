"""The widget showing a :class:`SheetScene`: zoomed to fit, proportions kept."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from welcome_desktop.app.sheet.scene import SheetScene


class SheetView(QGraphicsView):
    """A QGraphicsView that always shows the whole sheet, antialiased.

    Signals:
        first_painted(): emitted once, after the first paint event (start-up measurement).
        cursor_requested(Target): a screen reader asked for the focus on a place.
    """

    first_painted = Signal()
    cursor_requested = Signal(object)
    """A screen reader moved the focus to a place (a :class:`Target`): the keyboard's cursor
    goes there (sheet/accessible.py)."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The viewport made here, a plain widget as Qt's own: the items' paint() receives it,
        # and a widget Qt made has no Python wrapper yet; PySide's first wrapper of one looks
        # through every widget class it has (≈ 10 ms of CPU before the first paint,
        # docs/startup.md).
        self.setViewport(QWidget())
        self._painted = False
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # No background brush of our own: with one, the view would not call the scene's
        # drawBackground, which paints the whole printed sheet. Cache it per zoom level.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setMouseTracking(True)
        if scene is not None:
            self.setScene(scene)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """A new interface language: the scene relabels itself (the view caches the art)."""
        if event.type() == QEvent.Type.LanguageChange:
            scene = self.scene()
            if isinstance(scene, SheetScene):
                scene.retranslate()
                self.resetCachedContent()
        super().changeEvent(event)

    def sheet_scene(self) -> SheetScene | None:
        """The sheet shown, if any."""
        scene = self.scene()
        return scene if isinstance(scene, SheetScene) else None

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(1280, 910)

    def fit(self) -> None:
        """Zoom so the whole sheet fits, keeping its proportions."""
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 - Qt override
        # Qt does not make a view own its scene: an unowned scene becomes the view's child, so
        # it lives exactly as long as the view (a scene collected by Python under a live view
        # left it a dangling pointer: a crash on the next paint or timer).
        if scene is not None and scene.parent() is None:
            scene.setParent(self)
        super().setScene(scene)
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

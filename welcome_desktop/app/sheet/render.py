"""Render a sheet snapshot to a PNG file, offscreen (``welcome-desktop render``, tests, README)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target
from welcome_desktop.records.atomic import write_atomic

#: Qt's PNG "quality" (100 - zlib level × 10): light compression, 2–3× faster than the default.
PNG_QUALITY = 80

#: An application created here, kept alive for the rest of the process.
_app: QCoreApplication | None = None


class _NoClicks:
    """The click sink of an offscreen drawing: nobody clicks a PNG."""

    def zone_clicked(self, target: Target) -> None:
        del target

    def zone_hovered(self, target: Target, on: bool) -> None:
        del target, on


def ensure_app() -> QGuiApplication:
    """The running Qt application, or a new offscreen QApplication when there is none."""
    global _app  # noqa: PLW0603 - created at most once
    app = QCoreApplication.instance()
    if app is None:
        _app = app = QApplication(["welcome-desktop", "-platform", "offscreen"])
    if not isinstance(app, QGuiApplication):
        raise RuntimeError("rendering the sheet needs a QGuiApplication, not a QCoreApplication")
    return app


def render_snapshot_png(snapshot: SheetSnapshot, path: str | Path, width_px: int = 1800) -> Path:
    """Draw ``snapshot`` into a ``width_px`` wide PNG at ``path`` and return the path.

    Works with or without a Qt application already running (one is created if needed).
    """
    from welcome_desktop.app.sheet.drawing import SheetDrawing
    from welcome_desktop.app.sheet.layout import sheet_layout
    from welcome_desktop.app.sheet.scene import SheetScene

    app = ensure_app()
    page = sheet_layout().page
    height_px = round(width_px * page.h / page.w)
    image = QImage(width_px, height_px, QImage.Format.Format_RGB32)  # the page is opaque
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    if isinstance(app, QApplication):
        scene = SheetScene()
        scene.art_cache = False  # paint the art straight at the PNG's size: sharpest
        scene.set_snapshot(snapshot)
        scene.render(painter, QRectF(0, 0, width_px, height_px), scene.sceneRect(),
                     Qt.AspectRatioMode.KeepAspectRatio)
    else:
        # A QGraphicsScene needs a QApplication: paint the same items directly.
        drawing = SheetDrawing(_NoClicks(), snapshot.sheet.kind)
        drawing.set_snapshot(snapshot)
        painter.scale(width_px / page.w, height_px / page.h)
        drawing.paint(painter)
    painter.end()
    out = Path(path)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG", PNG_QUALITY):  # type: ignore[call-overload]
        raise OSError(f"could not make the image of {out}")
    buffer.close()
    # Atomic, and never into a FIFO or a device (a link the player named is written through).
    write_atomic(out, bytes(data.data()))
    return out

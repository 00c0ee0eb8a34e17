"""The viewports the window makes itself (for start-up, docs/startup.md) are as Qt makes them.

The sheet's view and the side panel's scroll area get a viewport made in Python, so that
PySide never wraps one Qt made before the first paint. Everything Qt sets on its own viewport
must hold for ours too: the same attributes, focus, background and name.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsView, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView
from welcome_desktop.app.window.side_panel import SidePanel

#: Attributes that say where a widget is in its life or under the pointer now, not how it was
#: made: they may differ between two widgets shown a moment apart on a loaded machine.
_TRANSIENT = {"WA_UnderMouse", "WA_PendingMoveEvent", "WA_PendingResizeEvent", "WA_Mapped",
              "WA_PendingUpdate"}


def _attribute_set(widget: QWidget) -> set[str]:
    found = set()
    for number in range(Qt.WidgetAttribute.WA_AttributeCount.value):
        try:
            attribute = Qt.WidgetAttribute(number)
        except ValueError:  # a gap in Qt's numbering
            continue
        name = attribute.name
        if name in _TRANSIENT or name.startswith("WA_WState_"):
            continue
        if widget.testAttribute(attribute):
            found.add(name)
    return found


def _looks(area: QAbstractScrollArea) -> dict[str, object]:
    viewport = area.viewport()
    return {
        "attributes": _attribute_set(viewport),
        "name": viewport.objectName(),
        "fill": viewport.autoFillBackground(),
        "role": viewport.backgroundRole(),
        "focus": viewport.focusPolicy(),
        "proxy": viewport.focusProxy() is area,
        "drops": viewport.acceptDrops(),
        "tracking": viewport.hasMouseTracking(),
        "parent": viewport.parentWidget() is area,
    }


def _shown(qtbot: QtBot, area: QAbstractScrollArea) -> None:
    qtbot.addWidget(area)
    area.resize(300, 200)
    area.show()
    qtbot.waitExposed(area)


def test_the_sheet_views_viewport_is_as_qts_own(qtbot: QtBot) -> None:
    scenes = (SheetScene(), SheetScene())  # held here: a view does not own its scene
    ours = SheetView(scenes[0])
    theirs = QGraphicsView()
    theirs.setMouseTracking(True)  # as SheetView does
    theirs.setScene(scenes[1])
    for view in (ours, theirs):
        _shown(qtbot, view)
    assert _looks(ours) == _looks(theirs)


def test_the_side_panels_viewport_is_as_qts_own(qtbot: QtBot) -> None:
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    theirs = QScrollArea()
    theirs.setWidget(QWidget())
    theirs.setWidgetResizable(True)
    _shown(qtbot, theirs)
    mine, qt = _looks(panel.scroller), _looks(theirs)
    assert mine == qt
    assert qt["name"] == "qt_scrollarea_viewport" and qt["fill"] is True  # what ours copies

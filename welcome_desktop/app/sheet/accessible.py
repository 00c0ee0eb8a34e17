"""The sheet for a screen reader: the view's places as accessible objects.

A QGraphicsView is one object to a screen reader (its items are not accessible by themselves).
:class:`SheetAccessible` gives it a table of rows — the three streets, then the scoring area —
whose cells are the places of the sheet (each house, fence slot, pool, park track, score track,
plan) and the total, each named with what a sighted player reads there
(:mod:`~welcome_desktop.app.sheet.place_words`) and described with the place's tooltip. A lit
place is selectable and has a press action: the same path as a click
(:meth:`SheetScene.zone_clicked`). The keyboard's cursor is the focused cell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QTextDocumentFragment,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.sheet.place_words import place_name, row_name, total_name

if TYPE_CHECKING:
    from welcome_desktop.app.sheet.scene import SheetScene
    from welcome_desktop.app.sheet.view import SheetView

__all__ = ["SheetAccessible", "focus_place"]

_SCORING: Final = -1
_STREET_ZONES: Final = (Zone.HOUSE, Zone.POOL, Zone.FENCE)
_SCORING_ORDER: Final = (Zone.TEMP, Zone.BIS, Zone.ROUNDABOUT, Zone.REFUSAL, Zone.ESTATE_COLUMN,
                         Zone.PLAN, Zone.THEME, Zone.TRUCK)
TOTAL: Final = Target(Zone.THEME, _SCORING, -99)
"""The total's cell (no zone of the scene: it is only read)."""


def _plain(html: str) -> str:
    return QTextDocumentFragment.fromHtml(html).toPlainText() if html else ""


def _street_key(target: Target) -> tuple[int, int, int]:
    """A street's places in reading order: each house, its pool, the fence on its right, then
    the park track."""
    if target.zone is Zone.PARK:
        return (1, 0, 0)
    return (0, target.index, _STREET_ZONES.index(target.zone))


class _Press(QAccessibleActionInterface):
    """A place's actions: press (a lit place: as a click) and focus (the keyboard's cursor)."""

    def __init__(self, place: PlaceAccessible) -> None:
        super().__init__()
        self._place = place

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt's name
        names = [QAccessibleActionInterface.setFocusAction()]
        if self._place.lit():
            names.insert(0, QAccessibleActionInterface.pressAction())
        return names

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt's name
        if name == QAccessibleActionInterface.pressAction():
            self._place.press()
        elif name == QAccessibleActionInterface.setFocusAction():
            sheet, target = self._place.sheet, self._place.target
            QTimer.singleShot(0, sheet.widget(), lambda: sheet.cursor_to(target))

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802 - Qt's name
        return name

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802 - Qt's name
        return ["Space"] if name == QAccessibleActionInterface.pressAction() else []


class _Node(QAccessibleInterface):
    """What rows and cells share: no object of their own, a parent in the sheet's tree."""

    def __init__(self, sheet: SheetAccessible) -> None:
        super().__init__()
        self.sheet = sheet

    def isValid(self) -> bool:  # noqa: N802 - Qt's name
        return self.sheet.isValid()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow:
        return self.sheet.window()

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt's name
        del t, text

    def relations(self, match: QAccessible.RelationFlag | None = None,
                  ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        del match
        return []

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        for index in range(self.childCount()):
            child = self.child(index)
            if child is not None and child.rect().contains(QPoint(x, y)):
                return child
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def childCount(self) -> int:  # noqa: N802 - Qt's name
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        del index
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt's name
        del child
        return -1

    def actions(self) -> QAccessibleActionInterface | None:
        """The node's actions, if any."""
        return None

    def interface_cast(self, kind: QAccessible.InterfaceType) -> int:
        # Qt reads a pointer: a wrapped address, or a null one (a plain int, even 0, would be
        # taken for a Python object: a crash).
        actions = self.actions()
        address = (shiboken6.getCppPointer(actions)[0]
                   if kind == QAccessible.InterfaceType.ActionInterface and actions is not None
                   else 0)
        return shiboken6.VoidPtr(address)  # type: ignore[return-value]


class PlaceAccessible(_Node):
    """One place of the sheet (or the total): a cell of its street's row."""

    def __init__(self, sheet: SheetAccessible, row: RowAccessible, target: Target) -> None:
        super().__init__(sheet)
        self.row = row
        self.target = target
        self._actions = _Press(self) if target != TOTAL else None

    def lit(self) -> bool:
        snapshot = self.sheet.snapshot()
        return snapshot is not None and self.target in snapshot.highlights

    def press(self) -> None:
        """As a click on the place (the scene reports it; the controller judges), once the
        screen reader's call has returned, as Qt's buttons do (changing the window inside that
        call crashed Qt's AT-SPI bridge)."""
        if self.target != TOTAL:
            scene, target = self.sheet.scene(), self.target
            QTimer.singleShot(0, scene, lambda: scene.zone_clicked(target))

    def parent(self) -> QAccessibleInterface:
        return self.row

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def text(self, t: QAccessible.Text) -> str:
        snapshot = self.sheet.snapshot()
        if t == QAccessible.Text.Name:
            if snapshot is None:
                return ""
            return total_name(snapshot) if self.target == TOTAL else place_name(snapshot,
                                                                             self.target)
        if t == QAccessible.Text.Description and self.target != TOTAL:
            zone = self.sheet.scene().zones.get(self.target)
            return _plain(zone.toolTip()) if zone is not None else ""
        return ""

    def rect(self) -> QRect:
        return self.sheet.place_rect(self.target)

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self.sheet.widget()
        state.invisible = not view.isVisible()
        if self.target == TOTAL:
            state.readOnly = True
            return state
        state.focusable = True
        state.selectable = self.lit()
        snapshot = self.sheet.snapshot()
        on_cursor = snapshot is not None and snapshot.focus == self.target
        state.selected = on_cursor and self.lit()
        state.focused = on_cursor and view.hasFocus()
        return state

    def actions(self) -> QAccessibleActionInterface | None:
        return self._actions


class RowAccessible(_Node):
    """A street (or the scoring area): a row of the sheet's table."""

    def __init__(self, sheet: SheetAccessible, street: int) -> None:
        super().__init__(sheet)
        self.street = street
        self.cells: list[PlaceAccessible] = []

    def parent(self) -> QAccessibleInterface:
        return self.sheet

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Row

    def text(self, t: QAccessible.Text) -> str:
        return row_name(self.street) if t == QAccessible.Text.Name else ""

    def rect(self) -> QRect:
        united = QRect()
        for cell in self.cells:
            united = united.united(cell.rect())
        return united

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self.sheet.widget().isVisible()
        return state

    def childCount(self) -> int:  # noqa: N802 - Qt's name
        return len(self.cells)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.cells[index] if 0 <= index < len(self.cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt's name
        return next((i for i, cell in enumerate(self.cells) if cell is child), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return next((cell for cell in self.cells if cell.state().focused), None)


class SheetAccessible(QAccessibleWidget):
    """The sheet's view as a table: a row per street and one for the scoring area."""

    def __init__(self, view: SheetView) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self._view = view
        self._zones: object = None
        self.rows: list[RowAccessible] = []
        self._cells: dict[Target, PlaceAccessible] = {}
        self._rebuild()

    def scene(self) -> SheetScene:
        scene = self._view.sheet_scene()
        assert scene is not None
        return scene

    def snapshot(self) -> SheetSnapshot | None:
        scene = self._view.sheet_scene()
        return scene.snapshot() if scene is not None else None

    def _rebuild(self) -> None:
        """The rows' cells for the zones the scene has now (a theme, a language: new zones).

        Rows and cells are made once and kept for the view's life: Qt holds them by pointer
        (an interface collected by Python under Qt's cache was a crash at the next call)."""
        scene = self._view.sheet_scene()
        zones = scene.zones if scene is not None else {}
        if zones is self._zones:
            return
        self._zones = zones
        if not self.rows:
            self.rows = [*(RowAccessible(self, s) for s in range(3)),
                         RowAccessible(self, _SCORING)]
        streets, scoring = self.rows[:3], self.rows[3]
        for row in self.rows:
            row.cells = []
        for target in zones:
            row = streets[target.street] if target.zone in (*_STREET_ZONES, Zone.PARK) \
                else scoring
            if target not in self._cells:
                self._cells[target] = PlaceAccessible(self, row, target)
            row.cells.append(self._cells[target])
        for row in streets:
            row.cells.sort(key=lambda cell: _street_key(cell.target))
        scoring.cells.sort(key=lambda cell: (_SCORING_ORDER.index(cell.target.zone),
                                             cell.target.index))
        if TOTAL not in self._cells:
            self._cells[TOTAL] = PlaceAccessible(self, scoring, TOTAL)
        scoring.cells.append(self._cells[TOTAL])

    def cell(self, target: Target) -> PlaceAccessible | None:
        """The cell of ``target`` (None: no such place on this sheet)."""
        self._rebuild()
        cell = self._cells.get(target)
        return cell if cell is not None and cell.row.cells.count(cell) else None

    def cursor_to(self, target: Target) -> None:
        """A screen reader moves the focus to a place: the keyboard's cursor goes there."""
        self._view.setFocus()
        self._view.cursor_requested.emit(target)

    def place_rect(self, target: Target) -> QRect:
        """Where ``target`` is on the screen."""
        view = self._view
        scene = view.sheet_scene()
        if scene is None:
            return QRect()
        if target == TOTAL:
            total = scene.totals.get("total")
            box = total.sceneBoundingRect() if total is not None else scene.sceneRect()
        elif (zone := scene.zones.get(target)) is not None:
            box = zone.sceneBoundingRect()
        else:
            return QRect()
        local = view.mapFromScene(box).boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def text(self, t: QAccessible.Text) -> str:
        from PySide6.QtCore import QCoreApplication

        if t == QAccessible.Text.Name:
            return QCoreApplication.translate("SheetPlaces", "Your sheet")
        if t == QAccessible.Text.Description:
            return QCoreApplication.translate(
                "SheetPlaces", "A row per street, then the scoring area. The lit places can be "
                               "pressed; the arrow keys move between them, Space presses.")
        return str(super().text(t))

    def childCount(self) -> int:  # noqa: N802 - Qt's name
        self._rebuild()
        return len(self.rows)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        self._rebuild()
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt's name
        return next((i for i, row in enumerate(self.rows) if row is child), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        snapshot = self.snapshot()
        if snapshot is None or snapshot.focus is None:
            return None
        return self.cell(snapshot.focus)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        for row in self.rows:
            if row.rect().contains(QPoint(x, y)):
                return row
        return None


def focus_place(view: QWidget, target: Target | None) -> None:
    """Tell a screen reader that the keyboard's cursor is on ``target`` (the view focused)."""
    if target is None or not view.hasFocus() or not QAccessible.isActive():
        return
    sheet = QAccessible.queryAccessibleInterface(view)
    if isinstance(sheet, SheetAccessible) and (cell := sheet.cell(target)) is not None:
        QAccessible.updateAccessibility(QAccessibleEvent(cell, QAccessible.Event.Focus))

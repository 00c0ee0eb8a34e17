"""The cards for a screen reader: a card is a button with a press action and a selected state
(a chosen combination, a picked half), named as its tooltip reads it, without markup."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import QAccessibleWidget

from welcome_desktop.app.cards.construction_card import ConstructionCardWidget
from welcome_desktop.app.cards.plan_cards import PlanCardWidget

__all__ = ["CardAccessible"]

Card = ConstructionCardWidget | PlanCardWidget


class _CardActions(QAccessibleActionInterface):
    """Press (as a click, or the card's key) and focus."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self._card = card

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt's name
        names = [QAccessibleActionInterface.setFocusAction()]
        if self._card.isEnabled():
            names.insert(0, QAccessibleActionInterface.pressAction())
        return names

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt's name
        # Once the screen reader's call has returned, as Qt's buttons do (changing the window
        # inside that call crashed Qt's AT-SPI bridge).
        QTimer.singleShot(0, self._card, lambda: self._act(name))

    def _act(self, name: str) -> None:
        card = self._card
        if name == QAccessibleActionInterface.setFocusAction():
            card.setFocus()
        elif name == QAccessibleActionInterface.pressAction() and card.isEnabled():
            if isinstance(card, ConstructionCardWidget):
                card.activated.emit()
            elif (plan := card.plan()) is not None:
                card.clicked.emit(plan.id)

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802 - Qt's name
        return name

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802 - Qt's name
        return ["Space"] if name == QAccessibleActionInterface.pressAction() else []


class CardAccessible(QAccessibleWidget):
    """A construction card or a plan card: a button, selected when chosen.

    Its actions are a separate object (overriding the actions of a QAccessibleWidget from
    Python crashed Qt's AT-SPI bridge, tests/app/window/test_atspi.py)."""

    def __init__(self, card: Card) -> None:
        super().__init__(card, QAccessible.Role.Button)
        self._card = card
        self._actions = _CardActions(card)

    def state(self) -> QAccessible.State:
        state = super().state()
        card = self._card
        state.selectable = True
        if isinstance(card, ConstructionCardWidget):
            state.selected = bool(card.selected())
        else:
            state.selected = card.is_claimed()
        return state

    def interface_cast(self, kind: QAccessible.InterfaceType) -> int:
        # Qt reads a pointer: a wrapped address, or a null one (never a plain int).
        address = (shiboken6.getCppPointer(self._actions)[0]
                   if kind == QAccessible.InterfaceType.ActionInterface else 0)
        return shiboken6.VoidPtr(address)  # type: ignore[return-value]

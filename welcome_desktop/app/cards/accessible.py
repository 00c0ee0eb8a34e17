"""The cards for a screen reader: a card is a button with a press action and a selected state
(a chosen combination, a picked half), named as its tooltip reads it, without markup."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import QAccessibleWidget

from welcome_desktop.app.cards.construction_card import ConstructionCardWidget
from welcome_desktop.app.cards.plan_cards import PlanCardWidget

__all__ = ["CardAccessible"]


class CardAccessible(QAccessibleWidget):
    """A construction card or a plan card: press as a click (or its key), selected when
    chosen."""

    def __init__(self, card: ConstructionCardWidget | PlanCardWidget) -> None:
        super().__init__(card, QAccessible.Role.Button)
        self._card = card

    def state(self) -> QAccessible.State:
        state = super().state()
        card = self._card
        state.selectable = True
        if isinstance(card, ConstructionCardWidget):
            state.selected = bool(card.selected())
        else:
            state.selected = card.is_claimed()
        return state

    def actionNames(self) -> list[str]:  # noqa: N802 - Qt's name
        return [QAccessibleActionInterface.pressAction(),
                QAccessibleActionInterface.setFocusAction()]

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt's name
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

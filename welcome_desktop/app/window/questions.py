"""The questions the controller asks mid-intent, answered with the card choosers: which number
the temp agency writes, which neighbour a bis copies, which estates a plan takes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from welcome_desktop.app.play.controller import GameController
from welcome_desktop.rules.plans import PLANS

if TYPE_CHECKING:
    from welcome_desktop.rules.sheet import Estate

# The choosers (welcome_desktop.app.cards.estate_chooser) are imported when a question is
# asked, not with the window (start-up time, docs/startup.md).


def answer_questions(parent: QWidget, controller: GameController) -> None:
    """Ask the player, over ``parent``, each question ``controller`` asks; a cancelled question
    changes nothing."""

    def value_needed(street: int, house: int, values: list[int]) -> None:
        from welcome_desktop.app.cards.estate_chooser import choose_value

        value = choose_value(parent, values)
        if value is not None:
            controller.write(street, house, value)

    def copy_needed(street: int, house: int, copies: list[int]) -> None:
        from welcome_desktop.app.cards.estate_chooser import choose_value

        numbers = [controller.turn.sheet.houses[street][c] for c in copies]
        value = choose_value(parent, numbers)
        if value is not None:
            controller.write_bis(street, house, copies[numbers.index(value)])

    def estates_needed(plan_id: str, choices: list[tuple[Estate, ...]]) -> None:
        from welcome_desktop.app.cards.estate_chooser import choose_estates

        chosen = choose_estates(parent, PLANS[plan_id], choices, controller.outline_estates)
        if chosen is not None:
            controller.claim(plan_id, chosen)

    controller.value_needed.connect(value_needed)
    controller.copy_needed.connect(copy_needed)
    controller.estates_needed.connect(estates_needed)

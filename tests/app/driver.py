"""Play the real window through mouse clicks, the way a person would (pytest-qt).

Every intent goes through a widget: sheet zones are clicked through the view's viewport, cards
and plan cards with the mouse, buttons with the mouse, and modal choosers (temp numbers, bis
neighbours, estates) by clicking inside the dialog while it is open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from welcome_desktop.app.cards.card_face import Half
from welcome_desktop.app.cards.estate_chooser import EstateChoiceDialog, ValueChoiceDialog
from welcome_desktop.app.play.sheet_model import Target, Zone
from welcome_desktop.app.play.turn_view import Step, TurnView
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.rules.actions import Choose
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.turn import PlayerTurn

LEFT = Qt.MouseButton.LeftButton


def reading_key(target: Target) -> tuple[str, int, int]:
    return (target.zone.value, target.street, target.index)


class WindowDriver:
    """Clicks on a MainWindow; reads what it shows from the controller's last view."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.dialogs_answered = 0
        self._generation = 0

    @property
    def view(self) -> TurnView:
        assert self.window.view_state is not None
        return self.window.view_state

    # ----------------------------------------------------------------- raw clicks

    def click_widget(self, widget: QWidget, pos: QPoint | None = None) -> None:
        self.qtbot.mouseClick(widget, LEFT, pos=pos if pos is not None else widget.rect().center())

    def click_target(self, target: Target) -> None:
        """Click a zone of the sheet through the viewport."""
        window = self.window
        item = window.scene.zones[target]
        pos = window.sheet_view.mapFromScene(item.sceneBoundingRect().center())
        self.qtbot.mouseClick(window.sheet_view.viewport(), LEFT, pos=pos)

    def press(self, button: str) -> None:
        """Click one of the turn's buttons (skip, refusal, roundabout, undo, redo, confirm)."""
        widget = self.window.panel.buttons[button]
        assert widget.isEnabled(), f"{button} is disabled"
        self.click_widget(widget)

    def choose(self, choose: Choose) -> None:
        """Click the combination (standard) or the number half then the effect half (hands)."""
        offer = self.window.panel.offer
        if choose.effect_card is None:
            self.click_widget(offer.card_widget(choose.number_card))
            return
        for index, half in ((choose.number_card, Half.NUMBER), (choose.effect_card, Half.EFFECT)):
            card = offer.card_widget(index)
            self.click_widget(card, card.half_rect(half).center().toPoint())

    def click_plan(self, index: int) -> None:
        self.click_widget(self.window.panel.plans.card_widget(index))

    def reveal(self) -> None:
        """On the hand-over screen: the next player says they are ready."""
        assert self.window.hidden
        self.click_widget(self.window.handover.button)

    # ----------------------------------------------------------------- modal dialogs

    def answer_next_dialog(self, answer: Callable[[QDialog], None]) -> None:
        """Answer the modal dialog the next click opens, by clicking inside it.

        Call :meth:`stop_waiting` after that click: a dialog that did not open then stays
        unanswered instead of catching a later one.
        """
        generation = self._generation

        def poll() -> None:
            if generation != self._generation:
                return
            dialog = QApplication.activeModalWidget()
            if isinstance(dialog, QDialog) and dialog.isVisible():
                answer(dialog)
                self.dialogs_answered += 1
            else:
                QTimer.singleShot(10, poll)

        QTimer.singleShot(0, poll)

    def stop_waiting(self) -> None:
        self._generation += 1

    def pick_value(self, value: int | None = None) -> None:
        def answer(dialog: QDialog) -> None:
            assert isinstance(dialog, ValueChoiceDialog)
            values = sorted(dialog._buttons)
            self.click_widget(dialog.button_for(values[-1] if value is None else value))
        self.answer_next_dialog(answer)

    def pick_estates(self, index: int = 0) -> None:
        def answer(dialog: QDialog) -> None:
            assert isinstance(dialog, EstateChoiceDialog)
            dialog.select(index)
            box = dialog.findChild(QDialogButtonBox)
            assert box is not None
            ok = next(b for b in box.findChildren(QPushButton)
                      if box.buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole)
            self.click_widget(ok)
        self.answer_next_dialog(answer)

    def click_too_small_number(self, game: Game) -> int:
        """Put a 17 in the first house of the top street, choose a card number (not temp) and
        click the house to its right: illegal by ruling 7. Returns the chosen number."""
        turn = game.turn(0)
        turn.start.write(0, 0, 17)
        game.turns[0] = PlayerTurn(turn.start, turn.context)
        assert self.window.controller is not None
        self.window.controller.announce()
        view = self.view
        choice = next(c for c in sorted(view.playable,
                                        key=lambda c: (c.number_card, c.effect_card or 0))
                      if view.offer[c.effect_card or 0].effect.value != "temp")
        self.choose(choice)
        self.click_target(Target(Zone.HOUSE, 0, 1))
        return view.offer[choice.number_card].number

    # ----------------------------------------------------------------- a whole turn

    def lit(self, zone: Zone | None = None) -> list[Target]:
        return sorted((t for t in self.view.sheet.highlights if zone is None or t.zone is zone),
                      key=reading_key)

    def write_in_last_lit_house(self) -> None:
        """Write the chosen number in the last lit house (the highest value if asked)."""
        house = self.lit()[-1]
        self.pick_value()
        self.click_target(house)
        self.stop_waiting()

    def play_turn(self, claim: bool = True) -> None:
        """Play the current player's turn with clicks only: a simple but complete player."""
        if self.window.hidden:
            self.reveal()
        view = self.view
        if not view.playable and not view.refusal_forced:
            self.click_target(Target(Zone.ROUNDABOUT))
            self.click_target(self.lit(Zone.HOUSE)[0])
            view = self.view
        if view.refusal_forced:
            self.press("refusal")
        else:
            choice = min(view.playable, key=lambda c: (c.number_card, c.effect_card or 0))
            self.choose(choice)
            assert self.view.step is Step.WRITE, self.view.prompt
            house = self.lit(Zone.HOUSE)[-1]
            self.pick_value()  # answered only if the temp agency offers several numbers
            self.click_target(house)
            self.stop_waiting()
            if self.view.step is Step.EFFECT:
                targets = self.lit()
                if targets:
                    self.pick_value()  # a bis between two different numbers asks which
                    self.click_target(targets[0])
                    self.stop_waiting()
                else:
                    self.press("skip")
        if claim:
            for index, plan in enumerate(self.view.plans):
                if plan.id in self.view.claimable:
                    self.pick_estates(0)
                    self.click_plan(index)
                    self.stop_waiting()
        self.press("confirm")

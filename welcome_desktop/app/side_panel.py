"""The column beside the sheet: whose turn it is, the cards, the prompt, the turn's buttons, the
last refusal, the plans and the players at the table.

It shows a :class:`TurnView` and reports clicks through its widgets' signals; the window connects
them to the controller's intents.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from welcome_desktop.app.cards.offer_panel import OfferPanel
from welcome_desktop.app.cards.plan_cards import PlanPanel
from welcome_desktop.app.table_panel import TablePanel
from welcome_desktop.app.turn_view import Step, TurnView
from welcome_desktop.rules.modes import Mode

translate = QCoreApplication.translate

PANEL_WIDTH = 360
MESSAGE_MS = 6000
BUTTON_ROWS = (
    ("skip", "refusal"),
    ("roundabout", "reshuffle"),
    ("undo", "redo"),
    ("hint", "apply_hint"),
    ("confirm",),
)


def button_texts() -> dict[str, tuple[str, str]]:
    """Each turn button's label and tooltip, in the current language."""
    return {
        "skip": (
            translate("MainWindow", "Skip effect"),
            translate("MainWindow", "Leave the effect unused (S)"),
        ),
        "refusal": (
            translate("MainWindow", "Refusal"),
            translate("MainWindow", "Take a building-permit refusal (X)"),
        ),
        "roundabout": (
            translate("MainWindow", "Roundabout"),
            translate("MainWindow", "Build a roundabout, then click a house (R)"),
        ),
        "reshuffle": (
            translate("MainWindow", "Reshuffle"),
            translate("MainWindow", "Ask for a reshuffle of the cards"),
        ),
        "undo": (
            translate("MainWindow", "Undo"),
            translate("MainWindow", "Take back the last action (Ctrl+Z)"),
        ),
        "redo": (
            translate("MainWindow", "Redo"),
            translate("MainWindow", "Apply again what was taken back (Ctrl+Shift+Z)"),
        ),
        "confirm": (
            translate("MainWindow", "Confirm turn"),
            translate("MainWindow", "End your turn (Enter)"),
        ),
        "hint": (
            translate("MainWindow", "Hint"),
            translate("MainWindow", "What would a strong player do? Drawn faintly (H)"),
        ),
        "apply_hint": (
            translate("MainWindow", "Apply hint"),
            translate("MainWindow", "Play the suggested turn (you can still undo it)"),
        ),
    }


class SidePanel(QWidget):
    """Everything beside the sheet, shown from the controller's :class:`TurnView`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(PANEL_WIDTH)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.header.setStyleSheet("font-size: 16px; font-weight: bold")
        self.offer = OfferPanel()
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a02818; font-weight: bold")
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message.clear)
        self.plans = PlanPanel()
        self.table_panel = TablePanel()
        self.table_panel.hide()
        self.buttons: dict[str, QPushButton] = {}
        side = QVBoxLayout(self)
        side.addWidget(self.header)
        side.addWidget(self.offer)
        side.addWidget(self.prompt)
        for row in BUTTON_ROWS:
            line = QHBoxLayout()
            for key in row:
                button = QPushButton()
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                line.addWidget(button)
                self.buttons[key] = button
            side.addLayout(line)
        self.buttons["roundabout"].setCheckable(True)
        self.buttons["confirm"].setStyleSheet("font-weight: bold; padding: 6px")
        side.addWidget(self.message)
        side.addWidget(self.plans)
        side.addWidget(self.table_panel)
        side.addStretch(1)
        self._shown_offer: tuple[object, ...] = ()
        self._shown_plans: tuple[object, ...] = ()
        self._shown_table: tuple[object, ...] = ()
        self.retranslate()

    def retranslate(self) -> None:
        """Relabel the buttons; the cards repaint at the next view."""
        for key, (text, tip) in button_texts().items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)
        self._shown_offer = self._shown_plans = ()
        self.table_panel.retranslate()

    def show_message(self, text: str) -> None:
        """Show why an intent was refused (the rules' own words), for a few seconds."""
        self.message.setText(text)
        self._message_timer.start(MESSAGE_MS)

    def show_thinking(self, name: str) -> None:
        """A computer seat plays: say so, and no button may be pressed meanwhile."""
        self.prompt.setText(translate("MainWindow", "{name} is thinking…").format(name=name))
        for button in self.buttons.values():
            button.setEnabled(False)

    def show_view(self, view: TurnView) -> None:
        """Show ``view``: the cards, plans and table repaint only when what they show changed
        (painting them costs more than the whole sheet's update after a click)."""
        choosing = view.step in (Step.CHOOSE, Step.WRITE)
        offer = (view.mode, view.offer, view.cards_remaining, view.selected, choosing,
                 view.playable)
        if offer != self._shown_offer:
            self._shown_offer = offer
            self.offer.set_offer(*offer)
        plans = (view.plans, view.approved, view.claimed, view.claimable)
        if plans != self._shown_plans:
            self._shown_plans = plans
            self.plans.set_plans(*plans)
        if view.table != self._shown_table:
            self._shown_table = view.table
            self.table_panel.set_table(view.table, view.player)
            self.table_panel.setVisible(bool(view.table))
        self.offer.setVisible(not view.over)  # no cards are dealt after the last turn
        if view.over:
            self.header.setText(translate("MainWindow", "Game over"))
        else:
            self.header.setText(
                translate("MainWindow", "Turn {turn} — {name}").format(
                    turn=view.turn_number, name=view.player_name
                )
            )
        self.prompt.setText(view.prompt)
        b = self.buttons
        b["skip"].setEnabled(view.can_skip_effect)
        b["refusal"].setEnabled(view.refusal_forced)
        b["roundabout"].setVisible(view.advanced)
        b["roundabout"].setEnabled(view.roundabout_allowed)
        b["roundabout"].setChecked(view.roundabout_armed)
        b["reshuffle"].setVisible(view.mode is not Mode.SOLO)
        b["reshuffle"].setEnabled(view.reshuffle_entitled and not view.reshuffle_asked)
        b["undo"].setEnabled(view.can_undo)
        b["redo"].setEnabled(view.can_redo)
        b["confirm"].setEnabled(view.can_confirm)
        b["hint"].setEnabled(view.step not in (Step.OVER, Step.WAIT))
        b["apply_hint"].setEnabled(view.hint_expected is not None)

"""The one adapter between the window and the rules: it turns the player's intents into actions.

Widgets and scene items only report what was clicked; :class:`GameController` decides what the
click means at the current step of the turn, applies it through ``rules.Game`` and announces the
new state as an immutable :class:`TurnView`. What an action brings with it, undo, redo and
what confirm skips are the rules' :class:`~welcome_desktop.rules.turn_editor.TurnEditor`.
The controller refuses every intent while a computer seat plays, the screen is being handed
over to the next player or the window has paused it (the replay), and in a game open read-only
(open in another window), saying so; whose turn it is, and where it goes after a confirm, is
its seat half (:mod:`~welcome_desktop.app.play.seat_turns`), and *Fewer clicks* its
:mod:`~welcome_desktop.app.play.fewer_clicks`.

Signals:
    changed(TurnView): after every change of state.
    rejected(str): an intent the rules refuse, with the rules' own reason.
    accepted(): an intent changed the turn (an action applied, taken back or confirmed): an
        earlier refusal no longer applies.
    value_needed(int, int, list): the temp agency offers several numbers for (street, house).
    copy_needed(int, int, list): a bis house may copy its left or right neighbour.
    estates_needed(str, list): a plan may be claimed with several sets of estates.
    turn_resolved, handover, computer_to_play, game_over: see ``seat_turns.SeatTurns``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from welcome_desktop.app.look.ink_kind import Ink
from welcome_desktop.app.play.effect_clicks import BisCopyQuestion, effect_action, writable_values
from welcome_desktop.app.play.fewer_clicks import FewerClicks, nothing_left
from welcome_desktop.app.play.hint import Hint, make_hint
from welcome_desktop.app.play.intent import Hold, intent
from welcome_desktop.app.play.seat_turns import SeatTurns
from welcome_desktop.app.play.sheet_model import Target, Zone, truck_end
from welcome_desktop.app.play.table import Table
from welcome_desktop.app.play.turn_view import SeatState, TurnView, action_targets, turn_view
from welcome_desktop.app.words.refusals import rules_message
from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    SkipEffect,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.sheet import Estate
from welcome_desktop.rules.turn import Phase, PlayerTurn
from welcome_desktop.rules.turn_editor import TurnEditor

if TYPE_CHECKING:
    from welcome_desktop.players import Level

translate = QCoreApplication.translate


class GameController(SeatTurns):
    """Applies the player's intents to the game and announces the new state."""

    changed = Signal(object)
    rejected = Signal(str)
    accepted = Signal()
    value_needed = Signal(int, int, list)
    copy_needed = Signal(int, int, list)
    estates_needed = Signal(str, list)

    def __init__(self, game: Table, parent: QObject | None = None, *,
                 computer_levels: dict[int, Level] | None = None,
                 computer_budgets: dict[int, float] | None = None,
                 read_only: bool = False) -> None:
        super().__init__(game, parent, computer_levels=computer_levels,
                         computer_budgets=computer_budgets, read_only=read_only)
        self._redo: list[Action] = []
        self._roundabout_armed = False
        #: The suggested turn shown, and its marks drawn faintly on the sheet.
        self.hint: Hint | None = None
        self.ghosts: frozenset[Target] = frozenset()
        self.ghost_ink = Ink.HINT
        #: *Fewer clicks*: the options, and the turn confirming itself in a moment.
        self.fewer_clicks = FewerClicks(self)
        self.fewer_clicks.due.connect(self._auto_confirm)

    # ----------------------------------------------------------------- state

    @property
    def turn(self) -> PlayerTurn:
        return self.game.turn(self.player)

    def refuse(self, reason: str) -> None:
        """Say why an intent is refused (``rejected``)."""
        self.rejected.emit(reason)

    def set_options(self, *, auto_effect: bool, auto_confirm: bool,
                    skip_handover: bool = False) -> None:
        """The player's options (*Fewer clicks* sets both): use a park or a pool at once when
        it has exactly one place; confirm the turn a moment after nothing but the optional
        roundabout is left to choose; in standard mode (the cards are public), no hand-over
        screen between people."""
        self.fewer_clicks.auto_effect = auto_effect
        self.fewer_clicks.auto_confirm = auto_confirm
        self.skip_handover = skip_handover

    @property
    def auto_effect(self) -> bool:
        """Fewer clicks: a park or a pool with one place is used at once."""
        return self.fewer_clicks.auto_effect

    @property
    def auto_confirm(self) -> bool:
        """Fewer clicks: a turn with nothing left to choose confirms itself."""
        return self.fewer_clicks.auto_confirm

    def view(self) -> TurnView:
        """The current state as the window shows it."""
        return turn_view(self.game, SeatState(
            self.player, self._roundabout_armed, bool(self._redo), self.ghosts,
            self.hint.expected if self.hint else None, self.computer_levels, self.hint,
            self.confirm_pending, self.watching, self.seats_here, self.kept_copy,
            Hold.HOST_AWAY in self.hold, self.ghost_ink))

    def announce(self) -> None:
        """Emit ``changed`` with the current view."""
        self.changed.emit(self.view())

    # ----------------------------------------------------------------- applying

    @property
    def editor(self) -> TurnEditor:
        """The rules' editing of the shown seat's turn, on this controller's redo stack."""
        return TurnEditor(self.game, self.player, self._redo)

    def _edit(self, edit: Callable[[], object]) -> bool:
        """Run one edit of the turn; False (said with the rules' reason) when they refuse it."""
        try:
            edit()
        except IllegalAction as error:
            self.rejected.emit(rules_message(error))
            return False
        self.clear_hint()
        self.accepted.emit()
        return True

    def _act(self, action: Action) -> bool:
        """Apply ``action`` and what the rules then demand (a changed number's temp mark)."""
        return self._edit(lambda: self.editor.act(action))

    def _apply_and_announce(self, action: Action) -> bool:
        ok = self._act(action)
        if ok:
            self._confirm_when_done()
        self.announce()
        return ok

    def _use_single_effect(self) -> None:
        """With the option on, use a park or a pool when the rules give it exactly one place."""
        effect = self.fewer_clicks.single_effect(self.turn)
        if effect is not None:
            self._act(effect)

    @property
    def confirm_pending(self) -> bool:
        """The turn confirms itself in a moment (fewer clicks) unless the player acts."""
        return self.fewer_clicks.pending

    def _confirm_when_done(self) -> None:
        self.fewer_clicks.confirm_when_done(self.game, self.player)

    def cancel_auto_confirm(self) -> None:
        """Keep the turn open: the automatic confirmation waiting is called off."""
        self.fewer_clicks.cancel()

    def _auto_confirm(self) -> None:
        if self.accepts_input and nothing_left(self.game, self.player):
            self.confirm()
        else:
            self.announce()

    @intent
    def choose(self, choose: Choose) -> None:
        """Choose a combination (or change the choice before writing)."""
        turn = self.turn
        if self.game.over or self.game.confirmed[self.player]:
            return
        if turn.phase is Phase.CHOSEN:
            self.editor.take_back_choice()
        elif turn.phase is not Phase.START:
            self.rejected.emit(
                translate(
                    "GameController", "A number is already written this turn; undo to choose again."
                )
            )
            return
        combination = turn.context.combination(choose) if self._valid_choice(choose) else None
        if combination is not None and not turn.choice_fits(choose):
            self.rejected.emit(
                translate("GameController", "{number} cannot be written in any house.").format(
                    number=combination.number
                )
            )
            self.announce()
            return
        self._apply_and_announce(choose)

    def _valid_choice(self, choose: Choose) -> bool:
        return choose in self.turn.context.choices()

    @intent
    def click(self, target: Target) -> None:
        """A click on the sheet: its meaning depends on the step of the turn."""
        if self.game.over or self.game.confirmed[self.player]:
            return
        turn = self.turn
        zone = target.zone
        if zone is Zone.ROUNDABOUT:
            self.arm_roundabout(not self._roundabout_armed)
            return
        if zone is Zone.REFUSAL:
            self.take_refusal()
            return
        if zone is Zone.PLAN:
            self.claim(self.game.plans[target.index].id)
            return
        if zone is Zone.TRUCK:
            self.choose_truck(truck_end(target))
            return
        if zone is Zone.HOUSE and self._roundabout_armed:
            self._roundabout_armed = False
            self._apply_and_announce(BuildRoundabout(target.street, target.index))
            return
        if turn.phase is Phase.START:
            self.rejected.emit(translate("GameController", "Choose a combination first."))
        elif turn.phase is Phase.CHOSEN:
            if zone is Zone.HOUSE:
                self._click_house_to_write(target.street, target.index)
            else:
                self.rejected.emit(
                    translate("GameController", "Click a house to write the number.")
                )
        elif turn.phase is Phase.WRITTEN:
            self._click_effect(target)
        else:
            self.rejected.emit(
                translate(
                    "GameController", "Claim a plan, build a roundabout, or confirm the turn."
                )
            )

    def _click_house_to_write(self, street: int, house: int) -> None:
        turn = self.turn
        assert turn.combination is not None
        values = writable_values(turn, street, house)
        if len(values) > 1:
            self.value_needed.emit(street, house, values)
        elif values:
            self.write(street, house, values[0])
        else:
            self._apply_and_announce(Write(street, house, turn.combination.number))

    @intent
    def write(self, street: int, house: int, value: int) -> None:
        """Write ``value``; what the rules then demand (a changed number's temp mark) follows."""
        if self.turn.combination is None:
            return
        if self._act(Write(street, house, value)) and not self.turn.truck_due:
            self._use_single_effect()
            self._confirm_when_done()
        self.announce()

    @intent
    def choose_truck(self, end: str) -> None:
        """Ice cream: the bottom street's truck at ``end`` ("left" or "right") drives there."""
        if self._act(ChooseTruck(end)):
            self._use_single_effect()
            self._confirm_when_done()
        self.announce()

    def _click_effect(self, target: Target) -> None:
        action = effect_action(self.turn, target)
        if isinstance(action, BisCopyQuestion):
            self.copy_needed.emit(action.street, action.house, action.copies)
        elif action is None:
            self.rejected.emit(
                translate("GameController", "Use the effect on a lit place, or skip it.")
            )
        else:
            self._apply_and_announce(action)

    @intent
    def write_bis(self, street: int, house: int, copied: int) -> None:
        self._apply_and_announce(WriteBis(street, house, copied))

    @intent
    def skip_effect(self) -> None:
        self._apply_and_announce(SkipEffect())

    @intent
    def take_refusal(self) -> None:
        self._apply_and_announce(TakeRefusal())

    @intent
    def arm_roundabout(self, armed: bool = True) -> None:
        """Next house click builds a roundabout (when one is allowed now)."""
        refusal = self.turn.roundabout_refusal() if armed else None
        if refusal is not None:
            self.rejected.emit(rules_message(refusal))
        else:
            self._roundabout_armed = armed
            self.accepted.emit()
        self.announce()

    @intent
    def claim(self, plan_id: str, estates: tuple[Estate, ...] | None = None) -> None:
        """Claim a plan; with several ways, ``estates_needed`` asks which estates."""
        turn = self.turn
        if estates is None:
            plan = next((p for p in self.game.plans if p.id == plan_id), None)
            if plan is not None and plan in turn.claimable_plans():
                choices = turn.estate_choices(plan)
                if len(choices) > 1:
                    self.estates_needed.emit(plan_id, choices)
                    return
                estates = choices[0]
            else:
                estates = ()
        self._apply_and_announce(
            ClaimPlan(plan_id, tuple((e.street, e.first, e.size) for e in estates))
        )

    @intent
    def ask_reshuffle(self) -> None:
        self._apply_and_announce(AskReshuffle())

    @intent
    def undo(self) -> None:
        """Take back the last action of this turn (until the turn is confirmed)."""
        self._roundabout_armed = False
        if self.editor.undo():
            self.accepted.emit()
        self.announce()

    @intent
    def redo(self) -> None:
        """Apply again the last action taken back."""
        if not self._redo:
            return
        self._edit(self.editor.redo_next)
        self.announce()

    @intent
    def confirm(self) -> None:
        """End this player's turn (an unused effect is skipped)."""
        if self.game.over:
            return
        try:
            resolved = self.editor.confirm()
        except IllegalAction as error:
            self.rejected.emit(rules_message(error))
            self.announce()
            return
        self._after_confirm(resolved)

    def _after_confirm(self, resolved: bool) -> None:
        """The seat shown confirmed: its turn's state goes, and the next seat plays (or the
        turn resolves: ``SeatTurns.move_on``)."""
        self.forget_turn()
        self.accepted.emit()
        self.move_on(resolved)

    def forget_turn(self) -> None:
        self._redo.clear()
        self._roundabout_armed = False
        self.clear_hint()

    def play_computer_turn(self, seat: int, actions: list[Action]) -> None:
        """A computer seat's complete turn (decided off the interface thread)."""
        if self.read_only or self.game.over or seat != self.player or self.game.confirmed[seat]:
            return
        # A computer's illegal action is a bug: let it raise.
        self._after_confirm(self.editor.play(actions))

    # ----------------------------------------------------------------- hints

    def show_hint(self, actions: list[Action], expected: float) -> None:
        """Draw a suggested turn as ghost marks, with its expected final score."""
        plan_ids = self.game.plans[0].id, self.game.plans[1].id, self.game.plans[2].id
        self.hint = make_hint(actions, expected, self.turn.context, plan_ids)
        self.ghosts = frozenset(t for a in actions for t in action_targets(a, plan_ids))
        self.ghost_ink = Ink.HINT
        self.announce()

    def outline_estates(self, estates: tuple[Estate, ...] | None) -> None:
        """Outline the houses of ``estates`` on the sheet (a way to claim a plan, while the
        player chooses); None puts the hint's marks, if any, back."""
        self.ghost_ink = Ink.HINT if estates is None else Ink.ESTATES
        if estates is None:
            plan_ids = self.game.plans[0].id, self.game.plans[1].id, self.game.plans[2].id
            self.ghosts = frozenset(t for a in (self.hint.actions if self.hint else ())
                                    for t in action_targets(a, plan_ids))
        else:
            self.ghosts = frozenset(Target(Zone.HOUSE, e.street, h) for e in estates
                                    for h in range(e.first, e.first + e.size))
        self.announce()

    def clear_hint(self) -> None:
        self.hint = None
        self.ghosts = frozenset()

    @intent
    def apply_hint(self) -> None:
        """Play the suggested turn from the start of the turn (still undoable, not confirmed)."""
        if self.hint is None or self.game.over:
            return
        actions = self.hint.actions
        editor = self.editor
        editor.restart()
        for action in actions:
            if not self._edit(partial(editor.apply, action)):
                break
        self.clear_hint()
        self.announce()

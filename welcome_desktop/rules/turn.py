"""One player's turn: validates each action in the order of section 2 and applies it.

A :class:`PlayerTurn` starts from the sheet as it was at the start of the turn and works on a
copy. An illegal action raises :class:`IllegalAction` and changes nothing. The turn also answers
the queries a screen or a computer player needs (playable combinations, legal houses, effect
targets, claimable plans, whether a refusal is forced). What it is played against and the ways
of choosing from it are in :mod:`~welcome_desktop.rules.turn_context` (named here too).
"""

from __future__ import annotations

import enum

from welcome_desktop.rules.actions import (
    EFFECT_OF_ACTION,
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    DrawFence,
    EffectAction,
    MarkEstateColumn,
    MarkTemp,
    SkipEffect,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.cards import Card, Effect
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.plans import (
    Condition,
    Plan,
    claim_marks,
    condition_holds,
    estate_choices,
    estate_meets,
)
from welcome_desktop.rules.sheet import EMPTY, Estate, Sheet
from welcome_desktop.rules.tables import (
    BIS_BOXES,
    ESTATE_BOXES,
    PARK_BOXES,
    PLANNED_POOLS,
    POOL_BOXES,
    REFUSAL_BOXES,
    ROUNDABOUT_BOXES,
    TEMP_BOXES,
)
from welcome_desktop.rules.themes import BOTTOM_STREET, END_NAMES, ICE_CREAM
from welcome_desktop.rules.turn_context import (
    PlanCard,
    TurnContext,
    choice_options,
    choice_refusal,
    temp_values,
)

_TRUCK_CHOICES = (ChooseTruck(END_NAMES[0]), ChooseTruck(END_NAMES[1]))


class Phase(enum.IntEnum):
    """Where a turn stands."""

    START = 0    # nothing chosen yet (a roundabout may already be built)
    CHOSEN = 1   # a combination is chosen: write its number next
    WRITTEN = 2  # the number is written: use the effect or skip it next
    DONE = 3     # number and effect done, or refusal taken: roundabout, claims, reshuffle


class PlayerTurn:
    """The turn of one player in progress."""

    __slots__ = (
        "actions",
        "changed",
        "choice",
        "claimed",
        "combination",
        "context",
        "first_claims",
        "options",
        "phase",
        "refused",
        "reshuffle",
        "roundabout_built",
        "sheet",
        "start",
        "truck_due",
        "written",
    )

    def __init__(self, sheet: Sheet, context: TurnContext) -> None:
        self.context = context
        self.start = sheet
        self.sheet = sheet.copy()
        self.actions: list[Action] = []
        self.phase = Phase.START
        self.choice: Choose | None = None
        self.combination: Card | None = None
        self.written: tuple[int, int, int] | None = None
        self.changed = False
        self.roundabout_built = False
        self.refused = False
        self.claimed: list[str] = []
        self.first_claims: list[str] = []
        self.reshuffle = False
        #: Ice cream: the number just written first numbered the bottom street; the truck
        #: choice must come next.
        self.truck_due = False
        #: Every way of choosing and the (number, effect) it gives.
        self.options = choice_options(context.mode.uses_hands, context.offer)

    # ----------------------------------------------------------------- queries

    @property
    def roundabout_allowed(self) -> bool:
        """A roundabout may still be built this turn (variant, per-turn and per-game limits)."""
        return (
            self.context.advanced
            and not self.roundabout_built
            and self.sheet.roundabout_marks < ROUNDABOUT_BOXES
        )

    def roundabout_refusal(self) -> IllegalAction | None:
        """Why no roundabout may be built now (whatever the house), or None when one may."""
        if not self.context.advanced:
            return IllegalAction("roundabout_basic_game")
        if self.phase in (Phase.CHOSEN, Phase.WRITTEN) or self.claimed or self.reshuffle:
            return IllegalAction("roundabout_timing")
        if self.roundabout_built:
            return IllegalAction("roundabout_twice_in_turn")
        if self.sheet.roundabout_marks >= ROUNDABOUT_BOXES:
            return IllegalAction("roundabout_third")
        return None

    def forced_action(self) -> EffectAction | None:
        """The action the rules demand before any other, or None: the temp agency's mark
        right after a number it changed (ruling 4)."""
        if self.phase is Phase.WRITTEN and self.changed:
            return MarkTemp()
        return None

    def values_for(self, combination: Card) -> tuple[int, ...]:
        """The numbers this combination may write (the temp agency's while its track has room)."""
        if combination.effect is Effect.TEMP and self.sheet.temps < TEMP_BOXES:
            return temp_values(combination.number)
        return (combination.number,)

    def candidate_values(self) -> list[int]:
        """Every number some choice of this turn could write (before the house is known)."""
        return sorted({
            v for _, combination in self.options for v in self.values_for(combination)
        })

    def refusal_forced(self) -> bool:
        """No combination can be written anywhere, even after a roundabout built now."""
        values = self.candidate_values()
        if self.sheet.fits_anywhere(values):
            return False
        return not (self.roundabout_allowed and self.sheet.fits_with_a_roundabout(values))

    def choice_fits(self, choose: Choose) -> bool:
        """Some number ``choose`` may write fits a house now (else choosing it leads nowhere)."""
        return any(c == choose for c, _, _ in self.placements())

    def effect_skippable(self) -> bool:
        """The effect may be skipped (or used) now: the number is written, not changed by the
        temp agency (its mark comes first), and no truck is due."""
        return self.phase is Phase.WRITTEN and not self.changed and not self.truck_due

    def placements(self) -> list[tuple[Choose, int, list[tuple[int, int]]]]:
        """For each choice and each number it may write, the (street, house) that take it.

        Groups with no house are left out; choices giving the same number share one list.
        """
        sheet = self.sheet
        windows = [(street, h, above, below) for street in (0, 1, 2)
                   for h, above, below in sheet.windows(street)]
        houses_by_value: dict[int, list[tuple[int, int]]] = {}
        result = []
        for choose, combination in self.options:
            for value in self.values_for(combination):
                houses = houses_by_value.get(value)
                if houses is None:
                    houses = houses_by_value[value] = [
                        (street, h) for street, h, above, below in windows
                        if above < value < below]
                if houses:
                    result.append((choose, value, houses))
        return result

    def legal_writes(self) -> list[tuple[Choose, int, int, int]]:
        """Every (choice, street, house, value) that may be written now, from phase START."""
        return [(choose, street, h, value) for choose, value, houses in self.placements()
                for street, h in houses]

    def truck_choices(self) -> list[ChooseTruck]:
        """The two trucks of the bottom street when their choice is due now, else none."""
        return list(_TRUCK_CHOICES) if self.truck_due else []

    def effect_targets(self) -> list[EffectAction]:
        """Every legal use of the chosen effect now (phase WRITTEN, number unchanged or temp)."""
        if self.phase is not Phase.WRITTEN or self.combination is None or self.written is None:
            return []
        sheet = self.sheet
        effect = self.combination.effect
        street, house, _ = self.written
        targets: list[EffectAction] = []
        if effect is Effect.SURVEYOR:
            targets = [DrawFence(s, k) for s, k in sheet.fence_slots()]
        elif effect is Effect.REAL_ESTATE:
            targets = [MarkEstateColumn(i + 1) for i in range(6)
                       if sheet.estate_marks[i] < ESTATE_BOXES[i]]
        elif effect is Effect.PARK:
            if sheet.parks[street] < PARK_BOXES[street]:
                targets = [BuildPark(street)]
        elif effect is Effect.POOL:
            if house in PLANNED_POOLS[street] and sheet.pool_marks < POOL_BOXES:
                targets = [BuildPool(street, house)]
        elif effect is Effect.TEMP:
            if sheet.temps < TEMP_BOXES:
                targets = [MarkTemp()]
        elif sheet.bis_marks < BIS_BOXES:
            targets = [WriteBis(s, h, c) for s, h, c in sheet.bis_targets()]
        return targets

    def claimable_plans(self) -> list[Plan]:
        """Each unclaimed plan whose condition holds now."""
        sheet = self.sheet
        return [
            card.plan for index, card in enumerate(self.context.plan_cards)
            if not sheet.plan_claimed[index] and condition_holds(card.plan, sheet)
        ]

    def estate_choices(self, plan: Plan) -> list[tuple[Estate, ...]]:
        """The sets of unused estates a claim of ``plan`` may use; ``[()]`` for other plans."""
        if plan.condition is not Condition.ESTATES:
            return [()]
        return list(estate_choices(plan, self.sheet))

    def claimable(self) -> list[tuple[Plan, list[tuple[Estate, ...]]]]:
        """Each unclaimed plan whose condition holds, with its choices of estates."""
        return [(plan, self.estate_choices(plan)) for plan in self.claimable_plans()]

    def nothing_left_to_choose(self, roundabout: bool = True) -> bool:
        """The turn may only be confirmed: the number is written (or the refusal taken), its
        effect used or unusable, and no plan, roundabout or reshuffle may still be asked.

        With ``roundabout`` False, a roundabout that may still be built (always optional, and
        open in nearly every advanced turn) does not count as a choice left."""
        if self.phase is Phase.WRITTEN:
            if self.changed or self.effect_targets():
                return False
        elif self.phase is not Phase.DONE:
            return False
        if self.claimable_plans() or (self.reshuffle_entitled and not self.reshuffle):
            return False
        return not (roundabout and self.roundabout_allowed and not self.claimed
                    and not self.reshuffle and not self.refused)

    @property
    def reshuffle_entitled(self) -> bool:
        return bool(self.first_claims) and self.context.mode.reshuffles

    # ----------------------------------------------------------------- actions

    def apply(self, action: Action) -> None:
        """Validate ``action`` in the turn as it stands and apply it, or raise IllegalAction."""
        if isinstance(action, ChooseTruck):
            self._choose_truck(action)
            self.actions.append(action)
            return
        if self.truck_due:
            raise IllegalAction("truck_missing")
        if isinstance(action, Write):
            self._write(action)
        elif isinstance(action, Choose):
            self._choose(action)
        elif isinstance(action, SkipEffect):
            self._skip_effect()
        elif isinstance(action, (DrawFence, MarkEstateColumn, BuildPark, BuildPool, MarkTemp,
                                 WriteBis)):
            self._use_effect(action)
        elif isinstance(action, BuildRoundabout):
            self._build_roundabout(action)
        elif isinstance(action, TakeRefusal):
            self._take_refusal()
        elif isinstance(action, ClaimPlan):
            self._claim(action)
        elif isinstance(action, AskReshuffle):
            self._ask_reshuffle()
        else:  # pragma: no cover - the Action union is closed
            raise TypeError(f"not an action: {action!r}")
        self.actions.append(action)

    def check_complete(self) -> None:
        """Raise unless the turn may be confirmed: a number and its effect, or a refusal."""
        if self.truck_due:
            raise IllegalAction("truck_missing")
        if self.phase is Phase.START:
            if self.refusal_forced():
                raise IllegalAction("missing_refusal")
            raise IllegalAction("missing_number")
        if self.phase is Phase.CHOSEN:
            raise IllegalAction("write_after_choose")
        if self.phase is Phase.WRITTEN:
            if self.changed:
                raise IllegalAction("temp_not_marked")
            raise IllegalAction("effect_missing")

    def _choose(self, action: Choose) -> None:
        if self.phase is not Phase.START:
            raise IllegalAction("already_chosen")
        refusal = choice_refusal(self.context.mode, len(self.context.offer), action)
        if refusal is not None:
            raise refusal
        self.choice = action
        self.combination = self.context.combination(action)
        self.phase = Phase.CHOSEN

    def _write(self, action: Write) -> None:
        if self.phase is not Phase.CHOSEN or self.combination is None:
            raise IllegalAction("write_after_choose")
        street, house, value = action.street, action.house, action.value
        Sheet.check_house(street, house)
        combination = self.combination
        if value != combination.number:
            if combination.effect is not Effect.TEMP:
                raise IllegalAction("number_not_on_offer", number=combination.number)
            if self.sheet.temps >= TEMP_BOXES:
                raise IllegalAction("temp_track_full", number=combination.number)
            if value not in temp_values(combination.number):
                raise IllegalAction("temp_range", number=combination.number)
        self.sheet.check_write(street, house, value)
        self.sheet.write(street, house, value)
        self.truck_due = street == BOTTOM_STREET and self.sheet.truck_due()
        self.written = (street, house, value)
        self.changed = value != combination.number
        self.phase = Phase.WRITTEN

    def _choose_truck(self, action: ChooseTruck) -> None:
        if self.sheet.kind != ICE_CREAM:
            raise IllegalAction("truck_no_trucks")
        if action.end not in END_NAMES:
            raise IllegalAction("truck_no_such_end", end=action.end)
        if not self.truck_due:
            raise IllegalAction("truck_not_due")
        self.sheet.choose_truck(END_NAMES.index(action.end))
        self.truck_due = False

    def _skip_effect(self) -> None:
        if self.phase is not Phase.WRITTEN:
            raise IllegalAction("effect_after_number")
        if self.changed:
            raise IllegalAction("temp_not_marked")
        self.phase = Phase.DONE

    def _use_effect(self, action: EffectAction) -> None:
        if self.phase is not Phase.WRITTEN or self.combination is None or self.written is None:
            raise IllegalAction("effect_after_number")
        effect = self.combination.effect
        if EFFECT_OF_ACTION[type(action)] is not effect:
            raise IllegalAction("effect_of_other_kind", effect=effect.value)
        sheet = self.sheet
        street, house, _ = self.written
        if isinstance(action, DrawFence):
            sheet.check_fence(action.street, action.slot)
            sheet.draw_fence(action.street, action.slot)
        elif isinstance(action, MarkEstateColumn):
            column = action.size - 1
            if not 0 <= column < 6:
                raise IllegalAction("not_an_estate", estate=f"size {action.size}")
            if sheet.estate_marks[column] >= ESTATE_BOXES[column]:
                raise IllegalAction("track_full", track=f"real estate {action.size}",
                                    kind="real_estate", index=action.size)
            sheet.estate_marks[column] += 1
        elif isinstance(action, BuildPark):
            if action.street != street:
                raise IllegalAction("park_other_street")
            if sheet.parks[street] >= PARK_BOXES[street]:
                raise IllegalAction("track_full", track=f"street {street} park", kind="park",
                                    index=street)
            sheet.parks[street] += 1
        elif isinstance(action, BuildPool):
            if (action.street, action.house) != (street, house):
                raise IllegalAction("pool_other_house")
            if house not in PLANNED_POOLS[street]:
                raise IllegalAction("pool_not_planned")
            if sheet.pool_marks >= POOL_BOXES:
                raise IllegalAction("track_full", track="pool", kind="pool")
            sheet.pools[street] |= 1 << house
            sheet.pool_marks += 1
        elif isinstance(action, MarkTemp):
            if sheet.temps >= TEMP_BOXES:
                raise IllegalAction("track_full", track="temp", kind="temp")
            sheet.temps += 1
        else:
            if sheet.bis_marks >= BIS_BOXES:
                raise IllegalAction("track_full", track="bis", kind="bis")
            sheet.check_bis(action.street, action.house, action.copied)
            sheet.write(action.street, action.house, sheet.houses[action.street][action.copied],
                        bis=True)
            sheet.bis_marks += 1
        self.phase = Phase.DONE

    def _build_roundabout(self, action: BuildRoundabout) -> None:
        refusal = self.roundabout_refusal()
        if refusal is not None:
            raise refusal
        Sheet.check_house(action.street, action.house)
        if self.sheet.houses[action.street][action.house] != EMPTY:
            raise IllegalAction("roundabout_not_empty")
        self.sheet.build_roundabout(action.street, action.house)
        self.roundabout_built = True

    def _take_refusal(self) -> None:
        if self.phase is not Phase.START:
            raise IllegalAction("refusal_timing")
        values = self.candidate_values()
        if self.sheet.fits_anywhere(values):
            raise IllegalAction("voluntary_refusal")
        if self.roundabout_allowed and self.sheet.fits_with_a_roundabout(values):
            raise IllegalAction("refusal_roundabout_possible")
        if self.sheet.refusals < REFUSAL_BOXES:
            self.sheet.refusals += 1
        self.refused = True
        self.phase = Phase.DONE

    def _claim(self, action: ClaimPlan) -> None:
        if self.phase is not Phase.DONE or self.reshuffle:
            raise IllegalAction("claim_timing")
        sheet = self.sheet
        if action.plan_id not in sheet.plan_ids:
            raise IllegalAction("plan_not_in_game", plan=action.plan_id)
        index = sheet.plan_ids.index(action.plan_id)
        card = self.context.plan_cards[index]
        plan = card.plan
        if sheet.plan_claimed[index]:
            raise IllegalAction("plan_claimed_twice")
        estates = tuple(Estate(*e) for e in action.estates)
        if plan.condition is Condition.ESTATES:
            existing = set(sheet.estates())
            for estate in estates:
                if estate not in existing:
                    raise IllegalAction("not_an_estate", estate=str(estate))
            if len(set(estates)) != len(estates):
                raise IllegalAction("estate_twice")
            if any(sheet.estate_is_used(estate) for estate in estates):
                raise IllegalAction("estate_used")
            if sorted(e.size for e in estates) != sorted(plan.estate_sizes):
                raise IllegalAction("plan_sizes", plan=plan.id, sizes=list(plan.estate_sizes))
            for estate in estates:
                if not estate_meets(plan, sheet, estate):
                    raise IllegalAction("plan_estate_unmet", estate=str(estate), plan=plan.id)
        else:
            if estates:
                raise IllegalAction("plan_takes_no_estates", plan=plan.id)
            if not condition_holds(plan, sheet):
                raise IllegalAction("plan_unmet", plan=plan.id, condition=plan.describe())
        for street, mask in claim_marks(plan, estates):
            sheet.mark_used(street, mask)
        sheet.plan_claimed[index] = True
        sheet.plan_values[index] = plan.value(card.approved)
        self.claimed.append(plan.id)
        if not card.approved:
            self.first_claims.append(plan.id)

    def _ask_reshuffle(self) -> None:
        if self.phase is not Phase.DONE:
            raise IllegalAction("reshuffle_timing")
        if not self.context.mode.reshuffles:
            raise IllegalAction("reshuffle_solo")
        if not self.first_claims:
            raise IllegalAction("reshuffle_not_entitled")
        if self.reshuffle:
            raise IllegalAction("reshuffle_twice")
        self.reshuffle = True


__all__ = ["Phase", "PlanCard", "PlayerTurn", "TurnContext", "choice_refusal", "temp_values"]

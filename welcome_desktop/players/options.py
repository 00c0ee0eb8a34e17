"""The complete options of one turn: every way to play the number and its effect.

An :class:`Option` is a prefix of a complete turn (roundabout, combination, number, effect,
roundabout) with the sheet it leaves. Plan claims and the reshuffle request come after and are
chosen on the option that is kept (see :func:`claim_sequences`).

The legal writes come from the rules (``PlayerTurn.legal_writes``). For speed, the sheet after an
effect is made by applying the effect to a copy of the sheet the way ``PlayerTurn`` does, with
the effect targets listed as ``PlayerTurn.effect_targets`` lists them; ``validate=True`` plays
every option through a ``PlayerTurn`` instead and checks that both give the same sheet (the tests
do, so the shortcut cannot drift from the rules). A player's chosen turn is always validated
again by the rules when it is played.

Pruning: a roundabout is considered before the number only when no number can be written
without one (ruling 2 then forbids the refusal); after the effect, only in a *dead* house, an
empty house no number can ever fill (its neighbours leave no number between them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from welcome_desktop.rules.actions import (
    Action,
    BuildPark,
    BuildPool,
    BuildRoundabout,
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
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.tables import (
    BIS_BOXES,
    ESTATE_BOXES,
    PARK_BOXES,
    PLANNED_POOLS,
    POOL_BOXES,
    ROUNDABOUT_BOXES,
    TEMP_BOXES,
)
from welcome_desktop.rules.themes import END_NAMES
from welcome_desktop.rules.turn import PlayerTurn, TurnContext

#: The bottom street's two truck choices (ice cream).
TRUCKS = (ChooseTruck(END_NAMES[0]), ChooseTruck(END_NAMES[1]))

#: Filters the effect targets explored after a write: (sheet after the write, written street,
#: targets) -> the targets kept. None keeps them all.
TargetFilter = Callable[[Sheet, int, list[EffectAction]], list[EffectAction]]

_ESTATE_COLUMNS = tuple(MarkEstateColumn(size) for size in range(1, 7))


class OptionMismatch(AssertionError):
    """``validate=True`` found an option whose sheet differs from the rules' own."""


@dataclass(slots=True)
class Option:
    """A turn's actions up to (not including) plan claims, and the sheet they leave."""

    actions: tuple[Action, ...]
    sheet: Sheet
    combination: Card | None
    """The (number, effect) played, None on a refusal."""


def fork(start: Sheet, context: TurnContext, actions: tuple[Action, ...]) -> PlayerTurn:
    """A fresh turn on ``start`` with ``actions`` played through the rules' validation."""
    turn = PlayerTurn(start, context)
    for action in actions:
        turn.apply(action)
    return turn


def dead_houses(sheet: Sheet) -> list[tuple[int, int]]:
    """Empty houses no number can ever fill (the window between their neighbours is empty)."""
    return [(street, house) for street in (0, 1, 2)
            for house, above, below in sheet.windows(street) if below - above <= 1]


def effect_targets(sheet: Sheet, effect: Effect, street: int, house: int) -> list[EffectAction]:
    """The uses of ``effect`` after writing in (street, house), as ``PlayerTurn`` lists them."""
    if effect is Effect.SURVEYOR:
        return [DrawFence(s, k) for s, k in sheet.fence_slots()]
    if effect is Effect.REAL_ESTATE:
        marks = sheet.estate_marks
        return [_ESTATE_COLUMNS[i] for i in range(6) if marks[i] < ESTATE_BOXES[i]]
    if effect is Effect.PARK:
        return [BuildPark(street)] if sheet.parks[street] < PARK_BOXES[street] else []
    if effect is Effect.POOL:
        if house in PLANNED_POOLS[street] and sheet.pool_marks < POOL_BOXES:
            return [BuildPool(street, house)]
        return []
    if effect is Effect.TEMP:
        return [MarkTemp()] if sheet.temps < TEMP_BOXES else []
    if sheet.bis_marks < BIS_BOXES:
        return [WriteBis(s, h, c) for s, h, c in sheet.bis_targets()]
    return []


def apply_effect(sheet: Sheet, action: EffectAction) -> None:
    """Apply a legal effect target to ``sheet`` as ``PlayerTurn`` does."""
    if isinstance(action, DrawFence):
        sheet.fences[action.street] |= 1 << action.slot
    elif isinstance(action, MarkEstateColumn):
        sheet.estate_marks[action.size - 1] += 1
    elif isinstance(action, BuildPark):
        sheet.parks[action.street] += 1
    elif isinstance(action, BuildPool):
        sheet.pools[action.street] |= 1 << action.house
        sheet.pool_marks += 1
    elif isinstance(action, MarkTemp):
        sheet.temps += 1
    else:
        sheet.write(action.street, action.house, sheet.houses[action.street][action.copied],
                    bis=True)
        sheet.bis_marks += 1


def check_option(option: Option, start: Sheet, context: TurnContext) -> None:
    """Raise OptionMismatch unless the rules give ``option.sheet`` for ``option.actions``."""
    expected = fork(start, context, option.actions).sheet
    if expected != option.sheet:
        raise OptionMismatch(f"option {option.actions} leaves another sheet than the rules")


@dataclass(slots=True)
class Written:
    """A number written (after its combination and any roundabout before it), effect pending."""

    head: tuple[Action, ...]
    sheet: Sheet
    """The sheet after the number (and the temp box, when the number was changed)."""
    combination: Card
    street: int
    house: int
    changed: bool

    @property
    def branching(self) -> bool:
        """The effect has many targets to choose from (surveyor fences, bis houses)."""
        return not self.changed and self.combination.effect in (Effect.SURVEYOR, Effect.BIS)

    def skip(self) -> Option:
        """The option that leaves the effect unused (or marks the temp box of a changed number)."""
        last = MarkTemp() if self.changed else SkipEffect()
        return Option((*self.head, last), self.sheet, self.combination)

    def options(self, targets: TargetFilter | None = None) -> list[Option]:
        """Every way to finish the turn from here: each effect target, then the skip."""
        if self.changed:
            return [self.skip()]
        effects = effect_targets(self.sheet, self.combination.effect, self.street, self.house)
        if targets is not None and effects:
            effects = targets(self.sheet, self.street, effects)
        result = []
        for effect in effects:
            after = self.sheet.copy()
            apply_effect(after, effect)
            result.append(Option((*self.head, effect), after, self.combination))
        result.append(self.skip())
        return result


def written_options(start: Sheet, context: TurnContext) -> tuple[list[Written], list[Option]]:
    """Every distinct number the turn may write, and the refusal options when none can be."""
    base = PlayerTurn(start, context)
    prefixes: list[tuple[tuple[Action, ...], PlayerTurn]] = [((), base)]
    if not base.legal_writes() and not base.refusal_forced():
        # Only a roundabout lets a number be written: the refusal is then illegal (ruling 2).
        probe = start.copy()
        houses = list(probe.enabling_roundabouts(base.candidate_values()))
        prefixes = [((BuildRoundabout(s, h),), fork(start, context, (BuildRoundabout(s, h),)))
                    for s, h in houses]
    written: list[Written] = []
    refusals: list[Option] = []
    for prefix, turn in prefixes:
        writes = turn.legal_writes()
        if not writes:
            done = fork(start, context, (*prefix, TakeRefusal()))
            refusals.append(Option((*prefix, TakeRefusal()), done.sheet, None))
            continue
        before = turn.sheet
        seen: set[tuple[Card, int, int, int]] = set()
        for choose, street, house, value in writes:
            combination = context.combination(choose)
            key = (combination, street, house, value)
            if key in seen:
                continue
            seen.add(key)
            sheet = before.copy()
            sheet.write(street, house, value)
            changed = value != combination.number
            if changed:
                # A changed number is the temp agency at work: its box is marked (ruling 4).
                sheet.temps += 1
            head = (*prefix, choose, Write(street, house, value))
            if street == 2 and sheet.truck_due():
                # Ice cream: the first number of the bottom street, then either truck drives.
                for truck in TRUCKS:
                    driven = sheet.copy()
                    driven.choose_truck(END_NAMES.index(truck.end))
                    written.append(Written((*head, truck), driven, combination, street, house,
                                           changed))
                continue
            written.append(Written(head, sheet, combination, street, house, changed))
    return written, refusals


def turn_options(start: Sheet, context: TurnContext, *, roundabouts: bool = True,
                 targets: TargetFilter | None = None, validate: bool = False) -> list[Option]:
    """Every complete option of the turn (claims aside), after the pruning described above.

    ``roundabouts`` False skips the optional roundabouts after the effect; ``targets`` filters
    the effect targets explored (surveyor fences and bis houses are many); ``validate`` plays
    every option through the rules too (slow; for tests).
    """
    written, result = written_options(start, context)
    for write in written:
        result.extend(write.options(targets))
    if roundabouts:
        result.extend(roundabout_options(result, start, context))
    if validate:
        for option in result:
            check_option(option, start, context)
    return result


def roundabout_options(options: list[Option], start: Sheet,
                       context: TurnContext) -> list[Option]:
    """The options made by adding a roundabout in a dead house after each of ``options``."""
    if not context.advanced or start.roundabout_marks >= ROUNDABOUT_BOXES:
        return []
    extra: list[Option] = []
    for option in options:
        if isinstance(option.actions[0], BuildRoundabout):
            continue
        for street, house in dead_houses(option.sheet):
            after = option.sheet.copy()
            after.build_roundabout(street, house)
            extra.append(Option((*option.actions, BuildRoundabout(street, house)), after,
                                option.combination))
    return extra


def claim_sequences(start: Sheet, context: TurnContext,
                    actions: tuple[Action, ...]) -> Iterator[tuple[tuple[ClaimPlan, ...], Sheet]]:
    """Every sequence of plan claims that may follow ``actions`` (each plan at most once),
    with the sheet it leaves; the empty sequence first. Claims go through the rules."""
    turn = fork(start, context, actions)
    yield (), turn.sheet
    yield from _claims_from(start, context, actions, ())


def _claims_from(start: Sheet, context: TurnContext, actions: tuple[Action, ...],
                 claims: tuple[ClaimPlan, ...]) -> Iterator[tuple[tuple[ClaimPlan, ...], Sheet]]:
    turn = fork(start, context, (*actions, *claims))
    for plan, choices in turn.claimable():
        for estates in choices:
            claim = ClaimPlan(plan.id, tuple((e.street, e.first, e.size) for e in estates))
            done = fork(start, context, (*actions, *claims, claim))
            yield (*claims, claim), done.sheet
            yield from _claims_from(start, context, actions, (*claims, claim))

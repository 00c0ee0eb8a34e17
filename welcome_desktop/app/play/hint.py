"""A suggested turn as the player reads it: which cards, which number in which house (and the
temp agency's change), the effect's target, a roundabout, the plans to claim, and the
expected final score. Built by the controller from the hint's actions; drawn by the sheet
(ghost marks), the offer (badges) and the hint box (a sentence)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.words.game_words import street_name
from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    DrawFence,
    MarkEstateColumn,
    MarkTemp,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.turn import TurnContext

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class Hint:
    """One suggested turn, ready to show."""

    actions: tuple[Action, ...]
    expected: float
    """Expected final score when the turn is played as suggested."""
    choose: Choose | None = None
    card_number: int | None = None
    """The number on the card (before the temp agency changes it)."""
    write: Write | None = None
    truck: ChooseTruck | None = None
    """Ice cream: the bottom street's truck that drives (with its first number)."""
    effect: Action | None = None
    roundabouts: tuple[BuildRoundabout, ...] = ()
    claims: tuple[int, ...] = ()
    """Plan numbers (1-3) to claim."""
    refusal: bool = False
    reshuffle: bool = False

    @property
    def ghost_numbers(self) -> tuple[tuple[int, int, str], ...]:
        """The number to draw faintly in its house."""
        w = self.write
        return ((w.street, w.house, str(w.value)),) if w is not None else ()


def make_hint(actions: Sequence[Action], expected: float, context: TurnContext,
              plan_ids: tuple[str, str, str]) -> Hint:
    """The hint for ``actions`` played against ``context``'s offer."""
    choose = next((a for a in actions if isinstance(a, Choose)), None)
    write = next((a for a in actions if isinstance(a, Write)), None)
    effect = next((a for a in actions if isinstance(
        a, (DrawFence, MarkEstateColumn, BuildPark, BuildPool, MarkTemp, WriteBis))), None)
    return Hint(
        actions=tuple(actions),
        expected=expected,
        choose=choose,
        card_number=context.combination(choose).number if choose is not None else None,
        write=write,
        truck=next((a for a in actions if isinstance(a, ChooseTruck)), None),
        effect=effect,
        roundabouts=tuple(a for a in actions if isinstance(a, BuildRoundabout)),
        claims=tuple(plan_ids.index(a.plan_id) + 1 for a in actions
                     if isinstance(a, ClaimPlan) and a.plan_id in plan_ids),
        refusal=any(isinstance(a, TakeRefusal) for a in actions),
        reshuffle=any(isinstance(a, AskReshuffle) for a in actions),
    )


def _cards(choose: Choose) -> str:
    if choose.effect_card is None:
        return translate("Hint", "take combination {n}").format(n=choose.number_card + 1)
    return translate("Hint", "the number of card {number}, the effect of card {effect}").format(
        number=choose.number_card + 1, effect=choose.effect_card + 1)


def _effect(action: Action) -> str:
    if isinstance(action, DrawFence):
        return translate("Hint", "a fence in the {street}").format(
            street=street_name(action.street))
    if isinstance(action, MarkEstateColumn):
        return translate("Hint", "raise the estates of {size}").format(size=action.size)
    if isinstance(action, BuildPark):
        return translate("Hint", "a park in the {street}").format(
            street=street_name(action.street))
    if isinstance(action, BuildPool):
        return translate("Hint", "a pool in the {street}").format(
            street=street_name(action.street))
    if isinstance(action, MarkTemp):
        return translate("Hint", "a temp agency mark")
    if isinstance(action, WriteBis):
        return translate("Hint", "a bis in the {street}, house {house}").format(
            street=street_name(action.street), house=action.house + 1)
    return ""


def hint_text(hint: Hint) -> str:
    """The whole suggested turn in one sentence, with its expected final score."""
    parts: list[str] = []
    for r in hint.roundabouts:
        parts.append(translate("Hint", "build a roundabout in the {street}, house {house}").format(
            street=street_name(r.street), house=r.house + 1))
    if hint.choose is not None:
        parts.append(_cards(hint.choose))
    w = hint.write
    changed = w is not None and hint.card_number is not None and hint.card_number != w.value
    if w is not None:
        if changed:
            parts.append(translate(
                "Hint", "write {value} ({number} changed by the temp agency) in the {street}, "
                "house {house}").format(value=w.value, number=hint.card_number,
                                         street=street_name(w.street), house=w.house + 1))
        else:
            parts.append(translate("Hint", "write {value} in the {street}, house {house}").format(
                value=w.value, street=street_name(w.street), house=w.house + 1))
    if hint.truck is not None and hint.truck.end == "left":
        parts.append(translate("Hint", "send the truck from the left end"))
    elif hint.truck is not None:
        parts.append(translate("Hint", "send the truck from the right end"))
    if hint.effect is not None and not (changed and isinstance(hint.effect, MarkTemp)):
        parts.append(_effect(hint.effect))  # (a changed number's temp mark is said above)
    elif w is not None and hint.effect is None:
        parts.append(translate("Hint", "skip the effect"))
    if hint.refusal:
        parts.append(translate("Hint", "take a building-permit refusal"))
    for n in hint.claims:
        parts.append(translate("Hint", "claim plan n°{n}").format(n=n))
    if hint.reshuffle:
        parts.append(translate("Hint", "ask for a reshuffle"))
    return translate("Hint", "Hint: {turn}. Expected final score: {score}.").format(
        turn="; ".join(parts), score=round(hint.expected))

"""What a player's turn is played against, and the ways of choosing from it: the offer (the
three combinations, or the hand) and the plan cards, whether a choice is one of the ways, what
each way gives, and the numbers the temp agency allows. The turn itself is played by
:class:`~welcome_desktop.rules.turn.PlayerTurn`."""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.rules.actions import Choose
from welcome_desktop.rules.cards import Card
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.tables import HIGHEST_NUMBER, LOWEST_NUMBER

_TEMP_SHIFT = 2


@dataclass(frozen=True, slots=True)
class PlanCard:
    """A city plan on the table and whether it is approved (second value) at turn start."""

    plan: Plan
    approved: bool


@dataclass(frozen=True, slots=True)
class TurnContext:
    """What a player's turn is played against: the offer and the plan cards."""

    mode: Mode
    advanced: bool
    offer: tuple[Card, ...]
    """Standard: the three combinations (number, effect). Solo/expert: the hand."""
    plan_cards: tuple[PlanCard, PlanCard, PlanCard]

    def combination(self, choose: Choose) -> Card:
        """The (number, effect) that ``choose`` selects (validated by PlayerTurn)."""
        if choose.effect_card is None:
            return self.offer[choose.number_card]
        return Card(self.offer[choose.number_card].number, self.offer[choose.effect_card].effect)

    def choices(self) -> tuple[Choose, ...]:
        """Every way of choosing: three combinations, or each ordered pair of hand cards."""
        return HAND_CHOICES if self.mode.uses_hands else COMBINATION_CHOICES


def choice_refusal(mode: Mode, offered: int, choose: Choose) -> IllegalAction | None:
    """Why ``choose`` is no way of choosing from ``offered`` cards in ``mode`` (a combination, or
    the number of one card of the hand and the effect of another), or None when it is one."""
    if not mode.uses_hands:
        if choose.effect_card is not None:
            return IllegalAction("choose_one_combination")
        if not 0 <= choose.number_card < offered:
            return IllegalAction("no_such_combination", index=choose.number_card)
        return None
    if choose.effect_card is None:
        return IllegalAction("choose_two_cards")
    for index in (choose.number_card, choose.effect_card):
        if not 0 <= index < offered:
            return IllegalAction("no_such_card", index=index)
    if choose.number_card == choose.effect_card:
        return IllegalAction("same_card_solo" if mode is Mode.SOLO else "same_card_expert")
    return None


#: The ways of choosing in standard mode: one of the three combinations.
COMBINATION_CHOICES = (Choose(0), Choose(1), Choose(2))
#: The ways of choosing from a hand: the number of one card, the effect of another.
HAND_CHOICES = tuple(Choose(i, j) for i in range(3) for j in range(3) if i != j)


#: Each hand choice with its number card and effect card, as plain indexes.
_HAND_PAIRS = tuple((choose, choose.number_card, choose.effect_card or 0)
                    for choose in HAND_CHOICES)


def choice_options(uses_hands: bool, offer: tuple[Card, ...]) -> tuple[tuple[Choose, Card], ...]:
    """Every way of choosing from ``offer`` and the (number, effect) it gives
    (what ``TurnContext.combination`` gives for each of ``TurnContext.choices()``)."""
    if not uses_hands:
        return tuple(zip(COMBINATION_CHOICES, offer, strict=True))
    return tuple((choose, Card(offer[n].number, offer[e].effect)) for choose, n, e in _HAND_PAIRS)


def temp_values(number: int) -> tuple[int, ...]:
    """The numbers the temp agency lets a player write instead of ``number`` (ruling 4)."""
    if LOWEST_NUMBER <= number <= HIGHEST_NUMBER:
        return _TEMP_VALUES[number]
    return _temp_values(number)


def _temp_values(number: int) -> tuple[int, ...]:
    return tuple(
        v for v in range(number - _TEMP_SHIFT, number + _TEMP_SHIFT + 1)
        if LOWEST_NUMBER <= v <= HIGHEST_NUMBER
    )


_TEMP_VALUES = tuple(_temp_values(n) for n in range(HIGHEST_NUMBER + 1))

"""Where the construction cards come from in each mode (rulings 1, 12, 16 and 17).

Each dealer takes its randomness from a ``random.Random`` passed in, or replays an explicit
order of cards (records of games dealt elsewhere, tests).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from welcome_desktop.rules.cards import CARDS, SOLO_CARD, Card, SoloCard

STACK_SIZE = 27
HAND_SIZE = 3
#: The Solo card goes into the lower 41 cards, under the upper 40 (ruling 16).
SOLO_UPPER_PILE = 40


class DeckError(ValueError):
    """An explicit deck that cannot serve the game (wrong cards, too few deals)."""


_FULL_DECK = Counter(CARDS)


def check_standard_deals(deals: Sequence[Sequence[Sequence[Card]]]) -> None:
    """Raise DeckError unless every deal is three stacks of 27 holding the 81 cards."""
    if not deals:
        raise DeckError("a standard deck needs at least one deal")
    for deal in deals:
        if len(deal) != 3 or any(len(s) != STACK_SIZE for s in deal):
            raise DeckError("a standard deal is three stacks of 27 cards")
        if Counter(c for s in deal for c in s) != _FULL_DECK:
            raise DeckError("a standard deal must hold the 81 construction cards")


def check_solo_order(order: Sequence[Card | SoloCard]) -> None:
    """Raise DeckError unless ``order`` is the 81 cards with the Solo card in the lower 41+1."""
    cards = [c for c in order if c != SOLO_CARD]
    if len(order) != len(CARDS) + 1 or Counter(cards) != _FULL_DECK:
        raise DeckError("a solo order is the 81 construction cards and the Solo card")
    if SOLO_CARD in order[:SOLO_UPPER_PILE]:
        raise DeckError("the Solo card lies below the 40 upper cards (ruling 16)")


def check_expert_order(order: Sequence[Card]) -> None:
    """Raise DeckError unless ``order`` is the 81 construction cards."""
    if Counter(order) != _FULL_DECK:
        raise DeckError("an expert deck is the 81 construction cards")


def _shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    result = list(cards)
    rng.shuffle(result)
    return result


class StandardDealer:
    """Three stacks of 27; each turn flips the top of each stack (ruling 1)."""

    def __init__(self, rng: random.Random | None, deals: Sequence[Sequence[Sequence[Card]]] = ()):
        self._rng = rng
        self._explicit = [[list(stack) for stack in deal] for deal in deals]
        self.deals_used: list[list[list[Card]]] = []
        self.stacks: list[list[Card]] = []
        self.flips = 0
        self._new_deal()

    def _new_deal(self) -> None:
        if self._explicit:
            deal = self._explicit.pop(0)
            check_standard_deals([deal])
        elif self._rng is not None:
            cards = _shuffled(CARDS, self._rng)
            deal = [cards[i * STACK_SIZE:(i + 1) * STACK_SIZE] for i in range(3)]
        else:
            raise DeckError("the record has no more deals")
        self.deals_used.append(deal)
        self.stacks = deal
        self.flips = 0

    def next_offer(self, reshuffle: bool = False) -> tuple[Card, Card, Card]:
        """Flip the three stacks and return the combinations; a new deal first if needed."""
        if reshuffle or self.flips + 1 >= STACK_SIZE:
            self._new_deal()
        i = self.flips
        self.flips += 1
        s0, s1, s2 = self.stacks
        return (Card(s0[i + 1].number, s0[i].effect), Card(s1[i + 1].number, s1[i].effect),
                Card(s2[i + 1].number, s2[i].effect))

    @property
    def remaining(self) -> int:
        """Cards left under the number card on top of each stack."""
        return STACK_SIZE - 1 - self.flips


class SoloDealer:
    """The solo draw pile: 40 cards above, the Solo card shuffled into the 41 below."""

    def __init__(self, rng: random.Random | None, order: Sequence[Card | SoloCard] = ()):
        if order:
            check_solo_order(order)
            pile = list(order)
        elif rng is not None:
            cards = _shuffled(CARDS, rng)
            lower: list[Card | SoloCard] = [*cards[SOLO_UPPER_PILE:], SOLO_CARD]
            rng.shuffle(lower)
            pile = [*cards[:SOLO_UPPER_PILE], *lower]
        else:
            raise DeckError("a solo game needs a seed or an order")
        self.order: list[Card | SoloCard] = pile
        self.position = 0
        self.solo_drawn = False

    def can_supply(self) -> bool:
        """Three construction cards remain for the next turn (the Solo card does not count)."""
        left = len(self.order) - self.position - (0 if self.solo_drawn else 1)
        return left >= HAND_SIZE

    def draw_hand(self) -> tuple[list[Card], bool]:
        """Draw three construction cards; also whether the Solo card was drawn (and set aside)."""
        hand: list[Card] = []
        solo_now = False
        while len(hand) < HAND_SIZE:
            if self.position >= len(self.order):
                raise DeckError("the solo deck ran out")
            card = self.order[self.position]
            self.position += 1
            if card == SOLO_CARD:
                self.solo_drawn = solo_now = True
            else:
                assert not isinstance(card, str)
                hand.append(card)
        return hand, solo_now

    @property
    def remaining(self) -> int:
        return len(self.order) - self.position - (0 if self.solo_drawn else 1)

    def top(self) -> Card | SoloCard | None:
        """The card on top of the pile (None when it is empty)."""
        return self.order[self.position] if self.position < len(self.order) else None


class ExpertDealer:
    """One deck and its discard pile; the discard pile becomes a new deck when needed."""

    def __init__(self, rng: random.Random | None, order: Sequence[Card] = (),
                 new_decks: Sequence[Sequence[Card]] = ()):
        if order:
            check_expert_order(order)
            deck = list(order)
        elif rng is not None:
            deck = _shuffled(CARDS, rng)
        else:
            raise DeckError("an expert game needs a seed or an order")
        self._rng = rng
        self._explicit = [list(d) for d in new_decks]
        self.new_decks: list[list[Card]] = []
        self.deck = deck
        self.discard: list[Card] = []

    def _replace_deck(self, cards: list[Card]) -> None:
        if self._explicit:
            deck = self._explicit.pop(0)
            if Counter(deck) != Counter(cards):
                raise DeckError("a new deck does not hold the cards that were to be shuffled")
        elif self._rng is not None:
            deck = _shuffled(cards, self._rng)
        else:
            raise DeckError("the record has no more decks")
        self.new_decks.append(deck)
        self.deck = list(deck)
        self.discard = []

    def draw(self) -> Card:
        if not self.deck:
            if not self.discard:
                raise DeckError("no card left to draw")
            self._replace_deck(self.discard)
        return self.deck.pop(0)

    def reshuffle(self) -> None:
        """Ruling 12: deck and discard pile shuffled into a new deck."""
        self._replace_deck(self.deck + self.discard)

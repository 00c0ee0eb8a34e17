"""Plausible next offers for a seat, drawn from the cards it has not seen.

Only what the seat may know is used (its :class:`~welcome_desktop.players.view.SeatView`):

- **standard**: the offers of the current deal tell most of each stack. Combination *k* of stack
  *i* is the number of card ``k+1`` with the effect of card ``k``, so cards ``1 … k`` are known
  whole, card 0 by its effect and the card on top by its number. The next combination of a stack
  is the effect of that top card (drawn among the unseen cards with its number) with the number
  of the card under it (any unseen card). After the last flip of a deal, a new deal of all 81.
- **solo**: three cards from the ones not drawn yet.
- **expert**: three cards from all but the seat's hand (the card passed in, the two drawn; the
  other hands and the discards are not tracked).

A reshuffle asked by someone this turn is not foreseen.
"""

from __future__ import annotations

import random
from collections import Counter

from welcome_desktop.players.view import SeatView
from welcome_desktop.rules.cards import CARDS, Card, Effect
from welcome_desktop.rules.deals import HAND_SIZE
from welcome_desktop.rules.modes import Mode

_STACKS = 3


class Forecast:
    """Draws the next turn's offer for one seat (see the module docstring)."""

    __slots__ = ("_by_effect", "_by_number", "_mode", "_numbers_on_top", "_pool",
                 "_start_effects", "fresh_deal", "possible")

    def __init__(self, view: SeatView) -> None:
        self._mode = view.mode
        self._numbers_on_top: tuple[int, ...] = ()
        self._start_effects: tuple[Effect, ...] = ()
        self.fresh_deal = False
        self.possible = True
        """False when no next turn can be dealt (the solo pile is out)."""
        seen = Counter[Card]()
        if view.mode is Mode.STANDARD:
            offers = view.cards_seen
            self.fresh_deal = view.cards_remaining <= 0
            self._start_effects = tuple(card.effect for card in offers[0])
            self._numbers_on_top = tuple(card.number for card in offers[-1])
            for k in range(1, len(offers)):
                for i in range(_STACKS):
                    seen[Card(offers[k - 1][i].number, offers[k][i].effect)] += 1
        elif view.mode is Mode.SOLO:
            for hand in view.cards_seen:
                seen.update(hand)
            self.possible = view.cards_remaining >= HAND_SIZE
        else:
            seen.update(view.offer)
        pool = Counter(CARDS)
        pool.subtract(seen)
        self._pool = list(pool.elements())  # in the canonical order of CARDS
        by_number: dict[int, list[int]] = {}
        by_effect: dict[Effect, list[int]] = {}
        for index, card in enumerate(self._pool):
            by_number.setdefault(card.number, []).append(index)
            by_effect.setdefault(card.effect, []).append(index)
        self._by_number = {n: tuple(i) for n, i in by_number.items()}
        self._by_effect = {e: tuple(i) for e, i in by_effect.items()}

    def sample(self, rng: random.Random) -> tuple[Card, ...]:
        """One plausible offer for the next turn."""
        pool = self._pool
        if self._mode is not Mode.STANDARD:
            return tuple(rng.sample(pool, HAND_SIZE))
        if self.fresh_deal:
            cards = rng.sample(CARDS, 2 * _STACKS)
            return tuple(Card(cards[2 * i + 1].number, cards[2 * i].effect)
                         for i in range(_STACKS))
        used: set[int] = set()
        # The cards on top first: a number is a tighter constraint than an effect.
        top_effects = [pool[_pick(self._by_number.get(number, ()), used, len(pool), rng)].effect
                       for number in self._numbers_on_top]
        for effect in self._start_effects:
            _pick(self._by_effect.get(effect, ()), used, len(pool), rng)
        return tuple(Card(pool[_pick((), used, len(pool), rng)].number, top_effects[i])
                     for i in range(_STACKS))


def _pick(indices: tuple[int, ...], used: set[int], size: int, rng: random.Random) -> int:
    """A random index of ``indices`` not used yet (any unused index of the pool if none)."""
    free = [i for i in indices if i not in used]
    if free:
        index = rng.choice(free)
    else:
        index = rng.randrange(size)
        while index in used:
            index = rng.randrange(size)
    used.add(index)
    return index

"""What the whole table sees of a turn's cards, in each mode (rules.md, section 0): standard's
three combinations lie face up for everyone; solo's hand is private but the draw pile lies effect
side up; an expert's hand is private but each passed card travels effect side up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from welcome_desktop.rules.cards import Card, Effect, SoloCard
from welcome_desktop.rules.modes import Mode


@dataclass(frozen=True, slots=True)
class FaceUp:
    """A card as the table sees it: a whole combination (standard: ``number`` and ``effect``),
    or only its effect side (solo's deck top, expert's passed card: ``number`` None); the Solo
    card has neither. ``to``: the seat an expert card was passed to (-1: none)."""

    number: int | None
    effect: Effect | None
    to: int = -1


def face_up_cards(mode: Mode, offer: Sequence[Card], solo_top: Card | SoloCard | None,
                  passed: Sequence[Card | None]) -> tuple[FaceUp, ...]:
    """The turn's cards the whole table sees in ``mode``: ``offer`` is a seat's offer
    (standard: the combinations, the same for every seat; solo and expert: a private hand,
    never shown), ``solo_top`` the card on top of the solo draw pile
    (None: empty), ``passed`` per seat the expert card passed to it (None: none)."""
    if mode is Mode.STANDARD:
        return tuple(FaceUp(card.number, card.effect) for card in offer)
    if mode is Mode.SOLO:
        if solo_top is None:
            return ()
        return (FaceUp(None, None),) if isinstance(solo_top, str) \
            else (FaceUp(None, solo_top.effect),)
    return tuple(FaceUp(None, card.effect, to) for to, card in enumerate(passed)
                 if card is not None)


__all__ = ["FaceUp", "face_up_cards"]

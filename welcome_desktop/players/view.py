"""What one seat may legitimately know at the start of its turn, and nothing more.

A :class:`SeatView` is built from a :class:`~welcome_desktop.rules.Game` by :func:`seat_view`
and holds no reference to the game, so a computer player cannot reach the undealt cards or the
other players' choices of the turn in progress. What it holds:

- the seat's own sheet as it stands at the start of the turn;
- the plan cards and whether each is approved (in the turn context);
- what is on offer to the seat: the three combinations (standard) or its hand (solo, expert);
- every sheet as of the last resolved turn (the other players' current choices are unseen);
- the cards already seen (see :attr:`SeatView.cards_seen`) and how many cards are left to draw,
  which any player at the table can count;
- what lies face up on the table: in solo the effect on top of the draw pile (it lies effect
  side up), in expert the effect of the card passed to each seat (it travels effect side up).
"""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.rules.cards import SOLO_CARD, Card, Effect, SoloCard
from welcome_desktop.rules.deals import STACK_SIZE
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import TurnContext


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything seat ``seat`` may know when its turn starts (its sheets are private copies)."""

    seat: int
    mode: Mode
    advanced: bool
    turn_number: int
    """Turns resolved so far (0 on the first turn)."""
    context: TurnContext
    """The offer (combinations or hand) and the plan cards with their approval."""
    sheets: tuple[Sheet, ...]
    """Every seat's sheet as of the last resolved turn; ``sheets[seat]`` is the seat's own."""
    cards_seen: tuple[tuple[Card, ...], ...]
    """Cards seen that still bear on what may come, oldest first, the current offer last.

    Standard: the offers since the current deal began (each combination is the number of the
    card now on top of a stack with the effect of the card just flipped from it). Solo: every
    hand drawn so far. Expert: this seat's own hands so far.
    """
    cards_remaining: int
    """Standard: flips left in the current deal; solo and expert: cards left in the pile."""
    pile_top: Effect | SoloCard | None = None
    """Solo: what shows on top of the draw pile, which lies effect side up: the effect of the
    next card, or ``"solo"`` when the Solo card lies on top; None when the pile is empty and
    outside solo."""
    passed_effects: tuple[Effect | None, ...] = ()
    """Expert: per seat, the effect of the card passed to it for this turn (its number stays
    hidden); None on the first turn and after the passer's refusal. Empty outside expert."""

    @property
    def sheet(self) -> Sheet:
        """The seat's own sheet at the start of the turn."""
        return self.sheets[self.seat]

    @property
    def others(self) -> tuple[Sheet, ...]:
        """The other seats' sheets as of the last resolved turn, in seat order."""
        return self.sheets[:self.seat] + self.sheets[self.seat + 1:]

    @property
    def player_count(self) -> int:
        return len(self.sheets)

    @property
    def offer(self) -> tuple[Card, ...]:
        return self.context.offer

    @property
    def plans(self) -> tuple[Plan, Plan, Plan]:
        first, second, third = (card.plan for card in self.context.plan_cards)
        return first, second, third

    @property
    def approved(self) -> tuple[bool, bool, bool]:
        first, second, third = (card.approved for card in self.context.plan_cards)
        return first, second, third


def _standard_deal_offers(game: Game) -> list[tuple[Card, ...]]:
    """The offers since the current deal began, from the public history (ruling 1)."""
    offers: list[tuple[Card, ...]] = []
    flips = 0
    for index, record in enumerate(game.history):
        if index > 0 and (game.history[index - 1].reshuffle or flips + 1 >= STACK_SIZE):
            offers, flips = [], 0
        offers.append(record.offers[0])
        flips += 1
    if game.history and (game.history[-1].reshuffle or flips + 1 >= STACK_SIZE):
        offers = []
    return offers


def seat_view(game: Game, seat: int) -> SeatView:
    """The view of seat ``seat`` at the start of its current turn (the game must not be over)."""
    if game.over:
        raise ValueError("the game is over: there is no turn to decide")
    if not 0 <= seat < game.player_count:
        raise ValueError(f"there is no seat {seat}")
    context = game.turn(seat).context
    if game.mode is Mode.STANDARD:
        seen = [*_standard_deal_offers(game), context.offer]
    elif game.mode is Mode.SOLO:
        seen = [*(record.offers[0] for record in game.history), context.offer]
    else:
        seen = [*(record.offers[seat] for record in game.history), context.offer]
    return SeatView(
        seat=seat,
        mode=game.mode,
        advanced=game.advanced,
        turn_number=game.turn_number,
        context=context,
        sheets=tuple(sheet.copy() for sheet in game.sheets),
        cards_seen=tuple(seen),
        cards_remaining=game.cards_remaining(),
        pile_top=_pile_top(game),
        passed_effects=(tuple(None if card is None else card.effect
                              for card in game.passed_cards())
                        if game.mode is Mode.EXPERT else ()),
    )


def _pile_top(game: Game) -> Effect | SoloCard | None:
    """The face up side of the solo pile's top card (see ``SeatView.pile_top``)."""
    top = game.solo_pile_top()
    if top is None:
        return None
    return SOLO_CARD if isinstance(top, str) else top.effect

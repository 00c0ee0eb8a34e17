"""A seat's view as it arrives over the network, turned back into the ``SeatView`` a computer
player decides on (``welcome-desktop join --player greedy`` plays from it).

The view (:class:`~welcome_desktop.network.protocol.view_model.HostView`, read strictly by
:func:`~welcome_desktop.network.protocol.view_model.read_view`) holds what ``players/view.py``
builds for a seat; this module checks what its shape cannot say (the cards, plans and sheets
the rules know), so that a remote computer player decides exactly as it would inside the host.
"""

from __future__ import annotations

from collections.abc import Sequence

from welcome_desktop.network.protocol.view_model import CardData, HostView, ViewError, read_view
from welcome_desktop.players.view import SeatView
from welcome_desktop.rules.cards import SOLO_CARD, Card, Effect, SoloCard, effect_from_key
from welcome_desktop.rules.description import DescriptionError, card_from_json, sheet_from_dict
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.turn import PlanCard, TurnContext


def card_of(card: CardData, where: str) -> Card:
    """The card ``[number, effect]`` of a view (DescriptionError: no such card)."""
    return card_from_json(list(card), where)


def cards_of(cards: Sequence[CardData] | None, where: str) -> tuple[Card, ...]:
    """The cards of a view's list (ViewError when there is none: a seat has its offer)."""
    if cards is None:
        raise ViewError(f"{where} must be a list of cards")
    return tuple(card_of(card, f"{where}[{i}]") for i, card in enumerate(cards))


def effect_of(value: str | None, where: str) -> Effect | None:
    """The effect a view names (None: none); ViewError for an unknown one."""
    if value is None:
        return None
    try:
        return effect_from_key(value)
    except ValueError:
        raise ViewError(f"{where}: unknown effect {value[:20]!r}") from None


def pile_top_of(value: str | None) -> Effect | SoloCard | None:
    """Solo: what lies on the pile's top (an effect, the Solo card, or nothing)."""
    if value == SOLO_CARD:
        return SOLO_CARD
    return effect_of(value, "pile_top")


def seat_view_from_dict(value: object) -> SeatView:
    """The ``SeatView`` of a seat's parsed JSON view; ViewError for anything malformed."""
    return seat_view_of(read_view(value))


def seat_view_of(view: HostView) -> SeatView:
    """The ``SeatView`` of a seat's view; ViewError for what the rules refuse in it."""
    try:
        return _seat_view(view)
    except DescriptionError as error:
        raise ViewError(str(error)) from None


def _seat_view(view: HostView) -> SeatView:
    seat = view["seat"]
    if seat is None:
        raise ViewError("the view is not a seat's (seat is null)")
    mode = Mode(view["mode"])
    if len(view["plans"]) != 3:
        raise ViewError("plans must list the three plans")
    cards = []
    for i, entry in enumerate(view["plans"]):
        plan = PLANS.get(entry["id"])
        if plan is None:
            raise ViewError(f"plans[{i}] must be a plan id with approved true or false")
        cards.append(PlanCard(plan, entry["approved"]))
    offer = cards_of(view["offer"], "offer")
    context = TurnContext(mode, view["advanced"], offer, (cards[0], cards[1], cards[2]))
    if not seat < len(view["sheets"]):
        raise ViewError("sheets must hold every seat's sheet")
    sheets = tuple(sheet_from_dict(item) for item in view["sheets"])
    seen = tuple(cards_of(item, f"cards_seen[{i}]") for i, item in enumerate(view["cards_seen"]))
    return SeatView(
        seat=seat, mode=mode, advanced=view["advanced"], turn_number=view["turn"],
        context=context, sheets=sheets, cards_seen=seen,
        cards_remaining=view["cards_remaining"], pile_top=pile_top_of(view["pile_top"]),
        passed_effects=tuple(effect_of(item, f"passed_effects[{i}]")
                             for i, item in enumerate(view["passed_effects"]))
        if mode is Mode.EXPERT else (),
    )


__all__ = ["ViewError", "card_of", "cards_of", "effect_of", "pile_top_of", "seat_view_from_dict",
           "seat_view_of"]

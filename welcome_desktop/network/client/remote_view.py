"""A seat's view as it arrives over the network, turned back into the ``SeatView`` a computer
player decides on (``welcome-desktop join --player greedy`` plays from it).

The JSON view (:mod:`welcome_desktop.network.host.session`) holds what ``players/view.py`` builds
for a seat; this module reads it back through the view's model
(:class:`~welcome_desktop.network.protocol.host_messages.ViewContent`), then checking every
card, plan and sheet, so that a remote computer player decides exactly as it would inside the host.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from welcome_desktop.network.protocol.host_messages import ViewContent
from welcome_desktop.players.view import SeatView
from welcome_desktop.rules.cards import SOLO_CARD, Card, Effect, SoloCard, effect_from_key
from welcome_desktop.rules.description import DescriptionError, card_from_json, sheet_from_dict
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.turn import PlanCard, TurnContext


class ViewError(ValueError):
    """A view that does not describe a seat's turn; the message says which field."""


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or len(value) > 200:
        raise ViewError(f"{where} must be a list of cards")
    return tuple(card_from_json(item, f"{where}[{i}]") for i, item in enumerate(value))


def _effect(value: Any, where: str) -> Effect | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ViewError(f"{where} must be an effect or null")
    try:
        return effect_from_key(value)
    except ValueError:
        raise ViewError(f"{where}: unknown effect {value[:20]!r}") from None


def _pile_top(value: Any) -> Effect | SoloCard | None:
    if value == SOLO_CARD:
        return SOLO_CARD
    return _effect(value, "pile_top")


def seat_view_from_dict(view: Any) -> SeatView:
    """The ``SeatView`` of a seat's JSON view; raises ViewError for anything malformed."""
    try:
        return _seat_view(view)
    except DescriptionError as error:
        raise ViewError(str(error)) from None
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, ViewError):
            raise
        raise ViewError(f"the view is malformed ({type(error).__name__}: {error})") from None


def _content(view: Any) -> ViewContent:
    if not isinstance(view, dict):
        raise ViewError("a view is a JSON object")
    try:
        return ViewContent.model_validate(view)
    except ValidationError as error:
        fault = error.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(part) for part in fault["loc"]) or "the view"
        raise ViewError(f"{where}: {fault['msg'][:200]}") from None


def _seat_view(view: Any) -> SeatView:
    content = _content(view)
    seat = content.seat
    if seat is None:
        raise ViewError("the view is not a seat's (seat is null)")
    mode = Mode(content.mode)
    if len(content.plans) != 3:
        raise ViewError("plans must list the three plans")
    cards = []
    for i, entry in enumerate(content.plans):
        plan = PLANS.get(entry.id)
        if plan is None:
            raise ViewError(f"plans[{i}] must be a plan id with approved true or false")
        cards.append(PlanCard(plan, entry.approved))
    offer = _cards(content.offer, "offer")
    context = TurnContext(mode, content.advanced, offer, (cards[0], cards[1], cards[2]))
    if not seat < len(content.sheets):
        raise ViewError("sheets must hold every seat's sheet")
    sheets = tuple(sheet_from_dict(item) for item in content.sheets)
    seen = tuple(_cards(item, f"cards_seen[{i}]") for i, item in enumerate(content.cards_seen))
    return SeatView(
        seat=seat, mode=mode, advanced=content.advanced, turn_number=content.turn,
        context=context, sheets=sheets, cards_seen=seen,
        cards_remaining=content.cards_remaining, pile_top=_pile_top(content.pile_top),
        passed_effects=tuple(_effect(item, f"passed_effects[{i}]")
                             for i, item in enumerate(content.passed_effects))
        if mode is Mode.EXPERT else (),
    )


__all__ = ["ViewError", "seat_view_from_dict"]

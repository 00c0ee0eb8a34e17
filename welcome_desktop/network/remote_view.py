"""A seat's view as it arrives over the network, turned back into the ``SeatView`` a computer
player decides on (``welcome-desktop join --player greedy`` plays from it).

The JSON view (:mod:`welcome_desktop.network.session`) holds what ``players/view.py`` builds
for a seat; this module reads it back, checking every field, so that a remote computer player
decides exactly as it would inside the host.
"""

from __future__ import annotations

from typing import Any

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


def _seat_view(view: Any) -> SeatView:
    if not isinstance(view, dict):
        raise ViewError("a view is a JSON object")
    seat = view["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ViewError("the view is not a seat's (seat is null)")
    mode = Mode(view["mode"])
    advanced = view["advanced"]
    if not isinstance(advanced, bool):
        raise ViewError("advanced must be true or false")
    plans = view["plans"]
    if not isinstance(plans, list) or len(plans) != 3:
        raise ViewError("plans must list the three plans")
    cards = []
    for i, entry in enumerate(plans):
        plan = PLANS.get(entry["id"]) if isinstance(entry, dict) else None
        if plan is None or not isinstance(entry.get("approved"), bool):
            raise ViewError(f"plans[{i}] must be a plan id with approved true or false")
        cards.append(PlanCard(plan, entry["approved"]))
    offer = _cards(view["offer"], "offer")
    context = TurnContext(mode, advanced, offer, (cards[0], cards[1], cards[2]))
    sheets_value = view["sheets"]
    if not isinstance(sheets_value, list) or not 0 <= seat < len(sheets_value) <= 12:
        raise ViewError("sheets must hold every seat's sheet")
    sheets = tuple(sheet_from_dict(item) for item in sheets_value)
    seen_value = view["cards_seen"]
    if not isinstance(seen_value, list):
        raise ViewError("cards_seen must be a list of offers")
    seen = tuple(_cards(item, f"cards_seen[{i}]") for i, item in enumerate(seen_value))
    remaining = view["cards_remaining"]
    turn = view["turn"]
    for name, value in (("cards_remaining", remaining), ("turn", turn)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ViewError(f"{name} must be a whole number from 0")
    passed = view.get("passed_effects") or []
    if not isinstance(passed, list):
        raise ViewError("passed_effects must be a list")
    return SeatView(
        seat=seat, mode=mode, advanced=advanced, turn_number=turn, context=context,
        sheets=sheets, cards_seen=seen, cards_remaining=remaining,
        pile_top=_pile_top(view.get("pile_top")),
        passed_effects=tuple(_effect(item, f"passed_effects[{i}]")
                             for i, item in enumerate(passed)) if mode is Mode.EXPERT else (),
    )


__all__ = ["ViewError", "seat_view_from_dict"]

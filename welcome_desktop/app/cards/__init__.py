"""Card widgets: construction cards, the offer panel, city plans, small choosers and icons.

Widgets are driven by setter methods and only report clicks through signals; they never change
the game. Everything is drawn with QPainter (no image files); all text goes through
``QCoreApplication.translate`` with the contexts "Effect", "ConstructionCard", "OfferPanel",
"PlanCard", "EstateChooser" and "ValueChooser".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from welcome_desktop.app.cards.card_face import Half
from welcome_desktop.app.cards.construction_card import CARD_ASPECT, ConstructionCardWidget
from welcome_desktop.app.cards.icons import (
    Symbol,
    effect_colour,
    effect_icon,
    effect_pixmap,
    paint_effect_glyph,
    paint_effect_icon,
    paint_symbol_icon,
    symbol_icon,
    symbol_name,
    symbol_pixmap,
)
from welcome_desktop.app.cards.offer_panel import OfferPanel
from welcome_desktop.app.cards.plan_cards import (
    PlanCardWidget,
    PlanPanel,
    paint_plan_card,
    paint_requirement,
)
from welcome_desktop.app.words.effect_words import effect_explanation, effect_name
from welcome_desktop.app.words.game_words import plan_tooltip, requirement_text, street_name

if TYPE_CHECKING:
    from welcome_desktop.app.cards.estate_chooser import (
        EstateChoiceDialog,
        ValueChoiceDialog,
        choose_estates,
        choose_value,
        describe_estate,
        describe_estates,
        estate_map_pixmap,
    )

#: The choosers are imported on first use (``cards.choose_value``...), not with the side
#: panel's cards: the window does not need them to start (docs/startup.md).
_CHOOSERS = frozenset({"EstateChoiceDialog", "ValueChoiceDialog", "choose_estates",
                       "choose_value", "describe_estate", "describe_estates",
                       "estate_map_pixmap"})


def __getattr__(name: str) -> object:
    if name in _CHOOSERS:
        from welcome_desktop.app.cards import estate_chooser

        return getattr(estate_chooser, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CARD_ASPECT",
    "ConstructionCardWidget",
    "EstateChoiceDialog",
    "Half",
    "OfferPanel",
    "PlanCardWidget",
    "PlanPanel",
    "Symbol",
    "ValueChoiceDialog",
    "choose_estates",
    "choose_value",
    "describe_estate",
    "describe_estates",
    "effect_colour",
    "effect_explanation",
    "effect_icon",
    "effect_name",
    "effect_pixmap",
    "estate_map_pixmap",
    "paint_effect_glyph",
    "paint_effect_icon",
    "paint_plan_card",
    "paint_requirement",
    "paint_symbol_icon",
    "plan_tooltip",
    "requirement_text",
    "street_name",
    "symbol_icon",
    "symbol_name",
    "symbol_pixmap",
]

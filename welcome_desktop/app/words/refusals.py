"""Player-facing texts of the rules' errors, through Qt's translation system.

The rules core raises :class:`IllegalAction` with a stable code and parameters; this module holds
the translatable template of every code (context "Rules") so the window speaks the player's
language while the command line keeps the rules' English. A test checks that the English
templates here match ``rules.errors.MESSAGES`` word for word.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication

from welcome_desktop.rules.errors import MESSAGES, IllegalAction

# Each entry calls translate() with a literal so that lupdate finds the string.
TEMPLATES: Final[dict[str, Callable[[], str]]] = {
    "no_such_house": lambda: QCoreApplication.translate("Rules", "street {street} has no house {house}"),
    "no_such_street": lambda: QCoreApplication.translate("Rules", "there is no street {street}"),
    "no_such_fence": lambda: QCoreApplication.translate("Rules", "street {street} has no fence slot {slot}"),
    "no_such_combination": lambda: QCoreApplication.translate("Rules", "there is no combination {index}"),
    "no_such_card": lambda: QCoreApplication.translate("Rules", "there is no card {index} in the hand"),
    "already_chosen": lambda: QCoreApplication.translate("Rules", "a combination was already chosen this turn"),
    "choose_one_combination": lambda: QCoreApplication.translate("Rules", "choose one of the three combinations"),
    "choose_two_cards": lambda: QCoreApplication.translate("Rules", "choose the card giving the number and a different card giving the effect"),
    "record_deck": lambda: QCoreApplication.translate("Rules", "the record's cards cannot go on with the game: {why}"),
    "write_after_choose": lambda: QCoreApplication.translate("Rules", "write exactly one number, right after choosing"),
    "effect_after_number": lambda: QCoreApplication.translate("Rules", "the effect is used right after the number"),
    "roundabout_timing": lambda: QCoreApplication.translate("Rules", "a roundabout is built before choosing or after the effect"),
    "claim_timing": lambda: QCoreApplication.translate("Rules", "plans are claimed after the number (or refusal) and effect"),
    "reshuffle_timing": lambda: QCoreApplication.translate("Rules", "a reshuffle is asked for at the end of the turn"),
    "reshuffle_twice": lambda: QCoreApplication.translate("Rules", "a reshuffle was already asked for"),
    "number_not_on_offer": lambda: QCoreApplication.translate("Rules", "the number written must be {number}, the chosen number"),
    "effect_of_other_kind": lambda: QCoreApplication.translate("Rules", "the combination's effect is {effect}"),
    "park_other_street": lambda: QCoreApplication.translate("Rules", "a park is built on the street of this turn's number"),
    "pool_other_house": lambda: QCoreApplication.translate("Rules", "the pool goes on the house just numbered"),
    "pool_not_planned": lambda: QCoreApplication.translate("Rules", "the number did not go on a planned-pool house"),
    "refusal_timing": lambda: QCoreApplication.translate("Rules", "a refusal is taken instead of choosing a combination"),
    "effect_missing": lambda: QCoreApplication.translate("Rules", "use the effect or skip it before ending the turn"),
    "turn_over": lambda: QCoreApplication.translate("Rules", "this turn is already confirmed"),
    "game_over": lambda: QCoreApplication.translate("Rules", "the game is over"),
    "no_such_player": lambda: QCoreApplication.translate("Rules", "there is no player {player}"),
    "voluntary_refusal": lambda: QCoreApplication.translate("Rules", "a refusal is only allowed when no combination can be written"),
    "refusal_roundabout_possible": lambda: QCoreApplication.translate("Rules", "a roundabout would let a number be written"),
    "missing_refusal": lambda: QCoreApplication.translate("Rules", "no combination can be written: a refusal must be taken"),
    "missing_number": lambda: QCoreApplication.translate("Rules", "the turn must write a number or, when none can be written, take a refusal"),
    "track_full": lambda: QCoreApplication.translate("Rules", "the {track} track is full"),
    "temp_range": lambda: QCoreApplication.translate("Rules", "the temp agency changes {number} by at most 2, within 0 to 17"),
    "temp_track_full": lambda: QCoreApplication.translate("Rules", "the temp track is full: {number} can no longer be changed"),
    "temp_not_marked": lambda: QCoreApplication.translate("Rules", "a changed number uses the temp agency: the temp box must be marked"),
    "bis_occupied": lambda: QCoreApplication.translate("Rules", "the bis house is not empty"),
    "bis_not_adjacent": lambda: QCoreApplication.translate("Rules", "a bis copies a numbered house directly to its left or right"),
    "bis_across_fence": lambda: QCoreApplication.translate("Rules", "a fence stands between the bis and the house it copies"),
    "fence_drawn": lambda: QCoreApplication.translate("Rules", "that fence is already drawn"),
    "fence_bis_pair": lambda: QCoreApplication.translate("Rules", "no fence between a number and its bis"),
    "fence_used_houses": lambda: QCoreApplication.translate("Rules", "no fence between two houses used for a plan"),
    "house_not_empty": lambda: QCoreApplication.translate("Rules", "house {house} of street {street} is not empty"),
    "number_not_greater": lambda: QCoreApplication.translate("Rules", "{number} must be greater than {other}, the number to its left"),
    "number_not_smaller": lambda: QCoreApplication.translate("Rules", "{number} must be smaller than {other}, the number to its right"),
    "roundabout_basic_game": lambda: QCoreApplication.translate("Rules", "roundabouts exist only in the advanced variant"),
    "roundabout_twice_in_turn": lambda: QCoreApplication.translate("Rules", "at most one roundabout per turn"),
    "roundabout_third": lambda: QCoreApplication.translate("Rules", "at most two roundabouts per game"),
    "roundabout_not_empty": lambda: QCoreApplication.translate("Rules", "a roundabout needs an empty house"),
    "not_an_estate": lambda: QCoreApplication.translate("Rules", "{estate} is not an estate"),
    "plan_not_in_game": lambda: QCoreApplication.translate("Rules", "plan {plan} is not in this game"),
    "plan_claimed_twice": lambda: QCoreApplication.translate("Rules", "a plan is claimed at most once"),
    "estate_used": lambda: QCoreApplication.translate("Rules", "an estate already used for a plan cannot be used again"),
    "estate_twice": lambda: QCoreApplication.translate("Rules", "the same estate cannot be counted twice"),
    "plan_sizes": lambda: QCoreApplication.translate("Rules", "{plan} needs estates of sizes {sizes}"),
    "plan_unmet": lambda: QCoreApplication.translate("Rules", "the condition of {plan} is not met: {condition}"),
    "plan_takes_no_estates": lambda: QCoreApplication.translate("Rules", "{plan} is not an estate plan"),
    "reshuffle_not_entitled": lambda: QCoreApplication.translate("Rules", "only a player who claimed a plan in the turn it was first claimed may ask"),
    "reshuffle_solo": lambda: QCoreApplication.translate("Rules", "there is no reshuffle in solo"),
    "same_card_solo": lambda: QCoreApplication.translate("Rules", "number and effect must come from different cards"),
    "same_card_expert": lambda: QCoreApplication.translate("Rules", "number and effect must come from different cards"),
    "plan_estate_unmet": lambda: QCoreApplication.translate("Rules", "estate {estate} does not meet the condition of {plan}"),
    "truck_no_trucks": lambda: QCoreApplication.translate("Rules", "this sheet has no ice cream trucks"),
    "truck_no_such_end": lambda: QCoreApplication.translate("Rules", "a truck stands at the left or the right end, not {end!r}"),
    "truck_not_due": lambda: QCoreApplication.translate("Rules", "a truck is chosen once, right after the first number in the bottom street"),
    "truck_missing": lambda: QCoreApplication.translate("Rules", "the first number in the bottom street is followed by the truck choice"),
}


# What the player can do about each refusal, said after the rule (context "Rules").
ADVICE: Final[dict[str, Callable[[], str]]] = {
    "no_such_house": lambda: QCoreApplication.translate("Rules", "Click a lit house."),
    "write_after_choose": lambda: QCoreApplication.translate("Rules", "Click a lit house."),
    "number_not_greater": lambda: QCoreApplication.translate("Rules", "Write it in a lit house."),
    "number_not_smaller": lambda: QCoreApplication.translate("Rules", "Write it in a lit house."),
    "house_not_empty": lambda: QCoreApplication.translate("Rules", "Click an empty lit house."),
    "effect_after_number": lambda: QCoreApplication.translate("Rules", "Write the number first."),
    "effect_of_other_kind": lambda: QCoreApplication.translate("Rules", "Use it on a lit place, or skip it."),
    "park_other_street": lambda: QCoreApplication.translate("Rules", "Click the park track of that street, or skip the effect."),
    "pool_other_house": lambda: QCoreApplication.translate("Rules", "Click the pool of that house, or skip the effect."),
    "pool_not_planned": lambda: QCoreApplication.translate("Rules", "Skip the effect."),
    "roundabout_timing": lambda: QCoreApplication.translate("Rules", "Confirm the turn, or build it next turn before choosing."),
    "claim_timing": lambda: QCoreApplication.translate("Rules", "Write the number and use or skip the effect first."),
    "reshuffle_timing": lambda: QCoreApplication.translate("Rules", "Ask for it once the effect is used or skipped."),
    "refusal_timing": lambda: QCoreApplication.translate("Rules", "Undo the choice first, or play the combination."),
    "voluntary_refusal": lambda: QCoreApplication.translate("Rules", "Choose a combination instead."),
    "refusal_roundabout_possible": lambda: QCoreApplication.translate("Rules", "Build a roundabout, then write the number."),
    "turn_over": lambda: QCoreApplication.translate("Rules", "Wait for the other players."),
    "game_over": lambda: QCoreApplication.translate("Rules", "Start a new game from the Game menu."),
    "track_full": lambda: QCoreApplication.translate("Rules", "Skip the effect."),
    "temp_track_full": lambda: QCoreApplication.translate("Rules", "Write the number as it is."),
    "bis_occupied": lambda: QCoreApplication.translate("Rules", "Click an empty house next to a numbered one."),
    "bis_not_adjacent": lambda: QCoreApplication.translate("Rules", "Click an empty house next to a numbered one."),
    "bis_across_fence": lambda: QCoreApplication.translate("Rules", "Click a house on the same side of the fence."),
    "fence_drawn": lambda: QCoreApplication.translate("Rules", "Click another lit fence slot, or skip the effect."),
    "fence_bis_pair": lambda: QCoreApplication.translate("Rules", "Click another lit fence slot, or skip the effect."),
    "fence_used_houses": lambda: QCoreApplication.translate("Rules", "Click another lit fence slot, or skip the effect."),
    "roundabout_basic_game": lambda: QCoreApplication.translate("Rules", "Start an advanced game to use them."),
    "roundabout_twice_in_turn": lambda: QCoreApplication.translate("Rules", "Go on without another roundabout."),
    "roundabout_third": lambda: QCoreApplication.translate("Rules", "Go on without another roundabout."),
    "roundabout_not_empty": lambda: QCoreApplication.translate("Rules", "Click an empty house."),
    "plan_claimed_twice": lambda: QCoreApplication.translate("Rules", "Claim another plan, or confirm the turn."),
    "estate_used": lambda: QCoreApplication.translate("Rules", "Choose other estates."),
    "estate_twice": lambda: QCoreApplication.translate("Rules", "Choose different estates."),
    "plan_sizes": lambda: QCoreApplication.translate("Rules", "Choose estates of those sizes."),
    "plan_unmet": lambda: QCoreApplication.translate("Rules", "Claim it once the condition is met."),
    "reshuffle_twice": lambda: QCoreApplication.translate("Rules", "Confirm the turn."),
    "reshuffle_not_entitled": lambda: QCoreApplication.translate("Rules", "Confirm the turn."),
    "same_card_solo": lambda: QCoreApplication.translate("Rules", "Take the number from one card and the effect from another."),
    "same_card_expert": lambda: QCoreApplication.translate("Rules", "Take the number from one card and the effect from another."),
    "choose_one_combination": lambda: QCoreApplication.translate("Rules", "Click one of the three cards."),
    "choose_two_cards": lambda: QCoreApplication.translate("Rules", "Click the number of one card, then the effect of another."),
    "plan_estate_unmet": lambda: QCoreApplication.translate("Rules", "Choose estates that meet it, or claim it later."),
    "truck_not_due": lambda: QCoreApplication.translate("Rules", "Go on with the turn."),
    "truck_missing": lambda: QCoreApplication.translate("Rules", "Click one of the two trucks of the bottom street."),
}


def _track_name(kind: object, index: object) -> str:
    if kind == "real_estate":
        return QCoreApplication.translate("Rules", "real estate {size}").format(size=index)
    if kind == "park" and isinstance(index, int):
        return QCoreApplication.translate("Rules", "street {street} park").format(street=index + 1)
    names = {
        "pool": QCoreApplication.translate("Rules", "pool"),
        "temp": QCoreApplication.translate("Rules", "temp agency"),
        "bis": QCoreApplication.translate("Rules", "bis"),
    }
    return names.get(str(kind), str(kind))


def _player_params(params: dict[str, object]) -> dict[str, object]:
    """The parameters as a player reads them: streets and houses counted from 1, names of
    effects, tracks and plan requirements in the interface language."""
    from welcome_desktop.app.words.effect_words import effect_name
    from welcome_desktop.app.words.plan_words import requirement_text
    from welcome_desktop.rules.cards import effect_from_key
    from welcome_desktop.rules.plans import PLANS

    shown = dict(params)
    for key in ("street", "house", "slot"):
        value = shown.get(key)
        if isinstance(value, int):
            shown[key] = value + 1
    effect = shown.get("effect")
    if isinstance(effect, str):
        with contextlib.suppress(ValueError):
            shown["effect"] = effect_name(effect_from_key(effect))
    if "kind" in shown:
        shown["track"] = _track_name(shown["kind"], shown.get("index"))
    sizes = shown.get("sizes")
    if isinstance(sizes, list):
        shown["sizes"] = ", ".join(map(str, sizes))
    plan = shown.get("plan")
    if "condition" in shown and isinstance(plan, str) and plan in PLANS:
        shown["condition"] = requirement_text(PLANS[plan])
    return shown


def sentence(text: str) -> str:
    """``text`` starting with a capital letter."""
    return text[:1].upper() + text[1:]


def rules_message(error: IllegalAction) -> str:
    """The error's message in the interface language, its parameters as players say them,
    starting with a capital and followed by what the player can do about it."""
    template = TEMPLATES.get(error.code)
    if template is None:
        return sentence(error.message)
    try:
        text = template().format(**_player_params(error.params))
    except (KeyError, IndexError, ValueError):
        # A translation with a broken placeholder must not hide the rule from the player.
        text = error.message
    advice = ADVICE.get(error.code)
    return f"{sentence(text)}. {advice()}" if advice is not None else sentence(text)


# The host's own refusals a seat may meet while it plays (context "Online"): no parameters.
HOST_REFUSALS: Final[dict[str, Callable[[], str]]] = {
    "stale_turn": lambda: QCoreApplication.translate(
        "Online", "The turn moved on before this reached the host: the table is brought up to "
                  "date."),
    "computer_seat": lambda: QCoreApplication.translate(
        "Online", "A computer player plays this seat now."),
    "time_over": lambda: QCoreApplication.translate(
        "Online", "The time for this turn ran out: a computer player finished it."),
    "spectator": lambda: QCoreApplication.translate(
        "Online", "You are watching: a spectator cannot play."),
    "not_creator": lambda: QCoreApplication.translate(
        "Online", "Only the game's creator can do this."),
    "seat_present": lambda: QCoreApplication.translate(
        "Online", "Only a seat whose person is away can be handed to a computer player."),
    "rate_limited": lambda: QCoreApplication.translate(
        "Online", "Too many clicks at once: the host left some out; the table is brought up to "
                  "date."),
    "internal": lambda: QCoreApplication.translate(
        "Online", "The host failed on this and changed nothing."),
}

#: The most parameters, and the longest text or list, a refusal from a host may carry.
_MAX_PARAMS, _MAX_TEXT, _MAX_ITEMS = 8, 200, 20


def _plain(value: object) -> bool:
    """A number, a truth value or a short text."""
    return isinstance(value, (int, bool)) or (isinstance(value, str) and len(value) <= _MAX_TEXT)


def _host_params(params: dict[str, object]) -> dict[str, object] | None:
    """A host's parameters when every one is a plain value (a number, a truth value, a short
    text, a short list of numbers or texts); None otherwise."""
    if len(params) > _MAX_PARAMS:
        return None
    kept: dict[str, object] = {}
    for key, value in params.items():
        if not isinstance(key, str) or not key.isidentifier() or key == "code":
            return None
        if _plain(value) or (isinstance(value, list) and len(value) <= _MAX_ITEMS
                             and all(_plain(item) and not isinstance(item, bool)
                                     for item in value)):
            kept[key] = list(value) if isinstance(value, list) else value
        else:
            return None
    return kept


def refusal_text(code: str, params: dict[str, object], english: str) -> str:
    """A host's refusal worded in the interface language from its ``code`` and ``params``,
    as a local game words the rules' errors; ``english`` (the host's sentence) only when the
    code is unknown here or its parameters do not fit it."""
    if code in HOST_REFUSALS:
        return HOST_REFUSALS[code]()
    kept = _host_params(params)
    if code in MESSAGES and kept is not None:
        try:
            error = IllegalAction(code, **kept)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            return sentence(english)
        return rules_message(error)
    return sentence(english)

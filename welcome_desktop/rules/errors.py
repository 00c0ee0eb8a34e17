"""Named, player-readable errors.

Every illegal action raises :class:`IllegalAction` with a stable ``code``, the ``ruling`` of
rules.md it breaks ("0.7" for section 0 ruling 7, "2" for the turn order of section 2) and the
``params`` of its message, so that a user interface can translate the message while the command
line keeps the English text built here. The Ice Cream Truck sheet adds the rule
"ice-cream" (docs/themes.md).
"""

from __future__ import annotations

from typing import Final

#: code -> (ruling, English message template with ``{name}`` fields from params).
MESSAGES: Final[dict[str, tuple[str, str]]] = {
    # section 2: the order and shape of a turn
    "no_such_house": ("2", "street {street} has no house {house}"),
    "no_such_street": ("2", "there is no street {street}"),
    "no_such_fence": ("2", "street {street} has no fence slot {slot}"),
    "no_such_combination": ("2", "there is no combination {index}"),
    "no_such_card": ("2", "there is no card {index} in the hand"),
    "already_chosen": ("2", "a combination was already chosen this turn"),
    "choose_one_combination": ("2", "choose one of the three combinations"),
    "choose_two_cards": (
        "2", "choose the card giving the number and a different card giving the effect"),
    "record_deck": ("1", "the record's cards cannot go on with the game: {why}"),
    "write_after_choose": ("2", "write exactly one number, right after choosing"),
    "effect_after_number": ("2", "the effect is used right after the number"),
    "roundabout_timing": ("2", "a roundabout is built before choosing or after the effect"),
    "claim_timing": ("2", "plans are claimed after the number (or refusal) and effect"),
    "reshuffle_timing": ("2", "a reshuffle is asked for at the end of the turn"),
    "reshuffle_twice": ("2", "a reshuffle was already asked for"),
    "number_not_on_offer": ("2", "the number written must be {number}, the chosen number"),
    "effect_of_other_kind": ("2", "the combination's effect is {effect}"),
    "park_other_street": ("2", "a park is built on the street of this turn's number"),
    "pool_other_house": ("2", "the pool goes on the house just numbered"),
    "pool_not_planned": ("2", "the number did not go on a planned-pool house"),
    "refusal_timing": ("2", "a refusal is taken instead of choosing a combination"),
    "effect_missing": ("2", "use the effect or skip it before ending the turn"),
    "turn_over": ("2", "this turn is already confirmed"),
    "game_over": ("2", "the game is over"),
    "no_such_player": ("2", "there is no player {player}"),
    # section 0 rulings
    "voluntary_refusal": ("0.2", "a refusal is only allowed when no combination can be written"),
    "refusal_roundabout_possible": ("0.2", "a roundabout would let a number be written"),
    "missing_refusal": ("0.2", "no combination can be written: a refusal must be taken"),
    "missing_number": (
        "0.2", "the turn must write a number or, when none can be written, take a refusal"),
    "track_full": ("0.3", "the {track} track is full"),
    "temp_range": ("0.4", "the temp agency changes {number} by at most 2, within 0 to 17"),
    "temp_track_full": ("0.4", "the temp track is full: {number} can no longer be changed"),
    "temp_not_marked": (
        "0.4", "a changed number uses the temp agency: the temp box must be marked"),
    "bis_occupied": ("0.5", "the bis house is not empty"),
    "bis_not_adjacent": ("0.5", "a bis copies a numbered house directly to its left or right"),
    "bis_across_fence": ("0.5", "a fence stands between the bis and the house it copies"),
    "fence_drawn": ("0.6", "that fence is already drawn"),
    "fence_bis_pair": ("0.6", "no fence between a number and its bis"),
    "fence_used_houses": ("0.6", "no fence between two houses used for a plan"),
    "house_not_empty": ("0.7", "house {house} of street {street} is not empty"),
    "number_not_greater": ("0.7", "{number} must be greater than {other}, the number to its left"),
    "number_not_smaller": (
        "0.7", "{number} must be smaller than {other}, the number to its right"),
    "roundabout_basic_game": ("0.8", "roundabouts exist only in the advanced variant"),
    "roundabout_twice_in_turn": ("0.8", "at most one roundabout per turn"),
    "roundabout_third": ("0.8", "at most two roundabouts per game"),
    "roundabout_not_empty": ("0.8", "a roundabout needs an empty house"),
    "not_an_estate": ("0.9", "{estate} is not an estate"),
    "plan_not_in_game": ("0.10", "plan {plan} is not in this game"),
    "plan_claimed_twice": ("0.10", "a plan is claimed at most once"),
    "estate_used": ("0.10", "an estate already used for a plan cannot be used again"),
    "estate_twice": ("0.10", "the same estate cannot be counted twice"),
    "plan_sizes": ("0.10", "{plan} needs estates of sizes {sizes}"),
    "plan_unmet": ("0.10", "the condition of {plan} is not met: {condition}"),
    "plan_takes_no_estates": ("0.10", "{plan} is not an estate plan"),
    "reshuffle_not_entitled": (
        "0.12", "only a player who claimed a plan in the turn it was first claimed may ask"),
    "reshuffle_solo": ("0.12", "there is no reshuffle in solo"),
    "same_card_solo": ("0.16", "number and effect must come from different cards"),
    "same_card_expert": ("0.17", "number and effect must come from different cards"),
    "plan_estate_unmet": ("0.10", "estate {estate} does not meet the condition of {plan}"),
    # the Ice Cream Truck sheet (docs/themes.md)
    "truck_no_trucks": ("2", "this sheet has no ice cream trucks"),
    "truck_no_such_end": ("2", "a truck stands at the left or the right end, not {end!r}"),
    "truck_not_due": (
        "ice-cream", "a truck is chosen once, right after the first number in the bottom street"),
    "truck_missing": (
        "ice-cream", "the first number in the bottom street is followed by the truck choice"),
}


class IllegalAction(Exception):
    """An action the rules forbid; ``str()`` is the player-readable English message."""

    code: str
    ruling: str
    params: dict[str, object]

    def __init__(self, code: str, **params: object) -> None:
        ruling, template = MESSAGES[code]
        self.code = code
        self.ruling = ruling
        self.params = params
        super().__init__(template.format(**params))

    @property
    def message(self) -> str:
        """The English message."""
        return str(self.args[0])

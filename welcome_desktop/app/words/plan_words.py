"""What each city plan asks for, in the interface language: every kind of plan described once
(:class:`PlanWords`), in full for the card's tooltip and the rules' messages, in a few words
under the card's picture and in the sheet's plan box. The base plans by condition, the thematic
sheets' nine n°3 plans (docs/themes.md) by condition or by what each estate must also show.

The rules' own ``Plan.describe()`` stays English (error messages of the headless core); the
interface never shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.words.game_words import street_name
from welcome_desktop.rules.plans import Condition, EstateTest, Plan

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class PlanWords:
    """One kind of plan in words: ``requirement`` in full (context "PlanCard"), ``caption``
    under the card's picture ("PlanCard"), ``sheet`` in the sheet's plan box ("SheetScene")."""

    requirement: Callable[[Plan], str]
    caption: Callable[[Plan], str]
    sheet: Callable[[Plan], str]


def _per_street(*texts: Callable[[], str]) -> Callable[[Plan], str]:
    """The words of the plan's own street."""
    return lambda plan: texts[plan.street]()


def _estate_sizes(plan: Plan) -> str:
    """The estate sizes as digits, in two lines when more than three."""
    sizes = [str(size) for size in plan.estate_sizes]
    half = (len(sizes) + 1) // 2 if len(sizes) > 3 else len(sizes)
    return " ".join(sizes[:half]) + ("\n" + " ".join(sizes[half:]) if sizes[half:] else "")


def _with_sizes(note: Callable[[], str]) -> Callable[[Plan], str]:
    """A theme's estate plan on the sheet: its sizes on one line, then what they must show."""
    return lambda plan: " ".join(str(size) for size in plan.estate_sizes) + "\n" + note()


#: The base game's plans, by condition.
BASE_WORDS: Final[dict[Condition, PlanWords]] = {
    Condition.ESTATES: PlanWords(
        lambda plan: translate(
            "PlanCard", "Housing estates of exactly these sizes: {sizes} (one estate per number)."
        ).format(sizes=", ".join(str(size) for size in plan.estate_sizes)),
        lambda plan: translate("PlanCard", "estates of {sizes}").format(
            sizes=" · ".join(str(size) for size in plan.estate_sizes)),
        _estate_sizes),
    Condition.STREET_BUILT: PlanWords(
        _per_street(
            lambda: translate(
                "PlanCard", "Every house of the top street built (numbered or a roundabout), "
                            "none of them used for another plan."),
            lambda: translate(
                "PlanCard", "Every house of the middle street built (numbered or a roundabout), "
                            "none of them used for another plan."),
            lambda: translate(
                "PlanCard", "Every house of the bottom street built (numbered or a roundabout), "
                            "none of them used for another plan.")),
        lambda _: translate("PlanCard", "whole street built"),
        lambda plan: translate("SheetScene", "{street}\nall built").format(
            street=street_name(plan.street))),
    Condition.BIS_IN_ONE_STREET: PlanWords(
        lambda _: translate("PlanCard", "Five bis houses in the same street."),
        lambda _: translate("PlanCard", "5 bis in one street"),
        lambda _: translate("SheetScene", "5 bis in\none street")),
    Condition.TEMPS: PlanWords(
        lambda _: translate("PlanCard", "Seven temp agency boxes crossed."),
        lambda _: translate("PlanCard", "7 temps"),
        lambda _: translate("SheetScene", "7 temps")),
    Condition.ENDS_BUILT: PlanWords(
        lambda _: translate(
            "PlanCard", "The first and the last house of every street built, none of them used "
                        "for another plan."),
        lambda _: translate("PlanCard", "both ends of every street"),
        lambda _: translate("SheetScene", "both ends\nof every\nstreet")),
    Condition.PARKS_TWO_STREETS: PlanWords(
        lambda _: translate("PlanCard", "All the parks of two streets built."),
        lambda _: translate("PlanCard", "all parks of 2 streets"),
        lambda _: translate("SheetScene", "all parks\nof two\nstreets")),
    Condition.POOLS_TWO_STREETS: PlanWords(
        lambda _: translate("PlanCard", "All the pools of two streets built."),
        lambda _: translate("PlanCard", "all pools of 2 streets"),
        lambda _: translate("SheetScene", "all pools\nof two\nstreets")),
    Condition.PARKS_POOLS_ROUNDABOUT: PlanWords(
        lambda _: translate(
            "PlanCard", "In one street: all its parks, all its pools and a roundabout."),
        lambda _: translate("PlanCard", "parks + pools + roundabout"),
        lambda _: translate("SheetScene", "parks, pools,\nroundabout:\none street")),
    Condition.PARKS_POOLS_STREET: PlanWords(
        _per_street(
            lambda: translate("PlanCard", "All the parks and all the pools of the top street."),
            lambda: translate("PlanCard",
                              "All the parks and all the pools of the middle street."),
            lambda: translate("PlanCard",
                              "All the parks and all the pools of the bottom street.")),
        lambda _: translate("PlanCard", "all parks + all pools"),
        lambda plan: translate("SheetScene", "parks and\npools of the\n{street}").format(
            street=street_name(plan.street))),
}


#: The thematic sheets' nine n°3 plans (docs/themes.md): three by condition, six by what each
#: estate must also show.
THEME_WORDS: Final[dict[Condition | EstateTest, PlanWords]] = {
    Condition.CONES_STREET: PlanWords(
        lambda _: translate("PlanCard", "Every ice cream cone of one street sold (circled)."),
        lambda _: translate("PlanCard", "all cones of a street sold"),
        lambda _: translate("SheetScene", "all cones\nof a street\nsold")),
    Condition.LIT_STREET: PlanWords(
        lambda _: translate("PlanCard",
                            "All the houses of one street in a single string of lights."),
        lambda _: translate("PlanCard", "one street all lit"),
        lambda _: translate("SheetScene", "a whole\nstreet\nlit")),
    Condition.EGGS_BOTTOM: PlanWords(
        lambda _: translate("PlanCard", "All 7 Easter eggs of the bottom street collected."),
        lambda _: translate("PlanCard", "7 eggs, bottom street"),
        lambda _: translate("SheetScene", "7 eggs of\nthe bottom\nstreet")),
    EstateTest.NO_SOLD_CONE: PlanWords(
        lambda _: translate("PlanCard", "Housing estates of 3, 4 and 5 houses, no cone sold in "
                                        "any of them (lost cones allowed)."),
        lambda _: translate("PlanCard", "no cone sold"),
        _with_sizes(lambda: translate("SheetScene", "no cone\nsold"))),
    EstateTest.THREE_SOLD_CONES: PlanWords(
        lambda _: translate("PlanCard", "Three housing estates of 4 houses, each with at least "
                                        "3 cones sold."),
        lambda _: translate("PlanCard", "3 cones sold in each"),
        _with_sizes(lambda: translate("SheetScene", "3 cones\nsold each"))),
    EstateTest.LIT: PlanWords(
        lambda _: translate("PlanCard", "Two housing estates of 6 houses, each with its six "
                                        "houses in one string of lights."),
        lambda _: translate("PlanCard", "each estate all lit"),
        _with_sizes(lambda: translate("SheetScene", "all lit"))),
    EstateTest.UNLIT: PlanWords(
        lambda _: translate("PlanCard", "Two housing estates of 3 houses with no light inside "
                                        "either."),
        lambda _: translate("PlanCard", "no light inside"),
        _with_sizes(lambda: translate("SheetScene", "unlit"))),
    EstateTest.NO_EGG: PlanWords(
        lambda _: translate("PlanCard", "Housing estates of 2, 3 and 4 houses, no egg collected "
                                        "in any of them."),
        lambda _: translate("PlanCard", "no egg collected"),
        _with_sizes(lambda: translate("SheetScene", "no egg"))),
    EstateTest.THREE_EGGS: PlanWords(
        lambda _: translate("PlanCard", "Three housing estates of 3 houses, each with at least "
                                        "3 eggs collected."),
        lambda _: translate("PlanCard", "3 eggs in each"),
        _with_sizes(lambda: translate("SheetScene", "3 eggs\neach"))),
}


def plan_words(plan: Plan) -> PlanWords:
    """The words of ``plan``'s kind."""
    themed = THEME_WORDS.get(plan.condition) or THEME_WORDS.get(plan.estate_test)
    return themed if themed is not None else BASE_WORDS[plan.condition]


def requirement_text(plan: Plan) -> str:
    """The plan's requirement in words (context "PlanCard")."""
    return plan_words(plan).requirement(plan)


def requirement_caption(plan: Plan) -> str:
    """A few words printed under the picture of an advanced plan (or of a theme's plan)."""
    return plan_words(plan).caption(plan)


def sheet_requirement(plan: Plan) -> str:
    """What a plan asks for, in a few words for the sheet's plan box (estate sizes as digits)."""
    return plan_words(plan).sheet(plan)


def plan_tooltip(plan: Plan, approved: bool, claimed: bool, claimable: bool) -> str:
    """The card's tooltip: requirement, values and state in words (context "PlanCard")."""
    lines = [
        translate("PlanCard", "City plan n°{deck}").format(deck=plan.deck),
        requirement_text(plan),
        translate(
            "PlanCard", "{first} points to whoever completes it first, {second} points later."
        ).format(first=plan.first_value, second=plan.second_value),
    ]
    if approved:
        lines.append(translate(
            "PlanCard", "Approved: a claim now scores {value} points."
        ).format(value=plan.second_value))
    else:
        lines.append(translate(
            "PlanCard", "Project: nobody has completed it yet; a claim now scores {value} points."
        ).format(value=plan.first_value))
    if claimed:
        lines.append(translate("PlanCard", "You have claimed this plan."))
    elif claimable:
        lines.append(translate(
            "PlanCard", "Your sheet meets the requirement: click to claim it."))
    return "\n".join(lines)


def sheet_plan_tooltip(index: int, plan: Plan | None) -> str:
    """The tooltip of the sheet's plan box ``index`` (context "SheetScene"), all of it in the
    interface language."""
    if plan is None:
        return translate("SheetScene", "City plan n°{n}.").format(n=index + 1)
    first = plan.first_value  # the count whose form the words take (a plain name: lupdate)
    return translate(
        "SheetScene",
        "City plan n°{n}: {requirement}.\n"
        "{first} point(s) to whoever claims it first, then {second}.", None, first).format(
        n=index + 1, requirement=requirement_text(plan).rstrip("."),
        first=first, second=plan.second_value)

"""The words of the thematic sheets' nine n°3 city plans (docs/themes.md): what each asks for,
in full for the plan card's tooltip, in a few words for its caption and for the sheet's plan box.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.rules.plans import Condition, EstateTest, Plan

translate = QCoreApplication.translate


def theme_requirement_text(plan: Plan) -> str | None:
    """A theme plan's requirement in words (context "PlanCard"); None for the base plans."""
    if plan.condition is Condition.CONES_STREET:
        return translate("PlanCard", "Every ice cream cone of one street sold (circled).")
    if plan.condition is Condition.LIT_STREET:
        return translate("PlanCard",
                         "All the houses of one street in a single string of lights.")
    if plan.condition is Condition.EGGS_BOTTOM:
        return translate("PlanCard", "All 7 Easter eggs of the bottom street collected.")
    test = plan.estate_test
    if test is EstateTest.NO_SOLD_CONE:
        return translate("PlanCard", "Housing estates of 3, 4 and 5 houses, no cone sold in any "
                                     "of them (lost cones allowed).")
    if test is EstateTest.THREE_SOLD_CONES:
        return translate("PlanCard", "Three housing estates of 4 houses, each with at least 3 "
                                     "cones sold.")
    if test is EstateTest.LIT:
        return translate("PlanCard", "Two housing estates of 6 houses, each with its six houses "
                                     "in one string of lights.")
    if test is EstateTest.UNLIT:
        return translate("PlanCard", "Two housing estates of 3 houses with no light inside "
                                     "either.")
    if test is EstateTest.NO_EGG:
        return translate("PlanCard", "Housing estates of 2, 3 and 4 houses, no egg collected in "
                                     "any of them.")
    if test is EstateTest.THREE_EGGS:
        return translate("PlanCard", "Three housing estates of 3 houses, each with at least 3 "
                                     "eggs collected.")
    return None


def theme_caption(plan: Plan) -> str | None:
    """A few words under a theme plan's picture (context "PlanCard"); None for base plans."""
    if plan.condition is Condition.CONES_STREET:
        return translate("PlanCard", "all cones of a street sold")
    if plan.condition is Condition.LIT_STREET:
        return translate("PlanCard", "one street all lit")
    if plan.condition is Condition.EGGS_BOTTOM:
        return translate("PlanCard", "7 eggs, bottom street")
    captions = {
        EstateTest.NO_SOLD_CONE: translate("PlanCard", "no cone sold"),
        EstateTest.THREE_SOLD_CONES: translate("PlanCard", "3 cones sold in each"),
        EstateTest.LIT: translate("PlanCard", "each estate all lit"),
        EstateTest.UNLIT: translate("PlanCard", "no light inside"),
        EstateTest.NO_EGG: translate("PlanCard", "no egg collected"),
        EstateTest.THREE_EGGS: translate("PlanCard", "3 eggs in each"),
    }
    return captions.get(plan.estate_test)


def theme_sheet_requirement(plan: Plan) -> str | None:
    """A theme plan in a few words for the sheet's plan box (context "SheetScene")."""
    if plan.condition is Condition.CONES_STREET:
        return translate("SheetScene", "all cones\nof a street\nsold")
    if plan.condition is Condition.LIT_STREET:
        return translate("SheetScene", "a whole\nstreet\nlit")
    if plan.condition is Condition.EGGS_BOTTOM:
        return translate("SheetScene", "7 eggs of\nthe bottom\nstreet")
    sizes = " ".join(str(size) for size in plan.estate_sizes)
    notes = {
        EstateTest.NO_SOLD_CONE: translate("SheetScene", "no cone\nsold"),
        EstateTest.THREE_SOLD_CONES: translate("SheetScene", "3 cones\nsold each"),
        EstateTest.LIT: translate("SheetScene", "all lit"),
        EstateTest.UNLIT: translate("SheetScene", "unlit"),
        EstateTest.NO_EGG: translate("SheetScene", "no egg"),
        EstateTest.THREE_EGGS: translate("SheetScene", "3 eggs\neach"),
    }
    note = notes.get(plan.estate_test)
    return None if note is None else f"{sizes}\n{note}"

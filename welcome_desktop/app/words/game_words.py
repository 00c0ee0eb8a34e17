"""The words of the game the interface prints: street names and what a city plan asks for, in
the interface language, for the sheet, the plan cards and the rules' messages alike.

The rules' own ``Plan.describe()`` stays English (error messages of the headless core); the
interface never shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.words.theme_plans import (
    theme_caption,
    theme_requirement_text,
    theme_sheet_requirement,
)
from welcome_desktop.rules.plans import Condition, Plan
from welcome_desktop.rules.themes import CHRISTMAS, EASTER, ICE_CREAM


def requirement_text(plan: Plan) -> str:
    """The plan's requirement in words (context "PlanCard")."""
    themed = theme_requirement_text(plan)
    if themed is not None:
        return themed
    c = plan.condition
    if c is Condition.ESTATES:
        sizes = ", ".join(str(size) for size in plan.estate_sizes)
        return QCoreApplication.translate(
            "PlanCard", "Housing estates of exactly these sizes: {sizes} (one estate per number)."
        ).format(sizes=sizes)
    if c is Condition.STREET_BUILT:
        return (
            QCoreApplication.translate(
                "PlanCard", "Every house of the top street built (numbered or a roundabout), "
                            "none of them used for another plan."),
            QCoreApplication.translate(
                "PlanCard", "Every house of the middle street built (numbered or a roundabout), "
                            "none of them used for another plan."),
            QCoreApplication.translate(
                "PlanCard", "Every house of the bottom street built (numbered or a roundabout), "
                            "none of them used for another plan."),
        )[plan.street]
    if c is Condition.BIS_IN_ONE_STREET:
        return QCoreApplication.translate("PlanCard", "Five bis houses in the same street.")
    if c is Condition.TEMPS:
        return QCoreApplication.translate("PlanCard", "Seven temp agency boxes crossed.")
    if c is Condition.ENDS_BUILT:
        return QCoreApplication.translate(
            "PlanCard", "The first and the last house of every street built, none of them used "
                        "for another plan.")
    if c is Condition.PARKS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "All the parks of two streets built.")
    if c is Condition.POOLS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "All the pools of two streets built.")
    if c is Condition.PARKS_POOLS_ROUNDABOUT:
        return QCoreApplication.translate(
            "PlanCard", "In one street: all its parks, all its pools and a roundabout.")
    return (
        QCoreApplication.translate(
            "PlanCard", "All the parks and all the pools of the top street."),
        QCoreApplication.translate(
            "PlanCard", "All the parks and all the pools of the middle street."),
        QCoreApplication.translate(
            "PlanCard", "All the parks and all the pools of the bottom street."),
    )[plan.street]


def requirement_caption(plan: Plan) -> str:
    """A few words printed under the picture of an advanced plan (or of a theme's plan)."""
    themed = theme_caption(plan)
    if themed is not None:
        return themed
    c = plan.condition
    if c is Condition.STREET_BUILT:
        return QCoreApplication.translate("PlanCard", "whole street built")
    if c is Condition.BIS_IN_ONE_STREET:
        return QCoreApplication.translate("PlanCard", "5 bis in one street")
    if c is Condition.TEMPS:
        return QCoreApplication.translate("PlanCard", "7 temps")
    if c is Condition.ENDS_BUILT:
        return QCoreApplication.translate("PlanCard", "both ends of every street")
    if c is Condition.PARKS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "all parks of 2 streets")
    if c is Condition.POOLS_TWO_STREETS:
        return QCoreApplication.translate("PlanCard", "all pools of 2 streets")
    if c is Condition.PARKS_POOLS_ROUNDABOUT:
        return QCoreApplication.translate("PlanCard", "parks + pools + roundabout")
    if c is Condition.PARKS_POOLS_STREET:
        return QCoreApplication.translate("PlanCard", "all parks + all pools")
    return QCoreApplication.translate("PlanCard", "estates of {sizes}").format(
        sizes=" · ".join(str(size) for size in plan.estate_sizes))


def plan_tooltip(plan: Plan, approved: bool, claimed: bool, claimable: bool) -> str:
    """The card's tooltip: requirement, values and state in words (context "PlanCard")."""
    lines = [
        QCoreApplication.translate("PlanCard", "City plan n°{deck} ({id})").format(
            deck=plan.deck, id=plan.id),
        requirement_text(plan),
        QCoreApplication.translate(
            "PlanCard", "{first} points to whoever completes it first, {second} points later."
        ).format(first=plan.first_value, second=plan.second_value),
    ]
    if approved:
        lines.append(QCoreApplication.translate(
            "PlanCard", "Approved: a claim now scores {value} points."
        ).format(value=plan.second_value))
    else:
        lines.append(QCoreApplication.translate(
            "PlanCard", "Project: nobody has completed it yet; a claim now scores {value} points."
        ).format(value=plan.first_value))
    if claimed:
        lines.append(QCoreApplication.translate("PlanCard", "You have claimed this plan."))
    elif claimable:
        lines.append(QCoreApplication.translate(
            "PlanCard", "Your sheet meets the requirement: click to claim it."))
    return "\n".join(lines)


def street_name(street: int) -> str:
    """A street as players name it: "top street" … (context "SheetScene")."""
    names = (
        QCoreApplication.translate("SheetScene", "top street"),
        QCoreApplication.translate("SheetScene", "middle street"),
        QCoreApplication.translate("SheetScene", "bottom street"),
    )
    return names[street]


def sheet_requirement(plan: Plan) -> str:
    """What a plan asks for, in a few words for its card (estate sizes as digits)."""
    themed = theme_sheet_requirement(plan)
    if themed is not None:
        return themed
    c = plan.condition
    if c is Condition.ESTATES:
        sizes = [str(size) for size in plan.estate_sizes]
        half = (len(sizes) + 1) // 2 if len(sizes) > 3 else len(sizes)
        return " ".join(sizes[:half]) + ("\n" + " ".join(sizes[half:]) if sizes[half:] else "")
    if c is Condition.STREET_BUILT:
        return QCoreApplication.translate("SheetScene", "{street}\nall built").format(
            street=street_name(plan.street))
    if c is Condition.BIS_IN_ONE_STREET:
        return QCoreApplication.translate("SheetScene", "5 bis in\none street")
    if c is Condition.TEMPS:
        return QCoreApplication.translate("SheetScene", "7 temps")
    if c is Condition.ENDS_BUILT:
        return QCoreApplication.translate("SheetScene", "both ends\nof every\nstreet")
    if c is Condition.PARKS_TWO_STREETS:
        return QCoreApplication.translate("SheetScene", "all parks\nof two\nstreets")
    if c is Condition.PARKS_POOLS_ROUNDABOUT:
        return QCoreApplication.translate("SheetScene", "parks, pools,\nroundabout:\none street")
    if c is Condition.POOLS_TWO_STREETS:
        return QCoreApplication.translate("SheetScene", "all pools\nof two\nstreets")
    return QCoreApplication.translate("SheetScene", "parks and\npools of the\n{street}").format(
        street=street_name(plan.street))


def sheet_plan_tooltip(index: int, plan: Plan | None) -> str:
    """The tooltip of the sheet's plan box ``index`` (context "SheetScene"), all of it in the
    interface language."""
    if plan is None:
        return QCoreApplication.translate("SheetScene", "City plan n°{n}.").format(n=index + 1)
    return QCoreApplication.translate(
        "SheetScene",
        "City plan n°{n} ({id}): {requirement}.\n"
        "{first} points to whoever claims it first, then {second}.").format(
        n=index + 1, id=plan.id, requirement=requirement_text(plan).rstrip("."),
        first=plan.first_value, second=plan.second_value)


def sheet_name(kind: str) -> str:
    """The name of a neighbourhood (a score sheet: base or a theme) (context "Sheet")."""
    names = {
        ICE_CREAM: QCoreApplication.translate("Sheet", "Ice Cream Truck"),
        CHRISTMAS: QCoreApplication.translate("Sheet", "Christmas Lights"),
        EASTER: QCoreApplication.translate("Sheet", "Easter Eggs"),
    }
    return names.get(kind, QCoreApplication.translate("Sheet", "Base"))


def theme_column_name(kind: str) -> str:
    """The theme column's name in a score table ("" on the base sheet) (context "Sheet")."""
    names = {
        ICE_CREAM: QCoreApplication.translate("Sheet", "Ice cream"),
        CHRISTMAS: QCoreApplication.translate("Sheet", "Christmas lights"),
        EASTER: QCoreApplication.translate("Sheet", "Easter eggs"),
    }
    return names.get(kind, "")

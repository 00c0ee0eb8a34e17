"""The six effects' names and what each lets the player do, in the interface language: the one
place for them (cards, the sheet's tooltips, the turn's prompt, the rules' messages)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.rules.cards import Effect


def effect_name(effect: Effect) -> str:
    """The effect's display name, as printed in the rulebook (context "Effect")."""
    names = {
        Effect.SURVEYOR: QCoreApplication.translate("Effect", "Surveyor"),
        Effect.REAL_ESTATE: QCoreApplication.translate("Effect", "Real Estate Agent"),
        Effect.PARK: QCoreApplication.translate("Effect", "Landscaper"),
        Effect.POOL: QCoreApplication.translate("Effect", "Pool Manufacturer"),
        Effect.TEMP: QCoreApplication.translate("Effect", "Temp Agency"),
        Effect.BIS: QCoreApplication.translate("Effect", "Bis"),
    }
    return names[effect]


def effect_explanation(effect: Effect) -> str:
    """One sentence saying what the effect lets the player do (context "Effect")."""
    texts = {
        Effect.SURVEYOR: QCoreApplication.translate(
            "Effect", "Draw a fence between two houses of any street to split it into estates."),
        Effect.REAL_ESTATE: QCoreApplication.translate(
            "Effect", "Raise the value of the estates of one size by crossing the next box of "
                      "that column."),
        Effect.PARK: QCoreApplication.translate(
            "Effect", "Build a park in the street where you wrote the number."),
        Effect.POOL: QCoreApplication.translate(
            "Effect", "Build the pool of the house you numbered, if that house has a planned "
                      "pool."),
        Effect.TEMP: QCoreApplication.translate(
            "Effect", "Change the number by up to 2 (from 0 to 17) and hire a temp worker."),
        Effect.BIS: QCoreApplication.translate(
            "Effect", "Copy the number of a house into an empty house right beside it, "
                      "marked bis."),
    }
    return texts[effect]

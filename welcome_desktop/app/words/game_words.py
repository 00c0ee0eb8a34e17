"""The words of the game the interface prints: street names and the neighbourhoods' names, in
the interface language (what a city plan asks for: :mod:`~welcome_desktop.app.words.plan_words`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.rules.themes import CHRISTMAS, EASTER, ICE_CREAM


def street_name(street: int) -> str:
    """A street as players name it: "top street" … (context "SheetScene")."""
    names = (
        QCoreApplication.translate("SheetScene", "top street"),
        QCoreApplication.translate("SheetScene", "middle street"),
        QCoreApplication.translate("SheetScene", "bottom street"),
    )
    return names[street]


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

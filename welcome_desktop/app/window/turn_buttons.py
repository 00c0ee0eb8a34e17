"""The turn's buttons in the side panel: their rows (the order Tab visits them too) and each
one's label and tooltip in the current language, its key in the tooltip."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

BUTTON_ROWS = (
    ("skip", "refusal"),
    ("roundabout", "reshuffle"),
    ("undo", "redo"),
    ("hint", "apply_hint"),
    ("confirm",),
)


def button_texts() -> dict[str, tuple[str, str]]:
    """Each turn button's label and tooltip, in the current language."""
    return {
        "skip": (
            translate("MainWindow", "Skip effect"),
            translate("MainWindow", "Leave the effect unused (S)"),
        ),
        "refusal": (
            translate("MainWindow", "Refusal"),
            translate("MainWindow", "Take a building-permit refusal (X)"),
        ),
        "roundabout": (
            translate("MainWindow", "Roundabout"),
            translate("MainWindow", "Build a roundabout, then click a house (R)"),
        ),
        "reshuffle": (
            translate("MainWindow", "Reshuffle"),
            translate("MainWindow", "Ask for a reshuffle of the cards"),
        ),
        "undo": (
            translate("MainWindow", "Undo"),
            translate("MainWindow", "Take back the last action (Ctrl+Z)"),
        ),
        "redo": (
            translate("MainWindow", "Redo"),
            translate("MainWindow", "Apply again what was taken back (Ctrl+Shift+Z)"),
        ),
        "confirm": (
            translate("MainWindow", "Confirm turn"),
            translate("MainWindow", "End your turn (Enter)"),
        ),
        "hint": (
            translate("MainWindow", "Hint"),
            translate("MainWindow", "What would a strong player do? Drawn dashed on the sheet (H)"),
        ),
        "apply_hint": (
            translate("MainWindow", "Apply hint"),
            translate("MainWindow", "Play the suggested turn (you can still undo it)"),
        ),
    }

"""What a thematic sheet shows beyond the base sheet, for the player's page: the printed cones
with their state and the trucks (ice cream), the lights between linked houses (Christmas),
the eggs printed and collected (Easter), and the theme column with its points. All of it asked
of the rules (``rules.theme_view``): the page draws it and reckons nothing."""

from __future__ import annotations

from welcome_desktop.network.protocol.view_model import ThemeMarks
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.theme_view import bonuses, cones, eggs, lights, theme_score, trucks
from welcome_desktop.rules.themes import BASE, CHRISTMAS, EASTER, ICE_CREAM


def theme_marks(sheet: Sheet) -> ThemeMarks | None:
    """The theme's marks of ``sheet`` as plain JSON values (None: the base sheet)."""
    if sheet.kind == BASE:
        return None
    column, points = theme_score(sheet)
    marks: ThemeMarks = {"kind": sheet.kind, "column": list(column), "points": points}
    if sheet.kind == ICE_CREAM:
        marks["cones"] = [(cone.street, cone.house, cone.scoops, cone.state)
                          for cone in cones(sheet)]
        marks["trucks"] = [(truck.position, truck.step) for truck in trucks(sheet)]
        marks["bonuses"] = list(bonuses(sheet))
    elif sheet.kind == CHRISTMAS:
        marks["lights"] = [list(links) for links in lights(sheet)]
    elif sheet.kind == EASTER:
        marks["eggs"] = [(egg.street, egg.house, egg.printed, egg.collected)
                         for egg in eggs(sheet)]
    return marks


__all__ = ["theme_marks"]

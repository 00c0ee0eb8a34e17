"""The How-to-play chapters of the thematic neighbourhoods (docs/themes.md), with pictures
drawn by the sheet itself (context "HowToPlay", translations in ``translations.json``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from welcome_desktop.app.howto.page import ChapterPage
from welcome_desktop.app.howto.pictures import Picture, plan_cards_picture
from welcome_desktop.app.howto.sheet_pictures import sheet_picture, snapshot_of, street_source
from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.sheet.layout import sheet_layout
from welcome_desktop.app.sheet.page import PAGE_W
from welcome_desktop.app.sheet.street_layout import row_top
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.themes import CHRISTMAS, EASTER, ICE_CREAM, RIGHT


def _sheet(kind: str, plan: str, writes: tuple[tuple[int, int, int, bool], ...],
           bottom_end: int = RIGHT) -> Sheet:
    """A sheet of ``kind`` with ``writes`` (street, house, number, bis) made by the rules, so
    that its trucks, cones, lights and eggs are what the game itself would show."""
    sheet = Sheet(("1-A", "2-A", plan), kind)
    for street, house, number, bis in writes:
        sheet.write(street, house, number, bis)
        if kind == ICE_CREAM and street == 2 and sheet.truck_due():
            sheet.choose_truck(bottom_end)
    return sheet


def _column_picture(snapshot: SheetSnapshot) -> Picture:
    panel = sheet_layout(snapshot.sheet.kind).theme_panel
    assert panel is not None
    source = QRectF(panel.x - 4, panel.y - 4, panel.w + 8, panel.h + 8)
    return sheet_picture(snapshot, source, 110)


def _whole_street(street: int) -> QRectF:
    """A whole street with the band above it, where the trucks stand at its ends."""
    source = street_source(street)
    top = row_top(street)
    return QRectF(0, top, PAGE_W, source.bottom() - top)


def _plans(page: ChapterPage, prefix: str) -> None:
    """The theme's three plan cards."""
    cards = [(f"{prefix}-{letter}", False) for letter in "ABC"]
    page.picture(plan_cards_picture(cards, 120), QCoreApplication.translate(
        "HowToPlay", "Its three city plans replace the n°3 deck."))


def build_ice_cream(page: ChapterPage, title: str) -> None:
    page.title(title)
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "On this sheet ice cream trucks sell cones to the houses. Choose the neighbourhood in "
        "the New game dialog; everything else is played as usual."))
    sheet = _sheet(ICE_CREAM, "ice-A", ((2, 1, 2, False), (2, 4, 5, False)))
    pending = frozenset({Target(Zone.HOUSE, 2, 4), Target(Zone.TRUCK, 2, RIGHT)})
    page.picture(sheet_picture(snapshot_of(sheet, pending=pending), _whole_street(2), 720),
                 QCoreApplication.translate(
                     "HowToPlay",
                     "The bottom street: the truck from the right end drove to the 5. Its cone "
                     "is sold (circled), the cones it passed are lost (crossed); the other "
                     "truck is crossed off."))
    page.row(None, [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "The top street's truck starts at the right end, the middle street's at the left "
            "end. When you write a number in a house the truck has not passed yet, it drives "
            "there: the cone of that house is sold, the cones on the way are lost. The truck "
            "never turns back.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "The bottom street has a truck at each end. With your first number in that street, "
            "click the lit truck that will drive there (or move the keyboard cursor onto it "
            "and press Space).")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "The first player to pass a street's last cone circles its star: +1 point per "
            "cone sold in that street at the end. Everybody else crosses it off.")),
    ])
    page.row(_column_picture(snapshot_of(sheet)), [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "The ice cream column, between the city plans and the parks: per street, the "
            "scoops of the cones sold, plus its bonus.")),
    ])
    _plans(page, "ice")
    page.finish()


def build_christmas(page: ChapterPage, title: str) -> None:
    page.title(title)
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "On this sheet the houses hang up Christmas lights. They are drawn by themselves as "
        "you write the numbers."))
    numbers = ((0, 2), (1, 4), (3, 6), (4, 7), (5, 8), (6, 8), (7, 9), (8, 11), (9, 12),
               (10, 13))
    writes = tuple((1, h, n, h == 6) for h, n in numbers)  # the 8bis in the 7th house
    sheet = _sheet(CHRISTMAS, "xmas-A", writes)
    strip = sheet_picture(snapshot_of(sheet), street_source(1), 720)
    page.picture(strip, QCoreApplication.translate(
        "HowToPlay",
        "2 4 _ 6 7 8 8bis 9 11 12 13: the longest string is 6-7-8-8bis-9, five houses."))
    page.row(_column_picture(snapshot_of(sheet)), [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "Two neighbouring houses are linked when the right one's number is the left one's "
            "plus 1, or the same (a bis). A fence does not break the string; an empty house "
            "or a roundabout does.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "The lights column, between the city plans and the parks: per street, the number "
            "of houses in its longest string.")),
    ])
    _plans(page, "xmas")
    page.finish()


def build_easter(page: ChapterPage, title: str) -> None:
    page.title(title)
    page.lead(QCoreApplication.translate(
        "HowToPlay",
        "On this sheet Easter eggs are hidden on fifteen houses, twenty eggs in all."))
    writes = ((0, 2, 0, False), (0, 3, 6, False), (0, 4, 7, False), (0, 6, 9, False),
              (0, 9, 16, False))
    sheet = _sheet(EASTER, "egg-A", writes)
    strip = sheet_picture(snapshot_of(sheet), street_source(0), 680)
    page.picture(strip, QCoreApplication.translate(
        "HowToPlay",
        "The 0 collects the egg of its house, the 6 and the 9 one egg each, the 7 none, the "
        "16 one egg: the eggs collected are circled."))
    page.row(_column_picture(snapshot_of(sheet)), [
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "Writing 0, 8 or 10 on an egg house collects all its eggs; 6, 9 or 16 collect "
            "one; any other number none. The number that counts is the one written.")),
        ("body", QCoreApplication.translate(
            "HowToPlay",
            "The eggs column, between the city plans and the parks: 6 eggs are worth 5 "
            "points, 10 eggs 10, 14 eggs 20 and 18 eggs 35.")),
    ])
    _plans(page, "egg")
    page.finish()

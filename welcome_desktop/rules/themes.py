"""The thematic sheets (docs/themes.md): their kinds, the printed cones and eggs, and the pure
reckoning of lights, eggs and theme points from a street's houses.

Coordinates are 0-based as everywhere in the rules: streets 0 (top) to 2, houses from the left.
The functions here work on plain rows and masks so that the sheet can use them without a cycle.
"""

from __future__ import annotations

from typing import Final

BASE: Final = "base"
ICE_CREAM: Final = "ice-cream"
CHRISTMAS: Final = "christmas"
EASTER: Final = "easter"
#: Every sheet a game may be played on, the base sheet first.
SHEET_KINDS: Final = (BASE, ICE_CREAM, CHRISTMAS, EASTER)

# ----------------------------------------------------------------------------- ice cream

#: Scoops on the cone of each house (0 = no cone), per street.
CONE_SCOOPS: Final = (
    (1, 0, 2, 0, 3, 1, 0, 2, 0, 1),
    (3, 1, 0, 1, 2, 0, 2, 0, 3, 2, 0),
    (2, 3, 0, 1, 1, 2, 0, 3, 0, 1, 3, 0),
)
CONE_MASKS: Final = tuple(sum(1 << h for h, s in enumerate(row) if s) for row in CONE_SCOOPS)

#: The bottom street: its truck's end is the player's choice (``ChooseTruck``).
BOTTOM_STREET: Final = 2
#: Where the bottom street's truck starts: the truck at the left end drives to the right.
LEFT: Final = 0
RIGHT: Final = 1
NO_END: Final = -1
END_NAMES: Final = ("left", "right")

#: A truck that has not moved yet.
NOT_MOVED: Final = -1
#: Where a street's truck stands before it moves, driving right or driving left (off the ends).
STREET_STARTS: Final = ((-1, 10), (-1, 11), (-1, 12))

#: A street bonus: still open, circled (won), crossed (someone else reached it first).
BONUS_OPEN: Final = 0
BONUS_WON: Final = 1
BONUS_CROSSED: Final = 2


def truck_step(street: int, bottom_end: int) -> int:
    """The way the street's truck drives: -1 to the left, +1 to the right, 0 not chosen yet."""
    if street == 0:
        return -1
    if street == 1:
        return 1
    if bottom_end == LEFT:
        return 1
    return -1 if bottom_end == RIGHT else 0


def last_cone(street: int, step: int) -> int:
    """The street's last cone in the truck's direction: passing it reaches the bonus."""
    row = CONE_SCOOPS[street]
    cones = [h for h in range(len(row)) if row[h]]
    return cones[-1] if step > 0 else cones[0]


def passed(position: int, step: int, house: int) -> bool:
    """True when a truck standing at ``position`` (driving ``step``) has passed ``house``."""
    if position == NOT_MOVED or step == 0:
        return False
    return house >= position if step < 0 else house <= position


def scoops(street: int, mask: int) -> int:
    """The scoops on the cones of the houses in ``mask``."""
    row = CONE_SCOOPS[street]
    return sum(row[h] for h in range(len(row)) if mask >> h & 1)


def ice_cream_points(street: int, sold: int, bonus: int) -> int:
    """A street's points: scoops of its sold cones, +1 per sold cone with its bonus circled."""
    points = scoops(street, sold)
    if bonus == BONUS_WON:
        points += bin(sold).count("1")
    return points

# ----------------------------------------------------------------------------- christmas


def linked(row: list[int], house: int) -> bool:
    """True when ``house`` and the next house are linked: both numbered, the right one the
    left one + 1 or the same (a bis)."""
    left = row[house]
    right = row[house + 1]
    return left >= 0 and right >= 0 and (right == left + 1 or right == left)


def links_mask(row: list[int]) -> int:
    """Bit ``h`` set when houses ``h`` and ``h + 1`` are linked."""
    mask = 0
    for h in range(len(row) - 1):
        if linked(row, h):
            mask |= 1 << h
    return mask


def longest_string(row: list[int]) -> int:
    """Houses in the street's longest linked string; 0 without a link."""
    best = 0
    run = 0
    for h in range(len(row) - 1):
        if linked(row, h):
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best + 1 if best else 0

# ----------------------------------------------------------------------------- easter


#: Eggs printed on each house, per street.
EGGS: Final = (
    (0, 0, 1, 2, 1, 0, 1, 0, 0, 1),
    (2, 0, 0, 1, 0, 1, 2, 0, 1, 0, 0),
    (0, 0, 1, 0, 2, 1, 0, 2, 0, 1, 0, 0),
)
ALL_EGGS_NUMBERS: Final = (0, 8, 10)
ONE_EGG_NUMBERS: Final = (6, 9, 16)
#: (eggs, points) thresholds, highest first.
EGG_POINTS: Final = ((18, 35), (14, 20), (10, 10), (6, 5))


def eggs_collected(street: int, house: int, number: int) -> int:
    """The eggs the number written in a house collects (a roundabout or empty house: none)."""
    printed = EGGS[street][house]
    if not printed or number < 0:
        return 0
    if number in ALL_EGGS_NUMBERS:
        return printed
    if number in ONE_EGG_NUMBERS:
        return 1
    return 0


def street_eggs(street: int, row: list[int], mask: int = -1) -> int:
    """The eggs collected in the houses of ``row`` (only those in ``mask``)."""
    return sum(eggs_collected(street, h, row[h]) for h in range(len(row)) if mask >> h & 1)


def egg_points(eggs: int) -> int:
    """Points for the eggs collected on the whole sheet."""
    for threshold, points in EGG_POINTS:
        if eggs >= threshold:
            return points
    return 0

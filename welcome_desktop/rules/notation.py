"""A short text form of actions: one player's turn is one line of space-separated tokens.

=========================  ==========================================================
token                      action
=========================  ==========================================================
``R1.4``                   build a roundabout in street 1, house 4
``C1``                     standard: choose combination 1 (0-2)
``C0/2``                   solo, expert: number from hand card 0, effect from card 2
``W2.3=7``                 write 7 in street 2, house 3
``X``                      take a building-permit refusal
``F0.3``                   surveyor: fence on slot 3 of street 0
``E3``                     real estate: mark the column of estates of size 3
``P2``                     landscaper: park in street 2
``O2.6``                   pool manufacturer: pool of street 2, house 6
``T``                      temp agency: mark a temp box
``B0.4<5``                 bis: street 0, house 4 copies house 5
``S``                      skip the effect
``K1-C@0.0+3,1.4+3``       claim plan 1-C with estates (street.first+size); ``K2-G`` alone
``H``                      ask for a reshuffle
``DL``, ``DR``             ice cream: the bottom street's left (right) truck drives there
=========================  ==========================================================

Example of a turn: ``C0/2 W0.8=16 T K1-J``. Tokens are case-insensitive.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    DrawFence,
    MarkEstateColumn,
    MarkTemp,
    SkipEffect,
    TakeRefusal,
    Write,
    WriteBis,
)

MAX_TOKEN = 200


class NotationError(ValueError):
    """Text that is not an action in the notation."""


def format_action(action: Action) -> str:
    """The token of one action."""
    if isinstance(action, BuildRoundabout):
        return f"R{action.street}.{action.house}"
    if isinstance(action, Choose):
        if action.effect_card is None:
            return f"C{action.number_card}"
        return f"C{action.number_card}/{action.effect_card}"
    if isinstance(action, Write):
        return f"W{action.street}.{action.house}={action.value}"
    if isinstance(action, TakeRefusal):
        return "X"
    if isinstance(action, DrawFence):
        return f"F{action.street}.{action.slot}"
    if isinstance(action, MarkEstateColumn):
        return f"E{action.size}"
    if isinstance(action, BuildPark):
        return f"P{action.street}"
    if isinstance(action, BuildPool):
        return f"O{action.street}.{action.house}"
    if isinstance(action, MarkTemp):
        return "T"
    if isinstance(action, WriteBis):
        return f"B{action.street}.{action.house}<{action.copied}"
    if isinstance(action, SkipEffect):
        return "S"
    if isinstance(action, ClaimPlan):
        if not action.estates:
            return f"K{action.plan_id}"
        return f"K{action.plan_id}@" + ",".join(f"{s}.{h}+{n}" for s, h, n in action.estates)
    if isinstance(action, ChooseTruck):
        return "DL" if action.end == "left" else "DR"
    return "H"


def format_turn(actions: Sequence[Action]) -> str:
    """One player's turn as a line of tokens."""
    return " ".join(format_action(a) for a in actions)


_N = r"(-?[0-9]{1,3})"
_PATTERNS: Final[tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Action]], ...]] = (
    (re.compile(rf"R{_N}\.{_N}"), lambda m: BuildRoundabout(int(m[1]), int(m[2]))),
    (re.compile(rf"C{_N}/{_N}"), lambda m: Choose(int(m[1]), int(m[2]))),
    (re.compile(rf"C{_N}"), lambda m: Choose(int(m[1]))),
    (re.compile(rf"W{_N}\.{_N}={_N}"), lambda m: Write(int(m[1]), int(m[2]), int(m[3]))),
    (re.compile(r"X"), lambda m: TakeRefusal()),
    (re.compile(rf"F{_N}\.{_N}"), lambda m: DrawFence(int(m[1]), int(m[2]))),
    (re.compile(rf"E{_N}"), lambda m: MarkEstateColumn(int(m[1]))),
    (re.compile(rf"P{_N}"), lambda m: BuildPark(int(m[1]))),
    (re.compile(rf"O{_N}\.{_N}"), lambda m: BuildPool(int(m[1]), int(m[2]))),
    (re.compile(r"T"), lambda m: MarkTemp()),
    (re.compile(rf"B{_N}\.{_N}<{_N}"), lambda m: WriteBis(int(m[1]), int(m[2]), int(m[3]))),
    (re.compile(r"S"), lambda m: SkipEffect()),
    (re.compile(r"H"), lambda m: AskReshuffle()),
    (re.compile(r"DL"), lambda m: ChooseTruck("left")),
    (re.compile(r"DR"), lambda m: ChooseTruck("right")),
)
_CLAIM: Final = re.compile(r"K([1-3]-[A-K]|(?:ICE|XMAS|EGG)-[A-C])(?:@(.+))?")
_ESTATE: Final = re.compile(r"([0-9]{1,2})\.([0-9]{1,2})\+([0-9]{1,2})")


def parse_action(token: str) -> Action:
    """The action of one token; raises NotationError for anything else."""
    text = token.strip().upper()
    if not text or len(text) > MAX_TOKEN:
        raise NotationError(f"{token[:40]!r} is not an action")
    claim = _CLAIM.fullmatch(text)
    if claim:
        estates = []
        if claim[2]:
            for part in claim[2].split(","):
                m = _ESTATE.fullmatch(part)
                if not m:
                    raise NotationError(f"{part!r} is not an estate (street.first+size)")
                estates.append((int(m[1]), int(m[2]), int(m[3])))
        pid = claim[1]
        if not pid[0].isdigit():  # theme plans are spelt ice-A, xmas-B, egg-C
            pid = pid[:-1].lower() + pid[-1]
        return ClaimPlan(pid, tuple(estates))
    for pattern, build in _PATTERNS:
        m = pattern.fullmatch(text)
        if m:
            return build(m)
    raise NotationError(f"{token[:40]!r} is not an action")


def parse_turn(line: str) -> list[Action]:
    """The actions of one player's turn line."""
    return [parse_action(token) for token in line.split()]

"""Shared helpers for the rules tests: scenario sheets, turns against an offer, players and
an independent scorer written from rules.md (it shares no code with ``welcome_desktop.rules``).

Street notation used by :func:`make_sheet` (one string per street, left to right; missing houses
at the right end are empty):

- ``7``  a house numbered 7;  ``7b`` a bis house;  ``_`` an empty house;
- ``R`` (or ``◎``) a roundabout (its two fence slots are drawn automatically);
- ``|`` a drawn fence between the previous and the next house;
- a trailing ``u`` marks the house "used for a plan" (``7u``, ``7bu``, ``Ru``).

Example: ``make_sheet(top="1 2 3 | _ 5")``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import (
    CARDS,
    Action,
    AskReshuffle,
    BuildRoundabout,
    Card,
    Choose,
    ClaimPlan,
    Effect,
    Game,
    IllegalAction,
    MarkTemp,
    Mode,
    PlayerTurn,
    Setup,
    Sheet,
    SkipEffect,
    TakeRefusal,
    TurnContext,
    Write,
    WriteBis,
)
from welcome_desktop.rules.description import sheet_from_dict, sheet_to_dict
from welcome_desktop.rules.errors import MESSAGES
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.record import record_from_json, record_of, record_to_json
from welcome_desktop.rules.turn import PlanCard

# --------------------------------------------------------------------------- rules.md tables
# Copied by hand from rules.md section 1, on purpose not imported from the code under test.

STREET_SIZES = (10, 11, 12)
PLANNED_POOLS = ((2, 6, 7), (0, 3, 7), (1, 6, 10))
PARK_VALUES = ((0, 2, 4, 10), (0, 2, 4, 6, 14), (0, 2, 4, 6, 8, 18))
POOL_VALUES = (0, 3, 6, 9, 13, 17, 21, 26, 31, 36)
ESTATE_VALUES = {
    1: (1, 3), 2: (2, 3, 4), 3: (3, 4, 5, 6), 4: (4, 5, 6, 7, 8), 5: (5, 6, 7, 8, 10),
    6: (6, 7, 8, 10, 12),
}
BIS_VALUES = (0, 1, 3, 6, 9, 12, 16, 20, 24, 28)
ROUNDABOUT_VALUES = (0, 3, 8)
REFUSAL_VALUES = (0, 0, 3, 5)
TEMP_BOXES = 11

DEFAULT_PLANS = ("1-A", "2-A", "3-A")

#: Settings of the rules' property tests: they take seeds and play whole games, so no deadline
#: (shared CI cores), a fixed budget of examples and reproducible runs. Applied per test, so
#: that other test packages keep their own hypothesis settings.
PROPERTY_SETTINGS = settings(
    deadline=None,
    max_examples=40,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)

# --------------------------------------------------------------------------- sheets


@dataclass(frozen=True)
class Street:
    """One street parsed from the notation above."""

    houses: list[Any]
    fences: list[int]
    used: list[int]


def parse_street(text: str, size: int) -> Street:
    """Read one street of the scenario notation (see the module docstring)."""
    houses: list[Any] = []
    fences: set[int] = set()
    used: list[int] = []
    for token in text.split():
        if token == "|":
            assert houses, f"a fence needs a house on its left: {text!r}"
            fences.add(len(houses) - 1)
            continue
        is_used = token.endswith("u")
        core = token[:-1] if is_used else token
        if is_used:
            used.append(len(houses))
        if core == "_":
            houses.append(None)
        elif core in ("R", "◎"):
            house = len(houses)
            houses.append("roundabout")
            fences.update(k for k in (house - 1, house) if 0 <= k <= size - 2)
        elif core.endswith("b"):
            houses.append({"n": int(core[:-1]), "bis": True})
        else:
            houses.append({"n": int(core), "bis": False})
    assert len(houses) <= size, f"street of {size} houses given {len(houses)}: {text!r}"
    houses.extend([None] * (size - len(houses)))
    assert max(fences, default=0) <= size - 2, f"fence after the last house: {text!r}"
    return Street(houses, sorted(fences), used)


def sheet_dict(
    top: str = "",
    middle: str = "",
    bottom: str = "",
    *,
    plans: Sequence[str] = DEFAULT_PLANS,
    claimed: Sequence[bool] = (False, False, False),
    values: Sequence[int] = (0, 0, 0),
    parks: Sequence[int] = (0, 0, 0),
    pools: Sequence[Sequence[int]] = ((), (), ()),
    pool_marks: int | None = None,
    temps: int = 0,
    estate_marks: Sequence[int] = (0, 0, 0, 0, 0, 0),
    bis_marks: int | None = None,
    roundabout_marks: int | None = None,
    refusals: int = 0,
    kind: str = "base",
    ice_cream: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The conformance-shaped description of a scenario sheet.

    ``kind`` names a thematic sheet; an ice cream sheet's trucks have not moved unless
    ``ice_cream`` gives its block (the conformance shape).

    Unless given, the pool, bis and roundabout marks count the built pools, bis houses and
    roundabouts drawn on the streets.
    """
    streets = [parse_street(text, size)
               for text, size in zip((top, middle, bottom), STREET_SIZES, strict=True)]
    bis_count = sum(1 for s in streets for h in s.houses if isinstance(h, dict) and h["bis"])
    roundabouts = sum(1 for s in streets for h in s.houses if h == "roundabout")
    data: dict[str, Any] = {} if kind == "base" else {"sheet": kind}
    data.update({
        "houses": [s.houses for s in streets],
        "fences": [s.fences for s in streets],
        "used": [s.used for s in streets],
        "pools": [sorted(p) for p in pools],
        "parks": list(parks),
        "pool_marks": sum(len(p) for p in pools) if pool_marks is None else pool_marks,
        "temps": temps,
        "estate_marks": list(estate_marks),
        "bis_marks": bis_count if bis_marks is None else bis_marks,
        "roundabout_marks": roundabouts if roundabout_marks is None else roundabout_marks,
        "refusals": refusals,
        "plans": [{"id": p, "claimed": c, "value": v}
                  for p, c, v in zip(plans, claimed, values, strict=True)],
    })
    if kind == "ice-cream":
        data["ice_cream"] = ice_cream or {
            "trucks": [None, None, None], "bottom_end": None, "sold": [[], [], []],
            "crossed": [[], [], []], "bonus": [None, None, None]}
    return data


def make_sheet(top: str = "", middle: str = "", bottom: str = "", **tracks: Any) -> Sheet:
    """A scenario sheet (see :func:`sheet_dict` and the module docstring)."""
    return sheet_from_dict(sheet_dict(top, middle, bottom, **tracks))


def full_street(street: int, start: int = 0) -> str:
    """Every house of ``street`` numbered start, start+1, ... (a complete street)."""
    return " ".join(str(start + h) for h in range(STREET_SIZES[street]))


# --------------------------------------------------------------------------- turns

OfferItem = Card | tuple[int, str]


def card(item: OfferItem) -> Card:
    """A Card from a Card or a (number, effect key) pair."""
    if isinstance(item, Card):
        return item
    number, effect = item
    return Card(number, Effect(effect))


def context(
    sheet: Sheet,
    offer: Sequence[OfferItem],
    *,
    mode: Mode = Mode.STANDARD,
    advanced: bool = False,
    approved: Sequence[bool] = (False, False, False),
) -> TurnContext:
    """A turn context for ``sheet``'s plans with ``offer`` (combinations or hand)."""
    cards = tuple(PlanCard(PLANS[pid], a) for pid, a in zip(sheet.plan_ids, approved,
                                                            strict=True))
    return TurnContext(mode, advanced, tuple(card(c) for c in offer),
                       (cards[0], cards[1], cards[2]))


def new_turn(
    sheet: Sheet,
    offer: Sequence[OfferItem] = ((8, "surveyor"), (8, "park"), (8, "temp")),
    *,
    mode: Mode = Mode.STANDARD,
    advanced: bool = False,
    approved: Sequence[bool] = (False, False, False),
) -> PlayerTurn:
    """A player's turn on ``sheet`` against ``offer``."""
    return PlayerTurn(sheet, context(sheet, offer, mode=mode, advanced=advanced,
                                     approved=approved))


def play(turn: PlayerTurn, *actions: Action) -> PlayerTurn:
    """Apply ``actions`` (each must be legal) and return the turn."""
    for action in actions:
        turn.apply(action)
    return turn


TURN_FIELDS = ("actions", "phase", "choice", "combination", "written", "changed",
               "roundabout_built", "refused", "claimed", "first_claims", "reshuffle")


def turn_state(turn: PlayerTurn) -> tuple[Any, ...]:
    """Everything an action may change in a turn, as comparable plain values."""
    fields = tuple(_plain(getattr(turn, name)) for name in TURN_FIELDS)
    return (json.dumps(sheet_to_dict(turn.sheet)), json.dumps(sheet_to_dict(turn.start)),
            *fields)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


def expected_message(code: str, params: dict[str, object]) -> str:
    """The English message MESSAGES defines for ``code`` with ``params``."""
    return MESSAGES[code][1].format(**params)


def assert_illegal(
    turn: PlayerTurn,
    action: Action | None,
    code: str,
    message: str | None = None,
) -> IllegalAction:
    """``action`` (or confirming, when None) raises ``code``, with its English message, and
    leaves the turn exactly as it was."""
    before = turn_state(turn)
    with pytest.raises(IllegalAction) as caught:
        if action is None:
            turn.check_complete()
        else:
            turn.apply(action)
    error = caught.value
    assert error.code == code, f"expected {code}, got {error.code}: {error}"
    assert error.ruling == MESSAGES[code][0]
    assert str(error) == expected_message(code, error.params)
    if message is not None:
        assert str(error) == message
    assert turn_state(turn) == before, "an illegal action changed the turn"
    return error


def scratch_turn(
    sheet: Sheet,
    scratch: tuple[int, int] = (1, 5),
    *,
    mode: Mode = Mode.STANDARD,
    advanced: bool = True,
    approved: Sequence[bool] = (False, False, False),
) -> PlayerTurn:
    """A turn that has written a number in the ``scratch`` house and skipped its effect, so that
    plans may be claimed next. The scratch house must not change the estates."""
    street, house = scratch
    window = next(w for w in sheet.windows(street) if w[0] == house)
    value = max(window[1] + 1, 1)
    assert value < window[2] and value <= 15, f"no card number fits the scratch house {scratch}"
    offer = [(value, "surveyor")] * 3 if mode is Mode.STANDARD else [(value, "surveyor"),
                                                                       (1, "park"), (2, "park")]
    turn = new_turn(sheet, offer, mode=mode, advanced=advanced, approved=approved)
    choose = turn.context.choices()[0]
    play(turn, choose, Write(street, house, value), SkipEffect())
    assert sorted(turn.sheet.estates()) == sorted(sheet.estates()), "scratch changed estates"
    return turn


# --------------------------------------------------------------------------- decks


def shuffled_cards(seed: int) -> list[Card]:
    """The 81 construction cards in the order of a seeded shuffle."""
    cards = list(CARDS)
    random.Random(seed).shuffle(cards)
    return cards


def deal(seed: int) -> tuple[tuple[Card, ...], ...]:
    """Three stacks of 27 from a seeded shuffle of the 81 cards."""
    cards = shuffled_cards(seed)
    return tuple(tuple(cards[i * 27:(i + 1) * 27]) for i in range(3))


def cards_json(cards: Iterable[Card]) -> list[list[Any]]:
    return [[c.number, c.effect.value] for c in cards]


# --------------------------------------------------------------------------- players

Player = Callable[[PlayerTurn, random.Random], list[Action]]


def _careful_cost(write: tuple[Any, int, int, int]) -> float:
    """How far a number lands from where its value would sit in a well-spread street."""
    _, street, house, value = write
    return abs(house - value / 17 * (STREET_SIZES[street] - 1))


def play_steady_turn(turn: PlayerTurn, rng: random.Random) -> list[Action]:
    """A random player that places numbers carefully, so that games last long (deals run out,
    the Solo card is drawn, plans and houses end games). Effects, claims and reshuffles are
    random; bis is rare; roundabouts rare (advanced)."""
    played: list[Action] = []

    def act(action: Action) -> None:
        turn.apply(action)
        played.append(action)

    writes = turn.legal_writes()
    if not writes and not turn.refusal_forced():
        act(BuildRoundabout(*rng.choice(list(turn.sheet.enabling_roundabouts(
            turn.candidate_values())))))
        writes = turn.legal_writes()
    if not writes:
        act(TakeRefusal())
    else:
        best = min(_careful_cost(w) for w in writes)
        choose, street, house, value = rng.choice(
            [w for w in writes if _careful_cost(w) <= best + 0.5])
        act(choose)
        act(Write(street, house, value))
        for truck in turn.truck_choices()[rng.randrange(2):][:1]:
            act(truck)
        if turn.changed:
            act(MarkTemp())
        else:
            targets = turn.effect_targets()
            if any(isinstance(t, WriteBis) for t in targets) and rng.random() < 0.8:
                targets = []
            if targets and rng.random() < 0.9:
                act(rng.choice(targets))
            else:
                act(SkipEffect())
    if turn.roundabout_allowed and rng.random() < 0.03 and turn.sheet.roundabout_houses():
        act(BuildRoundabout(*rng.choice(turn.sheet.roundabout_houses())))
    while True:
        claimable = turn.claimable()
        if not claimable or rng.random() < 0.1:
            break
        plan, choices = claimable[0]
        estates = rng.choice(choices)
        act(ClaimPlan(plan.id, tuple((e.street, e.first, e.size) for e in estates)))
    if turn.reshuffle_entitled and rng.random() < 0.7:
        act(AskReshuffle())
    return played


def play_careful_turn(turn: PlayerTurn, rng: random.Random) -> list[Action]:
    """Place the number where it spreads best, never use an effect (except the temp box a
    changed number requires), never claim: a long game with few refusals."""
    played: list[Action] = []
    writes = turn.legal_writes()
    if not writes and not turn.refusal_forced():
        # Only a roundabout lets a number be written (ruling 2): build the first that does.
        houses = turn.sheet.enabling_roundabouts(turn.candidate_values())
        played.append(BuildRoundabout(*next(iter(houses))))
        turn.apply(played[-1])
        writes = turn.legal_writes()
    if not writes:
        turn.apply(TakeRefusal())
        return [*played, TakeRefusal()]
    best = min(_careful_cost(w) for w in writes)
    write = rng.choice([w for w in writes if _careful_cost(w) == best])
    return [*played, *_write_plainly(turn, write)]


def _write_plainly(turn: PlayerTurn, write: tuple[Choose, int, int, int]) -> list[Action]:
    """Choose and write (``turn.legal_writes()``'s ``write``), take the left truck when due
    (ice cream), and skip the effect (or mark the temp box a changed number requires)."""
    choose, street, house, value = write
    actions: list[Action] = [choose, Write(street, house, value)]
    for action in actions:
        turn.apply(action)
    actions.extend(turn.truck_choices()[:1])  # ice cream: the left truck when due
    if len(actions) == 3:
        turn.apply(actions[2])
    changed = turn.context.combination(choose).number != value
    last = MarkTemp() if changed else SkipEffect()
    turn.apply(last)
    actions.append(last)
    return actions


def inject(game: Game, player: int, sheet: Sheet) -> PlayerTurn:
    """Let ``player`` play this turn of ``game`` on ``sheet`` instead of their own (scenario
    set-up for game-level rulings; the game keeps the sheet after the turn)."""
    turn = PlayerTurn(sheet, game.turns[player].context)
    game.turns[player] = turn
    return turn


def write_anything(turn: PlayerTurn) -> list[Action]:
    """Write the first legal number of the turn and skip its effect (mark temp if changed)."""
    return _write_plainly(turn, turn.legal_writes()[0])


def play_game(setup: Setup, rng: random.Random, player: Player = play_random_turn,
              after_turn: Callable[[Game], None] | None = None) -> Game:
    """Play ``setup`` to its end with ``player`` for every seat."""
    game = Game(setup)
    while not game.over:
        for seat in range(game.player_count):
            player(game.turn(seat), rng)
            game.confirm(seat)
        if after_turn is not None:
            after_turn(game)
    return game


def names(count: int) -> tuple[str, ...]:
    return tuple(f"P{i + 1}" for i in range(count))


def replay_through_json(game: Game) -> Game:
    """Write ``game``'s record to JSON text, read it back and replay it."""
    text = json.dumps(record_to_json(record_of(game)))
    return record_from_json(json.loads(text)).replay()


def sheets_json(game: Game) -> list[dict[str, Any]]:
    return [sheet_to_dict(s) for s in game.sheets]


# --------------------------------------------------------------------------- independent oracle


def independent_estates(sheet: dict[str, Any]) -> Counter[int]:
    """Estates by size, counted straight from a sheet description (ruling 9)."""
    sizes: Counter[int] = Counter()
    for street, row in enumerate(sheet["houses"]):
        cuts = sorted({-1, len(row) - 1, *sheet["fences"][street]})
        for left, right in pairwise(cuts):
            run = row[left + 1:right + 1]
            if 1 <= len(run) <= 6 and all(isinstance(h, dict) for h in run):
                sizes[len(run)] += 1
    return sizes


def independent_temps(own: int, others: Sequence[int]) -> int:
    """Ruling 14, written from its text."""
    if not others:
        return 7 if own >= 6 else 0
    if own == 0:
        return 0
    distinct = sorted({c for c in (own, *others) if c > 0}, reverse=True)
    rank = distinct.index(own)
    return (7, 4, 1)[rank] if rank < 3 else 0


def independent_breakdown(sheet: dict[str, Any], others_temps: Sequence[int]) -> dict[str, Any]:
    """The breakdown of rules.md section 1, in the conformance data's shape."""
    sizes = independent_estates(sheet)
    estates = {}
    for size in range(1, 7):
        value = ESTATE_VALUES[size][sheet["estate_marks"][size - 1]]
        estates[str(size)] = {"count": sizes[size], "value": value,
                              "points": sizes[size] * value}
    parks = [PARK_VALUES[s][sheet["parks"][s]] for s in range(3)]
    plans = [p["value"] for p in sheet["plans"]]
    pools = POOL_VALUES[sheet["pool_marks"]]
    temps = independent_temps(sheet["temps"], others_temps)
    bis = BIS_VALUES[sheet["bis_marks"]]
    roundabouts = ROUNDABOUT_VALUES[sheet["roundabout_marks"]]
    refusals = REFUSAL_VALUES[sheet["refusals"]]
    total = (sum(plans) + sum(parks) + pools + temps
             + sum(e["points"] for e in estates.values()) - bis - roundabouts - refusals)
    return {"plans": plans, "parks": parks, "pools": pools, "temps": temps, "estates": estates,
            "bis": bis, "roundabouts": roundabouts, "refusals": refusals, "total": total}


def number_fits(row: Sequence[Any], house: int, number: int) -> bool:
    """Ruling 7 from its text: ``number`` may go in the empty ``house`` of ``row``."""
    if row[house] is not None:
        return False
    left = house - 1
    while left >= 0 and row[left] != "roundabout":
        if isinstance(row[left], dict) and row[left]["n"] >= number:
            return False
        left -= 1
    right = house + 1
    while right < len(row) and row[right] != "roundabout":
        if isinstance(row[right], dict) and row[right]["n"] <= number:
            return False
        right += 1
    return True


def writable_anywhere(sheet: dict[str, Any], numbers: Iterable[int]) -> bool:
    """Some number of ``numbers`` fits some house (ruling 7)."""
    wanted = list(numbers)
    return any(number_fits(row, h, n) for row in sheet["houses"] for h in range(len(row))
               for n in wanted)


def writable_with_a_roundabout(sheet: dict[str, Any], numbers: Iterable[int]) -> bool:
    """Some roundabout built in an empty house would let one of ``numbers`` fit."""
    wanted = list(numbers)
    for street, row in enumerate(sheet["houses"]):
        for r, cell in enumerate(row):
            if cell is None:
                trial = [*row[:r], "roundabout", *row[r + 1:]]
                houses = [*sheet["houses"][:street], trial, *sheet["houses"][street + 1:]]
                if writable_anywhere({"houses": houses}, wanted):
                    return True
    return False


def offer_numbers(offer: Sequence[Card], mode: Mode, temps: int) -> set[int]:
    """Every number the offer lets a player write (ruling 4 counted while the track has room)."""
    pairs: list[tuple[int, Effect]]
    if mode is Mode.STANDARD:
        pairs = [(c.number, c.effect) for c in offer]
    else:
        pairs = [(offer[i].number, offer[j].effect)
                 for i in range(len(offer)) for j in range(len(offer)) if i != j]
    numbers = set()
    for number, effect in pairs:
        numbers.add(number)
        if effect is Effect.TEMP and temps < TEMP_BOXES:
            numbers.update(v for v in range(number - 2, number + 3) if 0 <= v <= 17)
    return numbers


def stretch_violations(sheet: dict[str, Any]) -> list[str]:
    """Ruling 7 and 5 on a whole sheet: numbers strictly ascend in each stretch, except a bis
    house next to the house it copies."""
    problems = []
    for street, row in enumerate(sheet["houses"]):
        last: tuple[int, dict[str, Any]] | None = None
        for h, cell in enumerate(row):
            if cell == "roundabout":
                last = None
            elif isinstance(cell, dict):
                if last is not None:
                    lh, lcell = last
                    if cell["n"] < lcell["n"]:
                        problems.append(f"street {street}: {cell['n']} after {lcell['n']}")
                    elif cell["n"] == lcell["n"] and not (
                            lh == h - 1 and (cell["bis"] or lcell["bis"])):
                        problems.append(f"street {street}: {cell['n']} twice, not a bis pair")
                last = (h, cell)
    return problems


def fence_violations(sheet: dict[str, Any]) -> list[str]:
    """Ruling 5/6 on a whole sheet: no drawn fence between a number and its bis copy."""
    problems = []
    for street, row in enumerate(sheet["houses"]):
        for slot in sheet["fences"][street]:
            a, b = row[slot], row[slot + 1]
            if isinstance(a, dict) and isinstance(b, dict) and a["n"] == b["n"]:
                problems.append(f"street {street}: fence {slot} splits a bis pair")
    return problems


def json_paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON value (dict keys, the first three list indexes), for tests that
    replace one part of a valid document by anything."""
    result = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            result += json_paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node[:3]):
            result += json_paths(value, (*prefix, index))
    return result

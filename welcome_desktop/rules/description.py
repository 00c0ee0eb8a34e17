"""Plain JSON-able descriptions of sheets and actions, and back.

The shapes are those of the conformance data (see docs/records.md): a sheet is a dict of houses,
fences, marks and tracks; an action is a one-key dict. Everything read is checked and a bad value
raises :class:`DescriptionError` with a message naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
from welcome_desktop.rules.cards import Card, effect_from_key
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.sheet import EMPTY, ROUNDABOUT, Sheet
from welcome_desktop.rules.tables import (
    BIS_BOXES,
    ESTATE_BOXES,
    HIGHEST_NUMBER,
    PARK_BOXES,
    PLANNED_POOLS,
    POOL_BOXES,
    REFUSAL_BOXES,
    ROUNDABOUT_BOXES,
    STREET_SIZES,
    TEMP_BOXES,
)
from welcome_desktop.rules.themes import (
    BASE,
    BONUS_CROSSED,
    BONUS_OPEN,
    BONUS_WON,
    CONE_MASKS,
    END_NAMES,
    ICE_CREAM,
    NO_END,
    NOT_MOVED,
    SHEET_KINDS,
)


class DescriptionError(ValueError):
    """A description that does not describe a sheet, card or action."""


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DescriptionError(f"{where} must be a whole number from {low} to {high}")
    return value


def _list(value: Any, where: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        what = f"a list of {length}" if length is not None else "a list"
        raise DescriptionError(f"{where} must be {what}")
    return value


def _dict(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise DescriptionError(f"{where} must be an object")
    return value


def _mask(items: Any, where: str, limit: int) -> int:
    mask = 0
    for item in _list(items, where):
        mask |= 1 << _int(item, where, 0, limit - 1)
    return mask


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


# --------------------------------------------------------------------------- sheets

def sheet_to_dict(sheet: Sheet) -> dict[str, Any]:
    """The plain description of a sheet."""
    houses: list[list[Any]] = []
    for street, row in enumerate(sheet.houses):
        cells: list[Any] = []
        for h, value in enumerate(row):
            if value == EMPTY:
                cells.append(None)
            elif value == ROUNDABOUT:
                cells.append("roundabout")
            else:
                cells.append({"n": value, "bis": sheet.is_bis(street, h)})
        houses.append(cells)
    data: dict[str, Any] = {} if sheet.kind == BASE else {"sheet": sheet.kind}
    data.update({
        "houses": houses,
        "fences": [_bits(m) for m in sheet.fences],
        "used": [_bits(m) for m in sheet.used],
        "pools": [_bits(m) for m in sheet.pools],
        "parks": list(sheet.parks),
        "pool_marks": sheet.pool_marks,
        "temps": sheet.temps,
        "estate_marks": list(sheet.estate_marks),
        "bis_marks": sheet.bis_marks,
        "roundabout_marks": sheet.roundabout_marks,
        "refusals": sheet.refusals,
        "plans": [
            {"id": pid, "claimed": sheet.plan_claimed[i], "value": sheet.plan_values[i]}
            for i, pid in enumerate(sheet.plan_ids)
        ],
    })
    if sheet.kind == ICE_CREAM:
        data["ice_cream"] = _ice_cream_to_dict(sheet)
    return data


_BONUS_JSON: dict[int, bool | None] = {BONUS_OPEN: None, BONUS_WON: True, BONUS_CROSSED: False}


def _ice_cream_to_dict(sheet: Sheet) -> dict[str, Any]:
    return {
        "trucks": [None if t == NOT_MOVED else t for t in sheet.trucks],
        "bottom_end": None if sheet.bottom_end == NO_END else END_NAMES[sheet.bottom_end],
        "sold": [_bits(m) for m in sheet.sold],
        "crossed": [_bits(m) for m in sheet.lost],
        "bonus": [_BONUS_JSON[b] for b in sheet.bonus],
    }


def _ice_cream_from_dict(sheet: Sheet, data: Any) -> None:
    d = _dict(data, "ice_cream")
    trucks = _list(d.get("trucks"), "ice_cream.trucks", 3)
    sheet.trucks = [NOT_MOVED if trucks[s] is None
                    else _int(trucks[s], f"ice_cream.trucks[{s}]", 0, STREET_SIZES[s] - 1)
                    for s in range(3)]
    end = d.get("bottom_end")
    if end is not None and end not in END_NAMES:
        raise DescriptionError("ice_cream.bottom_end must be left, right or null")
    sheet.bottom_end = NO_END if end is None else END_NAMES.index(end)
    for name, masks in (("sold", sheet.sold), ("crossed", sheet.lost)):
        rows = _list(d.get(name), f"ice_cream.{name}", 3)
        for s in range(3):
            masks[s] = _mask(rows[s], f"ice_cream.{name}[{s}]", STREET_SIZES[s])
            if masks[s] & ~CONE_MASKS[s]:
                raise DescriptionError(f"ice_cream.{name}[{s}] names a house without a cone")
    bonus = _list(d.get("bonus"), "ice_cream.bonus", 3)
    for s in range(3):
        if bonus[s] is not None and not isinstance(bonus[s], bool):
            raise DescriptionError(f"ice_cream.bonus[{s}] must be true, false or null")
        sheet.bonus[s] = (BONUS_OPEN if bonus[s] is None
                          else BONUS_WON if bonus[s] else BONUS_CROSSED)


def sheet_from_dict(data: Any) -> Sheet:
    """Build a sheet from its plain description (checked field by field)."""
    d = _dict(data, "sheet")
    kind = d.get("sheet", BASE)
    if kind not in SHEET_KINDS:
        raise DescriptionError("sheet must be one of " + ", ".join(SHEET_KINDS))
    plans = _list(d.get("plans"), "plans", 3)
    plan_ids = []
    for i, entry in enumerate(plans):
        pid = _dict(entry, f"plans[{i}]").get("id")
        if (not isinstance(pid, str) or pid not in PLANS or PLANS[pid].deck != i + 1
                or PLANS[pid].sheet != (kind if i == 2 else BASE)):
            raise DescriptionError(f"plans[{i}].id must be a plan n°{i + 1} of the sheet")
        plan_ids.append(pid)
    sheet = Sheet((plan_ids[0], plan_ids[1], plan_ids[2]), str(kind))
    for i, entry in enumerate(plans):
        claimed = entry.get("claimed")
        if not isinstance(claimed, bool):
            raise DescriptionError(f"plans[{i}].claimed must be true or false")
        plan = PLANS[plan_ids[i]]
        sheet.plan_claimed[i] = claimed
        sheet.plan_values[i] = _int(entry.get("value"), f"plans[{i}].value", 0, plan.first_value)
    rows = _list(d.get("houses"), "houses", 3)
    for street, size in enumerate(STREET_SIZES):
        cells = _list(rows[street], f"houses[{street}]", size)
        for h, cell in enumerate(cells):
            where = f"houses[{street}][{h}]"
            if cell is None:
                continue
            if cell == "roundabout":
                sheet.houses[street][h] = ROUNDABOUT
                continue
            house = _dict(cell, where)
            number = _int(house.get("n"), where + ".n", 0, HIGHEST_NUMBER)
            bis = house.get("bis", False)
            if not isinstance(bis, bool):
                raise DescriptionError(f"{where}.bis must be true or false")
            sheet.place(street, h, number, bis)
    for name in ("fences", "used", "pools"):
        masks = _list(d.get(name), name, 3)
        limit = (lambda s: STREET_SIZES[s] - 1) if name == "fences" else STREET_SIZES.__getitem__
        getattr(sheet, name)[:] = [_mask(masks[s], f"{name}[{s}]", limit(s)) for s in range(3)]
    for street in range(3):
        for h in _bits(sheet.pools[street]):
            if h not in PLANNED_POOLS[street]:
                raise DescriptionError(f"pools[{street}]: house {h} has no planned pool")
    parks = _list(d.get("parks"), "parks", 3)
    sheet.parks = [_int(parks[s], f"parks[{s}]", 0, PARK_BOXES[s]) for s in range(3)]
    marks = _list(d.get("estate_marks"), "estate_marks", 6)
    sheet.estate_marks = [_int(marks[i], f"estate_marks[{i}]", 0, ESTATE_BOXES[i])
                          for i in range(6)]
    sheet.pool_marks = _int(d.get("pool_marks"), "pool_marks", 0, POOL_BOXES)
    sheet.temps = _int(d.get("temps"), "temps", 0, TEMP_BOXES)
    sheet.bis_marks = _int(d.get("bis_marks"), "bis_marks", 0, BIS_BOXES)
    sheet.roundabout_marks = _int(d.get("roundabout_marks"), "roundabout_marks", 0,
                                  ROUNDABOUT_BOXES)
    sheet.refusals = _int(d.get("refusals"), "refusals", 0, REFUSAL_BOXES)
    if kind == ICE_CREAM:
        _ice_cream_from_dict(sheet, d.get("ice_cream"))
    return sheet


# --------------------------------------------------------------------------- cards

def card_from_json(value: Any, where: str = "card") -> Card:
    pair = _list(value, where, 2)
    if not isinstance(pair[1], str):
        raise DescriptionError(f"{where} must be [number, effect]")
    try:
        effect = effect_from_key(pair[1])
    except ValueError as error:
        raise DescriptionError(f"{where}: {error}") from None
    return Card(_int(pair[0], where, 1, 15), effect)


def card_to_json(card: Card) -> list[Any]:
    return [card.number, card.effect.value]


# --------------------------------------------------------------------------- actions

def action_to_json(action: Action) -> dict[str, Any]:
    """The one-key JSON object of an action (conformance ACTIONS shape)."""
    if isinstance(action, BuildRoundabout):
        return {"roundabout": [action.street, action.house]}
    if isinstance(action, Choose):
        if action.effect_card is None:
            return {"choose": action.number_card}
        return {"choose": {"number_card": action.number_card, "effect_card": action.effect_card}}
    if isinstance(action, Write):
        return {"write": [action.street, action.house, action.value]}
    if isinstance(action, TakeRefusal):
        return {"refusal": True}
    if isinstance(action, SkipEffect):
        return {"skip_effect": True}
    if isinstance(action, ClaimPlan):
        return {"claim": {"plan": action.plan_id, "estates": [list(e) for e in action.estates]}}
    if isinstance(action, AskReshuffle):
        return {"reshuffle": True}
    if isinstance(action, ChooseTruck):
        return {"type": "truck", "end": action.end}
    target: dict[str, Any]
    if isinstance(action, DrawFence):
        target = {"kind": "surveyor", "fence": [action.street, action.slot]}
    elif isinstance(action, MarkEstateColumn):
        target = {"kind": "real_estate", "size": action.size}
    elif isinstance(action, BuildPark):
        target = {"kind": "park", "street": action.street}
    elif isinstance(action, BuildPool):
        target = {"kind": "pool", "house": [action.street, action.house]}
    elif isinstance(action, MarkTemp):
        target = {"kind": "temp"}
    else:
        target = {"kind": "bis", "house": [action.street, action.house], "from": action.copied}
    return {"effect": target}


_SMALL = 99  # coordinates are checked by the rules; this only keeps them small ints


def _pair(value: Any, where: str) -> tuple[int, int]:
    items = _list(value, where, 2)
    return _int(items[0], where, -_SMALL, _SMALL), _int(items[1], where, -_SMALL, _SMALL)


def action_from_json(data: Any) -> Action:
    """Parse a one-key action object; raise DescriptionError on anything malformed."""
    d = _dict(data, "action")
    if d.get("type") == "truck":
        # The truck choice is the one step with two keys (docs/records.md).
        end = d.get("end")
        if len(d) != 2 or end not in END_NAMES:
            raise DescriptionError("a truck choice is {\"type\": \"truck\", \"end\": "
                                   "\"left\" or \"right\"}")
        return ChooseTruck(str(end))
    if len(d) != 1:
        raise DescriptionError("an action is an object with exactly one key")
    (key, value), = d.items()
    if key == "roundabout":
        return BuildRoundabout(*_pair(value, "roundabout"))
    if key == "choose":
        if isinstance(value, dict):
            return Choose(_int(value.get("number_card"), "choose.number_card", 0, 2),
                          _int(value.get("effect_card"), "choose.effect_card", 0, 2))
        return Choose(_int(value, "choose", 0, 2))
    if key == "write":
        items = _list(value, "write", 3)
        return Write(_int(items[0], "write", -_SMALL, _SMALL),
                     _int(items[1], "write", -_SMALL, _SMALL),
                     _int(items[2], "write", -_SMALL, _SMALL))
    if key in ("refusal", "skip_effect", "reshuffle"):
        if value is not True:
            raise DescriptionError(f"{key} must be true")
        if key == "refusal":
            return TakeRefusal()
        return SkipEffect() if key == "skip_effect" else AskReshuffle()
    if key == "claim":
        claim = _dict(value, "claim")
        plan = claim.get("plan")
        if not isinstance(plan, str) or len(plan) > 8:
            raise DescriptionError("claim.plan must be a plan id")
        estates = tuple(
            (_int(e[0], "claim.estates", 0, 2), _int(e[1], "claim.estates", 0, 11),
             _int(e[2], "claim.estates", 1, 12))
            for e in (_list(item, "claim.estates", 3) for item in _list(
                claim.get("estates", []), "claim.estates"))
        )
        return ClaimPlan(plan, estates)
    if key == "effect":
        return _effect_from_json(_dict(value, "effect"))
    raise DescriptionError(f"unknown action {key!r}")


def _effect_from_json(target: Mapping[str, Any]) -> Action:
    kind = target.get("kind")
    if kind == "surveyor":
        return DrawFence(*_pair(target.get("fence"), "effect.fence"))
    if kind == "real_estate":
        return MarkEstateColumn(_int(target.get("size"), "effect.size", 1, 6))
    if kind == "park":
        return BuildPark(_int(target.get("street"), "effect.street", -_SMALL, _SMALL))
    if kind == "pool":
        return BuildPool(*_pair(target.get("house"), "effect.house"))
    if kind == "temp":
        return MarkTemp()
    if kind == "bis":
        street, house = _pair(target.get("house"), "effect.house")
        return WriteBis(street, house, _int(target.get("from"), "effect.from", -_SMALL, _SMALL))
    raise DescriptionError(f"unknown effect kind {kind!r}")

"""Adapter from the conformance data (tests/conformance/data, an independent engine's
answers; themes/ for the thematic sheets) to our rules engine."""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from welcome_desktop.rules import IllegalAction, Mode
from welcome_desktop.rules.cards import SOLO_CARD
from welcome_desktop.rules.description import (
    DescriptionError,
    action_from_json,
    card_from_json,
    sheet_from_dict,
    sheet_to_dict,
)
from welcome_desktop.rules.game import DeckOrder, Game, Setup
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.scoring import rank_players, score_sheet
from welcome_desktop.rules.turn import PlanCard, PlayerTurn, TurnContext

VENDORED = Path(__file__).resolve().parent / "data"


def data_dir() -> Path:
    """The conformance folder: $WELCOME_CONFORMANCE (a further case set) or the vendored copy."""
    env = os.environ.get("WELCOME_CONFORMANCE")
    if env:
        return Path(env)
    return VENDORED


def themes_dir() -> Path:
    """The thematic sheets' cases: ``themes/`` of $WELCOME_CONFORMANCE when it has one, else
    the vendored copy."""
    further = data_dir() / "themes"
    return further if further.is_dir() else VENDORED / "themes"


def cases(name: str, folder: Path | None = None) -> Iterator[dict[str, Any]]:
    with gzip.open((folder or data_dir()) / f"{name}.jsonl.gz", "rt",
                   encoding="utf-8") as lines:
        for line in lines:
            yield json.loads(line)


def run_turn_case(case: dict[str, Any]) -> dict[str, Any]:
    """Our answer to a turns case, in the shape of project_expected."""
    sheet = sheet_from_dict(case["sheet_before"])
    plan_cards = tuple(PlanCard(PLANS[p["id"]], not p["project_side"]) for p in case["plans"])
    context = TurnContext(
        Mode(case["mode"]), case["advanced"],
        tuple(card_from_json(c) for c in case["offer"]),
        (plan_cards[0], plan_cards[1], plan_cards[2]),
    )
    turn = PlayerTurn(sheet, context)
    try:
        for raw in case["turn"]:
            try:
                action = action_from_json(raw)
            except DescriptionError as malformed:
                return {"legal": False, "ruling": "2", "why": str(malformed),
                        "code": "malformed"}
            turn.apply(action)
        turn.check_complete()
    except IllegalAction as error:
        return {"legal": False, "ruling": error.ruling, "why": str(error), "code": error.code}
    return {"legal": True, "sheet_after": sheet_to_dict(turn.sheet)}


def run_score_case(case: dict[str, Any]) -> dict[str, object]:
    return score_sheet(sheet_from_dict(case["sheet"]), case["others_temps"]).to_dict()


def setup_from_case(setup: dict[str, Any]) -> Setup:
    mode = Mode(setup["mode"])
    deck = setup["deck"]
    if mode is Mode.STANDARD:
        order = DeckOrder(deals=tuple(
            tuple(tuple(card_from_json(c) for c in stack) for stack in deal)
            for deal in deck["deals"]))
    elif mode is Mode.SOLO:
        order = DeckOrder(order=tuple(
            SOLO_CARD if c == SOLO_CARD else card_from_json(c) for c in deck["order"]))
    else:
        order = DeckOrder(order=tuple(card_from_json(c) for c in deck["order"]),
                          new_decks=tuple(tuple(card_from_json(c) for c in d)
                                          for d in deck.get("reshuffles", [])))
    names = tuple(f"P{i + 1}" for i in range(setup["players"]))
    return Setup(mode, setup["advanced"], names, plans=tuple(setup["plans"]), deck=order,
                 sheet=setup.get("sheet", "base"))


def run_game_case(case: dict[str, Any]) -> dict[str, Any]:
    game = Game(setup_from_case(case["setup"]))
    for t, turn in enumerate(case["turns"]):
        for p, actions in enumerate(turn["actions"]):
            offer = [[c.number, c.effect.value] for c in game.offer(p)]
            expected_offer = turn["offers"][p if len(turn["offers"]) > 1 else 0]
            assert offer == expected_offer, (t, p, offer, expected_offer)
            for raw in actions:
                game.apply(p, action_from_json(raw))
            game.confirm(p)
    breakdowns = game.breakdowns()
    groups, ties = rank_players(breakdowns)
    return {
        "end_reasons": game.end_reasons,
        "turns_played": game.turn_number,
        "breakdowns": [b.to_dict() for b in breakdowns],
        "ranking": groups,
        "tie_break": [{"players": list(t.players), "criterion": t.criterion} for t in ties]
        or None,
    }

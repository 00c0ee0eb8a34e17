"""Game records: the setup and the action log, as plain JSON values, and their replay.

A record is fully enough to rebuild a game (see docs/records.md)::

    {"format": "welcome-desktop-record", "version": 1,
     "setup": {"mode": "solo", "advanced": true, "players": ["Anna"], "seed": 7,
               "plans": ["1-C", "2-J", "3-A"]},
     "log": [["C0/2 W0.8=16 T"], ["C1/0 W1.6=10 P1"]]}

``log`` holds one entry per resolved turn, and in it one line of notation per player (in seat
order). Reading checks every field; replaying checks every action through the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.cards import SOLO_CARD, Card, SoloCard
from welcome_desktop.rules.description import DescriptionError, card_from_json, card_to_json
from welcome_desktop.rules.game import (
    MAX_NAME,
    SEED_LIMIT,
    DeckOrder,
    Game,
    ReplayError,
    Setup,
    SetupError,
    replay,
)
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.notation import NotationError, format_turn, parse_turn
from welcome_desktop.rules.themes import BASE, SHEET_KINDS

FORMAT: Final = "welcome-desktop-record"
VERSION: Final = 1
MAX_TURNS = 2000


class RecordError(ValueError):
    """A value that is not a valid game record; the message says what is wrong."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game's setup and its log of resolved turns (per turn, per player, the actions)."""

    setup: Setup
    log: tuple[tuple[tuple[Action, ...], ...], ...]

    def replay(self) -> Game:
        """The game after every logged turn; raises ReplayError at the first illegal action."""
        return replay(self.setup, self.log)


def record_of(game: Game) -> GameRecord:
    """The record of ``game`` as of its last resolved turn."""
    return GameRecord(game.setup, tuple(tuple(turn.actions) for turn in game.history))


# --------------------------------------------------------------------------- writing

def _deck_to_json(setup: Setup) -> dict[str, Any] | None:
    deck = setup.deck
    if deck is None:
        return None
    if setup.mode is Mode.STANDARD:
        return {"deals": [[[card_to_json(c) for c in stack] for stack in deal]
                          for deal in deck.deals]}
    order = [c if isinstance(c, str) else card_to_json(c) for c in deck.order]
    if setup.mode is Mode.SOLO:
        return {"order": order}
    return {"order": order,
            "reshuffles": [[card_to_json(c) for c in d] for d in deck.new_decks]}


def setup_to_json(setup: Setup) -> dict[str, Any]:
    data: dict[str, Any] = {
        "mode": setup.mode.value,
        "advanced": setup.advanced,
        "players": list(setup.players),
    }
    if setup.seed is not None:
        data["seed"] = setup.seed
    if setup.plans is not None:
        data["plans"] = list(setup.plans)
    if setup.sheet != BASE:
        data["sheet"] = setup.sheet
    deck = _deck_to_json(setup)
    if deck is not None:
        data["deck"] = deck
    return data


def record_to_json(record: GameRecord) -> dict[str, Any]:
    """The record as JSON values (``json.dumps`` writes it)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": setup_to_json(record.setup),
        "log": log_lines(record.log),
    }


# --------------------------------------------------------------------------- reading

def _cards(value: Any, where: str, length: int | None = None) -> tuple[Card, ...]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise RecordError(f"{where} must be a list of {length or 'some'} cards")
    return tuple(card_from_json(c, where) for c in value)


def _deck_from_json(mode: Mode, value: Any) -> DeckOrder:
    if not isinstance(value, dict):
        raise RecordError("setup.deck must be an object")
    if mode is Mode.STANDARD:
        deals = value.get("deals")
        if not isinstance(deals, list) or not deals or len(deals) > MAX_TURNS:
            raise RecordError("setup.deck.deals must be a non-empty list of deals")
        result = []
        for i, deal in enumerate(deals):
            if not isinstance(deal, list) or len(deal) != 3:
                raise RecordError(f"setup.deck.deals[{i}] must be three stacks")
            result.append(tuple(_cards(s, f"setup.deck.deals[{i}]", 27) for s in deal))
        return DeckOrder(deals=tuple(result))
    order = value.get("order")
    if not isinstance(order, list) or len(order) > 82:
        raise RecordError("setup.deck.order must be a list of cards")
    cards: list[Card | SoloCard] = [
        SOLO_CARD if c == SOLO_CARD and mode is Mode.SOLO else card_from_json(c, "setup.deck")
        for c in order
    ]
    if mode is Mode.SOLO:
        return DeckOrder(order=tuple(cards))
    decks = value.get("reshuffles", [])
    if not isinstance(decks, list) or len(decks) > MAX_TURNS:
        raise RecordError("setup.deck.reshuffles must be a list of decks")
    return DeckOrder(order=tuple(cards),
                     new_decks=tuple(_cards(d, "setup.deck.reshuffles") for d in decks))


def setup_from_json(value: Any) -> Setup:
    """The setup of a record, checked; raises RecordError."""
    if not isinstance(value, dict):
        raise RecordError("setup must be an object")
    try:
        mode = Mode(value.get("mode"))
    except ValueError:
        raise RecordError("setup.mode must be standard, solo or expert") from None
    advanced = value.get("advanced")
    if not isinstance(advanced, bool):
        raise RecordError("setup.advanced must be true or false")
    players = value.get("players")
    if (not isinstance(players, list) or not players or len(players) > 12
            or not all(isinstance(p, str) and 0 < len(p) <= MAX_NAME for p in players)):
        raise RecordError(f"setup.players must be 1 to 12 names of 1 to {MAX_NAME} characters")
    seed = value.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                             or not 0 <= seed < SEED_LIMIT):
        raise RecordError("setup.seed must be a whole number from 0 to 2^63-1")
    plans = value.get("plans")
    if plans is not None and (not isinstance(plans, list) or len(plans) != 3
                              or not all(isinstance(p, str) for p in plans)):
        raise RecordError("setup.plans must be three plan ids")
    sheet = value.get("sheet", BASE)
    if sheet not in SHEET_KINDS:
        raise RecordError("setup.sheet must be one of " + ", ".join(SHEET_KINDS))
    try:
        deck = _deck_from_json(mode, value["deck"]) if value.get("deck") is not None else None
    except DescriptionError as error:
        raise RecordError(str(error)) from None
    setup = Setup(mode, advanced, tuple(players), seed, tuple(plans) if plans else None, deck,
                  str(sheet))
    try:
        setup.check()
    except SetupError as setup_error:  # a name of its own: compiled code types each name
        raise RecordError(str(setup_error)) from None
    return setup


def record_from_json(value: Any) -> GameRecord:
    """Read a record from JSON values; raises RecordError naming the bad field."""
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise RecordError("this is not a welcome-desktop game record")
    version = value.get("version")
    if isinstance(version, bool) or version != VERSION:
        raise RecordError(f"record version {version!r} is not supported (this program reads "
                          f"version {VERSION})")
    setup = setup_from_json(value.get("setup"))
    log = value.get("log")
    if not isinstance(log, list) or len(log) > MAX_TURNS:
        raise RecordError("log must be a list of turns")
    turns = []
    for t, turn in enumerate(log):
        if not isinstance(turn, list) or len(turn) != len(setup.players):
            raise RecordError(f"log[{t}] must hold one line per player")
        lines = []
        for p, line in enumerate(turn):
            if not isinstance(line, str) or len(line) > 2000:
                raise RecordError(f"log[{t}][{p}] must be a line of notation")
            try:
                lines.append(tuple(parse_turn(line)))
            except NotationError as error:
                raise RecordError(f"log[{t}][{p}]: {error}") from None
        turns.append(tuple(lines))
    return GameRecord(setup, tuple(turns))


def log_lines(log: Sequence[Sequence[Sequence[Action]]]) -> list[list[str]]:
    """The log as lines of notation."""
    return [[format_turn(actions) for actions in turn] for turn in log]


__all__ = [
    "FORMAT", "VERSION", "GameRecord", "RecordError", "ReplayError", "log_lines",
    "record_from_json", "record_of", "record_to_json", "setup_from_json", "setup_to_json",
]

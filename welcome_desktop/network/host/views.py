"""Each seat's view of a hosted game, and a spectator's: JSON-ready dicts built only from what
that seat may know (the shape is listed in :mod:`welcome_desktop.network.host.session`).

The seat's part comes from ``players/view.py``'s :func:`seat_view`, the very copy a computer
player decides on; its own turn in progress and its legal targets come from the rules' queries
on that turn alone. Nothing here reads the dealer, the seed or another seat's turn in progress.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal, cast

from welcome_desktop.network.host.seat_state import SeatState
from welcome_desktop.network.host.theme_marks import theme_marks
from welcome_desktop.network.host.turn_targets import step_actions, turn_targets
from welcome_desktop.network.protocol.view_model import (
    CardData,
    Dealt,
    HostView,
    LastTurnLine,
    OwnTurn,
    ResolvedTable,
    Result,
    SeatParts,
    SheetData,
    Status,
)
from welcome_desktop.players.view import SeatView, seat_view
from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildRoundabout,
    Choose,
    ClaimPlan,
    TakeRefusal,
    Write,
)
from welcome_desktop.rules.cards import Card, Effect, SoloCard
from welcome_desktop.rules.description import sheet_to_dict
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.notation import format_action, format_turn
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.record import record_of, record_to_json
from welcome_desktop.rules.sheet import EMPTY, Estate, Sheet
from welcome_desktop.rules.turn import Phase, PlayerTurn

_MODES: Final[dict[Mode, Literal["standard", "solo", "expert"]]] = {
    Mode.STANDARD: "standard", Mode.SOLO: "solo", Mode.EXPERT: "expert"}
_PHASES: Final[dict[Phase, Literal["start", "chosen", "written", "done"]]] = {
    Phase.START: "start", Phase.CHOSEN: "chosen", Phase.WRITTEN: "written", Phase.DONE: "done"}

#: The most estate choices listed per claimable plan (a claim with others is still accepted).
MAX_CLAIM_CHOICES: Final = 24


def _card(card: Card) -> CardData:
    return card.number, card.effect.value


def _sheet(sheet: Sheet) -> SheetData:
    # rules.description's format, which the model spells out (the views' tests check it).
    return cast(SheetData, sheet_to_dict(sheet))


def _face_up(side: Effect | SoloCard | None) -> str | None:
    if side is None:
        return None
    return side if isinstance(side, str) else side.value


def _code(error: IllegalAction | None) -> str | None:
    return None if error is None else error.code


def _refusal_code(turn: PlayerTurn, action: Action) -> str | None:
    """The code a rule gives against ``action`` now, tried on a copy of the turn."""
    trial = PlayerTurn(turn.start, turn.context)
    for done in turn.actions:
        trial.apply(done)
    try:
        trial.apply(action)
    except IllegalAction as error:
        return error.code
    return None


def _confirm_code(turn: PlayerTurn) -> str | None:
    """Why the turn cannot be confirmed yet (the window skips an unused effect first)."""
    if turn.phase is Phase.WRITTEN and not turn.changed and not turn.truck_due:
        return None
    try:
        turn.check_complete()
    except IllegalAction as error:
        return error.code
    return None


def _claims(claimable: list[tuple[Plan, list[tuple[Estate, ...]]]]) -> list[str]:
    tokens = []
    for plan, choices in claimable:
        for estates in choices[:MAX_CLAIM_CHOICES]:
            tokens.append(format_action(ClaimPlan(plan.id, tuple(estates))))
    return tokens


def _roundabouts(turn: PlayerTurn) -> list[str]:
    if turn.roundabout_refusal() is not None:
        return []
    return [format_action(BuildRoundabout(street, house))
            for street, row in enumerate(turn.sheet.houses)
            for house, value in enumerate(row) if value == EMPTY]


def own_turn(turn: PlayerTurn, confirmed: bool, can_redo: bool,
             others_temps: Sequence[int] = ()) -> OwnTurn:
    """The seat's own turn in progress: its actions, live sheet and legal targets, and what a
    page needs to draw and offer them (network/host/turn_targets.py; ``others_temps``: the other
    seats' resolved temps, for the live score)."""
    choice = turn.choice
    live = not confirmed
    phase = turn.phase
    # The legal actions of the step, each asked of the rules once (the page's targets too).
    writes = [Write(street, house, value)
              for chosen, value, houses in turn.placements() if chosen == choice
              for street, house in houses] if live and phase is Phase.CHOSEN else []
    trucks = turn.truck_choices() if live else []
    effects = turn.effect_targets() if live else []
    claimable = turn.claimable() if live and phase is Phase.DONE else []
    forced = turn.forced_action() if live else None
    refusal = _refusal_code(turn, TakeRefusal()) if live else "turn_over"
    return {
        "actions": format_turn(turn.actions),
        "sheet": _sheet(turn.sheet),
        "theme": theme_marks(turn.sheet),
        "phase": _PHASES[turn.phase],
        "confirmed": confirmed,
        "can_undo": live and bool(turn.actions),
        "can_redo": live and can_redo,
        "choice": None if choice is None else format_action(choice),
        "combination": None if turn.combination is None else _card(turn.combination),
        "placements": [{"choose": format_action(chosen), "value": value,
                        "houses": [(street, house) for street, house in houses]}
                       for chosen, value, houses in turn.placements()]
        if live and turn.phase is Phase.START else [],
        "writes": [format_action(w) for w in writes],
        "trucks": [format_action(t) for t in trucks],
        "effects": [format_action(a) for a in effects],
        "claims": _claims(claimable),
        "roundabouts": _roundabouts(turn) if live else [],
        "forced": None if forced is None else format_action(forced),
        "reshuffle": live and _refusal_code(turn, AskReshuffle()) is None,
        "refusal_forced": live and turn.phase is Phase.START and turn.refusal_forced(),
        "nothing_left": live and turn.nothing_left_to_choose(),
        "refused": {
            "roundabout": _code(turn.roundabout_refusal()) if live else "turn_over",
            "confirm": _confirm_code(turn) if live else "turn_over",
            "refusal": refusal,
        },
        **turn_targets(turn, others_temps, live, refusal,
                       step_actions(phase, writes, trucks, effects, claimable)),
    }


def _last_turn(game: Game, seat: int | None) -> list[LastTurnLine]:
    """The last resolved turn's actions per seat; in expert, another seat's choice of hand
    cards (its ``C`` token) is left out: its hand was never shown."""
    if not game.history:
        return []
    hidden_hands = game.mode is Mode.EXPERT
    lines: list[LastTurnLine] = []
    for player, actions in enumerate(game.history[-1].actions):
        shown = [a for a in actions
                 if not (hidden_hands and player != seat and isinstance(a, Choose))]
        lines.append({"seat": player, "actions": format_turn(shown)})
    return lines


def _result(game: Game) -> Result | None:
    if not game.over:
        return None
    groups, _ = game.ranking()
    # The game is over: nothing is secret any more, and every seat gets the whole record (its
    # setup with the seed, every turn) to replay, review and keep as a local game.
    return {"breakdowns": [b.to_dict() for b in game.breakdowns()], "ranking": groups,
            "record": record_to_json(record_of(game))}


def resolved_table(game: Game) -> ResolvedTable:
    """What changes only when a turn resolves: the same for every seat and spectator."""
    setup = game.setup
    return {
        "mode": _MODES[game.mode],
        "advanced": game.advanced,
        "sheet": setup.sheet,
        "players": list(setup.players),
        "turn": game.turn_number,
        "over": game.over,
        "end_reasons": list(game.end_reasons),
        "plans": [{"id": card.plan.id, "approved": card.approved}
                  for card in game.plan_cards()],
        "sheets": [_sheet(sheet) for sheet in game.sheets],
        "themes": [theme_marks(sheet) for sheet in game.sheets],
        "scores": [b.total for b in game.breakdowns()],
        "result": _result(game),
    }


def _seen(view: SeatView) -> list[list[CardData]]:
    return [[_card(card) for card in offer] for offer in view.cards_seen]


def _dealt(game: Game, seat: int) -> Dealt:
    """What the seat's :class:`SeatView` adds to the table (fixed for the turn)."""
    if game.over:
        return {"offer": None, "cards_seen": [], "cards_remaining": game.cards_remaining(),
                "pile_top": None, "passed_effects": []}
    view = seat_view(game, seat)
    return {
        "offer": [_card(card) for card in view.offer],
        "cards_seen": _seen(view),
        "cards_remaining": view.cards_remaining,
        "pile_top": _face_up(view.pile_top),
        "passed_effects": [_face_up(effect) for effect in view.passed_effects],
    }


def _public(game: Game) -> Dealt:
    """What a spectator sees beside the table: the offer where it lies face up (standard)."""
    standard = game.mode is Mode.STANDARD and not game.over
    solo_top = game.solo_pile_top() if not game.over else None
    return {
        "offer": [_card(card) for card in game.offer(0)] if standard else None,
        "cards_seen": _seen(seat_view(game, 0)) if standard else [],
        "cards_remaining": game.cards_remaining(),
        "pile_top": _face_up(solo_top if isinstance(solo_top, str) or solo_top is None
                             else solo_top.effect),
        "passed_effects": [None if card is None else card.effect.value
                           for card in game.passed_cards()]
        if game.mode is Mode.EXPERT and not game.over else [],
    }


def seat_parts(game: Game, seat: int | None) -> SeatParts:
    """What a seat (None: a spectator) sees beside the table, fixed for the turn."""
    dealt = _public(game) if seat is None else _dealt(game, seat)
    return {**dealt, "last_turn": _last_turn(game, seat)}


def status(game: Game, seat: int | None, seats: Sequence[SeatState],
           deadline: float | None, *, hints: bool = False,
           lobby: bool = False) -> Status:
    """The parts of a view that change within a turn for every seat: who is present, who
    joined (a person seat whose code was spent), who has confirmed, the timer; whether the
    seat may ask for hints (``hints``, never a spectator); whether the game waits in its
    lobby (``lobby``)."""
    over = game.over
    return {
        "seat": seat,
        "seats": [{"name": state.name, "kind": state.kind, "present": state.present,
                   "joined": state.taken,
                   "confirmed": bool(game.confirmed[index]) and not over}
                  for index, state in enumerate(seats)],
        "deadline": None if over else deadline,
        "hints": hints and seat is not None,
        "lobby": lobby,
    }


def own_key(game: Game, seat: int, state: SeatState) -> tuple[object, bool, bool]:
    """What a seat's own turn in progress depends on: when it is unchanged, so is its part."""
    return tuple(game.turn(seat).actions), bool(game.confirmed[seat]), bool(state.redo)


def seat_own_turn(game: Game, seat: int, key: tuple[object, bool, bool]) -> OwnTurn:
    """:func:`own_turn` of ``seat`` (``key``: its :func:`own_key`), its live score against the
    other seats' temps as of the last resolved turn."""
    others = [sheet.temps for other, sheet in enumerate(game.sheets) if other != seat]
    return own_turn(game.turn(seat), key[1], key[2], others)


class ViewCache:
    """The parts of the views that change only when a turn resolves, built once per turn, and
    each seat's own turn, built again only when it changed (another seat's confirmation
    changes only the table's ``seats``).

    The views share these parts: serialise a view, never change it.
    """

    def __init__(self) -> None:
        self._turn = -1
        self._table: ResolvedTable | None = None
        self._seats: dict[int | None, SeatParts] = {}
        self._own: dict[int, tuple[object, OwnTurn]] = {}

    def _parts(self, game: Game, seat: int | None) -> tuple[ResolvedTable, SeatParts]:
        if self._table is None or game.turn_number != self._turn:
            self._turn = game.turn_number
            self._table = resolved_table(game)
            self._seats = {}
            self._own = {}
        parts = self._seats.get(seat)
        if parts is None:
            parts = self._seats[seat] = seat_parts(game, seat)
        return self._table, parts

    def _own_turn(self, game: Game, seat: int, state: SeatState) -> OwnTurn:
        key = own_key(game, seat, state)
        kept = self._own.get(seat)
        if kept is not None and kept[0] == key:
            return kept[1]
        own = seat_own_turn(game, seat, key)
        self._own[seat] = (key, own)
        return own

    def view(self, game: Game, seat: int | None, seats: Sequence[SeatState],
             deadline: float | None, *, hints: bool = False,
             lobby: bool = False) -> HostView:
        """The view of ``seat``: the table, what the seat was dealt and its turn in progress;
        ``seat`` None: a spectator's. ``hints``: the seat may ask for hints (never a
        spectator)."""
        table, parts = self._parts(game, seat)
        over = game.over
        own = None
        if seat is not None and not over:
            own = self._own_turn(game, seat, seats[seat])
        return {
            **table,
            **status(game, seat, seats, deadline, hints=hints, lobby=lobby),
            **parts,
            "own": own,
        }

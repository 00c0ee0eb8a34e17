"""What the window shows of a game at a moment: the immutable :class:`TurnView` the controller
announces after every change, built from the game and the controller's own state (a
:class:`SeatState`), and the sheet places each action marks."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.look.ink_kind import Ink
from welcome_desktop.app.play.hint import Hint
from welcome_desktop.app.play.intent import host_away_reason
from welcome_desktop.app.play.sheet_model import (
    SheetSnapshot,
    Target,
    Zone,
    sheet_snapshot,
    truck_target,
)
from welcome_desktop.app.play.table import Table, in_lobby
from welcome_desktop.app.words.effect_words import effect_name
from welcome_desktop.app.words.name_list import name_list
from welcome_desktop.rules.actions import (
    Action,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    DrawFence,
    EffectAction,
    MarkEstateColumn,
    MarkTemp,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.cards import SOLO_CARD, Card
from welcome_desktop.rules.game import sheet_end_reasons
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.scoring import Breakdown, TieBreak
from welcome_desktop.rules.turn import Phase, PlayerTurn
from welcome_desktop.rules.turn_editor import may_confirm

if TYPE_CHECKING:
    from welcome_desktop.players import Level

translate = QCoreApplication.translate


class Step(enum.Enum):
    """What the current player does next."""

    CHOOSE = "choose"  # choose a combination (or take the forced refusal)
    WRITE = "write"  # click a house to write the number
    EFFECT = "effect"  # use the effect or skip it
    FINISH = "finish"  # roundabout, claims, reshuffle, then confirm
    WAIT = "wait"  # this seat confirmed; others still play
    OVER = "over"


@dataclass(frozen=True, slots=True)
class SeatLine:
    """One player at the table as everybody may see them: as of the last resolved turn, and
    whether they have confirmed the current one (not what they chose)."""

    name: str
    score: int
    plans: int
    """Plans claimed."""
    refusals: int
    confirmed: bool
    computer: str
    """The computer's level, or "" for a person."""
    here: bool = False
    """Played at this screen beside other seats played here (a network game shared by
    several people at one screen)."""
    claimed: tuple[int, ...] = ()
    """The plans claimed, by their number (1 to 3)."""


@dataclass(frozen=True, slots=True)
class TurnView:
    """Everything the window shows, as of now. Immutable."""

    turn_number: int
    player: int
    player_name: str
    players: tuple[str, ...]
    mode: Mode
    advanced: bool
    step: Step
    prompt: str
    offer: tuple[Card, ...]
    selected: Choose | None
    playable: frozenset[Choose]
    cards_remaining: int
    plans: tuple[Plan, Plan, Plan]
    approved: tuple[bool, bool, bool]
    claimed: tuple[bool, bool, bool]
    claimable: frozenset[str]
    sheet: SheetSnapshot
    refusal_forced: bool
    roundabout_allowed: bool
    roundabout_armed: bool
    reshuffle_entitled: bool
    reshuffle_asked: bool
    can_undo: bool
    can_redo: bool
    can_skip_effect: bool
    can_confirm: bool
    over: bool
    end_reasons: tuple[str, ...]
    breakdowns: tuple[Breakdown, ...]
    ranking: tuple[tuple[int, ...], ...]
    tie_breaks: tuple[TieBreak, ...]
    table: tuple[SeatLine, ...] = ()
    """Every player's line at the table (two players or more)."""
    hint_expected: float | None = None
    """The expected final score of the hint drawn as ghosts, if any."""
    hint: Hint | None = None
    """The suggested turn shown, if any."""
    end_causes: tuple[tuple[int, str], ...] = ()
    """At game over: (seat, reason) for each player whose sheet ended the game."""
    table_note: str = ""
    """What the paper table shows beside the hand: the effect on top of the solo deck, the
    card passed to this seat in expert."""
    received: bool = False
    """Expert: card 1 of the hand was passed to this seat (it wears a badge, as a passed one)."""
    confirm_pending: bool = False
    """The turn confirms itself in a moment (fewer clicks) unless the player acts first."""


def effect_target(action: EffectAction) -> Target:
    """Where an effect action is marked on the sheet."""
    if isinstance(action, DrawFence):
        return Target(Zone.FENCE, action.street, action.slot)
    if isinstance(action, MarkEstateColumn):
        return Target(Zone.ESTATE_COLUMN, -1, action.size)
    if isinstance(action, BuildPark):
        return Target(Zone.PARK, action.street)
    if isinstance(action, BuildPool):
        return Target(Zone.POOL, action.street, action.house)
    if isinstance(action, MarkTemp):
        return Target(Zone.TEMP)
    return Target(Zone.HOUSE, action.street, action.house)


def action_targets(action: Action, plan_ids: tuple[str, str, str]) -> list[Target]:
    """The sheet places an action marks (drawn in pending ink until the turn is confirmed)."""
    if isinstance(action, Write):
        return [Target(Zone.HOUSE, action.street, action.house)]
    if isinstance(action, BuildRoundabout):
        return [Target(Zone.HOUSE, action.street, action.house), Target(Zone.ROUNDABOUT)]
    if isinstance(action, TakeRefusal):
        return [Target(Zone.REFUSAL)]
    if isinstance(action, ClaimPlan):
        return [Target(Zone.PLAN, -1, plan_ids.index(action.plan_id))]
    if isinstance(action, ChooseTruck):
        return [truck_target(action.end)]
    if isinstance(action, (DrawFence, MarkEstateColumn, BuildPark, BuildPool, MarkTemp, WriteBis)):
        targets = [effect_target(action)]
        if isinstance(action, WriteBis):
            targets.append(Target(Zone.BIS))
        return targets
    return []


@dataclass(frozen=True, slots=True)
class SeatState:
    """The controller's own state beside the game: the seat shown and its aids."""

    player: int
    roundabout_armed: bool = False
    redo: bool = False
    """Something taken back may be applied again."""
    ghosts: frozenset[Target] = frozenset()
    hint_expected: float | None = None
    computer_levels: Mapping[int, Level] = field(default_factory=dict)
    hint: Hint | None = None
    confirm_pending: bool = False
    """Fewer clicks: the turn confirms itself in a moment unless the player acts (undo)."""
    watching: bool = False
    """A spectator of a network game: the public table, nothing to play."""
    seats_here: tuple[int, ...] = ()
    """The seats played at this screen when a network game has several (the table's)."""
    kept_copy: bool = False
    """The local copy of a network game whose host is gone: only looked at."""
    host_away: bool = False
    """A network game whose host is away: nothing can be played until it is back."""
    ghost_ink: Ink = Ink.HINT
    """What ``ghosts`` suggest (a hint, or the estates of a way to claim a plan)."""


def turn_view(game: Table, seat: SeatState) -> TurnView:
    """What the window shows of ``game`` for ``seat``, now."""
    over = game.over
    player = seat.player
    turn = game.turn(player)
    step = _step(game, seat)
    sheet = turn.sheet if not over else game.sheets[player]
    lobby = in_lobby(game) and not over  # nothing is played before the start
    playable = frozenset() if over or seat.watching or seat.kept_copy or seat.host_away \
        or lobby else frozenset(
        c for c, _, _ in turn.placements())
    claimable = (
        frozenset(p.id for p in turn.claimable_plans()) if step is Step.FINISH else frozenset()
    )
    refusal_forced = step is Step.CHOOSE and not playable and turn.refusal_forced()
    snapshot = sheet_snapshot(
        game, player, sheet,
        highlights=frozenset(_highlights(turn, step, seat.roundabout_armed, refusal_forced,
                                         bool(playable))),
        pending=frozenset() if over else frozenset(
            t for a in turn.actions for t in action_targets(a, sheet.plan_ids)),
        ghosts=seat.ghosts,
        last_written=turn.written[:2] if turn.written else None,
        recent=recent_targets(game, player),
        ghost_numbers=seat.hint.ghost_numbers if seat.hint is not None else (),
        ghost_ink=seat.ghost_ink,
    )
    groups, ties = game.ranking() if over else ([], [])
    return TurnView(
        turn_number=game.turn_number + (0 if over else 1),
        player=player,
        player_name=game.setup.players[player],
        players=game.setup.players,
        mode=game.mode,
        advanced=game.advanced,
        step=step,
        prompt=translate("TurnView", "The game has not started: it starts when everyone is "
                         "there (the host starts it).") if lobby
        else translate("TurnView", "You are watching: the table as of the last resolved "
                         "turn, and who has confirmed.") if seat.watching and not over
        else translate("TurnView", "A local copy: your sheet as the host last acknowledged "
                       "it, the others' as of the last resolved turn.") if seat.kept_copy
        else host_away_reason() if seat.host_away and not over
        else translate("TurnView", "Nothing is left to choose: your turn is confirmed in a "
                       "moment. Undo (Ctrl+Z) keeps it open.") if seat.confirm_pending
        else waiting_prompt(game, player) if step is Step.WAIT
        else _prompt(step, turn, seat.roundabout_armed, refusal_forced, bool(playable),
                     advanced=game.advanced, claimable=bool(claimable)),
        offer=game.offer(player),
        selected=turn.choice,
        playable=playable,
        cards_remaining=game.cards_remaining(),
        plans=game.plans,
        approved=(game.approved[0], game.approved[1], game.approved[2]),
        claimed=(sheet.plan_claimed[0], sheet.plan_claimed[1], sheet.plan_claimed[2]),
        claimable=claimable,
        sheet=snapshot,
        refusal_forced=refusal_forced,
        roundabout_allowed=step in (Step.CHOOSE, Step.FINISH)
        and turn.roundabout_refusal() is None,
        roundabout_armed=seat.roundabout_armed,
        reshuffle_entitled=step is Step.FINISH and turn.reshuffle_entitled,
        reshuffle_asked=turn.reshuffle,
        can_undo=not over and bool(turn.actions) and step is not Step.WAIT,
        can_redo=not over and seat.redo,
        can_skip_effect=step is Step.EFFECT and turn.effect_skippable(),
        can_confirm=step in (Step.EFFECT, Step.FINISH) and may_confirm(turn),
        over=over,
        end_reasons=tuple(game.end_reasons),
        breakdowns=tuple(game.breakdowns()) if over else (),
        ranking=tuple(tuple(g) for g in groups),
        tie_breaks=tuple(ties),
        table=_table(game, seat.computer_levels, seat.seats_here)
        if game.player_count > 1 else (),
        hint_expected=seat.hint_expected,
        hint=seat.hint,
        end_causes=tuple((p, reason) for p, sheet in enumerate(game.sheets)
                         for reason in sheet_end_reasons(sheet)) if over else (),
        table_note="" if over else table_note(game, player),
        received=not over and game.mode is Mode.EXPERT and game.passer_of(player) is not None,
        confirm_pending=seat.confirm_pending,
    )


def waiting_prompt(game: Table, player: int) -> str:
    """``player`` waits (confirmed, or a computer seat thinking): whom the turn waits for,
    by name."""
    waiting = [name for seat, name in enumerate(game.setup.players)
               if not game.confirmed[seat]]
    if not game.confirmed[player]:
        return translate("GameController", "Waiting for {names}.").format(
            names=name_list(waiting))
    if not waiting:
        return translate("GameController", "Turn confirmed. Waiting for the other players.")
    return translate("GameController", "Turn confirmed. Waiting for {names}.").format(
        names=name_list(waiting))


def table_note(game: Table, player: int) -> str:
    """The public facts of the table beside ``player``'s hand, in a sentence ("" when none):
    the solo deck lies effect side up, and in expert the passed card travels effect side up."""
    if game.mode is Mode.SOLO:
        top = game.solo_pile_top()
        if top is None:
            return ""
        if top == SOLO_CARD:
            return translate("TurnView", "On top of the deck: the Solo card.")
        return translate("TurnView", "On top of the deck, effect side up: {effect}.").format(
            effect=effect_name(top.effect))
    passer = game.passer_of(player) if game.mode is Mode.EXPERT else None
    if passer is not None:
        return translate("TurnView", "Card 1 was passed to you by {name}.").format(
            name=game.setup.players[passer])
    return ""


def recent_targets(game: Table, player: int) -> frozenset[Target]:
    """The places ``player`` marked in the last resolved turn (another ink until the next)."""
    if not game.history:
        return frozenset()
    plan_ids = game.sheets[player].plan_ids
    return frozenset(t for a in game.history[-1].actions[player]
                     for t in action_targets(a, plan_ids))

def _table(game: Table, computer_levels: Mapping[int, Level],
           seats_here: tuple[int, ...] = ()) -> tuple[SeatLine, ...]:
    totals = [b.total for b in game.breakdowns()]
    # A network game's computer players play at the host: its table says which and how well.
    at_host: Mapping[int, Level] = getattr(game, "computers", {})
    return tuple(
        SeatLine(
            name=name,
            score=totals[p],
            plans=sum(sheet.plan_claimed),
            claimed=tuple(i + 1 for i, done in enumerate(sheet.plan_claimed) if done),
            refusals=sheet.refusals,
            confirmed=not game.over and game.confirmed[p],
            computer=computer_levels.get(p, "") or at_host.get(p, ""),
            here=p in seats_here,
        )
        for p, (name, sheet) in enumerate(zip(game.setup.players, game.sheets, strict=True))
    )

def _step(game: Table, seat: SeatState) -> Step:
    if game.over:
        return Step.OVER
    if game.confirmed[seat.player] or seat.player in seat.computer_levels or seat.watching \
            or seat.kept_copy or seat.host_away or in_lobby(game):
        return Step.WAIT
    return {
        Phase.START: Step.CHOOSE,
        Phase.CHOSEN: Step.WRITE,
        Phase.WRITTEN: Step.EFFECT,
        Phase.DONE: Step.FINISH,
    }[game.turn(seat.player).phase]

def _highlights(
    turn: PlayerTurn, step: Step, armed: bool, refusal_forced: bool, playable: bool
) -> list[Target]:
    sheet = turn.sheet
    if armed:
        if step is Step.CHOOSE and not playable:
            houses = list(sheet.enabling_roundabouts(turn.candidate_values()))
        else:
            houses = sheet.roundabout_houses()
        return [Target(Zone.HOUSE, s, h) for s, h in houses]
    if step is Step.CHOOSE:
        if refusal_forced:
            return [Target(Zone.REFUSAL)]
        return [] if playable else [Target(Zone.ROUNDABOUT)]
    if step is Step.WRITE and turn.combination is not None:
        return [
            Target(Zone.HOUSE, s, h)
            for v in turn.values_for(turn.combination)
            for s, h in sheet.houses_for(v)
        ]
    if step is Step.EFFECT and turn.truck_due:
        return [truck_target(a.end) for a in turn.truck_choices()]
    if step is Step.EFFECT:
        return [effect_target(a) for a in turn.effect_targets()]
    if step is Step.FINISH:
        targets = [
            Target(Zone.PLAN, -1, sheet.plan_ids.index(p.id)) for p in turn.claimable_plans()
        ]
        if turn.roundabout_refusal() is None:
            targets.append(Target(Zone.ROUNDABOUT))
        return targets
    return []

def _prompt(step: Step, turn: PlayerTurn, armed: bool, refusal_forced: bool,
            playable: bool, *, advanced: bool, claimable: bool) -> str:
    """What the player can do now, in the game's own options (no roundabout in a basic game)."""
    if step is Step.OVER:
        return translate("GameController", "The game is over.")
    if step is Step.WAIT:
        return translate("GameController", "Turn confirmed. Waiting for the other players.")
    if armed:
        return translate("GameController", "Click an empty house to build a roundabout there.")
    if step is Step.CHOOSE:
        if refusal_forced:
            return translate(
                "GameController",
                "No combination can be written: take a building-permit refusal.",
            )
        if not playable:
            return translate(
                "GameController",
                "No number fits now, but a roundabout would make room: build one.",
            )
        return translate("GameController", "Choose a combination.")
    if step is Step.WRITE:
        return translate("GameController", "Click a lit house to write the number.")
    if step is Step.EFFECT:
        if turn.truck_due:
            return translate("GameController",
                             "Choose the bottom street's ice cream truck: click one of its two "
                             "lit trucks.")
        if turn.changed:
            return translate(
                "GameController", "The number was changed: mark the temp agency box."
            )
        return translate("GameController", "Use the effect on a lit place, or skip it.")
    if turn.roundabout_refusal() is not None:
        advanced = False  # no roundabout can be built now: do not offer one
    if advanced and claimable:
        return translate("GameController",
                         "Claim a plan, build a roundabout, or confirm the turn.")
    if advanced:
        return translate("GameController", "Build a roundabout, or confirm the turn.")
    if claimable:
        return translate("GameController", "Claim a plan, or confirm the turn.")
    return translate("GameController", "Confirm the turn.")


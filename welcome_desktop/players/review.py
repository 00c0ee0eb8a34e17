"""The coach: the strong player's verdict on each turn a player played.

For each resolved turn of the chosen player, from what their seat knew at the start of it
(:func:`~welcome_desktop.players.view.seat_view`), the reviewer runs the strong player's
lookahead with the turn actually played added to its candidates:

1. every option of the turn is ranked by the one-turn evaluation, and the best
   ``StrongPlayer.candidates`` that write differently are kept, each with its best plan claims;
   the turn actually played joins them (a candidate leaving the same sheet is the same choice).
   As the strong player does, sheets are valued before their claims, a plan met counting as
   claimed (the estates a claim takes are not judged);
2. every candidate is valued by the mean of its best replies over next offers drawn from the
   unseen cards, the same offers for all (so luck cancels out in the difference), until the
   strong player's work budget is spent; a candidate after which the game cannot go on (its
   sheet ends it, or no next turn can be dealt) is valued as the game stands then.

The values are the seat's own **expected final score** (the hint's measure: calibrated in
two-player games, never a margin over the others). The best choice is the candidate of highest
value (the turn played on a tie), so the loss, best minus played, is never negative. The others'
likely turns (the strong player's foresight) are not foreseen.

A review depends only on the record, the player and the settings: the offers are drawn from a
seed made of them, and the work is counted, not timed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from welcome_desktop.players.base import validate_turn
from welcome_desktop.players.calibration import calibration_for
from welcome_desktop.players.forecast import Forecast
from welcome_desktop.players.greedy import best_claims, evaluator_for, ranked_options, turns_left
from welcome_desktop.players.options import fork
from welcome_desktop.players.strong import (
    CANDIDATES,
    DEFAULT_BUDGET_S,
    OFFER_OVERHEAD,
    WORK_PER_SECOND,
    best_reply,
)
from welcome_desktop.players.view import SeatView, seat_view
from welcome_desktop.records.reviews import ReviewCache
from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildRoundabout,
    ClaimPlan,
    TakeRefusal,
    Write,
)
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Game, sheet_end_reasons
from welcome_desktop.rules.notation import NotationError, format_turn, parse_turn
from welcome_desktop.rules.record import GameRecord, record_to_json
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import TurnContext

#: Changes whenever the reviewer would judge differently: a cached review of another version
#: is computed again.
REVIEWER_VERSION: Final = 1
#: Offers drawn at least, whatever the budget (a verdict on one offer would be mostly luck).
MIN_OFFERS: Final = 3
#: Bounds of what a kept review may hold: no sheet scores a thousand points, and no budget
#: draws a million offers for one turn.
MAX_EXPECTED: Final = 1000.0
MAX_OFFERS: Final = 1_000_000

#: Called after each reviewed turn with (turns done, turns to review).
Progress = Callable[[int, int], None]
#: Polled between turns: True stops the review (it raises ReviewCancelled).
Cancelled = Callable[[], bool]


class ReviewCancelled(Exception):
    """The review was stopped by its ``cancelled`` callable; nothing was kept."""


class ReviewError(ValueError):
    """A review that cannot be made (no such player); the message says why."""


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """What a review depends on besides the record and the player."""

    budget_s: float = DEFAULT_BUDGET_S
    """The strong player's budget (work counted, not timed; see ``strong``)."""
    candidates: int = CANDIDATES

    def to_json(self) -> dict[str, Any]:
        return {"reviewer": REVIEWER_VERSION, "budget_s": self.budget_s,
                "candidates": self.candidates}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The reviewer's verdict on one turn of the player."""

    turn: int
    """The turn's number (1 for the first)."""
    played: tuple[Action, ...]
    best: tuple[Action, ...]
    """The best choice the reviewer found (the turn played when nothing beats it)."""
    played_expected: float
    """Expected final score after the turn played."""
    best_expected: float
    """Expected final score after the best choice."""
    offers: int
    """Next offers drawn to judge (0 when the game could not go on)."""

    @property
    def loss(self) -> float:
        """Expected points lost by the turn played (never negative)."""
        return self.best_expected - self.played_expected

    @property
    def best_is_played(self) -> bool:
        return self.best == self.played


@dataclass(frozen=True, slots=True)
class Review:
    """Every verdict on one player's turns, first turn first."""

    player: int
    settings: ReviewSettings
    verdicts: tuple[Verdict, ...]

    @property
    def total_loss(self) -> float:
        return sum(verdict.loss for verdict in self.verdicts)

    def costliest(self, count: int | None = None) -> list[Verdict]:
        """The verdicts that cost most, the costliest first (earlier turns first on ties)."""
        ranked = sorted(self.verdicts, key=lambda v: (-v.loss, v.turn))
        return ranked if count is None else ranked[:count]


@dataclass(slots=True)
class _Candidate:
    actions: tuple[Action, ...]
    sheet: Sheet
    total: float = 0.0
    final: float | None = None


# --------------------------------------------------------------------------- reviewing

def review_key(record: GameRecord, player: int, settings: ReviewSettings) -> str:
    """A digest of what a review depends on: the record, the player and the settings."""
    text = json.dumps({"record": record_to_json(record), "player": player,
                       "settings": settings.to_json()}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def review_game(record: GameRecord, player: int, settings: ReviewSettings | None = None, *,
                progress: Progress | None = None,
                cancelled: Cancelled | None = None) -> Review:
    """Review every resolved turn of ``player`` (0 = first seat) in ``record``.

    Raises ReviewError for a player the game does not have, ReplayError for a record that does
    not replay, and ReviewCancelled when ``cancelled()`` says so between two turns.
    """
    settings = settings or ReviewSettings()
    count = len(record.setup.players)
    if not 0 <= player < count:
        raise ReviewError(f"the game has {count} players, not a player {player + 1}")
    record.replay()  # a ReplayError names the first illegal action before any work
    key = review_key(record, player, settings)
    game = Game(record.setup)
    verdicts: list[Verdict] = []
    total = len(record.log)
    for t, turn in enumerate(record.log):
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        view = seat_view(game, player)
        rng = random.Random(f"welcome-desktop/review/{key}/{t}")
        verdicts.append(judge_turn(view, turn[player], settings, rng, t + 1))
        for seat, actions in enumerate(turn):
            game.play_turn(seat, actions)
        if progress is not None:
            progress(t + 1, total)
    return Review(player, settings, tuple(verdicts))


def judge_turn(view: SeatView, played: Sequence[Action], settings: ReviewSettings,
               rng: random.Random, number: int = 0) -> Verdict:
    """The verdict on ``played`` from ``view`` (see the module docstring)."""
    calibration = calibration_for(view)
    evaluator = evaluator_for(view, calibration=calibration)
    played = tuple(played)
    # Sheets are valued before their plan claims, as the strong player values its options (a
    # plan met counts as claimed; after the claim, the plain evaluation would still count the
    # estates it took for the other plans, and claiming would look like a loss).
    before_claims = tuple(a for a in played if not isinstance(a, (ClaimPlan, AskReshuffle)))
    candidates = [_Candidate(played, fork(view.sheet, view.context, before_claims).sheet)]
    seen_writes: set[object] = set()
    for _, option in ranked_options(evaluator, view):
        key = tuple(a for a in option.actions if isinstance(a, (BuildRoundabout, Write,
                                                                    TakeRefusal)))
        if key in seen_writes:
            continue
        seen_writes.add(key)
        if all(option.sheet != c.sheet for c in candidates):
            claims = best_claims(evaluator, view.sheet, view.context, option.actions)
            candidates.append(_Candidate((*option.actions, *claims), option.sheet))
        if len(seen_writes) == settings.candidates:
            break
    later = turns_left(view) - 1.0
    forecast = Forecast(view)
    final = evaluator_for(view, turns=0.0, calibration=calibration)
    for candidate in candidates:
        if later < 0 or not forecast.possible or sheet_end_reasons(candidate.sheet):
            candidate.final = final.value(candidate.sheet)
    offers = 0
    if any(c.final is None for c in candidates):
        following = evaluator_for(view, turns=later, calibration=calibration)
        budget = max(1, int(settings.budget_s * WORK_PER_SECOND))
        work = 0
        while work < budget or offers < MIN_OFFERS:
            context = TurnContext(view.mode, view.advanced, forecast.sample(rng),
                                  view.context.plan_cards)
            work += OFFER_OVERHEAD
            for candidate in candidates:
                if candidate.final is None:
                    value, cost = best_reply(following, candidate.sheet, context)
                    candidate.total += value
                    work += cost
            offers += 1
    values = [c.final if c.final is not None else c.total / offers for c in candidates]
    best = max(range(len(candidates)), key=lambda i: (values[i], -i))
    return Verdict(number, played, candidates[best].actions, values[0], values[best], offers)


def cached_review(game_path: Path | None, record: GameRecord, player: int,
                  settings: ReviewSettings | None = None, *, progress: Progress | None = None,
                  cancelled: Cancelled | None = None) -> Review:
    """The review kept with the game saved at ``game_path``, computed and kept when there is
    none for this record, player and settings (see :mod:`welcome_desktop.records.reviews`);
    only computed when ``game_path`` is None.

    Raises as :func:`review_game`; a cancelled review keeps nothing. A disk that refuses the
    write only loses the cache (the review is returned). A kept review is trusted only once
    every verdict replays through the rules (:func:`checked_review`): a forged or damaged one
    is computed again.
    """
    settings = settings or ReviewSettings()
    if game_path is None:  # a game with no file of its own: nothing is kept
        return review_game(record, player, settings, progress=progress, cancelled=cancelled)
    cache = ReviewCache(game_path)
    key = review_key(record, player, settings)
    kept = cache.get(record, key)
    if kept is not None:
        with contextlib.suppress(ReviewError):
            review = checked_review(review_from_json(kept, settings), record)
            if review.player == player:
                return review
    review = review_game(record, player, settings, progress=progress, cancelled=cancelled)
    with contextlib.suppress(OSError):
        cache.put(record, key, review_to_json(review))
    return review


def checked_review(review: Review, record: GameRecord) -> Review:
    """``review`` when it can be a review of ``record``: a verdict per turn in order, each
    played turn the record's, each best choice a legal complete turn from what the seat knew
    (replayed through the rules), the expected scores finite, bounded and the best never below
    the played. Raises ReviewError naming the first verdict that is not."""
    count = len(record.setup.players)
    if not 0 <= review.player < count:
        raise ReviewError(f"the game has {count} player{'s' if count != 1 else ''}, "
                          f"not a player {review.player + 1}")
    if len(review.verdicts) != len(record.log):
        raise ReviewError("the review has not one verdict per turn")
    game = Game(record.setup)
    for t, (verdict, turn) in enumerate(zip(review.verdicts, record.log, strict=True)):
        where = f"the verdict on turn {t + 1}"
        if verdict.turn != t + 1 or verdict.played != tuple(turn[review.player]):
            raise ReviewError(f"{where} is not about the turn the game played")
        if not verdict.best_expected >= verdict.played_expected or (
                verdict.best_is_played and verdict.best_expected != verdict.played_expected):
            raise ReviewError(f"{where} has a best choice worth less than the turn played")
        try:
            validate_turn(seat_view(game, review.player), list(verdict.best))
        except IllegalAction as error:
            raise ReviewError(f"{where} has an illegal best choice: {error}") from None
        for seat, actions in enumerate(turn):
            game.play_turn(seat, actions)
    return review


# --------------------------------------------------------------------------- as JSON

def review_to_json(review: Review) -> dict[str, Any]:
    """The review as JSON values (actions in the record notation)."""
    return {
        "player": review.player,
        "settings": review.settings.to_json(),
        "verdicts": [{"turn": v.turn, "played": format_turn(v.played),
                      "best": format_turn(v.best), "played_expected": v.played_expected,
                      "best_expected": v.best_expected, "offers": v.offers}
                     for v in review.verdicts],
    }


def review_from_json(value: Any, settings: ReviewSettings) -> Review:
    """A review read back from ``review_to_json``; ReviewError when it is not one."""
    try:
        if not isinstance(value, dict) or value.get("settings") != settings.to_json():
            raise ReviewError("not a review made with these settings")
        player = value["player"]
        verdicts = []
        for item in value["verdicts"]:
            numbers = [item[name] for name in ("played_expected", "best_expected")]
            if (not all(isinstance(n, (int, float)) and not isinstance(n, bool)
                        for n in numbers)
                    or not isinstance(item["turn"], int) or not isinstance(item["offers"], int)
                    or not isinstance(item["played"], str) or not isinstance(item["best"], str)):
                raise ReviewError("a verdict has a field of the wrong type")
            if (not all(math.isfinite(n) and abs(n) <= MAX_EXPECTED for n in numbers)
                    or not 0 <= item["offers"] <= MAX_OFFERS):
                raise ReviewError("a verdict has a figure out of bounds")
            verdicts.append(Verdict(item["turn"], tuple(parse_turn(item["played"])),
                                    tuple(parse_turn(item["best"])), float(numbers[0]),
                                    float(numbers[1]), item["offers"]))
        if not isinstance(player, int) or isinstance(player, bool):
            raise ReviewError("the player is not a seat number")
        return Review(player, settings, tuple(verdicts))
    except (KeyError, TypeError, OverflowError, NotationError) as error:
        raise ReviewError(f"not a review: {error}") from None


__all__ = [
    "Review", "ReviewCancelled", "ReviewError", "ReviewSettings", "Verdict", "cached_review",
    "checked_review", "judge_turn",
    "review_from_json", "review_game", "review_key", "review_to_json",
]

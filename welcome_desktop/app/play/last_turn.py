"""What each player did in the last resolved turn: the marks to draw in another ink, and a
short sentence per player ("Player 2: 7 in the middle street, house 3; a park; claimed plan
n°2"), in the marks' words of :mod:`~welcome_desktop.app.words.action_words`.

Built from the game's record of resolved turns only: the current turn's choices stay hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.play.sheet_model import SheetSnapshot, sheet_snapshot
from welcome_desktop.app.play.table import Table
from welcome_desktop.app.play.turn_view import recent_targets
from welcome_desktop.app.words.action_words import mark_phrase
from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    ClaimPlan,
    Write,
)

translate = QCoreApplication.translate


def last_turn_actions(game: Table, player: int) -> tuple[Action, ...]:
    """``player``'s actions in the last resolved turn (none before the first one resolves)."""
    if not game.history:
        return ()
    return game.history[-1].actions[player]


def last_written(actions: Sequence[Action]) -> tuple[int, int] | None:
    """The house whose number the turn wrote, if any."""
    return next(((a.street, a.house) for a in actions if isinstance(a, Write)), None)


def table_snapshots(game: Table) -> list[SheetSnapshot]:
    """Each player's sheet as of the last resolved turn, that turn's marks in another ink."""
    snapshots = []
    for p in range(game.player_count):
        actions = last_turn_actions(game, p)
        snapshots.append(sheet_snapshot(game, p, recent=recent_targets(game, p),
                                        last_written=last_written(actions)))
    return snapshots


def _action_phrase(action: Action, plan_ids: tuple[str, str, str]) -> str:
    if isinstance(action, ClaimPlan):
        return translate("LastTurn", "claimed plan n°{n}").format(
            n=plan_ids.index(action.plan_id) + 1 if action.plan_id in plan_ids else "?")
    if isinstance(action, AskReshuffle):
        return translate("LastTurn", "asked for a reshuffle")
    return mark_phrase(action)  # choosing the cards, skipping the effect: "" (nothing to see)


def turn_summary(actions: Sequence[Action], plan_ids: tuple[str, str, str]) -> str:
    """One player's turn in a few words: the marks, then the claims and requests."""
    marks = [_action_phrase(a, plan_ids) for a in actions
             if not isinstance(a, (ClaimPlan, AskReshuffle))]
    extras = [_action_phrase(a, plan_ids) for a in actions
              if isinstance(a, (ClaimPlan, AskReshuffle))]
    return "; ".join(p for p in marks + extras if p)


def last_turn_words(game: Table) -> list[str]:
    """What every player did in the last resolved turn, in a few words ("" before any)."""
    if not game.history:
        return ["" for _ in range(game.player_count)]
    return [turn_summary(last_turn_actions(game, p), game.sheets[p].plan_ids)
            or translate("LastTurn", "nothing written") for p in range(game.player_count)]


def last_turn_summaries(game: Table) -> list[str]:
    """ "Name: what they did" for every player, as of the last resolved turn ("" before)."""
    if not game.history:
        return ["" for _ in range(game.player_count)]
    return [translate("LastTurn", "{name}: {what}").format(name=name, what=what)
            for name, what in zip(game.setup.players, last_turn_words(game), strict=True)]

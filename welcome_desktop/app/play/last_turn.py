"""What each player did in the last resolved turn: the marks to draw in another ink, and a
short sentence per player ("Player 2: 7 in the middle street, house 3; a park; claimed plan
n°2").

Its words are the table's own (context "LastTurn"), not the hint's phrasebook
(:mod:`~welcome_desktop.app.words.action_words`): read at a glance on one line of *At the
table*, 370 px wide at 1024×640, they may be terser in a language whose full phrases are long
(Italian: "14 al centro, casa 11; staccionata in basso; piano n°3 realizzato").

Built from the game's record of resolved turns only: the current turn's choices stay hidden.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.play.sheet_model import SheetSnapshot, sheet_snapshot
from welcome_desktop.app.play.table import Table
from welcome_desktop.app.play.turn_view import recent_targets
from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    ClaimPlan,
    DrawFence,
    MarkEstateColumn,
    MarkTemp,
    TakeRefusal,
    Write,
    WriteBis,
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


def street_words(street: int) -> str:
    """A street in the last turn's words ("top street"; Italian "in alto")."""
    names = (
        translate("LastTurn", "top street"),
        translate("LastTurn", "middle street"),
        translate("LastTurn", "bottom street"),
    )
    return names[street]


def mark_words(action: Action) -> str:
    """The mark ``action`` made, in the last turn's words ("" for an action that makes
    none: choosing the cards, skipping the effect)."""
    if isinstance(action, Write):
        return translate("LastTurn", "{number} in the {street}, house {house}").format(
            number=action.value, street=street_words(action.street), house=action.house + 1)
    if isinstance(action, WriteBis):
        return translate("LastTurn", "a bis in the {street}, house {house}").format(
            street=street_words(action.street), house=action.house + 1)
    if isinstance(action, BuildRoundabout):
        return translate("LastTurn", "a roundabout in the {street}, house {house}").format(
            street=street_words(action.street), house=action.house + 1)
    if isinstance(action, DrawFence):
        return translate("LastTurn", "a fence in the {street}").format(
            street=street_words(action.street))
    if isinstance(action, BuildPark):
        return translate("LastTurn", "a park")
    if isinstance(action, BuildPool):
        return translate("LastTurn", "a pool")
    if isinstance(action, MarkEstateColumn):
        return translate("LastTurn", "estates of {size} raised").format(size=action.size)
    if isinstance(action, MarkTemp):
        return translate("LastTurn", "a temp agency mark")
    if isinstance(action, TakeRefusal):
        return translate("LastTurn", "a building-permit refusal")
    return ""


def _action_phrase(action: Action, plan_ids: tuple[str, str, str]) -> str:
    if isinstance(action, ClaimPlan):
        return translate("LastTurn", "claimed plan n°{n}").format(
            n=plan_ids.index(action.plan_id) + 1 if action.plan_id in plan_ids else "?")
    if isinstance(action, AskReshuffle):
        return translate("LastTurn", "asked for a reshuffle")
    return mark_words(action)


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

"""The best solo scores, per neighbourhood and variant, from the finished games of the store.

Read from the history's previews (summaries and final breakdowns: no log is replayed). A game's
neighbourhood is read from its final breakdowns' theme column (``played_sheet``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from welcome_desktop.records.store import StoredGame
from welcome_desktop.rules.themes import BASE, CHRISTMAS, EASTER, ICE_CREAM


@dataclass(frozen=True, slots=True)
class SoloScore:
    """One finished solo game's final score."""

    game_id: str
    score: int


#: (neighbourhood, advanced): the finished solo games played there, best score first.
SoloTable = dict[tuple[str, bool], list[SoloScore]]


def played_sheet(game: StoredGame) -> str:
    """The neighbourhood a finished game was played on, read from its final breakdowns."""
    result = game.result
    if result is None or not result.breakdowns:
        return BASE
    first = result.breakdowns[0]
    if first.ice_cream is not None:
        return ICE_CREAM
    if first.lights is not None:
        return CHRISTMAS
    return EASTER if first.eggs is not None else BASE


def solo_scores(games: Iterable[StoredGame]) -> SoloTable:
    """The finished solo games by neighbourhood and variant, best first (the older first
    among equal scores: a record is beaten only by a higher score)."""
    table: SoloTable = {}
    solo = []
    for game in games:
        summary = game.summary
        if summary is not None and summary.over and summary.mode == "solo":
            solo.append((game, summary.scores[0], summary.advanced))
    solo.sort(key=lambda entry: (entry[0].saved_at is None, str(entry[0].saved_at),
                                 entry[0].game_id))
    for game, score, advanced in solo:
        table.setdefault((played_sheet(game), advanced), []).append(
            SoloScore(game.game_id, score))
    for scores in table.values():
        scores.sort(key=lambda s: -s.score)  # stable: the older first among equals
    return table


@dataclass(frozen=True, slots=True)
class SoloPlace:
    """Where a solo game's score stands among the others of its neighbourhood and variant:
    ``place`` from 1 among ``count`` games (itself included); ``best`` the best score of the
    others (None when it is the first)."""

    place: int
    count: int
    best: int | None


def solo_place(table: SoloTable, sheet: str, advanced: bool, score: int,
               game_id: str) -> SoloPlace:
    """Where a finished solo game scoring ``score`` stands among the others of the same
    neighbourhood and variant (``game_id`` itself left out if it is already in ``table``);
    an equal older score stays ahead."""
    others = [s.score for s in table.get((sheet, advanced), []) if s.game_id != game_id]
    return SoloPlace(1 + sum(other >= score for other in others), len(others) + 1,
                     max(others) if others else None)

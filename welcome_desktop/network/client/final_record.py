"""The end of a joined game: the whole record the host's final view holds, replayed here and
checked against the scores the seat was shown, so that the window keeps it as a local game
(the end dialog, Play again, Finished games, replay and review work as for any game)."""

from __future__ import annotations

from dataclasses import dataclass

from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.protocol.view_model import HostView
from welcome_desktop.records.levels import LEVELS, Level
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Game, ReplayError
from welcome_desktop.rules.record import RecordError, record_from_json


@dataclass(frozen=True, slots=True)
class FinalRecord:
    """A finished game replayed from the host's record, and its computer seats' levels."""

    game: Game
    levels: dict[int, Level]


def final_record(view: HostView, table: RemoteTable) -> FinalRecord | None:
    """The game ``view``'s record replays to; None when the view holds no record, or one that
    does not replay, or not to the scores ``table`` shows."""
    result = view["result"]
    if result is None:
        return None
    try:
        game = record_from_json(result["record"]).replay()
    except (RecordError, IllegalAction, ReplayError, ValueError):
        return None
    if [b.total for b in game.breakdowns()] != [b.total for b in table.breakdowns()]:
        return None
    kinds = [seat["kind"] for seat in view["seats"]]
    return FinalRecord(game, {i: Level(kind) for i, kind in enumerate(kinds) if kind in LEVELS})


__all__ = ["FinalRecord", "final_record"]

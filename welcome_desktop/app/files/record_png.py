"""Draw a player's sheet of a game record at any turn to a PNG (``welcome-desktop render``)."""

from __future__ import annotations

from pathlib import Path

from welcome_desktop.app.play.sheet_model import SheetSnapshot, sheet_snapshot
from welcome_desktop.rules.game import Game, replay
from welcome_desktop.rules.record import record_of


def snapshot_after(game: Game, turn: int, player: int) -> SheetSnapshot:
    """The sheet of ``player`` after ``turn`` resolved turns of ``game``."""
    record = record_of(game)
    earlier = replay(record.setup, record.log[:turn]) if turn < game.turn_number else game
    return sheet_snapshot(earlier, player)


def render_record_png(game: Game, turn: int, player: int, out: Path, width: int) -> None:
    """Render the sheet of ``player`` after ``turn`` turns to ``out``."""
    from welcome_desktop.app.sheet.render import render_snapshot_png

    render_snapshot_png(snapshot_after(game, turn, player), out, width)

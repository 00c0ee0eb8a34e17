"""The local copy a window keeps of the seat it joined elsewhere (its first seat): which copy it
is, written when the host's views say so, dropped when the game ended normally.

The files themselves are :mod:`~welcome_desktop.app.online.local_copy`'s; this keeps the one a
network game writes, and says a failure to write it once, not on every view.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from welcome_desktop.app.online import local_copy
from welcome_desktop.network.client.remote_table import RemoteTable


class SeatCopy:
    """The local copy of one joined seat (none until the seat is known: hosted here, a
    spectator, not joined yet).

    ``data_dir`` gives the user's data folder when a copy is written (the window's store);
    ``kept`` is called after each copy written, ``say`` with the sentence of a failure, once."""

    def __init__(self, data_dir: Callable[[], Path], kept: Callable[[], None],
                 say: Callable[[str], None]) -> None:
        self._data_dir = data_dir
        self._kept = kept
        self._say = say
        self.key: local_copy.CopyKey | None = None
        self._failure_said = False

    def name(self, token: str | None, seat: object) -> None:
        """The copy is the seat's of this reconnect ``token`` (its game and seat)."""
        self.key = local_copy.key_of(token, seat)

    def path(self) -> Path | None:
        """The copy's file, when one is kept."""
        if self.key is None:
            return None
        path = local_copy.copy_path(self._data_dir(), self.key)
        return path if path.is_file() else None

    def keep(self, table: RemoteTable | None, address: str) -> None:
        """Write the copy: ``table``'s last view from the host at ``address`` (a seat only,
        never a spectator's view nor a finished game)."""
        key = self.key
        if table is None or key is None or table.watching or table.over:
            return
        why = local_copy.keep(self._data_dir(), key, address, table.view)
        if not why:
            self._kept()
        elif not self._failure_said:
            self._failure_said = True
            self._say(why)

    def drop(self) -> None:
        """The game ended normally: its whole record is in Finished games, the copy goes."""
        if self.key is not None:
            local_copy.drop(self._data_dir(), self.key)


__all__ = ["SeatCopy"]

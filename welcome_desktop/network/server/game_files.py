"""The stored games in the server's data folder: their paths, the listing after a restart,
reading one back, writing its save and host file, and moving it to the history.

Layout under the server's data folder (the records of local games, the same schema)::

    games/<game id>.json            an unfinished game, rewritten after every resolved turn
    games/<game id>.secrets.json    its join codes and reconnect tokens (never sent anyone)
    history/<y>/<m>/<d>/<game id>.json   a game that ended (finished, or abandoned after it
                                    started), kept for a while (:mod:`network.archive`)

Every folder of it is private (``0700``) and every file ``0600`` (:mod:`records.private`),
whatever the umask: a save holds the seed (every undrawn card), a host file the codes, tokens
and the seats' confirmed choices. Folders and game files of an older version are tightened
when the server starts (a history file is behind its ``0700`` folders).

Every function here blocks on the disk: the registry calls them on its threads.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import time
from collections.abc import Container
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from welcome_desktop.network.host.secrets_file import parse_secrets
from welcome_desktop.network.host.session import HostSession
from welcome_desktop.network.server import archive
from welcome_desktop.records.atomic import stale_temp_files
from welcome_desktop.records.ids import is_game_id
from welcome_desktop.records.private import private_folder, tighten, write_private
from welcome_desktop.records.untrusted import SaveFileError, read_bounded

SECRETS_SUFFIX: Final = ".secrets.json"


@dataclasses.dataclass(frozen=True)
class GameFiles:
    """The files of the games under one data folder."""

    data_dir: Path

    def game_path(self, game_id: str) -> Path:
        """The save of the unfinished game ``game_id``."""
        return self.data_dir / "games" / f"{game_id}.json"

    def secrets_path(self, game_id: str) -> Path:
        """The host file of the unfinished game ``game_id``."""
        return self.data_dir / "games" / f"{game_id}{SECRETS_SUFFIX}"

    @property
    def history(self) -> Path:
        """The folder of the ended games' records (:mod:`network.archive`)."""
        return self.data_dir / "history"

    def list_stored(self, known: Container[str]) -> dict[str, float] | str | None:
        """The unfinished games of the folder but ``known``, with the time their host file
        last changed; the problem's line when the folder cannot be listed, None when there
        is none."""
        folder = self.data_dir / "games"
        try:
            entries = list(os.scandir(folder))
        except FileNotFoundError:
            return None
        except OSError as error:
            return f"cannot list {folder}: {error.strerror or error}"
        secrets_changed = {entry.name.removesuffix(SECRETS_SUFFIX): entry
                           for entry in entries if entry.name.endswith(SECRETS_SUFFIX)}
        stored: dict[str, float] = {}
        for entry in entries:
            game_id = entry.name.removesuffix(".json")
            if entry.name.endswith(SECRETS_SUFFIX) or not entry.name.endswith(".json") \
                    or not is_game_id(game_id) or game_id in known:
                continue
            host_file = secrets_changed.get(game_id, entry)
            try:
                stored[game_id] = host_file.stat().st_mtime
            except OSError:
                stored[game_id] = time.time()
        return stored

    def stored_codes(self, game_id: str) -> list[str]:
        """The join codes in the host file of a stored game (a few hundred bytes read, not
        the game); none when it cannot be read (the game's own read says why)."""
        try:
            kept = parse_secrets(read_bounded(self.secrets_path(game_id)))
        except SaveFileError:
            return []
        return [*(seat.code for seat in kept.seats if seat.code is not None), kept.spectators]

    def resume(self, game_id: str) -> HostSession | str:
        """The session of the game files of ``game_id``, or the problem's line."""
        path = self.game_path(game_id)
        try:
            save = read_bounded(path)
            hidden = read_bounded(self.secrets_path(game_id))
            return HostSession.resume(save, hidden, path.name)
        except SaveFileError as error:
            return f"game {game_id} not resumed: {error}"

    def make_private(self) -> list[str]:
        """Make the data folder private (``0700``), and tighten what an older version left
        wider: its folders to ``0700``, the unfinished games' files to ``0600`` (the temporary
        files of writes cut short an hour ago or more are deleted); returns a line per thing
        that could not be changed."""
        try:
            private_folder(self.data_dir)
        except OSError as error:
            return [f"cannot make {self.data_dir} private: {error.strerror or error}"]
        games = self.data_dir / "games"
        for stale in stale_temp_files(games):  # of writes a kill cut short
            with contextlib.suppress(OSError):
                stale.unlink()
        return tighten([games, self.data_dir / "history"], files_in=[games])

    def write(self, game_id: str, record: bytes, over: bool) -> None:
        """Write the game's save durably; a game ``over`` goes to the history instead, its
        save and host file deleted."""
        if over:
            path = archive.record_path(self.history, game_id, datetime.now(UTC))
            write_private(path, record)
            self.game_path(game_id).unlink(missing_ok=True)
            self.secrets_path(game_id).unlink(missing_ok=True)
            return
        write_private(self.game_path(game_id), record)

    def write_host_file(self, game_id: str, data: bytes) -> None:
        """Replace the game's host file by ``data``: a private file written beside it, then
        renamed (no fsync, see ``GameRegistry.keep_secrets``)."""
        write_private(self.secrets_path(game_id), data, durable=False)

    def retire(self, game_id: str, keep: bool) -> None:
        """Remove the files of an expired game; its save goes to the history if ``keep``."""
        save = self.game_path(game_id)
        if keep and save.exists():
            path = archive.record_path(self.history, game_id, datetime.now(UTC))
            private_folder(path.parent)
            os.replace(save, path)
        save.unlink(missing_ok=True)
        self.secrets_path(game_id).unlink(missing_ok=True)

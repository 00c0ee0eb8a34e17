"""The games kept in the user's data folder: autosaves of unfinished games, the history of
finished ones and the recent-files list.

Layout under the data folder (``platformdirs.user_data_path("welcome-desktop")``, or
``$WELCOME_DESKTOP_DATA``, or any folder given to :class:`GameStore`)::

    games/<game id>.json     unfinished games, autosaved after every resolved turn
    games/<game id>.json.bak the previous good autosave (the fallback after a power cut)
    history/<game id>.json   finished games, with their final breakdowns (statistics)
    recent.json              the last files opened or saved through the File menu
    locks/<digest>.lock      the locks of the games open in a window (``records.lock``)

Every write is atomic and never follows a symbolic link (the program names these files itself:
a link in their place is replaced, what it points to is left alone). Listing never crashes on a
bad file: it is listed as unreadable, with the reason. Nothing is created on disk until the
first write.
"""

from __future__ import annotations

import contextlib
import errno
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from welcome_desktop.records.atomic import stale_temp_files, write_own
from welcome_desktop.records.data_folder import APP_NAME, ENV_VAR, default_data_dir
from welcome_desktop.records.ids import check_game_id, is_game_id, new_game_id
from welcome_desktop.records.lock import LOCKS_FOLDER, clean_stale
from welcome_desktop.records.reviews import reviews_path
from welcome_desktop.records.savefile import (
    LoadedGame,
    Result,
    SaveFile,
    Seat,
    Summary,
    dump_save_file,
    load_game,
    parse_save_file,
    read_preview,
    save_file_of,
)
from welcome_desktop.records.untrusted import SaveFileError, parse_json, read_bounded
from welcome_desktop.rules.game import Game

BACKUP_SUFFIX: Final = ".bak"
MAX_RECENT: Final = 10
MAX_RECENT_BYTES: Final = 64 * 1024


@dataclass(frozen=True, slots=True)
class StoredGame:
    """One game of the store as listed: its save file, or why it cannot be read."""

    game_id: str
    path: Path
    save: SaveFile | None
    problem: str | None = None
    #: True when ``save`` is the previous autosave because the newest cannot be read
    #: (``problem`` then says what is wrong with the newest).
    from_backup: bool = False

    @property
    def readable(self) -> bool:
        return self.save is not None

    @property
    def summary(self) -> Summary | None:
        return self.save.summary if self.save else None

    @property
    def result(self) -> Result | None:
        """The final breakdowns and ranking (finished games)."""
        return self.save.result if self.save else None

    @property
    def saved_at(self) -> datetime | None:
        return self.save.saved_at if self.save else None


@dataclass(frozen=True, slots=True)
class Recovered:
    """A resumed game, and whether it came from the previous autosave (and why)."""

    loaded: LoadedGame
    from_backup: bool = False
    problem: str | None = None


class _RecentFiles(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    schema_version: Literal[1]
    files: Annotated[list[Annotated[str, Field(min_length=1, max_length=4096)]],
                     Field(max_length=MAX_RECENT)]


class GameStore:
    """The unfinished and finished games and the recent files under one data folder."""

    def __init__(self, root: Path | None = None,
                 clock: Callable[[], datetime] | None = None) -> None:
        self.root = Path(root) if root is not None else default_data_dir()
        self._clock = clock or (lambda: datetime.now(UTC))

    @property
    def games_dir(self) -> Path:
        return self.root / "games"

    @property
    def history_dir(self) -> Path:
        return self.root / "history"

    @property
    def locks_dir(self) -> Path:
        """Where the locks of the games open in a window are kept."""
        return self.root / LOCKS_FOLDER

    @property
    def recent_path(self) -> Path:
        return self.root / "recent.json"

    def game_path(self, game_id: str) -> Path:
        """Where the unfinished game ``game_id`` is autosaved."""
        return self.games_dir / f"{check_game_id(game_id)}.json"

    def backup_path(self, game_id: str) -> Path:
        """Where the previous good autosave of ``game_id`` is kept."""
        return self.game_path(game_id).with_name(f"{check_game_id(game_id)}.json{BACKUP_SUFFIX}")

    def history_path(self, game_id: str) -> Path:
        """Where the finished game ``game_id`` is kept."""
        return self.history_dir / f"{check_game_id(game_id)}.json"

    # ----------------------------------------------------------------- writing

    def _write(self, game: Game, path: Path, seats: Sequence[Seat] | None = None) -> SaveFile:
        save = save_file_of(game, self._clock(), seats)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_own(path, dump_save_file(save))
        return save

    def autosave(self, game: Game, game_id: str, seats: Sequence[Seat] | None = None) -> Path:
        """Save ``game`` (and who plays each seat, default all persons) after a resolved
        turn; a finished game goes to the history.

        Raises OSError when the disk refuses (the previous autosave is then intact).
        """
        if game.over:
            return self.finish(game, game_id, seats)
        path = self.game_path(game_id)
        self._rotate_backup(game_id)
        self._write(game, path, seats)
        return path

    def _rotate_backup(self, game_id: str) -> None:
        """Keep the current autosave as the backup, if it is a good one (a damaged newest
        file never replaces a good backup)."""
        path = self.game_path(game_id)
        try:
            data = read_bounded(path)
            parse_save_file(data, path.name)
        except SaveFileError:
            return
        write_own(self.backup_path(game_id), data)

    def finish(self, game: Game, game_id: str, seats: Sequence[Seat] | None = None) -> Path:
        """Keep the finished ``game`` in the history and drop its autosave."""
        path = self.history_path(game_id)
        self._write(game, path, seats)
        self.game_path(game_id).unlink(missing_ok=True)
        self.backup_path(game_id).unlink(missing_ok=True)
        return path

    def delete(self, game_id: str) -> bool:
        """Forget the game ``game_id`` (autosave and history); False when there was none.

        Raises OSError, its ``strerror`` a reason a player can read, when a file cannot be
        deleted (a folder in its place, a read-only data folder)."""
        found = False
        for path in (self.game_path(game_id), self.backup_path(game_id),
                     self.history_path(game_id)):
            try:
                path.unlink()
            except FileNotFoundError:
                continue
            except IsADirectoryError:
                raise IsADirectoryError(errno.EISDIR, "it is a folder, not a saved game",
                                        str(path)) from None
            found = True
        for path in (self.game_path(game_id), self.history_path(game_id)):
            reviews_path(path).unlink(missing_ok=True)  # a kept review of the game goes with it
        return found

    # ----------------------------------------------------------------- reading

    @staticmethod
    def _files(folder: Path) -> Iterator[tuple[str, Path]]:
        try:
            entries = list(folder.iterdir())
        except OSError:  # missing or unreadable folder: nothing to list
            return
        for path in entries:
            if path.suffix == ".json" and is_game_id(path.stem):
                yield path.stem, path

    @staticmethod
    def _listed(game_id: str, path: Path, verify: bool, backup: Path | None = None) -> StoredGame:
        try:
            if verify:
                load_game(path)
            return StoredGame(game_id, path, read_preview(path))
        except SaveFileError as error:
            if backup is not None:
                with contextlib.suppress(SaveFileError):
                    if verify:
                        load_game(backup)
                    return StoredGame(game_id, path, read_preview(backup), error.reason,
                                      from_backup=True)
            return StoredGame(game_id, path, None, error.reason)

    @staticmethod
    def _newest_first(games: list[StoredGame]) -> list[StoredGame]:
        def mtime(game: StoredGame) -> float:
            try:
                return game.path.stat().st_mtime
            except OSError:
                return 0.0
        readable = sorted((g for g in games if g.save is not None),
                          key=lambda g: (g.saved_at, g.game_id), reverse=True)
        unreadable = sorted((g for g in games if g.save is None), key=mtime, reverse=True)
        return readable + unreadable

    def unfinished(self, verify: bool = False) -> list[StoredGame]:
        """The unfinished games, newest first, then the unreadable files with the reason.

        Previews read the summaries only (the record is left empty in ``StoredGame.save``);
        ``verify`` also replays every log (slower).
        """
        finished = {game_id for game_id, _ in self._files(self.history_dir)}
        return self._newest_first([self._listed(game_id, path, verify,
                                                self.backup_path(game_id))
                                   for game_id, path in self._files(self.games_dir)
                                   if game_id not in finished])

    def history(self, verify: bool = False) -> list[StoredGame]:
        """The finished games with their final breakdowns, newest first (unreadable last)."""
        return self._newest_first([self._listed(game_id, path, verify)
                                   for game_id, path in self._files(self.history_dir)])

    def resume(self, game_id: str) -> LoadedGame:
        """The unfinished game ``game_id``, replayed; raises SaveFileError."""
        return load_game(self.game_path(game_id))

    def recover(self, game_id: str) -> Recovered:
        """The unfinished game ``game_id``, falling back to the previous autosave when the
        newest cannot be read (``Recovered.from_backup`` and ``problem`` say so); raises the
        newest file's SaveFileError when neither can be read."""
        try:
            return Recovered(self.resume(game_id))
        except SaveFileError as error:
            try:
                loaded = load_game(self.backup_path(game_id))
            except SaveFileError:
                raise error from None
            return Recovered(loaded, from_backup=True, problem=error.reason)

    # ----------------------------------------------------------------- cleaning

    def clean(self, older_than: float = 3600.0) -> list[Path]:
        """Delete what killed writes, killed windows and finished games left: temporary files
        older than ``older_than`` seconds, lock files no live window holds (and those older
        versions left beside the autosaves), autosaves (and backups) of games already in the
        history, backups without an autosave. Returns what was deleted; never raises."""
        removed = clean_stale(self.locks_dir)
        for folder in (self.games_dir, self.history_dir):
            removed += clean_stale(folder, legacy=True)
        doomed = stale_temp_files(self.games_dir, older_than)
        doomed += stale_temp_files(self.history_dir, older_than)
        doomed += stale_temp_files(self.root, older_than)
        finished = {game_id for game_id, _ in self._files(self.history_dir)}
        for game_id in finished:
            doomed += [self.game_path(game_id), self.backup_path(game_id)]
        with contextlib.suppress(OSError):
            for entry in self.games_dir.iterdir():
                stem = entry.name.removesuffix(f".json{BACKUP_SUFFIX}")
                if (entry.name.endswith(BACKUP_SUFFIX) and is_game_id(stem)
                        and not self.game_path(stem).exists()):
                    doomed.append(entry)
        for path in doomed:
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
        return removed

    def load_finished(self, game_id: str) -> LoadedGame:
        """The finished game ``game_id`` from the history, replayed; raises SaveFileError."""
        return load_game(self.history_path(game_id))

    # ----------------------------------------------------------------- recent files

    def recent(self) -> list[Path]:
        """The recent files, most recent first; empty when the list is missing or damaged."""
        try:
            value = parse_json(read_bounded(self.recent_path, MAX_RECENT_BYTES),
                               self.recent_path.name, MAX_RECENT_BYTES)
            return [Path(p) for p in _RecentFiles.model_validate(value).files]
        except (SaveFileError, ValueError):  # pydantic's ValidationError is a ValueError
            return []

    def _write_recent(self, files: list[Path]) -> list[Path]:
        kept = files[:MAX_RECENT]
        model = _RecentFiles(schema_version=1, files=[str(p) for p in kept])
        self.root.mkdir(parents=True, exist_ok=True)
        write_own(self.recent_path, (model.model_dump_json(indent=2) + "\n").encode())
        return kept

    def add_recent(self, path: Path) -> list[Path]:
        """Put ``path`` first in the recent files (at most ten, no repeats)."""
        path = Path(path).absolute()
        return self._write_recent([path, *(p for p in self.recent() if p != path)])

    def forget_recent(self, path: Path) -> list[Path]:
        """Take ``path`` off the recent files (a file that no longer opens)."""
        path = Path(path).absolute()
        return self._write_recent([p for p in self.recent() if p != path])


__all__ = [
    "APP_NAME", "BACKUP_SUFFIX", "ENV_VAR", "MAX_RECENT", "GameStore", "Recovered",
    "StoredGame", "check_game_id",
    "default_data_dir", "new_game_id",
]

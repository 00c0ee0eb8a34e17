"""The server's records of ended games: one folder a day, kept for a while, then exported or
deleted.

Layout under the data folder::

    history/<year>/<month>/<day>/<game id>.json   a game that ended that day (UTC)

A day's folder holds the games of one day only (the file systems in use handle hundreds of
thousands of files in a folder, and the years and months stay small). A day's folder older
than the retention is moved to the export folder when there is one (same layout), else
deleted. Files of the old flat layout (``history/<game id>.json``) are moved into the day of
their last change, or dropped with it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Final

from welcome_desktop.records.private import private_folder

#: Days an ended game's record is kept by default (``serve --keep-days``).
DEFAULT_KEEP_DAYS: Final = 30


def day_folder(history: Path, day: date) -> Path:
    """The folder of the records of the games that ended on ``day``."""
    return history / f"{day.year:04d}" / f"{day.month:02d}" / f"{day.day:02d}"


def record_path(history: Path, game_id: str, ended: datetime) -> Path:
    """Where the record of ``game_id``, ended at ``ended``, goes (a free name: a game id
    seen again on the same day gets a number)."""
    folder = day_folder(history, ended.astimezone(UTC).date())
    path = folder / f"{game_id}.json"
    number = 2
    while path.exists():
        path = folder / f"{game_id}-{number}.json"
        number += 1
    return path


def _days(history: Path) -> list[tuple[date, Path]]:
    """Every day folder under ``history`` with its date (folders of other names skipped)."""
    found = []
    for year in _numbered(history):
        for month in _numbered(year):
            for day in _numbered(month):
                try:
                    found.append((date(int(year.name), int(month.name), int(day.name)), day))
                except ValueError:
                    continue
    return found


def _numbered(folder: Path) -> list[Path]:
    try:
        return sorted(entry for entry in folder.iterdir()
                      if entry.is_dir() and entry.name.isdigit())
    except OSError:
        return []


def _move_tree(source: Path, target: Path) -> None:
    """Move the folder ``source`` to ``target`` (merged into it when it exists)."""
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(source, target)
        return
    for entry in source.iterdir():
        shutil.move(entry, target / entry.name)
    source.rmdir()


def tidy(history: Path, keep_days: int | None, today: date, export: Path | None,
         log: Callable[[str], None], *, stopping: Callable[[], bool] = lambda: False) -> int:
    """Export or delete the day folders of ``history`` older than ``keep_days`` (None: keep
    everything) and file the old flat layout's records into their days. Returns the day
    folders that left; a problem is logged, never raised (the next pass tries again), and
    ``stopping()`` ends the pass between two files (a server stopping)."""
    if not history.is_dir():
        return 0
    _file_flat_records(history, log, stopping)
    if keep_days is None:
        return 0
    oldest = today - timedelta(days=keep_days)
    gone = 0
    for day, folder in _days(history):
        if stopping():
            break
        if day >= oldest:
            continue
        try:
            if export is not None:
                _move_tree(folder, day_folder(export, day))
            else:
                shutil.rmtree(folder)
        except OSError as error:
            log(f"cannot {'export' if export else 'delete'} the records of {day}: "
                f"{error.strerror or error}")
            continue
        gone += 1
        for parent in (folder.parent, folder.parent.parent):
            try:
                parent.rmdir()  # only when empty
            except OSError:
                break
    return gone


def _file_flat_records(history: Path, log: Callable[[str], None],
                       stopping: Callable[[], bool], most: int = 100_000) -> None:
    """File up to ``most`` records of the flat layout into their days (read as the folder is
    listed, not listed first: it may hold millions; the next pass goes on)."""
    try:
        with os.scandir(history) as entries:
            for entry in entries:
                if stopping() or most <= 0:
                    return
                if not entry.name.endswith(".json") or not entry.is_file():
                    continue
                most -= 1
                ended = datetime.fromtimestamp(entry.stat().st_mtime, UTC)
                target = record_path(history, entry.name.removesuffix(".json"), ended)
                private_folder(target.parent)
                os.replace(entry.path, target)
    except OSError as error:
        log(f"cannot file the records of {history}: {error.strerror or error}")

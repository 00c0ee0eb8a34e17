"""Reviews kept with a game: computed once, dropped when the game's record changes.

Beside a game file ``<name>.json`` (a finished game of the history, or any saved game) lies
``<name>.review.json`` (not a game id, so the store never lists it as a game)::

    {"format": "welcome-desktop-reviews", "version": 1,
     "record": "<digest of the game record>",
     "reviews": {"<key of the review>": <the review as JSON values>, ...}}

A review is looked up by its key (a digest of the record, the player and the reviewer's
settings, made by the caller); the cache knows nothing of what a review holds. When the game's
record no longer has the digest the file was written for, the file is dropped. Writes are
atomic and happen only with a complete review, so a review cancelled half-way leaves nothing.
The cache is a file the program names itself: a symbolic link in its place is never followed,
neither read (a miss) nor written through (the write replaces the link; ``atomic.write_own``).
A cache that cannot be read is a miss, never an error; what it holds is checked by its reader
(``players.review`` replays every verdict).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from pathlib import Path
from typing import Any, Final

from welcome_desktop.records.atomic import write_own
from welcome_desktop.records.untrusted import SaveFileError, parse_json, read_bounded
from welcome_desktop.rules.record import GameRecord, record_to_json

FORMAT: Final = "welcome-desktop-reviews"
VERSION: Final = 1
SUFFIX: Final = ".review.json"
#: Reviews kept per game at most (players × settings); the oldest go first.
MAX_REVIEWS: Final = 32


def reviews_path(game_path: Path) -> Path:
    """Where the reviews of the game saved at ``game_path`` are kept."""
    game_path = Path(game_path)
    return game_path.with_name(game_path.stem + SUFFIX)


def record_digest(record: GameRecord) -> str:
    """A digest of ``record`` (setup and log): any change to the game changes it."""
    text = json.dumps(record_to_json(record), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


class ReviewCache:
    """The reviews kept with one game file (see the module docstring)."""

    def __init__(self, game_path: Path) -> None:
        self.path = reviews_path(game_path)

    def _entries(self, digest: str) -> dict[str, Any]:
        """The reviews kept for the record of ``digest``; the file is dropped when it was
        written for another record, ignored when unreadable."""
        try:
            value = parse_json(read_bounded(self.path, follow_links=False), self.path.name)
        except SaveFileError:
            return {}
        if (not isinstance(value, dict) or value.get("format") != FORMAT
                or value.get("version") != VERSION or not isinstance(value.get("reviews"), dict)):
            return {}
        if value.get("record") != digest:
            self.drop()
            return {}
        reviews: dict[str, Any] = value["reviews"]
        return reviews

    def get(self, record: GameRecord, key: str) -> Any | None:
        """The review kept under ``key`` for ``record`` (JSON values), or None."""
        return self._entries(record_digest(record)).get(key)

    def put(self, record: GameRecord, key: str, review: Any) -> None:
        """Keep ``review`` (JSON values) under ``key`` for ``record``; raises OSError when the
        disk refuses (what was kept before is then intact)."""
        digest = record_digest(record)
        entries = self._entries(digest)
        entries.pop(key, None)
        entries[key] = review
        while len(entries) > MAX_REVIEWS:
            del entries[next(iter(entries))]
        data = {"format": FORMAT, "version": VERSION, "record": digest, "reviews": entries}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_own(self.path, json.dumps(data, separators=(",", ":")).encode())

    def drop(self) -> None:
        """Forget every review kept for the game."""
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)


__all__ = ["FORMAT", "SUFFIX", "VERSION", "ReviewCache", "record_digest", "reviews_path"]

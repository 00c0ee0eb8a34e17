"""issue 34 (1): the files the program names itself are never written through a link.

A game folder received in a zip may hold ``<game>.review.json`` (or an autosave, its backup,
the recent files) as a symbolic link to any file of the user's: writing the cache must replace
the link, never the file it points to, and a dangling link must not create its target.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.records.games import play_game
from welcome_desktop.records.atomic import write_atomic, write_own
from welcome_desktop.records.reviews import ReviewCache, reviews_path
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules import Mode
from welcome_desktop.rules.record import record_of

VICTIM = b"the user's precious file\n"


def _victim(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir(exist_ok=True)
    victim = folder / "thesis.txt"
    victim.write_bytes(VICTIM)
    return victim


@pytest.mark.parametrize("link", ["symlink", "dangling", "hardlink"])
def test_the_review_cache_never_writes_through_a_link(tmp_path: Path, link: str) -> None:
    game_path = tmp_path / "game.json"
    game_path.write_text("{}")
    cache_path = reviews_path(game_path)
    victim = _victim(tmp_path)
    if link == "symlink":
        cache_path.symlink_to(victim)
    elif link == "dangling":
        victim.unlink()
        cache_path.symlink_to(victim)
    else:
        os.link(victim, cache_path)
    record = record_of(play_game(Mode.SOLO, False, 1, 3, turns=2))
    cache = ReviewCache(game_path)
    assert cache.get(record, "k") is None
    cache.put(record, "k", {"kept": True})
    if link == "dangling":
        assert not victim.exists()
    else:
        assert victim.read_bytes() == VICTIM
    assert not cache_path.is_symlink()
    assert cache.get(record, "k") == {"kept": True}


def test_a_linked_cache_is_a_miss_never_read(tmp_path: Path) -> None:
    """A link to a genuine cache of another game is not trusted either (not read, not
    dropped through)."""
    record = record_of(play_game(Mode.SOLO, False, 1, 3, turns=2))
    other = tmp_path / "other.json"
    ReviewCache(other).put(record, "k", {"kept": True})
    game_path = tmp_path / "game.json"
    reviews_path(game_path).symlink_to(reviews_path(other))
    assert ReviewCache(game_path).get(record, "k") is None
    assert ReviewCache(other).get(record, "k") == {"kept": True}


@pytest.mark.parametrize("which", ["autosave", "backup", "history", "recent"])
def test_the_store_never_writes_through_a_link(tmp_path: Path, which: str) -> None:
    store = GameStore(tmp_path / "data")
    victim = _victim(tmp_path)
    game = play_game(Mode.SOLO, False, 1, 5, turns=2)
    store.autosave(game, "g1")
    paths = {"autosave": store.game_path("g1"), "backup": store.backup_path("g1"),
             "history": store.history_path("g1"), "recent": store.recent_path}
    path = paths[which]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    path.symlink_to(victim)
    if which == "recent":
        store.add_recent(tmp_path / "x.json")
    elif which == "history":
        store.finish(game, "g1")
    else:
        store.autosave(game, "g1")
        store.autosave(game, "g1")
    assert victim.read_bytes() == VICTIM
    assert not path.is_symlink()


def test_a_save_the_player_names_still_writes_through_its_link(tmp_path: Path) -> None:
    """The documented behaviour of a save or export path (the player's own link)."""
    victim = _victim(tmp_path)
    link = tmp_path / "mine.json"
    link.symlink_to(victim)
    write_atomic(link, b"new")
    assert link.is_symlink() and victim.read_bytes() == b"new"
    write_own(link, b"own")
    assert not link.is_symlink() and victim.read_bytes() == b"new"


def test_write_own_refuses_a_fifo_and_a_read_only_file(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(OSError):
        write_own(fifo, b"x")
    locked = tmp_path / "ro"
    locked.write_bytes(b"ro")
    locked.chmod(0o444)
    with pytest.raises(PermissionError):
        write_own(locked, b"x")
    assert locked.read_bytes() == b"ro"

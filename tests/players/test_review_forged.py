"""issue 34 (5): a forged review cache with the right digest is not trusted: every kept
verdict is replayed through the rules and its figures bounded, else the review is computed
again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.players.helpers import setup
from welcome_desktop.players import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.players.review import (
    Review,
    ReviewError,
    ReviewSettings,
    cached_review,
    checked_review,
    review_from_json,
    review_to_json,
)
from welcome_desktop.records.reviews import reviews_path
from welcome_desktop.records.savefile import save_game
from welcome_desktop.rules import Mode
from welcome_desktop.rules.record import GameRecord, record_of

SETTINGS = ReviewSettings(budget_s=0.02)


def _saved(tmp_path: Path) -> tuple[Path, GameRecord]:
    """A saved game and the first turns of its record (a short review)."""
    full = play_game(setup(Mode.SOLO, True, 1, 71), [GreedyPlayer()], 71)
    path = tmp_path / "game.json"
    save_game(full, path)
    record = record_of(full)
    return path, GameRecord(record.setup, record.log[:4])


@pytest.fixture(scope="module")
def honest(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, GameRecord, Review]:
    path, record = _saved(tmp_path_factory.mktemp("honest"))
    return path, record, cached_review(path, record, 0, SETTINGS)


def _forge(path: Path, change: Any) -> None:
    """Edit the kept review in place, keeping its digests (what a forger can do)."""
    cache = json.loads(reviews_path(path).read_text())
    for review in cache["reviews"].values():
        change(review["verdicts"])
    reviews_path(path).write_text(json.dumps(cache))


def _set(field: str, value: Any, turn: int = 0) -> Any:
    def change(verdicts: list[dict[str, Any]]) -> None:
        verdicts[turn][field] = value
    return change


def _best_street_9(verdicts: list[dict[str, Any]]) -> None:
    """The real best turn with its write moved to a street that does not exist."""
    parts = verdicts[0]["best"].split(" ")
    verdicts[0]["best"] = " ".join("W9.0=5" if p.startswith("W") else p for p in parts)


FORGERIES = {
    "write in street 9": _best_street_9,
    "bis in street 9": _set("best", "B9.99<99"),
    "roundabout in street 9": _set("best", "R9.99"),
    "claim of street 9": _set("best", "K1-A@9.99+99"),
    "played is not the game's": _set("played", "X"),
    "huge expected": _set("best_expected", 1e308),
    "minus huge": _set("played_expected", -1e308),
    "5000-digit": _set("best_expected", 10**400),
    "best below played": _set("played_expected", 999.0),
    "negative offers": _set("offers", -3),
    "turn out of order": _set("turn", 7),
    "one verdict missing": lambda verdicts: verdicts.pop(),
}


@pytest.mark.parametrize("forgery", list(FORGERIES))
def test_a_forged_cached_review_is_computed_again(
        tmp_path: Path, forgery: str, honest: tuple[Path, GameRecord, Review]) -> None:
    kept, record, review_made = honest
    path = tmp_path / "game.json"
    reviews_path(path).write_bytes(reviews_path(kept).read_bytes())
    assert cached_review(path, record, 0, SETTINGS) == review_made  # the copy is trusted
    _forge(path, FORGERIES[forgery])
    calls: list[int] = []
    review = cached_review(path, record, 0, SETTINGS, progress=lambda d, t: calls.append(d))
    assert len(calls) == len(record.log), "the forged review was trusted"
    assert review == review_made
    assert checked_review(review, record) == review


def test_checked_review_names_the_verdict(honest: tuple[Path, GameRecord, Review]) -> None:
    _path, record, review = honest
    value = json.loads(json.dumps(review_to_json(review)))
    value["verdicts"][1]["best"] = "R9.99"
    with pytest.raises(ReviewError, match="turn 2"):
        checked_review(review_from_json(value, SETTINGS), record)

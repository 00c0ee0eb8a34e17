"""The coach: the strong player's verdict on each turn of a player, and its cache."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from tests.children import child_env
from tests.players.helpers import setup
from welcome_desktop.players import GreedyPlayer, StrongPlayer, seat_view, validate_turn
from welcome_desktop.players.match import play_game
from welcome_desktop.players.review import (
    Review,
    ReviewCancelled,
    ReviewError,
    ReviewSettings,
    cached_review,
    review_from_json,
    review_game,
    review_to_json,
)
from welcome_desktop.records.reviews import ReviewCache, reviews_path
from welcome_desktop.records.savefile import save_game
from welcome_desktop.rules import Game, Mode
from welcome_desktop.rules.record import GameRecord, record_of

SETTINGS = ReviewSettings(budget_s=0.02)
ROOT = Path(__file__).resolve().parents[2]


def _greedy_game(mode: Mode, players: int, seed: int) -> Game:
    return play_game(setup(mode, True, players, seed), [GreedyPlayer()] * players, seed)


def _check_verdicts(record: GameRecord, review: Review) -> None:
    """Loss never negative, the played turn is the record's, the best choice is legal."""
    assert len(review.verdicts) == len(record.log)
    game = Game(record.setup)
    for t, turn in enumerate(record.log):
        verdict = review.verdicts[t]
        view = seat_view(game, review.player)
        assert verdict.turn == t + 1
        assert verdict.played == turn[review.player]
        assert verdict.loss >= 0
        assert (verdict.loss == 0) == (verdict.best_expected == verdict.played_expected)
        validate_turn(view, list(verdict.best))  # raises IllegalAction when it is not legal
        for seat, actions in enumerate(turn):
            game.play_turn(seat, actions)


@pytest.mark.parametrize(("mode", "players", "seed", "player"),
                         [(Mode.SOLO, 1, 31, 0), (Mode.STANDARD, 2, 32, 1),
                          (Mode.EXPERT, 3, 33, 2)])
def test_review_of_a_greedy_game(mode: Mode, players: int, seed: int, player: int) -> None:
    record = record_of(_greedy_game(mode, players, seed))
    review = review_game(record, player, SETTINGS)
    _check_verdicts(record, review)
    assert review.total_loss == pytest.approx(sum(v.loss for v in review.verdicts))
    costliest = review.costliest()
    assert [v.loss for v in costliest] == sorted((v.loss for v in costliest), reverse=True)
    assert sorted(v.turn for v in costliest) == [v.turn for v in review.verdicts]
    # Greedy is not the strong player: somewhere it lost something.
    assert review.total_loss > 0
    assert any(not v.best_is_played for v in review.verdicts)


def test_review_of_the_strong_players_own_game_at_the_same_budget() -> None:
    losses: list[float] = []
    for seed, advanced in ((41, False), (42, True)):
        strong = StrongPlayer(SETTINGS.budget_s, hard_cap=False)
        game = play_game(setup(Mode.SOLO, advanced, 1, seed), [strong], seed)
        record = record_of(game)
        review = review_game(record, 0, SETTINGS)
        _check_verdicts(record, review)
        losses += [v.loss for v in review.verdicts]
    near_zero = sum(loss < 0.5 for loss in losses)
    quantiles = statistics.quantiles(losses, n=10)
    print(f"\nstrong reviewing its own solo games ({len(losses)} turns): "
          f"{sum(loss == 0 for loss in losses)} at 0, {near_zero} under 0.5, "
          f"deciles {[round(q, 2) for q in quantiles]}, max {max(losses):.2f}")
    assert near_zero >= 2 * len(losses) / 3


def test_the_review_is_deterministic_and_names_bad_players() -> None:
    record = record_of(_greedy_game(Mode.SOLO, 1, 51))
    short = GameRecord(record.setup, record.log[:6])
    assert review_game(short, 0, SETTINGS) == review_game(short, 0, SETTINGS)
    with pytest.raises(ReviewError, match="1 players, not a player 2"):
        review_game(short, 1, SETTINGS)


def test_review_as_json_round_trip() -> None:
    full = record_of(_greedy_game(Mode.STANDARD, 2, 52))
    record = GameRecord(full.setup, full.log[:5])
    review = review_game(record, 0, SETTINGS)
    value = json.loads(json.dumps(review_to_json(review)))
    assert review_from_json(value, SETTINGS) == review
    with pytest.raises(ReviewError):
        review_from_json(value, ReviewSettings(budget_s=0.5))
    value["verdicts"][0]["best"] = "not notation"
    with pytest.raises(ReviewError):
        review_from_json(value, SETTINGS)


# --------------------------------------------------------------------------- the cache

def _saved(tmp_path: Path, seed: int = 61) -> tuple[Path, GameRecord]:
    game = _greedy_game(Mode.SOLO, 1, seed)
    path = tmp_path / "20261125-100000-abcdef.json"
    save_game(game, path)
    return path, record_of(game)


def test_cancel_leaves_nothing(tmp_path: Path) -> None:
    path, record = _saved(tmp_path)
    before = sorted(tmp_path.iterdir())
    seen: list[tuple[int, int]] = []
    with pytest.raises(ReviewCancelled):
        cached_review(path, record, 0, SETTINGS, progress=lambda d, t: seen.append((d, t)),
                      cancelled=lambda: len(seen) == 3)
    assert seen == [(1, len(record.log)), (2, len(record.log)), (3, len(record.log))]
    assert sorted(tmp_path.iterdir()) == before  # no review file, no temporary file
    # A review kept before is not touched by a later cancelled one.
    kept = cached_review(path, record, 0, SETTINGS)
    data = reviews_path(path).read_bytes()
    with pytest.raises(ReviewCancelled):
        cached_review(path, record, 0, ReviewSettings(budget_s=0.03), cancelled=lambda: True)
    assert reviews_path(path).read_bytes() == data
    assert cached_review(path, record, 0, SETTINGS) == kept


_RESTARTED = """
import json, sys
from pathlib import Path
from welcome_desktop.players.review import ReviewSettings, cached_review, review_to_json
from welcome_desktop.records.savefile import load_game
path = Path(sys.argv[1])
from welcome_desktop.rules.record import record_of
record = record_of(load_game(path).game)
calls = []
review = cached_review(path, record, 0, ReviewSettings(budget_s=0.02),
                       progress=lambda d, t: calls.append(d))
print(json.dumps({"computed": len(calls), "review": review_to_json(review)}))
"""


def _in_a_new_process(path: Path) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", _RESTARTED, str(path)], capture_output=True,
                          text=True, check=True, cwd=ROOT, env=child_env())
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_cached_review_survives_a_restart(tmp_path: Path) -> None:
    path, record = _saved(tmp_path)
    calls: list[int] = []
    review = cached_review(path, record, 0, SETTINGS, progress=lambda d, t: calls.append(d))
    assert len(calls) == len(record.log)
    assert reviews_path(path).exists()
    restarted = _in_a_new_process(path)
    assert restarted == {"computed": 0, "review": json.loads(json.dumps(review_to_json(review)))}
    # Another player or other settings are reviews of their own, kept beside the first.
    cached_review(path, record, 0, ReviewSettings(budget_s=0.03))
    assert _in_a_new_process(path)["computed"] == 0


def test_the_cached_review_is_dropped_when_the_record_changes(tmp_path: Path) -> None:
    path, record = _saved(tmp_path)
    first = cached_review(path, record, 0, SETTINGS)
    cache = ReviewCache(path)
    # The same game file now holds another game (saved over): its reviews are dropped.
    other_game = _greedy_game(Mode.SOLO, 1, 62)
    save_game(other_game, path)
    other = record_of(other_game)
    assert cache.get(other, "any key") is None
    assert not reviews_path(path).exists()
    calls: list[int] = []
    second = cached_review(path, other, 0, SETTINGS, progress=lambda d, t: calls.append(d))
    assert len(calls) == len(other.log)
    assert second != first
    assert cached_review(path, other, 0, SETTINGS) == second


@pytest.mark.parametrize("content", [b"", b"{", b'{"format": "x"}', b"\x00\x01",
                                     b'{"format": "welcome-desktop-reviews", "version": 1, '
                                     b'"record": "0", "reviews": []}'])
def test_an_unreadable_cache_is_computed_again(tmp_path: Path, content: bytes) -> None:
    path, record = _saved(tmp_path)
    reviews_path(path).write_bytes(content)
    calls: list[int] = []
    review = cached_review(path, record, 0, SETTINGS, progress=lambda d, t: calls.append(d))
    assert len(calls) == len(record.log)
    assert cached_review(path, record, 0, SETTINGS) == review

"""The calibrated evaluation: its arithmetic, its fit, and where the strong player uses it."""

from __future__ import annotations

import random

import pytest

from scripts.research.fit_calibration import _game, fit
from tests.players.helpers import setup
from welcome_desktop.players import StrongPlayer, seat_view
from welcome_desktop.players.calibration import DUEL_CALIBRATION, expected_total
from welcome_desktop.players.evaluation import (
    DEFAULT_WEIGHTS,
    PARTS,
    Calibration,
    Evaluator,
    plain_value,
)
from welcome_desktop.players.greedy import evaluator_for
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.players.view import SeatView
from welcome_desktop.rules import Game, Mode, Sheet

#: The plain sum of the parts with the default weights, written as a calibration.
w = DEFAULT_WEIGHTS
PLAIN = Calibration(tuple((a, 0.0, 0.0) for a in (
    1.0, 1.0, 1.0, w.partial, w.fence, 1.0, 1.0, 1.0, 1.0, -1.0, -w.refusal_risk, 0.0)))


def _sheets(seed: int) -> tuple[Game, list[Sheet]]:
    """Sheets along a random two-player game, every turn."""
    game = Game(setup(Mode.STANDARD, seed % 2 == 0, 2, seed))
    rng = random.Random(seed)
    sheets: list[Sheet] = []
    while not game.over:
        for seat in (0, 1):
            play_random_turn(game.turn(seat), rng)
            game.confirm(seat)
        sheets.extend(sheet.copy() for sheet in game.sheets)
    return game, sheets


@pytest.mark.parametrize("seed", [1, 2])
def test_parts_make_the_value(seed: int) -> None:
    """The parts make the value: summed as they are, or calibrated (to the plain weights, the
    same value; learnt, another one). Calibrated, a plan met now takes its estates from the
    others (see ``Evaluator.parts``): only the plans' parts may differ, and only sum lower."""
    game, sheets = _sheets(seed)
    for turns in (0.0, 6.0):
        plain_evaluator = Evaluator(game.plan_cards(), solo=False, others_temps=[2],
                                    turns_left=turns)
        as_sum = Evaluator(game.plan_cards(), solo=False, others_temps=[2], turns_left=turns,
                           calibration=PLAIN)
        learnt = Evaluator(game.plan_cards(), solo=False, others_temps=[2], turns_left=turns,
                           calibration=DUEL_CALIBRATION)
        for sheet in sheets:
            parts, empty = plain_evaluator.parts(sheet)
            assert len(parts) == len(PARTS)
            assert empty == sheet.empty_houses() / 33
            value = plain_evaluator.value(sheet)
            assert plain_value(parts, DEFAULT_WEIGHTS) == value
            assert PLAIN.value(parts, empty) == pytest.approx(value, abs=1e-9)
            calibrated, _ = learnt.parts(sheet)
            assert as_sum.parts(sheet)[0] == calibrated
            plans = (PARTS.index("plans claimed"), PARTS.index("plans open"))
            assert sum(calibrated[i] for i in plans) <= sum(parts[i] for i in plans) + 1e-9
            assert [p for i, p in enumerate(calibrated) if i not in plans] == [
                p for i, p in enumerate(parts) if i not in plans]
            assert as_sum.value(sheet) == pytest.approx(
                plain_value(calibrated, DEFAULT_WEIGHTS), abs=1e-9)
            assert learnt.value(sheet) == DUEL_CALIBRATION.value(calibrated, empty)
            assert learnt.value(sheet) != pytest.approx(value, abs=1e-3)


def test_a_calibration_has_a_row_per_part_and_a_constant() -> None:
    with pytest.raises(ValueError, match="rows"):
        Calibration(((1.0, 0.0, 0.0),) * len(PARTS))


def test_the_fit_finds_a_calibration_back() -> None:
    """Totals made by a known calibration from varied parts are fitted back to it."""
    rng = random.Random(5)
    truth = Calibration(tuple((rng.uniform(-2, 2), rng.uniform(-2, 2), rng.uniform(-2, 2))
                              for _ in range(len(PARTS) + 1)))
    records = []
    for _ in range(400):
        parts = tuple(rng.uniform(0, 30) for _ in PARTS)
        empty = rng.random()
        records.append((parts, empty, truth.value(parts, empty)))
    found = fit(records, ridge=0.0)
    for row, expected in zip(found.coefficients, truth.coefficients, strict=True):
        assert row == pytest.approx(expected, abs=1e-6)


def _first_views() -> dict[int, SeatView]:
    """Seat 0's view of a new game, solo and standard with two and three players, by players."""
    return {players: seat_view(Game(setup(Mode.SOLO if players == 1 else Mode.STANDARD, False,
                                          players, 3)), 0)
            for players in (1, 2, 3)}


def test_strong_calibrates_two_player_games_only() -> None:
    strong = StrongPlayer()
    views = _first_views()
    assert strong._calibration(views[2]) is DUEL_CALIBRATION
    assert strong._calibration(views[1]) is None
    assert strong._calibration(views[3]) is None
    assert StrongPlayer(calibrated=False)._calibration(views[2]) is None
    assert StrongPlayer(calibrated=True)._calibration(views[3]) is DUEL_CALIBRATION


def test_strong_values_a_margin_with_others_and_in_duels_only_calibrated() -> None:
    views = _first_views()
    strong = StrongPlayer()
    assert not strong._margin(views[1])
    assert strong._margin(views[2])
    assert strong._margin(views[3])
    assert not StrongPlayer(calibrated=False)._margin(views[2])
    assert StrongPlayer(calibrated=False)._margin(views[3])
    assert not StrongPlayer(margin=False)._margin(views[3])
    assert StrongPlayer(margin=True)._margin(views[1])


def test_expected_total_is_calibrated_in_two_player_games() -> None:
    for players, calibration in ((1, None), (2, DUEL_CALIBRATION), (3, None)):
        game = Game(setup(Mode.SOLO if players == 1 else Mode.STANDARD, False, players, 4))
        view = seat_view(game, 0)
        expected = evaluator_for(view, calibration=calibration).value(view.sheet)
        assert expected_total(view, view.sheet) == expected
    plain_value = evaluator_for(view).value(view.sheet)
    assert expected_total(seat_view(Game(setup(Mode.STANDARD, False, 2, 4)), 0),
                          view.sheet) != plain_value


def test_the_fitting_script_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """A short run of the script prints its held-out errors and a row of three coefficients
    per part."""
    from scripts.research import fit_calibration

    fit_calibration.main(["--games", "5", "--seed", "7"])
    printed = capsys.readouterr().out
    assert "records from 5 games" in printed
    rows = [line for line in printed.splitlines() if line.startswith("    (")]
    assert len(rows) == len(PARTS) + 1
    assert all(len(line.split("#")[0].strip(" (),").split(",")) == 3 for line in rows)


def test_the_fitting_script_plays_the_variant_asked() -> None:
    """``--variant``: both alternates by seed (even seeds basic), else every game is the one
    variant asked."""
    basic = _game((8, 0.0, False, "basic"))
    assert _game((8, 0.0, False, "both")) == basic
    assert _game((8, 0.0, False, "advanced")) != basic

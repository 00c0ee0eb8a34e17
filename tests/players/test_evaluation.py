"""The evaluation: its realised part is the exact score; its pieces behave as described."""

from __future__ import annotations

import math
import random

import pytest

from tests.players.helpers import setup
from welcome_desktop.players import GreedyPlayer, SeatView, seat_view
from welcome_desktop.players.calibration import DUEL_CALIBRATION
from welcome_desktop.players.evaluation import PARTS, Evaluator
from welcome_desktop.players.greedy import evaluator_for
from welcome_desktop.players.options import fork
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.players.street_features import fill_chance
from welcome_desktop.players.track_odds import expected_track, poisson_tail
from welcome_desktop.rules import (
    PLANS,
    Action,
    BuildPool,
    Card,
    ClaimPlan,
    Effect,
    Game,
    Mode,
    Sheet,
    Write,
    score_sheet,
)
from welcome_desktop.rules.tables import PARK_VALUES, POOL_VALUES
from welcome_desktop.rules.turn import PlanCard, TurnContext


@pytest.mark.parametrize("mode", list(Mode))
def test_realised_is_the_score(mode: Mode) -> None:
    players = 1 if mode is Mode.SOLO else 3
    for seed in range(4):
        game = Game(setup(mode, seed % 2 == 0, players, seed))
        rng = random.Random(seed)
        while not game.over:
            for seat in range(players):
                play_random_turn(game.turn(seat), rng)
                game.confirm(seat)
            for seat in range(players):
                view = seat_view(game, seat) if not game.over else None
                others = [s.temps for i, s in enumerate(game.sheets) if i != seat]
                evaluator = Evaluator(game.plan_cards(), solo=players == 1,
                                      others_temps=others, turns_left=5)
                sheet = game.sheets[seat]
                assert evaluator.realised(sheet) == score_sheet(sheet, others).total
                if view is not None:
                    assert math.isfinite(evaluator_for(view).value(view.sheet))


def test_a_plan_met_counts_as_claimed() -> None:
    """A turn's options are valued before their claims: calibrated, a plan the sheet meets is
    valued as the claim the turn makes, as in the sheets the calibration was learnt from, not
    as an open plan (whose calibrated weight is far lower), and other plans cannot count its
    estates."""
    claimed, still_open = PARTS.index("plans claimed"), PARTS.index("plans open")
    checked = 0
    for seed in range(4):
        game = Game(setup(Mode.SOLO, False, 1, seed))
        rng = random.Random(seed)
        while not game.over:
            view = seat_view(game, 0)
            actions = GreedyPlayer().decide(view, rng)
            claims = tuple(a for a in actions if isinstance(a, ClaimPlan))
            if claims:
                evaluator = evaluator_for(view, calibration=DUEL_CALIBRATION)
                writes = tuple(a for a in actions if not isinstance(a, ClaimPlan))
                before, _ = evaluator.parts(fork(view.sheet, view.context, writes).sheet)
                after, _ = evaluator.parts(fork(view.sheet, view.context, (*writes, *claims)).sheet)
                assert before[claimed] == after[claimed] > 0
                # Claiming may only take estates from other plans' chances.
                assert before[still_open] >= after[still_open]
                checked += 1
            game.play_turn(0, actions)
    assert checked >= 4


def test_fill_chance_grows_with_spare_numbers() -> None:
    for houses in (1, 3, 8):
        chances = [fill_chance(houses, spare / 2, 0.8) for spare in range(-2 * houses, 20)]
        assert all(0.0 <= c <= 1.0 for c in chances)
        assert chances == sorted(chances)
    assert fill_chance(4, -4, 0.8) == 0.0


def test_tracks() -> None:
    assert expected_track(POOL_VALUES, 2, 0.0, 5) == POOL_VALUES[2]
    assert expected_track(POOL_VALUES, 2, 50.0, 9) == pytest.approx(POOL_VALUES[-1])
    assert expected_track(PARK_VALUES[0], 1, 50.0, 1) == pytest.approx(PARK_VALUES[0][2])
    assert poisson_tail(0, 0.0) == 1.0
    assert poisson_tail(3, 0.0) == 0.0
    assert poisson_tail(1, 1.0) == pytest.approx(1 - math.exp(-1))


def _decide(sheet: Sheet, offer: tuple[Card, ...]) -> list[Action]:
    """Greedy's turn for a solo seat with ``sheet`` and ``offer`` on the first turn."""
    plans = tuple(PLANS[pid] for pid in sheet.plan_ids)
    context = TurnContext(Mode.SOLO, False, offer,
                          (PlanCard(plans[0], False), PlanCard(plans[1], False),
                           PlanCard(plans[2], False)))
    view = SeatView(seat=0, mode=Mode.SOLO, advanced=False, turn_number=0, context=context,
                    sheets=(sheet,), cards_seen=(offer,), cards_remaining=78)
    return GreedyPlayer().decide(view, random.Random(0))


def test_greedy_writes_a_low_number_at_the_left() -> None:
    actions = _decide(Sheet(("1-A", "2-A", "3-A")),
                      (Card(1, Effect.PARK), Card(2, Effect.PARK), Card(1, Effect.PARK)))
    write = actions[1]
    assert isinstance(write, Write)
    assert write.house <= 1


def test_greedy_builds_the_pool_on_a_planned_pool_house() -> None:
    sheet = Sheet(("1-A", "2-A", "3-A"))
    actions = _decide(sheet, (Card(4, Effect.POOL), Card(5, Effect.POOL), Card(4, Effect.POOL)))
    assert isinstance(actions[2], BuildPool)

"""Computer seats share the server's time fairly: the games take turns (a queue per game),
so the computers of one game never hold up another's beyond one decision each."""

from __future__ import annotations

import asyncio

from tests.network.helpers import names
from welcome_desktop.network.server.fair_turns import (
    MIN_DECISION_S,
    ROUND_S,
    FairTurns,
    decision_budget,
)
from welcome_desktop.network.server.registry import GameRegistry
from welcome_desktop.records.savefile import PERSON, Seat
from welcome_desktop.rules import Mode, Setup


def test_the_games_take_turns() -> None:
    async def scenario() -> list[str]:
        turns = FairTurns(1)
        served: list[str] = []
        gate = asyncio.Event()

        async def decide(name: str) -> None:
            async with turns.turn(name[0]):
                served.append(name)
                await gate.wait()

        tasks = [asyncio.create_task(decide(name)) for name in ("A1", "A2", "A3", "A4")]
        await asyncio.sleep(0)
        tasks += [asyncio.create_task(decide(name)) for name in ("B1", "C1", "B2")]
        await asyncio.sleep(0)
        assert turns.waiting() == ["A", "B", "C"]
        gate.set()
        await asyncio.gather(*tasks)
        return served

    assert asyncio.run(scenario()) == ["A1", "B1", "C1", "A2", "B2", "A3", "A4"]


def test_quick_decisions_go_first() -> None:
    async def scenario() -> list[str]:
        turns = FairTurns(1)
        served: list[str] = []
        gate = asyncio.Event()

        async def decide(name: str) -> None:
            async with turns.turn(name[0], quick=name.endswith("q")):
                served.append(name)
                await gate.wait()

        tasks = [asyncio.create_task(decide(name)) for name in ("A1", "A2", "B1", "C1q")]
        await asyncio.sleep(0)
        gate.set()
        await asyncio.gather(*tasks)
        return served

    assert asyncio.run(scenario()) == ["A1", "C1q", "B1", "A2"]


def test_a_cancelled_wait_gives_its_turn_on() -> None:
    async def scenario() -> list[str]:
        turns = FairTurns(1)
        served: list[str] = []
        gate = asyncio.Event()

        async def decide(name: str) -> None:
            async with turns.turn(name[0]):
                served.append(name)
                await gate.wait()

        first = asyncio.create_task(decide("A1"))
        await asyncio.sleep(0)
        dropped = asyncio.create_task(decide("B1"))
        later = asyncio.create_task(decide("C1"))
        await asyncio.sleep(0)
        dropped.cancel()
        await asyncio.sleep(0)
        gate.set()
        await asyncio.gather(first, later)
        return served

    assert asyncio.run(scenario()) == ["A1", "C1"]


def test_twelve_computers_of_one_game_do_not_hold_up_another_games_computer() -> None:
    """A game of 12 strong seats asks for its turns first, then a person's game for its
    greedy seat's: the greedy seat (a quick decision) decides after the one under way at most
    (first come, first served, it waited for all twelve)."""
    async def scenario() -> int:
        registry = GameRegistry(None)
        strong = Seat(kind="strong", budget_s=0.2)
        crowd = registry.create(Setup(Mode.STANDARD, False, names(12), seed=1), [strong] * 12)
        person = registry.create(Setup(Mode.STANDARD, False, names(2), seed=2),
                                 [PERSON, Seat(kind="greedy")])
        creator, _ = person.session.reconnect(person.session.creator_token)
        person.session.start(creator)  # out of its lobby: its person is there
        registry.start_computers(crowd)
        registry.start_computers(person)
        async with asyncio.timeout(60):
            while not person.session.game.confirmed[1]:
                await asyncio.sleep(0)
        decided_before = sum(map(bool, crowd.session.game.confirmed))
        if crowd.session.turn > 0:
            decided_before = 12
        await registry.close()
        return decided_before

    assert asyncio.run(scenario()) <= 1


def test_a_strong_seat_thinks_for_its_share_when_many_games_wait() -> None:
    assert decision_budget(0.5, 1) == 0.5
    assert decision_budget(0.5, 4) == 0.5
    assert decision_budget(0.5, 20) == ROUND_S / 20
    assert decision_budget(0.5, 10_000) == MIN_DECISION_S

"""The computer seats' worker: each computer turn a game waits for, decided on the computer
threads (the games in turn, :mod:`fair_turns`) off the event loop, then applied to its game."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any

from welcome_desktop.network.host.computer import ComputerJob, computer_turn
from welcome_desktop.network.host.session import Outcome
from welcome_desktop.network.protocol.intents import IntentRefused
from welcome_desktop.network.server.fair_turns import FairTurns, decision_budget
from welcome_desktop.network.server.hosted_game import HostedGame
from welcome_desktop.rules.actions import Action


class ComputerSeats:
    """Plays the computer seats of every game of a server on ``threads`` threads.

    ``spawn`` runs a coroutine in the background, ``after`` is what follows a change of a
    game (its computer turn applied), ``failed`` is told a line when a computer fails."""

    def __init__(self, threads: int, delay_s: float,
                 spawn: Callable[[Coroutine[Any, Any, None]], None],
                 after: Callable[[HostedGame, Outcome], Awaitable[None]],
                 failed: Callable[[str], None]) -> None:
        self.delay_s = delay_s
        self._threads: Executor = ThreadPoolExecutor(threads, "computer-seat")
        #: The games take turns on the computer threads (a queue per game).
        self.turns = FairTurns(threads)
        self._spawn = spawn
        self._after = after
        self._failed = failed

    def start(self, hosted: HostedGame) -> None:
        """Start, off the event loop, every computer turn the game waits for."""
        session = hosted.session
        if session.over or hosted.expired:
            return
        for seat in session.pending_computer_seats():
            if seat in hosted.computing:
                continue
            try:
                job = session.computer_job(seat)
            except IntentRefused:
                continue
            hosted.computing.add(seat)
            self._spawn(self._play(hosted, job))

    async def _play(self, hosted: HostedGame, job: ComputerJob) -> None:
        loop = asyncio.get_running_loop()
        if self.delay_s > 0:
            # A window's host shares its interpreter (and its lock) with the window: the views
            # of a new turn are sent and drawn first, then the computers think.
            await asyncio.sleep(self.delay_s)
        try:
            quick = job.budget_s is None  # easy, greedy: milliseconds
            async with self.turns.turn(hosted.game_id, quick=quick):
                if hosted.expired:
                    return
                if job.budget_s is not None:
                    games = len(self.turns.waiting()) + 1
                    job = dataclasses.replace(job, budget_s=decision_budget(job.budget_s, games))
                actions: list[Action] = await loop.run_in_executor(self._threads,
                                                                   computer_turn, job)
        except Exception as error:  # a player's bug must not stop the server
            self._failed(f"game {hosted.game_id}: the computer of seat {job.seat} failed: "
                         f"{type(error).__name__}: {error}")
            hosted.computing.discard(job.seat)
            return
        hosted.computing.discard(job.seat)
        try:
            outcome = hosted.session.apply_computer_turn(job, actions)
        except IntentRefused:
            outcome = Outcome()  # the turn moved on meanwhile: the result is dropped
        await self._after(hosted, outcome)

    def close(self) -> None:
        """Stop the threads, dropping the decisions not begun."""
        self._threads.shutdown(wait=False, cancel_futures=True)

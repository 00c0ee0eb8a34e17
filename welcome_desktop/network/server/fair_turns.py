"""The computer players' time shared fairly between games: a queue per game, served in turn.

A server decides its computer seats' turns on a few worker threads. Taken first come, first
served, one game with twelve strong seats (or twenty such games) would make every other game's
computer wait for all of theirs. Here each game waits in its own queue and the games take turns:
a free worker goes to the game after the one it served last, so a game's computer waits for at
most one decision of each other game that has one waiting. Quick decisions (the easy and
greedy players, a few milliseconds each) go before the others, so they wait for the decision
under way at most. And each decision has a time budget (:func:`decision_budget`): when many
games wait, a strong seat thinks for its share of :data:`ROUND_S` only (such a turn then
depends on the load, not only on the game's seed; in a 12-seat game a strong decision costs
more than its budget anyway, its set-up does not count).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncIterator
from typing import Final

#: Seconds one decision of each waiting game may take together: a strong seat's budget
#: shrinks to its share when many games wait...
ROUND_S: Final = 2.0
#: ...but never below this (a strong player still plays, if less deep).
MIN_DECISION_S: Final = 0.05


def decision_budget(budget_s: float, games_waiting: int) -> float:
    """The budget of a decision worth ``budget_s`` when ``games_waiting`` games (this one
    included) wait for the computer threads."""
    return max(MIN_DECISION_S, min(budget_s, ROUND_S / max(1, games_waiting)))


class FairTurns:
    """``slots`` decisions at a time, handed to the waiting games in turn."""

    def __init__(self, slots: int = 1) -> None:
        self._free = slots
        #: The games waiting, in the order they are served (a dict keeps its order); each
        #: with its decisions waiting, first come first served within the game.
        self._waiting: dict[str, deque[asyncio.Future[None]]] = {}
        #: The quick decisions waiting, served before the games' queues.
        self._quick: deque[asyncio.Future[None]] = deque()
        #: The game whose queue was served last (it goes after the others next time).
        self._last: str | None = None

    @contextlib.asynccontextmanager
    async def turn(self, game_id: str, *, quick: bool = False) -> AsyncIterator[None]:
        """Wait for a slot given to ``game_id`` in its turn (``quick``: a decision of a few
        milliseconds, served before the others); hold it meanwhile."""
        if self._free > 0 and not self._waiting and not self._quick:
            self._free -= 1
            if not quick:
                self._last = game_id
        else:
            granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            if quick:
                self._quick.append(granted)
            else:
                self._waiting.setdefault(game_id, deque()).append(granted)
            try:
                await granted
            except asyncio.CancelledError:
                if granted.done() and not granted.cancelled():
                    self._release()  # given just as it was cancelled: pass it on
                else:
                    self._withdraw(game_id, granted)
                raise
        try:
            yield
        finally:
            self._release()

    def waiting(self) -> list[str]:
        """The games waiting, in the order they will be served (one entry a game)."""
        return list(self._waiting)

    def _withdraw(self, game_id: str, granted: asyncio.Future[None]) -> None:
        with contextlib.suppress(ValueError):
            self._quick.remove(granted)
        queue = self._waiting.get(game_id)
        if queue is not None:
            with contextlib.suppress(ValueError):
                queue.remove(granted)
            if not queue:
                del self._waiting[game_id]

    def _release(self) -> None:
        while self._quick:
            granted = self._quick.popleft()
            if not granted.done():
                granted.set_result(None)
                return
        last = self._last
        if len(self._waiting) > 1 and last is not None and next(iter(self._waiting)) == last:
            self._waiting[last] = self._waiting.pop(last)  # the others first
        while self._waiting:
            game_id = next(iter(self._waiting))
            queue = self._waiting.pop(game_id)
            granted = queue.popleft()
            if queue:
                self._waiting[game_id] = queue  # to the back: the other games go first
            if not granted.done():
                granted.set_result(None)
                self._last = game_id
                return
        self._free += 1

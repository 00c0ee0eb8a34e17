"""The computer players' time shared fairly between games: a queue per game, served in turn.

A server decides its computer seats' turns on a few worker threads. Taken first come, first
served, one game with twelve strong seats (or twenty such games) would make every other game's
computer wait for all of theirs. Here each game waits in its own queue and the games take turns:
a free worker goes to the game after the one it served last, so a game's computer waits for at
most one decision of each other game that has one waiting. And each decision has a time budget
(:func:`decision_budget`): when many games wait, a strong seat thinks for its share of
:data:`ROUND_S` only, so one round over every waiting game stays within a few seconds (such a
turn then depends on the load, not only on the game's seed).
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

    @contextlib.asynccontextmanager
    async def turn(self, game_id: str) -> AsyncIterator[None]:
        """Wait for a slot given to ``game_id`` in its turn; hold it meanwhile."""
        if self._free > 0 and not self._waiting:
            self._free -= 1
        else:
            granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self._waiting.setdefault(game_id, deque()).append(granted)
            try:
                await granted
            except asyncio.CancelledError:
                if granted.done() and not granted.cancelled():
                    self._release(game_id)  # given just as it was cancelled: pass it on
                else:
                    self._withdraw(game_id, granted)
                raise
        try:
            yield
        finally:
            self._release(game_id)

    def waiting(self) -> list[str]:
        """The games waiting, in the order they will be served (one entry a game)."""
        return list(self._waiting)

    def _withdraw(self, game_id: str, granted: asyncio.Future[None]) -> None:
        queue = self._waiting.get(game_id)
        if queue is not None:
            with contextlib.suppress(ValueError):
                queue.remove(granted)
            if not queue:
                del self._waiting[game_id]

    def _release(self, served: str) -> None:
        if len(self._waiting) > 1 and next(iter(self._waiting)) == served:
            self._waiting[served] = self._waiting.pop(served)  # the others first
        while self._waiting:
            game_id = next(iter(self._waiting))
            queue = self._waiting.pop(game_id)
            granted = queue.popleft()
            if queue:
                self._waiting[game_id] = queue  # to the back: the other games go first
            if not granted.done():
                granted.set_result(None)
                return
        self._free += 1

"""Computer seats inside the host: a detached job and the pure function that decides it.

The session makes a :class:`ComputerJob` (a copy of what the seat may know, nothing of the
game); :func:`computer_turn` decides it anywhere (a worker thread of the server) and the
session applies the result if the turn has not moved on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from welcome_desktop.players import make_player
from welcome_desktop.players.view import SeatView
from welcome_desktop.rules.actions import Action


@dataclass(frozen=True, slots=True)
class ComputerJob:
    """One computer turn to decide: the seat, the turn, the player's level (and the strong
    player's budget) and the seat's view; ``rng_key`` seeds its random choices, so that the
    same game gives the same turn (also after a restart)."""

    seat: int
    turn: int
    level: str
    budget_s: float | None
    view: SeatView
    rng_key: str


def rng_key(seed: int | None, seat: int, turn: int) -> str:
    """The key of ``seat``'s computer turn ``turn`` in a game of ``seed`` (None: a game dealt
    from an explicit deck): a seat's turns are the same whenever they are decided."""
    return f"welcome-desktop/network/{'deck' if seed is None else seed}/{seat}/{turn}"


def job_rng(key: str) -> random.Random:
    """The random source of one computer turn."""
    return random.Random(key)


def computer_turn(job: ComputerJob) -> list[Action]:
    """The complete turn the job's player chooses (from the start of the turn)."""
    if job.budget_s is not None:
        player = make_player(job.level, job.budget_s)
    else:
        player = make_player(job.level)
    return player.decide(job.view, job_rng(job.rng_key))

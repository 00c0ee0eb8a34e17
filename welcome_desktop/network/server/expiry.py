"""When games nobody plays leave the server: the expiry's durations, and the refusal of a
full server that says when room frees up."""

from __future__ import annotations

import math
from typing import Final

#: Unfinished games one server holds at most (each costs memory); creating more is refused.
MAX_GAMES: Final = 5000
#: Seconds at most a finished game stays in memory while its players look at the result (it
#: leaves as soon as they have all left, and counts against no limit meanwhile).
FINISHED_LINGER: Final = 600.0
#: Seconds without anyone connected after which a game none of whose turns resolved expires...
UNSTARTED_EXPIRY_S: Final = 3600.0
#: ...and a game that started (abandoned: its save goes to the history).
ABANDONED_EXPIRY_S: Final = 7 * 86400.0
#: Seconds after a start before a stored game may expire: its players get the time to come back
#: (a window hosting its game again says hello at once).
STORED_GRACE_S: Final = 60.0
#: Seconds between two passes over the history (the records past their retention leave).
TIDY_EVERY_S: Final = 3600.0


class ServerFull(ValueError):
    """The server holds :data:`MAX_GAMES` games; ``retry_after``: seconds until one expires
    (None: room frees up only as games end)."""

    def __init__(self, message: str, retry_after: int | None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def expires_at(idle_since: float, started: bool) -> float:
    """When (``time.time()``) a game idle since ``idle_since`` expires if nobody connects."""
    return idle_since + (ABANDONED_EXPIRY_S if started else UNSTARTED_EXPIRY_S)


def server_full(max_games: int, soonest: float | None, now: float) -> ServerFull:
    """The refusal of a server holding ``max_games`` games, the first unattended one expiring
    at ``soonest`` (None: every game is in play)."""
    if soonest is None:
        return ServerFull(f"this server holds {max_games} games, all in play: room "
                          "frees up as they end; try another server", None)
    wait = max(1, math.ceil(soonest - now))
    return ServerFull(f"this server holds {max_games} games: room frees up in "
                      f"{_duration(wait)}, when the first unattended one expires", wait)


def _duration(seconds: int) -> str:
    """``seconds`` as a person reads it: "45 s", "12 min", "3 h"."""
    if seconds < 120:
        return f"{seconds} s"
    if seconds < 2 * 3600:
        return f"{math.ceil(seconds / 60)} min"
    return f"{math.ceil(seconds / 3600)} h"

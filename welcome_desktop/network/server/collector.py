"""The garbage collector of a process that is a server (``welcome-desktop serve``).

Python's collector stops everything while it walks the objects it tracks. Its young passes are
short, but a pass over the oldest generation walks every game a server holds: with 200 games,
70 to 170 ms during which no game is answered, every half minute or so under load (profiled with
``tests/benchmarks/bench_host.py``). A server process therefore makes those passes rare: the
oldest generation is collected every :data:`FULL_PASS_EVERY` seconds, at a moment of its
choosing, never on the way of an allocation. Objects that refer to one another and are dropped
(a closed connection's) wait at most that long to be freed; everything else is freed by its
reference count at once, as before.

An application that embeds a server (the window that hosts a game) keeps its own settings: this
is for a process that is nothing but a server.
"""

from __future__ import annotations

import asyncio
import gc
from typing import Final

#: Seconds between the passes over the oldest generation.
FULL_PASS_EVERY: Final = 600.0
#: The oldest generation's threshold: young passes before it is collected on its own (never, in
#: practice: the timer comes first).
RARE: Final = 1_000_000


def make_full_passes_rare() -> tuple[int, int, int]:
    """Collect the oldest generation only when :func:`full_passes` says so; the thresholds
    before (to restore them)."""
    before = gc.get_threshold()
    gc.set_threshold(before[0], before[1], RARE)
    return before


async def full_passes(every: float = FULL_PASS_EVERY) -> None:
    """Collect every generation each ``every`` seconds, until cancelled."""
    while True:
        await asyncio.sleep(every)
        gc.collect()

"""The server process's collector: the oldest generation collected on a timer only."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import weakref

from welcome_desktop.network.server import collector


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def test_full_passes_are_rare_until_restored() -> None:
    before = gc.get_threshold()
    try:
        assert collector.make_full_passes_rare() == before
        assert gc.get_threshold() == (before[0], before[1], collector.RARE)
    finally:
        gc.set_threshold(*before)
    assert gc.get_threshold() == before


def test_the_timer_frees_what_only_refers_to_itself() -> None:
    async def scenario() -> bool:
        first, second = Node(), Node()
        first.other, second.other = second, first
        gone = weakref.ref(first)
        del first, second
        assert gone() is not None  # a cycle: its reference counts never reach zero
        task = asyncio.get_running_loop().create_task(collector.full_passes(every=0.01))
        for _ in range(100):
            await asyncio.sleep(0.01)
            if gone() is None:
                break
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        return gone() is None

    was_enabled = gc.isenabled()
    gc.disable()  # only the timer's passes
    try:
        assert asyncio.run(scenario())
    finally:
        if was_enabled:
            gc.enable()

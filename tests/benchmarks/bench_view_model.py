"""What reading a view through its model costs a client (prints figures, asserts nothing).

For a 4-seat and a 12-seat game (mid-game, a seat's view with its turn in progress; and the
final view with the whole record), per view: the size of its JSON text, ``json.loads`` of that
text (what every client did before the model), and ``read_view`` of the parsed view (the
model's strict check, what a client adds now). The host builds the same dicts as before: no
cost there (``bench_host`` measures it).

    .venv/bin/python -m tests.benchmarks.bench_view_model            # about ten seconds
    .venv/bin/python -m tests.benchmarks.bench_view_model --repeat 5000
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable
from functools import partial

from tests.network.helpers import Table, finish_turn, joined, names, play_opening
from welcome_desktop.network.host.session import HostSession
from welcome_desktop.network.protocol.view_model import read_view
from welcome_desktop.rules import Mode, Setup


def _per_call_us(work: Callable[[], object], repeat: int) -> float:
    """The median over five batches of ``repeat`` calls, in microseconds a call."""
    batches = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            work()
        batches.append((time.perf_counter() - start) / repeat * 1e6)
    return statistics.median(batches)


def _game(players: int, over: bool) -> HostSession:
    session, members = joined(Setup(Mode.STANDARD, True, names(players), seed=11,
                                    sheet="ice-cream"))
    if over:
        table = Table(session, members, ())
        while not session.over:
            for seat in range(players):
                if not session.game.confirmed[seat] and not session.over:
                    finish_turn(table, seat)
    else:
        play_opening(session, members, 8)
        session.handle(members[0], {"type": "act", "turn": session.turn,
                                    "action": session.view(0)["own"]["placements"][0]["choose"]
                                    if session.view(0)["own"] else "C0"})
    return session


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1000, help="views read per batch")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    for players in (4, 12):
        for over in (False, True):
            text = _game(players, over).view_text(0)
            parsed = json.loads(text)
            loads = _per_call_us(partial(json.loads, text), args.repeat)
            model = _per_call_us(partial(read_view, parsed), args.repeat)
            what = "final view" if over else "mid-game view"
            print(f"{players:>2} seats, {what:<13} {len(text) / 1024:6.1f} KiB: json.loads "
                  f"{loads:7.1f} us, read_view {model:7.1f} us (+{100 * model / loads:.0f} %)",
                  flush=True)


if __name__ == "__main__":
    main()

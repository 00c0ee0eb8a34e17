"""Benchmark of the host session alone (no sockets): what one intent costs the host, a
view's size, a 12-seat turn's resolution, memory per game. Prints figures; asserts nothing.

Run: ``.venv/bin/python -m tests.benchmarks.bench_session [--games N]``. One process. The
transport's figures (clients on localhost, 200 games) are in ``bench_host.py``.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import time
import tracemalloc
from collections.abc import Sequence

from tests.network.helpers import easy_turn, joined, names, play_intent, step_intent
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member
from welcome_desktop.rules import Mode, Setup


def _ms(values: Sequence[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return (f"median {statistics.median(ordered) * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms "
            f"({len(ordered)} samples)")


def intent_to_view(players: int, games: int) -> None:
    """A person's step (act, undo or redo) and the new view of that seat, serialised; and a
    refused step (the refusal is all that goes back)."""
    times: list[float] = []
    refused: list[float] = []
    sizes: list[int] = []
    for game_index in range(games):
        session, members = joined(Setup(Mode.STANDARD, True, names(players), seed=game_index))
        rng = random.Random(game_index)
        while not session.over:
            for member in members:
                seat = member.seat
                assert seat is not None
                for _ in range(4):
                    intent = step_intent(session.view(seat), session.turn, rng)
                    began = time.perf_counter()
                    try:
                        session.handle(member, intent)
                    except IntentRefused:
                        refused.append(time.perf_counter() - began)
                        continue
                    sizes.append(len(json.dumps(session.view(seat))))
                    times.append(time.perf_counter() - began)
                _finish(session, member)
                if session.over:
                    break
    print(f"{players} players, intent -> that seat's view as JSON: {_ms(times)}; a refused "
          f"intent: {_ms(refused)}; view size median {statistics.median(sizes) / 1024:.1f} KiB, "
          f"largest {max(sizes) / 1024:.1f} KiB")


def _finish(session: HostSession, member: Member) -> None:
    seat = member.seat
    assert seat is not None
    if session.over or session.game.confirmed[seat]:
        return
    while True:
        try:
            session.handle(member, {"type": "undo", "turn": session.turn})
        except IntentRefused:
            break
    session.handle(member, play_intent(session, easy_turn(session.game, seat, "bench")))


def resolution(players: int, turns: int) -> None:
    """The confirmation that resolves a turn, and then every seat's new view, serialised."""
    session, members = joined(Setup(Mode.STANDARD, True, names(players), seed=3))
    resolve: list[float] = []
    views: list[float] = []
    confirms: list[float] = []
    for _ in range(turns):
        if session.over:
            break
        for member in members[:-1]:
            assert member.seat is not None
            line = easy_turn(session.game, member.seat, "bench")
            began = time.perf_counter()
            session.handle(member, play_intent(session, line))
            for seat in [*range(players), None]:
                json.dumps(session.view(seat))
            confirms.append(time.perf_counter() - began)
        last = members[-1]
        assert last.seat is not None
        intent = play_intent(session, easy_turn(session.game, last.seat, "bench"))
        began = time.perf_counter()
        session.handle(last, intent)
        middle = time.perf_counter()
        for seat in [*range(players), None]:
            json.dumps(session.view(seat))
        resolve.append(middle - began)
        views.append(time.perf_counter() - middle)
    print(f"{players}-seat turn: the resolving confirmation {_ms(resolve)}; then all "
          f"{players} views and a spectator's as JSON {_ms(views)}; a seat's whole turn "
          f"confirmed without resolving, then every view as JSON {_ms(confirms)}")


def memory(players: int, games: int) -> None:
    """Memory held per session in the middle of a game (tracemalloc)."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    sessions = []
    for index in range(games):
        session, members = joined(Setup(Mode.STANDARD, True, names(players), seed=index))
        for _ in range(10):
            for member in members:
                _finish(session, member)
        sessions.append(session)
    gc.collect()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    grown = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    print(f"memory: {grown / games / 1024:.0f} KiB per {players}-player session after 10 "
          f"turns ({games} sessions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    for players in (2, 4, 12):
        intent_to_view(players, args.games if players < 12 else 1)
    resolution(12, 20)
    resolution(4, 20)
    memory(4, 20)


if __name__ == "__main__":
    main()

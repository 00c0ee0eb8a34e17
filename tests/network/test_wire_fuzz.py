"""A fuzz over the wire: thousands of hostile frames from several connections to a live
server holding games in progress. The server keeps running, never fails inside, answers
every refused frame with an error, and every game stays replayable from its save."""

from __future__ import annotations

import asyncio
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from tests.network.wire import create_game, first_turn, join_all, live_server, saved_game
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.protocol.messages import CLIENT_MESSAGES
from welcome_desktop.network.protocol.wire import encode
from welcome_desktop.network.server.budgets import Budgets
from welcome_desktop.network.server.connection import Limits
from welcome_desktop.rules.record import record_of

FRAMES_PER_CLIENT = 700
TOKENS = ["C0", "C1", "C2", "C0/1", "C2/1", "C1/0", "W0.3=5", "W2.11=17", "W1.4=-1", "X", "S",
          "T", "P0", "P2", "O0.2", "F1.4", "E3", "E9", "B0.4<5", "R1.4", "K1-C@0.0+3",
          "K2-G", "H", "DL", "DR", "Z", "W9.9=9", "K9-Z", "C3", "C0/0", "", "  ", "W0.0=99"]
VALUES: list[Any] = [None, True, False, 0, -1, 1, 7, 2**53, 2**64, -(2**70), 1.5, 1e308, "",
                     "x", "C1", "é" * 50, "\u0000", "\ud800" * 0 + "🏠", [], [1, 2], {},
                     {"seat": 1}, ["person", "nobody"], "a" * 2000]


def hostile_frame(rng: random.Random, seq: int, view: dict[str, Any] | None) -> str | bytes:
    """One hostile (or occasionally legal) frame."""
    turn = view["turn"] if view else 0
    roll = rng.random()
    if roll < 0.08:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
    if roll < 0.14:
        text = json.dumps({"v": 1, "type": "act", "seq": seq, "turn": turn, "action": "C0"})
        cut = rng.randrange(len(text))
        return text[:cut] + rng.choice(["", "}", "]", ",", "\\", '"', "{{", "NaN"])
    if roll < 0.30:  # a known type with random fields
        kind = rng.choice(list(CLIENT_MESSAGES))
        fields = {name: rng.choice(VALUES) for name in rng.sample(
            [*CLIENT_MESSAGES[kind], "seat", "player", "v2", "turn"], rng.randrange(0, 4))}
        return json.dumps({"v": rng.choice([1, 1, 1, 2, 0, "1", None]), "type": kind,
                           "seq": rng.choice([seq, seq, 0, -1, "x", 2**60]), **fields})
    if roll < 0.40:
        return encode(rng.choice(["steal", "", "HELLO", "act ", "view", "welcome"]), seq,
                      turn=turn)
    if roll < 0.75:  # intents of random notation, for this turn or another
        line = " ".join(rng.choice(TOKENS) for _ in range(rng.randrange(1, 6)))
        kind = rng.choice(["act", "play", "undo", "redo", "confirm"])
        fields: dict[str, Any] = {"turn": rng.choice([turn, turn, turn, turn + 1, turn - 1, 0])}
        if kind == "act":
            fields["action"] = line
        elif kind == "play":
            fields["actions"] = line
        fields["turn"] = max(fields["turn"], 0)
        if rng.random() < 0.1:
            fields["seat"] = rng.randrange(4)  # forged
        return encode(kind, seq, **fields)
    if roll < 0.80:
        return encode("hand_over", seq, seat=rng.randrange(5), level=rng.choice(
            ["greedy", "easy", "god"]))
    if roll < 0.85:
        return encode("hello", seq, code=rng.choice(["", "x.y", "abc", "0" * 30 + ".A"]))
    if roll < 0.86:
        return encode("act", seq, turn=turn, action="C0" * 40_000)  # oversized: closed
    if roll < 0.95 and view is not None and view.get("own") and not view["own"]["confirmed"]:
        return encode("play", seq, turn=turn, actions=first_turn(view))  # the game goes on
    return encode(rng.choice(["ping", "sync"]), seq)


async def fuzz_client(client: HostClient, rng: random.Random, counts: Counter[str]) -> None:
    seq = 1000
    for _ in range(FRAMES_PER_CLIENT):
        seq += 1
        frame = hostile_frame(rng, seq, client.view)
        try:
            await client.send_raw(frame)
            counts["sent"] += 1
            while True:  # read what is there, without waiting for an answer to each frame
                message = await client.receive(0.002 if rng.random() < 0.9 else 0.05)
                counts[str(message.fields.get("code", message.type))] += 1
        except TimeoutError:
            continue
        except HostError:
            counts["reconnects"] += 1
            await client.reconnect()
            seq = 1000


def test_thousands_of_hostile_frames_leave_the_server_running_and_games_replayable(
        tmp_path: Path) -> None:
    limits = Limits(rate=100_000, burst=100_000, flood_close=10**9,
                    failures_per_connection=10**9, max_queue=100_000)
    budgets = Budgets(free_wrong_per_address=10**9, free_wrong_per_game=10**9)
    counts: Counter[str] = Counter()

    async def scenario() -> None:
        async with live_server(tmp_path, limits, budgets=budgets) as (server, url):
            tables = [await create_game(url, seats, mode) for seats, mode in (
                (["person", "person", "greedy"], "standard"), (["person"], "solo"),
                (["person", "person"], "expert"))]
            clients = [client for _, created in tables
                       for client in await join_all(url, created["codes"])]
            await asyncio.gather(*(fuzz_client(client, random.Random(index), counts)
                                   for index, client in enumerate(clients)))
            assert server.registry.internal_errors == 0, server.lines
            # The server still serves: a new game is created and joined.
            _, created = await create_game(url, ["person"], "solo")
            (fresh,) = await join_all(url, created["codes"])
            assert fresh.view is not None and fresh.view["turn"] == 0
            for _, created in tables:
                found = server.registry.find(created["creator_token"])
                assert found is not None
                hosted = found[0]
                await server.registry.save(hosted)
                saved = saved_game(tmp_path, created["game"])
                assert record_of(saved) == record_of(hosted.session.game)

    asyncio.run(scenario())
    assert counts["sent"] >= 3000
    assert counts["internal"] == 0
    refused = sum(n for code, n in counts.items() if code not in ("sent", "view", "pong",
                                                                  "reconnects"))
    assert refused > counts["sent"] // 2, counts

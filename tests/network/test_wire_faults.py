"""Injected faults against a live server on 127.0.0.1 (port 0), real sockets, no mocks:
malformed, mistyped, forged, stale, other-version and oversized messages, floods, wrong codes,
a client that stops reading, a connection dropped mid-turn."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tests.network.wire import (
    create_game,
    first_turn,
    join_all,
    live_server,
    plain_placement,
    wait_view,
)
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.protocol.wire import encode
from welcome_desktop.network.server.budgets import Budgets
from welcome_desktop.network.server.connection import Limits


async def error_of(client: HostClient, frame: str | bytes) -> dict[str, Any]:
    """Send ``frame`` as it is; the error the server answers with."""
    await client.send_raw(frame)
    async with asyncio.timeout(10):
        while True:
            message = await client.receive()
            if message.type == "error":
                return message.fields


async def answers_ping(client: HostClient) -> bool:
    """The server still answers ``client`` (views on the way are skipped)."""
    await client.send("ping")
    async with asyncio.timeout(10):
        while (await client.receive()).type != "pong":
            pass
    return True


def digest(server: Any, game_id: str) -> str:
    return str(server.registry.games[game_id].session.state_digest())


def test_bad_messages_get_a_clear_error_and_change_nothing(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (server, url):
            creator, created = await create_game(url, ["person", "person"])
            first, _ = await join_all(url, created["codes"])
            game_id = created["game"]
            before = digest(server, game_id)
            seq = first.seq
            cases: list[tuple[str | bytes, str]] = [
                ("not json at all", "not_json"),
                (b"\xff\xfe\x00", "binary_frame"),
                (encode("ping", 99).encode(), "binary_frame"),  # text only, even valid JSON
                ("[1, 2]", "not_object"),
                ('{"v": 1, "type": "act", "seq": 99, "turn": 0, "turn": 1, "action": "C0"}',
                 "not_json"),
                ('{"v": 1, "type": "act", "seq": 99, "turn": NaN, "action": "C0"}', "not_json"),
                ('{"v": 1, "type": "act", "seq": 99, "turn": ' + "[" * 50 + "]" * 50 + "}",
                 "too_deep"),
                ('{"v": 1, "seq": 99}', "bad_type"),
                (encode("steal", 99), "unknown_type"),
                ('{"v": 1, "type": "act", "seq": 99, "turn": "0", "action": "C0"}',
                 "bad_field"),
                ('{"v": 1, "type": "act", "seq": 99, "turn": true, "action": "C0"}',
                 "bad_field"),
                (encode("act", 99, turn=0), "bad_field"),
                (encode("act", "1"), "bad_seq"),  # type: ignore[arg-type]
                # A forged seat: the seat comes from the connection, a field naming one is
                # refused whole.
                (encode("act", 99, turn=0, action="C0", seat=1), "bad_field"),
                (encode("confirm", 99, turn=0, player=1), "bad_field"),
                # Stale: a turn that is not the one in progress, a sequence number seen.
                (encode("act", seq + 1, turn=7, action="C0"), "stale_turn"),
                (encode("act", seq + 1, turn=0, action="C0"), "stale_seq"),
                (encode("act", seq + 2, turn=0, action="Z9"), "not_an_action"),
                (encode("act", seq + 3, turn=0, action="W0.0=99"), ""),  # a rule's refusal
                (encode("hello", seq + 4, code=created["codes"][1]), "already_joined"),
                (encode("hand_over", seq + 5, seat=1, level="greedy"), "not_creator"),
            ]
            for frame, code in cases:
                answer = await error_of(first, frame)
                if code:
                    assert answer["code"] == code, (frame, answer)
                else:
                    assert answer["code"] not in ("internal", "bad_field"), answer
                assert isinstance(answer["message"], str) and answer["message"]
                assert "\n" not in answer["message"]
                assert digest(server, game_id) == before, frame
            # The connection still works.
            first.seq = seq + 10
            assert await answers_ping(first)
            assert server.registry.internal_errors == 0
            await creator.close()

    asyncio.run(scenario())


def test_every_error_answers_the_seq_it_could_read(tmp_path: Path) -> None:
    """An error names the message it refuses (``reply_to``) whenever its ``seq`` could be
    read, so that a client waiting for that answer gets it: a mistyped field, an unknown type,
    a message dropped for the rate; none when nothing could be read (not JSON, a binary frame,
    which is refused unread)."""
    limits = Limits(rate=1, burst=5, flood_close=1000)

    async def scenario() -> None:
        async with live_server(tmp_path, limits) as (_, url):
            client = HostClient(url)
            await client._open()
            cases: list[tuple[str | bytes, str, int | None]] = [
                (encode("hello", 5, token=5), "bad_field", 5),
                (encode("steal", 6), "unknown_type", 6),
                ('{"v": 1, "type": "hello", "seq": 7, "code": "x", "client": ["a"]}',
                 "bad_field", 7),
                ("not json", "not_json", None),
                (encode("ping", 8).encode(), "binary_frame", None),
            ]
            for frame, code, seq in cases:
                answer = await error_of(client, frame)
                assert (answer["code"], answer["reply_to"]) == (code, seq), (frame, answer)
            # A flood: each message dropped for the rate is answered, naming it.
            for seq in range(20, 30):
                await client.send_raw(encode("ping", seq))
            answered: dict[int, str] = {}
            async with asyncio.timeout(10):
                while len(answered) < 10:
                    message = await client.receive()
                    answered[message.fields["reply_to"]] = str(
                        message.fields.get("code", message.type))
            assert set(answered) == set(range(20, 30))
            assert "rate_limited" in answered.values()
            await client.close()

    asyncio.run(scenario())


def test_a_mistyped_string_field_is_told_to_be_a_string(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            client = HostClient(url)
            await client._open()
            answer = await error_of(client, encode("hello", 1, token=5))
            assert answer["message"] == "the field 'token' of a hello message is a string"
            answer = await error_of(client, encode("hello", 2, code="x" * 1001))
            assert "at most 1000 characters (this one has 1001)" in answer["message"]
            answer = await error_of(client, encode("create", 3, mode="solo", seats=[1]))
            assert answer["message"].endswith("a list of at most 12 strings")
            await client.close()

    asyncio.run(scenario())


def test_another_version_is_refused_naming_both_versions(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            for version in (0, 2):
                async with connect(url) as websocket:
                    await websocket.send(
                        f'{{"v": {version}, "type": "hello", "seq": 1, "code": "x.y"}}')
                    answer = await websocket.recv()
                    assert '"code":"version"' in str(answer)
                    assert '"reply_to":1' in str(answer)
                    assert f"version {version}" in str(answer) and "version 1" in str(answer)
                    with pytest.raises(Exception, match="1002"):
                        await asyncio.wait_for(websocket.recv(), 10)

    asyncio.run(scenario())


def test_an_oversized_message_is_refused_and_the_game_goes_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (server, url):
            _, created = await create_game(url, ["person", "person"])
            first, second = await join_all(url, created["codes"])
            before = digest(server, created["game"])
            await first.send("act", turn=0, action="C0" + " " * 70_000)
            with pytest.raises(HostError, match="closed"):
                await wait_view(first, lambda view: False)
            assert digest(server, created["game"]) == before
            assert await answers_ping(second)

    asyncio.run(scenario())


def test_a_flood_is_rate_limited_then_closed_and_others_play_on(tmp_path: Path) -> None:
    limits = Limits(rate=5, burst=10, flood_close=60)

    async def scenario() -> None:
        async with live_server(tmp_path, limits) as (_, url):
            _, created = await create_game(url, ["person", "person"])
            flooder, other = await join_all(url, created["codes"])
            for _ in range(40):
                await flooder.send("ping")
            kinds: list[str] = []
            async with asyncio.timeout(10):
                while len(kinds) < 12:
                    message = await flooder.receive()
                    kinds.append(str(message.fields.get("code", message.type)))
            assert "pong" in kinds and "rate_limited" in kinds
            with pytest.raises(HostError, match="closed"):
                for _ in range(200):
                    await flooder.send("ping")
                    await asyncio.sleep(0)
                async with asyncio.timeout(10):
                    while True:
                        await flooder.receive()
            assert await answers_ping(other)

    asyncio.run(scenario())


def test_wrong_codes_are_slowed_then_the_connection_closed(tmp_path: Path) -> None:
    limits = Limits(failures_per_connection=4)
    budgets = Budgets(free_wrong_per_address=2, max_hold_s=0.05)

    async def scenario() -> None:
        async with live_server(tmp_path, limits, budgets=budgets) as (server, url):
            _, created = await create_game(url, ["person"], mode="solo")
            guesser = HostClient(url)
            await guesser._open()
            codes = ["nope", f"{created['game']}.AAAA-AAAA", "zz.BBBB", "x"]
            for code in codes:
                answer = await error_of(guesser, encode("hello", guesser.seq + 1, code=code))
                guesser.seq += 1
                assert answer["code"] == "bad_code"
            assert server.wrong_tries.count("127.0.0.1") == 4
            with pytest.raises(HostError, match="closed"):
                await guesser.receive(10)
            # The right code still opens the seat.
            (player,) = await join_all(url, created["codes"])
            assert player.welcome is not None and player.welcome["seat"] == 0

    asyncio.run(scenario())


def test_a_client_that_stops_reading_delays_nobody(tmp_path: Path) -> None:
    limits = Limits(send_timeout=1.0)

    async def scenario() -> None:
        async with live_server(tmp_path, limits) as (server, url):
            creator, created = await create_game(url, ["person", "person"])
            players = await join_all(url, created["codes"])
            # A spectator whose socket reads nothing: a tiny receive buffer, and the client
            # library's own queue stopped after one message.
            raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
            host, port = url.removeprefix("ws://").split(":")
            raw.connect((host, int(port)))
            silent = await connect(url, sock=raw, max_queue=1, ping_interval=None)
            await silent.send(encode("hello", 1, code=created["spectators"]))
            hosted = server.registry.games[created["game"]]
            mine = raw.getsockname()[1]
            async with asyncio.timeout(10):
                while not any(c.websocket.remote_address[1] == mine for c in hosted.connections):
                    await asyncio.sleep(0.05)
            # A slow link: the server's side of it buffers little.
            for connection in hosted.connections:
                if connection.websocket.remote_address[1] == mine:
                    connection.websocket.transport.get_extra_info("socket").setsockopt(
                        socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            # It keeps asking for views it never reads, while the two players play ten whole
            # turns.
            for seq in range(2, 12):
                await silent.send(encode("sync", seq))
            for _ in range(10):
                for client in players:
                    view = client.view
                    assert view is not None
                    turn = view["turn"]
                    await client.send("play", turn=turn, actions=first_turn(view))
                for client in players:
                    await wait_view(client, lambda v, t=turn: v["turn"] == t + 1)
            assert hosted.session.turn == 10
            # The silent spectator is dropped once a send waited too long for it (it asks for
            # more views than any buffer on the way holds).
            for seq in range(12, 52):
                with contextlib.suppress(ConnectionClosed):
                    await silent.send(encode("sync", seq))
                await asyncio.sleep(0.06)
            async with asyncio.timeout(20):
                while any(c.member is not None and c.member.seat is None
                          and c.websocket.remote_address[1] == mine
                          for c in hosted.connections):
                    await asyncio.sleep(0.1)
            await silent.close()
            await creator.close()

    asyncio.run(scenario())


def test_a_dropped_connection_finds_its_choices_where_it_left_them(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            _, created = await create_game(url, ["person", "person"])
            first, _ = await join_all(url, created["codes"])
            view = first.view
            assert view is not None
            choose, write = plain_placement(view)
            await first.intent("act", action=choose)
            await first.intent("act", action=write)
            line = f"{choose} {write}"
            await wait_view(first, lambda v: v["own"]["actions"] == line)
            assert first.websocket is not None
            first.websocket.transport.abort()  # the connection drops mid-turn
            await first.reconnect()
            back = await wait_view(first, lambda v: True)
            assert back["own"]["actions"] == line
            assert not back["own"]["confirmed"] and back["own"]["can_undo"]
            await first.intent("undo")
            undone = await wait_view(first, lambda v: v["own"]["actions"] != line)
            assert undone["own"]["actions"] == choose

    asyncio.run(scenario())


def test_the_creator_hands_an_absent_seat_to_a_computer(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            creator, created = await create_game(url, ["person", "person"])
            (first,) = await join_all(url, created["codes"][:1])
            await creator.send("hand_over", seat=1, level="greedy")
            view = first.view
            assert view is not None
            await first.send("play", turn=0, actions=first_turn(view))
            resolved = await wait_view(first, lambda v: v["turn"] == 1)
            assert len(resolved["last_turn"]) == 2 and resolved["last_turn"][1]["actions"]

    asyncio.run(scenario())


def test_every_view_sent_is_the_sessions_view_of_that_moment(tmp_path: Path) -> None:
    """Views refreshed for a confirmation elsewhere (only the table's status changed) are
    exactly what the session's view of the seat is, as each client holds it."""
    async def scenario() -> None:
        async with live_server(tmp_path) as (server, url):
            _, created = await create_game(url, ["person", "person", "person", "greedy"])
            clients = await join_all(url, created["codes"])
            hosted = server.registry.games[created["game"]]
            compared = 0
            for _ in range(4):
                for client in clients:
                    view = client.view
                    assert view is not None
                    await client.send("play", turn=view["turn"], actions=first_turn(view))
                    await wait_view(client, lambda v: v["own"]["confirmed"] or v["turn"] > 0)
                    async with asyncio.timeout(10):
                        while any(c._view_due or c._queue for c in hosted.connections):
                            await asyncio.sleep(0.01)
                    for seat, other in enumerate(clients):
                        # Everything sent is on its way: read it until the client holds the
                        # session's view (the computer seat may confirm meanwhile, and its view
                        # follows; a tenth of a second of silence was no proof on a busy
                        # machine). A view the session never had would never match: timeout.
                        async with asyncio.timeout(10):
                            while other.view != hosted.session.view(seat):
                                await other.receive()
                        assert other.view == hosted.session.view(seat)
                        compared += 1
            assert compared == 36

    asyncio.run(scenario())

"""A host's welcome, created and code are read strictly: a reply of another shape is refused
in one line naming the field (a hostile host on 127.0.0.1, port 0, real sockets), and the
typed dicts say what the published schema's models say."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from pydantic import BaseModel, TypeAdapter
from websockets.asyncio.server import ServerConnection, serve

from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.protocol.host_messages import Code, Created, Welcome
from welcome_desktop.network.protocol.reply_model import (
    CODE_ADAPTER,
    CREATED_ADAPTER,
    WELCOME_ADAPTER,
    ReplyError,
    read_welcome,
)
from welcome_desktop.network.protocol.wire import encode

WELCOME: dict[str, Any] = {"reply_to": 1, "game": "g", "seat": 0, "creator": True,
                           "token": "g.t", "players": ["Anna", "Ben"], "protocol": 1}
CREATED: dict[str, Any] = {"reply_to": 1, "game": "g", "codes": ["K7QM", None],
                           "spectators": "S", "creator_token": "g.c"}


async def _replying_server(*frames: str) -> tuple[Any, int]:
    """A server on the loopback that answers the first message with ``frames`` (a hostile
    host, or a good one)."""
    async def handler(websocket: ServerConnection) -> None:
        await websocket.recv()
        for frame in frames:
            await websocket.send(frame)
        await websocket.wait_closed()

    server = await serve(handler, "127.0.0.1", 0)
    return server, server.sockets[0].getsockname()[1]


def _hello(welcome: dict[str, Any]) -> Any:
    async def scenario() -> Any:
        server, port = await _replying_server(encode("welcome", 1, **welcome))
        client = HostClient(f"ws://127.0.0.1:{port}")
        try:
            return await client.hello(code="x")
        finally:
            await client.close()
            server.close()
            await server.wait_closed()

    return asyncio.run(scenario())


def test_a_client_reads_a_welcome_of_the_right_shape() -> None:
    assert _hello(WELCOME) == WELCOME


@pytest.mark.parametrize(("change", "said"), [
    ({"players": ["Anna", 3]}, "welcome.players.1: Input should be a valid string"),
    ({"seat": "0"}, "welcome.seat: Input should be a valid integer"),
    ({"creator": 1}, "welcome.creator: Input should be a valid boolean"),
])
def test_a_client_refuses_a_welcome_of_the_wrong_shape_in_one_line(
        change: dict[str, Any], said: str) -> None:
    with pytest.raises(HostError) as refused:
        _hello(WELCOME | change)
    assert refused.value.code == "bad_reply"
    assert str(refused.value) == f"the server sent a welcome this client cannot read: {said}"


def test_a_client_refuses_a_welcome_without_a_field() -> None:
    welcome = dict(WELCOME)
    del welcome["token"]
    with pytest.raises(HostError) as refused:
        _hello(welcome)
    assert refused.value.code == "bad_reply"
    assert str(refused.value).endswith("welcome.token: Field required")


@pytest.mark.parametrize("good", [True, False])
def test_a_client_refuses_a_created_of_the_wrong_shape(good: bool) -> None:
    created = CREATED if good else CREATED | {"codes": ["K7QM", ["nested"]]}

    async def scenario() -> Any:
        server, port = await _replying_server(encode("welcome", 1, **WELCOME),
                                              encode("created", 2, **created))
        client = HostClient(f"ws://127.0.0.1:{port}")
        try:
            return await client.create(mode="standard", seats=["person", "greedy"])
        finally:
            await client.close()
            server.close()
            await server.wait_closed()

    if good:
        assert asyncio.run(scenario()) == CREATED
        return
    with pytest.raises(HostError) as refused:
        asyncio.run(scenario())
    assert refused.value.code == "bad_reply"
    assert str(refused.value) == ("the server sent a created this client cannot read: "
                                  "created.codes.1: Input should be a valid string")


def test_a_newer_hosts_more_keys_are_dropped() -> None:
    assert read_welcome(WELCOME | {"motto": "hi"}) == WELCOME


def test_a_reply_error_counts_the_other_faults() -> None:
    with pytest.raises(ReplyError) as refused:
        read_welcome(WELCOME | {"game": 1, "creator": None})
    assert str(refused.value) == ("welcome.game: Input should be a valid string "
                                  "(and 1 more)")


def _properties(schema: dict[str, Any], leave_out: frozenset[str]) -> dict[str, Any]:
    return {name: {key: value for key, value in field.items() if key != "description"}
            for name, field in schema["properties"].items() if name not in leave_out}


@pytest.mark.parametrize(("adapter", "model"), [
    (WELCOME_ADAPTER, Welcome), (CREATED_ADAPTER, Created), (CODE_ADAPTER, Code)])
def test_the_typed_replies_are_the_published_models(
        adapter: TypeAdapter[Any], model: type[BaseModel]) -> None:
    envelope = frozenset({"v", "type", "seq"})
    published = model.model_json_schema()
    typed = adapter.json_schema()
    assert _properties(typed, envelope) == _properties(published, envelope)
    assert set(typed["required"]) == set(published["required"]) - envelope

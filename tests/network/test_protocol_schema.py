"""The published JSON Schema of the protocol is the one the message models draw, and what a
live server sends (127.0.0.1, port 0, real sockets) is what it says."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from tests.network.wire import live_server
from welcome_desktop.network.protocol.host_messages import HOST_TYPES, SERVER_ADAPTER
from welcome_desktop.network.protocol.messages import CLIENT_MESSAGES
from welcome_desktop.network.protocol.schema import SCHEMA_PATH, schema_text
from welcome_desktop.network.protocol.wire import SERVER_MESSAGES, encode

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_schema_is_the_models_schema() -> None:
    committed = (ROOT / SCHEMA_PATH).read_text(encoding="utf-8")
    assert committed == schema_text(), f"{SCHEMA_PATH} is stale: run scripts/protocol_schema"


def test_the_schema_says_every_client_message_and_its_fields() -> None:
    schema = json.loads(schema_text())
    mapping = schema["$defs"]["ClientMessage"]["discriminator"]["mapping"]
    assert set(mapping) == set(CLIENT_MESSAGES)
    for kind, fields in CLIENT_MESSAGES.items():
        message = schema["$defs"][mapping[kind].rsplit("/", 1)[1]]
        assert message["additionalProperties"] is False
        assert set(message["properties"]) == {"v", "type", "seq", *fields}
        assert message["properties"]["type"]["const"] == kind
        assert {"v", "type", "seq"} <= set(message["required"])
        for name, field in message["properties"].items():  # absent, never null
            assert "anyOf" not in field and field.get("type") != "null", (kind, name)


def test_what_a_server_sends_is_what_the_schema_says(tmp_path: Path) -> None:
    """Every frame a live server sends in a game's life (create, join, an intent, refusals, a
    new code, a ping, another version) is one of the host's models, nothing more nor less."""

    async def reply(websocket: ClientConnection, frames: list[Any], seq: int,
                    **fields: Any) -> dict[str, Any]:
        """Send a message; the frames up to its answer (a create's: created) kept."""
        type_ = fields.pop("type")
        await websocket.send(encode(type_, seq, **fields))
        async with asyncio.timeout(10):
            while True:
                frames.append(json.loads(await websocket.recv()))
                if frames[-1].get("reply_to") == seq and (
                        type_ != "create" or frames[-1]["type"] != "welcome"):
                    return dict(frames[-1])

    async def scenario() -> list[Any]:
        frames: list[Any] = []
        async with live_server(tmp_path) as (_, url):
            async with connect(url) as creator, connect(url) as anna:
                created = await reply(creator, frames, 1, type="create", mode="standard",
                                      seats=["person", "person", "greedy"])
                await reply(anna, frames, 1, type="hello", code=created["codes"][0],
                            name="Anna")
                await creator.send(encode("start", 2))
                await reply(creator, frames, 3, type="ping")
                await reply(anna, frames, 2, type="act", turn=7, action="C0")
                await reply(anna, frames, 3, type="act", turn=0, action="W0.0=99")
                await reply(anna, frames, 4, type="ping")
                await reply(creator, frames, 4, type="new_code", seat=1)
                await anna.send("[]")
                async with asyncio.timeout(10):
                    while frames[-1]["type"] != "error" or frames[-1]["reply_to"] is not None:
                        frames.append(json.loads(await anna.recv()))
            async with connect(url) as other:
                await other.send('{"v": 2, "type": "hello", "seq": 1, "code": "x"}')
                frames.append(json.loads(await other.recv()))
        return frames

    frames = asyncio.run(scenario())
    for frame in frames:
        SERVER_ADAPTER.validate_python(frame)
    assert {frame["type"] for frame in frames} == set(HOST_TYPES) - {"bye"}
    assert set(HOST_TYPES) == set(SERVER_MESSAGES)

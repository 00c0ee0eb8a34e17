"""The published JSON Schema of the protocol is the one the message models draw."""

from __future__ import annotations

import json
from pathlib import Path

from welcome_desktop.network.messages import CLIENT_MESSAGES
from welcome_desktop.network.schema import SCHEMA_PATH, schema_text

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

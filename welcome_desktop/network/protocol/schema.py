"""The protocol's JSON Schema, drawn from the message models: docs/protocol.schema.json.

``python -m welcome_desktop.network.protocol.schema`` prints it (``scripts/protocol_schema``
writes the file); a test fails when the committed file is not what the models say. A field a
client's message may leave out is absent, never null: the schema says so, as the codec does (a
host's optional fields may be null).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Final

from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from welcome_desktop.network.protocol.host_messages import SERVER_ADAPTER
from welcome_desktop.network.protocol.messages import CLIENT_ADAPTER
from welcome_desktop.network.protocol.wire import MAX_MESSAGE_BYTES, PROTOCOL_VERSION

#: Where the schema is published, from the repository's root.
SCHEMA_PATH: Final = "docs/protocol.schema.json"


class _Absent(GenerateJsonSchema):
    """Pydantic's schema, a field that defaults to None said as optional, not as nullable."""

    def default_schema(self, schema: core_schema.WithDefaultSchema) -> JsonSchemaValue:
        inner = schema["schema"]
        if schema.get("default", ...) is None and inner["type"] == "nullable":
            return self.generate_inner(inner["schema"])
        return super().default_schema(schema)


def protocol_schema() -> dict[str, Any]:
    """The JSON Schema of every message: ``#/$defs/ClientMessage`` what a client sends,
    ``#/$defs/ServerMessage`` what a host sends."""
    client = CLIENT_ADAPTER.json_schema(
        schema_generator=_Absent, ref_template="#/$defs/{model}")
    server = SERVER_ADAPTER.json_schema(ref_template="#/$defs/{model}")
    defs = client.pop("$defs") | server.pop("$defs")
    defs["ClientMessage"], defs["ServerMessage"] = client, server
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"welcome-desktop network protocol, version {PROTOCOL_VERSION}",
        "description": "One JSON object per WebSocket text frame (at most "
                       f"{MAX_MESSAGE_BYTES} bytes from a client); see docs/protocol.md.",
        "anyOf": [{"$ref": "#/$defs/ClientMessage"}, {"$ref": "#/$defs/ServerMessage"}],
        "$defs": dict(sorted(defs.items())),
    }


def schema_text() -> str:
    """The schema as the committed file holds it."""
    return json.dumps(protocol_schema(), indent=2, ensure_ascii=False) + "\n"


def main() -> None:
    sys.stdout.write(schema_text())


if __name__ == "__main__":
    main()

"""The wire protocol between a game host and its clients: JSON objects over WebSocket.

Every message, either way, is one text frame holding one JSON object with three envelope
fields and the fields of its type::

    {"v": 1, "type": "act", "seq": 7, "turn": 3, "action": "W2.3=7"}

- ``v``: the protocol version (:data:`PROTOCOL_VERSION`); another version is refused with a
  message naming both, and the connection closes.
- ``type``: what the message is (:mod:`~welcome_desktop.network.protocol.messages` for a client's,
  :data:`SERVER_MESSAGES`).
- ``seq``: the sender's sequence number, from 1 and rising by one on each message of a
  connection (the server refuses a number it has seen, so a replayed frame changes nothing).

Decoding is strict (a client's message: :mod:`~welcome_desktop.network.protocol.messages`): a binary
frame, more than :data:`MAX_MESSAGE_BYTES`, anything but UTF-8 JSON, duplicate keys, NaN,
nesting deeper than a few levels, an unknown type, a missing, unexpected or mistyped field: each
is a :class:`ProtocolError` with a stable ``code``, an English message and the ``seq`` it
answers when that could be read, and the message is dropped whole. Nothing read here is
executed. docs/protocol.md lists every message with an example.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # the model (pydantic) is read by a client only, never imported here
    from welcome_desktop.network.protocol.view_model import HostView

PROTOCOL_VERSION: Final = 1
MAX_MESSAGE_BYTES: Final = 64 * 1024
#: Deepest nesting a client message may have (a create's seats list is two levels).
MAX_DEPTH: Final = 6
#: Deepest nesting of a server's message (a view holds sheets in lists in objects).
SERVER_DEPTH: Final = 32
#: Largest message a server sends (a view of twelve sheets is well under).
SERVER_BYTES: Final = 4 * 1024 * 1024
#: Longest string a client may send in any field.
MAX_TEXT: Final = 1000
#: Largest sequence or turn number (exact in every JSON reader).
MAX_NUMBER: Final = 2**53 - 1


class ProtocolError(ValueError):
    """A message that cannot be taken: ``code`` is stable, the text says why in English."""

    def __init__(self, code: str, message: str, *, fatal: bool = False,
                 details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        #: True when the connection closes after the error is sent (another version).
        self.fatal = fatal
        self.details: dict[str, Any] = details or {}
        #: The refused message's sequence number, when it could be read (its ``reply_to``).
        self.seq: int | None = None


@dataclass(frozen=True, slots=True)
class Message:
    """One decoded message: its type, sequence number and the fields of its type (as parsed:
    arbitrary JSON until a model reads them); a client's ``view`` also as the view it read."""

    type: str
    seq: int
    fields: dict[str, Any] = field(default_factory=dict)
    view: HostView | None = None

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)


#: What the server sends (documented; the client checks the envelope and the type).
SERVER_MESSAGES: Final = ("welcome", "created", "code", "view", "error", "pong", "bye")


def dumps(value: Any) -> str:
    """``value`` (JSON-ready) as the compact JSON text every frame is made of."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def encode(type_: str, seq: int, **fields: Any) -> str:
    """The text frame of a message of ``type_`` with ``fields`` (JSON-ready values)."""
    return dumps({"v": PROTOCOL_VERSION, "type": type_, "seq": seq, **fields})


def encode_view(seq: int, view_text: str) -> str:
    """The frame of a ``view`` message whose view is already JSON text (see
    ``network.view_text``): the very text :func:`encode` makes of the same view."""
    return f'{{"v":{PROTOCOL_VERSION},"type":"view","seq":{seq},"view":{view_text}}}'


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise ProtocolError("not_json", "the message repeats a key")
    return result


def _no_constant(name: str) -> Any:
    raise ProtocolError("not_json", f"{name} is not a number JSON allows")


def _depth(value: Any, limit: int, depth: int = 1) -> None:
    """Refuse a parsed value nested deeper than ``limit`` (a client's message is small)."""
    if depth > limit:
        raise ProtocolError("too_deep", f"the message is nested more than {limit} levels deep")
    if isinstance(value, dict):
        for item in value.values():
            if isinstance(item, (dict, list)):
                _depth(item, limit, depth + 1)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list)):
                _depth(item, limit, depth + 1)


def parse_object(data: str | bytes, max_depth: int = MAX_DEPTH,
                 max_bytes: int = MAX_MESSAGE_BYTES) -> dict[str, Any]:
    """The JSON object of a frame, or ProtocolError (size, encoding, syntax, not an object)."""
    if isinstance(data, bytes):
        size = len(data)
        if size <= max_bytes:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                raise ProtocolError("not_json", "the message is not UTF-8 text") from None
    else:
        text = data
        size = len(text) if len(text) > max_bytes else len(text.encode("utf-8", "replace"))
    if size > max_bytes:
        raise ProtocolError("too_large", f"the message is {size} bytes; messages are at most "
                                         f"{max_bytes} bytes")
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise ProtocolError("not_json", f"the message is not valid JSON ({error.msg} at "
                                        f"column {error.colno})") from None
    except RecursionError:
        raise ProtocolError("too_deep", "the message is nested too deeply") from None
    except ValueError as error:  # a number of thousands of digits, or a refused constant
        if isinstance(error, ProtocolError):
            raise
        raise ProtocolError("not_json", "the message holds a number too long to read") from None
    if not isinstance(value, dict):
        raise ProtocolError("not_object", "a message is a JSON object")
    if max_depth < SERVER_DEPTH:
        _depth(value, max_depth)
    return value


def check_version(value: dict[str, Any], reader: str = "server") -> None:
    """Refuse a message of another protocol version, naming both versions (fatal).

    ``reader`` is who reads the message: ``server`` or ``client``."""
    version = value.get("v")
    if version == PROTOCOL_VERSION and _is_int(version):
        return
    shown = version if _is_int(version) else "none"
    writer = "client" if reader == "server" else "server"
    raise ProtocolError(
        "version",
        f"this {reader} speaks protocol version {PROTOCOL_VERSION}, the {writer} version "
        f"{shown}; use a welcome-desktop of the same version as the server",
        fatal=True, details={"server_version": PROTOCOL_VERSION,
                             "client_version": version if _is_int(version) else None})


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def readable_seq(value: Any) -> int | None:
    """The sequence number of a parsed message, when it holds a valid one."""
    seq = value.get("seq") if isinstance(value, dict) else None
    if isinstance(seq, int) and not isinstance(seq, bool) and 1 <= seq <= MAX_NUMBER:
        return seq
    return None


def seq_of(data: str | bytes) -> int | None:
    """The sequence number of a text frame that is not otherwise read (dropped for the rate,
    or failing inside the server), to answer it; None when it cannot be read."""
    if not isinstance(data, str):
        return None
    try:
        return readable_seq(parse_object(data))
    except ProtocolError:
        return None


def decode_server(data: str | bytes) -> Message:
    """A server's message (envelope and type checked; fields taken as they are)."""
    value = parse_object(data, SERVER_DEPTH, SERVER_BYTES)
    check_version(value, "client")
    type_ = value.get("type")
    seq = value.get("seq")
    if not isinstance(type_, str) or type_ not in SERVER_MESSAGES:
        raise ProtocolError("unknown_type", "the server sent a message of an unknown type")
    if not isinstance(seq, int) or isinstance(seq, bool) or seq < 1:
        raise ProtocolError("bad_seq", "the server sent a message without a sequence number")
    return Message(type_, seq, {k: v for k, v in value.items() if k not in ("v", "type", "seq")})


__all__ = ["MAX_MESSAGE_BYTES", "PROTOCOL_VERSION", "SERVER_MESSAGES", "Message",
           "ProtocolError", "check_version", "decode_server", "dumps", "encode", "encode_view",
           "parse_object", "readable_seq", "seq_of"]

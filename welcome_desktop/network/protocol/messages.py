"""What a client may send, as pydantic models, and the one codec that reads it.

Each message type is a model with a literal ``type``; :data:`ClientMessage` is their union,
told apart by ``type``, and the JSON Schema of docs/protocol.schema.json is drawn from it
(:mod:`~welcome_desktop.network.protocol.schema`). The intents a seat sends are also read
without their envelope (:data:`WireIntent`, for the host session). :func:`decode_client`
reads a frame: the envelope first (version, type, seq, in that order), then the fields, each refusal
a :class:`~welcome_desktop.network.protocol.wire.ProtocolError` with the sentence of its code.
"""

from __future__ import annotations

from types import UnionType
from typing import Annotated, Any, Final, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator
from pydantic_core import PydanticCustomError

from welcome_desktop.network.protocol.wire import (
    MAX_NUMBER,
    MAX_TEXT,
    ProtocolError,
    check_version,
    parse_object,
    readable_seq,
)

#: The most strings a list field holds (a create's seats or names: twelve players).
MAX_LIST: Final = 12

Text = Annotated[str, Field(max_length=MAX_TEXT)]
Number = Annotated[int, Field(ge=0, le=MAX_NUMBER)]
Texts = Annotated[list[Text], Field(max_length=MAX_LIST)]
#: The fields a client's program gives a message to send (its type and envelope apart): the
#: intents', a hand-over's or a start's are numbers and texts.
IntentFields = dict[str, str | int]


class Wire(BaseModel):
    """A message or a part of one: JSON types taken as they are (``1`` is not ``"1"``, nor
    ``true`` a number), no field the type does not have."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    @property
    def fields(self) -> dict[str, Any]:
        """The fields the sender gave, the envelope left out."""
        return {name: getattr(self, name) for name in self.model_fields_set
                if name not in _ENVELOPE}

    def get(self, name: str, default: Any = None) -> Any:
        """A field the sender gave, or ``default``."""
        return getattr(self, name) if name in self.model_fields_set else default


class Envelope(Wire):
    """The fields of every message: the protocol version and the sender's sequence number."""

    v: Literal[1] = Field(description="the protocol version")
    type: str = Field(description="what the message is")
    seq: Annotated[int, Field(ge=1, le=MAX_NUMBER,
                              description="the sender's sequence number, rising by one")]


_ENVELOPE: Final = frozenset({"v", "type", "seq"})

# ---------------------------------------------------------------- a seat's intents


class ActIntent(Wire):
    """One action of the seat's turn in progress (the notation of docs/records.md)."""

    type: Literal["act"]
    turn: Number = Field(description="the turn the seat believes in progress")
    action: Text = Field(description="one action, e.g. W2.3=7")


class PlayIntent(Wire):
    """A whole turn at once (actions separated by spaces), all or none, then confirmed."""

    type: Literal["play"]
    turn: Number = Field(description="the turn the seat believes in progress")
    actions: Text = Field(description="the turn's actions separated by spaces")


class UndoIntent(Wire):
    """Take back the last action of the turn in progress."""

    type: Literal["undo"]
    turn: Number


class RedoIntent(Wire):
    """Do again the last action taken back."""

    type: Literal["redo"]
    turn: Number


class ConfirmIntent(Wire):
    """End the seat's turn."""

    type: Literal["confirm"]
    turn: Number


class HandOverIntent(Wire):
    """The creator hands an absent seat to a computer player of ``level``."""

    type: Literal["hand_over"]
    seat: Number = Field(description="the seat, from 0")
    level: Text = Field(description="a computer level: easy, greedy or strong")


#: A seat's intent without its envelope (what the host session reads), told apart by ``type``.
WireIntent = (ActIntent | PlayIntent | UndoIntent | RedoIntent | ConfirmIntent
              | HandOverIntent)
WIRE_INTENTS: Final = (ActIntent, PlayIntent, UndoIntent, RedoIntent, ConfirmIntent,
                       HandOverIntent)
INTENT_MODELS: Final[dict[str, type[WireIntent]]] = {
    get_args(model.model_fields["type"].annotation)[0]: model for model in WIRE_INTENTS}

# ---------------------------------------------------------------- the messages


class Hello(Envelope):
    """The first message of a connection: a join code or a reconnect token (one of them);
    with a code, ``name`` is the joiner's display name (taken in the lobby only)."""

    model_config = ConfigDict(json_schema_extra={
        "oneOf": [{"required": ["code"]}, {"required": ["token"]}]})

    type: Literal["hello"]
    code: Text | None = Field(default=None, description="a seat's or the spectators' join code")
    token: Text | None = Field(default=None, description="the reconnect token of a seat or "
                                                         "of the game's creator")
    client: Text | None = Field(default=None, description="the client's name and version")
    name: Text | None = Field(default=None, description="the joiner's display name")

    @model_validator(mode="after")
    def _code_or_token(self) -> Hello:
        if ("code" in self.model_fields_set) == ("token" in self.model_fields_set):
            raise PydanticCustomError("bad_field", "a hello carries either a join code or a "
                                                   "reconnect token")
        return self


class Create(Envelope):
    """Instead of a hello: create a game on the server (the connection becomes its creator)."""

    type: Literal["create"]
    mode: Text = Field(description="standard, solo or expert")
    seats: Texts = Field(description="each seat's kind: person, easy, greedy or strong")
    sheet: Text | None = Field(default=None, description="the sheet's kind (base by default)")
    advanced: bool | None = Field(default=None, description="the advanced variant")
    hints: bool | None = Field(default=None, description="the views light the legal places")
    names: Texts | None = Field(default=None, description="one display name per seat")
    turn_seconds: Number | None = Field(default=None, description="a turn timer, from 10 s")
    client: Text | None = Field(default=None, description="the client's name and version")


class Act(ActIntent, Envelope):
    """One action of the seat's turn in progress (the notation of docs/records.md)."""

    type: Literal["act"]


class Play(PlayIntent, Envelope):
    """A whole turn at once, all or none, then confirmed."""

    type: Literal["play"]


class Undo(UndoIntent, Envelope):
    """Take back the last action of the turn in progress."""

    type: Literal["undo"]


class Redo(RedoIntent, Envelope):
    """Do again the last action taken back."""

    type: Literal["redo"]


class Confirm(ConfirmIntent, Envelope):
    """End the seat's turn."""

    type: Literal["confirm"]


class HandOver(HandOverIntent, Envelope):
    """The creator hands an absent seat to a computer player."""

    type: Literal["hand_over"]


class Start(Envelope):
    """The creator starts the game from its lobby; ``computers``: the level of the computer
    players given the seats nobody joined (without it they stay open for their people)."""

    type: Literal["start"]
    computers: Text | None = Field(default=None, description="a computer level")


class NewCode(Envelope):
    """The creator gives an absent seat a fresh join code (and the seat a fresh token)."""

    type: Literal["new_code"]
    seat: Number = Field(description="the seat, from 0")


class Rename(Envelope):
    """A seat gives its player's display name, in the lobby (a page's or a window's joiner
    that did not give it in its hello)."""

    type: Literal["rename"]
    name: Text = Field(description="the player's display name")


class Sync(Envelope):
    """Ask for the current view again."""

    type: Literal["sync"]


class Ping(Envelope):
    """Ask for a ``pong``."""

    type: Literal["ping"]


ClientMessage = Annotated[Hello | Create | Act | Play | Undo | Redo | Confirm | HandOver | Start
                          | NewCode | Rename | Sync | Ping, Field(discriminator="type")]

_MODELS: Final[tuple[type[Envelope], ...]] = (Hello, Create, Act, Play, Undo, Redo, Confirm,
                                              HandOver, Start, NewCode, Rename, Sync, Ping)
_BY_TYPE: Final[dict[str, type[Envelope]]] = {
    get_args(model.model_fields["type"].annotation)[0]: model for model in _MODELS}
#: What a client may send: per type, the names of its fields (the envelope left out).
CLIENT_MESSAGES: Final[dict[str, tuple[str, ...]]] = {
    kind: tuple(name for name in model.model_fields if name not in _ENVELOPE)
    for kind, model in _BY_TYPE.items()}
#: The message types that are a seat's intents for its turn.
INTENTS: Final = frozenset(INTENT_MODELS) - {"hand_over"}
#: The intents a seat may send, read by the host session (``hand_over`` included).
INTENT_TYPES: Final = tuple(INTENT_MODELS)

CLIENT_ADAPTER: Final[TypeAdapter[Hello | Create | Act | Play | Undo | Redo | Confirm | HandOver
                                   | Start | NewCode | Rename | Sync | Ping]] = \
    TypeAdapter(ClientMessage)

# ---------------------------------------------------------------- what a field must be

_STR, _INT, _BOOL, _LIST = "str", "int", "bool", "list"
_KIND_WORDS: Final = {_STR: "a string", _INT: f"a whole number from 0 to {MAX_NUMBER}",
                      _BOOL: "true or false", _LIST: f"a list of at most {MAX_LIST} strings"}


def _kind(annotation: Any) -> str:
    """The JSON kind of a field's annotation (absent-or-None and constraints left out)."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _kind(get_args(annotation)[0])
    if origin in (Union, UnionType):
        return _kind(next(arg for arg in get_args(annotation) if arg is not type(None)))
    if origin is list:
        return _LIST
    return {bool: _BOOL, int: _INT}.get(annotation, _STR)


_READ: Final[tuple[type[Wire], ...]] = (*_MODELS, *WIRE_INTENTS)
_KINDS: Final = {model: {name: _kind(info.annotation) for name, info in model.model_fields.items()}
                 for model in _READ}


def kind_words(model: type[Wire], name: str, value: Any) -> str:
    """What the field ``name`` of ``model`` must be, said of the wrong ``value`` it holds: its
    JSON type when that is wrong, else the bound it passes."""
    kind = _KINDS[model].get(name, _STR)
    if kind == _STR and isinstance(value, str):
        return f"a string of at most {MAX_TEXT} characters (this one has {len(value)})"
    if kind == _LIST and isinstance(value, list) and len(value) <= MAX_LIST and all(
            isinstance(item, str) for item in value):
        return f"a list of strings of at most {MAX_TEXT} characters each"
    return _KIND_WORDS[kind]


def first_fault(error: ValidationError | None, value: dict[str, Any],
                model: type[Wire]) -> tuple[str, str]:
    """The fault to tell of ``value`` refused by ``model`` (the first of its fields that is
    wrong, else the first one missing) as (what, field name): what is ``extra``, ``missing``,
    ``kind`` or a sentence. A null is wrong: no field is nullable, absent is the default."""
    order = {name: index for index, name in enumerate(value)}
    faults: list[Any] = [] if error is None else error.errors(
        include_url=False, include_context=False, include_input=False)
    faults += [{"loc": (name,), "type": "extra_forbidden" if name not in model.model_fields
                else "null", "msg": ""} for name, item in value.items() if item is None]

    def rank(fault: Any) -> int:  # a field's fault, by position; then missing; then a rule
        loc = fault["loc"]
        return order.get(loc[0], len(order)) if loc else len(order) + 1

    fault = min(faults, key=rank)
    name = str(fault["loc"][0]) if fault["loc"] else ""
    if fault["type"] == "extra_forbidden":
        return "extra", name
    if fault["type"] == "missing":
        return "missing", name
    if fault["type"] == "bad_field":
        return fault["msg"], name
    return "kind", name


# ---------------------------------------------------------------- the codec


def decode_client(data: str | bytes) -> Envelope:
    """A client's message as its model; ProtocolError otherwise (its ``seq`` set when the
    message's could be read). A binary frame is refused unread: messages are JSON text."""
    if not isinstance(data, str):
        raise ProtocolError("binary_frame", "a message is JSON text in a text frame; a binary "
                                            "frame is not read")
    value = parse_object(data)
    try:
        return _message(value)
    except ProtocolError as error:
        error.seq = readable_seq(value)
        raise


def _message(value: dict[str, Any]) -> Envelope:
    check_version(value)
    type_ = value.get("type")
    if not isinstance(type_, str):
        raise ProtocolError("bad_type", "the message has no type (a string)")
    model = _BY_TYPE.get(type_)
    if model is None:
        raise ProtocolError("unknown_type", f"there is no message type {type_[:40]!r}")
    if readable_seq(value) is None:
        raise ProtocolError("bad_seq", "the sequence number seq is a whole number from 1")
    fault: ValidationError | None = None
    try:
        message = model.model_validate(value)
    except ValidationError as error:
        fault = error
    else:
        if None not in value.values():
            return message
    what, name = first_fault(fault, value, model)
    if what == "extra":
        raise ProtocolError("bad_field", f"a {type_} message has no field {name[:40]!r}")
    if what == "missing":
        raise ProtocolError("bad_field", f"a {type_} message needs the field {name!r}")
    if what == "kind":
        raise ProtocolError("bad_field", f"the field {name!r} of a {type_} message is "
                                         f"{kind_words(model, name, value.get(name))}")
    raise ProtocolError("bad_field", what)


__all__ = [
    "CLIENT_ADAPTER",
    "CLIENT_MESSAGES",
    "INTENTS",
    "INTENT_MODELS",
    "INTENT_TYPES",
    "WIRE_INTENTS",
    "Act",
    "ActIntent",
    "ClientMessage",
    "Confirm",
    "ConfirmIntent",
    "Create",
    "Envelope",
    "HandOver",
    "HandOverIntent",
    "Hello",
    "IntentFields",
    "NewCode",
    "Ping",
    "Play",
    "PlayIntent",
    "Redo",
    "RedoIntent",
    "Rename",
    "Start",
    "Sync",
    "Undo",
    "UndoIntent",
    "Wire",
    "WireIntent",
    "decode_client",
    "first_fault",
    "kind_words",
]

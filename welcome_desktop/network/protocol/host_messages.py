"""What a host sends, as pydantic models: the other half of the published JSON Schema.

The server writes its messages as plain JSON (a view is written once as text and sent to every
connection that sees it, :mod:`~welcome_desktop.network.host.view_text`); these models say what each
holds, for the schema and for a client that checks what it reads (:data:`SERVER_ADAPTER`).
A view's own keys are :class:`~welcome_desktop.network.protocol.view_model.HostView`'s
(docs/network.md, "Views").
"""

from __future__ import annotations

from typing import Annotated, Final, Literal, get_args

from pydantic import Field, TypeAdapter

from welcome_desktop.network.protocol.messages import Envelope, Number
from welcome_desktop.network.protocol.view_model import HostView

#: The ``seq`` a reply answers (null only when the refused frame's could not be read).
ReplyTo = Annotated[Number, Field(description="the seq of the message this answers")]
#: A refusal's parameter: what its sentence names.
Param = str | int | bool | list[str | int]


class HostMessage(Envelope):
    """A message of the host: its sequence numbers are its own, from 1."""


class Welcome(HostMessage):
    """Who the connection is, once its hello or create is taken."""

    type: Literal["welcome"]
    reply_to: ReplyTo
    game: str = Field(description="the game's id")
    seat: Number | None = Field(description="the seat, from 0; null: a spectator or a creator "
                                            "who does not play")
    creator: bool = Field(description="the connection may start the game and hand seats over")
    token: str | None = Field(description="the reconnect token; null for a spectator")
    players: list[str] = Field(description="every seat's name")
    protocol: Number = Field(description="the server's protocol version")


class Created(HostMessage):
    """The codes of a game a create made (sent once the game is on disk)."""

    type: Literal["created"]
    reply_to: ReplyTo
    game: str = Field(description="the game's id")
    codes: list[str | None] = Field(description="each seat's join code; null: a computer's")
    spectators: str = Field(description="the spectators' join code")
    creator_token: str = Field(description="the creator's reconnect token")


class Code(HostMessage):
    """A seat's new join code, which a new_code asked for."""

    type: Literal["code"]
    reply_to: ReplyTo
    seat: Number = Field(description="the seat, from 0")
    code: str = Field(description="its new join code")


class View(HostMessage):
    """What the connection may see now: a seat's view or a spectator's."""

    type: Literal["view"]
    view: HostView = Field(description="the view: docs/network.md, \"Views\"")


class Error(HostMessage):
    """A refusal: what was refused and why; nothing changed."""

    type: Literal["error"]
    code: str = Field(description="stable: docs/protocol.md lists the codes")
    message: str = Field(description="one English sentence")
    reply_to: ReplyTo | None = Field(description="the refused message's seq; null when it "
                                                 "could not be read")
    params: dict[str, Param] | None = Field(
        default=None, description="a rule's refusal: the values its sentence names")
    retry_after: Number | None = Field(default=None, description="seconds to wait")
    server_version: Number | None = Field(default=None, description="with code version")
    client_version: Number | None = Field(
        default=None, description="with code version: the client's, when it could be read")


class Pong(HostMessage):
    """The answer to a ping."""

    type: Literal["pong"]
    reply_to: ReplyTo


class Bye(HostMessage):
    """Reserved: the server's word before it closes (this version sends none)."""

    type: Literal["bye"]


ServerMessage = Annotated[Welcome | Created | Code | View | Error | Pong | Bye,
                          Field(discriminator="type")]
SERVER_ADAPTER: Final[TypeAdapter[Welcome | Created | Code | View | Error | Pong | Bye]] = \
    TypeAdapter(ServerMessage)
#: The types a host sends.
HOST_TYPES: Final[tuple[str, ...]] = tuple(
    get_args(model.model_fields["type"].annotation)[0]
    for model in (Welcome, Created, Code, View, Error, Pong, Bye))

__all__ = ["HOST_TYPES", "SERVER_ADAPTER", "Bye", "Code", "Created", "Error", "HostMessage",
           "Pong", "ServerMessage", "View", "Welcome"]

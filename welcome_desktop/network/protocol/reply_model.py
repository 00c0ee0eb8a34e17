"""A host's replies' shape: the fields of its ``welcome``, ``created`` and ``code``, as typed
dicts.

The server (:mod:`~welcome_desktop.network.server.game_server`) builds each as a plain dict of
its type, so mypy checks every key it writes; a client reads one through :func:`read_welcome`,
:func:`read_created` or :func:`read_code`, strictly: a reply that does not match is a
:class:`ReplyError` naming the field, never a KeyError in a window. The envelope (``v``,
``type``, ``seq``) is the wire's; the published JSON Schema draws these messages from
:mod:`~welcome_desktop.network.protocol.host_messages`, whose fields a test holds equal to
these. Keys no model names are dropped (a newer host may say more).
"""

from __future__ import annotations

from typing import Final, TypeVar

from pydantic import ConfigDict, TypeAdapter, ValidationError
from pydantic import with_config as _with_config

# pydantic reads a TypedDict of typing_extensions only, before Python 3.12.
from typing_extensions import TypedDict

from welcome_desktop.network.protocol.messages import Number
from welcome_desktop.network.protocol.view_model import fault_line

_STRICT: Final = ConfigDict(strict=True)


@_with_config(_STRICT)
class WelcomeFields(TypedDict):
    """Who the connection is, once its hello or create is taken."""

    reply_to: Number
    game: str
    seat: Number | None
    creator: bool
    token: str | None
    players: list[str]
    protocol: Number


@_with_config(_STRICT)
class CreatedFields(TypedDict):
    """The codes of a game a create made: each seat's (null: a computer's), the spectators'
    and the creator's reconnect token."""

    reply_to: Number
    game: str
    codes: list[str | None]
    spectators: str
    creator_token: str


@_with_config(_STRICT)
class CodeFields(TypedDict):
    """A seat's new join code, which a new_code asked for."""

    reply_to: Number
    seat: Number
    code: str


WELCOME_ADAPTER: Final = TypeAdapter(WelcomeFields)
CREATED_ADAPTER: Final = TypeAdapter(CreatedFields)
CODE_ADAPTER: Final = TypeAdapter(CodeFields)


class ReplyError(ValueError):
    """A reply that cannot be read; the message (one line) names the first wrong field."""


_Reply = TypeVar("_Reply", WelcomeFields, CreatedFields, CodeFields)


def _read(adapter: TypeAdapter[_Reply], kind: str, value: object) -> _Reply:
    try:
        return adapter.validate_python(value)
    except ValidationError as error:
        raise ReplyError(fault_line(kind, error, "the message")) from None


def read_welcome(value: object) -> WelcomeFields:
    """A welcome's fields (parsed JSON) checked against :class:`WelcomeFields`; ReplyError
    (one line: where, and what is wrong) when they do not match."""
    return _read(WELCOME_ADAPTER, "welcome", value)


def read_created(value: object) -> CreatedFields:
    """A created's fields checked against :class:`CreatedFields` (ReplyError as above)."""
    return _read(CREATED_ADAPTER, "created", value)


def read_code(value: object) -> CodeFields:
    """A code's fields checked against :class:`CodeFields` (ReplyError as above)."""
    return _read(CODE_ADAPTER, "code", value)


__all__ = ["CodeFields", "CreatedFields", "ReplyError", "WelcomeFields", "read_code",
           "read_created", "read_welcome"]

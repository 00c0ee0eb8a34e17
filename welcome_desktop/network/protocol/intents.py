"""The intents a seat sends, read from untrusted JSON values, and the refusal they may get.

An intent is a JSON object with a ``type``, read by the models of
:mod:`~welcome_desktop.network.protocol.messages` (docs/network.md lists them with examples).
:func:`read_intent` turns a parsed JSON value into one of the typed intents below, its actions
read, or raises :class:`IntentRefused`; it never raises anything else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pydantic import ValidationError

from welcome_desktop.network.protocol.messages import (
    INTENT_MODELS,
    INTENT_TYPES,
    WIRE_INTENTS,
    ActIntent,
    HandOverIntent,
    PlayIntent,
    RedoIntent,
    UndoIntent,
    WireIntent,
    first_fault,
    kind_words,
)
from welcome_desktop.network.protocol.wire import MAX_TEXT
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.notation import MAX_TOKEN, NotationError, parse_action

#: The most actions one ``play`` intent may carry (a turn has at most about eight).
MAX_PLAY_ACTIONS: Final = 16
#: The longest ``actions`` line accepted.
MAX_LINE: Final = MAX_TEXT
#: The longest computer level's name read.
MAX_LEVEL: Final = 40


#: A refusal's parameters: the values its sentence names (JSON-ready).
Params = dict[str, str | int | bool | list[str | int]]


class IntentRefused(Exception):
    """An intent the host refuses; nothing changed. ``code`` is stable (an
    ``IllegalAction`` code when a rule is broken), ``message`` English words for a person;
    ``params``, for a rule's refusal, the values its sentence names, so that each seat words
    it in its own language (None for the host's own refusals)."""

    def __init__(self, code: str, message: str, params: Params | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.params = params

    def to_dict(self) -> dict[str, object]:
        """``{"code": ..., "message": ...}`` (and ``params`` when known), JSON-ready."""
        fields: dict[str, object] = {"code": self.code, "message": self.message}
        if self.params is not None:
            fields["params"] = dict(self.params)
        return fields


@dataclass(frozen=True, slots=True)
class Act:
    """One action of the seat's turn in progress."""

    turn: int
    action: Action


@dataclass(frozen=True, slots=True)
class Play:
    """Several actions, all applied or none, then the turn confirmed."""

    turn: int
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class Undo:
    turn: int


@dataclass(frozen=True, slots=True)
class Redo:
    turn: int


@dataclass(frozen=True, slots=True)
class Confirm:
    turn: int


@dataclass(frozen=True, slots=True)
class HandOver:
    """The creator hands an absent seat to a computer player."""

    seat: int
    level: str


Intent = Act | Play | Undo | Redo | Confirm | HandOver


def _bad(message: str) -> IntentRefused:
    return IntentRefused("bad_intent", message)


def _action(token: str) -> Action:
    if len(token) > MAX_TOKEN:
        raise _bad(f"'action' is longer than {MAX_TOKEN} characters")
    try:
        return parse_action(token)
    except NotationError as error:
        raise IntentRefused("not_an_action", str(error)) from None


def _fields(value: object) -> WireIntent:
    """The intent model of a parsed JSON value (the message models without their envelope,
    :data:`~welcome_desktop.network.protocol.messages.WireIntent`); IntentRefused otherwise."""
    if isinstance(value, WIRE_INTENTS):
        return value
    if not isinstance(value, dict):
        raise _bad("an intent is a JSON object")
    data: dict[str, object] = value
    kind = data.get("type")
    if not isinstance(kind, str):
        raise _bad("an intent has a string 'type'")
    if kind not in INTENT_TYPES:
        raise IntentRefused("unknown_type", f"unknown intent type {kind[:40]!r}")
    model = INTENT_MODELS[kind]
    try:
        intent = model.model_validate(data)
    except ValidationError as error:
        fault: ValidationError | None = error
    else:
        if None not in data.values():
            return intent
        fault = None
    what, name = first_fault(fault, data, model)
    if what == "extra":
        raise _bad(f"unexpected field {name[:40]!r}")
    if what == "missing":
        raise _bad(f"missing field {name!r}")
    raise _bad(f"{name!r} must be {kind_words(model, name, data.get(name))}")


def read_intent(value: object) -> Intent:
    """The intent in a parsed JSON value (or an intent message already read); raises
    IntentRefused (``bad_intent``, ``unknown_type`` or ``not_an_action``) for anything else."""
    intent = _fields(value)
    if isinstance(intent, HandOverIntent):
        if len(intent.level) > MAX_LEVEL:
            raise _bad(f"'level' is longer than {MAX_LEVEL} characters")
        return HandOver(intent.seat, intent.level)
    if isinstance(intent, ActIntent):
        return Act(intent.turn, _action(intent.action))
    if isinstance(intent, PlayIntent):
        tokens = intent.actions.split()
        if len(tokens) > MAX_PLAY_ACTIONS:
            raise _bad(f"a turn has at most {MAX_PLAY_ACTIONS} actions")
        return Play(intent.turn, tuple(_action(token) for token in tokens))
    if isinstance(intent, UndoIntent):
        return Undo(intent.turn)
    if isinstance(intent, RedoIntent):
        return Redo(intent.turn)
    return Confirm(intent.turn)

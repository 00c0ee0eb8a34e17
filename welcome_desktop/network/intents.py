"""The intents a seat sends, read from untrusted JSON values, and the refusal they may get.

An intent is a JSON object with a ``type`` (see :mod:`welcome_desktop.network.session` for the
list and examples). :func:`read_intent` turns a parsed JSON value into one of the typed intents
below or raises :class:`IntentRefused`; it never raises anything else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.notation import MAX_TOKEN, NotationError, parse_action

#: The most actions one ``play`` intent may carry (a turn has at most about eight).
MAX_PLAY_ACTIONS: Final = 16
#: The longest ``actions`` line accepted.
MAX_LINE: Final = 1000
#: The intents a seat may send.
INTENT_TYPES: Final = ("act", "play", "undo", "redo", "confirm", "hand_over")


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


def _int_field(data: dict[str, object], key: str) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(f"{key!r} must be a whole number")
    return value


def _str_field(data: dict[str, object], key: str, longest: int) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise _bad(f"{key!r} must be a string")
    if len(value) > longest:
        raise _bad(f"{key!r} is longer than {longest} characters")
    return value


def _keys(data: dict[str, object], expected: tuple[str, ...]) -> None:
    extra = sorted(key[:40] if isinstance(key, str) else type(key).__name__
                   for key in data if key not in expected)
    if extra:
        raise _bad(f"unexpected field {extra[0]!r}")
    missing = [key for key in expected if key not in data]
    if missing:
        raise _bad(f"missing field {missing[0]!r}")


def _action(token: str) -> Action:
    try:
        return parse_action(token)
    except NotationError as error:
        raise IntentRefused("not_an_action", str(error)) from None


def read_intent(value: object) -> Intent:
    """The intent in a parsed JSON value; raises IntentRefused (``bad_intent``,
    ``unknown_type`` or ``not_an_action``) for anything else."""
    if not isinstance(value, dict):
        raise _bad("an intent is a JSON object")
    data: dict[str, object] = value
    kind = data.get("type")
    if not isinstance(kind, str):
        raise _bad("an intent has a string 'type'")
    if kind not in INTENT_TYPES:
        raise IntentRefused("unknown_type", f"unknown intent type {kind[:40]!r}")
    if kind == "hand_over":
        _keys(data, ("type", "seat", "level"))
        return HandOver(_int_field(data, "seat"), _str_field(data, "level", 40))
    if kind == "act":
        _keys(data, ("type", "turn", "action"))
        return Act(_int_field(data, "turn"), _action(_str_field(data, "action", MAX_TOKEN)))
    if kind == "play":
        _keys(data, ("type", "turn", "actions"))
        tokens = _str_field(data, "actions", MAX_LINE).split()
        if len(tokens) > MAX_PLAY_ACTIONS:
            raise _bad(f"a turn has at most {MAX_PLAY_ACTIONS} actions")
        return Play(_int_field(data, "turn"), tuple(_action(token) for token in tokens))
    _keys(data, ("type", "turn"))
    turn = _int_field(data, "turn")
    if kind == "undo":
        return Undo(turn)
    if kind == "redo":
        return Redo(turn)
    return Confirm(turn)

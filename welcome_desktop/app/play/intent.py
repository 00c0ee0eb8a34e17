"""The guard on the person's intents: why nobody may act now (:class:`Hold`), and the
:func:`intent` decorator that ignores an intent then, or refuses it with a reason in a game
that is only looked at."""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication

P = ParamSpec("P")


class Hold(enum.Flag):
    """Why the person at the screen may not act now, apart from a computer seat playing."""

    NONE = 0
    #: The screen is being handed over to the current seat (until ``seat_ready()``).
    HANDOVER = enum.auto()
    #: The window paused the game (it replays it: see ``app.replay.mode``).
    PAUSED = enum.auto()
    #: The game is only looked at (another window plays it): every intent is refused.
    READ_ONLY = enum.auto()
    #: A network game's host is away: every intent is refused until it is back.
    HOST_AWAY = enum.auto()


class Guarded(Protocol):
    """What :func:`intent` asks of the controller it guards."""

    @property
    def read_only(self) -> bool: ...

    @property
    def hold(self) -> Hold: ...

    @property
    def accepts_input(self) -> bool: ...

    @property
    def read_only_why(self) -> str: ...

    def clear_hint(self) -> None: ...

    def cancel_auto_confirm(self) -> None: ...

    def refuse(self, reason: str) -> None: ...


C = TypeVar("C", bound=Guarded)


def read_only_reason() -> str:
    return QCoreApplication.translate(
        "GameController", "This game is open read-only: it is being played in another window.")


def watching_reason() -> str:
    return QCoreApplication.translate(
        "GameController", "You are watching this game: a spectator cannot play.")


def kept_copy_reason() -> str:
    return QCoreApplication.translate(
        "GameController", "This is the local copy of a network game whose host is gone: "
                          "nothing can be played.")


def host_away_reason() -> str:
    return QCoreApplication.translate(
        "GameController", "The host is away: nothing can be played until it is back (this "
                          "window carries on by itself then).")


def intent(method: Callable[Concatenate[C, P], None]) -> Callable[Concatenate[C, P], None]:
    """An intent of the person at the screen: ignored while nobody may act (a computer seat
    plays, the screen is being handed over, or the game is replayed), refused with a reason in a
    read-only game and while a network game's host is away."""

    def guarded(controller: C, /, *args: P.args, **kwargs: P.kwargs) -> None:
        if controller.read_only:
            controller.refuse(controller.read_only_why)
        elif Hold.HOST_AWAY in controller.hold:
            controller.refuse(host_away_reason())
        elif controller.accepts_input:
            controller.cancel_auto_confirm()  # the player acts: the turn stays open
            if method.__name__ != "apply_hint":
                controller.clear_hint()  # any other intent: the turn shown changes
            method(controller, *args, **kwargs)

    functools.update_wrapper(guarded, method)
    return guarded

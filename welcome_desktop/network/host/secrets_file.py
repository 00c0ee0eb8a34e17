"""The hosted game's secrets, kept beside its save file: join codes, reconnect tokens, the
creator, the turn timer and the seats handed to a computer.

A save file (records/savefile.py) is the same as a local game's and holds no secret; this
sidecar is what a restarted host needs to let the same seats back in. It is never sent to
anyone. It is read as untrusted JSON (size and depth capped, every field validated)::

    {"format": "welcome-desktop-host", "version": 1,
     "players": ["Anna", "Ben"],
     "seats": [{"code": "ABCD-EFGH", "token": "...", "taken": true, "handed": null},
               {"code": null, "token": null, "taken": false, "handed": null}],
     "spectators": "JKMN-PQRS", "creator_seat": 0, "creator_token": "...",
     "turn_seconds": 120.0, "turn": 7, "started": true}

``started`` is false while the game waits in its lobby (a file without it: started).

A seat that confirmed the turn in progress has its turn there too (``"confirmed": "C1 W2.3=7
S"``): another seat's choices, so the file stays secret; a restart confirms them again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from welcome_desktop.network.host.seat_state import SeatState
from welcome_desktop.network.protocol.intents import MAX_LINE
from welcome_desktop.records.levels import PERSON, Level, parse_level
from welcome_desktop.records.savefile import MAX_PLAYERS, PlayerName, Seat
from welcome_desktop.records.untrusted import SaveFileError, parse_json
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.notation import NotationError, format_turn, parse_turn

FORMAT: Final = "welcome-desktop-host"
VERSION: Final = 1
MAX_SECRETS_BYTES: Final = 64 * 1024
#: The longest turn timer, in seconds (a day).
MAX_TURN_SECONDS: Final = 86400.0

Code = Annotated[str, StringConstraints(min_length=4, max_length=64)]
Token = Annotated[str, StringConstraints(min_length=16, max_length=128)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class SeatSecrets(_Strict):
    """One seat: its join code and whether it was spent, its reconnect token (None for a
    computer seat), and the computer level it was handed to (None when its person plays)."""

    code: Code | None
    token: Token | None
    taken: bool
    handed: Annotated[Level, Field(strict=False)] | None
    confirmed: Annotated[str, StringConstraints(max_length=MAX_LINE)] | None = None
    """The seat's confirmed turn of the turn in progress (``HostSecrets.turn``), in notation,
    so that a restart loses only the choices not confirmed yet."""


class HostSecrets(_Strict):
    """Everything secret about one hosted game."""

    format: Literal["welcome-desktop-host"]
    version: Literal[1]
    players: Annotated[list[PlayerName], Field(min_length=1, max_length=MAX_PLAYERS)]
    seats: Annotated[list[SeatSecrets], Field(min_length=1, max_length=MAX_PLAYERS)]
    spectators: Code
    creator_seat: Annotated[int, Field(ge=0, lt=MAX_PLAYERS)] | None
    creator_token: Token
    turn_seconds: Annotated[float, Field(gt=0, le=MAX_TURN_SECONDS, allow_inf_nan=False,
                                         strict=False)] | None
    hints: bool = False
    """The seats may ask for hints (a host file without it: no hints)."""
    turn: Annotated[int, Field(ge=0)] = 0
    """The turn in progress when the file was written (the seats' ``confirmed`` turns)."""
    started: bool = True
    """False while the game waits in its lobby (a file from before lobbies: started)."""


def dump_secrets(secrets: HostSecrets) -> bytes:
    """The sidecar's bytes (UTF-8 JSON)."""
    return (json.dumps(secrets.model_dump(mode="json"), ensure_ascii=False, indent=1)
            + "\n").encode("utf-8")


def parse_secrets(data: bytes, source: str = "the host file") -> HostSecrets:
    """The validated secrets in ``data``; raises SaveFileError with a one-line message."""
    if len(data) > MAX_SECRETS_BYTES:
        raise SaveFileError("too_large", "it is too large for a host file", source)
    value = parse_json(data, source, MAX_SECRETS_BYTES)
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise SaveFileError("not_a_save", "it is not a welcome_desktop host file", source)
    try:
        secrets = HostSecrets.model_validate(value)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"])
        raise SaveFileError("invalid", f"it is damaged: {where}: {first['msg']}",
                            source) from None
    if len(secrets.seats) != len(secrets.players):
        raise SaveFileError("invalid", "it must hold one seat per player", source)
    if secrets.creator_seat is not None and secrets.creator_seat >= len(secrets.seats):
        raise SaveFileError("invalid", "its creator is not one of its seats", source)
    return secrets


def host_secrets(states: Sequence[SeatState], game: Game, *, spectators: str,
                 creator_seat: int | None, creator_token: str,
                 turn_seconds: float | None, hints: bool = False,
                 started: bool = True) -> HostSecrets:
    """The secrets of a session's seats and table, with the turns confirmed so far in the turn
    in progress of ``game``."""
    confirmed = [format_turn(game.turn(seat).actions)
                 if not game.over and game.confirmed[seat] else None
                 for seat in range(game.player_count)]
    return HostSecrets(
        format="welcome-desktop-host", version=1, players=list(game.setup.players),
        seats=[SeatSecrets(code=s.code, token=s.token, taken=s.taken,
                           handed=parse_level(s.kind) if s.handed else None, confirmed=line)
               for s, line in zip(states, confirmed, strict=True)],
        spectators=spectators, creator_seat=creator_seat, creator_token=creator_token,
        turn_seconds=turn_seconds, hints=hints, turn=game.turn_number, started=started)


def confirm_again(game: Game, kept: HostSecrets, source: str) -> None:
    """Confirm again the turns the host file kept of ``game``'s turn in progress (none when the
    file is of another turn: the save was written after it); raises SaveFileError when one is
    not legal."""
    if kept.turn != game.turn_number or game.over:
        return
    for seat, secret in enumerate(kept.seats):
        if secret.confirmed is None:
            continue
        try:
            game.play_turn(seat, parse_turn(secret.confirmed))
        except (NotationError, IllegalAction) as error:
            raise SaveFileError("invalid", f"its host file's turn of seat {seat + 1} cannot be "
                                f"played: {error}", source) from None


def seat_states(seats: Sequence[Seat], kept: HostSecrets, source: str) -> list[SeatState]:
    """Each seat's bookkeeping from the save file's seats and the host file; raises
    SaveFileError when they do not fit together (nobody is present yet)."""
    if len(seats) != len(kept.seats):
        raise SaveFileError("invalid", "its host file belongs to another game", source)
    states = []
    for index, (seat, secret) in enumerate(zip(seats, kept.seats, strict=True)):
        person = seat.kind == PERSON
        if person != (secret.token is not None and secret.code is not None) or (
                secret.handed is not None and not person):
            raise SaveFileError("invalid", f"its host file does not fit seat {index + 1}",
                                source)
        state = SeatState(name=kept.players[index], kind=seat.kind, budget_s=seat.budget_s,
                          code=secret.code, token=secret.token, taken=secret.taken)
        if secret.handed is not None:
            state.hand_to(secret.handed)
        states.append(state)
    return states

"""What a hosting window creates (:class:`GameSpec`) and what it shows once its host listens
(:class:`HostedGame`). No Qt, no network here."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HostedGame:
    """What a hosting window shows: where seats reach it and their codes."""

    addresses: tuple[str, ...]
    port: int
    codes: tuple[str | None, ...]
    spectators: str
    announced: str
    """"" when announced on the local network, else why not (one sentence)."""


@dataclass(frozen=True, slots=True)
class GameSpec:
    """The game a hosting window creates: the server's ``create`` fields, the seats played
    here (``here`` and ``more_here``: several people may share this screen), and the name the
    game is announced under."""

    mode: str
    advanced: bool
    sheet: str
    seats: tuple[str, ...]
    """Per seat: "person" or a computer level."""
    names: tuple[str, ...]
    here: int
    """The first seat played at this screen (the game is announced under its name)."""
    game_name: str
    hints: bool = False
    """The seats may ask for hints (each computes its own, from its own view)."""
    more_here: tuple[int, ...] = ()
    """The other seats played at this screen, handed over as in a local game."""

    @property
    def seats_here(self) -> tuple[int, ...]:
        """Every seat played at this screen, in seat order."""
        return tuple(sorted({self.here, *self.more_here}))


__all__ = ["GameSpec", "HostedGame"]

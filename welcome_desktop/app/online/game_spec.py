"""What a hosting window creates (:class:`GameSpec`) and what it shows once its host listens
(:class:`HostedGame`). No Qt, no network here."""

from __future__ import annotations

from dataclasses import dataclass

#: ``GameSpec.here`` of a game nobody plays at the hosting screen: the window shows the table
#: screen (``app.window.table_screen``), every person seat played elsewhere.
NOBODY_HERE = -1


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
    """The first seat played at this screen (the game is announced under its name), or
    :data:`NOBODY_HERE`: the window shows the public table for everyone to see."""
    game_name: str
    hints: bool = False
    """The seats may ask for hints (each computes its own, from its own view)."""
    more_here: tuple[int, ...] = ()
    """The other seats played at this screen, handed over as in a local game."""

    @property
    def seats_here(self) -> tuple[int, ...]:
        """Every seat played at this screen, in seat order (none on the table screen)."""
        if self.table_screen:
            return ()
        return tuple(sorted({self.here, *self.more_here}))

    @property
    def table_screen(self) -> bool:
        """Nobody plays at the hosting screen: it shows the table screen."""
        return self.here == NOBODY_HERE

    @property
    def host_name(self) -> str:
        """The name the game is announced under: the first seat played here, else the first
        person's (or the first seat's)."""
        if not self.table_screen:
            return self.names[self.here]
        people = [i for i, kind in enumerate(self.seats) if kind == "person"]
        return self.names[people[0] if people else 0]


__all__ = ["NOBODY_HERE", "GameSpec", "HostedGame"]

"""What the host keeps of each seat beside the game: who plays it, its secrets, whether a
connection holds it, and its redo stack."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from welcome_desktop.players.strong import DEFAULT_BUDGET_S
from welcome_desktop.records.levels import PERSON, Level, parse_level
from welcome_desktop.rules.actions import Action

#: Join codes: twelve characters of an alphabet without look-alikes (0/O, 1/I/L, U/V),
#: about 58 bits, written ABCD-EFGH-JKMN so that a person can read one out. A code alone finds
#: its game on a server (docs/server.md, "Join codes": the arithmetic of guessing one).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTWXYZ23456789"
CODE_LENGTH = 12
#: The codes of games created before short codes (eight characters, ABCD-EFGH): still
#: accepted, with their game id in front (``<game id>.ABCD-EFGH``).
OLD_CODE_LENGTH = 8
#: Reconnect tokens: 32 random bytes, URL-safe text.
TOKEN_BYTES = 32


def new_code() -> str:
    """A fresh join code (from :mod:`secrets`)."""
    return _grouped("".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)))


def _grouped(text: str) -> str:
    return "-".join(text[at:at + 4] for at in range(0, len(text), 4))


def new_token() -> str:
    """A fresh reconnect token (from :mod:`secrets`)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def normal_code(code: str) -> str:
    """A join code as typed (any case, spaces, with or without its dashes) in its one form."""
    text = "".join(ch for ch in code.upper() if ch.isalnum())
    return _grouped(text) if len(text) in (CODE_LENGTH, OLD_CODE_LENGTH) else text


def is_short_code(code: str) -> bool:
    """``code`` (as :func:`normal_code` writes it) is a join code of today's length: one that
    finds its game alone, without the game id in front."""
    return len(code) == CODE_LENGTH + CODE_LENGTH // 4 - 1 and all(
        ch in CODE_ALPHABET for ch in code.replace("-", ""))


def same_secret(given: str, kept: str | None) -> bool:
    """``given`` is ``kept``, compared in constant time (any text, even not ASCII)."""
    if kept is None:
        return False
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"), kept.encode("utf-8"))


@dataclass(slots=True)
class SeatState:
    """One seat's bookkeeping.

    ``kind`` is who plays it now (``person`` or a computer level); ``handed`` is set when the
    creator handed an absent person seat to a computer (its person gets it back on
    reconnecting). ``code`` is its join code (None for a computer seat), spent once ``taken``;
    ``token`` its reconnect token (None for a computer seat). ``connections`` counts the
    connections holding it. ``redo`` is the actions taken back this turn, the next redo last.
    """

    name: str
    kind: str
    budget_s: float | None = None
    code: str | None = None
    token: str | None = None
    taken: bool = False
    handed: bool = False
    connections: int = 0
    redo: list[Action] = field(default_factory=list)

    @property
    def present(self) -> bool:
        return self.connections > 0

    def hand_to(self, level: str) -> None:
        """A computer player of ``level`` plays this person seat until its person is back."""
        self.kind = parse_level(level)
        self.budget_s = DEFAULT_BUDGET_S if level == Level.STRONG else None
        self.handed = True

    def take_back(self) -> None:
        """The seat's person plays it again."""
        self.kind, self.budget_s, self.handed = PERSON, None, False

    @property
    def computer(self) -> bool:
        """A computer plays this seat now."""
        return self.kind != PERSON

"""The host session: the one copy of a hosted game, the seats' intents and their views.

A :class:`HostSession` is synchronous and pure: no asyncio, no sockets, no clock of its own
(the caller passes ``now`` to :meth:`HostSession.tick`). It is what a window's host and the
server both hold. Every public method either succeeds or raises :class:`IntentRefused` and
changes nothing.

Who is who
----------
A game is created with its setup and one :class:`~welcome_desktop.records.savefile.Seat` per
player (``person`` or a computer level: ``easy``, ``greedy``, ``strong``). Each person seat gets
a **join code**; the table has one **spectator code**. Joining with a seat's code gives the
connection a :class:`Member` and the seat's **reconnect token** (once: a code is spent when its
seat is taken); a dropped seat comes back with :meth:`HostSession.reconnect`. The game's
creator is a seat (``creator_seat``) or, when none is given, whoever holds
:attr:`HostSession.creator_token`. Codes and tokens come from :mod:`secrets`, never from the seed.
The seat of an intent is the connection's :class:`Member`, never a field of the message.

Intents (JSON objects; see :mod:`welcome_desktop.network.intents`)
-----------------------------------------------------------------
``turn`` is the number of the turn in progress (``view["turn"]``, turns resolved so far); any
other value is refused as ``stale_turn``. Actions are written in the action notation of
docs/records.md (``rules/notation.py``)::

    {"type": "act", "turn": 3, "action": "W2.3=7"}     one action of the seat's turn
    {"type": "play", "turn": 3, "actions": "C1 W2.3=7 S"}
                                                        several actions, all or none, then
                                                        confirm (what a computer client sends)
    {"type": "undo", "turn": 3}                         take back the last action (with the
                                                        temp mark it forced), as the window does
    {"type": "redo", "turn": 3}                         apply again the last action taken back
    {"type": "confirm", "turn": 3}                      end the turn (an unused effect is
                                                        skipped, as the window does)
    {"type": "hand_over", "seat": 2, "level": "greedy"} creator only: an absent seat is played
                                                        by a computer from now on

Unknown keys are refused, as are unknown types, wrong field types and values out of range.

Refusals
--------
:class:`IntentRefused` carries a stable ``code`` and an English ``message``. A rule broken
gives the rules' own words: ``IllegalAction.code`` and its message (e.g. ``house_not_empty``,
"house 3 of street 2 is not empty"). The session's own codes: ``bad_intent`` (not an intent:
wrong shape, type or value), ``unknown_type``, ``not_an_action`` (not in the notation),
``stale_turn``, ``spectator`` (a spectator cannot act), ``computer_seat`` (the seat is played by
a computer), ``nothing_to_undo``, ``nothing_to_redo``, ``not_creator``, ``no_such_seat``,
``seat_present`` (only an absent seat can be handed over), ``unknown_level``, ``bad_code``,
``seat_taken``, ``bad_token``, ``game_over``.

Views (JSON-ready dicts; see :mod:`welcome_desktop.network.views`)
-----------------------------------------------------------------
:meth:`HostSession.view` gives a seat what ``players/view.py``'s ``SeatView`` holds plus its own
turn in progress; ``view(None)`` is a spectator's public view (the same keys, ``seat`` None,
``offer`` only in standard where it lies face up, ``own`` None). Shape::

    {"mode": "standard", "advanced": true, "sheet": "base",
     "players": ["Anna", "Ben"], "seat": 0 | None, "turn": 3, "over": false,
     "end_reasons": [],
     "plans": [{"id": "1-C", "approved": false}, ...],          # n°1, n°2, n°3
     "sheets": [<sheet_to_dict>, ...],   # every sheet as of the last resolved turn
     "scores": [41, 37],                 # totals as of the last resolved turn
     "seats": [{"name": "Anna", "kind": "person", "present": true, "confirmed": false}, ...],
     "offer": [[7, "park"], ...] | None, # the seat's combinations or hand (card_to_json)
     "cards_seen": [[[7, "park"], ...], ...],  # SeatView.cards_seen; [] for spectators
                                               # outside standard
     "cards_remaining": 54,
     "pile_top": "park" | "solo" | None, "passed_effects": ["park", None, ...],  # expert
     "last_turn": [{"seat": 0, "actions": "C1 W2.3=7 P2"}, ...] | [],
                                        # the last resolved turn's marks, notation; in expert
                                        # another seat's choose token (C i/j) is left out
     "deadline": 1764170000.0 | None,   # the turn timer's end in tick()'s clock
     "result": None | {"breakdowns": [...], "ranking": [[0], [1]]},
     "own": None | {                    # the seat's own turn in progress
        "actions": "C1 W2.3=7",         # this turn so far, notation
        "sheet": <sheet_to_dict>,       # the live sheet with this turn's actions
        "phase": "start" | "chosen" | "written" | "done",
        "confirmed": false, "can_undo": true, "can_redo": false,
        "choice": "C1" | None, "combination": [7, "park"] | None,
        "placements": [{"choose": "C0", "value": 7, "houses": [[0, 3], ...]}, ...],
        "writes": ["W0.3=7", ...],      # after choosing: the legal writes of the choice
        "trucks": ["DL", "DR"] | [],
        "effects": ["P2", ...],         # the legal uses of the effect now
        "claims": ["K1-C@0.0+3,1.4+3", "K2-G", ...],
        "roundabouts": ["R0.4", ...],   # legal roundabouts now
        "forced": "T" | None,           # an action the rules demand next
        "reshuffle": false,             # asking for a reshuffle is legal now
        "refusal_forced": false,        # nothing can be written: X is the move
        "nothing_left": false,          # the turn may only be confirmed
        "refused": {"roundabout": "roundabout_timing" | None,
                    "confirm": "effect_missing" | None,
                    "refusal": "voluntary_refusal" | None}  # IllegalAction codes
     }}

Views never hold the seed, the deck order, undrawn cards, another seat's hand (expert), nor
another seat's turn in progress or undo history.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from welcome_desktop.network.computer import ComputerJob
from welcome_desktop.network.intents import IntentRefused
from welcome_desktop.records.savefile import SaveFile, Seat
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.game import Game, Setup

__all__ = [
    "ComputerJob",
    "HostSession",
    "IntentRefused",
    "JoinCodes",
    "Member",
    "Outcome",
]


@dataclass(frozen=True, slots=True)
class Member:
    """Who a connection is: a seat (``seat`` its index) or a spectator (``seat`` None);
    ``creator`` when it may hand absent seats to a computer. ``token`` is the secret that
    brings it back (:meth:`HostSession.reconnect`); None for a plain spectator."""

    seat: int | None
    creator: bool
    token: str | None


@dataclass(frozen=True, slots=True)
class JoinCodes:
    """The codes a creator hands out: per seat the code (None for a computer seat or a seat
    already taken), and the spectators' code."""

    seats: tuple[str | None, ...]
    spectators: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a successful call changed, so that a transport sends only the views that changed.

    ``seats``: the seats whose own view changed (send them ``view(seat)``). ``public``: every
    view changed (someone confirmed, presence, a resolved turn...): send every seat and every
    spectator their view. ``resolved``: a turn was resolved (save the game now). ``over``: the
    game is over.
    """

    seats: frozenset[int] = frozenset()
    public: bool = False
    resolved: bool = False
    over: bool = False

    def __or__(self, other: Outcome) -> Outcome:
        return Outcome(self.seats | other.seats, self.public or other.public,
                       self.resolved or other.resolved, self.over or other.over)


NOTHING = Outcome()


class HostSession:
    """One hosted game: the rules' :class:`Game`, the seats, their codes, tokens and views."""

    # ----------------------------------------------------------------- making one

    @classmethod
    def create(cls, setup: Setup, seats: Sequence[Seat], *, creator_seat: int | None = None,
               turn_seconds: float | None = None) -> HostSession:
        """A new game of ``setup`` with one seat per player; new codes and tokens.

        ``creator_seat``: the seat that may hand absent seats over (None: the holder of
        :attr:`creator_token`). ``turn_seconds``: the turn timer (None: no timer). Raises
        ``ValueError`` (``rules.game.SetupError`` included) for a setup or seats that cannot be
        played, with a one-line message.
        """
        raise NotImplementedError

    @classmethod
    def resume(cls, save: bytes, secrets: bytes, source: str = "the game") -> HostSession:
        """The session saved as ``save`` (a save file, records/savefile.py) and ``secrets``
        (its sidecar, :meth:`secrets_bytes`), at the start of the turn after the last resolved
        one: every seat keeps its token, nobody is present yet. Raises
        ``records.untrusted.SaveFileError`` with a one-line message for anything wrong."""
        raise NotImplementedError

    # ----------------------------------------------------------------- state

    @property
    def game(self) -> Game:
        """The game itself (for the host's own use: tests, saving, replays). Never send it."""
        raise NotImplementedError

    @property
    def turn(self) -> int:
        """The turn in progress: the turns resolved so far."""
        raise NotImplementedError

    @property
    def over(self) -> bool:
        raise NotImplementedError

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat now (a seat handed over shows its computer level)."""
        raise NotImplementedError

    @property
    def creator_token(self) -> str:
        """The creator's secret when no seat is the creator (see :meth:`reconnect`)."""
        raise NotImplementedError

    def codes(self) -> JoinCodes:
        """The join codes still to hand out."""
        raise NotImplementedError

    def present(self) -> tuple[bool, ...]:
        """Per seat: a connection holds it now."""
        raise NotImplementedError

    # ----------------------------------------------------------------- connections

    def join(self, code: str) -> tuple[Member, Outcome]:
        """The member a join code makes: a seat (now present; its code is spent, its token in
        the member) or a spectator. Raises IntentRefused ``bad_code`` (no such code, or not a
        string) or ``seat_taken``."""
        raise NotImplementedError

    def reconnect(self, token: str) -> tuple[Member, Outcome]:
        """The member of a reconnect token (a seat's, now present, its turn in progress as it
        left it; a seat handed to a computer is given back to the person) or the creator's.
        Raises IntentRefused ``bad_token``."""
        raise NotImplementedError

    def leave(self, member: Member) -> Outcome:
        """A connection closed: its seat is absent (its turn in progress is kept)."""
        raise NotImplementedError

    # ----------------------------------------------------------------- intents

    def handle(self, member: Member, intent: object) -> Outcome:
        """Apply one intent (a parsed JSON value, untrusted) of ``member``'s seat.

        Returns what changed; raises :class:`IntentRefused` and changes nothing otherwise.
        Never raises anything else, whatever ``intent`` holds.
        """
        raise NotImplementedError

    def hand_over(self, member: Member, seat: int, level: str) -> Outcome:
        """The creator hands the absent ``seat`` to a computer player of ``level``
        (``easy``, ``greedy``, ``strong``). Raises IntentRefused ``not_creator``,
        ``no_such_seat``, ``seat_present``, ``unknown_level`` or ``game_over``."""
        raise NotImplementedError

    # ----------------------------------------------------------------- computer seats

    def pending_computer_seats(self) -> list[int]:
        """The seats a computer must play this turn and has not: computer seats, and person
        seats whose time ran out (:meth:`tick`), not yet confirmed."""
        raise NotImplementedError

    def computer_job(self, seat: int) -> ComputerJob:
        """What the computer needs to decide ``seat``'s turn, detached from the game: run
        ``network.computer.computer_turn(job)`` anywhere (a thread), then hand the result to
        :meth:`apply_computer_turn`. Raises IntentRefused ``no_such_seat`` when ``seat`` is
        not pending."""
        raise NotImplementedError

    def apply_computer_turn(self, job: ComputerJob, actions: Sequence[Action]) -> Outcome:
        """Play a computer's whole turn for ``job.seat`` (its turn in progress is dropped) and
        confirm it. Raises IntentRefused ``stale_turn`` when the turn or the seat's player
        changed since the job was made (drop the result), or the rules' refusal."""
        raise NotImplementedError

    # ----------------------------------------------------------------- timer

    def tick(self, now: float) -> Outcome:
        """Advance the turn timer to ``now`` (seconds, the caller's clock, e.g. time.time()).
        The first tick of a turn sets its deadline (``now + turn_seconds``); once it passes,
        every unconfirmed person seat is pending for a computer (greedy) this turn, its turn
        in progress dropped. Without a timer, nothing happens."""
        raise NotImplementedError

    # ----------------------------------------------------------------- views

    def view(self, seat: int | None) -> dict[str, Any]:
        """The JSON-ready view of ``seat`` (None: a spectator); see the module docstring."""
        raise NotImplementedError

    # ----------------------------------------------------------------- saving

    def save_file(self, saved_at: datetime | None = None) -> SaveFile:
        """The save file of the game as of its last resolved turn (same records and schema as
        local games; seats as the game was created, a handed-over seat stays a person)."""
        raise NotImplementedError

    def save_bytes(self, saved_at: datetime | None = None) -> bytes:
        """:meth:`save_file` as the bytes a local save writes."""
        raise NotImplementedError

    def secrets_bytes(self) -> bytes:
        """The sidecar kept beside the save file: codes, tokens, creator, timer, handed-over
        seats (JSON, ``network.secrets_file``). Secret: never send it to anyone."""
        raise NotImplementedError

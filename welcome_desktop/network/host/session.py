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

The lobby
---------
A game created with ``lobby=True`` waits before its turn 1: seats fill as their people join
(each may give its display name, :meth:`HostSession.join`), nobody plays, no timer runs, no
computer decides. It starts when the creator says so (:meth:`HostSession.start`, the seats
nobody joined handed to a computer if asked) or by itself once every person seat is taken.
A game saved before lobbies existed resumes started.

Intents, refusals and views
---------------------------
docs/network.md lists the intents (JSON objects naming actions in the notation of
docs/records.md), the session's refusal codes and the shape of the views; :func:`read_intent`
and :mod:`welcome_desktop.network.host.views` are the code. Views never hold the seed, the deck
order, undrawn cards, another seat's hand (expert), nor another seat's turn in progress or undo
history.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import math
from collections.abc import Sequence
from datetime import datetime
from typing import Final

from welcome_desktop.network.host import seat_turn
from welcome_desktop.network.host.computer import ComputerJob, rng_key
from welcome_desktop.network.host.members import NOTHING, JoinCodes, Member, Outcome
from welcome_desktop.network.host.seat_state import (
    SeatState,
    new_code,
    new_token,
    normal_code,
    same_secret,
)
from welcome_desktop.network.host.secrets_file import (
    MAX_TURN_SECONDS,
    confirm_again,
    dump_secrets,
    host_secrets,
    parse_secrets,
    seat_states,
)
from welcome_desktop.network.host.view_text import ViewText
from welcome_desktop.network.host.views import ViewCache
from welcome_desktop.network.protocol.intents import (
    Act,
    Confirm,
    HandOver,
    Intent,
    IntentRefused,
    Play,
    Redo,
    Undo,
    read_intent,
)
from welcome_desktop.network.protocol.plain_text import plain_text
from welcome_desktop.network.protocol.view_model import HostView
from welcome_desktop.players.view import seat_view
from welcome_desktop.records.levels import LEVELS, PERSON, Level, levels_text
from welcome_desktop.records.savefile import (
    SaveFile,
    Seat,
    dump_save_file,
    parse_game,
    save_file_of,
)
from welcome_desktop.records.untrusted import SaveFileError
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import MAX_NAME, Game, Setup

__all__ = [
    "TIMEOUT_LEVEL",
    "ComputerJob",
    "HostSession",
    "IntentRefused",
    "JoinCodes",
    "Member",
    "Outcome",
]

#: Who plays a person's turn when the turn timer runs out.
TIMEOUT_LEVEL: Final = Level.GREEDY
_MAX_SECRET = 200




def _number(value: object) -> str:
    """A number from an intent, short whatever it is (huge ints have no ``str`` here)."""
    if isinstance(value, int) and -10**6 < value < 10**6:
        return str(value)
    return "out of range"


def _unique_codes(count: int) -> list[str]:
    codes: list[str] = []
    while len(codes) < count:
        code = new_code()
        if code not in codes:
            codes.append(code)
    return codes


class HostSession:
    """One hosted game: the rules' :class:`Game`, the seats, their codes, tokens and views."""

    def __init__(self, game: Game, *, created: Sequence[Seat], states: Sequence[SeatState],
                 spectators: str, creator_seat: int | None, creator_token: str,
                 turn_seconds: float | None, hints: bool = False, lobby: bool = False) -> None:
        """Use :meth:`create` or :meth:`resume`."""
        self._hints = hints
        self._lobby = lobby
        self._game = game
        self._created = tuple(created)
        self._states = list(states)
        self._spectators = spectators
        self._creator_seat = creator_seat
        self._creator_token = creator_token
        self._turn_seconds = turn_seconds
        self._deadline: float | None = None
        self._timed_out: set[int] = set()
        self._views = ViewCache()
        self._texts = ViewText()
        #: The turns kept in the host file completed a turn when it was resumed: save it.
        self.resolved_on_resume = False

    # ----------------------------------------------------------------- making one

    @classmethod
    def create(cls, setup: Setup, seats: Sequence[Seat], *, creator_seat: int | None = None,
               turn_seconds: float | None = None, hints: bool = False,
               lobby: bool = False) -> HostSession:
        """A new game of ``setup`` with one seat per player; new codes and tokens.

        ``creator_seat``: the seat that may hand absent seats over (None: the holder of
        :attr:`creator_token`). ``turn_seconds``: the turn timer (None: no timer). Raises
        ``ValueError`` (``rules.game.SetupError`` included) for a setup or seats that cannot be
        played, with a one-line message. ``hints``: the seats may ask for hints (each computes
        its own from its own view: the views say so, ``hints``). ``lobby``: the game waits
        for its people before turn 1 (see the module docstring).
        """
        game = Game(setup)
        if len(seats) != game.player_count:
            raise ValueError(f"{len(seats)} seats given for {game.player_count} players")
        if creator_seat is not None and not 0 <= creator_seat < game.player_count:
            raise ValueError(f"there is no seat {creator_seat} to be the creator")
        if turn_seconds is not None and not (
                math.isfinite(turn_seconds) and 0 < turn_seconds <= MAX_TURN_SECONDS):
            raise ValueError(f"a turn timer lasts more than 0 and at most "
                             f"{MAX_TURN_SECONDS:.0f} seconds")
        codes = _unique_codes(len(seats) + 1)
        states = []
        for index, seat in enumerate(seats):
            person = seat.kind == PERSON
            states.append(SeatState(
                name=setup.players[index], kind=seat.kind, budget_s=seat.budget_s,
                code=codes[index] if person else None,
                token=new_token() if person else None))
        session = cls(game, created=seats, states=states, spectators=codes[-1],
                      creator_seat=creator_seat, creator_token=new_token(),
                      turn_seconds=turn_seconds, hints=hints, lobby=lobby)
        session._start_when_full()
        return session

    @classmethod
    def resume(cls, save: bytes, secrets: bytes, source: str = "the game") -> HostSession:
        """The session saved as ``save`` (a save file, records/savefile.py) and ``secrets``
        (its host file, :meth:`secrets_bytes`): every seat keeps its token, nobody is present
        yet, the turns confirmed in the turn in progress are confirmed again (the other seats'
        choices of that turn are lost; when the kept turns complete it, it resolves: save
        again). Raises ``records.untrusted.SaveFileError`` with a one-line message for anything
        wrong."""
        loaded = parse_game(save, source)
        kept = parse_secrets(secrets, source + " (host file)")
        game = loaded.game
        if tuple(kept.players) != game.setup.players or len(loaded.seats) != len(kept.seats):
            raise SaveFileError("invalid", "its host file belongs to another game", source)
        states = seat_states(loaded.seats, kept, source)
        saved_turn = game.turn_number
        confirm_again(game, kept, source)
        session = cls(game, created=loaded.seats, states=states, spectators=kept.spectators,
                      creator_seat=kept.creator_seat, creator_token=kept.creator_token,
                      turn_seconds=kept.turn_seconds, hints=kept.hints,
                      lobby=not kept.started and game.turn_number == 0)
        session.resolved_on_resume = game.turn_number != saved_turn
        return session

    # ----------------------------------------------------------------- state

    @property
    def game(self) -> Game:
        """The game itself (for the host's own use: tests, saving, replays). Never send it."""
        return self._game

    @property
    def turn(self) -> int:
        """The turn in progress: the turns resolved so far."""
        return self._game.turn_number

    @property
    def over(self) -> bool:
        return self._game.over

    @property
    def lobby(self) -> bool:
        """The game waits for its people before turn 1 (:meth:`start`)."""
        return self._lobby

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat now (a seat handed over shows its computer level)."""
        return tuple(Seat(kind=state.kind, budget_s=state.budget_s)  # type: ignore[arg-type]
                     for state in self._states)

    @property
    def creator_token(self) -> str:
        """The creator's secret when no seat is the creator (see :meth:`reconnect`)."""
        return self._creator_token

    @property
    def turn_seconds(self) -> float | None:
        return self._turn_seconds

    def codes(self) -> JoinCodes:
        """The join codes still to hand out."""
        return JoinCodes(tuple(None if state.taken else state.code for state in self._states),
                         self._spectators)

    def every_code(self) -> tuple[str, ...]:
        """Every join code of the game, spent or not, and the spectators' (a server indexes
        them to find the game by its code alone). Secret: never send it."""
        return (*(state.code for state in self._states if state.code is not None),
                self._spectators)

    def present(self) -> tuple[bool, ...]:
        """Per seat: a connection holds it now."""
        return tuple(state.present for state in self._states)

    def state_digest(self) -> str:
        """A digest of everything the session holds (the game with every turn in progress,
        the seats, the timer): equal digests, equal sessions (tests compare them)."""
        game = self._game
        parts: list[object] = [
            game.setup, game.turn_number, [record.actions for record in game.history],
            [tuple(turn.actions) for turn in game.turns], list(game.confirmed),
            game.end_reasons, self._lobby, self._spectators, self._creator_seat,
            self._creator_token,
            self._deadline, sorted(self._timed_out),
            [(s.kind, s.budget_s, s.code, s.token, s.taken, s.handed, s.connections,
              tuple(s.redo)) for s in self._states]]
        return hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()

    # ----------------------------------------------------------------- connections

    def _member(self, seat: int) -> Member:
        return Member(seat, seat == self._creator_seat, self._states[seat].token)

    def _arrive(self, seat: int) -> Outcome:
        state = self._states[seat]
        state.taken = True
        state.connections += 1
        if state.handed:
            state.take_back()
        return Outcome(frozenset({seat}), public=True)

    def join(self, code: str, name: object = None) -> tuple[Member, Outcome]:
        """The member a join code makes: a seat (now present; its code is spent, its token in
        the member) or a spectator. Raises IntentRefused ``bad_code`` (no such code, or not a
        string) or ``seat_taken``. In the lobby, ``name`` (the joiner's own display name) names
        the seat: made one line of plain text of at most ``MAX_NAME`` characters; one that is
        empty then, or another seat's, leaves the seat its name."""
        if not isinstance(code, str) or not code or len(code) > _MAX_SECRET:
            raise IntentRefused("bad_code", "this join code is not a game's")
        given = normal_code(code)
        if same_secret(given, self._spectators):
            return Member(None, False, None), NOTHING
        for seat, state in enumerate(self._states):
            if same_secret(given, state.code):
                if state.taken:
                    raise IntentRefused("seat_taken", "this seat is already taken: its player "
                                        "comes back with their reconnect token")
                outcome = self._arrive(seat) | self._rename(seat, name)
                return self._member(seat), outcome | self._start_when_full()
        raise IntentRefused("bad_code", "this join code is not a game's")

    def _rename(self, seat: int, name: object) -> Outcome:
        if not self._lobby or not isinstance(name, str):
            return NOTHING
        text = plain_text(name, MAX_NAME)
        if not text or text == self._game.setup.players[seat] or self._name_taken(seat, text):
            return NOTHING
        players = list(self._game.setup.players)
        players[seat] = text
        # Nothing is played in the lobby: the same deal under the new names.
        self._game = Game(dataclasses.replace(self._game.setup, players=tuple(players)))
        self._states[seat].name = text
        self._views, self._texts = ViewCache(), ViewText()
        return Outcome(public=True, renamed=True)

    def _name_taken(self, seat: int, text: str) -> bool:
        return text.casefold() in {other.casefold() for index, other
                                   in enumerate(self._game.setup.players) if index != seat}

    def rename(self, member: Member, name: object) -> Outcome:
        """The member's seat takes ``name`` (its player's display name) in the lobby, made one
        line of plain text of at most ``MAX_NAME`` characters. Raises IntentRefused
        ``spectator``, ``started`` (the lobby is over), ``bad_name`` (nothing left of it) or
        ``name_taken`` (another seat's name, params ``name``)."""
        if member.seat is None:
            raise IntentRefused("spectator", "a spectator watches and has no seat to name")
        if not self._lobby:
            raise IntentRefused("started", "the game has started already: names are given in "
                                "its lobby")
        text = plain_text(name, MAX_NAME) if isinstance(name, str) else ""
        if not text:
            raise IntentRefused("bad_name", f"a name is 1 to {MAX_NAME} letters, digits or "
                                "signs on one line", {"limit": MAX_NAME})
        if self._name_taken(member.seat, text):
            raise IntentRefused("name_taken", f"another seat is called {text}", {"name": text})
        return self._rename(member.seat, text)

    def _start_when_full(self) -> Outcome:
        """Start the game once every person seat is taken (or handed to a computer)."""
        if self._lobby and all(state.taken or state.computer for state in self._states):
            self._lobby = False
            return Outcome(frozenset(range(len(self._states))), public=True)
        return NOTHING

    def start(self, member: Member, level: object = None) -> Outcome:
        """The creator starts the game from the lobby; with a computer ``level``, every person
        seat nobody joined is handed to a computer of that level (its person may still come:
        :meth:`reconnect` gives it back; a seat left open waits for its person as an absent
        one). Raises IntentRefused ``not_creator``, ``started`` or ``unknown_level``."""
        if not member.creator:
            raise IntentRefused("not_creator", "only the game's creator starts it")
        if not self._lobby:
            raise IntentRefused("started", "the game has started already")
        if level is not None and (not isinstance(level, str) or level not in LEVELS):
            raise IntentRefused("unknown_level", f"the computer levels are {levels_text()}")
        if level is not None:
            for state in self._states:
                if not state.computer and not state.taken:
                    state.hand_to(level)
        self._lobby = False
        return Outcome(frozenset(range(len(self._states))), public=True)

    def reconnect(self, token: str) -> tuple[Member, Outcome]:
        """The member of a reconnect token (a seat's, now present, its turn in progress as it
        left it; a seat handed to a computer is given back to the person) or the creator's.
        Raises IntentRefused ``bad_token``."""
        if not isinstance(token, str) or not token or len(token) > _MAX_SECRET:
            raise IntentRefused("bad_token", "this reconnect token is not a seat's")
        if same_secret(token, self._creator_token):
            return Member(None, True, self._creator_token), NOTHING
        for seat, state in enumerate(self._states):
            if same_secret(token, state.token):
                return self._member(seat), self._arrive(seat)
        raise IntentRefused("bad_token", "this reconnect token is not a seat's")

    def leave(self, member: Member) -> Outcome:
        """A connection closed: its seat is absent (its turn in progress is kept)."""
        seat = member.seat
        if seat is None or not 0 <= seat < len(self._states):
            return NOTHING
        state = self._states[seat]
        if state.connections == 0:
            return NOTHING
        state.connections -= 1
        return NOTHING if state.present else Outcome(public=True)

    # ----------------------------------------------------------------- intents

    def handle(self, member: Member, intent: object) -> Outcome:
        """Apply one intent (a parsed JSON value, untrusted) of ``member``'s seat.

        Returns what changed; raises :class:`IntentRefused` and changes nothing otherwise.
        Never raises anything else, whatever ``intent`` holds (a bug of the host becomes the
        refusal ``internal``, the seat's turn put back as it was).
        """
        parsed = read_intent(intent)
        if isinstance(parsed, HandOver):
            return self.hand_over(member, parsed.seat, parsed.level)
        seat = self._acting_seat(member, parsed.turn)
        before = list(self._game.turn(seat).actions)
        redo = list(self._states[seat].redo)
        try:
            return self._apply(seat, parsed)
        except IntentRefused:
            raise
        except Exception as error:  # a bug must not stop the host: put the turn back
            self._recover(seat, before, redo)
            raise IntentRefused("internal", "the host failed on this intent "
                                f"({type(error).__name__})") from error

    def _recover(self, seat: int, before: list[Action], redo: list[Action]) -> None:
        game = self._game
        if not game.over and not game.confirmed[seat]:
            with contextlib.suppress(Exception):  # best effort after a bug
                seat_turn.restore(game, seat, before)
            self._states[seat].redo[:] = redo

    def _acting_seat(self, member: Member, turn: int) -> int:
        seat = member.seat
        if seat is None:
            raise IntentRefused("spectator", "a spectator watches and cannot play")
        if not 0 <= seat < len(self._states):
            raise IntentRefused("no_such_seat", f"there is no seat {seat}")
        if self._game.over:
            raise seat_turn.refused(IllegalAction("game_over"))
        if self._lobby:
            raise IntentRefused("not_started", "the game has not started: it starts when its "
                                "creator starts it or every seat is taken")
        if self._states[seat].computer:
            raise IntentRefused("computer_seat", "a computer player plays this seat")
        if turn != self._game.turn_number:
            raise IntentRefused("stale_turn", f"this intent was for turn {_number(turn)}, the "
                                f"turn in progress is {self._game.turn_number}")
        if seat in self._timed_out:
            raise IntentRefused("time_over", "the time for this turn ran out: a computer "
                                "plays it")
        return seat

    def _apply(self, seat: int, intent: Intent) -> Outcome:
        game, state = self._game, self._states[seat]
        mine = Outcome(frozenset({seat}))
        if isinstance(intent, Act):
            seat_turn.act(game, seat, state, intent.action)
            return mine
        if isinstance(intent, Undo):
            seat_turn.undo(game, seat, state)
            return mine
        if isinstance(intent, Redo):
            seat_turn.redo(game, seat, state)
            return mine
        if isinstance(intent, Confirm):
            return self._confirmed(seat, seat_turn.confirm(game, seat, state))
        assert isinstance(intent, Play)
        return self._confirmed(seat, seat_turn.play(game, seat, state, intent.actions))

    def _confirmed(self, seat: int, resolved: bool) -> Outcome:
        if not resolved:
            return Outcome(frozenset({seat}), public=True)
        for state in self._states:
            state.redo.clear()
        self._deadline = None
        self._timed_out.clear()
        return Outcome(frozenset(range(len(self._states))), public=True, resolved=True,
                       over=self._game.over)

    def hand_over(self, member: Member, seat: int, level: str) -> Outcome:
        """The creator hands the absent ``seat`` to a computer player of ``level``
        (``easy``, ``greedy``, ``strong``). Raises IntentRefused ``not_creator``,
        ``no_such_seat``, ``seat_present``, ``computer_seat``, ``unknown_level`` or
        ``game_over``."""
        state = self._absent_person(member, seat, "hands a seat over")
        if not isinstance(level, str) or level not in LEVELS:
            raise IntentRefused("unknown_level", f"the computer levels are {levels_text()}")
        state.hand_to(level)
        return Outcome(frozenset({seat}), public=True) | self._start_when_full()

    def renew_code(self, member: Member, seat: int) -> tuple[str, Outcome]:
        """The creator gives the absent ``seat`` a fresh join code, and the seat a fresh
        reconnect token: the old code and token are refused from now on (a player who lost
        the token joins again with the new code; a computer the seat was handed to plays it
        until then). Returns the code. Raises IntentRefused ``not_creator``,
        ``no_such_seat``, ``seat_present``, ``computer_seat`` or ``game_over``."""
        state = self._absent_person(member, seat, "gives a seat a new code")
        taken = {self._spectators, *(other.code for other in self._states)}
        code = new_code()
        while code in taken:
            code = new_code()
        state.code, state.token, state.taken = code, new_token(), False
        return code, Outcome(public=True)

    def _absent_person(self, member: Member, seat: int, what: str) -> SeatState:
        """The state of ``seat``, which the creator ``member`` may act on: a person seat of
        a game not over, nobody holding it; IntentRefused otherwise."""
        if not member.creator:
            raise IntentRefused("not_creator", f"only the game's creator {what}")
        if isinstance(seat, bool) or not isinstance(seat, int) \
                or not 0 <= seat < len(self._states):
            raise IntentRefused("no_such_seat", f"there is no seat {_number(seat)}")
        if self._game.over:
            raise seat_turn.refused(IllegalAction("game_over"))
        state = self._states[seat]
        if state.token is None:
            raise IntentRefused("computer_seat", "a computer player plays this seat")
        if state.present:
            raise IntentRefused("seat_present", "only an absent seat can be handed over "
                                "or given a new code")
        return state

    # ----------------------------------------------------------------- computer seats

    def pending_computer_seats(self) -> list[int]:
        """The seats a computer must play this turn and has not: computer seats, and person
        seats whose time ran out (:meth:`tick`), not yet confirmed."""
        game = self._game
        if game.over or self._lobby:
            return []
        return [seat for seat, state in enumerate(self._states)
                if not game.confirmed[seat] and (state.computer or seat in self._timed_out)]

    def computer_job(self, seat: int) -> ComputerJob:
        """What the computer needs to decide ``seat``'s turn, detached from the game: run
        ``network.computer.computer_turn(job)`` anywhere (a thread), then hand the result to
        :meth:`apply_computer_turn`. Raises IntentRefused ``no_such_seat`` when ``seat`` is
        not pending."""
        if seat not in self.pending_computer_seats():
            raise IntentRefused("no_such_seat",
                                f"seat {_number(seat)} has no computer turn to play")
        state = self._states[seat]
        level = state.kind if state.computer else TIMEOUT_LEVEL
        budget = state.budget_s if state.computer else None
        game = self._game
        return ComputerJob(seat, game.turn_number, level, budget, seat_view(game, seat),
                           rng_key(game.setup.seed, seat, game.turn_number))

    def apply_computer_turn(self, job: ComputerJob, actions: Sequence[Action]) -> Outcome:
        """Play a computer's whole turn for ``job.seat`` (its turn in progress is dropped) and
        confirm it. Raises IntentRefused ``stale_turn`` when the turn or the seat's player
        changed since the job was made (drop the result), or the rules' refusal."""
        if self._game.over:
            raise seat_turn.refused(IllegalAction("game_over"))
        seat = job.seat
        pending = self.pending_computer_seats()
        if job.turn != self._game.turn_number or seat not in pending:
            raise IntentRefused("stale_turn", "this computer turn is no longer wanted")
        state = self._states[seat]
        if (state.kind if state.computer else TIMEOUT_LEVEL) != job.level:
            raise IntentRefused("stale_turn", "this seat changed hands")
        return self._confirmed(seat, seat_turn.replace(self._game, seat, state, actions))

    # ----------------------------------------------------------------- timer

    def tick(self, now: float) -> Outcome:
        """Advance the turn timer to ``now`` (seconds, the caller's clock, e.g. time.time()).
        The first tick of a turn sets its deadline (``now + turn_seconds``); once it passes,
        every unconfirmed person seat is pending for a computer (greedy) this turn, its turn
        in progress dropped. Without a timer, nothing happens."""
        if self._turn_seconds is None or self._game.over or self._lobby \
                or not math.isfinite(now):
            return NOTHING
        if self._deadline is None:
            self._deadline = now + self._turn_seconds
            return Outcome(public=True)
        if now < self._deadline:
            return NOTHING
        game = self._game
        late = [seat for seat, state in enumerate(self._states)
                if not state.computer and not game.confirmed[seat]
                and seat not in self._timed_out]
        for seat in late:
            seat_turn.restore(game, seat, ())
            self._states[seat].redo.clear()
            self._timed_out.add(seat)
        return Outcome(frozenset(late), public=True) if late else NOTHING

    # ----------------------------------------------------------------- views

    def view(self, seat: int | None) -> HostView:
        """The JSON-ready view of ``seat`` (None: a spectator); see the module docstring.
        Raises IntentRefused ``no_such_seat``."""
        self._check_seat(seat)
        return self._views.view(self._game, seat, self._states, self._deadline,
                                hints=self._hints, lobby=self._lobby)

    def view_text(self, seat: int | None) -> str:
        """:meth:`view` as the JSON text a server sends (the parts that did not change since
        the last call are not encoded again). Raises IntentRefused ``no_such_seat``."""
        self._check_seat(seat)
        return self._texts.text(self._game, seat, self._states, self._deadline,
                                hints=self._hints, lobby=self._lobby)

    def _check_seat(self, seat: int | None) -> None:
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < len(self._states)):
            raise IntentRefused("no_such_seat", f"there is no seat {_number(seat)}")

    # ----------------------------------------------------------------- saving

    def save_file(self, saved_at: datetime | None = None) -> SaveFile:
        """The save file of the game as of its last resolved turn (same records and schema as
        local games; the seats as the game was created: handed seats are in the host file)."""
        return save_file_of(self._game, saved_at, self._created)

    def save_bytes(self, saved_at: datetime | None = None) -> bytes:
        """:meth:`save_file` as the bytes a local save writes."""
        return dump_save_file(self.save_file(saved_at))

    def secrets_bytes(self) -> bytes:
        """The host file kept beside the save file: codes, tokens, creator, timer, handed-over
        seats and the turns confirmed in the turn in progress (JSON, ``network.secrets_file``).
        It changes only with an outcome that is ``public``: write it again then. Secret: never
        send it to anyone."""
        return dump_secrets(host_secrets(
            self._states, self._game, spectators=self._spectators,
            creator_seat=self._creator_seat, creator_token=self._creator_token,
            turn_seconds=self._turn_seconds, hints=self._hints, started=not self._lobby))

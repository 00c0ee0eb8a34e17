"""The games one server holds: each a :class:`HostSession` with its connections, saved in the
data folder after every change that matters, resumed when the server starts again.

Layout under the server's data folder (the records of local games, the same schema)::

    games/<game id>.json            an unfinished game, rewritten after every resolved turn
    games/<game id>.secrets.json    its join codes and reconnect tokens (never sent anyone)
    history/<y>/<m>/<d>/<game id>.json   a game that ended (finished, or abandoned after it
                                    started), kept for a while (:mod:`network.archive`)

A game nobody is connected to expires: after an hour when no turn of it was ever resolved
(its files deleted), after a week when it had started (its save goes to the history).

A reconnect token on the wire is ``<game id>.<the session's token>``: the id says which game
(and so which file) it opens, the rest is the session's secret. A join code goes out alone
(``ABCD-EFGH-JKMN``): the server finds its game by the code itself (an index of the codes'
digests), so a person types only those twelve characters. The codes of games created before
short codes (``ABCD-EFGH``) go out, and are still accepted, with their game id in front.

Every folder of it is private (``0700``) and every file ``0600`` (:mod:`records.private`),
whatever the umask: a save holds the seed (every undrawn card), a host file the codes, tokens
and the seats' confirmed choices. Folders and game files of an older version are tightened
when the server starts (a history file is behind its ``0700`` folders).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import hashlib
import math
import os
import secrets
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from welcome_desktop.network.host.computer import ComputerJob, computer_turn
from welcome_desktop.network.host.seat_state import is_short_code, normal_code
from welcome_desktop.network.host.secrets_file import parse_secrets
from welcome_desktop.network.host.session import HostSession, Outcome
from welcome_desktop.network.protocol.intents import IntentRefused
from welcome_desktop.network.server import archive
from welcome_desktop.network.server.connection import Connection
from welcome_desktop.network.server.fair_turns import FairTurns, decision_budget
from welcome_desktop.records.atomic import stale_temp_files
from welcome_desktop.records.ids import is_game_id
from welcome_desktop.records.private import private_folder, tighten, write_private
from welcome_desktop.records.savefile import Seat
from welcome_desktop.records.untrusted import SaveFileError, read_bounded
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.game import Setup

SEPARATOR: Final = "."
SECRETS_SUFFIX: Final = ".secrets.json"
#: Unfinished games one server holds at most (each costs memory); creating more is refused.
MAX_GAMES: Final = 5000
#: Seconds at most a finished game stays in memory while its players look at the result (it
#: leaves as soon as they have all left, and counts against no limit meanwhile).
FINISHED_LINGER: Final = 600.0
#: Seconds without anyone connected after which a game none of whose turns resolved expires...
UNSTARTED_EXPIRY_S: Final = 3600.0
#: ...and a game that started (abandoned: its save goes to the history).
ABANDONED_EXPIRY_S: Final = 7 * 86400.0
#: Seconds after a start before a stored game may expire: its players get the time to come back
#: (a window hosting its game again says hello at once).
STORED_GRACE_S: Final = 60.0
#: Seconds between two passes over the history (the records past their retention leave).
TIDY_EVERY_S: Final = 3600.0
#: Ended games remembered (by id) to tell a late reconnect that its game is over.
_ENDED_KEPT: Final = 100_000


class ServerFull(ValueError):
    """The server holds :data:`MAX_GAMES` games; ``retry_after``: seconds until one expires
    (None: room frees up only as games end)."""

    def __init__(self, message: str, retry_after: int | None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def wire_code(game_id: str, code: str | None) -> str | None:
    """A session's code or token as a client sees it: the game id, a dot, the code."""
    return None if code is None else f"{game_id}{SEPARATOR}{code}"


def shown_code(game_id: str, code: str | None) -> str | None:
    """A join code as a person is given it: alone when it finds its game alone (a short
    code), else with its game id in front (:func:`wire_code`)."""
    if code is None:
        return None
    return code if is_short_code(code) else wire_code(game_id, code)


def code_key(code: str) -> str:
    """The index key of a short join code as typed (its digest: a lookup by it tells a
    timing observer nothing about the codes)."""
    return hashlib.sha256(normal_code(code).encode("utf-8", "surrogatepass")).hexdigest()


def split_wire_code(text: str) -> tuple[str, str] | None:
    """The game id and the session's part of a wire code; None when it cannot be one."""
    game_id, dot, code = text.partition(SEPARATOR)
    if not dot or not code or not is_game_id(game_id):
        return None
    return game_id, code


class HostedGame:
    """One game on the server: its session, its connections, its computer turns under way."""

    def __init__(self, game_id: str, session: HostSession) -> None:
        self.game_id = game_id
        self.session = session
        self.connections: set[Connection[HostedGame]] = set()
        self.computing: set[int] = set()
        self.save_lock = asyncio.Lock()
        #: The host file's newest content not yet handed to a write, and the lock that keeps
        #: the writes of this game's host file in order (see ``GameRegistry.keep_secrets``).
        self.secrets_due: bytes | None = None
        self.secrets_lock = asyncio.Lock()
        self.finished_at: float | None = None
        #: When (``time.time()``) the game last had a connection: its expiry counts from then.
        self.idle_since = time.time()
        self.expired = False
        #: Read again with a turn its host file completed: saved before anything else.
        self.resave = False
        self._writes = 0

    def expires_at(self) -> float:
        """When (``time.time()``) the game expires if nobody connects before."""
        started = self.session.turn > 0 or self.session.over
        return self.idle_since + (ABANDONED_EXPIRY_S if started else UNSTARTED_EXPIRY_S)

    @property
    def views_held(self) -> bool:
        """A save or host file is being written: no view of this game goes out meanwhile
        (nobody hears of a change before it is on disk, even from another seat's view)."""
        return self._writes > 0

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[None]:
        """Hold this game's views while a write is under way; release them after."""
        self._writes += 1
        try:
            yield
        finally:
            self._writes -= 1
            if not self._writes:
                for connection in self.connections:
                    connection.views_released()

    def broadcast(self, outcome: Outcome) -> None:
        """Tell every connection whose view changed to send its newest view (a public
        change: every connection; else the seats the outcome names)."""
        if not outcome.public and not outcome.seats:
            return
        for connection in self.connections:
            member = connection.member
            if member is None:
                continue
            if outcome.public or (member.seat is not None and member.seat in outcome.seats):
                connection.view_changed()


class GameRegistry:
    """Every game of the server, by id; creates, finds, saves, resumes and plays computers."""

    def __init__(self, data_dir: Path | None, computer_threads: int = 1,
                 log: Callable[[str], None] | None = None, computer_delay_s: float = 0.0, *,
                 keep_days: int | None = archive.DEFAULT_KEEP_DAYS,
                 export_dir: Path | None = None) -> None:
        """``keep_days``: how long the history keeps an ended game (None: for ever);
        ``export_dir``: where the records past it go (None: they are deleted)."""
        self.data_dir = data_dir
        self.computer_delay_s = computer_delay_s
        self.max_games = MAX_GAMES
        self.keep_days = keep_days
        self.export_dir = export_dir
        #: The unfinished games (what :data:`MAX_GAMES` counts)...
        self.games: dict[str, HostedGame] = {}
        #: ...and the finished ones whose players still look at the result.
        self.finished: dict[str, HostedGame] = {}
        #: The unfinished games of the data folder not read yet, with the time their host file
        #: last changed (a game is read when a player comes back: a restart reads nothing).
        self.stored: dict[str, float] = {}
        self._checking: set[str] = set()
        self._ended: dict[str, None] = {}
        self._tidied_at: float | None = None
        self._first_tick: float | None = None
        #: Each short join code's key (:func:`code_key`) and the id of its game.
        self._codes: dict[str, str] = {}
        self._keys_of: dict[str, list[str]] = {}
        self._computers: Executor = ThreadPoolExecutor(computer_threads, "computer-seat")
        #: The games take turns on the computer threads (a queue per game).
        self.computer_turns = FairTurns(computer_threads)
        self._disk: Executor = ThreadPoolExecutor(1, "save")
        self._host_files: Executor = ThreadPoolExecutor(1, "host-file")
        self._records: Executor = ThreadPoolExecutor(1, "records")
        self._stopping = threading.Event()
        self._tasks: set[asyncio.Task[None]] = set()
        #: File work a stop waits for instead of cancelling (expired games, the history).
        self._file_tasks: set[asyncio.Task[None]] = set()
        self._log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self.saves = 0
        self.internal_errors = 0

    # ------------------------------------------------------------ paths

    def _game_path(self, game_id: str) -> Path:
        assert self.data_dir is not None
        return self.data_dir / "games" / f"{game_id}.json"

    def _secrets_path(self, game_id: str) -> Path:
        assert self.data_dir is not None
        return self.data_dir / "games" / f"{game_id}{SECRETS_SUFFIX}"

    def _history(self) -> Path:
        assert self.data_dir is not None
        return self.data_dir / "history"

    # ------------------------------------------------------------ games

    def create(self, setup: Setup, seats: Sequence[Seat],
               turn_seconds: float | None = None, *, hints: bool = False) -> HostedGame:
        """A new game, waiting in its lobby until its creator starts it or every person seat is
        taken (ValueError with a one-line message when it cannot be played)."""
        if len(self.games) + len(self.stored) >= self.max_games:
            raise self._full()
        session = HostSession.create(setup, seats, turn_seconds=turn_seconds, hints=hints,
                                     lobby=True)
        while any(key in self._codes for key in self._code_keys(session)):
            # Two games never share a code (at 58 bits a clash is a once-in-an-age event).
            session = HostSession.create(setup, seats, turn_seconds=turn_seconds, hints=hints,
                                         lobby=True)
        game_id = secrets.token_hex(5)
        while game_id in self.games or game_id in self.finished or game_id in self._ended \
                or game_id in self.stored:
            game_id = secrets.token_hex(5)
        hosted = self.games[game_id] = HostedGame(game_id, session)
        self.index_codes(hosted)
        return hosted

    @staticmethod
    def _code_keys(session: HostSession) -> list[str]:
        return [code_key(code) for code in session.every_code() if is_short_code(code)]

    def index_codes(self, hosted: HostedGame) -> None:
        """Let the game's short join codes (its seats', spent or not, and its spectators')
        find it alone; call again when the game's codes change."""
        self._unindex(hosted.game_id)
        keys = [key for key in self._code_keys(hosted.session) if key not in self._codes]
        self._codes.update(dict.fromkeys(keys, hosted.game_id))
        self._keys_of[hosted.game_id] = keys

    def _unindex(self, game_id: str) -> None:
        """The game's short codes find it no more (it ended)."""
        for key in self._keys_of.pop(game_id, ()):
            self._codes.pop(key, None)

    def _full(self) -> ServerFull:
        now = time.time()
        soonest = min([hosted.expires_at() for hosted in self.games.values()
                       if not hosted.connections]
                      + [idle + UNSTARTED_EXPIRY_S for idle in self.stored.values()],
                      default=None)
        if soonest is None:
            return ServerFull(f"this server holds {self.max_games} games, all in play: room "
                              "frees up as they end; try another server", None)
        wait = max(1, math.ceil(soonest - now))
        return ServerFull(f"this server holds {self.max_games} games: room frees up in "
                          f"{_duration(wait)}, when the first unattended one expires", wait)

    def find(self, wire: str) -> tuple[HostedGame, str] | None:
        """The game a wire code or token names, and the session's part of it: ``<game
        id>.<secret>``, or a short join code alone."""
        parts = split_wire_code(wire)
        if parts is None:
            game_id = self._codes.get(code_key(wire)) if len(wire) <= 100 else None
            return None if game_id is None else self._held(game_id, wire)
        return self._held(parts[0], parts[1]) or self._held(parts[0].lower(), parts[1])

    def _held(self, game_id: str, secret: str) -> tuple[HostedGame, str] | None:
        """The game ``game_id`` (read now if it was stored) with ``secret``; None if unknown."""
        hosted = self.games.get(game_id) or self.finished.get(game_id)
        if hosted is None and game_id in self.stored:
            hosted = self._load(game_id)
        return None if hosted is None else (hosted, secret)

    def ended(self, wire: str) -> bool:
        """The game a wire code or token names ended lately (finished or expired): a late
        reconnect is told so, not counted as a wrong guess."""
        parts = split_wire_code(wire)
        return parts is not None and parts[0] in self._ended

    def _remember_ended(self, game_id: str) -> None:
        if len(self._ended) >= _ENDED_KEPT:
            for old in list(self._ended)[:_ENDED_KEPT // 2]:
                del self._ended[old]
        self._ended[game_id] = None
        self._unindex(game_id)

    def index_all(self) -> list[str]:
        """Note every unfinished game of the data folder, to be read when a player comes
        back (:meth:`find`); returns a line when the folder cannot be listed."""
        if self.data_dir is None:
            return []
        problems = self.make_private()
        folder = self.data_dir / "games"
        try:
            entries = list(os.scandir(folder))
        except FileNotFoundError:
            return []
        except OSError as error:
            return [f"cannot list {folder}: {error.strerror or error}"]
        secrets_changed = {entry.name.removesuffix(SECRETS_SUFFIX): entry
                           for entry in entries if entry.name.endswith(SECRETS_SUFFIX)}
        for entry in entries:
            game_id = entry.name.removesuffix(".json")
            if entry.name.endswith(SECRETS_SUFFIX) or not entry.name.endswith(".json") \
                    or not is_game_id(game_id) or game_id in self.games:
                continue
            host_file = secrets_changed.get(game_id, entry)
            try:
                self.stored[game_id] = host_file.stat().st_mtime
            except OSError:
                self.stored[game_id] = time.time()
            self._index_stored(game_id)
        return problems

    def _index_stored(self, game_id: str) -> None:
        """Let the short codes of a stored game (not read yet) find it: only its host file's
        codes are read (a few hundred bytes), the game when a player comes back."""
        try:
            kept = parse_secrets(read_bounded(self._secrets_path(game_id)))
        except SaveFileError:
            return  # the game's own read says why, when someone comes for it
        codes = (*(seat.code for seat in kept.seats if seat.code is not None), kept.spectators)
        keys = [code_key(code) for code in codes
                if is_short_code(code) and code_key(code) not in self._codes]
        self._codes.update(dict.fromkeys(keys, game_id))
        self._keys_of[game_id] = keys

    def resume_all(self) -> list[str]:
        """Read every unfinished game of the data folder now; returns a line per game that
        could not be resumed (the others are ready, their seats absent until they
        reconnect)."""
        problems = self.index_all()
        for game_id in sorted(self.stored):
            problem = self._read(game_id)
            if isinstance(problem, str):
                problems.append(problem)
        return problems

    def _load(self, game_id: str) -> HostedGame | None:
        """Read the stored game ``game_id`` and start its computers; None (logged) when it
        cannot be read."""
        hosted = self._read(game_id)
        if isinstance(hosted, str):
            self._log(hosted)
            return None
        self.start_computers(hosted)
        return hosted

    def _read(self, game_id: str) -> HostedGame | str:
        """The stored game ``game_id`` read (now in :attr:`games`), or the problem's line."""
        idle_since = self.stored.pop(game_id)
        session = self._resume_file(game_id)
        if isinstance(session, str):
            return session
        return self._hold(game_id, session, idle_since)

    def _hold(self, game_id: str, session: HostSession, idle_since: float) -> HostedGame:
        hosted = self.games[game_id] = HostedGame(game_id, session)
        hosted.idle_since = idle_since  # its host file is written at every departure
        hosted.resave = session.resolved_on_resume  # by the first change (:meth:`after`)
        return hosted

    def _resume_file(self, game_id: str) -> HostSession | str:
        """The session of the game files of ``game_id``, or the problem's line (any thread)."""
        path = self._game_path(game_id)
        try:
            save = read_bounded(path)
            hidden = read_bounded(self._secrets_path(game_id))
            return HostSession.resume(save, hidden, path.name)
        except SaveFileError as error:
            return f"game {game_id} not resumed: {error}"

    def make_private(self) -> list[str]:
        """Make the data folder private (``0700``), and tighten what an older version left
        wider: its folders to ``0700``, the unfinished games' files to ``0600`` (the temporary
        files of writes cut short an hour ago or more are deleted); returns a line per thing
        that could not be changed."""
        assert self.data_dir is not None
        try:
            private_folder(self.data_dir)
        except OSError as error:
            return [f"cannot make {self.data_dir} private: {error.strerror or error}"]
        games = self.data_dir / "games"
        for stale in stale_temp_files(games):  # of writes a kill cut short
            with contextlib.suppress(OSError):
                stale.unlink()
        return tighten([games, self.data_dir / "history"], files_in=[games])

    # ------------------------------------------------------------ after a change

    async def after(self, hosted: HostedGame, outcome: Outcome, *,
                    secrets_changed: bool = False) -> None:
        """What follows a change: save a resolved turn before anyone sees it, send the views
        that changed, start the computer turns now due."""
        if hosted.resave:  # a turn completed by the host file read: on disk before any news
            hosted.resave = False
            await self.save(hosted, full=True)
        if outcome.resolved or outcome.over or outcome.renamed:
            await self.save(hosted, full=True)
        elif outcome.public or secrets_changed:
            await self.keep_secrets(hosted)
        hosted.broadcast(outcome)
        if outcome.over and hosted.finished_at is None:
            hosted.finished_at = asyncio.get_running_loop().time()
            # Out of the count at once; in memory only while its players look at the result.
            if self.games.get(hosted.game_id) is hosted:
                del self.games[hosted.game_id]
                self.finished[hosted.game_id] = hosted
        self.start_computers(hosted)

    async def save(self, hosted: HostedGame, full: bool = True) -> None:
        """Write the game's save (``full``, or when it is over) durably off the event loop,
        then the host file; a game over goes to the history.

        The save comes first: a server killed between the two finds the resolved turn in the
        save and a host file of the turn before, whose confirmations it ignores (the other
        order would lose the confirmations of a turn that the save does not hold yet). A save
        that fails leaves the host file of the turn before as it was, for the same reason."""
        if self.data_dir is None or hosted.expired:
            return
        if not (full or hosted.session.over):
            await self.keep_secrets(hosted)
            return
        async with hosted.save_lock:  # the newest state, written in order
            if hosted.expired:
                return
            session = hosted.session
            over = session.over
            record = session.save_bytes()
            loop = asyncio.get_running_loop()
            try:
                async with contextlib.AsyncExitStack() as stack:
                    await stack.enter_async_context(hosted.writing())
                    if over:  # after the host file's writes under way: it is deleted
                        await stack.enter_async_context(hosted.secrets_lock)
                    await loop.run_in_executor(self._disk, self._write, hosted.game_id,
                                               record, over)
            except OSError as error:
                self._log(f"game {hosted.game_id}: cannot save ({error.strerror or error})")
                return
            self.saves += 1
        await self.keep_secrets(hosted)

    async def keep_secrets(self, hosted: HostedGame) -> None:
        """Rewrite the game's host file (codes spent, the turns confirmed so far) before
        anyone hears of the change: returns once a write holding the change is done.

        A plain write and rename, no fsync: it survives the server's crash (kill -9) though
        not a power cut (a resolved turn is saved durably, :meth:`save`). It runs on a
        thread, because a rename waits for the file system's journal, which other writes
        (the saves' fsyncs) may hold for many milliseconds: the event loop serves the other
        games meanwhile. The host file's content is taken now; calls that come while a
        write is under way share the next write, of the newest content."""
        if self.data_dir is None or hosted.session.over or hosted.expired:
            return
        hosted.secrets_due = hosted.session.secrets_bytes()
        async with hosted.writing(), hosted.secrets_lock:
            data, hosted.secrets_due = hosted.secrets_due, None
            if data is None or hosted.expired:
                return  # written meanwhile, this call's change with it (or expired)
            loop = asyncio.get_running_loop()
            try:
                await loop.run_in_executor(self._host_files, _write_host_file,
                                           self._secrets_path(hosted.game_id), data)
            except OSError as error:
                self._log(f"game {hosted.game_id}: cannot keep its host file "
                          f"({error.strerror or error})")

    def _write(self, game_id: str, record: bytes, over: bool) -> None:
        if over:
            path = archive.record_path(self._history(), game_id, datetime.now(UTC))
            write_private(path, record)
            self._game_path(game_id).unlink(missing_ok=True)
            self._secrets_path(game_id).unlink(missing_ok=True)
            return
        write_private(self._game_path(game_id), record)

    # ------------------------------------------------------------ computer seats

    def start_computers(self, hosted: HostedGame) -> None:
        """Start, off the event loop, every computer turn the game waits for."""
        session = hosted.session
        if session.over or hosted.expired:
            return
        for seat in session.pending_computer_seats():
            if seat in hosted.computing:
                continue
            try:
                job = session.computer_job(seat)
            except IntentRefused:
                continue
            hosted.computing.add(seat)
            self._spawn(self._play_computer(hosted, job))

    async def _play_computer(self, hosted: HostedGame, job: ComputerJob) -> None:
        loop = asyncio.get_running_loop()
        if self.computer_delay_s > 0:
            # A window's host shares its interpreter (and its lock) with the window: the views
            # of a new turn are sent and drawn first, then the computers think.
            await asyncio.sleep(self.computer_delay_s)
        try:
            quick = job.budget_s is None  # easy, greedy: milliseconds
            async with self.computer_turns.turn(hosted.game_id, quick=quick):
                if hosted.expired:
                    return
                if job.budget_s is not None:
                    games = len(self.computer_turns.waiting()) + 1
                    job = dataclasses.replace(job, budget_s=decision_budget(job.budget_s, games))
                actions: list[Action] = await loop.run_in_executor(self._computers,
                                                                   computer_turn, job)
        except Exception as error:  # a player's bug must not stop the server
            self.internal_errors += 1
            self._log(f"game {hosted.game_id}: the computer of seat {job.seat} failed: "
                      f"{type(error).__name__}: {error}")
            hosted.computing.discard(job.seat)
            return
        hosted.computing.discard(job.seat)
        try:
            outcome = hosted.session.apply_computer_turn(job, actions)
        except IntentRefused:
            outcome = Outcome()  # the turn moved on meanwhile: the result is dropped
        await self.after(hosted, outcome)

    def _spawn(self, coroutine: Coroutine[Any, Any, None], *, finish: bool = False) -> None:
        """Run ``coroutine`` in the background, kept alive until it ends (``finish``: a stop
        waits for it rather than cancel it)."""
        task = asyncio.get_running_loop().create_task(coroutine)
        tasks = self._file_tasks if finish else self._tasks
        tasks.add(task)
        task.add_done_callback(tasks.discard)

    # ------------------------------------------------------------ housekeeping

    def tick(self, now: float, loop_time: float) -> None:
        """Advance every game's turn timer; expire the games nobody comes back to; forget
        finished games once their players have left (or after a while); tidy the history
        now and then."""
        for game_id, hosted in list(self.finished.items()):
            if not hosted.connections or loop_time - (hosted.finished_at or 0.0) > \
                    FINISHED_LINGER:
                for connection in list(hosted.connections):
                    connection.close(1000, "the game is over")
                del self.finished[game_id]
                self._remember_ended(game_id)
        expired = []
        for hosted in list(self.games.values()):
            if hosted.connections:
                hosted.idle_since = now
            elif now >= hosted.expires_at():
                expired.append(hosted)
                continue
            try:
                outcome = hosted.session.tick(now)
            except IntentRefused:
                continue
            if outcome.public or outcome.seats or outcome.resolved:
                self._spawn(self.after(hosted, outcome))
            elif hosted.session.pending_computer_seats():
                self.start_computers(hosted)
        if expired:
            self._expire(expired)
        if self._first_tick is None:
            self._first_tick = loop_time
        if loop_time - self._first_tick >= STORED_GRACE_S:
            self._check_stored(now)
        if self.data_dir is not None and (self._tidied_at is None
                                          or loop_time - self._tidied_at >= TIDY_EVERY_S):
            self._tidied_at = loop_time
            self._spawn(self._tidy(), finish=True)

    def _check_stored(self, now: float, most: int = 100) -> None:
        """Read, on a thread, the stored games that may have expired (whether one started
        decides when it expires): the expired ones go, the others stay read."""
        due = [game_id for game_id, idle in self.stored.items()
               if now >= idle + UNSTARTED_EXPIRY_S and game_id not in self._checking][:most]
        if due:
            self._checking.update(due)
            self._spawn(self._check(due), finish=True)

    async def _check(self, due: list[str]) -> None:
        loop = asyncio.get_running_loop()
        expired = []
        for game_id in due:
            try:
                session = await loop.run_in_executor(self._records, self._resume_file, game_id)
            finally:
                self._checking.discard(game_id)
            idle_since = self.stored.pop(game_id, None)
            if idle_since is None:
                continue  # a player came back meanwhile: read by :meth:`find`
            if isinstance(session, str):
                self._log(session)
                continue
            hosted = self._hold(game_id, session, idle_since)
            if time.time() >= hosted.expires_at():
                expired.append(hosted)
        if expired:
            self._expire(expired)

    def _expire(self, games: list[HostedGame]) -> None:
        """Forget ``games`` (nobody came back in time): the ones that never started are
        deleted, the others' saves go to the history."""
        started = 0
        for hosted in games:
            hosted.expired = True
            del self.games[hosted.game_id]
            self._remember_ended(hosted.game_id)
            if hosted.session.turn > 0:
                started += 1
            if self.data_dir is not None:
                self._spawn(self._discard_files(hosted), finish=True)
        self._log(f"{len(games)} games expired: {len(games) - started} nobody played for "
                  f"{UNSTARTED_EXPIRY_S / 3600:g} h, {started} nobody came back to for "
                  f"{ABANDONED_EXPIRY_S / 86400:g} days")

    async def _discard_files(self, hosted: HostedGame) -> None:
        async with hosted.save_lock, hosted.secrets_lock:  # after the writes under way
            loop = asyncio.get_running_loop()
            try:
                await loop.run_in_executor(self._records, self._retire, hosted.game_id,
                                           hosted.session.turn > 0)
            except OSError as error:
                self._log(f"game {hosted.game_id}: cannot remove its files "
                          f"({error.strerror or error})")

    def _retire(self, game_id: str, keep: bool) -> None:
        save = self._game_path(game_id)
        if keep and save.exists():
            path = archive.record_path(self._history(), game_id, datetime.now(UTC))
            private_folder(path.parent)
            os.replace(save, path)
        save.unlink(missing_ok=True)
        self._secrets_path(game_id).unlink(missing_ok=True)

    async def _tidy(self) -> None:
        loop = asyncio.get_running_loop()
        today = datetime.now(UTC).date()
        await loop.run_in_executor(self._records, functools.partial(
            archive.tidy, self._history(), self.keep_days, today, self.export_dir, self._log,
            stopping=self._stopping.is_set))

    async def close(self) -> None:
        """Wait for the saves and computer turns under way, then stop the workers."""
        self._stopping.set()  # a long pass over the history ends between two files
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        for task in list(self._file_tasks):
            with contextlib.suppress(Exception):
                await task
        self._computers.shutdown(wait=False, cancel_futures=True)
        self._host_files.shutdown(wait=True)
        self._disk.shutdown(wait=True)
        self._records.shutdown(wait=True)


def _write_host_file(path: Path, data: bytes) -> None:
    """Replace the host file at ``path`` by ``data``: a private file written beside it, then
    renamed (no fsync, see ``GameRegistry.keep_secrets``)."""
    write_private(path, data, durable=False)


def _duration(seconds: int) -> str:
    """``seconds`` as a person reads it: "45 s", "12 min", "3 h"."""
    if seconds < 120:
        return f"{seconds} s"
    if seconds < 2 * 3600:
        return f"{math.ceil(seconds / 60)} min"
    return f"{math.ceil(seconds / 3600)} h"

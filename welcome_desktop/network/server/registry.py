"""The games one server holds: each a :class:`HostedGame` with its connections, saved in the
data folder after every change that matters (:mod:`game_files`), resumed when a player comes
back after the server starts again.

A game nobody is connected to expires: after an hour when no turn of it was ever resolved
(its files deleted), after a week when it had started (its save goes to the history). Its
short join codes find it (:mod:`game_codes`) until it ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import secrets
import sys
import threading
import time
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from welcome_desktop.network.host.session import HostSession, Outcome
from welcome_desktop.network.protocol.intents import IntentRefused
from welcome_desktop.network.server import archive
from welcome_desktop.network.server.computer_seats import ComputerSeats
from welcome_desktop.network.server.expiry import (
    ABANDONED_EXPIRY_S,
    FINISHED_LINGER,
    MAX_GAMES,
    STORED_GRACE_S,
    TIDY_EVERY_S,
    UNSTARTED_EXPIRY_S,
    ServerFull,
    server_full,
)
from welcome_desktop.network.server.game_codes import CodeIndex, split_wire_code
from welcome_desktop.network.server.game_files import GameFiles
from welcome_desktop.network.server.hosted_game import HostedGame
from welcome_desktop.records.savefile import Seat
from welcome_desktop.rules.game import Setup

#: Ended games remembered (by id) to tell a late reconnect that its game is over.
_ENDED_KEPT: Final = 100_000


class GameRegistry:
    """Every game of the server, by id; creates, finds, saves, resumes and plays computers."""

    def __init__(self, data_dir: Path | None, computer_threads: int = 1,
                 log: Callable[[str], None] | None = None, computer_delay_s: float = 0.0, *,
                 keep_days: int | None = archive.DEFAULT_KEEP_DAYS,
                 export_dir: Path | None = None) -> None:
        """``keep_days``: how long the history keeps an ended game (None: for ever);
        ``export_dir``: where the records past it go (None: they are deleted)."""
        self.data_dir = data_dir
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
        self._files = None if data_dir is None else GameFiles(data_dir)
        self._codes = CodeIndex()
        self.computers = ComputerSeats(computer_threads, computer_delay_s, self._spawn,
                                       self.after, self._computer_failed)
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

    @property
    def files(self) -> GameFiles:
        """The files of the games in the data folder (only with one)."""
        assert self._files is not None
        return self._files

    # ------------------------------------------------------------ games

    def create(self, setup: Setup, seats: Sequence[Seat],
               turn_seconds: float | None = None, *, hints: bool = False) -> HostedGame:
        """A new game, waiting in its lobby until its creator starts it or every person seat is
        taken (ValueError with a one-line message when it cannot be played)."""
        if len(self.games) + len(self.stored) >= self.max_games:
            raise self._full()
        session = HostSession.create(setup, seats, turn_seconds=turn_seconds, hints=hints,
                                     lobby=True)
        while self._codes.taken(session.every_code()):
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

    def index_codes(self, hosted: HostedGame) -> None:
        """Let the game's short join codes (its seats', spent or not, and its spectators')
        find it alone; call again when the game's codes change."""
        self._codes.remove(hosted.game_id)
        self._codes.add(hosted.game_id, hosted.session.every_code())

    def _full(self) -> ServerFull:
        now = time.time()
        soonest = min([hosted.expires_at() for hosted in self.games.values()
                       if not hosted.connections]
                      + [idle + UNSTARTED_EXPIRY_S for idle in self.stored.values()],
                      default=None)
        return server_full(self.max_games, soonest, now)

    def find(self, wire: str) -> tuple[HostedGame, str] | None:
        """The game a wire code or token names, and the session's part of it: ``<game
        id>.<secret>``, or a short join code alone."""
        parts = split_wire_code(wire)
        if parts is None:
            game_id = self._codes.game_of(wire) if len(wire) <= 100 else None
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
        self._codes.remove(game_id)

    def index_all(self) -> list[str]:
        """Note every unfinished game of the data folder, to be read when a player comes
        back (:meth:`find`); returns a line when the folder cannot be listed."""
        if self.data_dir is None:
            return []
        problems = self.files.make_private()
        stored = self.files.list_stored(self.games)
        if stored is None:
            return []
        if isinstance(stored, str):
            return [stored]
        for game_id, changed in stored.items():
            self.stored[game_id] = changed
            self._codes.add(game_id, self.files.stored_codes(game_id))
        return problems

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
        session = self.files.resume(game_id)
        if isinstance(session, str):
            return session
        return self._hold(game_id, session, idle_since)

    def _hold(self, game_id: str, session: HostSession, idle_since: float) -> HostedGame:
        hosted = self.games[game_id] = HostedGame(game_id, session)
        hosted.idle_since = idle_since  # its host file is written at every departure
        hosted.resave = session.resolved_on_resume  # by the first change (:meth:`after`)
        return hosted

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
                await loop.run_in_executor(self._host_files, self.files.write_host_file,
                                           hosted.game_id, data)
            except OSError as error:
                self._log(f"game {hosted.game_id}: cannot keep its host file "
                          f"({error.strerror or error})")

    def _write(self, game_id: str, record: bytes, over: bool) -> None:
        self.files.write(game_id, record, over)

    # ------------------------------------------------------------ computer seats

    def start_computers(self, hosted: HostedGame) -> None:
        """Start, off the event loop, every computer turn the game waits for."""
        self.computers.start(hosted)

    def _computer_failed(self, line: str) -> None:
        self.internal_errors += 1
        self._log(line)

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
                session = await loop.run_in_executor(self._records, self.files.resume,
                                                     game_id)
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
                await loop.run_in_executor(self._records, self.files.retire, hosted.game_id,
                                           hosted.session.turn > 0)
            except OSError as error:
                self._log(f"game {hosted.game_id}: cannot remove its files "
                          f"({error.strerror or error})")

    async def _tidy(self) -> None:
        loop = asyncio.get_running_loop()
        today = datetime.now(UTC).date()
        await loop.run_in_executor(self._records, functools.partial(
            archive.tidy, self.files.history, self.keep_days, today, self.export_dir, self._log,
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
        self.computers.close()
        self._host_files.shutdown(wait=True)
        self._disk.shutdown(wait=True)
        self._records.shutdown(wait=True)

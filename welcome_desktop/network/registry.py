"""The games one server holds: each a :class:`HostSession` with its connections, saved in the
data folder after every change that matters, resumed when the server starts again.

Layout under the server's data folder (the records of local games, the same schema)::

    games/<game id>.json            an unfinished game, rewritten after every resolved turn
    games/<game id>.secrets.json    its join codes and reconnect tokens (never sent anyone)
    history/<game id>.json          a finished game

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
import hashlib
import secrets
import sys
from collections.abc import AsyncIterator, Callable, Coroutine, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import Any, Final

from welcome_desktop.network.computer import ComputerJob, computer_turn
from welcome_desktop.network.connection import Connection
from welcome_desktop.network.intents import IntentRefused
from welcome_desktop.network.seat_state import is_short_code, normal_code
from welcome_desktop.network.session import HostSession, Outcome
from welcome_desktop.records.atomic import stale_temp_files
from welcome_desktop.records.ids import is_game_id
from welcome_desktop.records.private import private_folder, tighten, write_private
from welcome_desktop.records.savefile import Seat
from welcome_desktop.records.untrusted import SaveFileError, read_bounded
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.game import Setup

SEPARATOR: Final = "."
SECRETS_SUFFIX: Final = ".secrets.json"
#: Games one server holds at most (each costs memory); creating more is refused.
MAX_GAMES: Final = 5000
#: Seconds a finished game stays in memory for its players to see the result.
FINISHED_LINGER: Final = 600.0


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
        self._writes = 0

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
                 log: Callable[[str], None] | None = None, computer_delay_s: float = 0.0) -> None:
        self.data_dir = data_dir
        self.computer_delay_s = computer_delay_s
        self.games: dict[str, HostedGame] = {}
        #: Each short join code's key (:func:`code_key`) and the id of its game.
        self._codes: dict[str, str] = {}
        self._keys_of: dict[str, list[str]] = {}
        self._computers: Executor = ThreadPoolExecutor(computer_threads, "computer-seat")
        self._disk: Executor = ThreadPoolExecutor(1, "save")
        self._host_files: Executor = ThreadPoolExecutor(1, "host-file")
        self._tasks: set[asyncio.Task[None]] = set()
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

    def _history_path(self, game_id: str) -> Path:
        assert self.data_dir is not None
        return self.data_dir / "history" / f"{game_id}.json"

    # ------------------------------------------------------------ games

    def create(self, setup: Setup, seats: Sequence[Seat],
               turn_seconds: float | None = None, *, hints: bool = False) -> HostedGame:
        """A new game, waiting in its lobby until its creator starts it or every person seat is
        taken (ValueError with a one-line message when it cannot be played)."""
        if len(self.games) >= MAX_GAMES:
            raise ValueError(f"this server holds {MAX_GAMES} games already; try another")
        session = HostSession.create(setup, seats, turn_seconds=turn_seconds, hints=hints,
                                     lobby=True)
        while any(key in self._codes for key in self._code_keys(session)):
            # Two games never share a code (at 58 bits a clash is a once-in-an-age event).
            session = HostSession.create(setup, seats, turn_seconds=turn_seconds, hints=hints,
                                     lobby=True)
        game_id = secrets.token_hex(5)
        while game_id in self.games or (self.data_dir is not None
                                        and self._history_path(game_id).exists()):
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
        for key in self._keys_of.pop(hosted.game_id, ()):
            self._codes.pop(key, None)
        keys = [key for key in self._code_keys(hosted.session) if key not in self._codes]
        self._codes.update(dict.fromkeys(keys, hosted.game_id))
        self._keys_of[hosted.game_id] = keys

    def forget(self, game_id: str) -> None:
        """Remove a game from the server's memory (its files stay), its codes with it."""
        self.games.pop(game_id, None)
        for key in self._keys_of.pop(game_id, ()):
            self._codes.pop(key, None)

    def find(self, wire: str) -> tuple[HostedGame, str] | None:
        """The game a wire code or token names, and the session's part of it: ``<game
        id>.<secret>``, or a short join code alone."""
        parts = split_wire_code(wire)
        if parts is None:
            game_id = self._codes.get(code_key(wire)) if len(wire) <= 100 else None
            hosted = None if game_id is None else self.games.get(game_id)
            return None if hosted is None else (hosted, wire)
        hosted = self.games.get(parts[0]) or self.games.get(parts[0].lower())
        return None if hosted is None else (hosted, parts[1])

    def resume_all(self) -> list[str]:
        """Load every unfinished game of the data folder; returns a line per game that could
        not be resumed (the others are ready, their seats absent until they reconnect)."""
        if self.data_dir is None:
            return []
        problems = self.make_private()
        folder = self.data_dir / "games"
        try:
            paths = sorted(folder.glob("*.json"))
        except OSError as error:
            return [f"cannot list {folder}: {error.strerror or error}"]
        for path in paths:
            if path.name.endswith(SECRETS_SUFFIX):
                continue
            game_id = path.stem
            if not is_game_id(game_id) or game_id in self.games:
                continue
            try:
                save = read_bounded(path)
                hidden = read_bounded(self._secrets_path(game_id))
                session = HostSession.resume(save, hidden, path.name)
            except SaveFileError as error:
                problems.append(f"game {game_id} not resumed: {error}")
                continue
            self.games[game_id] = hosted = HostedGame(game_id, session)
            self.index_codes(hosted)
        return problems

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
        if outcome.resolved or outcome.over or outcome.renamed:
            await self.save(hosted, full=True)
        elif outcome.public or secrets_changed:
            await self.keep_secrets(hosted)
        hosted.broadcast(outcome)
        if outcome.over and hosted.finished_at is None:
            hosted.finished_at = asyncio.get_running_loop().time()
        self.start_computers(hosted)

    async def save(self, hosted: HostedGame, full: bool = True) -> None:
        """Write the game's save (``full``, or when it is over) durably off the event loop,
        then the host file; a game over goes to the history.

        The save comes first: a server killed between the two finds the resolved turn in the
        save and a host file of the turn before, whose confirmations it ignores (the other
        order would lose the confirmations of a turn that the save does not hold yet). A save
        that fails leaves the host file of the turn before as it was, for the same reason."""
        if self.data_dir is None:
            return
        if not (full or hosted.session.over):
            await self.keep_secrets(hosted)
            return
        async with hosted.save_lock:  # the newest state, written in order
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
        if self.data_dir is None or hosted.session.over:
            return
        hosted.secrets_due = hosted.session.secrets_bytes()
        async with hosted.writing(), hosted.secrets_lock:
            data, hosted.secrets_due = hosted.secrets_due, None
            if data is None:
                return  # written meanwhile, this call's change with it
            loop = asyncio.get_running_loop()
            try:
                await loop.run_in_executor(self._host_files, _write_host_file,
                                           self._secrets_path(hosted.game_id), data)
            except OSError as error:
                self._log(f"game {hosted.game_id}: cannot keep its host file "
                          f"({error.strerror or error})")

    def _write(self, game_id: str, record: bytes, over: bool) -> None:
        if over:
            write_private(self._history_path(game_id), record)
            self._game_path(game_id).unlink(missing_ok=True)
            self._secrets_path(game_id).unlink(missing_ok=True)
            return
        write_private(self._game_path(game_id), record)

    # ------------------------------------------------------------ computer seats

    def start_computers(self, hosted: HostedGame) -> None:
        """Start, off the event loop, every computer turn the game waits for."""
        session = hosted.session
        if session.over:
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

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run ``coroutine`` in the background, kept alive until it ends."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ------------------------------------------------------------ housekeeping

    def tick(self, now: float, loop_time: float) -> None:
        """Advance every game's turn timer; forget finished games after a while."""
        for game_id, hosted in list(self.games.items()):
            if hosted.finished_at is not None:
                if loop_time - hosted.finished_at > FINISHED_LINGER:
                    for connection in list(hosted.connections):
                        connection.close(1000, "the game is over")
                    self.forget(game_id)
                continue
            try:
                outcome = hosted.session.tick(now)
            except IntentRefused:
                continue
            if outcome.public or outcome.seats or outcome.resolved:
                self._spawn(self.after(hosted, outcome))
            elif hosted.session.pending_computer_seats():
                self.start_computers(hosted)

    async def close(self) -> None:
        """Wait for the saves and computer turns under way, then stop the workers."""
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._computers.shutdown(wait=False, cancel_futures=True)
        self._host_files.shutdown(wait=True)
        self._disk.shutdown(wait=True)


def _write_host_file(path: Path, data: bytes) -> None:
    """Replace the host file at ``path`` by ``data``: a private file written beside it, then
    renamed (no fsync, see ``GameRegistry.keep_secrets``)."""
    write_private(path, data, durable=False)

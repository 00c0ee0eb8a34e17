"""A window playing a seat of a game hosted elsewhere (or by itself): the bridge's signals to
the seats' tables (:class:`PlayedSeats`), the controller and the :class:`OnlinePanel`.

The first view builds the table and starts the window on it exactly as a local game; each
later view updates the table, and the controller announces it (a turn resolved, someone
confirmed, the end). A refusal is worded here, in the window's language, from its code and
parameters (the host's English sentence only for a code this window does not know), and the
view is asked for again; after a
reconnection the intents the host missed are sent again, so the turn in progress is kept.

Several people at this screen (a hosting window's New game with more than one person here)
each have their own seat's connection and table; the window starts once every seat's first
view arrived, on :class:`SeatsHere` (the controller hands the screen over between them), and
shows a resolved turn once every seat's view has it. Everything else goes per seat: a view to
its seat's table (the host's views name their seat), a refusal or a reconnection to its own.

The parts with a job of their own live beside it: the seats' tables and outboxes
(:mod:`~welcome_desktop.app.online.played_seats`), a joined seat's local copy
(:mod:`~welcome_desktop.app.online.seat_copy`), how a game hosted here is kept to host it again
(:mod:`~welcome_desktop.app.online.hosting_memory`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from welcome_desktop.app.online.bridge import GameSpec, HostedGame, NetworkBridge
from welcome_desktop.app.online.hosting_memory import (
    HostingHere,
    KeptHosting,
    drop,
    keep,
    new_folder,
)
from welcome_desktop.app.online.outbox import Send
from welcome_desktop.app.online.panel import OnlinePanel
from welcome_desktop.app.online.played_seats import PlayedSeats
from welcome_desktop.app.online.seat_copy import SeatCopy
from welcome_desktop.app.online.seat_link import NO_SEAT
from welcome_desktop.app.online.seat_memory import RememberedSeat, forget, remember
from welcome_desktop.app.words.name_list import name_list
from welcome_desktop.app.words.refusals import refusal_text
from welcome_desktop.network.client.final_record import final_record
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.client.remote_view import ViewError
from welcome_desktop.network.client.seats_here import HereTable, SeatsHere
from welcome_desktop.network.protocol.reply_model import WelcomeFields
from welcome_desktop.network.protocol.view_model import HostView
from welcome_desktop.records.levels import Level
from welcome_desktop.rules.game import Game

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QSettings

    from welcome_desktop.app.play.controller import GameController
    from welcome_desktop.app.play.table import Table
    from welcome_desktop.records.store import GameStore

translate = QCoreApplication.translate

#: A resolved turn's local copy is written this long after the new turn is shown: the write
#: is durable (an fsync, a few to 20 ms), and the player sees the new turn first.
COPY_DELAY_MS = 300


def failure_text(code: str, message: str) -> str:
    """A sentence for a join or a host that failed, with the way on."""
    if code in ("bad_code", "bad_token"):
        return translate("Online", "No game there has this code: check it with the host and "
                                   "try again.")
    if code == "seat_taken":
        return translate("Online", "This seat is taken already: ask the host for another "
                                   "code, or the spectators' code to watch.")
    if code == "version":
        return translate("Online", "The host runs another version of Welcome To: both must "
                                   "install the same version.")
    if code in ("unreachable", "bad_address", "closed"):
        return translate("Online", "Nobody answers at this address: check it, and that the "
                                   "host's window is open ({detail}).").format(detail=message)
    return translate("Online", "The host refused: {detail}").format(detail=message)


class WindowFiles(Protocol):
    """The window's files, as far as a network game needs them: the autosave, and the data
    folder (where a joined seat's reconnect token is kept)."""

    @property
    def store(self) -> GameStore:
        """The user's games."""

    def autosave(self) -> None:
        """Keep the game shown in the autosave."""


class GameWindow(Protocol):
    """The window a network game is shown in: ``app.window.main_window.MainWindow``, which
    sits above app.online and so is never imported here."""

    controller: GameController | None
    settings: QSettings

    @property
    def files(self) -> WindowFiles:
        """The window's files (the autosave)."""

    @property
    def online(self) -> OnlineGame | None:
        """The network game shown, if any."""

    def start(self, game: Table, game_id: str | None = None, path: Path | None = None,
              computer_levels: dict[int, Level] | None = None, *,
              budgets: dict[int, float] | None = None, read_only: bool = False,
              fixed_seat: int | None = None) -> None:
        """Show ``game`` (a local game, or a network seat's table)."""

    def start_online(self, online: OnlineGame, table: HereTable) -> None:
        """Show the seat(s) ``online`` plays."""

    def new_game(self) -> bool:
        """Ask for a new game's options and start it."""

    def show_message(self, text: str) -> None:
        """Say something beside the prompt."""

    def show_end(self) -> None:
        """The final scores of the game shown."""

    def open_local_copy(self, path: Path) -> None:
        """Show the local copy in ``path`` read-only (or say why it cannot be read)."""


class OnlineGame(QObject):
    """One network game shown in ``window`` (see the module's docstring).

    Signals: failed(str): joining or hosting failed (a sentence with the way on)."""

    failed = Signal(str)

    def __init__(self, window: GameWindow, parent: QObject,
                 bridge: NetworkBridge | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.bridge = bridge or NetworkBridge(self)
        self.panel = OnlinePanel()
        #: The seats played here: their tables, and the one the window shows.
        self.seats = PlayedSeats(self)
        #: The game replayed from the host's record once it ended.
        self.final_game: Game | None = None
        self.spec: GameSpec | None = None
        self.hosted_game: HostedGame | None = None
        #: The game hosted in this window (kept by hosting_memory, not seat_memory), if any.
        self.hosting: HostingHere | None = None
        #: The code of the last failure (``seat_taken``: the way on is to watch).
        self.failure_code = ""
        #: The local copy of the (first) seat, when it was joined elsewhere.
        self.copy = SeatCopy(lambda: self.window.files.store.root, self.panel.copy_kept,
                             self.window.show_message)
        bridge_ = self.bridge
        bridge_.view_arrived.connect(self._view)
        bridge_.refused.connect(self._refused)
        bridge_.failed.connect(self._failed)
        bridge_.connection_changed.connect(self._state)
        bridge_.hosted.connect(self._hosted)
        bridge_.joined.connect(self._joined)
        bridge_.table_changed.connect(self._table_changed)
        self.panel.retry.connect(self.retry)
        self.panel.open_copy.connect(self.open_copy)
        self.panel.hand_over.connect(lambda seat: self.bridge.hand_over(seat, Level.GREEDY))
        self.panel.start_game.connect(
            lambda computers: self.bridge.start_game(Level.GREEDY if computers else None))

    @property
    def table(self) -> RemoteTable | None:
        """The (first) seat's table; every seat played here has its own in ``seats``."""
        return self.seats.first

    @property
    def shown(self) -> HereTable | None:
        """What the window plays: the seat's table, or the seats here as one table."""
        return self.seats.shown

    @property
    def hosted_here(self) -> bool:
        """The host runs in this window."""
        return self.hosting is not None

    # ------------------------------------------------------------ starting

    def join(self, address: str, code: str, name: str = "") -> None:
        """Join the seat of ``code`` at ``address`` (``name``: the seat's name in the lobby)."""
        self.bridge.join(address, code=code, name=name or None)

    def rejoin(self, seat: RememberedSeat) -> None:
        """Come back to a seat remembered from an earlier window, with its token."""
        self.copy.name(seat.token, seat.seat)
        self.bridge.rejoin(seat.url, seat.tokens)

    def host(self, spec: GameSpec, listen: str = "0.0.0.0", port: int = 0,
             announce_on: tuple[str, ...] | None = None) -> None:
        """Host ``spec``'s game here; its server keeps it in a folder of its own under the
        data folder, so that a later window can host it again (``hosting_memory``)."""
        self.spec = spec
        self.hosting = HostingHere(new_folder(self.window.files.store.root), listen,
                                   announce_on != ())
        self.bridge.host(spec, listen, port, data_dir=self.hosting.folder,
                         announce_on=announce_on)

    def host_again(self, hosting: KeptHosting) -> None:
        """Host again a game an earlier window hosted (its server resumes it), where it was."""
        listen, announce_on = hosting.listen, None if hosting.announce else ()
        self.spec = hosting.spec
        self.hosting = HostingHere(hosting.folder, hosting.listen, hosting.announce)
        self.bridge.host_again(hosting.spec, hosting.folder, hosting.port,
                               hosted=HostedGame((), hosting.port, hosting.codes,
                                                 hosting.spectators, ""),
                               creator_token=hosting.creator_token,
                               seat_tokens=hosting.seat_tokens, listen=listen,
                               announce_on=announce_on)

    def create_on(self, address: str, spec: GameSpec) -> None:
        self.spec = spec
        self.bridge.create_on(address, spec)

    def retry(self) -> None:
        """After the host went away: try again with the seat's reconnect token (a spectator
        with the spectators' code); while it is away, try now."""
        if self.bridge.retry() and self.bridge.state != "away":
            self.panel.show_state("")

    def leaving_question(self) -> str:
        """What leaving this game (closing the window, opening another game) means, to ask
        first; "" when there
        is nothing to ask: a joined seat's turn is kept by its host, and a game hosted here
        with nobody elsewhere (or over) loses nothing."""
        spec, table = self.spec, self.table
        if not self.hosted_here or spec is None or table is None or table.over:
            return ""
        others = [spec.names[seat] for seat, kind in enumerate(spec.seats)
                  if kind == "person" and seat not in spec.seats_here and seat < len(spec.names)]
        if not others:
            return ""
        return translate("Online", "This window hosts the game: leaving it (closing the window "
                                   "or opening another game) cuts {names} off until you host it "
                                   "again. Nothing of the game is lost, the turn in progress "
                                   "included: when Welcome To starts again it offers to host "
                                   "the game again, and the others' windows carry on by "
                                   "themselves. Leave it anyway?").format(
            names=name_list(others))

    def close(self) -> None:
        self.keep_copy()  # what was seen last, for a host that never comes back
        self.seats.flush()
        self.bridge.close()

    # ------------------------------------------------------------ the local copy

    def copy_path(self) -> Path | None:
        """The file of this seat's local copy, when one is kept."""
        return self.copy.path()

    def keep_copy(self) -> None:
        """Write the seat's local copy: the host's last view (a seat joined elsewhere only,
        never a finished game); a failure is said once."""
        if not self.hosted_here:
            self.copy.keep(self.table, self.bridge.url)

    def open_copy(self) -> None:
        """The way on when the host is gone: show the local copy, read-only."""
        self.keep_copy()
        path = self.copy_path()
        if path is not None:
            self.window.open_local_copy(path)

    # ------------------------------------------------------------ the host's messages

    def _hosted(self, hosted: HostedGame) -> None:
        self.hosted_game = hosted
        if self.spec is not None:
            self.panel.show_hosted(hosted, self.spec.names, self.spec.seats_here)

    def _joined(self, welcome: WelcomeFields) -> None:
        """A seat joined at a host elsewhere: once every seat here has, remember them (with
        their tokens) for the next start of the window."""
        players = welcome["players"]
        if self.hosted_here:
            self._keep_hosting()
            return
        tokens = self.bridge.tokens
        if not tokens or len(tokens) < len(self.bridge.links):
            return
        first, *more = sorted(tokens)
        self.copy.name(tokens[first], first)
        why = remember(self.window.files.store.root, RememberedSeat(
            self.bridge.url, tokens[first], first, tuple(players),
            tuple((seat, tokens[seat]) for seat in more)))
        if why:
            self.window.show_message(why)

    def _keep_hosting(self) -> None:
        """The host's seats joined their own game: once every one has, keep how to host it
        again after a restart (with each seat's token)."""
        hosted, spec, hosting = self.hosted_game, self.spec, self.hosting
        creator, tokens = self.bridge.creator_token, self.bridge.tokens
        if hosted is None or spec is None or hosting is None or creator is None \
                or any(seat not in tokens for seat in spec.seats_here):
            return
        why = keep(KeptHosting(hosting.folder, hosted.port, spec, hosted.codes,
                               hosted.spectators, creator,
                               "" if spec.table_screen else tokens[spec.here], hosting.listen,
                               hosting.announce, tuple(tokens[seat] for seat in spec.more_here)))
        if why:
            self.window.show_message(why)

    def _state(self, seat: int, state: str) -> None:
        if state == "reconnecting":
            self.seats.reconnected(seat)
        if state in ("reconnecting", "away", "gone"):
            self.keep_copy()  # the turn so far, as the host last acknowledged it
        self.panel.show_state(self.bridge.state)
        controller = self.window.controller
        if controller is not None and self.shown is not None and controller.game is self.shown:
            # Nothing is played while the host is away: it would answer nobody.
            controller.host_away(self.bridge.state in ("away", "gone"))

    def _table_changed(self, view: HostView) -> None:
        """The creator's view: who is at the table, and the lobby with its Start button."""
        self.panel.show_table(view["seats"], lobby=view["lobby"], starts=True)

    def _view(self, view: HostView) -> None:
        self.panel.show_table(view["seats"], lobby=view["lobby"],
                              starts=self.bridge.creator_token is not None)
        seat = view["seat"]
        key = NO_SEAT if seat is None else seat
        try:
            if self.shown is None:
                self._start(key, view)
                return
            self._update(key, view)
        except ViewError as error:
            self.window.show_message(translate("Online", "The host sent something this window "
                                                         "cannot read: {detail}").format(
                detail=str(error)[:200]))

    def _start(self, seat: int, view: HostView) -> None:
        """A seat's first view: its table; the window starts once every seat here has one."""
        seats = len(self.bridge.links)

        def send_for(seat: int) -> Send:  # one seat here: the bridge's one connection
            return self.bridge.sends_for(seat) if seats > 1 else self.bridge.send

        shown = self.seats.first_view(seat, view, send_for, seats)
        if shown is not None:
            self.window.start_online(self, shown)
            self.keep_copy()

    def _update(self, seat: int, view: HostView) -> None:
        if not self.seats.update(seat, view):
            return  # not a seat played here
        shown, controller = self.shown, self.window.controller
        if shown is None or controller is None or controller.game is not shown:
            return
        if isinstance(shown, SeatsHere) and not shown.in_step:
            return  # the others here have not heard of the resolved turn yet
        if shown.over and self._finish(view):
            return
        resolved = self.seats.turn_moved()
        controller.host_moved(resolved=resolved)
        if resolved:
            QTimer.singleShot(COPY_DELAY_MS, self, self.keep_copy)

    def _finish(self, view: HostView) -> bool:
        """The game ended: replay the whole record the host sends and show it as a local game
        (the end dialog, Play again, Finished games, replay and review work as for any game);
        False when the record is missing or does not replay to the host's scores."""
        ended = None if self.table is None else final_record(view, self.table)
        if self.table is None or ended is None:
            return False
        self.final_game = ended.game
        forget(self.window.files.store.root)  # nothing left to reconnect to
        self.copy.drop()  # the whole record is in Finished games now
        if self.hosting is not None:
            drop(self.hosting.folder)  # nothing left to host again
        self.window.start(ended.game, computer_levels=ended.levels, fixed_seat=self.table.seat)
        self.window.files.autosave()
        self.window.show_end()
        return True

    def _failed(self, code: str, message: str) -> None:
        self.failure_code = code
        text = failure_text(code, message)
        if self.table is not None:  # a Retry that found nobody: what was seen stays
            self.panel.show_state("gone")
            self.window.show_message(text)
            return
        self.failed.emit(text)

    def _refused(self, seat: int, code: str, message: str, params: dict[str, object]) -> None:
        table = self.seats.table_of(seat)
        if table is not None and (code in ("stale_turn", "turn_over", "computer_seat",
                                           "time_over", "internal") or table.in_flight):
            table.send("sync", {})
        if table is not None:
            table.refused()
        text = failure_text(code, message) if self.shown is None else \
            refusal_text(code, params, message)
        self.window.show_message(text)


__all__ = ["GameWindow", "OnlineGame", "failure_text"]

"""Screenshots of the real window, to look at before calling interface work done.

Usage: .venv/bin/python scripts/window_shots.py [--out DIR] [SHOT ...]

Each SHOT is ``WIDTHxHEIGHT:PLAYERS[:TURNS[:SHEET[:LANGUAGE[:EXTRA]]]]``, e.g. ``1366x768:4:5``
(a 4-player game after 5 turns at 1366×768) or ``1024x640:1:8:easter:it:hint`` (a solo Easter
game in Italian with the hint shown). EXTRA is ``hint`` (the strong player's hint shown),
``replay`` (the replay page on the last resolved turn) or ``estates`` (the estate chooser of a
plan met by several sets of estates, over the window) or ``online`` (a network game on
127.0.0.1: Anna's window hosts it, Ben's joins it, the other seats greedy computers at the
host; both windows grabbed, ``-hosted`` and ``-joined``, a spectator's, ``-watching``, then the
host closed: the joined window saying the host is away, ``-away``, and its local copy opened,
``-copy``) or ``ways`` (New game's first step, the ways to play, over the window) or
``lobby`` (a hosted game of three people in its lobby: Anna's hosting window, ``-hosted``, and
Ben's, joined under the name he typed, ``-joined``; the third seat awaited) or ``here2`` (the
same as ``online``, two people at the hosting screen, Anna and Ben, a third person in a joined
window, the rest greedy computers at the host: the hosting window on its hand-over screen,
``-handover``, and after it, ``-after``, and the joined window, ``-joined``) or
``hosting`` (Anna hosts, the other people's seats not joined yet: the hosting panel with their
codes while they wait, ``-waiting``; then the window closed and a new one hosting the game
again, ``-again``) or ``table`` (the table screen: a window hosts a game nobody plays at its
screen, Ben joined from a window, Anna's and Chiara's seats still open, the rest computers:
the lobby with the QR codes, ``-lobby``, then after the turns, Ben not confirmed yet,
``-turn``, then at the end, ``-end``). Without
SHOT, a standard set: 1, 4 and 12 players at 1024×640, 1366×768 and 1920×1080, a hint in each
language, the replay at 1024×640 and 1366×768, and the estate chooser. Every seat is played
by the greedy computer player up to the turn shown (deterministic: seed 7); the window is the
one players see (offscreen Qt), grabbed to ``DIR/<shot>.png`` (default /tmp/window-shots).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from welcome_desktop.rules.themes import SHEET_KINDS  # noqa: E402 (after the path is set)

if TYPE_CHECKING:
    from welcome_desktop.app.window.main_window import MainWindow

NAMES = ("Anna", "Ben", "Chiara", "Dana", "Emil", "Fran", "Gita", "Hugo", "Ines", "Jan", "Kai",
         "Lia")
STANDARD = ("1024x640:1:8", "1024x640:4:5", "1024x640:12:5", "1366x768:1:8", "1366x768:4:5",
            "1366x768:12:5", "1920x1080:4:5", "1920x1080:12:6", "1366x768:1:9:base:en:hint",
            "1024x640:4:5:easter:it:hint", "1366x768:3:9:ice-cream:cs:hint",
            "1024x640:1:8:base:en:replay", "1366x768:4:6:base:en:replay",
            "1366x768:1:8:base:en:estates", "1024x640:1:8:base:it:estates")
EXTRAS = ("", "hint", "replay", "estates", "online", "here2", "hosting", "truck", "end",
          "howto", "ways", "lobby", "table")


@dataclass(frozen=True)
class Shot:
    """One screenshot to take."""

    width: int
    height: int
    players: int
    turns: int = 5
    sheet: str = "base"
    language: str = "en"
    extra: str = ""

    @property
    def hint(self) -> bool:
        return self.extra == "hint"

    @property
    def name(self) -> str:
        extra = f"-{self.extra}" if self.extra else ""
        return (f"{self.width}x{self.height}-{self.players}p-turn{self.turns + 1}-{self.sheet}"
                f"-{self.language}{extra}")


def parse_shot(text: str) -> Shot:
    """A SHOT argument; raises ValueError with a readable message."""
    parts = text.split(":")
    try:
        width, height = (int(v) for v in parts[0].lower().split("x"))
        players = int(parts[1])
        turns = int(parts[2]) if len(parts) > 2 else 5
    except (ValueError, IndexError):
        raise ValueError(f"{text!r} is not WIDTHxHEIGHT:PLAYERS[:TURNS[:SHEET[:LANGUAGE[:EXTRA]]]]"
                         ) from None
    if not 1 <= players <= len(NAMES) or turns < 0 or min(width, height) < 200:
        raise ValueError(f"{text!r}: 1 to 12 players, turns from 0, sizes from 200 px")
    sheet = parts[3] if len(parts) > 3 else "base"
    language = parts[4] if len(parts) > 4 else "en"
    if sheet not in SHEET_KINDS:
        raise ValueError(f"{text!r}: the sheet is one of {', '.join(SHEET_KINDS)}")
    extra = parts[5] if len(parts) > 5 else ""
    if extra not in EXTRAS:
        raise ValueError(f"{text!r}: EXTRA is one of {', '.join(e for e in EXTRAS if e)}")
    return Shot(width, height, players, turns, sheet, language, extra)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("shots", nargs="*", metavar="SHOT")
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "window-shots")
    parser.add_argument("--chrome", choices=("light", "dark", "high-contrast"), default="light",
                        help="the window's chrome, as a system preferring it would give")
    args = parser.parse_args(argv)
    try:
        shots = [parse_shot(s) for s in (args.shots or STANDARD)]
    except ValueError as error:
        parser.error(str(error))

    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.players import make_player, seat_view
    from welcome_desktop.records.store import GameStore
    from welcome_desktop.rules import Game, Mode, Setup

    app = QApplication.instance() or QApplication([])
    from welcome_desktop.app.look.chrome import Chrome, apply_chrome

    assert isinstance(app, QApplication)
    apply_chrome(app, Chrome(args.chrome))
    register_fonts()
    greedy = make_player("greedy")
    args.out.mkdir(parents=True, exist_ok=True)
    for shot in shots:
        if shot.extra in ("online", "here2", "hosting", "lobby", "table"):
            {"online": _grab_online, "here2": _grab_here2, "hosting": _grab_hosting,
             "lobby": _grab_lobby, "table": _grab_table}[shot.extra](shot, args.out)
            continue
        mode = Mode.SOLO if shot.players == 1 else Mode.STANDARD
        game = Game(Setup(mode, True, NAMES[:shot.players], seed=7, sheet=shot.sheet))
        for turn in range(shot.turns):
            for seat in range(shot.players):
                if not game.over:
                    game.play_turn(seat, greedy.decide(seat_view(game, seat),
                                                       random.Random(seat * 100 + turn)))
        window = MainWindow(store=GameStore(Path(tempfile.mkdtemp())))
        window.confirm_close = False
        window.set_language(shot.language)
        window.resize(shot.width, shot.height)
        window.show()
        window.start(game, computer_levels={p: "greedy" for p in range(1, shot.players)})
        app.processEvents()
        if shot.hint and window.controller is not None and not game.over:
            window.computer.request_hint()  # the strong player's hint, as the H key asks it
            deadline = time.monotonic() + 60
            while window.controller.hint is None and time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.01)
            app.processEvents()
        _settle(window)
        path = args.out / f"{shot.name}.png"
        if shot.extra == "truck":
            _truck_due(window)
        if shot.extra == "end":
            _grab_end(window, game, greedy, path)
            _close(window)
            print(path)
            continue
        if shot.extra == "ways":
            _grab_ways(window, path)
            _close(window)
            print(path)
            continue
        if shot.extra == "howto":
            _grab_howto(window, shot, path)
            _close(window)
            print(path)
            continue
        if shot.extra == "replay":
            window.show_replay()
            app.processEvents()
        if shot.extra == "estates":
            _grab_estate_chooser(window, path)
        else:
            window.grab().save(str(path))
        print(path)
        _close(window)
    return 0


def _settle(window: MainWindow) -> None:
    """Let the window lay itself out as a player would see it a moment later: the side
    panel's plans and *At the table*'s rows are fitted after the layout, in its event loop."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + 0.2
    while time.monotonic() < end or window.panel._fitting.isActive() \
            or window.panel.at_the_table._refit.isActive():
        QApplication.processEvents()
        time.sleep(0.002)
        if time.monotonic() > end + 5:  # a layout that never comes to rest: grab it anyway
            break


def _wait(condition: object, seconds: float = 30.0) -> None:
    """Let the windows work until ``condition()`` holds (or ``seconds`` pass)."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:  # type: ignore[operator]
        QApplication.processEvents()
        time.sleep(0.002)


def _two_windows(shot: Shot) -> tuple[MainWindow, MainWindow]:
    """A hosting window and a joining one, each with its own data folder, as ``shot`` says."""
    from welcome_desktop.app.window import main_window
    from welcome_desktop.records.store import GameStore

    windows = []
    for _ in range(2):
        window = main_window.MainWindow(store=GameStore(Path(tempfile.mkdtemp())))
        window.confirm_close = False
        window.set_language(shot.language)
        window.resize(shot.width, shot.height)
        window.show()
        windows.append(window)
    return windows[0], windows[1]


def _grab_online(shot: Shot, out: Path) -> None:
    """A hosted window and a joined one over a real socket on 127.0.0.1, after the turns."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.online.bridge import GameSpec
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.network.client.remote_table import RemoteTable
    from welcome_desktop.network.client.remote_view import seat_view_from_dict
    from welcome_desktop.players import make_player
    from welcome_desktop.records.store import GameStore

    host, guest = _two_windows(shot)
    windows = [host, guest]
    players = max(2, shot.players)
    seats = ("person", "person", *("greedy",) * (players - 2))
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=True, sheet=shot.sheet, seats=seats,
                          names=NAMES[:players], here=0, game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    _wait(lambda: hosting.hosted_game is not None and host.controller is not None)
    assert hosting.hosted_game is not None
    joined = OnlineGame(guest, guest)
    joined.join(f"127.0.0.1:{hosting.hosted_game.port}", hosting.hosted_game.codes[1] or "")
    _wait(lambda: guest.controller is not None)
    greedy = make_player("greedy")
    for turn in range(shot.turns):
        for window in windows:
            controller = window.controller
            assert controller is not None and isinstance(controller.game, RemoteTable)
            table = controller.game
            actions = greedy.decide(seat_view_from_dict(table.view), random.Random(turn))
            for action in actions:
                table.apply(table.seat, action)
            table.confirm(table.seat)
            controller.announce()
        _wait(lambda t=turn: all(isinstance(w.controller.game, RemoteTable)  # type: ignore[union-attr]
                                and w.controller.game.turn_number > t  # type: ignore[union-attr]
                                for w in windows))
    # Ben has chosen a card this turn (drawn at once, not confirmed): the hosted window says
    # he is connected, the joined one shows his choice.
    view = guest.view_state
    if view is not None and view.playable and guest.controller is not None:
        guest.controller.choose(min(view.playable,
                                    key=lambda c: (c.number_card, c.effect_card or 0)))
    _wait(lambda: "Ben" in hosting.panel.people.text(), 5)
    # A third window watches with the spectators' code: the public table, read-only.
    watcher = MainWindow(store=GameStore(Path(tempfile.mkdtemp())))
    watcher.confirm_close = False
    watcher.set_language(shot.language)
    watcher.resize(shot.width, shot.height)
    watcher.show()
    windows.append(watcher)
    watcher.online_menu.join_now(f"127.0.0.1:{hosting.hosted_game.port}",
                                 hosting.hosted_game.spectators)
    _wait(lambda: watcher.controller is not None
         and isinstance(watcher.controller.game, RemoteTable))
    _wait(lambda: guest.controller is not None and isinstance(guest.controller.game, RemoteTable)
         and guest.controller.game.in_flight == 0, 5)
    for window, role in ((host, "hosted"), (guest, "joined"), (watcher, "watching")):
        QApplication.processEvents()
        path = out / f"{shot.name}-{role}.png"
        window.grab().save(str(path))
        print(path)
    # The host goes away: Ben's window says so (nothing can be played, it keeps trying) and
    # offers the local copy, then shows it.
    joined.bridge.reconnect_attempts = 2
    _close(host)
    _wait(lambda: not joined.panel.copy_button.isHidden())
    for role in ("away", "copy"):
        if role == "copy":
            joined.panel.copy_button.click()
            _wait(lambda: guest.network.copy is not None, 5)
        QApplication.processEvents()
        path = out / f"{shot.name}-{role}.png"
        guest.grab().save(str(path))
        print(path)
    for window in windows[1:]:
        _close(window)


def _grab_ways(window: MainWindow, path: Path) -> None:
    """New game's first step over the window, as a player sees it (the dialog painted where
    it opens, centred on the window)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(window, window.settings, first_step=True)
    dialog.show()
    dialog.adjustSize()
    QApplication.processEvents()
    picture = window.grab()
    at = QPoint((picture.width() - dialog.width()) // 2, (picture.height() - dialog.height()) // 2)
    painter = QPainter(picture)
    painter.drawPixmap(at, dialog.grab())
    painter.end()
    picture.save(str(path))
    dialog.close()
    dialog.deleteLater()


def _grab_lobby(shot: Shot, out: Path) -> None:
    """A game of three people in its lobby: Anna hosts it, Ben joined under the name he
    typed, the third seat is awaited; both windows grabbed."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.online.bridge import GameSpec
    from welcome_desktop.app.online.online_game import OnlineGame

    host, guest = _two_windows(shot)
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=True, sheet=shot.sheet,
                          seats=("person",) * max(3, shot.players),
                          names=("Anna", *(f"Player {i + 2}" for i in range(
                              max(3, shot.players) - 1))),
                          here=0, game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    _wait(lambda: hosting.hosted_game is not None and host.controller is not None)
    assert hosting.hosted_game is not None
    joined = OnlineGame(guest, guest)
    joined.join(f"127.0.0.1:{hosting.hosted_game.port}", hosting.hosted_game.codes[1] or "",
                "Ben")
    _wait(lambda: guest.controller is not None and "Ben" in hosting.panel.people.text())
    _wait(lambda: False, 0.5)
    for window, role in ((host, "hosted"), (guest, "joined")):
        QApplication.processEvents()
        path = out / f"{shot.name}-{role}.png"
        window.grab().save(str(path))
        print(path)
    _close(guest)
    _close(host)


def _grab_table(shot: Shot, out: Path) -> None:
    """The table screen of a game nobody plays at the hosting window: its lobby, then a turn
    (see the module's docstring)."""
    from welcome_desktop.app.online.game_spec import NOBODY_HERE, GameSpec
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.network.client.remote_table import RemoteTable
    from welcome_desktop.network.client.remote_view import seat_view_from_dict
    from welcome_desktop.players import make_player

    host, guest = _two_windows(shot)
    players = max(3, shot.players)
    seats = ("person", "person", "person", *("easy",) * (players - 3))
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=False, sheet=shot.sheet, seats=seats,
                          names=NAMES[:players], here=NOBODY_HERE,
                          game_name="Anna's table"),
                 listen="127.0.0.1", port=0, announce_on=())
    _wait(lambda: hosting.hosted_game is not None and host.table_screen is not None
          and host.table_screen.table is not None)
    assert hosting.hosted_game is not None and host.table_screen is not None
    screen = host.table_screen
    joined = OnlineGame(guest, guest)
    joined.join(f"127.0.0.1:{hosting.hosted_game.port}", hosting.hosted_game.codes[1] or "")
    _wait(lambda: guest.controller is not None and screen.qr_codes.open == (0, 2))
    _wait(lambda: False, 0.3)
    _save(host, out / f"{shot.name}-lobby.png")
    hosting.panel.start_game.emit(True)  # the open seats to computers until their people come
    _wait(lambda: isinstance(guest.controller.game, RemoteTable)  # type: ignore[union-attr]
          and not guest.controller.game.lobby)  # type: ignore[union-attr]
    easy = make_player("easy")  # Ben, not as the greedy computers at the host
    for turn in range(shot.turns):
        controller = guest.controller
        assert controller is not None and isinstance(controller.game, RemoteTable)
        table = controller.game
        _wait(lambda t=table, n=turn: not t.lobby and t.turn_number == n)
        for action in easy.decide(seat_view_from_dict(table.view), random.Random(turn)):
            table.apply(table.seat, action)
        table.confirm(table.seat)
        controller.announce()
        _wait(lambda t=turn: isinstance(guest.controller.game, RemoteTable)  # type: ignore[union-attr]
              and guest.controller.game.turn_number > t)  # type: ignore[union-attr]
    # The computers confirm the new turn; Ben thinks it over.
    _wait(lambda: screen.table is not None and screen.table.waiting_for == (1,))
    _wait(lambda: False, 0.3)
    _save(host, out / f"{shot.name}-turn.png")
    # Then to the end: the ranking.
    while isinstance(guest.controller.game, RemoteTable):  # type: ignore[union-attr]
        table = guest.controller.game  # type: ignore[union-attr]
        number = table.turn_number
        for action in easy.decide(seat_view_from_dict(table.view), random.Random(number)):
            table.apply(table.seat, action)
        table.confirm(table.seat)
        _wait(lambda t=table, n=number: guest.controller.game is not t  # type: ignore[union-attr]
              or t.over or t.turn_number > n)
    _wait(lambda: screen.table is not None and screen.table.over)
    _wait(lambda: False, 0.3)
    _save(host, out / f"{shot.name}-end.png")
    _close(guest)
    _close(host)


def _save(window: MainWindow, path: Path) -> None:
    """Grab ``window`` into ``path`` now (a grab kept for later may show a later state)."""
    window.grab().save(str(path))
    print(path)


def _grab_here2(shot: Shot, out: Path) -> None:
    """Anna and Ben at the hosting window, Chiara in a joined one, after the turns: the host
    on its hand-over screen (the codes readable) and on Anna's sheet, and the joined window."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.online.bridge import GameSpec
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.network.client.remote_table import RemoteTable
    from welcome_desktop.network.client.remote_view import seat_view_from_dict
    from welcome_desktop.network.client.seats_here import SeatsHere
    from welcome_desktop.players import make_player

    host, guest = _two_windows(shot)
    windows = [host, guest]
    players = max(3, shot.players)
    hosting = OnlineGame(host, host)
    hosting.host(GameSpec(mode="standard", advanced=True, sheet=shot.sheet,
                          seats=("person",) * 3 + ("greedy",) * (players - 3),
                          names=NAMES[:players], here=0, game_name="Anna's table",
                          more_here=(1,)),
                 listen="127.0.0.1", port=0, announce_on=())
    _wait(lambda: hosting.hosted_game is not None and host.controller is not None
         and isinstance(host.controller.game, SeatsHere))
    hosted = hosting.hosted_game
    assert hosted is not None and host.controller is not None
    here = host.controller.game
    assert isinstance(here, SeatsHere)
    joined = OnlineGame(guest, guest)
    joined.join(f"127.0.0.1:{hosted.port}", hosted.codes[2] or "")
    _wait(lambda: guest.controller is not None and isinstance(guest.controller.game, RemoteTable))
    assert guest.controller is not None and isinstance(guest.controller.game, RemoteTable)
    tables = [*here.tables.values(), guest.controller.game]
    greedy = make_player("greedy")
    for turn in range(shot.turns):
        for table in tables:
            actions = greedy.decide(seat_view_from_dict(table.view), random.Random(turn))
            for action in actions:
                table.apply(table.seat, action)
            table.confirm(table.seat)
        _wait(lambda t=turn: all(table.turn_number > t for table in tables) and here.in_step)
    _wait(lambda: host.hidden and NAMES[2] in hosting.panel.people.text(), 10)
    for window, role in ((host, "handover"), (host, "after"), (guest, "joined")):
        if role == "after":
            window.reveal()
        QApplication.processEvents()
        path = out / f"{shot.name}-{role}.png"
        window.grab().save(str(path))
        print(path)
    for window in windows:
        _close(window)


def _grab_hosting(shot: Shot, out: Path) -> None:
    """Anna hosts; the other people have not joined: the panel shows their codes while they
    wait (``-waiting``). The window closes; a new one on the same data folder hosts the game
    again (``-again``)."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.online.bridge import GameSpec
    from welcome_desktop.app.online.hosting_memory import kept
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.records.store import GameStore

    players = max(2, shot.players)
    people = min(players, 3)
    root = Path(tempfile.mkdtemp())
    windows = []
    for role in ("waiting", "again"):
        window = MainWindow(store=GameStore(root))
        window.confirm_close = False
        window.set_language(shot.language)
        window.resize(shot.width, shot.height)
        window.show()
        windows.append(window)
        hosting = OnlineGame(window, window)
        if role == "waiting":
            hosting.host(GameSpec(mode="standard", advanced=True, sheet=shot.sheet,
                                  seats=("person",) * people + ("greedy",) * (players - people),
                                  names=NAMES[:players], here=0, game_name="Anna's table"),
                         listen="127.0.0.1", port=0, announce_on=())
        else:
            again = kept(root)
            assert again is not None, "the hosted game was not kept"
            hosting.host_again(again)
        _wait(lambda h=hosting, w=window: h.hosted_game is not None  # type: ignore[misc]
              and w.controller is not None and bool(h.panel.code_labels)
              and not h.panel._hand_buttons[1].isHidden(), 15)
        QApplication.processEvents()
        path = out / f"{shot.name}-{role}.png"
        window.grab().save(str(path))
        print(path)
        _close(window)


def _truck_due(window: object) -> None:
    """Write a number in the bottom street (ice cream) and point at its right-hand truck."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.play.sheet_model import Target, Zone
    from welcome_desktop.rules.cards import Effect

    controller = window.controller  # type: ignore[attr-defined]
    turn = controller.game.turn(0)
    offer = controller.game.offer(0)
    writes = [w for w in turn.legal_writes() if w[1] == 2
              and offer[w[0].effect_card if w[0].effect_card is not None
                        else w[0].number_card].effect is not Effect.TEMP]
    if not writes:
        return
    choose, street, house, _ = min(writes, key=lambda w: abs(w[2] - 7))  # a cone or two each way
    controller.choose(choose)
    controller.click(Target(Zone.HOUSE, street, house))
    window.scene.zone_hovered(Target(Zone.TRUCK, 2, 1), True)  # type: ignore[attr-defined]
    QApplication.processEvents()


def _grab_end(window: object, game: object, greedy: object, path: Path) -> None:
    """Play the game to its end (two earlier games of the same table finished first: bests to
    compare with), the last turn through the window; grab the end dialog and the window."""
    import random as _random

    from PySide6.QtWidgets import QApplication

    from welcome_desktop.players import seat_view
    from welcome_desktop.records.ids import new_game_id
    from welcome_desktop.rules import Game, Setup
    from welcome_desktop.rules.record import record_of

    setup = game.setup  # type: ignore[attr-defined]
    store = window.files.store  # type: ignore[attr-defined]
    for seed in (1, 2):
        earlier = Game(Setup(setup.mode, setup.advanced, setup.players, seed=seed,
                             sheet=setup.sheet))
        while not earlier.over:
            for seat in range(len(setup.players)):
                earlier.play_turn(seat, greedy.decide(  # type: ignore[attr-defined]
                    seat_view(earlier, seat), _random.Random(seat + earlier.turn_number)))
        store.finish(earlier, new_game_id())
    controller = window.controller  # type: ignore[attr-defined]
    played = controller.game
    while True:  # every turn but the last one
        turn = [greedy.decide(seat_view(played, seat),  # type: ignore[attr-defined]
                              _random.Random(seat + played.turn_number))
                for seat in range(len(setup.players))]
        trial = record_of(played).replay()
        for seat, actions in enumerate(turn):
            trial.play_turn(seat, actions)
        if trial.over:
            break
        for seat, actions in enumerate(turn):
            played.play_turn(seat, actions)
    controller.announce()
    for seat, actions in enumerate(turn):  # the last turn through the window
        if seat != controller.player:
            played.play_turn(seat, actions)
    for action in turn[controller.player]:
        played.apply(controller.player, action)
    controller.confirm()
    QApplication.processEvents()
    dialog = window.end_dialog  # type: ignore[attr-defined]
    if dialog is None:
        window.grab().save(str(path))  # type: ignore[attr-defined]
        return
    dialog.grab().save(str(path))
    window.grab().save(str(path.with_name(path.stem + "-window.png")))  # type: ignore[attr-defined]


def _close(window: object) -> None:
    """Close a shot's window, taking its language's translators out of the application (they
    are the application's: the next shot's window would otherwise speak it too)."""
    window.translations.install("en")  # type: ignore[attr-defined]
    window.close()  # type: ignore[attr-defined]


def _grab_howto(window: object, shot: Shot, path: Path) -> None:
    """How to play's "A turn" page, the dialog ``shot.width`` × ``shot.height``."""
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.howto import show_how_to_play
    from welcome_desktop.app.howto.chapters import Chapter

    dialog = show_how_to_play(window, Chapter.TURN)  # type: ignore[arg-type]
    dialog.resize(shot.width, shot.height)
    QApplication.processEvents()
    dialog.grab().save(str(path))
    dialog.close()


def _grab_estate_chooser(window: object, path: Path) -> None:
    """The estate chooser over the window (a plan met by three sets of estates), grabbed."""
    from welcome_desktop.app.cards.estate_chooser import EstateChoiceDialog
    from welcome_desktop.rules.plans import PLANS
    from welcome_desktop.rules.sheet import Estate

    plan = PLANS["1-C"]  # three estates of 3
    choices = [(Estate(0, 0, 3), Estate(1, 3, 3), Estate(2, 8, 3)),
               (Estate(0, 5, 3), Estate(1, 0, 3), Estate(2, 8, 3)),
               (Estate(0, 0, 3), Estate(1, 0, 3), Estate(2, 1, 3))]
    dialog = EstateChoiceDialog(window, plan, choices)  # type: ignore[arg-type]
    controller = window.controller  # type: ignore[attr-defined]
    dialog.estates_highlighted.connect(controller.outline_estates)
    dialog.show()
    dialog.select(1)  # the second way, outlined on the sheet beneath
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    dialog.grab().save(str(path))
    window.grab().save(str(path.with_name(path.stem + "-sheet.png")))  # type: ignore[attr-defined]
    dialog.close()
    controller.outline_estates(None)


if __name__ == "__main__":
    raise SystemExit(main())

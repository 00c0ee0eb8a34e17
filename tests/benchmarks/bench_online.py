"""A network seat's clicks and turns, 4 seats of which 3 greedy computer players, on 127.0.0.1,
in two set-ups alternated game by game:

- *hosting*: the window hosts the game (the server of ``welcome-desktop serve`` in its network
  thread, the computers deciding in that process) and plays its own seat over a real socket;
- *joined*: ``welcome-desktop serve`` runs in another process (its computers too), the game is
  created with ``welcome-desktop create`` and the window joins its seat with the code.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_online``.
Figures: a click on the sheet -> the repainted sheet (drawn from the mirror turn, no round
trip), and confirm -> the next turn shown (the host resolves with its computer seats, the view
comes back, the window is repainted), and turns that did not resolve (with the prompt). Prints
figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if TYPE_CHECKING:
    from welcome_desktop.network.client.remote_table import RemoteTable

SEATS = ("person", "greedy", "greedy", "greedy")
NAMES = ("Anna", "Greedy 2", "Greedy 3", "Greedy 4")


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "welcome_desktop.cli", *args]


def _serve_elsewhere(data: Path) -> tuple[subprocess.Popen[str], str, str]:
    """A ``serve`` in another process, a game created on it: the process, address, code."""
    server = subprocess.Popen(_cli("serve", "--port", "0", "--data", str(data)),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    if "listening on" not in line:
        server.kill()
        raise SystemExit(f"bench_online: the server did not start: {line!r}")
    url = line.split("listening on ", 1)[1].split()[0]
    created = subprocess.run(_cli("create", url, "--seats", ",".join(SEATS), "--names",
                                  ",".join(NAMES), "--json"),
                             capture_output=True, text=True, check=True)
    return server, url, json.loads(created.stdout)["codes"][0]


def _others_confirmed(table: RemoteTable) -> bool:
    return all(table.confirmed[seat] for seat in range(1, len(SEATS)))


def _moved_on(table: RemoteTable, turn: int) -> bool:
    return table.turn_number > turn or table.over


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=20, help="turns per game at most")
    parser.add_argument("--games", type=int, default=2, help="games per set-up")
    parser.add_argument("--pause-ms", type=int, default=150,
                        help="idle time between two acts, as a player's hand takes (0: none)")
    args = parser.parse_args(argv)

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.cards import estate_chooser
    from welcome_desktop.app.online.bridge import GameSpec
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.play.sheet_model import Zone
    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.network.client.remote_table import RemoteTable
    from welcome_desktop.records.store import GameStore

    estate_chooser.choose_value = lambda parent, values, original=None: values[0]
    estate_chooser.choose_estates = lambda parent, plan, choices, highlight=None: choices[0]
    app = QApplication.instance() or QApplication([])
    register_fonts()

    def wait(condition: Callable[[], object], seconds: float = 30.0) -> None:
        end = time.perf_counter() + seconds
        while not condition() and time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.0005)

    clicks: dict[str, list[float]] = {"hosting": [], "joined": []}
    confirms: dict[str, list[float]] = {"hosting": [], "joined": []}
    unresolved: dict[str, list[str]] = {"hosting": [], "joined": []}

    def play(setup: str) -> None:
        folder = Path(tempfile.mkdtemp(prefix="bench-online-"))
        window = MainWindow(store=GameStore(folder / "store"))
        window.confirm_close = False
        window.resize(1366, 768)
        window.show()
        online = OnlineGame(window, window)
        server = None
        if setup == "hosting":
            online.host(GameSpec(mode="standard", advanced=False, sheet="base", seats=SEATS,
                                 names=NAMES, here=0, game_name="bench"),
                        listen="127.0.0.1", port=0, announce_on=())
        else:
            server, url, code = _serve_elsewhere(folder / "server")
            online.join(url, code)
        try:
            wait(lambda: window.controller is not None
                 and isinstance(window.controller.game, RemoteTable))
            _turns(window, setup)
        finally:
            online.close()
            window.close()
            if server is not None:
                server.terminate()
                server.communicate(timeout=30)

    def click(window: MainWindow, setup: str, target: object) -> None:
        item = window.scene.zones[target]  # type: ignore[index]
        pos = window.sheet_view.mapFromScene(item.sceneBoundingRect().center())
        start = time.perf_counter()
        QTest.mouseClick(window.sheet_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        window.sheet_view.viewport().repaint()
        clicks[setup].append(time.perf_counter() - start)
        QTest.qWait(args.pause_ms)  # the hand moving on: the window uses its idle time

    def _turns(window: MainWindow, setup: str) -> None:
        for _ in range(args.turns):
            controller = window.controller
            view = window.view_state
            if controller is None or view is None or view.over:
                return
            table = controller.game
            if not isinstance(table, RemoteTable):
                return
            if view.refusal_forced or not view.playable:
                controller.take_refusal()
            else:
                controller.choose(min(view.playable,
                                      key=lambda c: (c.number_card, c.effect_card or 0)))
                QTest.qWait(args.pause_ms)
                houses = sorted((t for t in window.view_state.sheet.highlights  # type: ignore[union-attr]
                                 if t.zone is Zone.HOUSE), key=lambda t: (t.street, t.index))
                click(window, setup, houses[-1])
                lit = sorted(window.view_state.sheet.highlights,  # type: ignore[union-attr]
                             key=lambda t: (t.zone.value, t.street, t.index))
                if lit and lit[0].zone is not Zone.HOUSE:
                    click(window, setup, lit[0])
            # The computers' turns are decided at the host meanwhile: let them be confirmed
            # first, so that the figure is Anna's confirm -> the next turn on her screen.
            wait(functools.partial(_others_confirmed, table))
            turn = table.turn_number
            start = time.perf_counter()
            controller.confirm()
            wait(functools.partial(_moved_on, table, turn))
            window.repaint()
            if table.turn_number == turn and not table.over:
                shown = window.view_state
                unresolved[setup].append(f"turn {turn + 1}: "
                                         f"{shown.prompt if shown is not None else '?'}")
                return
            confirms[setup].append(time.perf_counter() - start)

    for _ in range(args.games):
        for setup in ("hosting", "joined"):
            play(setup)

    for setup, where in (("hosting", "the window hosts, computers in its process"),
                         ("joined", "serve in another process")):
        samples = sorted(clicks[setup])
        turns = confirms[setup]
        if not samples or not turns:
            print(f"{setup}: no figure ({unresolved[setup]})")
            continue
        print(f"{setup} ({where}): click on the sheet -> repainted sheet: median "
              f"{statistics.median(samples) * 1e3:.1f} ms, p90 "
              f"{samples[int(len(samples) * 0.9)] * 1e3:.1f} ms, max {samples[-1] * 1e3:.1f} ms "
              f"({len(samples)} clicks, window 1366x768)")
        print(f"{setup}: confirm -> next turn shown: median "
              f"{statistics.median(turns) * 1e3:.1f} ms, max {max(turns) * 1e3:.1f} ms "
              f"({len(turns)} turns; {len(unresolved[setup])} game(s) stopped on a turn that "
              f"did not resolve{': ' + '; '.join(unresolved[setup]) if unresolved[setup] else ''})")


if __name__ == "__main__":
    main()

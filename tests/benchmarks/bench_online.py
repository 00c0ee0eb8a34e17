"""A joined seat's clicks and turns: the window hosts a game on 127.0.0.1 (the server of
``welcome-desktop serve`` in its network thread) with 4 seats, 3 of them greedy computer
players, and plays its own seat over a real socket to it, as every joined seat does.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_online``.
Figures: a click on the sheet -> the repainted sheet (drawn from the mirror turn, no round
trip), and confirm -> the next turn shown (the host resolves with its computer seats, the view
comes back, the window is repainted). Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=20)
    args = parser.parse_args(argv)

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.cards import estate_chooser
    from welcome_desktop.app.online.bridge import GameSpec
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.online.remote_table import RemoteTable
    from welcome_desktop.app.play.sheet_model import Zone
    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.records.store import GameStore

    estate_chooser.choose_value = lambda parent, values, original=None: values[0]
    estate_chooser.choose_estates = lambda parent, plan, choices, highlight=None: choices[0]
    app = QApplication.instance() or QApplication([])
    register_fonts()
    window = MainWindow(store=GameStore(tempfile.mkdtemp()))
    window.confirm_close = False
    window.resize(1366, 768)
    window.show()
    online = OnlineGame(window, window)
    online.host(GameSpec(mode="standard", advanced=False, sheet="base",
                         seats=("person", "greedy", "greedy", "greedy"),
                         names=("Anna", "Greedy 2", "Greedy 3", "Greedy 4"), here=0,
                         game_name="bench"), listen="127.0.0.1", port=0, announce_on=())

    def wait(condition: object, seconds: float = 30.0) -> None:
        end = time.perf_counter() + seconds
        while not condition() and time.perf_counter() < end:  # type: ignore[operator]
            app.processEvents()
            time.sleep(0.0005)

    wait(lambda: window.controller is not None
         and isinstance(window.controller.game, RemoteTable))
    samples: list[float] = []
    confirms: list[float] = []

    def click(target: object) -> None:
        item = window.scene.zones[target]  # type: ignore[index]
        pos = window.sheet_view.mapFromScene(item.sceneBoundingRect().center())
        start = time.perf_counter()
        QTest.mouseClick(window.sheet_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        window.sheet_view.viewport().repaint()
        samples.append(time.perf_counter() - start)

    for _ in range(args.turns):
        controller = window.controller
        view = window.view_state
        if controller is None or view is None or view.over:
            break
        table = controller.game
        if not isinstance(table, RemoteTable):
            break
        if view.refusal_forced or not view.playable:
            controller.take_refusal()
        else:
            controller.choose(min(view.playable,
                                  key=lambda c: (c.number_card, c.effect_card or 0)))
            houses = sorted((t for t in window.view_state.sheet.highlights  # type: ignore[union-attr]
                             if t.zone is Zone.HOUSE), key=lambda t: (t.street, t.index))
            click(houses[-1])
            lit = sorted(window.view_state.sheet.highlights,  # type: ignore[union-attr]
                         key=lambda t: (t.zone.value, t.street, t.index))
            if lit and lit[0].zone is not Zone.HOUSE:
                click(lit[0])
        # The computers' turns are decided at the host meanwhile: let them be confirmed
        # first, so that the figure is Anna's confirm -> the next turn on her screen.
        wait(lambda t=table: all(t.confirmed[p] for p in range(1, 4)))
        turn = table.turn_number
        start = time.perf_counter()
        controller.confirm()
        wait(lambda t=table, n=turn: t.turn_number > n or t.over)
        window.repaint()
        if table.turn_number == turn and not table.over:
            print(f"turn {turn + 1} did not resolve: {view.prompt}")
            break
        confirms.append(time.perf_counter() - start)
    samples.sort()
    print(f"joined seat, click on the sheet -> repainted sheet: median "
          f"{statistics.median(samples) * 1e3:.1f} ms, p90 "
          f"{samples[int(len(samples) * 0.9)] * 1e3:.1f} ms, max {samples[-1] * 1e3:.1f} ms "
          f"({len(samples)} clicks, window 1366x768)")
    print(f"joined seat, confirm -> next turn shown (4 seats, 3 greedy computers, localhost): "
          f"median {statistics.median(confirms) * 1e3:.1f} ms, max "
          f"{max(confirms) * 1e3:.1f} ms ({len(confirms)} turns)")
    window.close()


if __name__ == "__main__":
    main()

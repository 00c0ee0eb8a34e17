"""From a click on the sheet to the repainted window: the time a player waits.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_clicks``.
Each sample is a real mouse click on the view's viewport (QTest), the controller's work, the
window's update and a synchronous repaint of the sheet view, timed with perf_counter.
Between two acts the window is left idle for ``--pause-ms`` (150 ms: a hand moving from a card
to the sheet is slower), as it is between real clicks: it paints what the last act changed and
prepares in idle time (app.cards.face_cache). ``--pause-ms 0`` times the worst case.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--players", type=int, default=1,
                        help="players at the table (the others' small sheets are on screen;"
                             " their turns are played by a greedy computer, untimed)")
    parser.add_argument("--whole-window", action="store_true",
                        help="repaint the whole window after each click, not only the sheet")
    parser.add_argument("--pause-ms", type=int, default=150,
                        help="idle time between two acts, as a player's hand takes (0: none)")
    args = parser.parse_args(argv)

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.cards import estate_chooser, face_cache
    from welcome_desktop.app.play.sheet_model import Zone
    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.records.store import GameStore
    from welcome_desktop.rules import Game, Mode, Setup

    # The benchmark times clicks, not a person answering a chooser: answer choosers at once.
    # (the questions import the choosers when they ask: patch the choosers' own module)
    estate_chooser.choose_value = lambda parent, values, original=None: values[0]
    estate_chooser.choose_estates = lambda parent, plan, choices, highlight=None: choices[0]
    app = QApplication.instance() or QApplication([])
    register_fonts()
    import tempfile

    window = MainWindow(store=GameStore(tempfile.mkdtemp()))
    window.confirm_close = False
    window.resize(1600, 900)
    window.show()
    app.processEvents()
    samples: list[float] = []
    confirms: list[float] = []
    repainted = window if args.whole_window else window.sheet_view.viewport()

    def pause() -> None:
        """The player's hand moving to the next place: the window paints what the last act
        changed and uses its idle time, as it does between two real clicks."""
        QTest.qWait(args.pause_ms)

    def click(target: object) -> None:
        item = window.scene.zones[target]  # type: ignore[index]
        pos = window.sheet_view.mapFromScene(item.sceneBoundingRect().center())
        start = time.perf_counter()
        QTest.mouseClick(window.sheet_view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        repainted.repaint()
        samples.append(time.perf_counter() - start)
        pause()

    import random

    from welcome_desktop.players import make_player, seat_view

    others = make_player("greedy")
    for seed in range(args.games):
        names = ("Anna", *(f"Player {p + 1}" for p in range(1, args.players)))
        mode = Mode.SOLO if args.players == 1 else Mode.STANDARD
        game = Game(Setup(mode, True, names, seed=seed))
        # The others play first, untimed, so that Anna's confirmation resolves each turn.
        window.start(game, computer_levels={p: "greedy" for p in range(1, args.players)})
        app.processEvents()
        while not game.over:
            for p in range(1, args.players):
                if not game.confirmed[p]:
                    game.play_turn(p, others.decide(seat_view(game, p), random.Random(p)))
            view = window.view_state
            assert view is not None
            controller = window.controller
            assert controller is not None
            if view.refusal_forced or not view.playable:
                controller.take_refusal() if view.refusal_forced else controller.arm_roundabout()
                pause()
                if not view.refusal_forced:
                    lit = sorted(window.view_state.sheet.highlights,  # type: ignore[union-attr]
                                 key=lambda t: (t.street, t.index))
                    click(lit[0])
                    continue
            else:
                controller.choose(min(view.playable,
                                      key=lambda c: (c.number_card, c.effect_card or 0)))
                pause()
                houses = sorted((t for t in window.view_state.sheet.highlights  # type: ignore[union-attr]
                                 if t.zone is Zone.HOUSE), key=lambda t: (t.street, t.index))
                click(houses[-1])
                lit = sorted(window.view_state.sheet.highlights,  # type: ignore[union-attr]
                             key=lambda t: (t.zone.value, t.street, t.index))
                if lit and lit[0].zone is not Zone.HOUSE:
                    click(lit[0])
            start = time.perf_counter()
            controller.confirm()
            window.repaint()
            confirms.append(time.perf_counter() - start)
    samples.sort()
    print(f"click on the sheet -> repainted view: median {statistics.median(samples) * 1e3:.1f} ms,"
          f" p90 {samples[int(len(samples) * 0.9)] * 1e3:.1f} ms, max {samples[-1] * 1e3:.1f} ms"
          f" ({len(samples)} clicks, {args.players} player(s), window 1600x900,"
          f" {'whole window' if args.whole_window else 'sheet view'} repainted)")
    print(f"confirm -> turn resolved, whole window repainted: median"
          f" {statistics.median(confirms) * 1e3:.1f} ms ({len(confirms)} turns)")
    faces = face_cache.shared()
    print(f"card faces painted: {faces.painted_now} when shown, {faces.painted_idle} in idle"
          f" time ({len(faces)} kept)")
    window.close()


if __name__ == "__main__":
    main()

"""From a resize to a settled side panel: the passes of its plans' fit and the time they take.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_side_panel``.
For each case a fresh window at 1500×900 starts a standard game (greedy seats, 5 turns; solo
for one player; the players named as in the layout tests), optionally shows a hint, then is
resized; the event loop runs until the side panel's and *At the table*'s fitting timers are
idle and nothing changed for 500 ms (a late pass, a slow paint), 3 s at most.
Printed: the fit passes (the timer firing), those that changed the plans' height cap or the
column's scroll bar policy, the times the bar was shown or hidden, and the milliseconds from
the resize to the last change (a changing pass, the bar shown or hidden, the column's content
resized). Asserts nothing (the window tests do).
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CASES = (((1024, 640), 4, False), ((1024, 640), 4, True), ((1024, 640), 1, False),
         ((1024, 640), 2, False), ((1366, 768), 4, True), ((3840, 2160), 4, False))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3, help="windows per case")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    from tests.app.window.test_layout import _played as played
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.app.window.side_panel import SidePanel
    from welcome_desktop.players import make_player, seat_view
    from welcome_desktop.records.store import GameStore

    app = QApplication.instance() or QApplication([])
    passes: list[tuple[float, bool]] = []  # (when, changed something)
    fit = SidePanel.fit_plans

    def counted(panel: SidePanel, width: int | None = None, height: int | None = None) -> None:
        before = (panel.plans.height_cap, panel.scroller.verticalScrollBarPolicy())
        fit(panel, width, height)
        after = (panel.plans.height_cap, panel.scroller.verticalScrollBarPolicy())
        passes.append((time.perf_counter(), before != after))

    SidePanel.fit_plans = counted  # type: ignore[method-assign]

    class Watch(QObject):
        """The column's bar shown or hidden, its content resized: when, last."""

        def __init__(self) -> None:
            super().__init__()
            self.flips = 0
            self.last = 0.0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
                self.flips += 1
                self.last = time.perf_counter()
            elif event.type() == QEvent.Type.Resize:
                self.last = time.perf_counter()
            return False

    for size, players, hint in CASES:
        figures = []
        for _ in range(args.repeat):
            folder = Path(tempfile.mkdtemp())
            window = MainWindow(QSettings(str(folder / "settings.ini"),
                                          QSettings.Format.IniFormat), GameStore(folder / "data"))
            window.confirm_close = False
            window.resize(1500, 900)
            window.show()
            game = played(players, 5)
            window.start(game, computer_levels={p: "greedy" for p in range(1, players)})
            window.computer.cancel()
            if window.hidden:
                window.reveal()
            if hint:
                actions = make_player("greedy").decide(seat_view(game, 0), random.Random(8))
                window.controller.show_hint(actions, 80.0)
            end = time.perf_counter() + 0.3
            while time.perf_counter() < end:
                app.processEvents()
            watch = Watch()
            window.panel.scroller.verticalScrollBar().installEventFilter(watch)
            window.panel.scroller.widget().installEventFilter(watch)
            passes.clear()
            start = time.perf_counter()
            window.resize(*size)
            while True:  # until nothing changed for 0.5 s (a 4K paint takes as long)
                app.processEvents()
                changes = [when for when, changed in passes if changed]
                last = max([*changes, watch.last, start])
                now = time.perf_counter()
                idle = not (window.panel._fitting.isActive()
                            or window.panel.at_the_table._refit.isActive())
                if (idle and now > last + 0.5) or now > start + 3:
                    break
            settled = f"settled {(last - start) * 1000:.0f} ms" if now < start + 3 \
                else "still changing after 3 s"
            figures.append((len(passes), len(changes), watch.flips, settled))
            window.close()
            window.deleteLater()
            app.processEvents()
        width, height = size
        print(f"{width}×{height}, {players} player(s){', hint' if hint else ''}: "
              + "; ".join(f"{n} passes, {c} changing, bar shown/hidden {f}×, {settled}"
                          for n, c, f, settled in figures))


if __name__ == "__main__":
    main()

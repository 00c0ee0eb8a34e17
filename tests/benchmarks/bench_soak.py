"""Soak: many games back to back in one window (Play again), and what each game leaves behind.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_soak [--games 30]``.

One window plays ``--games`` solo games of a computer seat (greedy, the fastest computer speed:
the game plays itself as a player would watch it, every turn drawn), each started by the end
dialog's Play again, as a player does. After each game (its end dialog closed, deferred
deletions done, a full collection) it notes the process's resident memory, the card faces'
cache (app/cards/face_cache.py: it fills up to its 16 MiB limit, by design), the Python objects
the collector tracks, the window's QObjects and the application's top-level widgets, and
prints them with the growth per game over the games after the first ``--warm-up`` ones (a
least-squares slope), the resident memory also without the faces' cache: a window that keeps
nothing of an old game stays flat. It prints figures and asserts nothing
(tests/app/dialogs/test_end_dialog.py counts the top-level widgets).
"""

from __future__ import annotations

import argparse
import gc
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def resident_mib() -> float:
    """The process's resident memory now (not its peak), in MiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def slope(values: list[float]) -> float:
    """The least-squares growth per step of ``values``."""
    n = len(values)
    if n < 2:
        return 0.0
    mean_x, mean_y = (n - 1) / 2, sum(values) / n
    num = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values))
    return num / sum((x - mean_x) ** 2 for x in range(n))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--warm-up", type=int, default=5,
                        help="games left out of the growth per game (caches filling)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--types", type=int, default=0, metavar="N",
                        help="also print the N object types grown most after the warm-up")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    from welcome_desktop.app.cards import face_cache
    from welcome_desktop.app.play.computer import SPEED_KEY
    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.records.store import GameStore
    from welcome_desktop.rules import Game, Mode, Setup

    app = QApplication.instance() or QApplication([])
    register_fonts()
    folder = Path(tempfile.mkdtemp(prefix="bench-soak-"))
    os.environ["WELCOME_DESKTOP_DATA"] = str(folder / "data")
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(SPEED_KEY, "fast")
    window = MainWindow(settings, GameStore(folder / "data"))
    window.confirm_close = False
    window.resize(1366, 768)
    window.show()
    app.processEvents()

    def settle() -> None:
        for _ in range(3):
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()

    rows: list[tuple[float, float, float, int, int, int]] = []
    warm_types: Counter[str] = Counter()
    print(f"{args.games} solo games of a greedy computer seat in one window (Play again)")
    print(f"{'game':>4} {'seconds':>7} {'RSS MiB':>8} {'faces MiB':>9} {'RSS-faces':>9} "
          f"{'objects':>8} {'QObjects':>8} {'top-level':>9}")
    window.start(Game(Setup(Mode.SOLO, False, ("Robot",), seed=args.seed)),
                 computer_levels={0: "greedy"})
    for number in range(1, args.games + 1):
        start = time.perf_counter()
        while window.end_dialog is None or not window.end_dialog.isVisible():
            app.processEvents()
            time.sleep(0.002)
        seconds = time.perf_counter() - start
        dialog = window.end_dialog
        if number < args.games:
            dialog.play_again.emit()  # as its button: closes it, a new game, same seats
        else:
            dialog.close()
        settle()
        rss, faces = resident_mib(), face_cache.shared().kept_bytes() / 2**20
        rows.append((rss, faces, rss - faces, len(gc.get_objects()),
                     len(window.findChildren(QObject)), len(QApplication.topLevelWidgets())))
        _, _, rest, objects, qobjects, tops = rows[-1]
        print(f"{number:4d} {seconds:7.1f} {rss:8.1f} {faces:9.1f} {rest:9.1f} {objects:8d} "
              f"{qobjects:8d} {tops:9d}")
        if args.types and number == args.warm_up:
            warm_types = _types()

    kept = rows[args.warm_up:]
    print(f"growth per game after the first {args.warm_up} games (least squares over "
          f"{len(kept)} games):")
    for index, (name, unit) in enumerate([("resident memory", "MiB"),
                                          ("the card faces' cache", "MiB"),
                                          ("resident, not the faces", "MiB"),
                                          ("Python objects", ""), ("the window's QObjects", ""),
                                          ("top-level widgets", "")]):
        growth = slope([float(row[index]) for row in kept])
        print(f"  {name:22s} {growth:+9.3f} {unit}")
    if args.types:
        grown = (_types() - warm_types).most_common(args.types)
        print(f"object types grown most after game {args.warm_up}: "
              + ", ".join(f"{name} +{count}" for name, count in grown))
    window.close()


def _types() -> Counter[str]:
    """How many objects of each type the collector tracks."""
    return Counter(type(thing).__qualname__ for thing in gc.get_objects())


if __name__ == "__main__":
    main()

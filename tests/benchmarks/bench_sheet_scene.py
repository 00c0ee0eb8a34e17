"""Benchmark of the drawn sheet: scene construction, set_snapshot, repaint and PNG rendering.

A plain script (not collected by pytest): ``QT_QPA_PLATFORM=offscreen python
tests/benchmarks/bench_sheet_scene.py``. It prints figures and asserts nothing.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Game, Mode, Setup

SNAPSHOTS = 200


def varied_snapshots(count: int, seed: int = 1) -> list[SheetSnapshot]:
    """Snapshots after every turn of random advanced games, with highlights and pending marks."""
    rng = random.Random(seed)
    result: list[SheetSnapshot] = []
    game_seed = seed
    while len(result) < count:
        game = Game(Setup(Mode.SOLO, True, ("Anna",), seed=game_seed))
        game_seed += 1
        while not game.over and len(result) < count:
            play_random_turn(game.turn(0), rng)
            game.confirm(0)
            sheet = game.sheets[0].copy()
            number = rng.randrange(18)
            highlights = {Target(Zone.HOUSE, s, h) for s, h in sheet.houses_for(number)}
            highlights |= {Target(Zone.FENCE, s, k) for s, k in sheet.fence_slots()[:8]}
            highlights.add(rng.choice([Target(Zone.TEMP), Target(Zone.BIS), Target(Zone.PARK, 1),
                                       Target(Zone.ESTATE_COLUMN, -1, rng.randint(1, 6))]))
            written = [(s, h) for s in range(3) for h, v in enumerate(sheet.houses[s]) if v >= 0]
            last = rng.choice(written) if written else None
            pending = frozenset({Target(Zone.HOUSE, *last)}) if last else frozenset()
            result.append(SheetSnapshot(
                sheet, game.breakdowns()[0], town="Benchmark", advanced=True,
                plan_approved=tuple(c.approved for c in game.plan_cards()),  # type: ignore[arg-type]
                highlights=frozenset(highlights), pending=pending, last_written=last))
    return result


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def main() -> None:
    """Print construction, update, repaint and render figures."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from welcome_desktop.app.sheet.render import render_snapshot_png
    from welcome_desktop.app.sheet.scene import SheetScene
    from welcome_desktop.app.sheet.view import SheetView

    t0 = time.perf_counter()
    scene = SheetScene()
    first = time.perf_counter() - t0
    builds = []
    for _ in range(5):
        t0 = time.perf_counter()
        SheetScene()
        builds.append(time.perf_counter() - t0)
    print(f"scene construction: first {_ms(first)} (fonts included), "
          f"then median {_ms(statistics.median(builds))}")
    print(f"scene items: {len(scene.items())}")

    snapshots = varied_snapshots(SNAPSHOTS)
    view = SheetView(scene)
    view.resize(1400, 1000)
    painted: list[float] = []
    view.first_painted.connect(lambda: painted.append(time.perf_counter()))
    t0 = time.perf_counter()
    view.show()
    while not painted and time.perf_counter() - t0 < 5:
        app.processEvents()
    if painted:
        print(f"view show → first_painted at 1400x1000 (whole sheet drawn): "
              f"{_ms(painted[0] - t0)}")

    incremental = []
    for snap in snapshots:
        scene.set_snapshot(snap)
        t0 = time.perf_counter()
        app.processEvents()  # Qt repaints only the regions whose marks changed
        incremental.append(time.perf_counter() - t0)
    print(f"incremental repaint (processEvents) after set_snapshot: median "
          f"{_ms(statistics.median(incremental))}, max {_ms(max(incremental))}")

    updates, repaints = [], []
    for snap in snapshots:
        t0 = time.perf_counter()
        scene.set_snapshot(snap)
        t1 = time.perf_counter()
        view.viewport().repaint()  # synchronous: the pixels a click would show
        t2 = time.perf_counter()
        updates.append(t1 - t0)
        repaints.append(t2 - t1)
    print(f"set_snapshot over {len(snapshots)} snapshots: median {_ms(statistics.median(updates))}"
          f", max {_ms(max(updates))}")
    print(f"full viewport repaint at 1400x1000 after it: median "
          f"{_ms(statistics.median(repaints))}, max {_ms(max(repaints))}")
    total = [u + r for u, r in zip(updates, repaints, strict=True)]
    print(f"set_snapshot + repaint: median {_ms(statistics.median(total))}, max {_ms(max(total))}")

    resizes = []
    for i in range(20):
        view.resize(1200 + 10 * i, 900 + 7 * i)
        t0 = time.perf_counter()
        view.viewport().repaint()  # what a frame of a live window resize costs
        resizes.append(time.perf_counter() - t0)
    print(f"repaint while resizing (stretched art): median {_ms(statistics.median(resizes))}, "
          f"max {_ms(max(resizes))}")
    t0 = time.perf_counter()
    scene._settled()  # the sharp art at the final size, as the settle timer would
    view.viewport().repaint()
    print(f"sharp art after resizing settles: {_ms(time.perf_counter() - t0)}")

    with tempfile.TemporaryDirectory() as folder:
        renders = []
        for i, snap in enumerate(snapshots[:: max(1, len(snapshots) // 5)][:5]):
            t0 = time.perf_counter()
            render_snapshot_png(snap, Path(folder) / f"sheet{i}.png")
            renders.append(time.perf_counter() - t0)
        print(f"render_snapshot_png 1800 px wide: median {_ms(statistics.median(renders))}, "
              f"max {_ms(max(renders))} (scene built each time)")


if __name__ == "__main__":
    main()

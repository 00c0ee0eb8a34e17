"""Start-up benchmark: time from process launch to the painted sheet, offscreen.

A plain script (not collected by pytest)::

    .venv/bin/python -m tests.benchmarks.bench_startup [--runs 9] [--onedir EXE] [--onefile EXE]
                                                      [--tree DIR ...]

It times three ways of starting the game on the same saved game (an unfinished solo game, so no
dialog opens): (a) the venv, ``.venv/bin/python -m welcome_desktop.cli play FILE`` on this
source tree; (b) the packaged onedir executable; (c) the packaged onefile executable; and (d)
the venv starting a new game (no file, no stored game to offer: the records layer is not needed
before the first paint). The
packaged ones default to ``scripts/build``'s output in packaging/dist; a missing one is left out.
``--tree DIR`` adds the venv variant on another source tree (e.g. a checkout of an older
commit): before and after, measured in the same run. ``--installed PYTHON`` adds the variant
of a venv with the package installed, not this tree: ``--installed .venv-wheel/bin/python``
times the release wheel, its rules core compiled (scripts/test makes that venv).

The yardstick is (0) a bare window: the same venv's python showing a QMainWindow with a
QGraphicsView of one rectangle (no game, no fonts of ours), timed the same way. Every variant's
figure is also printed as a multiple of the bare window's median (the start-up goal: at most
2x, see docs/startup.md).

How: the harness takes ``time.time()`` just before starting the process. The app, run with
``WELCOME_DESKTOP_STARTUP_PROBE=1``, prints ``first-paint <time.time()>`` when the sheet view
(``SheetView.first_painted``) has painted for the first time, then quits. Launch to first paint
is the difference. The variants take turns run by run, so that load from other work on the
machine spreads over all of them; the figure is the median of ``--runs`` runs (range shown).
Each run gets a minimal environment (HOME and WELCOME_DESKTOP_DATA in a temporary folder,
LANG=C.UTF-8, QT_QPA_PLATFORM=offscreen; the venv variant gets PYTHONPATH=its source tree, so
that it runs that tree and not the one the venv is installed from). Besides the wall-clock time
the CPU time of each process (launch to exit, user + system) is printed: on a machine shared
with other work it varies much less than the wall-clock time. It prints figures and asserts
nothing; it exits 1 when the app has no start-up probe.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = "WELCOME_DESKTOP_STARTUP_PROBE"
TIMEOUT = 60.0

#: The yardstick: a bare PySide6 window with a QGraphicsView, printing the same probe line.
BARE_WINDOW = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

class View(QGraphicsView):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            print(f"first-paint {time.time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)

app = QApplication(sys.argv[:1])
window = QMainWindow()
scene = QGraphicsScene(0, 0, 1000, 700)
scene.addRect(10, 10, 980, 680)
window.setCentralWidget(View(scene))
window.resize(1500, 860)
window.show()
sys.exit(app.exec())
"""
BARE = "bare window (PySide6 + QGraphicsView)"


def _stem() -> str:
    text = (ROOT / "welcome_desktop" / "__init__.py").read_text(encoding="utf-8")
    version = next(line.split("=", 1)[1].strip().strip("\"'") for line in text.splitlines()
                   if line.startswith("__version__"))
    return f"welcome-desktop-{version}-linux-{os.uname().machine}"


def saved_game(folder: Path) -> Path:
    """An unfinished solo game (half of a random one), written in the app's save format."""
    from welcome_desktop.players.random_player import play_random_turn
    from welcome_desktop.records.savefile import save_game
    from welcome_desktop.rules.game import Game, Setup, replay
    from welcome_desktop.rules.modes import Mode
    from welcome_desktop.rules.record import record_of

    game = Game(Setup(Mode.SOLO, False, ("Player 1",), seed=5))
    rng = random.Random(5)
    while not game.over:
        play_random_turn(game.turn(0), rng)
        game.confirm(0)
    record = record_of(game)
    half = replay(record.setup, record.log[: len(record.log) // 2])
    path = folder / "saved.json"
    save_game(half, path)
    return path


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def launch_to_paint(command: list[str], env: dict[str, str],
                    cwd: Path) -> tuple[float, float, float]:
    """Seconds from launch to the first paint, from launch to exit, and of CPU time (the
    process's user + system time, launch to exit)."""
    cpu = _children_cpu()
    start = time.time()
    with subprocess.Popen(command, cwd=cwd, env=env, text=True, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, start_new_session=True) as process:
        try:
            stdout, stderr = process.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.communicate()
            raise SystemExit(f"bench_startup: no first paint within {TIMEOUT} s from "
                             f"{command[0]}: does welcome_desktop/app/main.py have the "
                             f"{PROBE} hook?") from None
    end = time.time()
    painted = [float(line.split()[1]) for line in stdout.splitlines()
               if line.startswith("first-paint ")]
    if process.returncode != 0 or not painted:
        raise SystemExit(f"bench_startup: {command[0]} exited with {process.returncode} and "
                         f"printed no first-paint line:\n{stdout}\n{stderr}")
    return painted[0] - start, end - start, _children_cpu() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="time from launch to the painted sheet")
    parser.add_argument("--runs", type=int, default=9, help="runs per variant (median)")
    parser.add_argument("--python", type=Path, default=ROOT / ".venv" / "bin" / "python",
                        help="the venv's python (variant a)")
    parser.add_argument("--onedir", type=Path, action="append",
                        help="an onedir executable (repeatable; default: scripts/build's)")
    parser.add_argument("--onefile", type=Path, default=ROOT / "packaging" / "dist" / _stem())
    parser.add_argument("--tree", type=Path, action="append", default=[],
                        help="also time the venv variant on this source tree (repeatable)")
    parser.add_argument("--installed", type=Path, action="append", default=[],
                        help="also time this python's installed package, e.g. "
                             ".venv-wheel/bin/python (repeatable)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        folder = Path(tmp)
        saved = saved_game(folder)
        base = {"HOME": str(folder), "TMPDIR": str(folder), "LANG": "C.UTF-8",
                "WELCOME_DESKTOP_DATA": str(folder / "data"), "QT_QPA_PLATFORM": "offscreen",
                PROBE: "1"}
        variants: list[tuple[str, list[str], dict[str, str]]] = [
            (BARE, [str(args.python), "-c", BARE_WINDOW], base)]
        for name, tree in [("venv (python -m welcome_desktop.cli)", ROOT),
                           *((f"venv on {tree}", tree) for tree in args.tree)]:
            variants.append((name, [str(args.python), "-m", "welcome_desktop.cli", "play",
                                    str(saved)], {**base, "PYTHONPATH": str(tree.resolve())}))
        for python in args.installed:  # -P: the package as installed, never a source tree
            variants.append((f"installed in {python.parent.parent.name}",
                             [str(python.absolute()), "-P", "-m", "welcome_desktop.cli", "play",
                              str(saved)], base))
        for name, tree in [("venv, a new game (no file)", ROOT),
                           *((f"venv on {tree}, a new game", tree) for tree in args.tree)]:
            variants.append((name, [str(args.python), "-m", "welcome_desktop.cli", "play"],
                             {**base, "PYTHONPATH": str(tree.resolve())}))
        onedirs = args.onedir or [ROOT / "packaging" / "dist" / "onedir" / "welcome-desktop"
                                  / "welcome-desktop"]
        for name, exe in [*(("onedir", exe) for exe in onedirs), ("onefile", args.onefile)]:
            if exe.is_file():
                label = f"{name} ({exe.name})" if len(onedirs) == 1 else f"{name} {exe}"
                variants.append((label, [str(exe.resolve()), "play", str(saved)], base))
            else:
                print(f"({name}: {exe} not built, left out; run scripts/build)")

        for _, command, env in variants:  # warm the page cache once, not measured
            launch_to_paint(command, env, folder)
        paint: dict[str, list[float]] = {name: [] for name, _, _ in variants}
        total: dict[str, list[float]] = {name: [] for name, _, _ in variants}
        cpu: dict[str, list[float]] = {name: [] for name, _, _ in variants}
        for _ in range(args.runs):
            for name, command, env in variants:
                first, done, used = launch_to_paint(command, env, folder)
                paint[name].append(first)
                total[name].append(done)
                cpu[name].append(used)

    print(f"launch -> first paint, offscreen, median of {args.runs} runs (min-max) and as a "
          f"multiple of the bare window's; then launch -> exit, and the CPU time to exit")
    bare = statistics.median(paint[BARE])
    bare_cpu = statistics.median(cpu[BARE])
    for name, _, _ in variants:
        times = paint[name]
        first = statistics.median(times)
        used = statistics.median(cpu[name])
        print(f"  {name:40s} {first * 1000:6.0f} ms ({min(times) * 1000:.0f}-"
              f"{max(times) * 1000:.0f}) {first / bare:4.1f}x   "
              f"exit {statistics.median(total[name]) * 1000:6.0f} ms   "
              f"cpu {used * 1000:5.0f} ms ({min(cpu[name]) * 1000:.0f}-"
              f"{max(cpu[name]) * 1000:.0f}) {used / bare_cpu:4.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark of the coach in the window: from the Review click to the list of costly turns, at
the strong player's default budget, for a finished solo game and a finished 4-player game
replayed from the history; and how long the interface thread stayed busy at most meanwhile
(the review runs in the background), and the time to step to another turn and paint it
during the review and after it. Prints figures; asserts nothing.

Run offscreen, with the release wheel for realistic figures (the rules compiled; ``scripts/test``
installs it into ``.venv-wheel``; ``-P`` keeps this tree's sources out):
``QT_QPA_PLATFORM=offscreen .venv-wheel/bin/python -P tests/benchmarks/bench_review_window.py``.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.cli.version import evaluation_is_compiled, rules_are_compiled
from welcome_desktop.players import GreedyPlayer
from welcome_desktop.players.match import play_game
from welcome_desktop.players.review import ReviewSettings
from welcome_desktop.records.ids import new_game_id
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules import Mode, Setup

TICK_MS = 20


def _timed_step(window: MainWindow, number: int) -> float:
    """Seconds to show turn ``number`` of the replay and paint it."""
    assert window.replay_mode is not None
    began = time.perf_counter()
    window.replay_mode.step_to(number)
    window.replay_mode.page.repaint()
    return time.perf_counter() - began


def _timed_window_review(window: MainWindow, setup: Setup, settings: ReviewSettings
                         ) -> tuple[int, float, float, float, float, float]:
    """(turns, seconds to the review, seconds to the cached review, longest busy tick,
    seconds to step during the review, after it)."""
    game = play_game(setup, [GreedyPlayer()] * len(setup.players), setup.seed or 0)
    game_id = new_game_id()
    window.files.store.finish(game, game_id)
    window.files.open_finished(game_id)
    if window.end_dialog is not None:
        window.end_dialog.close()
    window.show_replay()
    assert window.replay_mode is not None
    panel = window.replay_mode.page.review
    panel.settings = settings
    times = []
    longest = 0.0
    steps: list[float] = []
    for _ in range(2):  # the second time, the review kept with the game answers
        began = time.perf_counter()
        panel.start_button.click()
        last = time.perf_counter()
        while panel.review is None:
            loop = QEventLoop()
            QTimer.singleShot(TICK_MS, loop.quit)
            loop.exec()
            now = time.perf_counter()
            longest = max(longest, now - last - TICK_MS / 1000)
            if panel.review is None and not steps and panel.progress.value() >= 2:
                steps.append(_timed_step(window, 1))
                now = time.perf_counter()
            last = now
        times.append(time.perf_counter() - began)
    after = _timed_step(window, 2)
    window.replay_mode.leave()
    return game.turn_number, times[0], times[1], longest, steps[0] if steps else -1, after


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--budget", type=float, default=ReviewSettings().budget_s)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    settings = ReviewSettings(budget_s=args.budget)
    print(f"rules compiled: {rules_are_compiled()}, evaluation compiled: "
          f"{evaluation_is_compiled()}; budget {settings.budget_s} s a turn")
    folder = Path(tempfile.mkdtemp())
    window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat),
                        GameStore(folder / "data"))
    window.confirm_close = False
    window.resize(1500, 900)
    window.show()
    names = ("Anna", "Ben", "Chloé", "Dario")
    for label, setup in (("solo, advanced", Setup(Mode.SOLO, True, names[:1], seed=1000)),
                         ("4-player standard, advanced (player 1)",
                          Setup(Mode.STANDARD, True, names, seed=1000))):
        turns, first, cached, busy, during, after = _timed_window_review(window, setup,
                                                                         settings)
        print(f"{label}: {turns} turns; review in the window {first:.1f} s "
              f"({first / turns * 1000:.0f} ms a turn), kept review {cached * 1000:.0f} ms; "
              f"interface thread busy at most {busy * 1000:.0f} ms at a time (a step "
              f"excepted); a step to another turn painted in {during * 1000:.0f} ms during "
              f"the review, {after * 1000:.0f} ms after")
    window.close()
    app.processEvents()


if __name__ == "__main__":
    main()

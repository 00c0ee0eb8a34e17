"""issue 34 (6, 7): the tournament caps its workers to the cores, streams its results in
constant memory, shows progress on a terminal and its workers stop with it."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from welcome_desktop.players.tournament import (
    CATEGORIES,
    EXACT_TIMES,
    Figures,
    GameResult,
    GameTask,
    cap_jobs,
    cores,
    main,
    run,
)
from welcome_desktop.rules.modes import Mode

ROOT = Path(__file__).resolve().parents[2]
HUGE = ["--seats", "easy", "--mode", "solo", "--games", "1000000", "--seed", "1"]


def test_jobs_are_capped_to_the_cores_and_the_command_says_so(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cap_jobs(1000, 10) == (cores(), cap_jobs(1000, 10)[1])
    assert "--jobs 1000 capped to" in cap_jobs(1000, 10)[1]
    assert cap_jobs(None, 10) == (min(cores(), 10), "")
    assert cap_jobs(1, 10) == (1, "")
    assert main(["--seats", "easy", "--mode", "solo", "--games", "1", "--seed", "1",
                 "--jobs", "1000"]) == 0
    err = capsys.readouterr().err
    assert f"--jobs 1000 capped to {cores()}, the number of cores of this machine" in err


def test_results_are_streamed_in_order_with_few_games_in_flight() -> None:
    pulled: list[int] = []

    def tasks() -> Iterator[GameTask]:
        for g in range(200):
            pulled.append(g)
            yield GameTask(g, 40 + g, Mode.SOLO, False, ("easy",), 0.1, True)

    results = run(tasks(), 2)
    first = list(itertools.islice(results, 3))
    assert [r.index for r in first] == [0, 1, 2]
    assert len(pulled) <= 3 + 2 * 2  # two games in flight per worker, not all 200
    results.close()  # type: ignore[attr-defined]


def test_figures_are_gathered_in_constant_memory() -> None:
    figures = Figures(("easy",))
    points = dict.fromkeys(CATEGORIES, 1)
    for g in range(3000):
        figures.add(GameResult(g, [g % 50], [points], [""], [[0.001 * (1 + g % 7)] * 50], 20))
    entry = figures.entries[0]
    assert len(entry.decision_s) <= EXACT_TIMES and len(entry.decision_bins) < 100
    data = entry.to_dict()
    assert data["games"] == 3000 and data["decision_s"]["count"] == 150_000
    assert data["mean"] == pytest.approx(24.5)
    assert data["decision_s"]["median"] == pytest.approx(0.004, rel=0.002)
    assert data["categories"]["plans"] == 1.0


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(child) for child in text.split()]


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="Linux /proc")
def test_workers_stop_when_the_tournament_is_killed() -> None:
    parent = subprocess.Popen([sys.executable, "-m", "welcome_desktop.cli", "tournament",
                               *HUGE, "--jobs", "2"], cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    workers: list[int] = []
    deadline = time.monotonic() + 120
    while len(workers) < min(2, cores()) and time.monotonic() < deadline:
        time.sleep(0.2)
        workers = _children(parent.pid)
    assert workers, "no worker started"
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 30
    while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [pid for pid in workers if _alive(pid)]
    for pid in left:  # do not leave them running if the test fails
        os.kill(pid, signal.SIGKILL)
    assert left == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX pseudo-terminals")
def test_progress_and_estimate_on_a_terminal_only() -> None:
    import pty

    argv = [sys.executable, "-m", "welcome_desktop.cli", "tournament", "--seats", "easy",
            "--mode", "solo", "--games", "6", "--seed", "1", "--jobs", "1"]
    main_fd, tty = pty.openpty()
    done = subprocess.run(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=tty, timeout=300,
                          check=False)
    os.close(tty)
    seen = b""
    while True:
        try:
            chunk = os.read(main_fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if len(seen) > 1 << 20 or b"6/6 games" in seen:
            break
    os.close(main_fd)
    assert done.returncode == 0
    text = seen.decode()
    assert "6/6 games" in text and "games/s, about" in text and "left" in text
    piped = subprocess.run(argv, cwd=ROOT, capture_output=True, timeout=300, check=False)
    assert piped.returncode == 0 and b"games/s" not in piped.stderr

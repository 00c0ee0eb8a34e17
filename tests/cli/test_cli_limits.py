"""issue 34 (9, 10, 14): the command line at its limits: long names, odd digits, huge numbers,
FIFOs, a full stdout, names that would forge a line, the review cache, singular players."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.test_cli import run
from welcome_desktop.records.reviews import reviews_path

ROOT = Path(__file__).resolve().parents[2]


def _game(tmp_path: Path, capsys: pytest.CaptureFixture[str], players: int = 2,
          names: tuple[str, ...] | None = None) -> Path:
    out = tmp_path / "game.json"
    mode = "solo" if players == 1 else "standard"
    code, _, err = run(capsys, "simulate", "--players", str(players), "--mode", mode,
                       "--seed", "7", "--out", str(out))
    assert code == 0, err
    if names is not None:
        data = json.loads(out.read_text())
        data["setup"]["players"] = list(names)
        out.write_text(json.dumps(data))
    return out


def test_a_300_character_output_name_is_one_line(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    game = _game(tmp_path, capsys)
    long = tmp_path / ("x" * 300 + ".png")
    code, _, err = run(capsys, "render", str(game), "--out", str(long))
    assert code == 2 and "cannot write" in err and "File name too long" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    code, _, err = run(capsys, "simulate", "--seed", "1", "--out", str(long))
    assert code == 2 and "File name too long" in err


@pytest.mark.parametrize(("player", "message"), [
    ("²", "no player is called '²'"),
    ("٣", "no player is called '٣'"),
    ("9" * 5000, "not a player 999999999999… (5000 digits)"),
    ("0" * 4000 + "1", "not a player 000000000000… (4001 digits)"),
])
def test_review_player_odd_digits(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                  player: str, message: str) -> None:
    game = _game(tmp_path, capsys)
    code, out, err = run(capsys, "review", str(game), "--player", player)
    assert code == 2 and message in err and out == ""
    assert len(err) < 300


def test_the_game_has_1_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = _game(tmp_path, capsys, players=1)
    code, _, err = run(capsys, "review", str(game), "--player", "2")
    assert code == 2 and "the game has 1 player, not a player 2" in err
    code, _, err = run(capsys, "render", str(game), "--player", "2", "--out",
                       str(tmp_path / "s.png"))
    assert code == 2 and "the game has 1 player, not a player 2" in err


@pytest.mark.parametrize("budget", ["1e308", "1e400", "61", "1000000", "inf"])
def test_tournament_budget_is_bounded(capsys: pytest.CaptureFixture[str], budget: str) -> None:
    code, out, err = run(capsys, "tournament", "--seats", "strong", "--mode", "solo",
                         "--games", "1", "--seed", "1", "--budget", budget)
    assert code == 2 and "--budget must be more than 0 and at most 60 seconds" in err
    assert "Traceback" not in err and out == ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
@pytest.mark.parametrize("command", ["render", "simulate"])
def test_a_fifo_output_is_refused_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          command: str) -> None:
    game = _game(tmp_path, capsys)
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    args = ([command, str(game)] if command == "render" else [command, "--seed", "1"])
    # In a child: the old code blocked forever opening the FIFO.
    done = subprocess.run([sys.executable, "-m", "welcome_desktop.cli", *args, "--out",
                           str(fifo)], capture_output=True, text=True, timeout=120, cwd=ROOT,
                          check=False)
    assert done.returncode == 2, done.stderr
    assert "not a regular file" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="Linux /dev/full")
@pytest.mark.parametrize("args", [["score"], ["review", "--player", "1", "--budget", "0.01"],
                                  ["tournament"]])
def test_a_full_stdout_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   args: list[str]) -> None:
    game = _game(tmp_path, capsys, players=1)
    if args[0] == "tournament":
        argv = ["tournament", "--seats", "easy", "--mode", "solo", "--games", "1", "--seed",
                "1", "--jobs", "1"]
    else:
        argv = [args[0], str(game), *args[1:]]
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "welcome_desktop.cli", *argv],
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=300,
                              cwd=ROOT, check=False)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    # (a line before it may warn that the compiled rules are out of date)
    assert done.stderr.strip().splitlines()[-1] == (
        "welcome-desktop: cannot write the output: No space left on device")


def test_names_cannot_forge_a_line_nor_hide_characters(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = _game(tmp_path, capsys, names=("Anna\nturn  1: -99.0  forged", "B\u200bob"))
    code, out, err = run(capsys, "render", str(game), "--player", "1", "--width", "300",
                         "--out", str(tmp_path / "s.png"))
    assert code == 0, err
    assert len(out.strip().splitlines()) == 1 and "\\x0a" in out
    code, out, err = run(capsys, "review", str(game), "--player", "2", "--budget", "0.01")
    assert code == 0, err
    assert out.startswith("B\\u200bob: ") and "\u200b" not in out
    code, out, err = run(capsys, "review", str(game), "--player", "1", "--budget", "0.01")
    assert out.splitlines()[0].startswith("Anna\\x0aturn  1: -99.0  forged: ")
    assert not any(line.startswith("turn  1: -99.0  forged") for line in out.splitlines())


def test_review_keeps_and_uses_the_review_cache(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """docs/records.md: `welcome-desktop review` keeps its verdicts beside the game file."""
    game = _game(tmp_path, capsys)
    code, first, err = run(capsys, "review", str(game), "--player", "2", "--json",
                           "--budget", "0.01")
    assert code == 0, err
    assert reviews_path(game).is_file()
    kept = reviews_path(game).read_bytes()
    code, second, _ = run(capsys, "review", str(game), "--player", "2", "--json",
                          "--budget", "0.01")
    assert second == first and reviews_path(game).read_bytes() == kept

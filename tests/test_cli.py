"""The headless command line: simulate, score, and clear messages for bad input."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from welcome_desktop.cli import main
from welcome_desktop.rules.notation import parse_turn


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse usage errors
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("mode", "players", "advanced"), [
    ("solo", 1, True), ("standard", 4, False), ("standard", 2, True), ("expert", 3, True),
])
def test_simulate_then_score(tmp_path: Path, capsys: pytest.CaptureFixture[str], mode: str,
                             players: int, advanced: bool) -> None:
    out = tmp_path / "game.json"
    args = ["simulate", "--players", str(players), "--mode", mode, "--seed", "12",
            "--out", str(out)] + (["--advanced"] if advanced else [])
    code, text, _ = run(capsys, *args)
    assert code == 0 and out.exists() and "written" in text
    code, text, err = run(capsys, "score", str(out))
    assert code == 0, err
    result = json.loads(text)
    assert result["over"] is True
    assert len(result["breakdowns"]) == players
    assert result["end_reasons"]
    assert sorted(p for group in result["ranking"] for p in group) == list(range(players))
    for breakdown in result["breakdowns"]:
        parts = (sum(breakdown["plans"]) + sum(breakdown["parks"]) + breakdown["pools"]
                 + breakdown["temps"] + sum(e["points"] for e in breakdown["estates"].values())
                 - breakdown["bis"] - breakdown["roundabouts"] - breakdown["refusals"])
        assert parts == breakdown["total"]


def test_simulate_is_deterministic(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path in (a, b):
        run(capsys, "simulate", "--players", "3", "--mode", "expert", "--advanced",
            "--seed", "99", "--out", str(path))
    assert a.read_text() == b.read_text()


def test_every_kind_of_action_occurs_across_seeds(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    kinds: Counter[str] = Counter()
    choices_of_estates = 0
    for seed in range(12):
        for mode, players in (("standard", 4), ("solo", 1), ("expert", 3)):
            out = tmp_path / f"{mode}{seed}.json"
            run(capsys, "simulate", "--players", str(players), "--mode", mode, "--advanced",
                "--seed", str(seed), "--out", str(out))
            record = json.loads(out.read_text())
            for turn in record["log"]:
                for line in turn:
                    for action in parse_turn(line):
                        kinds[type(action).__name__] += 1
                        if type(action).__name__ == "ClaimPlan" and len(action.estates) > 1:
                            choices_of_estates += 1
    for kind in ("DrawFence", "WriteBis", "BuildPool", "BuildPark", "MarkEstateColumn",
                 "MarkTemp", "BuildRoundabout", "ClaimPlan", "TakeRefusal", "AskReshuffle",
                 "SkipEffect"):
        assert kinds[kind] > 0, kind
    assert choices_of_estates > 0


def test_score_names_the_first_illegal_action(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "game.json"
    run(capsys, "simulate", "--players", "2", "--mode", "standard", "--seed", "3",
        "--out", str(out))
    record = json.loads(out.read_text())
    # Tamper: player 2 writes into the house player 2 already wrote on turn 1.
    first = record["log"][0][1].split()
    write = next(t for t in first if t.startswith("W"))
    second = record["log"][1][1].split()
    second = [write if t.startswith("W") else t for t in second]
    record["log"][1][1] = " ".join(second)
    out.write_text(json.dumps(record))
    code, _, err = run(capsys, "score", str(out))
    assert code == 1
    assert "turn 2, Player 2 (player 2), action 2" in err
    assert "the number written must be" in err and "(rule 2)" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(("content", "message"), [
    (b"", "the file is empty"),
    (b"\x00\x01\x02binary", "binary data"),
    (b"{\"format\": \"welcome-desktop-record\", \"version\": 99}", "version 99"),
    (b"[" * 100000, "nested too deeply"),
    (b"{\"log\": []}", "not a welcome_desktop saved game"),
    (b"{\"schema_version\": 99}", "newer version"),
])
def test_score_rejects_bad_files_clearly(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "score", str(path))
    assert code == 1
    assert message in err
    assert out == "" and "Traceback" not in err


def test_missing_file_and_bad_arguments(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", str(tmp_path / "nothing.json"))
    assert code == 1 and "the file does not exist" in err
    code, _, err = run(capsys, "simulate", "--players", "two", "--seed", "1", "--out", "x")
    assert code == 2 and "not a whole number" in err
    code, _, err = run(capsys, "simulate", "--players", "3", "--mode", "solo", "--seed", "1",
                       "--out", str(tmp_path / "x.json"))
    assert code == 2 and "exactly one player" in err
    code, _, err = run(capsys, "frobnicate")
    assert code == 2 and "invalid choice" in err


def test_output_cut_short_stops_quietly(tmp_path: Path) -> None:
    """`welcome-desktop score FILE | head`: the reader leaves early; no traceback follows."""
    import subprocess
    import sys

    record = tmp_path / "game.json"
    assert main(["simulate", "--players", "3", "--mode", "standard", "--seed", "4",
                 "--out", str(record)]) == 0
    child = subprocess.Popen([sys.executable, "-m", "welcome_desktop.cli", "score", str(record)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # before the child has imported anything, let alone printed
    errors = child.stderr.read().decode()
    assert child.wait(timeout=60) == 141
    assert errors == ""


@pytest.mark.parametrize(("sheet", "key"), [
    ("ice-cream", "ice_cream"), ("christmas", "lights"), ("easter", "eggs")])
def test_simulate_a_thematic_sheet_and_score_its_column(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], sheet: str, key: str) -> None:
    out = tmp_path / "game.json"
    code, text, _ = run(capsys, "simulate", "--players", "2", "--sheet", sheet, "--seed", "5",
                        "--out", str(out))
    assert code == 0 and f"on the {sheet} sheet" in text
    assert json.loads(out.read_text("utf-8"))["setup"]["sheet"] == sheet
    code, text, err = run(capsys, "score", str(out))
    assert code == 0, err
    result = json.loads(text)
    assert result["sheet"] == sheet
    for breakdown in result["breakdowns"]:
        theme = breakdown[key]
        points = theme["points"] if key == "eggs" else sum(theme)
        parts = (sum(breakdown["plans"]) + sum(breakdown["parks"]) + breakdown["pools"]
                 + breakdown["temps"] + sum(e["points"] for e in breakdown["estates"].values())
                 + points - breakdown["bis"] - breakdown["roundabouts"] - breakdown["refusals"])
        assert parts == breakdown["total"]
        assert list(breakdown)[-2:] == [key, "total"]
    code, _, err = run(capsys, "simulate", "--sheet", "halloween", "--seed", "1", "--out",
                       str(out))
    assert code == 2 and "invalid choice" in err

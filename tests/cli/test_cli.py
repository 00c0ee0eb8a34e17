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


ESC_NAME = "Ben\x1b]0;pwned\x07\x1b[31m\x9b2J"


def _game_with_name(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> Path:
    out = tmp_path / "game.json"
    assert run(capsys, "simulate", "--players", "2", "--seed", "3", "--out", str(out))[0] == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    data["setup"]["players"][1] = name
    out.write_text(json.dumps(data), encoding="utf-8")
    return out


def _no_controls(text: str) -> bool:
    return not any((ord(c) < 32 and c != "\n") or 0x7F <= ord(c) <= 0x9F for c in text)


def test_names_with_terminal_escapes_are_printed_escaped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """issue 27 (8): ESC/OSC/BEL and C1 codes in a name never reach the terminal."""
    path = _game_with_name(tmp_path, capsys, ESC_NAME)
    code, out, err = run(capsys, "score", str(path))
    assert code == 0, err
    assert _no_controls(out)
    assert json.loads(out)["players"][1] == ESC_NAME  # the JSON still says the true name
    code, out, err = run(capsys, "render", str(path), "--player", "2", "--width", "300",
                         "--out", str(tmp_path / "s.png"))
    assert code == 0, err
    assert _no_controls(out) and "\\x1b" in out


def test_save_file_errors_escape_names_and_file_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _game_with_name(tmp_path, capsys, ESC_NAME)
    bad = tmp_path / "bad\x1b[2J\x07.json"
    bad.write_text(path.read_text(encoding="utf-8")[:-3], encoding="utf-8")  # cut short
    code, _, err = run(capsys, "score", str(bad))
    assert code == 1
    assert _no_controls(err) and "\\x1b[2J\\x07" in err


@pytest.mark.parametrize("width", ["0", "1", "199", "5001", "100000"])
def test_render_width_is_bounded(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                 width: str) -> None:
    """issue 27 (7): no traceback, a clear message and nothing written."""
    path = _game_with_name(tmp_path, capsys, "Ben")
    out = tmp_path / "s.png"
    code, _, err = run(capsys, "render", str(path), "--width", width, "--out", str(out))
    assert code == 2
    assert "--width must be from 200 to 5000 pixels" in err
    assert not out.exists()


def test_render_out_folder_or_missing_folder_is_explained(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _game_with_name(tmp_path, capsys, "Ben")
    code, _, err = run(capsys, "render", str(path), "--out", str(tmp_path))
    assert code == 2 and "it is a folder" in err and "Traceback" not in err
    code, _, err = run(capsys, "render", str(path), "--out", str(tmp_path / "no" / "x.png"))
    assert code == 2 and "does not exist" in err


def test_render_write_failure_is_explained(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from welcome_desktop.app.files import record_png

    path = _game_with_name(tmp_path, capsys, "Ben")

    def fail(*_args: object) -> None:
        raise SystemError("QImage: out of memory")

    monkeypatch.setattr(record_png, "render_record_png", fail)
    code, _, err = run(capsys, "render", str(path), "--out", str(tmp_path / "s.png"))
    assert code == 1 and "cannot write" in err and "could not be made or saved" in err


def test_simulate_refuses_a_huge_player_count_before_building_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by fuzzing (issue 27): 10**20 players made a name each until the memory ran out."""
    code, _, err = run(capsys, "simulate", "--players", "99999999999999999999", "--seed", "1",
                       "--out", str(tmp_path / "g.json"))
    assert code == 2 and "--players must be from 1 to 12" in err


def test_usage_errors_escape_the_bad_argument(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", "a.json", "\x1b]0;pwned\x07")
    assert code == 2
    assert "\\x1b]0;pwned\\x07" in err and "\x1b" not in err


def test_review_prints_the_costliest_turns_and_the_total(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "game.json"
    run(capsys, "simulate", "--players", "2", "--mode", "standard", "--seed", "4",
        "--out", str(out))
    turns = len(json.loads(out.read_text())["log"])
    code, text, err = run(capsys, "review", str(out), "--player", "2", "--json",
                          "--budget", "0.02")
    assert code == 0, err
    result = json.loads(text)
    assert result["name"] == "Player 2" and result["turns_reviewed"] == turns
    losses = {v["turn"]: v["loss"] for v in result["verdicts"]}
    assert sorted(losses) == list(range(1, turns + 1))
    assert all(loss >= 0 for loss in losses.values())
    assert result["total_loss"] == pytest.approx(sum(losses.values()), abs=0.01 * turns)
    # Random play loses points; the costliest turns come first.
    assert result["costliest"] and [losses[t] for t in result["costliest"]] == sorted(
        (losses[t] for t in result["costliest"]), reverse=True)
    # The same by name, as text: the total, then one line per turn that lost something.
    code, text, err = run(capsys, "review", str(out), "--player", "Player 2", "--budget", "0.02")
    assert code == 0, err
    lines = text.splitlines()
    assert f"expected points lost in all: {result['total_loss']:.1f}" in lines[0]
    assert [int(line.split(":")[0].split()[1]) for line in lines[1:]] == result["costliest"]


def test_review_rejects_bad_players_and_files(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "game.json"
    run(capsys, "simulate", "--players", "2", "--mode", "expert", "--seed", "5",
        "--out", str(out))
    for player, message in (("3", "the game has 2 players, not a player 3"),
                            ("0", "the game has 2 players, not a player 0"),
                            ("Zed", "no player is called 'Zed'")):
        code, text, err = run(capsys, "review", str(out), "--player", player)
        assert code == 2 and message in err and text == "" and "Traceback" not in err
    code, _, err = run(capsys, "review", str(out), "--player", "1", "--budget", "0")
    assert code == 2 and "must be more than 0" in err
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"{\"log\": []}")
    code, text, err = run(capsys, "review", str(bad), "--player", "1")
    assert code == 1 and "not a welcome_desktop saved game" in err and text == ""
    code, _, err = run(capsys, "review", str(tmp_path / "none.json"), "--player", "1")
    assert code == 1 and "the file does not exist" in err and "Traceback" not in err


def test_review_escapes_control_characters_in_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "game.json"
    run(capsys, "simulate", "--players", "1", "--mode", "solo", "--seed", "4",
        "--out", str(out))
    data = json.loads(out.read_text())
    data["setup"]["players"] = ["\x1b]0;pwned\x07"]
    out.write_text(json.dumps(data))
    code, text, err = run(capsys, "review", str(out), "--player", "1", "--budget", "0.02")
    assert code == 0, err
    assert "\x1b" not in text and "\\x1b]0;pwned\\x07" in text


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

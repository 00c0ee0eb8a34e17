"""The tournament command line: figures, JSON, parallel runs and clear errors."""

from __future__ import annotations

import json

import pytest

from welcome_desktop.players.tournament import CATEGORIES, main, t_quantile


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    data.pop("elapsed_s")
    for seat in data["seats"]:
        seat.pop("decision_s", None)
    return data


def test_figures_do_not_depend_on_the_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("--seats", "greedy,easy", "--games", "4", "--seed", "3")
    one = run_json(capsys, *argv, "--jobs", "1")
    two = run_json(capsys, *argv, "--jobs", "2")
    assert one == two
    first, second = one["seats"]  # type: ignore[misc]
    assert first["player"] == "greedy"
    assert first["wins"] + first["ties"] + first["losses"] == 4
    assert first["wins"] == second["losses"]
    assert set(first["categories"]) == set(CATEGORIES)
    assert sum(first["categories"].values()) == pytest.approx(first["mean"])
    low, high = first["ci95"]
    assert low <= first["mean"] <= high


def test_solo_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--seats", "easy", "--mode", "solo", "--games", "3", "--seed", "1",
                 "--jobs", "1", "--advanced"]) == 0
    out = capsys.readouterr().out
    assert "3 solo games (advanced), seeds 1..3" in out
    assert "Mean points per category" in out
    assert "wins" not in out


def test_strong_seat_with_a_budget(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--seats", "strong,easy", "--mode", "expert", "--games", "1",
                    "--seed", "5", "--budget", "0.01", "--no-time-cap", "--jobs", "1")
    assert data["budget_s"] == 0.01
    assert data["time_cap"] is False


@pytest.mark.parametrize("argv", [
    ["--seats", "greedy,bogus", "--games", "2", "--seed", "1"],
    ["--seats", "greedy,easy", "--mode", "solo", "--games", "2", "--seed", "1"],
    ["--seats", "greedy", "--mode", "expert", "--games", "2", "--seed", "1"],
    ["--seats", "greedy", "--mode", "duel", "--games", "2", "--seed", "1"],
    ["--seats", "greedy", "--games", "0", "--seed", "1"],
    ["--seats", "greedy", "--games", "x", "--seed", "1"],
    ["--seats", "greedy", "--games", "2", "--seed", "-4"],
    ["--seats", "greedy", "--games", "2", "--seed", "1", "--jobs", "0"],
    ["--seats", "greedy", "--games", "2", "--seed", "1", "--budget", "0"],
    ["--seats", "greedy", "--games", "2", "--seed", "1", "--budget", "nan"],
    ["--seats", ",".join(["easy"] * 13), "--games", "2", "--seed", "1"],
    ["--games", "2", "--seed", "1"],
    ["--seats", "greedy", "--games", "2", "--seed", "1", "--frobnicate"],
])
def test_bad_arguments(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "error:" in err
    assert "Traceback" not in err


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "--seats" in capsys.readouterr().out


def test_t_quantile() -> None:
    assert t_quantile(1) == pytest.approx(12.706)
    assert t_quantile(10) == pytest.approx(2.228, abs=0.002)
    assert t_quantile(100) == pytest.approx(1.984, abs=0.002)


def test_sheets_report_the_theme_points(capsys: pytest.CaptureFixture[str]) -> None:
    """--sheet plays each sheet in turn; the theme category counts in the categories' sum."""
    assert main(["--seats", "greedy,greedy-plain", "--sheet", "christmas,easter", "--games",
                 "2", "--seed", "3", "--jobs", "1", "--json"]) == 0
    summaries = json.loads(capsys.readouterr().out)
    assert isinstance(summaries, list) and [s["sheet"] for s in summaries] == [
        "christmas", "easter"]
    for summary in summaries:
        for seat in summary["seats"]:
            assert seat["player"] in ("greedy", "greedy-plain")
            assert "theme" in seat["categories"]
            assert round(sum(seat["categories"].values()), 3) == pytest.approx(seat["mean"])
    assert main(["--seats", "easy", "--mode", "solo", "--sheet", "ice-cream", "--games", "2",
                 "--seed", "1", "--jobs", "1"]) == 0
    text = capsys.readouterr().out
    assert "on the ice-cream sheet" in text and "Mean theme points per game" in text
    assert main(["--seats", "easy", "--sheet", "halloween", "--games", "1", "--seed", "1"]) == 2

"""The window from outside the process, as a screen reader reads it on Linux (issue 45).

The game's window runs under Xvfb with a private D-Bus session, the AT-SPI bus and
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; the reader (``tests/app/window/atspi/reader.py``) is the
system's Python with pyatspi, another process. Keys are sent with xdotool to the focused window
(``xdotool key --window`` sends synthetic events Qt ignores). The system packages come from
``scripts/setup-a11y``; without them the test is skipped, except under CI (``CI=true``), where
it fails.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.app.window.atspi.window import APPLICATION
from tests.children import ROOT, child_env


class WindowCrashed(AssertionError):
    """The window's process died (a signal) while it was read."""


pytestmark = pytest.mark.a11y

SYSTEM_PYTHON = "/usr/bin/python3"
READER = Path(__file__).parent / "atspi" / "reader.py"
SETTLE = 2.5
"""Seconds the window is left to settle after a change before it is read."""
TOOLS = ("Xvfb", "dbus-launch", "dbus-update-activation-environment", "xdotool")


def _missing() -> list[str]:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False) if Path(SYSTEM_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        missing.append("python3-pyatspi")
    return missing


@dataclass
class Desktop:
    """A display and a session bus of the test's own."""

    env: dict[str, str]
    folder: Path


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[Desktop]:
    missing = _missing()
    if missing:
        message = f"missing {', '.join(missing)}: run scripts/setup-a11y"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x900x24",
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = ":" + pipe.readline().strip()
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("DBUS_", "AT_SPI", "WAYLAND"))}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               WELCOME_DESKTOP_DATA=str(tmp_path / "data"), NO_AT_BRIDGE="0")
    launched = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True,
                              text=True, check=True).stdout
    bus_pid = 0
    for line in launched.splitlines():
        name, _, value = line.partition("=")
        value = value.rstrip(";").strip("'")
        if name == "DBUS_SESSION_BUS_ADDRESS":
            env[name] = value
        elif name == "DBUS_SESSION_BUS_PID":
            bus_pid = int(value)
    # Services started by D-Bus (the AT-SPI bus launcher) need the display.
    subprocess.run(["dbus-update-activation-environment", "DISPLAY"], env=env, check=True)
    try:
        yield Desktop(env, tmp_path)
    finally:
        if bus_pid:
            os.kill(bus_pid, signal.SIGTERM)
        xvfb.terminate()
        xvfb.wait(10)


@dataclass
class Window:
    process: subprocess.Popen[str]
    desktop: Desktop

    def read(self, mode: str) -> dict[str, object]:
        """What the reader sees (``inspect``) or does (``play-turn``)."""
        done = subprocess.run([SYSTEM_PYTHON, str(READER), APPLICATION, mode],
                              env=self.desktop.env, capture_output=True, text=True,
                              timeout=120, check=False)
        if self.process.poll() is not None:
            raise WindowCrashed(
                f"the window ended ({self.process.returncode}) in {mode}: {done.stderr[-600:]}")
        assert done.returncode == 0, done.stderr
        result: dict[str, object] = json.loads(done.stdout)
        return result

    def key(self, name: str) -> None:
        """Press a key on the focused window (a real key event, not a synthetic one)."""
        subprocess.run(["xdotool", "key", name], env=self.desktop.env, check=True)
        time.sleep(SETTLE)


@pytest.fixture
def window(desktop: Desktop) -> Iterator[Window]:
    yield from _window(desktop)


@pytest.fixture
def table_window(desktop: Desktop) -> Iterator[Window]:
    yield from _window(desktop, "table")


def _window(desktop: Desktop, *game: str) -> Iterator[Window]:
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.app.window.atspi.window", str(desktop.folder), *game],
        env=child_env(desktop.env), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.strip() == "ready", process.stderr.read() if process.stderr else line
    try:
        yield Window(process, desktop)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_a_screen_reader_reads_and_plays_the_window(window: Window) -> None:
    seen = window.read("inspect")
    # The sheet: a table, a row per street and the scoring area, the 33 houses named.
    assert seen["rows"] == ["Top street", "Middle street", "Bottom street", "Scoring area"]
    houses = seen["houses"]
    assert isinstance(houses, list) and len(houses) == 33
    assert houses[0]["name"] == "Top street, house 1: empty"
    assert all(house["states"]["focusable"] for house in houses)
    assert "Refusals: 0 of 3" in seen["scoring"]  # type: ignore[operator]
    # The cards and the turn's buttons: focusable, the cards with a press action.
    cards = seen["cards"]
    assert isinstance(cards, list) and len(cards) == 3
    for card in cards:
        assert card["states"]["focusable"] and "Press" in card["actions"]
        assert not card["states"]["selected"]
    buttons = seen["buttons"]
    assert isinstance(buttons, dict)
    assert set(buttons) == {"Skip effect", "Refusal", "Undo", "Redo", "Confirm turn"}
    assert all(button["states"]["focusable"] for button in buttons.values())
    # Key 1 on the freshly opened window chooses the first card.
    window.key("1")
    chosen = window.read("inspect-chosen")
    assert chosen["cards"][0]["states"]["selected"]  # type: ignore[index]
    assert any(h["states"]["selectable"] for h in chosen["houses"])  # type: ignore[attr-defined]
    assert "Press" in chosen["buttons"]["Undo"]["actions"]  # type: ignore[index]
    # A whole turn through accessible actions alone: a lit house, the effect skipped, confirm.
    played = window.read("play-turn")
    assert played["written"] != played["before"]
    assert str(played["written"]).startswith(str(played["before"]).split(":")[0])
    assert played["turn_2"], played["header"]


def test_a_screen_reader_reads_at_the_table_as_a_table(table_window: Window) -> None:
    """*At the table* is one table over AT-SPI: a row per player, its column headers, each
    cell named in words (no glyphs, no markup), the last turn whole."""
    seen = table_window.read("table")
    assert seen["role"] == "table" and seen["states"]["focusable"]  # type: ignore[index]
    assert (seen["rows"], seen["columns"]) == (4, 6)
    headers = ["Player", "Score", "Plans", "Refusals", "Last turn", "This turn"]
    assert seen["descriptions"] == headers
    assert seen["headers"] == headers
    assert seen["cell_roles"] == ["table cell"]
    cells = seen["cells"]
    assert isinstance(cells, list)
    assert cells[0][0] == "Alessandra Bianchi-Ferretti, playing now"  # whole, not "Alessandra …"
    assert cells[1][0] == "Bob (medium)"
    assert all(row[1].endswith(" points") for row in cells)
    assert all(row[2].startswith(("0 of 3 plans", "1 of 3 plans: ", "2 of 3 plans: "))
               for row in cells)
    assert all(row[3].startswith("Refusals: ") and row[3].endswith(" of 3") for row in cells)
    assert all(row[4] and "…" not in row[4] for row in cells)  # the last turn, whole
    assert all(row[5] == "waiting" for row in cells)
    for row in cells:
        for name in row:
            assert not set(name) & set("○●☐☒<>▸"), name

"""The window paints its first sheet without importing what it does not need yet.

Start-up time (docs/startup.md) depends on what is imported before the first paint: these tests
start the real window offscreen in a fresh interpreter, note ``sys.modules`` when the sheet is
first painted, and check that the deferred modules are not among them (and that the garbage
collector, paused while the window is built, runs again). No timing here: the
figures are printed by tests/benchmarks/bench_startup.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from welcome_desktop.records.savefile import save_game
from welcome_desktop.rules.game import Game, Setup
from welcome_desktop.rules.modes import Mode

ROOT = Path(__file__).resolve().parents[2]

#: Run in a fresh interpreter: start the window (on the file given, if any) with the start-up
#: probe, which quits after the first paint; print the modules imported at that paint.
STARTER = """
import gc, json, sys
from pathlib import Path
from welcome_desktop.app import main

seen = {}
install_probes = main._install_probes

def install(app, window):
    # Connected before the probe, so it runs first, at the first paint.
    window.sheet_view.first_painted.connect(
        lambda: seen.setdefault("modules", sorted(sys.modules)))
    window.sheet_view.first_painted.connect(lambda: seen.setdefault("gc", gc.isenabled()))
    # PySide initialises a widget class when first used; all of them (QWizard among them)
    # when it first wraps a widget Qt made (a viewport): a search to avoid at start-up.
    window.sheet_view.first_painted.connect(lambda: seen.setdefault(
        "searched", "QWizard" in vars(sys.modules["PySide6.QtWidgets"])))
    install_probes(app, window)

main._install_probes = install
if sys.argv[1:2] == ["--command-line"]:  # launched as the players do: welcome-desktop play FILE
    from welcome_desktop import cli

    code = cli.main(["play", *sys.argv[2:]])
else:
    code = main.run(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
print(json.dumps({"code": code, "modules": seen.get("modules"), "gc": seen.get("gc"),
                  "searched": seen.get("searched")}))
"""

#: Never needed to paint a solo game's sheet: computer players, dialogs, help, old save formats,
#: the screen reader's interfaces, the table screen, At the table.
DEFERRED = (
    "welcome_desktop.players",
    "welcome_desktop.app.howto",
    "welcome_desktop.app.dialogs.end_game",
    "welcome_desktop.app.dialogs.new_game",
    "welcome_desktop.app.dialogs.players_sheets",
    "welcome_desktop.app.dialogs.resume",
    "welcome_desktop.app.dialogs.history",
    "welcome_desktop.app.cards.estate_chooser",
    "welcome_desktop.records.migrations",
    # Only while an assistive technology listens (Qt asks the factory for an interface then).
    "welcome_desktop.app.sheet.accessible",
    "welcome_desktop.app.cards.accessible",
    # Only a network game's table screen: a game at one screen never shows it.
    "welcome_desktop.app.window.table_screen",
    "welcome_desktop.app.window.table_screen_layout",
    "welcome_desktop.app.window.table_screen_scores",
    "welcome_desktop.app.window.table_screen_words",
    "welcome_desktop.app.play.public_table",
    "welcome_desktop.rules.face_up",
    # At the table: only in a game of several players (these tests' games are solo).
    "welcome_desktop.app.window.at_the_table",
    "welcome_desktop.app.window.at_the_table_cells",
)
#: Only needed once a network game starts: the protocol, its client (websockets) and asyncio.
NETWORK = ("welcome_desktop.network", "websockets", "asyncio", "zeroconf")
#: Only needed to open a file: a new game paints without the records layer (pydantic).
RECORDS = ("pydantic", "welcome_desktop.records.savefile", "welcome_desktop.records.store")


def _modules_at_first_paint(tmp_path: Path, *args: str) -> set[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "WELCOME_DESKTOP_DATA": str(tmp_path / "data"), "WELCOME_DESKTOP_STARTUP_PROBE": "1"}
    env.pop("WELCOME_DESKTOP_SMOKE", None)
    done = subprocess.run([sys.executable, "-c", STARTER, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["code"] == 0
    assert result["modules"], "the sheet was never painted"
    assert result["gc"] is True  # paused while the window is built, not left off
    # No widget Qt made wrapped before the first paint: the views' viewports are made in
    # Python (sheet/view.py, window/side_panel.py), else PySide searched every widget class.
    assert result["searched"] is False
    modules = set(result["modules"])
    assert "welcome_desktop.app.sheet.scene" in modules  # the snapshot is the window's
    return modules


def _loaded(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


def test_a_saved_game_paints_before_players_dialogs_and_help_are_imported(
        tmp_path: Path) -> None:
    saved = tmp_path / "saved.json"
    save_game(Game(Setup(Mode.SOLO, False, ("Ann",), seed=3)), saved)
    modules = _modules_at_first_paint(tmp_path, str(saved))
    assert "welcome_desktop.records.savefile" in modules  # the file was read to paint it
    assert _loaded(modules, DEFERRED) == []


def test_a_new_game_paints_before_the_records_layer_is_imported(tmp_path: Path) -> None:
    modules = _modules_at_first_paint(tmp_path)
    assert _loaded(modules, DEFERRED + RECORDS) == []


def test_a_saved_game_opened_from_the_command_line_imports_nothing_of_the_network(
        tmp_path: Path) -> None:
    """The command line reads the join link and the network commands' options; opening a file
    needs neither: the network's modules (websockets, asyncio) wait for a network game."""
    saved = tmp_path / "saved.json"
    save_game(Game(Setup(Mode.SOLO, False, ("Ann",), seed=3)), saved)
    modules = _modules_at_first_paint(tmp_path, "--command-line", str(saved))
    assert "welcome_desktop.cli" in modules
    assert _loaded(modules, NETWORK) == []
    assert _loaded(modules, DEFERRED) == []


def test_a_new_game_from_the_command_line_imports_nothing_of_the_network(
        tmp_path: Path) -> None:
    modules = _modules_at_first_paint(tmp_path, "--command-line")
    assert _loaded(modules, NETWORK + DEFERRED + RECORDS) == []

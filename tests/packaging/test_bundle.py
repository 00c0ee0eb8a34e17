"""Smoke test of the packaged game: the built executable alone, in a minimal environment.

Run it with ``scripts/test-packaging`` (which runs ``scripts/build``, then pytest with
``WELCOME_PACKAGING=built``; ``WELCOME_PACKAGING=1`` makes the test build first). Which executables:

- ``WELCOME_BUNDLE`` set: that one only. It may name the shipped ``.tar.gz`` (unpacked here into
  a temporary folder first), an unpacked onedir folder, or an executable (e.g. the onefile one).
- otherwise: the shipped artifacts in packaging/dist: the onedir ``.tar.gz`` (unpacked
  elsewhere, so it must not depend on where it was built), and the onefile executable when it
  was built (``scripts/build --onefile``, the release workflow's; every build removes an older
  one first).

The plain test suite deselects these tests (marker ``packaging``): building takes a minute or
two, so CI runs them in their own step, ``scripts/test-packaging``.

Every run of the executable gets only ``HOME``, ``TMPDIR`` and ``WELCOME_DESKTOP_DATA`` (a temporary
folder), ``LANG=C.UTF-8`` and ``QT_QPA_PLATFORM=offscreen``: no PATH, no venv, no PYTHONPATH, the
working directory is a temporary folder.

The window check needs the ``WELCOME_DESKTOP_SMOKE=<png>`` hook in ``welcome_desktop/app/main.py``
(after the sheet's first paint: grab the window to the PNG, quit with 0). Until the source has it,
that test only checks that the window starts and stays up, then reports XFAIL "pending".
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "packaging" / "dist"
MAIN_PY = ROOT / "welcome_desktop" / "app" / "main.py"
SMOKE_HOOK = "WELCOME_DESKTOP_SMOKE"
RUN_TIMEOUT = 120  # seconds for one command (a onefile start unpacks ~110 MB first)
# Targets of the packaging issue, checked so that a heavier bundle is noticed. 120 MB until play
# across machines brought zeroconf (2.9 MB of compiled modules), ifaddr and websockets: 122.0 MB.
MAX_ONEDIR_BYTES = 125 * 1000 * 1000
MAX_ONEFILE_BYTES = 50 * 1000 * 1000

# The plain suite deselects these tests (pyproject: -m "not packaging"); scripts/test-packaging
# builds the bundle and runs them with -m packaging.


def _version() -> str:
    text = (ROOT / "welcome_desktop" / "__init__.py").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise AssertionError("no __version__")


def _stem() -> str:
    return f"welcome-desktop-{_version()}-linux-{os.uname().machine}"


def _artifacts() -> list[str]:
    """Test ids: one per executable to test."""
    if os.environ.get("WELCOME_BUNDLE"):
        return ["WELCOME_BUNDLE"]
    return ["tar.gz", *(["onefile"] if (DIST / _stem()).is_file() else [])]


def _unpack(archive: Path, into: Path) -> Path:
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="tar")
    folders = [p for p in into.iterdir() if p.is_dir()]
    assert len(folders) == 1, f"{archive} should hold one top folder, not {folders}"
    return folders[0] / "welcome-desktop"


@pytest.fixture(scope="session", params=_artifacts())
def executable(request: pytest.FixtureRequest, built: None,
               tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The packaged executable under test (a .tar.gz is unpacked into a fresh folder)."""
    if request.param == "WELCOME_BUNDLE":
        given = Path(os.environ["WELCOME_BUNDLE"]).resolve()
        assert given.exists(), f"WELCOME_BUNDLE={given} does not exist"
        if given.name.endswith(".tar.gz"):
            exe = _unpack(given, tmp_path_factory.mktemp("unpacked"))
        elif given.is_dir():  # the release workflow gives the built folder on every platform
            exe = given / ("welcome-desktop.exe" if sys.platform == "win32" else "welcome-desktop")
        else:
            exe = given
    elif request.param == "tar.gz":
        exe = _unpack(DIST / f"{_stem()}.tar.gz", tmp_path_factory.mktemp("unpacked"))
    else:
        exe = DIST / _stem()
    assert exe.is_file() and os.access(exe, os.X_OK), f"not an executable: {exe}"
    return exe


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "home"
    folder.mkdir()
    yield folder


class Timeout(Exception):
    """The executable did not finish in time (it and its children were killed)."""

    def __init__(self, seconds: float, stdout: str, stderr: str) -> None:
        super().__init__(f"still running after {seconds} s")
        self.stdout, self.stderr = stdout, stderr


def run_exe(exe: Path, home: Path, *args: str, extra_env: dict[str, str] | None = None,
            timeout: float = RUN_TIMEOUT) -> subprocess.CompletedProcess[str]:
    """Run the packaged executable with a minimal environment (like ``env -i``).

    It runs in its own process group, killed whole on timeout: a onefile executable is a
    parent that unpacks and a child that runs the game.
    """
    env = {
        "HOME": str(home),
        "TMPDIR": str(home),
        "WELCOME_DESKTOP_DATA": str(home / "data"),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        # Windows cannot start a program without it (the release workflow runs these tests there).
        **({"SYSTEMROOT": os.environ["SYSTEMROOT"]} if "SYSTEMROOT" in os.environ else {}),
        **(extra_env or {}),
    }
    with subprocess.Popen([str(exe), *args], cwd=home, env=env, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          start_new_session=True) as process:
        try:
            stdout, stderr = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            stdout, stderr = process.communicate()
            raise Timeout(timeout, stdout, stderr) from None
    return subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)


def _ok(result: subprocess.CompletedProcess[str]) -> subprocess.CompletedProcess[str]:
    assert result.returncode == 0, (
        f"exit code {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}")
    assert "Traceback" not in result.stderr, result.stderr
    return result


def _picture(path: Path) -> tuple[int, int, int]:
    """Width, height and the number of distinct colours on a 40 x 40 grid of a PNG."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a readable image"
    colours = {image.pixel(image.width() * i // 40, image.height() * j // 40)
               for i in range(40) for j in range(40)}
    return image.width(), image.height(), len(colours)


def test_version_says_the_rules_core_is_compiled(executable: Path, home: Path) -> None:
    """The bundle runs the release wheel's compiled rules core, and says so."""
    result = _ok(run_exe(executable, home, "--version"))
    assert result.stdout == f"welcome-desktop {_version()} (rules core compiled)\n"


def _simulate(exe: Path, home: Path, *args: str) -> Path:
    record = home / "record.json"
    result = _ok(run_exe(exe, home, "simulate", *args, "--out", str(record)))
    assert "written to" in result.stdout
    assert record.is_file()
    return record


def _score_json(result: subprocess.CompletedProcess[str]) -> dict[str, object]:
    value = json.loads(result.stdout)
    assert isinstance(value, dict)
    return value


def test_simulate_then_score(executable: Path, home: Path) -> None:
    """A 3-player expert game played by the executable, scored by it: the same JSON as the
    source tree's own ``score``."""
    record = _simulate(executable, home, "--players", "3", "--mode", "expert", "--advanced",
                       "--seed", "2024")
    packaged = _score_json(_ok(run_exe(executable, home, "score", str(record))))
    assert packaged["players"] == ["Player 1", "Player 2", "Player 3"]
    assert packaged["mode"] == "expert"
    assert packaged["advanced"] is True
    assert packaged["over"] is True
    assert len(packaged["breakdowns"]) == 3  # type: ignore[arg-type]
    assert packaged["ranking"]
    source = subprocess.run([sys.executable, "-m", "welcome_desktop.cli", "score", str(record)],
                            cwd=ROOT, text=True, capture_output=True, timeout=RUN_TIMEOUT,
                            check=True)
    assert packaged == json.loads(source.stdout)


def test_tournament_worker_processes(executable: Path, home: Path) -> None:
    """``tournament --jobs 2`` starts worker processes: in the frozen app they are the
    executable again (packaging/entry.py calls multiprocessing.freeze_support)."""
    result = _ok(run_exe(executable, home, "tournament", "--seats", "easy,greedy", "--games",
                         "4", "--seed", "1", "--jobs", "2", "--json"))
    figures = json.loads(result.stdout)
    assert figures["games"] == 4
    assert [seat["player"] for seat in figures["seats"]] == ["easy", "greedy"]


def test_bad_file_is_one_line(executable: Path, home: Path) -> None:
    (home / "broken.json").write_text("{not json", encoding="utf-8")
    result = run_exe(executable, home, "score", str(home / "broken.json"))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_render_sheet(executable: Path, home: Path, qapp: object) -> None:
    """``render`` draws the sheet with the bundled fonts and art to a PNG."""
    record = _simulate(executable, home, "--mode", "solo", "--seed", "11")
    out = home / "sheet.png"
    _ok(run_exe(executable, home, "render", str(record), "--out", str(out), "--width", "1200"))
    width, height, colours = _picture(out)
    assert width == 1200
    assert height > 600
    assert colours > 20, f"the rendered sheet looks blank ({colours} colours)"


def _saved_game(record: Path, target: Path) -> Path:
    """A save file (the app's own format) of the first half of the recorded game, written by
    the source tree: an unfinished game, as the app autosaves it."""
    from welcome_desktop.records.savefile import load, save_game
    from welcome_desktop.rules.game import replay
    from welcome_desktop.rules.record import record_of

    game = load(record).game
    full = record_of(game)
    half = replay(full.setup, full.log[: len(full.log) // 2])
    assert not half.over
    save_game(half, target)
    return target


def test_window_opens_saved_game(executable: Path, home: Path, qapp: object) -> None:
    """The window opens offscreen on a saved game, paints the sheet, saves a grab, quits 0."""
    record = _simulate(executable, home, "--mode", "solo", "--seed", "5")
    saved = _saved_game(record, home / "saved.json")
    _ok(run_exe(executable, home, "score", str(saved)))  # the packaged app reads save files
    shot = home / "window.png"
    hook_in_source = SMOKE_HOOK in MAIN_PY.read_text(encoding="utf-8")
    wait = RUN_TIMEOUT if hook_in_source else 10
    try:
        result = run_exe(executable, home, "play", str(saved),
                         extra_env={SMOKE_HOOK: str(shot)}, timeout=wait)
    except Timeout as timeout:
        assert "Traceback" not in timeout.stderr, timeout.stderr
        pytest.fail(f"the window did not quit within {wait} s with {SMOKE_HOOK} set "
                    f"(hook in main.py: {hook_in_source}):\n{timeout.stderr}")
    _ok(result)
    assert shot.is_file(), f"exit code 0 but no {shot}: is the {SMOKE_HOOK} hook in main.py?"
    width, height, colours = _picture(shot)
    assert width >= 640 and height >= 400, (width, height)
    assert colours > 20, f"the window grab looks blank ({colours} colours)"


def test_contents_and_size(executable: Path) -> None:
    """Only the Qt pieces the game uses, our assets and licences; within the size targets."""
    app = executable.parent
    internal = app / "_internal"
    if not internal.is_dir():  # the onefile executable
        size = executable.stat().st_size
        assert size < MAX_ONEFILE_BYTES, f"onefile is {size / 1e6:.1f} MB"
        return
    plugins = internal / "PySide6" / "Qt" / "plugins"
    assert sorted(p.name for p in (plugins / "platforms").iterdir()) == [
        "libqminimal.so", "libqoffscreen.so", "libqxcb.so"]
    assert sorted(p.name for p in (plugins / "imageformats").iterdir()) == ["libqsvg.so"]
    for absent in ("QtNetwork.abi3.so", "QtQml.abi3.so", "QtDBus.abi3.so", "QtOpenGL.abi3.so"):
        assert not (internal / "PySide6" / absent).exists(), absent
    names = {p.name for p in internal.rglob("*")}
    for absent in ("libQt6Network.so.6", "libQt6Qml.so.6", "libssl.so.3", "libstdc++.so.6",
                   "libgtk-3.so.0", "libqwayland.so", "tkinter"):
        assert absent not in names, absent
    assets = internal / "welcome_desktop" / "assets"
    for font in ("Humor-Sans.ttf", "Kristi.ttf", "Lato-Regular.ttf", "Lato-Bold.ttf"):
        assert (assets / "fonts" / font).is_file(), font
    assert (assets / "icon" / "welcome-desktop.png").is_file()
    # The phones' page the host serves (network/server/page_files.py), every file of it.
    from welcome_desktop.network.server.page_files import PAGE_DIR, PAGE_FILES

    for _, source, _ in PAGE_FILES:
        if source.parent == PAGE_DIR:
            assert (internal / "welcome_desktop" / "page" / source.name).is_file(), source.name
    # The rules core and the evaluation ship compiled (the release wheel), with their shared
    # library.
    compiled = {p.name.split(".")[0] for p in (internal / "welcome_desktop" / "rules").glob("*.so")}
    assert {"game", "sheet", "turn", "scoring"} <= compiled, compiled
    assert list((internal / "welcome_desktop" / "players").glob("evaluation.*.so"))
    assert list((internal / "welcome_desktop").glob("rules__mypyc*.so"))
    assert (internal / "licenses" / "Python" / "LICENSE.txt").is_file()
    assert (app / "share" / "applications" / "welcome-desktop.desktop").is_file()
    icons = app / "share" / "icons" / "hicolor"
    assert (icons / "48x48" / "apps" / "welcome-desktop.png").is_file()
    assert os.access(app / "install.sh", os.X_OK)
    size = sum(p.stat().st_size for p in app.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < MAX_ONEDIR_BYTES, f"onedir is {size / 1e6:.1f} MB"

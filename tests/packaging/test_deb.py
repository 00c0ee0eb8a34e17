"""The Debian package: checked (control fields, lintian, AppStream), installed with
``apt-get install ./file.deb``, played (``simulate``, ``score``, the window on a saved game),
then removed and purged, leaving nothing behind but the player's data.

Run by ``scripts/test-packaging`` after ``scripts/build`` (``WELCOME_DEB=<file.deb>`` tests a
given package). Installing needs root (``sudo -n`` otherwise) and changes this machine: the
tests refuse to start when welcome-desktop is already installed, and the module purges it at
the end whatever happened. The tests run in file order: the last two remove and purge the package.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.packaging.test_bundle import (
    _ok,
    _picture,
    _saved_game,
    _score_json,
    _simulate,
    _version,
    run_exe,
)

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "welcome-desktop"
COMMAND = Path("/usr/bin/welcome-desktop")
PREFIX = Path("/opt/welcome-desktop")
METAINFO = Path("/usr/share/metainfo/org.welcome_desktop.WelcomeDesktop.metainfo.xml")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Folders the package installs into, compared before installing and after purging.
WATCHED = (Path("/opt"), Path("/usr/bin"), Path("/usr/share/applications"),
           Path("/usr/share/icons/hicolor"), Path("/usr/share/metainfo"),
           Path("/usr/share/man/man6"), Path("/usr/share/doc"))
# Caches other packages' triggers rebuild when any package adds a desktop entry or an icon.
CACHES = {"icon-theme.cache", "mimeinfo.cache"}
# Libraries the bundle carries itself: the package must not depend on them.
CARRIED = ("libxkbcommon0", "libfontconfig1", "libdbus-1-3", "libfreetype6", "libglib2.0-0",
           "libpython3.11", "libxcb-cursor0")


def _architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], text=True, capture_output=True,
                          check=True).stdout.strip()


@pytest.fixture(scope="module")
def deb(built: None) -> Path:
    given = os.environ.get("WELCOME_DEB")
    path = (Path(given).resolve() if given else
            ROOT / "packaging" / "dist" / f"{PACKAGE}_{_version()}_{_architecture()}.deb")
    assert path.is_file(), f"no Debian package at {path} (scripts/build makes it)"
    return path


def _as_root(*command: str) -> subprocess.CompletedProcess[str]:
    prefix = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    return subprocess.run([*prefix, *command], text=True, capture_output=True, env=env,
                          timeout=600, check=False)


def _apt(*args: str) -> None:
    result = _as_root("apt-get", "-y", "-q", "-o", "DPkg::Lock::Timeout=300", *args)
    assert result.returncode == 0, f"apt-get {' '.join(args)}:\n{result.stdout}\n{result.stderr}"


def _status() -> str:
    """dpkg's status of the package ('' when it is not installed and no file of it is left:
    unknown to dpkg, or known as purged)."""
    result = subprocess.run(["dpkg-query", "-W", "-f=${db:Status-Abbrev}", PACKAGE], text=True,
                            capture_output=True, check=False)
    status = result.stdout.strip() if result.returncode == 0 else ""
    return "" if status in ("un", "pn") else status


def _installed() -> bool:
    return _status().startswith("ii")


def _snapshot() -> set[str]:
    """The watched folders, their parents and every path under them, less the shared caches."""
    paths = {str(p) for top in WATCHED for p in (top, *top.parents) if os.path.lexists(p)}
    for top in WATCHED:
        for folder, dirs, files in os.walk(top):
            for name in dirs + files:
                if name not in CACHES:
                    paths.add(os.path.join(folder, name))
    return paths


class Installation:
    """What was there before installing, and what dpkg says the package installed."""

    def __init__(self, before: set[str]) -> None:
        self.before = before
        listed = subprocess.run(["dpkg", "-L", PACKAGE], text=True, capture_output=True,
                                check=True).stdout.split("\n")
        self.files = [Path(line) for line in listed if line.strip() and line != "/."]


@pytest.fixture(scope="module")
def installed(deb: Path) -> Iterator[Installation]:
    """The package installed with apt-get (as a player would), purged at the end."""
    assert not _installed(), f"{PACKAGE} is already installed here: remove it first"
    before = _snapshot()
    _apt("install", "--no-install-recommends", str(deb))
    try:
        assert _installed(), _status()
        yield Installation(before)
    finally:
        if _status():
            _apt("purge", PACKAGE)


@pytest.fixture(scope="module")
def player_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One player's home for the whole module: what the program writes there is user data,
    which removing the package must leave."""
    return tmp_path_factory.mktemp("player")


def _control(deb: Path) -> dict[str, str]:
    text = subprocess.run(["dpkg-deb", "--field", str(deb)], text=True, capture_output=True,
                          check=True).stdout
    fields: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        if line[:1] in (" ", "\t"):
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


def test_control_fields(deb: Path) -> None:
    """Depends names the system libraries the bundle links to (with dpkg-shlibdeps' versions)
    and none of those it carries; Installed-Size is the size of what it installs."""
    control = _control(deb)
    assert control["Package"] == PACKAGE
    assert control["Version"] == _version()
    assert control["Architecture"] == _architecture()
    assert control["Section"] == "games"
    depends = {item.split()[0] for item in control["Depends"].split(", ")}
    assert {"libc6", "libgl1", "libegl1", "libxcb1", "libstdc++6", "fontconfig-config"} <= depends
    assert not depends & set(CARRIED), depends & set(CARRIED)
    assert re.search(r"libc6 \(>= 2\.\d+\)", control["Depends"]), control["Depends"]
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], text=True,
                             capture_output=True, check=True).stdout.splitlines()
    payload = sum(int(line.split()[2]) for line in listing if line.startswith("-"))
    installed_kib = int(control["Installed-Size"])
    assert payload / 1024 <= installed_kib <= payload / 1024 * 1.01 + 64, (payload, installed_kib)


def _explained_tags() -> set[str]:
    """The lintian tags packaging/README.md explains (rows of its lintian table)."""
    text = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| `([a-z0-9+.-]+)` \|", text, re.MULTILINE))


def test_lintian_tags_are_explained(deb: Path) -> None:
    """lintian (errors, warnings, info, pedantic): every tag it reports is explained in
    packaging/README.md; a new one fails here until it is fixed or explained."""
    result = subprocess.run(["lintian", "--pedantic", "--display-info", "--fail-on", "none",
                             "--tag-display-limit", "0", str(deb)],
                            text=True, capture_output=True, timeout=600, check=False)
    assert result.returncode == 0, result.stderr
    # The whole report, for scripts/test-packaging to print.
    report = ROOT / "packaging" / "build" / "lintian.txt"
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(result.stdout, encoding="utf-8")
    tags = set(re.findall(r"^[EWIPX]: \S+: (\S+)", result.stdout, re.MULTILINE))
    unexplained = tags - _explained_tags()
    assert not unexplained, f"lintian tags not explained in packaging/README.md: {unexplained}"


def test_installed_files(installed: Installation) -> None:
    """The program under /opt, the command, the menu entry, every icon size, the AppStream
    metadata, the manual page and the copyright file."""
    assert COMMAND.is_symlink()
    assert COMMAND.resolve() == PREFIX / "welcome-desktop"
    assert os.access(PREFIX / "welcome-desktop", os.X_OK)
    share = Path("/usr/share")
    expected = [COMMAND, PREFIX / "welcome-desktop", share / "applications" / f"{PACKAGE}.desktop",
                share / "icons/hicolor/scalable/apps" / f"{PACKAGE}.svg", METAINFO,
                share / "man/man6" / f"{PACKAGE}.6.gz", share / "doc" / PACKAGE / "copyright",
                *(share / f"icons/hicolor/{s}x{s}/apps/{PACKAGE}.png" for s in ICON_SIZES)]
    for path in expected:
        assert path in installed.files, f"{path} not installed by the package"
        assert path.exists(), path
    # Not the tarball's per-user installer: the package does that job.
    assert not (PREFIX / "install.sh").exists()


def test_appstream_metainfo_validates(installed: Installation, tmp_path: Path) -> None:
    """The installed metainfo alone, then with the installed menu entry and icons beside it
    (``validate-tree`` checks that they match: launchable, icon, names)."""
    result = subprocess.run(["appstreamcli", "validate", "--strict", "--no-net", str(METAINFO)],
                            text=True, capture_output=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    tree = tmp_path / "tree"
    for path in installed.files:
        if path.is_file() and path.parts[1:3] == ("usr", "share") and \
                path.parts[3] in ("metainfo", "applications", "icons"):
            copy = tree / path.relative_to("/")
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_bytes(path.read_bytes())
    assert (tree / METAINFO.relative_to("/")).is_file()
    result = subprocess.run(["appstreamcli", "validate-tree", "--strict", "--no-net", str(tree)],
                            text=True, capture_output=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_installed_version_says_the_rules_core_is_compiled(installed: Installation,
                                                           player_home: Path) -> None:
    result = _ok(run_exe(COMMAND, player_home, "--version"))
    assert result.stdout.endswith(" (rules core compiled)\n"), result.stdout


def test_installed_simulate_then_score(installed: Installation, player_home: Path) -> None:
    """The command on the PATH plays a game and scores it like the source tree does."""
    record = _simulate(COMMAND, player_home, "--players", "2", "--mode", "standard",
                       "--seed", "30")
    score = _score_json(_ok(run_exe(COMMAND, player_home, "score", str(record))))
    assert score["over"] is True
    assert score["players"] == ["Player 1", "Player 2"]
    source = subprocess.run([sys.executable, "-m", "welcome_desktop.cli", "score", str(record)],
                            cwd=ROOT, text=True, capture_output=True, timeout=120, check=True)
    assert score == _score_json(source)


def test_installed_window_opens_saved_game(installed: Installation, player_home: Path,
                                          qapp: object) -> None:
    """The installed program opens a saved game offscreen, paints the sheet and quits 0."""
    record = _simulate(COMMAND, player_home, "--mode", "solo", "--seed", "5")
    saved = _saved_game(record, player_home / "saved.json")
    shot = player_home / "window.png"
    _ok(run_exe(COMMAND, player_home, "play", str(saved),
                extra_env={"WELCOME_DESKTOP_SMOKE": str(shot)}))
    width, height, colours = _picture(shot)
    assert width >= 640 and height >= 400, (width, height)
    assert colours > 20, f"the window grab looks blank ({colours} colours)"


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _nothing_left(installation: Installation) -> None:
    """No file of the package, no path added where it installed, nothing in dpkg's database."""
    assert _status() == "", f"dpkg still holds files of {PACKAGE}: {_status()}"
    for path in installation.files:
        if str(path) not in installation.before:
            assert not os.path.lexists(path), f"{path} left behind"
    assert not list(Path("/var/lib/dpkg/info").glob(f"{PACKAGE}.*"))
    assert _snapshot() == installation.before, sorted(_snapshot() ^ installation.before)


def _bundle_env(home: Path) -> dict[str, str]:
    return {"HOME": str(home), "TMPDIR": str(home), "WELCOME_DESKTOP_DATA": str(home / "data"),
            "LANG": "C.UTF-8"}


def test_installed_serve_and_two_join_players_play_a_game(installed: Installation,
                                                          player_home: Path) -> None:
    """The packaged program carries the network: ``serve`` on port 0 (loopback), ``create``,
    two ``join`` players in their own processes playing a 2-seat game to the end, the saved
    game scored as the players saw it."""
    data = player_home / "server"
    server = subprocess.Popen([str(COMMAND), "serve", "--port", "0", "--data", str(data)],
                              env=_bundle_env(player_home), text=True, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, start_new_session=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert "listening on ws://127.0.0.1:" in line, line + server.stderr.read()
        url = line.split("listening on ", 1)[1].split()[0]
        created = json.loads(_ok(run_exe(COMMAND, player_home, "create", url, "--seats",
                                         "person,person", "--json")).stdout)
        players = [subprocess.Popen([str(COMMAND), "join", url, code, "--player", "greedy"],
                                    env=_bundle_env(player_home), text=True,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                   for code in created["codes"]]
        outputs = [player.communicate(timeout=600) for player in players]
        for player, (out, err) in zip(players, outputs, strict=True):
            assert player.returncode == 0, out + err
            assert "Traceback" not in err, err
    finally:
        server.terminate()
        _, server_err = server.communicate(timeout=60)
    assert server.returncode == 0, server_err
    finals = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    assert finals[0]["scores"] == finals[1]["scores"] and len(finals[0]["scores"]) == 2
    saved = next((data / "history").rglob(f"{created['game']}.json"))
    score = _score_json(_ok(run_exe(COMMAND, player_home, "score", str(saved))))
    assert score["over"] is True
    assert [b["total"] for b in score["breakdowns"]] == finals[0]["scores"]


def test_remove_leaves_only_user_data(installed: Installation, player_home: Path) -> None:
    """apt-get remove: nothing of the package is left (it has no configuration files, so
    there is nothing for a purge to do after it); the player's files untouched."""
    _simulate(COMMAND, player_home, "--mode", "solo", "--seed", "8")
    user_data = _tree(player_home)
    assert user_data
    _apt("remove", PACKAGE)
    _nothing_left(installed)
    assert _tree(player_home) == user_data


def test_purge_leaves_only_user_data(deb: Path, installed: Installation,
                                     player_home: Path) -> None:
    """Installed again, then apt-get purge: the same clean state."""
    _apt("install", "--no-install-recommends", str(deb))
    assert _installed(), _status()
    _ok(run_exe(COMMAND, player_home, "--help"))
    user_data = _tree(player_home)
    _apt("purge", PACKAGE)
    _nothing_left(installed)
    assert _tree(player_home) == user_data

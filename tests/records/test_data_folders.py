"""Where the saved games go on each platform the release workflow builds for.

The data folder is platformdirs' user data folder for ``welcome-desktop`` (no author folder on
Windows), unless ``$WELCOME_DESKTOP_DATA`` says otherwise. platformdirs picks its Windows, macOS
or Linux rules once, at import; here each is put in its place in turn, with the platform's
environment simulated, and ``default_data_dir`` must land where players of that platform look.
"""

from __future__ import annotations

from pathlib import Path, PureWindowsPath

import platformdirs
import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix
from platformdirs.windows import Windows

from welcome_desktop.records import store

Rules = type[platformdirs.PlatformDirsABC]

# Taken before the records conftest makes platformdirs unreachable for every other test.
USER_DATA_PATH = platformdirs.user_data_path


@pytest.fixture
def platform_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No $WELCOME_DESKTOP_DATA nor XDG variables, HOME in a temporary folder, and the real
    ``platformdirs.user_data_path`` back (it creates nothing: only the first write does)."""
    monkeypatch.delenv(store.ENV_VAR, raising=False)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(platformdirs, "user_data_path", USER_DATA_PATH)
    return tmp_path


def test_windows_local_appdata_without_author(platform_home: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """%LOCALAPPDATA%\\welcome-desktop: local (saves are per machine, not roaming) and no
    author folder in between."""
    monkeypatch.setattr(platformdirs, "PlatformDirs", Windows)
    # platformdirs reads this before asking Windows' shell (which does not exist here).
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", r"C:\Users\Ann\AppData\Local")
    monkeypatch.setenv("WIN_PD_OVERRIDE_APPDATA", r"C:\Users\Ann\AppData\Roaming")
    assert PureWindowsPath(str(store.default_data_dir())) == PureWindowsPath(
        r"C:\Users\Ann\AppData\Local\welcome-desktop")


def test_macos_application_support(platform_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", MacOS)
    assert store.default_data_dir() == (
        platform_home / "Library" / "Application Support" / "welcome-desktop")


def test_linux_xdg_data_home(platform_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """~/.local/share/welcome-desktop (what INSTALL.txt and the manual page say), or under
    $XDG_DATA_HOME when the desktop sets it."""
    monkeypatch.setattr(platformdirs, "PlatformDirs", Unix)
    assert store.default_data_dir() == platform_home / ".local" / "share" / "welcome-desktop"
    monkeypatch.setenv("XDG_DATA_HOME", str(platform_home / "xdg"))
    assert store.default_data_dir() == platform_home / "xdg" / "welcome-desktop"


@pytest.mark.parametrize("rules", [Windows, MacOS, Unix])
def test_the_environment_variable_wins_everywhere(platform_home: Path,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  rules: Rules) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", rules)
    monkeypatch.setenv(store.ENV_VAR, str(platform_home / "portable"))
    assert store.default_data_dir() == platform_home / "portable"


@pytest.mark.parametrize("rules", [Windows, MacOS, Unix])
def test_nothing_is_created_by_asking(platform_home: Path, monkeypatch: pytest.MonkeyPatch,
                                      rules: Rules) -> None:
    monkeypatch.setattr(platformdirs, "PlatformDirs", rules)
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", r"C:\Users\Ann\AppData\Local")
    before = sorted(platform_home.rglob("*"))
    store.default_data_dir()
    assert sorted(platform_home.rglob("*")) == before

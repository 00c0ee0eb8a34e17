"""The rules core runs compiled from a release wheel, and from its sources in a development install.

``scripts/test`` runs the suite over the development install (``pip install -e .``: this tree's
Python sources), then builds the release wheel (``WELCOME_COMPILE=1``, setup.py), installs it in
a second venv and runs the suite again there with ``WELCOME_TEST_WHEEL=1``. These tests check
that each run imports what it claims to test: the sources of this tree, or the installed
wheel's compiled modules (never the tree's files).
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import welcome_desktop
from welcome_desktop import cli
from welcome_desktop.cli.version import evaluation_is_compiled, rules_are_compiled

ROOT = Path(__file__).resolve().parents[1]
SOURCE_PACKAGE = ROOT / "welcome_desktop"
TESTING_WHEEL = os.environ.get("WELCOME_TEST_WHEEL") == "1"


def compiled_sources() -> list[Path]:
    """The sources pyproject.toml lists for compiling (setup.py reads the same list)."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        patterns = tomllib.load(file)["tool"]["welcome-desktop"]["compiled"]
    return sorted({path for pattern in patterns for path in ROOT.glob(pattern)})


def module_name(source: Path) -> str:
    """``welcome_desktop/rules/game.py`` -> ``welcome_desktop.rules.game``."""
    return ".".join(source.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def test_the_list_holds_the_rules_core_and_the_evaluation() -> None:
    names = {module_name(source) for source in compiled_sources()}
    rules = {module_name(source) for source in (SOURCE_PACKAGE / "rules").glob("*.py")}
    assert "welcome_desktop.rules.game" in rules
    evaluation = {f"welcome_desktop.players.{name}"
                  for name in ("evaluation", "street_features", "track_odds", "card_odds",
                               "theme_chances")}
    assert names == rules | evaluation


def test_the_package_under_test_is_the_one_this_run_claims() -> None:
    package = Path(welcome_desktop.__file__).resolve().parent
    if TESTING_WHEEL:
        assert package != SOURCE_PACKAGE, "the wheel's run imports the source tree"
        assert package.parent.name == "site-packages", package
    else:
        assert package == SOURCE_PACKAGE, (
            f"{package}: not this tree (WELCOME_TEST_WHEEL=1 when testing an installed wheel)")


@pytest.mark.parametrize("source", compiled_sources(), ids=lambda path: path.stem)
def test_each_listed_module_is_compiled_in_the_wheel_and_a_source_here(source: Path) -> None:
    """In the wheel, an extension module of the installed package; in the development install,
    this tree's ``.py`` file (no extension module left in the tree shadows it)."""
    module = importlib.import_module(module_name(source))
    assert module.__spec__ is not None and module.__spec__.origin is not None
    origin = Path(module.__spec__.origin).resolve()
    if TESTING_WHEEL:
        assert origin.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), origin
        assert SOURCE_PACKAGE not in origin.parents, origin
    else:
        assert origin == source.resolve()
        assert not [path for suffix in importlib.machinery.EXTENSION_SUFFIXES
                    for path in SOURCE_PACKAGE.rglob(f"*{suffix}")], "stray extension modules"


def test_the_flags_follow_the_install() -> None:
    assert rules_are_compiled() is TESTING_WHEEL
    assert evaluation_is_compiled() is TESTING_WHEEL


def test_version_says_how_the_rules_core_runs(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """``welcome-desktop --version``, the installed command run elsewhere than this tree."""
    how = "compiled" if TESTING_WHEEL else "from Python sources"
    expected = f"welcome-desktop {welcome_desktop.__version__} (rules core {how})\n"
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == expected
    command = Path(sys.executable).parent / "welcome-desktop"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([str(command), "--version"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, expected, "")


def test_the_build_switch_refuses_a_wrong_value(tmp_path: Path) -> None:
    """setup.py says in one line what WELCOME_COMPILE takes, and builds nothing."""
    env = {**os.environ, "WELCOME_COMPILE": "yes"}
    done = subprocess.run([sys.executable, str(ROOT / "setup.py"), "--name"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 1
    assert done.stderr == "setup.py: WELCOME_COMPILE must be 1 (compile the rules core) or 0, " \
                          "not 'yes'\n"
    assert done.stdout == ""

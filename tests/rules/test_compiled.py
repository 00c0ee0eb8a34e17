"""The rules core and the evaluation run compiled (scripts/compile_rules.py), never from a stale
build."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from welcome_desktop import compiled

PROBE = ("from welcome_desktop.compiled import evaluation_is_compiled, rules_are_compiled; "
         "print(rules_are_compiled(), evaluation_is_compiled())")


def _probe(root: Path, pure: bool = False) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != compiled.PURE_VARIABLE}
    if pure:
        env[compiled.PURE_VARIABLE] = "1"
    return subprocess.run([sys.executable, "-c", PROBE], cwd=root, env=env, capture_output=True,
                          text=True, timeout=60, check=False)


def _copy_package(target: Path) -> Path:
    """The package's own files, the rules and the players (sources and compiled modules),
    copied under target."""
    package = compiled.PACKAGE_DIR
    copy = target / "welcome_desktop"
    copy.mkdir()
    for path in [package / "__init__.py", package / "compiled.py",
                 *package.glob("rules__mypyc*.so")]:
        shutil.copy2(path, copy / path.name)
    for folder in ("rules", "players"):
        (copy / folder).mkdir()
        for path in (package / folder).iterdir():
            if path.is_file():
                shutil.copy2(path, copy / folder / path.name)
    return copy


def test_the_rules_in_use_are_compiled_and_current() -> None:
    """After ./scripts/setup the rules and the evaluation run compiled, from their sources as
    they are; with WELCOME_PURE_RULES=1 (the suite's second pass over the rules and the
    evaluation) they run from the sources."""
    if os.environ.get(compiled.PURE_VARIABLE) == "1":
        assert not compiled.rules_are_compiled()
        assert not compiled.evaluation_is_compiled()
        return
    assert compiled.compiled_is_current(), "no current compiled rules: run ./scripts/setup"
    assert compiled.rules_are_compiled()
    assert compiled.evaluation_is_compiled()


def test_stale_compiled_rules_give_way_to_their_sources(tmp_path: Path) -> None:
    """A compiled build older than an edited source is not used, and the player is told."""
    assert compiled.compiled_files(), "no compiled rules to test with: run ./scripts/setup"
    copy = _copy_package(tmp_path)
    current = _probe(tmp_path)
    assert (current.stdout.strip(), current.stderr) == ("True True", "")
    assert _probe(tmp_path, pure=True).stdout.strip() == "False False"

    for edited in ("rules/modes.py", "players/evaluation.py"):
        with (copy / edited).open("a", encoding="utf-8") as source:
            source.write("# edited\n")
        stale = _probe(tmp_path)
        assert stale.stdout.strip() == "False False", edited
        assert "compiled rules are older than their sources" in stale.stderr
        source_text = (copy / edited).read_text(encoding="utf-8")
        (copy / edited).write_text(source_text.removesuffix("# edited\n"), encoding="utf-8")
        assert _probe(tmp_path).stdout.strip() == "True True", edited

    (copy / "rules" / ".compiled-digest").unlink()
    assert _probe(tmp_path).stdout.strip() == "False False"


def test_sources_finder_leaves_other_imports_alone(tmp_path: Path) -> None:
    """With the sources preferred, modules imported for the first time afterwards (here without
    site, so importlib.util and the ascii codec are not loaded yet) import normally."""
    assert compiled.compiled_files(), "no compiled rules to test with: run ./scripts/setup"
    _copy_package(tmp_path)
    env = {**os.environ, compiled.PURE_VARIABLE: "1"}
    probe = ("import sys, welcome_desktop; assert 'importlib.util' not in sys.modules; "
             "print(b'ok'.decode('ascii')); import importlib.util, json; " + PROBE)
    done = subprocess.run([sys.executable, "-S", "-c", probe], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert (done.stdout.split(), done.stderr) == (["ok", "False", "False"], "")


def test_an_untouched_build_is_recognised_without_hashing(tmp_path: Path) -> None:
    """Every start checks the build: while no source was touched since it was compiled, the
    sources' sizes and times (the stamp in .compiled-digest) settle it and nothing is hashed;
    a source touched but unchanged is hashed, found current, and the compiled rules still run."""
    assert compiled.compiled_files(), "no compiled rules to test with: run ./scripts/setup"
    copy = _copy_package(tmp_path)
    hashed = "import sys, welcome_desktop; print('hashlib' in sys.modules)"
    env = {k: v for k, v in os.environ.items() if k != compiled.PURE_VARIABLE}

    def run(code: str) -> str:
        done = subprocess.run([sys.executable, "-S", "-c", code], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=60, check=False)
        assert done.stderr == ""
        return done.stdout.strip()

    assert run(hashed) == "False"
    (copy / "rules" / "modes.py").touch()
    assert run(hashed) == "True"
    assert run(PROBE) == "True True"

"""Compile welcome_desktop/rules and players/evaluation.py with mypyc into extension modules.

Usage: python scripts/compile_rules.py [--force] [--clean]

Does nothing when the compiled modules already match the sources (see welcome_desktop/compiled.py).
--force compiles again anyway; --clean removes the compiled modules (the sources are then used).
Needs mypy (the dev extra), a C compiler and the Python headers (scripts/setup installs them).
The compilation runs in a temporary copy of the package, so that nothing of the build (C files,
objects, setuptools' reading of pyproject.toml) touches the working tree; only the extension
modules and the digest of their sources are copied back.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["WELCOME_PURE_RULES"] = "1"  # this script reads the sources; no warning about them

from welcome_desktop import compiled  # noqa: E402

GROUP = "welcome_desktop.rules"  # the shared library becomes welcome_desktop/rules__mypyc*.so

_SETUP = f"""
import glob
from setuptools import setup
from mypyc.build import mypycify
setup(name="welcome-desktop-rules", packages=[], script_args=["build_ext", "--inplace"],
      ext_modules=mypycify([*sorted(glob.glob("welcome_desktop/rules/*.py")),
                            "welcome_desktop/players/evaluation.py"], opt_level="3",
                           group_name={GROUP!r}))
"""


def _compiled_paths() -> list[Path]:
    return [*compiled.compiled_files(), *(ROOT / "welcome_desktop").glob("rules__mypyc*")]


def clean() -> None:
    """Remove the compiled modules, the shared library and the digest."""
    for path in [*_compiled_paths(), compiled.DIGEST_FILE]:
        path.unlink(missing_ok=True)


def compile_rules() -> None:
    """Compile the rules in a temporary copy and copy the extension modules back."""
    digest = compiled.sources_digest()
    stamp = compiled.sources_stamp()
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="welcome-rules-") as work:
        package = Path(work) / "welcome_desktop"
        (package / "rules").mkdir(parents=True)
        (package / "players").mkdir()
        for name in ("__init__.py", "compiled.py"):
            shutil.copy2(ROOT / "welcome_desktop" / name, package / name)
        for source in compiled.compiled_sources():
            shutil.copy2(source, package / source.relative_to(compiled.PACKAGE_DIR))
        # The evaluation imports only the rules: its package needs no other module here.
        (package / "players" / "__init__.py").touch()
        log = Path(work) / "build.log"
        with log.open("w") as out:
            done = subprocess.run([sys.executable, "-c", _SETUP], cwd=work, stdout=out,
                                  stderr=subprocess.STDOUT, check=False)
        if done.returncode != 0:
            sys.stderr.write(log.read_text(errors="replace")[-4000:])
            raise SystemExit("compile_rules: mypyc failed (the game still runs, from the sources)")
        clean()
        built = [*package.glob("rules__mypyc*.so"), *(package / "rules").glob("*.so"),
                 *(package / "players").glob("*.so")]
        for path in built:
            shutil.copy2(path, ROOT / path.relative_to(work))
    compiled.write_digest(digest, stamp)
    print(f"compile_rules: {len(built)} extension modules in {time.monotonic() - start:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile even when up to date")
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    args = parser.parse_args()
    if args.clean:
        clean()
    elif args.force or not compiled.compiled_is_current():
        compile_rules()


if __name__ == "__main__":
    main()

"""The compiled catalogues (.qm) the window loads, compiled from resources/translations/*.ts
for the tests (as scripts/setup does with scripts/translations release)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from welcome_desktop.app.words.i18n import qm_path

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"


def tool(name: str) -> str:
    """A Qt tool of the virtual environment (pyside6-lrelease, pyside6-lupdate)."""
    return str(Path(sys.executable).parent / name)


def compile_catalogue(code: str) -> Path:
    """Compile ``welcome_desktop_<code>.ts`` to the .qm the app loads; its path.

    Written beside its place and then renamed over it: another test worker may have the old
    file mapped in memory (Qt maps a .qm), and rewriting it in place kills that worker with a
    bus error."""
    qm = qm_path(code)
    qm.parent.mkdir(parents=True, exist_ok=True)
    fresh = qm.with_name(f"{qm.stem}.{os.getpid()}.qm")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(TS_DIR / f"welcome_desktop_{code}.ts"),
                    "-qm", str(fresh)], check=True)
    os.replace(fresh, qm)
    return qm

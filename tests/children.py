"""The environment of a test's Python child process.

The child imports the package the tests run over, as the parent does: this tree's sources, or,
when ``scripts/test`` tests the installed release wheel (``WELCOME_TEST_WHEEL=1``), the wheel,
never this tree's copy; and this tree's ``tests`` package stays importable (helper scripts import
it).
"""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def _tests_only() -> Path:
    """A folder holding only a link to this tree's ``tests`` (not its ``welcome_desktop``)."""
    folder = Path(tempfile.mkdtemp(prefix="welcome-tests-path-"))
    atexit.register(shutil.rmtree, folder, True)
    (folder / "tests").symlink_to(ROOT / "tests", target_is_directory=True)
    return folder


def child_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """``base`` (default: this process's environment) with the path the child needs."""
    env = dict(os.environ if base is None else base)
    if os.environ.get("WELCOME_TEST_WHEEL") == "1":
        env["PYTHONPATH"] = str(_tests_only())
        env["PYTHONSAFEPATH"] = "1"  # neither the working folder nor a script's own folder
    else:
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    return env

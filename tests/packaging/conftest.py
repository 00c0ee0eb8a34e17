"""Packaging tests: Qt (for reading PNGs) runs offscreen, before the qapp fixture exists."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def built() -> None:
    """Build the shipped packages (onedir .tar.gz, .deb) with scripts/build once, unless
    WELCOME_BUNDLE or WELCOME_DEB names what to test or WELCOME_PACKAGING=built
    (scripts/test-packaging has just run scripts/build)."""
    if (os.environ.get("WELCOME_BUNDLE") or os.environ.get("WELCOME_DEB")
            or os.environ.get("WELCOME_PACKAGING") == "built"):
        return
    result = subprocess.run([str(ROOT / "scripts" / "build")], cwd=ROOT, text=True,
                            capture_output=True, timeout=1800, check=False)
    sys.stdout.write(result.stdout)
    assert result.returncode == 0, f"scripts/build failed:\n{result.stdout}\n{result.stderr}"

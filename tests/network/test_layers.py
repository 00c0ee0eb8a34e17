"""The network layer stays below the window: importing any of its modules loads neither Qt nor
the application (docs/architecture.md)."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import importlib, pkgutil, sys
import welcome_desktop.network as package
names = [info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
for name in names:
    importlib.import_module(name)
qt = ("PySide6", "shiboken6", "welcome_desktop.app")
bad = sorted(m for m in sys.modules if m.startswith(qt))
print(len(names), bad)
"""


def test_no_module_of_the_network_layer_imports_qt_or_the_app() -> None:
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                            check=True, timeout=120)
    count, bad = result.stdout.split(" ", 1)
    assert int(count) >= 30  # every module of every side, not only the sub-packages
    assert bad.strip() == "[]"

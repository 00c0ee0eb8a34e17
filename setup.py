"""Build hook: release builds compile the rules core with mypyc, as black and mypy ship.

``WELCOME_COMPILE=1 pip wheel . --no-deps`` (scripts/wheel) gives a wheel whose modules listed
in pyproject.toml (``[tool.welcome-desktop] compiled``, the one list) are C extension modules,
about three times faster; their Python sources travel beside them (Python imports the extension
first). Without the switch (``pip install -e .``, ``scripts/setup``, a plain ``pip install .``)
nothing is compiled and the package runs its Python sources. The rest of the metadata is in
pyproject.toml.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

SWITCH = "WELCOME_COMPILE"
#: The compiled modules share one library, welcome_desktop/rules__mypyc.*.so.
GROUP = "welcome_desktop.rules"


def compiled_sources() -> list[str]:
    """The sources to compile: pyproject.toml's patterns, relative to this folder."""
    root = Path(__file__).resolve().parent
    with (root / "pyproject.toml").open("rb") as file:
        patterns = tomllib.load(file)["tool"]["welcome-desktop"]["compiled"]
    return sorted({path.relative_to(root).as_posix()
                   for pattern in patterns for path in root.glob(pattern)})


def compiling() -> bool:
    """Whether the switch asks for the compiled build; a wrong value stops the build."""
    switch = os.environ.get(SWITCH, "0")
    if switch not in ("0", "1", ""):
        raise SystemExit(f"setup.py: {SWITCH} must be 1 (compile the rules core) or 0, "
                         f"not {switch!r}")
    return switch == "1"


def main() -> None:
    """setuptools' setup, with the compiled extension modules when the switch is on."""
    if not compiling():
        from setuptools import setup

        setup()
        return
    from setuptools import Extension, setup
    from setuptools.command.build_ext import build_ext

    class BuildCompiled(build_ext):
        """build_ext translating with mypyc first: only when the extensions are built, not
        each time pip runs this file (for the requirements, for the metadata)."""

        def finalize_options(self) -> None:
            from mypyc.build import mypycify

            # The players' package around the evaluation is only read, never compiled: its
            # other modules' imports (pydantic...) are absent here, hence "silent".
            modules: Any = mypycify(["--follow-imports=silent", *compiled_sources()],
                                    opt_level="3", group_name=GROUP)
            self.distribution.ext_modules = list(modules)
            super().finalize_options()

    # A placeholder until build_ext: its presence makes the wheel platform-specific.
    setup(ext_modules=[Extension(f"{GROUP}__mypyc", sources=[])],
          cmdclass={"build_ext": BuildCompiled})


main()

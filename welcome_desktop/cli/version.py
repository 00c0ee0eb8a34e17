"""``welcome-desktop --version``: the version, and whether the rules core runs compiled (the
benchmarks say it too).

A release wheel (``WELCOME_COMPILE=1``) carries the rules core and the players' evaluation
compiled with mypyc beside their Python sources, and Python imports the compiled modules; a
development install (``pip install -e .``, ``scripts/setup``) runs the sources. What is compiled,
and how: setup.py, with the one list in pyproject.toml (``[tool.welcome-desktop] compiled``).
"""

from __future__ import annotations

from types import ModuleType

from welcome_desktop import __version__


def is_compiled(module: ModuleType) -> bool:
    """Whether ``module`` was imported from an extension module rather than a ``.py`` file."""
    return not (module.__file__ or "").endswith(".py")


def rules_are_compiled() -> bool:
    """Whether the rules core runs compiled."""
    from welcome_desktop.rules import game

    return is_compiled(game)


def evaluation_is_compiled() -> bool:
    """Whether the computer players' evaluation runs compiled."""
    from welcome_desktop.players import evaluation

    return is_compiled(evaluation)


def version_line() -> str:
    """``welcome-desktop 0.1.0 (rules core compiled)``, or ``(rules core from Python sources)``."""
    how = "compiled" if rules_are_compiled() else "from Python sources"
    return f"welcome-desktop {__version__} (rules core {how})"

"""The rules core and the players' evaluation compiled with mypyc, used only while they match
their Python sources.

``scripts/compile_rules.py`` compiles ``welcome_desktop/rules`` (about three times faster) and
``welcome_desktop/players/evaluation.py`` (the computer players' hot path, about twice as fast)
into C extension modules next to the sources and writes the digest of the sources it compiled
into ``rules/.compiled-digest``, followed by the size and modification time of each source (its
stamp). Python prefers an extension module to a source file of the same
name, so a compiled module left behind after its source was edited would silently shadow the
edit. ``prefer_sources_when_stale`` prevents that: when the digest no longer matches, or when
``WELCOME_PURE_RULES=1`` is set (to test the sources themselves), it makes the rules and the
evaluation import from their ``.py`` files. A frozen (PyInstaller) executable ships no sources
and is left alone.

Every start of the game runs this check, so it first compares the sources' stamp (a stat per
file, well under a millisecond); only when a file's size or time changed (an edit, a checkout)
does it read and hash the sources (importing hashlib and hashing costs several milliseconds).
"""

from __future__ import annotations

import importlib.machinery
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

PACKAGE = "welcome_desktop.rules"
PACKAGE_DIR = Path(__file__).resolve().parent
RULES_DIR = PACKAGE_DIR / "rules"
EVALUATION = "welcome_desktop.players.evaluation"
EVALUATION_SOURCE = PACKAGE_DIR / "players" / "evaluation.py"
DIGEST_FILE = RULES_DIR / ".compiled-digest"
PURE_VARIABLE = "WELCOME_PURE_RULES"


def compiled_sources() -> list[Path]:
    """The Python sources that are compiled: the rules core's and the evaluation's."""
    return [*sorted(RULES_DIR.glob("*.py")), EVALUATION_SOURCE]


def sources_digest() -> str:
    """A digest of the compiled Python sources and of the interpreter they are compiled for."""
    import hashlib  # imported here: every start of the game imports this module

    digest = hashlib.sha256(sys.version.encode())
    for source in compiled_sources():
        name = source.relative_to(PACKAGE_DIR).as_posix()
        digest.update(name.encode() + b"\0" + source.read_bytes() + b"\0")
    return digest.hexdigest()


def sources_stamp() -> list[str]:
    """One line per compiled source: its name, size and modification time (nanoseconds)."""
    lines = [f"python {sys.version}"]
    for source in compiled_sources():
        info = source.stat()
        lines.append(f"{source.relative_to(PACKAGE_DIR).as_posix()} {info.st_size} "
                     f"{info.st_mtime_ns}")
    return lines


def write_digest(digest: str, stamp: list[str]) -> None:
    """Record ``digest`` and ``stamp`` (of the sources just compiled, taken before compiling)
    in DIGEST_FILE."""
    DIGEST_FILE.write_text("\n".join([digest, *stamp]) + "\n", encoding="ascii")


def compiled_files() -> list[Path]:
    """The compiled modules present next to their sources."""
    return [path for suffix in importlib.machinery.EXTENSION_SUFFIXES
            for pattern in (f"rules/*{suffix}", f"players/evaluation{suffix}")
            for path in PACKAGE_DIR.glob(pattern)]


def compiled_is_current() -> bool:
    """Whether compiled modules are present and were compiled from the sources as they are."""
    try:
        recorded, *stamp = DIGEST_FILE.read_text(encoding="ascii").strip().splitlines()
        if not compiled_files():
            return False
        if stamp and stamp == sources_stamp():
            return True  # no source touched since it was compiled: no need to hash them
    except (OSError, ValueError):  # no file, an empty one, a source gone
        return False
    return recorded == sources_digest()


def _is_extension(module: ModuleType) -> bool:
    return not (module.__file__ or "").endswith(".py")


def rules_are_compiled() -> bool:
    """Whether the imported rules core runs compiled (its modules are extension modules)."""
    from welcome_desktop.rules import turn

    return _is_extension(turn)


def evaluation_is_compiled() -> bool:
    """Whether the imported players' evaluation runs compiled (an extension module)."""
    from welcome_desktop.players import evaluation

    return _is_extension(evaluation)


class _SourcesFinder:
    """Finds ``welcome_desktop.rules``, its modules and the evaluation as their ``.py`` sources
    (a meta path finder; importlib.abc, slow to import, is not needed for one)."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if (fullname not in (PACKAGE, EVALUATION)
                and not fullname.startswith(PACKAGE + ".")):
            return None  # before any import here: importing asks this finder again
        import importlib.util

        if fullname == EVALUATION:
            return importlib.util.spec_from_file_location(fullname, EVALUATION_SOURCE)
        if fullname == PACKAGE:
            return importlib.util.spec_from_file_location(
                fullname, RULES_DIR / "__init__.py", submodule_search_locations=[str(RULES_DIR)])
        source = RULES_DIR / (fullname.rpartition(".")[2] + ".py")
        if source.is_file():
            return importlib.util.spec_from_file_location(fullname, source)
        return None


def prefer_sources_when_stale() -> None:
    """Import the rules and the evaluation from their sources unless a current compiled build
    is present."""
    if getattr(sys, "frozen", False) or PACKAGE in sys.modules or not compiled_files():
        return
    pure = os.environ.get(PURE_VARIABLE) == "1"
    if not pure and compiled_is_current():
        return
    if not pure:
        print("welcome-desktop: the compiled rules are older than their sources; using the "
              "sources (./scripts/setup compiles them again)", file=sys.stderr)
    if not any(isinstance(finder, _SourcesFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _SourcesFinder())

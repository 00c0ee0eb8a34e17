"""The docs name files that exist: every path the docs (docs/*.md, README.md) write in
backticks, link to or write in their sentences — `rules/turn_editor.py`, `host/session.py`,
tests/app/driver.py — is a file or a folder of the tree, read from the repository root, the
package, the app or the network (as the module tables write them), and every bare module name
ending in ``.py`` is some file's name. A file moved or renamed makes this fail until the docs
follow it."""

from __future__ import annotations

import os
import re
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]

#: Where a path in the docs is read from: the repository, the package, the app's parts and the
#: network's sides (the module tables write ``play/table.py``, ``host/session.py``), the docs.
BASES = ("", "welcome_desktop/", "welcome_desktop/app/", "welcome_desktop/network/", "docs/")
#: What a file of the tree is named like: a path of word characters, dots and dashes.
_PATH = re.compile(r"^[\w.-]+(?:/[\w.-]+)*/?$")
_NAMED = re.compile(r"`([^`\s]+)`|\]\(([^)\s#]+)")
#: A path in a sentence: folders and a file (not a part of an address: ``https://…/a.md``).
_IN_PROSE = re.compile(r"(?<![\w./:`-])((?:[\w-]+/)+[\w-]+\.(?:py|md|json|js|ts|toml|png))\b")
_FILE = (".py", ".md", ".json", ".js", ".ts", ".toml", ".txt", ".css", ".html", ".svg", ".png",
         ".spec", ".sh")
#: A folder the docs name that the tree holds (a data folder's ``games/`` is not one).
_TREE_FOLDERS = ("welcome_desktop/", "tests/", "scripts/", "docs/", "resources/", "packaging/")

_NOT_SOURCES = frozenset({"dist", "build", "__pycache__", "node_modules"})

#: Names that are not of this tree, each with why: (doc, name) → reason.
NOT_OF_THE_TREE: dict[tuple[str, str], str] = {
    ("startup.md", "compiled.py"): "history: a module gone since, said so in its row",
    ("startup.md", "scripts/compile_rules.py"): "history: a script gone since, said so",
    ("qt-toolchain.md", "tests/conftest.py"): "the recipe's own test app, not this tree",
    ("qt-toolchain.md", "tinyapp/assets/fonts/"): "the recipe's own test app, not this tree",
}


def tree() -> tuple[set[str], set[str]]:
    """The files of the tree and their folders, as paths from the root (what is built or
    cached — a virtual environment, dist/, caches — left out)."""
    files: set[str] = set()
    for folder, subfolders, names in os.walk(ROOT):
        subfolders[:] = [name for name in subfolders if name not in _NOT_SOURCES and not (
            name.startswith(".") and name not in (".ci", ".github")) and not name.endswith(
            ".egg-info")]
        files.update(Path(folder, name).relative_to(ROOT).as_posix() for name in names)
    folders = {str(parent) for name in files for parent in PurePosixPath(name).parents
               if str(parent) != "."}
    return files, folders


def named_paths(text: str) -> list[tuple[int, str]]:
    """Each path ``text`` names in backticks or links to, with its line number: a name with a
    ``/`` ending in a file's suffix or a ``/``, or a bare ``*.py``; and each path to a file
    written in its sentences."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        found += [(number, match.group(1)) for match in _IN_PROSE.finditer(line)]
        for match in _NAMED.finditer(line):
            name = match.group(1) or match.group(2)
            if name.startswith(("http", "../", "/", "~", ".venv")) or not _PATH.match(name):
                continue
            if ("/" in name and (name.endswith(_FILE) or name.endswith("/"))) or (
                    "/" not in name and name.endswith(".py")):
                found.append((number, name))
    return found


def missing(doc: Path, files: set[str], folders: set[str]) -> list[str]:
    """What ``doc`` names that the tree does not hold, as ``doc:line: name``."""
    basenames = {PurePosixPath(name).name for name in files}
    wrong = []
    for number, name in named_paths(doc.read_text(encoding="utf-8")):
        if (doc.name, name) in NOT_OF_THE_TREE:
            continue
        if "/" not in name:
            held = name in basenames
        elif name.endswith("/"):
            held = not name.startswith(_TREE_FOLDERS) or any(
                base + name.rstrip("/") in folders for base in BASES)
        else:
            held = any(base + name in files for base in BASES)
        if not held:
            wrong.append(f"{doc.name}:{number}: {name}")
    return wrong


@pytest.mark.parametrize("doc", DOCS, ids=lambda doc: doc.name)
def test_every_path_a_doc_names_is_in_the_tree(doc: Path) -> None:
    files, folders = tree()
    wrong = missing(doc, files, folders)
    assert not wrong, "named in the docs, not in the tree:\n" + "\n".join(wrong)


def test_a_path_that_is_not_there_is_found(tmp_path: Path) -> None:
    files, folders = tree()
    doc = tmp_path / "moved.md"
    doc.write_text("The controller, `play/controller.py`, and `app/controller.py` (moved);\n"
                   "[the rules](rules.md), `no_such_module.py`, the data folder's `games/`,\n"
                   "`tests/no_such_folder/`; in words, app/turn_view.py and play/turn_view.py,\n"
                   "https://example.org/docs/not_here.md.\n", encoding="utf-8")
    assert missing(doc, files, folders) == [
        "moved.md:1: app/controller.py", "moved.md:2: no_such_module.py",
        "moved.md:3: app/turn_view.py", "moved.md:3: tests/no_such_folder/"]


def test_each_exception_is_still_named() -> None:
    """An exception whose doc no longer names it goes."""
    for doc, name in NOT_OF_THE_TREE:
        text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
        assert name in {named for _, named in named_paths(text)}, (doc, name)

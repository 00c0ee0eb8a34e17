"""The package's import graph, read from the sources with ``ast``: no import circle between its
modules, and the game in play (``app/play``) reaches no Qt widget or painting module.

Every import counts, those inside functions and under ``TYPE_CHECKING`` too: a circle a type
checker needs is still a circle a reader has to hold in mind. The layers themselves are checked
by ``lint-imports`` (pyproject.toml).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = "welcome_desktop"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _imported(path: Path, name: str, known: set[str]) -> Iterator[str]:
    """Every module ``name`` (at ``path``) imports, as written: ``from a import b`` is the
    module ``a.b`` when there is one, else ``a``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            for alias in node.names:
                full = f"{base}.{alias.name}"
                yield full if full in known else base


def import_graph() -> dict[str, set[str]]:
    """Each module of the package and the package's modules it imports."""
    modules = _modules()
    known = set(modules)
    return {name: {m for m in _imported(path, name, known) if m in known and m != name}
            for name, path in modules.items()}


def external_imports(name: str) -> set[str]:
    """The modules outside the package that module ``name`` imports."""
    modules = _modules()
    return {m for m in _imported(modules[name], name, set(modules))
            if m.split(".")[0] != PACKAGE}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen = {start}
    todo = [start]
    while todo:
        for m in graph[todo.pop()] - seen:
            seen.add(m)
            todo.append(m)
    return seen


def test_the_graph_is_read() -> None:
    graph = import_graph()
    assert "welcome_desktop.app.play.controller" in graph
    assert "welcome_desktop.rules.actions" in graph["welcome_desktop.app.play.controller"]
    # An import inside a function is seen.
    assert "welcome_desktop.app.window.main_window" in graph["welcome_desktop.app.main"]


def test_circles_are_found() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle() -> None:
    assert circles(import_graph()) == []


def test_the_game_in_play_reaches_no_widget() -> None:
    graph = import_graph()
    play = [m for m in graph if m.startswith("welcome_desktop.app.play")]
    assert "welcome_desktop.app.play.controller" in play
    reached = set().union(*(reachable(graph, m) for m in play))
    qt = {m: sorted(q for q in external_imports(m) if q.startswith("PySide6"))
          for m in reached}
    drawn = {m: q for m, q in qt.items()
             if any(n.startswith(("PySide6.QtWidgets", "PySide6.QtGui")) for n in q)}
    assert drawn == {}
    assert any(qt.values())  # QtCore (signals, translate) is read: the check sees PySide6

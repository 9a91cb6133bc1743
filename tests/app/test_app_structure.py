"""The app is built messages up, calls down (docs/architecture.md): no screen or widget
imports the app (not even for a type), and the app's modules import each other without
a circle. Read from the source (every import, TYPE_CHECKING ones too); nothing runs."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import REPO

SRC = REPO / "src"
APP = SRC / "cardtable" / "app"


def _module(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """The modules ``path`` imports, relative imports resolved; ``from . import x``
    counts as the module ``x`` when it is one."""
    package = _module(path) if path.name == "__init__.py" else _module(path).rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            if node.module:  # ``from . import core`` imports the module core alone
                found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return found


def _graph() -> dict[str, set[str]]:
    modules = {_module(p): p for p in APP.rglob("*.py")}
    return {name: {m for m in _imports(path) if m in modules and m != name}
            for name, path in modules.items()}


def test_no_screen_or_widget_imports_the_app():
    graph = _graph()
    below = [m for m in graph if m.startswith(("cardtable.app.screens",
                                               "cardtable.app.widgets"))]
    assert below
    offenders = {m: graph[m] & {"cardtable.app.app", "cardtable.app.saving"} for m in below}
    assert not {m: found for m, found in offenders.items() if found}


def test_the_app_has_no_import_circle():
    graph = _graph()
    done: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> None:
        if module in path:
            raise AssertionError("import circle: " + " -> ".join(
                path[path.index(module):] + [module]))
        if module in done:
            return
        path.append(module)
        for imported in sorted(graph[module]):
            visit(imported)
        path.pop()
        done.add(module)

    for module in sorted(graph):
        visit(module)

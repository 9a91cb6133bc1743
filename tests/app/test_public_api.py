"""The app only shows the core: it imports nothing of cardtable but the public modules
of ``cardtable.actions``, ``.model``, ``.formats``, ``.systems``, ``.trace`` and
``.tiebreaks`` (the packages give no names of their own, issue 32), and only
``cardtable.app`` imports textual."""

from __future__ import annotations

import ast
import importlib
import importlib.util
from pathlib import Path

from conftest import REPO

APP = REPO / "src" / "cardtable" / "app"
PUBLIC = ("cardtable.actions", "cardtable.model", "cardtable.formats", "cardtable.systems",
          "cardtable.trace",
          "cardtable.tiebreaks")


def core_imports(path: Path):
    """(module, name) for every import of a cardtable module outside the app."""
    package = "cardtable." + ".".join(path.relative_to(REPO / "src" / "cardtable")
                                      .with_suffix("").parts)
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level)[0]
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            for alias in node.names:
                yield module, alias.name
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, None


def public(module: str, name: str | None) -> bool:
    """``module`` is a public core package or one of its public modules, and ``name``
    is one it exports (its ``__all__``), or a public module of it."""
    parent, _, last = module.rpartition(".")
    if module not in PUBLIC and (parent not in PUBLIC or last.startswith("_")):
        return False
    if name is None:
        return True
    if name.startswith("_"):
        return False
    target = importlib.import_module(module)
    exported = getattr(target, "__all__", None)
    if exported is None or name in exported:
        return True
    return hasattr(target, "__path__") and importlib.util.find_spec(f"{module}.{name}") is not None


def test_the_app_uses_only_the_public_api_of_the_core():
    files = sorted(APP.rglob("*.py"))
    assert len(files) > 20
    used = set()
    for path in files:
        for module, name in core_imports(path):
            if module.startswith("cardtable") and not module.startswith("cardtable.app"):
                assert public(module, name), f"{path.relative_to(REPO)} imports {module}.{name}"
                used.add(module if module in PUBLIC else module.rpartition(".")[0])
    assert used >= set(PUBLIC)


def test_textual_is_imported_only_by_the_app():
    for path in sorted((REPO / "src" / "cardtable").rglob("*.py")):
        if APP in path.parents:
            continue
        for module, _ in core_imports(path):
            assert not module.startswith(("textual", "rich")), f"{path} imports {module}"

"""No module ``__getattr__`` (issue 32): a name is imported from the module that
defines it, and a package gives none of its own (PEP 562's lazy names hid from the
reader, and from grep, where a name came from). The start budget (issue 36) holds by
importing submodules, not by a package-level ``__getattr__``."""

from __future__ import annotations

import ast

from conftest import REPO

SRC = REPO / "src" / "cardtable"


def module_getattrs(text: str) -> list[int]:
    """The lines where a module's own ``__getattr__`` is defined or assigned."""
    lines = []
    for node in ast.parse(text).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                and node.name == "__getattr__":
            lines.append(node.lineno)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "__getattr__" for t in targets):
                lines.append(node.lineno)
    return lines


def test_the_scan_finds_a_module_getattr():
    assert module_getattrs("def __getattr__(name):\n    raise AttributeError(name)\n") == [1]
    assert module_getattrs("x = 1\n__getattr__ = lambda name: name\n") == [2]
    assert module_getattrs("class C:\n    def __getattr__(self, name): ...\n") == []


def test_no_module_in_src_has_a_getattr():
    files = sorted(SRC.rglob("*.py"))
    assert len(files) > 100
    found = [f"{path.relative_to(REPO)}:{line}" for path in files
             for line in module_getattrs(path.read_text())]
    assert not found, f"a module __getattr__ (issue 32): {', '.join(found)}"


def test_a_package_gives_no_names():
    """Each package's ``__init__.py`` of the core is its docstring: no re-exports."""
    for name in ("model", "formats", "tiebreaks", "trace", "systems", "actions"):
        body = ast.parse((SRC / name / "__init__.py").read_text()).body
        assert len(body) == 1 and isinstance(body[0], ast.Expr), name

"""A package's names imported when first asked for (PEP 562 ``__getattr__``), so that
importing one module of a package does not load every other (issue 36: a command
imports only what it uses). The package lists its names under ``TYPE_CHECKING`` too,
so that mypy checks their types; ``tests/test_cli_startup.py`` holds the two lists
equal."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from types import ModuleType


class _Package(ModuleType):
    """A lazy package. A name the package gives that is also one of its modules
    (``tiebreaks.standings``, the function and its module) stays the name: importing
    the module does not put the module in its place, as an eager import of the name
    left it."""

    _exported: Mapping[str, str] = {}

    def __setattr__(self, name: str, value: object) -> None:
        if isinstance(value, ModuleType) and name in self._exported:
            return
        super().__setattr__(name, value)


def exports(package: str, modules: Mapping[str, tuple[str, ...]]
            ) -> Callable[[str], object]:
    """The ``__getattr__`` of ``package``: ``modules`` maps each of its modules
    (``".codes"``) to the names it gives the package; a name is imported from its module
    on first use and kept in the package."""
    where = {name: module for module, names in modules.items() for name in names}
    self = sys.modules[package]
    self.__class__ = _Package
    setattr(self, "_exported", where)

    def __getattr__(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        setattr(self, name, value)
        return value

    return __getattr__

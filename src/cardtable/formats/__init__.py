"""Tournament files: the TOML tournament file (cardtable's own) and FIDE's TRF.

The readers and writers are imported when first asked for (PEP 562 ``__getattr__``),
so that a command that reads a TRF does not load the TOML writer, and the reverse."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING

from ..model import Tournament
from .errors import FileError, FileInUse, Problem
from .systems import SystemFormat, Systems

if TYPE_CHECKING:  # pragma: no cover
    from .save import FileLock
    from .toml_file import dumps_tournament, parse_toml, read_toml, save_tournament
    from .trf import dumps_trf, read_trf, write_trf

#: name -> the module that defines it, imported on first use
_LAZY = {"FileLock": ".save", "dumps_tournament": ".toml_file", "parse_toml": ".toml_file",
         "read_toml": ".toml_file", "save_tournament": ".toml_file", "read_trf": ".trf_read",
         "write_trf": ".trf", "dumps_trf": ".trf"}

TOML_SUFFIXES = (".toml",)  # TOURNAMENT_SUFFIX of .save
TRF_SUFFIXES = (".trf", ".trfx")


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module, __name__), name)


def is_trf(path: str | Path) -> bool:
    return Path(path).suffix.lower() in TRF_SUFFIXES


def load_tournament(path: str | Path, *, systems: Systems) -> Tournament:
    """Read a tournament from a ``.toml`` tournament file or a ``.trf`` file;
    ``systems``: the pairing systems a file may name."""
    suffix = Path(path).suffix.lower()
    if suffix in TRF_SUFFIXES:
        from .trf_read import read_trf

        return read_trf(path, systems=systems)
    if suffix in TOML_SUFFIXES:
        from .toml_file import read_toml

        return read_toml(path, systems=systems)
    raise FileError(str(path), f"expected a .toml tournament file or a .trf file, "
                               f"found a file ending in {suffix or 'nothing'!r}")


__all__ = ["FileError", "FileInUse", "FileLock", "Problem", "SystemFormat", "Systems",
           "dumps_tournament", "dumps_trf",
           "is_trf", "load_tournament", "parse_toml", "read_toml", "read_trf",
           "save_tournament", "write_trf"]

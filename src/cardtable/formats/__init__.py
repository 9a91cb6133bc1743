"""Tournament files: the TOML tournament file (cardtable's own) and FIDE's TRF."""

from __future__ import annotations

from pathlib import Path

from ..model import Tournament
from .errors import FileError, FileInUse, Problem
from .save import TOURNAMENT_SUFFIX, FileLock
from .systems import SystemFormat, Systems
from .toml_file import dumps_tournament, parse_toml, read_toml, save_tournament
from .trf import read_trf, write_trf

TOML_SUFFIXES = (TOURNAMENT_SUFFIX,)
TRF_SUFFIXES = (".trf", ".trfx")


def is_trf(path: str | Path) -> bool:
    return Path(path).suffix.lower() in TRF_SUFFIXES


def load_tournament(path: str | Path, *, systems: Systems) -> Tournament:
    """Read a tournament from a ``.toml`` tournament file or a ``.trf`` file;
    ``systems``: the pairing systems a file may name."""
    suffix = Path(path).suffix.lower()
    if suffix in TRF_SUFFIXES:
        return read_trf(path, systems=systems)
    if suffix in TOML_SUFFIXES:
        return read_toml(path, systems=systems)
    raise FileError(str(path), f"expected a .toml tournament file or a .trf file, "
                               f"found a file ending in {suffix or 'nothing'!r}")


__all__ = ["FileError", "FileInUse", "FileLock", "Problem", "SystemFormat", "Systems",
           "dumps_tournament",
           "is_trf", "load_tournament", "parse_toml", "read_toml", "read_trf",
           "save_tournament", "write_trf"]

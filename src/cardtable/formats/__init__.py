"""Tournament files: the TOML tournament file (cardtable's own) and FIDE's TRF.

The readers and writers are imported when first asked for (PEP 562 ``__getattr__``),
so that a command that reads a TRF does not load the TOML writer, and the reverse."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..lazy import exports
from ..model import Tournament
from .errors import FileError, FileInUse, Problem
from .systems import SystemFormat, Systems

if TYPE_CHECKING:  # pragma: no cover
    from .save import FileLock
    from .toml_file import dumps_tournament, parse_toml, read_toml, save_tournament
    from .trf import dumps_trf, read_trf, write_trf

#: module -> the names it gives the package, imported on first use (cardtable.lazy)
__getattr__ = exports(__name__, {
    ".save": ("FileLock",),
    ".toml_file": ("dumps_tournament", "parse_toml", "read_toml", "save_tournament"),
    ".trf_read": ("read_trf",),
    ".trf": ("dumps_trf", "write_trf"),
})

TOML_SUFFIXES = (".toml",)  # TOURNAMENT_SUFFIX of .save
TRF_SUFFIXES = (".trf", ".trfx")


def is_trf(path: str | Path) -> bool:
    return Path(path).suffix.lower() in TRF_SUFFIXES


def load_tournament(path: str | Path, *, systems: Systems, cached: bool = False
                    ) -> Tournament:
    """Read a tournament from a ``.toml`` tournament file or a ``.trf`` file;
    ``systems``: the pairing systems a file may name. ``cached``: a large tournament
    file through the read cache (:mod:`.read_cache`: the reading kept for the same
    bytes by the same program)."""
    suffix = Path(path).suffix.lower()
    if suffix in TRF_SUFFIXES:
        from .trf_read import read_trf

        return read_trf(path, systems=systems)
    if suffix in TOML_SUFFIXES:
        from .toml_file import read_toml, toml_from_bytes

        if cached:
            from .read_cache import read_through

            return read_through(path, lambda raw: toml_from_bytes(raw, path,
                                                                  systems=systems))
        return read_toml(path, systems=systems)
    raise FileError(str(path), f"expected a .toml tournament file or a .trf file, "
                               f"found a file ending in {suffix or 'nothing'!r}")


__all__ = ["FileError", "FileInUse", "FileLock", "Problem", "SystemFormat", "Systems",
           "dumps_tournament", "dumps_trf",
           "is_trf", "load_tournament", "parse_toml", "read_toml", "read_trf",
           "save_tournament", "write_trf"]

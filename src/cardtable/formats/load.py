"""A tournament read from a file of either kind, told by its suffix: cardtable's TOML
tournament file or FIDE's TRF. Each reader is imported when its kind is read (issue 36)."""

from __future__ import annotations

from pathlib import Path

from ..model.tournament import Tournament
from .errors import FileError
from .systems import Systems

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

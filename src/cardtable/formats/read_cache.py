"""The tournaments read from large files, kept in the user's cache folder so that the
app opens 10 000 players in a fraction of a second (issue 36: reading and checking a
3.4 MB file takes over a second; loading what that reading gave, about 0.25 s).

The TOML file stays the one truth. An entry is used only when its key is the file's
exactly: the file's real path, size, modification time and SHA-256 of its bytes, and
the program that read it (the size and time of every one of cardtable's own modules
and Python's version), so that a file changed in any way, or read by another version
of the reader, is read and checked again. What is kept is the tournament the reader
gave for those bytes, never anything else: an entry is written after a reading (of
the bytes whose hash is its key) or after a save (:func:`remember`, only while the
file's bytes are still the ones saved). With the tournament saved last go the texts
the writer kept of it (:func:`~.toml_write.texts_written`), so that the first save
after the file is opened again writes again only what changed as well.

An entry is read only from a regular file of the user's own, not through a symbolic
link, by an unpickler that builds nothing but the model's classes and plain values; an
entry that is missing, damaged, planted or stale is ignored, and the file read. A
cache that cannot be written (a full disk, no home) costs the next opening its time,
nothing else. Files under :data:`MIN_BYTES` are read directly: they read in less time
than an entry takes to check."""

from __future__ import annotations

import functools
import hashlib
import io
import os
import pickle
import stat
import sys
from collections.abc import Callable
from pathlib import Path

from ..model.bulk import in_bulk
from ..model.tournament import Tournament
from .errors import FileError, read_bytes
from .save import write_atomic
from .toml_write import recall_texts, texts_written

#: Smaller files are read directly (a club's file of 100 players: about 30 KB).
MIN_BYTES = 256 * 1024

#: The layout of an entry; another layout is never read.
LAYOUT = "cardtable read cache 2"

#: What an entry may be built of beside the model's own classes (``cardtable.model.*``).
_PLAIN = frozenset({("fractions", "Fraction"), ("datetime", "date"),
                    ("datetime", "datetime"), ("datetime", "time"),
                    ("datetime", "timedelta"), ("datetime", "timezone")})

Key = tuple[str, ...]


def cache_folder() -> Path:
    """``$XDG_CACHE_HOME/cardtable/read``, by default ``~/.cache/cardtable/read``."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cardtable" / "read"


def read_through(path: str | Path, parse: Callable[[bytes], Tournament]) -> Tournament:
    """The tournament of the file ``path``: its entry when the key is the file's, else
    ``parse`` of its bytes (raising :class:`FileError` as ``parse`` does), then kept."""
    raw = read_bytes(path)
    if len(raw) < MIN_BYTES:
        return parse(raw)
    key = _key(path, raw)
    if key is not None:
        found = _entry(path, key)
        if found is not None:
            return found
    tournament = parse(raw)
    if key is not None:
        _keep(path, key, tournament)
    return tournament


def remember(path: str | Path, tournament: Tournament, digest: bytes) -> None:
    """After ``tournament`` was saved to ``path`` as bytes of SHA-256 ``digest``: kept
    as that file's reading, if the file still holds those bytes (else nothing)."""
    try:
        raw = read_bytes(path)
    except FileError:
        return
    if len(raw) >= MIN_BYTES and hashlib.sha256(raw).digest() == digest:
        key = _key(path, raw)
        if key is not None:
            _keep(path, key, tournament)


def entry_path(path: str | Path) -> Path:
    """Where the entry of the file ``path`` is kept: one per file, named by the hash of
    its real path."""
    name = hashlib.sha256(os.fsencode(os.path.realpath(path))).hexdigest()[:32]
    return cache_folder() / f"{name}.pickle"


def _key(path: str | Path, raw: bytes) -> Key | None:
    """The file's key, its bytes ``raw`` just read (None: it cannot be looked at)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (LAYOUT, os.path.realpath(path), str(len(raw)), str(info.st_mtime_ns),
            hashlib.sha256(raw).hexdigest(), _program())


@functools.cache
def _program() -> str:
    """The reader that made an entry: Python's version and the size and time of every
    module of cardtable (a change of the program, even within a version, is another
    reader)."""
    root = Path(__file__).resolve().parents[1]
    stamps = sorted(f"{module.relative_to(root)}:{info.st_size}:{info.st_mtime_ns}"
                    for module in root.rglob("*.py") for info in (module.stat(),))
    return hashlib.sha256("\n".join([sys.version, *stamps]).encode()).hexdigest()


class _Unpickler(pickle.Unpickler):
    """Builds the model's classes and plain values only: an entry cannot run code."""

    def find_class(self, module: str, name: str) -> object:
        if (module, name) in _PLAIN:
            return super().find_class(module, name)
        if module.startswith("cardtable.model.") and "." not in name:
            found = super().find_class(module, name)
            # a class the model defines: not a function or a module it imports
            if isinstance(found, type) and found.__module__ == module:
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not kept in an entry")


def _entry(path: str | Path, key: Key) -> Tournament | None:
    """The entry's tournament when its key is ``key``; None for anything else."""
    try:
        fd = os.open(entry_path(path), os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        with os.fdopen(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid():
                return None
            unpickler = _Unpickler(io.BytesIO(handle.read()))
            if unpickler.load() != key:
                return None
            with in_bulk():  # half a million objects, all kept: no collection walks them
                found = unpickler.load()
    except Exception:  # a damaged or foreign entry is no entry: the file is read
        return None
    if not (isinstance(found, tuple) and len(found) == 2
            and isinstance(found[0], Tournament) and isinstance(found[1], list)
            and all(isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[1], str)
                    for pair in found[1])):
        return None
    tournament: Tournament = found[0]
    recall_texts(tournament, found[1])
    return tournament


def _keep(path: str | Path, key: Key, tournament: Tournament) -> None:
    """Write the entry (atomically); a cache that cannot be written is left as it is."""
    target = entry_path(path)
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    try:
        pickler.dump(key)
        # one pickle: the texts name the very objects of the tournament read back
        pickler.dump((tournament, texts_written(tournament)))
        target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        write_atomic(target, buffer.getvalue())
    except (OSError, FileError, pickle.PicklingError):
        return

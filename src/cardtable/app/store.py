"""The tournament file the app has open: read it, hold its lock while the app runs, and
save each change atomically under that lock. Headless (no textual here)."""

from __future__ import annotations

from pathlib import Path

from cardtable.formats import FileError, FileLock, is_trf, save_tournament
from cardtable.systems.files import load_tournament
from cardtable.model import Tournament


class TournamentFile:
    """One tournament file. :meth:`open` reads it and takes its lock (``NAME.lock``), so
    that no other command writes it while the app shows it; :meth:`save` replaces it
    atomically, keeping ``NAME.toml.bak``; :meth:`close` gives the lock back.

    A TRF file, or a file opened with ``read_only``, is never written: ``read_only``
    then says why."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.read_only = ""
        self._lock: FileLock | None = None

    def open(self, *, read_only: bool = False) -> Tournament:
        """Read the file; raises :class:`FileError` (or ``FileInUse``) naming the
        problem. Unless read only, the lock is held from here until :meth:`close`."""
        if is_trf(self.path):
            self.read_only = (f"{self.path.name} is a TRF file, which cardtable only reads: "
                              f"import it into a tournament file to change it "
                              f"(cardtable import {self.path.name} -o "
                              f"{self.path.with_suffix('.toml').name})")
        elif read_only:
            self.read_only = f"{self.path.name} is open read only"
        if self.read_only:
            return load_tournament(self.path)
        lock = FileLock(self.path)
        lock.acquire()
        try:
            tournament = load_tournament(self.path)
        except BaseException:
            lock.release()
            raise
        self._lock = lock
        return tournament

    def save(self, tournament: Tournament) -> None:
        """Write ``tournament`` atomically; raises :class:`FileError` when the file is
        read only or cannot be written (the file on disk is then unchanged)."""
        if self.read_only:
            raise FileError(str(self.path), f"not saved: {self.read_only}")
        if self._lock is None:
            raise FileError(str(self.path), "not saved: the file is not open")
        save_tournament(tournament, self.path)

    def close(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

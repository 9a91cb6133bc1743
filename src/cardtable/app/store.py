"""The tournament file the app has open: read it, hold its lock while the app runs, and
save each change atomically under that lock. Headless (no textual here)."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from cardtable.formats.errors import FileError
from cardtable.formats.save import FileLock
from cardtable.formats.load import is_trf
from cardtable.formats.toml_file import save_tournament
from cardtable.formats.read_cache import remember
from cardtable.formats.safe_text import displayable
from cardtable.formats.save import check_tournament_name, write_atomic
from cardtable.systems.files import load_tournament
from cardtable.model.tournament import Tournament

#: The repository's samples (in a clone, beside ``src/``): opened for practice only,
#: so that exploring them never changes the repository.
SAMPLES = Path(__file__).resolve().parents[3] / "sample_tournaments"


def is_sample(path: Path) -> bool:
    """Whether ``path`` lies in the repository's ``sample_tournaments/``."""
    return SAMPLES.is_dir() and path.resolve().is_relative_to(SAMPLES.resolve())


class ChangedOnDisk(FileError):
    """Another program changed the file since the app read or saved it: saving now
    would overwrite that change."""


@dataclass(frozen=True)
class Stamp:
    """What the file on disk was when the app last read or wrote it."""

    mtime_ns: int
    size: int
    digest: bytes

    @classmethod
    def of(cls, path: Path) -> Stamp | None:
        try:
            info = os.stat(path)
            data = path.read_bytes()
        except OSError:
            return None
        return cls(info.st_mtime_ns, info.st_size, hashlib.sha256(data).digest())

    def same_as(self, path: Path, *, by_content: bool = False) -> bool:
        """Whether the file is still this one. A quick look (the poll) compares its
        time and size, and its bytes only when those moved (an editor that saves the
        same text); ``by_content`` (before a save) always compares the bytes' hash,
        since a change can keep both (``cp -p``, ``rsync -t``, an edit within the
        same second on a file system with coarse times)."""
        try:
            info = os.stat(path)
        except OSError:
            return False
        if (info.st_mtime_ns, info.st_size) == (self.mtime_ns, self.size) and not by_content:
            return True
        other = Stamp.of(path)
        return other is not None and other.digest == self.digest


class TournamentFile:
    """One tournament file. :meth:`open` reads it and takes its lock (``NAME.lock``), so
    that no other command writes it while the app shows it; :meth:`save` replaces it
    atomically, keeping ``NAME.toml.bak``; :meth:`close` gives the lock back.

    A TRF file, or a file opened with ``read_only``, is never written: ``read_only``
    then says why. In practice mode (``practice``, and always for the repository's
    own samples) the file is not written either, but changes are kept in memory, so
    everything can be tried; ``practice`` then says why, and :meth:`save_copy` turns
    the practice into a real tournament file elsewhere."""

    def __init__(self, path: str | Path, *, practice: bool = False):
        self.path = Path(path)
        self.read_only = ""
        self.practice = ""
        if practice:
            self.practice = f"{self.path.name} is open for practice"
        elif is_sample(self.path):
            self.practice = f"{self.path.name} is one of cardtable's samples"
        #: Said once opened: a lock left by an ended process was taken over.
        self.notice = ""
        self._lock: FileLock | None = None
        self._stamp: Stamp | None = None
        #: A new tournament made in practice: held here, never written.
        self.made: Tournament | None = None
        #: The last version saved and the hash of the bytes it was saved as: kept as
        #: the file's reading when the app closes it, if the file still holds them.
        self._saved: tuple[Tournament, bytes] | None = None

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
        if self.read_only or self.practice:
            return self._load()
        lock = FileLock(self.path)
        lock.acquire()
        try:
            tournament = self._load()
        except BaseException:
            lock.release()
            raise
        self._lock = lock
        self.notice = lock.notice
        return tournament

    def _load(self) -> Tournament:
        if self.made is not None:
            return self.made
        stamp = Stamp.of(self.path)
        # every text from the file made safe for the terminal before the app shows it
        tournament = displayable(load_tournament(self.path, cached=True))
        self._stamp = stamp
        return tournament

    def reload(self) -> Tournament:
        """Read the file again (after a change on disk); raises :class:`FileError`."""
        return self._load()

    def changed_on_disk(self, *, by_content: bool = False) -> bool:
        """Whether another program changed the file since the app read or saved it;
        ``by_content``: by the hash of its bytes, whatever its time and size say."""
        return (self._stamp is not None
                and not self._stamp.same_as(self.path, by_content=by_content))

    def save(self, tournament: Tournament, *, over_theirs: bool = False) -> str:
        """Write ``tournament`` atomically; raises :class:`FileError` when the file is
        read only or cannot be written, :class:`ChangedOnDisk` when another program
        changed it (the file on disk is then unchanged). With ``over_theirs`` that
        change is saved over, its version kept first as ``NAME.theirs-TIME.bak``,
        whose name is returned."""
        if self.read_only:
            raise FileError(str(self.path), f"not saved: {self.read_only}")
        if self.practice:
            return ""
        if self._lock is None:
            raise FileError(str(self.path), "not saved: the file is not open")
        kept = ""
        if self.changed_on_disk(by_content=True):  # never over a change silently
            if not over_theirs:
                raise ChangedOnDisk(str(self.path), "not saved: another program changed "
                                                    "the file since it was opened here")
            kept = self._keep_theirs()
        save_tournament(tournament, self.path)
        self._stamp = Stamp.of(self.path)
        if self._stamp is not None:
            self._saved = (tournament, self._stamp.digest)
        return kept

    def _keep_theirs(self) -> str:
        """The version on disk, kept beside the file before the app saves over it."""
        time = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.theirs-{time}.bak")
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return "(nothing: the file had been removed)"
        write_atomic(target, data)
        return target.name

    def create(self, tournament: Tournament) -> None:
        """Write the new file (never over an existing one); :meth:`open` reads it.
        In practice nothing is written: :meth:`open` gives the tournament back from
        memory, and :meth:`save_copy` can still write it elsewhere."""
        if os.path.lexists(self.path):  # a dangling link too: never written through
            raise FileError(str(self.path), "already exists")
        if self.practice:
            self.made = tournament
            return
        with FileLock(self.path):
            save_tournament(tournament, self.path)

    def save_copy(self, tournament: Tournament, path: str | Path) -> None:
        """Write ``tournament`` to the new file ``path`` (never over an existing one)
        and go on with that file, no longer in practice; raises :class:`FileError`."""
        target = Path(path)
        check_tournament_name(target)
        if os.path.lexists(target):
            raise FileError(str(target), "already exists; choose another name")
        if is_sample(target):
            raise FileError(str(target), "is among cardtable's samples; choose another "
                                         "folder")
        lock = FileLock(target)
        lock.acquire()
        try:
            save_tournament(tournament, target)
        except BaseException:
            lock.release()
            raise
        self.close()
        self.path, self._lock, self.practice, self.read_only = target, lock, "", ""
        self.made = None
        self._stamp = Stamp.of(target)

    def close(self) -> None:
        """Give the lock back; the version saved last is kept in the read cache, so
        that the next opening of a large file need not read it again (issue 36)."""
        if self._saved is not None:
            remember(self.path, *self._saved)
            self._saved = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

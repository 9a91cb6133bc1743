"""Writing files so that a crash never leaves a broken one, and two processes never
write the same tournament at once.

* :func:`write_atomic` writes a temporary file in the same folder as the real file
  (through a symbolic link only when the link is the tournament file the user named,
  ``through_link``), flushes and fsyncs it, then renames
  it over the target: at every moment the target is either the old file or the new
  one, whole. With ``backup`` the old version becomes ``NAME.bak``, only once the new
  file is in place (a failed save leaves the backup as it was). A read-only file is
  refused. A temporary file left by a process killed mid-save is removed by a later
  save once it is older than a minute.
* :class:`FileLock` is ``NAME.lock`` beside the file, locked with ``flock`` and holding
  the owner's process id and host. A second writer is told the file is in use; the
  kernel releases the lock of a process that ends in any way (even ``kill -9``), so a
  lock file left behind, empty or naming a dead process, is taken over at once.
* :func:`create_file` writes a new file (never over an existing one) and
  :func:`write_output` a file a command makes from a tournament (a TRF file, a page),
  both under the file's lock, so that no writer replaces a file another process has
  open for writing. :func:`check_new` says beforehand why a new file cannot be made.

A file that cannot be made because of its folder (missing, not a folder, not
writable) is reported naming the folder.

No write follows a symbolic link cardtable did not make (issue 35): every file is
written by :func:`write_atomic`, which refuses a link at the name it writes
(:func:`refuse_link`) unless it is the tournament file the user named, and renames
over the name (a rename replaces a link, never the file it points to); the lock file
is opened with ``O_NOFOLLOW`` and ``O_EXCL``, and a link planted at its name is
refused with a message. A planted ``NAME.bak`` link is replaced, not followed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import time
from pathlib import Path

from .errors import FileError, FileInUse
from .safe_text import printable
from ..model.numerals import is_digits

try:  # POSIX; elsewhere the lock file's owner alone decides
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]


def backup_path(path: str | Path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".bak")


def lock_path(path: str | Path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".lock")


def real_path(path: str | Path) -> Path:
    """The file a save replaces: ``path`` itself, or the file its symbolic links name
    (the link stays a link and the real file gets the new text)."""
    path = Path(path)
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def refuse_link(path: str | Path) -> None:
    """Raise :class:`FileError` when ``path`` is a symbolic link: a file a command
    makes (an export, a page, a lock) is never written through one, which could
    point at a tournament or any other file (issue 35)."""
    if os.path.islink(path):
        raise FileError(str(path), f"not written: it is a symbolic link (to "
                                   f"{os.readlink(path)}), which cardtable does not write "
                                   f"through; remove the link or choose another name")


def write_atomic(path: str | Path, text: str | bytes, *, backup: bool = False,
                 through_link: bool = False) -> None:
    """Replace ``path`` by ``text`` (UTF-8, or bytes as they are) atomically; with
    ``backup`` keep the previous version as ``NAME.bak``. ``path`` may be a symbolic
    link only with ``through_link`` (the tournament file the user named: the file it
    names gets the text); any other link is refused (:func:`refuse_link`). Raises
    :class:`FileError` when the file is read only or the folder cannot be written (a
    full disk, say); the file, its backup and the folder are then as they were."""
    shown = str(path)
    if not through_link:
        refuse_link(path)
    path = real_path(path)
    _refuse_read_only(path, shown)
    try:
        tmp = _write_temporary(path, text.encode("utf-8") if isinstance(text, str) else text)
        old = None
        try:
            if backup and path.exists():
                old = _hold_previous(path)
            os.replace(tmp, path)
        except BaseException:
            for leftover in (tmp, old):
                if leftover is not None:
                    with contextlib.suppress(OSError):
                        os.unlink(leftover)
            raise
        if old is not None:  # the new file is in place: now the backup turns over
            os.replace(old, backup_path(path))
        _fsync_folder(path.parent)
        _remove_orphans(path)
    except OSError as exc:
        raise FileError(shown, f"cannot write the file: {_reason(path, exc)}") from None


#: What a file that a command makes may not be called: the name of a tournament file
#: (a TRF or a page written over one would lose the tournament).
TOURNAMENT_SUFFIX = ".toml"


def check_tournament_name(path: str | Path) -> None:
    """Raise :class:`FileError` unless ``path`` names a tournament file (``.toml``)."""
    if Path(path).suffix.lower() != TOURNAMENT_SUFFIX:
        raise FileError(str(path), f"a tournament file ends in {TOURNAMENT_SUFFIX}")


def check_new_tournament(path: str | Path) -> None:
    """:func:`check_tournament_name`, then :func:`check_new`."""
    check_tournament_name(path)
    check_new(path)


def check_new(path: str | Path) -> None:
    """Raise :class:`FileError` when a new file cannot be made at ``path``: it exists
    already, or its folder is missing, not a folder, or not writable. Commands that
    work long before they write (``simulate``) ask first."""
    if os.path.lexists(path):
        raise FileError(str(path), "already exists; choose another name")
    problem = _folder_problem(Path(path).parent)
    if problem:
        raise FileError(str(path), f"cannot be created: {problem}")


def create_file(path: str | Path, text: str | bytes) -> None:
    """Write the new file ``path`` atomically under its lock; refused (a
    :class:`FileError`) when it exists already, even if made meanwhile."""
    with FileLock(path):
        check_new(path)
        write_atomic(path, text)


def write_output(path: str | Path, text: str | bytes) -> None:
    """Write (or replace) a file a command makes, atomically and under its lock (a
    file another process has open for writing is refused). A ``.toml`` name is
    refused: it names a tournament file, which such an output would replace. Every
    control character a name may hold (ESC, OSC, DCS, C1, bidi overrides) is written
    escaped (``\\x1b``, ``\\u202e``) as the terminal and the app show it
    (:func:`~cardtable.formats.safe_text.printable`), so that ``cat`` of a page, a
    CSV or a JSON file cannot steer a terminal (issue 35). Bytes (a PDF) are written
    as they are: their text was made printable before it was laid out."""
    if Path(path).suffix.lower() == TOURNAMENT_SUFFIX:
        raise FileError(str(path), f"not written: a name ending in {TOURNAMENT_SUFFIX} is "
                                   f"for tournament files; choose another name")
    with FileLock(path):
        write_atomic(path, printable(text) if isinstance(text, str) else text)


def _folder_problem(folder: Path) -> str:
    """Why no file can be made in ``folder`` (empty when nothing is known against it)."""
    if not folder.exists():
        return f"the folder {folder} does not exist"
    if not folder.is_dir():
        return f"{folder} is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"the folder {folder} cannot be written (no permission)"
    return ""


#: Errors of making a file that come from its folder rather than from the disk.
_FOLDER_ERRORS = (errno.ENOENT, errno.ENOTDIR, errno.EACCES, errno.EPERM, errno.EROFS)


def _reason(path: Path, exc: OSError) -> str:
    """What went wrong making or writing ``path``: its folder named when the folder is
    the cause, else the system's words (e.g. a full disk)."""
    words = exc.strerror or str(exc)
    if exc.errno not in _FOLDER_ERRORS:
        return words
    return _folder_problem(path.parent) or f"the folder {path.parent} cannot be written " \
                                             f"({words})"


def _refuse_read_only(path: Path, shown: str) -> None:
    """A file without write permission is the arbiter's wish not to change it
    (``chmod 444``): refused, even for root, whom the system would let write it."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return
    if not stat.S_ISREG(mode):
        raise FileError(shown, "not saved: this is not a regular file")
    if not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(path, os.W_OK):
        raise FileError(shown, "not saved: the file is read only (give it write "
                               "permission to change it, e.g. chmod u+w)")


def _write_temporary(path: Path, data: bytes) -> str:
    """A flushed and fsynced temporary copy of ``data`` in the folder of ``path``."""
    fd, tmp = _create_temporary(path.parent or Path("."), path.name)
    try:
        os.fchmod(fd, _mode_for(path))
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def _create_temporary(folder: Path, name: str) -> tuple[int, str]:
    """A new file ``.NAME.<random>.tmp`` in ``folder``, created exclusively and
    readable by its owner only, as ``tempfile.mkstemp`` makes it (whose module a
    command's start does not need to load, issue 36): (its descriptor, its path)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    while True:
        tmp = os.path.join(folder, f".{name}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, flags, 0o600), tmp
        except FileExistsError:
            continue


#: A temporary file of a save older than this was left by a killed process.
ORPHAN_SECONDS = 60.0


def _remove_orphans(path: Path) -> None:
    import glob

    now = time.time()
    for orphan in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - orphan.stat().st_mtime > ORPHAN_SECONDS:
                orphan.unlink()


def _mode_for(path: Path) -> int:
    """The permissions of the file being replaced, or the usual ones of a new file
    (mkstemp would make it readable by its owner only)."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _hold_previous(path: Path) -> str:
    """A second name for the current file (a hard link, or a copy where links are not
    possible), renamed to ``NAME.bak`` once the new file is in place, so that the
    file and its backup are whole at every moment."""
    link = path.with_name(f".{path.name}.{os.urandom(6).hex()}.bak.tmp")
    try:
        os.link(path, link)
    except OSError:
        return _write_temporary(path, path.read_bytes())
    return str(link)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be
    opened."""
    try:
        fd = os.open(folder or Path("."), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class FileLock:
    """``with FileLock(path):`` holds ``NAME.lock`` for as long as the block runs.

    Raises :class:`FileInUse` if another live process holds it, :class:`FileError` if
    the lock file cannot be made (a full disk: nothing is left behind). ``notice``
    says so when a lock left by an ended process was taken over."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.lock = lock_path(real_path(self.path))
        self.notice = ""
        self._fd: int | None = None

    def acquire(self) -> None:
        for _ in range(20):  # another process may replace the lock file meanwhile
            fd, found = self._open()
            if not _flock(fd):
                owner = _read_owner(self.lock)
                os.close(fd)
                raise FileInUse(str(self.path), _in_use_message(self.lock, owner))
            if not _same_file(fd, self.lock):  # unlinked by its owner as we waited
                os.close(fd)
                continue
            owner = _read_owner(self.lock)
            if owner is not None and owner[1] and owner[1] != _host():
                os.close(fd)  # another host's lock cannot be checked: it counts as held
                raise FileInUse(str(self.path), _in_use_message(self.lock, owner))
            if found:
                self.notice = _taken_over_message(self.lock, owner)
            self._own(fd)
            return
        raise self._contested()

    def _open(self) -> tuple[int, bool]:
        """The lock file opened, and whether it was there already."""
        for _ in range(20):
            try:
                return os.open(self.lock, os.O_CREAT | os.O_EXCL | os.O_RDWR | _NOFOLLOW,
                               0o644), False
            except FileExistsError:
                pass
            except OSError as exc:  # e.g. the folder does not exist
                raise self._cannot_create(exc) from None
            try:
                return self._own_file(os.open(self.lock, os.O_RDWR | _NOFOLLOW)), True
            except FileNotFoundError:  # released by its owner between the two opens
                continue
            except OSError as exc:
                if os.path.islink(self.lock):  # planted: O_NOFOLLOW refused it (ELOOP)
                    raise FileError(str(self.path), f"not written: the lock file "
                                    f"{self.lock.name} is a symbolic link, which cardtable "
                                    f"does not follow; remove it") from None
                raise self._cannot_create(exc) from None
        raise self._contested()

    def _own_file(self, fd: int) -> int:
        """``fd`` when the lock file found is a plain file of its own; a planted hard
        link to another file (or a device, a pipe) is refused, never truncated."""
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_nlink != 1:
            os.close(fd)
            raise FileError(str(self.path), f"not written: the lock file {self.lock.name} "
                                            f"is not a plain file of its own (a link to "
                                            f"another file?); remove it")
        return fd

    def _contested(self) -> FileInUse:
        return FileInUse(str(self.path), f"the file is in use: other processes keep taking "
                                         f"the lock file {self.lock.name}")

    def _cannot_create(self, exc: OSError) -> FileError:
        """The lock file cannot be made: because of its folder (which the file itself
        would be written to), or for another reason the system gives."""
        if exc.errno in _FOLDER_ERRORS:
            return FileError(str(self.path), f"cannot write the file: "
                                             f"{_reason(self.lock, exc)}")
        return FileError(str(self.path), f"cannot create the lock file {self.lock.name}: "
                                         f"{exc.strerror or exc}")

    def _own(self, fd: int) -> None:
        """Write our process id and host into the lock file we hold."""
        data = f"{os.getpid()} {_host()}\n".encode()
        try:
            os.ftruncate(fd, 0)
            if os.pwrite(fd, data, 0) != len(data):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.unlink(self.lock)
            os.close(fd)
            raise FileError(str(self.path), f"cannot write the lock file {self.lock.name}: "
                                            f"{exc.strerror or exc}") from None
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.lock)  # while still holding it: see _same_file
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()


#: Open a name without following a symbolic link there (POSIX; 0 elsewhere).
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def _flock(fd: int) -> bool:
    """Take the kernel's lock on the open lock file without waiting; False when
    another open file holds it (a live writer: the kernel drops the lock of a process
    that ended)."""
    if fcntl is None:  # pragma: no cover
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:  # a file system without flock: the owner in the file decides
        owner = _read_owner_fd(fd)
        return owner is None or not _alive(*owner)
    return True


def _same_file(fd: int, lock: Path) -> bool:
    """Whether the lock file we hold is still the one at its name (its owner unlinks
    it on release, and a new one may stand there by now)."""
    try:
        st = os.stat(lock)
    except OSError:
        return False
    held = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (held.st_dev, held.st_ino)


def _read_owner(lock: Path) -> tuple[int, str] | None:
    """(pid, host) written in a lock file, or None when it cannot be read (empty, or
    garbage)."""
    try:
        words = lock.read_text(encoding="utf-8", errors="replace").split()
    except OSError:
        return None
    return _owner(words)


def _read_owner_fd(fd: int) -> tuple[int, str] | None:
    return _owner(os.pread(fd, 200, 0).decode("utf-8", "replace").split())


def _owner(words: list[str]) -> tuple[int, str] | None:
    if not words or not is_digits(words[0]) or len(words[0]) > 12:
        return None
    return int(words[0]), words[1] if len(words) > 1 else ""


def _host() -> str:
    """This machine's host name, as ``socket.gethostname()`` gives it (the kernel's
    node name), without importing the socket module at a command's start (issue 36)."""
    return os.uname().nodename


def _alive(pid: int, host: str) -> bool:
    """Whether the process that wrote a lock may still run. A lock from another host
    cannot be checked, so it counts as alive."""
    if host and host != _host():
        return True
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):  # e.g. PermissionError: another user's process
        return True
    return True


def _in_use_message(lock: Path, owner: tuple[int, str] | None) -> str:
    if owner is None:
        where = "another process"
    else:
        pid, host = owner
        where = f"process {pid}" + (f" on {host}" if host else "")
    return (f"the file is in use: {where} has it open for writing (lock file {lock.name}); "
            f"close it there first")


def _taken_over_message(lock: Path, owner: tuple[int, str] | None) -> str:
    left = f"by process {owner[0]}, which has ended" if owner else "empty or unreadable"
    return f"took over the lock file {lock.name} (left {left})"

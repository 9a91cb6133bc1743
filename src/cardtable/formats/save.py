"""Writing files so that a crash never leaves a broken one, and two processes never
write the same tournament at once.

* :func:`write_atomic` writes a temporary file in the same folder, flushes and fsyncs
  it, then renames it over the target: at every moment the target is either the old
  file or the new one, whole. With ``backup`` the old version is kept as
  ``NAME.bak``. A temporary file left by a process killed mid-save is removed by a
  later save once it is older than a minute.
* :class:`FileLock` is ``NAME.lock`` beside the file, created with ``O_CREAT|O_EXCL``
  and holding the owner's process id and host. A second writer is told the file is
  in use; a lock left by a process that no longer runs on this host is taken over.
"""

from __future__ import annotations

import contextlib
import glob
import os
import secrets
import socket
import stat
import tempfile
import time
from pathlib import Path

from .errors import FileError, FileInUse


def backup_path(path: str | Path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".bak")


def lock_path(path: str | Path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".lock")


def write_atomic(path: str | Path, text: str, *, backup: bool = False) -> None:
    """Replace ``path`` by ``text`` (UTF-8) atomically; with ``backup`` keep the
    previous version as ``NAME.bak``. Raises :class:`FileError` when the folder
    cannot be written."""
    path = Path(path)
    try:
        tmp = _write_temporary(path, text.encode("utf-8"))
        try:
            if backup and path.exists():
                _keep_backup(path)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        _fsync_folder(path.parent)
        _remove_orphans(path)
    except OSError as exc:
        raise FileError(str(path), f"cannot write the file: {exc.strerror or exc}") from None


def _write_temporary(path: Path, data: bytes) -> str:
    """A flushed and fsynced temporary copy of ``data`` in the folder of ``path``."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                               dir=path.parent or Path("."))
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


#: A temporary file of a save older than this was left by a killed process.
ORPHAN_SECONDS = 60.0


def _remove_orphans(path: Path) -> None:
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


def _keep_backup(path: Path) -> None:
    """Make ``NAME.bak`` the current file, itself replaced atomically, so that the
    file and its backup are whole at every moment."""
    target = backup_path(path)
    link = path.with_name(f".{path.name}.{secrets.token_hex(6)}.bak.tmp")
    try:
        os.link(path, link)
    except OSError:
        link = Path(_write_temporary(path, path.read_bytes()))
    os.replace(link, target)


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

    Raises :class:`FileInUse` if another live process holds it."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.lock = lock_path(self.path)
        self._held = False

    def acquire(self) -> None:
        for _ in range(2):
            try:
                fd = os.open(self.lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
            except FileExistsError:
                owner = _read_owner(self.lock)
                if _held_by_other(self.lock, owner):
                    raise FileInUse(str(self.path), _in_use_message(self.lock, owner)) \
                        from None
                # A stale lock: its process is gone. Take it over, unless it changed
                # hands since it was read.
                if _read_owner(self.lock) == owner:
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(self.lock)
                continue
            except OSError as exc:
                raise FileError(str(self.path), f"cannot create the lock file "
                                                f"{self.lock.name}: {exc.strerror or exc}") \
                    from None
            with os.fdopen(fd, "w") as handle:
                handle.write(f"{os.getpid()} {socket.gethostname()}\n")
            self._held = True
            return
        raise FileInUse(str(self.path), f"the file is in use: another process took the "
                                        f"lock file {self.lock.name} at the same moment")

    def release(self) -> None:
        if self._held:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.lock)
            self._held = False

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(self, *exc_info) -> None:
        self.release()


#: A lock file without a readable owner younger than this is being written right now.
FRESH_LOCK_SECONDS = 10.0


def _held_by_other(lock: Path, owner: tuple[int, str] | None) -> bool:
    if owner is not None:
        return _alive(*owner)
    try:
        age = time.time() - lock.stat().st_mtime
    except OSError:
        return False
    return age < FRESH_LOCK_SECONDS


def _read_owner(lock: Path) -> tuple[int, str] | None:
    """(pid, host) written in a lock file, or None when it cannot be read (a lock
    being written this instant, or garbage)."""
    try:
        words = lock.read_text(encoding="utf-8", errors="replace").split()
    except OSError:
        return None
    if not words or not words[0].isdigit():
        return None
    return int(words[0]), words[1] if len(words) > 1 else ""


def _alive(pid: int, host: str) -> bool:
    """Whether the process that wrote a lock may still run. A lock from another host
    cannot be checked, so it counts as alive."""
    if host and host != socket.gethostname():
        return True
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # e.g. PermissionError: the process exists under another user
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

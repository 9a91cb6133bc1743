"""Errors about input files: each names the file, where in it, and what is wrong."""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .limits import MAX_FILE_BYTES

if TYPE_CHECKING:  # pragma: no cover  (pathlib: not at a command's start, issue 36)
    from pathlib import Path


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a file. ``where`` is a TOML path such as
    ``rounds[3].games[5].result`` or ``line 12, column 92``; ``line`` is the line
    number when the format gives one."""

    where: str
    message: str
    line: int | None = None

    def render(self, path: str) -> str:
        at = f"{path}"
        if self.line is not None:
            at += f":{self.line}"
        return f"{at}: {self.where}: {self.message}" if self.where else f"{at}: {self.message}"


class FileError(Exception):
    """A file could not be read, or holds something wrong. Carries every problem
    found, so the user can fix them all at once."""

    def __init__(self, path: str, problems: list[Problem] | Problem | str):
        if isinstance(problems, str):
            problems = [Problem("", problems)]
        elif isinstance(problems, Problem):
            problems = [problems]
        self.path = str(path)
        self.problems = list(problems)
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(p.render(self.path) for p in self.problems)


class FileInUse(FileError):
    """Another process has the file open for writing (its lock file exists)."""


def read_bytes(path: str | Path) -> bytes:
    """The bytes of a file, or a :class:`FileError` saying why it cannot be read. Only
    a regular file of at most :data:`MAX_FILE_BYTES` is read: a FIFO, a device (such as
    a link to ``/dev/zero``) or a folder is refused without waiting on it."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise FileError(str(path), f"cannot read the file: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileError(str(path), "cannot read the file: it is not a regular file "
                                       "(a folder, a FIFO or a device)")
        if info.st_size > MAX_FILE_BYTES:
            raise FileError(str(path), _too_large(info.st_size))
        chunks = []
        size = 0
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > MAX_FILE_BYTES:
                raise FileError(str(path), _too_large(size))
        return b"".join(chunks)
    except OSError as exc:
        raise FileError(str(path), f"cannot read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def _too_large(size: int) -> str:
    return (f"cannot read the file: it is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB "
            f"(found {size} bytes or more)")


class NotWritable(ValueError):
    """What TRF has no room for in this tournament (a pairing number or a score wider
    than its columns, a name with no printable character, match points finer than a
    tenth): the message says which and why. Writing it anyway would give a file that
    the reader refuses or reads as something else."""

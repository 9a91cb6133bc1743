"""Errors about input files: each names the file, where in it, and what is wrong."""

from __future__ import annotations

from dataclasses import dataclass
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
    """The bytes of a file, or a :class:`FileError` saying why it cannot be read."""
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise FileError(str(path), f"cannot read the file: {exc.strerror or exc}") from None

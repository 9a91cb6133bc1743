"""The TOML tournament file: read it (every problem named at once), write it in the
canonical order, save it atomically with a backup. Format: docs/file-format.md."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from ..model.tournament import Tournament
from .errors import FileError, Problem, read_bytes
from .save import write_atomic
from .systems import Systems
from .toml_fields import Problems
from .toml_read import tournament_from_data
from .toml_write import dumps_tournament

_AT = re.compile(r"\s*\(at line (\d+), column (\d+)\)\s*$", re.ASCII)


def read_toml(path: str | Path, *, systems: Systems) -> Tournament:
    """Read a tournament file; raise :class:`FileError` naming every problem.
    ``systems``: the pairing systems a file may name."""
    return toml_from_bytes(read_bytes(path), path, systems=systems)


def toml_from_bytes(raw: bytes, path: str | Path, *, systems: Systems) -> Tournament:
    """The tournament of a file's bytes ``raw`` (UTF-8, a byte order mark allowed);
    raise :class:`FileError` naming every problem, the file called ``path``."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise FileError(str(path), Problem("", f"expected UTF-8 text, found the byte "
                                               f"0x{raw[exc.start]:02x}", line)) from None
    return parse_toml(text.removeprefix("\ufeff"), str(path), systems=systems)


def parse_toml(text: str, path: str = "<toml>", *, systems: Systems) -> Tournament:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise FileError(path, _syntax_problem(exc)) from None
    except ValueError as exc:  # Python's limit on the digits of an integer
        raise FileError(path, _long_number(text, exc)) from None
    except RecursionError:
        raise FileError(path, _too_deep(text)) from None
    problems = Problems(text)
    tournament = tournament_from_data(data, problems, systems)
    if problems.found:
        ordered = sorted(problems.found, key=lambda p: p.line or 0)
        raise FileError(path, ordered)
    return tournament


_LONG_DIGITS = re.compile(r"[0-9_]{4301,}")


def _too_deep(text: str) -> Problem:
    """TOML's reader follows nested arrays and inline tables by recursion: a value
    nested some hundreds of levels deep exhausts it. Named on the line that opens the
    most of them."""
    lines = text.splitlines() or [""]
    number = max(range(len(lines)), key=lambda i: lines[i].count("[") + lines[i].count("{"))
    return Problem("", "a value is nested too deeply (arrays or inline tables inside "
                       "each other some hundreds of levels deep)", number + 1)


def _long_number(text: str, exc: ValueError) -> Problem:
    found = _LONG_DIGITS.search(text)
    line = text.count("\n", 0, found.start()) + 1 if found else None
    return Problem("", f"a number is too long ({exc})" if found is None else
                   "a number has more than 4300 digits", line)


def _syntax_problem(exc: tomllib.TOMLDecodeError) -> Problem:
    message = str(exc)
    at = _AT.search(message)
    if at is None:
        return Problem("", f"TOML syntax error: {message}")
    text = message[:at.start()]
    return Problem("", f"TOML syntax error at column {at.group(2)}: {text}",
                   int(at.group(1)))


def save_tournament(tournament: Tournament, path: str | Path) -> None:
    """Write the canonical text atomically, keeping the previous file as
    ``NAME.toml.bak``. The caller holds the file's lock (:class:`FileLock`). A
    tournament file the user named may be a symbolic link: the file it names is
    written."""
    write_atomic(path, dumps_tournament(tournament), backup=True, through_link=True)


__all__ = ["dumps_tournament", "parse_toml", "read_toml", "save_tournament",
           "toml_from_bytes"]

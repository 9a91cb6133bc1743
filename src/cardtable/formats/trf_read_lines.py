"""What every part of the TRF reader shares: the lines of a file (any line ending),
the columns of a line, whole numbers and dates as TRF writes them, and the list of
problems found, each at its line and column."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import Problem
from .limits import MAX_ROUNDS
from ..model.numerals import is_digits

ROUND_START = 91  # 0-based column of round 1's opponent field (TRF column 92)
ROUND_WIDTH = 10

#: A TRF record: a three-character code (digits, or the engines' XX and a letter),
#: then a space or the end of the line.
RECORD = re.compile(r"(\d{3}|XX[A-Z])( |$)", re.ASCII)


class Skip(Exception):
    """The line being read has a problem (already reported): go on with the next."""


@dataclass
class LineProblems:
    """The problems found in one file so far, each at its line and column."""

    path: str
    problems: list[Problem] = field(default_factory=list)

    def fail(self, line: int, column: int | None, message: str) -> None:
        where = f"line {line}" + (f", column {column}" if column else "")
        self.problems.append(Problem(where, message, line))


def split_lines(text: str) -> list[str]:
    """Split on CR, LF or CRLF."""
    return re.split(r"\r\n|\r|\n", text)


def columns(line: str, start: int, end: int) -> str:
    """Columns ``start``..``end`` (1-based, inclusive)."""
    return line[start - 1:end]


def digits(text: str) -> bool:
    """Whether ``text`` is a whole number as TRF writes one: ASCII digits (not ``²``),
    at most twelve of them."""
    return is_digits(text) and len(text) <= 12


def rounds_number(text: str, line: int, column: int, problems: LineProblems,
                  what: str) -> int:
    """A number of rounds (or a round) up to :data:`MAX_ROUNDS`; :class:`Skip` after
    reporting anything else."""
    text = text.strip()
    if not digits(text) or int(text) > MAX_ROUNDS:
        problems.fail(line, column, f"expected the {what} as a whole number up to "
                                    f"{MAX_ROUNDS}, found {text[:20]!r}")
        raise Skip
    return int(text)


def date_from_trf(text: str) -> str:
    """``YYYY/MM/DD`` or ``YY/MM/DD`` (taken as 20YY) as an ISO date when it is a
    valid date; anything else as it stands."""
    text = text.strip()
    parts = text.split("/")
    if len(parts) == 3 and all(digits(p) for p in parts) and len(parts[0]) in (2, 4):
        year = parts[0] if len(parts[0]) == 4 else "20" + parts[0]
        iso = f"{year}-{parts[1]:0>2}-{parts[2]:0>2}"
        import datetime as dt  # a file with dates only (issue 36)

        try:
            return dt.date.fromisoformat(iso).isoformat()
        except ValueError:
            return text
    return text

"""The standings a TRF file states: each player's points and rank (record 001, columns
81-84 and 86-89) and, in a file cardtable generated, every tie-break value.

TRF-2026 has no field for tie-break values, so ``cardtable generate`` writes them as
comment lines (``###``, which every TRF reader skips), one header naming the round and
the codes of record 212, then one line a player::

    ### STANDINGS AFTER 9: PTS, BH/C1, BH, SB
    ### STANDING    1    5    7.5   45.5   50.0   40.25

(``STANDING rank pairing-number`` then the values in the header's order; ``NA`` for a
value that is undefined.) ``cardtable check`` compares them, the points and the ranks
with the standings it computes (docs/acceptance.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from ..model.points import format_points
from .errors import FileError, Problem
from .trf_read import split_lines
from ..model.numerals import decimal, is_digits

HEADER = "### STANDINGS AFTER "
LINE = "### STANDING "
#: Columns (0-based, end excluded) of a 001 record's points and rank.
POINTS_COLUMNS = (80, 84)
RANK_COLUMNS = (85, 89)


@dataclass(frozen=True)
class StatedStandings:
    """What a TRF file states: ``points[start_no]`` and ``ranks[start_no]`` of the 001
    records (a blank field is left out); ``after_round``, ``codes`` and ``values``
    (``values[start_no][code]``, None for ``NA``) of the standings comments, if any;
    ``lines[start_no]`` the line of the player's 001 record."""

    points: dict[int, Fraction] = field(default_factory=dict)
    ranks: dict[int, int] = field(default_factory=dict)
    after_round: int | None = None
    codes: tuple[str, ...] = ()
    values: dict[int, dict[str, Fraction | None]] = field(default_factory=dict)
    comment_ranks: dict[int, int] = field(default_factory=dict)
    lines: dict[int, int] = field(default_factory=dict)


def standings_comments(after_round: int, codes: list[str],
                       rows: list[tuple[int, int, list[Fraction | int | None]]]) -> list[str]:
    """The comment lines for ``rows`` (rank, pairing number, values in ``codes``'
    order, points first)."""
    lines = [f"{HEADER}{after_round}: {', '.join(codes)}"]
    for rank, start_no, values in rows:
        cells = "".join(f" {_value(v):>7}" for v in values)
        lines.append(f"{LINE}{rank:4d} {start_no:4d}{cells}")
    return lines


def _value(value: Fraction | int | None) -> str:
    """A value written exactly: ``7.5``, ``40.25``, or ``1/3`` if no decimal is exact."""
    if value is None:
        return "NA"
    value = Fraction(value)
    if value.denominator in (1, 2):
        return format_points(value)
    if 100 % value.denominator == 0:
        return f"{float(value):.2f}"
    return f"{value.numerator}/{value.denominator}"


def read_stated(text: str, path: str) -> StatedStandings:
    """The points, ranks and standings comments of a TRF text; a :class:`FileError`
    for a field that is not a number."""
    stated = StatedStandings()
    problems: list[Problem] = []
    for number, line in enumerate(split_lines(text), start=1):
        if line.startswith("001"):
            _player(line, number, stated, problems)
        elif line.startswith(HEADER):
            after, _, codes = line[len(HEADER):].partition(":")
            if not is_digits(after.strip()):
                problems.append(Problem("", f"expected the round after {HEADER.strip()!r}",
                                        number))
                continue
            stated = _with_header(stated, int(after), codes)
        elif line.startswith(LINE):
            _standing(line, number, stated, problems)
    if problems:
        raise FileError(path, problems)
    return stated


def _with_header(stated: StatedStandings, after: int, codes: str) -> StatedStandings:
    return StatedStandings(stated.points, stated.ranks, after,
                           tuple(c.strip() for c in codes.split(",") if c.strip()),
                           stated.values, stated.comment_ranks, stated.lines)


def _player(line: str, number: int, stated: StatedStandings,
            problems: list[Problem]) -> None:
    start = line[4:8].strip()
    if not is_digits(start):
        return  # the TRF reader reports it
    start_no = int(start)
    stated.lines[start_no] = number
    points = line[POINTS_COLUMNS[0]:POINTS_COLUMNS[1]].strip()
    rank = line[RANK_COLUMNS[0]:RANK_COLUMNS[1]].strip()
    if points:
        try:
            stated.points[start_no] = decimal(points)
        except ValueError:
            problems.append(Problem(f"column {POINTS_COLUMNS[0] + 1}",
                                    f"points {points!r} are not a number", number))
    if rank:
        if is_digits(rank):
            stated.ranks[start_no] = int(rank)
        else:
            problems.append(Problem(f"column {RANK_COLUMNS[0] + 1}",
                                    f"rank {rank!r} is not a number", number))


def _standing(line: str, number: int, stated: StatedStandings,
              problems: list[Problem]) -> None:
    words = line[len(LINE):].split()
    if stated.after_round is None or len(words) != 2 + len(stated.codes) \
            or not (is_digits(words[0]) and is_digits(words[1])):
        problems.append(Problem("", f"expected {LINE.strip()} rank, pairing number and "
                                    f"{len(stated.codes)} values after a header "
                                    f"{HEADER.strip()!r}", number))
        return
    values: dict[str, Fraction | None] = {}
    for code, word in zip(stated.codes, words[2:]):
        try:
            values[code] = None if word == "NA" else decimal(word)
        except ValueError:
            problems.append(Problem("", f"{code}: {word!r} is not a number", number))
    stated.comment_ranks[int(words[1])] = int(words[0])
    stated.values[int(words[1])] = values

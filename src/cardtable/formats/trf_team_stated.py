"""The team standings a TRF-2026 team file states: each team's match points, game
points and rank in its 310 record (columns 55-60, 62-67 and 69-71; ties allowed in the
rank), for ``cardtable check`` to compare with the team standings it computes. A 310
record whose three fields are not numbers or blanks states none (a long team name may
run over them in a file written by a program that leaves them empty)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from .trf_read_lines import split_lines
from ..model.numerals import is_digits

#: Columns (0-based, end excluded) of a 310 record's match points, game points, rank.
MATCH_POINTS_COLUMNS = (54, 60)
GAME_POINTS_COLUMNS = (61, 67)
TEAM_RANK_COLUMNS = (68, 71)
#: points (a record 299 penalty may leave a team below zero) or a rank
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$", re.ASCII)


@dataclass(frozen=True, slots=True)
class TeamStanding:
    """A team's match points, game points and rank, as a 310 record states them
    (TRF-2026, record 310, positions 55-60, 62-67 and 69-71): what the writer is
    given by its caller, which computes the team standings."""

    match_points: Fraction
    game_points: Fraction
    rank: int


@dataclass(frozen=True, slots=True)
class StatedTeam:
    """What one 310 record states (None: the field is blank) and its line."""

    tpn: int
    match_points: Fraction | None
    game_points: Fraction | None
    rank: int | None
    line: int


def standings_fields(line: str) -> tuple[str, str, str] | None:
    """A 310 record's match points, game points and rank as written (blank: ""), or
    None when they are all blank or one is not a number."""
    mp, gp, rank = (line[a:b].strip() for a, b in (MATCH_POINTS_COLUMNS,
                                                   GAME_POINTS_COLUMNS, TEAM_RANK_COLUMNS))
    if not (mp or gp or rank) or not all(not f or _NUMBER.match(f) for f in (mp, gp, rank)):
        return None
    return mp, gp, rank


def read_team_stated(text: str) -> dict[int, StatedTeam]:
    """The teams whose 310 record states match points, game points or a rank."""
    found = {}
    for number, line in enumerate(split_lines(text), start=1):
        fields = standings_fields(line) if line.startswith("310") else None
        if fields is None or not is_digits(line[4:7].strip()):
            continue
        mp, gp, rank = fields
        tpn = int(line[4:7])
        found[tpn] = StatedTeam(tpn, Fraction(mp) if mp else None,
                                Fraction(gp) if gp else None,
                                int(Fraction(rank)) if rank and "." not in rank else None,
                                number)
    return found

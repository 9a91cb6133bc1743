"""The standings half of ``cardtable check``: the ranking and every tie-break value
recomputed by the tournament's tie-break list (TRF records 202/212) and compared with
what the file states — the points and rank columns of its 001 records and, in a file
``cardtable generate`` wrote, the tie-break values of its standings comments
(:mod:`cardtable.formats.trf_standings`); in a team file also the teams' match points,
game points and ranks of its 310 records against the team standings."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..formats.trf_standings import StatedStandings
from ..formats.trf_team_stated import StatedTeam
from ..model.tournament import Tournament
from ..model.points import format_points
from ..tiebreaks.standings import Standings
from ..tiebreaks.registry import definition
from ..tiebreaks.team_standings import TeamStandings
from .ranking import standings

#: The rules each kind of difference breaks.
RANKING_RULE = "C.07 art. 4.2: points, then the tie-break list in order"
POINTS_RULE = "the point system (TRF record 162)"
TEAM_POINTS_RULE = "C.04.6 art. 1.2: a match's game points and match points (record 362)"


@dataclass(frozen=True, slots=True)
class Discrepancy:
    """One value the file states that the standings do not give."""

    player: int
    text: str
    rule: str


@dataclass(frozen=True, slots=True)
class StandingsCheck:
    """The recomputed standings, what was compared and every difference found."""

    standings: Standings
    compared: tuple[str, ...]
    discrepancies: tuple[Discrepancy, ...]


def check_standings(tournament: Tournament, stated: StatedStandings,
                    after_round: int | None = None) -> StandingsCheck:
    """Recompute the standings after ``after_round`` (default: the last complete
    round) and compare them with ``stated``. The points and rank columns are the
    file's final standings: compared only for the last round, when every paired round
    is complete; the tie-break values
    of the standings comments when they are of the same round."""
    result = standings(tournament, after_round=after_round)
    found: list[Discrepancy] = []
    compared: list[str] = []
    # the columns count every result entered: compared when no round is unfinished
    final = result.after_round == tournament.last_complete_round == tournament.last_paired_round
    if final and stated.points:
        compared.append("points")
        found += _points(result, stated.points)
    if final and stated.ranks:
        compared.append("ranks")
        found += _ranks([(row.start_no, row.rank) for row in result.rows], stated.ranks)
    if stated.after_round == result.after_round and stated.values:
        compared.append("tie-break values")
        found += _values(result, stated)
    return StandingsCheck(result, tuple(compared), tuple(found))


def _points(result: Standings, points: dict[int, Fraction]) -> list[Discrepancy]:
    return [Discrepancy(row.start_no, f"points {format_points(points[row.start_no])} in "
                                      f"the file; the results give {format_points(row.points)}",
                        POINTS_RULE)
            for row in result.rows
            if row.start_no in points and points[row.start_no] != row.points]


def _ranks(rows: list[tuple[int, int]], ranks: dict[int, int]) -> list[Discrepancy]:
    """A rank stated for a player (or a team: ``rows`` are (number, rank) in rank
    order) must lie within the places its tie group takes (participants equal on
    points and every tie-break may be in any order: ties allowed)."""
    size: dict[int, int] = {}
    for _, rank in rows:
        size[rank] = size.get(rank, 0) + 1
    found = []
    for number, rank in rows:
        if number not in ranks:
            continue
        low, high = rank, rank + size[rank] - 1
        if not low <= ranks[number] <= high:
            places = f"rank {low}" if low == high else f"a rank from {low} to {high}"
            found.append(Discrepancy(number, f"rank {ranks[number]} in the "
                                             f"file; the tie-break list gives {places}",
                                     RANKING_RULE))
    return found


@dataclass(frozen=True, slots=True)
class TeamStandingsCheck:
    """The recomputed team standings, what was compared with the 310 records and
    every difference found (``Discrepancy.player`` is the team's number)."""

    standings: TeamStandings
    compared: tuple[str, ...]
    discrepancies: tuple[Discrepancy, ...]


def check_team_standings(tournament: Tournament, stated: dict[int, StatedTeam],
                         after_round: int | None = None) -> TeamStandingsCheck:
    """The team standings after ``after_round`` (default: the last complete round) by
    the competition's team tie-break list, compared with the match points, game points
    and ranks the 310 records state: only for the last round, when every paired round
    is complete (the records are the final standings)."""
    from .competition import teams_of  # a team file's: the team system, for it alone

    after = tournament.last_complete_round if after_round is None else after_round
    result = teams_of(tournament).standings(after)
    final = after == tournament.last_complete_round == tournament.last_paired_round
    found: list[Discrepancy] = []
    compared: list[str] = []
    if not final or not stated:
        return TeamStandingsCheck(result, (), ())
    rows = {row.tpn: row for row in result.rows}
    for name, field in (("match points", "match_points"), ("game points", "game_points")):
        given = {tpn: getattr(s, field) for tpn, s in stated.items()
                 if getattr(s, field) is not None and tpn in rows}
        if given:
            compared.append(name)
        found += [Discrepancy(tpn, f"{name} {format_points(value)} in the file; the boards "
                                   f"give {format_points(getattr(rows[tpn], field))}",
                              TEAM_POINTS_RULE)
                  for tpn, value in given.items() if getattr(rows[tpn], field) != value]
    ranks = {tpn: s.rank for tpn, s in stated.items() if s.rank is not None}
    if ranks:
        compared.append("ranks")
        found += _ranks([(row.tpn, row.rank) for row in result.rows], ranks)
    return TeamStandingsCheck(result, tuple(compared), tuple(found))


def _values(result: Standings, stated: StatedStandings) -> list[Discrepancy]:
    codes = {c.name: c for c in result.codes}
    found = []
    for row in result.rows:
        values = stated.values.get(row.start_no)
        if values is None:
            found.append(Discrepancy(row.start_no, "missing from the standings comments",
                                     RANKING_RULE))
            continue
        if stated.comment_ranks.get(row.start_no) != row.rank:
            found.append(Discrepancy(row.start_no, f"rank {stated.comment_ranks.get(row.start_no)}"
                                                   f" in the standings comments; the "
                                                   f"tie-break list gives {row.rank}",
                                     RANKING_RULE))
        for name, value in values.items():
            if name == "PTS":
                expected: Fraction | int | None = row.points
                rule = POINTS_RULE
            elif name in codes:
                expected = row.values[name]
                rule = f"C.07, {definition(codes[name]).title} ({name})"
            else:
                found.append(Discrepancy(row.start_no, f"{name} is not in the tie-break "
                                                       f"list of records 202/212", RANKING_RULE))
                continue
            if (None if expected is None else Fraction(expected)) != value:
                found.append(Discrepancy(row.start_no, f"{name} {_shown(value)} in the file; "
                                                       f"recomputed {_shown(expected)}", rule))
    return found


def _shown(value: Fraction | int | None) -> str:
    if value is None:
        return "NA"
    value = Fraction(value)
    return format_points(value) if value.denominator in (1, 2) else f"{float(value):g}"

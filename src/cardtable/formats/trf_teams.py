"""The team records of a TRF-2026 file (the Swiss Team Pairing System, C.04.6): 310
(a team: its TPN in columns 5-7, its name from column 9, its players' start numbers
in columns 74-77, 79-82, ...), 192 (the tournament type code: FIDE_TEAM_TYPEA_MP_GP,
..._TYPEB_..., FIDE_TEAM_MP_GP, with _BAKU variants), 362 (match points TW/TD/TL,
2/1/0 unless given) and 320 (what the PAB is worth: match points, game points). The
players and their games are the file's 001 lines, read as for any tournament; a team
file's 260 records name teams (they are read as any 260, into the forbidden pairs)."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

from ..model import Tournament
from ..model.team import MatchPoints, Score, Team, TeamScoring
from .errors import Problem
from .safe_text import trf_text

#: 0-based column of the first player of a 310 record (TRF column 74), 5 apart
MEMBERS_START = 73
_CODE = re.compile(r"^FIDE_TEAM(?:_TYPE(?P<type>[AB]))?(?:_(?P<primary>MP|GP)"
                   r"(?:_(?P<secondary>MP|GP))?)?(?:_BAKU)?$")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_POINTS = re.compile(r"(TW|TD|TL)\s+(\d+(?:\.\d+)?)")


def read_teams(lines: list[str], problems: list[Problem]) -> tuple[tuple[Team, ...], TeamScoring]:
    """The teams (310) and the scoring (192, 260, 320, 362) of a TRF-2026 team file
    (none: not a team file); a problem naming the line for a record that cannot be
    read."""
    teams: list[Team] = []
    scoring = TeamScoring()
    if not any(line.startswith("310") for line in lines):
        return (), scoring
    for number, line in enumerate(lines, start=1):
        code = line[:3]
        if code == "310":
            team = _team(line, number, problems)
            if team is not None:
                teams.append(team)
        elif code == "192":
            scoring = _type(line[4:].strip(), scoring, number, problems)
        elif code == "320":
            numbers = _NUMBER.findall(line[4:])
            if len(numbers) >= 2:
                scoring = replace(scoring, pab_match=Fraction(numbers[0]),
                                  pab_game=Fraction(numbers[1]))
        elif code == "362":
            values = dict(_POINTS.findall(line[4:]))
            scoring = replace(scoring, match_points=MatchPoints(
                Fraction(values.get("TW", "2")), Fraction(values.get("TD", "1")),
                Fraction(values.get("TL", "0"))))
    tpns = [t.tpn for t in teams]
    if len(set(tpns)) != len(tpns):
        problems.append(Problem("310", "a team's number (columns 5-7) is repeated"))
    return tuple(sorted(teams, key=lambda t: t.tpn)), scoring


def with_teams(tournament: Tournament, teams: tuple[Team, ...],
               scoring: TeamScoring) -> Tournament:
    """The tournament of a team file with its teams; the boards of a match: the most
    games a team played in a round (the shortest roster before round 1)."""
    if not teams:
        return tournament
    team_of = {m: t.tpn for t in teams for m in t.roster}
    most = 0
    for rnd in tournament.rounds:
        counts: dict[int, int] = {}
        for game in rnd.games:
            for player in game.players:
                if player in team_of:
                    counts[team_of[player]] = counts.get(team_of[player], 0) + 1
        most = max([most, *counts.values()])
    boards = most or min(len(t.roster) for t in teams) or 1
    settings = replace(tournament.settings, team=replace(scoring, boards=boards))
    return replace(tournament, settings=settings, teams=teams)


def team_code(scoring: TeamScoring) -> str:
    """The 192 type code of a team competition (FIDE_TEAM_TYPEA_MP_GP, ...)."""
    kind = {"A": "_TYPEA", "B": "_TYPEB"}.get(scoring.colour_preference, "")
    first, second = (("MP", "GP") if scoring.primary is Score.MATCH_POINTS else ("GP", "MP"))
    return f"FIDE_TEAM{kind}_{first}" + (f"_{second}" if scoring.secondary_for_colour else "")


def team_lines(tournament: Tournament) -> list[str]:
    """The team records of a team competition: 192, 362, 320 (a PAB other than a
    draw), then one 310 a team."""
    if not tournament.teams:
        return []
    s = tournament.settings.team
    mp = s.match_points
    lines = [f"192 {team_code(s)}",
             f"362 TW {_points(mp.win):>4}   TD {_points(mp.draw):>4}   TL {_points(mp.loss):>4}"]
    if s.pab_match is not None and s.pab_game is not None:
        lines.append(f"320 {_points(s.pab_match):>4} {_points(s.pab_game):>4}")
    for team in tournament.teams:
        name = trf_text(team.name).strip()[:MEMBERS_START - 9]  # no line break: one record
        head = f"310 {team.tpn:<3} {name}".ljust(MEMBERS_START)
        lines.append(head + " ".join(f"{m:>4}" for m in team.roster))
    return lines


def _points(value: Fraction) -> str:
    return f"{float(value):.1f}"


def _team(line: str, number: int, problems: list[Problem]) -> Team | None:
    tpn_text = line[4:7].strip()
    if not tpn_text.isdigit():
        problems.append(Problem(f"line {number}, column 5", "expected the team's number in "
                                f"columns 5-7, found {tpn_text!r}", number))
        return None
    name = line[8:MEMBERS_START].strip()
    members = []
    for start in range(MEMBERS_START, len(line), 5):
        field = line[start:start + 4].strip()
        if not field:
            continue
        if not field.isdigit():
            problems.append(Problem(f"line {number}, column {start + 1}",
                                    f"expected a player's number, found {field!r}", number))
            return None
        members.append(int(field))
    return Team(int(tpn_text), name, tuple(members))


def _type(code: str, scoring: TeamScoring, number: int, problems: list[Problem]) -> TeamScoring:
    label = code.split()[0].upper() if code.split() else ""
    if not label.startswith("FIDE_TEAM"):
        return scoring  # an individual system's label: the defaults
    found = _CODE.match(label)
    if found is None:
        problems.append(Problem(f"line {number}", f"not a team type code of table 192: "
                                                  f"{label!r}", number))
        return scoring
    kind = found["type"] or ("A" if label == "FIDE_TEAM" or label == "FIDE_TEAM_BAKU" else "none")
    primary = Score(found["primary"] or "MP")
    secondary = found["secondary"] is not None or found["primary"] is None
    return replace(scoring, primary=primary, secondary_for_colour=secondary,
                   colour_preference=kind)

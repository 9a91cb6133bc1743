"""The team records of a TRF-2026 file: 310 (a team: its TPN in columns 5-7, its
name from column 9, its players' start numbers in columns 74-77, 79-82, ...), 192
(the tournament type code: FIDE_TEAM_TYPEA_MP_GP, ..._TYPEB_..., FIDE_TEAM_MP_GP,
with _BAKU variants), 362 (match points TW/TD/TL, 2/1/0 unless given), 320 (what
the PAB is worth: match points, game points) and 260 (teams that may not meet: the
first and last round, then their TPNs). The
players and their games are the file's 001 lines, read as for any tournament."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

from ...formats.errors import FileError, Problem
from ...formats.trf import split_lines
from ...model.team import MatchPoints, Score, Team, TeamScoring

#: 0-based column of the first player of a 310 record (TRF column 74), 5 apart
MEMBERS_START = 73
_CODE = re.compile(r"^FIDE_TEAM(?:_TYPE(?P<type>[AB]))?(?:_(?P<primary>MP|GP)"
                   r"(?:_(?P<secondary>MP|GP))?)?(?:_BAKU)?$")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_POINTS = re.compile(r"(TW|TD|TL)\s+(\d+(?:\.\d+)?)")


def read_teams(text: str, path: str) -> tuple[tuple[Team, ...], TeamScoring]:
    """The teams (310) and the scoring (192, 362) of a TRF-2026 team file; a
    :class:`FileError` naming the line for a record that cannot be read."""
    teams: list[Team] = []
    scoring = TeamScoring()
    problems: list[Problem] = []
    for number, line in enumerate(split_lines(text), start=1):
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
        elif code == "260":
            numbers = [int(n) for n in line[4:].split() if n.isdigit()]
            if len(numbers) >= 4:
                apart = (numbers[0], numbers[1], tuple(numbers[2:]))
                scoring = replace(scoring, apart=scoring.apart + (apart,))
        elif code == "362":
            values = dict(_POINTS.findall(line[4:]))
            scoring = replace(scoring, match_points=MatchPoints(
                Fraction(values.get("TW", "2")), Fraction(values.get("TD", "1")),
                Fraction(values.get("TL", "0"))))
    if not teams and not problems:
        problems.append(Problem("310", "no team: the file has no 310 record"))
    tpns = [t.tpn for t in teams]
    if len(set(tpns)) != len(tpns):
        problems.append(Problem("310", "a team's number (columns 5-7) is repeated"))
    if problems:
        raise FileError(path, problems)
    return tuple(sorted(teams, key=lambda t: t.tpn)), scoring


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

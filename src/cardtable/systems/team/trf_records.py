"""The TRF-2026 team records as the file formats ask for them
(:class:`cardtable.formats.systems.TeamRecords`, declared on the team system's
registry line): the reading and writing of :mod:`.trf_teams`, :mod:`.trf_team_rounds`
and :mod:`.trf_team_pab` (C.04.6's team file), loaded without the team engine."""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from ...formats.errors import Problem
from ...formats.trf_read_lines import LineProblems
from ...formats.trf_team_stated import TeamStanding
from ...model.team import Lineup, Team, TeamScoring
from ...model.tournament import Tournament
from .trf_team_pab import PabRecord, read_pab, with_pab
from .trf_team_rounds import read_lineups, team_byes, team_round_lines, with_lineups
from .trf_teams import (ForfeitedMatch, abnormal_lines, acceleration_lines, apart_lines,
                        read_forfeits, read_teams, team_code, team_lines, with_forfeits,
                        with_teams)


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class TeamFileRead(NamedTuple):
    """The team records of one file (:class:`cardtable.formats.systems.TeamRecordsRead`)."""

    teams: tuple[Team, ...]
    scoring: TeamScoring
    forfeits: tuple[ForfeitedMatch, ...]  # 330
    lineups: list[tuple[int, int, Lineup]]  # 300: board orders
    pab: PabRecord | None  # 320
    byes: list[tuple[int, int, str]] | None  # 240 of a team file: teams' byes

    def applied(self, tournament: Tournament, tiebreaks: tuple[str, ...],
                problems: list[Problem]) -> Tournament:
        # a team file's 202/212 list is the teams' (C.07's team codes)
        scoring = replace(self.scoring, tiebreaks=tiebreaks) if self.byes is not None \
            else self.scoring
        read = with_teams(tournament, self.teams, scoring)
        read = with_lineups(with_forfeits(read, self.forfeits), self.lineups, problems)
        return with_pab(read, self.pab, problems)


class TeamRecords:
    """C.04.6's team file, read and written (:class:`cardtable.formats.systems.TeamRecords`)."""

    def read(self, lines: list[str], problems: LineProblems,
             team_file: bool) -> TeamFileRead:
        teams, scoring = read_teams(lines, problems.problems)
        return TeamFileRead(
            teams, scoring, read_forfeits(lines, problems.problems),
            read_lineups(lines, teams, problems.problems),
            read_pab(lines, problems.problems) if team_file else None,
            team_byes(lines, teams, problems) if team_file else None)

    def code(self, scoring: TeamScoring) -> str:
        return team_code(scoring)

    def team_lines(self, tournament: Tournament,
                   standings: dict[int, TeamStanding] | None) -> list[str]:
        return team_lines(tournament, standings)

    def round_lines(self, tournament: Tournament) -> list[str]:
        return team_round_lines(tournament)

    def acceleration_lines(self, tournament: Tournament) -> list[str]:
        return acceleration_lines(tournament)

    def abnormal_lines(self, tournament: Tournament) -> list[str]:
        return abnormal_lines(tournament)

    def apart_lines(self, tournament: Tournament) -> list[str]:
        return apart_lines(tournament)


TEAM_RECORDS = TeamRecords()

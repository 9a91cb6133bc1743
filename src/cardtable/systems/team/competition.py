"""A team competition seen by its teams: paired and checked as teams (``cardtable
engine --team`` on a TRF-2026 team file: the pairing is the teams' (white TPN, black
TPN), the PAB as its TPN) and ranked as teams (``cardtable standings`` of a file with
teams)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...model import ByeKind, Tournament
from ...model.lineup import team_matches, white_team
from ...model.team import Score, Team, TeamScoring
from ..base import Pairing
from .engine import pair_teams
from .individual import options_for
from .members import for_round, match_game_points, team_states, to_pair


@dataclass(frozen=True, slots=True)
class TeamCompetition:
    """A tournament with teams (a TRF-2026 team file, or a file with ``[[teams]]``)."""

    tournament: Tournament

    @property
    def teams(self) -> tuple[Team, ...]:
        return self.tournament.teams

    @property
    def scoring(self) -> TeamScoring:
        return self.tournament.settings.team

    def pair(self, round_no: int, *, trace: bool = False) -> Pairing:
        """Pair round ``round_no`` of the teams (C.04.6)."""
        states = team_states(self.tournament, self.teams, self.scoring, round_no,
                             self.scoring.boards)
        states = for_round(states, self.scoring, self.tournament.settings.forbidden_pairs,
                           round_no)
        return pair_teams(to_pair(self.tournament, self.teams, states, round_no), round_no,
                          options_for(self.tournament, self.scoring, round_no), trace=trace)

    def standings(self, after_round: int) -> tuple[TeamRow, ...]:
        """The teams' standings after round ``after_round``."""
        return standings(self, after_round)

    def match_result(self, round_no: int, first: int, second: int
                     ) -> tuple[tuple[Fraction, Fraction], tuple[Fraction, Fraction]]:
        """The match of teams ``first`` and ``second`` (TPNs) in round ``round_no`` as
        its board results stand: each team's (match points, game points); the team with
        more game points wins the match (C.04.6 art. 1.2; record 362's values)."""
        teams = {t.tpn: t for t in self.teams}
        mp = self.scoring.match_points
        ours, theirs = (match_game_points(self.tournament, teams[n], round_no)
                        for n in (first, second))

        def points(mine: Fraction, other: Fraction) -> Fraction:
            return mp.win if mine > other else mp.draw if mine == other else mp.loss

        return (points(ours, theirs), ours), (points(theirs, ours), theirs)

    def recorded(self, round_no: int) -> Pairing | None:
        """The team pairing the file records for round ``round_no`` (each match's
        teams, the one White on board 1 first), None if the round is not paired."""
        rnd = self.tournament.round(round_no)
        if not rnd.paired:
            return None
        boards = [lead for match in team_matches(self.tournament, round_no)
                  if (lead := white_team(match, rnd.game_of)) is not None]
        pab = None
        for team in self.teams:
            if any((b := rnd.bye_of(m)) is not None and b.kind is ByeKind.PAB
                   for m in team.roster):
                pab = team.tpn
        return Pairing(round_no, tuple(boards), pab)


@dataclass(frozen=True, slots=True)
class TeamRow:
    """A team's line of the standings: its rank (shared by teams level on both
    scores), TPN, name, match points, game points and matches played."""

    rank: int
    tpn: int
    name: str
    match_points: Fraction
    game_points: Fraction
    matches: int


def standings(competition: TeamCompetition, after_round: int) -> tuple[TeamRow, ...]:
    """The teams after round ``after_round`` by primary score, then secondary score
    (C.04.6 art. 1.2); teams level on both share the rank, listed by TPN."""
    c = competition
    states = team_states(c.tournament, c.teams, c.scoring, after_round + 1, c.scoring.boards)
    match_first = c.scoring.primary is Score.MATCH_POINTS
    ordered = sorted(states, key=lambda s: (-s.primary, -s.secondary, s.tpn))
    rows: list[TeamRow] = []
    for place, s in enumerate(ordered, start=1):
        level = rows and (ordered[place - 2].primary, ordered[place - 2].secondary) == (
            s.primary, s.secondary)
        mp, gp = (s.primary, s.secondary) if match_first else (s.secondary, s.primary)
        rows.append(TeamRow(rows[-1].rank if level else place, s.tpn, s.name, mp, gp,
                            s.matches))
    return tuple(rows)

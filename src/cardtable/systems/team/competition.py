"""A team competition seen by its teams: paired and checked as teams (``cardtable
engine --team`` on a TRF-2026 team file: the pairing is the teams' (white TPN, black
TPN), the PAB as its TPN) and ranked as teams (``cardtable standings`` of a file with
teams)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from fractions import Fraction

from ...model.results import ByeKind
from ...model.tournament import Tournament
from ...model.lineup import team_matches as round_matches
from ...model.lineup import white_team
from ...model.team import Score, Team, TeamScoring
from ..base import Pairing
from .engine import pair_teams
from .individual import options_for
from ...tiebreaks.team_table import TeamTable
from .members import for_round, match_game_points, team_matches, team_states, to_pair

if TYPE_CHECKING:  # pragma: no cover  (the tables are made when asked for)
    from .meetings import Meetings
    from ...formats.pages import PrintedMatch
    from ...formats.tables import Table
    from ...tiebreaks.team_standings import TeamStandings


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

    # whether two teams may meet, and which may have the PAB (issue 34: the
    # corrections' absolute rules and ``explain --why`` in teams)
    def _meetings(self) -> Meetings:
        from .meetings import Meetings  # not needed to pair: imported when asked (issue 36)

        return Meetings(self.tournament)

    def team_of(self) -> dict[int, int]:
        return self._meetings().team_of()

    def met_in(self, first: int, second: int, round_no: int) -> int | None:
        return self._meetings().met_in(first, second, round_no)

    def kept_apart(self, first: int, second: int, round_no: int) -> bool:
        return self._meetings().kept_apart(first, second, round_no)

    def pab_barred(self, team: int, round_no: int) -> bool:
        return self._meetings().pab_barred(team, round_no)

    def pair(self, round_no: int, *, trace: bool = False) -> Pairing:
        """Pair round ``round_no`` of the teams (C.04.6)."""
        states = team_states(self.tournament, self.teams, self.scoring, round_no,
                             self.scoring.boards)
        states = for_round(states, self.scoring, self.tournament.settings.forbidden_pairs,
                           round_no)
        return pair_teams(to_pair(self.tournament, self.teams, states, round_no), round_no,
                          options_for(self.tournament, self.scoring, round_no), trace=trace)

    def table(self, after_round: int) -> TeamTable:
        """Every team's matches after round ``after_round``, as the team tie-breaks
        read them."""
        scoring = self.scoring
        return TeamTable(self.tournament, after_round, scoring.boards, scoring.primary,
                         scoring.match_points, tuple((t.tpn, t.name) for t in self.teams),
                         team_matches(self.tournament, self.teams, scoring, after_round))

    def standings(self, after_round: int, codes: str | Iterable[str] | None = None
                  ) -> TeamStandings:
        """The teams' standings after round ``after_round``: the primary score, then
        ``codes`` (default: the competition's team tie-break list, ``[team]``
        ``tiebreaks``; without one, the secondary score, C.04.6 art. 1.2)."""
        # the tie-breaks, when standings are asked for: not at the start of ``cardtable
        # engine --team``, which pairs (issue 36)
        from ...tiebreaks.team_standings import team_standings

        secondary = "GP" if self.scoring.primary is Score.MATCH_POINTS else "MP"
        chosen = (self.scoring.tiebreaks or (secondary,)) if codes is None else codes
        return team_standings(self.table(after_round), chosen)

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

    def crosstable(self, after_round: int | None = None) -> Table:
        """The crosstable of matches after ``after_round`` (default: the last complete
        round): each team's game points against each other team (C.04.6 art. 1.2)."""
        from .tables import match_crosstable

        return match_crosstable(self, after_round)

    def printed_matches(self, round_no: int
                        ) -> tuple[tuple[PrintedMatch, ...], tuple[tuple[str, str], ...]]:
        """The matches of round ``round_no`` with their boards and the teams' scores
        before it, then the teams without a match and why."""
        from .tables import printed_matches

        return printed_matches(self, round_no)

    def recorded(self, round_no: int) -> Pairing | None:
        """The team pairing the file records for round ``round_no`` (each match's
        teams, the one White on board 1 first), None if the round is not paired."""
        rnd = self.tournament.round(round_no)
        if not rnd.paired:
            return None
        boards = [lead for match in round_matches(self.tournament, round_no)
                  if (lead := white_team(match, rnd.game_of)) is not None]
        pab = None
        for team in self.teams:
            if any((b := rnd.bye_of(m)) is not None and b.kind is ByeKind.PAB
                   for m in team.roster):
                pab = team.tpn
        return Pairing(round_no, tuple(boards), pab)

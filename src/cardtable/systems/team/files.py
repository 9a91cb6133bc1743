"""A TRF-2026 team file paired and checked (``cardtable engine --team``): the teams
and scoring of its 310/192/362 records over the players and games of its 001 lines.
The pairing is the teams' (white TPN, black TPN), the PAB as its TPN."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...model import ByeKind, Tournament
from ...model.team import Team, TeamScoring
from ..base import Pairing
from .engine import pair_teams
from .individual import options_for
from .members import team_states, to_pair


@dataclass(frozen=True, slots=True)
class TeamFile:
    """A TRF-2026 team file read: its players' tournament with its teams."""

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
        apart = self.tournament.settings.forbidden_pairs  # a team file's 260 name teams
        states = [replace(s, met=s.met | {t for g in apart if s.tpn in g for t in g
                                          if t != s.tpn}) for s in states]
        return pair_teams(to_pair(self.tournament, self.teams, states, round_no), round_no,
                          options_for(self.tournament, self.scoring, round_no), trace=trace)

    def recorded(self, round_no: int) -> Pairing | None:
        """The team pairing the file records for round ``round_no`` (the board-1
        players' colours), None if the round is not paired."""
        rnd = self.tournament.round(round_no)
        if not rnd.paired:
            return None
        team_of = {m: t.tpn for t in self.teams for m in t.roster}
        boards: list[tuple[int, int]] = []
        pab = None
        for team in self.teams:
            games = [g for m in team.roster if (g := rnd.game_of(m)) is not None]
            lead = next((m for m in team.roster if rnd.game_of(m) is not None), None)
            if lead is not None and games[0].white == lead:
                other = team_of.get(games[0].black)
                if other is not None:
                    boards.append((team.tpn, other))
            if any((b := rnd.bye_of(m)) is not None and b.kind is ByeKind.PAB
                   for m in team.roster):
                pab = team.tpn
        return Pairing(round_no, tuple(boards), pab)

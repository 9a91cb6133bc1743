"""Whether two teams of a team competition (``[[teams]]`` in the file) may meet, as
the absolute layer of the corrections and ``explain --why`` ask it (issue 34): the
team is the pairing node (C.04.6 art. 0), so a rematch is two teams that played a
match before (C1, art. 2.1.1; an unplayed match does not count), a forbidden pair is
two teams the file keeps apart (its forbidden groups, which name teams, and a team
file's 260 records for their rounds), and the PAB goes only to a team that has not
had one, nor a forfeit win or a full-point bye (C2, art. 2.1.2)."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.tournament import Tournament
from .members import match_opponent, team_states


@dataclass(frozen=True, slots=True)
class Meetings:
    """The teams of ``tournament`` as C1 and C2 see them (see the module)."""

    tournament: Tournament

    def team_of(self) -> dict[int, int]:
        """Each member's team (TPN), from the rosters."""
        return {m: t.tpn for t in self.tournament.teams for m in t.roster}

    def met_in(self, first: int, second: int, round_no: int) -> int | None:
        """The round before ``round_no`` in which teams ``first`` and ``second``
        played a match (C1, art. 2.1.1), if any."""
        for number in range(1, round_no):
            if match_opponent(self.tournament, first, number) == second:
                return number
        return None

    def kept_apart(self, first: int, second: int, round_no: int) -> bool:
        """Whether the file keeps the two teams apart in round ``round_no``."""
        settings = self.tournament.settings
        groups = (*settings.forbidden_pairs,
                  *(a.teams for a in settings.team.apart if a.applies(round_no)))
        return any(first in group and second in group for group in groups)

    def pab_barred(self, team: int, round_no: int) -> bool:
        """Whether the team may no longer receive the PAB (C2, art. 2.1.2)."""
        scoring = self.tournament.settings.team
        return any(s.pab_barred for s in team_states(self.tournament, self.tournament.teams,
                                                     scoring, round_no, scoring.boards)
                   if s.tpn == team)

"""The team competition, a role a pairing system may declare (its plug-in's
``competition``: the Swiss Team Pairing System, C.04.6): a tournament with teams
paired, checked and ranked as teams. Whoever needs the teams' standings, a match's
result or the teams' pairing asks here, and the registry hands out the role of the
system that declares it; nothing outside that system's folder names its classes."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Callable, Protocol

from ..model.tournament import Tournament
from .registry import SYSTEMS, descriptor

if TYPE_CHECKING:  # pragma: no cover  (types only: asking imports no tie-break)
    from ..formats.pages import PrintedMatch
    from ..formats.tables import Table
    from ..model.team import Team
    from ..tiebreaks.team_standings import TeamStandings
    from ..tiebreaks.team_table import TeamTable
    from .base import Pairing


class Competition(Protocol):
    """A tournament seen by its teams."""

    @property
    def tournament(self) -> Tournament: ...
    @property
    def teams(self) -> tuple[Team, ...]: ...

    def pair(self, round_no: int, *, trace: bool = False) -> Pairing:
        """Pair round ``round_no`` of the teams."""

    def table(self, after_round: int) -> TeamTable:
        """Every team's matches after round ``after_round``."""

    def standings(self, after_round: int, codes: str | Iterable[str] | None = None
                  ) -> TeamStandings:
        """The teams' standings after round ``after_round`` by ``codes`` (default:
        the competition's team tie-break list)."""

    def match_result(self, round_no: int, first: int, second: int
                     ) -> tuple[tuple[Fraction, Fraction], tuple[Fraction, Fraction]]:
        """Each team's (match points, game points) in the match of teams ``first``
        and ``second`` in round ``round_no``."""

    def crosstable(self, after_round: int | None = None) -> Table:
        """The crosstable of matches after ``after_round`` (default: the last complete
        round)."""

    def printed_matches(self, round_no: int
                        ) -> tuple[tuple[PrintedMatch, ...], tuple[tuple[str, str], ...]]:
        """The matches of round ``round_no`` with their boards, then the teams without
        a match and why."""

    def recorded(self, round_no: int) -> Pairing | None:
        """The team pairing the file records for round ``round_no``."""

    def team_of(self) -> dict[int, int]:
        """Each member's team (TPN), from the rosters."""

    def met_in(self, first: int, second: int, round_no: int) -> int | None:
        """The round before ``round_no`` in which teams ``first`` and ``second``
        played a match (a rematch, C.04.6 C1), if any."""

    def kept_apart(self, first: int, second: int, round_no: int) -> bool:
        """Whether the file keeps the two teams apart in round ``round_no``."""

    def pab_barred(self, team: int, round_no: int) -> bool:
        """Whether the team may no longer receive the PAB (C.04.6 C2)."""


#: the role a plug-in declares: the competition of a tournament with teams
CompetitionRole = Callable[[Tournament], Competition]


def competition(tournament: Tournament) -> Competition | None:
    """The team competition of ``tournament``, None for a tournament without teams:
    its own system's role, or, when its system pairs players (a TRF team file whose
    192 record names no system), the role of the first system whose registry line
    pairs teams; :class:`LookupError` when no system declares one."""
    if not tournament.teams:
        return None
    names = (tournament.settings.system,
             *(name for name, line in SYSTEMS.items() if line.pairs_teams))
    for name in names:
        line = SYSTEMS.get(name)
        if line is not None and line.competition is not None:  # without the plug-in
            return line.competition()(tournament)
    raise LookupError("no pairing system of this version pairs teams")


def teams_of(tournament: Tournament) -> Competition:
    """The team competition of a tournament with teams; ValueError for one without."""
    found = competition(tournament)
    if found is None:
        raise ValueError(f"{tournament.settings.name or 'the tournament'} has no teams")
    return found

"""Teams (the Swiss Team Pairing System, C.04.6): a team is a name and a board order
of its players (the roster, reserves after the regulars), and the competition
counts its matches in match points and game points, one of them the primary score
(C.04.6 art. 1.2). The players stay the individual model's; a team only names them
by start number, so the individual tournament is unchanged for the other systems.
How the competition scores (:class:`TeamScoring`, :class:`MatchPoints`,
:class:`Score`) is in :mod:`.team_scoring`, which every tournament's settings load,
and named here too."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .team_scoring import MatchPoints, Score, TeamScoring

__all__ = ["ABNORMAL_KINDS", "AbnormalPoints", "Lineup", "MatchPoints", "Score", "Team",
           "TeamAcceleration", "TeamScoring", "TeamsApart", "with_abnormal"]


@dataclass(frozen=True, slots=True)
class Team:
    """A team: its pairing number (TPN, C.04.6 art. 1.1), its name and its players
    by start number in board order (reserves last)."""

    tpn: int
    name: str
    roster: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Lineup:
    """A team's boards in one round's match when they are not its roster's order, or
    when a board is left empty (TRF-2026 record 300): ``players`` board 1 first, 0
    for an empty board (whose opponent wins by forfeit); ``opponent``: the other
    team's TPN."""

    team: int
    opponent: int
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TeamsApart:
    """Teams no two of whom may meet in rounds ``first_round`` to ``last_round``
    (TRF-2026 record 260 in a team file: teams of one club, say)."""

    first_round: int
    last_round: int
    teams: tuple[int, ...]

    def applies(self, round_no: int) -> bool:
        """Whether the teams are kept apart in round ``round_no``."""
        return self.first_round <= round_no <= self.last_round


@dataclass(frozen=True, slots=True)
class TeamAcceleration:
    """Fictitious points for the teams ``first_team`` to ``last_team`` in rounds
    ``first_round`` to ``last_round`` (TRF-2026 record 250 in a team file; an
    acceleration such as Baku's, C.04.7): they count in the pairing score only."""

    match_points: Fraction
    game_points: Fraction
    first_round: int
    last_round: int
    first_team: int
    last_team: int

    def gives(self, tpn: int, round_no: int) -> bool:
        """Whether team ``tpn`` has these points when round ``round_no`` is paired."""
        return (self.first_round <= round_no <= self.last_round
                and self.first_team <= tpn <= self.last_team)


#: The round kinds record 299 names: a match won, drawn or lost over the board, a
#: team's full-, half- and zero-point bye, a match won or lost by forfeit; blank: a
#: penalty or a bonus, added.
ABNORMAL_KINDS = ("W", "D", "L", "F", "H", "Z", "+", "-", "")


@dataclass(frozen=True, slots=True)
class AbnormalPoints:
    """Abnormal points (TRF-2026 record 299 in a team file): a round of kind ``kind``
    (:data:`ABNORMAL_KINDS`) scores ``match_points`` and ``game_points`` (None: as
    usual) instead of the usual; a blank kind adds them (a penalty, a bonus). In
    round ``round_no`` (0: every round), for ``teams`` (none: every team)."""

    kind: str
    match_points: Fraction | None
    game_points: Fraction | None
    round_no: int = 0
    teams: tuple[int, ...] = ()

    def applies(self, kind: str, round_no: int, tpn: int) -> bool:
        return (self.kind == kind and self.round_no in (0, round_no)
                and (not self.teams or tpn in self.teams))

    @property
    def specificity(self) -> int:
        """Named teams before every team, a named round before every round."""
        return 2 * bool(self.teams) + bool(self.round_no)


def with_abnormal(records: tuple[AbnormalPoints, ...], kind: str, round_no: int, tpn: int,
                  points: tuple[Fraction, Fraction]) -> tuple[Fraction, Fraction]:
    """A team's (match points, game points) of one round of kind ``kind`` after the
    records of 299: the most specific record of that kind replaces them (the later
    of two as specific), then every blank-kind record adds to them."""
    match, game = points
    typed = [r for r in records if r.kind and r.applies(kind, round_no, tpn)]
    if typed:
        chosen = max(reversed(typed), key=lambda r: r.specificity)
        match = chosen.match_points if chosen.match_points is not None else match
        game = chosen.game_points if chosen.game_points is not None else game
    for r in records:
        if r.applies("", round_no, tpn):
            match += r.match_points or Fraction(0)
            game += r.game_points or Fraction(0)
    return match, game

"""A team competition as its tie-breaks see it (C.07's team tie-breaks): each team's
matches round by round, with the match points, the game points and the points of
every board. The team system builds it from the board results (C.04.6 art. 1.2);
the tie-breaks only read it, so they are tested on tables written by hand.

A team is a participant as a player is in an individual tournament: the tie-breaks
of C.07 that are not team-only (BH, SB, DE...) are computed on the teams' matches
in match points or in game points, with the same rules for unplayed rounds (art. 16):
a match not played over the board (a forfeited match, a team bye, a round the team
was not paired) is the team's unplayed round, the PAB a round without opponent."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..model.colour import Colour
from ..model.history import Entry, EntryKind
from ..model.results import Outcome
from ..model.points import PointSystem
from ..model.tournament import Tournament
from ..model.team import MatchPoints, Score
from .context import Context, Rules


@dataclass(frozen=True, slots=True)
class TeamMatch:
    """One team's round: ``kind`` as a player's round (``GAME`` a match played over
    the board, ``FORFEIT_WIN`` / ``FORFEIT_LOSS`` a match not played, ``PAB``, a team
    bye ``FULL_BYE`` / ``HALF_BYE`` / ``ZERO_BYE``, ``NOT_PAIRED``); the opponent
    team's TPN; the match points and game points scored; ``boards`` the points of each
    board in board order as its players scored them (a forfeit's, a bye's; empty when
    the team had no player in the round); the team's colour (its
    board-1 player's, C.04.6 art. 1.6) and the match's outcome (won, drawn, lost)."""

    round: int
    kind: EntryKind
    match_points: Fraction
    game_points: Fraction
    opponent: int | None = None
    boards: tuple[Fraction, ...] = ()
    colour: Colour | None = None
    outcome: Outcome | None = None

    def entry(self, score: Score) -> Entry:
        """The round as an individual tie-break reads it, scored in ``score``."""
        points = self.match_points if score is Score.MATCH_POINTS else self.game_points
        return Entry(self.round, self.kind, points, self.opponent, self.colour, self.outcome)


@dataclass(frozen=True)
class TeamTable:
    """The matches of every team after ``rounds`` rounds. ``teams``: (TPN, name) in
    TPN order; ``boards``: the boards of a match; ``match_points``: what a match won,
    drawn and lost is worth (record 362); ``primary``: the primary score (C.04.6 art.
    1.2); ``tournament``: the competition (its name, random seed)."""

    tournament: Tournament
    rounds: int
    boards: int
    primary: Score
    match_points: MatchPoints
    teams: tuple[tuple[int, str], ...]
    matches: dict[int, tuple[TeamMatch, ...]]

    @property
    def secondary(self) -> Score:
        return (Score.GAME_POINTS if self.primary is Score.MATCH_POINTS
                else Score.MATCH_POINTS)

    def score(self, tpn: int, score: Score) -> Fraction:
        """The team's total in ``score`` (match points or game points)."""
        return sum((m.entry(score).points for m in self.matches[tpn]), Fraction(0))

    def points(self, score: Score) -> PointSystem:
        """The points of one round in ``score``: a match won, drawn, lost (match
        points), or every board won, half of them, none (game points)."""
        if score is Score.MATCH_POINTS:
            mp = self.match_points
            return PointSystem(mp.win, mp.draw, mp.loss, mp.win, mp.loss, mp.draw, mp.win,
                               mp.draw, mp.loss)
        every, half = Fraction(self.boards), Fraction(self.boards, 2)
        return PointSystem(every, half, Fraction(0), every, Fraction(0), half, every, half,
                           Fraction(0))

    def context(self, score: Score, rules: Rules = Rules.SWISS) -> Context:
        """The teams as participants, scored in ``score``: what BH, SB, DE... read."""
        entries = {tpn: tuple(m.entry(score) for m in self.matches[tpn])
                   for tpn, _ in self.teams}
        return Context(self.tournament, rules, self.rounds, entries, self.points(score))

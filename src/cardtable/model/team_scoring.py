"""How a team competition plays and scores (the Swiss Team Pairing System, C.04.6):
the boards of a match, the primary score (C.04.6 art. 1.2), the match points, the
colour preference and what the PAB is worth. Every tournament's settings hold one
(the defaults when it has no teams), so this is all of :mod:`.team` a tournament
without teams loads (issue 36); the teams themselves are in :mod:`.team`."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover  (the records of a team file, in :mod:`.team`)
    from .team import AbnormalPoints, TeamAcceleration, TeamsApart


class Score(enum.Enum):
    """The two scores of a team competition (C.04.6 art. 1.2)."""

    MATCH_POINTS = "MP"
    GAME_POINTS = "GP"


@dataclass(frozen=True, slots=True)
class MatchPoints:
    """What a match won, drawn and lost is worth (TRF-2026 record 362; 2/1/0 unless
    the regulations say otherwise)."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)


@dataclass(frozen=True, slots=True)
class TeamScoring:
    """How a team competition plays and scores: the boards of a match, the primary score, whether the secondary one
    decides colours (C.04.6 art. 4.2.2), the match points, the colour preference
    (``A``, ``B`` or ``none``, art. 1.7) and what the PAB is worth (a draw by
    default, art. 1.4: ``pab_match`` match points and ``pab_game`` game points for
    the match; None: a drawn match's, half of the boards); ``apart``: teams kept
    apart in a range of rounds (record 260); ``acceleration``: fictitious points of
    record 250; ``abnormal``: abnormal points of record 299; ``tiebreaks``: the team
    tie-break list (C.07, codes as :mod:`cardtable.tiebreaks.team_codes` reads them),
    after the primary score."""

    primary: Score = Score.MATCH_POINTS
    secondary_for_colour: bool = True
    match_points: MatchPoints = MatchPoints()
    colour_preference: str = "A"
    boards: int = 4
    pab_match: Fraction | None = None
    pab_game: Fraction | None = None
    apart: tuple[TeamsApart, ...] = ()
    acceleration: tuple[TeamAcceleration, ...] = ()
    abnormal: tuple[AbnormalPoints, ...] = ()
    tiebreaks: tuple[str, ...] = ()

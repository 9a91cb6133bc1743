"""What the Swiss Team Pairing System (C.04.6) knows of a team when it pairs a round:
the team is the pairing node (C.04.6 art. 0), with its tournament pairing number
(TPN, art. 1.1), its primary and secondary score (art. 1.2), the colours it had in
the matches it actually played (its board-1 player's, art. 1.6.1), the teams it met,
whether it may still receive the PAB (C2, art. 2.1.2) and whether it floated in the
previous round (art. 1.5). The competition's choices are :class:`Options`."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from ...model.colour import Colour


class ColourType(enum.Enum):
    """The colour preference the competition uses (C.04.6 art. 1.7): Type A (simple,
    the default), Type B (strong and mild) or none at all."""

    A = "A"
    B = "B"
    NONE = "none"


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class Options(NamedTuple):
    """The competition's choices for one round.

    ``colour_type``   the colour preference (art. 1.7)
    ``secondary_for_colour``  the secondary score decides the first-team (art. 4.2.2)
    ``initial_colour``  the colour drawn by lot before round 1 (art. 4.1)
    ``last_round``    the round being paired is the last one (art. 1.7.2)
    ``last_two``      it is one of the last two rounds (C7 and C10 do not apply)"""

    colour_type: ColourType = ColourType.A
    secondary_for_colour: bool = True
    initial_colour: Colour = Colour.WHITE
    last_round: bool = False
    last_two: bool = False


@dataclass(frozen=True, slots=True)
class TeamState:
    """One team before the round is paired.

    ``rounds``: the team's colour in each round, None where it did not actually
    play a match (art. 1.6.1); ``met``: the TPNs of the teams it played (C1, art. 2.1.1);
    ``pab_barred``: it received the PAB, won a match by forfeit or had a full-point
    bye (C2, art. 2.1.2); ``matches``: the number of matches it played (art. 3.4.3);
    ``floated``: it was a floater in the previous round (art. 1.5; C7 and C10),
    ``floated_up`` against a team of a higher score."""

    tpn: int
    name: str
    primary: Fraction
    secondary: Fraction
    rounds: tuple[Colour | None, ...] = ()
    met: frozenset[int] = frozenset()
    pab_barred: bool = False
    matches: int = 0
    floated: bool = False
    floated_up: bool = False

    @property
    def colours(self) -> tuple[Colour, ...]:
        """The colours of the matches it actually played, in round order (art. 1.6.1)."""
        return tuple(c for c in self.rounds if c is not None)

    @property
    def colour_difference(self) -> int:
        """C.04.6 art. 1.6.2: matches with White minus matches with Black."""
        return sum(1 if c is Colour.WHITE else -1 for c in self.colours)

    def may_meet(self, other: TeamState) -> bool:
        """C1 (art. 2.1.1): two teams shall not play each other more than once."""
        return other.tpn not in self.met and self.tpn != other.tpn

"""Colour preferences (C.04.6 art. 1.7) and the colour allocation of one pair
(art. 4.2 and the nine steps of art. 4.3). A team's colour is its board-1 player's;
the boards alternate from there (art. 1.6.1). No preference is ever absolute (art. 0):
colours never keep two teams apart."""

from __future__ import annotations

from typing import NamedTuple

from ...model.colour import Colour
from .state import ColourType, Options, TeamState


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class Preference(NamedTuple):
    """A team's colour preference: ``colour`` (None: no preference) and, for Type B,
    whether it is ``strong`` (art. 1.7.2; a Type A preference is never strong)."""

    colour: Colour | None = None
    strong: bool = False

    @property
    def sign(self) -> str:
        """As on a card: ``W``/``B`` strong, ``w``/``b`` Type A or mild, empty for none."""
        if self.colour is None:
            return ""
        letter = "W" if self.colour is Colour.WHITE else "B"
        return letter if self.strong else letter.lower()


NONE = Preference()


def _last(team: TeamState, count: int, colour: Colour) -> bool:
    """The team had ``colour`` in each of its last ``count`` played matches."""
    return len(team.colours) >= count and all(c is colour for c in team.colours[-count:])


def preference(team: TeamState, options: Options) -> Preference:
    """C.04.6 art. 1.7: the colour preference of ``team`` for the round."""
    if options.colour_type is ColourType.NONE:
        return NONE
    cd = team.colour_difference
    # The paragraphs of art. 1.7 are taken in the order they are written, the first
    # that fits giving the preference (the FIDE TEC's guidance, as FIDE's own engine
    # Gacrux records it): a Type B team with CD 0 after two Whites (two Blacks) has
    # the strong preference of art. 1.7.2's second (first) paragraph in the last round
    # too; its fifth paragraph ("no preference ... when its CD is zero when pairing
    # for the last round") is left for the teams the strong ones do not fit.
    strong = options.colour_type is ColourType.B
    # art. 1.7.1 (Type A) and the strong preference of art. 1.7.2 (Type B)
    if cd < -1 or (cd in (0, -1) and _last(team, 2, Colour.BLACK)):
        return Preference(Colour.WHITE, strong)
    if cd > 1 or (cd in (0, 1) and _last(team, 2, Colour.WHITE)):
        return Preference(Colour.BLACK, strong)
    if options.colour_type is ColourType.B and team.colours:
        # art. 1.7.2, mild: CD -1/+1, or "if it is zero and it is not the last round"
        # after Black/White; none when yet to play a match (its fifth paragraph)
        mild_zero = cd == 0 and not options.last_round
        if cd == -1 or (mild_zero and _last(team, 1, Colour.BLACK)):
            return Preference(Colour.WHITE)
        if cd == 1 or (mild_zero and _last(team, 1, Colour.WHITE)):
            return Preference(Colour.BLACK)
    return NONE


def first_team(a: TeamState, b: TeamState, options: Options) -> tuple[TeamState, TeamState, str]:
    """C.04.6 art. 4.2: the first-team of a pair (the higher primary score, then the
    higher secondary score if the competition uses it, then the smaller TPN), the
    other team, and the article that decided."""
    if a.primary != b.primary:
        return (a, b, "4.2.1") if a.primary > b.primary else (b, a, "4.2.1")
    if options.secondary_for_colour and a.secondary != b.secondary:
        return (a, b, "4.2.2") if a.secondary > b.secondary else (b, a, "4.2.2")
    return (a, b, "4.2.3") if a.tpn < b.tpn else (b, a, "4.2.3")


#: art. 4.2 in words: why a team is the first-team of its pair (the walkthrough's
#: colour step)
FIRST_TEAM_RULE: dict[str, str] = {
    "4.2.1": "the higher score",
    "4.2.2": "the same score, the higher secondary score",
    "4.2.3": "the same scores, the smaller TPN",
}

#: art. 4.3 in words: the rule that gave the first-team its colour
COLOUR_RULE: dict[str, str] = {
    "4.3.1": "neither team has played: an odd first-team gets the initial colour, an "
             "even one the other",
    "4.3.2": "only one team has a colour preference: it is granted",
    "4.3.3": "opposite colour preferences: both granted",
    "4.3.4": "only one strong colour preference: it is granted",
    "4.3.5": "White to the team with the lower colour difference",
    "4.3.6": "the first-team changes the colour it had the last time the two teams "
             "had different colours (their played matches compared from the last one)",
    "4.3.7": "the first-team's colour preference",
    "4.3.8": "the first-team alternates from its last colour",
    "4.3.9": "the first-team takes the other team's last colour",
}


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class Allocation(NamedTuple):
    """The colours of one pair: ``white`` and ``black`` (TPNs), the ``step`` of
    art. 4.3 that decided (``4.3.1`` ... ``4.3.9``) and the first-team with the
    article of 4.2 that made it first."""

    white: int
    black: int
    step: str
    first: int
    first_by: str


def _previous_split(first: TeamState, other: TeamState) -> Colour | None:
    """Art. 4.3.6: the first-team's colour opposite to the one it had the most
    recent time one team had White and the other Black. The article's note sends to
    art. 3.4 of the General Handling Rules: only played matches count where the
    colour sequence is meaningful, so a round without a played match is left out of
    each team's sequence and the two are compared from their ends (BWB-W is read as
    -BWBW), not round by round."""
    for a, b in zip(reversed(first.colours), reversed(other.colours)):
        if a is not b:
            return a.opposite
    return None


def allocate(x: TeamState, y: TeamState, options: Options) -> Allocation:
    """C.04.6 art. 4.3: the colours of the pair ``x``-``y``, by the first of the nine
    rules that decides."""
    first, other, first_by = first_team(x, y, options)
    colour, step = _first_colour(first, other, options)
    white, black = (first, other) if colour is Colour.WHITE else (other, first)
    return Allocation(white.tpn, black.tpn, step, first.tpn, first_by)


def _first_colour(first: TeamState, other: TeamState,
                  options: Options) -> tuple[Colour, str]:
    """The first-team's colour and the step of art. 4.3 that gives it."""
    if not first.colours and not other.colours:
        # 4.3.1: both yet to play: the initial colour to an odd first-team TPN
        initial = options.initial_colour
        return (initial if first.tpn % 2 else initial.opposite), "4.3.1"
    mine, theirs = preference(first, options), preference(other, options)
    if (mine.colour is None) != (theirs.colour is None):  # 4.3.2: only one preference
        return (mine.colour or _opposite(theirs.colour)), "4.3.2"
    if mine.colour is not None and theirs.colour is not None and mine.colour is not theirs.colour:
        return mine.colour, "4.3.3"  # opposite preferences: both granted
    if options.colour_type is ColourType.B and mine.strong != theirs.strong:
        # 4.3.4: only one strong preference (both want the same colour here)
        return ((mine.colour if mine.strong else None) or _opposite(theirs.colour)), "4.3.4"
    if first.colour_difference != other.colour_difference:  # 4.3.5: the lower CD White
        lower = first.colour_difference < other.colour_difference
        return (Colour.WHITE if lower else Colour.BLACK), "4.3.5"
    split = _previous_split(first, other)
    if split is not None:
        return split, "4.3.6"
    if mine.colour is not None:
        return mine.colour, "4.3.7"  # the first-team's preference
    if first.colours:
        return first.colours[-1].opposite, "4.3.8"  # alternate the first-team's colour
    # 4.3.9: alternate the other team's colour: the first-team takes its last one
    return (other.colours[-1] if other.colours else options.initial_colour), "4.3.9"


def _opposite(colour: Colour | None) -> Colour:
    return Colour.WHITE if colour is None else colour.opposite

"""The quality of one pair of a bracket by the criteria of C.04.6 art. 2.3 that a
bracket's pairing decides (art. 3.6.4): C8 (a colour preference unfulfilled),
C9 (Type B: a strong one), C10 (an upfloater's opponent that floated in the previous
round, except in the last two rounds). C1 (art. 2.1.1) makes a pair illegal.

The three counts of a pairing are compared in the order of the criteria; a pair's
cost packs them into one integer so that sums compare the same way."""

from __future__ import annotations

from typing import NamedTuple

from .colour import Preference
from .state import ColourType, Options, TeamState


#: what C8, C9 and C10 count, one and many (art. 2.3.5-2.3.7)
COUNTED: dict[str, tuple[str, str]] = {
    "C8": ("colour preference unmet", "colour preferences unmet"),
    "C9": ("strong colour preference unmet", "strong colour preferences unmet"),
    "C10": ("upfloater's opponent who floated in the previous round",
            "upfloaters' opponents who floated in the previous round"),
}


def counted(criterion: str, value: int) -> str:
    """A count of C8, C9 or C10 in words: ``2 colour preferences unmet``."""
    one, many = COUNTED[criterion]
    return f"{value} {one}" if value == 1 else f"{value or 'no'} {many}"


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class Quality(NamedTuple):
    """How far a pairing falls short of C8, C9 and C10 (counts of teams)."""

    c8: int = 0
    c9: int = 0
    c10: int = 0

    def as_text(self) -> str:
        """The shortfall in words, each count with its criterion (art. 2.3.5-2.3.7)."""
        parts = [f"{counted(name, value)} ({name})" for name, value in self.counts() if value]
        return (", ".join(parts) if parts else
                "C8-C10 met: no colour preference unmet, no upfloater's opponent who "
                "floated in the previous round")

    def counts(self) -> tuple[tuple[str, int], ...]:
        """Each criterion with its count, in the order of the criteria."""
        return (("C8", self.c8), ("C9", self.c9), ("C10", self.c10))


class PairCosts:
    """The cost of each pair of a bracket of ``size`` teams, packed so that a sum
    over a pairing compares as (C8, C9, C10) lexicographically."""

    def __init__(self, size: int, preferences: dict[int, Preference], options: Options):
        self.unit = size + 1
        self.preferences = preferences
        self.options = options

    def quality(self, a: TeamState, b: TeamState) -> Quality:
        pa, pb = self.preferences[a.tpn], self.preferences[b.tpn]
        same = pa.colour is not None and pa.colour is pb.colour
        # C8 (art. 2.3.5): two teams wanting the same colour: one is not granted it
        c8 = 1 if same else 0
        # C9 (art. 2.3.6, Type B only): both strong for the same colour
        c9 = 1 if same and self.options.colour_type is ColourType.B and pa.strong and pb.strong else 0
        # C10 (art. 2.3.7): the upfloater's opponent (the higher score) floated before
        c10 = 0
        if not self.options.last_two and a.primary != b.primary:
            higher = a if a.primary > b.primary else b
            c10 = 1 if higher.floated else 0
        return Quality(c8, c9, c10)

    def shortfalls(self, a: TeamState, b: TeamState) -> tuple[str, ...]:
        """The criteria of C8-C10 the pair falls short of (none when C1 forbids it)."""
        if not a.may_meet(b):
            return ()
        return tuple(name for name, value in self.quality(a, b).counts() if value)

    def pack(self, quality: Quality) -> int:
        return (quality.c8 * self.unit + quality.c9) * self.unit + quality.c10

    def unpack(self, cost: int) -> Quality:
        rest, c10 = divmod(cost, self.unit)
        c8, c9 = divmod(rest, self.unit)
        return Quality(c8, c9, c10)

    def cost(self, a: TeamState, b: TeamState) -> int | None:
        """The packed cost of the pair, None when C1 forbids it."""
        if not a.may_meet(b):
            return None
        return self.pack(self.quality(a, b))

    def lower_bound(self, teams: list[TeamState]) -> int:
        """A cost no pairing of ``teams`` can beat: the teams wanting one colour
        beyond half the bracket must meet each other (C8; C9 likewise)."""
        half = len(teams) // 2
        prefs = [self.preferences[t.tpn] for t in teams]
        c8 = c9 = 0
        for colour in {p.colour for p in prefs if p.colour is not None}:
            c8 = max(c8, sum(1 for p in prefs if p.colour is colour) - half)
            c9 = max(c9, sum(1 for p in prefs if p.colour is colour and p.strong) - half)
        if self.options.colour_type is not ColourType.B:
            c9 = 0
        return self.pack(Quality(c8, c9, 0))

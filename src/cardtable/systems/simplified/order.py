"""Whom the procedure pairs next, and in which order it looks for their opponent
(the simplified Swiss document, "Paarungen").

The highest scoregroup that still has players is split into an upper and a lower half
(the lower half larger when the count is odd); the first player of the upper half looks
for their opponent among

1. the lower half, first to last;
2. the upper half, last to second;
3. the next lower scoregroup, first onwards;
4. the scoregroups below it, each first onwards.

A scoregroup of one player has no upper half: that player looks in the scoregroups
below at once. For a scoregroup of eight the order is 5-6-7-8-4-3-2 (the seed's
example)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence


@dataclass(frozen=True, slots=True)
class SearchOrder:
    """The player to pair and their possible opponents in the order they are tried.
    ``upper`` and ``lower`` are the halves of their scoregroup; ``below`` the players of
    the lower scoregroups, in order."""

    player: int
    upper: tuple[int, ...]
    lower: tuple[int, ...]
    below: tuple[int, ...]

    @property
    def opponents(self) -> tuple[int, ...]:
        own = self.upper[1:][::-1] if self.upper else ()
        lower = self.lower if self.upper else self.lower[1:]
        return lower + own + self.below


def halves(group: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The upper and the lower half of a scoregroup (the lower one larger when the
    count is odd)."""
    middle = len(group) // 2
    return tuple(group[:middle]), tuple(group[middle:])


def search_order(groups: Sequence[Sequence[int]]) -> SearchOrder:
    """The search order for the players not yet paired, ``groups`` being their
    scoregroups from the top (empty ones are passed over)."""
    remaining = [tuple(g) for g in groups if g]
    first, rest = remaining[0], remaining[1:]
    upper, lower = halves(first)
    player = upper[0] if upper else lower[0]
    return SearchOrder(player, upper, lower, tuple(p for g in rest for p in g))

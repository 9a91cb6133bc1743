"""The order in which C.04.3 (2026) art. 4 generates the candidates of a bracket.

Players are given by their card indices, which follow the ranking of art. 1.2, so they
sort like the in-bracket sequence numbers (BSN, art. 4.1).

* Transpositions of S2 (art. 4.2): the arrangements of the first N1 players of S2,
  in lexicographic order of their BSNs (``itertools.permutations`` of the sorted S2).
* Exchanges in a homogeneous bracket or a remainder (art. 4.3): swaps of equally
  sized groups between the original S1 and S2, sorted by the four comparison rules.
* Sets of pairable MDPs (art. 4.4): the sets of M1 MDPs whose Limbo best satisfies
  C7 (the lowest scores, highest first) come first; within them, and within each
  further group, the sets are sorted by their smallest differing BSN.
"""

from __future__ import annotations

from itertools import combinations
from math import comb, perm
from typing import Callable, Iterator, Sequence

from .cards import CardIndex

Exchange = tuple[tuple[CardIndex, ...], tuple[CardIndex, ...]]  # (moved S1 -> S2, moved S2 -> S1)
SORTED_SETS = 100_000


def exchanges(s1: Sequence[CardIndex], s2: Sequence[CardIndex]) -> Iterator[Exchange]:
    """Art. 4.3: no exchange first, then every resident-exchange in priority order:
    (1) fewest players exchanged; (2) smallest difference between the sum of the BSNs
    moved from S2 to S1 and of those moved from S1 to S2; (3) the largest differing
    BSN among those moved from S1 to S2; (4) the smallest differing BSN among those
    moved from S2 to S1. Each size is sorted only when the walk reaches it."""
    yield (), ()
    for k in range(1, min(len(s1), len(s2)) + 1):
        found = []
        for out in combinations(s1, k):
            moved_out = sum(out)
            rule3 = tuple(-x for x in reversed(out))
            for into in combinations(s2, k):
                found.append((sum(into) - moved_out, rule3, into, out))
        found.sort()
        for _, _, into, out in found:
            yield out, into


def candidate_count(n: int, pairs: int) -> int:
    """Candidates of a homogeneous bracket (or remainder): each exchange with all the
    transpositions of its S2."""
    return comb(n, pairs) * perm(n - pairs, pairs)


def mdp_sets(mdps: Sequence[CardIndex], size: int,
             score: Callable[[CardIndex], int]) -> Iterator[tuple[CardIndex, ...]]:
    """Art. 4.4: sets of ``size`` pairable MDPs. A set is valid if it leaves a Limbo
    compliant with C7 (art. 4.4.1): those whose Limbo has the lowest scores (compared
    highest first) come first; should none of them give a legal candidate, the next
    best Limbo follows. Within a group, by the smallest differing BSN (art. 4.4.2),
    which is the lexicographic order of the sorted sets. (Beyond ``SORTED_SETS`` sets
    the groups are not formed: the sets come in lexicographic order alone.)"""
    if comb(len(mdps), size) > SORTED_SETS:
        return combinations(sorted(mdps), size)
    chosen = list(combinations(sorted(mdps), size))

    def limbo_scores(group: tuple[CardIndex, ...]) -> tuple[int, ...]:
        kept = set(group)
        return tuple(sorted((score(m) for m in mdps if m not in kept), reverse=True))

    chosen.sort(key=limbo_scores)  # stable: lexicographic within a group
    return iter(chosen)

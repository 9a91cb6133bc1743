"""Can the players left all be paired? The question the hand procedure answers by
pairing on and backtracking when it gets stuck (the simplified Swiss document), answered
here at once with a maximum-cardinality matching (Edmonds), so that the search never
walks into a dead end.

A perfect matching of the players left is kept from one pair to the next: when the pair
chosen is in it, or the two partners it leaves alone may meet, the answer is known
without a new matching."""

from __future__ import annotations

from typing import Collection, Mapping

from ...matching.cardinality import maximum_matching

#: partner of every player in a perfect matching
Mates = dict[int, int]


def perfect_matching(players: Collection[int],
                     graph: Mapping[int, set[int]]) -> Mates | None:
    """A perfect matching of ``players`` in the legal-pair ``graph``, or None."""
    order = sorted(players)
    local = {p: k for k, p in enumerate(order)}
    adjacent = [[local[q] for q in graph[p] if q in local] for p in order]
    mate = maximum_matching(len(order), adjacent)
    if any(m == -1 for m in mate):
        return None
    return {order[k]: order[m] for k, m in enumerate(mate)}


def after_pair(mates: Mates, a: int, b: int, graph: Mapping[int, set[int]]) -> Mates | None:
    """A perfect matching of the players of ``mates`` other than ``a`` and ``b`` once
    they are paired, or None when those players cannot all be paired."""
    rest = dict(mates)
    partner_a, partner_b = rest.pop(a), rest.pop(b)
    if partner_a == b:
        return rest
    del rest[partner_a], rest[partner_b]
    if partner_b in graph[partner_a]:
        rest[partner_a], rest[partner_b] = partner_b, partner_a
        return rest
    return perfect_matching(set(rest) | {partner_a, partner_b}, graph)

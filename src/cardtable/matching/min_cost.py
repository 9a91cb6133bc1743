"""Minimum-cost matching in a general graph with some vertices allowed to stay
unpaired, reduced to a maximum-weight matching (``blossom``): each edge gets a weight
``top - cost``, with ``top`` so large that every maximum-weight matching is perfect
whenever a perfect one exists, and one extra vertex per place left unpaired, joined to
the vertices that may take it."""

from __future__ import annotations

from typing import Sequence

from .blossom import max_weight_matching


def min_matching(size: int, edges: dict[tuple[int, int], int],
                 spare: Sequence[int], spare_slots: int) -> int | None:
    """Least total cost of pairing all ``size`` vertices with ``edges`` (i < j ->
    cost), except ``spare_slots`` of them left unpaired, who must be among
    ``spare``; None when impossible."""
    if (size - spare_slots) % 2 or spare_slots > len(spare):
        return None
    total = size + spare_slots
    top = 2 * (max(edges.values(), default=0) + 1) * (total + 1)
    weights: list[dict[int, int]] = [{} for _ in range(total)]
    for (i, j), cost in edges.items():
        weights[i][j] = weights[j][i] = top - cost
    for slot in range(size, total):
        for i in spare:
            weights[i][slot] = weights[slot][i] = top
    mate = max_weight_matching(total, weights)
    if any(m == -1 for m in mate):
        return None
    return sum(top - weights[i][mate[i]] for i in range(size) if mate[i] < size and i < mate[i])

"""Whether a search can still succeed, so that the procedure can pass over a block of
transpositions or exchanges that must all fail without trying each one: the same
first valid candidate is found, only sooner (the trace counts the blocks passed over).

``min_assignment`` is a minimum-cost assignment (Hungarian method, O(n^3)) for the
players of S1 against those of S2; ``min_matching`` a minimum-cost matching in a
general graph (for all exchanges at once, and for the completion tests of C.12 and
C.13), through the blossom algorithm of the Dutch engine."""

from __future__ import annotations

from typing import Sequence

from ..dutch.blossom import max_weight_matching

#: cost of a forbidden cell in an assignment
FORBIDDEN = None


def min_assignment(cost: Sequence[Sequence[int | None]]) -> int | None:
    """Least total cost of giving every row its own column (rows <= columns), cells
    ``None`` forbidden; None when no assignment exists."""
    rows = len(cost)
    if rows == 0:
        return 0
    cols = len(cost[0])
    big = 1 + sum(max((c for c in row if c is not None), default=0) for row in cost)
    inf = big * (rows + 1)
    u = [0] * (rows + 1)
    v = [0] * (cols + 1)
    match = [0] * (cols + 1)  # column -> row (1-based), 0 = free
    way = [0] * (cols + 1)
    for row in range(1, rows + 1):
        match[0] = row
        j0 = 0
        minv = [inf * 2] * (cols + 1)
        used = [False] * (cols + 1)
        while True:
            used[j0] = True
            i0 = match[j0]
            delta = inf * 2
            j1 = 0
            line = cost[i0 - 1]
            for j in range(1, cols + 1):
                if used[j]:
                    continue
                cell = line[j - 1]
                cur = (big * rows if cell is None else cell) - u[i0] - v[j]
                if cur < minv[j]:
                    minv[j] = cur
                    way[j] = j0
                if minv[j] < delta:
                    delta = minv[j]
                    j1 = j
            for j in range(cols + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if match[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1
    total = 0
    for j in range(1, cols + 1):
        if match[j]:
            cell = cost[match[j] - 1][j - 1]
            if cell is None:
                return None
            total += cell
    return total


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

"""Maximum-weight assignment (Hungarian method, shortest augmenting paths with
potentials) for the bipartite case S1 × S2 of a bracket.

Rows are processed in order; for the weights the Dutch engine uses, each S1 player's
best S2 opponent is usually still free, so most rows cost one pass over the columns.
Returns the assignment and the dual values, which ``brackets`` uses to prove that no
exchange between S1 and S2 could do better (LP duality)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence


@dataclass
class Assignment:
    """``col_of[r]``: the column of row r. ``row_dual``/``col_dual`` are doubled duals
    of the weights: row_dual[r] + col_dual[c] >= 2 w(r, c) for every allowed (r, c),
    with equality on the assignment."""

    col_of: list[int]
    row_dual: list[int]
    col_dual: list[int]


def max_weight_assignment(weights: Sequence[Sequence[int | None]]) -> Assignment | None:
    """A perfect assignment of the n rows to the n columns maximising the total weight
    (``None`` entries are forbidden); None when no perfect assignment exists."""
    n = len(weights)
    if n == 0:
        return Assignment([], [], [])
    top = 0
    for row in weights:
        for w in row:
            if w is not None and w > top:
                top = w
    # costs: top - w >= 0; forbidden = None
    cost = [[(top - w) if w is not None else None for w in row] for row in weights]
    u = [0] * (n + 1)  # row potentials, 1-based; u[0] unused
    v = [0] * (n + 1)  # column potentials; v[0] for the virtual column
    p = [0] * (n + 1)  # p[j]: row matched to column j (0 = none)
    way = [0] * (n + 1)
    # Start: column reduction, then every row in order takes the first free column of
    # zero reduced cost (feasible potentials, tight assigned pairs).
    for j in range(1, n + 1):
        column = [cost[i][j - 1] for i in range(n) if cost[i][j - 1] is not None]
        v[j] = min(column) if column else 0
    assigned = [False] * (n + 1)
    for i in range(1, n + 1):
        row = cost[i - 1]
        for j in range(1, n + 1):
            c = row[j - 1]
            if c is not None and p[j] == 0 and c == v[j]:
                p[j] = i
                assigned[i] = True
                break
    for i in range(1, n + 1):
        if assigned[i]:
            continue
        p[0] = i
        j0 = 0
        minv: list[int | None] = [None] * (n + 1)  # None: not reached yet
        used = [False] * (n + 1)
        while True:
            used[j0] = True
            i0 = p[j0]
            row = cost[i0 - 1]
            ui0 = u[i0]
            delta: int | None = None
            j1 = -1
            for j in range(1, n + 1):
                if used[j]:
                    continue
                c = row[j - 1]
                mj = minv[j]
                if c is not None:
                    cur = c - ui0 - v[j]
                    if mj is None or cur < mj:
                        minv[j] = mj = cur
                        way[j] = j0
                if mj is not None and (delta is None or mj < delta):
                    delta = mj
                    j1 = j
            if delta is None:
                return None
            for j in range(n + 1):
                if used[j]:
                    u[p[j]] += delta
                    v[j] -= delta
                elif minv[j] is not None:
                    minv[j] -= delta  # type: ignore[operator]
            j0 = j1
            if p[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            p[j0] = p[j1]
            j0 = j1
    col_of = [0] * n
    for j in range(1, n + 1):
        col_of[p[j] - 1] = j - 1
    # cost duals: u_i + v_j <= top - w  ->  (top - 2u_i) + (top - 2v_j) >= 2w
    row_dual = [top - 2 * u[i] for i in range(1, n + 1)]
    col_dual = [top - 2 * v[j] for j in range(1, n + 1)]
    return Assignment(col_of, row_dual, col_dual)

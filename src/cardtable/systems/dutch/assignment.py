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
    (``None`` entries are forbidden); None when no perfect assignment exists.

    The Hungarian method in phases, for costs ``top - w``: the potentials start from
    the column minima and then the row minima; every phase grows alternating trees of
    tight edges (zero reduced cost) from all unassigned rows at once and augments along
    every tree that reaches a free column; when none does, the potentials of the trees
    change by the smallest slack. The weights of a bracket take few distinct values,
    so few phases are needed. Costs are shared objects, one per distinct weight."""
    n = len(weights)
    if n == 0:
        return Assignment([], [], [])
    distinct: set[int | None] = set()
    for row in weights:
        distinct.update(row)
    distinct.discard(None)
    top = max([0, *distinct])  # type: ignore[list-item]
    cost_of: dict[int | None, int | None] = {w: top - w for w in distinct}  # type: ignore[operator]
    cost_of[None] = None
    cost = [[cost_of[w] for w in row] for row in weights]
    v = []
    for column in zip(*cost):
        present = [c for c in column if c is not None]
        v.append(min(present) if present else 0)
    u = []
    for row in cost:
        present = [c - vj for c, vj in zip(row, v) if c is not None]
        u.append(min(present) if present else 0)
    col_of = [-1] * n
    row_of = [-1] * n
    for i, row in enumerate(cost):
        ui = u[i]
        for j, c in enumerate(row):
            if c is not None and row_of[j] == -1 and c - v[j] == ui:
                col_of[i], row_of[j] = j, i
                break
    while True:
        free = [i for i in range(n) if col_of[i] == -1]
        if not free:
            break
        found = _phase(cost, u, v, col_of, row_of, free)
        if found is None:
            return None
    # cost duals: u_i + v_j <= top - w  ->  (top - 2u_i) + (top - 2v_j) >= 2w
    row_dual = [top - 2 * ui for ui in u]
    col_dual = [top - 2 * vj for vj in v]
    return Assignment(col_of, row_dual, col_dual)


def _phase(cost: list[list[int | None]], u: list[int], v: list[int], col_of: list[int],
           row_of: list[int], free: list[int]) -> bool | None:
    """Grow alternating trees of tight edges from the ``free`` rows (breadth first);
    augment along each tree that reaches a free column. If none does, change the
    potentials by the smallest slack from the trees' rows to the other columns (False),
    or return None when no such column exists (no perfect assignment)."""
    n = len(cost)
    parent = [-1] * n  # column -> the row that reached it
    seen_row = [False] * n
    seen_col = [False] * n
    slack: list[int | None] = [None] * n
    queue = list(free)
    for i in free:
        seen_row[i] = True
    via = list(col_of)  # the column each row held when the trees were grown
    ends = []
    k = 0
    while k < len(queue):
        i = queue[k]
        k += 1
        ui = u[i]
        row = cost[i]
        for j in range(n):
            if seen_col[j]:
                continue
            c = row[j]
            if c is None:
                continue
            r = c - ui - v[j]
            if r:
                s = slack[j]
                if s is None or r < s:
                    slack[j] = r
                continue
            seen_col[j] = True
            parent[j] = i
            owner = row_of[j]
            if owner == -1:
                ends.append(j)
            elif not seen_row[owner]:
                seen_row[owner] = True
                queue.append(owner)
    if ends:
        used = [False] * n
        for j in ends:
            path = []
            col = j
            while True:  # back to the root, through the columns held when reached
                i = parent[col]
                path.append((i, col))
                if via[i] == -1:
                    break
                col = via[i]
            root = path[-1][0]
            if used[root]:
                continue
            used[root] = True
            for i, col in path:
                col_of[i], row_of[col] = col, i
        return True
    delta = min((s for j, s in enumerate(slack) if s is not None and not seen_col[j]),
                default=None)
    if delta is None:
        return None
    for i in queue:
        u[i] += delta
    for j in range(n):
        if seen_col[j]:
            v[j] -= delta
    return False

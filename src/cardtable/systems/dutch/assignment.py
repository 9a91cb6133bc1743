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
    the column minima and then the row minima; every phase searches augmenting paths of
    tight edges (zero reduced cost) from every unassigned row, depth first, and
    augments along each one found; when none is, the potentials of the rows and
    columns reached change by the smallest slack. The weights of a bracket take few distinct values,
    so few phases are needed. Costs are shared objects, one per distinct weight."""
    n = len(weights)
    if n == 0:
        return Assignment([], [], [])
    found: set[int | None] = set()
    for row in weights:
        found.update(row)
    distinct = [w for w in found if w is not None]
    top = max([0, *distinct])
    cost_of: dict[int | None, int | None] = {w: top - w for w in distinct}
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
        if _phase(cost, u, v, col_of, row_of, free) is None:
            return None
    # cost duals: u_i + v_j <= top - w  ->  (top - 2u_i) + (top - 2v_j) >= 2w
    row_dual = [top - 2 * ui for ui in u]
    col_dual = [top - 2 * vj for vj in v]
    return Assignment(col_of, row_dual, col_dual)


def _phase(cost: list[list[int | None]], u: list[int], v: list[int], col_of: list[int],
           row_of: list[int], free: list[int]) -> bool | None:
    """From each of the ``free`` rows in turn, search depth first for an augmenting
    path of tight edges (zero reduced cost) through columns not yet searched in this
    phase, and augment along it (True when any was found). If none was, every row
    reached has been scanned whole: change the potentials by the smallest slack from
    those rows to the other columns (False), or return None when there is no such
    column (no perfect assignment)."""
    n = len(cost)
    seen_row = [False] * n
    seen_col = [False] * n
    slack: list[int | None] = [None] * n
    place = [0] * n  # where the scan of each row resumes
    reached: list[int] = []
    augmented = False
    for root in free:
        if seen_row[root]:
            continue
        seen_row[root] = True
        reached.append(root)
        stack = [root]
        took: list[int] = []
        while stack:
            i = stack[-1]
            row, ui = cost[i], u[i]
            j = place[i]
            found = -1
            while j < n:
                if not seen_col[j]:
                    c = row[j]
                    if c is not None:
                        r = c - ui - v[j]
                        if not r:
                            found = j
                            j += 1
                            break
                        s = slack[j]
                        if s is None or r < s:
                            slack[j] = r
                j += 1
            place[i] = j
            if found == -1:
                stack.pop()
                if took:
                    took.pop()
                continue
            seen_col[found] = True
            owner = row_of[found]
            took.append(found)
            if owner == -1:
                for row_k, col_k in zip(stack, took):
                    col_of[row_k], row_of[col_k] = col_k, row_k
                augmented = True
                break
            if not seen_row[owner]:
                seen_row[owner] = True
                reached.append(owner)
                stack.append(owner)
            else:
                took.pop()
    if augmented:
        return True
    delta = min((s for j, s in enumerate(slack) if s is not None and not seen_col[j]),
                default=None)
    if delta is None:
        return None
    for i in reached:
        u[i] += delta
    for j in range(n):
        if seen_col[j]:
            v[j] -= delta
    return False

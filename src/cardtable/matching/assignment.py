"""Assignment in a bipartite graph: the Hungarian method of Kuhn and Munkres in the
form of shortest augmenting paths with potentials (one Dijkstra-like search per row,
as in Jonker and Volgenant's method, without their auction start), O(n^3).

One search routine, ``_augment``, serves both uses:

* ``max_weight_assignment``: the maximum-weight perfect assignment of S1 × S2 in a
  bracket of the Dutch system, with the dual values that prove no exchange between S1
  and S2 can do better (LP duality). A column reduction and a greedy start come first:
  for the weights the Dutch engine uses, each S1 player's best S2 opponent is usually
  still free, so most rows cost one pass over the columns.
* ``Assignment`` and ``min_assignment``: a minimum-cost assignment kept optimal while
  row-column pairs are fixed one by one (the 2009 rating-based Swiss passes over
  blocks of transpositions that cannot be completed).

Cells ``None`` are forbidden."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

Costs = Sequence[Sequence[int | None]]


def _augment(cost: Costs, u: list[int], v: list[int], match: list[int], way: list[int],
             row: int, blocked: frozenset[int] | None = None) -> bool:
    """One shortest augmenting path from ``row`` (1-based) in the reduced costs
    ``cost[i][j] - u[i+1] - v[j+1]``; ``match[j]`` is the row of column j (0 = free),
    ``blocked`` columns take no part. Potentials stay feasible and matched cells tight.
    False when no path exists (the row meets only forbidden cells)."""
    n = len(match) - 1
    match[0] = row
    j0 = 0
    minv: list[int | None] = [None] * (n + 1)  # None: not reached yet
    used = [False] * (n + 1)
    if blocked:
        for j in blocked:
            used[j] = True
    while True:
        used[j0] = True
        i0 = match[j0]
        line = cost[i0 - 1]
        ui0 = u[i0]
        delta: int | None = None
        j1 = -1
        for j in range(1, n + 1):
            if used[j]:
                continue
            c = line[j - 1]
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
            return False
        for j in range(n + 1):
            if used[j]:
                u[match[j]] += delta
                v[j] -= delta
            else:
                mj = minv[j]
                if mj is not None:
                    minv[j] = mj - delta
        j0 = j1
        if match[j0] == 0:
            break
    while j0:
        j1 = way[j0]
        match[j0] = match[j1]
        j0 = j1
    return True


@dataclass
class WeightedAssignment:
    """``col_of[r]``: the column of row r. ``row_dual``/``col_dual`` are doubled duals
    of the weights: row_dual[r] + col_dual[c] >= 2 w(r, c) for every allowed (r, c),
    with equality on the assignment."""

    col_of: list[int]
    row_dual: list[int]
    col_dual: list[int]


def max_weight_assignment(weights: Costs) -> WeightedAssignment | None:
    """A perfect assignment of the n rows to the n columns maximising the total weight
    (``None`` entries are forbidden); None when no perfect assignment exists."""
    n = len(weights)
    if n == 0:
        return WeightedAssignment([], [], [])
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
        column = [c for i in range(n) if (c := cost[i][j - 1]) is not None]
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
        if not assigned[i] and not _augment(cost, u, v, p, way, i):
            return None
    col_of = [0] * n
    for j in range(1, n + 1):
        col_of[p[j] - 1] = j - 1
    # cost duals: u_i + v_j <= top - w  ->  (top - 2u_i) + (top - 2v_j) >= 2w
    row_dual = [top - 2 * u[i] for i in range(1, n + 1)]
    col_dual = [top - 2 * v[j] for j in range(1, n + 1)]
    return WeightedAssignment(col_of, row_dual, col_dual)


def min_assignment(cost: Costs) -> int | None:
    """Least total cost of giving every row its own column (rows <= columns), cells
    ``None`` forbidden; None when no assignment exists."""
    rows = len(cost)
    if rows == 0:
        return 0
    cols = len(cost[0])
    square = [list(row) + [0] * (cols - rows) for row in cost]
    square += [[0] * cols for _ in range(cols - rows)]
    return Assignment(square).total


class Assignment:
    """A minimum-cost assignment of the rows of a square matrix to its columns, kept
    optimal while row-column pairs are fixed one by one: fixing a pair removes its row
    and column, and one shortest augmenting path, O(n^2), repairs the rest.

    A forbidden cell costs more than any assignment of allowed cells (big M), so that
    every state is a complete assignment; ``total`` is None when the least one needs
    a forbidden cell."""

    __slots__ = ("cost", "priced", "n", "u", "v", "match", "gone_cols")

    def __init__(self, cost: Costs) -> None:
        self.cost = cost
        n = self.n = len(cost)
        top = max((c for row in cost for c in row if c is not None), default=0)
        big = (top + 1) * (n + 1)
        self.priced: list[list[int | None]] = [
            [big if c is None else c for c in row] for row in cost]
        self.u = [0] * (n + 1)
        self.v = [0] * (n + 1)
        self.match = [0] * (n + 1)  # column -> row (1-based), 0 = free
        self.gone_cols: frozenset[int] = frozenset()
        way = [0] * (n + 1)
        for row in range(1, n + 1):
            _augment(self.priced, self.u, self.v, self.match, way, row)

    @property
    def total(self) -> int | None:
        """The least total cost, or None when a forbidden cell cannot be avoided."""
        total = 0
        for col in range(1, self.n + 1):
            if col in self.gone_cols or not self.match[col]:
                continue
            cell = self.cost[self.match[col] - 1][col - 1]
            if cell is None:
                return None
            total += cell
        return total

    def fixed(self, row: int, col: int) -> Assignment:
        """The assignment of the other rows and columns once ``row`` (0-based) is
        given ``col``."""
        new = object.__new__(Assignment)
        new.cost, new.priced, new.n = self.cost, self.priced, self.n
        new.u, new.v, new.match = list(self.u), list(self.v), list(self.match)
        new.gone_cols = self.gone_cols | {col + 1}
        r, c = row + 1, col + 1
        holder = new.match[c]
        new.match[c] = 0
        if holder != r:
            own = new.match.index(r, 1)
            new.match[own] = 0
            _augment(new.priced, new.u, new.v, new.match, [0] * (new.n + 1), holder,
                     new.gone_cols)
        return new

"""Assignment in a bipartite graph: the Hungarian method of Kuhn and Munkres in the
form of shortest augmenting paths with potentials (one Dijkstra-like search per row,
as in Jonker and Volgenant's method, without their auction start), O(n^3).

The search routine ``_augment`` serves the second use below:

* ``max_weight_assignment``: the maximum-weight perfect assignment of S1 × S2 in a
  bracket of the Dutch system, with the dual values that prove no exchange between S1
  and S2 can do better (LP duality). It does not use ``_augment``: brackets of
  thousands have few distinct weights, so it runs the method in phases (``_phase``:
  augmenting paths of tight cells from every free row, depth first, then one change
  of the potentials), a few phases instead of one search per row.
* ``Assignment`` and ``min_assignment``: a minimum-cost assignment kept optimal while
  row-column pairs are fixed one by one (the 2009 rating-based Swiss passes over
  blocks of transpositions that cannot be completed).

Cells ``None`` are forbidden."""

from __future__ import annotations

from typing import NamedTuple, Sequence

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


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class WeightedAssignment(NamedTuple):
    """``col_of[r]``: the column of row r. ``row_dual``/``col_dual`` are doubled duals
    of the weights: row_dual[r] + col_dual[c] >= 2 w(r, c) for every allowed (r, c),
    with equality on the assignment."""

    col_of: list[int]
    row_dual: list[int]
    col_dual: list[int]


def max_weight_assignment(weights: Costs) -> WeightedAssignment | None:
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
        return WeightedAssignment([], [], [])
    found: set[int | None] = set()
    for row in weights:
        found.update(row)
    distinct = [w for w in found if w is not None]
    top = max([0, *distinct])
    cost_of: dict[int | None, int | None] = {w: top - w for w in distinct}
    cost_of[None] = None
    made: dict[int, list[int | None]] = {}  # a row given twice (the same list) is made once
    cost = []
    for row in weights:
        line = made.get(id(row))
        if line is None:
            line = made[id(row)] = [cost_of[w] for w in row]
        cost.append(line)
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
    return WeightedAssignment(col_of, row_dual, col_dual)


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

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
    square = [list(row) + [0] * (cols - rows) for row in cost]
    square += [[0] * cols for _ in range(cols - rows)]
    return Assignment(square).total


class Assignment:
    """A minimum-cost assignment of the rows of a square matrix to its columns
    (Hungarian method with potentials), kept optimal while row-column pairs are
    fixed one by one: fixing a pair removes its row and column, and one shortest
    augmenting path, O(n^2), repairs the rest."""

    def __init__(self, cost: Sequence[Sequence[int | None]]):
        self.cost = cost
        n = self.n = len(cost)
        top = max((c for row in cost for c in row if c is not None), default=0)
        self.big = (top + 1) * (n + 1)
        self.u = [0] * (n + 1)
        self.v = [0] * (n + 1)
        self.match = [0] * (n + 1)  # column -> row (1-based), 0 = free
        self.gone_cols: set[int] = set()
        for row in range(1, n + 1):
            self._augment(row)

    def _cell(self, row: int, col: int) -> int:
        value = self.cost[row - 1][col - 1]
        return self.big if value is None else value

    def _augment(self, row: int) -> None:
        n, u, v, match = self.n, self.u, self.v, self.match
        inf = self.big * (n + 2) * 4
        match[0] = row
        j0 = 0
        minv = [inf] * (n + 1)
        used = [False] * (n + 1)
        for j in self.gone_cols:
            used[j] = True
        way = [0] * (n + 1)
        while True:
            used[j0] = True
            i0 = match[j0]
            delta, j1 = inf, 0
            line = self.cost[i0 - 1]
            ui = u[i0]
            for j in range(1, n + 1):
                if used[j]:
                    continue
                cell = line[j - 1]
                cur = (self.big if cell is None else cell) - ui - v[j]
                if cur < minv[j]:
                    minv[j] = cur
                    way[j] = j0
                if minv[j] < delta:
                    delta, j1 = minv[j], j
            for j in range(n + 1):
                if used[j] and j not in self.gone_cols:
                    u[match[j]] += delta
                    v[j] -= delta
                elif not used[j]:
                    minv[j] -= delta
            j0 = j1
            if match[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1

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
        new.cost, new.n, new.big = self.cost, self.n, self.big
        new.u, new.v, new.match = list(self.u), list(self.v), list(self.match)
        new.gone_cols = self.gone_cols | {col + 1}
        r, c = row + 1, col + 1
        holder = new.match[c]
        new.match[c] = 0
        if holder != r:
            own = new.match.index(r, 1)
            new.match[own] = 0
            new._augment(holder)
        return new


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

"""The matching algorithms of ``cardtable.matching`` (under both Dutch engines), against
brute force on small random graphs: maximum-weight matching (any integer size),
maximum-weight assignment with its duals, the minimum-cost assignment kept optimal while
pairs are fixed (the same Hungarian routine), and the completion check."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.matching.assignment import Assignment, max_weight_assignment, min_assignment
from cardtable.matching.blossom import max_weight_matching
from cardtable.matching.cardinality import completable


def best_matching(n, weights):
    best = 0

    def extend(i, used, total):
        nonlocal best
        if i == n:
            best = max(best, total)
            return
        if i in used:
            extend(i + 1, used, total)
            return
        extend(i + 1, used | {i}, total)
        for j in range(i + 1, n):
            if j not in used and weights[i].get(j, 0) > 0:
                extend(i + 1, used | {i, j}, total + weights[i][j])

    extend(0, frozenset(), 0)
    return best


@st.composite
def graphs(draw, max_n=8):
    n = draw(st.integers(1, max_n))
    big = draw(st.sampled_from([3, 100, 2**150]))
    weights = [dict() for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if draw(st.booleans()):
                w = draw(st.integers(1, big))
                weights[i][j] = weights[j][i] = w
    return n, weights


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_blossom_finds_a_maximum_weight_matching(graph):
    n, weights = graph
    mate = max_weight_matching(n, weights)
    for v, m in enumerate(mate):
        if m != -1:
            assert mate[m] == v and weights[v][m] > 0
    assert sum(weights[v][m] for v, m in enumerate(mate) if m > v) == best_matching(n, weights)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 6).flatmap(lambda n: st.lists(
    st.lists(st.one_of(st.none(), st.integers(0, 50)), min_size=n, max_size=n),
    min_size=n, max_size=n)))
def test_assignment_is_optimal_and_its_duals_prove_it(rows):
    n = len(rows)
    best = None
    for perm in itertools.permutations(range(n)):
        if all(rows[i][perm[i]] is not None for i in range(n)):
            total = sum(rows[i][perm[i]] for i in range(n))
            best = total if best is None else max(best, total)
    found = max_weight_assignment(rows)
    if best is None:
        assert found is None
        return
    assert sum(rows[i][found.col_of[i]] for i in range(n)) == best
    for i in range(n):
        for j in range(n):
            if rows[i][j] is not None:
                assert found.row_dual[i] + found.col_dual[j] >= 2 * rows[i][j]
        assert found.row_dual[i] + found.col_dual[found.col_of[i]] == 2 * rows[i][found.col_of[i]]


@settings(max_examples=300, deadline=None)
@given(graphs(max_n=9), st.sets(st.integers(0, 8)))
def test_completion_check(graph, bye_candidates):
    n, weights = graph
    neighbours = [set(w) for w in weights]

    def brute():
        players = list(range(n))
        for bye in ([None] if n % 2 == 0 else [p for p in players if p in bye_candidates]):
            rest = [p for p in players if p != bye]
            if _perfect(rest, neighbours):
                return True
        return False

    assert completable(list(range(n)), neighbours, lambda p: p in bye_candidates) == brute()


def _perfect(players, neighbours):
    if not players:
        return True
    first, rest = players[0], players[1:]
    return any(_perfect([p for p in rest if p != q], neighbours)
               for q in rest if q in neighbours[first])


@st.composite
def cost_matrices(draw, max_n=6):
    rows = draw(st.integers(0, max_n))
    cols = draw(st.integers(rows, max_n)) if rows else 0
    cell = st.one_of(st.none(), st.integers(0, 5))
    return [[draw(cell) for _ in range(cols)] for _ in range(rows)]


def least_cost(cost):
    """Brute force: the least total of giving every row its own column."""
    rows = len(cost)
    if rows == 0:
        return 0
    totals = [sum(cost[r][c] for r, c in enumerate(perm))
              for perm in itertools.permutations(range(len(cost[0])), rows)
              if all(cost[r][c] is not None for r, c in enumerate(perm))]
    return min(totals, default=None)


@settings(max_examples=300, deadline=None)
@given(cost_matrices(), st.data())
def test_min_assignment_and_fixing_pairs(cost, data):
    assert min_assignment(cost) == least_cost(cost)
    n = len(cost)
    if n == 0 or len(cost[0]) != n:
        return
    # fixing pairs one by one keeps the rest optimal
    found = Assignment(cost)
    rows, cols = list(range(n)), list(range(n))
    for _ in range(data.draw(st.integers(0, n))):
        row = data.draw(st.sampled_from(rows))
        col = data.draw(st.sampled_from(cols))
        found = found.fixed(row, col)
        rows.remove(row)
        cols.remove(col)
        rest = [[cost[r][c] for c in cols] for r in rows]
        assert found.total == least_cost(rest)

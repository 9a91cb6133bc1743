"""The matching algorithms under the Dutch engine, against brute force on small random
graphs: maximum-weight matching (any integer size), maximum-weight assignment with its
duals, and the completion check."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.matching.assignment import max_weight_assignment
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

"""Pairing one bracket (C.04.6 art. 3.6): of all the pairings of the bracket's teams
(art. 3.6.1: in each pair the smaller TPN is the top member), sorted by their
identifiers (art. 3.6.2: the top members' TPNs in ascending order, then their
opponents' TPNs in the same order) in lexicographic order (art. 3.6.3), the first
that complies with C1, C8, C9 and C10 (art. 3.6.4) is taken.

"Complies" with a quality criterion means: falls short of it no more than any other
pairing must. The best reachable counts are the least-cost perfect matching of the
bracket (``matching.min_cost``); the search walks the identifiers in their
lexicographic order and takes the first pairing that reaches them. It first tries
with a bound no pairing can beat and a budget of steps (the usual case, found
without turning back); failing that it computes the exact best and decides each
place of the identifier by asking whether the best is still reachable."""

from __future__ import annotations

from typing import Iterator, NamedTuple

from ...matching.min_cost import min_matching
from .criteria import PairCosts, Quality
from .state import TeamState

#: places of the identifier tried before the exact search takes over, per team
BUDGET_PER_TEAM = 40


class _OutOfBudget(Exception):
    pass


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class BracketPairing(NamedTuple):
    """The pairing taken: its pairs (top, bottom) in the identifier's order, its
    identifier and how far it falls short of C8-C10."""

    pairs: tuple[tuple[int, int], ...]
    quality: Quality

    @property
    def identifier(self) -> tuple[int, ...]:
        return tuple(t for t, _ in self.pairs) + tuple(b for _, b in self.pairs)


def pair_bracket(teams: list[TeamState], costs: PairCosts) -> BracketPairing | None:
    """The first pairing of ``teams`` in identifier order that complies with C1, C8,
    C9 and C10 (art. 3.6.4); None when C1 leaves no pairing at all."""
    ordered = sorted(teams, key=lambda t: t.tpn)
    n = len(ordered)
    cost = [[costs.cost(a, b) for b in ordered] for a in ordered]
    bound = costs.lower_bound(ordered)
    try:
        found = next(_in_order(n, cost, bound, BUDGET_PER_TEAM * n + 200), None)
    except _OutOfBudget:
        found = None
    if found is None:
        best = _least_cost(n, cost, (None,) * n)
        if best is None:
            return None
        found = _decided(n, cost, best)
    pairs = tuple((ordered[t].tpn, ordered[b].tpn) for t, b in found)
    total = sum(cost[t][b] or 0 for t, b in found)
    return BracketPairing(pairs, costs.unpack(total))


def identifiers(teams: list[TeamState], costs: PairCosts,
                limit: int) -> Iterator[tuple[tuple[int, int], ...]]:
    """The first ``limit`` pairings of ``teams`` in identifier order (art. 3.6.3),
    C1 not checked: what the trace shows of the candidates before the one taken."""
    ordered = sorted(teams, key=lambda t: t.tpn)
    n = len(ordered)
    everything: list[list[int | None]] = [[0 for _ in ordered] for _ in ordered]
    for count, found in enumerate(_in_order(n, everything, 0, None)):
        if count >= limit:
            return
        yield tuple((ordered[t].tpn, ordered[b].tpn) for t, b in found)


def _in_order(n: int, cost: list[list[int | None]], bound: int,
              budget: int | None) -> Iterator[list[tuple[int, int]]]:
    """The pairings of positions 0..n-1 in identifier order whose cost is at most
    ``bound`` (C1-forbidden pairs have cost None). First the top members are chosen
    (a smaller top first), then each top's opponent (the smallest first)."""
    half = n // 2
    role = [False] * n  # True: a top member
    steps = [0]

    def spend() -> None:
        steps[0] += 1
        if budget is not None and steps[0] > budget:
            raise _OutOfBudget

    def tops(at: int, count: int) -> Iterator[list[tuple[int, int]]]:
        spend()
        if at == n:
            top_list = [k for k in range(n) if role[k]]
            yield from bottoms(top_list, 0, [k for k in range(n) if not role[k]], [], 0)
            return
        bottoms_so_far = at - count
        if count < half:
            role[at] = True
            yield from tops(at + 1, count + 1)
        if bottoms_so_far < count:
            role[at] = False
            yield from tops(at + 1, count)

    def bottoms(top_list: list[int], i: int, free: list[int], chosen: list[tuple[int, int]],
                spent: int) -> Iterator[list[tuple[int, int]]]:
        spend()
        if i == len(top_list):
            yield list(chosen)
            return
        t = top_list[i]
        for k, b in enumerate(free):
            c = cost[t][b]
            if b < t or c is None or spent + c > bound:
                continue
            chosen.append((t, b))
            yield from bottoms(top_list, i + 1, free[:k] + free[k + 1:], chosen, spent + c)
            chosen.pop()

    yield from tops(0, 0)


def _least_cost(n: int, cost: list[list[int | None]], role: tuple[bool | None, ...],
                fixed: int = 0, skip: frozenset[int] = frozenset()) -> int | None:
    """The least cost of pairing the positions not in ``skip`` with each top
    (``role`` True) paired to a larger position and each bottom (False) to a
    smaller one; None when there is no such pairing."""
    left = [k for k in range(n) if k not in skip]
    local = {k: x for x, k in enumerate(left)}
    edges: dict[tuple[int, int], int] = {}
    for x, i in enumerate(left):
        if role[i] is False:
            continue
        for j in left[x + 1:]:
            c = cost[i][j]
            if c is not None and role[j] is not True:
                edges[(local[i], local[j])] = c
    found = min_matching(len(left), edges, (), 0)
    return None if found is None else found + fixed


def _decided(n: int, cost: list[list[int | None]], best: int) -> list[tuple[int, int]]:
    """The first pairing in identifier order of cost ``best``, each place decided
    by whether ``best`` is still reachable after it."""
    half = n // 2
    role: list[bool | None] = [None] * n
    count = 0
    for at in range(n):
        if count < half:
            role[at] = True
            if count + 1 <= half and _least_cost(n, cost, tuple(role)) == best:
                count += 1
                continue
        role[at] = False
    top_list = [k for k in range(n) if role[k]]
    free = [k for k in range(n) if not role[k]]
    chosen: list[tuple[int, int]] = []
    spent = 0
    used: set[int] = set()
    for t in top_list:
        used.add(t)
        for b in free:
            c = cost[t][b]
            if b < t or c is None:
                continue
            rest = _least_cost(n, cost, tuple(role), spent + c, frozenset(used | {b}))
            if rest == best:
                chosen.append((t, b))
                spent += c
                used.add(b)
                free.remove(b)
                break
    return chosen

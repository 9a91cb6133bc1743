"""The fast route for one bracket: the same criteria and the same order of candidates
as the exact pairing over every remaining player, computed on the bracket alone.

1. The next scoregroup (C8) is replaced by an upper bound per downfloater: a player who
   could be paired in the next bracket counts as paired there. The players below are
   left out: completion (C4) is checked afterwards.
2. MDPs (heterogeneous brackets) are placed by a maximum-weight matching of the bracket.
3. The homogeneous bracket or remainder is paired as an assignment S1 × S2 (no
   exchange); the assignment's dual values then prove that no exchange — no pairing
   inside S1 or inside S2, and no other downfloater — could score higher (LP duality).
4. The downfloaters are checked: those counted as paired in the next bracket can all be
   paired there at once, and what is left can be completed with the players below.

Whenever a proof or a check fails the caller pairs the bracket exactly instead, so the
result is always the one the rules give."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...matching.assignment import WeightedAssignment, max_weight_assignment
from ...matching.blossom import max_weight_matching
from ...matching.cardinality import augment_from, maximum_matching
from .cards import CardIndex
from .order import exchange_heads, mdp_order_keys, remainder_order_keys
from .result import BracketResult, split_phase_a
from .weights import graph_weights

if TYPE_CHECKING:  # pragma: no cover
    from .brackets import DutchPairing


def solve_fast(pairing: DutchPairing, mdps: list[CardIndex], residents: list[CardIndex],
               nxt: list[CardIndex], lower: list[CardIndex], single: bool) -> BracketResult | None:
    return _FastBracket(pairing, mdps, residents, nxt, lower, single).solve()


class _FastBracket:
    def __init__(self, pairing: DutchPairing, mdps: list[CardIndex], residents: list[CardIndex],
                 nxt: list[CardIndex], lower: list[CardIndex], single: bool):
        self.p = pairing
        self.cards = pairing.cards
        self.mdps = mdps
        self.residents = residents
        self.nxt = nxt
        self.lower = lower
        self.last = not nxt and not lower
        self.bracket = mdps + residents
        cards = self.cards
        self.weights = graph_weights(pairing, self.bracket + nxt, single, False)
        self.layout = self.weights.layout
        nxt_set = set(nxt)
        lay = self.layout
        self.bonus: dict[CardIndex, int] = {}
        for v in self.bracket:
            if nxt_set and not nxt_set.isdisjoint(pairing.neighbours[v]):
                level = self.weights.level_bit(cards[v].score)
                self.bonus[v] = (1 << lay.next_pairs) | (1 << (lay.next_scores + level))
            else:
                self.bonus[v] = 0
        # In the last bracket every player but the PAB assignee must be paired (C4, C5).
        self.may_float = {v: (not self.last) or pairing.may_get_bye(v) for v in self.bracket}
        resident_set = set(residents)
        mdp_set = set(mdps)
        self.base: dict[tuple[CardIndex, CardIndex], int] = {}
        for a in self.bracket:
            for b in pairing.neighbours[a]:
                if b <= a or (b not in resident_set and b not in mdp_set):
                    continue
                if a in mdp_set and b in mdp_set:
                    continue
                self.base[(a, b)] = self.weights.weight(cards[a], cards[b], b in resident_set,
                                                        False)
        # a field above all others: pairs covering players who may not float
        self.top = lay.total_bits + 2

    # -- the route -------------------------------------------------------------------
    def solve(self) -> BracketResult | None:
        residents = self.residents
        if self.mdps:
            keys, bits = mdp_order_keys(self.mdps, residents)
            fixed, pairs_left = split_phase_a(self.mdps, residents,
                                              self._blossom(self.bracket, keys, bits))
        else:
            fixed, pairs_left = [], self._max_pairs(residents)
        taken = {v for pair in fixed for v in pair}
        remainder = [r for r in residents if r not in taken]
        limbo = [m for m in self.mdps if m not in taken]
        pairs = self._remainder(remainder, pairs_left, limbo)
        if pairs is None:
            return None
        pairs = fixed + pairs
        paired = {v for pair in pairs for v in pair}
        floaters = [v for v in self.bracket if v not in paired]
        exported = self._check_floaters(floaters)
        if exported is None:
            return None
        return BracketResult(list(self.mdps), list(residents), pairs, floaters,
                             [a for a, _ in fixed], remainder, pairs_left, exported, False)

    def _max_pairs(self, players: list[CardIndex]) -> int:
        """C6: the most pairs the players can make among themselves (in the last
        bracket the completion check already guarantees all of them but the PAB)."""
        if self.last:
            return len(players) // 2
        adjacency = self._adjacency(players)
        mate = maximum_matching(len(players), adjacency)
        return sum(1 for m in mate if m != -1) // 2

    # -- weights -----------------------------------------------------------------------
    def _weight(self, a: CardIndex, b: CardIndex, key: int, bits: int) -> int | None:
        w = self.base.get((a, b) if a < b else (b, a))
        if w is None:
            return None
        w = (w << bits) | key
        if self.last:
            w += (int(not self.may_float[a]) + int(not self.may_float[b])) << (self.top + bits)
        return w

    def _blossom(self, players: list[CardIndex], keys: dict[tuple[CardIndex, CardIndex], int],
                 bits: int) -> dict[CardIndex, CardIndex]:
        """Maximum-weight matching of ``players``; a player left unpaired earns his
        downfloat bonus (the weights are lowered by the two bonuses)."""
        local = {v: k for k, v in enumerate(players)}
        adjacency: list[dict[int, int]] = [{} for _ in players]
        for (a, b) in self.base:
            if a in local and b in local:
                w = self._weight(a, b, keys.get((a, b), 0), bits)
                assert w is not None  # an edge of ``base``
                w -= (self.bonus[a] + self.bonus[b]) << bits
                if w > 0:
                    adjacency[local[a]][local[b]] = w
                    adjacency[local[b]][local[a]] = w
        mate = max_weight_matching(len(players), adjacency)
        return {players[k]: players[m] for k, m in enumerate(mate) if m != -1}

    # -- homogeneous bracket / remainder -----------------------------------------------
    def _remainder(self, remainder: list[CardIndex], pairs: int,
                   limbo: list[CardIndex]) -> list[tuple[CardIndex, CardIndex]] | None:
        if pairs == 0:
            return []
        if not self._limbo_is_idle(limbo, remainder):
            return self._remainder_by_blossom(remainder, limbo, pairs)
        s1, s2 = remainder[:pairs], remainder[pairs:]
        spare = len(s2) - len(s1)
        rows: list[list[int | None]] = [[self._weight(a, b, 0, 0) for b in s2] for a in s1]
        float_row = [self.bonus[b] if self.may_float[b] else None for b in s2]
        rows.extend(list(float_row) for _ in range(spare))
        solution = max_weight_assignment(rows)
        if solution is None or not self._proved(remainder, pairs, solution):
            return self._remainder_by_blossom(remainder, limbo, pairs)
        order = _first_in_order(rows, solution, len(s1))
        return [(s1[r], s2[order[r]]) for r in range(len(s1))]

    def _limbo_is_idle(self, limbo: list[CardIndex], remainder: list[CardIndex]) -> bool:
        """MDPs left in the Limbo that could still meet a resident make the remainder a
        general (non-bipartite) problem: leave those to the blossom."""
        rem = set(remainder)
        return all(rem.isdisjoint(self.p.neighbours[m]) for m in limbo)

    def _remainder_by_blossom(self, remainder: list[CardIndex], limbo: list[CardIndex],
                              pairs: int) -> list[tuple[CardIndex, CardIndex]]:
        keys, bits = remainder_order_keys(remainder, pairs)
        mate = self._blossom(limbo + remainder, keys, bits)
        rem = set(remainder)
        return [(a, mate[a]) for a in remainder if mate.get(a, -1) in rem and mate[a] > a]

    def _proved(self, remainder: list[CardIndex], pairs: int, solution) -> bool:
        """LP duality. The assignment is a perfect matching of S1 plus k float slots with
        S2 (k = the number of downfloaters), optimal for the criteria. With the exchange
        order of art. 4.3 added to every pair (a constant per S1 row here) and the rows'
        duals lowered by T, the columns' raised by T, the duals must also cover every
        pair inside S1, every pair inside S2 and every S1 player floating:
        y_a + y_b >= 2 w(a, b). Then no pairing of the bracket with the same number of
        pairs — exchanges included — is better, and every pairing as good is an
        assignment S1 x S2 too (it has no exchange, see ``exchange_heads``)."""
        heads, bits = exchange_heads(len(remainder), pairs)
        s1, s2 = remainder[:pairs], remainder[pairs:]
        n1 = len(s1)
        row = [(d << bits) + (2 * heads[i] if i < n1 else 0)
               for i, d in enumerate(solution.row_dual)]
        col = [d << bits for d in solution.col_dual]
        lo: int | None = None
        hi: int | None = None
        slot = min(row[n1:]) if len(row) > n1 else None
        for i, a in enumerate(s1):
            for j in range(i + 1, n1):
                w = self._weight(a, s1[j], heads[i], bits)
                if w is not None:
                    bound = (row[i] + row[j] - 2 * w) // 2
                    if hi is None or bound < hi:
                        hi = bound
            if slot is not None and self.may_float[a]:
                bound = (slot + row[i] - 2 * (self.bonus[a] << bits)) // 2
                if hi is None or bound < hi:
                    hi = bound
        for i, a in enumerate(s2):
            for j in range(i + 1, len(s2)):
                w = self._weight(a, s2[j], heads[n1 + i], bits)
                if w is not None:
                    bound = -((col[i] + col[j] - 2 * w) // 2)
                    if lo is None or bound > lo:
                        lo = bound
        return lo is None or hi is None or lo <= hi

    # -- downfloaters: C8 and C4 -------------------------------------------------------
    def _adjacency(self, players: list[CardIndex]) -> list[list[int]]:
        """Who may meet whom among ``players``, by their positions in the list."""
        local = {v: k for k, v in enumerate(players)}
        inside = set(players)
        return [[local[w] for w in self.p.neighbours[v] & inside] for v in players]

    def _next_pairs(self) -> int:
        """The most pairs the next scoregroup's residents make among themselves."""
        adjacency = self._adjacency(self.nxt)
        return sum(1 for m in maximum_matching(len(self.nxt), adjacency) if m != -1) // 2

    def _check_floaters(self, floaters: list[CardIndex]) -> set[CardIndex] | None:
        """The floaters counted as paired in the next bracket can all be paired there
        together with the most pairs among the residents of the next scoregroup, and
        what remains can be completed with the players below. Returns the players sent
        below (exported), or None when a check fails."""
        if self.last:
            return set()
        if not self.nxt:
            if self.p.can_complete(floaters + self.lower):
                return set(floaters) if self.lower else set()
            return None
        counted = [v for v in floaters if self.bonus[v]]
        group = counted + self.nxt
        local = {v: k for k, v in enumerate(group)}
        nxt_set = set(self.nxt)
        group_set = set(group)
        adjacency: list[list[int]] = []
        for v in group:
            reach = self.p.neighbours[v] & (group_set if v in nxt_set else nxt_set)
            adjacency.append([local[w] for w in reach])
        mate = maximum_matching(len(group), adjacency)
        if any(mate[local[v]] == -1 for v in counted):
            covering = _matching_covering(len(group), adjacency, [local[v] for v in counted])
            if covering is None:
                return None
            mate = covering
        size = sum(1 for m in mate if m != -1) // 2
        # C8 at its best: no choice of k downfloaters lets the next bracket make more
        # than its own maximum plus k pairs, nor more than (its size + k) / 2
        k = len(floaters)
        if size != min(self._next_pairs() + k, (len(self.nxt) + k) // 2):
            return None
        left = [group[k] for k, m in enumerate(mate) if m == -1]
        left += [v for v in floaters if not self.bonus[v]]
        if not self.p.can_complete(left + self.lower):
            return None
        if not self.lower:
            return set()
        bye = self.p.bye.score
        if (len(left) == 1 and bye is not None and bye >= self.cards[self.nxt[0]].score
                and self.p.may_get_bye(left[0])):
            return set()  # the one left over is the PAB assignee, not sent below
        return set(left)


def _matching_covering(n: int, adjacency: list[list[int]], required: list[int]) -> list[int] | None:
    """A maximum matching that covers every vertex of ``required`` (None if none does):
    match the required vertices first, then grow; augmenting never uncovers a vertex."""
    mate = [-1] * n
    for v in required:
        if mate[v] == -1 and not augment_from(v, n, adjacency, mate):
            return None
    for v in range(n):
        if mate[v] == -1:
            augment_from(v, n, adjacency, mate)
    return mate


def _first_in_order(rows: list[list[int | None]], solution: WeightedAssignment,
                    n1: int) -> list[int]:
    """Art. 4.2: among the optimal assignments — the perfect matchings of the tight
    edges (row dual + column dual = twice the weight) — the first transposition: each
    S1 row in order takes the first column that still leaves a perfect matching of the
    tight edges for the rows after it. Returns the column of every row."""
    n = len(rows)
    row_dual, col_dual = solution.row_dual, solution.col_dual
    tight = [[c for c in range(n) if (w := rows[r][c]) is not None
              and row_dual[r] + col_dual[c] == 2 * w] for r in range(n)]
    col_of = list(solution.col_of)
    row_of = [0] * n
    for r, c in enumerate(col_of):
        row_of[c] = r
    fixed = [False] * n
    for r in range(n1):
        for c in tight[r]:
            if c == col_of[r]:
                break
            owner = row_of[c]
            if fixed[owner]:
                continue
            path = _alternating_path(owner, col_of[r], tight, col_of, row_of, fixed, r)
            if path is None:
                continue
            # rotate: each row on the path takes the next column, r takes c
            for k in range(len(path) - 1, -1, -1):
                row_k, col_k = path[k]
                col_of[row_k] = col_k
                row_of[col_k] = row_k
            col_of[r] = c
            row_of[c] = r
            break
        fixed[r] = True
    return col_of


def _alternating_path(start: int, target: int, tight: list[list[int]], col_of: list[int],
                      row_of: list[int], fixed: list[bool],
                      skip: int) -> list[tuple[int, int]] | None:
    """A path start -> column -> its row -> column ... ending with a row that can take
    ``target``, through unfixed rows other than ``skip``; as (row, new column) steps."""
    from collections import deque

    parent: dict[int, tuple[int, int] | None] = {start: None}
    queue = deque([start])
    while queue:
        row = queue.popleft()
        for c in tight[row]:
            if c == col_of[row]:
                continue
            if c == target:
                steps = [(row, c)]
                while (step := parent[row]) is not None:
                    prev_row, col = step
                    steps.append((prev_row, col))
                    row = prev_row
                return steps
            nxt = row_of[c]
            if nxt == skip or fixed[nxt] or nxt in parent:
                continue
            parent[nxt] = (row, c)
            queue.append(nxt)
    return None

"""The fast route for one bracket: the same criteria and the same order of candidates
as the exact pairing over every remaining player, computed on the bracket alone.

1. The next scoregroup (C8) is replaced by an upper bound per downfloater: a player who
   could be paired in the next bracket counts as paired there. The players below are
   left out: completion (C4) is checked afterwards.
2. MDPs (heterogeneous brackets) are placed: one MDP by LP bounds (``placement``),
   more by a maximum-weight matching of the bracket (also when the bounds do not settle it).
3. The homogeneous bracket or remainder is paired as an assignment S1 × S2 (no
   exchange); the assignment's dual values then prove that no exchange — no pairing
   inside S1 or inside S2, and no other downfloater — could score higher (LP duality).
4. The downfloaters are checked: those counted as paired in the next bracket can all be
   paired there at once, and what is left can be completed with the players below.

Whenever a proof or a check fails the caller pairs the bracket exactly instead, so the
result is always the one the rules give."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterator

from ...matching.assignment import WeightedAssignment, max_weight_assignment
from ...matching.blossom import max_weight_matching
from ...matching.cardinality import augment_from, matching_size, maximum_matching
from .cards import CardIndex
from .neighbours import Neighbours, within
from .order import exchange_heads, mdp_order_keys, remainder_order_keys
from .placement import place_mdp
from .result import BracketResult, split_phase_a
from .weights import graph_weights

if TYPE_CHECKING:  # pragma: no cover
    from .solver import RoundSolver


def solve_fast(pairing: RoundSolver, mdps: list[CardIndex], residents: list[CardIndex],
               nxt: list[CardIndex], lower: list[CardIndex], single: bool) -> BracketResult | None:
    return _FastBracket(pairing, mdps, residents, nxt, lower, single).solve()


class _FastBracket:
    def __init__(self, pairing: RoundSolver, mdps: list[CardIndex], residents: list[CardIndex],
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
            if nxt_set and not pairing.neighbours[v].isdisjoint(nxt_set):
                level = self.weights.level_bit(cards[v].score)
                self.bonus[v] = (1 << lay.next_pairs) | (1 << (lay.next_scores + level))
            else:
                self.bonus[v] = 0
        # In the last bracket every player but the PAB assignee must be paired (C4, C5).
        self.may_float = {v: (not self.last) or pairing.may_get_bye(v) for v in self.bracket}
        self.resident_set = set(residents)
        self.mdp_set = set(mdps)
        # Pair weights are computed when asked for, once per kind of the two cards
        # (``EdgeWeights.kind``): the bracket's n² pairs are never held at once.
        kinds: dict[int, int] = {}
        self.kind: dict[CardIndex, int] = {
            v: kinds.setdefault(self.weights.kind(cards[v]), len(kinds)) for v in self.bracket}
        self.sample: dict[int, CardIndex] = {k: v for v, k in reversed(self.kind.items())}
        self.tables: dict[int, list[int | None]] = {}
        # a field above all others: pairs covering players who may not float
        self.top = lay.total_bits + 2

    # -- the route -------------------------------------------------------------------
    def solve(self) -> BracketResult | None:
        residents = self.residents
        placed = place_mdp(self) if len(self.mdps) == 1 else None
        if placed is not None:
            fixed, pairs_left = placed
        elif self.mdps:
            keys, bits = mdp_order_keys(self.mdps, residents)
            fixed, pairs_left = split_phase_a(self.mdps, residents,
                                              self._blossom(self.bracket, keys, bits))
        else:
            fixed, pairs_left = [], self.max_pairs(residents)
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

    def max_pairs(self, players: list[CardIndex]) -> int:
        """C6: the most pairs the players can make among themselves (in the last
        bracket the completion check already guarantees all of them but the PAB)."""
        if self.last:
            return len(players) // 2
        return matching_size(players, self.p.neighbours)

    # -- weights -----------------------------------------------------------------------
    def _table(self, a: CardIndex) -> list[int | None]:
        """The base weights of ``a`` (the higher player) against a resident of each
        kind, computed on first use."""
        k = self.kind[a]
        table = self.tables.get(k)
        if table is None:
            card, cards = self.cards[a], self.cards
            table = self.tables[k] = [
                self.weights.weight(card, cards[self.sample[j]], True, False)
                for j in range(len(self.sample))]
        return table

    def _base(self, a: CardIndex, b: CardIndex) -> int | None:
        """The base weight of two bracket players (a < b); None when they may not meet
        (C1, C3, forbidden) or are both MDPs (they meet residents only)."""
        if b not in self.p.neighbours[a]:
            return None
        if b in self.resident_set:
            return self._table(a)[self.kind[b]]
        if a in self.mdp_set:
            return None
        return self.weights.weight(self.cards[a], self.cards[b], False, False)

    def _weight(self, a: CardIndex, b: CardIndex, key: int, bits: int) -> int | None:
        w = self._base(a, b) if a < b else self._base(b, a)
        if w is None:
            return None
        w = (w << bits) | key
        if self.last:
            w += (int(not self.may_float[a]) + int(not self.may_float[b])) << (self.top + bits)
        return w

    def pair_weight(self, a: CardIndex, b: CardIndex) -> int | None:
        """The weight of two bracket players in either order; None when they may not
        meet."""
        return self._weight(a, b, 0, 0)

    def row(self, a: CardIndex, others: list[CardIndex], shift: int = 0) -> list[int | None]:
        """``_weight(a, b, 0, 0) << shift`` for every b of ``others`` (residents
        after ``a``), in one pass."""
        table = self._table(a)
        if shift:
            table = [None if w is None else w << shift for w in table]
        kind, near = self.kind, self.p.neighbours[a]
        if isinstance(near, Neighbours):
            own, group = near.own, near.group
            row = [None if b in own or b in group else table[kind[b]] for b in others]
        else:
            row = [table[kind[b]] if b in near else None for b in others]
        if self.last:
            top, may_float = self.top + shift, self.may_float
            lift = int(not may_float[a])
            row = [None if w is None else w + ((lift + int(not may_float[b])) << top)
                   for w, b in zip(row, others)]
        return row

    def _pairs(self, players: list[CardIndex]) -> Iterator[tuple[CardIndex, CardIndex]]:
        """The pairs (a < b) of ``players`` that may meet, in the order the engine
        has always visited them: a ascending, b as ``a``'s neighbours iterate."""
        ordered = sorted(players)
        member_set = set(players)
        for k, a in enumerate(ordered):
            for b in within(self.p.neighbours[a], ordered[k + 1:], member_set):
                if b > a and not (a in self.mdp_set and b in self.mdp_set):
                    yield a, b

    def _blossom(self, players: list[CardIndex], keys: dict[tuple[CardIndex, CardIndex], int],
                 bits: int) -> dict[CardIndex, CardIndex]:
        """Maximum-weight matching of ``players``; a player left unpaired earns their
        downfloat bonus (the weights are lowered by the two bonuses)."""
        local = {v: k for k, v in enumerate(players)}
        adjacency: list[dict[int, int]] = [{} for _ in players]
        for (a, b) in self._pairs(players):
            w = self._weight(a, b, keys.get((a, b), 0), bits)
            assert w is not None  # a pair that may meet
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
        assigned = self.assign(s1, s2)
        if assigned is None or not self._proved(remainder, pairs, assigned[1]):
            return self._remainder_by_blossom(remainder, limbo, pairs)
        rows, solution = assigned
        order = _first_in_order(rows, solution, len(s1))
        return [(s1[r], s2[order[r]]) for r in range(len(s1))]

    def assign(self, s1: list[CardIndex], s2: list[CardIndex]
               ) -> tuple[list[list[int | None]], WeightedAssignment] | None:
        """The maximum-weight assignment of S1 × S2 with a float slot for each S2
        player beyond the pairs (worth their float value, C8); its rows and solution, or
        None when S1 cannot be paired whole."""
        # Players of one kind whom nobody in S2 is barred from meeting have the same
        # row: it is held once (a first round of 10 000 players has two such rows).
        s2_set = set(s2)
        shared: dict[tuple[int, bool], list[int | None]] = {}
        rows: list[list[int | None]] = []
        for a in s1:
            near = self.p.neighbours[a]
            if (isinstance(near, Neighbours) and near.own.isdisjoint(s2_set)
                    and near.group.isdisjoint(s2_set)):
                key = (self.kind[a], self.may_float[a])
                row = shared.get(key)
                if row is None:
                    row = shared[key] = self.row(a, s2)
                rows.append(row)
            else:
                rows.append(self.row(a, s2))
        float_row = [self.bonus[b] if self.may_float[b] else None for b in s2]
        rows.extend([float_row] * (len(s2) - len(s1)))
        solution = max_weight_assignment(rows)
        return None if solution is None else (rows, solution)

    def _limbo_is_idle(self, limbo: list[CardIndex], remainder: list[CardIndex]) -> bool:
        """MDPs left in the Limbo that could still meet a resident make the remainder a
        general (non-bipartite) problem: leave those to the blossom."""
        rem = set(remainder)
        return all(self.p.neighbours[m].isdisjoint(rem) for m in limbo)

    def _remainder_by_blossom(self, remainder: list[CardIndex], limbo: list[CardIndex],
                              pairs: int) -> list[tuple[CardIndex, CardIndex]]:
        keys, bits = remainder_order_keys(remainder, pairs)
        mate = self._blossom(limbo + remainder, keys, bits)
        rem = set(remainder)
        return [(a, mate[a]) for a in remainder if mate.get(a, -1) in rem and mate[a] > a]

    def _proved(self, remainder: list[CardIndex], pairs: int,
                solution: WeightedAssignment) -> bool:
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
        row_dual, col_dual = solution.row_dual, solution.col_dual
        # A pair (a, b), a before b, of weight W = (w << bits) + head(a), where w is
        # ``_weight(a, b, 0, 0)``, needs y_a + y_b >= 2 W. In S1, y = (d << bits) +
        # 2 head: a's head cancels, so the tightest pair ending at b is the one with the
        # smallest d_a + d_b - 2 w; in S2 (y = d << bits) b's head does not count, so
        # the tightest pair starting at a has the smallest d_a + d_b - 2 w. The same
        # bounds as pair by pair, with small numbers in the loop.
        hi: int | None = None
        least: list[int | None] = [None] * n1
        for i, a in enumerate(s1):
            di = row_dual[i]
            for j, w in enumerate(self.row(a, s1[i + 1:]), start=i + 1):
                if w is not None:
                    v = di + row_dual[j] - 2 * w
                    old = least[j]
                    if old is None or v < old:
                        least[j] = v
        for j, low in enumerate(least):
            if low is not None:
                bound = ((low << bits) + 2 * heads[j]) // 2
                if hi is None or bound < hi:
                    hi = bound
        if len(row_dual) > n1:
            slot = min(row_dual[n1:]) << bits
            for i, a in enumerate(s1):
                if self.may_float[a]:
                    bound = (slot + (row_dual[i] << bits) + 2 * heads[i]
                             - 2 * (self.bonus[a] << bits)) // 2
                    if hi is None or bound < hi:
                        hi = bound
        lo: int | None = None
        for i, a in enumerate(s2):
            ci = col_dual[i]
            sums = [ci + col_dual[j] - 2 * w
                    for j, w in enumerate(self.row(a, s2[i + 1:]), start=i + 1)
                    if w is not None]
            if sums:
                bound = -(((min(sums) << bits) - 2 * heads[n1 + i]) // 2)
                if lo is None or bound > lo:
                    lo = bound
        return lo is None or hi is None or lo <= hi

    # -- downfloaters: C8 and C4 -------------------------------------------------------
    def _next_pairs(self) -> int:
        """The most pairs the next scoregroup's residents make among themselves."""
        return matching_size(self.nxt, self.p.neighbours)

    def _floats_whole(self) -> bool:
        """No two players of the bracket may meet (C1, C3, forbidden pairs; MDPs meet
        residents only, art. 3.3.3): every pairing of it floats the whole bracket, so
        there is no choice of downfloaters for C8 to judge (a lone leader who has met
        the whole next scoregroup)."""
        residents = self.resident_set
        return all(self.p.neighbours[v].isdisjoint(residents) for v in self.bracket)

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
        if (size != min(self._next_pairs() + k, (len(self.nxt) + k) // 2)
                and not self._floats_whole()):
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
    columns = list(range(n))  # shared: the lists below hold no new integers
    made: dict[tuple[int, int], list[int]] = {}  # rows held once have one tight list
    tight = []
    for r in range(n):
        key = (id(rows[r]), row_dual[r])
        found = made.get(key)
        if found is None:
            found = made[key] = [c for c, w, y in zip(columns, rows[r], col_dual)
                                 if w is not None and row_dual[r] + y == 2 * w]
        tight.append(found)
    col_of = list(solution.col_of)
    row_of = [0] * n
    for r, c in enumerate(col_of):
        row_of[c] = r
    fixed = [False] * n
    for r in range(n1):
        dead: set[int] = set()  # rows from which no path reaches r's column
        for c in tight[r]:
            if c == col_of[r]:
                break
            owner = row_of[c]
            if fixed[owner] or owner in dead:
                continue
            path = _alternating_path(owner, col_of[r], tight, col_of, row_of, fixed, r,
                                     lambda row, c: _is_tight(rows, solution, row, c), dead)
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


def _is_tight(rows: list[list[int | None]], solution: WeightedAssignment, row: int,
              c: int) -> bool:
    w = rows[row][c]
    return w is not None and solution.row_dual[row] + solution.col_dual[c] == 2 * w


def _alternating_path(start: int, target: int, tight: list[list[int]], col_of: list[int],
                      row_of: list[int], fixed: list[bool], skip: int,
                      takes: Callable[[int, int], bool],
                      dead: set[int]) -> list[tuple[int, int]] | None:
    """A path start -> column -> its row -> column ... ending with a row that can take
    ``target`` (``takes``: the edge is tight), through unfixed rows other than
    ``skip``; as (row, new column) steps. Any such path will do: the columns the rows
    before ``skip`` keep do not depend on it. Rows in ``dead`` are not entered; when
    no path exists, every row reached joins them."""
    from collections import deque

    def steps_to(row: int) -> list[tuple[int, int]]:
        steps = [(row, target)]
        while (step := parent[row]) is not None:
            prev_row, col = step
            steps.append((prev_row, col))
            row = prev_row
        return steps

    parent: dict[int, tuple[int, int] | None] = {start: None}
    if takes(start, target):
        return steps_to(start)
    queue = deque([start])
    while queue:
        row = queue.popleft()
        for c in tight[row]:
            if c == col_of[row] or c == target:
                continue
            nxt = row_of[c]
            if nxt == skip or fixed[nxt] or nxt in parent or nxt in dead:
                continue
            parent[nxt] = (row, c)
            if takes(nxt, target):
                return steps_to(nxt)
            queue.append(nxt)
    # every row reached reaches only rows reached: none can lead to ``target`` while
    # the matching stays as it is (the rest of this S1 row's search)
    dead.update(parent)
    return None

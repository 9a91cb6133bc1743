"""Phase A of a bracket with one MDP, placed without a matching of the whole bracket
(C.04.3 art. 3.3.3, 3.7 and 4.4).

The MDP ``m`` either floats or meets one resident ``r``; the best bracket is the best
of these options, each completed by the best pairing of the residents left. Among
options of equal quality the MDP is paired (4.4: as many MDPs as possible) with the
first resident in S2 order (the transpositions of 4.2). The maximum-weight matching of
the whole bracket that ``fastpath`` uses otherwise finds the same, in O(n³).

Here each option gets an upper bound from LP duality, and only options whose bound
can still win are paired exactly:

* the residents are paired once as an assignment S1 × S2 (S1 = the first players up
  to the most pairs they make, C6) with a float slot for each player left over; the
  assignment's dual values, checked against every pair inside S1 and inside S2 and
  against every S1 player floating, prove it the best pairing of the residents with
  that many pairs, and they bound what the residents without ``r`` can score: the
  sum of the duals but ``r``'s, less a slot's or plus a new slot's;
* the option with the best bound (ties: paired before floating, then the first
  resident) is paired exactly the same way; once the best bound belongs to an option
  paired exactly, no other option can do better, and it is the answer.

Whenever a dual proof fails, ``place_mdp`` gives up (None) and the caller uses the
matching of the whole bracket. Values are in units of a quarter of a weight, so that
every dual stays an integer."""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from ...matching.assignment import WeightedAssignment
from .cards import CardIndex


class BracketTables(Protocol):
    """What the placement reads of the fast route's bracket (``fastpath``): its MDPs,
    residents and players, who may float (C4, C5 in the last bracket), each player's
    value in the next bracket if floated (C8), and its pair weights."""

    @property
    def mdps(self) -> list[CardIndex]: ...

    @property
    def residents(self) -> list[CardIndex]: ...

    @property
    def bracket(self) -> list[CardIndex]: ...

    @property
    def may_float(self) -> dict[CardIndex, bool]: ...

    @property
    def bonus(self) -> dict[CardIndex, int]: ...

    def max_pairs(self, players: list[CardIndex]) -> int:
        """C6: the most pairs the players make among themselves."""

    def pair_weight(self, a: CardIndex, b: CardIndex) -> int | None:
        """The weight of the pair a-b (None: they may not meet)."""

    def row(self, a: CardIndex, others: list[CardIndex], shift: int = 0) -> list[int | None]:
        """The weights of ``a`` with each of ``others``."""

    def assign(self, s1: list[CardIndex], s2: list[CardIndex]
               ) -> tuple[list[list[int | None]], WeightedAssignment] | None:
        """The maximum-weight assignment of S1 x S2 with float slots."""

#: options paired exactly before giving up (each is one assignment and one check)
TRIES = 6


@dataclass
class _Bound:
    """The best pairing of ``players`` with ``pairs`` pairs (by the criteria and the
    float values), worth ``value``, and the LP duals that prove it: ``duals`` of the
    players, ``slots`` of the float slots; all four times the weights."""

    value: int
    duals: dict[CardIndex, int]
    slots: list[int]
    pairs: int
    values: dict[CardIndex, int]
    may_float: dict[CardIndex, bool]

    def without(self, r: CardIndex) -> int | None:
        """An upper bound of the best pairing of the players but ``r`` (C6: with one
        pair fewer or as many pairs): the duals but ``r``'s, less the largest slot (a
        player fewer to float), or plus a new slot that covers every player who may
        float (one more). None when neither pairing can exist."""
        rest = self.value - self.duals[r]
        bounds = []
        if self.slots:
            bounds.append(rest - max(self.slots))
        if self.pairs:
            new = [need for need, v in self.cover if v != r]
            if new:
                bounds.append(rest + new[0])
        return max(bounds) if bounds else None

    @cached_property
    def cover(self) -> list[tuple[int, CardIndex]]:
        """The two largest ``4 f(v) - dual(v)`` of the players who may float, with the
        player: what a new slot's dual must reach."""
        return heapq.nlargest(2, ((4 * self.values[v] - d, v) for v, d in self.duals.items()
                                  if self.may_float[v]))


@dataclass
class _Option:
    """The MDP meets ``resident`` (None: floats), ``order`` the place of that resident
    among the residents (art. 4.2); ``value`` what it scores, proved (``exact``) or a
    bound."""

    resident: CardIndex | None
    order: int
    value: int
    exact: bool = False
    pairs: int = 0

    def key(self) -> tuple[int, int, int]:
        # quality, then paired before floating (4.4), then the first resident (4.2)
        return self.value, int(self.resident is not None), -self.order


def place_mdp(bracket: BracketTables) -> tuple[list[tuple[CardIndex, CardIndex]], int] | None:
    """The MDP-pairing of a bracket with one MDP and the number of pairs among the
    residents (as ``result.split_phase_a`` gives them from a matching), or None when
    the bounds do not settle it."""
    return _Placement(bracket).run()


class _Placement:
    def __init__(self, bracket: BracketTables):
        self.bracket = bracket
        self.mdp = bracket.mdps[0]
        self.residents = bracket.residents
        may_float = bracket.may_float
        self.value = {v: bracket.bonus[v] if may_float[v] else 0 for v in bracket.bracket}
        # four times the weight of the MDP with each resident they may meet
        self.gain = {r: 4 * w for r, w in zip(self.residents, bracket.row(self.mdp, self.residents))
                     if w is not None}
        self.tries = TRIES

    def run(self) -> tuple[list[tuple[CardIndex, CardIndex]], int] | None:
        residents, mdp = self.residents, self.mdp
        whole = _bound(self.bracket, residents, self.bracket.max_pairs(residents), self.value)
        if whole is None:
            return None
        options: list[_Option] = []
        for order, r in enumerate(residents):
            rest = whole.without(r) if r in self.gain else None
            if rest is not None:
                options.append(_Option(r, order, self.gain[r] + rest))
        if self.bracket.may_float[mdp]:
            options.append(_Option(None, 0, 4 * self.value[mdp] + whole.value, True, whole.pairs))
        while options:
            best = max(options, key=_Option.key)
            if best.exact:
                return self.answer(best)
            found = self.evaluate(best)
            if found is None:
                return None
            d_mdp = self.certify(best, found)
            if d_mdp is not None:
                first = self.first_optimal(best, found, d_mdp)
                return None if first is None else self.answer(first)
        return None

    def answer(self, option: _Option) -> tuple[list[tuple[CardIndex, CardIndex]], int]:
        if option.resident is None:
            return [], option.pairs
        return [(self.mdp, option.resident)], option.pairs

    def evaluate(self, option: _Option) -> _Bound | None:
        """Pair the residents but the MDP's opponent exactly (one of ``TRIES``); None
        when that cannot be proved or the tries are spent."""
        r = option.resident
        assert r is not None  # the floating option is exact from the start
        if self.tries == 0:
            return None
        self.tries -= 1
        rest = [v for v in self.residents if v != r]
        found = _bound(self.bracket, rest, self.bracket.max_pairs(rest), self.value)
        if found is None or self.gain[r] + found.value > option.value:
            return None  # not proved, or a bound that does not hold: the blossom decides
        option.value, option.exact, option.pairs = self.gain[r] + found.value, True, found.pairs
        return found

    def certify(self, option: _Option, found: _Bound) -> int | None:
        """The pairing of ``option`` is the best of the whole bracket when the duals of
        the residents' pairing extend to the MDP and their opponent r: r's dual the least
        that covers r's pairs and r floating, the MDP's what makes their pair tight, and
        that covers the MDP's other pairs and their floating; and no pairing of the bracket
        has more pairs (C6). Returns the MDP's dual, or None."""
        bracket, mdp, r = self.bracket, self.mdp, option.resident
        assert r is not None
        if found.pairs + 1 != bracket.max_pairs([mdp, *self.residents]):
            return None
        least_slot = min(found.slots) if found.slots else None
        needs = [4 * w - found.duals[v] for v in found.duals
                 if (w := bracket.pair_weight(r, v)) is not None]
        if least_slot is not None and bracket.may_float[r]:
            needs.append(4 * self.value[r] - least_slot)
        d_r = max(needs, default=0)
        d_mdp = self.gain[r] - d_r
        if any(d_mdp + found.duals[v] < g for v, g in self.gain.items() if v != r):
            return None
        if (least_slot is not None and bracket.may_float[mdp]
                and d_mdp + least_slot < 4 * self.value[mdp]):
            return None
        return d_mdp

    def first_optimal(self, best: _Option, found: _Bound, d_mdp: int) -> _Option | None:
        """Art. 4.2: the first resident the MDP can meet in a best pairing. A pair in a
        best pairing is tight in the proved duals (complementary slackness), so only the
        tight residents before ``best`` are paired exactly. None when one of them
        cannot be."""
        for order, r in enumerate(self.residents[:best.order]):
            if r in self.gain and d_mdp + found.duals[r] == self.gain[r]:
                earlier = _Option(r, order, best.value)
                if self.evaluate(earlier) is None:
                    return None
                if earlier.value == best.value:
                    return earlier
        return best


def _bound(bracket: BracketTables, players: list[CardIndex], pairs: int,
           value: dict[CardIndex, int]) -> _Bound | None:
    """Pair ``players`` as S1 × S2 (S1 the first ``pairs``) with float slots, and prove
    it the best pairing with that many pairs: with the assignment's duals y (rows: S1
    and the slots; columns: S2), the duals 2y - t of the rows and 2y + t of the columns
    must also cover every pair inside S1 (t <= y_a + y_b - 2w), inside S2
    (t >= 2w - y_a - y_b) and every S1 player who may float meeting a slot
    (t <= y_slot + y_a - 2f). None when the assignment or such a t does not exist."""
    s1, s2 = players[:pairs], players[pairs:]
    assigned = bracket.assign(s1, s2)
    if assigned is None:
        return None
    rows, solution = assigned
    got = sum(rows[r][c] or 0 for r, c in enumerate(solution.col_of))
    row_dual, col_dual = solution.row_dual, solution.col_dual
    slots = row_dual[pairs:]
    highs: list[int] = []
    if slots:
        least = min(slots)
        highs = [least + row_dual[i] - 2 * value[a]
                 for i, a in enumerate(s1) if bracket.may_float[a]]
    lows: list[int] = []
    for i, a in enumerate(s1):
        di = row_dual[i]
        sums = [di + row_dual[j] - 2 * w
                for j, w in enumerate(bracket.row(a, s1[i + 1:]), start=i + 1) if w is not None]
        if sums:
            highs.append(min(sums))
    for i, b in enumerate(s2):
        ci = col_dual[i]
        sums = [ci + col_dual[j] - 2 * w
                for j, w in enumerate(bracket.row(b, s2[i + 1:]), start=i + 1) if w is not None]
        if sums:
            lows.append(-min(sums))
    high = min(highs) if highs else None
    low = max(lows) if lows else None
    if high is not None and low is not None and low > high:
        return None
    t = low if low is not None else (high if high is not None else 0)
    duals = {a: 2 * row_dual[i] - t for i, a in enumerate(s1)}
    duals.update((b, 2 * col_dual[i] + t) for i, b in enumerate(s2))
    return _Bound(4 * got, duals, [2 * y - t for y in slots], pairs, value, bracket.may_float)

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
from typing import TYPE_CHECKING

from .cards import CardIndex

if TYPE_CHECKING:  # pragma: no cover
    from .fastpath import _FastBracket

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


def place_mdp(bracket: _FastBracket) -> tuple[list[tuple[CardIndex, CardIndex]], int] | None:
    """The MDP-pairing of a bracket with one MDP and the number of pairs among the
    residents (as ``result.split_phase_a`` gives them from a matching), or None when
    the bounds do not settle it."""
    mdp = bracket.mdps[0]
    residents = bracket.residents
    may_float = bracket.may_float
    value = {v: bracket.bonus[v] if may_float[v] else 0 for v in bracket.bracket}
    whole = _bound(bracket, residents, bracket.max_pairs(residents), value)
    if whole is None:
        return None
    options: list[_Option] = []
    gains: dict[CardIndex, int] = {}
    for order, (r, w) in enumerate(zip(residents, bracket.row(mdp, residents))):
        if w is not None:
            rest = whole.without(r)
            if rest is not None:
                gains[r] = 4 * w
                options.append(_Option(r, order, gains[r] + rest))
    if may_float[mdp]:
        options.append(_Option(None, 0, 4 * value[mdp] + whole.value, True, whole.pairs))
    for _ in range(TRIES + 1):
        if not options:
            return None
        best = max(options, key=_Option.key)
        if best.exact:
            if best.resident is None:
                return [], best.pairs
            return [(mdp, best.resident)], best.pairs
        rest_players = [v for v in residents if v != best.resident]
        assert best.resident is not None  # the floating option is exact
        found = _bound(bracket, rest_players, bracket.max_pairs(rest_players), value)
        exact = None if found is None else gains[best.resident] + found.value
        if exact is None or exact > best.value:
            return None  # not proved, or a bound that does not hold: the blossom decides
        best.value, best.exact = exact, True
        best.pairs = found.pairs  # type: ignore[union-attr]
    return None


def _bound(bracket: _FastBracket, players: list[CardIndex], pairs: int,
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

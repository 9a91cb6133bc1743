"""What the players below a candidate can still make (the look-ahead of C.04.3 art.
2.4.3, C8), for the trace, without a weighted matching of all of them.

When the engine paired the bracket on its fast route (``fastpath``), its graph below a
candidate holds the candidate's downfloaters and the next scoregroup, nobody else.
Every edge there is one pair of the next bracket, counted at the score of its higher
player: a downfloater's score, or the next scoregroup's own; the PAB's field (C9) can
only count the downfloaters (the next scoregroup lies below the PAB assignee's score,
which is checked). So the best of them is: the most pairs, then the most downfloaters
paired, the highest scores first, then the downfloaters' C9 values.

Three bounds hold for every matching: at most nu + k pairs (nu the most pairs the next
scoregroup makes alone, k the downfloaters who may meet one of its players), at most
(size + k) / 2 pairs, and at most those k downfloaters paired. A matching that reaches
all three is the best by every field at once. It is built from one maximum matching of
the next scoregroup, computed once, by the shortest alternating paths from each
downfloater; when it does not reach the bounds, ``value`` gives up (None) and the
caller matches exactly (``quality.BracketMeasure``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...matching.cardinality import maximum_mates
from .cards import CardIndex

if TYPE_CHECKING:  # pragma: no cover
    from .brackets import DutchPairing
    from .weights import EdgeWeights


class Lookahead:
    """The next scoregroup ``nxt`` matched once; ``value`` of a candidate's
    downfloaters, as the engine's weights add it up (``weights``: the bracket's)."""

    def __init__(self, pairing: DutchPairing, nxt: list[CardIndex], weights: EdgeWeights):
        self.neighbours = pairing.neighbours
        self.cards = pairing.cards
        self.weights = weights
        self.nxt = nxt
        self.nxt_set = set(nxt)
        mate = maximum_mates(nxt, self.neighbours)
        self.mate: dict[CardIndex, CardIndex] = {
            nxt[k]: nxt[m] for k, m in enumerate(mate) if m != -1}
        self.exposed = [v for v in nxt if v not in self.mate]
        self.pairs = len(self.mate) // 2
        cards = self.cards
        self.inner = (weights.weight(cards[nxt[0]], cards[nxt[1]], False, True)
                      if len(nxt) > 1 else 0)

    def value(self, floaters: Iterable[CardIndex]) -> int | None:
        """The best weight the downfloaters and the next scoregroup make, or None when
        the alternating paths do not reach the bounds."""
        cards, neighbours, nxt_set = self.cards, self.neighbours, self.nxt_set
        movable = [f for f in floaters if not neighbours[f].isdisjoint(nxt_set)]
        state = _Matching(self)
        for f in movable:
            if not state.cover(f):
                return None
        state.close()
        k, size = len(movable), len(self.nxt)
        if state.pairs != min(self.pairs + k, (size + k) // 2):
            return None
        weight = self.weights.weight
        total = (state.pairs - k) * self.inner
        for f in movable:
            partner = state.partner(f)
            assert partner is not None  # every downfloater was covered
            total += weight(cards[f], cards[partner], False, True)
        return total


class _Matching:
    """The next scoregroup's matching changed by the downfloaters: the changes only
    (``mate`` over the one computed once), the players left unpaired."""

    def __init__(self, ahead: Lookahead):
        self.ahead = ahead
        self.near = ahead.neighbours
        self.mate: dict[CardIndex, CardIndex | None] = {}
        self.exposed = list(ahead.exposed)
        self.pairs = ahead.pairs
        self.floaters: set[CardIndex] = set()

    def partner(self, v: CardIndex) -> CardIndex | None:
        if v in self.mate:
            return self.mate[v]
        return self.ahead.mate.get(v)

    def join(self, a: CardIndex, b: CardIndex) -> None:
        self.mate[a], self.mate[b] = b, a

    def cover(self, f: CardIndex) -> bool:
        """Pair the downfloater ``f``: with an unpaired player (one pair more); by an
        augmenting path f - y = y' - x (one pair more); else by taking y from their
        partner y', who is left unpaired (as many pairs). False when f meets nobody
        paired with a player of the next scoregroup nor unpaired."""
        near = self.near[f]
        self.floaters.add(f)
        for x in self.exposed:
            if x in near:
                self.exposed.remove(x)
                self.join(f, x)
                self.pairs += 1
                return True
        swap = None
        for y in self.ahead.nxt:
            if y not in near:
                continue
            other = self.partner(y)
            if other is None or other in self.floaters:
                continue
            for x in self.exposed:
                if x != other and x in self.near[other]:
                    self.exposed.remove(x)
                    self.join(f, y)
                    self.join(other, x)
                    self.pairs += 1
                    return True
            if swap is None:
                swap = (y, other)
            if not self.exposed:
                break  # no augmenting path of this length: the first swap will do
        if swap is None:
            return False
        y, other = swap
        self.join(f, y)
        self.mate[other] = None
        self.exposed.append(other)
        return True

    def close(self) -> None:
        """Pair the players left unpaired with each other where they may meet."""
        exposed = self.exposed
        k = 0
        while k < len(exposed):
            a = exposed[k]
            for x in exposed[k + 1:]:
                if x in self.near[a]:
                    exposed.remove(x)
                    del exposed[k]
                    self.join(a, x)
                    self.pairs += 1
                    break
            else:
                k += 1

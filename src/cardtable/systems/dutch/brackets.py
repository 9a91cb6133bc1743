"""Pairing the brackets one by one, from the top scoregroup down (C.04.3 art. 2).

A bracket is the moved-down players (MDPs) from the bracket above plus the resident
players of the next scoregroup. Each bracket is paired by one or two maximum-weight
matchings whose weights hold the criteria (see ``weights``) and, in the lowest bits,
the order in which art. 4 generates candidates:

* phase A (heterogeneous brackets, art. 2.3 and 4.4): which MDPs are paired — the
  highest first — and with which residents (S1 = the MDPs, S2 = the residents, the
  first S2 player that still allows the best pairing, i.e. transpositions in order);
* phase B (the homogeneous bracket or the remainder, art. 4.2-4.3): S1 = the first
  players up to the number of pairs, S2 = the rest; the fewest exchanges, then the
  smallest difference of the exchanged pairing numbers, then exchanging the lowest S1
  and the highest S2 players; then each S1 player in order meets the first S2 player
  that still allows the best pairing.

The completion criterion (C4) asks whether the players still to be paired can all be
paired. The graph holds the bracket and the next scoregroup (for C7); the players below
are checked afterwards for completion, and when that check fails the bracket is paired
again over every remaining player, which is exact by construction.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..base import PairingError
from .blossom import max_weight_matching
from .byes import ByePlan, plan_bye
from .cardinality import completable
from .cards import Card, RoundContext
from .criteria import compatible
from .weights import EdgeWeights, Layout


@dataclass
class BracketResult:
    """Pairs made in a bracket (card indices, higher first) and its downfloaters."""

    pairs: list[tuple[int, int]]
    floaters: list[int]
    exported: set[int] = field(default_factory=set)
    mdps: list[int] = field(default_factory=list)
    residents: list[int] = field(default_factory=list)
    s1: list[int] = field(default_factory=list)
    s2: list[int] = field(default_factory=list)
    exact: bool = False


class DutchPairing:
    """Pairs one round. ``cards`` are in pairing order (score, then pairing number)."""

    def __init__(self, ctx: RoundContext, observer=None):
        self.ctx = ctx
        self.cards: tuple[Card, ...] = ctx.cards
        self.observer = observer
        n = len(self.cards)
        self.neighbours: list[set[int]] = [set() for _ in range(n)]
        for i in range(n):
            a = self.cards[i]
            for j in range(i + 1, n):
                if compatible(ctx, a, self.cards[j]):
                    self.neighbours[i].add(j)
                    self.neighbours[j].add(i)
        groups: list[list[int]] = []
        for i, card in enumerate(self.cards):
            if groups and self.cards[groups[-1][0]].score == card.score:
                groups[-1].append(i)
            else:
                groups.append([i])
        self.groups = groups
        self.bye: ByePlan = plan_bye(self)

    # -- completion ------------------------------------------------------------------
    def may_get_bye(self, i: int) -> bool:
        """C2 with the PAB assignee's score: eligible (C.04.1 art. 3) and not above the
        lowest score from which a PAB can be given."""
        return self.card_may_get_bye(self.cards[i])

    def card_may_get_bye(self, card: Card) -> bool:
        return card.bye_eligible and (self.bye.score is None or card.score <= self.bye.score)

    def can_complete(self, players: list[int], bye=None) -> bool:
        return completable(players, lambda a, b: b in self.neighbours[a],
                           bye or self.may_get_bye)

    # -- the round -------------------------------------------------------------------
    def run(self) -> tuple[list[tuple[int, int]], int | None]:
        pairs: list[tuple[int, int]] = []
        mdps: list[int] = []
        single = self.bye.single_first
        for g, group in enumerate(self.groups):
            nxt = self.groups[g + 1] if g + 1 < len(self.groups) else []
            lower = [i for grp in self.groups[g + 2:] for i in grp]
            result = self.pair_bracket(mdps, group, nxt, lower, single)
            if self.observer is not None:
                self.observer.bracket(self, g, result)
            pairs.extend(result.pairs)
            mdps = result.floaters
            single = (self.bye.score is not None and bool(nxt)
                      and self.bye.score >= self.cards[nxt[0]].score
                      and not (lower and result.exported & set(mdps + nxt)))
        if len(mdps) > 1:
            raise PairingError("no legal pairing exists for the players "
                               + ", ".join(str(self.cards[i].start_no) for i in mdps),
                               tuple(self.cards[i].start_no for i in mdps), "C.04.3 C4")
        pab = mdps[0] if mdps else None
        return pairs, pab

    def pair_bracket(self, mdps: list[int], residents: list[int], nxt: list[int],
                     lower: list[int], single: bool) -> BracketResult:
        exact = not lower or (single and bool(lower))
        result = self._solve(mdps, residents, nxt, lower if exact else [], single, exact)
        if not exact:
            leftovers = sorted(result.exported) + lower
            if not self.can_complete(leftovers):
                result = self._solve(mdps, residents, nxt, lower, single, True)
        return result

    # -- one bracket -----------------------------------------------------------------
    def _solve(self, mdps: list[int], residents: list[int], nxt: list[int],
               lower: list[int], single: bool, exact: bool) -> BracketResult:
        cards = self.cards
        graph = mdps + residents + nxt + lower
        resident_set = set(residents)
        next_set = set(nxt)
        mdp_set = set(mdps)
        scores = sorted({cards[i].score for i in graph})
        level = {s: k for k, s in enumerate(scores)}
        pab_rank = self.bye.pab_rank if single else None
        base_layout = Layout(len(graph), len(scores), self.ctx.played_rounds, exact, 0)
        weights = EdgeWeights(base_layout, level, self.card_may_get_bye, pab_rank, self.bye.score)
        base: dict[tuple[int, int], int] = {}
        position = {v: k for k, v in enumerate(graph)}
        for a in graph:
            for b in self.neighbours[a]:
                if b <= a or b not in position:
                    continue
                if a in mdp_set and b in mdp_set:
                    continue  # MDPs are paired with residents, not with each other
                w = weights.base(cards[a], cards[b], b in resident_set, b in next_set)
                if w > 0:
                    base[(a, b)] = w

        fixed: list[tuple[int, int]] = []
        if mdps:
            keys, bits = _mdp_keys(mdps, residents)
            mate = self._match(graph, base, keys, bits)
            for m in mdps:
                partner = mate.get(m)
                if partner is not None and partner in resident_set:
                    fixed.append((m, partner))
            remainder_pairs = sum(1 for a in residents
                                  if mate.get(a, -1) in resident_set and mate[a] > a)
        else:
            mate = self._match(graph, base, {}, 0)
            remainder_pairs = sum(1 for a in residents
                                  if mate.get(a, -1) in resident_set and mate[a] > a)
        taken = {v for pair in fixed for v in pair}
        remainder = [r for r in residents if r not in taken]
        s1 = remainder[:remainder_pairs]
        s2 = remainder[remainder_pairs:]
        keys, bits = _remainder_keys(remainder, remainder_pairs)
        rest = [v for v in graph if v not in taken]
        rest_base = {e: w for e, w in base.items() if e[0] not in taken and e[1] not in taken}
        mate = self._match(rest, rest_base, keys, bits)
        pairs = list(fixed)
        remainder_set = set(remainder)
        for a in remainder:
            b = mate.get(a)
            if b is not None and b in remainder_set and b > a:
                pairs.append((a, b))
        paired = {v for pair in pairs for v in pair}
        floaters = [v for v in mdps + residents if v not in paired]
        lower_set = set(lower)
        if lower_set:
            exported = {v for v in rest if v not in lower_set and mate.get(v) in lower_set}
        else:
            exported = {v for v in rest if v not in mate}
        return BracketResult(pairs, floaters, exported, list(mdps), list(residents),
                             s1 if not mdps else list(mdps), s2 if not mdps else remainder,
                             exact)

    def _match(self, graph: list[int], base: dict[tuple[int, int], int],
               keys: dict[tuple[int, int], int], bits: int) -> dict[int, int]:
        local = {v: k for k, v in enumerate(graph)}
        adjacency: list[dict[int, int]] = [{} for _ in graph]
        for (a, b), w in base.items():
            if a not in local or b not in local:
                continue
            w = (w << bits) | keys.get((a, b), 0)
            adjacency[local[a]][local[b]] = w
            adjacency[local[b]][local[a]] = w
        mate = max_weight_matching(len(graph), adjacency)
        return {graph[k]: graph[m] for k, m in enumerate(mate) if m != -1}


def _mdp_keys(mdps: list[int], residents: list[int]) -> tuple[dict[tuple[int, int], int], int]:
    """Art. 4.4: the highest MDPs are paired first (as many as the criteria allow), and
    each MDP in order meets the first resident in S2 that keeps the best pairing."""
    m, r = len(mdps), len(residents)
    radix = r + 1
    opp_bits = (radix ** m).bit_length() + 1
    keys = {}
    for i, a in enumerate(mdps):
        paired_bonus = 1 << (m - 1 - i)
        scale = radix ** (m - 1 - i)
        for j, b in enumerate(residents):
            keys[(a, b)] = (paired_bonus << opp_bits) + (r - j) * scale
    return keys, m + opp_bits


def _remainder_keys(remainder: list[int], pairs: int) -> tuple[dict[tuple[int, int], int], int]:
    """Art. 4.2-4.3 for a homogeneous bracket or remainder with S1 = its first ``pairs``
    players: fewest exchanges; smallest difference between the sums of the exchanged
    pairing numbers; the lowest S1 players exchanged first, then the highest S2 players;
    then transpositions: each S1 player in order meets the first S2 player possible."""
    size = len(remainder)
    if size < 2:
        return {}, 0
    radix = size + 1
    w5 = (radix ** size).bit_length() + 1
    w4 = size + 1
    w3 = (size * (1 << pairs)).bit_length() + 1
    w2 = (size * size).bit_length() + 1
    w1 = size.bit_length() + 1
    keys = {}
    for x in range(size):
        in_s1 = x < pairs
        t3 = (1 << pairs) - ((1 << x) if in_s1 else 0)
        t4 = 0 if in_s1 else 1 << (size - 1 - x)
        scale = radix ** (size - 1 - x)
        head = (((int(in_s1) << w2) + (size - x)) << w3) + t3
        head = ((head << w4) + t4) << w5
        for y in range(x + 1, size):
            keys[(remainder[x], remainder[y])] = head + (size - y) * scale
    return keys, w1 + w2 + w3 + w4 + w5

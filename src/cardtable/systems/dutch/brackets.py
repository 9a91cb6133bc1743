"""Pairing the brackets one by one, from the top scoregroup down (C.04.3 art. 1.9, 3).

A bracket is the moved-down players (MDPs) from the bracket above plus the resident
players of the next scoregroup. Each bracket is paired by one or two maximum-weight
matchings whose weights hold the criteria (see ``weights``) and, in the lowest bits,
the order in which art. 4 generates candidates:

* phase A (heterogeneous brackets, art. 3.3.3, 3.7 and 4.4): which MDPs are paired — the
  highest first — and with which residents (S1 = the MDPs, S2 = the residents, the
  first S2 player that still allows the best pairing, i.e. transpositions in order);
* phase B (the homogeneous bracket or the remainder, art. 4.2-4.3): S1 = the first
  players up to the number of pairs, S2 = the rest; the fewest exchanges, then the
  smallest difference of the exchanged pairing numbers, then exchanging the lowest S1
  and the highest S2 players; then each S1 player in order meets the first S2 player
  that still allows the best pairing.

The completion criterion (C4) asks whether the players still to be paired can all be
paired. The fast route (``fastpath``) pairs the bracket alone and checks the next
scoregroup (C8) and the players below (C4) afterwards; when a check fails the bracket
is paired here over every remaining player (``_solve``), exact by construction.
"""

from __future__ import annotations

from typing import Callable, Protocol

from ..base import PairingError
from ...matching.blossom import max_weight_matching
from .byes import ByePlan, plan_bye
from ...matching.cardinality import completable
from .cards import Card, CardIndex, RoundContext
from .fastpath import solve_fast
from .graph import RoundGraph
from .order import OrderKeys, mdp_order_keys, remainder_order_keys
from .result import BracketResult, split_phase_a
from .weights import graph_weights


class BracketObserver(Protocol):
    """Told of each bracket once it is paired (the trace)."""

    def bracket(self, pairing: DutchPairing, number: int, result: BracketResult) -> None: ...


def dutch_pairing(ctx: RoundContext, observer: BracketObserver | None = None) -> DutchPairing:
    """The round's solver, built in order: the graph of the round, then the plan of
    the PAB over it (C.04.1 art. 3; C.04.3 C2, C4, C9), then the solver over both."""
    graph = RoundGraph.of(ctx)
    return DutchPairing(graph, plan_bye(graph), observer)


class DutchPairing:
    """Pairs one round over its graph and its PAB plan. ``cards`` are in pairing order
    (score, then pairing number)."""

    def __init__(self, graph: RoundGraph, bye: ByePlan,
                 observer: BracketObserver | None = None) -> None:
        self.ctx = graph.ctx
        self.cards: tuple[Card, ...] = graph.cards
        self.neighbours = graph.neighbours
        self.groups = graph.groups
        self.graph = graph
        self.bye = bye
        self.observer = observer

    # -- completion ------------------------------------------------------------------
    def may_get_bye(self, i: CardIndex) -> bool:
        """C2 with the PAB assignee's score: eligible (C.04.1 art. 3) and not above the
        lowest score from which a PAB can be given."""
        return self.card_may_get_bye(self.cards[i])

    def card_may_get_bye(self, card: Card) -> bool:
        return card.bye_eligible and (self.bye.score is None or card.score <= self.bye.score)

    def can_complete(self, players: list[CardIndex],
                     bye: Callable[[CardIndex], bool] | None = None) -> bool:
        return completable(players, self.neighbours, bye or self.may_get_bye)

    # -- the round -------------------------------------------------------------------
    def run(self) -> tuple[list[tuple[CardIndex, CardIndex]], int | None]:
        pairs: list[tuple[CardIndex, CardIndex]] = []
        mdps: list[CardIndex] = []
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

    def pair_bracket(self, mdps: list[CardIndex], residents: list[CardIndex], nxt: list[CardIndex],
                     lower: list[CardIndex], single: bool) -> BracketResult:
        """Pair one bracket: by the fast route (the bracket alone, the next scoregroup
        and the players below checked afterwards), or — when a check fails — exactly,
        over every remaining player."""
        result = None
        if not (single and lower):
            result = solve_fast(self, mdps, residents, nxt, lower, single)
        if result is None:
            result = self._solve(mdps, residents, nxt, lower, single)
        result.single = single
        return result

    # -- one bracket -----------------------------------------------------------------
    def _solve(self, mdps: list[CardIndex], residents: list[CardIndex], nxt: list[CardIndex],
               lower: list[CardIndex], single: bool) -> BracketResult:
        """The bracket paired over every remaining player: completion (F1) is part of
        the weights, so the result is exact."""
        cards = self.cards
        graph = mdps + residents + nxt + lower
        resident_set = set(residents)
        next_set = set(nxt)
        mdp_set = set(mdps)
        weights = graph_weights(self, graph, single, True)
        base: dict[tuple[CardIndex, CardIndex], int] = {}
        position = {v: k for k, v in enumerate(graph)}
        for a in graph:
            for b in self.neighbours[a]:
                if b <= a or b not in position:
                    continue
                if a in mdp_set and b in mdp_set:
                    continue  # MDPs are paired with residents, not with each other
                w = weights.weight(cards[a], cards[b], b in resident_set, b in next_set)
                if w > 0:
                    base[(a, b)] = w

        keys, bits = mdp_order_keys(mdps, residents) if mdps else ({}, 0)
        fixed, remainder_pairs = split_phase_a(mdps, residents,
                                               self._match(graph, base, keys, bits))
        taken = {v for pair in fixed for v in pair}
        remainder = [r for r in residents if r not in taken]
        keys, bits = remainder_order_keys(remainder, remainder_pairs)
        rest = [v for v in graph if v not in taken]
        rest_base = {e: w for e, w in base.items() if e[0] not in taken and e[1] not in taken}
        mate = self._match(rest, rest_base, keys, bits)
        pairs = list(fixed)
        remainder_set = set(remainder)
        for a in remainder:
            partner = mate.get(a)
            if partner is not None and partner in remainder_set and partner > a:
                pairs.append((a, partner))
        paired = {v for pair in pairs for v in pair}
        floaters = [v for v in mdps + residents if v not in paired]
        lower_set = set(lower)
        if lower_set:
            exported = {v for v in rest if v not in lower_set and mate.get(v) in lower_set}
        else:
            exported = {v for v in rest if v not in mate}
        return BracketResult(list(mdps), list(residents), pairs, floaters,
                             [a for a, _ in fixed], remainder, remainder_pairs, exported,
                             True)

    def _match(self, graph: list[CardIndex], base: dict[tuple[CardIndex, CardIndex], int],
               keys: OrderKeys, bits: int) -> dict[CardIndex, CardIndex]:
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

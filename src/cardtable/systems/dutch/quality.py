"""Judging one candidate of a bracket exactly as the engine judges it (C.04.3 art. 2,
3.4 and 3.8), for the trace's walk through the candidates.

A candidate is the set of pairs it makes in the bracket and the downfloaters it leaves.
Its verdict is, in this order:

* the first pair (in the order the candidate is built, art. 3.3.1) that breaks an
  absolute criterion: C1 (the two have met), a forbidden pair of the tournament file,
  or C3 (the same absolute colour preference); the engine's ``neighbours`` decide;
* C4 when the players not yet paired (its downfloaters and everybody below) cannot
  all be paired, and C5 when they can only be paired with the PAB going to a player
  with a higher score than the lowest possible (the engine's PAB plan, ``byes``);
* otherwise its quality: the engine's own weights (``weights.EdgeWeights``) of its
  pairs, plus the best the players below it in the engine's graph can still make (the
  look-ahead of C8 and, in the bracket that gives the PAB, C9). Comparing two such
  totals compares the criteria C6-C21 one by one in the order of the rules; the
  fields are decoded into per-criterion violations for display.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from ...matching.blossom import max_weight_matching
from ...model.history import Float
from .cards import CardIndex
from .lookahead import Lookahead
from .weights import Layout, graph_weights

if TYPE_CHECKING:  # pragma: no cover
    from .brackets import DutchPairing
    from .result import BracketResult

#: a candidate's quality criteria as violations (0 or empty = met), by criterion:
#: a count of players, or the scores concerned, highest first
Quality = dict[str, int | list[str]]


@dataclass(frozen=True, slots=True)
class Field:
    """One criterion's bit field in a packed weight; ``levels`` sub-fields of
    ``width`` bits each (one per score level, lowest level at the bottom)."""

    criterion: str
    offset: int
    width: int
    levels: int = 1

    def values(self, weight: int) -> list[int]:
        mask = (1 << self.width) - 1
        return [(weight >> (self.offset + k * self.width)) & mask
                for k in range(self.levels)]


def pair_criterion(pairing: DutchPairing, a: int, b: int) -> str | None:
    """The absolute criterion the pair (a, b) breaks, or None: the engine's
    compatibility decides; the name says which rule (C1 before a forbidden pair
    before C3)."""
    if b in pairing.neighbours[a]:
        return None
    return rejection(pairing, a, b)


def rejection(pairing: DutchPairing, a: int, b: int) -> str:
    """The absolute criterion that forbids the pair (a, b), which the engine's
    compatibility rejects: C1 before a forbidden pair before C3."""
    card_a, card_b = pairing.cards[a], pairing.cards[b]
    if card_b.start_no in card_a.opponents:
        return "C1"
    if (card_a.start_no, card_b.start_no) in pairing.ctx.forbidden:
        return "forbidden"
    return "C3"


class BracketMeasure:
    """Verdicts and quality of the candidates of one bracket, with the weights the
    engine used for it (the same graph, score levels, layout and PAB settings as
    ``DutchPairing._solve``)."""

    def __init__(self, pairing: DutchPairing, number: int, result: BracketResult,
                 single: bool, show: Callable[[int], str] = str):
        cards = pairing.cards
        groups = pairing.groups
        self.pairing = pairing
        self.cards = cards
        self.bracket = list(result.mdps) + list(result.residents)
        nxt = groups[number + 1] if number + 1 < len(groups) else []
        self.below = [i for group in groups[number + 1:] for i in group]
        rest = nxt + (self.below[len(nxt):] if result.exact else [])
        graph = self.bracket + rest
        self.weights = graph_weights(pairing, graph, single, result.exact)
        self.layout = self.weights.layout
        level = self.weights.level
        scores = sorted(level, key=level.__getitem__)
        self.level_score = scores
        self.level = level
        self.labels = [show(s) for s in scores]
        pab_rank = self.weights.pab_rank
        self.pab_rank = pab_rank
        self.residents = set(result.residents)
        self.mdps = set(result.mdps)
        self.next = list(nxt)
        self.next_set = set(nxt)
        self.rest = rest
        # on the fast route the players below are the next scoregroup alone, and C9
        # can count only the downfloaters: the look-ahead needs no weighted matching
        self.lookahead = None
        if nxt and not result.exact and not any(self.weights.pab_value(cards[i])
                                                for i in nxt):
            self.lookahead = Lookahead(pairing, nxt, self.weights)
        self._next_levels = [0] * len(scores)
        for i in nxt:
            self._next_levels[level[cards[i].score]] += 1
        self._next_level = level[cards[nxt[0]].score] if nxt else 0
        self._had_down, self._down_levels = [], []
        for k in range(2):
            down = [i for i in self.bracket if cards[i].floats[k] is Float.DOWN]
            self._had_down.append(sum(1 for i in down if i in self.residents))
            levels = [0] * len(scores)
            for i in down:
                levels[level[cards[i].score]] += 1
            self._down_levels.append(levels)
        self._pair_weight: dict[tuple[CardIndex, CardIndex], int] = {}
        self._rest_value: dict[frozenset[CardIndex], int] = {}
        self._rest_edges: dict[CardIndex, list[tuple[CardIndex, int]]] = {}
        self._completion: dict[frozenset[CardIndex], str | None] = {}
        self._violations: dict[tuple[int, frozenset[CardIndex]], Quality] = {}
        self.roles, self.fields, self._offsets = _fields(
            len(graph), len(scores), pairing.ctx.played_rounds, result.exact)

    # -- absolute criteria ---------------------------------------------------------
    def completion(self, floaters: frozenset[CardIndex]) -> str | None:
        """C4 (and C5) for a candidate leaving ``floaters``: None when everybody not
        yet paired can still be paired with the PAB going to a player the engine's
        PAB plan allows (lowest possible score, C.04.1 art. 3)."""
        verdict = self._completion.get(floaters, "?")
        if verdict != "?":
            return verdict
        players = sorted(floaters) + self.below
        pairing = self.pairing
        if pairing.can_complete(players):
            verdict = None
        elif len(players) % 2 and pairing.can_complete(
                players, bye=lambda i: self.cards[i].bye_eligible):
            verdict = "C5"
        else:
            verdict = "C4"
        self._completion[floaters] = verdict
        return verdict

    # -- quality -------------------------------------------------------------------
    def pair_weight(self, a: CardIndex, b: CardIndex) -> int:
        """The engine's weight of a pair made in the bracket (a ranked above b)."""
        key = (a, b)
        w = self._pair_weight.get(key)
        if w is None:
            w = self.weights.base(self.cards[a], self.cards[b], b in self.residents,
                                  b in self.next_set)
            self._pair_weight[key] = w
        return w

    def rest_value(self, floaters: frozenset[CardIndex]) -> int:
        """The best the downfloaters and the players below them in the engine's graph
        can make (look-ahead C8, completion, C9), as a weight: by the look-ahead's
        bounds when they settle it, else by a maximum-weight matching."""
        value = self._rest_value.get(floaters)
        if value is None:
            if self.lookahead is not None:
                value = self.lookahead.value(floaters)
            if value is None:
                value = self._matched(floaters)
            self._rest_value[floaters] = value
        return value

    def _edges(self, a: CardIndex) -> list[tuple[CardIndex, int]]:
        """The edges of the engine's graph from ``a`` (a downfloater or a player below)
        to the players below ranked after them, with their weights; made when first
        asked for, so that a bracket of thousands with few players below costs little."""
        found = self._rest_edges.get(a)
        if found is None:
            cards, near = self.cards, self.pairing.neighbours[a]
            found = []
            for b in self.rest:
                if b > a and b in near:
                    w = self.weights.base(cards[a], cards[b], b in self.residents,
                                          b in self.next_set)
                    if w > 0:
                        found.append((b, w))
            self._rest_edges[a] = found
        return found

    def _matched(self, floaters: frozenset[CardIndex]) -> int:
        """The value of the players below by a maximum-weight matching of them."""
        nodes = sorted(floaters) + self.rest
        local = {v: k for k, v in enumerate(nodes)}
        adjacency: list[dict[int, int]] = [{} for _ in nodes]
        for a in nodes:
            for b, w in self._edges(a):
                adjacency[local[a]][local[b]] = w
                adjacency[local[b]][local[a]] = w
        mate = max_weight_matching(len(nodes), adjacency)
        return sum(adjacency[k][m] for k, m in enumerate(mate) if m > k)

    def weight(self, pairs: list[tuple[CardIndex, CardIndex]],
               floaters: frozenset[CardIndex]) -> int:
        return sum(self.pair_weight(a, b) for a, b in pairs) + self.rest_value(floaters)

    def first_worse(self, weight: int, best: int) -> str:
        """The criterion of highest priority on which a candidate of total ``weight``
        is worse than one of total ``best`` (> weight)."""
        bit = (weight ^ best).bit_length() - 1
        return self.fields[bisect_right(self._offsets, bit) - 1].criterion

    def violations(self, weight: int, pairs: int, floaters: frozenset[CardIndex]) -> Quality:
        """The quality criteria of a candidate with ``pairs`` pairs, decoded from its
        weight as violations (0 or empty = met): counts of players, or for the
        criteria on scores the scores concerned, highest first."""
        key = (weight, floaters)
        found = self._violations.get(key)
        if found is None:
            found = self._violations[key] = self._decode(weight, pairs, floaters)
        return dict(found)

    def _decode(self, weight: int, pairs: int, floaters: frozenset[CardIndex]) -> Quality:
        lay, level = self.layout, self.level
        width = lay.count_width
        mask = (1 << width) - 1
        count = lay.levels

        def value(offset: int) -> int:
            return (weight >> offset) & mask

        def per_level(offset: int) -> list[int]:
            return [(weight >> (offset + k * width)) & mask for k in range(count)]

        floating = [0] * count
        for i in floaters:
            floating[level[self.cards[i].score]] += 1
        out: Quality = {"C6": len(self.bracket) - 2 * pairs,
                               "C7": self._listing(floating)}
        unpaired = [a + b for a, b in zip(floating, self._next_levels)]
        if self.next:
            unpaired[self._next_level] -= value(lay.next_pairs)
        unpaired = [a - b for a, b in zip(unpaired, per_level(lay.next_scores))]
        out["C8"] = self._listing(unpaired)
        if self.pab_rank is not None:
            out["C9"] = self._unplayed_of_pab((weight >> lay.pab_games)
                                              & ((1 << (lay.next_scores - lay.pab_games)) - 1))
        for k, offset in enumerate(lay.colour):
            out[f"C{10 + k}"] = pairs - value(offset)
        paired_at = per_level(lay.scores)
        for k in range(len(lay.counts_float) // 2):
            out[f"C{14 + 2 * k}"] = self._had_down[k] - value(lay.counts_float[2 * k])
            out[f"C{15 + 2 * k}"] = pairs - value(lay.counts_float[2 * k + 1])
            kept = per_level(lay.scores_float[2 * k])
            out[f"C{18 + 2 * k}"] = self._listing(
                [a - b for a, b in zip(self._down_levels[k], kept)])
            satisfied = per_level(lay.scores_float[2 * k + 1])
            out[f"C{19 + 2 * k}"] = self._listing(
                [a - b for a, b in zip(paired_at, satisfied)])
        return dict(sorted(out.items(), key=lambda kv: int(kv[0][1:])))

    def _listing(self, per_level: list[int]) -> list[str]:
        """Scores, highest first, from a count per score level."""
        out: list[str] = []
        for k in range(len(per_level) - 1, -1, -1):
            out.extend([self.labels[k]] * per_level[k])
        return out

    def _unplayed_of_pab(self, value: int) -> int:
        """C9: the unplayed games of the player left for the PAB. The engine adds, for
        each paired player of the PAB assignee's score, a rank that grows as their
        played games fall; the rank missing from the total is the assignee's."""
        bye_score = self.pairing.bye.score
        everyone = self.bracket + self.rest
        total = sum(self.weights.pab_value(self.cards[i]) for i in everyone
                    if self.cards[i].score == bye_score)
        left = total - value
        for games, rank in self.pab_rank.items():  # type: ignore[union-attr]
            if rank == left:
                return self.pairing.ctx.played_rounds - games
        return left


@lru_cache(maxsize=256)
def _fields(size: int, levels: int, played: int, completion: bool
            ) -> tuple[dict[str, Field], list[Field], list[int]]:
    """The fields of the engine's layout for a graph of ``size`` players on ``levels``
    score levels, by role and named by the criterion of the 2026 text they hold
    (``next_pairs`` and ``next_scores`` both belong to C8); then all of them from
    the lowest bits up, and their offsets."""
    lay = Layout(size, levels, played, completion, 0)
    count = lay.count_width
    fields = {}
    if lay.with_completion:
        fields["completion"] = Field("C4", lay.completion, count + 2)
    fields["pairs"] = Field("C6", lay.pairs, count)
    fields["C7"] = Field("C7", lay.scores, count, lay.levels)
    fields["next_pairs"] = Field("C8", lay.next_pairs, count)
    fields["next_scores"] = Field("C8", lay.next_scores, count, lay.levels)
    fields["C9"] = Field("C9", lay.pab_games, lay.next_scores - lay.pab_games)
    for k, offset in enumerate(lay.colour):
        fields[f"C{10 + k}"] = Field(f"C{10 + k}", offset, count)
    for k, offset in enumerate(lay.counts_float):
        fields[f"C{14 + k}"] = Field(f"C{14 + k}", offset, count)
    for k, offset in enumerate(lay.scores_float):
        fields[f"C{18 + k}"] = Field(f"C{18 + k}", offset, count, lay.levels)
    ordered = sorted(fields.values(), key=lambda f: f.offset)
    return fields, ordered, [f.offset for f in ordered]

"""Walking the candidates of one bracket in the order of the rules, up to the one the
engine chose (C.04.3 (2026) art. 3.3-3.8 and 4).

The engine finds its pairing by a maximum-weight matching whose weights hold the
criteria and, in the lowest bits, this very order; the walk shows the procedure the
rules describe. Candidates are generated

* in a heterogeneous bracket (art. 3.7): for each set of pairable MDPs (art. 4.4) as
  S1, each transposition of S2 (art. 4.2) forms an MDP-pairing, and for each of those
  every candidate of the remainder follows;
* in a homogeneous bracket or a remainder (art. 3.6): the transpositions of S2, then
  each exchange (art. 4.3) followed by its transpositions;

and judged by ``quality.BracketMeasure`` with the engine's own criteria. A pair that
breaks an absolute criterion rejects every candidate that begins with it, so such a
block is counted at once. The first ``RECORDS`` candidates are kept in full, the rest
counted by the criterion that rejects them (for a legal one: the first quality
criterion on which it is worse than the chosen one) up to ``LIMIT``; past the limit
the walk jumps to the chosen candidate.

The chosen candidate must be the first with the best quality in this order; anything
else is a disagreement between walk and engine, reported in ``Walk.conflict``.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from itertools import combinations, permutations
from math import comb, perm
from typing import TYPE_CHECKING, Callable, Iterator

from .cards import CardIndex
from .generation import Exchange, candidate_count, exchanges, mdp_sets
from .labels import Labels
from .quality import BracketMeasure, rejection
from .records import Candidate, Pairs, Walk
from .tally import Entry, Part, arrangements, settle

if TYPE_CHECKING:  # pragma: no cover
    from .brackets import DutchPairing
    from .result import BracketResult

RECORDS = 200
LIMIT = 100_000
_TALLY_LEFTOVERS = 64  # leftover sets of S2 tried one by one when tallying a subtree

#: the MDP set of a heterogeneous bracket and its partners in S2 (art. 4.4)
MdpPairing = tuple[tuple[CardIndex, ...], tuple[CardIndex, ...]]
#: where a remainder's candidates are: its MDP-pairing, exchange, S1 and S2
Context = tuple[MdpPairing, Exchange, list[CardIndex], list[CardIndex]]
#: a candidate recorded unjudged: label, pairs, downfloaters, the exchange's players
Unjudged = tuple[str, Pairs, frozenset[CardIndex], Exchange]


class _Found(Exception):
    pass


class _Limit(Exception):
    pass


@dataclass(frozen=True, slots=True)
class _Address:
    """Where the chosen candidate sits in the generation order."""

    mdp_set: tuple[CardIndex, ...]
    mdp_partners: tuple[CardIndex, ...]
    exchange: Exchange
    partners: tuple[CardIndex, ...]


def walk_bracket(pairing: DutchPairing, number: int, result: BracketResult, single: bool,
                 show: Callable[[int], str] = str) -> tuple[Walk, BracketMeasure]:
    """Walk the candidates of bracket ``number`` (0-based) up to the engine's;
    ``show`` writes a score for the quality values."""
    measure = BracketMeasure(pairing, number, result, single, show)
    walker = _Walker(pairing, measure, result)
    return walker.run(), measure


class _Walker:
    def __init__(self, pairing: DutchPairing, measure: BracketMeasure,
                 result: BracketResult):
        self.pairing = pairing
        self.measure = measure
        self.neighbours = pairing.neighbours
        self.mdps = sorted(result.mdps)
        self.residents = sorted(result.residents)
        self.bracket = self.mdps + self.residents
        self.bsn = {v: k + 1 for k, v in enumerate(self.bracket)}
        self.bit = {v: 1 << k for k, v in enumerate(self.bracket)}
        self.m1 = len(result.paired_mdps)
        self.p = len(result.pairs) - self.m1
        self.target = _address(result, self.m1)
        chosen_pairs = tuple(sorted(result.pairs))
        self.chosen_floaters = frozenset(result.floaters)
        self.best_weight = measure.weight(list(chosen_pairs), self.chosen_floaters)
        self.chosen_pairs = chosen_pairs
        self.walk = Walk([])
        self.labels = Labels(self.bsn, bool(self.mdps), self.p)
        self.index = 0
        self.best: int | None = None
        self.cache: dict[int, tuple[str | None, int | None, frozenset[CardIndex]]] = {}
        self.subtrees: dict[tuple[tuple[CardIndex, ...], frozenset[CardIndex],
                                  tuple[CardIndex, ...]], Part | None] = {}
        # the current MDP-pairing
        self.limbo: tuple[CardIndex, ...] = ()
        self.mdp_pairs: list[tuple[CardIndex, CardIndex]] = []

    # -- the walk ------------------------------------------------------------------
    def run(self) -> Walk:
        walk = self.walk
        # the walk descends one level per S1 player: a bracket of thousands goes deeper
        # than Python's default limit (a Python call uses no C stack in 3.11)
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 2 * len(self.bracket) + 1000))
        try:
            if self.mdps:
                self._heterogeneous()
            else:
                self._remainder(self.residents, self.p, 0, True)
            walk.conflict = walk.conflict or "the chosen candidate was never generated"
            self.index = 0
        except _Found:
            pass
        except _Limit:
            walk.more = True
            self.index = 0
        finally:
            sys.setrecursionlimit(limit)
        chosen = self._chosen_record()
        walk.records.append(chosen)
        quality = self.measure.violations(self.best_weight, len(self.chosen_pairs),
                                          self.chosen_floaters)
        walk.perfect = all(not value for name, value in quality.items()
                           if int(name[1:]) >= 9)
        return walk

    def _chosen_record(self) -> Candidate:
        target = self.target
        pairs = tuple(zip(target.mdp_set, target.mdp_partners))
        s1 = sorted(set(self._remainder_s1(target)) - set(target.exchange[0])
                    | set(target.exchange[1]))
        pairs += tuple(zip(s1, target.partners))  # S1's player first, as laid out
        label = self.labels.label(target.mdp_set, target.mdp_partners, target.exchange,
                                  target.partners)
        return Candidate(self.index, label, pairs, self.chosen_floaters, None, None,
                         self.best_weight, self.best is None or self.best_weight > self.best,
                         target.exchange)

    def _remainder_s1(self, target: _Address) -> list[CardIndex]:
        taken = set(target.mdp_partners)
        remainder = [r for r in self.residents if r not in taken]
        return remainder[:self.p]

    # -- heterogeneous brackets (art. 3.7) ------------------------------------------
    def _heterogeneous(self) -> None:
        cards = self.pairing.cards
        residents = self.residents
        rest = len(residents) - self.m1
        tail = candidate_count(rest, self.p)
        for group in mdp_sets(self.mdps, self.m1, lambda i: cards[i].score):
            self.limbo = tuple(m for m in self.mdps if m not in group)
            on_set = group == self.target.mdp_set
            for partners, wsum in self._mdp_pairings(list(group), residents, tail):
                on_target = on_set and tuple(partners) == self.target.mdp_partners
                self.mdp_pairs = list(zip(group, partners))
                taken = set(partners)
                remainder = [r for r in residents if r not in taken]
                self._remainder(remainder, self.p, wsum, on_target,
                                mdp=(group, tuple(partners)))

    def _mdp_pairings(self, group: list[CardIndex], residents: list[CardIndex],
                      tail: int) -> Iterator[tuple[list[CardIndex], int]]:
        """The transpositions of S2 against S1 = the MDP set (art. 4.2) whose pairs
        are all legal, in lexicographic order, with the weight of their pairs; each
        block of MDP-pairings rejected at its first illegal pair is counted (or
        recorded) with the ``tail`` remainder candidates behind each of them."""
        n1, n2 = len(group), len(residents)
        block = [perm(n2 - d - 1, n1 - d - 1) * tail for d in range(n1)]
        partners: list[CardIndex] = []
        used = [False] * n2
        measure, neighbours = self.measure, self.neighbours

        def descend(depth: int, total: int) -> Iterator[tuple[list[CardIndex], int]]:
            if depth == n1:
                yield partners, total
                return
            a = group[depth]
            for j in range(n2):
                if used[j]:
                    continue
                b = residents[j]
                if b not in neighbours[a]:
                    self._block(block[depth], a, b, group, residents, depth, partners,
                                True, None)
                    continue
                used[j] = True
                partners.append(b)
                yield from descend(depth + 1, total + measure.pair_weight(a, b))
                partners.pop()
                used[j] = False

        yield from descend(0, 0)

    # -- homogeneous brackets and remainders (art. 3.6) -----------------------------
    def _remainder(self, players: list[CardIndex], pairs: int, wsum: int, on_target: bool,
                   mdp: MdpPairing = ((), ())) -> None:
        s1, s2 = players[:pairs], players[pairs:]
        for out, into in exchanges(s1, s2):
            moved_out, moved_in = set(out), set(into)
            new_s1 = sorted([x for x in s1 if x not in moved_out] + list(into))
            new_s2 = sorted([x for x in s2 if x not in moved_in] + list(out))
            chosen_here = on_target and (out, into) == self.target.exchange
            self._transpose(new_s1, new_s2, wsum, (mdp, (out, into), new_s1, new_s2),
                            chosen_here)

    def _transpose(self, s1: list[CardIndex], s2: list[CardIndex], wsum: int,
                   context: Context, chosen_here: bool) -> None:
        """The transpositions of S2 (art. 4.2) for one S1 of a homogeneous bracket or
        remainder, depth first in lexicographic order. A pair that breaks an absolute
        criterion rejects its whole block; once the records are full, a subtree that
        fits in the count is counted at once (``tally``)."""
        n1, n2 = len(s1), len(s2)
        block = [perm(n2 - d - 1, n1 - d - 1) for d in range(n1)]
        partners: list[CardIndex] = []
        used = [False] * n2
        target = self.target.partners
        measure = self.measure
        neighbours = self.neighbours
        walk = self.walk

        def node(depth: int, total: int, on_path: bool) -> None:
            if depth == n1:
                self._leaf(context, partners, total, on_path)
                return
            if not on_path and len(walk.records) >= RECORDS:
                free = [s2[j] for j in range(n2) if not used[j]]
                size = perm(len(free), n1 - depth)
                if size <= LIMIT - self.index and self._tally(s1[depth:], free, total):
                    self.index += size
                    if self.index >= LIMIT:
                        raise _Limit
                    return
            a = s1[depth]
            near = neighbours[a]
            for j in range(n2):
                if used[j]:
                    continue
                b = s2[j]
                if b not in near:
                    self._block(block[depth], a, b, s1, s2, depth, partners, False,
                                context)
                    continue
                used[j] = True
                partners.append(b)
                node(depth + 1, total + measure.pair_weight(min(a, b), max(a, b)),
                     on_path and b == target[depth])
                partners.pop()
                used[j] = False

        node(0, wsum, chosen_here)

    def _tally(self, rows: list[CardIndex], cols: list[CardIndex], total: int) -> bool:
        """Count every candidate below a node at once, by the criterion that rejects
        it (see ``_subtree``); False when that is not worth it."""
        found = self._subtree(tuple(rows), frozenset(cols))
        if found is None:
            return False
        rejected, totals = found
        counts = Counter(rejected)
        walk, measure = self.walk, self.measure
        for weight, ways in totals.items():
            weight += total
            if weight >= self.best_weight and walk.conflict is None:
                walk.conflict = (f"a candidate after number {self.index} is at least "
                                 f"as good as the chosen one and comes earlier")
            if self.best is None or weight > self.best:
                self.best = weight
            counts[measure.first_worse(weight, self.best_weight)
                   if weight < self.best_weight else "order"] += ways
        walk.counts.update(counts)
        walk.counted += sum(counts.values())
        return True

    def _subtree(self, rows: tuple[CardIndex, ...], cols: frozenset[CardIndex]
                 ) -> Part | None:
        """The rows (the rest of S1) take the free S2 players ``cols`` in every order:
        the arrangements rejected by each criterion (the first illegal pair, row by
        row; then C4/C5 for the downfloaters they leave), and the others by their
        weight (their pairs', plus what the downfloaters and the players below can
        still make). S2 players who play alike against every row are grouped and the
        arrangements counted group by group (``tally.arrangements``);
        None when that is not worth it. Remembered: the same rows and players recur
        under other exchanges and MDP-pairings."""
        key = (rows, cols, self.limbo)
        if key in self.subtrees:
            return self.subtrees[key]
        found: Part | None = None
        k = len(cols) - len(rows)
        if k <= 1 or comb(len(cols), k) <= _TALLY_LEFTOVERS:
            measure, neighbours = self.measure, self.neighbours
            weight, pairing = measure.pair_weight, self.pairing
            order = sorted(cols)
            column: dict[CardIndex, list[Entry]] = {b: [(weight(a, b) if a < b else weight(b, a))
                          if b in neighbours[a] else rejection(pairing, a, b)
                          for a in rows] for b in order}
            limbo = frozenset(self.limbo)
            if k == 1:  # the player left over is one more "row": the downfloater
                for b in order:
                    column[b].append(self._float_entry(limbo | {b}))
                found = arrangements([tuple(column[b]) for b in order], Counter())
            else:
                found = (Counter(), {})
                for leftover in combinations(order, k):
                    left = set(leftover)
                    part = arrangements([tuple(column[b]) for b in order
                                         if b not in left], Counter())
                    if part is None:
                        found = None
                        break
                    settle(part, self._float_entry(limbo | left), found)
        self.subtrees[key] = found
        return found

    def _float_entry(self, floaters: frozenset[CardIndex]) -> str | int:
        """What leaving ``floaters`` adds to a candidate: C4/C5, or the weight of the
        best the downfloaters and the players below can make."""
        return self.measure.completion(floaters) or self.measure.rest_value(floaters)

    # -- verdicts ----------------------------------------------------------------------
    def _leaf(self, context: Context, partners: list[CardIndex], total: int,
              chosen_here: bool) -> None:
        """A candidate with every pair legal: C4/C5, then its quality."""
        mdp, exchange, s1, s2 = context
        key = 0
        bit = self.bit
        for m in self.limbo:
            key |= bit[m]
        taken = set(partners)
        for b in s2:
            if b not in taken:
                key |= bit[b]
        verdict = self.cache.get(key)
        if verdict is None:
            floaters = frozenset(v for v in self.bracket if bit[v] & key)
            criterion = self.measure.completion(floaters)
            rest = None if criterion else self.measure.rest_value(floaters)
            verdict = (criterion, rest, floaters)
            self.cache[key] = verdict
        criterion, rest, floaters = verdict
        self.index += 1
        is_chosen = chosen_here and tuple(partners) == self.target.partners
        if is_chosen:
            raise _Found
        weight = None if criterion or rest is None else total + rest
        walk = self.walk
        if weight is not None and weight >= self.best_weight and walk.conflict is None:
            walk.conflict = (f"candidate {self.index} is at least as good as the chosen "
                             f"one and comes earlier")
        if len(walk.records) < RECORDS:
            # each pair S1's player first (after an exchange S1 holds others)
            pairs = tuple(self.mdp_pairs) + tuple(zip(s1, partners))
            label = self.labels.label(mdp[0], mdp[1], exchange, tuple(partners))
            best = weight is not None and (self.best is None or weight > self.best)
            worse = ""
            if weight is not None and not best and self.best is not None:
                worse = ("order" if weight == self.best
                         else self.measure.first_worse(weight, self.best))
            walk.records.append(Candidate(self.index, label, pairs, floaters, criterion,
                                          None, weight, best, exchange, worse))
        else:
            if criterion is None:
                assert weight is not None, "a candidate that meets C4/C5 has its weight"
                criterion = (self.measure.first_worse(weight, self.best_weight)
                             if weight < self.best_weight else "order")
            walk.counts[criterion] += 1
            walk.counted += 1
        if weight is not None and (self.best is None or weight > self.best):
            self.best = weight
        if self.index >= LIMIT:
            raise _Limit

    def _block(self, size: int, a: CardIndex, b: CardIndex, s1: list[CardIndex],
               s2: list[CardIndex], depth: int,
               partners: list[CardIndex], mdp_level: bool, context: Context | None) -> None:
        """Candidates rejected because S1[depth] may not meet S2 player ``b``."""
        criterion = rejection(self.pairing, a, b)
        offending = (min(a, b), max(a, b))
        walk = self.walk
        room = RECORDS - len(walk.records)
        if room > 0:
            shown = 0
            for label, pairs, floaters, moved in self._expand(a, b, s1, s2, depth, partners,
                                                              mdp_level, context, room):
                self.index += 1
                shown += 1
                walk.records.append(Candidate(self.index, label, pairs, floaters,
                                              criterion, offending, None, False, moved))
            size -= shown
        take = min(size, LIMIT - self.index)
        if take > 0:
            walk.counts[criterion] += take
            walk.counted += take
            self.index += take
        if self.index >= LIMIT:
            raise _Limit

    def _expand(self, a: CardIndex, b: CardIndex, s1: list[CardIndex], s2: list[CardIndex],
                depth: int, partners: list[CardIndex], mdp_level: bool,
                context: Context | None, room: int) -> Iterator[Unjudged]:
        """The first ``room`` candidates of a rejected block, in order (``context``:
        the remainder's, None at the MDP level)."""
        start = list(partners) + [b]
        free = [x for x in s2 if x not in set(start)]
        made = 0
        for tail in permutations(free, len(s1) - depth - 1):
            seq = start + list(tail)
            if mdp_level:
                group = tuple(s1)
                taken = set(seq)
                remainder = [r for r in self.residents if r not in taken]
                limbo = tuple(m for m in self.mdps if m not in group)
                mdp_pairs = tuple(zip(group, seq))
                for label, pairs, floaters, moved in self._plain(remainder,
                                                                 (group, tuple(seq))):
                    yield label, mdp_pairs + pairs, floaters | frozenset(limbo), moved
                    made += 1
                    if made >= room:
                        return
            else:
                assert context is not None, "a remainder's block has its context"
                mdp, exchange, _, _ = context
                taken = set(seq)
                floaters = frozenset(self.limbo) | frozenset(x for x in s2
                                                            if x not in taken)
                pairs = tuple(self.mdp_pairs) + tuple(zip(s1, seq))  # S1's first
                yield (self.labels.label(mdp[0], mdp[1], exchange, tuple(seq)), pairs,
                       floaters, exchange)
                made += 1
                if made >= room:
                    return

    def _plain(self, players: list[CardIndex], mdp: MdpPairing) -> Iterator[Unjudged]:
        """Every candidate of a remainder, unjudged (for records of a block whose
        MDP-pairing is already illegal)."""
        s1, s2 = players[:self.p], players[self.p:]
        for out, into in exchanges(s1, s2):
            new_s1 = sorted([x for x in s1 if x not in out] + list(into))
            new_s2 = sorted([x for x in s2 if x not in into] + list(out))
            for seq in permutations(new_s2, len(new_s1)):
                pairs = tuple(zip(new_s1, seq))  # S1's player first
                floaters = frozenset(x for x in new_s2 if x not in seq)
                yield (self.labels.label(mdp[0], mdp[1], (out, into), seq), pairs,
                       floaters, (out, into))


def _address(result: BracketResult, m1: int) -> _Address:
    """The chosen candidate's place in the generation order: its MDP set and their
    partners; in the remainder, S1 is the higher player of each pair (the earliest
    way the rules produce those pairs: fewest exchanges, smallest sum difference)."""
    mdp_pairs = sorted(p for p in result.pairs if p[0] in set(result.paired_mdps))
    mdp_set = tuple(a for a, _ in mdp_pairs)
    mdp_partners = tuple(b for _, b in mdp_pairs)
    taken = set(mdp_partners)
    remainder = [r for r in sorted(result.residents) if r not in taken]
    rest = sorted((min(a, b), max(a, b)) for a, b in result.pairs if a not in set(mdp_set))
    s1 = remainder[:len(rest)]
    new_s1 = [a for a, _ in rest]
    out = tuple(x for x in s1 if x not in set(new_s1))
    into = tuple(x for x in new_s1 if x not in set(s1))
    return _Address(mdp_set, mdp_partners, (out, into), tuple(b for _, b in rest))

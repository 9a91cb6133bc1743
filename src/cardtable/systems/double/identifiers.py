"""Art. 3.6: the pairing of a bracket. The players of the bracket are taken in TPN order
(3.6.1); a pairing is written as its *pairing identifier* (3.6.2): the TPNs of the top
members (the player of each pair with the smaller TPN), in ascending order, followed by
the TPNs of their opponents, in the order of their top members. Four players 1-4 give
the identifiers 1 2 3 4 (1-3, 2-4), 1 2 4 3 (1-4, 2-3) and 1 3 2 4 (1-2, 3-4), in
lexicographic order (3.6.3). The pairing chosen is the first identifier in that order
that complies with [C1] and [C8] (3.6.4): no two players who have met (or may not meet,
TRF-2026 260), and the fewest upfloaters' opponents who were floaters in the previous
match.

The identifiers are walked in that order as a person does with cards: each player in
TPN order is made a top member if they can be, then each top member, in order, gets the
smallest TPN that can be their opponent. Every choice is tested at once: a choice after
which no identifier complies is rejected with all the identifiers that begin with it
(an :class:`IdentifierStep` naming the criterion), so the first identifier reached is
the first that complies, and the walk never goes back further than one choice."""

from __future__ import annotations

from collections.abc import Sequence
from typing import overload
from dataclasses import dataclass

from ...matching.cardinality import augment_from
from ...matching.min_cost import min_matching
from .matches import Card
from .steps import IdentifierChoiceStep, IdentifierStep

ARTICLE = "C.04.5 art. 3.6"
#: rejected choices recorded one by one in a bracket; the others are only counted
RECORDED = 60

_TOP, _BOTTOM = 1, 2


@dataclass(frozen=True, slots=True)
class BracketPairing:
    """The pairs of a bracket (top member first) and the steps that found them."""

    pairs: tuple[tuple[int, int], ...]
    steps: tuple[IdentifierStep | IdentifierChoiceStep, ...]


def c8_weight(a: Card, b: Card, upfloaters: frozenset[int], lapsed: bool) -> int:
    """[C8] for one pair: 1 when one of the two is an upfloater and the other, their
    opponent, was a floater in the previous match (art. 1.5); never in the last match."""
    if lapsed or (a.tpn in upfloaters) == (b.tpn in upfloaters):
        return 0
    opponent = b if a.tpn in upfloaters else a
    return 1 if opponent.floater else 0


class _Walk:
    """The walk through the identifiers of one bracket (players in TPN order)."""

    def __init__(self, number: int, players: Sequence[Card], upfloaters: frozenset[int],
                 lapsed: bool):
        self.number = number
        self.players = players
        self.upfloaters = upfloaters
        n = len(players)
        self.fits = [[a.may_meet(b) for b in players] for a in players]
        self.weight = {(i, j): c8_weight(players[i], players[j], upfloaters, lapsed)
                       for i in range(n) for j in range(i + 1, n) if self.fits[i][j]}
        self.weighted = any(self.weight.values())
        self.roles: list[int | None] = [None] * n
        self.mate: list[int | None] = [None] * n
        self.steps: list[IdentifierStep] = []
        self.unrecorded = 0
        self.target = 0
        if self.weighted:
            best = min_matching(n, dict(self.weight), (), 0)
            self.target = 0 if best is None else best
        # [C8] met in full (the usual case): its pairs simply may not be formed
        free = [[f and self.weight.get((min(i, j), max(i, j)), 0) == 0
                 for j, f in enumerate(row)] for i, row in enumerate(self.fits)]
        self.graphs = {"C1": self.fits, "C8": free}
        self.witnesses: dict[str, list[int]] = {"C1": [], "C8": []}

    # -- what the choices made so far still allow ---------------------------------
    def allowed(self, i: int, j: int, graph: str = "C1") -> bool:
        """May positions i < j still be a pair: they may meet (``graph`` ``C8``: and
        the pair adds nothing to [C8]), i is not a bottom member, j not a top member,
        and neither is bound to somebody else."""
        if not self.graphs[graph][i][j] or self.roles[i] == _BOTTOM or self.roles[j] == _TOP:
            return False
        if self.mate[i] is not None or self.mate[j] is not None:
            return self.mate[i] == j
        return True

    def _perfect(self, graph: str) -> bool:
        """Whether a perfect matching of ``graph`` respects the choices made: the last
        one found is kept, its pairs the new choice forbids undone, and the players so
        freed paired again along augmenting paths (none for one of them: no perfect
        matching)."""
        n, half = len(self.players), len(self.players) // 2
        mate = list(self.witnesses[graph])
        if not mate:  # start from the first identifier: 1-(half+1), 2-(half+2) ...
            mate = [-1] * n
            for i in range(half):
                if self.graphs[graph][i][i + half]:
                    mate[i], mate[i + half] = i + half, i
        for i, m in enumerate(mate):
            if m != -1 and not self._ok(i, m, graph):
                mate[i] = mate[m] = -1
        adjacent = _Near(self, graph)
        for root in range(n):
            if mate[root] == -1 and not augment_from(root, n, adjacent, mate):
                return False
        self.witnesses[graph] = mate
        return True

    def _ok(self, i: int, j: int, graph: str) -> bool:
        return self.allowed(min(i, j), max(i, j), graph)

    def complies(self) -> str | None:
        """None when some identifier that begins with the choices made complies;
        else the criterion none of them can meet (``C1`` or ``C8``)."""
        if not self._perfect("C1"):
            return "C1"
        if not self.weighted:
            return None
        if self.target == 0:
            return None if self._perfect("C8") else "C8"
        edges = {e: w for e, w in self.weight.items() if self.allowed(*e)}
        best = min_matching(len(self.players), edges, (), 0)
        return None if best == self.target else "C8"

    # -- the walk ---------------------------------------------------------------
    def run(self) -> BracketPairing:
        """The walk. A choice is kept only when some identifier that begins with it
        complies, so each later choice has one that works: the walk goes straight
        through, trying at most the rejected alternatives of each choice."""
        if self.complies() is not None:
            raise AssertionError("a bracket chosen by art. 3.5 has a legal pairing")
        n, half = len(self.players), len(self.players) // 2
        for k in range(n):
            tops = sum(1 for r in self.roles[:k] if r == _TOP)
            # a top member needs a later opponent, a bottom member an earlier one
            roles = [r for r in (_TOP, _BOTTOM)
                     if not ((tops == half) if r == _TOP else (2 * tops <= k))]
            self._choose(k, roles)
        tops_at = [i for i, r in enumerate(self.roles) if r == _TOP]
        for top in tops_at:
            self._opponent(top)
        pairs = tuple((self.players[i].tpn, self.players[self._mate(i)].tpn) for i in tops_at)
        identifier = tuple(a for a, _ in pairs) + tuple(b for _, b in pairs)
        c8 = sum(self.weight.get((i, self._mate(i)), 0) for i in tops_at)
        text = (f"Bracket {self.number}: the first identifier that complies is "
                f"{' '.join(map(str, identifier))}: "
                + ", ".join(f"{a}-{b}" for a, b in pairs)
                + (f" ([C8]: {c8} of the upfloaters' opponents floated in the previous "
                   f"match, the fewest possible)" if c8 else ""))
        choice = IdentifierChoiceStep(f"{ARTICLE}.4", text, bracket=self.number,
                                      pairs=pairs, identifier=identifier, c8=c8,
                                      rejected=len(self.steps), unrecorded=self.unrecorded,
                                      shortfalls=self._shortfalls())
        return BracketPairing(pairs, (*self.steps, choice))

    def _shortfalls(self) -> tuple[tuple[int, int], ...]:
        """The pairs that add to [C8], each as (upfloater, opponent)."""
        found = []
        for (i, j), weight in sorted(self.weight.items()):
            if weight:
                a, b = self.players[i], self.players[j]
                found.append((a.tpn, b.tpn) if a.tpn in self.upfloaters else (b.tpn, a.tpn))
        return tuple(found)

    def _mate(self, i: int) -> int:
        mate = self.mate[i]
        assert mate is not None
        return mate

    def _choose(self, k: int, roles: list[int]) -> None:
        """Player k a top member if an identifier that complies lets them, else a bottom
        member."""
        for role in roles:
            self.roles[k] = role
            failed = self.complies()
            if failed is None:
                return
            self._reject(failed, None)
        raise AssertionError("a choice that complies was kept before")

    def _opponent(self, top: int) -> None:
        """The smallest TPN that can be the opponent of the top member ``top``."""
        for bottom in range(top + 1, len(self.players)):
            if self.roles[bottom] != _BOTTOM or self.mate[bottom] is not None:
                continue
            self.mate[top], self.mate[bottom] = bottom, top
            if not self.fits[top][bottom]:
                self._reject("C1", (self.players[top].tpn, self.players[bottom].tpn))
            else:
                failed = self.complies()
                if failed is None:
                    return
                self._reject(failed, None)
            self.mate[top] = self.mate[bottom] = None
        raise AssertionError("a choice that complies was kept before")

    def _reject(self, criterion: str, offending: tuple[int, int] | None) -> None:
        if len(self.steps) >= RECORDED:
            self.unrecorded += 1
            return
        decided = [i for i, r in enumerate(self.roles) if r is not None]
        tops = tuple(self.players[i].tpn for i in decided if self.roles[i] == _TOP)
        bottoms = tuple(self.players[i].tpn for i in decided if self.roles[i] == _BOTTOM)
        pairs = tuple((self.players[i].tpn, self.players[self._mate(i)].tpn)
                      for i in decided
                      if self.roles[i] == _TOP and self.mate[i] is not None)
        if pairs:
            what = "pairs " + ", ".join(f"{a}-{b}" for a, b in pairs)
        else:
            what = ("top members " + " ".join(map(str, tops))
                    + (f" (not {' '.join(map(str, bottoms))})" if bottoms else ""))
        if offending is not None:
            why = f"[C1] {offending[0]} and {offending[1]} may not meet"
        elif criterion == "C1":
            why = "[C1] the rest of the bracket cannot be paired"
        else:
            why = ("[C8] more upfloaters' opponents who floated in the previous match "
                   "than the fewest possible")
        self.steps.append(IdentifierStep(
            f"C.04.5 art. 2.1.1 [C1]" if criterion == "C1" else "C.04.5 art. 2.3.5 [C8]",
            f"Bracket {self.number}: identifiers with {what}: rejected, {why}",
            self.number, tops, pairs, criterion, offending))


class _Near(Sequence[list[int]]):
    """The players each player may still be paired with, worked out when asked for:
    an augmenting path usually looks at a few players only."""

    def __init__(self, walk: _Walk, graph: str):
        self.walk = walk
        self.graph = graph
        self.known: dict[int, list[int]] = {}

    def __len__(self) -> int:
        return len(self.walk.players)

    @overload
    def __getitem__(self, index: int) -> list[int]: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[list[int]]: ...

    def __getitem__(self, index: int | slice) -> list[int] | Sequence[list[int]]:
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        if index not in self.known:
            self.known[index] = [j for j in range(len(self)) if j != index
                                 and self.walk._ok(index, j, self.graph)]
        return self.known[index]


def pair_bracket(number: int, players: Sequence[Card], upfloaters: frozenset[int],
                 lapsed: bool) -> BracketPairing:
    """The pairs of bracket ``number`` (its players in TPN order), by art. 3.6."""
    return _Walk(number, players, upfloaters, lapsed).run()

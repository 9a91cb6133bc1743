"""C.13 without walking in vain: while the penultimate bracket is paired again, only a
pairing whose unpaired players let the lowest bracket be paired is accepted. In a
large bracket the procedure can walk through a vast number of transpositions and
exchanges of which none does; ``Downstream`` says early when a block of them cannot,
so that it is passed over as a whole (the trace counts it). The tests are necessary
conditions only — every pairing C.13 would accept still passes them — so the pairing
found is the same, only sooner.

Both tests look for a complete pairing of the bracket's players together with the
lowest bracket's (one bye allowed, B.1 b), with B.1 a and B.2 as the last-round
note would leave them and every relative criterion given up: the players of S1 must
meet players of S2, the players left unpaired may meet each other or the lowest
bracket's players."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from .cards import Card, RoundCards
from .criteria import Rules, pair_violation
from ...matching.min_cost import min_matching

#: B.1 a and B.2 only (pair_violation never looks at floats), the note under B in use
_LOOSEST = Rules(exception=True)


@dataclass
class Downstream:
    """The lowest bracket's players (those it holds whatever the penultimate bracket
    moves down: first the ``moved`` players moved down into it, then its residents)
    while C.13 pairs the penultimate bracket again; empty otherwise. The machine
    shares one with every group it builds, and C.13 fills it in."""

    ctx: RoundCards
    lowest: tuple[Card, ...] = ()
    moved: int = 0
    _allowed: dict[tuple[int, int], bool] = field(default_factory=dict)

    @property
    def active(self) -> bool:
        return bool(self.lowest)

    def feed(self, moved: Sequence[Card], residents: Sequence[Card]) -> None:
        self.lowest, self.moved = (*moved, *residents), len(moved)

    def stop(self) -> None:
        self.lowest, self.moved = (), 0

    def allowed(self, a: Card, b: Card) -> bool:
        key = (a.start_no, b.start_no) if a.start_no < b.start_no else (b.start_no, a.start_no)
        if key not in self._allowed:
            self._allowed[key] = pair_violation(self.ctx, a, b, _LOOSEST) is None
        return self._allowed[key]

    def _edges(self, people: Sequence[Card], first: int, top: int, leftovers: int,
               free: Sequence[bool]) -> tuple[dict[tuple[int, int], int], list[int]]:
        """The pairs of the lowest bracket among ``people[first:]`` (the group's
        players from ``first`` to ``top``, who may meet there when ``free``, then the
        lowest bracket's): in a heterogeneous lowest bracket (A.3) the players moved
        down into it meet only its residents and get no bye (A.6, C.6). Also the
        players who may get the bye."""
        residents = len(people) - top - self.moved
        moved_down = leftovers + self.moved
        hetero = 2 * moved_down < moved_down + residents
        down = [first <= i < top + self.moved for i in range(len(people))]
        edges: dict[tuple[int, int], int] = {}
        for i in range(first, len(people)):
            for j in range(i + 1, len(people)):
                if not (free[i] and free[j]) or (hetero and down[i] and down[j]):
                    continue
                if self.allowed(people[i], people[j]):
                    edges[i, j] = int(i < top <= j)
        spare = [i for i in range(first, len(people))
                 if free[i] and people[i].bye_eligible and not (hetero and down[i])]
        return edges, spare

    def completes(self, s1: Sequence[Card], s2: Sequence[Card],
                  s1_cost: Callable[[int, int], int | None],
                  may_leave: Callable[[Card], bool], budget: int) -> bool:
        """Every player of ``s1`` meets one of ``s2`` (``s1_cost(i, j)``: the colour
        conflicts of the pair, None when the criteria in force forbid it), at most
        ``budget`` conflicts in all (B.4), and the players of ``s2`` left over —
        only those who ``may_leave`` the group — can be paired in the lowest
        bracket."""
        people = (*s1, *s2, *self.lowest)
        p, top = len(s1), len(s1) + len(s2)
        free = [i >= top or (i >= p and may_leave(people[i])) for i in range(len(people))]
        edges, spare = self._edges(people, p, top, len(s2) - p, free)
        edges = {key: 0 for key in edges}
        for i in range(p):
            for j in range(len(s2)):
                cost = s1_cost(i, j)
                if cost is not None:
                    edges[i, p + j] = cost
        best = min_matching(len(people), edges, spare, len(people) % 2)
        return best is not None and best <= budget

    def group_completes(self, players: Sequence[Card], pairs: int,
                        may_leave: Callable[[Card], bool]) -> bool:
        """Some ``pairs`` pairings among ``players`` (any S1 and S2 an exchange can
        give) leave players who can be paired in the lowest bracket: a complete
        pairing of all of them with at least ``pairs`` pairs of two of ``players``
        (each pair with a lowest-bracket player costs 1; a player who may not leave
        the group meets nobody of the lowest bracket)."""
        people = (*players, *self.lowest)
        n = len(players)
        free = [True] * len(people)
        edges, spare = self._edges(people, 0, n, n - 2 * pairs, free)
        for i in range(n):
            for j in range(i + 1, n):
                if self.allowed(people[i], people[j]):
                    edges[i, j] = 0  # pairs within the group
        stays = [i < n and not may_leave(c) for i, c in enumerate(people)]
        edges = {(i, j): c for (i, j), c in edges.items()
                 if not ((stays[i] or stays[j]) and c)}
        spare = [i for i in spare if not stays[i]]
        crossing = min_matching(len(people), edges, spare, len(people) % 2)
        return crossing is not None and (n - crossing) // 2 >= pairs

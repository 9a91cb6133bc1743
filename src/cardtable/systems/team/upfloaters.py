"""Choosing the upfloaters of a bracket (C.04.6 art. 3.5): the teams of the
top-scoregroup (the highest score among the teams not yet paired, art. 3.2) are
paired among themselves and with teams of lower scores pulled up to them.

Art. 3.5.1: every lower team is a potential upfloater. Art. 3.5.2: of the sets of
upfloaters that give the bracket a legal pairing (C1) and leave the other teams a
legal pairing (C3, art. 2.2.1), only those best for C4 (the fewest upfloaters) and
then C5 (the smallest score differences, largest first) count. Art. 3.5.3: in a set
the upfloaters are sorted by score (highest first), then TPN. Art. 3.5.4: the sets
are sorted by the lexicographic order of their TPNs. Art. 3.5.5: the first set that
complies with C6 (the next scoregroup's bracket still meets C1, C3 and C4: as few
upfloaters there as possible) and C7 (the fewest upfloaters that floated in the
previous round; not in the last two rounds) is taken."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from typing import Callable, Iterator, Sequence

from ...matching.cardinality import completable
from .state import Options, TeamState

#: whether a set of teams can all be paired with each other (C1)
Pairable = Callable[[Sequence[TeamState]], bool]


@dataclass(frozen=True, slots=True)
class Upfloaters:
    """The set taken (art. 3.5.3 order), how many legal sets as good for C4 and C5
    were weighed before the choice was made (``legal``), and the set's C6 and C7
    counts."""

    teams: tuple[TeamState, ...]
    legal: int
    c6: int
    c7: int


def pairable_by(neighbours: Sequence[frozenset[int]]) -> Pairable:
    """C1 for a set of teams: a perfect matching of compatible teams exists."""
    def pairable(teams: Sequence[TeamState]) -> bool:
        if len(teams) % 2:
            return False
        return completable([t.tpn for t in teams], neighbours, lambda _t: False)
    return pairable


def _order(team: TeamState) -> tuple[Fraction, int]:
    return (-team.primary, team.tpn)  # art. 3.5.3: score descending, then TPN


def _groups(lower: list[TeamState]) -> list[list[TeamState]]:
    """The lower teams by scoregroup, highest first, each in art. 3.5.3 order."""
    groups: list[list[TeamState]] = []
    for team in sorted(lower, key=_order):
        if groups and groups[-1][0].primary == team.primary:
            groups[-1].append(team)
        else:
            groups.append([team])
    return groups


def _in_order(residents: list[TeamState], lower: list[TeamState],
              size: int) -> Iterator[tuple[TeamState, ...]]:
    """The sets of ``size`` upfloaters in the order the rules weigh them: C5 first (a
    set reaching a lower scoregroup has a larger score difference than any set that
    does not, so the pool grows one scoregroup at a time), then the lexicographic
    order of their TPNs (art. 3.5.3-3.5.4)."""
    if size == 0:
        yield ()
        return
    top = residents[0].primary if residents else Fraction(0)
    pool: list[TeamState] = []
    seen: set[tuple[int, ...]] = set()
    for group in _groups(lower):
        pool = pool + group
        if len(pool) < size:
            continue
        fresh = [c for c in combinations(pool, size) if tuple(t.tpn for t in c) not in seen]
        fresh.sort(key=lambda c: (_c5(top, c), tuple(t.tpn for t in c)))
        for chosen in fresh:
            seen.add(tuple(t.tpn for t in chosen))
            yield chosen


def _legal(residents: list[TeamState], lower: list[TeamState],
           chosen: tuple[TeamState, ...], pairable: Pairable) -> bool:
    """The bracket with ``chosen`` has a legal pairing (C1) and so have the teams
    left (C3, art. 2.2.1)."""
    names = {t.tpn for t in chosen}
    return (pairable(residents + list(chosen))
            and pairable([t for t in lower if t.tpn not in names]))


def _c5(top: Fraction, chosen: tuple[TeamState, ...]) -> tuple[Fraction, ...]:
    """C5 (art. 2.3.2): the score differences, largest first (smaller is better)."""
    return tuple(sorted((top - t.primary for t in chosen), reverse=True))


def fewest(teams: list[TeamState], pairable: Pairable) -> int | None:
    """C4 for the bracket of the highest scoregroup of ``teams``: the fewest
    upfloaters that leave every team a legal pairing; None if none does."""
    if not teams:
        return 0
    top = max(t.primary for t in teams)
    residents = [t for t in teams if t.primary == top]
    lower = [t for t in teams if t.primary != top]
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        if any(_legal(residents, lower, c, pairable) for c in _in_order(residents, lower, size)):
            return size
    return None


def choose(residents: list[TeamState], lower: list[TeamState], options: Options,
           pairable: Pairable) -> Upfloaters | None:
    """The upfloaters of the bracket of ``residents`` (art. 3.5), None when no set
    leaves a legal pairing (art. 3.3.3). The sets are tried in the order of C5 and
    then of their TPNs; the first legal one fixes C4 and C5; of the legal sets as
    good for C5, the first best for C6 and then C7 is taken."""
    top = residents[0].primary
    following = _groups(lower)[0][0].primary if lower else None
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        best: Upfloaters | None = None
        legal = 0
        for chosen in _in_order(residents, lower, size):
            if best is not None and _c5(top, chosen) != _c5(top, best.teams):
                break  # the sets best for C5 are all weighed
            if not _legal(residents, lower, chosen, pairable):
                continue
            legal += 1
            names = {t.tpn for t in chosen}
            rest = [t for t in lower if t.tpn not in names]
            c7 = 0 if options.last_two else sum(1 for t in chosen if t.floated)
            c6 = 0
            if any(t.primary == following for t in rest):  # art. 2.3.3 unless now empty
                c6 = fewest(rest, pairable) or 0
            if best is None or (c6, c7) < (best.c6, best.c7):
                best = Upfloaters(chosen, legal, c6, c7)
            if (best.c6, best.c7) == (0, 0):
                break  # no later set can do better
        if best is not None:
            return Upfloaters(best.teams, legal, best.c6, best.c7)
    return None

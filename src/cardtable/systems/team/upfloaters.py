"""Choosing the upfloaters of a bracket (C.04.6 art. 3.5): the teams of the
top-scoregroup (the highest score among the teams not yet paired, art. 3.2) are
paired among themselves and with teams of lower scores pulled up to them.

Art. 3.5.1: every lower team is a potential upfloater. Art. 3.5.2: of the sets of
upfloaters that give the bracket a legal pairing (C1) and leave the other teams a
legal pairing (C3, art. 2.2.1), only those best for C4 (the fewest upfloaters) and
then C5 (the smallest score differences, largest first) count. Art. 3.5.3: in a set
the upfloaters are sorted by score (highest first), then TPN. Art. 3.5.4: the sets
are sorted by the lexicographic order of their TPNs. Art. 3.5.5: the first set that
complies with C6 (the following scoregroup's bracket still meets C1, C3 and C4: as
few upfloaters there as possible; not when that scoregroup is now empty, its teams
upfloaters of this bracket or of one before) and C7 (the fewest upfloaters that floated in the
previous round; not in the last two rounds) is taken."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from typing import Callable, Iterator, NamedTuple, Sequence

from ...matching.cardinality import completable
from .state import Options, TeamState

#: whether a set of teams can all be paired with each other (C1)
Pairable = Callable[[Sequence[TeamState]], bool]


#: sets of upfloaters a bracket's trace records, in the order they were weighed
RECORDED_SETS = 40


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class Upfloaters(NamedTuple):
    """The set taken (art. 3.5.3 order), how many legal sets as good for C4 and C5
    were weighed before the choice was made (``legal``), and the set's C6 and C7
    counts. ``weighed``: the sets weighed, in the order they were (the fewest
    upfloaters first, C4; then art. 3.5.4's order within each C5 profile), each with
    why it was set aside: ``C1`` (the bracket has no legal pairing with it), ``C3``
    (the teams left would have none), ``C6``/``C7`` (a set as good for C5 is better
    by it), ``3.5.4`` (as good, later in the order), empty for the set taken; at most
    :data:`RECORDED_SETS`, ``unrecorded`` the others."""

    teams: tuple[TeamState, ...]
    legal: int
    c6: int
    c7: int
    weighed: tuple[tuple[tuple[int, ...], str], ...] = ()
    unrecorded: int = 0


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


def _illegal(residents: list[TeamState], lower: list[TeamState],
             chosen: tuple[TeamState, ...], pairable: Pairable) -> str:
    """``C1`` when the bracket with ``chosen`` has no legal pairing, ``C3`` (art.
    2.2.1) when the teams left have none, empty when the set is legal."""
    names = {t.tpn for t in chosen}
    if not pairable(residents + list(chosen)):
        return "C1"
    return "" if pairable([t for t in lower if t.tpn not in names]) else "C3"


def _legal(residents: list[TeamState], lower: list[TeamState],
           chosen: tuple[TeamState, ...], pairable: Pairable) -> bool:
    """The bracket with ``chosen`` has a legal pairing (C1) and so have the teams
    left (C3, art. 2.2.1)."""
    return not _illegal(residents, lower, chosen, pairable)


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
           pairable: Pairable, following: Fraction | None) -> Upfloaters | None:
    """The upfloaters of the bracket of ``residents`` (art. 3.5), None when no set
    leaves a legal pairing (art. 3.3.3). The sets are tried in the order of C5 and
    then of their TPNs; the first legal one fixes C4 and C5; of the legal sets as
    good for C5, the first best for C6 and then C7 is taken.

    ``following`` is the score of the scoregroup that follows the top-scoregroup
    among the round's scoregroups (C6, art. 2.3.3: "Unless all the teams in the
    following scoregroup became or are upfloaters (thus this scoregroup is now
    empty) ... in the bracket where this (not empty) scoregroup is paired"): when
    none of its teams is left in ``lower`` (they became upfloaters of an earlier
    bracket, or had the PAB) or the set takes them all, C6 does not apply; it is not
    passed on to the next scoregroup that still has teams."""
    top = residents[0].primary
    weighed: list[tuple[tuple[int, ...], str, tuple[int, int] | None]] = []
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        best: Upfloaters | None = None
        legal = 0
        for chosen in _in_order(residents, lower, size):
            if best is not None and _c5(top, chosen) != _c5(top, best.teams):
                break  # the sets best for C5 are all weighed
            names = tuple(t.tpn for t in chosen)
            illegal = _illegal(residents, lower, chosen, pairable)
            if illegal:
                weighed.append((names, illegal, None))
                continue
            legal += 1
            rest = [t for t in lower if t.tpn not in set(names)]
            c7 = 0 if options.last_two else sum(1 for t in chosen if t.floated)
            c6 = 0
            if any(t.primary == following for t in rest):  # art. 2.3.3, unless now empty
                c6 = fewest(rest, pairable) or 0
            weighed.append((names, "", (c6, c7)))
            if best is None or (c6, c7) < (best.c6, best.c7):
                best = Upfloaters(chosen, legal, c6, c7)
            if (best.c6, best.c7) == (0, 0):
                break  # no later set can do better
        if best is not None:
            taken = tuple(t.tpn for t in best.teams)
            said = tuple((names, _set_aside(names, why, counts, taken, (best.c6, best.c7)))
                         for names, why, counts in weighed)
            return Upfloaters(best.teams, legal, best.c6, best.c7, said[:RECORDED_SETS],
                              max(0, len(said) - RECORDED_SETS))
    return None


def _set_aside(names: tuple[int, ...], illegal: str, counts: tuple[int, int] | None,
               taken: tuple[int, ...], best: tuple[int, int]) -> str:
    """Why a weighed set was not taken (see :class:`Upfloaters`), empty for the set
    taken."""
    if illegal or counts is None:
        return illegal
    if names == taken:
        return ""
    if counts[0] != best[0]:
        return "C6"
    return "C7" if counts[1] != best[1] else "3.5.4"

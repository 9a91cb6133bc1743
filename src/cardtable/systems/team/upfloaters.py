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
from typing import Callable, Sequence

from ...matching.cardinality import completable
from .state import Options, TeamState

#: whether a set of teams can all be paired with each other (C1)
Pairable = Callable[[Sequence[TeamState]], bool]


@dataclass(frozen=True, slots=True)
class Upfloaters:
    """The set taken (art. 3.5.3 order), how many sets of its size and score were
    legal (``legal``), and the set's C6 and C7 counts."""

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


def _legal_sets(residents: list[TeamState], lower: list[TeamState], size: int,
                pairable: Pairable) -> list[tuple[TeamState, ...]]:
    """The legal sets of ``size`` upfloaters best for C5: taken from the highest
    lower scoregroups first (a set reaching a lower scoregroup has a larger score
    difference than any set that does not)."""
    if size == 0:
        return [()] if pairable(residents) and pairable(lower) else []
    groups = _groups(lower)
    pool: list[TeamState] = []
    for group in groups:
        pool = pool + group
        if len(pool) < size:
            continue
        legal = []
        for chosen in combinations(pool, size):
            names = {t.tpn for t in chosen}
            rest = [t for t in lower if t.tpn not in names]
            if pairable(residents + list(chosen)) and pairable(rest):
                legal.append(chosen)
        if legal:
            top = residents[0].primary if residents else Fraction(0)
            best = min(_c5(top, s) for s in legal)
            return [s for s in legal if _c5(top, s) == best]
    return []


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
        if _legal_sets(residents, lower, size, pairable):
            return size
    return None


def choose(residents: list[TeamState], lower: list[TeamState], options: Options,
           pairable: Pairable) -> Upfloaters | None:
    """The upfloaters of the bracket of ``residents`` (art. 3.5), None when no set
    leaves a legal pairing (art. 3.3.3)."""
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        legal = _legal_sets(residents, lower, size, pairable)
        if not legal:
            continue
        following = _groups(lower)[0][0].primary if lower else None
        best: Upfloaters | None = None
        for chosen in sorted(legal, key=lambda s: tuple(t.tpn for t in s)):  # art. 3.5.4
            names = {t.tpn for t in chosen}
            rest = [t for t in lower if t.tpn not in names]
            c7 = 0 if options.last_two else sum(1 for t in chosen if t.floated)
            c6 = 0
            if any(t.primary == following for t in rest):  # art. 2.3.3 unless now empty
                c6 = fewest(rest, pairable) or 0
            if best is None or (c6, c7) < (best.c6, best.c7):
                best = Upfloaters(chosen, len(legal), c6, c7)
            if (best.c6, best.c7) == (0, 0):
                break  # no later set can do better
        return best
    return None
